"""Squares, cards and the crown's move table for The Rose King (RK-1, RK-2).

Square index = rank_index * 9 + file_index, with rank_index 0 for rank 1 (south) and
file_index 0 for file a (west). Card index = direction * 3 + (distance - 1).
"""

SIZE = 9
SQUARES = SIZE * SIZE
FILES = "abcdefghi"

# RK-2.2: absolute directions; (file step, rank step), north = toward rank 9.
DIRECTIONS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))

CARDS = tuple(f"{d}{n}" for d in DIRECTIONS for n in (1, 2, 3))  # RK-1.3: 24 cards
CARD_INDEX = {c: i for i, c in enumerate(CARDS)}
START_SQUARE = 4 * SIZE + 4  # RK-3.1: e5


def square_name(sq):
    return FILES[sq % SIZE] + str(sq // SIZE + 1)


SQUARE_NAMES = tuple(square_name(s) for s in range(SQUARES))
SQUARE_INDEX = {n: i for i, n in enumerate(SQUARE_NAMES)}


def card_parts(card_index):
    """(direction index, distance) of a card."""
    return divmod(card_index, 3)[0], card_index % 3 + 1


def _target(sq, card):
    d, n = card_parts(card)
    df, dr = STEPS[d]
    f, r = sq % SIZE + df * n, sq // SIZE + dr * n
    if 0 <= f < SIZE and 0 <= r < SIZE:  # RK-5.2: never off the board
        return r * SIZE + f
    return -1


# TARGET[sq * 24 + card]: where the crown lands, or -1 (RK-5.1, RK-5.2).
TARGET = tuple(_target(s, c) for s in range(SQUARES) for c in range(len(CARDS)))


def target(sq, card):
    return TARGET[sq * 24 + card]


def neighbours(sq):
    """Squares sharing an edge with ``sq`` (RK-9.1: corners do not connect)."""
    f, r = sq % SIZE, sq // SIZE
    out = []
    if r + 1 < SIZE:
        out.append(sq + SIZE)
    if r > 0:
        out.append(sq - SIZE)
    if f + 1 < SIZE:
        out.append(sq + 1)
    if f > 0:
        out.append(sq - 1)
    return out


NEIGHBOURS = tuple(tuple(neighbours(s)) for s in range(SQUARES))
