"""Bella Rosarum map data (places.json, map.json, coast.json): fields and layers, the grid, roads,
sea zones, boxes and the seed's numbers. Rule ids: seeds/bella-rosarum.md; the data's schema and
decisions: seeds/bella-rosarum/README.md."""

import json
import math
from collections import Counter, deque
from pathlib import Path

import pytest

import engine

DATA = Path(engine.__file__).resolve().parent / "games" / "bella_rosarum" / "data"
PLACES_DOC = json.loads((DATA / "places.json").read_text(encoding="utf-8"))
PLACES = PLACES_DOC["places"]
BY_ID = {p["id"]: p for p in PLACES}
MAP = json.loads((DATA / "map.json").read_text(encoding="utf-8"))
COAST = json.loads((DATA / "coast.json").read_text(encoding="utf-8"))
COLS, ROWS = MAP["cols"], MAP["rows"]
LAYERS = {"seed", "history", "design"}
PLACE_FIELDS = {"id", "name", "kind", "lat", "lon", "cell", "box", "port", "seats", "see", "src"}
BOX_IDS = {b["id"] for b in MAP["boxes"]}
ZONE_IDS = {z["id"] for z in MAP["zones"]}


def landmass(cell):
    c, r = cell
    return MAP["landmass"][r][c]


def valued(value):
    return value is not None and value != [] and value != {}


def assert_tagged(obj, where):
    """Every valued field (but id and src) has a src tag naming one of the three layers."""
    src = obj.get("src")
    assert isinstance(src, dict), f"{where}: no src"
    for field, value in obj.items():
        if field in ("id", "src", "code") or not valued(value):
            continue
        assert src.get(field) in LAYERS, f"{where}.{field}: layer {src.get(field)!r}"
    for field, layer in src.items():
        assert layer in LAYERS, f"{where}: src.{field} = {layer!r}"
        assert field in obj, f"{where}: src tags a field {field!r} it does not have"


# ---------------------------------------------------------------- places: fields and layers

def test_every_place_has_every_field_and_each_valued_field_its_layer():  # BR-1.1
    for p in PLACES:
        assert set(p) == PLACE_FIELDS, p["id"]
        assert set(p["name"]) == {"en", "de"} and all(p["name"].values()), p["id"]
        assert_tagged(p, p["id"])


def test_kinds_families_and_sees_carry_their_layers():
    assert PLACES_DOC["src"]["unfriendly_factor"] == "seed"
    for kid, kind in PLACES_DOC["kinds"].items():
        assert_tagged(kind, f"kind {kid}")
    for fam in PLACES_DOC["families"]:
        assert_tagged(fam, f"family {fam['id']}")
    for see in PLACES_DOC["sees"]:
        assert_tagged(see, f"see {see['id']}")


def test_place_ids_unique_and_kinds_known():
    ids = [p["id"] for p in PLACES]
    assert len(ids) == len(set(ids))
    assert 60 <= len(ids) <= 90
    for p in PLACES:
        assert p["kind"] in PLACES_DOC["kinds"], p["id"]


# ---------------------------------------------------------------- the grid

def project(lat, lon):
    """The projection as README.md and map.json state it, written out independently here."""
    pr = MAP["projection"]
    x_km = pr["radius_km"] * math.radians(lon - pr["lon0"]) * math.cos(math.radians(lat))
    y_km = pr["radius_km"] * math.radians(pr["lat_top"] - lat)
    return math.floor((x_km - pr["x_left_km"]) / pr["cell_km"]), math.floor(y_km / pr["cell_km"])


def test_grid_rows_have_the_stated_shape():
    assert MAP["projection"]["cell_km"] == 35.0  # BR-1.1: about 35 km a cell
    for key in ("landmass", "region", "sea"):
        assert len(MAP[key]) == ROWS
        assert all(len(row) == COLS for row in MAP[key]), key
    for r in range(ROWS):
        for c in range(COLS):
            land = MAP["landmass"][r][c] != "."
            assert (MAP["region"][r][c] != ".") == land, (c, r)
            assert (MAP["sea"][r][c] == ".") == land, (c, r)
            if land:
                assert MAP["landmass"][r][c] in MAP["landmasses"]
                assert MAP["region"][r][c] in MAP["regions"]


def test_places_stand_on_land_in_range_one_place_a_cell():  # BR-1.1, BR-2.1
    seen = {}
    for p in PLACES:
        c, r = p["cell"]
        assert 0 <= c < COLS and 0 <= r < ROWS, p["id"]
        assert landmass(p["cell"]) != ".", f"{p['id']} is in the sea"
        assert tuple(p["cell"]) not in seen, f"{p['id']} shares a cell with {seen.get(tuple(p['cell']))}"
        seen[tuple(p["cell"])] = p["id"]


