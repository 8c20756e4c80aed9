"""Dealing cards that one seat alone sees, among three or more seats with no dealer: mental poker.

A card drawn from a secret deck must be known to the seat that draws it and to no other seat,
nor to any coalition of the others, and no seat or coalition may steer which card comes. Joint
values (chain.py) cannot do that: they show the outcome to everyone. This is Shamir, Rivest and
Adleman's commutative scheme ("Mental Poker", 1979) in the prime-order subgroup of a safe prime,
with the two known repairs:

- **Group.** p is the 2048-bit safe prime of RFC 3526 (group 14), p = 2q + 1 with q prime. Every
  value lives in the subgroup of quadratic residues, of prime order q. Lipton (1981) showed that
  the plain scheme leaks each card's quadratic residuosity (encryption keeps it); a card is
  therefore encoded as a square (``card_code``), so every code and every encryption is a
  residue and the Legendre symbol says nothing.
- **Proofs.** Each seat's key is a pair of exponents, d (256 bits) to remove its layer and
  e = 1/d mod q to lay it on, with public key y = g^d, g = 4. Every step a seat takes carries a
  Chaum–Pedersen proof, made non-interactive by Fiat–Shamir, that the same d is behind y and
  the step: a layer removed (c → c^d), a card opened by its drawer. A
  seat's shuffle (every card raised to e and the deck permuted) carries the same proof over the
  product of the deck, so a seat that swaps, drops or duplicates a card without keeping the
  product is caught at once; the remaining forgeries (cards replaced so that the product holds)
  decrypt to no card, which the drawer finds when it draws one.
- **A key per shuffle.** A seat lays a new key on each deck it shuffles (the deal's, and each
  reshuffle of the discards): with one key for the whole game, a card a seat opened would be
  known by its value under that seat's layer when the discards come round again, and the seats
  but one could find it in the new deck.
- **Short removal exponents.** d has 256 bits (short exponents in a 2048-bit group, RFC 3526
  section 8 and Koshiba–Kurosawa's short-exponent DDH), so a draw costs a few small powers; only
  a shuffle raises to the full-size e. Nonces are 640 bits, so a response w − c·d hides d.

Deal: the public deck of card codes goes round the seats; each raises every entry to its key
and shuffles. After the last seat no one knows the order: undoing it needs every seat's
permutation. A card at position k goes to seat t: every other seat removes its layer (in seat
order, each step proved), then t removes its own in private and finds the code among the cards.
Secrecy of a card from a coalition of all the other seats rests on the decisional Diffie–Hellman
assumption in the subgroup: they hold m^(e_t) and the candidate codes, and telling which m is
behind it is deciding DDH.

Pure Python (``pow`` with three arguments). A seat's shuffle of n cards costs n powers with a
2048-bit exponent; a layer removed and its proof, four with exponents of 256–640 bits. Every
secret number is grown from the seat's deal seed (``keys``, ``nonce``), so its document holds
one seed and the steps are the same each time they are made.
"""

import functools
import hashlib

# RFC 3526, 2048-bit MODP group (group 14): a safe prime
P = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
    "15728E5A8AACAA68FFFFFFFFFFFFFFFF", 16)
Q = (P - 1) // 2
G = 4  # a square: it generates the subgroup of order Q


class DealRefused(Exception):
    """A step of the deal that fails its check (``field`` says which)."""

    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field


def _h(*parts):
    """A number from SHA-256 over the parts (each int or str), for Fiat–Shamir."""
    data = b"|".join(str(x).encode() for x in parts)
    return int.from_bytes(hashlib.sha256(b"rosarium-deal:" + data).digest(), "big")


def in_group(x):
    """Whether 1 < x < P is a square mod P (in the subgroup of order Q): its Jacobi symbol, which
    costs far less than x^Q."""
    if not 1 < x < P:
        return False
    a, n, sign = x, P, 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                sign = -sign
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            sign = -sign
        a %= n
    return n == 1 and sign == 1


@functools.lru_cache(maxsize=1024)
def card_code(card):
    """The public code of ``card`` (any string): a square mod P, never 1, from a hash."""
    n = 0
    while True:
        x = _h("card", card, n) % P
        code = pow(x, 2, P)
        if code not in (0, 1):
            return code
        n += 1


# ------------------------------------------------------------------ keys


