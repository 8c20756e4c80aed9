"""A fast copy of Long Live the Queen's play rules (LQ-4..LQ-9) for search and simulation.

Same rules as engine/games/long_live_the_queen (rules.py, resolution.py), traded for speed: tiles
are ints, faces are ints, pending steps are tuples, actions are ints, ``apply`` mutates in place and
``copy`` is cheap. Only the phases of play are covered (``roll``, ``resolve``, ``court``, ``over``);
set-up and the start roll are handled by the AI itself. tests/games/long_live_the_queen/test_ai.py checks that
this core and the rules agree at every step of random games.

Dice are chance: ``roll(total)`` applies a rolled total; ``apply(ROLL)`` is not used. ``rng`` holds
the generator state the search draws its dice from (engine.ai.long_live_the_queen.Game.apply).
"""

from ...games.long_live_the_queen.tiles import CHARACTERS, COLOURS, POSITIONS
from ...games.long_live_the_queen.state import MAX_TURN

# Tiles (LQ-1.1), in the order of tiles.CHARACTERS.
NAMES = tuple(CHARACTERS)
TID = {n: i for i, n in enumerate(NAMES)}
SNIPER, ASSASSIN, SCHEMER, NOBLE, CHEATER, PRINCESS, CONSUL, CLOWN, WITCH, APPRENTICE, GUARD = range(11)
INI = tuple(CHARACTERS[n][0] for n in NAMES)           # initiative or None
COL = tuple(CHARACTERS[n][1] for n in NAMES)           # colour name or None
COLI = tuple(None if c is None else COLOURS.index(c) for c in COL)
MASTERABLE = tuple(c is not None for c in COL)         # LQ-3.2
RED, YELLOW, BLUE = 0, 1, 2

# Faces (LQ-10.1)
U, K, D = 0, 1, 2
FACE_CODE = "UKD"
FACE_OF = {"U": U, "K": K, "D": D}

# Phases
ROLLP, RESOLVE, COURT, OVER = 0, 1, 2, 3
PHASE_NAMES = {"roll": ROLLP, "resolve": RESOLVE, "court": COURT, "over": OVER}

# Pending steps: (kind, seat, arg, arg2)
ACT, UPS, DOWNS, GAIN, PICK, STEAL, RETURN, GIVE, REVEAL, SWAPS = range(10)
DECISION_KINDS = frozenset((PICK, STEAL, RETURN, GIVE, REVEAL, SWAPS))
STEP_WORDS = ("activate", "up", "down", "gain", "pick", "steal", "return", "give", "reveal", "swap")
STEP_OF = {w: i for i, w in enumerate(STEP_WORDS)}

# Actions (ints): take c, return c, give c, reveal p, swap p-(p+1), done, master p, skip, roll
TAKE, RET, GIV = 1, 4, 7
REV = 10          # + position: 12..22
SWP = 30          # + position: 32..41
DONE = 50
MAST = 60         # + position: 62..72
SKIP = 80
ROLL = 0
ACTION_NAMES = {ROLL: "roll", DONE: "done", SKIP: "skip"}
for _c, _n in enumerate(COLOURS):
    ACTION_NAMES[TAKE + _c] = f"take {_n}"
    ACTION_NAMES[RET + _c] = f"return {_n}"
    ACTION_NAMES[GIV + _c] = f"give {_n}"
for _p in POSITIONS:
    ACTION_NAMES[REV + _p] = f"reveal {_p}"
    ACTION_NAMES[MAST + _p] = f"master {_p}"
    if _p < 12:
        ACTION_NAMES[SWP + _p] = f"swap {_p}-{_p + 1}"
ACTION_INDEX = {v: k for k, v in ACTION_NAMES.items()}
SWAP_ACTIONS = tuple(SWP + p for p in range(2, 12))

# Dice (LQ-4.1): probability of each total, in 36ths.
WAYS = {t: 6 - abs(t - 7) for t in range(2, 13)}
TOTALS = tuple(a + b for a in range(1, 7) for b in range(1, 7))  # 36 equally likely


