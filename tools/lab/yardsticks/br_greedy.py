"""Bella Rosarum yardstick ``brgreedy``: a greedy-positional player written from the rules text
(seeds/bella-rosarum.md), deciding from its seat's view only (br_common.seat_view, BR-14.1).

Its style: it counts what it holds (royals, a crowned one far above the rest, places and troops)
and takes whatever raises that count most, one step at a time, with no look at what the rivals
could do back:
- movement: each stack (or one noble out of it) moves once (BR-6.1), to where the stacks' value
  rises most: a free royal taken by walking in (BR-6.7), a stack with a cleric and an heir at a
  coronation place (BR-10.3), or a stack standing next to what it could attack (a free royal's
  place, a weaker rival stack, a place it can besiege: BR-7.1, BR-8.1), weighted down with the
  distance; it stops when no move adds value;
- combat: the battle, siege or sally of the best expected gain, from the odds of the event cards
  left to draw (BR-7.3, BR-7.4, BR-8.2), if the gain is clearly positive;
- crowns at once (BR-10.3), and puts to death the other house's royals it holds once it holds a
  royal of the house it crowns or can crown (BR-9.2), so that its king can be the only one
  (BR-13.1, BR-13.2);
- summons Parliament whenever it may and asks each card for its own nobles (BR-19);
- draws and plays every kept card at once, to its strongest stack, a cleric to its heir's stack
  and an office to a noble in the office's area (BR-12.2, BR-10.3, BR-16.2); as a defender it
  declares every card that adds troops (BR-20.3).

``choose(state, seed, time_ms)``: the action of the seat to move. ``time_ms`` is not used (a
few milliseconds a decision); the seed only breaks ties (engine.rng). Never imports engine/ai/.
"""

from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import rules as R
from engine.games.bella_rosarum import state as S

from . import br_common as C

NAME = "brgreedy"

CROWNED = 60.0       # a crowned royal (BR-13.1, BR-13.2 are won with one)
HENRY = 40.0         # Henry VI starts crowned but wins no hold (BR-13.2)
HEIR = 12.0          # the eligible heir of its house (BR-10.2): can be crowned
ROYAL = 6.0          # any other living royal
TROOP = 1 / 100      # value of a troop
KILL = 1 / 100       # value of a rival troop destroyed
POTENTIAL = 0.4      # share of an attack within reach counted before it is made
FAR = 10             # far targets looked at: those with the most to win
MOVE_EPS = 0.05      # a move must add at least this
FIGHT_EPS = 0.4      # an attack's expected gain must reach this


def royal_value(v, r):
    ro = v["royals"][r]
    if ro["crowned"]:
        return HENRY if r == "henry" else CROWNED
    return HEIR if R.eligible(v, r) else ROYAL


def place_value(place):
    """A place is worth more the stronger its walls (BR-1.3)."""
    return 1.0 + C.garrison(place) / 200


