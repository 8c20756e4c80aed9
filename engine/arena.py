"""Matches between computer levels, for any game, seats and teams:
``python -m engine.arena --game GAME [--variant V] --a hard --b medium``.

Works for every registered game through the protocol (engine/games/PROTOCOL.md); each player
decides through ``engine.ai.choose``, as the page's computer does, from the real state, which it
sees only through ``view``. Every deal is played once with a in each place, so the deal's luck
cancels out:
  two sides (two seats, or a variant of two teams: the even seats against the odd ones): games
    come in pairs on one deal, a playing the even seats in game 2k and the odd ones in 2k+1;
  more seats, each for itself: a plays one seat and b every other; a's seat goes round the table
    (game k: deal k // seats, a at seat k mod seats). The fair share of wins is 1/seats.

Prints one line per finished game with --verbose, then: wins/draws/losses for a (a game without
a winner counts as a draw), the mean margin of the game's ``tally`` (a − the mean of b), a 95%
confidence interval of a's score rate (from ``returns``, scaled: win 1, a draw or no winner
in between, loss 0) and, with more than two sides, a's win share against the fair share; the
mean and max time per move for each side. ``--jobs N`` plays games in N processes (results do
not depend on N).
"""

import argparse
import json
import os
import math
import sys
import time

from . import ai, api
from .games import GAMES


def play_game(args, watch=None):
    """One game: returns a dict with the result from a's point of view and per-side move times.
    ``watch(state, ply, who, mine, action)``, if given, sees every move before it is applied (a
    tool that logs the game, e.g. tools/lab/lq_diag.py), and the end once with ``who`` None."""
    game, a, b, seed, index, time_a, time_b, variant = args
    mod = GAMES[game]
    table = mod.INFO.variant(variant) if variant else mod.INFO.variants[0]
    seats, sides = table.seats, table.seats == 2 or table.teams
    per_deal = 2 if sides else seats
    state = api.new_game(game, f"{seed}:{index // per_deal}", {"variant": variant} if variant else None)
    # a's seats: one parity of the table (two sides), or the one seat a has this game
    a_seats = range(index % 2, seats, 2) if sides else (index % seats,)
    b_seats = [s for s in range(seats) if s not in a_seats]
    times = {"a": [], "b": []}
    cpu = {"a": [], "b": []}   # CPU time of this process: the cost without other programs' load
    ply = 0
    while True:
        who = api.current_player(state)
        if who is None:
            break
        mine = who in a_seats
        level, tm = (a, time_a) if mine else (b, time_b)
        t0, c0 = time.perf_counter(), time.process_time()
        action = ai.choose(state, level, f"{seed}:{index}:{ply}", tm)
        times["a" if mine else "b"].append(time.perf_counter() - t0)
        cpu["a" if mine else "b"].append(time.process_time() - c0)
        if watch is not None:
            watch(state, ply, who, mine, action)
        state = api.apply(state, action)
        ply += 1
    if watch is not None:
        watch(state, ply, None, None, None)
    info = mod.INFO
    rets, tally = mod.returns(state), mod.tally(state)

    def mean(values, group):
        return sum(values[s] for s in group) / len(group)

    # a's return scaled to 0..1: a win 1, a draw (the middle) ½, a loss 0
    score = (mean(rets, a_seats) - info.min_return) / (info.max_return - info.min_return)
    margin = mean(tally, a_seats) - mean(tally, b_seats)
    res = api.outcome(state)
    won = max(rets) > min(rets) and all(rets[s] == max(rets) for s in a_seats)
    return {"index": index, "score": score, "margin": int(margin) if margin == int(margin) else margin,
            "won": won, "decided": max(rets) > min(rets), "parties": 2 if sides else seats,
            "plies": ply, "times": times, "cpu": cpu, "reason": res.get("reason")}


