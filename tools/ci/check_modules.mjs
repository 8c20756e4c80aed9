// Checks the web modules' import graph in a built site: `node tools/ci/check_modules.mjs DIST`.
//
// esbuild (the bundler the build uses) reads every module of DIST (the page, the embed, the
// lessons, the session, the games; Pyodide's own files and the bundle's output left out) and
// its metafile gives each module's imports, static and dynamic. Its rules, each failure named:
//   1. no import cycle among the modules: inside a cycle, the order in which a browser evaluates
//      them decides what each sees (WebKit then reads a name before it is set);
//   2. the toolkit the embedded boards and the lessons stand on (web/core, web/session,
//      web/embed, web/lessons, the engine client) reaches no module of the page (PAGE below:
//      web/shell and web/remote, but for the words the games' tables share with the page);
//   3. the game session reaches none of the page's words, settings, dialogs or language;
//   4. web/core, the floor, imports only web/core, the engine client and the site's storage
//      names (site.mjs).
// Prints one line of figures; exit status 1 on a failure.

import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "..", "..", "web", "package.json"));
const esbuild = require("esbuild");

const dist = path.resolve(process.argv[2] || "dist");
// the game page's own modules: its state, its controller, the features mounted on it, its
// settings (read from the address as they load), its dialogs; all of web/shell but the words
// (strings.js and its twin) that the games' tables, drawn by the page, the embed and the lessons
// alike, share with it
const PAGE = /^(shell\/(?!strings(\.de)?\.js$).*|remote\/.*)$/;
// what the embedded boards and the lessons load: none of it may reach the page
const TOOLKIT = /^(core\/|session\/|embed\/|lessons\/|engine-client\.mjs$)/;
// the floor everything stands on (dom, language, history, seeds, the saved-picture check, roving
// focus, computer speeds, the engine's handle, the computer players, sharing): it imports only
// itself, the engine client and the site's storage names
const CORE = /^core\//;
const CORE_FLOOR = /^(core\/|engine-client\.mjs$|site\.mjs$)/;
// what a headless session must not reach: the page's words, its settings (read from
// location.search as they load), its dialogs, its language (read from the browser)
const HEADLESS = /^session\//;
const WORDS_AND_PAGE = /^(shell\/(strings|strings\.de|config|dialogs)\.js|core\/lang\.js)$/;
const SKIP = /^(pyodide\/|app\.bundle\.js$|c-[A-Z0-9]+\.js$|sw\.js$|worker\.mjs$)/;

function modules(dir, rel = "") {
  const out = [];
  for (const name of fs.readdirSync(path.join(dir, rel)).sort()) {
    const r = rel ? `${rel}/${name}` : name;
    if (SKIP.test(r)) continue;
    const st = fs.statSync(path.join(dir, r));
    if (st.isDirectory()) out.push(...modules(dir, r));
    else if (/\.(m?js)$/.test(name)) out.push(r);
  }
  return out;
}

const entries = modules(dist);
const result = await esbuild.build({
  entryPoints: entries.map((r) => path.join(dist, r)),
  bundle: true,
  write: false,
  metafile: true,
  format: "esm",
  splitting: true,
  outdir: path.join(dist, ".module-check"),
  logLevel: "silent",
  // a module's address built from a value (a game's table, a lesson) is not followed
  external: ["./pyodide/*", "../pyodide/*"],
});

const rel = (p) => path.relative(dist, path.resolve(p)).split(path.sep).join("/");
const graph = new Map();
for (const [input, meta] of Object.entries(result.metafile.inputs)) {
  graph.set(rel(input), meta.imports.filter((i) => !i.external).map((i) => ({ to: rel(i.path), kind: i.kind })));
}

const failures = [];

// 1. cycles: a depth-first walk; a module met again while still on the path closes a cycle
const seen = new Set();
const onPath = [];
const cycles = new Set();
function walk(m) {
  if (onPath.includes(m)) {
    const cycle = onPath.slice(onPath.indexOf(m));
    const start = cycle.indexOf([...cycle].sort()[0]); // one spelling per cycle
    cycles.add([...cycle.slice(start), ...cycle.slice(0, start)].join(" -> "));
    return;
  }
  if (seen.has(m)) return;
  seen.add(m);
  onPath.push(m);
  for (const { to } of graph.get(m) || []) walk(to);
  onPath.pop();
}
for (const m of [...graph.keys()].sort()) walk(m);
for (const c of [...cycles].sort()) failures.push(`import cycle: ${c} -> ${c.split(" -> ")[0]}`);

/** The first module matching `bad` that `start` reaches, with the chain to it, or null. */
function reaches(start, bad) {
  const from = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const m = queue.shift();
    if (m !== start && bad.test(m)) {
      const chain = [];
      for (let x = m; x !== null; x = from.get(x)) chain.unshift(x);
      return { module: m, chain: chain.join(" -> ") };
    }
    for (const { to } of graph.get(m) || []) {
      if (!from.has(to)) {
        from.set(to, m);
        queue.push(to);
      }
    }
  }
  return null;
}

// 2. the toolkit reaches no page module; 3. the session reaches no words (chains named)
for (const start of [...graph.keys()].sort()) {
  const page = TOOLKIT.test(start) && reaches(start, PAGE);
  if (page) failures.push(`${start} reaches the page module ${page.module}: ${page.chain}`);
  const words = HEADLESS.test(start) && reaches(start, WORDS_AND_PAGE);
  if (words) failures.push(`${start} is headless but reaches ${words.module}: ${words.chain}`);
}

// 4. the floor imports nothing above it
for (const start of [...graph.keys()].sort()) {
  if (!CORE.test(start)) continue;
  for (const { to } of graph.get(start) || []) {
    if (!CORE_FLOOR.test(to)) failures.push(`${start} is in core/ but imports ${to}`);
  }
}

const edges = [...graph.values()].reduce((n, list) => n + list.length, 0);
console.log(JSON.stringify({ modules: graph.size, imports: edges, cycles: cycles.size, failures: failures.length }));
for (const f of failures) console.error(f);
process.exit(failures.length ? 1 : 0);
