// The page's one handle on the rules engine (web/engine-client.mjs runs it in a Worker).
// Everything rules-related goes through `call(fn, ...args)`; see web/PROTOCOL.md.
// The engine's sentences (step, describe_action) come in the page language: callers pass LANG.

import { EngineClient } from "../engine-client.mjs";
import { LANG } from "./lang.js";
import { S } from "./strings.js";

export const GAME = "rose-king";

// Calls whose last argument is the sentence language (engine/api.py, issue 6).
const TOLD = new Set(["step", "describe_action"]);

/** An engine without the language argument refuses the extra one with a Python TypeError. */
function refusedLang(fn, err) {
  return TOLD.has(fn) && !!err && err.name === "TypeError" && /positional argument/.test(err.message || "");
}

export function startEngine() {
  const client = new EngineClient();
  let oldEngine = false; // learnt once, so an older engine costs one refused call, not one per move
  const call = async (fn, ...args) => {
    if (oldEngine && TOLD.has(fn)) return client.call(fn, ...args.slice(0, -1));
    try {
      return await client.call(fn, ...args);
    } catch (err) {
      // Until the engine's lang support is merged, play goes on with English sentences.
      if (!refusedLang(fn, err)) throw err;
      oldEngine = true;
      return client.call(fn, ...args.slice(0, -1));
    }
  };
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
