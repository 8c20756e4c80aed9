"""The shape of Bella Rosarum self-play: ``python tools/lab/br_shape.py --games 12 --players 3``.

Plays N games per player count with every seat at one computer level (``medium`` by default),
each game on its own deal, every seat deciding through ``engine.ai.choose`` as the page's
computer does, and reports: each seat's win share with a 95 % Wilson interval
and its distance from the fair share 1/n; the same by place in the order of play (the first
player, BR-3.6, moves 1st; seats are dealt alike, so an edge shows there, not in seat numbers);
the royals each place in the order holds after round 1; how often the seat dealt the most
troops wins (BR-3.2, BR-3.4: seats are dealt alike on average, one deal need not be even); the
endings (BR-13 reasons); the rounds a game lasts; how many of the ten royals (BR-1.6) some seat
holds at the end of each of the first rounds; the odds of the battles, sallies and sieges
actually fought (the victory share the event deck gives at the ratio they were fought at,
BR-7.3, BR-8.2); and the round in which the winner took the royal it won with.

Standard library only; ``--jobs N`` plays in N processes (the figures do not depend on N);
``--option first_turn_combat=false`` plays with a game option (BR-3.7) to compare.
"""

import argparse
import json
import os
import statistics
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from engine import ai, api  # noqa: E402
from engine.games.bella_rosarum import data as D  # noqa: E402
from engine.arena import wilson  # noqa: E402
from engine.games.bella_rosarum import figures, rules  # noqa: E402
from engine.games.bella_rosarum import state as S  # noqa: E402

FIRST_ROUNDS = 5   # royals held: reported for rounds 1..FIRST_ROUNDS
ORDINAL = ("1st", "2nd", "3rd", "4th", "5th", "6th")


class Watcher:
    """Sees every state of one game before each move and keeps the shape."""

    def __init__(self):
        self.prev = None        # (state, action) of the move before
        self.held = {}          # round -> royals held by some seat when that round ended
        self.control = []       # (round, {royal: controller}) after each move
        self.fights = []        # (kind, victory share at the ratio it was fought at)
        self.final = None
        self.round_one = None   # seat -> royals it controls when round 1 ended

    def __call__(self, state, ply, who, mine, action):
        if self.prev is not None:
            self._after(*self.prev, state)
        self.control.append((state["round"], {r: ro["controller"] for r, ro in state["royals"].items()
                                              if rules.alive(state, r)}))
        if who is None:
            self.final = state
            self.prev = None
            return
        self.prev = (state, action)

    def _after(self, before, action, after):
        if after["round"] > before["round"] or after["phase"] == "over":
            self.held[before["round"]] = sum(1 for r in D.ROYALS if rules.alive(before, r)
                                             and before["royals"][r]["controller"] is not None)
            if before["round"] == 1:
                self.round_one = Counter(before["royals"][r]["controller"] for r in D.ROYALS
                                         if rules.alive(before, r)
                                         and before["royals"][r]["controller"] is not None)
        drew = len(after["event_discard"]) != len(before["event_discard"]) or after["events"] != before["events"]
        if not drew or before["phase"] not in ("combat", "declare"):
            return
        odds = figures.odds(before)
        if before["phase"] == "declare":
            kind, entry = before["attack"]["kind"], odds.get("fight")
        else:
            kind, entry = action.split(" ")[0], odds.get(action)
        if entry is not None:
            self.fights.append((kind, entry["victory"]))

    def crown_round(self):
        """The round from which the winner held, without a break to the end, a crowned royal it
        held at the end (the crown it won with), or None."""
        res = self.final["result"]
        w = res["winner"]
        if w is None:
            return None
        crowns = [r for r in D.ROYALS if rules.alive(self.final, r) and self.final["royals"][r]["crowned"]
                  and self.final["royals"][r]["controller"] == w]
        best = None
        for r in crowns:
            since = None
            for rnd, ctl in self.control:
                if ctl.get(r) == w:
                    since = rnd if since is None else since
                else:
                    since = None
            if since is not None and (best is None or since > best):
                best = since
        return best


def play(level, seed, index, options, watch):
    """One game, every seat at `level` through engine.ai.choose as the page's computer plays:
    deal ``index // 2``, the players' seeds ``<seed>:<index>:<ply>``."""
    state = api.new_game("bella-rosarum", f"{seed}:{index // 2}", options)
    ply = 0
    while True:
        who = api.current_player(state)
        if who is None:
            break
        action = ai.choose(state, level, f"{seed}:{index}:{ply}", None)
        watch(state, ply, who, True, action)
        state = api.apply(state, action)
        ply += 1
    watch(state, ply, None, None, None)


def one_game(job):
    level, players, seed, i, extra = job
    w = Watcher()
    # index 2i: deal i, and the players' seeds "<seed>:<2i>:<ply>" (the figures in the data
    # README were taken so)
    options = dict(extra, variant=f"{players}p")
    play(level, seed, 2 * i, options, w)
    res = w.final["result"]
    # the deal's strength: troops each seat starts with (BR-3.2, BR-3.4), to see whether the
    # seat dealt more wins more (seats are dealt alike on average, single deals are not)
    start = api.new_game("bella-rosarum", f"{seed}:{i}", options)
    dealt = [S.troops(start, [n for n, v in start["nobles"].items() if v["seat"] == seat])
             for seat in range(players)]
    first = w.final["first"]
    r1 = w.round_one or {}
    return {"winner": res["winner"], "reason": res["reason"], "rounds": res["round"],
            "held": w.held, "fights": w.fights, "crown_round": w.crown_round(),
            "place": None if res["winner"] is None else (res["winner"] - first) % players,
            "r1_by_place": [r1.get((first + k) % players, 0) for k in range(players)],
            "r1_leader": _leader(r1), "dealt": dealt}


