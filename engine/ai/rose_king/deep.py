"""The Rose King's deep search: iterative-deepening alpha-beta (negamax) on a compact position.

Used by the ``hard`` and ``max`` levels (their settings and strength: README.md) and by the
``ab4h``/``ab5h``/``exp3h`` yardsticks (yardstick.py: the same search at a fixed depth without the
table and the ordering, as the published agent plays).

Position (``Position``): the two sides' bitboards and the card tables of the fast core
(engine/games/rose_king/fast.py), each hand as a 24-bit mask of known cards plus a count of
*unknown* cards, the hero cards, the crown, the number of cards that can still be drawn. It
holds only what the deciding seat's ``view`` shows (RK-11.5): hands are public (RK-3.2), the draw
pile is a set (RK-6.3). A draw inside the search is therefore *blind*: the seat's hand grows by
one unknown card (it counts toward the hand limit, RK-6.1, but cannot be played) and the pile
shrinks; the turn passes. With ``chance`` the deciding seat's own draw at the root is an
expectation over the cards it may bring instead (each distinct card of the pile equally
likely; the discard pile when a reshuffle comes, RK-6.2).

Evaluation (from the side to move's point of view, in points): territory points difference
(RK-9.2) + ``hero`` per hero card held (minus the other side's, RK-7.3), that worth fading to
``1 − fade`` of itself as the supply runs out (RK-8.1), + ``card`` per card in hand (known or
unknown); a finished game (RK-8) is ±``WIN`` plus the points difference (RK-9.3…9.6). In the
four-player game (RK-10.4) partners share a side: negamax negates only where the side changes.

Search: negamax alpha-beta, iterative deepening from 1 ply up to ``plies``, a transposition
table (value, bound, best move), killer moves per ply and a history table for the ordering (the
table's move first). Budgets are node counts, so a position and the settings fix the decision;
a deadline only stops early (the deepest finished iteration, or the partial one once its first
move — the last iteration's best — is searched, decides).
"""

import math
import time

from ...games.rose_king.fast import BIT, DRAW, HERO, PASS, components
from ...games.rose_king.geometry import TARGET
from ...games.rose_king.state import TOKENS
from ..random import next_u64, shuffle

WIN = 1_000_000.0
INF = float("inf")
LAND = tuple(BIT[t] if t >= 0 else 0 for t in TARGET)   # landing square's bit, 0 off the board
EXACT, LOWER, UPPER = 0, 1, 2
CHECK_EVERY = 256        # nodes between two looks at the clock


class Stop(Exception):
    """The node budget or the deadline is spent."""


