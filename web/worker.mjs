// Rosarium engine worker (module worker). See PROTOCOL.md.
//
// Start-up: reads manifest.json (written by build.py), loads Pyodide from ./pyodide/ (its wasm,
// its big script and the standard library are stored gzip-compressed, GZIPPED, and inflated
// here as they arrive, so a host that compresses nothing still sends them small), restoring a memory snapshot (engine
// already imported) when this browser holds one and falling back to a plain start if that fails;
// the engine's files (compiled for this runtime by build.py, else the wheel's) are written into
// site-packages before Python starts (fsInit). Then
// posts {ready:true, startup_ms, snapshot, snapshot_wanted, timings, build, version}.
//
// Memory snapshots are made in the browser, never downloaded (18 MB would triple a first
// visit): after a plain start, snapshot_wanted tells the page (engine-client.mjs) to start, when
// it is idle, one more worker named "rosarium-snapshot", which starts Python, imports the
// engine, snapshots the heap into the Cache Storage entry SNAPSHOT_KEY of the cache
// "rosarium-snapshot-<build>" (sw.js keeps that cache for its build), keeps the inflated wasm
// beside it (WASM_KEY), posts {snapshot_made} and ends. Later starts of the same build restore
// the snapshot and compile that wasm (a damaged one is dropped and the stored copy used).
//
// The standard library is the cut build.py makes (tools/build/make_stdlib.mjs): compiled, only what
// the engine imports. Its finder asks rosariumFullStdlib() for the full library (a synchronous
// fetch here) if a module outside the cut is ever imported.
// Calls: {id, fn, args} -> engine.api.<fn>_json(*map(JSON.stringify, args)) when fn is in
// engine.api.PAGE_FUNCTIONS -> {id, ok:true, result} or {id, ok:false, error:{type,message}}.
//
// Inline mode (dist/rosarium-single.html): the page starts this file from a data: URL with
// the worker name "rosarium-inline" and first posts {init:{assets, encodings, manifest}}, where
// assets maps dist-relative paths ("pyodide/pyodide.asm.wasm", ...) to the payload text of the
// single file (see payloadBytes), gzip-compressed when encodings[path] is "gzip". Fetches of
// those paths are then answered from memory (inflated on the fly with DecompressionStream, so
// the wasm compiles as it inflates) and the Pyodide modules are imported from blob: URLs (data:
// URLs where those are refused, see blobImports), so nothing is read from file://.

const T0 = performance.now();
const timings = {}; // milestone -> ms since the worker started (sent with the ready message)
const mark = (name) => (timings[name] = Math.round(performance.now() - T0));
// Pyodide's wasm is compiled as soon as its bytes arrive, in parallel with the snapshot
// download (Pyodide itself would start compiling only once the snapshot is in hand): the
// first instantiateStreaming call is answered with that module, or falls back to Pyodide's own.
let precompiled = null;
const origInstantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async function (source, imports) {
  mark("wasm_start");
  if (precompiled) {
    try {
      const module = await precompiled;
      const instance = await WebAssembly.instantiate(module, imports);
      mark("wasm_done");
      return { module, instance };
    } catch (e) {
      console.warn("rosarium: early wasm compile not used:", e);
      precompiled = null;
    }
  }
  const out = await origInstantiateStreaming.call(WebAssembly, source, imports);
  mark("wasm_done");
  return out;
};

const SNAPSHOT_TIMEOUT_MS = 20000;
const INLINE = self.name === "rosarium-inline";
// Started as "worker.mjs?early" by the page's prestart script (build.py PRESTART), which fetched
// Pyodide's wasm itself, as early as a page can: its body comes as the message {earlyWasm}
// ({status, body: a transferred stream, or a transferred ArrayBuffer where the browser cannot
// transfer streams}, or null when that fetch failed). Should that message never come (the page's
// script stopped half-way), the worker fetches the wasm itself after EARLY_WAIT_MS.
const EARLY = !INLINE && new URL(import.meta.url).searchParams.has("early");
const EARLY_WAIT_MS = 20000;
const earlyWasm = EARLY
  ? new Promise((resolve) => {
      const h = (ev) => {
        if (ev.data && "earlyWasm" in ev.data) {
          self.removeEventListener("message", h);
          clearTimeout(timer);
          resolve(ev.data.earlyWasm);
        }
      };
      const timer = setTimeout(() => {
        self.removeEventListener("message", h);
        resolve(null);
      }, EARLY_WAIT_MS);
      self.addEventListener("message", h);
    })
  : null;

