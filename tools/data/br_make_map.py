"""Make the Bella Rosarum map data from a Natural Earth land file (standard library only).

Usage: python tools/data/br_make_map.py PATH/TO/land-10m.json

PATH is the TopoJSON `land-10m.json` of the npm package `world-atlas` 2.x (Natural Earth 1:10m
land, public domain; the package is ISC). Fetch it with `npm pack world-atlas@2.0.2` into a
temporary folder; it is not a dependency of the project.

Writes, in engine/games/bella_rosarum/data/:
- coast.json: the land outlines clipped to the grid, simplified, in grid units;
- map.json: the grid (projection, land/sea per cell, land mass, region, sea zones), the roads as
  cell paths between places, the off-map boxes, and the design inputs below;
- places.json: only the `cell` (and where a port is derived, `port`) of each place is refilled;
  every other field is edited by hand.

The design inputs (sea-zone seeds, borders, routes, boxes) are constants in this file, so the
data can be re-made and every choice is in one place.
"""

from __future__ import annotations

import heapq
import json
import math
import re
import sys
from bisect import bisect_right
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "engine" / "games" / "bella_rosarum" / "data"

# ---------------------------------------------------------------- the grid (design)
# Sinusoidal projection on a sphere, central meridian 2°W (as the British National Grid),
# then a square grid of 35 km cells whose top-left corner is (x = -385 km, lat 56.2°N).
RADIUS_KM = 6371.0
LON0 = -2.0
LAT_TOP = 56.2
X_LEFT_KM = -385.0
CELL_KM = 35.0
COLS = 20
ROWS = 21
SAMPLES = 8          # land samples per cell side (64 per cell)
LAND_MIN = 0.4       # share of a cell's samples on land that makes it a land cell
SIMPLIFY = 0.02      # Douglas-Peucker tolerance for the coastline, in cells (0.7 km)
MIN_RING_AREA = 0.015  # rings smaller than this (cells², about 18 km²) are left out


def project(lat: float, lon: float) -> tuple[float, float]:
    """(lat, lon) in degrees -> (gx, gy) in grid units; the cell is (floor(gx), floor(gy))."""
    x_km = RADIUS_KM * math.radians(lon - LON0) * math.cos(math.radians(lat))
    y_km = RADIUS_KM * math.radians(LAT_TOP - lat)
    return (x_km - X_LEFT_KM) / CELL_KM, y_km / CELL_KM


def cell_of(lat: float, lon: float) -> tuple[int, int]:
    gx, gy = project(lat, lon)
    return math.floor(gx), math.floor(gy)


# ---------------------------------------------------------------- design inputs
# Land masses: a polygon of the land file is named by the point (lat, lon) it contains.
LANDMASSES = [  # code, id, reference point
    ("B", "britain", (52.5, -1.5)),
    ("I", "ireland", (53.5, -7.0)),
    ("F", "france", (50.5, 2.2)),
    ("M", "man", (54.2, -4.55)),
    ("V", "wight", (50.67, -1.3)),
    ("B", "anglesey", (53.27, -4.35)),  # one land mass with Britain: the Menai Strait is narrow
]
OTHER_LANDMASS = ("X", "islet")

# Regions of Great Britain (approximate borders of the 15th century, lon/lat rings). A British
# land cell is Welsh or Scottish when its land centre lies in these rings, else English.
WALES = [(-5.8, 53.6), (-3.25, 53.45), (-3.05, 53.25), (-2.95, 53.0), (-3.12, 52.9),
         (-3.03, 52.7), (-3.1, 52.55), (-3.05, 52.38), (-3.0, 52.3), (-3.12, 52.15),
         (-2.97, 52.0), (-2.9, 51.9), (-2.72, 51.85), (-2.68, 51.62), (-2.95, 51.5), (-3.1, 51.38),
         (-5.8, 51.3)]
SCOTLAND = [(-3.05, 54.98), (-3.3, 54.85), (-4.0, 54.6), (-5.3, 54.5), (-5.7, 55.2), (-7.5, 56.0),
            (-7.5, 57.0), (-1.5, 57.0),
            (-1.9, 55.85), (-2.05, 55.8), (-2.3, 55.62), (-2.2, 55.45), (-2.45, 55.32),
            (-2.65, 55.15), (-2.85, 55.1)]
REGIONS = {  # code -> id, names
    "E": ("england", "England", "England"),
    "W": ("wales", "Wales", "Wales"),
    "S": ("scotland", "Scotland", "Schottland"),
    "I": ("ireland", "Ireland", "Irland"),
    "F": ("france", "France", "Frankreich"),
    "M": ("man", "Isle of Man", "Insel Man"),
}

