// The page's handle on the engine worker (web/worker.mjs). See PROTOCOL.md.
//
//   const engine = new EngineClient();
//   const info = await engine.ready;          // {startup_ms, snapshot, build, version}
//   const state = await engine.call("new_game", gameId, 7);  // engine.call("games") lists them
//   await engine.callWithin(5000, "apply", state, action); // EngineTimeout after 5 s (worker given up)
//   const gen = engine.generation;            // which worker a call went to (1, 2, ... per start)
//   engine.renew(gen);                        // a fresh worker, unless one was started since gen
//   engine.restart();                         // cancels calls under way (they reject), new worker
//   engine.terminate();
//
// Policy: a dead worker is noticed at once, never by waiting. A worker is dead as soon as the
// browser or the worker says so: its `error` event (a worker script that fails to load, a crash
// the worker does not catch), a failed start ({ready: false}) or an "EngineCrashed" answer
// (Pyodide itself died in it). A worker that is alive but silent is noticed only by a deadline:
// callWithin(ms) gives it up when no answer came in time. Either way the client terminates the
// worker and rejects `ready` (when it had not started) and every call under way, at once, with
// one error; `dead` holds it and later calls reject with it at once too. The client never
// replaces a worker by itself: its owner decides (core/engine.js: once per death, the call tried
// once more; core/computer.js: the search tried once more, then its fallback) with renew(gen),
// which starts one fresh worker however many calls saw the same death.
//
// call() rejects with an Error whose name is the Python exception type ("IllegalAction", ...)
// and whose message is the exception's message; "EngineUnavailable" when the worker died or
// could not start, "EngineCrashed" when Pyodide itself died in it (worker.mjs), "EngineTimeout"
// when a callWithin() got no answer in time (a hung worker), "Cancelled" after terminate() or
// restart().
//
// Single-file build: when dist/rosarium-single.html defines globalThis.ROSARIUM_INLINE
// ({workerSource, manifest, assets: {path: () => payload text}, encodings: {path: "gzip"}}), the
// worker is built from a data: URL and handed every asset's text (the worker decodes it, and
// inflates what encodings marks), so the page runs from file:// with no change to its code.
//
// A start has a bound, options.startNoticeMs (START_NOTICE_MS by default): `slow` resolves once
// a start has gone on that long without the worker being ready or failing, so the page can say
// so in words while the worker goes on trying (a slow phone may still get there).
//
// After the first start on http(s) that succeeds, fails, or passes that bound, the client
// registers ./sw.js (the precaching service worker written by build.py) unless
// options.serviceWorker === false: never before, so a first visit's precache does not compete
// with the engine's own downloads, and never later, so a browser whose engine cannot start
// still gets the precache and a different path on its next visit. When the
// worker says it started without a memory snapshot it could have had (snapshot_wanted), starts
// the snapshot maker a little later (makeSnapshotLater) unless options.snapshot === false.

const INLINE_NAME = "rosarium-inline";

/** How long a start may take before `slow` says so (a phone's first visit takes about 6 s). */
export const START_NOTICE_MS = 30_000;

let inlineCache = null; // {workerUrl, assets: {path: payload text}, encodings, manifest}

function inlineBundle() {
  const src = globalThis.ROSARIUM_INLINE;
  if (!src) return null;
  if (!inlineCache) {
    // The payloads' text as the page holds it; the worker turns it into bytes, off this thread.
    const assets = {};
    for (const [path, text] of Object.entries(src.assets)) assets[path] = typeof text === "function" ? text() : text;
    // A data: URL, not a blob: URL: Chromium refuses module workers from blob: URLs made by a
    // file:// page (the worker itself can import the blob: URLs it makes).
    const workerUrl = "data:text/javascript;charset=utf-8," + encodeURIComponent(src.workerSource);
    inlineCache = { workerUrl, assets, encodings: src.encodings || {}, manifest: src.manifest };
  }
  return inlineCache;
}

function named(name, message) {
  return Object.assign(new Error(message), { name });
}

function makeError(err) {
  const e = new Error((err && err.message) || "engine error");
  e.name = (err && err.type) || "EngineError";
  if (err && err.traceback) e.traceback = err.traceback;
  return e;
}

let swRegistered = false;

function registerServiceWorker() {
  if (swRegistered) return;
  swRegistered = true;
  try {
    if (!("serviceWorker" in navigator)) return;
    if (!/^https?:$/.test(location.protocol)) return;
    navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).catch((e) => {
      console.warn("rosarium: service worker not registered:", e);
    });
  } catch (e) {
    console.warn("rosarium: service worker not registered:", e);
  }
}