// A first visit's early worker leaves the page's own module fetches the connections (at most 6
// to an HTTP/1.1 host) and the bandwidth until the page has drawn its board: the page says so by
// adopting this worker ({pageUp}, engine-client.mjs). The wasm, already streaming, keeps the line
// full meanwhile, so the engine is ready no later. Bounded, should the page never adopt it.
const PAGE_UP_WAIT_MS = 3000;
const pageUp = EARLY
  ? new Promise((resolve) => {
      const timer = setTimeout(resolve, PAGE_UP_WAIT_MS);
      const h = (ev) => {
        if (ev.data && ev.data.pageUp) {
          self.removeEventListener("message", h);
          clearTimeout(timer);
          resolve();
        }
      };
      self.addEventListener("message", h);
    })
  : null;

const MIME = {
  ".mjs": "text/javascript",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".zip": "application/zip",
  ".whl": "application/zip",
};
const mimeOf = (p) => MIME[p.slice(p.lastIndexOf("."))] || "application/octet-stream";

// Stored in dist/ as <path>.gz (build.py, GZIPPED_RUNTIME); asked for by their own names.
const GZIPPED = new Set(["pyodide/pyodide.asm.wasm", "pyodide/pyodide.asm.mjs", "pyodide/python_stdlib.zip"]);
const MAKER = self.name === "rosarium-snapshot";
const SNAPSHOT_KEY = "snapshot.rsnap";
// the inflated wasm, kept beside the snapshot (makeSnapshot)
const WASM_KEY = "pyodide.asm.wasm";
const WASM_PATH = "pyodide/pyodide.asm.wasm";
// the site's caches carry its folder (sw.js): another copy of the site on this origin has its own
const cacheScope = () => (BASE && /^https?:$/.test(BASE.protocol) ? BASE.pathname : "/");
const snapshotCacheName = (build) => "rosarium-snapshot-" + build + "@" + cacheScope();
const buildCacheName = (build) => "rosarium-" + build + "@" + cacheScope();
const FULL_STDLIB = "pyodide/python_stdlib_full.zip";

let assets = null; // inline mode: Map(relative path -> payload text, then its bytes)
let encodings = {}; // inline mode: relative path -> "gzip" for a compressed asset
// dist/ root (normal mode); a data: URL has no directory, so inline mode sets it in boot().
let BASE = INLINE ? null : new URL("./", import.meta.url);

function rel(url) {
  const s = String(url);
  const b = BASE.href;
  return s.startsWith(b) ? s.slice(b.length) : null;
}

// Every fetch of a dist/ file goes through assetFetch: from memory in inline mode; else
// straight from this build's service-worker precache when it is there (skipping a trip
// through the service worker), else the network. `early` holds responses fetched before
// Pyodide asks for them.
const realFetch = globalThis.fetch.bind(globalThis);
const early = new Map(); // absolute URL -> Promise<Response>
let cacheP = null; // Promise<Cache | null>

async function assetFetch(path, input, init) {
  if (assets) return inlineResponse(path);
  if (GZIPPED.has(path)) return inflated(path, await storedFetch(path + ".gz"));
  return storedFetch(path, input, init);
}

async function storedFetch(path, input, init) {
  if (cacheP) {
    const cache = await cacheP;
    const hit = cache && (await cache.match(new URL(path, BASE).href));
    if (hit) return hit;
  }
  return realFetch(input ?? new URL(path, BASE).href, init);
}

/** The response of `path` from its gzip-compressed copy's response, inflating as it arrives. */
function inflated(path, res) {
  if (!res.ok) return res;
  return new Response(res.body.pipeThrough(new DecompressionStream("gzip")),
    { status: 200, headers: { "Content-Type": mimeOf(path) } });
}

globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url, BASE).href;
  if (early.has(url)) {
    const r = early.get(url);
    early.delete(url);
    return r;
  }
  const path = rel(url);
  return path === null ? realFetch(input, init) : assetFetch(path, input, init);
};

// The single file is windows-1252 text whose payloads are the assets' bytes, one character
// each (tools/build/single_file.py, PAYLOAD_ESCAPES): bytes 0x80-0x9F come back as the characters
// windows-1252 has for them; NUL, CR, "<" and "=" were written as "=0", "=1", "=2", "=3".
const W1252 = new Map([
  [0x20ac, 0x80], [0x201a, 0x82], [0x0192, 0x83], [0x201e, 0x84], [0x2026, 0x85], [0x2020, 0x86],
  [0x2021, 0x87], [0x02c6, 0x88], [0x2030, 0x89], [0x0160, 0x8a], [0x2039, 0x8b], [0x0152, 0x8c],
  [0x017d, 0x8e], [0x2018, 0x91], [0x2019, 0x92], [0x201c, 0x93], [0x201d, 0x94], [0x2022, 0x95],
  [0x2013, 0x96], [0x2014, 0x97], [0x02dc, 0x98], [0x2122, 0x99], [0x0161, 0x9a], [0x203a, 0x9b],
  [0x0153, 0x9c], [0x017e, 0x9e], [0x0178, 0x9f],
]);
const UNESCAPED = [0x00, 0x0d, 0x3c, 0x3d];

function payloadBytes(text) {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c === 0x3d) c = UNESCAPED[text.charCodeAt(++i) - 0x30];
    else if (c > 0xff) c = W1252.get(c);
    if (c === undefined) throw new Error(`single file: damaged payload at character ${i}`);
    out[n++] = c;
  }
  return out.subarray(0, n);
}

function inlineResponse(path) {
  let buf = assets.get(path);
  if (buf === undefined) throw new Error(`inline asset missing: ${path}`);
  if (typeof buf === "string") assets.set(path, (buf = payloadBytes(buf)));
  const body = encodings[path] === "gzip" ? bytesStream(buf).pipeThrough(new DecompressionStream("gzip")) : buf;
  return new Response(body, { status: 200, headers: { "Content-Type": mimeOf(path) } });
}

// Bytes in memory as a stream, in pieces (so what reads it, inflating, compiling, starts at the
// first one), made by hand rather than by Blob.stream(): WebKit refuses every read of a Blob in a
// worker with an opaque origin, as the single file's data: URL worker is (NotReadableError).
const STREAM_PIECE = 1 << 16;
function bytesStream(bytes) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += STREAM_PIECE)));
    },
  });
}

/** An inline asset's bytes, at once (one stored as it is: the full standard library). */
function inlineBytes(path) {
  let buf = assets.get(path);
  if (buf === undefined || encodings[path]) throw new Error(`inline asset missing: ${path}`);
  if (typeof buf === "string") assets.set(path, (buf = payloadBytes(buf)));
  return buf;
}

