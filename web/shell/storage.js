// Autosave in localStorage: every change writes the game as a record (config, the record header
// with its start state, the moves with their entries and sentences, the current index, and the
// ui_state for drawing before the engine is ready), one save per game; the states are rebuilt by
// replaying it, so a save grows by a few hundred characters a move, not by a whole state.
// Nothing is lost without a word: a save the page cannot restore is copied, unchanged, to a
// backup key of its own (never overwritten) before anything replaces it; a write that fails
// (storage full) is reported to the caller and recorded in a mark of fixed length written over
// itself (a write that does not grow the storage succeeds even when it is full), so the next
// start can say that the save is older than the game was. Which tab writes is owner.js's
// business. `savedGames()` lists every save and
// backup with its size for the page's "Saved games" list, where a person exports or deletes them.

import { siteKey } from "../site.mjs";

// this copy's names (site.mjs: "rosarium.…" for a site at "/", "rosarium@<folder>.…" in a folder)
const GAME_KEY = siteKey("game.v2."); // + the game's id
const BACKUP_KEY = siteKey("backup.v1."); // + the game's id + "." + time: damaged or displaced saves
const MARK_KEY = siteKey("mark.v1."); // + the game's id: {ok, at, moves} of the last write, fixed length
const MARK_LENGTH = 96;
const PREFS_KEY = siteKey("prefs.v1");
const CURRENT_KEY = siteKey("current-game.v1"); // which game the page shows (the last one played)
export const SAVE_VERSION = 2; // 1: the same with every state (still read)
// What a browser gives an origin (about 5 million characters); the page shows its use against it.
export const BUDGET_CHARS = 5_000_000;

/** This tab's name, written into its saves (random: two tabs never share one). */
export const TAB = Math.random().toString(36).slice(2, 10);

