"""Where a stack may go (BR-6): cross-country steps, roads, access to places, boxes.

``destinations`` runs a cheapest-path search whose cost is the cross-country steps used: road
legs and entering or leaving a place in one's own cell cost nothing (BR-6.2), so roads are
unlimited while every place on them must let the stack in (BR-6.3, BR-6.4).
"""

from collections import deque

from . import data as D
from .state import RULES, cell_loc, cell_of, influence, ship_capacity, troops

BIG = 1 << 30
CELL_OF_LOC = {cell_loc(c): c for c in D.LAND}
_STEPS = {}


def steps_past(water):
    """{cell: the locations of the land cells one step from it} with no step across ``water``
    (BR-6.2, BR-6.3), one table per set of water."""
    got = _STEPS.get(water)
    if got is None:
        got = _STEPS[water] = {c: tuple(cell_loc(n) for n in steps if frozenset((c, n)) not in water)
                               for c, steps in D.LAND_STEPS_ACROSS_WATER.items()}
    return got


STEPS = steps_past(D.WATER)  # BR-6.2, under the newest rules
# a game of rules 2 or earlier walks across the water the grid does not show, as it began
STEPS_ACROSS_WATER = steps_past(frozenset())


def dry(state):
    """Whether an owner may besiege its own place to drive out a rival (BR-8.5): from rules 3 on,
    with the first water between land cells."""
    return state.get("rules", RULES) >= 3


def water_of(state):
    """The water between land cells that stops steps and attacks in this game (map.json
    ``water``; BR-6.3, BR-8.1): the stretches its rules version knows."""
    return D.water_under(state.get("rules", RULES))
# the open cell around each place on walkable land (not the boxes, not Wight or Man)
PLACE_OPEN = {p: cell_loc(D.PLACE_CELL[p]) for p in D.PLACES
              if p not in D.BOX_OF and D.PLACE_CELL[p] in D.LAND}


def occupants(state):
    """{location: seat} of every noble."""
    return {n["loc"]: n["seat"] for n in state["nobles"].values()}


def entry_cost(state, place, seat, occ=None):
    """BR-6.4: the influence ``seat`` needs to enter ``place``, 0 if free, None if it cannot.
    ``occ`` is ``occupants(state)`` when the caller has it already."""
    if occ is None:
        occ = occupants(state)
    if occ.get(place, seat) != seat:  # another seat's nobles inside, even in one's own place
        return None
    owner = state["owners"].get(place)
    if owner == seat:
        return 0
    kind = D.KINDS[D.PLACES[place]["kind"]]
    base = kind["influence"]
    if owner is not None:
        base *= D.UNFRIENDLY_FACTOR
    return base


def royal_houses_at(state, loc):
    return {D.HOUSE[r] for r in D.ROYALS
            if state["royals"][r]["alive"] and state["royals"][r]["place"] == loc}


def free_royal_at(state, place):
    """BR-6.9: does a living royal counter with no controller stand in ``place``?"""
    return any(state["royals"][r]["alive"] and state["royals"][r]["place"] == place
               and state["royals"][r]["controller"] is None for r in D.COUNTERS)


def shut_places(state):
    """BR-6.9: the places no stack may enter this round (a free royal in them, round 1, rules 2
    and later), sorted."""
    if state["round"] != 1 or state.get("rules", RULES) < 2:
        return []
    return sorted({ro["place"] for r, ro in state["royals"].items()
                   if r in D.COUNTERS and ro["place"] and free_royal_at(state, ro["place"])})


def can_enter(state, place, seat, stack_influence, stack_houses, occ=None):
    """BR-6.4, BR-6.5, BR-6.9: may a stack of ``seat`` with that influence and royals enter ``place``?"""
    if state["round"] == 1 and state.get("rules", RULES) >= 2 and free_royal_at(state, place):
        # BR-6.9: the first mover could otherwise walk into half the royals before anyone else
        # moves; the royals' places stay shut until every seat has had a turn (from rules 2 on:
        # a game started under rules 1 goes on without it)
        return False
    cost = entry_cost(state, place, seat, occ)
    if cost is None:
        return False
    if state["owners"].get(place) == seat:
        return True
    if stack_houses:
        here = royal_houses_at(state, place)
        if any(k != h for h in here for k in stack_houses):  # BR-6.5: the FAQ's royalty rule
            return False
    return stack_influence >= cost


