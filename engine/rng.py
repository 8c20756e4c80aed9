"""The deterministic random generators whose whole state is one number kept in the game state.

Two kinds, both giving the same numbers on every Python (CPython 3.11, Pyodide 3.14), unlike
``random.shuffle``, whose algorithm is not promised to stay the same across versions:

- The game's generator (``start``): 128 secret bits, each output the SHA-256 of the next
  counter value. Outputs tell nothing about the state, so no one who sees draws and dice can
  work out the ones to come faster than by guessing 128 bits (engine/games/PROTOCOL.md,
  "Secrets and chance"). Written as 32 hex digits.
- SplitMix64 (``seed_to_state``): 64 bits, fast, and predictable from its outputs. It drives the
  computer players' own sampling, and it goes on driving a game state saved before the
  128-bit generator existed (written as 16 hex digits), so old saves and records replay exactly.

States are plain ints: a 128-bit game state carries the marker bit ``STRONG`` (bit 128), so
every function below knows which kind it was handed. Hex text lets JavaScript (53-bit numbers)
carry a state without loss.
"""

import hashlib

MASK64 = (1 << 64) - 1
MASK128 = (1 << 128) - 1
STRONG = 1 << 128
GOLDEN = 0x9E3779B97F4A7C15


def _seed_bytes(seed):
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise ValueError(f"seed must be an integer or a string, not {type(seed).__name__}")
    return f"{type(seed).__name__}:{seed}".encode()


def seed_to_state(seed):
    """Turn any seed (int or str) into a 64-bit SplitMix64 state, stably across platforms."""
    return int.from_bytes(hashlib.sha256(_seed_bytes(seed)).digest()[:8], "big")


def start(seed):
    """The game generator of a new deal: 128 bits from the seed (int or str). Only as secret as
    the seed: the page's seeds are 128 random bits from the browser's cryptographic source."""
    digest = hashlib.sha256(b"rosarium-game:" + _seed_bytes(seed)).digest()
    return STRONG | int.from_bytes(digest[:16], "big")


def derive(state):
    """(state, a fresh independent generator of the same kind): for re-dealing what is hidden."""
    if state >= STRONG:
        state, a = next_u64(state)
        state, b = next_u64(state)
        return state, STRONG | (a << 64) | b
    state, out = next_u64(state)
    return state, out


def to_hex(state):
    if state >= STRONG:
        return f"{state & MASK128:032x}"
    return f"{state & MASK64:016x}"


_HEX = frozenset("0123456789abcdefABCDEF")


def from_hex(text):
    # Exactly 16 or 32 ASCII hex digits: int(text, 16) alone would also take "0x…", "_", "+",
    # spaces and non-ASCII digits, which then break the state's round trips.
    if not isinstance(text, str) or len(text) not in (16, 32) or not _HEX.issuperset(text):
        raise ValueError("must be 16 or 32 hex digits")
    value = int(text, 16)
    return STRONG | value if len(text) == 32 else value


def next_u64(state):
    """Advance the generator: returns (new_state, 64-bit output)."""
    if state >= STRONG:
        state = STRONG | ((state + 1) & MASK128)
        digest = hashlib.sha256(b"rosarium-draw:" + (state & MASK128).to_bytes(16, "big")).digest()
        return state, int.from_bytes(digest[:8], "big")
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
