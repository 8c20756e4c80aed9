"""Ed25519 signatures (RFC 8032, pure Ed25519) of the turns of a game played by links.

Each side's signing key grows from a seed of its own, and the other side checks every turn it
receives against that side's public key; written in plain Python on ``hashlib.sha512`` alone, one
implementation signs and checks alike in CPython and in every browser's Pyodide. It is checked
against RFC 8032's test vectors (tests/engine/test_remote_sign.py).
"""

import functools
import hashlib

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493  # order of the base point
D = -121665 * pow(121666, -1, P) % P
D2 = 2 * D % P
SQRT_M1 = pow(2, (P - 1) // 4, P)
IDENTITY = (0, 1, 1, 0)

# Points are extended coordinates (X, Y, Z, T) with x = X/Z, y = Y/Z, x*y = T/Z: adding and
# doubling need no inversion, and the formulas are complete (no special cases) on this curve.
# The second operand of an addition is "cached" as (Y-X, Y+X, 2Z, 2dT), so an addition costs
# eight multiplications; a point added many times is cached once.


def _add(p1, c2):
    x1, y1, z1, t1 = p1
    ym2, yp2, z2, t2 = c2
    a = (y1 - x1) * ym2 % P
    b = (y1 + x1) * yp2 % P
    c = t1 * t2 % P
    d = z1 * z2 % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def _double(p1):
    x1, y1, z1, _ = p1
    a = x1 * x1 % P
    b = y1 * y1 % P
    c = 2 * z1 * z1 % P
    s = x1 + y1
    h = a + b
    e = h - s * s % P
    g = a - b
    f = c + g
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def _cached(p1):
    x, y, z, t = p1
    return ((y - x) % P, (y + x) % P, 2 * z % P, D2 * t % P)


def _encode(p1):
    x, y, z, _ = p1
    zi = pow(z, -1, P)
    x, y = x * zi % P, y * zi % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def _decode(data):
    """The point encoded by 32 bytes (RFC 8032 5.1.3), or None when they encode no point."""
    y = int.from_bytes(data, "little")
    sign, y = y >> 255, y & ((1 << 255) - 1)
    if y >= P:
        return None
    u, v = (y * y - 1) % P, (D * y * y + 1) % P
    x = u * pow(v, 3, P) * pow(u * pow(v, 7, P), (P - 5) // 8, P) % P
    vxx = v * x * x % P
    if vxx != u:
        if vxx != -u % P:
            return None
        x = x * SQRT_M1 % P
    if x == 0 and sign:
        return None
    if x & 1 != sign:
        x = P - x
    return (x, y, 1, x * y % P)


BASE = _decode((4 * pow(5, -1, P) % P).to_bytes(32, "little"))


@functools.cache
def _base_table():
    """Row i holds 1..15 times 16**i * B, cached with Z = 1: [s]B is then one addition per
    4-bit digit of s and no doubling. Built on first use, not on import."""
    points, base = [], BASE
    for _ in range(64):
        q, step = base, _cached(base)
        for _ in range(15):
            points.append(q)
            q = _add(q, step)
        base = q  # 16 times the row's base
    # Montgomery's trick: one inversion for all 960 Z's, not one each (most of the build's time).
    prefix, acc = [], 1
    for q in points:
        prefix.append(acc)
        acc = acc * q[2] % P
    inv, flat = pow(acc, -1, P), [None] * len(points)
    for i in range(len(points) - 1, -1, -1):
        x, y, z, _ = points[i]
        zi, inv = inv * prefix[i] % P, inv * z % P
        x, y = x * zi % P, y * zi % P
        flat[i] = ((y - x) % P, (y + x) % P, 2, D2 * x * y % P)
    return [flat[i:i + 15] for i in range(0, len(flat), 15)]


def _base_mul(s):
    acc = IDENTITY
    for row in _base_table():
        if s & 15:
            acc = _add(acc, row[(s & 15) - 1])
        s >>= 4
    return acc


def _mul(k, p1):
    """[k]p1 by 4-bit windows: 15 multiples of p1, then four doublings and one addition a digit."""
    table, q, step = [], p1, _cached(p1)
    for _ in range(15):
        table.append(_cached(q))
        q = _add(q, step)
    acc = IDENTITY
    for shift in range(252, -4, -4):
        acc = _double(_double(_double(_double(acc))))
        digit = (k >> shift) & 15
        if digit:
            acc = _add(acc, table[digit - 1])
    return acc


def _hash(*parts):
    return int.from_bytes(hashlib.sha512(b"".join(parts)).digest(), "little") % L


def _expand(seed):
    if not isinstance(seed, (bytes, bytearray)) or len(seed) != 32:
        raise ValueError("an Ed25519 seed is 32 bytes")
    h = hashlib.sha512(seed).digest()
    scalar = int.from_bytes(h[:32], "little") & ((1 << 254) - 8) | (1 << 254)
    return scalar, h[32:]


def public_key(seed: bytes) -> bytes:
    """The 32-byte public key of a 32-byte seed (RFC 8032 5.1.5)."""
    return _encode(_base_mul(_expand(seed)[0]))


def sign(seed: bytes, message: bytes) -> bytes:
    """The 64-byte signature R || S of ``message`` by ``seed`` (RFC 8032 5.1.6); deterministic."""
    scalar, prefix = _expand(seed)
    public = _encode(_base_mul(scalar))
    r = _hash(prefix, message)
    big_r = _encode(_base_mul(r))
    s = (r + _hash(big_r, public, message) * scalar) % L
    return big_r + s.to_bytes(32, "little")


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is ``public``'s over ``message`` (RFC 8032 5.1.7, cofactorless).

    False, never an exception, for anything malformed: non-bytes, wrong lengths, a key that
    encodes no point, S >= L (so a signature has one S only)."""
    if not all(isinstance(v, (bytes, bytearray)) for v in (public, message, signature)):
        return False
    if len(public) != 32 or len(signature) != 64:
        return False
    a = _decode(public)
    s = int.from_bytes(signature[32:], "little")
    if a is None or s >= L:
        return False
    big_r = bytes(signature[:32])
    x, y, z, t = _mul(_hash(big_r, bytes(public), message), a)
    # [S]B == R + [k]A, checked as encode([S]B - [k]A) == R: encodings are canonical, so this
    # holds exactly when R decodes to that point; an R that encodes no point (or has y >= p)
    # never matches, and R needs no square root of its own.
    return _encode(_add(_base_mul(s), _cached((-x % P, y, z, -t % P)))) == big_r
