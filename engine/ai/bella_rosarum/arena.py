"""Bella Rosarum arena: ``python -m engine.ai.bella_rosarum.arena --a hard --b medium --players 3 --games 12``
(levels other than random, easy, medium are played through engine.ai.choose).

One seat plays level a, every other seat level b; a's seat goes round the table (game k: a sits
at seat k mod players), each game on its own deal. Prints a's win share (a fair share is
1/players) with its 95 % interval, the other endings, plies per game and the time per move of
each level. ``--jobs N`` plays N games side by side (processes). ``--log FILE`` keeps one JSON
line per game (``--resume`` plays only the missing ones, ``--summarize`` prints the logged
games); ``--set NAME=VALUE`` sets a switch of players.py (e.g. ``--set JOIN=0``) for an A/B run
on the same ``--seed`` (the same deals).

The figures of medium and hard, and the settings each level plays: README.md and
docs/ai-figures.md.
"""

import argparse
import json
import math
import os
import time
from dataclasses import replace
from multiprocessing import Pool

from ...games import bella_rosarum as B
from ... import ai
from . import players
from .players import LEVELS, choose as rule_choose


def choose(state, level, seed):
    """The rule-based levels directly (players.py), every other one through engine.ai."""
    if level in LEVELS or level == "random":
        return rule_choose(state, level, seed)
    return ai.choose(state, level, seed)


def play(a, b, players, index, seed):
    s = B.new_state(f"{seed}:{index}", {"players": players})
    a_seat = index % players
    ply, times, cpu = 0, {a: [], b: []}, {a: [], b: []}
    while B.outcome(s) is None:
        seat = s["to_move"]
        level = a if seat == a_seat else b
        t0, c0 = time.perf_counter(), time.process_time()
        action = choose(s, level, f"{seed}:{index}:{ply}")
        times[level].append(time.perf_counter() - t0)
        cpu[level].append(time.process_time() - c0)
        s, _, _ = B.apply(s, action)
        ply += 1
    res = B.outcome(s)
    return res, a_seat, ply, times, cpu


def set_knobs(pairs):
    """``NAME=VALUE`` pairs: medium's switches (players.Switches, bool or number), set in
    players.SWITCHES so an A/B run on the same seed compares one switch. Set in every process."""
    changes = {}
    for pair in pairs:
        name, _, text = pair.partition("=")
        old = getattr(players.SWITCHES, name, None)
        if not name.isupper() or old is None or not isinstance(old, (bool, int, float)):
            raise SystemExit(f"no switch {name!r} in players.Switches")
        if isinstance(old, bool):
            val = text.lower() in ("1", "true", "on", "yes")
        else:
            val = type(old)(float(text)) if isinstance(old, int) else float(text)
        changes[name] = val
    if changes:
        players.SWITCHES = replace(players.SWITCHES, **changes)


def _play(args):
    *game, knobs = args
    set_knobs(knobs)
    return play(*game)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m engine.ai.bella_rosarum.arena")
    p.add_argument("--a", required=True)
    p.add_argument("--b", required=True)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--games", type=int, default=12)
    p.add_argument("--seed", default="1")
    p.add_argument("--progress", action="store_true", help="print each game's result as it ends")
    p.add_argument("--jobs", type=int, default=1, help="games played side by side (processes)")
    p.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="a switch of players.py for this run (e.g. GUARD=0), repeatable")
    p.add_argument("--log", help="append one JSON line per finished game; with --resume keep them")
    p.add_argument("--resume", action="store_true", help="with --log: play only the games not logged")
    p.add_argument("--summarize", action="store_true", help="with --log: only print the logged games' summary")
    o = p.parse_args(argv)
    set_knobs(o.set)
    wins, others, none, plies = 0, 0, 0, []
    reasons = {}
    times = {o.a: [], o.b: []}
    cpu = {o.a: [], o.b: []}
    t0 = time.time()
    done = []
    if o.log and (o.resume or o.summarize) and os.path.exists(o.log):
        with open(o.log) as fh:
            done = [json.loads(line) for line in fh if line.strip()]
    have = {d["index"] for d in done}
    work = [] if o.summarize else [(o.a, o.b, o.players, i, o.seed, o.set) for i in range(o.games) if i not in have]
    pool = Pool(o.jobs) if o.jobs > 1 and work else None
    fresh = pool.imap(_play, work) if pool else map(_play, work)
    logf = open(o.log, "a") if o.log and work else None

    def results():
        for d in done:
            yield d["result"], d["a_seat"], d["plies"], d["times"], d["cpu"]
        for (_, _, _, i, *_), r in zip(work, fresh):
            if logf:
                res, a_seat, ply, tm, cp = r
                logf.write(json.dumps({"index": i, "result": res, "a_seat": a_seat, "plies": ply,
                                       "times": tm, "cpu": cp}) + "\n")
                logf.flush()
            yield r
    if o.summarize:
        o.games = len(done)
    for i, (res, a_seat, ply, tm, cp) in enumerate(results()):
        plies.append(ply)
        for k, v in tm.items():
            times[k] += v
            cpu[k] += cp[k]
        reasons[res["reason"]] = reasons.get(res["reason"], 0) + 1
        if o.progress:
            ca = cpu[o.a]
            print(f"game {i}: {o.a} at seat {a_seat}, winner {res['winner']} ({res['reason']}, {ply} plies); "
                  f"{o.a} so far {wins + (res['winner'] == a_seat)}/{i + 1}; its CPU per move so far "
                  f"{1000 * sum(ca) / max(1, len(ca)):.1f} ms", flush=True)
        if res["winner"] is None:
            none += 1
        elif res["winner"] == a_seat:
            wins += 1
        else:
            others += 1
    if pool:
        pool.close()
        pool.join()
    n = o.games
    print(f"{o.a} (1 seat) vs {o.b} ({o.players - 1} seats), {o.players} players, {n} games: "
          f"{o.a} wins {wins} ({wins / n:.2f}; fair share {1 / o.players:.2f}), {o.b} seats win {others}, "
          f"no winner {none}")
    half = 1.96 * math.sqrt(wins / n * (1 - wins / n) / n)  # 95 % normal interval
    print(f"{o.a} win share {wins / n:.3f} ± {half:.3f}")
    print(f"endings: {dict(sorted(reasons.items()))}; plies per game mean {sum(plies) / n:.0f}, max {max(plies)}")
    for k, ts in times.items():
        if ts:
            c = cpu[k]
            print(f"time per move {k}: mean {1000 * sum(ts) / len(ts):.1f} ms, max {1000 * max(ts):.1f} ms; "
                  f"CPU {1000 * sum(c) / len(c):.1f} ms mean, {1000 * max(c):.1f} ms max ({len(ts)} moves)")
    print(f"wall time {time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