// The snapshot maker (worker.mjs, "rosarium-snapshot"): one per page, started once the page has
// had its engine for a while, so a first visit's own start and first moves are not slowed.
const MAKER_DELAY_MS = 3000;
const MAKER_LIMIT_MS = 120000;
let makerStarted = false;

function makeSnapshotLater(workerUrl) {
  if (makerStarted) return;
  makerStarted = true;
  setTimeout(() => {
    let worker;
    try {
      worker = new Worker(workerUrl ?? new URL("./worker.mjs", import.meta.url), { type: "module", name: "rosarium-snapshot" });
    } catch (e) {
      console.warn("rosarium: no snapshot maker:", e);
      return;
    }
    const stop = setTimeout(() => worker.terminate(), MAKER_LIMIT_MS);
    const end = (why) => {
      clearTimeout(stop);
      worker.terminate();
      globalThis.ROSARIUM_SNAPSHOT_MADE = why; // seen by tests and tools/lab/measure_network.py
    };
    worker.onmessage = (ev) => {
      const msg = ev.data || {};
      if (msg.snapshot_made) end(msg.snapshot_made);
      else if ("ready" in msg) end({ error: (msg.error && msg.error.message) || "not made" });
    };
    worker.onerror = (ev) => {
      if (ev && typeof ev.preventDefault === "function") ev.preventDefault();
      end({ error: (ev && ev.message) || "the maker died" });
    };
  }, MAKER_DELAY_MS);
}

function spawnWorker(workerUrl) {
  const inline = inlineBundle();
  if (inline) {
    const worker = new Worker(inline.workerUrl, { type: "module", name: INLINE_NAME });
    // Copies (structured clone), so restart() can send them again.
    worker.postMessage({ init: { assets: inline.assets, encodings: inline.encodings, manifest: inline.manifest } });
    return worker;
  }
  return new Worker(workerUrl ?? new URL("./worker.mjs", import.meta.url), { type: "module" });
}

// A worker started before the page's own modules have loaded, {worker, events: [["message"|
// "error", event], ...]}: by dist/index.html's inline script (build.py's PRESTART, which cannot
// import this module) or by prestart() (the single file). One slot for both, on globalThis; the
// first EngineClient made with the default worker URL takes it, with the messages it already sent.
const PRESTARTED = "ROSARIUM_PRESTART";
let clientMade = false;

/**
 * Starts the engine worker now; the first `new EngineClient()` takes it over, so Pyodide's
 * start-up overlaps the loading of the page's own modules. Harmless when no client ever adopts it.
 */
export function prestart() {
  if (globalThis[PRESTARTED] || clientMade) return; // (an async script: the page's client may be first)
  const worker = spawnWorker(undefined);
  const events = [];
  worker.onmessage = (ev) => events.push(["message", ev]);
  worker.onerror = (ev) => events.push(["error", ev]);
  globalThis[PRESTARTED] = { worker, events };
}

/** The prestarted worker, taken out of its slot (null when there is none). */
function takePrestarted() {
  const early = globalThis[PRESTARTED];
  delete globalThis[PRESTARTED];
  return early && early.worker ? early : null;
}

export class EngineClient {
  constructor(workerUrl = undefined, options = {}) {
    if (workerUrl === undefined) clientMade = true;
    this.workerUrl = workerUrl;
    this.options = options;
    this.generation = 0;
    this._start();
  }

