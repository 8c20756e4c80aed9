"""Bella Rosarum's fixed data, read once from data/*.json: cards, events, places, the map (BR-1).

Everything here is constant for every game: the card and event tables, the places with their
kinds, the land cells, the road network, the boxes and their crossings, the royals and their
succession orders, the order of precedence.
"""

import json
import os

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")


def _read(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return json.load(fh)


_CARDS = _read("cards.json")["cards"]
_EVENTS = _read("events.json")
_PLACES = _read("places.json")
_MAP = _read("map.json")

# --- cards (BR-1.4, BR-1.5) ----------------------------------------------------------------
CARDS = {c["id"]: c for c in _CARDS}
CARD_ORDER = {c["id"]: i for i, c in enumerate(_CARDS)}
NOBLE_CATEGORIES = ("duke", "earl", "viscount", "baron")
NOBLES = tuple(c["id"] for c in _CARDS if c["category"] in NOBLE_CATEGORIES)
HOLDINGS = tuple(c["id"] for c in _CARDS if c["category"] not in NOBLE_CATEGORIES)
ROYALTY_CARDS = tuple(c["id"] for c in _CARDS if c["category"] == "royalty")
CLERICS = tuple(c["id"] for c in _CARDS if c["category"] == "cleric")
# BR-11.1: offices, earldoms and archbishoprics go to the Chancery when their noble dies
TO_CHANCERY = frozenset(c["id"] for c in _CARDS
                        if c["category"] in ("office", "earldom") or c["id"].startswith("abp-"))
# BR-3.6: order of precedence (rank -> card)
PRECEDENCE = tuple(cid for _, cid in sorted((c["rank"], c["id"]) for c in _CARDS if c.get("rank")))


def is_noble(cid):
    return CARDS[cid]["category"] in NOBLE_CATEGORIES


def sort_cards(ids):
    return sorted(ids, key=CARD_ORDER.__getitem__)


# --- events (BR-1.7, BR-7.3) ---------------------------------------------------------------
EVENT_LIST = _EVENTS["events"]
EVENTS = {e["id"]: e for e in EVENT_LIST}
EVENT_ORDER = {e["id"]: i for i, e in enumerate(EVENT_LIST)}
COLUMNS = tuple(_EVENTS["columns"])


def sort_events(ids):
    return sorted(ids, key=EVENT_ORDER.__getitem__)


# --- places and map (BR-1.1 … BR-1.3, BR-6) ------------------------------------------------
KINDS = _PLACES["kinds"]
UNFRIENDLY_FACTOR = _PLACES["unfriendly_factor"]
PLACES = {p["id"]: p for p in _PLACES["places"]}
PLACE_CELL = {p["id"]: tuple(p["cell"]) for p in _PLACES["places"]}
PLACES_IN_CELL = {}
for _p in _PLACES["places"]:
    if not _p.get("box"):
        PLACES_IN_CELL.setdefault(tuple(_p["cell"]), []).append(_p["id"])
BOX_OF = {p["id"]: p["box"] for p in _PLACES["places"] if p.get("box")}
SEES = {s["place"]: s["id"] for s in _PLACES["sees"]}
CORONATION_PLACE = "tower-of-london"  # BR-10.3: London (Westminster lies in that place on our map)


WALKABLE = ("britain",)


def _land_and_roads(m):
    """(set of land cells one may walk on, {place: set of road neighbours}) from map.json."""
    # BR-6.3: one walks on Britain; the islands (Wight, Man), Ireland and France are reached
    # only by the crossings (BR-6.6).
    walk = {code for code, name in m["landmasses"].items() if name in WALKABLE}
    land = set()
    for y, row in enumerate(m["landmass"]):
        for x, ch in enumerate(row):
            if ch in walk:
                land.add((x, y))
    roads = {}
    for r in m["roads"]:
        seq = r["places"]
        for a, b in zip(seq, seq[1:]):
            roads.setdefault(a, set()).add(b)
            roads.setdefault(b, set()).add(a)
    return land, roads


LAND, ROADS = _land_and_roads(_MAP)


def _diagonal_ok(c, dx, dy):
    """map.json ``land_steps``: a diagonal step needs one of its two side cells on land."""
    return not (dx and dy) or (c[0] + dx, c[1]) in LAND or (c[0], c[1] + dy) in LAND


NEIGHBOURS = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
# BR-6.2: the land cells one step from each land cell (a diagonal counts one)
LAND_STEPS_ACROSS_WATER = {c: tuple((c[0] + dx, c[1] + dy) for dx, dy in NEIGHBOURS
                                    if (c[0] + dx, c[1] + dy) in LAND and _diagonal_ok(c, dx, dy)) for c in LAND}
# map.json ``water``: land cells one step apart with water the grid does not show between them
# (the Thames estuary, the Severn's, the Wash); no step and no attack crosses it (BR-6.3, BR-8.1).
# Each stretch stands from the rules version its entry names (``rules``): a game started under
# an older version goes on crossing it.
_WATER = tuple((w["rules"], frozenset(frozenset((tuple(a), tuple(b))) for a, b in w["pairs"])) for w in _MAP["water"])
_WATER_UNDER = {}


def water_under(rules):
    """The pairs of cells with water between them under rules version ``rules`` (one frozenset
    per version: callers key caches by it)."""
    got = _WATER_UNDER.get(rules)
    if got is None:
        got = _WATER_UNDER[rules] = frozenset().union(*(pairs for since, pairs in _WATER if rules >= since))
    return got


WATER = water_under(max(since for since, _ in _WATER))  # every stretch: the newest rules
LAND_STEPS = {c: tuple(n for n in steps if frozenset((c, n)) not in WATER)
              for c, steps in LAND_STEPS_ACROSS_WATER.items()}

# BR-6.6: the crossings of map.json (a place or a box at each end; a box is entered at its
# ports, or at its places when it has no port); places inside one box are joined like a road.
BOXES = {b["id"]: b for b in _MAP["boxes"]}


def _landings(end):
    if end in BOXES:
        places = BOXES[end]["places"]
        ports = [p for p in places if PLACES[p].get("port")]
        return ports or places
    return [end]


CROSSINGS = {}
for _c in _MAP["crossings"]:
    _a, _b = _c["between"]
    for _p in _landings(_a):
        for _q in _landings(_b):
            CROSSINGS.setdefault(_p, set()).add(_q)
            CROSSINGS.setdefault(_q, set()).add(_p)
for _box in BOXES.values():
    for _p in _box["places"]:
        for _q in _box["places"]:
            if _p != _q:
                ROADS.setdefault(_p, set()).add(_q)

# --- the sea (BR-18) ----------------------------------------------------------------------------
ZONE_NAMES = {z["id"]: z["name"] for z in _MAP["zones"]}
_ZONE_OF_CODE = {z["code"]: z["id"] for z in _MAP["zones"]}
SEA = {(x, y): _ZONE_OF_CODE[ch] for y, row in enumerate(_MAP["sea"]) for x, ch in enumerate(row)
       if ch in _ZONE_OF_CODE}


def _sea_diagonal_open(c, dx, dy):
    """map.json ``sea_steps``: a diagonal is shut only between two land cells of one land mass."""
    if not (dx and dy):
        return True
    a, b = (c[0] + dx, c[1]), (c[0], c[1] + dy)
    la, lb = _MAP["landmass"][a[1]][a[0]], _MAP["landmass"][b[1]][b[0]]
    return a in SEA or b in SEA or la != lb


SEA_STEPS = {c: tuple((c[0] + dx, c[1] + dy) for dx, dy in NEIGHBOURS
                      if (c[0] + dx, c[1] + dy) in SEA and _sea_diagonal_open(c, dx, dy)) for c in SEA}
PORT_CELLS = {p["place"]: tuple(tuple(c) for c in p["cells"]) for p in _MAP["ports"]}
LANDINGS = {}  # sea cell -> the ports whose ships come and go there
for _p, _cells in sorted(PORT_CELLS.items()):
    for _c in _cells:
        LANDINGS.setdefault(_c, []).append(_p)
# BR-18.1: card -> the strengths of the ships it brings (office counters and the ship cards)
SHIPS = {c["id"]: tuple(c["ships"]) for c in _CARDS if c.get("ships")}

# --- areas and activated cards (BR-16) -------------------------------------------------------
AREAS = {a["id"]: a for a in _MAP["areas"]}


def _area_places(a):
    """BR-16.1: an area's places: those it names, those in its boxes, the ports on its zones."""
    out = set(a["places"])
    for b in a["boxes"]:
        out |= set(BOXES[b]["places"])
    zones = set(a["zones"])
    out |= {p for p, pl in PLACES.items() if pl.get("port") in zones}
    return frozenset(out)


AREA_PLACES = {aid: _area_places(a) for aid, a in AREAS.items()}
ACTIVATED_CATEGORIES = ("office", "cleric", "lord")
# BR-16.1, BR-20.1, BR-20.2: card -> the places where its noble must end its movement for its
# troops to count (offices, clerics and the Lords cards in their areas, starred posts in their town)
ACTIVATED = {cid: AREA_PLACES[c["area"]] for cid, c in CARDS.items()
             if c["category"] in ACTIVATED_CATEGORIES and c.get("area")}
ACTIVATED.update({cid: frozenset([c["town"]]) for cid, c in CARDS.items() if c.get("town") and c.get("star")})
# BR-16.4, BR-20.1: the place a card brings to its holder's seat (towns; the Lords' lordships)
TOWN = {cid: c["town"] for cid, c in CARDS.items() if c.get("town")}
TOWN.update({cid: AREAS[c["area"]]["places"][0] for cid, c in CARDS.items() if c["category"] == "lord"})

# --- royals (BR-1.6, BR-3.5, BR-10.1) ------------------------------------------------------
YORK = ("york", "march", "rutland", "clarence", "gloucester")
LANCASTER = ("henry", "margaret", "edward", "beaufort", "tudor")
ROYALS = LANCASTER + YORK
COUNTERS = tuple(r for r in ROYALS if r not in ("beaufort", "tudor"))
HEIR_NOBLE = {c["heir"]: c["id"] for c in _CARDS if c.get("heir")}  # beaufort -> somerset
NOBLE_HEIR = {v: k for k, v in HEIR_NOBLE.items()}
HOUSE = {r: ("lancaster" if r in LANCASTER else "york") for r in ROYALS}
START = {"henry": "tower-of-london", "margaret": "kenilworth", "edward": "kenilworth", "york": "ludlow",
         "march": "denbigh", "rutland": "sandal", "clarence": "trim", "gloucester": "calais"}
ROYAL_CARD = {c["royal"]: c["id"] for c in _CARDS if c.get("royal")}
ROYAL_NAMES = {
    "henry": ("Henry VI", "Heinrich VI."), "margaret": ("Margaret of Anjou", "Margarete von Anjou"),
    "edward": ("Edward, Prince of Wales", "Edward, Prinz von Wales"),
    "york": ("Richard, Duke of York", "Richard, Herzog von York"),
    "march": ("Edward, Earl of March", "Edward, Graf von March"),
    "rutland": ("Edmund, Earl of Rutland", "Edmund, Graf von Rutland"),
    "clarence": ("George, Duke of Clarence", "George, Herzog von Clarence"),
    "gloucester": ("Richard, Duke of Gloucester", "Richard, Herzog von Gloucester"),
    "beaufort": ("Beaufort (Somerset)", "Beaufort (Somerset)"),
    "tudor": ("Tudor (Pembroke)", "Tudor (Pembroke)"),
}

# --- numbers of the rules -------------------------------------------------------------------
CROSS_COUNTRY = 5      # BR-6.2
FREE_MOVE_STEPS = 10   # BR-5.4
BAD_WEATHER_STEPS = 2  # BR-5.5
HOLD_TURNS = 4         # BR-13.2
ROUND_CAP = 30         # BR-13.4