def keys(seed, deck):
    """(d, e) the seat whose deal seed is ``seed`` (bytes) lays on deck number ``deck``: d of
    256 bits, e = 1/d mod Q."""
    d = int.from_bytes(hashlib.sha256(b"rosarium-deal-key:%d:" % deck + seed).digest(), "big") | (1 << 255)
    return d, pow(d, -1, Q)


def public_key(d):
    return pow(G, d, P)


def nonce(seed, *context):
    """A secret 640-bit number for one proof, from the seed and what the proof is about."""
    text = b"|".join(str(x).encode() for x in context)
    out = b""
    for i in range(2):
        out += hashlib.sha512(b"rosarium-deal-nonce:%d:" % i + seed + b"|" + text).digest()
    return int.from_bytes(out[:80], "big") | (1 << 639)


def permutation(seed, context, n):
    """The secret order of a seat's shuffle pass (Fisher–Yates from a hash stream)."""
    order = list(range(n))
    for i in range(n - 1, 0, -1):
        x = int.from_bytes(hashlib.sha512(b"rosarium-deal-order:" + seed + b"|" + str(context).encode()
                                          + b"|" + str(i).encode()).digest(), "big")
        j = x % (i + 1)  # 512 bits over at most a few hundred: no bias worth the name
        order[i], order[j] = order[j], order[i]
    return order


# ------------------------------------------------------------------ Chaum–Pedersen

C_BITS, R_BITS = 256, 641


def prove(d, a, b, context, w):
    """A proof that A = a^d and B = b^d for the one d (A, B computed here), bound to
    ``context``: (A, B, (challenge, response)); ``w`` the nonce."""
    big_a, big_b = pow(a, d, P), pow(b, d, P)
    t1, t2 = pow(a, w, P), pow(b, w, P)
    c = _h(context, a, b, big_a, big_b, t1, t2)
    return big_a, big_b, (c, w - c * d)


def check(a, b, big_a, big_b, proof, context):
    """Whether ``proof`` (c, r) shows log_a(A) = log_b(B)."""
    try:
        c, r = proof
    except (TypeError, ValueError):
        return False
    if not (isinstance(c, int) and isinstance(r, int) and 0 <= c < 1 << C_BITS and 0 <= r < 1 << R_BITS):
        return False
    if not all(in_group(x) for x in (a, b, big_a, big_b)):
        return False
    t1 = pow(a, r, P) * pow(big_a, c, P) % P
    t2 = pow(b, r, P) * pow(big_b, c, P) % P
    return c == _h(context, a, b, big_a, big_b, t1, t2)


def _product(deck):
    out = 1
    for x in deck:
        out = out * x % P
    return out


# ------------------------------------------------------------------ the shuffle


def shuffle_step(deck, seed, number, context):
    """A seat's pass over deck number ``number``: every entry raised to its e and the deck put
    in its secret order. Returns (new deck, proof): the product of the deck before is the
    product after raised to d."""
    d, e = keys(seed, number)
    raised = [pow(x, e, P) for x in deck]
    order = permutation(seed, context, len(deck))
    out = [raised[i] for i in order]
    _, _, proof = prove(d, G, _product(out), ("shuffle", context), nonce(seed, "shuffle", context))
    return out, proof


def check_shuffle_step(before, after, key, proof, context):
    """Refuses a pass whose deck is not a deck of the same size in the subgroup, or whose
    product is not the product before under the key behind ``key``."""
    if len(after) != len(before) or len(set(after)) != len(after):
        raise DealRefused("shuffle", "a shuffled deck has lost, gained or doubled a card")
    if not all(in_group(x) for x in after):
        raise DealRefused("shuffle", "a shuffled deck holds a value outside the group")
    if not check(G, _product(after), key, _product(before), proof, ("shuffle", context)):
        raise DealRefused("shuffle", "a shuffle pass is not its seat's key laid on the deck")


# ------------------------------------------------------------------ a draw


def unlock_step(value, seed, number, context):
    """Remove this seat's layer from ``value`` (a card of deck number ``number``): (value^d,
    proof). The drawer's own last step is the same: what comes out is the card's code."""
    d, _ = keys(seed, number)
    _, out, proof = prove(d, G, value, ("unlock", context), nonce(seed, "unlock", context, value))
    return out, proof


def check_unlock_step(value, out, key, proof, context):
    if not check(G, value, key, out, proof, ("unlock", context)):
        raise DealRefused("unlock", "a layer removed is not its seat's key")


def card_of(code, cards):
    """Which of ``cards`` has ``code``, or None."""
    for c in cards:
        if card_code(c) == code:
            return c
    return None
