"""Long Live the Queen's playout policy for the search: a few rolls of cheap, sensible play.

Ability choices are answered by the quick heuristics (evaluate.choice); the court step skips,
unless the own Princess is in danger and a swap next to her (moving her, or bringing a Guard
beside her) removes (most of) it (LQ-5.11). The game has no turn limit, so a playout stops after
``depth`` rolls and the static evaluation (evaluate.value) scores the position reached.
"""

from ..random import next_u64
from .evaluate import choice, diff, princess_danger
from .fast import COURT, PRINCESS, RESOLVE, ROLLP, SKIP, SWP, TOTALS


def court_policy(f, mode, w):
    """The playout's court step (``mode``: "skip" always, or "guard" a threatened Princess)."""
    s = f.to_move
    if mode == "skip" or princess_danger(f, s) == 0.0:
        return SKIP
    i = f.line[s].index(PRINCESS) + 2
    best, bv = SKIP, diff(f, s, w, False)
    for p in (i - 2, i - 1, i, i + 1):
        if 2 <= p <= 11:
            g = f.copy()
            g.apply(SWP + p)
            v = diff(g, s, w, False)
            if v > bv:
                best, bv = SWP + p, v
    return best


def playout(f, x, depth, mode, w):
    """Play on for ``depth`` rolls (or to the end) in place; returns the stream state."""
    rolls = 0
    while True:
        ph = f.phase
        if ph == ROLLP:
            if rolls >= depth:
                return x
            rolls += 1
            x, r = next_u64(x)
            f.roll(TOTALS[r % 36])   # LQ-4.1: 36 equally likely throws
        elif ph == RESOLVE:
            st = f.pending[0]
            f.apply(choice(f, st, f.options(st)))
        elif ph == COURT:
            f.apply(court_policy(f, mode, w))
        else:
            return x
