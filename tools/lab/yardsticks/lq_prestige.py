"""Long Live the Queen yardstick ``lqprestige``: a prestige-greedy player, never shipped.

Style: every decision takes the action that most advances its own prestige towards the win
(three tokens of every colour, LQ-8.2) by the next roll. Each legal action is played out on a
copy of the deciding seat's view until the next roll (choices met on the way, of either seat,
are made by a fixed one-line policy, the court step is skipped), then the value is averaged over
the eleven totals of two dice (LQ-4.1): prestige held, a small share of what the other seat
holds against it, what its own face-up tiles will bring per roll, and a game won or lost
(LQ-8.1, LQ-8.2) in that roll. It has no idea of safety beyond that one roll: it never moves its
Princess or its Guard for their own sake, and it arranges its court for income only (the Noble
as its Master, its best earners on the likeliest totals).

Built from the rules digest (seeds/long-live-the-queen.md) alone, independently of the computer
levels: nothing is imported from engine/ai. It uses engine.api (view, legal actions) and the
rules modules (rules.apply to play actions out, hidden.fill to stand the view's unknown tiles
in for a whole state).

Honest play: it reads only ``engine.api.view(state, seat)`` of the deciding seat. ``legal_actions``
works on that view. The other seat's secret tiles are filled in one fixed order from the view's
public ``unknown`` list (they are only ever turned face up in the roll looked at, which does not
depend on who they are, LQ-4.2 cases A and C); a face-up Apprentice of the other seat whose
Master is secret is averaged over the Masters it may have (LQ-5.10). So two states that differ
only in what the seat cannot see give the same action.

Set-up: only ``setup random`` is listed, but an explicit arrangement is a legal action too
(LQ-3.5); this player always sends one. The seed (through engine.rng) only breaks ties and
varies the set-up among equally good arrangements, so the same state and seed give the same
action. ``time_ms`` is ignored: a decision costs a few hundred rule applications at most.
"""

from engine import api, rng
from engine.games.long_live_the_queen import hidden, rules
from engine.games.long_live_the_queen.tiles import COLOURS, MASTER_CHOICES, PER_COLOUR, POSITIONS, UP, WIN_EACH, index

GAME = "long-live-the-queen"
NAME = "lqprestige"

# LQ-4.1: the total of two dice is the active position; its chance, and one pair of dice for it
CHANCE = {t: (6 - abs(t - 7)) / 36 for t in POSITIONS}
PAIR = {t: [max(1, t - 6), t - max(1, t - 6)] for t in POSITIONS}

# What holding n tokens of one colour is worth: three is what LQ-8.2 asks for; a fourth or fifth
# only guards against theft (LQ-5.3, LQ-5.5, LQ-5.8), and a sixth sends all six back (LQ-6.4).
WORTH = (0.0, 1.0, 2.0, 3.0, 3.2, 3.25)
OPPONENT = 0.5   # the other seat's prestige counts against it, at half weight
WIN = 30.0       # a game won (LQ-8.2) or lost (LQ-8.1, LQ-8.2) in the roll looked at
INCOME = 2.0     # what its face-up tiles bring per roll (both seats' rolls activate both lines, LQ-4.2)
TIE = 1e-9
RED, YELLOW, BLUE = range(3)

# LQ-3.2: the Noble is the Master, so both Apprentices act as Nobles (LQ-5.10): a yellow token
# and one more of any colour each (LQ-5.4). The likeliest totals first (LQ-4.1; 7 holds the
# Princess, LQ-3.1), and the tiles by what one activation earns.
SETUP_MASTER = "Noble"
SETUP_POSITIONS = (6, 8, 5, 9, 4, 10, 3, 11, 2, 12)
SETUP_FIRST = ("Apprentice", "Apprentice")
SETUP_MIDDLE = ("Cheater", "Assassin", "Sniper", "Clown", "Witch", "Consul")  # order left to the seed
SETUP_LAST = ("Schemer", "Guard")


def progress(held):
    return sum(WORTH[n] for n in held)


def supply(st):
    """LQ-6.1: what neither seat holds."""
    return [PER_COLOUR - st["prestige"][0][c] - st["prestige"][1][c] for c in range(3)]


def _gain(held, c, sup):
    """The worth of one more token of colour ``c`` (none when the supply is out, LQ-6.2)."""
    if sup[c] == 0:
        return 0.0
    n = held[c]
    return -WORTH[n] if n + 1 >= PER_COLOUR else WORTH[n + 1] - WORTH[n]


def _loss(held, c):
    n = held[c]
    return WORTH[n] - WORTH[n - 1] if n else 0.0


def ability_worth(acts, st, me):
    """Roughly what one activation of ``acts`` (LQ-5) earns ``me`` now."""
    mine, theirs, sup = st["prestige"][me], st["prestige"][1 - me], supply(st)
    if acts in ("Sniper", "Assassin"):   # LQ-5.1, LQ-5.2: red, and a tile of theirs turned down
        return _gain(mine, RED, sup) + 0.3
    if acts == "Schemer":                # LQ-5.3: yellow, and one of theirs back to the supply
        return _gain(mine, YELLOW, sup) + OPPONENT * max(_loss(theirs, c) for c in range(3))
    if acts == "Noble":                  # LQ-5.4: yellow, then any colour
        return _gain(mine, YELLOW, sup) + max(_gain(mine, c, sup) for c in range(3))
    if acts == "Cheater":                # LQ-5.5: two of theirs
        best = max((_gain(mine, c, [1, 1, 1]) + OPPONENT * _loss(theirs, c)
                    for c in range(3) if theirs[c]), default=0.0)
        return best * min(2, sum(theirs))
    if acts in ("Consul", "Clown", "Witch"):  # LQ-5.7..5.9: blue and a swap or an exchange
        return _gain(mine, BLUE, sup) + 0.2
    if acts == "Princess":               # LQ-5.6: one more own tile face up
        return 0.2 if any(f != UP for f in st["faces"][me]) else 0.0
    return 0.0                           # LQ-5.11: the Guard


