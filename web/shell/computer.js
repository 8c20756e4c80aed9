// The computer seats, the Hint button and the win-chance meter: everything that searches.
//
// Searches run in a worker of their own (a second EngineClient, started once the rules engine
// is up), so a long search never holds up the rules calls a person's move needs, and
// cancelling one (undo, redo, new game, import) restarts only that worker: a `max` search
// really stops. Replies that arrive after a cancel are rejected by the client ("Cancelled")
// and, as a second guard, callers drop any reply whose position is no longer on the board.
//
// The engine decides: `choose_action(state, level, seed, time_ms)` for a computer move,
// `analyse(state, level, seed, time_ms)` for a hint or a win chance (web/PROTOCOL.md).
// `time_ms` caps each search so a `hard` move stays under ~1.5 s in the page.
//
// Policy for a search worker that fails: a worker that dies during a search (its error event,
// Pyodide's crash; EngineClient rejects the search at once) is replaced at once and the search
// asked once more of the fresh worker; a worker that died between searches is replaced before
// the next one. Only if that second try fails too does the search fail: a computer move is then
// a seeded legal one (`lastFallback`, which the shell tells the person), a hint or a win chance
// shows its error. A hung worker (no answer within the search's budget and SEARCH_GRACE_MS) is
// replaced but not asked again: that would double a long stall. A search worker that does not
// start is given up for the page, and the searches run in the rules worker (whose own policy is
// shell/engine.js's).

import { EngineClient } from "../engine-client.mjs";
import { settings } from "./config.js";

export const LEVELS = ["easy", "medium", "hard", "max"];
export const DEFAULT_LEVEL = "medium";
const SEARCH_GRACE_MS = 30_000;
// a worker that died (or was given up) under a search: replaced, and the search asked once more
const DIED = new Set(["EngineUnavailable", "EngineCrashed"]);

/** Time cap (ms) of a computer move at `level`; null: the level's own budget is small. */
export function timeFor(level) {
  if (level === "max") return settings.maxMs;
  if (level === "easy") return null;
  return settings.hardMs;
}

/** 32-bit FNV-1a of a string. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32 step → float in [0, 1). */
function random01(seed) {
  let t = (seed + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Seeded pick among `pool` (the game's fallback_actions), only if the engine cannot choose
 * (never for a cancel). */
export function seededPick(pool, seed, ply) {
  if (!pool.length) return null;
  return pool[Math.floor(random01(hash(`${seed}:${ply}:pick`)) * pool.length)];
}

export function isCancel(err) {
  return !!err && err.name === "Cancelled";
}

const cancelled = () => Object.assign(new Error("search cancelled"), { name: "Cancelled" });

export class Computer {
  /** @param fallback {call(fn, ...args)}: the rules engine, used if the search worker cannot start */
  constructor(fallback) {
    this.fallback = fallback;
    this.client = null;
    this.failed = false;
    this.epoch = 0; // bumps on every cancel; calls of an older epoch no longer count as pending
    this.pending = 0;
    this.restarts = 0;
    this.times = []; // computer moves: {level, ms, ply, action} (performance.now around the call)
    this.lastFallback = null; // {ply, error} when the last move was a seeded pick, not the engine's
  }

  /** Starts the search worker (idempotent). */
  start() {
    if (this.client || this.failed) return;
    try {
      this.client = new EngineClient();
      this.watch(this.client);
    } catch (err) {
      this.failed = true;
      this.client = null;
    }
  }

  /** A search worker that does not start (its first or a later start) is given up for the page. */
  watch(client) {
    const gen = client.generation;
    client.ready.catch((err) => {
      if (isCancel(err) || this.client !== client || client.generation !== gen) return;
      console.warn("rosarium: search worker unavailable, searching in the rules worker:", err && err.message);
      this.failed = true;
      this.client = null;
      client.terminate();
    });
  }

  /** A fresh search worker in place of worker `gen` (unless one was started since). */
  replace(client, gen) {
    if (this.client !== client || !client.renew(gen)) return;
    this.restarts += 1;
    this.watch(client);
  }

  get busy() {
    return this.pending > 0;
  }

  async call(fn, ...args) {
    this.start();
    const epoch = this.epoch;
    this.pending += 1;
    try {
      const dead = this.client && this.client.dead;
      if (dead) this.replace(this.client, this.client.generation); // died between searches
      const client = this.client;
      const gen = client ? client.generation : 0;
      try {
        return await this.ask(client, fn, args);
      } catch (err) {
        if (epoch !== this.epoch) throw cancelled(); // cancelled meanwhile: never a second try
        if (!client || !err || !DIED.has(err.name)) {
          if (client && err && err.name === "EngineTimeout") this.replace(client, gen); // hung: fresh for the next search
          throw err;
        }
        console.warn(`rosarium: the search worker died (${err.message}); asking a fresh one`);
        this.replace(client, gen);
        return await this.ask(this.client, fn, args);
      }
    } finally {
      if (epoch === this.epoch) this.pending -= 1;
    }
  }

  /**
   * One try: in the search worker `client`, or in the rules worker when there is none. A hung or
   * dead search worker is noticed (and given up) once the search's own budget and a start-up's
   * worth of grace have passed, a dead one at once: the page never waits for it forever.
   */
  ask(client, fn, args) {
    if (client) return client.callWithin(SEARCH_GRACE_MS + (Number(args[3]) || 0), fn, ...args);
    return this.fallback.call(fn, ...args);
  }

  /** Stops every search under way: restarts the search worker if it is busy. */
  cancel() {
    this.epoch += 1;
    if (this.pending > 0 && this.client) this.replace(this.client, this.client.generation);
    this.pending = 0;
  }

  /**
   * The computer's action, or null if the search was cancelled.
   * @param ui     ui_state of `state` (for `legal`)
   * @param seed   game seed; the engine gets "<seed>:<ply>"
   */
  async choose(state, ui, seed, ply, level = DEFAULT_LEVEL) {
    // a hidden-information game may list no actions in another seat's view: ask the engine
    const legal = ui.legal && ui.legal.length ? ui.legal : await this.fallback.call("legal_actions", state);
    if (legal.length === 1) return legal[0];
    this.lastFallback = null;
    const t0 = performance.now();
    let action;
    try {
      action = await this.call("choose_action", state, level, `${seed}:${ply}`, timeFor(level));
    } catch (err) {
      if (isCancel(err)) return null;
      return this.pickInstead(state, legal, seed, ply, err);
    }
    this.times.push({ level, ms: Math.round(performance.now() - t0), ply, action });
    // the engine's own choice, checked again by step (a set-up may be one `legal` does not list)
    if (typeof action === "string" && action) return action;
    return this.pickInstead(state, legal, seed, ply, null);
  }

  /** The game goes on with a seeded legal action; `lastFallback` lets the shell tell the person. */
  async pickInstead(state, legal, seed, ply, err) {
    console.warn("rosarium: choose_action failed, playing a seeded legal action:", err && err.message);
    this.lastFallback = { ply, error: err };
    // the game says which of its legal actions chance may play (never a concession, say)
    const pool = await this.fallback.call("fallback_actions", state).catch(() => legal);
    return seededPick(pool.length ? pool : legal, seed, ply);
  }

  /** analyse(): {action, win_chance, playouts, visits}; null if cancelled. Other errors throw. */
  async analyse(state, level, seed, timeMs) {
    try {
      return await this.call("analyse", state, level, seed, timeMs);
    } catch (err) {
      if (isCancel(err)) return null;
      throw err;
    }
  }
}
