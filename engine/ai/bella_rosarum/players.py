"""Rule-based computer players for Bella Rosarum: ``easy`` and ``medium`` (BR rules, part 1).

Both decide from ``view(state, seat)`` only (BR-14): the public map, their own hand, the event
deck as a set (its order is secret), never another seat's hand or the generator.

- medium: scores every legal action. Moves: take free royals (nearest and safest first), bring a
  crownable royal with a cleric to a coronation place (BR-10.3), keep royals away from stronger
  enemy stacks, avoid places a Plague card still in the deck names (BR-5.2), close in on weak
  stacks holding royals. Combat: a battle only at good odds (victory ≥ 55% from the event deck,
  BR-7.3) or a siege (BR-8) that takes royals, kills nobles or takes a place cheaply; crowned
  royals of other seats weigh most. Crowns whenever it may (BR-10.3); holding both houses it
  executes the royals of the house whose claim is worth less (a crown other than Henry VI's can
  win by four turns, BR-13.2), but only once it holds such a crown itself: a living Henry VI
  stops every four-turn win, and killing him (or his house's nearer heirs) before that hands the
  sole crown to whichever rival crowns first (in 4-player arena games it did: 0.57 against 0.55
  on the same 200 deals, seed 31); plays every card, clerics and troops to the stack that guards its
  royals. When another seat counts turns with the sole crown (BR-13.2) it closes in on that
  stack and risks a battle against it from 30 % odds. Holding a crown that cannot win by four
  turns (Henry VI alone, or beside another seat's crown) it closes in on the stacks holding the
  royals it needs (needed_royals: a Yorkist to crown beside Henry, the rival crown) and values a
  siege of them highly. It summons Parliament when a Chancery card would pass to its own noble and
  gives cards only to its own nobles (BR-19); attacked, it declares kept cards that add troops,
  and attacking it withdraws when a declaration pushes the odds below its floor (BR-20.3).
  It does not besiege away from a crowning it can make this turn (a won siege moves the
  besieger, BR-8.2; the coronation phase comes after the combat, BR-10.3: CROWN_FIRST), brings
  a cleric-holding stack and the stack holding its eligible heir together (CLERIC), and once it
  holds a crown other than Henry VI's pulls its free stacks into that stack, so that a siege
  needs more troops (BR-8.1, BR-13.2: JOIN). The stack holding its royals closes in on a
  target stack it is strong enough to take (a siege matching garrison plus troops, BR-8.1; 2:1
  in the open, BR-7.3): the rival crowns its own crown needs, and a rival counting turns with
  the sole crown (BR-13.2: CHASE, CHASE_HOLD) — before, only its free stacks went for them, and
  JOIN pulled those back to the crown, so two crowns held by two seats stood still to the cap.
  It keeps a card rather than make a stack off the walkable land (Calais, Man) too big for the
  fortress its only crossing ends in (BR-1.3, BR-6.6: BOXED; one such stack sat in Calais with
  two eligible heirs and a cleric for 12 rounds).
  Switches kept off: REACH, GUARD, LEFT (hard's variants turn them on, hard_policy.py). The
  switches no level used (EXPOSURE, EXEC_SAFE, CROWN_SIEGE, CAP, RIVAL, MUSTER, TARGETS_OF) were
  removed; the branch ``ai-lab`` keeps them.
- easy: medium's aims without its care: no sense of threats or plague, battles only at 2:1 or
  better (71 % victory), no executions, and two actions in five a random legal one.
"""

from dataclasses import dataclass

from ...games.bella_rosarum import data as D
from ...games.bella_rosarum import moves, parliament, rules
from ...games.bella_rosarum.state import cell_of, nobles_at, stacks, troops, view
from ... import rng

EASY_BATTLE_ODDS = 0.7   # BR-7.3: 2:1 gives 71 % victory
EASY_SLIP = 0.4


@dataclass(frozen=True)
class Switches:
    """medium's switches, one decision's worth: ``medium(..., sw=...)`` and ``Situation(..., sw=...)``
    take them as an argument (hard's variants pass their own, hard_policy.VARIANTS); without one
    they read ``SWITCHES``, medium's own. The names are those of the module constants they
    replaced."""

    MEDIUM_BATTLE_ODDS: float = 0.55
    REACH: bool = False  # medium: threats from where other stacks can really go (reach_map), not within 6 cells
    TARGETS: bool = True  # medium: goes for the royals its four-turn win needs (needed_royals)
    PARLIAMENT: bool = True  # medium: summons Parliament and declares cards (BR-19, BR-20.3)
    EXEC_ONLY_CROWNED: bool = True  # medium: no execution before its own crown (other than Henry VI's) is on
    GUARD: float = 0.0  # medium: weight of the expected loss of its royals where a stack that can really reach them could take them (guard_cost)
    CROWN_FIRST: bool = True  # medium: no siege that takes a stack away from a crowning it can make this turn (BR-8.2, BR-10.3)
    CLERIC: bool = True  # medium: a cleric and an eligible heir of its own in different stacks close in on each other (BR-10.3)
    JOIN: float = 3.0  # medium: pull per cell of its free stacks toward the stack holding its crown (not Henry VI's, BR-13.2)
    LEFT: bool = False  # medium: a noble leaving royals behind answers for the danger it leaves them in
    BOXED: bool = True  # medium: keeps a card rather than make a stack off the walkable land too big for every crossing out (BR-1.3, BR-6.6)
    CHASE_HOLD: bool = True  # medium: CHASE also goes for the stack of a rival counting turns with the sole crown (BR-13.2)
    CHASE: float = 3.0  # medium: pull per cell of a stack holding royals toward a target stack it is strong enough to take (BR-8.1, BR-7.3)


SWITCHES = Switches()   # medium's own settings
_GOLDEN, _MASK64 = rng.GOLDEN, rng.MASK64