def acting_as(st, seat, name):
    return st["masters"][seat] if name == "Apprentice" else name   # LQ-5.10


def income(st, me):
    """What ``me``'s face-up tiles earn per roll: only face-up tiles act (LQ-4.2)."""
    line, faces, total = st["lines"][me], st["faces"][me], 0.0
    for p in POSITIONS:
        i = index(p)
        if faces[i] == UP:
            total += CHANCE[p] * ability_worth(acting_as(st, me, line[i]), st, me)
    return total


def value(st, me):
    if st["phase"] == "over":
        return WIN if rules.outcome(st)["winner"] == me else -WIN
    return (progress(st["prestige"][me]) - OPPONENT * progress(st["prestige"][1 - me])
            + INCOME * income(st, me))


# ---------------------------------------------------------------- the fixed in-between policy

def _colour_after(mine, theirs, word, c):
    """Both holdings after a colour choice (LQ-5.3..5.5, LQ-5.8), with LQ-6.4's return of six."""
    mine, theirs = list(mine), list(theirs)
    if word == "pick":
        mine[c] += 1
    elif word == "steal":
        theirs[c] -= 1
        mine[c] += 1
    elif word == "return":
        theirs[c] -= 1
    elif word == "give":
        mine[c] -= 1
        theirs[c] += 1
    for held in (mine, theirs):
        if held[c] >= PER_COLOUR:
            held[c] = 0
    return mine, theirs


def _colour_score(mine, theirs):
    if all(n >= WIN_EACH for n in mine):
        return WIN
    if all(n >= WIN_EACH for n in theirs):
        return -WIN
    return progress(mine) - OPPONENT * progress(theirs)


def quick_action(st):
    """The choice played for either seat inside a look-ahead: the best colour by prestige alone,
    the Princess's best earner turned up, no swap, no court change (LQ-7.3)."""
    if st["phase"] == "court":
        return "skip"
    legal = rules.legal_actions(st)
    word = st["pending"][0].split(" ")[0]
    seat = rules.current_player(st)
    if word == "swap":
        return "done"
    if word == "reveal":
        line = st["lines"][seat]
        return max(legal, key=lambda a: CHANCE[int(a[7:])]
                   * (1.0 + ability_worth(acting_as(st, seat, line[index(int(a[7:]))]), st, seat)))
    mine, theirs = st["prestige"][seat], st["prestige"][1 - seat]
    return max(legal, key=lambda a: _colour_score(*_colour_after(mine, theirs, word, COLOURS.index(a.split(" ")[1]))))


def settle(st, until_roll):
    """Play the quick policy until the next roll (``until_roll``) or until the roll's
    resolution is done (the court step or the next roll), or the end."""
    while st["phase"] == "resolve" or (until_roll and st["phase"] == "court"):
        st = rules.apply(st, quick_action(st))[0]
    return st


# ---------------------------------------------------------------- one roll ahead

class Lookahead:
    def __init__(self, view, me):
        self.me = me
        other = 1 - me
        self.full = hidden.fill(view, lambda names: names)
        self.masters = None
        if view["lines"][other] is not None and view["masters"][other] is None:
            eligible = [n for n in view["unknown"][other] if n in MASTER_CHOICES]
            self.masters = [(m, eligible.count(m) / len(eligible)) for m in sorted(set(eligible))]

    def _variants(self, st, t):
        """The states to roll ``t`` from: one, or one per possible secret Master when a face-up
        Apprentice of the other seat stands on ``t`` (LQ-4.6, LQ-5.10)."""
        other = 1 - self.me
        i = index(t)
        if (self.masters and st["lines"][other][i] == "Apprentice" and st["faces"][other][i] == UP
                and st["master_faces"][other] != UP):
            out = []
            for m, w in self.masters:
                s = dict(st)
                s["masters"] = list(st["masters"])
                s["masters"][other] = m
                out.append((w, s))
            return out
        return ((1.0, st),)

    def expected(self, st):
        """The value averaged over the next roll's totals (LQ-4.1)."""
        if st["phase"] == "over":
            return value(st, self.me)
        total = 0.0
        for t in POSITIONS:
            for w, s in self._variants(st, t):
                after = settle(rules.apply(s, "roll", {"dice": PAIR[t]})[0], until_roll=False)
                total += CHANCE[t] * w * value(after, self.me)
        return total

    def of(self, action):
        st = settle(rules.apply(self.full, action)[0], until_roll=True)
        return self.expected(st)


def arrangement(x):
    """LQ-3.5: an explicit set-up; the seed orders the middle earners."""
    x, middle = rng.shuffle(x, SETUP_MIDDLE)
    tiles = list(SETUP_FIRST) + middle + list(SETUP_LAST)
    pairs = [f"master={SETUP_MASTER}"]
    for k in range(0, len(SETUP_POSITIONS), 2):   # which of two equally likely totals: the seed
        a, b = SETUP_POSITIONS[k], SETUP_POSITIONS[k + 1]
        x, flip = rng.below(x, 2)
        if flip:
            a, b = b, a
        pairs += [f"{a}={tiles[k]}", f"{b}={tiles[k + 1]}"]
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
    look = Lookahead(view, seat)
    scored = [(look.of(a), a) for a in legal]
    best = max(v for v, _ in scored)
    ties = [a for v, a in scored if v >= best - TIE]
    x, k = rng.below(x, len(ties))
    return ties[k]