class Position:
    """A mutable search position (see the module docstring); ``make``/``unmake`` change it in place."""
    __slots__ = ("bb", "crown", "hands", "unknown", "heroes", "tokens", "to_move", "pile",
                 "seats", "limit", "side", "pool", "counted", "draw", "discard", "luck",
                 "seen_pile", "seen_discard")

    @classmethod
    def from_fast(cls, f, counted=True):
        """From a FastState built from a view: only what the view shows is used (not the pile's order).
        ``counted``: a blind draw's card counts toward the hand limit and leaves the pile; else a
        draw only passes the turn (the published agent's draw)."""
        p = cls()
        p.counted = counted
        p.bb = list(f.bb)
        p.crown = f.crown
        p.hands = [sum(1 << c for c in h) for h in f.hands]
        p.unknown = [0] * f.seats
        p.heroes = list(f.heroes)
        p.tokens = f.tokens
        p.to_move = f.to_move
        p.pile = len(f.draw) + len(f.discard)
        p.seats, p.limit, p.side = f.seats, f.limit, f.side
        p.pool = tuple(sorted(set(f.draw or f.discard)))   # what the next draw may bring (RK-6.2)
        p.seen_pile, p.seen_discard = tuple(sorted(f.draw)), tuple(f.discard)
        p.draw = p.discard = None
        p.luck = 0
        return p

    def sample(self, x):
        """(a copy whose draw pile has an order drawn from the stream ``x``, x): draws inside the
        search then bring real cards (a determinisation; the seat still sees only the set)."""
        q = Position.__new__(Position)
        for k in Position.__slots__:
            v = getattr(self, k)
            setattr(q, k, v[:] if isinstance(v, list) else v)
        q.draw = list(self.seen_pile)
        x, q.luck = next_u64(x)
        shuffle(q.draw, q.luck)
        q.discard = list(self.seen_discard)
        return q, x

    def key(self):
        return (self.bb[0], self.bb[1], self.crown, self.to_move, tuple(self.hands),
                tuple(self.unknown), tuple(self.heroes), -1 if self.draw is None else len(self.draw))

    def moves(self, seat):
        """Moves of ``seat`` without PASS: cards in card order, hero plays, then DRAW (RK-5, RK-6.1, RK-7)."""
        s = self.side[seat]
        own, opp = self.bb[s], self.bb[1 - s]
        occ = own | opp
        base = self.crown * 24
        hero = self.heroes[seat] > 0
        out = []
        h = self.hands[seat]
        while h:
            low = h & -h
            h ^= low
            c = low.bit_length() - 1
            b = LAND[base + c]
            if b:
                if not occ & b:
                    out.append(c)
                elif hero and opp & b:
                    out.append(HERO + c)
        if ((self.pile if self.draw is None else self.draw or self.discard)
                and self.hands[seat].bit_count() + self.unknown[seat] < self.limit):
            out.append(DRAW)
        return out

    def legal(self):
        """[] when the game is over (RK-8.1, RK-8.2), [PASS] when only the seat to move is stuck
        (RK-4.2); None when every seat is stuck but some hold unknown cards (the search cannot
        tell whether the game ends there: it evaluates the position)."""
        if self.tokens >= TOKENS:
            return []
        ms = self.moves(self.to_move)
        if ms:
            return ms
        for s in range(self.seats):
            if s != self.to_move and self.moves(s):
                return [PASS]
        return None if any(self.unknown) else []

    def make(self, m):
        """Play ``m`` (a blind draw for DRAW); returns what ``unmake`` needs."""
        p = self.to_move
        crown = self.crown
        if m == DRAW:
            if self.draw is not None:        # a determinisation: the card is known (RK-6.1)
                saved = None
                if not self.draw:            # RK-6.2: the discard pile, reshuffled
                    saved = self.discard
                    self.draw = saved[:]
                    shuffle(self.draw, self.luck ^ len(saved))
                    self.discard = []
                c = self.draw.pop()
                self.hands[p] |= 1 << c
                self.to_move = (p + 1) % self.seats
                return (c, saved)
            if self.counted:
                self.unknown[p] += 1
                self.pile -= 1
        elif m != PASS:
            s = self.side[p]
            c = m - HERO if m >= HERO else m
            b = LAND[crown * 24 + c]
            if m >= HERO:
                self.bb[1 - s] ^= b          # RK-7.2
                self.heroes[p] -= 1
            else:
                self.tokens += 1
            self.bb[s] |= b
            self.crown = TARGET[crown * 24 + c]
            self.hands[p] ^= 1 << c
            self.pile += 1                   # the card goes to the discard pile (RK-5.4)
            if self.discard is not None:
                self.discard.append(c)
        self.to_move = (p + 1) % self.seats
        return crown

    def unmake(self, m, crown):
        p = (self.to_move - 1) % self.seats
        self.to_move = p
        if m == DRAW:
            if self.draw is not None:
                c, saved = crown
                self.hands[p] ^= 1 << c
                self.draw.append(c)
                if saved is not None:
                    self.draw = []
                    self.discard = saved
                return
            if self.counted:
                self.unknown[p] -= 1
                self.pile += 1
        elif m != PASS:
            s = self.side[p]
            c = m - HERO if m >= HERO else m
            b = LAND[crown * 24 + c]
            self.bb[s] ^= b
            if m >= HERO:
                self.bb[1 - s] |= b
                self.heroes[p] += 1
            else:
                self.tokens -= 1
            self.crown = crown
            self.hands[p] |= 1 << c
            self.pile -= 1
            if self.discard is not None:
                self.discard.pop()


class Weights:
    """The evaluation's weights (see the module docstring)."""
    __slots__ = ("hero", "fade", "card")

    def __init__(self, hero=30.0, fade=0.0, card=0.0):
        self.hero, self.fade, self.card = float(hero), float(fade), float(card)


