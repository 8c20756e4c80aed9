// Game records (engine format, engine/games/PROTOCOL.md) in and out of the page: export as a JSON download,
// import from a chosen file, header for link-opened games, and the computer seats a record header
// or a link carries ({"<seat>": "<level>"} / "1:medium,2:hard").

import { h } from "../core/dom.js";
import { LEVELS } from "../core/computer.js";
import { S } from "./strings.js";

/** The record of the game up to the current position. */
export function buildRecord(header, history, outcome) {
  return {
    ...header,
    actions: history.moves.slice(0, history.index).map((m) => m.entry),
    result: outcome ?? null,
  };
}

/** Header (a record without actions) for a game that starts from a given state. */
export function headerFromState(state, seatNames) {
  return { format: 1, game: state.game, variant: state.variant, seed: null, seats: seatNames, options: { variant: state.variant }, start: state };
}

/**
 * Computer seats from a record header (an object {"1": "medium"}) or a link ("1:medium,0:hard"),
 * checked against `seats`: {computer: {seat: level}} or {error, shown, levels} naming the value.
 */
export function parseComputer(raw, seats) {
  let pairs;
  if (typeof raw === "string") pairs = raw.trim() === "" ? [] : raw.split(",").map((p) => p.split(":"));
  else if (raw && typeof raw === "object" && !Array.isArray(raw)) pairs = Object.entries(raw);
  else pairs = null;
  const shown = (typeof raw === "string" ? raw : JSON.stringify(raw) ?? String(raw)).slice(0, 60);
  const computer = {};
  const ok =
    pairs &&
    pairs.every((p) => {
      if (p.length !== 2 || typeof p[1] !== "string" || !/^\d+$/.test(String(p[0]).trim())) return false;
      const seat = Number(String(p[0]).trim());
      const level = p[1].trim();
      if (seat >= seats || !LEVELS.includes(level) || String(seat) in computer) return false;
      computer[String(seat)] = level;
      return true;
    });
  return ok ? { computer } : { error: true, shown, levels: LEVELS };
}

/** "computer"/"human" per seat from {seat: level}. */
export function controllersOf(computer, seats) {
  return Array.from({ length: seats }, (_, s) => (String(s) in computer ? "computer" : "human"));
}

/** The link form of {seat: level}: "1:medium,2:hard". */
export function computerParam(computer) {
  return Object.entries(computer).map(([s, l]) => `${s}:${l}`).join(",");
}

// The fields of a record (engine/games/PROTOCOL.md, "Records"); an imported file's other
// fields are dropped, so nothing unknown is carried into every later autosave.
const RECORD_FIELDS = ["format", "game", "rules", "variant", "seed", "seats", "options", "start", "actions", "result", "computer", "shared"];

/** An autosave's text exported from the page (its "Saved games" list, or a damaged save kept as
 * a backup) as the record it holds; anything else as it is. */
export function recordOfSave(data) {
  if (!data || typeof data !== "object" || Array.isArray(data) || data.v === undefined || !data.header || typeof data.header !== "object") return data;
  const h = data.v === 1 ? data.history || {} : data;
  if (!Array.isArray(h.moves)) return data;
  const upTo = Number.isInteger(h.index) ? h.index : h.moves.length;
  return { ...data.header, actions: h.moves.slice(0, upTo).map((m) => (m && typeof m === "object" ? m.entry : m)), result: null };
}

/** `record` with only the record's own fields. */
export function recordHeader(record) {
  return Object.fromEntries(RECORD_FIELDS.filter((k) => k in record).map((k) => [k, record[k]]));
}

/**
 * The header of a replayed game with the rules version it goes on under (engine/games/PROTOCOL.md,
 * "Rules versions": its start state's, else the game's newest), and `older`: that version when it
 * is older than new games' (the person is told).
 */
export function underRules(game, header, start) {
  const rules = start && Number.isInteger(start.rules) ? start.rules : game.info.rules;
  return { header: { ...header, rules }, older: rules < game.info.rules ? rules : null };
}

export function headerOf(record) {
  const { actions, result, ...header } = record;
  return header;
}

export function downloadJSON(data, filename) {
  downloadText(JSON.stringify(data, null, 1), filename);
}

/** Offers `text` as a file download (a save kept as it was, even when it is not JSON). */
export function downloadText(text, filename) {
  const blob = new Blob([text], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = h("a", { href: url, download: filename, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** Resolves to the text of the file the user picks with `input` (type=file). */
export function readFileText(file) {
  if (file.text) return file.text();
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsText(file);
  });
}

/**
 * Computer seats asked for (a link's parameter or a record's header, null for none), checked
 * against the position's `seats`: {controllers, computer}. A refused value gives no computer
 * seat and its sentence is added to `problems`.
 */
export function computerSeats(raw, seats, problems) {
  const people = { controllers: Array(seats).fill("human"), computer: {} };
  if (raw === null || raw === undefined) return people;
  const parsed = parseComputer(raw, seats);
  if (parsed.error) {
    problems.push(S.computerBad(parsed.shown, seats, parsed.levels));
    return people;
  }
  return { controllers: controllersOf(parsed.computer, seats), computer: parsed.computer };
}
