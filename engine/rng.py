"""A tiny deterministic random generator whose whole state is one 64-bit number kept in the game state.

SplitMix64: the same seed gives the same numbers on every Python (CPython 3.11, Pyodide 3.14),
unlike ``random.shuffle``, whose algorithm is not promised to stay the same across versions.
The state is written as 16 hex digits so JavaScript (53-bit numbers) carries it without loss.
"""

import hashlib

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_to_state(seed):
    """Turn any seed (int or str) into a 64-bit generator state, stably across platforms."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise ValueError(f"seed must be an integer or a string, not {type(seed).__name__}")
    digest = hashlib.sha256(f"{type(seed).__name__}:{seed}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def to_hex(state):
    return f"{state & MASK64:016x}"


_HEX = frozenset("0123456789abcdefABCDEF")


def from_hex(text):
    # Exactly 16 ASCII hex digits: int(text, 16) alone would also take "0x…", "_", "+", spaces
    # and non-ASCII digits, which then break the state's round trips.
    if not isinstance(text, str) or len(text) != 16 or not _HEX.issuperset(text):
        raise ValueError("must be 16 hex digits")
    return int(text, 16)


def next_u64(state):
    """Advance the generator: returns (new_state, 64-bit output)."""
    state = (state + GOLDEN) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state, n):
    """A uniform integer in [0, n) without modulo bias: returns (new_state, value)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffle(state, items):
    """Fisher–Yates shuffle of a copy of ``items``: returns (new_state, shuffled list)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, out
