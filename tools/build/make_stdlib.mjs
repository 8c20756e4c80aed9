// The page's Python standard library: only the modules the engine and Pyodide's start-up import,
// compiled ahead (a start that imports compiled modules skips compiling ~160 sources, about a
// second of a phone's start), plus a finder that fetches the full library if anything else is
// ever imported.
//   node tools/build/make_stdlib.mjs <pyodide dir> <engine wheel> <out zip> [<out engine zip>]
// Prints one JSON line: {"modules", "bytes", "full_bytes", "make_ms"} (and "engine_bytes").
//
// The engine too, when a fourth path is given: the wheel's files (but the developer's modules,
// engine.left_out_of_page: modules the page never imports) with every module compiled by
// this runtime's Python into a sourceless .pyc in its source's place (a first start otherwise
// compiles the engine's ~100 sources, about 0.6 s of a phone's start, and the page's memory
// snapshot covers only later starts). Line tables stay (a traceback names its lines); column
// tables do not (PYTHONNODEBUGRANGES); docstrings go (optimize=2) but in a module that reads a
// __doc__. The check below then starts from that zip instead of the wheel.
//
// Which modules: a Pyodide start in Node (the same runtime files the page loads) imports every
// engine module and plays a few moves of every registered game through the page API; the
// library's files among sys.modules go in, with a few text encodings a page may meet.
// Compiled with optimize=2 (no docstrings, no asserts) and without line tables (a traceback
// through the library names no line there; the engine's own code keeps its lines), except
// Pyodide's own packages, whose docstrings its foreign-function layer may read. Entries are
// stored: build.py gzips the whole zip. The zip also holds _rosarium_more_stdlib.py
// (see MORE below): the worker installs it first, and it loads python_stdlib_full.zip through
// the worker's rosariumFullStdlib() if a module outside this cut is ever asked for.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelPath, outPath, engineOutPath] = process.argv.slice(2);
if (!outPath) {
  console.error("usage: node tools/build/make_stdlib.mjs <pyodide dir> <wheel> <out.zip>");
  process.exit(2);
}
const t0 = performance.now();
const indexURL = path.resolve(pyodideDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL,
  // no column tables in the compiled code: a traceback still names its lines
  env: { PYTHONNODEBUGRANGES: "1", HOME: "/home/pyodide" },
  stdout: (s) => process.stderr.write(s + "\n"),
  stderr: (s) => process.stderr.write(s + "\n"),
});
const wheel = fs.readFileSync(wheelPath);
pyodide.unpackArchive(new Uint8Array(wheel.buffer, wheel.byteOffset, wheel.length), "wheel");
pyodide.FS.writeFile("/tmp/full.zip", fs.readFileSync(path.join(indexURL, "python_stdlib.zip")));
pyodide.FS.writeFile("/tmp/engine.whl", wheel);

const MORE = String.raw`"""Loads the full standard library when a module outside the page's cut is imported.

The page ships only the modules the engine was seen to import (tools/build/make_stdlib.mjs); this
finder, last on sys.meta_path, is asked only for a name no other finder has. If the full library
has it, its zip is fetched once (rosariumFullStdlib, web/worker.mjs), put on sys.path, and the
import goes on; the worker says so on the console, since it means the cut missed a module.
"""
import sys

FULL = "/lib/python_stdlib_full.zip"
NAMES = frozenset(__NAMES__)


class MoreStdlib:
    loaded = False

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name not in NAMES:
            return None
        import importlib.machinery
        if not cls.loaded:
            import js
            data = js.rosariumFullStdlib(name).to_py()
            with open(FULL, "wb") as f:
                f.write(data)
            sys.path.append(FULL)
            cls.loaded = True
        parent = name.rpartition(".")[0]
        where = [FULL + "/" + parent.replace(".", "/")] if parent else [FULL]
        return importlib.machinery.PathFinder.find_spec(name, where)


def install():
    if not any(f is MoreStdlib for f in sys.meta_path):
        sys.meta_path.append(MoreStdlib)
`;

