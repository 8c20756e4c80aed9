"""Determinisations for Bella Rosarum's search: full states drawn from one seat's view (BR-14).

The view shows the seat its own hand, the other hands and the crown deck only as counts of '?'
cards, the event deck only as a set, and no generator (BR-14.1). A sample deals the unseen
cards afresh into the other hands and the crown deck, shuffles the event deck and gives the
sample its own generator (later reshuffles), all from the search's stream
(engine.games.bella_rosarum.state.redeal_hidden). Nothing of the real state is read: two states
with the same view give the same samples.
"""

from ..random import next_u64
from ...games.bella_rosarum.state import copy_state, fill_view, redeal_hidden
from .search_game import TURN, mark


class Sampler:
    """``sample(x) -> (state, x)``: one full state consistent with ``view`` (a view for ``seat``)."""

    def __init__(self, view, seat):
        if view.get("viewer") != seat:
            raise ValueError("the sampler needs the deciding seat's own view")
        self.seat = seat
        self.base = fill_view(copy_state(view))   # '?' cards placed once; each sample redeals them
        self.base[TURN] = mark(view)              # the search's horizon: the end of this turn

    def sample(self, x):
        x, r = next_u64(x)
        return redeal_hidden(self.base, self.seat, r), x
