"""Where a stack may go (BR-6): cross-country steps, roads, access to places, boxes.

``destinations`` runs a cheapest-path search whose cost is the cross-country steps used: road
legs and entering or leaving a place in one's own cell cost nothing (BR-6.2), so roads are
unlimited while every place on them must let the stack in (BR-6.3, BR-6.4).
"""

import heapq

from . import data as D
from .state import cell_loc, cell_of, influence, troops

NEIGHBOURS = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


def occupants(state):
    """{location: seat} of every noble."""
    return {n["loc"]: n["seat"] for n in state["nobles"].values()}


def entry_cost(state, place, seat):
    """BR-6.4: the influence ``seat`` needs to enter ``place``, 0 if free, None if it cannot."""
    owner = state["owners"].get(place)
    if owner == seat:
        return 0
    for n in state["nobles"].values():
        if n["loc"] == place and n["seat"] != seat:
            return None
    kind = D.KINDS[D.PLACES[place]["kind"]]
    base = kind["influence"]
    if owner is not None:
        base *= D.UNFRIENDLY_FACTOR
    return base


def royal_houses_at(state, loc):
    return {D.HOUSE[r] for r in D.ROYALS
            if state["royals"][r]["alive"] and state["royals"][r]["place"] == loc}


def can_enter(state, place, seat, stack_influence, stack_houses):
    """BR-6.4, BR-6.5: may a stack of ``seat`` with that influence and royals enter ``place``?"""
    cost = entry_cost(state, place, seat)
    if cost is None:
        return False
    if state["owners"].get(place) == seat:
        return True
    if stack_houses:
        here = royal_houses_at(state, place)
        if any(k != h for h in here for k in stack_houses):  # BR-6.5: the FAQ's royalty rule
            return False
    return stack_influence >= cost


def step_limit(state):
    """BR-6.2 with BR-5.4 (Free Move) and BR-5.5 (Bad Weather)."""
    kind = D.EVENTS[state["event"]]["kind"] if state["event"] else None
    if kind == "free-move":
        return D.FREE_MOVE_STEPS
    if kind == "bad-weather":
        return D.BAD_WEATHER_STEPS
    return D.CROSS_COUNTRY


def destinations(state, seat, start, nobles):
    """Sorted locations the ``nobles`` (of ``seat``, at ``start``) may move to (BR-6)."""
    occ = occupants(state)
    infl = influence(state, nobles)
    houses = {D.HOUSE[r] for r in D.ROYALS if state["royals"][r]["alive"]
              and state["royals"][r]["place"] == start and state["royals"][r]["controller"] == seat}
    strength = troops(state, nobles)
    limit = step_limit(state)
    enter_memo = {}

    def enterable(place):
        if place not in enter_memo:
            enter_memo[place] = can_enter(state, place, seat, infl, houses)
        return enter_memo[place]

    def blocked_cell(cell):
        loc = cell_loc(cell)
        return cell not in D.LAND or occ.get(loc, seat) != seat

    best = {start: 0}
    heap = [(0, start)]
    while heap:
        cost, loc = heapq.heappop(heap)
        if cost > best.get(loc, 1 << 30):
            continue
        nxt = []
        if loc.startswith("@"):
            x, y = cell_of(loc)
            for dx, dy in NEIGHBOURS:
                c = (x + dx, y + dy)
                if not blocked_cell(c):
                    nxt.append((cost + 1, cell_loc(c)))
            for p in D.PLACES_IN_CELL.get((x, y), ()):
                if enterable(p):
                    nxt.append((cost, p))
        else:
            if loc not in D.BOX_OF:
                c = cell_of(loc)
                if not blocked_cell(c):
                    nxt.append((cost, cell_loc(c)))
            for p in D.ROADS.get(loc, ()):
                if enterable(p):
                    nxt.append((cost, p))
        for c2, l2 in nxt:
            if c2 <= limit and c2 < best.get(l2, 1 << 30):
                best[l2] = c2
                heapq.heappush(heap, (c2, l2))
    out = set(best)
    for p in D.CROSSINGS.get(start, ()):  # BR-6.6: a crossing is the whole move
        if enterable(p):
            out.add(p)
    out.discard(start)
    result = []
    for loc in out:
        if not loc.startswith("@"):
            cap = D.KINDS[D.PLACES[loc]["kind"]].get("capacity")
            if cap is not None and strength > cap and loc != start:  # BR-1.3
                continue
        result.append(loc)
    return sorted(result, key=_loc_key)


def _loc_key(loc):
    if loc.startswith("@"):
        x, y = cell_of(loc)
        return (1, y, x, "")
    return (0, 0, 0, loc)


def distance(a, b):
    """Chebyshev distance in cells between two locations (diagonals count one, BR-6.2)."""
    (x1, y1), (x2, y2) = cell_of(a), cell_of(b)
    return max(abs(x1 - x2), abs(y1 - y2))


def near(a, b):
    """BR-7.1, BR-8.1: at most one cell apart (box places only within their box)."""
    ba, bb = D.BOX_OF.get(a), D.BOX_OF.get(b)
    if ba or bb:
        return ba == bb
    return distance(a, b) <= 1
