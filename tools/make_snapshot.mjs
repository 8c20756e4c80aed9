// Build-time Pyodide memory snapshot with the engine already imported.
//   node tools/make_snapshot.mjs <dist/pyodide dir> <engine wheel> <out file>
// Prints one JSON line: {"format", "raw_bytes", "bytes", "pages", "make_ms"}.
//
// Output format "rsnap1" (the wasm heap is half zero pages, and gunzip in the browser costs
// more than fetching the non-zero half): little-endian uint32 header
//   magic 0x314e5352 ("RSN1"), page size, heap length, page count N,
// then N uint32 page numbers, then those N pages' bytes; every other page is zero.
// The worker restores it with loadPyodide({_loadSnapshot}) and then unpacks the same
// wheel again (file contents live outside the wasm heap, so they are not in the snapshot).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelPath, outPath] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: node tools/make_snapshot.mjs <pyodide dir> <wheel> <out.bin.gz>");
  process.exit(2);
}
const t0 = performance.now();
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL,
  _makeSnapshot: true,
  stdout: (s) => process.stderr.write(s + "\n"),
  stderr: (s) => process.stderr.write(s + "\n"),
});
const wheel = fs.readFileSync(wheelPath); // a Buffer; Pyodide wants a plain Uint8Array
pyodide.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.length), "wheel");
// Must match what web/worker.mjs expects: engine.api importable and already imported.
pyodide.runPython(`
def _rosarium_prepare():
    import importlib, pkgutil, sys
    import engine, engine.api
    for m in pkgutil.walk_packages(engine.__path__, "engine."):
        if m.name.endswith((".bench", ".__main__")):
            continue
        try:
            importlib.import_module(m.name)
        except Exception as e:  # an optional module may fail; the page needs only engine.api
            print("snapshot: skipped", m.name, type(e).__name__, e, file=sys.stderr)
    assert isinstance(engine.api.PAGE_FUNCTIONS, tuple), "engine.api.PAGE_FUNCTIONS must be a tuple"
    for n in engine.api.PAGE_FUNCTIONS:
        assert callable(getattr(engine.api, n + "_json", None)), f"engine.api.{n}_json missing"
_rosarium_prepare()
del _rosarium_prepare
`);
const raw = pyodide.makeMemorySnapshot();

const PAGE = 4096;
const nPages = Math.ceil(raw.length / PAGE);
const keep = [];
for (let i = 0; i < nPages; i++) {
  const page = raw.subarray(i * PAGE, Math.min(raw.length, (i + 1) * PAGE));
  if (page.some((b) => b !== 0)) keep.push(i);
}
const header = new Uint32Array(4 + keep.length);
header.set([0x314e5352, PAGE, raw.length, keep.length]);
header.set(keep, 4);
const out = new Uint8Array(header.byteLength + keep.length * PAGE);
out.set(new Uint8Array(header.buffer), 0);
keep.forEach((p, k) => out.set(raw.subarray(p * PAGE, Math.min(raw.length, (p + 1) * PAGE)), header.byteLength + k * PAGE));
fs.writeFileSync(outPath, out);
console.log(JSON.stringify({
  format: "rsnap1",
  raw_bytes: raw.length,
  bytes: out.length,
  pages: keep.length,
  make_ms: Math.round(performance.now() - t0),
}));