# Sea zones: each sea cell joins the zone of the nearest seed point, distance measured through
# sea cells (so a zone never reaches across land).
ZONES = [  # code, id, en, de, seed points (lat, lon)
    ("n", "north-sea", "North Sea", "Nordsee", [(55.4, -0.9), (54.6, 0.5), (53.6, 1.6)]),
    ("d", "narrow-seas", "Narrow Seas (Strait of Dover)", "Straße von Dover",
     [(51.65, 1.7), (51.3, 1.75)]),
    ("c", "channel", "English Channel", "Ärmelkanal", [(50.5, -0.6), (50.35, 0.8)]),
    ("w", "western-channel", "Western Channel", "Westlicher Ärmelkanal",
     [(50.1, -3.0), (49.95, -4.6)]),
    ("k", "celtic-sea", "Celtic Sea", "Keltische See", [(50.3, -6.3), (51.2, -6.4)]),
    ("b", "bristol-channel", "Severn Sea (Bristol Channel)", "Bristolkanal",
     [(51.35, -3.8), (51.3, -4.7)]),
    ("g", "st-georges-channel", "St George's Channel", "St.-Georgs-Kanal", [(52.1, -5.6)]),
    ("i", "irish-sea", "Irish Sea", "Irische See", [(53.7, -4.8), (54.3, -3.8), (53.2, -5.6)]),
    ("h", "north-channel", "North Channel", "Nordkanal", [(54.95, -5.45)]),
]

# Ports whose zone is not the nearest sea cell's (river ports, or a coast facing two zones).
PORT_ZONE = {
    "tower-of-london": "narrow-seas",      # the Thames opens on the Narrow Seas
    "gloucester": "bristol-channel",
    "bristol": "bristol-channel",
    "chester": "irish-sea",
    "hull": "north-sea",
    "calais": "narrow-seas",
    "dover": "narrow-seas",
    "pembroke": "st-georges-channel",  # Milford Haven opens on St George's Channel
    "carmarthen": "bristol-channel",   # Carmarthen Bay, at the mouth of the Severn Sea
}

# Places on a strait whose point the simplified coast leaves in the water, nearer the wrong shore.
PLACE_LANDMASS = {"caernarfon": "B"}  # on the mainland side of the Menai Strait

# Cells set by hand (design), each with its reason; they take precedence over the projection.
PLACE_CELL = {
    # Dover lies 4 km south of a row line; in the row below it would close the Strait of Dover,
    # Calais's cell being next to it there. Canterbury, 3.5 km east of a column line, makes room.
    "canterbury": ((16, 15), "leaves its cell to Dover (3.5 km shift)"),
    "dover": ((17, 15), "keeps the Strait of Dover open (4 km shift)"),
    # Warwick stands south of Kenilworth on the ground, as here (19 km shift).
    "warwick": ((11, 13), "south of Kenilworth, whose cell it shares"),
    # Pontefract (1.3 km north of a row line) and Sheffield (2 km from a corner) sit as on the
    # ground: Pontefract between Doncaster and York, Sheffield south-west of it.
    "pontefract": ((12, 8), "between Doncaster and York on the Great North Road (1.3 km shift)"),
    "sheffield": ((11, 9), "leaves its cell to Pontefract (2 km shift)"),
    # Beaumaris, at the east end of Anglesey, falls in Conwy's cell; Anglesey's cell is its own.
    "beaumaris": ((6, 9), "on Anglesey, whose cell is west of Conwy's"),
    # Caernarfon's own cell is mostly Anglesey; south of Conwy it keeps the coast's order.
    "caernarfon": ((7, 10), "its cell is Anglesey's; placed south of Conwy"),
}

# Roads of the period (after the Gough map and the Roman routes): place sequences.
ROUTES = [
    ("great-north-road", "Great North Road", "Great North Road",
     ["tower-of-london", "st-albans", "stamford", "newark", "doncaster", "pontefract", "york", "durham", "newcastle",
      "alnwick", "berwick"]),
    ("ermine-street", "Ermine Street (to Lincoln)", "Ermine Street (nach Lincoln)",
     ["stamford", "lincoln"]),
    ("watling-street", "Watling Street", "Watling Street",
     ["dover", "canterbury", "rochester", "tower-of-london", "st-albans", "coventry", "lichfield",
      "shrewsbury", "chester"]),
    ("fosse-way", "Fosse Way", "Fosse Way",
     ["exeter", "wells", "gloucester", "leicester", "newark", "lincoln"]),
    ("bristol-road", "London – Bristol", "London – Bristol", ["tower-of-london", "reading", "bristol"]),
    ("exeter-road", "London – Exeter", "London – Exeter",
     ["tower-of-london", "winchester", "salisbury", "exeter"]),
    ("hereford-road", "London – Ludlow", "London – Ludlow",
     ["tower-of-london", "oxford", "gloucester", "hereford", "ludlow"]),
    ("marches-road", "Marches road", "Straße der Marken",
     ["bristol", "gloucester", "worcester", "shrewsbury", "chester"]),
    ("north-wales-road", "North Wales coast road", "Küstenstraße Nordwales",
     ["chester", "conwy", "caernarfon"]),
    ("norwich-road", "London – Norwich", "London – Norwich",
     ["tower-of-london", "colchester", "ipswich", "norwich"]),
    ("lynn-road", "London – King's Lynn", "London – King's Lynn",
     ["tower-of-london", "cambridge", "kings-lynn"]),
    ("carlisle-road", "York – Carlisle", "York – Carlisle",
     ["york", "skipton", "kendal", "carlisle"]),
    ("lancaster-road", "Kendal – Lancaster – Chester", "Kendal – Lancaster – Chester",
     ["kendal", "lancaster", "chester"]),
    ("tyne-road", "Newcastle – Carlisle", "Newcastle – Carlisle", ["newcastle", "carlisle"]),
    ("hull-road", "York – Kyngeston", "York – Kyngeston", ["york", "hull"]),
]
# Roads our design adds (not a route of the period's sources): their name and places are ours.
DESIGN_ROADS = {"hull-road"}