class Board(C.StackValues):
    """What the seat sees once per decision: its stacks, its rivals' stacks, the targets."""

    def __init__(self, v, seat):
        self.v, self.seat = v, seat
        self.stacks = C.stacks(v)
        self.p_siege = C.siege_odds(v)
        self.targets = self._targets()
        self.far = self.targets[:FAR]
        self.index = {}
        for target in self.targets:
            key = D.BOX_OF.get(target[1]) or target[5]
            self.index.setdefault(key, []).append(target)
        self._pot, self._val, self._nearby = {}, {}, {}

    def _targets(self):
        """[(upper bound of the gain, location, kind, troops to beat, value, cell)], best first: free
        royals, rival stacks, places it does not own (BR-6.7, BR-7.1, BR-8.1)."""
        v, seat = self.v, self.seat
        out = []
        free = C.free_royals(v)
        for place, rs in free.items():
            val = sum(royal_value(v, r) for r in rs)
            need = C.garrison(place) if place in D.PLACES else 0
            out.append((val, place, "free", need, val))
        for loc, (owner, nobles) in self.stacks.items():
            if owner == seat:
                continue
            t = S.troops(v, nobles)
            val = sum(royal_value(v, r) for r in C.royals_at(v, owner, loc)) + t * KILL
            if loc in D.PLACES:
                need = (0 if v["owners"].get(loc) == seat else C.garrison(loc)) + t
                val += place_value(loc)
                out.append((val, loc, "siege", need, val))
            else:
                out.append((val, loc, "battle", t, val))
        for place in D.PLACES:
            if place in self.stacks or place in free or v["owners"].get(place) == seat:
                continue
            val = place_value(place) * (1.5 if place in v["owners"] else 1.0)
            out.append((val, place, "place", C.garrison(place), val))
        out.sort(key=lambda t: -t[0])
        return [t + (S.cell_of(t[1]),) for t in out]

    def potential(self, loc, t):
        """The best gain of an attack this stack could make from ``loc`` (now if near, later
        further off), weighted down with the distance. Near targets are all looked at (through
        the cells around ``loc``); far ones only the FAR with the most to win."""
        key = (loc, t)
        got = self._pot.get(key)
        if got is not None:
            return got
        v, best = self.v, 0.0
        for target in self._near(loc):
            if target[0] > best and self._attack_near(loc, target[1]):
                best = max(best, self._gain(target, t))
        x, y = S.cell_of(loc)
        for target in self.far:
            ub = target[0]
            if ub * 0.5 <= best:
                break
            tx, ty = target[5]
            d = max(abs(tx - x), abs(ty - y))
            w = 0.5 if d <= 5 else 0.25 if d <= 10 else 0.1
            if ub * w > best:
                best = max(best, self._gain(target, t) * w)
        self._pot[key] = best
        return best

    def _attack_near(self, a, b):
        key = (a, b)
        got = self._nearby.get(key)
        if got is None:
            got = self._nearby[key] = C.attack_near(a, b, self.v)
        return got

    def _near(self, loc):
        if loc in D.BOX_OF:
            return self.index.get(D.BOX_OF[loc], ())
        x, y = S.cell_of(loc)
        out = []
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                out += self.index.get((x + dx, y + dy), ())
        return out

    def _gain(self, target, t):
        ub, tloc, kind, need, val = target[:5]
        if kind == "battle":
            p = C.battle_odds(self.v, t, need)[0]
        elif kind == "free":
            p = self.p_siege if t >= need else 0.5  # besieged, or walked in by influence
        else:
            p = self.p_siege if t >= need else 0.0
        return p * val


    def _stack_value(self, loc, nobles, royals):
        v = self.v
        t = C.troops_of(v, nobles, loc)
        val = sum(royal_value(v, r) for r in royals) + t * TROOP
        heirs = [r for r in royals if not v["royals"][r]["crowned"] and R.eligible(v, r)]
        if heirs:
            if C.can_crown_here(v, nobles, loc):  # BR-10.3: crowned in this turn's coronation
                val += (CROWNED - HEIR) * 0.9
            else:
                places = C.crown_places(v, nobles)
                if places:
                    d = min(C.distance(loc, p) for p in places)
                    val += (CROWNED - HEIR) * (0.4 if d <= 5 else 0.2)
        return val + POTENTIAL * self.potential(loc, t)




def _attack_gain(v, seat, att_loc, att_nobles, tloc, kind):
    """Expected gain of an attack (BR-7.3, BR-7.4, BR-8.2)."""
    stacks = C.stacks(v)
    owner, dfn = stacks.get(tloc, (None, []))
    dfn = [n for n in dfn if v["nobles"][n]["seat"] != seat]
    mine = S.nobles_at(v, att_loc, seat)
    my_royals = sum(royal_value(v, r) for r in C.royals_at(v, seat, att_loc))
    their_royals = sum(royal_value(v, r) for r in D.COUNTERS
                       if v["royals"][r]["alive"] and v["royals"][r]["place"] == tloc)
    their_royals += sum(royal_value(v, r) for r in D.HEIR_NOBLE if D.HEIR_NOBLE[r] in dfn)
    t_dfn = S.troops(v, dfn)
    if kind == "siege":  # BR-8.2: the place, its royals and the stack inside
        p = C.siege_odds(v)
        val = place_value(tloc) * (1.5 if tloc in v["owners"] else 1.0) + their_royals + t_dfn * KILL
        return p * val
    win, att_dies, def_dies = C.battle_odds(v, S.troops(v, att_nobles), t_dfn)
    weakest_att = min(S.noble_troops(v, n) for n in att_nobles)
    weakest_def = min(S.noble_troops(v, n) for n in dfn)
    # BR-7.4: one attacking noble may die; the last noble of the stack takes its royals' control along
    loss = weakest_att * TROOP + (my_royals if len(mine) == 1 else 0.0)
    return win * (their_royals + t_dfn * KILL) + def_dies * weakest_def * KILL - att_dies * loss


