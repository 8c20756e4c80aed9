"""``lqexpert``: a rule-based Long Live the Queen player that makes the obvious good decisions.

An outside-style yardstick (a fixed opponent our levels are measured against), deciding from
``view(state, seat)`` of the deciding seat only (LQ-10.2: the other seat's secret tiles are
``None`` there). No search: every open decision is answered by trying each legal answer on a
small model of the view and keeping the one that ``worth`` rates highest (ties broken by the
seed). ``worth`` (in prestige-token units) is:

- prestige progress: tokens counted up to three per colour (LQ-8.2), a little for spares, a win
  outright; a sixth token of a colour is worth nothing (LQ-6.4 returns all six);
- Princess safety: the chance, per roll of the two dice (LQ-4.1, 1/36…6/36 per total), that a
  Princess is turned face down (LQ-8.1) — by a face-up Assassin opposite her (LQ-5.2) or a Sniper on
  her mirror square 14−p (LQ-5.1), an Apprentice acting as either (LQ-5.10), unless a face-up Guard
  stands next to her (LQ-5.11) or the Sniper meets an equal initiative (LQ-4.4); threats one swap
  away (the owner's next court step, LQ-7.1) and unrevealed tiles count at a discount;
- income: what the tiles earn on the totals they stand on (face-down ones at a discount);
- aim: the other seat's face-up unguarded tiles our Snipers and Assassins can turn face down
  (its killers most), minus the same for its killers against us.

Set-up (LQ-3): Princess on 7, the Guard beside her on 6 or 8, the Master a Noble (sometimes a
Schemer) so both Apprentices earn two tokens, strong tiles on the frequent totals; the seed varies
the layout. Token choices (LQ-5.3…5.5, LQ-5.8) chase the colour closest to three and take or
return what the other seat needs most; reveals (LQ-5.6) turn up the Guard by the Princess first;
swaps (LQ-5.7, LQ-5.9, LQ-7.1) and Master changes (LQ-7.2) move the Princess out of aim, bring a
Guard beside her, or push the other seat's Princess into aim of our killers.
"""

from ... import rng
from ...games.long_live_the_queen.rules import current_player, legal_actions
from ...games.long_live_the_queen.state import view
from ...games.long_live_the_queen.tiles import (CHARACTERS, COLOURS, MASTER_CHOICES, PER_COLOUR,
                                                 POSITIONS, PRINCESS_START, UP, WIN_EACH, index,
                                                 neighbours, sniper_target)

WAYS = {t: 6 - abs(t - 7) for t in POSITIONS}  # two dice: ways to roll each total (of 36)
P = {t: w / 36.0 for t, w in WAYS.items()}

# What one activation earns, in tokens (a Cheater moves two tokens, LQ-5.5; the Noble takes two).
ABILITY = {"Sniper": 1.3, "Assassin": 1.3, "Schemer": 1.8, "Noble": 2.0, "Cheater": 2.5,
           "Consul": 1.1, "Clown": 1.2, "Witch": 1.2, "Princess": 0.3, "Guard": 0.0}
W_DANGER = 30.0    # a Princess hit per roll is a lost game: far more than any token
W_INCOME = 1.5     # a few rolls' worth of earnings of the face-up tiles
W_SPARE = 0.3      # a fourth or fifth token of a colour: cover against theft
DISCOUNT_HIDDEN = 0.25  # a face-down tile must first be turned up before it can act
DISCOUNT_SWAP = 0.5     # a killer one court swap away from aiming
DISCOUNT_DOWN = 0.6     # own face-down tiles earn once a roll has turned them up
W_AIM = 2.0             # a few rolls' worth of tiles our killers may turn face down
KILLER_BONUS = 2.0      # turning down a Sniper / Assassin also removes its threat


class Seat:
    """One seat's line as the decider sees it: names (None = unknown), faces, Master, prestige."""
    __slots__ = ("line", "faces", "master", "prestige", "unknown")

    def __init__(self, line, faces, master, prestige, unknown):
        self.line, self.faces, self.master = list(line), list(faces), master
        self.prestige, self.unknown = list(prestige), list(unknown)

    def copy(self):
        return Seat(self.line, self.faces, self.master, self.prestige, self.unknown)

    def up(self, p):
        return self.faces[index(p)] == UP

    def name(self, p):
        return self.line[index(p)]

    def chance_acts_as(self, p, who):
        """Probability that the tile on ``p`` acts as character ``who`` (LQ-5.10 Apprentice)."""
        name = self.name(p)
        if name is None:
            return _share(self.unknown, who)
        if name == "Apprentice":
            if self.master is None:
                return _share([n for n in self.unknown if n in MASTER_CHOICES], who)
            return 1.0 if self.master == who else 0.0
        return 1.0 if name == who else 0.0

    def guarded(self, p):
        """LQ-5.11: a face-up Guard next to ``p`` keeps it from being turned face down."""
        return any(self.name(q) == "Guard" and self.up(q) for q in neighbours(p))

    def princess(self):
        return POSITIONS[self.line.index("Princess")]


