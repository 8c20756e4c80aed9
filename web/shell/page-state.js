// What the page's modules share: the page's own state around the game session (which game and
// table are shown, the engine, the messages) and the elements the skeleton made. The game itself
// (history, seats, the position and its screen) is the session's (web/session/session.js).

import * as storage from "./storage.js";
import { GameSession } from "../session/session.js";
import { DEFAULT_LEVEL } from "../core/computer.js";

export const app = {
  engine: null, // the rules worker (core/engine.js)
  ready: false,
  failed: null, // why the engine could not start
  game: null, // the component of the game shown (registry entry)
  table: null, // its table, mounted in #table
  tableShown: false, // false while a hand-over screen has emptied #table
  session: new GameSession(null), // its hooks are the controller's (controller.js), its engine app.js's
  header: null, // record header (engine record without actions/result)
  savedMoves: null, // the autosaved moves, shown until the engine confirms the game
  savedText: null, // the autosave's text while its board is first drawn
  endShownFor: null, // the history index whose end screen was shown
  prefs: storage.loadPrefs(),
  computer: null, // computer moves, hints and win chances, in the search worker
  advice: null,
  previews: 0, // what a table waits for to draw: previews (ctx.preview: an action's screen, nothing played), its fixed data
  review: null,
  message: null, // the latest message
  notices: [], // messages that stay until dismissed (a damaged save, a failed autosave, another tab)
  saveBlocked: false, // a damaged save could not be backed up: it is never overwritten
  saveFailed: false, // the last autosave failed (storage full)
  // the play mode of the game on the board: null for a game played on this device, else what that
  // mode does its own way (controller.js, registerMode; a game with a friend: web/remote/remote.js)
  mode: null,
  lastMove: null, // the live region that reads each move out (last-move.js; skeleton.js makes it)
  slowStart: null, // the bound (ms) the engine's first start went past, while it goes on starting
  moveTimes: [], // every move played in this page: {seat, at} (performance.now), for tools/lab/measure_turns.py
};

/** The page's elements, by name (buildPage in skeleton.js). */
export const els = {};

// Resolves once the page's first game is on the board with its moves (or the start failed): the
// board is drawn from the save before the engine runs, and what needs the game's moves (taking
// the game over from another tab) waits for them.
let startedNow;
export const started = new Promise((resolve) => (startedNow = resolve));
export function markStarted() {
  startedNow();
}

/** Whether a person may act on the board now. */
export function humanCanAct() {
  return !!(app.ready && app.table && !(app.review && app.review.active) && app.session.humanToAct());
}

/** The position on the board, for the searches: {state, ui, index, seed, hidden}, or null. */
export function currentPosition() {
  const s = app.session;
  const ui = s.current;
  if (!app.ready || !ui) return null;
  return { state: s.state, ui, index: s.index, seed: s.config.seed, hidden: s.handoverSeat() !== null };
}

/** "hotseat" (two or more people share the device), "computer" (one person) or "cvc" (watching). */
export function modeOf(controllers) {
  const humans = controllers.filter((c) => c === "human").length;
  return humans >= 2 ? "hotseat" : humans === 1 ? "computer" : "cvc";
}

export function hasComputerSeat(config) {
  return !!config && Array.isArray(config.controllers) && config.controllers.includes("computer");
}

/** The computer seats of `config` with their levels ({"<seat>": "<level>"}: a seat's own, else
 * the game's, else the default). */
export function computerSeats(config) {
  const out = {};
  if (!hasComputerSeat(config)) return out;
  config.controllers.forEach((c, s) => c === "computer" && (out[String(s)] = (config.computer && config.computer[s]) || config.level || DEFAULT_LEVEL));
  return out;
}

export function seatNamesFor(game, n) {
  return Array.from({ length: n }, (_, s) => game.seatName(s, n, null));
}