def _leader(counts):
    """The seat holding the most royals, or None if none holds any or two tie."""
    top = counts.most_common(2)
    if not top or (len(top) == 2 and top[0][1] == top[1][1]):
        return None
    return top[0][0]


def report(players, games):
    n = len(games)
    out = [f"## {players} players, {n} games"]
    wins = Counter(g["winner"] for g in games)
    fair = 1 / players
    out.append(f"seat win shares (fair {fair:.3f}), 95 % Wilson intervals:")
    for seat in range(players):
        k = wins.get(seat, 0)
        lo, hi = wilson(k, n)
        out.append(f"  seat {seat + 1}: {k:4d}  {k / n:.3f}  [{lo:.3f}, {hi:.3f}]  off fair {k / n - fair:+.3f}")
    out.append(f"  no winner: {wins.get(None, 0)}")
    places = Counter(g["place"] for g in games if g["place"] is not None)
    out.append("win shares by place in the order of play (1st = the first player):")
    for k in range(players):
        c = places.get(k, 0)
        lo, hi = wilson(c, n)
        r1 = statistics.mean(g["r1_by_place"][k] for g in games)
        out.append(f"  {ORDINAL[k]}: {c:4d}  {c / n:.3f}  "
                   f"[{lo:.3f}, {hi:.3f}]  off fair {c / n - fair:+.3f}  royals after round 1: {r1:.2f}")
    strong = [g for g in games if g["winner"] is not None
              and sorted(g["dealt"])[-1] > sorted(g["dealt"])[-2]]
    if strong:
        won = sum(1 for g in strong if g["dealt"][g["winner"]] == max(g["dealt"]))
        lo, hi = wilson(won, len(strong))
        ratios = sorted(max(g["dealt"]) / max(1, min(g["dealt"])) for g in games)
        out.append(f"the seat dealt the most troops (alone) won {won} of {len(strong)} games "
                   f"({won / len(strong):.3f} [{lo:.3f}, {hi:.3f}], fair {fair:.3f}); "
                   f"troops dealt, most : fewest, median {statistics.median(ratios):.2f}, "
                   f"max {ratios[-1]:.2f}")
        for cut in (1.25, 1.5):
            far = [g for g in strong if max(g["dealt"]) >= cut * max(1, min(g["dealt"]))]
            if far:
                k = sum(1 for g in far if g["dealt"][g["winner"]] == max(g["dealt"]))
                out.append(f"  deals at least {cut}:1: {len(far)}, the seat dealt the most won {k} "
                           f"({k / len(far):.3f})")
    led = [g for g in games if g["r1_leader"] is not None]
    won = sum(1 for g in led if g["winner"] == g["r1_leader"])
    out.append(f"the seat holding the most royals after round 1 (alone) won {won} of {len(led)} games"
               + (f" ({won / len(led):.3f})" if led else ""))
    out.append("endings: " + ", ".join(f"{r} {c}" for r, c in Counter(g["reason"] for g in games).most_common()))
    rounds = sorted(g["rounds"] for g in games)
    out.append(f"rounds: median {statistics.median(rounds)}, mean {statistics.mean(rounds):.1f}, "
               f"min {rounds[0]}, max {rounds[-1]}")
    parts = []
    for r in range(1, FIRST_ROUNDS + 1):
        vals = [g["held"][r] for g in games if r in g["held"]]
        if vals:
            parts.append(f"r{r} median {statistics.median(vals)} mean {statistics.mean(vals):.1f} (n {len(vals)})")
    out.append(f"royals held by some seat (of {len(D.ROYALS)}) at the end of round: " + "; ".join(parts))
    for kind, plural in (("battle", "battles"), ("sally", "sallies"), ("siege", "sieges")):
        odds = [o for g in games for k, o in g["fights"] if k == kind]
        if odds:
            out.append(f"{plural} fought: {len(odds)} ({len(odds) / n:.1f} a game), victory odds when fought: "
                       f"median {statistics.median(odds):.2f}, mean {statistics.mean(odds):.2f}")
        else:
            out.append(f"{plural} fought: 0")
    crowns = sorted(g["crown_round"] for g in games if g["crown_round"] is not None)
    if crowns:
        hist = Counter(crowns)
        out.append(f"round the winner took its crown: median {statistics.median(crowns)}; "
                   + ", ".join(f"r{r}: {hist[r]}" for r in sorted(hist)))
    return "\n".join(out)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=12, help="games per player count")
    p.add_argument("--players", type=int, nargs="+", default=[3], help="player counts, e.g. 3 4")
    p.add_argument("--level", default="medium")
    p.add_argument("--seed", default="shape")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option, e.g. first_turn_combat=false (JSON values)")
    o = p.parse_args(argv)
    extra = {}
    for kv in o.option:
        k, _, v = kv.partition("=")
        extra[k] = json.loads(v)
    for players in o.players:
        jobs = [(o.level, players, o.seed, i, extra) for i in range(o.games)]
        if o.jobs > 1:
            from multiprocessing import Pool
            with Pool(o.jobs) as pool:
                games = pool.map(one_game, jobs)
        else:
            games = [one_game(j) for j in jobs]
        print(f"# python tools/lab/br_shape.py {' '.join(sys.argv[1:] if argv is None else argv)}")
        print(report(players, games), flush=True)


if __name__ == "__main__":
    main()
