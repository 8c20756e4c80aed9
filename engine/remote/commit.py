"""Salted commitments to a seat's secret pieces (a court of tiles, a hand), and their openings.

At set-up a side sends, for each slot of its secret arrangement (a position, or the Master),
``SHA-256("rosarium-court:" ‖ salt ‖ ":" ‖ slot ‖ ":" ‖ tile)`` with a fresh 128-bit salt per
slot. The salt is derived from the side's own seed (which never leaves its browser), so the page
keeps nothing more than the seed and the arrangement. Without its salt a commitment says
nothing: equal tiles give different hashes, and 128 bits cannot be searched. An opening sends
slot, tile and salt; the other side checks it against the commitment. A game's rules raise
``Owed`` when they are about to show a piece whose name the shared state does not hold.
"""

import hashlib

SALT_DIGITS = 32  # 128 bits


class Owed(Exception):
    """The rules need seat ``seat``'s piece ``slot``: its owner owes the opening."""

    def __init__(self, seat, slot):
        super().__init__(f"seat {seat} owes the opening of {slot}")
        self.seat, self.slot = seat, slot


def salt(seed_hex, gid, slot):
    """The salt of ``slot``: fresh per slot and game, unknown to anyone without the seed."""
    data = b"rosarium-salt:" + bytes.fromhex(seed_hex) + b":" + gid.encode() + b":" + slot.encode()
    return hashlib.sha256(data).hexdigest()[:SALT_DIGITS]


def digest(salt_hex, slot, piece):
    return hashlib.sha256(f"rosarium-court:{salt_hex}:{slot}:{piece}".encode()).hexdigest()


def commitments(seed_hex, gid, pieces, slots):
    """The commitment step's text: ``slot=hash`` for every slot, in ``slots`` order, by commas."""
    return ",".join(f"{s}={digest(salt(seed_hex, gid, s), s, pieces[s])}" for s in slots)


def parse_commitments(text, slots):
    """{slot: hash} from a commitment step; ValueError unless it commits to exactly ``slots``."""
    out = {}
    for part in text.split(","):
        slot, eq, h = part.partition("=")
        if not eq or slot in out or len(h) != 64 or any(c not in "0123456789abcdef" for c in h):
            raise ValueError("a commitment is slot=64 hex digits, each slot once")
        out[slot] = h
    if list(out) != list(slots):
        raise ValueError(f"the commitments must name the slots {', '.join(slots)} in this order")
    return out


def opening(seed_hex, gid, slot, piece):
    """The opening step's text: ``slot=piece:salt``."""
    return f"{slot}={piece}:{salt(seed_hex, gid, slot)}"


def parse_opening(text):
    """(slot, piece, salt) of an opening step; ValueError when it is not one."""
    slot, eq, rest = text.partition("=")
    piece, colon, salt_hex = rest.rpartition(":")
    if not eq or not colon or not slot or not piece or len(salt_hex) != SALT_DIGITS \
            or any(c not in "0123456789abcdef" for c in salt_hex):
        raise ValueError("an opening is slot=piece:salt (32 hex digits)")
    return slot, piece, salt_hex


def matches(committed, slot, piece, salt_hex):
    return committed is not None and digest(salt_hex, slot, piece) == committed
