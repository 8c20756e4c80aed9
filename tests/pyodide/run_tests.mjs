// Runs the engine test suite (or the engine benchmark) inside real Pyodide under Node.
//
//   node tests/pyodide/run_tests.mjs                    pytest tests/engine tests/games -q -p no:cacheprovider -m "not attack"
//
// The tests marked `attack` (pyproject.toml) are left to the CPython run: each is an attacker's
// search over hundreds of games or seeds, the same protocol and hashing the other tests run here
// once, repeated for its statistics, which do not depend on the interpreter.
//   node tests/pyodide/run_tests.mjs -- -k golden -x    extra pytest arguments after --
//   node tests/pyodide/run_tests.mjs --bench [ARGS...]  python -m engine.bench ARGS (JSON lines)
//   node tests/pyodide/run_tests.mjs --group [ARGS...]  python tools/lab/measure_group.py ARGS
//
// Pyodide comes from web/node_modules/pyodide (npm ci --prefix web); pytest and friends are
// the hash-pinned wheels build.py keeps in .cache/wheels/ (python build.py fetches them).
// micropip and packaging load through .cache/wheels/pyodide-lock.json, whose entries build.py
// rewrote for the PyPI files; the other wheels go in with micropip from the in-memory file
// system (emfs:), so nothing is fetched from the network here.
// The project files (engine/, tests/, seeds/, pyproject.toml) are copied into Pyodide's
// file system, so nothing is written back into the work tree. Exit status: pytest's.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const PYODIDE_DIR = path.join(ROOT, "web", "node_modules", "pyodide") + path.sep;
const WHEELS = path.join(ROOT, ".cache", "wheels") + path.sep;
const PROJECT = "/home/pyodide/rosarium";
// What the engine tests read: the package, the tests, the golden games, the past releases' saves,
// pytest's config.
// tools/lab/seed_search.py: the seed-search attack that tests/engine/test_secrets.py runs;
// tools/data/br_lesson_boards.py and its output: tests/games/bella_rosarum/test_lessons.py
// (both imported as tools.lab.seed_search and tools.data.br_lesson_boards: the packages'
// __init__.py files come too)
const COPY = ["engine", "tests/__init__.py", "tests/settings.py", "tests/seeded.py", "tests/once.py", "tests/engine", "tests/games", "tests/saves", "seeds", "pyproject.toml",
  "tools/__init__.py", "tools/lab/__init__.py", "tools/lab/seed_search.py", "tools/lab/measure_group.py", "tools/data/__init__.py", "tools/data/br_lesson_boards.py",
  "web/games/bella-rosarum/lesson.boards.js"];
// ROSARIUM_TEST_GAMES (tests/settings.py): Pyodide is slower and does not see the host's
// environment, so the host's value is passed on, else this smaller one.
const TEST_GAMES = process.env.ROSARIUM_TEST_GAMES || "20";
const SKIP_DIRS = new Set(["__pycache__", ".pytest_cache", ".hypothesis", "node_modules", ".git"]);

const argv = process.argv.slice(2);
// engine.bench, or the group-play figures (tools/lab/measure_group.py): neither needs pytest
const BENCH = { "--bench": "engine.bench", "--group": "tools.lab.measure_group" };
const bench = BENCH[argv[0]];
const extra = bench ? argv.slice(1) : argv[0] === "--" ? argv.slice(1) : argv;

function die(msg) {
  console.error(`run_tests: ${msg}`);
  process.exit(2);
}

if (!fs.existsSync(path.join(PYODIDE_DIR, "pyodide.mjs"))) die("web/node_modules/pyodide missing: npm ci --prefix web");
const wheelList = path.join(WHEELS, "wheels.json");
if (!bench && !fs.existsSync(wheelList)) die(".cache/wheels missing: python build.py");