# Extra cost for a road to cross the cell of a place it does not join (it is then cut there).
PASS_COST = 1.0

# Crossings by sea between a port and a box or an island place (BR-6.6 until the sea of part 2).
CROSSINGS = [  # a, b (place or box ids), zone
    ("dover", "calais", "narrow-seas"),
    ("chester", "pale", "irish-sea"),
    ("beaumaris", "pale", "irish-sea"),
    ("caernarfon", "pale", "irish-sea"),
    ("pale", "ulster", "irish-sea"),
    ("lancaster", "castle-rushen", "irish-sea"),
    ("southampton", "carisbrooke", "channel"),
]

# Water the grid does not show: pairs of land cells one step apart that no step or attack crosses
# (BR-6.3, BR-8.1), each from the rules version that brought it (a game of an older version goes
# on crossing it). The Thames estuary east of London, where no bridge stood below London Bridge:
# the grid's cells make Essex and Kent touch, so Colchester would reach Canterbury and Dover
# (design). The Severn below Gloucester, which armies crossed only by Gloucester's bridge (in
# 1471 Margaret's army, refused at Gloucester, had to march on to Tewkesbury), between Cardiff's
# cell and Bristol's; and the Wash between Lincolnshire and King's Lynn (history). The Solway
# fords and the Menai ferries stay steps: both were crossed, at low tide or by boat.
WATER = [  # id, src, rules, [(cell, cell), ...]
    ("thames-estuary", "design", 3, [((15, 14), (14, 15)), ((15, 14), (15, 15)), ((15, 14), (16, 15)),
                                     ((16, 14), (15, 15)), ((16, 14), (16, 15)), ((16, 14), (17, 15))]),
    ("severn-estuary", "history", 4, [((8, 14), (9, 15))]),
    ("the-wash", "history", 4, [((15, 9), (15, 10)), ((15, 9), (16, 10))]),
]

# Areas where an office, a cleric or a lord is active (part 2; ids as cards.json uses them):
# places, boxes and sea zones (design, after the seat of each office or lordship).
AREAS = [  # id, en, de, places, boxes, zones ("*" = every zone)
    ("london", "London", "London", ["tower-of-london"], [], []),
    ("sea", "At sea", "Auf See", [], [], ["*"]),
    ("east-march", "East March", "Ostmark", ["berwick", "bamburgh", "alnwick", "newcastle"], [], []),
    ("west-march", "West March", "Westmark", ["carlisle", "kendal"], [], []),
    ("calais", "Calais", "Calais", [], ["calais"], []),
    ("ireland", "Ireland", "Irland", [], ["pale", "ulster"], []),
    ("cinque-ports", "Cinque Ports", "Cinque Ports", ["dover", "rye"], [], []),
    ("north-wales", "North Wales", "Nordwales", ["caernarfon", "conwy", "beaumaris", "harlech"], [], []),
    ("south-wales", "South Wales", "Südwales", ["carmarthen"], [], []),
    ("lancaster", "Duchy of Lancaster", "Herzogtum Lancaster",
     ["lancaster", "pontefract", "kenilworth", "leicester"], [], []),
    ("canterbury", "Canterbury", "Canterbury", ["canterbury"], [], []),
    ("york", "York", "York", ["york"], [], []),
    ("durham", "Durham", "Durham", ["durham"], [], []),
    ("norwich", "Norwich", "Norwich", ["norwich"], [], []),
    ("carlisle", "Carlisle", "Carlisle", ["carlisle"], [], []),
    ("lincoln", "Lincoln", "Lincoln", ["lincoln"], [], []),
    ("carisbrooke", "Isle of Wight", "Isle of Wight", ["carisbrooke"], [], []),
    ("richmond", "Honour of Richmond", "Honour of Richmond", ["richmond"], [], []),
    ("brecon", "Brecknock", "Brecknock", ["brecon"], [], []),
]