async function getBytes(path) {
  const r = await fetch(new URL(path, BASE).href);
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`);
  return r.arrayBuffer();
}

function openBuildCache(build) {
  try {
    if (!build || typeof caches === "undefined") return null;
    const name = buildCacheName(build); // sw.js names its cache so
    const p = caches.has(name).then((has) => (has ? caches.open(name) : null)).catch(() => null);
    return p;
  } catch {
    return null; // e.g. an opaque origin
  }
}

// The memory snapshot in the "rsnap1" format makeSnapshot (below) writes:
// header, page numbers, then the non-zero pages of the wasm heap.
function decodeSnapshot(buf) {
  const head = new Uint32Array(buf, 0, 4);
  if (head[0] !== 0x314e5352) throw new Error("not a Rosarium snapshot");
  const [, page, length, count] = head;
  if (!page || !length || !count || buf.byteLength < 16 + 4 * count + (count - 1) * page) {
    throw new Error("snapshot file is damaged");
  }
  const pages = new Uint32Array(buf, 16, count);
  const data = new Uint8Array(buf, 16 + 4 * count);
  const heap = new Uint8Array(length);
  for (let k = 0; k < count; k++) {
    const at = pages[k] * page;
    heap.set(data.subarray(k * page, k * page + Math.min(page, length - at)), at);
  }
  return heap;
}

// The files of a wheel (a zip: stored or deflated entries) as [path, bytes] pairs.
async function wheelFiles(buf) {
  const u8 = new Uint8Array(buf);
  const dv = new DataView(buf);
  let eocd = u8.length - 22;
  while (eocd >= 0 && dv.getUint32(eocd, true) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error("engine wheel: not a zip file");
  const count = dv.getUint16(eocd + 10, true);
  let at = dv.getUint32(eocd + 16, true);
  const names = new TextDecoder();
  const out = [];
  for (let i = 0; i < count; i++) {
    if (dv.getUint32(at, true) !== 0x02014b50) throw new Error("engine wheel: bad central directory");
    const method = dv.getUint16(at + 10, true);
    const csize = dv.getUint32(at + 20, true);
    const nlen = dv.getUint16(at + 28, true);
    const elen = dv.getUint16(at + 30, true);
    const clen = dv.getUint16(at + 32, true);
    const local = dv.getUint32(at + 42, true);
    const name = names.decode(u8.subarray(at + 46, at + 46 + nlen));
    at += 46 + nlen + elen + clen;
    if (name.endsWith("/")) continue;
    const start = local + 30 + dv.getUint16(local + 26, true) + dv.getUint16(local + 28, true);
    const raw = u8.subarray(start, start + csize);
    let bytes;
    if (method === 0) bytes = raw;
    else if (method === 8) {
      const stream = bytesStream(raw).pipeThrough(new DecompressionStream("deflate-raw"));
      bytes = new Response(stream).arrayBuffer().then((b) => new Uint8Array(b));
    } else throw new Error(`engine wheel: compression method ${method} in ${name}`);
    out.push([name, bytes]);
  }
  return Promise.all(out.map(async ([n, b]) => [n, await b]));
}

async function importModule(path) {
  if (!assets && !GZIPPED.has(path)) return import(new URL(path, BASE).href);
  const blobOk = blobImports(); // found out while the module's bytes come
  const res = await assetFetch(path);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (!(await blobOk)) return import("data:text/javascript;base64," + base64(bytes));
  const url = URL.createObjectURL(new Blob([bytes], { type: "text/javascript" }));
  try {
    return await import(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

// Whether this worker may import the blob: URLs it makes: WebKit refuses them in a worker with an
// opaque origin (the single file's data: URL worker) as cross-origin. There a module goes in as a
// data: URL instead, a third bigger than its bytes. Tried once, with a module of one line.
let blobImportsP = null;
function blobImports() {
  blobImportsP ??= (async () => {
    let url = null;
    try {
      url = URL.createObjectURL(new Blob(["export default 1;"], { type: "text/javascript" }));
      return (await import(url)).default === 1;
    } catch {
      return false;
    } finally {
      if (url) URL.revokeObjectURL(url);
    }
  })();
  return blobImportsP;
}

function base64(bytes) {
  if (typeof bytes.toBase64 === "function") return bytes.toBase64();
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

// Pyodide's wasm, the start-up's largest download, asked for before the manifest is in: on a
// first visit the manifest's round trip queued behind the page's own module fetches (at most 6
// connections to an HTTP/1.1 host). Only when this origin holds no precache of ours: with one,
// assetFetch reads the build's own cache (whose name the manifest gives), which an early network
// fetch would bypass.
const AHEAD = "pyodide/pyodide.asm.wasm";

function fetchAhead() {
  const url = new URL(AHEAD, BASE).href;
  const started = (async () => {
    const builds = await buildCaches();
    if (builds === null || builds.length) return null; // a precache (or caches refused): the ordinary way
    // wrapped: an awaited Response would be waited for here, not handed over as it streams
    const got = earlyWasm
      ? earlyWasm.then((e) => (e ? new Response(e.body, { status: e.status }) : realFetch(url + ".gz")))
      : realFetch(url + ".gz");
    return { res: got.then((res) => inflated(AHEAD, res), () => null) };
  })();
  return {
    /** Hands the early response to `fetch` (the `early` map). */
    async use() {
      const ahead = await started;
      if (!ahead) return;
      // a failed early fetch is asked again, so its error is the ordinary one
      early.set(url, ahead.res.then((res) => (res && res.ok ? res : assetFetch(AHEAD))));
    },
  };
}

// The names of this site's build precaches (sw.js: "rosarium-<build>@<folder>"), listed once for
// the start; [] when there is none, null when caches are refused (an opaque origin).
let buildCachesP = null;
function buildCaches() {
  buildCachesP ??= (async () => {
    try {
      if (typeof caches === "undefined") return [];
      return (await caches.keys()).filter((k) => /^rosarium-[0-9a-f]{16}@/.test(k) && k.endsWith("@" + cacheScope()));
    } catch {
      return null;
    }
  })();
  return buildCachesP;
}

// The manifest straight from the service worker's precache, when this origin holds exactly one
// build's: a return visit then opens the memory snapshot without waiting for a trip through the
// service worker, which is busy answering the page's own sixty module fetches at that moment.
// (Two builds' caches exist only while a new service worker installs: then the network decides.)
async function precachedManifest() {
  try {
    const builds = await buildCaches();
    if (!builds || builds.length !== 1) return null;
    const hit = await (await caches.open(builds[0])).match(new URL("manifest.json", BASE).href);
    const manifest = hit && (await hit.json());
    return manifest && buildCacheName(manifest.build) === builds[0] ? manifest : null;
  } catch {
    return null; // an opaque origin refuses caches; a damaged entry: the network's copy
  }
}

// Both Pyodide modules, loading in parallel (Pyodide itself would import pyodide.asm.mjs, 1.2 MB
// of script, only once pyodide.mjs is in and loadPyodide called); begun once, as early as can be.
let pyodideModulesP = null;
function pyodideModules() {
  if (!pyodideModulesP) {
    pyodideModulesP = [importModule("pyodide/pyodide.mjs"), importModule("pyodide/pyodide.asm.mjs")];
    for (const m of pyodideModulesP) m.catch(() => {}); // awaited (and reported) in start()
  }
  return pyodideModulesP;
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
  const wasmURL = new URL(WASM_PATH, BASE).href;
  const snapCache = openSnapshotCache(manifest);
  // A return visit compiles the wasm from the inflated copy the snapshot maker kept (WASM_KEY):
  // the stored gzip copy is not inflated again at every start.
  const ahead = early.get(wasmURL); // a first visit's early fetch (fetchAhead)
  early.delete(wasmURL);
  // the snapshot maker keeps these bytes beside the snapshot (makeSnapshot): read once, for both
  const makerWasm = MAKER ? (ahead || assetFetch(WASM_PATH)).then((r) => r.arrayBuffer()) : null;
  precompiled = (async () => {
    if (makerWasm) return WebAssembly.compile(await makerWasm);
    const kept = await snapCache.then((c) => c && c.match(WASM_KEY)).catch(() => null);
    if (kept) {
      try {
        const module = await WebAssembly.compileStreaming(kept);
        mark("wasm_kept");
        return module;
      } catch (e) {
        console.warn("rosarium: the kept wasm is not used:", e);
        snapCache.then((c) => c && c.delete(WASM_KEY)).catch(() => {});
      }
    }
    return WebAssembly.compileStreaming(ahead || assetFetch(WASM_PATH));
  })();
  precompiled.catch(() => {});
  // Pyodide fetches the wasm itself and hands it to instantiateStreaming (above), which uses the
  // compiled module instead: it gets an empty response then, the real one only if that failed.
  early.set(wasmURL, precompiled.then(
    () => new Response(new Uint8Array(0), { status: 200, headers: { "Content-Type": "application/wasm" } }),
    () => assetFetch(WASM_PATH)));
  // The engine compiled for this runtime (build.py), or, from a build without it, the wheel.
  if (manifest.engine) GZIPPED.add(manifest.engine);
  const wheelP = getBytes(manifest.engine || manifest.wheel).then(wheelFiles);
  wheelP.then(() => mark("wheel_ready"), () => {});
  const snapP = MAKER || self.ROSARIUM_NO_SNAPSHOT ? null : storedSnapshot(snapCache);
  if (snapP) snapP.catch(() => {});
  const [modP, asmP] = pyodideModules();
  const { loadPyodide } = await modP;
  mark("pyodide_mjs");
  const common = {
    indexURL,
    packageBaseUrl: indexURL, // never the CDN default: this page loads no packages
    lockFileContents: { info: manifest.pyodide_lock_info, packages: {} },
    stdout: (msg) => console.log("[py]", msg),
    stderr: (msg) => console.warn("[py]", msg),
    // Install the engine wheel before Python starts: its files go straight into
    // site-packages (faster than unpacking with Python's zipfile after start-up).
    // (Not in the snapshot maker: Pyodide would note the wheel as a package it loaded, a record
    // a snapshot cannot hold; the maker writes the files once Python runs, as sitePackages.)
    fsInit: async (FS, { sitePackages }) => {
      mark("fs_init");
      installed = { FS, sitePackages };
      if (!MAKER) await writeWheel();
    },
  };
  let installed = null;
  const writeWheel = async () => {
    const { FS, sitePackages } = installed;
    for (const [name, bytes] of await wheelP) {
      const path = `${sitePackages}/${name}`;
      FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      FS.writeFile(path, bytes);
    }
  };
  common.createPyodideModule = (await asmP).default;
  mark("pyodide_asm_mjs");

  let pyodide = null;
  let snapshot = false;
  const stored = snapP && (await snapP);
  if (stored) {
    try {
      const heap = stored.bytes.then((b) => {
        const h = decodeSnapshot(b);
        mark("snapshot_decoded");
        return h;
      });
      // A snapshot that cannot be used normally throws; the timeout covers a wasm
      // instantiation that fails (Pyodide only logs that and never settles).
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("snapshot start timed out")), SNAPSHOT_TIMEOUT_MS);
      });
      try {
        pyodide = await Promise.race([loadPyodide({ ...common, _loadSnapshot: heap }), timeout]);
      } finally {
        clearTimeout(timer);
      }
      snapshot = true;
    } catch (e) {
      console.warn("rosarium: snapshot start failed, starting without it:", e);
      pyodide = null;
      // a snapshot this browser cannot use is made again, not tried at every start
      snapCache.then((c) => c && c.delete(SNAPSHOT_KEY)).catch(() => {});
    }
  }
  if (!pyodide) {
    pyodide = await loadPyodide(MAKER ? { ...common, _makeSnapshot: true } : common);
    pyodide.runPython(MORE_STDLIB);
  }
  mark("pyodide_loaded");
  if (MAKER) {
    await writeWheel();
    return { pyodide, made: await makeSnapshot(pyodide, snapCache, manifest, await makerWasm) };
  }

  const api = pyodide.pyimport("engine.api");
  const names = api.PAGE_FUNCTIONS;
  const allowed = new Set(names.toJs());
  names.destroy();
  mark("engine_imported");
  const wanted = !snapshot && manifest.snapshot === "browser" && !self.ROSARIUM_NO_SNAPSHOT && !!(await snapCache);
  return { pyodide, api, allowed, snapshot, wanted };
}

// The cut standard library's finder of the rest (tools/build/make_stdlib.mjs); a build without the
// cut ships the full library and no finder.
const MORE_STDLIB = `
try:
    import _rosarium_more_stdlib
except ImportError:
    pass
else:
    _rosarium_more_stdlib.install()
`;

/** The full standard library's bytes, fetched synchronously (an import cannot wait). */
self.rosariumFullStdlib = (name) => {
  console.warn(`rosarium: the module ${name} is not in the page's standard library; loading all of it`);
  if (assets) return inlineBytes(FULL_STDLIB);
  const xhr = new XMLHttpRequest();
  xhr.open("GET", new URL(FULL_STDLIB, BASE).href, false);
  xhr.responseType = "arraybuffer";
  xhr.send();
  if (xhr.status !== 200) throw new Error(`${FULL_STDLIB}: HTTP ${xhr.status}`);
  return new Uint8Array(xhr.response);
};

