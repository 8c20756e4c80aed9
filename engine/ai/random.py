"""The computer players' random numbers: one seeded stream, threaded through the search by hand.

The generator is engine.rng's SplitMix64 (the same numbers on CPython and in Pyodide); this
module only adds what the players need on top of it: a seed for a decision, a uniform float, a
uniform choice and an in-place shuffle. The state is a plain 64-bit int passed in and returned,
so a decision is a pure function of (view, level, seed) and two searches never share a stream.

The in-place shuffle steps a 64-bit LCG instead of SplitMix64: it runs once per search
iteration (a determinisation), where its cost shows, and its quality is ample for that.
"""

from ..rng import MASK64, below, next_u64, seed_to_state

LCG_A = 6364136223846793005
LCG_C = 1442695040888963407

__all__ = ["MASK64", "below", "next_u64", "seed", "unit", "shuffle", "tie_break"]


def seed(value):
    """The 64-bit start state of a decision's stream (``value``: an int or a str, engine.rng)."""
    return seed_to_state(value)


def unit(x):
    """(new state, a float uniform in [0, 1))."""
    x, r = next_u64(x)
    return x, (r >> 11) / (1 << 53)


def tie_break(x):
    """(new state, a tiny non-negative float) to break exact ties between equal evaluations."""
    x, r = next_u64(x)
    return x, (r >> 40) / (1 << 24) * 1e-3


def shuffle(items, x):
    """Fisher–Yates in place (64-bit LCG); returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        x = (x * LCG_A + LCG_C) & MASK64
        j = ((x >> 32) * (i + 1)) >> 32
        items[i], items[j] = items[j], items[i]
    return x