def _share(names, who):
    return names.count(who) / len(names) if names else 0.0


def progress(held):
    """Tokens that count towards LQ-8.2 (three per colour), spares a little; a win is decisive."""
    if all(n >= WIN_EACH for n in held):
        return 100.0
    return sum(min(n, WIN_EACH) + W_SPARE * max(0, n - WIN_EACH) for n in held)


def threat(target, attacker):
    """Chance per roll that ``target``'s Princess is turned face down by ``attacker``'s tiles."""
    q = target.princess()
    if target.guarded(q):
        return 0.0
    r = sniper_target(q)
    total = 0.0
    # LQ-5.2: the opposing tile on her square (initiative 2, or a Sniper on 7 aiming at 7, acts
    # before her 6, LQ-4.3); a face-down one turns up first (LQ-4.2 C).
    kill = attacker.chance_acts_as(q, "Assassin")
    if q == r:
        kill += attacker.chance_acts_as(q, "Sniper")
    total += P[q] * kill * (1.0 if attacker.up(q) else DISCOUNT_HIDDEN)
    if r != q:  # LQ-5.1: a Sniper on the mirror square; an equal initiative there stops it (LQ-4.4)
        tie = target.up(r) and target.chance_acts_as(r, "Sniper") > 0.5
        if not tie:
            s = attacker.chance_acts_as(r, "Sniper")
            total += P[r] * s * (1.0 if attacker.up(r) else DISCOUNT_HIDDEN)
    # Killers the attacker can swap into aim at its next court step (LQ-7.1).
    near = 0.0
    for p in neighbours(q):
        if attacker.up(p):
            near = max(near, P[q] * attacker.chance_acts_as(p, "Assassin"))
    if r != q:
        for p in neighbours(r):
            if attacker.up(p):
                near = max(near, P[r] * attacker.chance_acts_as(p, "Sniper"))
    return total + DISCOUNT_SWAP * near


def _acts(seat, p):
    name = seat.name(p)
    return seat.master if name == "Apprentice" else name


def income(seat):
    """Expected tokens per roll from the tiles (LQ-4.2 B/C: a face-up tile acts); a face-down
    tile first needs a roll to turn up, so it counts at a discount; unknown tiles not at all."""
    total = 0.0
    for p in POSITIONS:
        acts = _acts(seat, p)
        if acts is not None:
            total += P[p] * ABILITY.get(acts, 0.0) * (1.0 if seat.up(p) else DISCOUNT_DOWN)
    return total


def aim(killer, victim):
    """What ``killer``'s face-up Snipers and Assassins (LQ-5.1, LQ-5.2) stand to turn face down:
    per roll, the victim's face-up unguarded tiles in aim, by what they earn (more for a killer)."""
    total = 0.0
    for p in POSITIONS:
        if not victim.up(p) or victim.guarded(p) or victim.name(p) == "Princess":
            continue  # the Princess is threat()'s business
        worth_p = ABILITY.get(_acts(victim, p) or "", 0.0)
        if _acts(victim, p) in ("Sniper", "Assassin"):
            worth_p += KILLER_BONUS
        r = sniper_target(p)
        if killer.up(p):
            total += P[p] * killer.chance_acts_as(p, "Assassin") * worth_p
        if killer.up(r):
            total += P[r] * killer.chance_acts_as(r, "Sniper") * worth_p
    return total


def worth(me, other):
    """How good the position is for ``me`` (token units)."""
    v = progress(me.prestige) - progress(other.prestige)
    v += W_DANGER * (threat(other, me) - threat(me, other))
    v += W_INCOME * (income(me) - income(other))
    v += W_AIM * (aim(me, other) - aim(other, me))
    return v


# ---------------------------------------------------------------- answers to decisions

def _arrive(held, c):
    held[c] += 1
    if held[c] == PER_COLOUR:  # LQ-6.4
        held[c] = 0