/** This build's snapshot cache (null where there is none: file://, no manifest entry). */
async function openSnapshotCache(manifest) {
  try {
    if (manifest.snapshot !== "browser" || assets || typeof caches === "undefined") return null;
    return await caches.open(snapshotCacheName(manifest.build));
  } catch {
    return null; // an opaque origin refuses caches
  }
}

/**
 * The stored snapshot, or null when this browser holds none for this build: {bytes: a promise of
 * its bytes}, so that Pyodide's start runs while the cache reads them.
 */
async function storedSnapshot(cacheP) {
  const cache = await cacheP;
  const hit = cache && (await cache.match(SNAPSHOT_KEY));
  if (!hit) return null;
  const bytes = hit.arrayBuffer().then((b) => (mark("snapshot_fetched"), b));
  bytes.catch(() => {});
  return { bytes };
}

/**
 * The snapshot maker's whole work: the engine imported (every module, as a page may use any),
 * the heap taken and stored in the "rsnap1" form (header, page numbers, then the non-zero
 * pages of the heap: about half of it is zero), which decodeSnapshot reads; `wasm`, the bytes
 * of Pyodide's wasm this worker started from, kept beside it (WASM_KEY).
 */
async function makeSnapshot(pyodide, cacheP, manifest, wasm) {
  const cache = await cacheP;
  if (!cache) throw new Error("no cache to keep a snapshot in");
  pyodide.runPython(`
def _rosarium_prepare():
    import importlib, pkgutil
    import engine, engine.api
    for m in pkgutil.walk_packages(engine.__path__, "engine."):
        if not m.name.endswith((".bench", ".__main__")):
            importlib.import_module(m.name)
_rosarium_prepare()
del _rosarium_prepare
`);
  const raw = pyodide.makeMemorySnapshot();
  const PAGE = 4096;
  const keep = [];
  for (let i = 0; i * PAGE < raw.length; i++) {
    const page = raw.subarray(i * PAGE, Math.min(raw.length, (i + 1) * PAGE));
    if (page.some((b) => b !== 0)) keep.push(i);
  }
  const header = new Uint32Array(4 + keep.length);
  header.set([0x314e5352, PAGE, raw.length, keep.length]);
  header.set(keep, 4);
  const out = new Uint8Array(header.byteLength + keep.length * PAGE);
  out.set(new Uint8Array(header.buffer), 0);
  keep.forEach((p, k) => out.set(raw.subarray(p * PAGE, Math.min(raw.length, (p + 1) * PAGE)), header.byteLength + k * PAGE));
  await cache.put(SNAPSHOT_KEY, new Response(out, { headers: { "Content-Type": "application/octet-stream" } }));
  await cache.put(WASM_KEY, new Response(wasm, { headers: { "Content-Type": "application/wasm" } }));
  for (const key of await caches.keys()) { // other builds' snapshots (sw.js drops them too, when it runs)
    if (key.startsWith("rosarium-snapshot-") && key.endsWith("@" + cacheScope()) && key !== snapshotCacheName(manifest.build)) await caches.delete(key);
  }
  mark("snapshot_stored");
  return { bytes: out.length, raw_bytes: raw.length };
}

