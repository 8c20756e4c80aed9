"""The ``ab`` yardsticks (``ab4``: depth 4): depth-limited alpha-beta expectiminimax with the game's
plain evaluation, over the fast-state protocol (engine.ai.search), by the shared alpha-beta
(engine.ai.alphabeta). Not a level for people: a fixed
opponent the search levels are measured against in the arena.

- Depth counts plies (decisions of any seat). Leaves and finished games are scored by
  ``G.plain(s, seat)`` for the root seat (a finished game is worth far more than any position).
- A seat of the root seat's team maximises, every other seat minimises (teams share a reward, engine.ai.search).
- An action that brings chance (a draw, a roll) is a chance node averaging over ``G.chances``
  (as the deciding seat knows them); it uses one ply of depth like any other action. Alpha-beta
  bounds are not passed through chance nodes. To keep a move near a second, only the first chance
  action on a line is expanded; a later one ends the line and is scored statically (measured on
  a card game: full chance nodes at every draw took up to 9 s a move when both hands were short).
- Searched on one determinisation of the view (hidden pieces dealt once; where only chance is
  hidden, such as a draw pile's order, the determinisation does not matter: chance is enumerated).
"""

from . import alphabeta


class Line:
    """A line of play from fast state ``s`` for the shared alpha-beta (engine.ai.alphabeta): each
    move is played on a copy, which ``unmake`` drops again. A finished game has no seat to move;
    it is given the root seat's (its value does not depend on it)."""

    def __init__(self, G, s):
        self.G, self.s, self.stack = G, s, []
        self.root = G.current(s)
        self.side = _Teams(self)

    @property
    def to_move(self):
        seat = self.G.current(self.s) if self.G.legal(self.s) else None
        return self.root if seat is None else seat

    def legal(self):
        return self.G.legal(self.s)

    def make(self, m):
        self.stack.append(self.s)
        g = self.G.copy(self.s)
        self.G.apply(g, m)
        self.s = g

    def unmake(self, m, undo):
        self.s = self.stack.pop()

    def chances(self, m):
        return self.G.chances(self.s, m)

    def make_chance(self, m, key):
        self.stack.append(self.s)
        g = self.G.copy(self.s)
        self.G.apply_chance(g, m, key)
        self.s = g


class _Teams:
    """Each seat's team in the line's current state (``G.team``)."""

    def __init__(self, line):
        self.line = line

    def __getitem__(self, seat):
        return self.line.G.team(self.line.s, seat)


class Search(alphabeta.Search):
    """The shared alpha-beta with the game's plain evaluation for the root seat, negated for
    the other team; one chance move expanded per line."""

    def __init__(self, line):
        super().__init__(line, table=False, order=False, chance=1)
        self.seat = line.root
        self.team = line.side[line.root]

    def evaluate(self, side):
        v = self.pos.G.plain(self.pos.s, self.seat)
        return v if side == self.team else -v

    final = evaluate


def choose(G, s, depth=4):
    """(best action, its value, nodes searched) for the seat deciding in fast state ``s``."""
    search = Search(Line(G, s))
    v, a, _ = search.root(depth, G.legal(s))
    return a, v, search.nodes