  _start() {
    const gen = ++this.generation;
    const pending = (this._pending = new Map());
    this._nextId = 1;
    this.dead = null; // the error the worker died of (or was given up with), once it has
    const early = this.workerUrl === undefined ? takePrestarted() : null;
    const worker = early ? early.worker : spawnWorker(this.workerUrl);
    const backlog = early ? early.events : [];
    this.worker = worker;
    // the page is up: a prestarted worker held back its downloads for the page's own (worker.mjs)
    if (early) worker.postMessage({ pageUp: true });
    this.info = null;
    let settle;
    this.ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
    this.ready.catch(() => {}); // callers that never await ready get no unhandled rejection
    this._settle = settle;
    const bound = this.options.startNoticeMs ?? START_NOTICE_MS;
    this.slow = new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (gen !== this.generation || this.info || this.dead) return;
        this._offerServiceWorker();
        resolve(bound);
      }, bound);
      const done = () => clearTimeout(timer);
      this.ready.then(done, done);
    });
    // Events of a worker that has since been replaced are ignored: its calls were settled when
    // it was, and they must never touch the calls of the worker after it.
    const onMessage = (ev) => gen === this.generation && this._onMessage(ev.data, settle, pending, gen);
    const onError = (ev) => {
      if (ev && typeof ev.preventDefault === "function") ev.preventDefault(); // told here, not as an uncaught error
      if (gen !== this.generation) return;
      const why = (ev && ev.message) || (this.info ? "it stopped" : "load error");
      console.warn(`rosarium: engine worker died: ${why}`);
      this._die(gen, named("EngineUnavailable", `the engine's worker died (${why})`));
    };
    worker.onmessage = onMessage;
    worker.onerror = onError;
    for (const [kind, ev] of backlog) (kind === "message" ? onMessage : onError)(ev);
  }

  _onMessage(msg, settle, pending, gen) {
    if (!msg || typeof msg !== "object") return;
    if ("ready" in msg) {
      if (msg.ready) {
        this.info = msg;
        settle.resolve(msg);
        this._offerServiceWorker();
        if (msg.snapshot_wanted && !inlineBundle() && this.options.snapshot !== false) makeSnapshotLater(this.workerUrl);
      } else {
        const why = (msg.error && msg.error.message) || "no reason given";
        this._die(gen, named("EngineUnavailable", `the engine's worker could not start (${why})`));
      }
      return;
    }
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else if (msg.error && msg.error.type === "EngineCrashed") this._die(gen, makeError(msg.error), p);
    else p.reject(makeError(msg.error));
  }

  _offerServiceWorker() {
    if (!inlineBundle() && this.options.serviceWorker !== false) registerServiceWorker();
  }

  /**
   * Worker `gen` is dead (or given up): terminated at once, `ready` rejected if it had not
   * started, every call under way (and `also`) rejected with `err`, later calls too until
   * renew() or restart(). A no-op for a worker that has been replaced already.
   */
  _die(gen, err, also = null) {
    if (gen !== this.generation || this.dead) {
      if (also) also.reject(this.dead || err);
      return;
    }
    this.dead = err;
    if (!this.info) this._offerServiceWorker(); // a start that failed
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this._settle.reject(err);
    if (also) also.reject(err);
    this._failAll(err);
  }

  _failAll(err) {
    for (const p of this._pending.values()) p.reject(err);
    this._pending.clear();
  }

  /** Calls engine.api.<fn>_json with JSON-encoded args; resolves with the decoded result. */
  call(fn, ...args) {
    if (this.dead) return Promise.reject(named(this.dead.name, this.dead.message));
    if (!this.worker) return Promise.reject(named("EngineUnavailable", "engine terminated"));
    const id = this._nextId++;
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject, fn });
      this.worker.postMessage({ id, fn, args });
    });
  }

  /**
   * call() with a deadline: no answer within `ms` means a hung worker (a dead one is noticed at
   * once without it): the worker is given up like a dead one, this call and every other one under
   * way reject with name "EngineTimeout". The owner starts a fresh worker (renew).
   */
  callWithin(ms, fn, ...args) {
    const p = this.call(fn, ...args);
    if (!(ms > 0)) return p;
    const gen = this.generation;
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => {
        const e = named("EngineTimeout", `the rules engine gave no answer to ${fn} within ${Math.round(ms / 1000)} s`);
        this._die(gen, e);
        reject(e);
      }, ms);
    });
    return Promise.race([p, late]).finally(() => clearTimeout(timer));
  }

  /** Stops the worker; calls under way reject with name "Cancelled". */
  terminate() {
    if (this.worker) {
      this.worker.terminate();
      this.worker = null;
    }
    this._failAll(named("Cancelled", "engine call cancelled"));
  }

  /** Terminates (cancelling calls under way) and starts a fresh worker; returns the new ready. */
  restart() {
    const cancelled = named("Cancelled", "engine call cancelled");
    if (this._settle) this._settle.reject(cancelled); // a start under way no longer counts
    this.terminate();
    this._start();
    return this.ready;
  }

  /**
   * A fresh worker in place of worker `generation` (dead, given up, or merely suspected by a call
   * that failed on it), unless one has been started since: many calls failing on one death start
   * one worker. True when this call started it.
   */
  renew(generation) {
    if (generation !== this.generation) return false;
    this.restart();
    return true;
  }
}

export default EngineClient;
