"""Bella Rosarum yardstick ``brcautious``: a cautious-defensive player written from the rules text
(seeds/bella-rosarum.md), deciding from its seat's view only (br_common.seat_view, BR-14.1).

Its style: first keep the royals it holds; only then take what is safe to take.
- risk: for each place a stack of its could stand, the troops of every rival that could attack
  it on that rival's next turn (the rival stacks whose next move reaches one cell from it, BR-6.2,
  BR-7.1, BR-8.1, summed per rival as if they joined), and from them the chance of losing the
  stack: a siege needs the garrison plus the stack's troops and then fails only to Bad Weather
  (BR-1.3, BR-8.1, BR-8.2), a battle in the open goes by the ratio's column (BR-7.3);
- movement: each stack (or one noble out of it) moves once (BR-6.1) where the value it keeps,
  discounted by that risk, rises most: so the royals go to its strongest stack, or the strong
  stack comes to them, inside places (walls add their garrison, BR-1.3) and out of the rivals'
  reach; a free royal is taken (BR-6.7) only where it can be kept; a heir with a cleric goes to
  be crowned (BR-10.3); little else draws it out;
- combat: attacks only at clear superiority: a battle at 2:1 or better (BR-7.3's 2:1 column), a
  sally likewise (BR-8.3), a siege (which fails only to Bad Weather, BR-8.2) when it gains and
  does not leave royals more exposed than they were;
- Parliament only when its own grants would pass the votes (BR-19.4, BR-19.5);
- crowns at once (BR-10.3); puts the other house's royals to death only once it holds a crowned
  king of its own (not Henry VI, BR-9.2, BR-13.2);
- draws and plays every kept card at once, to the stack most at risk with royals (a cleric to
  its heir, an office into its area, BR-12.2, BR-10.3, BR-16.2); as a defender it declares every
  card that adds troops (BR-20.3), as an attacker it fights only while superiority holds.

``choose(state, seed, time_ms)``: the action of the seat to move. ``time_ms`` is not used (a
few milliseconds a decision); the seed only breaks ties (engine.rng). Never imports engine/ai/.
"""

from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import rules as R
from engine.games.bella_rosarum import state as S

from . import br_common as C

NAME = "brcautious"

CROWNED = 50.0       # a crowned royal
HENRY = 35.0         # Henry VI: crowned, but no hold is won with him (BR-13.2)
HEIR = 14.0          # the eligible heir of its house (BR-10.2)
ROYAL = 8.0          # any other living royal
LOST_TO_RIVAL = 1.5  # a royal lost is also a rival's gain (BR-7.3, BR-8.2 pass it to the victor)
TROOP = 1 / 100
PLACE_PULL = 0.15    # how much a free royal or a place within reach draws a stack out
MOVE_EPS = 0.05
SUPERIOR = 4         # BR-7.3: the 2:1 column or better
SIEGE_EPS = 0.8


def royal_value(v, r):
    ro = v["royals"][r]
    if ro["crowned"]:
        return HENRY if r == "henry" else CROWNED
    return HEIR if R.eligible(v, r) else ROYAL


