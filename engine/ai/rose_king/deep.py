"""The Rose King's deep search behind ``hard`` and ``max`` (their settings and strength:
README.md): iterative deepening of the shared alpha-beta (engine.ai.alphabeta) on determinised
draw piles, with this game's position and leaf.

Position (``Position``): the two sides' bitboards and the card tables of the fast core
(engine/games/rose_king/fast.py), each hand as a 24-bit mask of cards, the hero cards, the
crown, the number of cards that can still be drawn. It holds only what the deciding seat's
``view`` shows (RK-11.5): hands are public (RK-3.2), the draw pile is a set (RK-6.3). A draw is
one of three kinds: ``sample`` gives the pile an order drawn from the stream, so that a draw
inside the search brings a real card (a determinisation: ``hard`` and ``max``);
``chance_pile`` keeps the pile as a set, so that a search with chance nodes expands a draw over
each card it may bring (``chances``, ``make_chance``: ``exp3h``); as built by ``from_fast`` a
draw is *blind*: the card is unknown, so the draw only passes the turn (``ab4h``, ``ab5h``).
The outside yardsticks (yardstick.py) search this same position.

Evaluation (from the side to move's point of view, in points): territory points difference
(RK-9.2) + ``hero`` per hero card held (minus the other side's, RK-7.3); a finished game (RK-8)
is ±``WIN`` plus the points difference (RK-9.3…9.6). In the four-player game (RK-10.4) partners
share a side: negamax negates only where the side changes.

Search (``think_sampled``): for each of ``samples`` pile orders, iterative deepening from 1 ply
up to ``plies`` within ``nodes / samples`` nodes, with the shared alpha-beta's transposition
table and ordering; a root move's worth is its mean win chance over the samples. Budgets are
node counts, so a position, the settings and the stream fix the decision; a deadline only stops
early (after the first sample's first ply).
"""

import math
import time

from ...games.rose_king.fast import BIT, DRAW, HERO, PASS, components
from ...games.rose_king.geometry import TARGET
from ...games.rose_king.state import TOKENS
from .. import alphabeta
from ..random import next_u64, shuffle

WIN = 1_000_000.0
LAND = tuple(BIT[t] if t >= 0 else 0 for t in TARGET)   # landing square's bit, 0 off the board
Stop = alphabeta.Stop


class Position:
    """A mutable search position (see the module docstring); ``make``/``unmake`` change it in place."""
    __slots__ = ("bb", "crown", "hands", "heroes", "tokens", "to_move", "pile",
                 "seats", "limit", "side", "draw", "discard", "luck", "seen_pile", "seen_discard")

    @classmethod
    def from_fast(cls, f):
        """From a FastState built from a view: only what the view shows is used (not the pile's
        order). Its draws are blind (the module docstring)."""
        p = cls()
        p.bb = list(f.bb)
        p.crown = f.crown
        p.hands = [sum(1 << c for c in h) for h in f.hands]
        p.heroes = list(f.heroes)
        p.tokens = f.tokens
        p.to_move = f.to_move
        p.pile = len(f.draw) + len(f.discard)
        p.seats, p.limit, p.side = f.seats, f.limit, f.side
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

    def chance_pile(self):
        """A copy whose draw pile is the set the seat sees (card order) and whose discard pile is
        known: a draw is then a chance node over the cards it may bring (``chances``)."""
        q = Position.__new__(Position)
        for k in Position.__slots__:
            v = getattr(self, k)
            setattr(q, k, v[:] if isinstance(v, list) else v)
        q.draw, q.discard = list(self.seen_pile), list(self.seen_discard)
        return q

    def chances(self, m):
        """A draw's cards, each equally likely (RK-6.3: the seat knows the pile only as a set; the
        discard pile's cards when a reshuffle comes, RK-6.2); None for any other move."""
        if m != DRAW:
            return None
        cards = self.draw or sorted(self.discard)
        return [(c, 1.0 / len(cards)) for c in cards]

    def make_chance(self, m, card):
        """A draw whose card turns out to be ``card`` (RK-6.1; the RK-6.2 reshuffle when the pile
        is empty); ``unmake`` takes it back."""
        p = self.to_move
        saved = i = None
        if self.draw:
            i = self.draw.index(card)
            self.draw.pop(i)
        else:
            saved = self.discard
            self.draw = [x for x in saved if x != card]
            self.discard = []
        self.hands[p] |= 1 << card
        self.to_move = (p + 1) % self.seats
        return (card, saved, i)

    def key(self):
        return (self.bb[0], self.bb[1], self.crown, self.to_move, tuple(self.hands),
                tuple(self.heroes), -1 if self.draw is None else len(self.draw))

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
                and self.hands[seat].bit_count() < self.limit):
            out.append(DRAW)
        return out

    def legal(self):
        """[] when the game is over (RK-8.1, RK-8.2), [PASS] when only the seat to move is stuck
        (RK-4.2)."""
        if self.tokens >= TOKENS:
            return []
        ms = self.moves(self.to_move)
        if ms:
            return ms
        for s in range(self.seats):
            if s != self.to_move and self.moves(s):
                return [PASS]
        return []

    def make(self, m):
        """Play ``m`` (a draw from the sampled pile, or a blind one); returns what ``unmake`` needs."""
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
                return (c, saved, None)
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
                c, saved, i = crown          # i: where a chance draw took the card from
                self.hands[p] ^= 1 << c
                if saved is not None:
                    self.draw = []
                    self.discard = saved
                elif i is None:
                    self.draw.append(c)
                else:
                    self.draw.insert(i, c)
                return
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


HERO_POINTS = 30.0   # the published agent's evaluation: points + 30 per hero card held


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


class Search(alphabeta.Search):
    """The shared alpha-beta (engine.ai.alphabeta) with this game's leaf: points difference plus
    ``hero`` per hero card held (module docstring)."""

    def __init__(self, pos, hero=HERO_POINTS, nodes=10 ** 9, deadline=None, table=True, order=True, points=None):
        super().__init__(pos, nodes, deadline, table, order)
        self.hero = float(hero)
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
        pos = self.pos
        v = self._points(pos.bb[side]) - self._points(pos.bb[1 - side])
        h = 0
        for seat in range(pos.seats):
            if pos.side[seat] == side:
                h += pos.heroes[seat]
            else:
                h -= pos.heroes[seat]
        return v + self.hero * h

    def final(self, side):
        return final(self.pos, side)


def chance_of(value, scale):
    """The side to move's win chance from a search value: certain ends 1 / 0, else a logistic in points."""
    if value >= WIN / 2:
        return 1.0
    if value <= -WIN / 2:
        return 0.0
    return min(0.99, max(0.01, 1.0 / (1.0 + math.exp(-value / scale))))


def root_values(s, depth, ms):
    """{move: exact value for the side to move} at ``depth`` (full window for each move)."""
    return s.root_values(depth, ms)


def think_sampled(pos, x, hero=HERO_POINTS, plies=8, nodes=10 ** 9, samples=8, scale=30.0, deadline=None):
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
        s = Search(q, hero, per, None if done == 0 else deadline, points=points)
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
