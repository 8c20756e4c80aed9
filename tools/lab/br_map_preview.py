"""Draw the Bella Rosarum map data to an SVG file for a quick look (standard library only).

Usage: python tools/lab/br_map_preview.py OUT.svg [--scale PX_PER_CELL]

Draws the cells (land tinted by region, sea by zone), the coastline of coast.json, the roads
as cell-centre polylines, and the places at their cell centres with a short label, so that a
place in the sea or a road over water shows at a glance. Render to PNG with, for example,
chromium --headless --screenshot=OUT.png --window-size=1000,1200 file:///abs/OUT.svg
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from xml.sax.saxutils import escape

DATA = Path(__file__).resolve().parents[2] / "engine" / "games" / "bella_rosarum" / "data"

REGION_FILL = {"E": "#e9dfc4", "W": "#d8e4c0", "S": "#dedede", "I": "#d5e6d2", "F": "#e4d6d6",
               "M": "#e6d8ee"}
ZONE_FILL = ["#cfe3f3", "#bcd7ee", "#d7e9f7", "#c5dcef", "#b4d0ea", "#d2e6f5", "#c0d9ee",
             "#cae0f2", "#b9d3ec"]
KIND_MARK = {"major-city": ("#7a1020", 7), "city": ("#a33", 5), "fortress": ("#333", 6),
             "noble-castle": ("#555", 4.5), "fortified-manor": ("#777", 4),
             "open-city": ("#c70", 5), "closed-city": ("#06c", 6)}


def render(scale: float = 48.0) -> str:
    m = json.loads((DATA / "map.json").read_text())
    coast = json.loads((DATA / "coast.json").read_text())
    places = json.loads((DATA / "places.json").read_text())["places"]
    cols, rows = m["cols"], m["rows"]
    w, h = cols * scale, rows * scale
    zone_index = {z["code"]: i for i, z in enumerate(m["zones"])}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h + 40:.0f}" '
           f'viewBox="0 0 {w:.0f} {h + 40:.0f}" font-family="sans-serif">',
           f'<rect width="{w:.0f}" height="{h + 40:.0f}" fill="#fff"/>']
    for r in range(rows):
        for c in range(cols):
            reg, sea = m["region"][r][c], m["sea"][r][c]
            fill = REGION_FILL.get(reg) if reg != "." else ZONE_FILL[zone_index[sea] % len(ZONE_FILL)]
            out.append(f'<rect x="{c * scale:.1f}" y="{r * scale:.1f}" width="{scale:.1f}" '
                       f'height="{scale:.1f}" fill="{fill}" stroke="#fff" stroke-width="0.6"/>')
    for z in m["zones"]:
        cells = [(c, r) for r in range(rows) for c in range(cols) if m["sea"][r][c] == z["code"]]
        if cells:
            cx = sum(c for c, _ in cells) / len(cells)
            cy = sum(r for _, r in cells) / len(cells)
            out.append(f'<text x="{(cx + 0.5) * scale:.1f}" y="{(cy + 0.5) * scale:.1f}" '
                       f'font-size="11" fill="#246" text-anchor="middle" font-style="italic">'
                       f'{escape(z["name"]["en"])}</text>')
    for poly in coast["polygons"]:
        for ring in poly["rings"]:
            pts = " ".join(f"{x * scale:.1f},{y * scale:.1f}" for x, y in ring)
            out.append(f'<polygon points="{pts}" fill="none" stroke="#345" stroke-width="1"/>')
    for road in m["roads"]:
        for leg in road["legs"]:
            pts = " ".join(f"{(c + 0.5) * scale:.1f},{(r + 0.5) * scale:.1f}" for c, r in leg["cells"])
            out.append(f'<polyline points="{pts}" fill="none" stroke="#b5651d" stroke-width="2.5" '
                       f'stroke-opacity="0.8"/>')
    for p in places:
        c, r = p["cell"]
        colour, size = KIND_MARK[p["kind"]]
        cx, cy = (c + 0.5) * scale, (r + 0.5) * scale
        out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{size}" fill="{colour}" stroke="#fff"/>')
        label = p["name"]["en"].split(" (")[0]
        out.append(f'<text x="{cx:.1f}" y="{cy + size + 9:.1f}" font-size="9" text-anchor="middle" '
                   f'fill="#111">{escape(label)}</text>')
    out.append(f'<text x="6" y="{h + 25:.0f}" font-size="12">Bella Rosarum map preview: '
               f'{cols}x{rows} cells of {m["projection"]["cell_km"]:.0f} km; {len(places)} places; '
               f'coastline: Natural Earth (public domain)</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--scale"):
        print("usage: br_map_preview.py OUT.svg [--scale PX_PER_CELL]", file=sys.stderr)
        return 2
    scale = float(argv[3]) if len(argv) == 4 else 48.0
    Path(argv[1]).write_text(render(scale))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