function copyTree(pyodide, hostPath, fsPath) {
  const st = fs.statSync(hostPath);
  if (st.isDirectory()) {
    pyodide.FS.mkdirTree(fsPath);
    for (const name of fs.readdirSync(hostPath).sort()) {
      if (SKIP_DIRS.has(name) || name.endsWith(".pyc")) continue;
      copyTree(pyodide, path.join(hostPath, name), `${fsPath}/${name}`);
    }
  } else if (st.isFile()) {
    pyodide.FS.mkdirTree(fsPath.slice(0, fsPath.lastIndexOf("/")));
    pyodide.FS.writeFile(fsPath, fs.readFileSync(hostPath));
  }
}

const t0 = performance.now();
const { loadPyodide } = await import(pathToFileURL(path.join(PYODIDE_DIR, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: PYODIDE_DIR,
  lockFileURL: fs.existsSync(path.join(WHEELS, "pyodide-lock.json")) ? path.join(WHEELS, "pyodide-lock.json") : undefined,
  packageBaseUrl: WHEELS,
  stdout: (s) => process.stdout.write(s + "\n"),
  stderr: (s) => process.stderr.write(s + "\n"),
});
const tLoaded = performance.now();
// Raw writes: pytest's progress dots arrive without newlines.
pyodide.setStdout({ write: (buf) => { process.stdout.write(buf); return buf.length; } });
pyodide.setStderr({ write: (buf) => { process.stderr.write(buf); return buf.length; } });

for (const rel of COPY) {
  const host = path.join(ROOT, rel);
  if (fs.existsSync(host)) copyTree(pyodide, host, `${PROJECT}/${rel}`);
}
pyodide.FS.chdir(PROJECT);
pyodide.runPython(`
import sys
sys.dont_write_bytecode = True
sys.path.insert(0, ${JSON.stringify(PROJECT)})
`);

if (bench) {
  pyodide.globals.set("bench_argv", pyodide.toPy(extra));
  pyodide.globals.set("bench_module", bench);
  let status = 0;
  try {
    pyodide.runPython(`
import runpy, sys
sys.argv = [bench_module, *bench_argv]
runpy.run_module(bench_module, run_name="__main__", alter_sys=True)
`);
  } catch (e) {
    console.error(String(e.message || e));
    status = 1;
  }
  process.exit(status);
}

const wheels = JSON.parse(fs.readFileSync(wheelList, "utf8"));
for (const w of wheels) {
  if (!fs.existsSync(path.join(WHEELS, w.file))) die(`${w.file} missing from .cache/wheels: python build.py`);
}
await pyodide.loadPackage(["micropip", "packaging"], { messageCallback: () => {} });
pyodide.FS.mkdirTree("/tmp/wheels");
const viaMicropip = wheels.filter((w) => !["micropip", "packaging"].includes(w.name));
for (const w of viaMicropip) pyodide.FS.writeFile(`/tmp/wheels/${w.file}`, fs.readFileSync(path.join(WHEELS, w.file)));
const micropip = pyodide.pyimport("micropip");
await micropip.install.callKwargs(viaMicropip.map((w) => `emfs:/tmp/wheels/${w.file}`), { deps: false });
micropip.destroy();
const tInstalled = performance.now();
console.error(`[pyodide ${pyodide.version}] loaded in ${((tLoaded - t0) / 1000).toFixed(1)} s, ` +
  `test wheels installed in ${((tInstalled - tLoaded) / 1000).toFixed(1)} s`);

pyodide.globals.set("pytest_extra", pyodide.toPy(extra));
let status;
try {
  status = pyodide.runPython(`
import os, pytest
os.environ["ROSARIUM_TEST_GAMES"] = ${JSON.stringify(TEST_GAMES)}
int(pytest.main(["tests/engine", "tests/games", "-q", "-p", "no:cacheprovider", "-m", "not attack and not long", *pytest_extra]))
`);
} catch (e) {
  console.error(String(e.message || e));
  status = 3;
}
process.exit(status);
