"""Long Live the Queen yardstick ``lqguard``: a guard-cautious player, never shipped.

Style: its Princess first, then income, only then prestige. A seat loses at once when its
Princess lies face down (LQ-8.1), and only the other seat's Snipers and Assassins (and
Apprentices acting as one, LQ-5.10) can turn her down (LQ-5.1, LQ-5.2), unless a face-up Guard
stands next to her (LQ-5.11). So it

- sets its Guard next to the Princess at the set-up (the rest for income: the Noble as its
  Master, so both Apprentices act as Nobles, LQ-5.4, LQ-5.10; the Consul, whose swaps can move
  her, LQ-5.7, with them on the likeliest totals);
- scores every position by how much the other seat's killers threaten her: each known or
  possible Sniper and Assassin, by how far it stands from aiming at her (the swaps of LQ-5.7,
  LQ-5.9 and LQ-7.1 move tiles one place at a time), less when it is face down (it has to be
  turned up first, LQ-4.2), all scaled by the chance of the total that would fire it (LQ-4.1) and
  cut by a Guard beside her (face up, or face down and still to be turned up); a threat
  below two rolls in a hundred ranks with income rather than above it;
- uses its court step (LQ-7.1), its Consul's and Witch's swaps (LQ-5.7, LQ-5.9) and its
  Princess's reveal (LQ-5.6) first to lower that threat (move her out of aim, bring the Guard
  beside her and face up, push the other seat's killers away), then for income (its earners face
  up on likely totals, LQ-7.2 Master changes), and picks colours for prestige last.

Unlike ``lqprestige`` it never plays dice ahead: it judges the position a choice leaves, with
the two swaps of a Consul or Witch judged as a pair.

Built from the rules digest (seeds/long-live-the-queen.md) alone, independently of the computer
levels: nothing is imported from engine/ai. It uses engine.api (view, legal actions) and the
rules modules (rules.apply for colour choices, hidden.fill to stand the view's unknown tiles in
for a whole state there).

Honest play: it reads only ``engine.api.view(state, seat)`` of the deciding seat; a secret tile
of the other seat is only a probability from the view's public ``unknown`` list (LQ-10.2).
``legal_actions`` works on that view. Set-up: only ``setup random`` is listed, but an explicit
arrangement is a legal action too (LQ-3.5); this player always sends one. The seed (through
engine.rng) only breaks ties and chooses between equally good set-ups. ``time_ms`` is ignored.
"""

from engine import api, rng
from engine.games.long_live_the_queen import hidden, rules
from engine.games.long_live_the_queen.tiles import (MASTER_CHOICES, PER_COLOUR, POSITIONS, UP, WIN_EACH, index,
                                                   neighbours)

GAME = "long-live-the-queen"
NAME = "lqguard"

CHANCE = {t: (6 - abs(t - 7)) / 36 for t in POSITIONS}   # LQ-4.1: the total of two dice
LATENT = 0.35          # a face-down tile acts only once turned up (LQ-4.2)
REACH = (1.0, 0.3, 0.1)  # a killer already aiming at her, one swap or two swaps from it
GUARD_UP, GUARD_DOWN = 0.9, 0.3  # LQ-5.11: a face-up Guard beside her; one still face down
DANGER = 100.0         # the Princess first ...
SAFE = 0.02            # a threat below two rolls in a hundred counts only at income's rank
INCOME = 3.0           # ... then income ...
OPPONENT = 0.5         # ... then prestige (the other seat's at half weight)
ATTACK = 10.0          # its own killers aiming at the other Princess: a win, but prestige's rank
WIN = 30.0
TIE = 1e-9
WORTH = (0.0, 1.0, 2.0, 3.0, 3.2, 3.25)  # LQ-8.2 asks three of each; a sixth returns all six (LQ-6.4)
RED, YELLOW, BLUE = range(3)
KILLERS = ("Assassin", "Sniper")

SETUP_MASTER = "Noble"
SETUP_REST = ("Apprentice", "Apprentice", "Consul")   # beside her and on 5, 9: Nobles, and her mover
SETUP_MIDDLE = ("Cheater", "Clown", "Witch", "Schemer", "Assassin", "Sniper")  # order: the seed
SETUP_ORDER = (5, 9, 4, 10, 3, 11, 2, 12)


def progress(held):
    return sum(WORTH[n] for n in held)


def _gain(held, c, sup):
    if sup[c] == 0:    # LQ-6.2
        return 0.0
    n = held[c]
    return -WORTH[n] if n + 1 >= PER_COLOUR else WORTH[n + 1] - WORTH[n]


def _loss(held, c):
    n = held[c]
    return WORTH[n] - WORTH[n - 1] if n else 0.0