PLAIN = Weights()   # the published agent's evaluation: points + 30 per hero card


def final(pos, side):
    """A finished game for ``side``: ±WIN plus the points difference, 0 for a full tie (RK-9.3…9.6)."""
    a, b = components(pos.bb[side]), components(pos.bb[1 - side])
    diff = sum(k * k for k in a) - sum(k * k for k in b)
    key = (diff, max(a, default=0) - max(b, default=0), sum(a) - sum(b))
    if key > (0, 0, 0):
        return WIN + diff
    if key < (0, 0, 0):
        return -WIN + diff
    return 0.0


class Search:
    """One decision's search state: position, table, ordering, counters, budget."""

    def __init__(self, pos, weights=PLAIN, nodes=10 ** 9, deadline=None, table=True, order=True, points=None):
        self.pos = pos
        self.w = weights
        self.budget = nodes
        self.deadline = deadline
        self.use_table, self.use_order = table, order
        self.nodes = 0
        self.next_check = CHECK_EVERY
        self.tt = {}
        self.killers = {}
        self.history = {}
        self.points = {} if points is None else points   # territory points by bitboard (shareable)

    def _points(self, bb):
        v = self.points.get(bb)
        if v is None:
            v = sum(k * k for k in components(bb))
            if len(self.points) < 200_000:
                self.points[bb] = v
        return v

    def evaluate(self, side):
        """The leaf value for ``side`` (module docstring)."""
        pos, w = self.pos, self.w
        v = self._points(pos.bb[side]) - self._points(pos.bb[1 - side])
        h = cards = 0
        for seat in range(pos.seats):
            n = pos.heroes[seat]
            k = pos.hands[seat].bit_count() + pos.unknown[seat]
            if pos.side[seat] == side:
                h += n
                cards += k
            else:
                h -= n
                cards -= k
        if w.fade:
            v += w.hero * h * (1.0 - w.fade * pos.tokens / TOKENS)
        else:
            v += w.hero * h
        if w.card:
            v += w.card * cards
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

    def negamax(self, depth, alpha, beta, ply):
        """The value of the position for the side to move, searched ``depth`` plies."""
        self.nodes += 1
        if self.nodes >= self.next_check:
            self._tick()
        pos = self.pos
        ms = pos.legal()
        me = pos.side[pos.to_move]
        if not ms:
            return self.evaluate(me) if ms is None else final(pos, me)
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
        for m in self._ordered(ms, ttm, ply):
            crown = pos.make(m)
            if side[pos.to_move] == me:
                v = self.negamax(depth - 1, alpha, beta, ply + 1)
            else:
                v = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
            pos.unmake(m, crown)
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

    def _child(self, m, depth, alpha, beta, me, chance):
        """The value of root move ``m`` for ``me`` (a draw as an expectation over the pool with ``chance``)."""
        pos = self.pos
        if m == DRAW and chance and pos.pool:
            p = pos.to_move
            total = 0.0
            for c in pos.pool:
                pos.hands[p] |= 1 << c
                pos.pile -= 1
                pos.to_move = (p + 1) % pos.seats
                v = self.negamax(depth - 1, -INF, INF, 1)
                total += v if pos.side[pos.to_move] == me else -v
                pos.to_move = p
                pos.pile += 1
                pos.hands[p] ^= 1 << c
            return total / len(pos.pool)
        crown = pos.make(m)
        if pos.side[pos.to_move] == me:
            v = self.negamax(depth - 1, alpha, beta, 1)
        else:
            v = -self.negamax(depth - 1, -beta, -alpha, 1)
        pos.unmake(m, crown)
        return v

    def root(self, depth, ms, chance=False):
        """(best value, best move, {move: nodes}) of a full-width root search at ``depth``."""
        me = self.pos.side[self.pos.to_move]
        alpha, best, bm = -INF, -INF, ms[0]
        spent = {}
        for m in ms:
            n0 = self.nodes
            try:
                v = self._child(m, depth, alpha, INF, me, chance)
            finally:
                spent[m] = self.nodes - n0
            if v > best:
                best, bm = v, m
                alpha = max(alpha, v)
            self.partial = (best, bm, spent)
        return best, bm, spent


