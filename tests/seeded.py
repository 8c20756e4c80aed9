"""Secrets for tests, each derived from a name the test gives: a test that needs a secret no
one chose (a seat's secret, a strong seed) gets the same one on every run, so a failure
repeats. The names are printed in a failing assertion's values."""

import hashlib


def secret_hex(name: str, nbytes: int = 32) -> str:
    """``nbytes`` bytes in hex, the same for the same ``name`` (SHA-256 in counter mode)."""
    out = b""
    block = 0
    while len(out) < nbytes:
        out += hashlib.sha256(f"{block}:{name}".encode()).digest()
        block += 1
    return out[:nbytes].hex()
