#!/usr/bin/env python3
"""How often the Hint (``hard``'s choice) leaves a held royal takeable next turn.

    python tools/lab/br_royal_safety.py [--games 6] [--seed brs] [--every 2] [--play medium]
                                    [--before hard:royal_safety=0] [--after hard] [--minutes 15]

Plays seeded 3-player self-play games (every seat ``--play``: medium, or hard). At each movement
decision (BR-6) of a seat that holds a royal (every ``--every``-th such decision, from round 2 on)
it asks both levels for their move from that seat's view and reads the board each one leaves,
as the end of the movement (engine/ai/bella_rosarum/threats.py: a rival stack that can reach a
cell next to the royal's stack with troops for a siege, BR-8.1, or a battle at good odds, BR-7.3).
A safe alternative exists when some legal action leaves none of the seat's royals takeable
(every action screened by the rivals' reach, threats.Screen, the passing ones confirmed by
threats.takeable). The game itself goes on with ``--play``'s move, so both levels see the same
positions. Prints, per level: decisions, the hinted moves that leave a royal takeable, and those
that do so although a safe alternative existed (count and fraction), and the decision time.
Stops early (after a whole decision) past ``--minutes``. A measuring tool: it stays out of the
engine that ships to players.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import ai
from engine.games import bella_rosarum as B
from engine.games.bella_rosarum import rules
from engine.ai.bella_rosarum import hard_policy as H
from engine.ai.bella_rosarum import threats


def safe_alternative(v, seat, legal):
    """A legal action that leaves every royal of the seat safe next turn (threats.py), or None."""
    screen = threats.Screen(v, seat)
    held = set(threats.held_royals(v, seat))
    base = screen.safe(v)
    for a in legal:
        w = a.split(" ")
        if w[0] == "move" and w[1] not in held and w[2] not in held:
            if not base:
                continue
        elif not screen.safe(H.left_after(v, seat, a)):
            continue
        if H.leaves_safe(v, seat, a):
            return a
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", default="brs")
    ap.add_argument("--every", type=int, default=2)
    ap.add_argument("--play", default="medium")
    ap.add_argument("--before", default="hard:royal_safety=0")
    ap.add_argument("--after", default="hard")
    ap.add_argument("--minutes", type=float, default=15.0)
    args = ap.parse_args(argv)
    levels = (args.before, args.after)
    stats = {lv: {"n": 0, "takeable": 0, "avoidable": 0, "ms": []} for lv in levels}
    with_alt = 0
    t_end = time.perf_counter() + 60 * args.minutes
    games = plies = 0
    stopped = False
    for g in range(args.games):
        s = B.new_state(f"{args.seed}:{g}", {"players": 3})
        k = 0
        for ply in range(2000):
            if s["phase"] == "over":
                break
            seat = s["to_move"]
            legal = [a for a in rules.legal_actions(s) if a != "concede"]
            if s["phase"] == "move" and s["round"] >= 2 and len(legal) > 1 and threats.held_royals(s, seat):
                k += 1
                if k % args.every == 0:
                    if time.perf_counter() > t_end:
                        stopped = True
                        break
                    v = B.view(s, seat)
                    alt = safe_alternative(v, seat, legal)
                    with_alt += alt is not None
                    for lv in levels:
                        t0 = time.process_time()
                        a = ai.choose(s, lv, f"{args.seed}:{g}:{ply}")
                        stats[lv]["ms"].append(1000 * (time.process_time() - t0))
                        st = stats[lv]
                        st["n"] += 1
                        if not H.leaves_safe(v, seat, a):
                            st["takeable"] += 1
                            st["avoidable"] += alt is not None
            a = legal[0] if len(legal) == 1 else ai.choose(s, args.play, f"{args.seed}:{g}:{ply}:play")
            s, _, _ = B.apply(s, a)
            plies += 1
        games += 1
        if stopped:
            break
    print(f"games {games} (3 players, every seat {args.play}; seed {args.seed}), plies {plies}, "
          f"movement decisions of a seat holding royals checked: {stats[levels[0]]['n']} "
          f"(every {args.every}th), with a safe alternative: {with_alt}"
          + ("; stopped at the time limit" if stopped else ""))
    for lv in levels:
        st = stats[lv]
        n = max(st["n"], 1)
        ms = st["ms"] or [0.0]
        print(f"{lv:24s} leaves a royal takeable {st['takeable']:4d} / {st['n']} = {st['takeable'] / n:.3f}; "
              f"when a safe alternative existed {st['avoidable']:4d} / {st['n']} = {st['avoidable'] / n:.3f} "
              f"({st['avoidable']} / {with_alt} = {st['avoidable'] / max(with_alt, 1):.3f} of those decisions); "
              f"CPU per decision median {statistics.median(ms):.0f} ms, mean {statistics.mean(ms):.0f} ms")


if __name__ == "__main__":
    main()
