// Where each place's name and each stack's counter go on Bella Rosarum's map at the zoom being
// shown. Names and counters have a fixed size on screen (pixels), so the more the map is zoomed
// in, the more of them fit; the map lays them out again at every zoom (map.js).
//
// Greedy, most important first: what the person is acting on (the selected stack, the targets,
// the Hint), the major cities, the person's own stacks, then the places a royal house holds as
// a seat, fortresses and cities, then the other stacks, then every other place. Each item takes
// the first side of its pin (below, right, left, above, then the corners) that covers no pin, no
// counter, no box title and no item placed before it. An item that finds no free side is
// "hidden": the map shows it only on hover, focus or selection (the button's accessible name
// holds it anyway); a hidden counter still shows its troops on its pin, which is a mark from
// then on, and a name placed before it that it would cover takes another side (or is hidden).
// What the person acts on is always shown, on its least covered side.
//
// Pure geometry in pixels of the map at this zoom; no DOM (the text widths come from `measure`).

import { nameOf } from "./names.js";

// An open field in a place's own cell has the cell's lower right corner from here on (in cells):
// its button (map.js) and its pin; the place's button keeps the rest.
export const CORNER = 0.55;

export const NAME_PX = 12; // a place's name (table.css .br-name)
export const MAJOR_PX = 13; // a major city's name, bold
export const PIN_PX = 11; // a place's pin (table.css .br-pin); a major city's is larger
export const MAJOR_PIN_PX = 15;
export const CHIP_PX = 11; // a counter's text (table.css .br-chip), two lines
export const CHIP_H = 30;
export const CHIP_LINE = 17; // a counter in one line
export const PIECE_PX = 16; // a royal's piece on a counter
export const SHRUNK_H = 16; // a counter shrunk to its troops on its pin (table.css .br-chip.hidden)
const GAP = 2; // between a pin and its name

// the kinds whose names come first; a place that is a royal house's seat comes with them
const ROYAL_HOUSES = ["lancaster", "york"];
const ORDER = ["major-city", "fortress", "city", "open-city", "closed-city"];
const SIDES = ["below", "right", "left", "above", "below-right", "below-left", "above-right", "above-left", "below-far", "above-far", "below-right-far", "below-left-far", "above-right-far", "above-left-far"];
const SLACK = 4; // px²: a touch this small (a corner pixel) still reads
// A major city's name shows at every zoom (London on the whole map sits among pins one cell
// apart, and every side of its name lies over some of them): it may lie over the rims of other
// places' pins, up to this much in all (px², the edges of four pins under its halo),
// never over a counter, a stack's pin or another name. It is placed before the counters and off
// the spots they would shrink to, so none of them moves it again.
const RIM = 200;
const CHIP_SIDES = ["above", "right", "left", "below", "above-right", "above-left", "below-right", "below-left", "above-far", "below-far"];

/** The text a place's name shows on the map (the castle after "London" left out). */
export function shortName(place) {
  return nameOf(place.name).replace(/ \(.*\)$/, "");
}

/** A place's rank for its name: 0 major cities, 1 royal seats, 2 fortresses, 3 cities, 4 the rest. */
export function importance(place) {
  if (place.kind === "major-city") return 0;
  if (place.seats && place.seats.some((s) => ROYAL_HOUSES.includes(s))) return 1;
  if (place.kind === "fortress") return 2;
  if (ORDER.includes(place.kind)) return 3;
  return 4;
}

/** Half a pin's size in px. */
export const pinHalf = (place) => (!place ? PIN_PX : place.kind === "major-city" ? MAJOR_PIN_PX : place.kind === "fortress" ? PIN_PX * Math.SQRT2 : PIN_PX) / 2; // a fortress's pin is turned 45°

function around(side, cx, cy, w, h, r) {
  // r: the distance from the pin's centre to the item; "-far" a line further out (for a row of
  // places one cell apart, whose names cannot all sit beside their pins)
  if (side.endsWith("-far")) {
    const b = around(side.slice(0, -4), cx, cy, w, h, r);
    const dy = side.startsWith("below") ? h - 1 : 1 - h;
    return { x0: b.x0, y0: b.y0 + dy, x1: b.x1, y1: b.y1 + dy };
  }
  switch (side) {
    case "below":
      return { x0: cx - w / 2, y0: cy + r, x1: cx + w / 2, y1: cy + r + h };
    case "above":
      return { x0: cx - w / 2, y0: cy - r - h, x1: cx + w / 2, y1: cy - r };
    case "right":
      return { x0: cx + r + 1, y0: cy - h / 2, x1: cx + r + 1 + w, y1: cy + h / 2 };
    case "left":
      return { x0: cx - r - 1 - w, y0: cy - h / 2, x1: cx - r - 1, y1: cy + h / 2 };
    default: {
      const [v, hz] = side.split("-");
      const y0 = v === "below" ? cy + r * 0.7 : cy - r * 0.7 - h;
      const x0 = hz === "right" ? cx + r * 0.5 : cx - r * 0.5 - w;
      return { x0, y0, x1: x0 + w, y1: y0 + h };
    }
  }
}

