"""Static evaluation of a Rose King position on the fast core (FastState), for one side.

Pieces (each a function so tests can check it alone):
- ``points``: RK-9.2 territory points of a bitboard (sum of n² over edge-connected groups, RK-9.1).
- ``frontier``: empty squares edge-adjacent to a bitboard's tokens (room its territories have to grow).
- ``reach``: per seat, how many hand cards could land on an empty square from the crown now (RK-5.1..5.3)
  and how many could be hero plays (RK-7.1).
- ``evaluate``: a weighted sum, from ``side``'s point of view, in points.

The weights were set by arena matches (see engine/ai/__init__.py and the report in the commit log);
``score_diff`` is the plain yardstick evaluation (points difference only).
"""

from ..games.rose_king.fast import BIT, FULL, NOT_A, NOT_I, components
from ..games.rose_king.geometry import SIZE, TARGET


def points(bb):
    """RK-9.2: a territory of n tokens is worth n²; the sum over a side's territories."""
    return sum(n * n for n in components(bb))


def score_diff(f, side):
    """Plain evaluation: territory points of ``side`` minus the other side's (RK-9.2, RK-9.3)."""
    return points(f.bb[side]) - points(f.bb[1 - side])


def spread(bb):
    """The squares edge-adjacent to ``bb`` (RK-9.1 neighbours), ``bb`` itself excluded."""
    return (((bb << SIZE) & FULL) | (bb >> SIZE) | ((bb & NOT_I) << 1) | ((bb & NOT_A) >> 1)) & ~bb


def frontier(f, side):
    """Number of empty squares next to ``side``'s tokens."""
    occ = f.bb[0] | f.bb[1]
    return (spread(f.bb[side]) & ~occ & FULL).bit_count()


def reach(f, seat):
    """(plays, hero plays) ``seat`` could make from the crown with its hand (RK-5, RK-7.1, RK-7.3)."""
    s = f.side[seat]
    own, opp = f.bb[s], f.bb[1 - s]
    base = f.crown * 24
    plays = heroes = 0
    for c in f.hands[seat]:
        t = TARGET[base + c]
        if t < 0:
            continue
        b = BIT[t]
        if not (own | opp) & b:
            plays += 1
        elif opp & b:
            heroes += 1
    if f.heroes[seat] == 0:
        heroes = 0
    return plays, heroes


# Weights (points per unit); tuned in the arena.
W_HERO = 6.0        # a hero card in hand (RK-7): it can join territories or cut the opponent's
W_FRONTIER = 0.5    # an empty square next to own tokens
W_MOBILITY = 1.0    # a card that can be played now by the side to move


def evaluate(f, side):
    """Positional value for ``side`` in (rough) points: score difference plus potential."""
    own, opp = f.bb[side], f.bb[1 - side]
    occ = own | opp
    empty = ~occ & FULL
    v = points(own) - points(opp)
    v += W_FRONTIER * ((spread(own) & empty).bit_count() - (spread(opp) & empty).bit_count())
    hero = 0
    for seat in range(f.seats):
        hero += f.heroes[seat] if f.side[seat] == side else -f.heroes[seat]
    v += W_HERO * hero * (52 - f.tokens) / 52
    p = f.to_move
    plays, _ = reach(f, p)
    v += W_MOBILITY * plays if f.side[p] == side else -W_MOBILITY * plays
    return v
