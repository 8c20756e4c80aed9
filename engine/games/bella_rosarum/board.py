"""Bella Rosarum's fixed table data for the page: the map and the names the table draws.

The page asks for it once per game (engine.api.board_data("bella-rosarum")) instead of receiving
it with every ui_state: the coastline, the grid's land, the roads, the boxes, every place with
its kind and cell, the cards' and events' names and printed values, the royals' names. Nothing
here is a rule; the table draws it and takes every legal target from ui_state. The coastline
is Natural Earth's (public domain) via world-atlas (ISC): its licence note travels with it.
"""

import json
import os

from . import data as D
from .state import GAME
from .text import card_help

_CACHE = {}


def _coast():
    with open(os.path.join(D.HERE, "coast.json"), encoding="utf-8") as fh:
        coast = json.load(fh)
    # two decimals of a cell (under a kilometre) is all a drawing needs
    polygons = [{"landmass": p["landmass"],
                 "rings": [[[round(x, 2), round(y, 2)] for x, y in ring] for ring in p["rings"]]}
                for p in coast["polygons"]]
    return {"polygons": polygons, "source": coast["source"], "licence": coast["licence"]}


# read at import: the page's engine starts from a memory snapshot taken after the imports, and
# its file system then holds no data files
_COAST = _coast()


def board_data():
    """The static data of the table (the same for every game); built once."""
    if "board" in _CACHE:
        return _CACHE["board"]
    m = D._MAP or {}
    walk = {code for code, name in m.get("landmasses", {}).items() if name in D.WALKABLE}
    places = {}
    for pid, p in D.PLACES.items():
        places[pid] = {"name": p["name"], "kind": p["kind"], "cell": list(p["cell"]),
                       "box": p.get("box"), "port": p.get("port"), "seats": p.get("seats") or [],
                       "see": p.get("see")}
    cards = {}
    for cid, c in D.CARDS.items():
        cards[cid] = {k: c[k] for k in ("category", "name", "troops", "influence", "seat", "royal",
                                        "see", "rank", "ships", "power", "town", "star") if k in c}
        if cid in D.ACTIVATED:  # BR-16.1, BR-20: where the card's troops count
            cards[cid]["active_in"] = sorted(D.ACTIVATED[cid])
        # what the card does, in words, shown where the card is (the hand, the Chancery)
        cards[cid]["help"] = {lang: card_help(cid, lang) for lang in ("en", "de")}
    events = {}
    for e in D.EVENT_LIST:
        events[e["id"]] = {k: e[k] for k in ("kind", "name", "place", "places", "battle", "power",
                                             "zone") if k in e}
    roads = [{"id": r["id"], "name": r["name"], "places": r["places"],
              "legs": [{"from": leg["from"], "to": leg["to"], "cells": leg["cells"]}
                       for leg in r.get("legs", [])]}
             for r in m.get("roads", [])]
    board = {
        "game": GAME,
        "cols": m.get("cols"), "rows": m.get("rows"),
        # '#' a cell one walks on (BR-6.2), '.' anything else: the faint grid is drawn on these
        "land": ["".join("#" if ch in walk else "." for ch in row) for row in m.get("landmass", [])],
        "coast": _COAST,
        "roads": roads,
        "boxes": [{"id": b["id"], "name": b["name"], "places": b["places"], "cells": b["cells"]}
                  for b in m.get("boxes", [])],
        "zones": {z["id"]: z["name"] for z in m.get("zones", [])},
        # BR-18.2: the sea cells by zone ('.' land) and each port's cells where ships come and go
        "sea": m.get("sea", []), "zone_codes": {z["code"]: z["id"] for z in m.get("zones", [])},
        "ports": {p: [list(c) for c in cells] for p, cells in D.PORT_CELLS.items()},
        "places": places,
        "kinds": {k: {"name": v["name"], "influence": v["influence"], "garrison": v["garrison"],
                      "capacity": v.get("capacity")} for k, v in D.KINDS.items()},
        "cards": cards,
        "events": events,
        "columns": list(D.COLUMNS),
        "royals": {r: {"name": {"en": D.ROYAL_NAMES[r][0], "de": D.ROYAL_NAMES[r][1]},
                       "house": D.HOUSE[r]} for r in D.ROYALS},
        "coronation_place": D.CORONATION_PLACE,
        "round_cap": D.ROUND_CAP, "hold_turns": D.HOLD_TURNS,
    }
    _CACHE["board"] = board
    return board
