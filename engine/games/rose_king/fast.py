"""The fast core: The Rose King on bitboards for search and simulation.

Each side's tokens are one 81-bit Python int; cards are ints 0..23 (geometry.CARDS); the move
table is precomputed. Moves are ints: card c = play c, 24 + c = hero play with c, DRAW, PASS.
It implements the same rules as rules.py (tests check that they agree at every step) but trades
readability for speed: ``FastState.apply`` mutates in place; ``copy`` is cheap.
"""

from ... import rng
from .geometry import CARD_INDEX, CARDS, SIZE, SQUARE_INDEX, SQUARE_NAMES, SQUARES, START_SQUARE, TARGET
from .scoring import decide
from .state import DEFAULT_RNG, SIDE_LETTERS, TOKENS, VARIANTS, board_rows, cells

HERO = 24
DRAW = 48
PASS = 49
ACTION_NAMES = tuple(CARDS) + tuple("hero " + c for c in CARDS) + ("draw", "pass")
ACTION_INDEX = {a: i for i, a in enumerate(ACTION_NAMES)}
BIT = tuple(1 << s for s in range(SQUARES))
FULL = (1 << SQUARES) - 1
_FILE_A = sum(BIT[r * SIZE] for r in range(SIZE))
_FILE_I = sum(BIT[r * SIZE + SIZE - 1] for r in range(SIZE))
NOT_A = FULL ^ _FILE_A
NOT_I = FULL ^ _FILE_I
M64 = (1 << 64) - 1


def components(bb):
    """Sizes of the edge-connected groups of set bits (RK-9.1), by flood fill with shifts."""
    sizes = []
    while bb:
        comp = bb & -bb
        while True:
            nxt = (comp | ((comp << SIZE) & FULL) | (comp >> SIZE)
                   | ((comp & NOT_I) << 1) | ((comp & NOT_A) >> 1)) & bb
            if nxt == comp:
                break
            comp = nxt
        sizes.append(comp.bit_count())
        bb ^= comp
    return sizes


def side_figures(bb):
    sizes = components(bb)
    return {"points": sum(n * n for n in sizes), "largest": max(sizes, default=0),
            "tokens": sum(sizes), "territories": sorted(sizes, reverse=True)}