def think(pos, weights=PLAIN, plies=8, nodes=10 ** 9, deadline=None, chance=False):
    """Iterative deepening: {"move", "value", "depth", "nodes", "spent"} for the seat to move."""
    ms = pos.legal()
    if not ms:
        raise ValueError("the game is over: there is no action to choose")
    s = Search(pos, weights, nodes, deadline)
    out = {"move": ms[0], "value": 0.0, "depth": 0, "nodes": 0, "spent": {m: 0 for m in ms}}
    order = list(ms)
    for depth in range(1, plies + 1):
        s.partial = None
        try:
            v, m, spent = s.root(depth, order, chance)
        except Stop:
            if s.partial is not None:   # its first move, the last best, was searched: its best is no worse
                v, m, spent = s.partial
                out.update(move=m, value=v, depth=depth - 1, spent=spent)
            break
        out.update(move=m, value=v, depth=depth, spent=spent)
        order = [m] + [x for x in order if x != m]
        if abs(v) >= WIN / 2:      # a won or lost end is certain: deeper cannot change it
            break
    out["nodes"] = s.nodes
    return out


def fixed(pos, depth, weights=PLAIN, chance=False):
    """(move, value, nodes): plain alpha-beta at ``depth``, no table, card order (the yardsticks)."""
    ms = pos.legal()
    if not ms:
        raise ValueError("the game is over: there is no action to choose")
    if len(ms) == 1:
        return ms[0], 0.0, 0
    s = Search(pos, weights, table=False, order=False)
    v, m, _ = s.root(depth, ms, chance)
    return m, v, s.nodes


def chance_of(value, scale):
    """The side to move's win chance from a search value: certain ends 1 / 0, else a logistic in points."""
    if value >= WIN / 2:
        return 1.0
    if value <= -WIN / 2:
        return 0.0
    return min(0.99, max(0.01, 1.0 / (1.0 + math.exp(-value / scale))))


def root_values(s, depth, ms):
    """{move: exact value for the side to move} at ``depth`` (full window for each move)."""
    pos = s.pos
    me = pos.side[pos.to_move]
    out = {}
    for m in ms:
        undo = pos.make(m)
        if pos.side[pos.to_move] == me:
            v = s.negamax(depth - 1, -INF, INF, 1)
        else:
            v = -s.negamax(depth - 1, -INF, INF, 1)
        pos.unmake(m, undo)
        out[m] = v
    return out


def think_sampled(pos, x, weights=PLAIN, plies=8, nodes=10 ** 9, samples=8, scale=30.0, deadline=None):
    """Alpha-beta on ``samples`` determinisations of the draw pile's order (drawn from the stream
    ``x``), each deepened to ``plies`` within ``nodes / samples`` nodes; a move's worth is its mean
    win chance (``chance_of``) over the samples. {"move", "value" (that mean), "depth" (least
    finished), "nodes", "spent" (nodes per move), "samples"}."""
    ms = pos.legal()
    if not ms:
        raise ValueError("the game is over: there is no action to choose")
    totals = {m: 0.0 for m in ms}
    spent = {m: 0 for m in ms}
    per = max(1, nodes // samples)
    done, least, used = 0, plies, 0
    points = {}
    for _ in range(samples):
        q, x = pos.sample(x)
        s = Search(q, weights, per, None if done == 0 else deadline, points=points)
        vals, order, reached = None, list(ms), 0
        for depth in range(1, plies + 1):
            n0 = s.nodes
            try:
                got = root_values(s, depth, order)
            except Stop:
                break
            vals, reached = got, depth
            order.sort(key=lambda m: -got[m])
            if s.deadline is None and deadline is not None:
                s.deadline = deadline       # the first sample always finishes one ply
            if all(abs(v) >= WIN / 2 for v in got.values()):
                break
        used += s.nodes
        if vals is None:
            break
        for m in ms:
            totals[m] += chance_of(vals[m], scale)
        spent[order[0]] += s.nodes
        done += 1
        least = min(least, reached)
        if deadline is not None and time.perf_counter() >= deadline:
            break
    best = max(ms, key=lambda m: totals[m])   # the first in card order on ties
    return {"move": best, "value": totals[best] / done, "depth": least, "nodes": used,
            "spent": spent, "samples": done}
