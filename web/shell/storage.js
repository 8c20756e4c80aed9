// Autosave in localStorage: every change writes the whole game (config, states, moves,
// current ui_state for drawing before the engine is ready), one save per game. Failures never
// break play.

const GAME_KEY = "rosarium.game.v2."; // + the game's id
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

/** The last save of game `id`: {config, header, history: {states, moves, index}, ui, viewSeat} or null */
export function loadGame(id) {
  const data = read(GAME_KEY + id);
  if (!data || data.v !== 1 || !data.config || !data.history) return null;
  return data;
}

/** game: {config, header, history (plain JSON), ui (ui_state of the current position), viewSeat} */
export function saveGame(id, game) {
  return write(GAME_KEY + id, { v: 1, savedAt: Date.now(), ...game });
}

/** The id of the game the page showed last, or null. */
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