_ODDS = [rules.victory_odds(c) for c in range(6)]   # BR-7.3 per ratio column


class Rand:
    """A small seeded stream (engine.rng) so a seed fixes every decision."""

    def __init__(self, seed):
        self.x = rng.seed_to_state(seed)

    def below(self, n):
        self.x, v = rng.below(self.x, n)
        return v

    def unit(self):
        # below(1 << 30) in one step: 2**64 is a multiple of 2**30, so rng.below takes every
        # draw, and its remainder is the draw's low 30 bits (medium draws one per move scored)
        self.x, z = rng.next_u64(self.x)
        return (z & 0x3FFFFFFF) / (1 << 30)


# --- what a seat sees ---------------------------------------------------------------------------
class Situation:
    """Facts derived once per decision from the view."""

    def __init__(self, v, seat, careful=True, sw=None):
        self.v, self.seat, self.careful = v, seat, careful
        self.sw = sw = sw or SWITCHES
        self.stacks = stacks(v)
        self.enemy = [(loc, troops(v, ns)) for loc, (owner, ns) in self.stacks.items() if owner != seat]
        self.free = [r for r in D.COUNTERS if v["royals"][r]["alive"] and v["royals"][r]["controller"] is None]
        left = max(1, len(v["events"]))
        self.plague = {}
        for eid in v["events"]:  # BR-5.2: the cards still to come (the set is public, not the order)
            e = D.EVENTS[eid]
            if e["kind"] == "plague":
                self.plague[e["place"]] = self.plague.get(e["place"], 0) + 1 / left

        self.at = {}
        for r in D.COUNTERS:
            ro = v["royals"][r]
            if ro["alive"]:
                self.at.setdefault(ro["place"], []).append(r)
        self._reach = None
        self.stake = {}   # guard_cost: royal -> royal_stake
        self.left = {}    # left_cost: (loc, going) -> cost
        # threat and free_distance depend only on the enemy stacks and on where the free royals
        # stand, which stay as they are through most of a turn's decisions and recur in the
        # rollouts: their memos are shared by every Situation with the same ones
        self._enemy_key = tuple(self.enemy)
        self._near = _shared(_NEAR, self._enemy_key)
        self._free_dist = _shared(_FREE_DIST, tuple(v["royals"][r]["place"] for r in self.free))
        self._movers = {}   # score_move: (loc, noble) -> _Mover
        self._dests = {}    # score_move: destination -> _Dest
        self._royal_enemies = None
        # BR-13.2: a rival counting turns with the sole crown is the one to stop
        hold = v["hold"]
        self.holder = None
        if careful and hold and hold["seat"] != seat and rules.alive(v, hold["royal"]):
            self.holder = rules.royal_loc(v, hold["royal"])
        self._groups = {}
        self.targets = set(needed_royals(v, seat)) if careful and sw.TARGETS else set()
        self.guards = [loc for loc, (owner, _) in self.stacks.items() if owner == seat and any(
            v["royals"][r]["controller"] == seat for r in self.at.get(loc, []))]
        # BR-13.2: the stack holding the seat's crown (not Henry VI's) is the four-turn win
        self.crown_at = None
        if careful and sw.JOIN:
            for r in D.ROYALS:
                ro = v["royals"][r]
                if r != "henry" and ro["crowned"] and ro["controller"] == seat and rules.alive(v, r):
                    self.crown_at = rules.royal_loc(v, r)
        # BR-10.3: a crowning needs the eligible heir and a cleric in one stack; where they are apart
        self.heir_waits, self.cleric_idle = [], []
        if careful and sw.CLERIC:
            for loc, (owner, nobles) in self.stacks.items():
                if owner != seat:
                    continue
                held = [r for r in self.at.get(loc, []) if v["royals"][r]["controller"] == seat]
                held += [r for r in D.HEIR_NOBLE if D.HEIR_NOBLE[r] in nobles]
                heir = any(not v["royals"][r]["crowned"] and rules.eligible(v, r) for r in held)
                cleric = bool(_has_cleric(v, nobles))
                if heir and not cleric:
                    self.heir_waits.append(loc)
                elif cleric and not heir:
                    self.cleric_idle.append(loc)
            if not self.heir_waits:
                self.cleric_idle = []

    def free_distance(self, loc):
        """Cells to the nearest free royal (memoised per location)."""
        d = self._free_dist.get(loc)
        if d is None:
            d = self._free_dist[loc] = min(moves.distance(loc, self.v["royals"][r]["place"]) for r in self.free)
        return d

    def group(self, loc, noble):
        key = (loc, noble)
        g = self._groups.get(key)
        if g is None:
            g = self._groups[key] = _group(self.v, self.seat, loc, noble)
        return g

    def royals_at(self, loc):
        return self.at.get(loc, [])

    def threat(self, loc):
        """The strongest enemy stack that could reach and attack ``loc`` next turn."""
        if not self.careful:
            return 0
        if not self.sw.REACH:
            best = self._near.get(loc)
            if best is None:
                # the strongest within 6 cells (moves.distance), the first of equals as max() takes it
                x, y = cell_of(loc)
                best = 0
                for eloc, t in self.enemy:
                    if t > best:
                        ex, ey = cell_of(eloc)
                        if -6 <= ex - x <= 6 and -6 <= ey - y <= 6:
                            best = t
                self._near[loc] = best
            return best
        return self.reach_threat(loc)

    def royal_enemies(self):
        """[(location, troops, pull)] of the enemy stacks holding royals (in ``enemy``'s order):
        a stack strong enough closes in on them, a crowned one's twice as hard."""
        out = self._royal_enemies
        if out is None:
            v = self.v
            out = self._royal_enemies = [
                (eloc, t, 4 if self.careful and any(v["royals"][r]["crowned"] for r in self.royals_at(eloc)) else 2)
                for eloc, t in self.enemy if self.royals_at(eloc)]
        return out

    def reach_threat(self, loc):
        """The strongest stack of another seat that can really get next to ``loc`` next turn
        (reach_map: roads without limit, ships, BR-6.2, BR-6.3, BR-18)."""
        if self._reach is None:
            self._reach = reach_map(self.v, self.seat)
        return self._reach.get(cell_of(loc), 0)

    def plague_risk(self, loc):
        if not self.careful:
            return 0.0
        # about one event card per seat's turn until this seat moves again
        return min(1.0, self.plague.get(loc, 0.0) * self.v["players"])