const out = pyodide.runPython(`
import importlib, importlib.util, json, marshal, pkgutil, sys, zipfile

import engine, engine.api
for m in pkgutil.walk_packages(engine.__path__, "engine."):
    if engine.left_out_of_page(m.name.replace(".", "/") + ".py") or m.name.endswith(".__main__"):
        continue
    importlib.import_module(m.name)
from engine import api
for g in json.loads(api.games_json()):
    gid = g["id"]
    state = json.loads(api.new_game_json(json.dumps(gid), json.dumps(1)))
    for _ in range(6):
        legal = json.loads(api.legal_actions_json(json.dumps(state)))
        api.ui_state_json(json.dumps(state))
        if not legal:
            break
        state = json.loads(api.apply_json(json.dumps(state), json.dumps(legal[0])))

full = zipfile.ZipFile("/tmp/full.zip")
names = set(full.namelist())
keep = {n for n in names if n.startswith("_sysconfigdata")}
for mod in list(sys.modules.values()):
    f = getattr(mod, "__file__", None) or ""
    if ".zip/" in f:
        keep.add(f.split(".zip/", 1)[1])
for enc in ("ascii", "latin_1", "utf_8_sig", "cp1252", "idna", "utf_16", "utf_32",
            "unicode_escape", "raw_unicode_escape", "charmap"):
    keep.add(f"encodings/{enc}.py")
keep &= names

def modname(n):
    n = n[:-3]
    return n[:-len("/__init__")].replace("/", ".") if n.endswith("/__init__") else n.replace("/", ".")

more_names = sorted(modname(n) for n in names if n.endswith(".py") and n not in keep)
more = ${JSON.stringify(MORE)}.replace("__NAMES__", repr(more_names))

def pyc(code):
    return importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)

def lineless(code):
    consts = tuple(lineless(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    return code.replace(co_linetable=b"", co_consts=consts)

# Stored, not deflated: build.py gzips the whole file, which packs better than entry by entry.
with zipfile.ZipFile("/tmp/cut.zip", "w", zipfile.ZIP_STORED) as z:
    for n in sorted(keep) + ["_rosarium_more_stdlib.py"]:
        data = more.encode() if n == "_rosarium_more_stdlib.py" else full.read(n)
        if not n.endswith(".py"):
            z.writestr(n, data)
            continue
        own = n.startswith(("pyodide/", "_pyodide/"))
        code = compile(data, n, "exec", dont_inherit=True, optimize=0 if own else 2)
        if not own:
            code = lineless(code)
        z.writestr(n[:-3] + ".pyc", pyc(code))
json.dumps({"modules": len(keep), "more": len(more_names)})
`);
const bytes = pyodide.FS.readFile("/tmp/cut.zip"); // stored entries; build.py gzips it
fs.writeFileSync(outPath, bytes);

let engine = wheel;
if (engineOutPath) {
  pyodide.runPython(`
import zipfile

def engine_pyc(source, name):
    optimize = 0 if b"__doc__" in source else 2  # a module that reads its docstring keeps it
    return pyc(compile(source, name, "exec", dont_inherit=True, optimize=optimize))  # the cut's own pyc()

import engine

# Stored, not deflated: build.py gzips the whole file (as the standard library's).
with zipfile.ZipFile("/tmp/engine.whl") as whl, zipfile.ZipFile("/tmp/engine.zip", "w", zipfile.ZIP_STORED) as z:
    for n in sorted(whl.namelist()):
        # the modules the page never imports, and notes for developers (never read)
        if engine.left_out_of_page(n) or n.endswith(".md"):
            continue
        data = whl.read(n)
        if n.endswith(".py"):
            z.writestr(n + "c", engine_pyc(data, n))
        elif not n.endswith("/"):
            z.writestr(n, data)
`);
  engine = Buffer.from(pyodide.FS.readFile("/tmp/engine.zip"));
  fs.writeFileSync(engineOutPath, engine);
}

// Check the cut as the page uses it: a start from it imports the engine and plays without the
// full library, and a module outside it (difflib) still imports, through the finder.
const asked = [];
globalThis.rosariumFullStdlib = (name) => {
  asked.push(name);
  return new Uint8Array(fs.readFileSync(path.join(indexURL, "python_stdlib.zip")));
};
const check = await loadPyodide({ indexURL, stdLibURL: path.resolve(outPath) });
check.unpackArchive(new Uint8Array(engine.buffer, engine.byteOffset, engine.length), "zip");
check.runPython(`
import json
import _rosarium_more_stdlib
_rosarium_more_stdlib.install()
from engine import api
for g in json.loads(api.games_json()):
    state = json.loads(api.new_game_json(json.dumps(g["id"]), json.dumps(2)))
    legal = json.loads(api.legal_actions_json(json.dumps(state)))
    api.ui_state_json(api.apply_json(json.dumps(state), json.dumps(legal[0])))
`);
if (asked.length) throw new Error(`the cut lacks modules the engine imports: ${asked.join(", ")}`);
if (engineOutPath && !check.runPython("import engine.api; engine.api.__file__").endsWith(".pyc")) {
  throw new Error("the check imported the engine from its sources, not from the compiled zip");
}
check.runPython("import difflib; assert difflib.SequenceMatcher(None, 'ab', 'abc').ratio() > 0.5");
if (asked.join() !== "difflib") throw new Error(`the finder was asked for ${JSON.stringify(asked)}, not difflib`);
console.log(JSON.stringify({
  ...JSON.parse(out),
  bytes: bytes.length,
  ...(engineOutPath ? { engine_bytes: engine.length } : {}),
  full_bytes: fs.statSync(path.join(indexURL, "python_stdlib.zip")).size,
  make_ms: Math.round(performance.now() - t0),
}));
