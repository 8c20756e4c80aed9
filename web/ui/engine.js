// The page's one handle on the rules engine (web/engine-client.mjs runs it in a Worker).
// Everything rules-related goes through `call(fn, ...args)`; see web/PROTOCOL.md.
// The engine's sentences (step, describe_action) come in the page language: callers pass LANG.

import { EngineClient } from "../engine-client.mjs";
import { LANG } from "./lang.js";
import { S } from "./strings.js";

export const GAME = "rose-king";

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