def test_cells_follow_the_projection_or_are_listed_as_nudged_by_one_cell_at_most():
    nudged = {n["place"]: n for n in MAP["nudged"]}
    for p in PLACES:
        projected = project(p["lat"], p["lon"])
        if p["id"] in nudged:
            n = nudged[p["id"]]
            assert n["from"] == list(projected) and n["to"] == p["cell"] and n["because"], p["id"]
            assert max(abs(a - b) for a, b in zip(projected, p["cell"])) == 1, p["id"]
        else:
            assert list(projected) == p["cell"], p["id"]


def test_places_sit_on_the_right_land_masses_and_regions():
    for p in PLACES:
        mass = landmass(p["cell"])
        if p["box"] in ("pale", "ulster"):
            assert mass == "I", p["id"]
        elif p["box"] == "calais":
            assert mass == "F", p["id"]
        else:
            assert mass in "BVM", p["id"]
    region = {p["id"]: MAP["region"][p["cell"][1]][p["cell"][0]] for p in PLACES}
    assert {region[x] for x in ("tower-of-london", "york", "ludlow", "hull", "carisbrooke")} == {"E"}
    assert {region[x] for x in ("denbigh", "brecon", "pembroke", "harlech", "cardiff")} == {"W"}
    assert region["castle-rushen"] == "M"


# ---------------------------------------------------------------- roads

def test_roads_join_existing_places_by_adjacent_land_cells():  # BR-6.2
    occupied = {tuple(p["cell"]): p["id"] for p in PLACES}
    for road in MAP["roads"]:
        assert road["legs"], road["id"]
        assert [road["legs"][0]["from"]] + [leg["to"] for leg in road["legs"]] == road["places"]
        for leg in road["legs"]:
            a, b = BY_ID[leg["from"]], BY_ID[leg["to"]]
            cells = leg["cells"]
            assert cells[0] == a["cell"] and cells[-1] == b["cell"], (road["id"], leg["from"])
            mass = landmass(cells[0])
            for (c1, r1), (c2, r2) in zip(cells, cells[1:]):
                assert max(abs(c1 - c2), abs(r1 - r2)) == 1, (road["id"], leg["from"], (c2, r2))
                assert landmass((c2, r2)) == mass, (road["id"], "crosses water or another land")
                if c1 != c2 and r1 != r2:  # a diagonal needs one land side cell
                    assert landmass((c2, r1)) != "." or landmass((c1, r2)) != ".", (road["id"], (c2, r2))
            for cell in cells[1:-1]:
                assert tuple(cell) not in occupied, (road["id"], "passes", occupied.get(tuple(cell)))


def test_the_periods_main_routes_are_there():
    roads = {r["id"]: r for r in MAP["roads"]}
    gnr = roads["great-north-road"]["places"]
    assert gnr[0] == "tower-of-london" and gnr[-1] == "berwick" and "york" in gnr
    assert roads["watling-street"]["places"][0] == "dover"
    assert roads["watling-street"]["places"][-1] == "chester"
    assert roads["fosse-way"]["places"][0] == "exeter" and roads["fosse-way"]["places"][-1] == "lincoln"


# ---------------------------------------------------------------- sea, ports, boxes, crossings

def test_every_sea_cell_is_in_a_zone_and_each_zone_is_one_body_of_water():
    codes = {z["code"]: z["id"] for z in MAP["zones"]}
    assert len(codes) == len(MAP["zones"])
    cells = {}
    for r in range(ROWS):
        for c in range(COLS):
            if MAP["landmass"][r][c] == ".":
                assert MAP["sea"][r][c] in codes, (c, r)
                cells.setdefault(MAP["sea"][r][c], set()).add((c, r))
    for code, group in cells.items():
        start = next(iter(group))
        reached, todo = {start}, deque([start])
        while todo:
            c, r = todo.popleft()
            for dc in (-1, 0, 1):
                for dr in (-1, 0, 1):
                    n = (c + dc, r + dr)
                    if n in group and n not in reached:
                        reached.add(n)
                        todo.append(n)
        assert reached == group, codes[code]
    assert set(cells) == set(codes)  # no zone without water


