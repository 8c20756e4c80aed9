"""Rose King yardsticks in the style of a published agent: alpha-beta with a hero-aware evaluation.

Outside opponents our levels are measured against, deciding from the seat's ``view`` only
(RK-11.5: the draw pile as a set, no generator state):

- ``ab4h`` / ``ab5h``: plain alpha-beta over the players' moves, 4 / 5 plies. A draw is not
  searched: from the view the drawn card is unknown, so ``draw`` is a move that passes the turn
  and adds no known card (RK-6.1, RK-6.3); the search goes on after it.
- ``exp3h``: expectimax, 3 plies, where a draw is a chance node averaging over every card the
  seat cannot see (the draw pile, or the discard pile when a reshuffle comes, RK-6.2), each
  equally likely. Alpha-beta bounds are not passed through chance nodes.

Evaluation (deep.py's leaf, from one side's point of view): territory points difference (RK-9.2)
+ ``HERO_VALUE`` per hero card still held by the side's seats minus the other side's (RK-7.3),
±``WIN`` (plus the points margin) for a finished game (RK-8, decided by RK-9.3…9.6).
In the four-player game (RK-10.4) a seat maximises its team's value: partners maximise, the
other team minimises, so a team of ``ab4h`` seats plays as a team.

The search is the shared alpha-beta (engine.ai.alphabeta) on the deep search's position
(deep.Position, built from the view: the draw pile as a set), so the yardsticks and ``hard``
play by one position's rules. The seed is not used: the search is deterministic (ties go to
the first move in card order).
"""

from ...games.rose_king.fast import ACTION_NAMES, FastState
from ...games.rose_king.state import view
from . import deep

HERO_VALUE = deep.HERO_POINTS   # the published agent's 30 points per hero card held


class Search(deep.Search):
    """The shared alpha-beta with the deep search's evaluation (points difference plus
    ``HERO_VALUE`` per hero card held), no table, card order; with ``chance`` every draw on a
    line is a chance node whose cards count equally."""

    def __init__(self, pos, chance):
        super().__init__(pos, HERO_VALUE, table=False, order=False)
        self.chance_left = 10 ** 9 if chance else None

    def expectation(self, outs, values):
        return sum(values) / len(values)   # the published agent's plain mean (same weights)


def position(fast_state, chance=False):
    """The search position of a FastState built from the view: ``ab*h``'s draw only passes the
    turn (the drawn card is unknown and not added, RK-6.1, RK-6.3); with ``chance`` the pile is
    the set of cards a draw may bring."""
    pos = deep.Position.from_fast(fast_state)
    return pos.chance_pile() if chance else pos


def decide(fast_state, depth, chance=False):
    """(move int, value, nodes) for the seat to move of a FastState built from its view."""
    pos = position(fast_state, chance)
    ms = pos.legal()
    if not ms:
        raise ValueError("the game is over: there is no action to choose")
    if len(ms) == 1:
        return ms[0], 0.0, 0
    s = Search(pos, chance)
    v, m, _ = s.root(depth, ms)
    return m, v, s.nodes


def level(depth, chance=False):
    """A YARDSTICKS entry (engine/ai/registry.py): callable(state, seed, time_ms) -> action string, deciding from the view."""
    def choose(state, seed=None, time_ms=None):
        seat = state["to_move"]
        f = FastState.from_state(view(state, seat))
        return ACTION_NAMES[decide(f, depth, chance)[0]]
    choose.__name__ = f"{'exp' if chance else 'ab'}{depth}h"
    return choose
