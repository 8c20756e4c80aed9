"""Sampling the hidden tiles from what the deciding seat has seen (LQ-10): the determinisations.

The deciding seat's ``view`` shows its own tiles, the other seat's face-up (U) and known face-down
(K) tiles, and per seat the names still unaccounted for (``unknown``, LQ-10.2). A determinization
deals those names onto the other seat's secret (D) places and, if its Master is secret, one of them
(a tile with a prestige colour, LQ-3.2) as its Master: uniform over all deals consistent with the
view. Nothing else of the real state is read, so the AI plays honestly. Each sample also gets its
own dice generator (``Fast.rng``): the search rolls from it (LQ-4.1).
"""

from ..random import below, next_u64, shuffle
from ...games.long_live_the_queen.tiles import TILES
from .fast import MASTERABLE, TID, Fast


class Sampler:
    """Deals the hidden tiles of ``view`` (a view for ``seat``); ``sample(x)`` -> (Fast, x)."""

    def __init__(self, view, seat):
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
        f = self.base.copy()
        x, f.rng = next_u64(x)
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


def _unknown(view, other):
    """The names of ``other``'s tiles not shown in ``view`` (when the view has no ``unknown``)."""
    rest = list(TILES)
    for n in view["lines"][other]:
        if n is not None:
            rest.remove(n)
    if view["masters"][other] is not None:
        rest.remove(view["masters"][other])
    return rest