def _after(me, other, action, line_owner):
    """``(me, other)`` after ``action`` on the model (only what ``worth`` reads changes)."""
    me, other = me.copy(), other.copy()
    verb, _, what = action.partition(" ")
    c = COLOURS.index(what) if what in COLOURS else None
    if verb == "take" and line_owner == "supply":          # LQ-5.4 Noble's pick
        _arrive(me.prestige, c)
    elif verb == "take":                                   # LQ-5.5 / LQ-5.8 from the other seat
        other.prestige[c] -= 1
        _arrive(me.prestige, c)
    elif verb == "return":                                 # LQ-5.3
        other.prestige[c] -= 1
    elif verb == "give":                                   # LQ-5.8
        me.prestige[c] -= 1
        _arrive(other.prestige, c)
    elif verb == "reveal":                                 # LQ-5.6
        me.faces[index(int(what))] = UP
    elif verb == "swap":                                   # LQ-7.1, LQ-5.7 own line; LQ-5.9 other
        p = int(what.split("-")[0])
        seat = other if line_owner == "other" else me
        i = index(p)
        seat.line[i], seat.line[i + 1] = seat.line[i + 1], seat.line[i]
        seat.faces[i], seat.faces[i + 1] = seat.faces[i + 1], seat.faces[i]
    elif verb == "master":                                 # LQ-7.2
        i = index(int(what))
        me.line[i], me.master = me.master, me.line[i]
        me.faces[i] = UP
    return me, other


def _model(v, seat):
    def one(s):
        return Seat(v["lines"][s], v["faces"][s], v["masters"][s], v["prestige"][s], v["unknown"][s])
    return one(seat), one(1 - seat)


def arrangement(x):
    """A sound, seeded set-up (LQ-3): ``setup master=… 2=… …`` text."""
    x, r = rng.below(x, 4)
    master = "Schemer" if r == 0 else "Noble"
    x, r = rng.below(x, 2)
    guard_at = 6 if r == 0 else 8
    rest = [n for n in CHARACTERS if n not in (master, "Princess", "Guard", "Apprentice")]
    rest += ["Apprentice", "Apprentice"]
    value = {n: ABILITY.get(master if n == "Apprentice" else n, 0.0) for n in rest}
    jitter = []
    for n in rest:  # vary the layout: near-equal tiles trade places from game to game
        x, r = rng.below(x, 1000)
        jitter.append(value[n] + r / 1000.0 * 0.6)
    ranked = [n for _, n in sorted(zip(jitter, rest), key=lambda t: -t[0])]
    spots = sorted((p for p in POSITIONS if p not in (PRINCESS_START, guard_at)),
                   key=lambda p: (-WAYS[p], p))
    line = {guard_at: "Guard", PRINCESS_START: "Princess"}
    line.update(zip(spots, ranked))
    pairs = [f"{p}={line[p]}" for p in POSITIONS if p != PRINCESS_START]
    return "setup " + " ".join([f"master={master}"] + pairs)


def decide(v, seat, legal, x):
    """The action for ``seat`` from its view ``v`` (legal actions ``legal``, seeded ``x``)."""
    phase = v["phase"]
    if phase == "setup":
        return arrangement(x)
    if len(legal) == 1:
        return legal[0]
    me, other = _model(v, seat)
    line_owner = None
    if phase == "resolve":
        word, *args = v["pending"][0].split(" ")
        if word == "pick":
            line_owner = "supply"
        elif word == "swap":
            line_owner = "other" if int(args[1]) != seat else "own"
    best, best_v = None, -1e18
    for a in legal:
        x, r = rng.below(x, 1 << 20)
        val = worth(*_after(me, other, a, line_owner)) + r * 1e-9  # seeded tie-break
        if a in ("skip", "done"):
            val += 1e-3  # change nothing unless something is gained
        if val > best_v:
            best, best_v = a, val
    return best


def ratings(v, seat, legal):
    """[(worth, action)] of every legal answer of ``seat`` from its view ``v``, best first (the
    ratings ``decide`` picks from, without its seeded tie-break; ``skip``/``done`` +1e-3).
    """
    me, other = _model(v, seat)
    line_owner = None
    if v["phase"] == "resolve":
        word, *args = v["pending"][0].split(" ")
        if word == "pick":
            line_owner = "supply"
        elif word == "swap":
            line_owner = "other" if int(args[1]) != seat else "own"
    out = []
    for a in legal:
        val = worth(*_after(me, other, a, line_owner))
        if a in ("skip", "done"):
            val += 1e-3
        out.append((val, a))
    out.sort(key=lambda t: -t[0])
    return out


def choose(state, seed=None, time_ms=None):
    """The YARDSTICKS entry (engine/ai/registry.py): the action of the deciding seat (LQ-9.1), from its view only."""
    seat = current_player(state)
    if seat is None:
        raise ValueError("the game is over: there is no action to choose")
    v = view(state, seat)
    return decide(v, seat, legal_actions(v), rng.seed_to_state(f"lqexpert:{seed}"))