class FastState:
    __slots__ = ("bb", "crown", "hands", "heroes", "draw", "discard", "to_move", "tokens",
                 "rng", "seats", "limit", "side")

    @classmethod
    def from_state(cls, state):
        v = VARIANTS[state["variant"]]
        f = cls()
        cl = cells(state)
        f.bb = [sum(BIT[s] for s in range(SQUARES) if cl[s] == letter) for letter in SIDE_LETTERS]
        f.crown = SQUARE_INDEX[state["crown"]]
        f.hands = [[CARD_INDEX[c] for c in h] for h in state["hands"]]
        f.heroes = list(state["heroes"])
        f.draw = [CARD_INDEX[c] for c in reversed(state["draw_pile"])]  # top of the pile is last
        f.discard = [CARD_INDEX[c] for c in state["discard_pile"]]
        f.to_move = state["to_move"]
        f.tokens = (f.bb[0] | f.bb[1]).bit_count()
        f.rng = rng.from_hex(state.get("rng") or DEFAULT_RNG)  # a view has none: as rules.apply
        f.seats, f.limit, f.side = v["seats"], v["hand_limit"], v["side_of_seat"]
        return f

    @classmethod
    def new_game(cls, seed, variant="2p"):
        """The same deal as state.new_state(seed, variant) (RK-3), built without the JSON state."""
        v = VARIANTS[variant]
        gen, deck = rng.shuffle(rng.start(seed), range(len(CARDS)))
        n, seats = v["hand_limit"], v["seats"]
        f = cls()
        f.bb = [0, 0]
        f.crown = START_SQUARE
        f.hands = [deck[i * n:(i + 1) * n] for i in range(seats)]
        f.heroes = [v["heroes"]] * seats
        f.draw = deck[:seats * n - 1:-1]
        f.discard = []
        f.to_move, f.tokens, f.rng = 0, 0, gen
        f.seats, f.limit, f.side = seats, n, v["side_of_seat"]
        return f

    def to_state(self):
        cl = ["."] * SQUARES
        for side, letter in enumerate(SIDE_LETTERS):
            bb = self.bb[side]
            while bb:
                low = bb & -bb
                cl[low.bit_length() - 1] = letter
                bb ^= low
        return {
            "format": 1, "game": "rose-king", "variant": "2p" if self.seats == 2 else "4p",
            "board": board_rows(cl), "crown": SQUARE_NAMES[self.crown],
            "hands": [[CARDS[c] for c in h] for h in self.hands], "heroes": list(self.heroes),
            "draw_pile": [CARDS[c] for c in reversed(self.draw)],
            "discard_pile": [CARDS[c] for c in self.discard],
            "to_move": self.to_move, "rng": rng.to_hex(self.rng),
        }

    def copy(self):
        f = FastState.__new__(FastState)
        f.bb = self.bb[:]
        f.crown = self.crown
        f.hands = [h[:] for h in self.hands]
        f.heroes = self.heroes[:]
        f.draw = self.draw[:]
        f.discard = self.discard[:]
        f.to_move, f.tokens, f.rng = self.to_move, self.tokens, self.rng
        f.seats, f.limit, f.side = self.seats, self.limit, self.side
        return f

    def seat_moves(self, seat):
        """Moves of ``seat`` without PASS, cards in card order then DRAW (as rules.seat_actions)."""
        s = self.side[seat]
        own, opp = self.bb[s], self.bb[1 - s]
        base = self.crown * 24
        hero = self.heroes[seat] > 0
        out = []
        for c in sorted(self.hands[seat]):
            t = TARGET[base + c]
            if t < 0:
                continue
            b = BIT[t]
            if not (own | opp) & b:
                out.append(c)
            elif hero and opp & b:
                out.append(HERO + c)
        if len(self.hands[seat]) < self.limit and (self.draw or self.discard):
            out.append(DRAW)
        return out

    def is_terminal(self):
        if self.tokens >= TOKENS:  # RK-8.1
            return True
        return not any(self.seat_moves(s) for s in range(self.seats))  # RK-8.2

    def legal(self):
        if self.is_terminal():
            return []
        return self.seat_moves(self.to_move) or [PASS]  # RK-4.2

    def apply(self, move):
        """Apply a legal move in place (no legality check: search only passes legal moves)."""
        p = self.to_move
        if move == DRAW:
            if not self.draw:  # RK-6.2
                self.rng, order = rng.shuffle(self.rng, self.discard)
                self.draw = order[::-1]
                self.discard = []
            self.hands[p].append(self.draw.pop())
        elif move != PASS:
            s = self.side[p]
            c = move - HERO if move >= HERO else move
            t = TARGET[self.crown * 24 + c]
            b = BIT[t]
            if move >= HERO:
                self.bb[1 - s] ^= b  # RK-7.2
                self.heroes[p] -= 1
            else:
                self.tokens += 1
            self.bb[s] |= b
            self.crown = t
            self.hands[p].remove(c)
            self.discard.append(c)
        self.to_move = (p + 1) % self.seats

    def figures(self):
        return [side_figures(self.bb[0]), side_figures(self.bb[1])]

    def winner(self):
        red, white = self.figures()
        return decide(red, white)[0]


def random_playout(f, seed):
    """Play uniformly random legal moves to the end, in place; returns ``f``.

    The inner loop is flat on purpose (it is the AI's hot path). Everyone-stuck is detected as
    one full round of passes, which leaves the same final position as stopping before them.
    Choices and reshuffles use a local LCG seeded by ``seed``, not the state's generator.
    """
    x = seed & M64
    T, B = TARGET, BIT
    bbs, hands, heroes = f.bb, f.hands, f.heroes
    draw, discard = f.draw, f.discard
    side, limit, nseats = f.side, f.limit, f.seats
    crown, p, tokens, passes = f.crown, f.to_move, f.tokens, 0
    moves = []
    while tokens < TOKENS:
        s = side[p]
        own = bbs[s]
        opp = bbs[1 - s]
        occ = own | opp
        hand = hands[p]
        base = crown * 24
        hero = heroes[p]
        moves.clear()
        for c in hand:
            t = T[base + c]
            if t >= 0:
                b = B[t]
                if not occ & b:
                    moves.append(c)
                elif hero and opp & b:
                    moves.append(c + 24)
        nm = len(moves)
        n = nm + (len(hand) < limit)
        if not n:
            passes += 1
            if passes >= nseats:
                break
            p = (p + 1) % nseats
            continue
        passes = 0
        x = (x * 6364136223846793005 + 1442695040888963407) & M64
        k = ((x >> 32) * n) >> 32
        if k == nm:
            if not draw:
                while discard:
                    x = (x * 6364136223846793005 + 1442695040888963407) & M64
                    draw.append(discard.pop(((x >> 32) * len(discard)) >> 32))
            hand.append(draw.pop())
        else:
            m = moves[k]
            if m >= 24:
                m -= 24
                heroes[p] = hero - 1
                bbs[1 - s] = opp ^ B[T[base + m]]
            else:
                tokens += 1
            t = T[base + m]
            bbs[s] = own | B[t]
            crown = t
            hand.remove(m)
            discard.append(m)
        p = (p + 1) % nseats
    f.crown, f.to_move, f.tokens = crown, p, tokens
    return f