function overlap(a, b) {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A box's frame around its cells, in cells. */
export function boxArea(bx) {
  const xs = bx.cells.map((c) => c[0]);
  const ys = bx.cells.map((c) => c[1]);
  return { x0: Math.min(...xs) - 0.15, y0: Math.min(...ys) - 0.15, x1: Math.max(...xs) + 1.15, y1: Math.max(...ys) + 1.15 };
}

/** Whether a cell lies in a box's area. */
function inArea(cell, a) {
  return cell[0] >= a.x0 && cell[0] + 1 <= a.x1 && cell[1] >= a.y0 && cell[1] + 1 <= a.y1;
}

/**
 * Lays out the names and counters at `cell` px per map cell.
 * opts: {cell, measure(text, px, bold) → width px, chips: [{loc, cellXY, text: [line1, line2],
 *   pieces (royals on line 2), mine}],
 *   force: Set(loc) (always shown), labelled: Set(loc) of places with no name (none by default)}.
 * Returns {names: {loc: {x0, y0, x1, y1, hidden}}, chips: {loc: {x0, y0, x1, y1, hidden}},
 * frames: [box frame in cells] (board.boxes' order, widened to hold the names inside),
 * titles: [{x, y}: each box title's centre and baseline in cells]}.
 * All boxes in px of the whole map (0, 0 = its top-left corner).
 */
export function layout(board, opts) {
  const cell = opts.cell;
  const measure = opts.measure || ((t, px) => t.length * px * 0.56);
  const force = opts.force || new Set();
  const places = Object.entries(board.places).filter(([, p]) => p.cell);
  const centre = (c) => [(c[0] + 0.5) * cell, (c[1] + 0.5) * cell];
  // fixed marks: every pin
  const marks = places.map(([id, p]) => {
    const [cx, cy] = centre(p.cell);
    const r = pinHalf(p) + 1;
    return { id, x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r };
  });
  const placeCells = new Set(places.map(([, p]) => `${p.cell[0]},${p.cell[1]}`));
  for (const c of opts.chips || []) {
    if (board.places[c.loc]) continue;
    // an open field's stack has a small pin of its own (in a place's own cell, in the middle of
    // the field's lower right corner: CORNER)
    const beside = placeCells.has(`${c.cellXY[0]},${c.cellXY[1]}`);
    const mid = (CORNER + 1) / 2;
    const [cx, cy] = beside ? [(c.cellXY[0] + mid) * cell, (c.cellXY[1] + mid) * cell] : centre(c.cellXY);
    marks.push({ id: c.loc, x0: cx - 4, y0: cy - 4, x1: cx + 4, y1: cy + 4 });
  }
  const boxes = (board.boxes || []).map((bx) => {
    const area = boxArea(bx);
    const title = nameOf(bx.name);
    const tw = measure(title, NAME_PX, true);
    const cx = ((area.x0 + area.x1) / 2) * cell;
    const y1 = area.y0 * cell - 2;
    const px = { x0: area.x0 * cell, y0: area.y0 * cell, x1: area.x1 * cell, y1: area.y1 * cell };
    return { area, px, frame: null, title: { x0: cx - tw / 2, y0: y1 - NAME_PX - 2, x1: cx + tw / 2, y1 } };
  });
  const W = board.cols * cell;
  const chipOf = new Map((opts.chips || []).map((c) => [c.loc, c]));
  const H = board.rows * cell;

  // the queue: [rank, kind, loc, …]
  const queue = [];
  for (const c of opts.chips || []) {
    const w = Math.max(measure(c.text[0], CHIP_PX, true), measure(c.text[1] || "", CHIP_PX, true) + (c.pieces || 0) * PIECE_PX) + 14; // its padding and border (table.css)
    // where two lines find no room, one line ("Warwick +1 450 ♚"): wider but lower
    const w1 = measure(`${c.text[0]} ${c.text[1] || ""}`, CHIP_PX, true) + (c.pieces || 0) * PIECE_PX + 18;
    queue.push({ rank: force.has(c.loc) ? 0 : c.mine ? 1 : 3, kind: "chip", loc: c.loc, cellXY: c.cellXY, w, h: CHIP_H, shapes: [[w, CHIP_H, 2], [w1, CHIP_LINE, 1]] });
  }
  for (const [id, p] of places) {
    const imp = importance(p);
    const major = p.kind === "major-city";
    const w = measure(shortName(p), major ? MAJOR_PX : NAME_PX, major) + 4;
    // a major city's name comes before the stacks' counters, which find room around it
    queue.push({ rank: force.has(id) ? 0 : major ? 0.5 : imp <= 3 ? 2 : 4, sub: imp, kind: "name", loc: id, cellXY: p.cell, w, h: (major ? MAJOR_PX : NAME_PX) + 3, place: p });
  }
  queue.sort((a, b) => a.rank - b.rank || (a.sub || 0) - (b.sub || 0) || (a.kind === b.kind ? 0 : a.kind === "chip" ? -1 : 1) || a.cellXY[1] - b.cellXY[1] || a.cellXY[0] - b.cellXY[0] || (a.loc < b.loc ? -1 : 1));

  // a counter with no room of its own shrinks to its troops on its pin (table.css .br-chip.hidden);
  // from then on that is a mark like a pin, and a name placed before it that it would cover (its
  // own place's name too) looks for another side
  const taken = []; // {b, it} of everything shown so far
  const footprints = (opts.chips || []).map(shrunkBox); // where each counter would shrink to
  const out = { names: {}, chips: {} };
  for (const it of queue) {
    const best = search(it, it.loc);
    const shown = best.cost <= SLACK || it.rank === 0;
    const slot = it.kind === "chip" ? out.chips : out.names;
    if (shown) {
      slot[it.loc] = { ...best.b, hidden: false };
      taken.push({ b: best.b, it });
      continue;
    }
    if (it.kind !== "chip") {
      slot[it.loc] = { ...best.b, hidden: true };
      continue;
    }
    const sb = shrink(it.loc);
    for (const t of taken.filter((t) => t.it.kind === "name" && overlap(t.b, sb) > SLACK)) {
      taken.splice(taken.indexOf(t), 1);
      const again = search(t.it, t.it.loc);
      const keep = again.cost <= SLACK || t.it.rank === 0;
      out.names[t.it.loc] = { ...again.b, hidden: !keep };
      if (keep) taken.push({ b: again.b, it: t.it });
    }
  }
  // the boxes' frames widen to hold the names and counters shown inside them
  for (const { b, it } of taken) {
    for (const bx of boxes.filter((bx) => inArea(it.cellXY, bx.area))) {
      const f = (bx.frame ||= { ...bx.area });
      const pad = 3 / cell;
      // (within the map: a box at its edge, like Calais, would be cut off)
      f.x0 = Math.max(Math.min(f.x0, b.x0 / cell - pad), Math.min(f.x0, pad));
      f.x1 = Math.min(Math.max(f.x1, b.x1 / cell + pad), Math.max(f.x1, board.cols - pad));
      f.y0 = Math.max(Math.min(f.y0, b.y0 / cell - pad), Math.min(f.y0, pad));
      f.y1 = Math.min(Math.max(f.y1, b.y1 / cell + pad), Math.max(f.y1, board.rows - pad));
    }
  }
  // A frame that widened, and its title with it, may now lie over names and counters placed
  // outside its box: each of those looks for another side (or hides, a counter shrunk to its
  // troops), the widened frames known.
  for (const bx of boxes.filter((bx) => bx.frame)) {
    const f = bx.frame;
    bx.px = { x0: f.x0 * cell, y0: f.y0 * cell, x1: f.x1 * cell, y1: f.y1 * cell };
    const dx = ((f.x0 + f.x1) / 2) * cell - (bx.title.x0 + bx.title.x1) / 2;
    const dy = f.y0 * cell - 2 - bx.title.y1;
    bx.title = { x0: bx.title.x0 + dx, y0: bx.title.y0 + dy, x1: bx.title.x1 + dx, y1: bx.title.y1 + dy };
  }
  const outside = (t) => boxes.some((bx) => bx.frame && !inArea(t.it.cellXY, bx.area) && (overlap(t.b, bx.px) > SLACK || overlap(t.b, bx.title) > SLACK));
  for (const t of taken.filter(outside)) {
    taken.splice(taken.indexOf(t), 1);
    const again = search(t.it, t.it.loc);
    const keep = again.cost <= SLACK || t.it.rank === 0;
    if (keep) taken.push({ b: again.b, it: t.it });
    if (t.it.kind === "name") out.names[t.it.loc] = { ...again.b, hidden: !keep };
    else if (keep) out.chips[t.it.loc] = { ...again.b, hidden: false };
    else {
      shrink(t.it.loc);
    }
  }
  out.frames = boxes.map((bx) => bx.frame || bx.area);
  out.titles = boxes.map((bx, i) => titleSpot(bx, out.frames[i], i));
  return out;

  /** Where a box's title goes, {x: its centre, y: its baseline} in cells: above the frame in
   * the middle, else the first of its other spots (above at either end, then below) that
   * covers no pin, counter, name or other box; else the least covered. */
  function titleSpot(bx, f, i) {
    const tw = bx.title.x1 - bx.title.x0;
    const [x0, x1, y0, y1] = [f.x0 * cell, f.x1 * cell, f.y0 * cell, f.y1 * cell];
    const xs = [(x0 + x1) / 2, x0 + tw / 2, x1 - tw / 2];
    const spots = [...xs.map((x) => [x, y0 - 4]), ...xs.map((x) => [x, y1 + NAME_PX + 1])];
    let best = null;
    for (const [x, base] of spots) {
      const b = { x0: x - tw / 2, y0: base - NAME_PX, x1: x + tw / 2, y1: base + 2 };
      let cost = b.x0 < 0 || b.x1 > W || b.y0 < 0 || b.y1 > H ? 1000 : 0;
      for (const m of marks) cost += overlap(b, m);
      for (const t of taken) cost += overlap(b, t.b);
      boxes.forEach((o, k) => k !== i && (cost += overlap(b, o.px)));
      if (!best || cost < best.cost) best = { x: x / cell, y: base / cell, cost };
      if (cost <= SLACK) break;
    }
    return { x: best.x, y: best.y };
  }

  /** The counter at `loc` shrunk to its troops on its pin, a mark from then on: its box. */
  function shrink(loc) {
    const sb = shrunkBox(chipOf.get(loc));
    out.chips[loc] = { ...sb, hidden: true };
    marks.push({ id: `chip:${loc}`, x0: sb.x0, y0: sb.y0, x1: sb.x1, y1: sb.y1 }); // the pins' shape: a fast loop
    return sb;
  }

  function shrunkBox(c) {
    const w = measure(c.text[1] || "", CHIP_PX, true) + (c.pieces || 0) * PIECE_PX + 9; // padding 3 + border 1.5 each side
    const h = SHRUNK_H;
    // an open field's counter in a place's own cell sits on the cell's lower right corner
    const [cx, cy] = !board.places[c.loc] && placeCells.has(`${c.cellXY[0]},${c.cellXY[1]}`) ? [(c.cellXY[0] + 1) * cell, (c.cellXY[1] + 1) * cell] : centre(c.cellXY);
    return { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
  }

  /** The least covered side of an item's pin: {b, cost} (cost 0: nothing covered). */
  function search(it, loc) {
    const [cx, cy] = centre(it.cellXY);
    const r = it.kind === "chip" ? (board.places[it.loc] ? pinHalf(board.places[it.loc]) : 4) + 1 : pinHalf(board.places[it.loc]) + GAP;
    const sides = it.kind === "chip" ? CHIP_SIDES : SIDES;
    const inBox = boxes.map((bx) => inArea(it.cellXY, bx.area)); // the same for every side tried
    const rim = it.kind === "name" && it.place.kind === "major-city";
    let best = null;
    const tries = (it.shapes || [[it.w, it.h, 0]]).flatMap(([w, h, lines]) => sides.map((side) => [side, w, h, lines]));
    for (const [side, w, h, lines] of tries) {
      const b = around(side, cx, cy, w, h, r);
      if (lines) b.lines = lines;
      // a side that already costs more than the best one so far is left (only a lower cost wins)
      const limit = best ? best.cost : Infinity;
      let cost = b.x0 < 0 || b.x1 > W || b.y0 < 0 || b.y1 > H ? 1000 : 0; // off the map
      for (let i = 0; i < boxes.length && cost < limit; i++) {
        const bx = boxes[i];
        cost += overlap(b, bx.title);
        // off the boxes it is not in (a box is a separate part of the map)
        if (!inBox[i]) cost += overlap(b, bx.px);
      }
      for (let i = 0; i < marks.length && cost < limit; i++) if (marks[i].id !== loc) cost += overlap(b, marks[i]) * (rim && board.places[marks[i].id] ? SLACK / RIM : 1);
      for (let i = 0; i < taken.length && cost < limit; i++) cost += overlap(b, taken[i].b);
      // (and, placed before the counters, off the spot each would take shrunk to its troops)
      for (let i = 0; rim && i < footprints.length && cost < limit; i++) cost += overlap(b, footprints[i]);
      if (cost < limit) best = { b, cost };
      if (cost <= SLACK) break;
    }
    return best;
  }
}