# Off-map holding boxes the seed keeps (seed 004, Board): one space each, reached by sea.
BOXES = [
    ("calais", "Calais", "Calais", ["narrow-seas"]),
    ("pale", "The Pale", "Die Pale", ["irish-sea"]),
    ("ulster", "Ulster", "Ulster", ["north-channel", "irish-sea"]),
]


# ---------------------------------------------------------------- geometry helpers
def decode_topojson(topo: dict) -> list[list[list[tuple[float, float]]]]:
    """Polygons (lists of rings of (lon, lat)) of the first object of a TopoJSON topology."""
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x += dx
            y += dy
            pts.append((x * sx + tx, y * sy + ty))
        arcs.append(pts)

    def ring(indices):
        out: list[tuple[float, float]] = []
        for i in indices:
            pts = arcs[i] if i >= 0 else arcs[~i][::-1]
            out.extend(pts if not out else pts[1:])
        return out

    polys = []
    obj = next(iter(topo["objects"].values()))
    geoms = obj["geometries"] if obj["type"] == "GeometryCollection" else [obj]
    for g in geoms:
        if g["type"] == "Polygon":
            polys.append([ring(r) for r in g["arcs"]])
        elif g["type"] == "MultiPolygon":
            polys.extend([[ring(r) for r in p] for p in g["arcs"]])
    return polys


def clip_ring(ring, xmin, ymin, xmax, ymax):
    """Sutherland-Hodgman clip of a closed ring to a rectangle."""
    def clip(pts, inside, cross):
        out = []
        for i, cur in enumerate(pts):
            prev = pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cross(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cross(prev, cur))
        return out

    def at_x(x0):
        return lambda a, b: (x0, a[1] + (b[1] - a[1]) * (x0 - a[0]) / (b[0] - a[0]))

    def at_y(y0):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y0 - a[1]) / (b[1] - a[1]), y0)

    pts = list(ring)
    for inside, cross in ((lambda p: p[0] >= xmin, at_x(xmin)), (lambda p: p[0] <= xmax, at_x(xmax)),
                          (lambda p: p[1] >= ymin, at_y(ymin)), (lambda p: p[1] <= ymax, at_y(ymax))):
        if not pts:
            break
        pts = clip(pts, inside, cross)
    return pts


def simplify(pts, tol):
    """Douglas-Peucker on an open polyline (iterative)."""
    if len(pts) < 3:
        return list(pts)
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        a, b = stack.pop()
        (ax, ay), (bx, by) = pts[a], pts[b]
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy)
        best, idx = -1.0, -1
        for i in range(a + 1, b):
            px, py = pts[i]
            d = (abs(dy * (px - ax) - dx * (py - ay)) / norm) if norm else math.hypot(px - ax, py - ay)
            if d > best:
                best, idx = d, i
        if idx >= 0 and best > tol:
            keep[idx] = True
            stack.append((a, idx))
            stack.append((idx, b))
    return [p for p, k in zip(pts, keep) if k]


def simplify_ring(ring, tol):
    if len(ring) < 4:
        return ring
    # split a closed ring at its farthest point from the start, so both halves are open lines
    far = max(range(len(ring)), key=lambda i: (ring[i][0] - ring[0][0]) ** 2 + (ring[i][1] - ring[0][1]) ** 2)
    first = simplify(ring[:far + 1], tol)
    second = simplify(ring[far:] + [ring[0]], tol)
    return first[:-1] + second[:-1]


def ring_area(ring):
    return 0.5 * sum(ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1] for i in range(len(ring)))


def scan_crossings(rings, y):
    """Sorted x where the rings' edges cross the horizontal line y (even-odd fill)."""
    xs = []
    for ring in rings:
        n = len(ring)
        for i in range(n):
            (x1, y1), (x2, y2) = ring[i - 1], ring[i]
            if (y1 > y) != (y2 > y):
                xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    xs.sort()
    return xs


def inside(rings, x, y) -> bool:
    return bisect_right(scan_crossings(rings, y), x) % 2 == 1


# ---------------------------------------------------------------- building
def land_polygons(land_path: Path):
    """Named polygons of the map window, projected, clipped and simplified."""
    topo = json.loads(land_path.read_text())
    polys = decode_topojson(topo)
    window = (-11.0, 48.5, 5.0, 58.0)  # lon/lat prefilter
    out = []
    for poly in polys:
        outer = poly[0]
        lons = [p[0] for p in outer]
        lats = [p[1] for p in outer]
        if max(lons) < window[0] or min(lons) > window[2] or max(lats) < window[1] or min(lats) > window[3]:
            continue
        rings = []
        for ring in poly:
            projected = [project(lat, lon) for lon, lat in ring
                         if window[1] - 3 <= lat <= window[3] + 3 and window[0] - 8 <= lon <= window[2] + 8]
            clipped = clip_ring(projected, 0.0, 0.0, float(COLS), float(ROWS))
            if len(clipped) < 3:
                continue
            small = simplify_ring(clipped, SIMPLIFY)
            if len(small) >= 3:
                rings.append(small)
        if not rings:
            continue
        code, name = OTHER_LANDMASS
        for c, n, (lat, lon) in LANDMASSES:
            gx, gy = project(lat, lon)
            if inside(rings, gx, gy):
                code, name = c, n
                break
        if code == OTHER_LANDMASS[0] and abs(ring_area(rings[0])) < MIN_RING_AREA:
            continue
        out.append({"code": code, "landmass": name, "rings": rings})
    return out


