// Where each place's name goes on Bella Rosarum's map: below, right of, left of or above its pin
// (or at a corner), whichever side covers no other place's pin, stack marker or box and no name
// placed before it. The more important places choose first (major cities, then fortresses, then
// cities, then the rest). A name that finds no free side (a major city's excepted) is "crowded":
// the map shows it only on hover, focus or selection. Display only: each place's full name is
// its button's accessible name anyway.
//
// All sizes are in map cells (the map is a grid of board.cols × board.rows). A name's font is
// 1.55% of the map's width (table.css, .br-name), so a cell holds about 5 letters.

import { nameOf } from "./names.js";

const ORDER = ["major-city", "fortress", "city"]; // then every other kind
const SIDES = ["below", "right", "left", "above", "below-right", "below-left", "above-right", "above-left"];
const LINE = 0.36; // a name's height
// a place's marks (table.css): its stack marker from 18% above the cell, its pin in the middle
const MARKS = [
  { x0: 0.1, y0: -0.18, x1: 0.9, y1: 0.24 },
  { x0: 0.27, y0: 0.24, x1: 0.73, y1: 0.73 },
];
// the royals' badges of a place sit at its lower right (table.css .br-royals): its own name
// keeps clear of them too, since royals may stand at any place
const ROYALS = { x0: 0.86, y0: 0.76, x1: 1.22, y1: 1.12 };
const SLACK = 0.03; // a touch this small (in cells²) still reads

/** The text a place's name shows on the map (the castle after "London" left out). */
export function shortName(place) {
  return nameOf(place.name).replace(/ \(.*\)$/, "");
}

function box(side, x, y, width) {
  const cx = x + 0.5;
  switch (side) {
    case "below":
      return { x0: cx - width / 2, y0: y + 0.74, x1: cx + width / 2, y1: y + 0.74 + LINE };
    case "above":
      return { x0: cx - width / 2, y0: y - 0.2 - LINE, x1: cx + width / 2, y1: y - 0.2 };
    case "right":
      return { x0: x + 0.78, y0: y + 0.5 - LINE / 2, x1: x + 0.78 + width, y1: y + 0.5 + LINE / 2 };
    case "left":
      return { x0: x + 0.22 - width, y0: y + 0.5 - LINE / 2, x1: x + 0.22, y1: y + 0.5 + LINE / 2 };
    default: {
      // the corners: the name starts (or ends) under or over the pin's middle
      const [v, hz] = side.split("-");
      const y0 = v === "below" ? y + 0.74 : y - 0.2 - LINE;
      return hz === "right" ? { x0: cx, y0, x1: cx + width, y1: y0 + LINE } : { x0: cx - width, y0, x1: cx, y1: y0 + LINE };
    }
  }
}

/** Whether a place's cell lies in a box's area. */
function inBox(p, bx) {
  const [x, y] = p.cell;
  return x >= bx.area.x0 && x + 1 <= bx.area.x1 && y >= bx.area.y0 && y + 1 <= bx.area.y1;
}

function overlap(a, b) {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A box's frame as map.js draws it (its cells and a margin), in cells. */
export function boxArea(bx) {
  const xs = bx.cells.map((c) => c[0]);
  const ys = bx.cells.map((c) => c[1]);
  return { x0: Math.min(...xs) - 0.15, y0: Math.min(...ys) - 0.15, x1: Math.max(...xs) + 1.15, y1: Math.max(...ys) + 1.15 };
}

/**
 * {place id: side} (SIDES) for every place of the board, plus `crowded`, the
 * set of places whose best side still covers something, and `frames`, each box's frame
 * (board.boxes' order) widened to hold the names shown inside it (a long name such as
 * Carrickfergus is wider than its one-cell box, and a name across the frame's line reads badly).
 */
export function placeLabels(board) {
  const letter = (0.0155 * 0.58 * board.cols); // one letter's width in cells (1.55% font, ~0.58 em)
  const places = Object.entries(board.places).filter(([, p]) => p.cell);
  const rank = (p) => (ORDER.includes(p.kind) ? ORDER.indexOf(p.kind) : ORDER.length);
  places.sort(([a, p], [b, q]) => rank(p) - rank(q) || p.cell[1] - q.cell[1] || p.cell[0] - q.cell[0] || (a < b ? -1 : 1));
  const marks = places.flatMap(([id, p]) => MARKS.map((m) => ({ id, x0: p.cell[0] + m.x0, y0: p.cell[1] + m.y0, x1: p.cell[0] + m.x1, y1: p.cell[1] + m.y1 })));
  // the off-map boxes (Ulster, the Pale, Calais…) as map.js draws them, each with its title above:
  // a name keeps off every title and off the boxes it is not in (one inside may cross its border)
  const boxes = (board.boxes || []).map((bx) => {
    const area = boxArea(bx);
    const half = (nameOf(bx.name).length * letter * 1.3) / 2; // the title's letters are larger and bold
    const cx = (area.x0 + area.x1) / 2;
    return { area, title: { x0: cx - half, y0: area.y0 - 0.75, x1: cx + half, y1: area.y0 - 0.05 } };
  });
  const taken = [];
  const sides = {};
  const crowded = new Set();
  for (const [id, p] of places) {
    const width = shortName(p).length * letter + 0.1;
    let best = null;
    for (const side of SIDES) {
      const b = box(side, p.cell[0], p.cell[1], width);
      let cost = 0;
      for (const m of marks) if (m.id !== id) cost += overlap(b, m);
      cost += overlap(b, { x0: p.cell[0] + ROYALS.x0, y0: p.cell[1] + ROYALS.y0, x1: p.cell[0] + ROYALS.x1, y1: p.cell[1] + ROYALS.y1 });
      for (const t of taken) cost += overlap(b, t);
      for (const bx of boxes) cost += overlap(b, bx.title) + (inBox(p, bx) ? 0 : overlap(b, bx.area));
      if (b.x0 < 0 || b.x1 > board.cols || b.y0 < 0 || b.y1 > board.rows) cost += 1; // off the map
      if (!best || cost < best.cost) best = { side, b, cost };
      if (cost <= SLACK) break;
    }
    sides[id] = best.side;
    // a major city's name always shows (the few names a phone's map shows at all)
    if (best.cost > SLACK && p.kind !== ORDER[0]) crowded.add(id);
    else {
      taken.push(best.b);
      for (const bx of boxes) {
        if (!inBox(p, bx)) continue;
        const f = (bx.frame ||= { ...bx.area });
        const pad = 0.08;
        // (within the map: a box at its edge, like Calais, would be cut off)
        f.x0 = Math.max(Math.min(f.x0, best.b.x0 - pad), Math.min(f.x0, pad));
        f.x1 = Math.min(Math.max(f.x1, best.b.x1 + pad), Math.max(f.x1, board.cols - pad));
        f.y1 = Math.min(Math.max(f.y1, best.b.y1 + pad), Math.max(f.y1, board.rows - pad));
      }
    }
  }
  return { sides, crowded, frames: boxes.map((bx) => bx.frame || bx.area) };
}
