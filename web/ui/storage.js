// Autosave in localStorage: every change writes the whole game (config, states, moves,
// current ui_state for drawing before the engine is ready). Failures never break play.

const GAME_KEY = "rosarium.game.v1";
const PREFS_KEY = "rosarium.prefs.v1";
const CURRENT_KEY = "rosarium.current-game.v1"; // which game the page shows (the last one played)

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** {config, header, history: {states, moves, index}, ui} or null */
export function loadGame(key = GAME_KEY) {
  const data = read(key);
  if (!data || data.v !== 1 || !data.config || !data.history) return null;
  return data;
}

/** game: {config, header, history (plain JSON), ui (ui_state of the current position)} */
export function saveGame(game, key = GAME_KEY) {
  return write(key, { v: 1, savedAt: Date.now(), ...game });
}

export function clearGame() {
  try {
    localStorage.removeItem(GAME_KEY);
  } catch {
    /* storage unavailable */
  }
}

/** The game the page showed last ("rose-king" or "long-live-the-queen"), or null. */
export function loadCurrentGame() {
  return read(CURRENT_KEY);
}

export function saveCurrentGame(game) {
  write(CURRENT_KEY, game);
}

export function loadPrefs() {
  return read(PREFS_KEY) || {};
}

export function savePrefs(prefs) {
  write(PREFS_KEY, prefs);
}