def sample_cells(polys):
    """Per cell: {landmass code: samples on it}, and the mean land sample point."""
    counts = [[{} for _ in range(COLS)] for _ in range(ROWS)]
    sums = [[[0.0, 0.0, 0] for _ in range(COLS)] for _ in range(ROWS)]
    for row in range(ROWS):
        for k in range(SAMPLES):
            y = row + (k + 0.5) / SAMPLES
            for poly in polys:
                xs = scan_crossings(poly["rings"], y)
                if not xs:
                    continue
                for col in range(COLS):
                    for j in range(SAMPLES):
                        x = col + (j + 0.5) / SAMPLES
                        if bisect_right(xs, x) % 2 == 1:
                            c = counts[row][col]
                            c[poly["code"]] = c.get(poly["code"], 0) + 1
                            s = sums[row][col]
                            s[0] += x
                            s[1] += y
                            s[2] += 1
    return counts, sums


def unproject(gx, gy):
    lat = LAT_TOP - math.degrees(gy * CELL_KM / RADIUS_KM)
    lon = LON0 + math.degrees((gx * CELL_KM + X_LEFT_KM) / (RADIUS_KM * math.cos(math.radians(lat))))
    return lat, lon


def in_lonlat_ring(ring, lat, lon):
    return inside([ring], lon, lat)


def neighbours(col, row):
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dc or dr) and 0 <= col + dc < COLS and 0 <= row + dr < ROWS:
                yield col + dc, row + dr


def sea_diagonal_open(landmass, a, b) -> bool:
    """A diagonal sea step is shut only when both side cells are land of one land mass
    (between two land masses, such as Kent and France, there is water at the corner)."""
    s1, s2 = landmass[a[1]][b[0]], landmass[b[1]][a[0]]
    return s1 == "." or s2 == "." or s1 != s2


