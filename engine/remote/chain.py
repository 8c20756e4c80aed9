"""Hash chains of secrets and the joint chance values built from two of them.

Each side draws a 256-bit seed and publishes only ``anchor = H^n(seed)``. Its k-th secret is
``H^(n-k)(seed)``: revealing it lets anyone check ``H(secret_k) == secret_(k-1)`` (the anchor
for k = 1), yet no one can compute secret k from the secrets revealed before it (that would
invert SHA-256). So the whole sequence is fixed when the anchor is sent, and each value stays
unknown to the other side until its owner reveals it. A chance event k takes one secret of
each side; its value is the hash of both, so neither side alone can steer or foresee it.
"""

import hashlib

LENGTH = 256  # secrets per side: far more chance events than a game needs


def _h(data):
    return hashlib.sha256(b"rosarium-chain:" + data).digest()


def _bytes(hex_text, what):
    if not isinstance(hex_text, str) or len(hex_text) != 64:
        raise ValueError(f"{what} must be 64 hex digits")
    try:
        return bytes.fromhex(hex_text)
    except ValueError:
        raise ValueError(f"{what} must be 64 hex digits") from None


def secret(seed_hex, k, length=LENGTH):
    """The k-th secret (k = 0 is the anchor) of the chain grown from ``seed_hex``."""
    if not 0 <= k <= length:
        raise ValueError(f"secret number must be 0..{length}")
    x = _bytes(seed_hex, "seed")
    for _ in range(length - k):
        x = _h(x)
    return x.hex()


def anchor(seed_hex, length=LENGTH):
    return secret(seed_hex, 0, length)


def follows(previous_hex, secret_hex):
    """Whether ``secret_hex`` is the next secret after ``previous_hex`` in a chain."""
    try:
        return _h(_bytes(secret_hex, "secret")).hex() == previous_hex
    except ValueError:
        return False


def joint(gid, k, secrets):
    """The value of chance event k of game ``gid``: the hash of every seat's k-th secret (in
    seat order), so it is unknown until the last of them is revealed."""
    data = b"rosarium-chance:" + gid.encode() + b":" + str(k).encode()
    for s in secrets:
        data += b":" + _bytes(s, "secret")
    return hashlib.sha256(data).hexdigest()
