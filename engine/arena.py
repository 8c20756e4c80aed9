"""Matches between computer levels: ``python -m engine.arena --game rose-king --a hard --b medium``.

Games come in pairs on the same deal with the seats swapped (game 2k: a is seat 0 / Red;
game 2k+1: a is seat 1), so the deal's luck cancels out. Each player decides through
``engine.ai.choose`` from the real state, which it sees only through ``view`` (RK-11.5).

Prints one line per finished game with --verbose, then: wins/draws/losses for a, the mean points
margin (a − b), a 95% confidence interval of a's score rate (win 1, draw ½), and the mean and max
time per move for each side. ``--jobs N`` plays games in N processes (results do not depend on N).
"""

import argparse
import json
import os
import math
import sys
import time

from . import ai, api


def play_game(args):
    """One game: returns a dict with the result from a's point of view and per-side move times."""
    game, a, b, seed, index, time_a, time_b, *variant = args
    options = {"variant": variant[0]} if variant and variant[0] else None  # e.g. Rose King 4p teams
    state = api.new_game(game, f"{seed}:{index // 2}", options)
    a_seat = index % 2
    seats = len(state.get("hands", (0, 0)))
    times = {"a": [], "b": []}
    cpu = {"a": [], "b": []}   # CPU time of this process: the cost without other programs' load
    ply = 0
    while True:
        who = api.current_player(state)
        if who is None:
            break
        mine = (who % 2) == a_seat
        level, tm = (a, time_a) if mine else (b, time_b)
        t0, c0 = time.perf_counter(), time.process_time()
        action = ai.choose(state, level, f"{seed}:{index}:{ply}", tm)
        times["a" if mine else "b"].append(time.perf_counter() - t0)
        cpu["a" if mine else "b"].append(time.process_time() - c0)
        state = api.apply(state, action)
        ply += 1
    res = api.outcome(state)
    a_side = a_seat if seats == 2 else a_seat  # 4p: seats of a are a_seat, a_seat + 2 (side = seat % 2)
    # Long Live the Queen has no points and no draws: the margin is the tokens held (a - b)
    pts = res["scores"] if "scores" in res else [sum(p) for p in res["prestige"]]
    if res["winner"] is None:
        score = 0.5
    else:
        score = 1.0 if res["winner"] == a_side else 0.0
    return {"index": index, "score": score, "margin": pts[a_side] - pts[1 - a_side], "plies": ply,
            "times": times, "cpu": cpu, "decided_by": res.get("decided_by", res.get("reason"))}


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
             f"mean margin (a - b points) {margin:+.1f}"]
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
    p.add_argument("--game", default="rose-king")
    p.add_argument("--a", required=True, help="level: random, easy, medium, hard, max, ab4, mcts:k=v,..., "
                   "or a yardstick (ab4h, ab5h, exp3h, lqexpert)")
    p.add_argument("--b", required=True)
    p.add_argument("--variant", default=None, help="game variant, e.g. 4p (Rose King teams)")
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
    for lv in (o.a, o.b):
        if lv not in ai.LEVEL_NAMES and not lv.startswith(("mcts", "ab", "greedy", "lq")):
            p.error(f"unknown level {lv!r}")
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
            print(f"game {r['index']}: a {r['score']} margin {r['margin']:+d} ({r['decided_by']})", flush=True)
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