def build(land_path: Path) -> None:
    polys = land_polygons(land_path)
    counts, sums = sample_cells(polys)
    per_cell = SAMPLES * SAMPLES
    places_doc = json.loads((DATA / "places.json").read_text())
    places = places_doc["places"]

    # land mass of each place: the polygon that contains it
    def landmass_at(lat, lon):
        gx, gy = project(lat, lon)
        for poly in polys:
            if inside(poly["rings"], gx, gy):
                return poly["code"]
        # a harbour town can fall just off the simplified coast: take the nearest land within 3 km
        d, code = min((math.hypot(x - gx, y - gy), poly["code"])
                      for poly in polys for ring in poly["rings"] for x, y in ring)
        return code if d * CELL_KM <= 3.0 else None

    landmass = [["." for _ in range(COLS)] for _ in range(ROWS)]
    for row in range(ROWS):
        for col in range(COLS):
            c = counts[row][col]
            if c and sum(c.values()) / per_cell >= LAND_MIN:
                landmass[row][col] = max(c, key=lambda k: (c[k], k))

    # every place stands on land: a cell holding a place is land even when mostly sea, and a
    # cell taken by an earlier place (file order = priority) sends the later one to the nearest
    # free land cell of its land mass.
    forced, nudged, taken = [], [], {}
    for p in places:
        code = PLACE_LANDMASS.get(p["id"]) or landmass_at(p["lat"], p["lon"])
        if code is None:
            raise SystemExit(f"{p['id']}: its point is not on any land polygon")
        col, row = cell_of(p["lat"], p["lon"])
        if p["id"] in PLACE_CELL:
            (c2, r2), why = PLACE_CELL[p["id"]]
            if landmass[r2][c2] != code or (c2, r2) in taken:
                raise SystemExit(f"{p['id']}: its cell by hand {c2},{r2} is not free land of its land mass")
            nudged.append({"place": p["id"], "from": [col, row], "to": [c2, r2], "because": why})
            col, row = c2, r2
        if (col, row) not in taken and landmass[row][col] in (".", code):
            if landmass[row][col] == ".":
                landmass[row][col] = code
                forced.append([col, row])
            cell = (col, row)
        else:
            gx, gy = project(p["lat"], p["lon"])
            free = [(c2, r2) for r2 in range(ROWS) for c2 in range(COLS)
                    if landmass[r2][c2] == code and (c2, r2) not in taken]
            if not free:
                raise SystemExit(f"{p['id']}: no free land cell on its land mass")
            cell = min(free, key=lambda cr: (cr[0] + 0.5 - gx) ** 2 + (cr[1] + 0.5 - gy) ** 2)
            if max(abs(cell[0] - col), abs(cell[1] - row)) > 1:
                raise SystemExit(f"{p['id']}: the nearest free cell {cell} is more than one cell away; "
                                 "leave a place out or set cells by hand")
            nudged.append({"place": p["id"], "from": [col, row], "to": list(cell),
                           "because": f"cell taken by {taken[(col, row)]}" if (col, row) in taken
                           else "its cell is on another land mass"})
        taken[cell] = p["id"]
        p["cell"] = list(cell)

    # regions
    region = [["." for _ in range(COLS)] for _ in range(ROWS)]
    for row in range(ROWS):
        for col in range(COLS):
            code = landmass[row][col]
            if code == ".":
                continue
            s = sums[row][col]
            gx, gy = (s[0] / s[2], s[1] / s[2]) if s[2] else (col + 0.5, row + 0.5)
            lat, lon = unproject(gx, gy)
            if code in "BX":
                region[row][col] = ("W" if in_lonlat_ring(WALES, lat, lon)
                                    else "S" if in_lonlat_ring(SCOTLAND, lat, lon) else "E")
            else:
                region[row][col] = {"I": "I", "F": "F", "M": "M", "V": "E"}[code]

    # sea zones: Dijkstra from the seed points through sea cells
    zone = [["" for _ in range(COLS)] for _ in range(ROWS)]
    dist = {}
    heap = []
    for code, zid, _en, _de, seeds in ZONES:
        for lat, lon in seeds:
            col, row = cell_of(lat, lon)
            if landmass[row][col] != ".":
                raise SystemExit(f"zone {zid}: seed {lat},{lon} is on land, cell {col},{row}\n"
                                 + "\n".join("".join(r) for r in landmass))
            heapq.heappush(heap, (0.0, code, col, row))
    while heap:
        d, code, col, row = heapq.heappop(heap)
        if (col, row) in dist:
            continue
        dist[(col, row)] = d
        zone[row][col] = code
        for c2, r2 in neighbours(col, row):
            if landmass[r2][c2] != "." or (c2, r2) in dist:
                continue
            diagonal = c2 != col and r2 != row
            if diagonal and not sea_diagonal_open(landmass, (col, row), (c2, r2)):
                continue
            heapq.heappush(heap, (d + (math.sqrt(2) if diagonal else 1.0), code, c2, r2))
    for row in range(ROWS):
        for col in range(COLS):
            if landmass[row][col] == "." and not zone[row][col]:
                raise SystemExit(f"sea cell {col},{row} is in no zone")
    zone_of_code = {z[0]: z[1] for z in ZONES}

    # ports: the zone of the nearest sea cell unless stated in PORT_ZONE
    for p in places:
        if p["port"] is None:
            continue
        if p["id"] in PORT_ZONE:
            p["port"] = PORT_ZONE[p["id"]]
            continue
        gx, gy = project(p["lat"], p["lon"])
        sea = [(c, r) for r in range(ROWS) for c in range(COLS) if landmass[r][c] == "."]
        c, r = min(sea, key=lambda cr: (cr[0] + 0.5 - gx) ** 2 + (cr[1] + 0.5 - gy) ** 2)
        p["port"] = zone_of_code[zone[r][c]]

    # ports' sea cells (BR-18.2): the cells of the port's zone next to its cell, or, for a river
    # port with none (London, Gloucester, Rochester, Southampton, Carmarthen), the nearest cells of
    # its zone: the river's mouth, reached without a sea step of its own
    port_cells = []
    for p in places:
        if p["port"] is None:
            continue
        code = next(z[0] for z in ZONES if z[1] == p["port"])
        pc, pr = p["cell"]
        mine = [(c, r) for r in range(ROWS) for c in range(COLS) if zone[r][c] == code]
        near = min(max(abs(c - pc), abs(r - pr)) for c, r in mine)
        cells = sorted(([c, r] for c, r in mine if max(abs(c - pc), abs(r - pr)) == near),
                       key=lambda cr: (cr[1], cr[0]))
        port_cells.append({"place": p["id"], "zone": p["port"], "cells": cells,
                           "src": "design" if near > 1 else "design (next to the port)"})

    # zone adjacency
    touching = set()
    for row in range(ROWS):
        for col in range(COLS):
            if landmass[row][col] != ".":
                continue
            for c2, r2 in neighbours(col, row):
                if landmass[r2][c2] == "." and zone[r2][c2] != zone[row][col]:
                    touching.add(tuple(sorted((zone[row][col], zone[r2][c2]))))

    # roads: shortest 8-neighbour paths over land of the same land mass; a diagonal step needs
    # one of its two side cells on land (no corner-cutting across water); cells of other places
    # cost extra so a road passes a town only when it must.
    by_id = {p["id"]: p for p in places}
    place_cells = {tuple(p["cell"]): p["id"] for p in places}

    def road_path(a, b):
        start, goal = tuple(by_id[a]["cell"]), tuple(by_id[b]["cell"])
        code = landmass[start[1]][start[0]]
        best = {start: 0.0}
        prev = {}
        heap = [(0.0, start)]
        while heap:
            d, cur = heapq.heappop(heap)
            if cur == goal:
                break
            if d > best[cur]:
                continue
            for c2, r2 in neighbours(*cur):
                if landmass[r2][c2] != code:
                    continue
                diagonal = c2 != cur[0] and r2 != cur[1]
                if diagonal and landmass[cur[1]][c2] == "." and landmass[r2][cur[0]] == ".":
                    continue
                step = math.sqrt(2) if diagonal else 1.0
                # a small pull towards the straight line keeps roads from zigzagging
                gx0, gy0 = start[0], start[1]
                vx, vy = goal[0] - gx0, goal[1] - gy0
                off = abs(vy * (c2 - gx0) - vx * (r2 - gy0)) / (math.hypot(vx, vy) or 1)
                cost = step + 0.05 * off
                if (c2, r2) in place_cells and (c2, r2) != goal:
                    cost += PASS_COST
                nd = d + cost
                if nd < best.get((c2, r2), math.inf):
                    best[(c2, r2)] = nd
                    prev[(c2, r2)] = cur
                    heapq.heappush(heap, (nd, (c2, r2)))
        if goal not in best:
            raise SystemExit(f"road {a}-{b}: no land path")
        path = [goal]
        while path[-1] != start:
            path.append(prev[path[-1]])
        return [list(c) for c in reversed(path)]

    # a leg that crosses the cell of another place is cut there: that place is on the road
    roads = []
    for rid, en, de, seq in ROUTES:
        layer = "design" if rid in DESIGN_ROADS else "history"
        legs, stops, added = [], [seq[0]], []
        for a, b in zip(seq, seq[1:]):
            for x in (a, b):
                if x not in by_id:
                    raise SystemExit(f"road {rid}: unknown place {x}")
            cells = road_path(a, b)
            cut = [0] + [i for i, c in enumerate(cells) if 0 < i < len(cells) - 1
                         and tuple(c) in place_cells] + [len(cells) - 1]
            for i, j in zip(cut, cut[1:]):
                frm, to = place_cells[tuple(cells[i])], place_cells[tuple(cells[j])]
                legs.append({"from": frm, "to": to, "cells": cells[i:j + 1]})
                stops.append(to)
                if to != b:
                    added.append(to)
        roads.append({"id": rid, "name": {"en": en, "de": de}, "places": stops,
                      "on_the_way": added, "legs": legs,
                      "src": {"name": layer, "places": layer, "on_the_way": "design",
                              "legs": "design"}})

    boxes = []
    for bid, en, de, zones in BOXES:
        members = [p["id"] for p in places if p.get("box") == bid]
        boxes.append({"id": bid, "name": {"en": en, "de": de}, "places": members,
                      "cells": [by_id[m]["cell"] for m in members], "zones": zones,
                      "src": {"name": "seed", "places": "history", "cells": "design",
                              "zones": "design"}})

    box_ids = {b[0] for b in BOXES}
    crossings = []
    for a, b, zid in CROSSINGS:
        for end in (a, b):
            if end not in by_id and end not in box_ids:
                raise SystemExit(f"crossing {a}-{b}: unknown place or box {end}")
        crossings.append({"between": [a, b], "zone": zid, "src": "design"})

    areas = []
    for aid, en, de, a_places, a_boxes, a_zones in AREAS:
        zones_all = [z[1] for z in ZONES]
        a_zones = zones_all if a_zones == ["*"] else a_zones
        for x in a_places:
            if x not in by_id:
                raise SystemExit(f"area {aid}: unknown place {x}")
        areas.append({"id": aid, "name": {"en": en, "de": de}, "places": a_places,
                      "boxes": a_boxes, "zones": a_zones,
                      "src": {"name": "design", "places": "design", "boxes": "design",
                              "zones": "design"}})

    landmass_names: dict[str, str] = {}
    for c, n, _ in LANDMASSES + [(*OTHER_LANDMASS, None)]:
        landmass_names.setdefault(c, n)
    doc = {
        "schema": "bella-rosarum/map 1",
        "about": "Grid map of Bella Rosarum, made by tools/data/br_make_map.py from Natural Earth land "
                 "(public domain) and the design inputs in that script; see seeds/bella-rosarum/README.md.",
        "projection": {
            "name": "sinusoidal (sphere), then a square grid",
            "radius_km": RADIUS_KM, "lon0": LON0, "lat_top": LAT_TOP,
            "x_left_km": X_LEFT_KM, "cell_km": CELL_KM,
            "formulas": [
                "x_km = radius_km * radians(lon - lon0) * cos(radians(lat))",
                "y_km = radius_km * radians(lat_top - lat)",
                "gx = (x_km - x_left_km) / cell_km; gy = y_km / cell_km",
                "cell = [floor(gx), floor(gy)]  (column from the west, row from the north)",
            ],
            "src": "design",
        },
        "cols": COLS, "rows": ROWS,
        "land_rule": f"a cell is land when at least {LAND_MIN:.0%} of its {per_cell} sample points lie "
                     "on land; a cell holding a place is land too (forced_land)",
        "landmass": ["".join(r) for r in landmass],
        "land_steps": "a land step joins two of the 8 neighbouring cells of one land mass; a diagonal "
                      "step needs one of its two side cells on land",
        "landmasses": landmass_names,
        "region": ["".join(r) for r in region],
        "regions": {c: {"id": i, "name": {"en": en, "de": de}} for c, (i, en, de) in REGIONS.items()},
        "sea": ["".join(z or "." for z in r) for r in zone],
        "zones": [{"id": zid, "code": code, "name": {"en": en, "de": de},
                   "touches": sorted({zone_of_code[b] for a, b in touching if a == code}
                                     | {zone_of_code[a] for a, b in touching if b == code}),
                   "src": {"name": "design"}}
                  for code, zid, en, de, _ in ZONES],
        "sea_steps": "a sea step joins two of the 8 neighbouring sea cells; a diagonal one is shut "
                     "only when both side cells are land of one land mass",
        "ports": port_cells,
        "roads": roads,
        "boxes": boxes,
        "crossings": crossings,
        "water": [{"id": wid, "pairs": [[list(a), list(b)] for a, b in pairs], "src": src, "rules": rules}
                  for wid, src, rules, pairs in WATER],
        "areas": areas,
        "forced_land": forced,
        "nudged": nudged,
        "src": {"grid": "design", "land": "design (from Natural Earth, public domain)",
                "roads": "history (routes) and design (cells)", "boxes": "seed"},
    }
    (DATA / "map.json").write_text(dump_map(doc))

    coast = {
        "schema": "bella-rosarum/coast 1",
        "source": "Natural Earth 1:10m land (version 4.1.0), as TopoJSON in the npm package "
                  "world-atlas 2.0.2 (land-10m.json); projected to the grid of map.json, clipped "
                  f"to it and simplified (Douglas-Peucker, {SIMPLIFY} cell) by tools/data/br_make_map.py",
        "licence": "Natural Earth data is in the public domain (naturalearthdata.com/about/terms-of-use); "
                   "world-atlas is distributed under the ISC licence, Copyright 2013-2019 Michael Bostock",
        "units": "grid cells: x = gx (columns from the west), y = gy (rows from the north)",
        "cols": COLS, "rows": ROWS,
        "polygons": [{"landmass": p["landmass"],
                      "rings": [[[round(x, 2), round(y, 2)] for x, y in ring] for ring in p["rings"]]}
                     for p in polys],
    }
    (DATA / "coast.json").write_text(json.dumps(coast, separators=(",", ":")) + "\n")
    (DATA / "places.json").write_text(dump_places(places_doc))
    print(f"map: {COLS}x{ROWS} cells, land {sum(c != '.' for r in landmass for c in r)}, "
          f"forced {len(forced)}, nudged {len(nudged)}, roads {len(roads)} "
          f"({sum(len(r['legs']) for r in roads)} legs), coast points "
          f"{sum(len(r) for p in polys for r in p['rings'])}")


def dump_map(doc: dict) -> str:
    """Indented JSON with each grid row and each cell list on one line."""
    text = json.dumps(doc, indent=1, ensure_ascii=False)
    # fold the innermost [col, row] pairs and cell lists onto single lines
    text = re.sub(r"\[\s+(-?\d+),\s+(-?\d+)\s+\]", r"[\1, \2]", text)
    text = re.sub(r"\[\s+((?:\[\d+, \d+\],?\s*)+)\]",
                  lambda m: "[" + ", ".join(re.findall(r"\[\d+, \d+\]", m.group(1))) + "]", text)
    return text + "\n"


def dump_places(doc: dict) -> str:
    """places.json: the tables indented, one place per line (readable diffs)."""
    head = json.dumps({k: v for k, v in doc.items() if k != "places"}, indent=1, ensure_ascii=False)
    lines = ",\n".join("  " + json.dumps(p, ensure_ascii=False) for p in doc["places"])
    return head[:-2] + ',\n "places": [\n' + lines + "\n ]\n}\n"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    build(Path(argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