def test_ports_open_on_existing_zones_next_to_their_zone_or_up_a_river():
    river_ports = {"tower-of-london", "gloucester", "bristol", "chester", "hull"}
    for p in PLACES:
        if p["port"] is None:
            continue
        assert p["port"] in ZONE_IDS, p["id"]
        if p["box"] or p["id"] in river_ports:
            continue
        c, r = p["cell"]
        near = {MAP["sea"][r2][c2] for c2 in range(max(0, c - 2), min(COLS, c + 3))
                for r2 in range(max(0, r - 2), min(ROWS, r + 3))}
        code = next(z["code"] for z in MAP["zones"] if z["id"] == p["port"])
        assert code in near, f"{p['id']} opens on {p['port']}, which is not within two cells"


def test_zone_adjacency_is_symmetric():
    touches = {z["id"]: set(z["touches"]) for z in MAP["zones"]}
    for zid, others in touches.items():
        assert others <= ZONE_IDS
        for o in others:
            assert zid in touches[o], (zid, o)
    # the Strait of Dover joins the Channel to the Narrow Seas and the North Sea
    assert "channel" in touches["narrow-seas"] and "north-sea" in touches["narrow-seas"]


def test_the_seeds_off_map_boxes_and_their_places():  # BR-1.1, BR-3.5, seed 004 §2 Board
    assert BOX_IDS == {"ulster", "pale", "calais"}
    for box in MAP["boxes"]:
        assert set(box["zones"]) <= ZONE_IDS and box["zones"], box["id"]
        assert box["places"] == [p["id"] for p in PLACES if p["box"] == box["id"]]
        assert box["cells"] == [BY_ID[x]["cell"] for x in box["places"]]
        assert_tagged(box, f"box {box['id']}")
    assert BY_ID["trim"]["box"] == "pale" and BY_ID["dublin"]["box"] == "pale"
    assert BY_ID["calais"]["box"] == "calais" and BY_ID["carrickfergus"]["box"] == "ulster"


def test_every_box_and_island_place_is_reached_by_a_crossing():  # BR-6.6
    ends = set()
    for x in MAP["crossings"]:
        a, b = x["between"]
        assert x["zone"] in ZONE_IDS and x["src"] in LAYERS
        for end in (a, b):
            assert end in BY_ID or end in BOX_IDS, end
            ends.add(end)
    island = {p["id"] for p in PLACES if not p["box"] and landmass(p["cell"]) != "B"}
    assert island == {"castle-rushen", "carisbrooke"}
    assert BOX_IDS | island <= ends


def test_activation_areas_name_existing_places_boxes_and_zones():
    ids = [a["id"] for a in MAP["areas"]]
    assert len(ids) == len(set(ids))
    for area in MAP["areas"]:
        assert area["places"] or area["boxes"] or area["zones"], area["id"]
        assert set(area["places"]) <= set(BY_ID) and set(area["boxes"]) <= BOX_IDS, area["id"]
        assert set(area["zones"]) <= ZONE_IDS, area["id"]
        assert_tagged(area, f"area {area['id']}")
    by_id = {a["id"]: a for a in MAP["areas"]}
    # the Lieutenant of Ireland acts in Ulster or the Pale (seed 004 §5 Crown Deck & Card Activation)
    assert set(by_id["ireland"]["boxes"]) == {"pale", "ulster"}
    for see in PLACES_DOC["sees"]:
        assert by_id[see["id"]]["places"] == [see["place"]]


# ---------------------------------------------------------------- seats and sees

def test_seats_and_sees_reference_existing_ids():
    families = {f["id"] for f in PLACES_DOC["families"]}
    sees = {s["id"]: s for s in PLACES_DOC["sees"]}
    seated = set()
    for p in PLACES:
        assert set(p["seats"]) <= families, p["id"]
        seated |= set(p["seats"])
        if p["see"] is not None:
            assert p["see"] in sees and sees[p["see"]]["place"] == p["id"], p["id"]
    assert seated == families  # no family without a seat on the map
    for see in sees.values():
        assert BY_ID[see["place"]]["see"] == see["id"]


def test_the_six_sees_are_the_seeds_six_clerics():  # BR-10.3, seed 004 §2 Components
    sees = {s["id"]: s["rank"] for s in PLACES_DOC["sees"]}
    assert sees == {"canterbury": "archbishopric", "york": "archbishopric", "durham": "bishopric",
                    "norwich": "bishopric", "carlisle": "bishopric", "lincoln": "bishopric"}


def test_family_seats_of_the_great_houses():
    seat = {p["id"]: set(p["seats"]) for p in PLACES}
    assert "neville" in seat["middleham"] and "neville" in seat["warwick"]
    assert "percy" in seat["alnwick"] and "stafford" in seat["brecon"]
    assert {"york"} <= seat["ludlow"] and {"york"} <= seat["fotheringhay"]
    assert "lancaster" in seat["kenilworth"] and "lancaster" in seat["pontefract"]


