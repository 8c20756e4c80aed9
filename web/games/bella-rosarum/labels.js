// Where each place's name goes on Bella Rosarum's map: below, right of, left of or above its pin
// (or at a corner),
// whichever side covers no other place's pin or stack marker and no name placed before it. The
// more important places choose first (major cities, then fortresses, then cities, then the rest).
// A name that finds no free side (a major city's excepted) is "crowded": the map shows it only on hover, focus or
// selection. Display only: each place's full name is its button's accessible name anyway.
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

function overlap(a, b) {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * {place id: side} (SIDES) for every place of the board, plus `crowded`, the
 * set of places whose best side still covers something.
 */
export function placeLabels(board) {
  const letter = (0.0155 * 0.58 * board.cols); // one letter's width in cells (1.55% font, ~0.58 em)
  const places = Object.entries(board.places).filter(([, p]) => p.cell);
  const rank = (p) => (ORDER.includes(p.kind) ? ORDER.indexOf(p.kind) : ORDER.length);
  places.sort(([a, p], [b, q]) => rank(p) - rank(q) || p.cell[1] - q.cell[1] || p.cell[0] - q.cell[0] || (a < b ? -1 : 1));
  const marks = places.flatMap(([id, p]) => MARKS.map((m) => ({ id, x0: p.cell[0] + m.x0, y0: p.cell[1] + m.y0, x1: p.cell[0] + m.x1, y1: p.cell[1] + m.y1 })));
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
      for (const t of taken) cost += overlap(b, t);
      if (b.x0 < 0 || b.x1 > board.cols || b.y0 < 0 || b.y1 > board.rows) cost += 1; // off the map
      if (!best || cost < best.cost) best = { side, b, cost };
      if (cost <= SLACK) break;
    }
    sides[id] = best.side;
    // a major city's name always shows (the few names a phone's map shows at all)
    if (best.cost > SLACK && p.kind !== ORDER[0]) crowded.add(id);
    else taken.push(best.b);
  }
  return { sides, crowded };
}
