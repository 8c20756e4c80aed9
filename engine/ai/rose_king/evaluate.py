"""Static evaluation of a Rose King position on the fast core (FastState), for one side.

Pieces (each a function so tests can check it alone):
- ``points``: RK-9.2 territory points of a bitboard (sum of n² over edge-connected groups, RK-9.1).
- ``frontier``: empty squares edge-adjacent to a bitboard's tokens (room its territories have to grow).
- ``reach``: per seat, how many hand cards could land on an empty square from the crown now (RK-5.1..5.3)
  and how many could be hero plays (RK-7.1).
- ``evaluate``: a weighted sum, from ``side``'s point of view, in points.

The weights were set by arena matches (below, at the weights);
``score_diff`` is the plain yardstick evaluation (points difference only).
"""

from ...games.rose_king.fast import BIT, FULL, NOT_A, NOT_I, components
from ...games.rose_king.geometry import SIZE, TARGET


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


# Weights (points per unit), from greedy one-ply players against ``random`` (100 games each,
# seed 5; score rates): no card term 0.71, card 3 → 0.85, card 6 → 0.78, card 10 → 0.76;
# frontier 2 → 0.54, frontier 0 (card 3) → 0.875; hero 15 → 0.70 (vs 6: 0.71).
W_HERO = 6.0        # a hero card in hand (RK-7), fading as the supply runs out (RK-8.1)
W_FRONTIER = 0.0    # an empty square next to own tokens (kept as a piece; it did not help)
W_MOBILITY = 1.0    # a card the side to move can play now (RK-5)
W_CARD = 3.0        # a power card in hand: options later, and a draw is not a wasted turn (RK-6)


def evaluate(f, side, hero=W_HERO, frontier=W_FRONTIER, mobility=W_MOBILITY, draw=W_CARD):
    """Positional value for ``side`` in (rough) points: score difference plus potential."""
    own, opp = f.bb[side], f.bb[1 - side]
    occ = own | opp
    empty = ~occ & FULL
    v = points(own) - points(opp)
    v += frontier * ((spread(own) & empty).bit_count() - (spread(opp) & empty).bit_count())
    h = cards = 0
    for seat in range(f.seats):
        if f.side[seat] == side:
            h += f.heroes[seat]
            cards += len(f.hands[seat])
        else:
            h -= f.heroes[seat]
            cards -= len(f.hands[seat])
    v += hero * h * (52 - f.tokens) / 52
    v += draw * cards
    p = f.to_move
    plays, _ = reach(f, p)
    v += mobility * plays if f.side[p] == side else -mobility * plays
    return v