# ---------------------------------------------------------------- the seed's numbers

def test_influence_to_enter_by_kind_as_the_seed_states():  # BR-1.2, seed 004 §5 Movement & Access
    kinds = PLACES_DOC["kinds"]
    got = {k: v["influence"] for k, v in kinds.items()}
    assert got == {"major-city": 30, "fortress": 20, "city": 15, "noble-castle": 10,
                   "fortified-manor": 10, "open-city": 0, "closed-city": 15}
    assert all(kinds[k]["src"]["influence"] == "seed" for k in kinds)
    assert PLACES_DOC["unfriendly_factor"] == 2  # doubled for an unfriendly unoccupied place


def test_garrisons_and_capacity_the_seed_gives():  # BR-1.3, seed 004 §2 Board and §7 FAQ
    kinds = PLACES_DOC["kinds"]
    manor, open_city = kinds["fortified-manor"], kinds["open-city"]
    assert (manor["garrison"], manor["capacity"]) == (100, 200)
    assert manor["src"]["garrison"] == manor["src"]["capacity"] == "seed"
    assert open_city["garrison"] == 150 and open_city["src"]["garrison"] == "seed"
    for k in ("major-city", "fortress", "city", "closed-city"):
        assert kinds[k]["src"]["garrison"] == "design", k


def test_open_and_closed_cities_as_the_seed_names_them():  # BR-1.2, BR-8.4
    assert BY_ID["hereford"]["kind"] == BY_ID["oxford"]["kind"] == "open-city"
    assert BY_ID["hereford"]["src"]["kind"] == BY_ID["oxford"]["src"]["kind"] == "seed"
    closed = [p["id"] for p in PLACES if p["kind"] == "closed-city"]
    assert closed == ["hull"] and BY_ID["hull"]["name"]["en"].startswith("Kyngeston")
    assert PLACES_DOC["kinds"]["closed-city"]["owned_only_by_siege"] is True
    assert PLACES_DOC["kinds"]["open-city"]["owned_only_by_siege"] is True


def test_the_seeds_royal_start_places_and_lords_places_exist():  # BR-3.5, seed 004 §3 Setup
    for pid in ("tower-of-london", "kenilworth", "ludlow", "denbigh", "sandal", "trim", "calais"):
        assert pid in BY_ID and BY_ID[pid]["src"]["name"] == "seed", pid
    # the seed's three Lords cards: Isle of Wight, Honour of Richmond, Brecknock
    for pid in ("carisbrooke", "richmond", "brecon"):
        assert BY_ID[pid]["src"]["name"] == "seed", pid


# ---------------------------------------------------------------- coastline

def test_coast_has_its_source_and_licence_and_lies_in_the_grid():
    assert "Natural Earth" in COAST["source"] and "public domain" in COAST["licence"]
    assert (COAST["cols"], COAST["rows"]) == (COLS, ROWS)
    masses = Counter(p["landmass"] for p in COAST["polygons"])
    assert {"britain", "ireland", "france", "man", "wight", "anglesey"} <= set(masses)
    for poly in COAST["polygons"]:
        for ring in poly["rings"]:
            assert len(ring) >= 3
            for x, y in ring:
                assert 0 <= x <= COLS and 0 <= y <= ROWS


def test_coast_and_cells_agree_on_where_the_land_is():
    # each place's own point lies within 3 km of the land drawn by coast.json or inside it
    def inside(rings, x, y):
        n = 0
        for ring in rings:
            for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
                if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                    n += 1
        return n % 2 == 1
    pr = MAP["projection"]
    for p in PLACES:
        lat, lon = p["lat"], p["lon"]
        gx = (pr["radius_km"] * math.radians(lon - pr["lon0"]) * math.cos(math.radians(lat))
              - pr["x_left_km"]) / pr["cell_km"]
        gy = pr["radius_km"] * math.radians(pr["lat_top"] - lat) / pr["cell_km"]
        if any(inside(poly["rings"], gx, gy) for poly in COAST["polygons"]):
            continue
        near = min(math.hypot(x - gx, y - gy) for poly in COAST["polygons"]
                   for ring in poly["rings"] for x, y in ring) * pr["cell_km"]
        assert near <= 6.0, f"{p['id']} lies {near:.1f} km off the drawn coast"


@pytest.mark.parametrize("name", ["places.json", "map.json", "coast.json"])
def test_data_files_stay_compact(name):
    assert (DATA / name).stat().st_size < 150_000
