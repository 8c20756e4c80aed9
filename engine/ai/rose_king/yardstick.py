"""Rose King yardsticks in the style of a published agent: alpha-beta with a hero-aware evaluation.

Outside opponents our levels are measured against, deciding from the seat's ``view`` only
(RK-11.5: the draw pile as a set, no generator state):

- ``ab4h`` / ``ab5h``: plain alpha-beta over the players' moves, 4 / 5 plies. A draw is not
  searched: from the view the drawn card is unknown, so ``draw`` is a move that passes the turn
  and adds no known card (RK-6.1, RK-6.3); the search goes on after it.
- ``exp3h``: expectimax, 3 plies, where a draw is a chance node averaging over every card the
  seat cannot see (the draw pile, or the discard pile when a reshuffle comes, RK-6.2), each
  equally likely. Alpha-beta bounds are not passed through chance nodes.

Evaluation (``value``, from one side's point of view): territory points difference (RK-9.2)
+ ``HERO`` per hero card still held by the side's seats minus the other side's (RK-7.3),
±``WIN`` (plus the points margin) for a finished game (RK-8, decided by RK-9.3…9.6).
In the four-player game (RK-10.4) a seat maximises its team's value: partners maximise, the
other team minimises, so a team of ``ab4h`` seats plays as a team.

The search is the shared alpha-beta (engine.ai.alphabeta) on plain tuples (``Node``, ``Line``),
not on FastState, so a depth-4 move costs a few milliseconds. The seed is not used: the search
is deterministic (ties go to the first move in card order).
"""

from .. import alphabeta
from ...games.rose_king.fast import ACTION_NAMES, BIT, DRAW, HERO, PASS, FastState, components
from ...games.rose_king.geometry import TARGET
from ...games.rose_king.state import TOKENS, view

WIN = 1_000_000.0
HERO_VALUE = 30.0


class Node:
    """One search position: both bitboards, crown, hands, heroes, piles, seat to move, tokens."""
    __slots__ = ("bb", "crown", "hands", "heroes", "draw", "discard", "to_move", "tokens",
                 "seats", "limit", "side")

    @classmethod
    def from_fast(cls, f):
        n = cls()
        n.bb = tuple(f.bb)
        n.crown = f.crown
        n.hands = tuple(tuple(sorted(h)) for h in f.hands)
        n.heroes = tuple(f.heroes)
        n.draw = tuple(sorted(f.draw))  # a set to the seat (RK-6.3): its order is never used
        n.discard = tuple(f.discard)
        n.to_move, n.tokens = f.to_move, f.tokens
        n.seats, n.limit, n.side = f.seats, f.limit, f.side
        return n

    def child(self, **changes):
        n = Node.__new__(Node)
        for k in Node.__slots__:
            setattr(n, k, changes[k] if k in changes else getattr(self, k))
        return n


def moves_of(n, seat):
    """Legal moves of ``seat`` without PASS, as FastState.seat_moves (RK-4.1, RK-5, RK-6.1, RK-7)."""
    s = n.side[seat]
    own, opp = n.bb[s], n.bb[1 - s]
    occ = own | opp
    base = n.crown * 24
    hero = n.heroes[seat] > 0
    out = []
    for c in n.hands[seat]:
        t = TARGET[base + c]
        if t < 0:
            continue
        b = BIT[t]
        if not occ & b:
            out.append(c)
        elif hero and opp & b:
            out.append(HERO + c)
    if len(n.hands[seat]) < n.limit and (n.draw or n.discard):
        out.append(DRAW)
    return out


def legal(n):
    """[] when the game is over (RK-8.1, RK-8.2), [PASS] when only the seat to move is stuck (RK-4.2)."""
    if n.tokens >= TOKENS:
        return []
    ms = moves_of(n, n.to_move)
    if ms:
        return ms
    if any(moves_of(n, s) for s in range(n.seats) if s != n.to_move):
        return [PASS]
    return []


