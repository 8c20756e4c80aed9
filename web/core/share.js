// What the page hands to other people (Export, Copy link, Embed snippet) and how it opens what
// others hand to it. A receiver may be anyone (another seat of a hot-seat game, the opponent of
// a game against the computer), so an unfinished game is shared through the engine's sharing
// functions: no secret of any seat and no future chance outcome (each game's sharing rules; web/PROTOCOL.md,
// "Sharing"). A finished game may carry everything. Opening a shared game deals what it withholds
// afresh from a seed drawn here, so the sharer cannot know the receiver's future.
// The embed snippet (shell/embed-snippet.js, a module of its own) asks the game shown through
// `offerShared` / `sharedGame`.

import { randomSeed } from "./seeds.js";

/** A fresh seed for opening a shared game (crypto.getRandomValues). */
export const openingSeed = randomSeed;

/** The record to hand over: an unfinished game's with the future and every secret withheld. */
export function shareRecord(engine, record) {
  return engine.call("share_record", record);
}

/** The position to hand over: the whole of a finished game's (`over`), else the shared one. */
export function sharePosition(engine, state, over) {
  return engine.call(over ? "to_position" : "share_position", state);
}

/** A position string opened with a fresh seed (a shared one is refused without a seed). */
export function openPosition(engine, text, seed = openingSeed()) {
  return engine.call("from_position", text, seed);
}

/** A record made whole to keep playing on (a shared one dealt afresh from a fresh seed); a
 * record without "shared" is given back as it is (the caller's replay checks it). */
export async function openRecord(engine, record, seed = openingSeed()) {
  if (!record || typeof record !== "object" || Array.isArray(record) || !("shared" in record)) return record;
  return engine.call("open_record", record, seed);
}

let provider = null;

/** The page offers the game shown: `fn()` resolves to {game, position, record, seat} or null. */
export function offerShared(fn) {
  provider = fn;
}

/** The game shown, ready to hand over (null while there is none). */
export function sharedGame() {
  return provider ? provider() : Promise.resolve(null);
}