let engine = null;
const queue = [];
let manifestSeen = null; // the build's manifest, for the files fetched on first use

// Play by links in a group (web/REMOTE.md, "Playing in a group"): its modules are left out of
// the engine the page starts with (engine.left_out_of_page), so a first visit fetches none of
// them. The first group call fetches them (manifest.group: a zip of those files, build.py) and
// writes them into the engine's package; calls that come meanwhile wait behind it, in order.
const GROUP_CALL = /^group_/;
let groupLoaded = false;
let groupWait = null; // messages waiting for the group modules, while they load

async function loadGroup() {
  const name = manifestSeen && manifestSeen.group;
  if (!name) throw new Error("this build has no group play");
  const res = await assetFetch(name);
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  const buf = await res.arrayBuffer();
  // kept for offline play once fetched, where the build's cache is found (the service worker
  // does not precache it: first visits stay small)
  if (!assets && cacheP) {
    const cache = await cacheP;
    if (cache) cache.put(new URL(name, BASE).href, new Response(buf.slice(0), { headers: { "Content-Type": "application/zip" } })).catch(() => {});
  }
  const { pyodide } = engine;
  const root = pyodide.runPython("import engine, os; os.path.dirname(engine.__path__[0])");
  for (const [path, bytes] of await wheelFiles(buf)) {
    const at = `${root}/${path}`;
    pyodide.FS.mkdirTree(at.slice(0, at.lastIndexOf("/")));
    pyodide.FS.writeFile(at, bytes);
  }
  // each directory's finder lists it again (importlib.invalidate_caches() would import
  // importlib.metadata, which the page's standard library leaves out)
  pyodide.runPython("import sys\nfor f in list(sys.path_importer_cache.values()):\n    getattr(f, 'invalidate_caches', lambda: None)()");
}

