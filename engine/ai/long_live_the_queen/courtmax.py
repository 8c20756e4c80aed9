"""A court-step expectimax for hard's own court steps (LQ-7; the ``court_danger`` setting).

Why: most of hard's Princess losses to the rule-based expert follow the expert's
reply to hard's court step (a swap that brings a face-up killer into aim, LQ-7.1, a Master
change, LQ-7.2, its Witch or Consul, LQ-5.9/5.7), after which a roll of 4-5 in 36 ends the game
(LQ-8.1). hard's MCTS playouts never attack (their ``guard`` court step), so the search sees that
reply only in the few iterations that expand the other seat's court node.

Here every candidate court step of the deciding seat is followed explicitly, on the same
determinisations of the hidden tiles (determinize.Sampler: dealt from the deciding seat's view
only, LQ-10), by

1. the other seat's roll: every total 2..12 with its chance WAYS[t] / 36 (LQ-4.1), resolved by
   the fast core (LQ-4.2..4.6, the abilities LQ-5, the choices of both seats, LQ-9.1, answered
   by the expert's rating, rollout.policy);
2. the other seat's court step (LQ-7), chosen by the expert's rating (rollout.policy) unless the
   game has ended or it is the first turn (LQ-7.4);
3. with depth 2, the deciding seat's own next roll, every total again (a Princess in aim falls
   on either seat's roll: both lines act at the rolled position, LQ-4.2);

and the positions reached are valued by the leaf (the worth leaf hard's search uses,
rollout.worth_value: exact 1 / 0 when the game ended, LQ-8), or with ``play`` (the ``cxplay``
setting) by that leaf after a playout of the search's own (playout.py: a few rolls of cheap play),
on dice common to every candidate of a determinisation. The candidate with the best expectation
is played.

Known simplification: the other seat's answers are the expert's rating on the determinised,
fully known position, so it "sees" the deciding seat's secret tiles (the real expert weighs them
by their shares). That makes the model of the reply a little pessimistic about the Princess.
"""

import time

from .fast import COURT, RESOLVE, ROLLP, WAYS
from .rollout import policy, threat

TOTAL_P = [(t, WAYS[t] / 36.0) for t in range(2, 13)]   # LQ-4.1: two dice, totals 2..12


def _settle(f):
    """Answer every open ability choice (LQ-9.1) of ``f`` by the expert's rating, in place."""
    while f.phase == RESOLVE:
        f.apply(policy(f))


def _after_roll(f, total):
    """A copy of ``f`` (the roll phase) after ``total`` is rolled and resolved."""
    g = f.copy()
    g.roll(total)
    _settle(g)
    return g


def expectation(f, seat, a, leaf):
    """The expected leaf value for ``seat`` of court step ``a`` on the determinised ``f``: the
    other seat's roll enumerated, its court step by the expert's rating."""
    g = f.copy()
    g.apply(a)                     # LQ-7; ends the turn: the other seat rolls next
    if g.phase != ROLLP:
        return leaf(g, seat)
    v = 0.0
    for t, p in TOTAL_P:
        h = _after_roll(g, t)
        if h.phase == COURT:       # the other seat's reply (LQ-7), by the expert's rating
            h.apply(policy(h))
        v += p * leaf(h, seat)
    return v


def danger(f, seat):
    """The safety leaf of hard's blend (``court_danger``): +1 / -1 when ``seat`` has
    won / lost (LQ-8), else the other Princess's chance per roll of being turned face down less
    the own one's (rollout.threat, LQ-5.1, 5.2, 5.10, 5.11, one swap away at a discount). Its
    expectation over the other seat's roll and reply is about the net chance of a Princess
    falling within the next two rolls: no prestige, no income."""
    if f.winner is not None:
        return 1.0 if f.winner == seat else -1.0
    return threat(f, 1 - seat) - threat(f, seat)


def choose(sampler, x, leaf, samples, deadline, steps):
    """(best step, {step: mean expectation}, samples run) over the court steps ``steps`` (each
    step's expectation on a determinisation does not depend on the others), every one valued on
    the same determinisations. ``deadline`` (perf_counter) stops after the first sample at least."""
    seat = sampler.seat
    total = {a: 0.0 for a in steps}
    n = 0
    while n < samples:
        if n and deadline is not None and time.perf_counter() > deadline:
            break
        f, x = sampler.sample(x)
        n += 1
        for a in steps:
            total[a] += expectation(f, seat, a, leaf)
    mean = {a: t / n for a, t in total.items()}
    best = max(steps, key=lambda a: mean[a])   # ties: the order of ``steps`` (max keeps the first)
    return best, mean, n