def stack_houses(state, seat, start, nobles):
    """BR-6.5: the houses of the royals that go with ``nobles`` leaving ``start``. The royalty
    rule binds the stack that holds the royals: royal counters go only with the last nobles of
    a stack (BR-6.1), so a noble splitting off leaves them behind; an heir noble (BR-1.6) is
    always his own royal."""
    mine = sum(1 for n in state["nobles"].values() if n["loc"] == start and n["seat"] == seat)
    houses = {D.HOUSE[r] for r, n in D.HEIR_NOBLE.items() if n in nobles}
    if len(nobles) == mine:
        houses |= {D.HOUSE[r] for r in D.COUNTERS if state["royals"][r]["alive"]
                   and state["royals"][r]["place"] == start and state["royals"][r]["controller"] == seat}
    return houses


def step_limit(state):
    """BR-6.2 with BR-5.4 (Free Move) and BR-5.5 (Bad Weather)."""
    kind = D.EVENTS[state["event"]]["kind"] if state["event"] else None
    if kind == "free-move":
        return D.FREE_MOVE_STEPS
    if kind == "bad-weather":
        return D.BAD_WEATHER_STEPS
    return D.CROSS_COUNTRY


def closed_sea(state):
    """BR-18.5, BR-18.6: the sea zones no ship may sail this turn (every zone in Storms at Sea,
    the named zone under Piracy)."""
    e = D.EVENTS[state["event"]] if state["event"] else None
    if e is None:
        return ()
    if e["kind"] == "storms":
        return ALL_ZONES
    if e["kind"] == "piracy":
        return (e["zone"],)
    return ()


ALL_ZONES = tuple(sorted(set(D.SEA.values())))
SEA_NODE = {c: f"~{c[0]},{c[1]}" for c in D.SEA}  # a ship at sea: a search node, never a location
NODE_SEA = {v: k for k, v in SEA_NODE.items()}
EJECTED = "!"  # prefix of a search node: put ashore in the open outside a port (BR-18.4)


_DESTS = {}


def destinations(state, seat, start, nobles, sail=True):
    """Sorted locations the ``nobles`` (of ``seat``, at ``start``) may move to (BR-6, BR-18);
    ``sail=False``: by land and crossings only, as if the stack had no ship.

    Memoised on everything the search below reads: a seat's own moves leave the other stacks'
    reach as it was (its own nobles never block it), so the computer's playouts, which list
    every stack's moves again after each move, mostly find them here."""
    occ = occupants(state)
    infl = influence(state, nobles)
    houses = stack_houses(state, seat, start, nobles)
    strength = troops(state, nobles)
    limit = step_limit(state)
    version = state.get("rules", RULES)
    # BR-18.1: a stack sails only if its ships carry all its troops (and it has a ship at all)
    capacity = ship_capacity(state, nobles)
    sails = sail and capacity > 0 and capacity >= strength
    closed = closed_sea(state) if sails else ()
    # ``occ`` counts only as "held by another seat" (occ.get(x, seat) != seat below and in
    # entry_cost); the royals only through can_enter: free_royal_at in a first round (rules 2
    # on), royal_houses_at for a stack with royals of its own
    shut = state["round"] == 1 and version >= 2
    royals = state["royals"]
    blocked = frozenset(loc for loc, s in occ.items() if s != seat)
    key = (seat, start, sails, closed, limit, version, infl, strength, frozenset(houses),
           blocked, tuple(state["owners"].items()),
           tuple((r, ro["alive"], ro["place"], ro["controller"]) for r, ro in royals.items()) if shut else None,
           tuple((r, ro["alive"], ro["place"]) for r, ro in royals.items()) if houses else None)
    got = _DESTS.get(key)
    if got is None:
        if len(_DESTS) >= 4096:
            _DESTS.clear()
        got = _DESTS[key] = tuple(_search(state, seat, start, occ, blocked, infl, houses, strength, limit,
                                          steps_past(water_of(state)), sails, closed))
    return list(got)