function readText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(key) {
  try {
    const text = readText(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** true, or the reason the write failed: "quota" (storage full) or "unavailable". */
function writeText(key, text) {
  try {
    localStorage.setItem(key, text);
    return true;
  } catch (e) {
    const quota = e && (e.name === "QuotaExceededError" || e.code === 22 || e.code === 1014);
    return quota ? "quota" : "unavailable";
  }
}

function write(key, value) {
  return writeText(key, JSON.stringify(value));
}

function remove(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to do: a storage that cannot be written cannot hold the key either
  }
}

/**
 * The last save of game `id`, checked: {text: null} when there is none, {text, data} when it is
 * usable, {text, problem: {kind, detail}} when it is not (kind: "json", "version", "field").
 * The ui_state in it (data.ui) is not checked here: the shell checks it against the game's uiSchema.
 */
export function readGame(id, legacyKeys = []) {
  let text = readText(GAME_KEY + id);
  // a save from before this key (the game's legacySaveKeys) is read, never deleted: the next
  // autosave writes it under the new key, so an update loses no game
  for (const key of legacyKeys) if (text === null) text = readText(key);
  if (text === null) return { text: null };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { text, problem: { kind: "json", detail: "" } };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return { text, problem: { kind: "field", detail: "(the save)" } };
  if (data.v !== SAVE_VERSION && data.v !== 1) return { text, problem: { kind: "version", detail: String(JSON.stringify(data.v) ?? "none").slice(0, 20) } };
  const bad = saveProblem(data);
  return bad ? { text, problem: { kind: "field", detail: bad } } : { text, data: normalised(data) };
}

/** A checked save as the shell reads it: `history` {moves, index, states} (states only in a
 * version-1 save; the shell replays the record of a version-2 one). */
function normalised(d) {
  const history = d.v === 1 ? d.history : { moves: d.moves, index: d.index, states: null };
  return { config: d.config, header: d.header, history, ui: d.ui, viewSeat: d.viewSeat, savedAt: d.savedAt };
}

const isObject = (x) => !!x && typeof x === "object" && !Array.isArray(x);
const isSeat = (x) => Number.isInteger(x) && x >= 0 && x < 64;
const LEVEL_RE = /^[a-z]{1,12}$/;

/** The first field of a save the shell cannot use (its name), or null. States are the engine's to check. */
function saveProblem(d) {
  const c = d.config;
  if (!isObject(c)) return "config";
  if (!Array.isArray(c.controllers) || !c.controllers.length || !c.controllers.every((x) => x === "human" || x === "computer")) return "config.controllers";
  if (typeof c.variant !== "string") return "config.variant";
  if (!(typeof c.seed === "string" || Number.isSafeInteger(c.seed))) return "config.seed";
  if (c.level !== undefined && !(typeof c.level === "string" && LEVEL_RE.test(c.level))) return "config.level";
  if (c.computer !== undefined && c.computer !== null) {
    if (!isObject(c.computer) || !Object.entries(c.computer).every(([s, l]) => /^\d{1,2}$/.test(s) && typeof l === "string" && LEVEL_RE.test(l))) return "config.computer";
  }
  if (!isObject(d.header)) return "header";
  const h = d.v === 1 ? d.history : d;
  const where = d.v === 1 ? "history." : "";
  if (d.v === 1) {
    if (!isObject(h)) return "history";
    if (!Array.isArray(h.states) || !h.states.length || !h.states.every(isObject)) return "history.states";
    if (Array.isArray(h.moves) && h.states.length !== h.moves.length + 1) return "history (states and moves disagree)";
  } else if (!isObject(d.header.start)) return "header.start";
  if (!Array.isArray(h.moves)) return `${where}moves`;
  for (const m of h.moves) {
    if (!isObject(m) || typeof m.action !== "string" || typeof m.desc !== "string" || !isObject(m.entry) || m.entry.action !== m.action) return `${where}moves`;
    if (!(m.seat === null || isSeat(m.seat)) || (m.lang !== undefined && typeof m.lang !== "string") || (m.auto !== undefined && m.auto !== true)) return `${where}moves`;
    if (m.barrier !== undefined && typeof m.barrier !== "boolean") return `${where}moves`;
  }
  if (!Number.isInteger(h.index) || h.index < 0 || h.index > h.moves.length) return `${where}index`;
  if (!(d.viewSeat === null || d.viewSeat === undefined || isSeat(d.viewSeat))) return "viewSeat";
  if (!(d.ui === null || d.ui === undefined || isObject(d.ui))) return "ui";
  return null;
}

/** The usable save of game `id` (readGame's data), or null. */
export function loadGame(id) {
  return readGame(id).data || null;
}

/**
 * Copies a save's text, unchanged, to a backup key of its own (never one in use); returns the
 * key, or null when it could not be written (storage full).
 */
export function backupGame(id, text) {
  let key = `${BACKUP_KEY}${id}.${Date.now()}`;
  for (let n = 2; readText(key) !== null; n++) key = `${BACKUP_KEY}${id}.${Date.now()}-${n}`;
  return writeText(key, text) === true ? key : null;
}

/** The text kept under a backup key or any other key savedGames() lists (for export), or null. */
export function readBackup(key) {
  return readText(key);
}

/** The mark of the last write of game `id`, padded to its fixed length. */
function writeMark(id, mark) {
  writeText(MARK_KEY + id, JSON.stringify(mark).padEnd(MARK_LENGTH, " "));
}

/**
 * game: {config, header (with its start state), moves, index, ui (ui_state of the current
 * position), viewSeat}. Returns {ok: true} or {ok: false, reason: "quota" |
 * "unavailable"}; a failed write leaves the old save as it was and a mark that it is older
 * than the game (unsavedNote).
 */
export function saveGame(id, game) {
  const res = writeText(GAME_KEY + id, JSON.stringify({ v: SAVE_VERSION, savedAt: Date.now(), tab: TAB, ...game }));
  writeMark(id, { ok: res === true, at: Date.now(), moves: game.index });
  if (res !== true) return { ok: false, reason: res };
  return { ok: true };
}

/** {at, moves} when the last write of game `id` failed (the save is older than that game), else null. */
export function unsavedNote(id) {
  const n = read(MARK_KEY + id);
  return isObject(n) && n.ok === false && Number.isFinite(n.at) ? n : null;
}

/** Every save and backup of this copy of the site in this browser: [{key, kind: "game" | "backup",
 * game, at, chars}], and the characters the keys of every copy on this origin take ({items, used,
 * budget}: the budget is the origin's). */
export function savedGames() {
  const items = [];
  let used = 0;
  let keys = [];
  try {
    keys = Object.keys(localStorage);
  } catch {
    keys = [];
  }
  for (const key of keys) {
    if (!key.startsWith("rosarium.") && !key.startsWith("rosarium@")) continue;
    const text = readText(key) || "";
    used += key.length + text.length;
    if (key.startsWith(GAME_KEY)) {
      const data = read(key);
      items.push({ key, kind: "game", game: key.slice(GAME_KEY.length), at: isObject(data) && Number.isFinite(data.savedAt) ? data.savedAt : null, chars: text.length });
    } else if (key.startsWith(BACKUP_KEY)) {
      const rest = key.slice(BACKUP_KEY.length);
      const dot = rest.lastIndexOf(".");
      items.push({ key, kind: "backup", game: rest.slice(0, dot), at: Number.parseInt(rest.slice(dot + 1), 10) || null, chars: text.length });
    }
  }
  items.sort((a, b) => (a.kind === b.kind ? (b.at || 0) - (a.at || 0) : a.kind === "game" ? -1 : 1));
  return { items, used, budget: BUDGET_CHARS };
}

/** Whether this browser holds a saved game of this site (any game). */
export function hasSavedGame() {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(GAME_KEY));
  } catch {
    return false;
  }
}

/** Deletes a save or backup listed by savedGames() (a person asked for it). */
export function deleteSaved(key) {
  if (key.startsWith(GAME_KEY) || key.startsWith(BACKUP_KEY)) {
    remove(key);
    if (key.startsWith(GAME_KEY)) remove(MARK_KEY + key.slice(GAME_KEY.length));
  }
}

/** The id of the game the page showed last, or null. */
export function loadCurrentGame() {
  return read(CURRENT_KEY);
}

export function saveCurrentGame(game) {
  write(CURRENT_KEY, game);
}

export function loadPrefs() {
  const p = read(PREFS_KEY);
  return isObject(p) ? p : {};
}

export function savePrefs(prefs) {
  write(PREFS_KEY, prefs);
}