def wilson(k, n, z=1.96):
    """The 95% Wilson interval of k successes in n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def summary(results, a, b):
    n = len(results)
    wins = sum(r["score"] == 1.0 for r in results)
    draws = sum(r["score"] == 0.5 for r in results)
    losses = n - wins - draws
    scores = [r["score"] for r in results]
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n > 1 else 0.0
    margin = sum(r["margin"] for r in results) / n
    lines = [f"{a} vs {b}: {n} games, a wins {wins}, draws {draws}, losses {losses}",
             f"a score rate {mean:.3f}  95% CI [{max(0.0, mean - half):.3f}, {min(1.0, mean + half):.3f}]",
             f"mean margin (a - b in the game's tally) {margin:+.1f}"]
    parties = results[0].get("parties", 2) if results else 2
    if parties > 2:  # a against several b: its share of the games against the fair share
        won = sum(bool(r.get("won")) for r in results)
        low, high = wilson(won, n)
        undecided = sum(not r.get("decided", True) for r in results)
        lines.append(f"a win share {won / n:.3f}  95% CI [{low:.3f}, {high:.3f}]  (fair share {1 / parties:.3f}; "
                     f"{undecided} games without a winner)")
    for side, name in (("a", a), ("b", b)):
        ts = [t for r in results for t in r["times"][side]]
        if ts:
            lines.append(f"time per move {side} ({name}): mean {1000 * sum(ts) / len(ts):.1f} ms, "
                         f"max {1000 * max(ts):.1f} ms over {len(ts)} moves")
        cs = [t for r in results for t in r.get("cpu", {}).get(side, [])]
        if cs:
            lines.append(f"  cpu time per move {side}: mean {1000 * sum(cs) / len(cs):.1f} ms, "
                         f"max {1000 * max(cs):.1f} ms")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m engine.arena", description=__doc__.split("\n")[0])
    p.add_argument("--game", default=next(iter(GAMES)), choices=list(GAMES))
    p.add_argument("--a", required=True, help="a level of engine.ai: " + ", ".join(ai.levels())
                   + " or a search spec like mcts:k=v,...")
    p.add_argument("--b", required=True)
    p.add_argument("--variant", default=None, help="a variant of the game (its INFO), e.g. 4p")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", default="1")
    p.add_argument("--time-ms", type=float, default=None, help="time cap per move for both sides")
    p.add_argument("--time-ms-a", type=float, default=None)
    p.add_argument("--time-ms-b", type=float, default=None)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--log", help="append one JSON line per finished game to this file")
    p.add_argument("--summarize", metavar="LOG", help="only print the summary of the games in a --log file")
    p.add_argument("--resume", action="store_true",
                   help="with --log: keep the games already logged there and play only the missing ones")
    o = p.parse_args(argv)
    if o.summarize:
        with open(o.summarize) as fh:
            results = sorted((json.loads(line) for line in fh if line.strip()), key=lambda r: r["index"])
        print(summary(results, o.a, o.b))
        return
    ta = o.time_ms_a if o.time_ms_a is not None else o.time_ms
    tb = o.time_ms_b if o.time_ms_b is not None else o.time_ms
    for lv in (o.a, o.b):  # names engine.ai lists; specs (name:key=value,...) it checks itself
        if lv not in ai.levels() and ":" not in lv:
            p.error(f"unknown level {lv!r}; levels: {', '.join(ai.levels())}")
    results = []
    if o.resume and o.log and os.path.exists(o.log):
        # Games are independent and seeded by (seed, index), so a match can be finished later.
        with open(o.log) as fh:
            results = [r for r in (json.loads(line) for line in fh if line.strip()) if r["index"] < o.games]
    logged = {r["index"] for r in results}
    jobs = [(o.game, o.a, o.b, o.seed, i, ta, tb, o.variant) for i in range(o.games) if i not in logged]
    print(f"# python -m engine.arena {' '.join(sys.argv[1:] if argv is None else argv)}"
          + (f" ({len(logged)} games taken from the log)" if logged else ""), flush=True)
    t0 = time.time()
    log = open(o.log, "a") if o.log else None

    def done(r):
        results.append(r)
        if o.verbose:
            print(f"game {r['index']}: a {r['score']} margin {r['margin']:+} ({r.get('reason')})", flush=True)
        if log:
            log.write(json.dumps(r) + "\n")
            log.flush()

    if o.jobs > 1:
        import multiprocessing
        with multiprocessing.Pool(o.jobs) as pool:
            for r in pool.imap_unordered(play_game, jobs):
                done(r)
    else:
        for j in jobs:
            done(play_game(j))
    results.sort(key=lambda r: r["index"])
    print(summary(results, o.a, o.b))
    print(f"wall time {time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
