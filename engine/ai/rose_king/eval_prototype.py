"""Prototype of a stronger Rose King leaf evaluation: measured (no term beat the plain one clearly
at equal depth), not wired into any level.

``evaluate(node, side, over, weights)`` scores a yardstick.Node for ``side`` in points:

- territory points difference (RK-9.2);
- hero cards (RK-7): worth ``hero_base + hero_fade × (share of the supply still to be placed)``
  each — a hero saved for the end is worth little once few tokens are left (RK-8.1);
- tempo: the side to move can cash its best immediate gain (the points its best play or hero
  play adds, RK-5.4, RK-7.2), counted at ``tempo`` — a one-ply quiescence at the leaf;
- landing cards: hand cards that can land on an empty square from the crown now (RK-5.1…5.3),
  at ``reach`` each, for the side's seats minus the other side's;
- exposure: the other side's hero flips now possible against us (its hand from the crown,
  RK-7.1), by the points the flip would take, at ``exposure``.

Measure with ``python -m engine.ai.rose_king.eval_prototype --a ab4e --b ab4h --games 40``: it registers
the experimental levels below (``ab<d>e``: alpha-beta depth d on this evaluation, ``ab<d>e:k=v,..``
for other weights) and runs the arena. Not in ``YARDSTICKS``: the levels are for measuring this
evaluation, not fixed opponents.
"""

from ...games.rose_king.fast import BIT, HERO, components
from ...games.rose_king.state import TOKENS
from ...games.rose_king.geometry import TARGET
from .yardstick import DRAW, moves_of, value

FULL_TOKENS = float(TOKENS)


class Weights:
    def __init__(self, hero_base=8.0, hero_fade=25.0, tempo=0.5, reach=1.0, exposure=0.3):
        self.hero_base, self.hero_fade = float(hero_base), float(hero_fade)
        self.tempo, self.reach, self.exposure = float(tempo), float(reach), float(exposure)


DEFAULT = Weights()


def _sq(bb):
    return sum(k * k for k in components(bb))


def gain(n, seat, m, own_pts, opp_pts):
    """Points ``seat``'s side gains (own change minus the other side's change) by move ``m``."""
    s = n.side[seat]
    c = m - HERO if m >= HERO else m
    b = BIT[TARGET[n.crown * 24 + c]]
    own, opp = n.bb[s], n.bb[1 - s]
    g = _sq(own | b) - own_pts
    if m >= HERO:
        g += opp_pts - _sq(opp ^ b)
    return g


def best_gain(n, seat, pts):
    """The largest points swing one move of ``seat`` makes now (0 if none helps)."""
    s = n.side[seat]
    best = 0
    for m in moves_of(n, seat):
        if m != DRAW:
            g = gain(n, seat, m, pts[s], pts[1 - s])
            if g > best:
                best = g
    return best


def landing(n, seat):
    """Hand cards of ``seat`` that land on an empty square from the crown (RK-5.1…5.3)."""
    occ = n.bb[0] | n.bb[1]
    base = n.crown * 24
    k = 0
    for c in n.hands[seat]:
        t = TARGET[base + c]
        if t >= 0 and not occ & BIT[t]:
            k += 1
    return k


def evaluate(n, side, over, w=DEFAULT):
    if over:
        return value(n, side, True)
    pts = (_sq(n.bb[0]), _sq(n.bb[1]))
    v = float(pts[side] - pts[1 - side])
    left = (FULL_TOKENS - n.tokens) / FULL_TOKENS
    per_hero = w.hero_base + w.hero_fade * left
    p = n.to_move
    for seat in range(n.seats):
        sign = 1.0 if n.side[seat] == side else -1.0
        v += sign * (per_hero * n.heroes[seat] + w.reach * landing(n, seat))
    sign = 1.0 if n.side[p] == side else -1.0
    v += sign * w.tempo * best_gain(n, p, pts)
    # exposure: the next seat of the other side to move after p (the crown moves first, so this is
    # a rough count of hero flips it holds against the side to move's tokens)
    q = (p + 1) % n.seats
    if n.heroes[q] and w.exposure:
        v -= sign * w.exposure * best_gain(n, q, pts)
    return v


def leaf_with(weights):
    def leaf(n, side, over):
        return evaluate(n, side, over, weights)
    return leaf


def experimental_level(name):
    """``ab<d>e`` or ``ab<d>e:key=value,...`` → a LEVELS-style callable, or None."""
    from .yardstick import level
    head, _, spec = name.partition(":")
    if not (head.startswith("ab") and head.endswith("e") and head[2:-1].isdigit()):
        return None
    kw = dict(part.split("=") for part in filter(None, spec.split(",")))
    return level(int(head[2:-1]), leaf=leaf_with(Weights(**kw)))


def main(argv=None):
    import sys

    from ... import arena
    from ..registry import OUTSIDE_LEVELS, outside_level
    from . import GAME
    argv = list(sys.argv[1:] if argv is None else argv)
    for i, a in enumerate(argv[:-1]):
        if a in ("--a", "--b"):
            fn = experimental_level(argv[i + 1])
            if fn is not None:
                OUTSIDE_LEVELS[argv[i + 1]] = outside_level(GAME, argv[i + 1], fn)
    arena.main(argv)


if __name__ == "__main__":
    main()
