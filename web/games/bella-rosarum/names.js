// Bella Rosarum's words for the engine's ids, in the language being drawn: places, open fields,
// cards, events, royals (names from engine.api.board_data), and the notation of its actions
// split into parts (seeds/bella-rosarum.md BR-2: "move <from> <to> [noble]", "battle <from> <to>",
// "siege <from> <place>", "sally <from>", "crown <royal>", "execute <royal>", "play <place in hand>
// [noble]", "draw", "event", "end …", "concede", "summon", "grant <noble>", "refuse", "pass", "fight",
// "withdraw"). No rules: which actions exist is ui_state's.

import { currentLang } from "../../core/lang.js";
import { T } from "./strings.js";

const word = (names) => (names ? names[currentLang()] || names.en : "");

/** The cell of a location: "@x,y" or a place's cell. */
export function cellOf(board, loc) {
  if (loc.startsWith("@")) return loc.slice(1).split(",").map(Number);
  const p = board.places[loc];
  return p ? p.cell : null;
}

/** The nearest place (not in a box) to an open field, for its name (display only). */
function nearestPlace(board, x, y) {
  let best = null;
  let bestD = Infinity;
  for (const [id, p] of Object.entries(board.places)) {
    if (p.box) continue;
    const d = Math.hypot(p.cell[0] - x, p.cell[1] - y);
    if (d < bestD - 1e-9 || (Math.abs(d - bestD) < 1e-9 && id < best)) {
      best = id;
      bestD = d;
    }
  }
  return best;
}

/**
 * An open field in words: its distance and direction (one of 16 compass points, 0 = north,
 * clockwise) from the nearest place, e.g. "fields 31 miles south-east of York". Every land cell
 * gets a name of its own (tests/browser/games/bella_rosarum/test_map_labels.py checks it).
 */
export function fieldWords(board, x, y) {
  const near = nearestPlace(board, x, y);
  if (!near) return T.field(null, 0, 0);
  const [px, py] = board.places[near].cell;
  const dx = x - px;
  const dy = py - y; // north is up
  const dir = Math.round(((Math.atan2(dx, dy) / (2 * Math.PI)) * 16 + 16)) % 16;
  return T.field(word(board.places[near].name), Math.hypot(dx, dy), dir);
}

export function locName(board, loc) {
  if (!board) return loc;
  if (loc.startsWith("@")) {
    const [x, y] = cellOf(board, loc);
    return fieldWords(board, x, y);
  }
  return board.places[loc] ? word(board.places[loc].name) : loc;
}

/** A noble's short name for a counter: "Richard Neville, Earl of Warwick" → "Warwick". */
export function nobleShort(board, id) {
  const full = board && board.cards[id] ? word(board.cards[id].name) : id;
  const title = full.split(", ").pop();
  return title.replace(/^(Duke|Earl|Herzog|Graf|Viscount|Vicomte|Lord) (of |von )?/, "").replace(/ (of|von) .*$/, "");
}

/** A royal's short name for a piece: "Richard, Duke of York" → "Richard", "Henry VI" as it is. */
export function royalShort(board, id) {
  const full = board && board.royals[id] ? word(board.royals[id].name) : id;
  return full.split(",")[0].replace(/ (of|von) .*$/, "").replace(/ \(.*\)$/, "");
}

export const cardName = (board, id) => (board && board.cards[id] ? word(board.cards[id].name) : id);
export const eventName = (board, id) => (board && board.events[id] ? word(board.events[id].name) : id);
export const royalName = (board, id) => (board && board.royals[id] ? word(board.royals[id].name) : id);
export const kindName = (board, kind) => (board && board.kinds[kind] ? word(board.kinds[kind].name) : kind);
export const nameOf = word;

/** An action string in parts: {verb, from, to, noble, card, royal, end}. */
export function parseAction(action) {
  const w = String(action).split(" ");
  const verb = w[0];
  if (verb === "move") return { verb, from: w[1], to: w[2], noble: w[3] || null };
  if (verb === "battle") return { verb, from: w[1], to: w[2], noble: w[3] || null }; // BR-7.1: a noble alone
  if (verb === "siege") return { verb, from: w[1], to: w[2] };
  if (verb === "sally") return { verb, from: w[1] };
  if (verb === "crown" || verb === "execute") return { verb, royal: w[1] };
  // BR-12.2: a hand card is named by its place in the hand (1 = kept first)
  if (verb === "play") return { verb, index: Number(w[1]), noble: w[2] || null };
  if (verb === "end") return { verb, end: action };
  if (verb === "grant") return { verb, noble: w[1] }; // BR-19.4
  return { verb };
}