_NEAR = {}        # Situation.threat: enemy stacks -> {location: threat}
_FREE_DIST = {}   # Situation.free_distance: the free royals' places -> {location: cells}


def _shared(memo, key):
    """The memo dict of ``key`` in ``memo`` (a bounded cache of memos)."""
    out = memo.get(key)
    if out is None:
        if len(memo) >= 256:
            memo.clear()
        out = memo[key] = {}
    return out


_REACH = {}


def reach_map(v, seat):
    """{cell: troops} — per grid cell, the strongest stack of another seat that could attack
    there in its next turn: every location its move can reach (BR-6.2 five cells, BR-6.3 roads
    without limit, BR-18 ships; the next turn's event is unknown, so the plain limit), and one
    cell round it (BR-7.1 battles, BR-8.1 sieges). A stack shut in by a siege stays (BR-6.8).
    Memoised on the other seats' stacks, which do not move during this seat's turn (the seat's
    own moves, which may open or shut a path, are not followed: the map of its first decision
    serves the whole turn)."""
    key = (seat, tuple((n, nb["loc"], tuple(nb["cards"])) for n, nb in v["nobles"].items() if nb["seat"] != seat),
           tuple((p, g["by"]) for p, g in v["sieges"].items()))
    out = _REACH.get(key)
    if out is not None:
        return out
    if len(_REACH) >= 64:
        _REACH.clear()
    plain = dict(v, event=None, moved=[])
    out = {}
    for loc, (owner, nobles) in stacks(v).items():
        if owner == seat:
            continue
        t = troops(v, nobles)
        reach = {loc}
        if not rules.besieged(v, loc, owner):
            reach.update(moves.destinations(plain, owner, loc, nobles))
        cells = set()
        for r in reach:
            x, y = cell_of(r)
            cells.update((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        for c in cells:
            if out.get(c, 0) < t:
                out[c] = t
    _REACH[key] = out
    return out


def needed_royals(v, seat):
    """The locations of other seats' stacks holding a royal the seat needs for a four-turn win
    (BR-13.2: the only crowned royal alive, not Henry VI). Holding crowned Henry VI alone, it
    needs a Yorkist to crown and then to put Henry to death (BR-10.2, BR-9.2); holding another
    crown, it needs every other crowned royal (to put it to death)."""
    mine = [r for r in D.ROYALS if rules.alive(v, r) and v["royals"][r]["controller"] == seat]
    crowned = [r for r in mine if v["royals"][r]["crowned"]]
    out = set()
    if not crowned:
        return out
    for r in D.COUNTERS:
        ro = v["royals"][r]
        if not ro["alive"] or ro["controller"] in (None, seat):
            continue
        if crowned == ["henry"] and D.HOUSE[r] == "york" or (crowned != ["henry"] and ro["crowned"]):
            out.add(ro["place"])
    return out


def royal_value(v, r):
    ro = v["royals"][r]
    value = 10.0
    if ro["crowned"]:
        value += 8
    elif rules.eligible(v, r):
        value += 5
    return value


# --- medium -------------------------------------------------------------------------------------
def _group(v, seat, loc, noble):
    mine = nobles_at(v, loc, seat)
    going = [noble] if noble else [n for n in mine if n not in v["moved"]]
    carries = len(going) == len(mine)
    royals = [r for r in D.COUNTERS if v["royals"][r]["alive"] and v["royals"][r]["place"] == loc
              and v["royals"][r]["controller"] == seat] if carries else []
    heirs = [r for r in D.HEIR_NOBLE if D.HEIR_NOBLE[r] in going]
    return going, royals + heirs


def _has_cleric(v, nobles):
    return [c for n in nobles for c in v["nobles"][n]["cards"] if D.CARDS[c]["category"] == "cleric"]


def _coronation_targets(v, clerics):
    return [D.CORONATION_PLACE] + [D.CARDS[c]["see"] for c in clerics]


def danger_cost(sit, loc, strength, nobles, guarded):
    return _danger(sit.threat(loc), strength + (rules.garrison(loc) if not loc.startswith("@") else 0), len(guarded))


def _danger(danger, cover, n_guarded):
    """The cost of standing with ``cover`` (troops and garrison) where a stack of ``danger``
    troops may attack, guarding ``n_guarded`` royals."""
    return (danger / max(cover, 1) - 1) * (12 + 8 * n_guarded) if danger > cover else 0.0


def royal_stake(v, r):
    """What losing royal ``r`` costs: a crown other than Henry VI's is the four-turn win
    (BR-13.2), an eligible heir the next crown (BR-10.2)."""
    ro = v["royals"][r]
    if ro["crowned"]:
        return 40.0 if r != "henry" else 15.0
    return 20.0 if rules.eligible(v, r) else 10.0


def taken_odds(loc, danger, strength):
    """The chance that an attacker of ``danger`` troops takes a stack of ``strength`` at ``loc``:
    in a place by a siege once it matches garrison plus troops (BR-8.1; it falls unless Bad
    Weather comes, BR-8.2), in the open by a victory at the ratio of troops (BR-7.3)."""
    if danger <= 0:
        return 0.0
    if loc.startswith("@"):
        return _ODDS[rules.ratio_column(danger, max(strength, 1))]
    if loc in D.PLACES:
        return rules.SIEGE_ODDS if danger >= rules.garrison(loc) + strength else 0.0
    return 0.0


def guard_cost(sit, loc, strength, guarded):
    """GUARD × the expected loss of the royals a stack of ``strength`` holds at ``loc`` (no
    nobles counted: counting them made medium shun every place in reach of a stack): the strongest
    stack that can really get next to it (reach_map, or within 6 cells) takes it in a place by a
    siege once it matches garrison plus troops (BR-8.1; 91 %, BR-8.2), in the open by a victory
    at the ratio of troops (BR-7.3)."""
    if not sit.sw.GUARD or not sit.careful or not guarded:
        return 0.0
    p = taken_odds(loc, max(sit.reach_threat(loc), sit.threat(loc)), strength)
    if p <= 0.0:
        return 0.0
    stake = sit.stake
    for r in guarded:
        if r not in stake:
            stake[r] = royal_stake(sit.v, r)
    return sit.sw.GUARD * p * sum(stake[r] for r in guarded)


def left_cost(sit, loc, going):
    """LEFT: nobles that leave the seat's royals behind with the rest of the stack (BR-6.1) make
    them weaker where they stand; the rise of the danger they stay in."""
    key = (loc, tuple(going))
    out = sit.left.get(key)
    if out is not None:
        return out
    v = sit.v
    mine = sit.stacks[loc][1]
    stay = [n for n in mine if n not in going]
    royals = [r for r in sit.royals_at(loc) if v["royals"][r]["controller"] == sit.seat] if stay else []
    out = 0.0
    if royals:
        full, rest = troops(v, mine), troops(v, stay)
        before = danger_cost(sit, loc, full, mine, royals) + guard_cost(sit, loc, full, royals)
        after = danger_cost(sit, loc, rest, stay, royals) + guard_cost(sit, loc, rest, royals)
        out = max(0.0, after - before)
    sit.left[key] = out
    return out


class _Mover:
    """What score_move needs of one moving group (its location and noble, BR-6.1), worked out
    once per decision: a movement phase scores every destination of every stack, some hundreds
    of actions a decision, and the group's side of each term does not depend on the
    destination."""

    __slots__ = ("royals", "strength", "crownable", "coronation", "heir_pull", "cleric_pull", "chase",
                 "pulls", "free_before", "join_at", "left")

    def __init__(self, sit, loc, noble):
        v = sit.v
        going, royals = sit.group(loc, noble)
        self.royals = royals
        self.strength = strength = troops(v, going)
        clerics = _has_cleric(v, going)
        # a crownable royal goes with a cleric to a coronation place (BR-10.3)
        self.crownable = sum(1 for r in royals if not v["royals"][r]["crowned"] and rules.eligible(v, r))
        self.coronation = None
        if clerics:
            targets = _coronation_targets(v, clerics)
            self.coronation = (targets, min(moves.distance(loc, t) for t in targets))
        # the cleric goes to the heir, or the heir to the cleric (CLERIC)
        self.heir_pull = self.cleric_pull = None
        if sit.heir_waits and sit.cleric_idle:
            if clerics:
                self.heir_pull = min(moves.distance(loc, h) for h in sit.heir_waits)
            elif loc in sit.heir_waits:
                self.cleric_pull = min(moves.distance(loc, c) for c in sit.cleric_idle)
        sw = sit.sw
        # CHASE: a stack holding royals closes in on a target stack (needed_royals, or a crown at
        # the turn cap, BR-13.2, BR-13.4) that it is strong enough to take, so that it can attack
        # from next to it (BR-7.1, BR-8.1) rather than wait for free stacks that JOIN pulls the
        # other way: (target, distance now)
        self.chase = None
        if sw.CHASE and sit.careful and (sit.targets or (sw.CHASE_HOLD and sit.holder)):
            goals = sit.targets | {sit.holder} if sw.CHASE_HOLD and sit.holder else sit.targets
            self.chase = [(t, moves.distance(loc, t)) for t in goals if can_take(sit, strength, t)]
        # with no royal to guard: the places the group closes in on, (weight, place, distance now)
        self.free_before = sit.free_distance(loc) if sit.free else None
        pulls = []
        if sit.holder:
            pulls.append((5, sit.holder, moves.distance(loc, sit.holder)))
        self.join_at = None
        if sit.crown_at and loc != sit.crown_at:  # strengthen the crown's stack (BR-8.1: garrison plus troops)
            self.join_at = sit.crown_at
            pulls.append((sw.JOIN, sit.crown_at, moves.distance(loc, sit.crown_at)))
        for t in sit.targets:
            pulls.append((3, t, moves.distance(loc, t)))
        for eloc, t, pull in sit.royal_enemies():
            if strength >= 1.5 * t:
                pulls.append((pull, eloc, moves.distance(loc, eloc)))
        self.pulls = [(weight, *cell_of(place), before) for weight, place, before in pulls]
        self.left = left_cost(sit, loc, going) if sw.LEFT and sit.careful else None


class _Dest:
    """What score_move needs of one destination, worked out once per decision."""

    __slots__ = ("free", "n_free", "take", "crownable", "threat", "garrison", "plague", "dx", "dy", "free_dist")

    def __init__(self, sit, dest):
        v = sit.v
        self.free = [r for r in sit.royals_at(dest) if r in sit.free]
        self.n_free = len(self.free)
        take = 0.0
        for r in self.free:   # whole numbers: the same sum in any order
            take += 30 + royal_value(v, r)
        self.take = take
        self.crownable = sum(1 for r in self.free if not v["royals"][r]["crowned"] and rules.eligible(v, r))
        self.threat = sit.threat(dest)
        self.garrison = rules.garrison(dest) if not dest.startswith("@") else 0
        self.plague = sit.plague_risk(dest)
        self.dx, self.dy = cell_of(dest)
        self.free_dist = sit.free_distance(dest) if sit.free else None


def score_move(sit, action):
    """What the move ``action`` is worth to the seat (so much per royal taken, cells gained
    toward what it goes for, less the danger and plague where it ends)."""
    w = action.split(" ")
    return _score_move(sit, w[1], w[2], w[3] if len(w) == 4 else None)


def _dist_from(dx, dy, b):
    """moves.distance from the cell (dx, dy) to location ``b``."""
    x, y = cell_of(b)
    return max(abs(dx - x), abs(dy - y))


def _score_move(sit, loc, dest, noble):
    return _score_run(sit, loc, noble, (dest,))[0]


def _score_run(sit, loc, noble, dests):
    """_score_move of each of ``dests`` for one moving group (a movement phase scores hundreds of
    moves per decision: what depends on the group only is read once)."""
    m = sit._movers.get((loc, noble))
    if m is None:
        m = sit._movers[(loc, noble)] = _Mover(sit, loc, noble)
    table = sit._dests
    n_royals, strength = len(m.royals), m.strength
    rare = m.coronation is not None or m.heir_pull is not None or m.cleric_pull is not None or m.chase is not None
    free_before, pulls, join_at, left = m.free_before, m.pulls, m.join_at, m.left
    join = 4 * sit.sw.JOIN
    guard = sit.sw.GUARD
    out = []
    for dest in dests:
        if dest == loc:
            out.append(-1e9)
            continue
        d = table.get(dest)
        if d is None:
            d = table[dest] = _Dest(sit, dest)
        # every term up to the danger is a whole number, so their order does not change the sum;
        # the terms after it keep their order
        score = d.take   # free royals taken at the destination (BR-6.7)
        n_guarded = n_royals + d.n_free
        if rare:
            score = _rare_terms(sit, m, d, dest, score, n_guarded)
        if not n_guarded:
            # close in on the nearest free royal, a rival's hold, the crown's stack, the royals
            # the seat needs, weak enemy stacks holding royals
            if free_before is not None:
                score += 3 * (free_before - d.free_dist)
            if pulls:
                dx, dy = d.dx, d.dy
                for weight, px, py, before in pulls:
                    score += weight * (before - max(abs(dx - px), abs(dy - py)))
            if dest == join_at:
                score += join
        # danger: stronger enemies near (_danger, whose 0.0 would leave the score as it is), and plague
        danger, cover = d.threat, strength + d.garrison
        if danger > cover:
            score -= (danger / max(cover, 1) - 1) * (12 + 8 * n_guarded)
        if guard:
            score -= guard_cost(sit, dest, strength, m.royals + d.free)
        if left is not None:
            score -= left
        if d.plague:
            score -= d.plague * (15 + 25 * n_guarded + strength / 50)
        out.append(score)
    return out


def _rare_terms(sit, m, d, dest, score, n_guarded):
    """_score_run's terms of a group with a cleric, a waiting heir or a target to chase, added to
    ``score`` in their order."""
    dx, dy = d.dx, d.dy
    # a crownable royal goes with a cleric to a coronation place (BR-10.3)
    if m.coronation is not None and (m.crownable or d.crownable):
        targets, before = m.coronation
        score += (m.crownable + d.crownable) * (25 if dest in targets else 3 * (before - min(_dist_from(dx, dy, t) for t in targets)))
    if m.heir_pull is not None and not n_guarded:  # the cleric goes to the heir
        score += 4 * (m.heir_pull - min(_dist_from(dx, dy, h) for h in sit.heir_waits))
        score += 15 if dest in sit.heir_waits else 0
    elif m.cleric_pull is not None and n_guarded:  # the heir meets the cleric
        score += 2 * (m.cleric_pull - min(_dist_from(dx, dy, c) for c in sit.cleric_idle))
        score += 15 if dest in sit.cleric_idle else 0
    if m.chase is not None and n_guarded:
        for t, before in m.chase:
            after = _dist_from(dx, dy, t)
            score += sit.sw.CHASE * (before - after)
            if after <= 1 < before:
                score += 4 * sit.sw.CHASE
    return score


def can_take(sit, strength, target):
    """Could a stack of ``strength`` take the stack at ``target``: a siege once it matches the
    garrison plus the troops inside (BR-8.1), a battle in the open from 2:1 (BR-7.3, 71 %)?"""
    inside = sit.stacks.get(target)
    dfn = troops(sit.v, inside[1]) if inside else 0
    if target.startswith("@"):
        return strength >= 2 * dfn
    return target in D.PLACES and strength >= rules.garrison(target) + dfn


def score_stay(sit, loc, nobles):
    """What staying put is worth, in the units of score_move (so a move must beat it)."""
    v = sit.v
    strength = troops(v, nobles)
    guarded = [r for r in sit.royals_at(loc) if v["royals"][r]["controller"] == sit.seat]
    s = -danger_cost(sit, loc, strength, nobles, guarded)
    s -= guard_cost(sit, loc, strength, guarded)
    s -= sit.plague_risk(loc) * (15 + 25 * len(guarded) + strength / 50)
    return s


def floor_against(sit, target, odds_floor):
    """The least victory odds (BR-7.3) worth a battle: a rival's hold (BR-13.2) is worth a gamble
    from 30 %."""
    if target == sit.holder:
        return 0.3
    return odds_floor


def combat_value(sit, action, att, dfn, odds_floor):
    v, seat = sit.v, sit.seat
    w = action.split(" ")
    verb = w[0]
    if verb == "siege":
        place = w[2]
        # BR-8.2: a won siege moves the besieger into the place, away from the crowning it could
        # make where it stands this turn (BR-10.3: the coronation phase comes after the combat)
        if sit.sw.CROWN_FIRST and sit.careful and place != w[1] and crown_ready(v, seat, w[1]):
            return -1
        inside = sit.stacks.get(place)
        gain = 2 + sum(22 if sit.careful and v["royals"][r]["crowned"] else 12 for r in sit.royals_at(place))
        if place == sit.holder or place in sit.targets:
            gain += 20
        if inside and inside[0] != seat:
            gain += 6 * len(inside[1])
        if place == D.CORONATION_PLACE or place in D.SEES:
            gain += 3
        return rules.SIEGE_ODDS * gain - 1
    col = rules.ratio_column(att, dfn)
    odds = rules.victory_odds(col)
    target = w[2] if verb == "battle" else v["sieges"][w[1]]["from"]
    if odds < floor_against(sit, target, odds_floor):
        return -1
    gain = sum(8 + troops(v, [n]) / 50 for n in sit.stacks[target][1])
    gain += sum(25 if sit.careful and v["royals"][r]["crowned"] else 15 for r in sit.royals_at(target))
    # BR-7.4: a '+' before the result costs one of the attacking nobles
    loss = sum(1 for e in D.EVENT_LIST if e["battle"][col].startswith("+")) / len(D.EVENT_LIST) * 8
    return odds * gain - loss


def crown_ready(v, seat, loc):
    """BR-10.3: could the seat crown a royal standing at ``loc`` in this turn's coronation phase?"""
    if not rules.can_crown_at(v, seat, loc):
        return False
    return any(rules.alive(v, r) and v["royals"][r]["controller"] == seat and not v["royals"][r]["crowned"]
               and rules.eligible(v, r) and rules.royal_loc(v, r) == loc for r in D.ROYALS)


_EXIT_CAP = {}


def exit_capacity(loc):
    """BR-6.6, BR-1.3: the most troops a stack at ``loc`` off the walkable land (Calais, the
    Irish boxes, Man, Wight) can take out of it: a crossing is the whole move and must end in
    its far place, whose capacity bounds the stack (None: no bound, or ``loc`` on the land)."""
    if loc in _EXIT_CAP:
        return _EXIT_CAP[loc]
    out = None
    if loc in D.PLACES and tuple(cell_of(loc)) not in D.LAND:
        box = D.BOX_OF.get(loc)
        inside = [p for p in D.BOX_OF if D.BOX_OF[p] == box] if box else [loc]
        caps = [D.KINDS[D.PLACES[q]["kind"]].get("capacity") for p in inside
                for q in D.CROSSINGS.get(p, ()) if q not in inside]
        out = None if not caps or None in caps else max(caps)
    _EXIT_CAP[loc] = out
    return out


def best_play(sit, plays):
    """BR-12.2: every card is played; clerics and troops go to the stack guarding royals (a
    cleric only where there is none yet), else to the strongest stack."""
    v, seat = sit.v, sit.seat
    hand = v["hands"][seat]
    guards = sit.guards
    best, bv = None, -1e9
    for a in plays:
        w = a.split(" ")
        if len(w) == 2:
            return a
        card, noble = hand[int(w[1]) - 1], w[2]
        loc = v["nobles"][noble]["loc"]
        val = troops(v, sit.stacks[loc][1]) / 1000
        if sit.careful and card_gain(v, card, noble) > 0:  # BR-16.1: an office counts in its area
            val += 3
        if loc in guards:
            val += 5
            if D.CARDS[card]["category"] == "cleric" and not _has_cleric(v, sit.stacks[loc][1]):
                val += 10
        if sit.sw.BOXED and sit.careful:
            cap = exit_capacity(loc)
            if cap is not None and troops(v, sit.stacks[loc][1]) + card_gain(v, card, noble) > cap:
                val -= 100
        if val > bv:
            best, bv = a, val
    if bv < -50:  # BR-12.2: playing is optional; the card waits in the hand
        return "end turn"
    return best


def card_gain(v, cid, noble):
    """The troops a card adds to ``noble`` now (BR-7.2): a noble card its own, a holding its
    troops unless it is an office, cleric or lordship away from its area (BR-16.1: it counts only
    once turned there) or a ship (BR-18.1)."""
    if D.is_noble(cid):
        return D.CARDS[cid]["troops"]
    if cid in D.ACTIVATED and v["nobles"][noble]["loc"] not in D.ACTIVATED[cid]:
        return 0
    if D.CARDS[cid]["category"] == "ship":
        return 0
    return D.CARDS[cid]["troops"]


def grant_passes(v, seat, noble, cid, attending):
    """BR-19.4, BR-19.5: would Parliament give ``cid`` to the seat's own ``noble``? Only the seat
    votes for (the summoner and the noble's seat are one), every other seat in the game against."""
    tally = parliament.votes(v, attending)
    for i, house in enumerate(("lords", "commons")):
        if house not in parliament.houses_needed(cid):
            continue
        yes = tally[seat][i]
        no = sum(t[i] for s, t in tally.items() if s != seat and s not in v["out"])
        if yes < no:
            return False
    return True


def parliament_choice(sit, legal):
    """BR-19: summon when one of the seat's own nobles attends and a Chancery card would pass to
    it (BR-19.2–19.5); give each card to its own noble — to the stack guarding its royals first, a
    cleric where that stack has none (BR-10.3) — or refuse it: a grant to another seat's noble
    only strengthens a rival, and a refused card returns to the Chancery (BR-19.3)."""
    v, seat = sit.v, sit.seat
    if "summon" in legal:
        attending = parliament.present(v)
        mine = [n for n in attending if v["nobles"][n]["seat"] == seat]
        cards = v["chancery"][:len(attending)]
        if mine and any(grant_passes(v, seat, mine[0], c, attending) for c in cards):
            return "summon"
        return "end parliament"
    p = v["parliament"]
    cid = p["cards"][0]
    best, bv = "refuse", -1.0
    for a in legal:
        if not a.startswith("grant "):
            continue
        n = a.split(" ")[1]
        if v["nobles"][n]["seat"] != seat or not grant_passes(v, seat, n, cid, p["present"]):
            continue
        loc = v["nobles"][n]["loc"]
        val = card_gain(v, cid, n) / 1000 + (5 if loc in sit.guards else 0)
        if D.CARDS[cid]["category"] == "cleric" and loc in sit.guards and not _has_cleric(v, nobles_at(v, loc, seat)):
            val += 10
        if val > bv:
            best, bv = a, val
    return best


def declare_choice(sit, legal, odds_floor):
    """BR-20.3: attacked, the seat declares every kept card that adds troops to the attacked stack
    (it would play them in its own turn anyway, BR-12.2); attacking, after the defender declared,
    it adds its own such cards and fights only if the odds still reach its floor (BR-7.3), else
    withdraws (nothing is drawn)."""
    v, seat = sit.v, sit.seat
    hand = v["hands"][seat]
    a = v["attack"]
    for act in legal:
        w = act.split(" ")
        if w[0] == "play" and card_gain(v, hand[int(w[1]) - 1], w[2]) > 0:
            return act
    if a["step"] == "defender":
        return "pass"
    if a["kind"] == "siege":  # BR-8.1: still possible after the declaring, or called off
        return "fight" if "fight" in legal else "withdraw"
    att = troops(v, [a["noble"]] if a.get("noble") else nobles_at(v, a["from"], seat))
    dfn = troops(v, nobles_at(v, a["to"]))
    floor = floor_against(sit, a["to"], odds_floor)
    return "fight" if rules.victory_odds(rules.ratio_column(att, dfn)) >= floor else "withdraw"


def _hands_a_rival_the_crown(v, seat, r):
    """Would putting ``r`` to death leave another seat with the only crown (BR-13.2)?"""
    crowned = [x for x in D.ROYALS if x != r and rules.alive(v, x) and v["royals"][x]["crowned"]]
    return len(crowned) == 1 and v["royals"][crowned[0]]["controller"] not in (None, seat)


def keep_house(v, seat, careful, sw=None):
    """BR-9.2, BR-13: which house's claim to keep when the seat holds both. medium keeps the house
    whose crown can win by four turns (a crowned royal other than Henry VI, then an heir it can
    crown; BR-13.2) over Henry VI himself; easy keeps the first it finds."""
    mine = [r for r in D.ROYALS if rules.alive(v, r) and v["royals"][r]["controller"] == seat]
    keep = [r for r in mine if v["royals"][r]["crowned"] or rules.eligible(v, r)]
    if not keep:
        return None
    if not careful:
        return D.HOUSE[keep[0]]

    def worth(r):
        if v["royals"][r]["crowned"]:
            return 1 if r == "henry" else 3
        return 2
    best = max(keep, key=worth)
    # BR-13.2: a living Henry VI stops every four-turn win, so he (and the claims of his house)
    # stays alive until the seat's own crown is on (else a rival's first crown would be the only one)
    if (sw or SWITCHES).EXEC_ONLY_CROWNED and not (v["royals"][best]["crowned"] and best != "henry"):
        return None
    return D.HOUSE[best]


def move_gains(sit, v, seat, legal):
    """[(move, its value over keeping the stack where it is)] of the ``move`` actions in
    ``legal``, in their order (BR-6.1)."""
    return [(a, sc - here) for acts, scores, here in _gain_runs(sit, v, seat, legal) for a, sc in zip(acts, scores)]


def _runs(legal):
    """[(location, noble or None, actions, destinations)] of each run of one moving group's
    ``move`` actions in ``legal``, in its order (memoised on the list: the rules list a board's
    moves once, and the same list comes back within a turn)."""
    key = tuple(legal)
    got = _RUNS.get(key)
    if got is not None:
        return got
    runs, run = [], None
    for a in legal:
        if not a.startswith("move "):
            continue
        w = a.split(" ")
        loc, noble = w[1], (w[3] if len(w) == 4 else None)
        if run is None or run[0] != loc or run[1] != noble:
            run = [loc, noble, [], []]
            runs.append(run)
        run[2].append(a)
        run[3].append(w[2])
    got = [(loc, noble, tuple(acts), tuple(dests)) for loc, noble, acts, dests in runs]
    if len(_RUNS) >= 256:
        _RUNS.clear()
    _RUNS[key] = got
    return got


def _gain_runs(sit, v, seat, legal):
    """[(actions, their scores, the score of staying)] of each run of one moving group's moves
    in ``legal`` (_runs), in its order: move_gains' values, a run at a time.

    The scores of one moving group's destinations are memoised (_SCORES) on everything
    _score_move reads: the group's _Mover and the decision's _score_context. A seat's turn
    asks for them again after each of its moves, for every stack not moved yet, and hard's
    rollouts of one decision play the same rest of that turn on each candidate."""
    runs = _runs(legal)
    out, stay = [], {}
    ctx = _score_context(sit) if runs else None
    if ctx is not None:
        # the context fixes every _Dest field: the decisions that share it share them
        dests_of = _DESTS_OF.get(ctx)
        if dests_of is None:
            if len(_DESTS_OF) >= 256:
                _DESTS_OF.clear()
            dests_of = _DESTS_OF[ctx] = sit._dests
        sit._dests = dests_of
    for loc, noble, acts, dests in runs:
        if loc not in stay:
            stay[loc] = score_stay(sit, loc, nobles_at(v, loc, seat))
        if ctx is None:
            scores = _score_run(sit, loc, noble, dests)
        else:
            m = sit._movers.get((loc, noble))
            if m is None:
                m = sit._movers[(loc, noble)] = _Mover(sit, loc, noble)
            key = (ctx, _mover_key(loc, m), dests)
            scores = _SCORES.get(key)
            if scores is None:
                if len(_SCORES) >= 4096:
                    _SCORES.clear()
                scores = _SCORES[key] = _score_run(sit, loc, noble, dests)
        out.append((acts, scores, stay[loc]))
    return out


_SCORES = {}   # move_gains: (context, mover, destinations) -> their _score_move
_RUNS = {}   # _runs: a list of legal actions -> its runs of moves
_DESTS_OF = {}   # move_gains: context -> {destination: _Dest}


def _score_context(sit):
    """Everything _score_move and _Dest read of the decision besides the moving group, as one
    hashable value; None when a switch makes them read more (REACH's reach_map, GUARD's
    guard_cost): those are not memoised."""
    sw = sit.sw
    if sw.REACH or sw.GUARD:
        return None
    v = sit.v
    return (sw, sit.careful, v["players"], sit._enemy_key, tuple(sit.plague.items()),
            tuple(sit.heir_waits), tuple(sit.cleric_idle),
            # the royals as _Dest reads them: where the free ones stand, and which are alive and
            # crowned (BR-10.2's eligibility; an heir is alive while his noble is)
            tuple((r, ro["alive"], ro["crowned"], ro["controller"] is None and ro["place"])
                  for r, ro in v["royals"].items()),
            tuple(n in v["nobles"] for n in D.HEIR_NOBLE.values()))


def _mover_key(loc, m):
    """What _score_move reads of a _Mover, as one hashable value."""
    cor = m.coronation
    return (loc, tuple(m.royals), m.strength, m.crownable, None if cor is None else (tuple(cor[0]), cor[1]),
            m.heir_pull, m.cleric_pull, None if m.chase is None else tuple(m.chase), m.free_before,
            tuple(m.pulls), m.join_at, m.left)


def medium(v, seat, legal, rand, careful=True, odds_floor=None, executes=True, sw=None):
    """medium's action (``sw``: its Switches, SWITCHES by default)."""
    sit = Situation(v, seat, careful, sw)
    sw = sit.sw
    if odds_floor is None:
        odds_floor = sw.MEDIUM_BATTLE_ODDS
    phase = v["phase"]
    if phase == "move":
        best, bv = "end move", 0.5
        x = rand.x
        if x >= rng.STRONG:   # never from Rand's seeds; the stream's own step then
            for a, gain in move_gains(sit, v, seat, legal):
                s = gain + rand.unit() * 0.01
                if s > bv:
                    best, bv = a, s
            return best
        # move_gains a run at a time, and rand.unit() per move with its SplitMix64 step written
        # out: the i-th draw's state is the seed plus i times the step, and a move whose
        # gain + 0.01 does not pass the best so far cannot pass it with its draw (unit() < 1,
        # and rounding keeps the order), so its draw is skipped but still counted
        i = 0
        for acts, scores, here in _gain_runs(sit, v, seat, legal):
            for a, sc in zip(acts, scores):
                i += 1
                gain = sc - here
                if gain + 0.01 <= bv:
                    continue
                z = (x + i * _GOLDEN) & _MASK64
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
                s = gain + ((z ^ (z >> 31)) & 0x3FFFFFFF) / 1073741824 * 0.01
                if s > bv:
                    best, bv = a, s
        rand.x = (x + i * _GOLDEN) & _MASK64
        return best
    if phase == "combat":
        best, bv = "end combat", 0.0
        for a, att, dfn in rules.combat_targets(v, seat):
            s = combat_value(sit, a, att, dfn, odds_floor)
            if s > bv:
                best, bv = a, s
        return best
    if phase == "parliament" and careful and sw.PARLIAMENT:
        return parliament_choice(sit, legal)
    if phase == "declare" and careful and sw.PARLIAMENT:
        return declare_choice(sit, legal, odds_floor)
    if phase == "coronation":
        # BR-13.2: holding a crown other than Henry VI's, a crown of the other house beside it
        # would leave the seat no sole crown, and keep_house would put one of the two to death
        worn = {D.HOUSE[r] for r in D.ROYALS if r != "henry" and rules.alive(v, r) and v["royals"][r]["crowned"]
                and v["royals"][r]["controller"] == seat}
        crowns = [a for a in legal if a.startswith("crown ") and (not worn or D.HOUSE[a.split(" ")[1]] in worn)]
        if crowns:
            return crowns[0]
        house = keep_house(v, seat, careful, sw)
        if house and executes:
            for a in legal:
                r = a.split(" ")[1]
                if a.startswith("execute ") and D.HOUSE[r] != house and not (careful and _hands_a_rival_the_crown(v, seat, r)):
                    return a
        return "end coronation"
    if phase == "crown":
        if "draw" in legal:
            return "draw"
        plays = [a for a in legal if a.startswith("play ")]
        return best_play(sit, plays) if plays else "end turn"
    return legal[0]


def easy(v, seat, legal, rand):
    """medium's aims without its care (no sense of threats or plague, battles only at 2:1 or
    better, no executions), and two actions in five a random legal one."""
    if rand.unit() < EASY_SLIP:
        pick = [a for a in legal if a != "concede"]
        return pick[rand.below(len(pick))]
    return medium(v, seat, legal, rand, careful=False, odds_floor=EASY_BATTLE_ODDS, executes=False)


LEVELS = {"easy": easy, "medium": medium}


def choose(state, level, seed):
    """The action of the seat to move, decided from that seat's view only (BR-14)."""
    seat = state["to_move"]
    if state["phase"] == "over":
        raise ValueError("the game is over: there is no action to choose")
    v = view(state, seat)
    legal = rules.legal_actions(v)
    if level == "random":  # the arena's baseline: any legal action but conceding
        legal = [a for a in legal if a != "concede"]
        return legal[Rand(seed).below(len(legal))]
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; Bella Rosarum has random, easy, medium")
    if len(legal) == 1:
        return legal[0]
    return LEVELS[level](v, seat, legal, Rand(seed))
