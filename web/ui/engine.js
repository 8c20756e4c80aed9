// The page's one handle on the rules engine (web/engine-client.mjs runs it in a Worker).
// Everything rules-related goes through `call(fn, ...args)`; see web/PROTOCOL.md.

import { EngineClient } from "../engine-client.mjs";

export const GAME = "rose-king";

export function startEngine() {
  const client = new EngineClient();
  return {
    client,
    ready: Promise.resolve(client.ready),
    call: (fn, ...args) => client.call(fn, ...args),
  };
}

/** A readable message from whatever the client rejected with. */
export function errorText(err) {
  if (!err) return "unknown error";
  if (typeof err === "string") return err;
  if (err.error && err.error.message) return err.error.message;
  return err.message || String(err);
}