def _combat(v, seat, legal, ties):
    """BR-7, BR-8: the attack of the best expected gain, if it is clearly worth it."""
    best, best_gain = "end combat", FIGHT_EPS
    for a in legal:
        w = a.split(" ")
        if w[0] == "siege":
            gain = _attack_gain(v, seat, w[1], S.nobles_at(v, w[1], seat), w[2], "siege")
        elif w[0] == "battle":
            att = [w[3]] if len(w) == 4 else S.nobles_at(v, w[1], seat)
            gain = _attack_gain(v, seat, w[1], att, w[2], "battle")
        elif w[0] == "sally":  # BR-8.3: a battle against the besiegers
            tloc = v["sieges"][w[1]]["from"]
            gain = _attack_gain(v, seat, w[1], S.nobles_at(v, w[1], seat), tloc, "battle")
        else:
            continue
        gain += ties.jitter()
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def _declare(v, seat, legal):
    """BR-20.3: the defender declares every card that adds troops; the attacker answers with its
    own, then fights while the attack still pays (or withdraws)."""
    a = v["attack"]
    plays = [x for x in legal if x.startswith("play ")]
    if plays:
        best = max(plays, key=lambda x: (C.card_troops(v["hands"][seat][int(x.split()[1]) - 1]), -legal.index(x)))
        if C.card_troops(v["hands"][seat][int(best.split()[1]) - 1]) > 0:
            return best
    if a["step"] == "defender":
        return "pass"
    if "fight" not in legal:
        return "withdraw"
    att = [a["noble"]] if a.get("noble") else S.nobles_at(v, a["from"], seat)
    kind = "siege" if a["kind"] == "siege" else "battle"
    gain = _attack_gain(v, seat, a["from"], att, a["to"], kind)
    return "fight" if gain > 0 else "withdraw"


def _parliament(v, seat, legal):
    """BR-19: summon whenever allowed; each card to the seat's own noble whose grant passes."""
    if "summon" in legal:
        return "summon"
    p = v["parliament"]
    if p is None:
        return "end parliament"
    cid = p["cards"][0]
    mine = [x for x in legal if x.startswith("grant ") and v["nobles"][x.split()[1]]["seat"] == seat]
    ok = [x for x in mine if C.grant_passes(v, seat, x.split()[1], cid, p["present"])]
    if not ok:
        return "refuse"
    return max(ok, key=lambda x: (_holder_score(v, seat, x.split()[1], cid), -legal.index(x)))


def _holder_score(v, seat, noble, cid):
    """Who should hold a card: a cleric goes to the stack of an heir (BR-10.3), an activated card
    to a noble already in its area (BR-16.2), anything else to the strongest stack."""
    loc = v["nobles"][noble]["loc"]
    stack = S.nobles_at(v, loc, seat)
    score = S.troops(v, stack) / 1000
    if D.CARDS[cid]["category"] == "cleric":
        if any(not v["royals"][r]["crowned"] and R.eligible(v, r) for r in C.royals_at(v, seat, loc)):
            score += 10
    area = D.ACTIVATED.get(cid)
    if area is not None and loc in area:
        score += 5
    return score


def main_house(v, seat, strict):
    """The house whose king the seat plays for: the house of a crowned royal it holds (not Henry,
    who wins no hold, BR-13.2); unless ``strict``, also the house of an eligible heir it holds
    (BR-10.2); None if neither."""
    mine = S.controls(v, seat)
    crowned = [r for r in mine if v["royals"][r]["crowned"] and r != "henry"]
    if crowned:
        return D.HOUSE[crowned[0]]
    if strict:
        return None
    heirs = [r for r in mine if not v["royals"][r]["crowned"] and R.eligible(v, r)]
    return D.HOUSE[heirs[0]] if heirs else None


def _coronation(v, seat, legal):
    """BR-10.3: crown at once; BR-9.2: put the other house's royals to death."""
    crowns = [a for a in legal if a.startswith("crown ")]
    if crowns:
        return crowns[0]
    house = main_house(v, seat, strict=False)
    if house is not None:
        for a in legal:
            if a.startswith("execute ") and D.HOUSE[a.split()[1]] != house:
                return a
    return "end coronation"


def _crown_phase(v, seat, legal):
    """BR-12: draw, then play every kept card (the first one each time) where it helps most."""
    if "draw" in legal:
        return "draw"
    hand = v["hands"][seat]
    if not hand:
        return "end turn"
    plays = [a for a in legal if a.startswith("play 1")]
    if len(plays) == 1:
        return plays[0]
    cid = hand[0]
    return max(plays, key=lambda a: (_holder_score(v, seat, a.split()[2], cid), -legal.index(a)))


def decide(state, seed):
    """The chosen action, from the deciding seat's view (not checked against the legal list)."""
    seat, v, legal = C.seat_view(state)
    if len(legal) == 1:
        return legal[0]
    phase = v["phase"]
    ties = C.Ties(seed, NAME)
    if phase == "move":
        return C.best_move(Board(v, seat), legal, ties, MOVE_EPS)
    if phase == "combat":
        return _combat(v, seat, legal, ties)
    if phase == "declare":
        return _declare(v, seat, legal)
    if phase == "parliament":
        return _parliament(v, seat, legal)
    if phase == "coronation":
        return _coronation(v, seat, legal)
    if phase == "crown":
        return _crown_phase(v, seat, legal)
    return legal[0]  # the event phase's one action (BR-5.1)


def choose(state, seed, time_ms=None):
    """The YARDSTICK entry: callable(state, seed, time_ms) -> action string."""
    return decide(state, seed)
