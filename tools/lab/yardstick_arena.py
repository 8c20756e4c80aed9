"""The outside-style yardsticks (tools/lab/yardsticks/) as levels of the arena, and, for Bella
Rosarum, the shares of wins by place in the order of play among outside players only.

Matches, exactly as ``python -m engine.arena`` plays them (every option of it works):
  python tools/lab/yardstick_arena.py --game bella-rosarum --variant 3p --a hard --b brgreedy \\
      --games 180 --seed S --jobs 1 --log /tmp/yard/hard-greedy.jsonl --resume

The order of play (BR-3.6: the first player, then up the seat numbers), every seat an outside
player drawn by the seed from ``--pool`` (default: both yardsticks):
  python tools/lab/yardstick_arena.py order --variant 3p --games 360 --seed S \\
      --log /tmp/yard/order.jsonl --resume

How it works: the yardsticks are put into ``engine.ai.registry.OUTSIDE_LEVELS`` (the dict that
``engine.ai.choose`` and ``engine.ai.levels`` read) under ``outside_level``'s game check, in this
process only, and engine.arena's ``main`` runs unchanged; no file of engine/ai/ is edited and the
levels are never shipped. ``--jobs N`` above 1 needs the processes forked from this one (the
levels live in this process's registry), so the runner asks for the fork start method.
This tool imports engine.ai; the players themselves never do (tests/games/bella_rosarum/
test_yardsticks.py checks it).
"""

import argparse
import json
import os
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from engine import ai, api, arena, rng  # noqa: E402
from engine.ai import registry  # noqa: E402
from engine.games.bella_rosarum import data as D  # noqa: E402
from tools.lab.yardsticks import br_cautious, br_greedy, lq_guard, lq_prestige  # noqa: E402

GAME = "bella-rosarum"
# {level name: (game, choose)}: every yardstick of tools/lab/yardsticks/
YARDSTICKS = {m.NAME: (getattr(m, "GAME", GAME), m.choose) for m in (br_greedy, br_cautious, lq_prestige, lq_guard)}
# the order of play is Bella Rosarum's question: its seats are drawn from its own yardsticks
ORDER_POOL = [name for name, (game, _) in YARDSTICKS.items() if game == GAME]
ORDINAL = ("1st", "2nd", "3rd", "4th", "5th", "6th")


def register():
    """Make the yardsticks levels of engine.ai.choose in this process (idempotent)."""
    for name, (game, fn) in YARDSTICKS.items():
        if name not in registry.OUTSIDE_LEVELS:
            registry.OUTSIDE_LEVELS[name] = registry.outside_level(game, name, fn)


def _fork_for_jobs():
    """engine.arena's ``--jobs N`` pool must inherit this process's registry (forked, not spawned)."""
    import multiprocessing
    if "fork" in multiprocessing.get_all_start_methods():
        multiprocessing.set_start_method("fork", force=True)


# --- the order of play among outside players -------------------------------------------------------
def seat_levels(seed, index, seats, pool):
    """The level of each seat of game ``index``: drawn from ``pool`` by the seed (engine.rng)."""
    x = rng.seed_to_state(f"{seed}:{index}:seats")
    out = []
    for _ in range(seats):
        x, k = rng.below(x, len(pool))
        out.append(pool[k])
    return out


def play_order_game(job):
    """One game, every seat its drawn level through engine.ai.choose (as the arena plays): the
    winner's place in the order of play and what the places did early."""
    seed, index, variant, pool = job
    seats = int(variant.rstrip("p"))
    levels = seat_levels(seed, index, seats, pool)
    state = api.new_game(GAME, f"{seed}:{index}", {"variant": variant})
    first = state["first"]
    place = lambda seat: (seat - first) % seats  # noqa: E731
    times = {lv: [] for lv in levels}
    sieges = [[0, 0] for _ in range(seats)]   # per place: sieges announced in rounds 1 and 2
    r1_royals = None                          # per place: royals held when round 1 ends
    ply = 0
    while True:
        who = api.current_player(state)
        if who is None:
            break
        if r1_royals is None and state["round"] >= 2:
            r1_royals = _royals_by_place(state, first, seats)
        t0 = time.process_time()
        action = ai.choose(state, levels[who], f"{seed}:{index}:{ply}", None)
        times[levels[who]].append(time.process_time() - t0)
        if action.startswith("siege ") and state["round"] <= 2:
            sieges[place(who)][state["round"] - 1] += 1
        state = api.apply(state, action)
        ply += 1
    res = state["result"]
    win = res["winner"]
    return {"index": index, "levels": levels, "first": first,
            "order": [levels[(first + k) % seats] for k in range(seats)],
            "winner": win, "place": None if win is None else place(win),
            "reason": res["reason"], "rounds": res["round"], "plies": ply,
            "sieges": sieges, "r1_royals": r1_royals or _royals_by_place(state, first, seats),
            "times": {lv: [sum(ts), len(ts), max(ts, default=0.0)] for lv, ts in times.items()}}


def _royals_by_place(state, first, seats):
    held = [0] * seats
    for r in D.ROYALS:
        ro = state["royals"][r]
        if ro["alive"] and ro["controller"] is not None:
            held[(ro["controller"] - first) % seats] += 1
    return held


