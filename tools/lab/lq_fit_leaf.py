"""Long Live the Queen: how well does hard's leaf (the worth rating squashed, rollout.worth_value)
predict who wins, and what would a fitted win-chance model on the same terms predict?

Plays games of the rule-based expert's policy for both seats on the fast core (rollout.policy,
every tile known), each seat set up by hard's arrangement (setup.py, 400) or the expert's
(expert.arrangement) at random, and records every position before a roll (LQ-4.1), where hard's
playouts stop and the leaf is read, once for each seat, with the game's winner (LQ-8). Then
prints the log loss of the current leaf and fits a logistic model on the leaf's terms (numpy, a
tool outside the engine) on half the games and scores it on the other half.

    python tools/lab/lq_fit_leaf.py --games 4000 --seed 1
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import numpy as np  # noqa: E402

from engine.ai import random as airandom  # noqa: E402
from engine.ai.long_live_the_queen import expert, rollout, setup  # noqa: E402
from engine.ai.long_live_the_queen.fast import ROLLP  # noqa: E402
from engine.ai.random import next_u64  # noqa: E402
from tools.lab.lq_setup_sim import opening  # noqa: E402  (beside this file)


def features(f, s):
    """The leaf's terms for seat ``s``: tokens still needed per seat (LQ-8.2) and their squares,
    the expert's prestige progress difference, each Princess's threat per roll, income, aim,
    whether ``s`` rolls next."""
    o = 1 - s
    need = [sum(max(0, 3 - c) for c in f.prest[k]) for k in (s, o)]
    return [need[0], need[1], need[0] ** 2, need[1] ** 2,
            rollout.progress(f.prest[s]) - rollout.progress(f.prest[o]),
            rollout.threat(f, s), rollout.threat(f, o),
            rollout.income(f, s), rollout.income(f, o),
            rollout.aim(f, s), rollout.aim(f, o),
            1.0 if f.to_move == s else 0.0]


NAMES = ["need_me", "need_other", "need_me^2", "need_other^2", "progress_diff", "threat_me",
         "threat_other", "income_me", "income_other", "aim_me", "aim_other", "me_to_roll"]


def start(index, x):
    """A fast-core position after both set-ups and the start roll (LQ-3)."""
    acts = []
    for _ in range(2):
        x, r = next_u64(x)
        if r & 1:
            x, act = setup.arrangement(x, 400)
        else:
            x, r2 = next_u64(x)
            act = expert.arrangement(r2)
        acts.append(act)
    return opening(acts[0], acts[1], index), x


def play(index, x):
    """(rows for seat 0, winner) of one game of the expert's policy for both seats."""
    f, x = start(index, x)
    rows = []
    while f.phase == ROLLP:
        rows.append((features(f, 0), features(f, 1), rollout.worth(f, 0)))
        x = rollout.rollout(f, x, 1)       # one roll and every decision after it
    return rows, f.winner, x


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--scale", type=float, default=4.0)
    o = ap.parse_args()
    x = airandom.seed(o.seed)
    data = []
    for i in range(o.games):
        rows, winner, x = play(i, x)
        if winner is None:
            continue
        data.append((rows, winner))
    half = len(data) // 2

    def table(part):
        X, y, w = [], [], []
        for rows, winner in part:
            for f0, f1, w0 in rows:
                X.append(f0); y.append(1.0 if winner == 0 else 0.0); w.append(w0)
                X.append(f1); y.append(1.0 if winner == 1 else 0.0); w.append(-w0)
        return np.array(X), np.array(y), np.array(w)

    Xa, ya, wa = table(data[:half])
    Xb, yb, wb = table(data[half:])

    def logloss(p, y):
        p = np.clip(p, 1e-6, 1 - 1e-6)
        return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))

    print(f"games {len(data)}, positions {len(ya)} fit / {len(yb)} test, base rate {yb.mean():.3f}")
    for scale in (2.0, 3.0, 4.0, 6.0, 8.0):
        pb = 0.5 + 0.5 * np.tanh(wb / scale)
        print(f"worth leaf, scale {scale}: test log loss {logloss(pb, yb):.4f}")
    mu, sd = Xa.mean(0), Xa.std(0) + 1e-9
    A = np.hstack([(Xa - mu) / sd, np.ones((len(Xa), 1))])
    B = np.hstack([(Xb - mu) / sd, np.ones((len(Xb), 1))])
    th = np.zeros(A.shape[1])
    for _ in range(3000):          # Newton steps would do; plain gradient descent is enough here
        p = 1 / (1 + np.exp(-A @ th))
        th -= 0.5 * A.T @ (p - ya) / len(ya)
    pb = 1 / (1 + np.exp(-B @ th))
    print(f"fitted model: test log loss {logloss(pb, yb):.4f}")
    raw = th[:-1] / sd
    bias = th[-1] - float(np.sum(th[:-1] * mu / sd))
    for n, c in zip(NAMES, raw):
        print(f"  {n:14s} {c:+.4f}")
    print(f"  {'bias':14s} {bias:+.4f}")


if __name__ == "__main__":
    main()
