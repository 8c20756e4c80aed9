"""Sampling the hidden tiles from what the deciding seat has seen (LQ-10): the determinisations.

The deciding seat's ``view`` shows its own tiles, the other seat's face-up (U) and known face-down
(K) tiles, and per seat the names still unaccounted for (``unknown``, LQ-10.2). A determinization
deals those names onto the other seat's secret (D) places and, if its Master is secret, one of them
(a tile with a prestige colour, LQ-3.2) as its Master: uniform over all deals consistent with the
view. Nothing else of the real state is read, so the AI plays honestly. Each sample also gets its
own dice generator (``Fast.rng``): the search rolls from it (LQ-4.1).
"""

import bisect
import math

from ..random import below, next_u64, shuffle
from ...games.long_live_the_queen.tiles import TILES
from .fast import APPRENTICE, ASSASSIN, GUARD, MASTERABLE, NAMES, PRINCESS, SNIPER, TID, WAYS, Fast
from .setup import ABILITY, DEFAULT

ABIL = tuple(ABILITY.get(n, 0.0) for n in NAMES)   # an Apprentice acts as its Master (LQ-5.10)
POOL = 256                                         # deals weighed per decision with a prior


def soundness(master, line, w=DEFAULT):
    """How sound a seat's court looks (setup.worth's terms, on tile ids and the current line):
    strong abilities on the often-rolled positions (LQ-4.1), a Guard beside the Princess wherever
    she stands (LQ-5.11), a Sniper or Assassin on 6 or 8."""
    total = 0.0
    for i, t in enumerate(line):
        acts = master if t == APPRENTICE else t
        total += w.ability * ABIL[acts] * WAYS[i + 2] / 6.0
        if (i == 4 or i == 6) and (acts == SNIPER or acts == ASSASSIN):
            total += w.killer
    k = line.index(PRINCESS)
    guards = (k > 0 and line[k - 1] == GUARD) + (k < 10 and line[k + 1] == GUARD)
    if guards:
        total += w.guard + (w.guard2 if guards == 2 else 0.0)
    return total


class Sampler:
    """Deals the hidden tiles of ``view`` (a view for ``seat``); ``sample(x)`` -> (Fast, x).
    With ``prior`` > 0 the deals are not uniform: ``POOL`` uniform deals are drawn once, and each
    sample picks one with weight exp(prior x soundness): the other seat is taken to have arranged
    its court as a sound player does (LQ-3.3), as hard's own set-up does (setup.py)."""

    def __init__(self, view, seat, prior=0.0):
        self.prior = prior
        self.pool = None
        self.seat = seat
        other = 1 - seat
        lines = [list(view["lines"][0]), list(view["lines"][1])]
        masters = list(view["masters"])
        self.slots = [i for i, n in enumerate(lines[other]) if n is None]
        self.master_secret = masters[other] is None
        names = view.get("unknown", [[], []])[other] if "unknown" in view else _unknown(view, other)
        self.names = [TID[n] for n in names]
        lines[other] = [n or "Guard" for n in lines[other]]   # placeholders, dealt per sample
        masters[other] = masters[other] or "Guard"
        self.base = Fast.from_state(view, lines, masters)
        if len(self.names) != len(self.slots) + self.master_secret:
            raise ValueError("the view's unknown tiles do not match its secret places")
        self.eligible = [k for k, t in enumerate(self.names) if MASTERABLE[t]]
        self.other = other

    @property
    def hidden(self):
        return bool(self.names)

    def sample(self, x):
        if self.prior and self.names:
            return self._weighed(x)
        f = self.base.copy()
        x, f.rng = next_u64(x)
        return self._deal(f, x)

    def _deal(self, f, x):
        """Deals the unknown names onto ``f`` in place, uniformly; (f, x)."""
        names = list(self.names)
        if not names:
            return f, x
        if self.master_secret:
            x, k = below(x, len(self.eligible))
            f.master[self.other] = names.pop(self.eligible[k])
        x, r = next_u64(x)
        shuffle(names, r)
        line = f.line[self.other]
        for i, t in zip(self.slots, names):
            line[i] = t
        return f, x

    def _weighed(self, x):
        """A deal from the pool, by its weight (the pool is drawn on the first call)."""
        if self.pool is None:
            deals, scores = [], []
            for _ in range(POOL):
                f, x = self._deal(self.base.copy(), x)
                o = self.other
                deals.append((f.master[o], [f.line[o][i] for i in self.slots]))
                scores.append(soundness(f.master[o], f.line[o]))
            top = max(scores)
            cum, total = [], 0.0
            for v in scores:
                total += math.exp(self.prior * (v - top))
                cum.append(total)
            self.pool = (deals, cum)
        deals, cum = self.pool
        x, r = next_u64(x)
        k = min(bisect.bisect_right(cum, r / 18446744073709551616.0 * cum[-1]), len(cum) - 1)
        f = self.base.copy()
        x, f.rng = next_u64(x)
        master, tiles = deals[k]
        f.master[self.other] = master
        line = f.line[self.other]
        for i, t in zip(self.slots, tiles):
            line[i] = t
        return f, x


def _unknown(view, other):
    """The names of ``other``'s tiles not shown in ``view`` (when the view has no ``unknown``)."""
    rest = list(TILES)
    for n in view["lines"][other]:
        if n is not None:
            rest.remove(n)
    if view["masters"][other] is not None:
        rest.remove(view["masters"][other])
    return rest