class Board(C.StackValues):
    """The seat's view once per decision, with the rivals' reach for next turn."""

    def __init__(self, v, seat):
        self.v, self.seat = v, seat
        self.reach = C.rival_reach(v, seat)
        self.free = C.free_royals(v)
        self.p_siege = C.siege_odds(v)
        self._val, self._threat = {}, {}

    def threat(self, loc):
        got = self._threat.get(loc)
        if got is None:
            got = self._threat[loc] = C.threat_at(self.reach, loc)
        return got

    def risk(self, loc, t):
        """The chance of losing a stack of ``t`` troops at ``loc`` next round (br_common.loss_chance)."""
        threat = self.threat(loc)
        return C.loss_chance(self.v, loc, t, threat) if threat else 0.0


    def _stack_value(self, loc, nobles, royals):
        v = self.v
        t = C.troops_of(v, nobles, loc)
        rv = sum(royal_value(v, r) for r in royals)
        risk = self.risk(loc, t)
        val = (rv + t * TROOP) * (1 - risk) - risk * rv * (LOST_TO_RIVAL - 1)
        heirs = [r for r in royals if not v["royals"][r]["crowned"] and R.eligible(v, r)]
        if heirs and C.can_crown_here(v, nobles, loc):  # BR-10.3: crowned this turn
            val += (CROWNED - HEIR) * 0.9 * (1 - risk)
        elif heirs and C.has_cleric(v, nobles):
            d = min(C.distance(loc, p) for p in C.crown_places(v, nobles))
            val += (CROWNED - HEIR) * (0.3 if d <= 5 else 0.1) * (1 - risk)
        if risk < 0.2:  # only a safe stack looks further: a free royal, a place it can take
            val += PLACE_PULL * self._pull(loc, t)
        return val

    def _pull(self, loc, t):
        """What a stack at ``loc`` could take next: a free royal's place or a place it does not own,
        within one cell and within its strength to besiege (BR-8.1), or nearby (a later turn)."""
        v, best = self.v, 0.0
        x, y = S.cell_of(loc)
        for place, rs in self.free.items():
            d = C.distance(loc, place)
            if d > 5:
                continue
            val = sum(royal_value(v, r) for r in rs)
            if place in D.PLACES and t < C.garrison(place):
                val *= 0.3
            best = max(best, val * (1.0 if d <= 1 else 0.4))
        if best < 2.0:
            for place in C.near_places(loc, v):
                if v["owners"].get(place) != self.seat and t >= C.garrison(place) and place not in self.stacks_of_rivals():
                    best = max(best, self.p_siege * (1.0 + C.garrison(place) / 200))
        return best

    def stacks_of_rivals(self):
        got = getattr(self, "_rivals", None)
        if got is None:
            got = self._rivals = {loc for loc, (owner, _) in C.stacks(self.v).items() if owner != self.seat}
        return got




def _battle_ok(v, seat, att_loc, att, tloc):
    """BR-7.3: clear superiority (the 2:1 column or better); the gain beats what a '+' costs
    (BR-7.4: one attacking noble may die, and with the stack's last noble its royals)."""
    dfn = [n for n in S.nobles_at(v, tloc) if v["nobles"][n]["seat"] != seat]
    a_t, d_t = S.troops(v, att), S.troops(v, dfn)
    if R.ratio_column(a_t, max(d_t, 1)) < SUPERIOR:
        return None
    win, att_dies, def_dies = C.battle_odds(v, a_t, d_t)
    theirs = sum(royal_value(v, r) for r in D.COUNTERS
                 if v["royals"][r]["alive"] and v["royals"][r]["place"] == tloc)
    theirs += sum(royal_value(v, r) for r in D.HEIR_NOBLE if D.HEIR_NOBLE[r] in dfn)
    mine = S.nobles_at(v, att_loc, seat)
    my_royals = sum(royal_value(v, r) for r in C.royals_at(v, seat, att_loc))
    weakest = min(S.noble_troops(v, n) for n in att)
    loss = weakest * TROOP + (my_royals * LOST_TO_RIVAL if len(mine) == 1 else 0.0)
    gain = win * (theirs + d_t * TROOP) + def_dies * 0.5 - att_dies * loss
    return gain if gain > 0 else None


def _siege_ok(board, att_loc, place):
    """BR-8.1, BR-8.2: a siege that gains, whose stack is no more exposed inside the place than
    where it stands (a stack with royals only), weighed with the odds of Bad Weather."""
    v, seat = board.v, board.seat
    nobles = S.nobles_at(v, att_loc, seat)
    inside = [n for n in S.nobles_at(v, place) if v["nobles"][n]["seat"] != seat]
    theirs = sum(royal_value(v, r) for r in D.COUNTERS
                 if v["royals"][r]["alive"] and v["royals"][r]["place"] == place)
    theirs += sum(royal_value(v, r) for r in D.HEIR_NOBLE if D.HEIR_NOBLE[r] in inside)
    gain = board.p_siege * (1.0 + C.garrison(place) / 200 + theirs + S.troops(v, inside) * TROOP)
    mine = C.royals_at(v, seat, att_loc)
    if mine:
        t = S.troops(v, nobles)
        if board.risk(place, t) > board.risk(att_loc, t) + 0.05:
            return None
    return gain if gain > SIEGE_EPS else None