function dispatch(msg) {
  if (groupWait) return groupWait.push(msg);
  if (!groupLoaded && typeof msg.fn === "string" && GROUP_CALL.test(msg.fn) && engine.allowed.has(msg.fn) && !engine.dead) {
    groupWait = [msg];
    loadGroup().then(
      () => (groupLoaded = true),
      (e) => {
        console.warn("rosarium: the group modules did not load:", e);
        const error = { type: "EngineUnavailable", message: `group play did not load: ${String((e && e.message) || e)}` };
        // the calls of group play fail now; a later one tries again
        groupWait = groupWait.filter((m) => (GROUP_CALL.test(m.fn) ? (self.postMessage({ id: m.id, ok: false, error }), false) : true));
      },
    ).finally(() => {
      const waiting = groupWait;
      groupWait = null;
      for (const m of waiting) dispatch(m);
    });
    return;
  }
  handle(msg);
}

function handle(msg) {
  const { id, fn, args } = msg;
  if (engine.dead) return self.postMessage({ id, ok: false, error: CRASHED });
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
    // Pyodide's own death ("Pyodide has suffered a fatal error") leaves a runtime that answers
    // nonsense from then on: say so now and for every later call, so the page starts a new worker.
    if (!(e && e.type) && /fatal error/i.test(String((e && e.message) || e))) engine.dead = true;
    self.postMessage({ id, ok: false, error: engine.dead ? CRASHED : errorInfo(e) });
  }
}

