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
- **Proofs.** Each seat's key is an exponent e (1 ≤ e < q) with public key y = g^e, g = 4. Each
  layer a seat removes (a partial decryption c → c^(1/e)) carries a Chaum–Pedersen proof, made
  non-interactive by Fiat–Shamir, that the same e is behind y and the step: a wrong step is
  refused at once. A seat's shuffle (every card raised to e and the deck permuted) carries the
  same proof over the product of the deck, so a seat that swaps, drops or duplicates a card
  without keeping the product is caught at once; the remaining forgeries (cards replaced so
  that the product holds) decrypt to no card and are caught when drawn, and every shuffle is
  checked whole when the keys and permutations are opened at the end.

Deal: the public deck of card codes goes round the seats; each raises every entry to its key
and shuffles. After the last seat no one knows the order: undoing it needs every seat's
permutation. A card at position k goes to seat t: every other seat removes its layer (in seat
order, each step proved), then t removes its own in private and finds the code among the cards.
Secrecy of a card from a coalition of all the other seats rests on the decisional Diffie–Hellman
assumption in the subgroup: they hold m^(e_t) and the candidate codes, and telling which m is
behind it is deciding DDH.

Pure Python (``pow`` with three arguments); a step of one seat over a deck of n cards costs n
modular exponentiations of 2048 bits.
"""

import hashlib
import secrets

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


def new_key(rand=secrets.randbelow):
    """A seat's secret exponent e (1 ≤ e < Q)."""
    return 1 + rand(Q - 1)


def public_key(e):
    return pow(G, e, P)


def _inverse(e):
    return pow(e, -1, Q)


# ------------------------------------------------------------------ Chaum–Pedersen


def prove_same_exponent(e, a, b, context, rand=secrets.randbelow):
    """A proof that a^e = A and b^e = B for the one e (A, B computed here), bound to
    ``context``: (A, B, challenge, response)."""
    big_a, big_b = pow(a, e, P), pow(b, e, P)
    w = 1 + rand(Q - 1)
    t1, t2 = pow(a, w, P), pow(b, w, P)
    c = _h(context, a, b, big_a, big_b, t1, t2) % Q
    return big_a, big_b, c, (w - c * e) % Q


def check_same_exponent(a, b, big_a, big_b, c, r, context):
    """Whether (c, r) proves log_a(A) = log_b(B)."""
    if not all(in_group(x) for x in (a, b, big_a, big_b)) or not (0 <= c < Q and 0 <= r < Q):
        return False
    t1 = pow(a, r, P) * pow(big_a, c, P) % P
    t2 = pow(b, r, P) * pow(big_b, c, P) % P
    return c == _h(context, a, b, big_a, big_b, t1, t2) % Q


def _product(deck):
    out = 1
    for x in deck:
        out = out * x % P
    return out


# ------------------------------------------------------------------ the shuffle


def shuffle_step(deck, e, seat, rand=secrets.randbelow):
    """Seat ``seat``'s pass: every entry raised to its key ``e`` and the deck permuted in
    secret. Returns (new deck, permutation, proof); the proof shows that the product of the new
    deck is the product of the old one raised to the key behind the seat's public key."""
    raised = [pow(x, e, P) for x in deck]
    order = list(range(len(deck)))
    for i in range(len(order) - 1, 0, -1):  # Fisher–Yates
        j = rand(i + 1)
        order[i], order[j] = order[j], order[i]
    out = [raised[i] for i in order]
    _, _, c, r = prove_same_exponent(e, G, _product(deck), ("shuffle", seat, len(deck)), rand)
    return out, order, (c, r)


def check_shuffle_step(before, after, key, proof, seat):
    """Refuses a pass whose deck is not a deck of the same size in the subgroup, or whose
    product is not the product before raised to the seat's key."""
    if len(after) != len(before) or len(set(after)) != len(after):
        raise DealRefused("shuffle", f"seat {seat}'s deck has lost, gained or doubled a card")
    if not all(in_group(x) for x in after):
        raise DealRefused("shuffle", f"seat {seat}'s deck holds a value outside the group")
    c, r = proof
    if not check_same_exponent(G, _product(before), key, _product(after), c, r, ("shuffle", seat, len(before))):
        raise DealRefused("shuffle", f"seat {seat}'s pass is not its key applied to the deck")


# ------------------------------------------------------------------ a draw


def unlock_step(value, e, seat, position, rand=secrets.randbelow):
    """Seat ``seat`` removes its layer from the card at ``position``: (value^(1/e), proof)."""
    out = pow(value, _inverse(e), P)
    # out^e = value and G^e = y: the same exponent behind both
    _, _, c, r = prove_same_exponent(e, G, out, ("unlock", seat, position), rand)
    return out, (c, r)


def check_unlock_step(value, out, key, proof, seat, position):
    c, r = proof
    if not check_same_exponent(G, out, key, value, c, r, ("unlock", seat, position)):
        raise DealRefused("unlock", f"seat {seat}'s step on card {position} is not its key removed")


def open_card(value, e, cards):
    """The drawer's own last step, in private: which of ``cards`` is behind ``value``."""
    code = pow(value, _inverse(e), P)
    by_code = {card_code(c): c for c in cards}
    if code not in by_code:
        raise DealRefused("card", "the card drawn is no card of the deck: a shuffle was forged")
    return by_code[code]
