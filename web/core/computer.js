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
// A search worker follows the one engine policy of core/engine.js (a dead or hung worker is
// replaced and the search asked once more; a second failure stops the search); its deadline is
// the search's own budget and a start-up's worth of grace. When a search fails even so, a
// computer move is a seeded legal one (`lastFallback`, which the shell tells the person), a hint
// or a win chance shows its error. A search worker that does not start is given up for the page, and the searches run
// in the rules worker; so do the searches asked while it is still starting, and an easy
// computer's moves while no hint or analysis has started it (wantsWorkerFor). It starts at the
// first search that wants it, or ahead for a max computer (wantsWorkerAhead).

import { startEngine } from "./engine.js";

export const LEVELS = ["easy", "medium", "hard", "max"];
export const DEFAULT_LEVEL = "medium";
const SEARCH_GRACE_MS = 30_000;
// a computer move's time cap (ms) at medium and hard, and at max; the page may set its own
// (?hard_ms=, ?max_ms=: shell/config.js)
export const HARD_MS = 1200;
// max is the strongest the page offers within 2 s a move
export const MAX_MS = 2000;

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
  /**
   * @param fallback {call(fn, ...args)}: the rules engine, used if the search worker cannot start
   * @param worker   false: search in `fallback` always (an embedded board starts no second worker)
   * @param hardMs, maxMs  a computer move's time cap at medium and hard, and at max
   */
  constructor(fallback, { worker = true, hardMs = HARD_MS, maxMs = MAX_MS } = {}) {
    this.fallback = fallback;
    this.hardMs = hardMs;
    this.maxMs = maxMs;
    this.engine = null; // the search worker behind the engine policy, once started
    this.warm = false; // the search worker has started (until then the rules worker searches)
    this.failed = !worker;
    this.times = []; // computer moves: {level, ms, ply, action} (performance.now around the call)
    this.lastFallback = null; // {ply, error} when the last move was a seeded pick, not the engine's
    // every analyse() answer by its state object (the history's own), so the review's analysis
    // reuses a hint's or a win chance's search of the same position instead of searching again
    this.known = new WeakMap();
  }

  /** Time cap (ms) of a computer move at `level`; null: the level's own budget is small. */
  timeFor(level) {
    if (level === "max") return this.maxMs;
    if (level === "easy") return null;
    return this.hardMs;
  }

  /** The search worker's EngineClient (null before it starts). */
  get client() {
    return this.engine ? this.engine.client : null;
  }

  get restarts() {
    return this.engine ? this.engine.restarts : 0;
  }

  /** Whether a computer seat at `level` wants the search worker: `easy` is a quick rule-based
   * pick with no search to cancel, so it runs in the rules worker and a game against it starts
   * no second Python (seconds of a phone's processor and tens of MB) until a hint or an
   * analysis asks for one. */
  wantsWorkerFor(level) {
    return level !== "easy";
  }

  /** Whether a computer seat at `level` needs the search worker before its first move. A move
   * within the medium/hard budget is searched in the rules worker while the search worker starts
   * (call), so it starts at that seat's first move, hint or analysis: a game opened to be read, or
   * played by people, costs no second Python. Only a longer search (max), which must be
   * cancellable, warms it up ahead. */
  wantsWorkerAhead(level) {
    const ms = this.timeFor(level);
    return ms !== null && ms > this.hardMs;
  }

  /** Starts the search worker (idempotent). */
  start() {
    if (this.engine || this.failed) return;
    try {
      const engine = startEngine({ callMs: SEARCH_GRACE_MS });
      this.engine = engine;
      this.warm = false;
      engine.ready.then(() => this.engine === engine && (this.warm = true)).catch(() => {});
      // a worker that does not start at first is given up for the page
      engine.ready.catch((err) => {
        if (isCancel(err) || this.engine !== engine) return;
        console.warn("rosarium: search worker unavailable, searching in the rules worker:", err && err.message);
        this.failed = true;
        this.engine = null;
        engine.client.terminate();
      });
    } catch (err) {
      this.failed = true;
      this.engine = null;
    }
  }

  get busy() {
    return !!this.engine && this.engine.busy;
  }

  /** One search: in the search worker (its deadline: the search's budget and a grace), or in
   * the rules worker when there is none or it is still starting (a second Pyodide takes seconds
   * to start: a computer that moves first would otherwise keep the person waiting for it; only
   * a computer move within a medium or hard budget, which needs no cancelling). */
  call(fn, ...args) {
    if (fn === "choose_action" && !this.engine && !this.wantsWorkerFor(args[1])) return this.fallback.call(fn, ...args);
    this.start();
    if (!this.engine) return this.fallback.call(fn, ...args);
    const short = fn === "choose_action" && (args[3] === null || args[3] === undefined || Number(args[3]) <= this.hardMs);
    if (!this.warm && short) return this.fallback.call(fn, ...args);
    return this.engine.callWithin(SEARCH_GRACE_MS + (Number(args[3]) || 0), fn, ...args);
  }

  /** Stops every search under way: restarts the search worker if it is busy. */
  cancel() {
    if (this.engine) this.engine.cancel();
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
      action = await this.call("choose_action", state, level, `${seed}:${ply}`, this.timeFor(level));
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
      const res = await this.call("analyse", state, level, seed, timeMs);
      if (res && res.playouts > 0 && state && typeof state === "object") this.known.set(state, res);
      return res;
    } catch (err) {
      if (isCancel(err)) return null;
      throw err;
    }
  }

  /** What an earlier analyse() of this very state found ({action, win_chance, …}), or null. */
  knownAnalysis(state) {
    return (state && typeof state === "object" && this.known.get(state)) || null;
  }

  /**
   * analyse_positions(): a batch of positions in one round trip (web/PROTOCOL.md), each capped at
   * `timeMs`; a null seed asks only for the position's facts. Null if cancelled.
   */
  async analyseMany(states, level, seeds, timeMs) {
    const searched = seeds.filter((s) => s !== null).length;
    try {
      this.start();
      if (!this.engine) return await this.fallback.call("analyse_positions", states, level, seeds, timeMs);
      return await this.engine.callWithin(SEARCH_GRACE_MS + searched * timeMs, "analyse_positions", states, level, seeds, timeMs);
    } catch (err) {
      if (isCancel(err)) return null;
      throw err;
    }
  }
}