def ability_worth(acts, b, me):
    """Roughly what one activation of ``acts`` (LQ-5) earns ``me``."""
    mine, theirs = b["prestige"][me], b["prestige"][1 - me]
    sup = [PER_COLOUR - mine[c] - theirs[c] for c in range(3)]
    if acts in KILLERS:
        return _gain(mine, RED, sup) + 0.2
    if acts == "Schemer":
        return _gain(mine, YELLOW, sup) + OPPONENT * max(_loss(theirs, c) for c in range(3))
    if acts == "Noble":
        return _gain(mine, YELLOW, sup) + max(_gain(mine, c, sup) for c in range(3))
    if acts == "Cheater":
        best = max((_gain(mine, c, [1, 1, 1]) + OPPONENT * _loss(theirs, c)
                    for c in range(3) if theirs[c]), default=0.0)
        return best * min(2, sum(theirs))
    if acts == "Consul":   # blue, and swaps that can move the Princess out of aim
        return _gain(mine, BLUE, sup) + 0.3
    if acts in ("Clown", "Witch"):
        return _gain(mine, BLUE, sup) + 0.2
    if acts == "Princess":
        return 0.2
    return 0.0


class Board:
    """What the deciding seat knows: its view's lines, faces, Masters and prestige (LQ-10.2),
    and the probabilities of the other seat's secret tiles."""

    def __init__(self, view, me):
        self.me, self.other = me, 1 - me
        self.lines = [None if ln is None else list(ln) for ln in view["lines"]]
        self.faces = list(view["faces"])
        self.masters = list(view["masters"])
        self.master_faces = list(view["master_faces"])
        self.prestige = [list(p) for p in view["prestige"]]
        unknown = view["unknown"][self.other]
        n = len(unknown) or 1
        eligible = [u for u in unknown if u in MASTER_CHOICES]
        # the chance that a secret Master is an Assassin / a Sniper; then that a secret tile of
        # the line is one, itself or as an Apprentice (LQ-5.10)
        self.master_kill = {k: (eligible.count(k) / len(eligible) if eligible else 0.0) for k in KILLERS}
        self.secret_kill = {k: (unknown.count(k) + unknown.count("Apprentice") * self._master_is(k)) / n
                            for k in KILLERS}

    def copy(self):
        b = object.__new__(Board)
        b.__dict__.update(self.__dict__)
        b.lines = [None if ln is None else list(ln) for ln in self.lines]
        b.faces = list(self.faces)
        b.masters = list(self.masters)
        b.master_faces = list(self.master_faces)
        b.prestige = [list(p) for p in self.prestige]
        return b

    def __getitem__(self, key):   # ability_worth reads ``prestige`` like a state
        return getattr(self, key)

    def _master_is(self, kind):
        m = self.masters[self.other]
        return self.master_kill[kind] if m is None else float(m == kind)

    def kill_chance(self, q):
        """(Assassin, Sniper) chances of the other seat's tile on ``q``."""
        name = self.lines[self.other][index(q)]
        if name is None:
            return self.secret_kill["Assassin"], self.secret_kill["Sniper"]
        if name == "Apprentice":
            return self._master_is("Assassin"), self._master_is("Sniper")
        return float(name == "Assassin"), float(name == "Sniper")

    # ------------------------------------------------------------ the three ranks

    def aim(self, target):
        """How much the other seat's killers threaten ``me``'s tile on ``target``: each by its
        chance of being a killer, its face and its distance from aiming at ``target`` (an
        Assassin at the same place, LQ-5.2; a Sniper at the mirror place, LQ-5.1)."""
        total = 0.0
        faces = self.faces[self.other]
        for q in POSITIONS:
            pa, ps = self.kill_chance(q)
            if not (pa or ps):
                continue
            reach = 0.0
            da, ds = abs(q - target), abs(q - (14 - target))
            if pa and da < len(REACH):
                reach += pa * REACH[da]
            if ps and ds < len(REACH):
                reach += ps * REACH[ds]
            if reach:
                total += reach * (1.0 if faces[index(q)] == UP else LATENT)
        return CHANCE[target] * total

    def danger(self):
        line, faces = self.lines[self.me], self.faces[self.me]
        p = line.index("Princess") + 2
        if faces[index(p)] != UP:   # LQ-8.1
            return 1.0
        cover = 0.0
        for g in neighbours(p):     # LQ-5.11: a face-up Guard beside her keeps her up
            if line[index(g)] == "Guard":
                if faces[index(g)] == UP:
                    # the Guard itself can be turned down (it does not guard itself)
                    cover = max(cover, GUARD_UP - min(0.5, 3.0 * self.aim(g)))
                else:
                    cover = max(cover, GUARD_DOWN)
        return self.aim(p) * (1.0 - cover)

    def income(self):
        line, faces, total = self.lines[self.me], self.faces[self.me], 0.0
        for p in POSITIONS:
            i = index(p)
            acts = self.masters[self.me] if line[i] == "Apprentice" else line[i]
            w = CHANCE[p] * ability_worth(acts, self, self.me)
            total += w if faces[i] == UP else LATENT * w
        return total

    def attack(self):
        """Its own face-up killers aiming at the other Princess, not guarded (LQ-5.1, LQ-5.2, LQ-5.11)."""
        theirs, tf = self.lines[self.other], self.faces[self.other]
        if "Princess" not in theirs:
            return 0.0
        q = theirs.index("Princess") + 2
        if any(theirs[index(g)] == "Guard" and tf[index(g)] == UP for g in neighbours(q)):
            return 0.0
        line, faces, total = self.lines[self.me], self.faces[self.me], 0.0
        for p in POSITIONS:
            i = index(p)
            if faces[i] != UP:
                continue
            acts = self.masters[self.me] if line[i] == "Apprentice" else line[i]
            if (acts == "Assassin" and p == q) or (acts == "Sniper" and 14 - p == q):
                total += CHANCE[p]
        return total

    def score(self):
        me, other = self.prestige[self.me], self.prestige[self.other]
        d = self.danger()
        return (-DANGER * max(0.0, d - SAFE) - INCOME * d + INCOME * self.income() + ATTACK * self.attack()
                + progress(me) - OPPONENT * progress(other))

    # ------------------------------------------------------------ moves on the board

    def swap(self, seat, p):
        """LQ-7.1, LQ-5.7, LQ-5.9: tiles on p and p+1 change places with their faces (LQ-5.12)."""
        i = index(p)
        line, f = self.lines[seat], self.faces[seat]
        line[i], line[i + 1] = line[i + 1], line[i]
        self.faces[seat] = f[:i] + f[i + 1] + f[i] + f[i + 2:]

    def turn_up(self, seat, p):
        i = index(p)
        self.faces[seat] = self.faces[seat][:i] + UP + self.faces[seat][i + 1:]

    def new_master(self, p):
        """LQ-7.2: the face-up tile on p becomes the Master, the old one comes up on p."""
        i = index(p)
        line = self.lines[self.me]
        line[i], self.masters[self.me] = self.masters[self.me], line[i]
        self.turn_up(self.me, p)


