// The page's handle on the engine worker (web/worker.mjs). See PROTOCOL.md.
//
//   const engine = new EngineClient();
//   const info = await engine.ready;          // {startup_ms, snapshot, build, version}
//   const state = await engine.call("new_game", gameId, 7);  // engine.call("games") lists them
//   await engine.callWithin(5000, "apply", state, action); // EngineTimeout after 5 s (worker restarted)
//   engine.restart();                         // cancels calls under way (they reject), new worker
//   engine.terminate();
//
// call() rejects with an Error whose name is the Python exception type ("IllegalAction", ...)
// and whose message is the exception's message; "EngineUnavailable" when the worker failed,
// "EngineCrashed" when Pyodide itself died in it (worker.mjs), "EngineTimeout" when a
// callWithin() got no answer in time (a dead or hung worker: it is replaced by a fresh one).
//
// Single-file build: when dist/rosarium-single.html defines globalThis.ROSARIUM_INLINE
// ({workerSource, manifest, assets: {path: () => payload text}, encodings: {path: "gzip"}}), the
// worker is built from a data: URL and handed every asset's text (the worker decodes it, and
// inflates what encodings marks), so the page runs from file:// with no change to its code.
//
// After the first successful start on http(s), the client registers ./sw.js (the precaching
// service worker written by build.py) unless options.serviceWorker === false.

const INLINE_NAME = "rosarium-inline";

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
    this._start();
  }

  _start() {
    this._pending = new Map();
    this._nextId = 1;
    const early = this.workerUrl === undefined ? takePrestarted() : null;
    const worker = early ? early.worker : spawnWorker(this.workerUrl);
    const backlog = early ? early.events : [];
    this.worker = worker;
    this.info = null;
    let settle;
    this.ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
    this.ready.catch(() => {}); // callers that never await ready get no unhandled rejection
    const onMessage = (ev) => this._onMessage(ev.data, settle);
    const onError = (ev) => {
      const e = new Error(`engine worker failed: ${ev.message || "load error"}`);
      e.name = "EngineUnavailable";
      settle.reject(e);
      this._failAll(e);
    };
    worker.onmessage = onMessage;
    worker.onerror = onError;
    for (const [kind, ev] of backlog) (kind === "message" ? onMessage : onError)(ev);
  }

  _onMessage(msg, settle) {
    if (!msg || typeof msg !== "object") return;
    if ("ready" in msg) {
      if (msg.ready) {
        this.info = msg;
        settle.resolve(msg);
        if (!inlineBundle() && this.options.serviceWorker !== false) registerServiceWorker();
      } else {
        const e = makeError(msg.error);
        settle.reject(e);
        this._failAll(e);
      }
      return;
    }
    const p = this._pending.get(msg.id);
    if (!p) return;
    this._pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(makeError(msg.error));
  }

  _failAll(err) {
    for (const p of this._pending.values()) p.reject(err);
    this._pending.clear();
  }

  /** Calls engine.api.<fn>_json with JSON-encoded args; resolves with the decoded result. */
  call(fn, ...args) {
    if (!this.worker) return Promise.reject(Object.assign(new Error("engine terminated"), { name: "EngineUnavailable" }));
    const id = this._nextId++;
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject, fn });
      this.worker.postMessage({ id, fn, args });
    });
  }

  /**
   * call() with a deadline: no answer within `ms` (a terminated, crashed or hung worker) rejects
   * this call and every other one under way with name "EngineTimeout", and starts a fresh worker.
   */
  callWithin(ms, fn, ...args) {
    const p = this.call(fn, ...args);
    if (!(ms > 0)) return p;
    const worker = this.worker;
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => {
        const e = new Error(`the rules engine gave no answer to ${fn} within ${Math.round(ms / 1000)} s`);
        e.name = "EngineTimeout";
        if (this.worker === worker) {
          this._failAll(e);
          this.restart();
        }
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
    const e = new Error("engine call cancelled");
    e.name = "Cancelled";
    this._failAll(e);
  }

  /** Terminates (cancelling calls under way) and starts a fresh worker; returns the new ready. */
  restart() {
    this.terminate();
    this._start();
    return this.ready;
  }
}

export default EngineClient;
