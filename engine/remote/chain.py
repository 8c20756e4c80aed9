"""Hash chains of secrets and the joint chance values built from two of them.

Each side draws a 256-bit seed and publishes only ``anchor = H^n(key)``, where ``key`` is the
chain's own key of the seed (a hash of it, apart from the keys of its salts). Its k-th secret is
``H^(n-k)(key)``: revealing it lets anyone check ``H(secret_k) == secret_(k-1)`` (the anchor
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


def _root(seed_hex, keyed):
    x = _bytes(seed_hex, "seed")
    # The chain grows from a key of its own, derived from the seed: its last secret is that key,
    # never the seed, so the seed's other keys (the salts of the side's court, commit.salt) stay
    # unknown however far the chain is revealed. Games begun before the keys were separated grew
    # their chains from the seed itself (keyed=False), and go on so.
    return hashlib.sha256(b"rosarium-chain-key:" + x).digest() if keyed else x


# A side asks for its secrets one by one, each a walk down the whole chain: the chains of the
# last few seeds are kept whole (a page holds one game's, a test a few).
_CHAINS = {}


def _chain(seed_hex, length, keyed):
    key = (seed_hex, length, keyed)
    got = _CHAINS.get(key)
    if got is None:
        x = _root(seed_hex, keyed)
        walk = [x]
        for _ in range(length):
            x = _h(x)
            walk.append(x)
        got = [v.hex() for v in reversed(walk)]  # got[k] is the k-th secret, got[0] the anchor
        if len(_CHAINS) >= 8:
            _CHAINS.clear()
        _CHAINS[key] = got
    return got


def secret(seed_hex, k, length=LENGTH, keyed=True):
    """The k-th secret (k = 0 is the anchor) of the chain grown from ``seed_hex``."""
    if not 0 <= k <= length:
        raise ValueError(f"secret number must be 0..{length}")
    return _chain(seed_hex, length, keyed)[k]


def anchor(seed_hex, length=LENGTH, keyed=True):
    return secret(seed_hex, 0, length, keyed)


def keyed_for(seed_hex, anchor_hex, length=LENGTH):
    """Whether the chain this side announced (``anchor_hex``) grows from the chain's own key of
    its seed (True: every game begun since) or from the seed itself (False: games begun before);
    ValueError when the seed grows neither."""
    if anchor(seed_hex, length, True) == anchor_hex:
        return True
    if anchor(seed_hex, length, False) == anchor_hex:
        return False
    raise ValueError("this seed does not grow the chain this side announced")


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