def order_summary(results, seats):
    n = len(results)
    out = [f"{n} games, {seats} seats, every seat an outside player"]
    if not n:
        return "\n".join(out)
    places = Counter(r["place"] for r in results)
    out.append(f"wins by place in the order of play (fair {1 / seats:.3f}), 95 % Wilson intervals:")
    for k in range(seats):
        c = places.get(k, 0)
        lo, hi = arena.wilson(c, n)
        r1 = statistics.mean(r["r1_royals"][k] for r in results)
        s1 = statistics.mean(r["sieges"][k][0] for r in results)
        s2 = statistics.mean(r["sieges"][k][1] for r in results)
        out.append(f"  {ORDINAL[k]}: {c:4d}  {c / n:.3f}  [{lo:.3f}, {hi:.3f}]  royals after round 1 {r1:.2f}, "
                   f"sieges a game in round 1 {s1:.2f}, round 2 {s2:.2f}")
    out.append(f"  no winner: {places.get(None, 0)}")
    decided = n - places.get(None, 0)
    if decided:
        parts = []
        for k in range(seats):
            c = places.get(k, 0)
            lo, hi = arena.wilson(c, decided)
            parts.append(f"{ORDINAL[k]} {c / decided:.3f} [{lo:.3f}, {hi:.3f}]")
        out.append(f"  of the {decided} games with a winner: " + ", ".join(parts))
    seats_of, wins_of = Counter(), Counter()
    for r in results:
        seats_of.update(r["levels"])
        if r["winner"] is not None:
            wins_of[r["levels"][r["winner"]]] += 1
    for lv in sorted(seats_of):
        lo, hi = arena.wilson(wins_of[lv], seats_of[lv])
        out.append(f"level {lv}: {seats_of[lv]} seats, won {wins_of[lv]} ({wins_of[lv] / seats_of[lv]:.3f} "
                   f"[{lo:.3f}, {hi:.3f}] of its seats)")
    by_first = Counter()
    for r in results:
        if r["place"] == 0:
            by_first[r["order"][0]] += 1
    firsts = Counter(r["order"][0] for r in results)
    out.append("first player's wins by its level: " + ", ".join(
        f"{lv} {by_first[lv]}/{firsts[lv]}" for lv in sorted(firsts)))
    out.append("endings: " + ", ".join(f"{k} {c}" for k, c in Counter(r["reason"] for r in results).most_common()))
    rounds = sorted(r["rounds"] for r in results)
    out.append(f"rounds: median {statistics.median(rounds)}, mean {statistics.mean(rounds):.1f}, "
               f"min {rounds[0]}, max {rounds[-1]}")
    for lv in sorted(seats_of):
        total = sum(r["times"][lv][0] for r in results if lv in r["times"])
        moves = sum(r["times"][lv][1] for r in results if lv in r["times"])
        worst = max(r["times"][lv][2] for r in results if lv in r["times"])
        if moves:
            out.append(f"cpu time per move {lv}: mean {1000 * total / moves:.1f} ms, max {1000 * worst:.1f} ms "
                       f"over {moves} moves")
    return "\n".join(out)


def order_main(argv):
    p = argparse.ArgumentParser(prog="python tools/lab/yardstick_arena.py order",
                                description="win shares by place in the order of play, outside players only")
    p.add_argument("--variant", default="3p")
    p.add_argument("--games", type=int, default=30)
    p.add_argument("--seed", default="order")
    p.add_argument("--pool", default=",".join(ORDER_POOL),
                   help="the levels each seat is drawn from, comma-separated (default: both yardsticks)")
    p.add_argument("--log", help="append one JSON line per finished game to this file")
    p.add_argument("--resume", action="store_true", help="with --log: play only the games not logged yet")
    p.add_argument("--summarize", action="store_true", help="with --log: only print the summary of the log")
    o = p.parse_args(argv)
    pool = o.pool.split(",")
    for lv in pool:
        if lv not in ai.levels():
            p.error(f"unknown level {lv!r}; levels: {', '.join(ai.levels())}")
    seats = int(o.variant.rstrip("p"))
    results = []
    if o.log and (o.resume or o.summarize) and os.path.exists(o.log):
        with open(o.log) as fh:
            results = [r for r in (json.loads(line) for line in fh if line.strip()) if r["index"] < o.games]
    if not o.summarize:
        logged = {r["index"] for r in results}
        print(f"# python tools/lab/yardstick_arena.py order {' '.join(argv)}"
              + (f" ({len(logged)} games taken from the log)" if logged else ""), flush=True)
        t0 = time.time()
        log = open(o.log, "a") if o.log else None
        for i in range(o.games):
            if i in logged:
                continue
            r = play_order_game((o.seed, i, o.variant, pool))
            results.append(r)
            if log:
                log.write(json.dumps(r) + "\n")
                log.flush()
        print(f"wall time {time.time() - t0:.0f} s")
    results.sort(key=lambda r: r["index"])
    print(order_summary(results, seats))


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    register()
    if argv[:1] == ["order"]:
        order_main(argv[1:])
        return
    _fork_for_jobs()
    print(f"# through tools/lab/yardstick_arena.py (levels {', '.join(YARDSTICKS)} added to engine.ai's registry)")
    arena.main(argv)


if __name__ == "__main__":
    main()
