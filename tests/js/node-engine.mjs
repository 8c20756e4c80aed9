// The rules engine for JavaScript unit tests: real Pyodide under Node (web/node_modules/pyodide)
// with the engine of the built site (dist/, its wheel), called as the page's worker calls it
// (web/worker.mjs): only the functions of engine.api.PAGE_FUNCTIONS, arguments and answers as
// JSON, a refusal thrown as {name, message}. `call(fn, ...args)` is the shape of the engine
// handle the session takes (core/engine.js startEngine), without a worker.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DIST = path.join(ROOT, "dist");

export async function nodeEngine() {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, "manifest.json"), "utf8"));
  const pyodideDir = path.join(ROOT, "web", "node_modules", "pyodide") + path.sep;
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
  const py = await loadPyodide({ indexURL: pyodideDir });
  const wheel = fs.readFileSync(path.join(DIST, manifest.wheel));
  py.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.length), "wheel");
  const api = py.pyimport("engine.api");
  const allowed = new Set(api.PAGE_FUNCTIONS.toJs());
  const calls = [];
  return {
    calls, // every function asked, in order
    async call(fn, ...args) {
      if (!allowed.has(fn)) throw Object.assign(new Error(`not a page function: ${fn}`), { name: "UnknownFunction" });
      calls.push(fn);
      const f = api[fn + "_json"];
      try {
        const out = f(...args.map((a) => JSON.stringify(a === undefined ? null : a)));
        return out === undefined || out === null ? null : JSON.parse(out);
      } catch (e) {
        const last = String(e.message || e).trim().split("\n").pop();
        throw Object.assign(new Error(last), { name: "EngineRefused" });
      } finally {
        f.destroy();
      }
    },
  };
}