def play(n, m):
    """The position after a card play, hero play or pass (RK-5.4, RK-7.2)."""
    p = n.to_move
    nxt = (p + 1) % n.seats
    if m == PASS:
        return n.child(to_move=nxt)
    s = n.side[p]
    c = m - HERO if m >= HERO else m
    t = TARGET[n.crown * 24 + c]
    b = BIT[t]
    bb = list(n.bb)
    heroes, tokens = n.heroes, n.tokens
    if m >= HERO:
        bb[1 - s] ^= b
        heroes = heroes[:p] + (heroes[p] - 1,) + heroes[p + 1:]
    else:
        tokens += 1
    bb[s] |= b
    hand = list(n.hands[p])
    hand.remove(c)
    hands = n.hands[:p] + (tuple(hand),) + n.hands[p + 1:]
    return n.child(bb=tuple(bb), crown=t, hands=hands, heroes=heroes, tokens=tokens,
                   discard=n.discard + (c,), to_move=nxt)


def draw_blind(n):
    """``ab*h``'s draw: the turn passes, the unknown card is not added (it cannot be planned with)."""
    return n.child(to_move=(n.to_move + 1) % n.seats)


def draw_card(n, card):
    """A draw whose card turns out to be ``card`` (RK-6.1; RK-6.2 reshuffle when the pile is empty)."""
    p = n.to_move
    draw, discard = (n.draw, n.discard) if n.draw else (n.discard, ())
    draw = tuple(x for x in draw if x != card)
    hands = n.hands[:p] + (tuple(sorted(n.hands[p] + (card,))),) + n.hands[p + 1:]
    return n.child(draw=draw, discard=discard, hands=hands, to_move=(p + 1) % n.seats)


def draw_outcomes(n):
    """Cards a draw may bring, each equally likely (the seat knows the pile only as a set)."""
    return n.draw if n.draw else tuple(sorted(n.discard))


def value(n, side, over):
    """Points difference + hero term, or ±WIN for a finished game (RK-9.3…9.6), for ``side``."""
    a, b = components(n.bb[side]), components(n.bb[1 - side])
    diff = sum(k * k for k in a) - sum(k * k for k in b)
    if over:
        key = (diff, max(a, default=0) - max(b, default=0), sum(a) - sum(b))
        if key > (0, 0, 0):
            return WIN + diff
        if key < (0, 0, 0):
            return -WIN + diff
        return 0.0
    h = 0
    for seat in range(n.seats):
        h += n.heroes[seat] if n.side[seat] == side else -n.heroes[seat]
    return diff + HERO_VALUE * h


class Line:
    """A line of play from a Node for the shared alpha-beta (engine.ai.alphabeta): the Nodes are
    immutable, so ``make`` stacks the one before and ``unmake`` takes it back. A draw is blind
    (``draw_blind``), or with ``chance`` a chance node over ``draw_outcomes``."""

    def __init__(self, n, chance=False):
        self.n, self.chance, self.stack = n, chance, []
        self.side = n.side

    @property
    def to_move(self):
        return self.n.to_move

    def legal(self):
        return legal(self.n)

    def make(self, m):
        self.stack.append(self.n)
        self.n = draw_blind(self.n) if m == DRAW else play(self.n, m)

    def unmake(self, m, undo):
        self.n = self.stack.pop()

    def chances(self, m):
        """A draw's cards, each equally likely (``Search.expectation`` averages them)."""
        if m != DRAW or not self.chance:
            return None
        return [(c, None) for c in draw_outcomes(self.n)]

    def make_chance(self, m, card):
        self.stack.append(self.n)
        self.n = draw_card(self.n, card)


class Search(alphabeta.Search):
    """The shared alpha-beta with the yardsticks' evaluation (``value``), no table, card order."""

    def __init__(self, line, chance):
        super().__init__(line, table=False, order=False, chance=10 ** 9 if chance else None)

    def evaluate(self, side):
        return value(self.pos.n, side, False)

    def final(self, side):
        return value(self.pos.n, side, True)

    def expectation(self, outs, values):
        return sum(values) / len(values)


def decide(fast_state, depth, chance=False):
    """(move int, value, nodes) for the seat to move of a FastState built from its view."""
    n = Node.from_fast(fast_state)
    ms = legal(n)
    if not ms:
        raise ValueError("the game is over: there is no action to choose")
    if len(ms) == 1:
        return ms[0], 0.0, 0
    s = Search(Line(n, chance), chance)
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
