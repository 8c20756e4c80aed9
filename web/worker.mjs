// Rosarium engine worker (module worker). See PROTOCOL.md.
//
// Start-up: reads manifest.json (written by build.py), loads Pyodide from ./pyodide/,
// restoring the build-time memory snapshot when there is one (engine already imported)
// and falling back to a plain start if that fails, unpacks the engine wheel into
// site-packages, then posts {ready:true, startup_ms, snapshot}.
// Calls: {id, fn, args} -> engine.api.<fn>_json(*map(JSON.stringify, args)) when fn is in
// engine.api.PAGE_FUNCTIONS -> {id, ok:true, result} or {id, ok:false, error:{type,message}}.
//
// Inline mode (dist/rosarium-single.html): the page starts this file from a blob: URL with
// the worker name "rosarium-inline" and first posts {init:{assets, manifest}}, where assets
// maps dist-relative paths ("pyodide/pyodide.asm.wasm", ...) to ArrayBuffers. Fetches of
// those paths are then answered from memory and the Pyodide modules are imported from
// blob: URLs, so nothing is read from file://.

const T0 = performance.now();
const INLINE = self.name === "rosarium-inline";

const MIME = {
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".zip": "application/zip",
  ".whl": "application/zip",
};
const mimeOf = (p) => MIME[p.slice(p.lastIndexOf("."))] || "application/octet-stream";

let assets = null; // inline mode: Map(relative path -> ArrayBuffer)
let BASE = new URL("./", import.meta.url); // normal mode: dist/ root

function rel(url) {
  const s = String(url);
  const b = BASE.href;
  return s.startsWith(b) ? s.slice(b.length) : null;
}

async function getBytes(path) {
  if (assets) {
    const buf = assets.get(path);
    if (!buf) throw new Error(`inline asset missing: ${path}`);
    return buf;
  }
  const r = await fetch(new URL(path, BASE));
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`);
  return r.arrayBuffer();
}

async function gunzip(buf) {
  const stream = new Blob([buf]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function installInlineFetch() {
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = rel(new URL(url, BASE));
    if (path !== null && assets.has(path)) {
      return new Response(assets.get(path), { status: 200, headers: { "Content-Type": mimeOf(path) } });
    }
    return realFetch(input, init);
  };
}

async function importModule(path) {
  if (!assets) return import(new URL(path, BASE).href);
  const blob = new Blob([assets.get(path)], { type: "text/javascript" });
  const url = URL.createObjectURL(blob);
  try {
    return await import(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

function errorInfo(e) {
  // PythonError's message is the whole traceback; its type is the Python exception class.
  if (e && e.type && typeof e.message === "string") {
    const lines = e.message.trim().split("\n");
    const last = lines[lines.length - 1] || "";
    const prefix = e.type + ": ";
    return { type: e.type, message: last.startsWith(prefix) ? last.slice(prefix.length) : last, traceback: e.message };
  }
  return { type: (e && e.name) || "Error", message: String((e && e.message) || e) };
}

async function start(manifest) {
  const indexURL = new URL("pyodide/", BASE).href;
  const wheelP = getBytes(manifest.wheel);
  const modP = importModule("pyodide/pyodide.mjs");
  const asmP = assets ? importModule("pyodide/pyodide.asm.mjs") : null;
  const { loadPyodide } = await modP;
  const common = {
    indexURL,
    packageBaseUrl: indexURL, // never the CDN default: this page loads no packages
    stdout: (s) => console.log("[py]", s),
    stderr: (s) => console.warn("[py]", s),
  };
  if (asmP) common.createPyodideModule = (await asmP).default;

  let pyodide = null;
  let snapshot = false;
  if (manifest.snapshot && !self.ROSARIUM_NO_SNAPSHOT) {
    try {
      const snapBytes = getBytes(manifest.snapshot.file).then(gunzip);
      snapBytes.catch(() => {});
      pyodide = await loadPyodide({ ...common, _loadSnapshot: snapBytes });
      snapshot = true;
    } catch (e) {
      console.warn("rosarium: snapshot start failed, starting without it:", e);
      pyodide = null;
    }
  }
  if (!pyodide) pyodide = await loadPyodide(common);

  pyodide.unpackArchive(await wheelP, "wheel");
  const api = pyodide.pyimport("engine.api");
  const allowed = new Set(api.PAGE_FUNCTIONS.toJs());
  return { pyodide, api, allowed, snapshot };
}

let engine = null;
const queue = [];

function handle(msg) {
  const { id, fn, args } = msg;
  try {
    if (typeof fn !== "string" || !engine.allowed.has(fn)) {
      throw { name: "UnknownFunction", message: `not a page function: ${String(fn)}` };
    }
    if (args !== undefined && !Array.isArray(args)) {
      throw { name: "TypeError", message: "args must be an array" };
    }
    const f = engine.api[fn + "_json"];
    let out;
    try {
      out = f(...(args || []).map((a) => JSON.stringify(a === undefined ? null : a)));
    } finally {
      f.destroy();
    }
    const result = out === undefined || out === null ? null : JSON.parse(out);
    self.postMessage({ id, ok: true, result });
  } catch (e) {
    self.postMessage({ id, ok: false, error: errorInfo(e) });
  }
}

self.onmessage = (ev) => {
  const msg = ev.data || {};
  if (msg.init) return; // handled by the inline bootstrap listener
  if (engine) handle(msg);
  else queue.push(msg);
};

async function boot() {
  try {
    let manifest;
    if (INLINE) {
      const init = await new Promise((resolve) => {
        const h = (ev) => {
          if (ev.data && ev.data.init) {
            self.removeEventListener("message", h);
            resolve(ev.data.init);
          }
        };
        self.addEventListener("message", h);
      });
      assets = new Map(Object.entries(init.assets));
      BASE = new URL("rosarium-inline:/"); // not a network address: the fetch shim answers it
      manifest = init.manifest;
      installInlineFetch();
    } else {
      manifest = await (await fetch(new URL("manifest.json", BASE))).json();
    }
    engine = await start(manifest);
    self.postMessage({
      ready: true,
      startup_ms: Math.round(performance.now() - T0),
      snapshot: engine.snapshot,
      build: manifest.build,
      version: manifest.version,
    });
    while (queue.length) handle(queue.shift());
  } catch (e) {
    self.postMessage({ ready: false, error: errorInfo(e) });
    for (const m of queue.splice(0)) {
      self.postMessage({ id: m.id, ok: false, error: { type: "EngineUnavailable", message: String(e && e.message || e) } });
    }
  }
}

boot();
