"""Long Live the Queen set-ups (LQ-3) compared by simulation on the fast core: games of the
rule-based expert's policy for both seats (rollout.policy, every tile known), one seat set up by
the arrangement under test, the other by an opponent's set-up, seats alternating.

    python tools/lab/lq_setup_sim.py --games 2000 --seed 1              # the set-up makers compared
    python tools/lab/lq_setup_sim.py --search 300 --games 200 --seed 1  # single arrangements ranked
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from engine import api  # noqa: E402
from engine.ai import random as airandom  # noqa: E402
from engine.ai.long_live_the_queen import expert, rollout, setup  # noqa: E402
from engine.ai.long_live_the_queen.fast import Fast  # noqa: E402
from engine.ai.random import next_u64  # noqa: E402

GAME = "long-live-the-queen"


def maker(name):
    """A set-up maker: x -> (x, action text); ``a+b``: a and b by turns."""
    if "+" in name:
        makers = [maker(n) for n in name.split("+")]
        turn = [0]

        def alternate(x):
            turn[0] += 1
            return makers[turn[0] % len(makers)](x)
        return alternate
    if name == "expert":
        def make(x):
            x, r = next_u64(x)
            return x, expert.arrangement(r)
        return make
    if name == "random":
        return lambda x: setup.arrangement(x, 1)
    if name.startswith("hard"):
        n = int(name[4:] or 400)
        return lambda x: setup.arrangement(x, n)
    if name.startswith("w:"):               # hard's 400 with other weights: w:guard/guard2/killer/ability
        w = setup.SetupWeights(*map(float, name[2:].split("/")))
        return lambda x: setup.arrangement(x, 400, w)
    return lambda x: (x, name)          # a fixed arrangement's text


def opening(a0, a1, index):
    """The fast-core position after these two set-up actions and the start roll (LQ-3)."""
    s = api.apply(api.apply(api.new_game(GAME, index), a0), a1)
    while s["phase"] == "start":
        s = api.apply(s, "roll")
    return Fast.from_state(s)


def game(a0, a1, index, x):
    """The winner (0 or 1) of one expert-policy game with these set-up actions."""
    f = opening(a0, a1, index)
    x = rollout.rollout(f, x, 10 ** 6)
    return f.winner, x


def score(mine, theirs, games, x):
    """Win rate of set-up maker ``mine`` against ``theirs`` over ``games`` (seats alternate)."""
    won = 0.0
    for i in range(games):
        x, a = mine(x)
        x, b = theirs(x)
        seat = i % 2
        w, x = game(a, b, i, x) if seat == 0 else game(b, a, i, x)
        won += 1.0 if w == seat else 0.5 if w is None else 0.0
    return won / games, x


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--against", default="expert")
    ap.add_argument("--makers", default="expert,random,hard400")
    ap.add_argument("--search", type=int, default=0, help="rank this many single arrangements")
    ap.add_argument("--killer", type=float, default=setup.DEFAULT.killer, help="their maker's killer weight")
    ap.add_argument("--top", type=int, default=10)
    o = ap.parse_args()
    x = airandom.seed(o.seed)
    theirs = maker(o.against)
    if not o.search:
        for name in o.makers.split(","):
            r, x = score(maker(name), theirs, o.games, x)
            print(f"{name:10s} vs {o.against}: {r:.3f} ± {1.96 * (r * (1 - r) / o.games) ** 0.5:.3f}")
        return
    ranked = []
    w = setup.SetupWeights(killer=o.killer)
    for _ in range(o.search):
        x, a = setup.arrangement(x, 400, w)
        r, x = score(maker(a), theirs, o.games, x)
        ranked.append((r, a))
    ranked.sort(reverse=True)
    for r, a in ranked[:o.top]:
        print(f"{r:.3f} {a}")
    print(f"mean {sum(r for r, _ in ranked) / len(ranked):.3f}")


if __name__ == "__main__":
    main()
