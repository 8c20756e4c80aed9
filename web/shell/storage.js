// Autosave in localStorage: every change writes the whole game (config, states, moves, current
// ui_state for drawing before the engine is ready), one save per game. Nothing is lost without a
// word: a save the page cannot restore is copied, unchanged, to a backup key of its own (never
// overwritten) before anything replaces it; a write that fails (storage full) is reported to the
// caller and leaves a small note, so the next start can say that the save is older than the game
// was; every write is stamped with the tab that made it, so another tab's write is noticed.

const GAME_KEY = "rosarium.game.v2."; // + the game's id
const BACKUP_KEY = "rosarium.backup.v1."; // + the game's id + "." + time: damaged or displaced saves
const STAMP_KEY = "rosarium.stamp.v1."; // + the game's id: "<tab>:<n>" of the last write of that game
const UNSAVED_KEY = "rosarium.unsaved.v1."; // + the game's id: {at, moves} of a write that failed
const PREFS_KEY = "rosarium.prefs.v1";
const CURRENT_KEY = "rosarium.current-game.v1"; // which game the page shows (the last one played)
export const SAVE_VERSION = 1;

/** This tab's name in the stamps (random: two tabs never share one). */
export const TAB = Math.random().toString(36).slice(2, 10);
let writes = 0;

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
  if (data.v !== SAVE_VERSION) return { text, problem: { kind: "version", detail: String(JSON.stringify(data.v) ?? "none").slice(0, 20) } };
  const bad = saveProblem(data);
  return bad ? { text, problem: { kind: "field", detail: bad } } : { text, data };
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
  const h = d.history;
  if (!isObject(h)) return "history";
  if (!Array.isArray(h.states) || !h.states.length || !h.states.every(isObject)) return "history.states";
  if (!Array.isArray(h.moves)) return "history.moves";
  if (h.states.length !== h.moves.length + 1) return "history (states and moves disagree)";
  for (const m of h.moves) {
    if (!isObject(m) || typeof m.action !== "string" || typeof m.desc !== "string" || !isObject(m.entry) || m.entry.action !== m.action) return "history.moves";
    if (!(m.seat === null || isSeat(m.seat)) || (m.lang !== undefined && typeof m.lang !== "string") || (m.auto !== undefined && m.auto !== true)) return "history.moves";
  }
  if (!Number.isInteger(h.index) || h.index < 0 || h.index > h.moves.length) return "history.index";
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

/** The text kept under a backup key (for export), or null. */
export function readBackup(key) {
  return readText(key);
}

/**
 * game: {config, header, history (plain JSON), ui (ui_state of the current position), viewSeat}.
 * Returns {ok: true, stamp} or {ok: false, reason: "quota" | "unavailable"}; a failed write
 * leaves the old save as it was and a note that it is older than the game (unsavedNote).
 */
export function saveGame(id, game) {
  const stamp = `${TAB}:${++writes}`;
  const res = writeText(GAME_KEY + id, JSON.stringify({ v: SAVE_VERSION, savedAt: Date.now(), tab: TAB, ...game }));
  if (res !== true) {
    write(UNSAVED_KEY + id, { at: Date.now(), moves: game.history ? game.history.index : null });
    return { ok: false, reason: res };
  }
  writeText(STAMP_KEY + id, stamp);
  remove(UNSAVED_KEY + id);
  return { ok: true, stamp };
}

/** The stamp of the last write of game `id` by any tab ("<tab>:<n>"), or null. */
export function gameStamp(id) {
  return readText(STAMP_KEY + id);
}

/** Whether a stamp was written by this tab. */
export function isOwnStamp(stamp) {
  return typeof stamp === "string" && stamp.startsWith(`${TAB}:`);
}

/** The game id whose save a storage event's key is about, or null (game saves and stamps only). */
export function gameOfKey(key) {
  if (typeof key !== "string") return null;
  if (key.startsWith(STAMP_KEY)) return key.slice(STAMP_KEY.length);
  return null;
}

/** {at, moves} when the last write of game `id` failed (the save is older than that game), else null. */
export function unsavedNote(id) {
  const n = read(UNSAVED_KEY + id);
  return isObject(n) && Number.isFinite(n.at) ? n : null;
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
