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
try:
    _MAP = _read("map.json")
except FileNotFoundError:  # pragma: no cover - the map file comes with the map data (brmap)
    _MAP = None

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
CORONATION_PLACE = "westminster" if "westminster" in PLACES else "london"  # BR-10.3


WALKABLE = ("britain", "anglesey", "wight", "man")


def _land_and_roads(m):
    """(set of land cells, {place: set of road neighbours}) from map.json."""
    land = set()
    if m is None:
        land = {PLACE_CELL[p] for p in PLACES if p not in BOX_OF}
        return land, {}
    # BR-6.2: one walks on Britain and the islands next to it; Ireland and France are reached
    # only through their boxes (BR-6.6).
    walk = {code for code, name in m["landmasses"].items() if name in WALKABLE}
    for y, row in enumerate(m["landmass"]):
        for x, ch in enumerate(row):
            if ch in walk:
                land.add((x, y))
    roads = {}
    for r in m.get("roads", []):
        seq = r["places"] if isinstance(r, dict) else r
        for a, b in zip(seq, seq[1:]):
            roads.setdefault(a, set()).add(b)
            roads.setdefault(b, set()).add(a)
    return land, roads


LAND, ROADS = _land_and_roads(_MAP)
LAND |= {PLACE_CELL[p] for p in PLACES if p not in BOX_OF}  # a place's own cell is always land

# BR-6.6: boxes are crossed from ports on the same sea zone as a port of the box; the Pale and
# Ulster are joined to each other.
CROSSINGS = {}
for _b in _PLACES["places"]:
    if _b.get("box") and _b.get("port"):
        for _p in _PLACES["places"]:
            if not _p.get("box") and _p.get("port") == _b["port"]:
                CROSSINGS.setdefault(_p["id"], set()).add(_b["id"])
                CROSSINGS.setdefault(_b["id"], set()).add(_p["id"])
for _a in BOX_OF:
    for _b in BOX_OF:
        if _a != _b and (BOX_OF[_a] == BOX_OF[_b]):
            ROADS.setdefault(_a, set()).add(_b)  # BR-6.6: places in one box are one step apart
_PALE_PORTS = [p for p, b in BOX_OF.items() if b == "pale" and PLACES[p].get("port")]
for _u in [p for p, b in BOX_OF.items() if b == "ulster"]:
    for _p in _PALE_PORTS:
        CROSSINGS.setdefault(_u, set()).add(_p)
        CROSSINGS.setdefault(_p, set()).add(_u)

# --- royals (BR-1.6, BR-3.5, BR-10.1) ------------------------------------------------------
YORK = ("york", "march", "rutland", "clarence", "gloucester")
LANCASTER = ("henry", "margaret", "edward", "beaufort", "tudor")
ROYALS = LANCASTER + YORK
COUNTERS = tuple(r for r in ROYALS if r not in ("beaufort", "tudor"))
HEIR_NOBLE = {c["heir"]: c["id"] for c in _CARDS if c.get("heir")}  # beaufort -> somerset
NOBLE_HEIR = {v: k for k, v in HEIR_NOBLE.items()}
HOUSE = {r: ("lancaster" if r in LANCASTER else "york") for r in ROYALS}
START = {"henry": "london", "margaret": "kenilworth", "edward": "kenilworth", "york": "ludlow",
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
