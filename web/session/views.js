// Whose screen a position is: whether a game shows each seat its own view, and the ui_state of a
// screen. Used by the game session, the page's files and the embedded boards; it holds no words.

import { ENGINE_FACTS } from "../games/info.js";

// game id → whether its seats see different things: the build says it for each registered game
// (games/info.js); another game's is asked of the engine once
const hiddenGames = new Map(Object.entries(ENGINE_FACTS).map(([id, f]) => [id, f.seat_views]));

/**
 * Whether the game of `state` shows each seat its own view: its ui_state for a seat names that
 * seat in `viewer` (web/PROTOCOL.md). Then a screen belongs to one seat, and hot-seat play needs
 * hand-over screens. (A game whose only secret is hidden from every seat alike, like a draw
 * pile's order, has no viewer: all seats share one table.) Asked once per game.
 */
export async function hasHiddenInformation(engine, state) {
  const id = state && state.game;
  if (!hiddenGames.has(id)) {
    const probe = await engine.call("ui_state", state, 0);
    hiddenGames.set(id, "viewer" in probe);
  }
  return hiddenGames.get(id);
}

/** ui_state for a screen: the whole table of an open game, else the view of `seat`. */
export async function uiFor(engine, state, seat) {
  return (await hasHiddenInformation(engine, state)) ? engine.call("ui_state", state, seat ?? 0) : engine.call("ui_state", state);
}