const CRASHED = { type: "EngineCrashed", message: "the rules engine crashed" };

self.onmessage = (ev) => {
  const msg = ev.data || {};
  if (msg.init || msg.pageUp || (typeof msg === "object" && "earlyWasm" in msg)) return; // handled by the listeners of the start
  if (engine) dispatch(msg);
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
      encodings = init.encodings || {};
      BASE = new URL("rosarium-inline:/"); // not a network address: the fetch shim answers it
      manifest = init.manifest;
    } else {
      const ahead = fetchAhead();
      // a first visit (no precache of ours): the page's board first (PAGE_UP_WAIT_MS above)
      const builds = pageUp && (await buildCaches());
      if (builds && !builds.length) {
        await pageUp;
        mark("page_up");
      }
      pyodideModules(); // they need no manifest: their loading overlaps its fetch
      manifest = (await precachedManifest()) || (await (await realFetch(new URL("manifest.json", BASE))).json());
      await ahead.use();
      mark("manifest");
      cacheP = openBuildCache(manifest.build);
    }
    manifestSeen = manifest;
    engine = await start(manifest);
    if (MAKER) {
      self.postMessage({ snapshot_made: engine.made, ms: Math.round(performance.now() - T0), timings });
      self.close();
      return;
    }
    self.postMessage({
      ready: true,
      startup_ms: Math.round(performance.now() - T0),
      snapshot: engine.snapshot,
      snapshot_wanted: engine.wanted,
      timings,
      // the worker's start and this message's sending on the page's clock (Date-like ms), so a
      // page can tell a late start (its module fetches first) from a late delivery (a busy page)
      epoch: { started: performance.timeOrigin + T0, posted: performance.timeOrigin + performance.now() },
      build: manifest.build,
      version: manifest.version,
    });
    while (queue.length) dispatch(queue.shift());
  } catch (e) {
    self.postMessage({ ready: false, error: errorInfo(e) });
    for (const m of queue.splice(0)) {
      self.postMessage({ id: m.id, ok: false, error: { type: "EngineUnavailable", message: String(e && e.message || e) } });
    }
  }
}

boot();