def _after(board, seat, action):
    b = board.copy()
    if action.startswith("swap "):
        b.swap(seat, int(action[5:].split("-")[0]))
    elif action.startswith("master "):
        b.new_master(int(action[7:]))
    elif action.startswith("reveal "):
        b.turn_up(seat, int(action[7:]))
    return b


def _swap_values(board, line_seat, left, legal):
    """A Consul's or Witch's swaps (LQ-5.7, LQ-5.9, LQ-9.3): each first swap valued with the best
    second one (or none) when a second is still to come."""
    out = []
    for a in legal:
        if a == "done":
            out.append((board.score(), a))
            continue
        b = _after(board, line_seat, a)
        v = b.score()
        if left > 1:
            for a2 in legal:
                if a2 != "done":
                    v = max(v, _after(b, line_seat, a2).score())
        out.append((v, a))
    return out


def _colour_values(view, me, legal):
    """A colour choice (LQ-5.3..5.5, LQ-5.8): the holdings it leaves, the end of the game first
    (LQ-8.3), judged on the view with its secret tiles filled in (no secret tile acts here)."""
    full = hidden.fill(view, lambda names: names)
    out = []
    for a in legal:
        st = rules.apply(full, a)[0]
        if st["phase"] == "over":
            out.append((WIN if rules.outcome(st)["winner"] == me else -WIN, a))
            continue
        mine, theirs = st["prestige"][me], st["prestige"][1 - me]
        won = all(n >= WIN_EACH for n in mine)
        out.append((WIN if won else progress(mine) - OPPONENT * progress(theirs), a))
    return out


def arrangement(x):
    """LQ-3.5: the Guard beside the Princess (6 or 8, the seed says which), the Consul as Master."""
    x, side = rng.below(x, 2)
    guard, partner = (6, 8) if side else (8, 6)
    x, middle = rng.shuffle(x, SETUP_MIDDLE)
    tiles = list(SETUP_REST) + middle
    places = (partner,) + SETUP_ORDER
    pairs = [f"master={SETUP_MASTER}", f"{guard}=Guard"] + [f"{p}={t}" for p, t in zip(places, tiles)]
    return "setup " + " ".join(pairs)


def choose(state, seed, time_ms=None):
    """The action for the seat to move, from that seat's view only."""
    seat = api.current_player(state)
    view = api.view(state, seat)
    x = rng.seed_to_state(0 if seed is None else seed)
    if view["phase"] == "setup":
        return arrangement(x)
    legal = api.legal_actions(view)
    if len(legal) == 1:
        return legal[0]
    board = Board(view, seat)
    if view["phase"] == "court":
        scored = [(_after(board, seat, a).score(), a) for a in legal]
    else:
        word, *args = view["pending"][0].split(" ")
        if word == "swap":
            scored = _swap_values(board, int(args[1]), int(args[2]), legal)
        elif word == "reveal":
            scored = [(_after(board, seat, a).score(), a) for a in legal]
        else:
            scored = _colour_values(view, seat, legal)
    best = max(v for v, _ in scored)
    ties = [a for v, a in scored if v >= best - TIE]
    for calm in ("skip", "done"):   # no move for nothing
        if calm in ties:
            return calm
    x, k = rng.below(x, len(ties))
    return ties[k]
