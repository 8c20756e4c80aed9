// Bella Rosarum's map cut to a region (the embed's `region` parameter, for lessons and other
// pages): a whole England-and-Wales map in a small frame is unreadable, so a board may show
// only the part that matters. A region is a name of this table (REGIONS) or a list of places
// and open fields ("york pontefract @12,10") separated by spaces; either way it becomes the
// smallest rectangle of cells around them with a cell's margin, at least MIN cells each way.
// The cut only draws: the frame shows the rectangle and no zoom or pan; buttons outside the
// rectangle are hidden (the lists beside the map still name every place). No rules here.

import { cellOf } from "./names.js";
import { T } from "./strings.js";

const MIN = 5; // cells each way: a region smaller than this shows too little land around
const MARGIN = 1;

/** Named regions: the places each must show (data ids of board_data.places). */
export const REGIONS = {
  north: ["berwick", "carlisle", "lancaster", "york", "hull"],
  yorkshire: ["middleham", "skipton", "york", "hull", "sandal", "sheffield"],
  wales: ["beaumaris", "chester", "pembroke", "cardiff", "ludlow"],
  midlands: ["chester", "lincoln", "shrewsbury", "kenilworth", "northampton", "nottingham"],
  east: ["kings-lynn", "norwich", "cambridge", "colchester", "ipswich"],
  london: ["oxford", "st-albans", "tower-of-london", "reading", "rochester"],
  "south-east": ["oxford", "tower-of-london", "dover", "calais", "winchester", "arundel"],
  "south-west": ["bristol", "tiverton", "exeter", "dartington", "corfe", "salisbury"],
  ireland: ["carrickfergus", "trim", "dublin", "beaumaris", "chester", "castle-rushen"],
};

/** Grows [lo, lo + len) to at least `want` cells inside [0, max), around its middle. */
function widen(lo, len, want, max) {
  if (len >= want) return [lo, len];
  const grow = want - len;
  let a = lo - Math.floor(grow / 2);
  a = Math.max(0, Math.min(a, max - want));
  return [a, Math.min(want, max)];
}

/**
 * The rectangle {x, y, w, h} (cells) of a region's text, or {error} (a sentence in the language
 * being drawn). board: engine.api.board_data.
 */
export function regionOf(board, text) {
  const words = String(text).trim().split(/\s+/).filter(Boolean);
  const named = words.length === 1 && Object.hasOwn(REGIONS, words[0]);
  const locs = named ? REGIONS[words[0]] : words;
  const cells = [];
  for (const loc of locs) {
    const c = /^@\d+,\d+$/.test(loc) || Object.hasOwn(board.places, loc) ? cellOf(board, loc) : null;
    if (!c || c[0] < 0 || c[1] < 0 || c[0] >= board.cols || c[1] >= board.rows) return { error: T.badRegion(String(text).slice(0, 80), loc.slice(0, 40), Object.keys(REGIONS).join(", ")) };
    cells.push(c);
  }
  if (!cells.length) return { error: T.badRegion(String(text).slice(0, 80), "", Object.keys(REGIONS).join(", ")) };
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const x0 = Math.max(0, Math.min(...xs) - MARGIN);
  const y0 = Math.max(0, Math.min(...ys) - MARGIN);
  const x1 = Math.min(board.cols, Math.max(...xs) + 1 + MARGIN);
  const y1 = Math.min(board.rows, Math.max(...ys) + 1 + MARGIN);
  let [x, w] = widen(x0, x1 - x0, MIN, board.cols);
  let [y, h] = widen(y0, y1 - y0, MIN, board.rows);
  // not much wider than high nor the other way round: a strip of map is hard to read
  [x, w] = widen(x, w, Math.ceil(h * 0.75), board.cols);
  [y, h] = widen(y, h, Math.ceil(w * 0.6), board.rows);
  return { rect: { x, y, w, h } };
}

/**
 * Shows the map of BrMap (map.js) cut to `rect` (null: the whole map). Called after each map
 * update: the frame takes the rectangle's shape and shows just it; the place buttons outside are
 * hidden (map.js).
 */
export function cutMap(mapEl, board, rect) {
  if (mapEl.brMap) mapEl.brMap.setRegion(rect || null);
}