def _steps(name, s, pos):
    """LQ-5.1..5.9: the steps of ``name``'s ability acting for seat ``s`` from ``pos``."""
    o = 1 - s
    if name == SNIPER:
        return [(GAIN, s, RED, 0), (DOWNS, o, 14 - pos, 0)]
    if name == ASSASSIN:
        return [(GAIN, s, RED, 0), (DOWNS, o, pos, 0)]
    if name == SCHEMER:
        return [(GAIN, s, YELLOW, 0), (RETURN, s, 0, 0)]
    if name == NOBLE:
        return [(GAIN, s, YELLOW, 0), (PICK, s, 0, 0)]
    if name == CHEATER:
        return [(STEAL, s, 0, 0), (STEAL, s, 0, 0)]
    if name == PRINCESS:
        return [(REVEAL, s, 0, 0)]
    if name == CONSUL:
        return [(GAIN, s, BLUE, 0), (SWAPS, s, s, 2)]
    if name == CLOWN:
        return [(GAIN, s, BLUE, 0), (GIVE, s, 0, 0), (STEAL, s, 0, 0)]
    if name == WITCH:
        return [(GAIN, s, BLUE, 0), (SWAPS, s, o, 2)]
    return []


class Fast:
    """A play-phase state. ``line[s][i]`` is the tile id on position i + 2, ``face[s][i]`` its face."""

    __slots__ = ("line", "face", "master", "mface", "prest", "phase", "to_move", "turn", "pending",
                 "winner", "rng")

    def copy(self):
        g = Fast.__new__(Fast)
        g.line = [self.line[0][:], self.line[1][:]]
        g.face = [self.face[0][:], self.face[1][:]]
        g.master = self.master[:]
        g.mface = self.mface[:]
        g.prest = [self.prest[0][:], self.prest[1][:]]
        g.phase = self.phase
        g.to_move = self.to_move
        g.turn = self.turn
        g.pending = self.pending[:]
        g.winner = self.winner
        g.rng = self.rng
        return g

    # ---------------------------------------------------------------- conversion

    @classmethod
    def from_state(cls, st, lines=None, masters=None):
        """From a JSON state (or a view with ``lines``/``masters`` filled in by the caller)."""
        f = cls.__new__(cls)
        lines = lines or st["lines"]
        masters = masters or st["masters"]
        f.line = [[TID[n] for n in lines[s]] for s in range(2)]
        f.face = [[FACE_OF[c] for c in st["faces"][s]] for s in range(2)]
        f.master = [TID[masters[s]] for s in range(2)]
        f.mface = [FACE_OF[st["master_faces"][s]] for s in range(2)]
        f.prest = [list(p) for p in st["prestige"]]
        f.phase = PHASE_NAMES[st["phase"]]
        f.to_move = st["to_move"]
        f.turn = st["turn"]
        f.pending = [_parse_step(x) for x in st["pending"]]
        f.winner = None
        f.rng = 0   # the dice of a search: set by each determinisation (engine.ai.random stream)
        if f.phase == OVER:
            f.winner = f.check_over()
        return f

    def key(self):
        """Everything that defines the state, for comparisons in tests."""
        return (self.line, self.face, self.master, self.mface, self.prest, self.phase,
                self.to_move, self.turn, self.pending)

    # ---------------------------------------------------------------- queries

    def current(self):
        if self.phase == RESOLVE:
            return self.pending[0][1]
        if self.phase == OVER:
            return None
        return self.to_move

    def supply(self, c):
        return 6 - self.prest[0][c] - self.prest[1][c]

    def legal(self):
        ph = self.phase
        if ph == COURT:
            s = self.to_move
            line, face = self.line[s], self.face[s]
            out = [SKIP, *SWAP_ACTIONS]
            for i in range(11):
                if face[i] == U and MASTERABLE[line[i]]:
                    out.append(MAST + i + 2)
            return out
        if ph == RESOLVE:
            return self.options(self.pending[0])
        if ph == ROLLP:
            return [ROLL]
        return []

    def options(self, step):
        kind, s = step[0], step[1]
        if kind == PICK:
            p0, p1 = self.prest
            return [TAKE + c for c in range(3) if 6 - p0[c] - p1[c] > 0]
        if kind == STEAL:
            o = self.prest[1 - s]
            return [TAKE + c for c in range(3) if o[c]]
        if kind == RETURN:
            o = self.prest[1 - s]
            return [RET + c for c in range(3) if o[c]]
        if kind == GIVE:
            m = self.prest[s]
            return [GIV + c for c in range(3) if m[c]]
        if kind == REVEAL:
            f = self.face[s]
            return [REV + i + 2 for i in range(11) if f[i] != U]
        return [*SWAP_ACTIONS, DONE]

    def check_over(self):
        """LQ-8: the winner if the game has ended, else None."""
        for s in (0, 1):
            if self.face[s][self.line[s].index(PRINCESS)] != U:
                return 1 - s
        for s in (0, 1):
            p = self.prest[s]
            if p[0] >= 3 and p[1] >= 3 and p[2] >= 3:
                return s
        return None

    # ---------------------------------------------------------------- effects

    def gain(self, s, c):
        if 6 - self.prest[0][c] - self.prest[1][c] <= 0:  # LQ-6.2
            return
        p = self.prest[s]
        p[c] += 1
        if p[c] == 6:  # LQ-6.4
            p[c] = 0

    def transfer(self, giver, taker, c):
        self.prest[giver][c] -= 1
        p = self.prest[taker]
        p[c] += 1
        if p[c] == 6:
            p[c] = 0

    def protected(self, s, i):
        """LQ-5.11: a face-up Guard next to index i of the same line."""
        line, face = self.line[s], self.face[s]
        return ((i > 0 and line[i - 1] == GUARD and face[i - 1] == U)
                or (i < 10 and line[i + 1] == GUARD and face[i + 1] == U))

    def swap_tiles(self, s, pos):
        i = pos - 2
        line, face = self.line[s], self.face[s]
        line[i], line[i + 1] = line[i + 1], line[i]
        face[i], face[i + 1] = face[i + 1], face[i]
        pend = self.pending
        for k in range(len(pend)):  # LQ-9.4: waiting steps follow the tiles
            st = pend[k]
            if st[0] <= DOWNS and st[1] == s and (st[2] == pos or st[2] == pos + 1):
                pend[k] = (st[0], s, 2 * pos + 1 - st[2], 0)

    def decide(self, step, a):
        kind, s = step[0], step[1]
        if kind == PICK:
            self.gain(s, a - TAKE)
        elif kind == STEAL:
            self.transfer(1 - s, s, a - TAKE)
        elif kind == RETURN:
            self.prest[1 - s][a - RET] -= 1
        elif kind == GIVE:
            self.transfer(s, 1 - s, a - GIV)
        elif kind == REVEAL:
            self.face[s][a - REV - 2] = U
        else:  # SWAPS
            if a == DONE:
                return
            if step[3] > 1:
                self.pending.insert(0, (SWAPS, s, step[2], step[3] - 1))
            self.swap_tiles(step[2], a - SWP)

    def run(self):
        """Run pending steps (rules.resolution.run). True when the queue emptied normally."""
        pend = self.pending
        while pend:
            st = pend[0]
            kind = st[0]
            if kind >= PICK:
                opts = self.options(st)
                if len(opts) >= 2:
                    self.phase = RESOLVE
                    return False
                pend.pop(0)
                if opts:
                    self.decide(st, opts[0])
                else:
                    continue  # nothing to choose: nothing changes, no end check needed
            else:
                pend.pop(0)
                s, a = st[1], st[2]
                if kind == ACT:
                    i = a - 2
                    if self.face[s][i] != U:
                        continue
                    name = self.line[s][i]
                    if name == APPRENTICE:
                        self.mface[s] = U
                        name = self.master[s]
                    pend[0:0] = _steps(name, s, a)
                    continue
                elif kind == UPS:
                    self.face[s][a - 2] = U
                    continue  # turning up never ends the game
                elif kind == DOWNS:
                    i = a - 2
                    if self.face[s][i] != U or self.protected(s, i):
                        continue
                    self.face[s][i] = K
                else:
                    self.gain(s, a)
            w = self.check_over()
            if w is not None:
                del pend[:]
                self.phase = OVER
                self.winner = w
                return False
        return True

    def _after(self):
        if self.turn == 1:  # LQ-7.4
            self.end_turn()
        else:
            self.phase = COURT

    def end_turn(self):
        self.to_move = 1 - self.to_move
        self.turn = min(self.turn + 1, MAX_TURN)  # LQ-11.5: the count stops as the rules' does
        self.phase = ROLLP

    def roll(self, pos):
        """LQ-4.1, LQ-4.2: the seat to move rolled ``pos``; resolve until a decision or the end."""
        i = pos - 2
        t = self.to_move
        o = 1 - t
        ft, fo = self.face[t][i], self.face[o][i]
        if ft != U and fo != U:  # case A
            self.face[t][i] = U
            self.face[o][i] = U
            self._after()
            return
        lt, lo = self.line[t][i], self.line[o][i]
        if ft == U and lt == APPRENTICE:  # LQ-4.6
            self.mface[t] = U
            lt = self.master[t]
        if fo == U and lo == APPRENTICE:
            self.mface[o] = U
            lo = self.master[o]
        if ft == U and fo == U:  # case B
            it, io = INI[lt], INI[lo]
            if it is None:
                self.pending = [] if io is None else [(ACT, o, pos, 0)]
            elif io is None:
                self.pending = [(ACT, t, pos, 0)]
            elif it == io:  # LQ-4.4
                self.pending = []
            elif it < io:
                self.pending = [(ACT, t, pos, 0), (ACT, o, pos, 0)]
            else:
                self.pending = [(ACT, o, pos, 0), (ACT, t, pos, 0)]
        else:  # case C
            x = t if ft == U else o
            self.pending = [(ACT, x, pos, 0), (UPS, 1 - x, pos, 0)]
        if self.run():
            self._after()

    def apply(self, a):
        """A decision (resolve or court) by the deciding seat."""
        if self.phase == RESOLVE:
            st = self.pending.pop(0)
            self.decide(st, a)
            w = self.check_over()
            if w is not None:
                del self.pending[:]
                self.phase = OVER
                self.winner = w
            elif self.run():
                self._after()
        else:  # COURT (LQ-7)
            s = self.to_move
            if a == SKIP:
                pass
            elif a >= MAST:
                i = a - MAST - 2
                new, old = self.line[s][i], self.master[s]
                self.line[s][i], self.master[s] = old, new
                self.mface[s] = K
                self.face[s][i] = U
            else:
                self.swap_tiles(s, a - SWP)
            self.end_turn()


def _parse_step(text):
    word, *args = text.split(" ")
    kind = STEP_OF[word]
    if kind in (ACT, UPS, DOWNS):
        return (kind, int(args[0]), int(args[1]), 0)
    if kind == GAIN:
        return (kind, int(args[0]), COLOURS.index(args[1]), 0)
    if kind == SWAPS:
        return (kind, int(args[0]), int(args[1]), int(args[2]))
    return (kind, int(args[0]), 0, 0)


def step_text(step):
    kind, s, a, b = step
    if kind in (ACT, UPS, DOWNS):
        return f"{STEP_WORDS[kind]} {s} {a}"
    if kind == GAIN:
        return f"gain {s} {COLOURS[a]}"
    if kind == SWAPS:
        return f"swap {s} {a} {b}"
    return f"{STEP_WORDS[kind]} {s}"