def _combat(board, legal, ties):
    v, seat = board.v, board.seat
    best, best_gain = "end combat", 0.0
    for a in legal:
        w = a.split(" ")
        if w[0] == "battle":
            att = [w[3]] if len(w) == 4 else S.nobles_at(v, w[1], seat)
            gain = _battle_ok(v, seat, w[1], att, w[2])
        elif w[0] == "sally":  # BR-8.3: a battle against the besiegers
            gain = _battle_ok(v, seat, w[1], S.nobles_at(v, w[1], seat), v["sieges"][w[1]]["from"])
        elif w[0] == "siege":
            gain = _siege_ok(board, w[1], w[2])
        else:
            continue
        if gain is not None and gain + ties.jitter() > best_gain:
            best, best_gain = a, gain
    return best


def _declare(v, seat, legal):
    """BR-20.3: the defender declares every card with troops; the attacker declares its own, then
    fights only while superiority holds (a siege: while it may still be fought, BR-8.1)."""
    a = v["attack"]
    plays = [x for x in legal if x.startswith("play ") and C.card_troops(v["hands"][seat][int(x.split()[1]) - 1]) > 0]
    if plays:
        return plays[0]
    if a["step"] == "defender":
        return "pass"
    if "fight" not in legal:
        return "withdraw"
    if a["kind"] == "siege":
        return "fight"
    att = [a["noble"]] if a.get("noble") else S.nobles_at(v, a["from"], seat)
    return "fight" if _battle_ok(v, seat, a["from"], att, a["to"]) is not None else "withdraw"


def _parliament(v, seat, legal):
    """BR-19: summon only when some of its own grants would pass; then each card to its own noble
    whose grant passes, else refused (a card is never handed to a rival)."""
    if "summon" in legal:
        return "summon" if C.own_grants_before_summoning(v, seat) else "end parliament"
    p = v["parliament"]
    if p is None:
        return "end parliament"
    cid = p["cards"][0]
    for x in legal:
        if x.startswith("grant "):
            n = x.split()[1]
            if v["nobles"][n]["seat"] == seat and C.grant_passes(v, seat, n, cid, p["present"]):
                return x
    return "refuse"


def _coronation(v, seat, legal):
    """BR-10.3: crown at once; BR-9.2: executions only for a crowned king of its own house."""
    crowns = [a for a in legal if a.startswith("crown ")]
    if crowns:
        return crowns[0]
    kings = [r for r in S.controls(v, seat) if v["royals"][r]["crowned"] and r != "henry"]
    if kings:
        house = D.HOUSE[kings[0]]
        for a in legal:
            if a.startswith("execute ") and D.HOUSE[a.split()[1]] != house:
                return a
    return "end coronation"


def _holder(board, legal, cid):
    """Where a card goes (BR-12.2): a cleric to a stack with an eligible heir (BR-10.3), an
    activated card to a noble in its area (BR-16.2), troops to the stack with royals most at risk,
    else to the strongest stack."""
    v, seat = board.v, board.seat

    def score(a):
        n = a.split()[2]
        loc = v["nobles"][n]["loc"]
        stack = S.nobles_at(v, loc, seat)
        royals = C.royals_at(v, seat, loc)
        t = S.troops(v, stack)
        s = t / 10000
        if D.CARDS[cid]["category"] == "cleric" and any(
                not v["royals"][r]["crowned"] and R.eligible(v, r) for r in royals):
            s += 100
        area = D.ACTIVATED.get(cid)
        if area is not None and loc in area:
            s += 50
        if royals:
            s += 10 + 10 * board.risk(loc, t)
        return (s, -legal.index(a))
    return max([a for a in legal if a.startswith("play 1")], key=score)


def _crown_phase(board, legal):
    if "draw" in legal:
        return "draw"
    hand = board.v["hands"][board.seat]
    if not hand:
        return "end turn"
    plays = [a for a in legal if a.startswith("play 1")]
    if len(plays) == 1:
        return plays[0]
    return _holder(board, legal, hand[0])


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
        return _combat(Board(v, seat), legal, ties)
    if phase == "declare":
        return _declare(v, seat, legal)
    if phase == "parliament":
        return _parliament(v, seat, legal)
    if phase == "coronation":
        return _coronation(v, seat, legal)
    if phase == "crown":
        return _crown_phase(Board(v, seat), legal)
    return legal[0]  # the event phase's one action (BR-5.1)


def choose(state, seed, time_ms=None):
    """The YARDSTICK entry: callable(state, seed, time_ms) -> action string."""
    return decide(state, seed)
