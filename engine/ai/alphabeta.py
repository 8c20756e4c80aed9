"""The one alpha-beta of the computer players: depth-limited negamax over a position a game
supplies, with optional chance nodes, transposition table and move ordering.

Every alpha-beta of the players uses it: the ``ab`` yardsticks on the shared search protocol
(engine/ai/expectimax.py), and a game's own searching levels or outside yardsticks
(engine/ai/<game>/). A game configures it by its position and by subclassing ``Search`` for
its evaluation.

Position protocol (a mutable position; ``make``/``unmake`` change it in place):

- ``pos.legal()``: the moves of the seat deciding now; ``[]`` once the game is over (scored by
  ``Search.final``), ``None`` when the position cannot tell whether it is over (scored by
  ``Search.evaluate``).
- ``pos.to_move`` and ``pos.side``: the seat deciding now and each seat's side (team). Seats of
  one side share a value: the sign changes only where the side to move changes (negamax).
- ``pos.make(m)`` returns what ``pos.unmake(m, undo)`` needs to take ``m`` back.
- ``pos.key()``: a hashable key of the position (only with the transposition table).
- With chance nodes (``chance`` not None): ``pos.chances(m)``, None for a move without chance,
  else ``[(outcome, probability), ...]``, and ``pos.make_chance(m, outcome)`` (taken back by
  ``unmake``).

Values are from the side to move's point of view. ``Search.evaluate(side)`` scores a leaf and
``Search.final(side)`` a finished game; ``Search.expectation(outs, values)`` averages a chance
node. Budgets are node counts, so a position and the settings fix the result; a deadline only
stops early (``Stop``).

Search settings: ``table`` (a transposition table of exact depth only: a deeper entry would
change the value), ``order`` (the table's move, then killer moves per ply, then a history
table), ``chance`` (None: no chance nodes; else how many chance moves one line expands, a later
one on the line scored by ``evaluate`` where it stands). Alpha-beta bounds are not passed
through chance nodes. Ties go to the first move in the order searched.
"""

import time

INF = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2
CHECK_EVERY = 256        # nodes between two looks at the clock


class Stop(Exception):
    """The node budget or the deadline is spent."""


class Search:
    """One decision's search state: position, table, ordering, counters, budget."""

    def __init__(self, pos, nodes=10 ** 9, deadline=None, table=True, order=True, chance=None):
        self.pos = pos
        self.budget = nodes
        self.deadline = deadline
        self.use_table, self.use_order = table, order
        self.chance_left = chance
        self.nodes = 0
        self.next_check = CHECK_EVERY
        self.tt = {}
        self.killers = {}
        self.history = {}

    def evaluate(self, side):
        """The leaf value for ``side`` (a game's subclass says)."""
        raise NotImplementedError

    def final(self, side):
        """The value of a finished game for ``side`` (a game's subclass says)."""
        raise NotImplementedError

    def expectation(self, outs, values):
        """A chance node's value: ``values`` (for the side deciding at the node) of ``outs``
        [(outcome, probability), ...], weighted by their probabilities."""
        v = 0.0
        for (_, p), w in zip(outs, values):
            v += p * w
        return v

    def _tick(self):
        if self.nodes >= self.budget:
            raise Stop
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise Stop
        self.next_check = self.nodes + CHECK_EVERY

    def _ordered(self, ms, ttm, ply):
        if not self.use_order or len(ms) < 2:
            return ms
        hist = self.history
        kill = self.killers.get(ply, ())

        def rank(m):
            if m == ttm:
                return -1e18
            if m in kill:
                return -1e17
            return -hist.get(m, 0)
        return sorted(ms, key=rank)

    def _chance(self, m, outs, depth, me, ply):
        """The value for ``me`` of chance move ``m``: each outcome searched with a full window."""
        pos = self.pos
        self.chance_left -= 1
        values = []
        for o, _ in outs:
            undo = pos.make_chance(m, o)
            v = self.negamax(depth - 1, -INF, INF, ply + 1)
            values.append(v if pos.side[pos.to_move] == me else -v)
            pos.unmake(m, undo)
        self.chance_left += 1
        return self.expectation(outs, values)

    def negamax(self, depth, alpha, beta, ply):
        """The value of the position for the side to move, searched ``depth`` plies."""
        self.nodes += 1
        if self.nodes >= self.next_check:
            self._tick()
        pos = self.pos
        ms = pos.legal()
        me = pos.side[pos.to_move]
        if not ms:
            return self.evaluate(me) if ms is None else self.final(me)
        if depth <= 0:
            return self.evaluate(me)
        key = ttm = None
        if self.use_table:
            key = pos.key()
            e = self.tt.get(key)
            if e is not None:
                d, v, flag, ttm = e
                if d == depth:   # a deeper entry would change the value (tests compare with plain alpha-beta)
                    if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                        return v
        a0 = alpha
        best, bm = -INF, None
        side = pos.side
        chance = self.chance_left
        for m in self._ordered(ms, ttm, ply):
            outs = None if chance is None else pos.chances(m)
            if outs is not None:
                v = self._chance(m, outs, depth, me, ply) if chance else self.evaluate(me)
            else:
                undo = pos.make(m)
                if side[pos.to_move] == me:
                    v = self.negamax(depth - 1, alpha, beta, ply + 1)
                else:
                    v = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                pos.unmake(m, undo)
            if v > best:
                best, bm = v, m
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        if self.use_order:
                            k = self.killers.get(ply, ())
                            if m not in k:
                                self.killers[ply] = (m,) + k[:1]
                            self.history[m] = self.history.get(m, 0) + depth * depth
                        break
        if key is not None:
            flag = UPPER if best <= a0 else LOWER if best >= beta else EXACT
            self.tt[key] = (depth, best, flag, bm)
        return best

    def _root_move(self, m, depth, alpha, beta, me):
        """The value for ``me`` of root move ``m`` within (alpha, beta)."""
        pos = self.pos
        outs = None if self.chance_left is None else pos.chances(m)
        if outs is not None:
            return self._chance(m, outs, depth, me, 0) if self.chance_left else self.evaluate(me)
        undo = pos.make(m)
        if pos.side[pos.to_move] == me:
            v = self.negamax(depth - 1, alpha, beta, 1)
        else:
            v = -self.negamax(depth - 1, -beta, -alpha, 1)
        pos.unmake(m, undo)
        return v

    def root(self, depth, ms):
        """(best value, best move, {move: nodes}) of a full-width root search at ``depth``."""
        pos = self.pos
        me = pos.side[pos.to_move]
        alpha, best, bm = -INF, -INF, ms[0]
        spent = {}
        for m in ms:
            n0 = self.nodes
            try:
                v = self._root_move(m, depth, alpha, INF, me)
            finally:
                spent[m] = self.nodes - n0
            if v > best:
                best, bm = v, m
                alpha = max(alpha, v)
        return best, bm, spent

    def root_values(self, depth, ms):
        """{move: exact value for the side to move} at ``depth`` (a full window for each move)."""
        me = self.pos.side[self.pos.to_move]
        return {m: self._root_move(m, depth, -INF, INF, me) for m in ms}
