// The page's one handle on the rules engine (web/engine-client.mjs runs it in a Worker).
// Everything rules-related goes through `call(fn, ...args)`; see web/PROTOCOL.md.
// The engine's sentences (step, describe_action) come in the page language: callers pass LANG.

import { EngineClient } from "../engine-client.mjs";
import { LANG } from "./lang.js";
import { S } from "./strings.js";

export function startEngine() {
  const client = new EngineClient();
  const call = (fn, ...args) => client.call(fn, ...args);
  return { client, ready: Promise.resolve(client.ready), call };
}

/** Whether a saved move's sentence is in the page language (moves saved before issue 6 are English). */
export function toldInPageLang(move) {
  return (move.lang || "en") === LANG;
}

/** A readable message from whatever the client rejected with. */
export function errorText(err) {
  if (!err) return S.unknownError;
  if (typeof err === "string") return err;
  if (err.error && err.error.message) return err.error.message;
  return err.message || String(err);
}

const hiddenGames = new Map(); // game id → whether its seats see different things

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