def _search(state, seat, start, occ, blocked, infl, houses, strength, limit, steps_of, sails, closed):
    """destinations' own search, on the values it derived (``blocked``: the locations another
    seat's nobles hold, where ``occ.get(loc, seat) != seat``)."""
    enter_memo = {}

    def enterable(place):
        ok = enter_memo.get(place)
        if ok is None:
            ok = enter_memo[place] = can_enter(state, place, seat, infl, houses, occ)
        return ok

    # 0-1 search: cross-country steps cost 1, roads and stepping in or out of a place cost 0
    best = {start: 0}
    queue = deque([(0, start)])
    # the loop's lookups held in locals: it runs for every location within a move's reach
    best_get, push, push_front, pop = best.get, queue.append, queue.appendleft, queue.popleft
    cell_of_loc, places_in_cell, place_open, roads = CELL_OF_LOC, D.PLACES_IN_CELL, PLACE_OPEN, D.ROADS
    while queue:
        cost, loc = pop()
        if cost > best[loc]:
            continue
        if loc in NODE_SEA:  # BR-18.2: at sea, each sea cell costs one of the move's steps
            cell = NODE_SEA[loc]
            if cost < limit:
                for nc in D.SEA_STEPS[cell]:
                    node = SEA_NODE[nc]
                    if D.SEA[nc] not in closed and cost + 1 < best.get(node, BIG):
                        best[node] = cost + 1
                        queue.append((cost + 1, node))
            for p in D.LANDINGS.get(cell, ()):
                if state["owners"].get(p) == seat:  # BR-18.3: landing in a friendly port
                    if cost < best.get(p, BIG) and enterable(p):
                        best[p] = cost
                        queue.appendleft((cost, p))
                elif occ.get(p, seat) == seat and occ.get(PLACE_OPEN.get(p), seat) == seat:
                    node = EJECTED + PLACE_OPEN.get(p, "")  # BR-18.4: ashore outside, the move ends
                    if p in PLACE_OPEN and cost < best.get(node, BIG):
                        best[node] = cost
            continue
        cell = cell_of_loc.get(loc)
        if cell is not None:
            if cost < limit:
                c1 = cost + 1
                for nloc in steps_of[cell]:
                    if c1 < best_get(nloc, BIG) and nloc not in blocked:
                        best[nloc] = c1
                        push((c1, nloc))
            entries = places_in_cell.get(cell, ())  # stepping into a place in this cell
        else:
            cloc = place_open.get(loc)
            if cloc is not None:
                if cloc not in blocked and cost < best_get(cloc, BIG):
                    best[cloc] = cost
                    push_front((cost, cloc))
            entries = roads.get(loc, ())  # the places a road from this place reaches
        for p in entries:
            if cost < best_get(p, BIG):
                ok = enter_memo.get(p)
                if ok is None:
                    ok = enterable(p)
                if ok:
                    best[p] = cost
                    push_front((cost, p))
        if cell is None and sails and cost < limit and state["owners"].get(loc) == seat:  # BR-18.3: embark
            for sea_cell in D.PORT_CELLS.get(loc, ()):
                node = SEA_NODE[sea_cell]
                if D.SEA[sea_cell] not in closed and cost + 1 < best.get(node, BIG):
                    best[node] = cost + 1
                    queue.append((cost + 1, node))
    out = {loc[len(EJECTED):] if loc.startswith(EJECTED) else loc for loc in best if loc not in NODE_SEA}
    for p in D.CROSSINGS.get(start, ()):  # BR-6.6: a crossing is the whole move
        if enterable(p):
            out.add(p)
    out.discard(start)
    result = []
    for loc in out:
        if loc not in CELL_OF_LOC:
            cap = D.KINDS[D.PLACES[loc]["kind"]].get("capacity")
            if cap is not None and strength > cap:  # BR-1.3
                continue
        result.append(loc)
    return sorted(result, key=LOC_ORDER.__getitem__)


# Destinations are listed places first (by id), then open cells row by row.
LOC_ORDER = {loc: i for i, loc in enumerate(
    sorted(D.PLACES) + [cell_loc(c) for c in sorted(D.LAND, key=lambda c: (c[1], c[0]))])}


def distance(a, b):
    """Chebyshev distance in cells between two locations (diagonals count one, BR-6.2)."""
    (x1, y1), (x2, y2) = cell_of(a), cell_of(b)
    return max(abs(x1 - x2), abs(y1 - y2))


def near(a, b, water=D.WATER):
    """BR-7.1, BR-8.1: at most one cell apart; box places only within their box, a place off
    the walkable land (Wight, Man) only from inside it; not across ``water`` (the game's: water_of)
    between two cells (map.json ``water``)."""
    ba, bb = D.BOX_OF.get(a), D.BOX_OF.get(b)
    if ba or bb:
        return ba == bb
    if (a not in PLACE_OPEN and not a.startswith("@")) or (b not in PLACE_OPEN and not b.startswith("@")):
        return a == b
    if water and frozenset((tuple(cell_of(a)), tuple(cell_of(b)))) in water:
        return False
    return distance(a, b) <= 1


def near_places(loc, water=D.WATER):
    """The places ``near`` a location, sorted (cached per location and water)."""
    out = _NEAR.get((loc, water))
    if out is None:
        out = _NEAR[(loc, water)] = tuple(p for p in sorted(D.PLACES) if near(loc, p, water))
    return out


_NEAR = {}
