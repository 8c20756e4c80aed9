// Bundles the game page's modules for dist/ (called by build.py): `node tools/build/bundle.mjs DIST`.
//
// The game page imports some sixty modules; on an HTTP/1.1 host (six connections, a round trip
// each) they came one after another and the board waited for the last. esbuild joins the page's
// module graph (from DIST/shell/app.js) into DIST/app.bundle.js and a few chunks DIST/c-<hash>.js
// (what the page loads later: each game's table, the German texts, the embed snippet), minified.
// The output sits at the site's root, beside engine-client.mjs, whose `import.meta.url` finds
// worker.mjs and sw.js there. The embed widget and the games' fixed data stay modules of their
// own (external): they find their neighbours by their own `import.meta.url` in embed/ (tutorial
// pages load them from there too). Every other script of dist/ is minified on its own.
//
// Prints the metafile's outputs as JSON: {"<output>": {"imports": [[path, kind]], "entry": "<source>"}}.

import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "..", "..", "web", "package.json"));
const esbuild = require("esbuild");

const dist = path.resolve(process.argv[2] || "dist");
const EXTERNAL = /(^|\/)embed\/(widget|fixed-data)\.js$/;

const keepOwn = {
  name: "rosarium-external-embed",
  setup(build) {
    build.onResolve({ filter: /\.js$/ }, (args) => {
      if (args.kind === "entry-point") return undefined;
      const abs = path.resolve(args.resolveDir, args.path);
      const rel = path.relative(dist, abs).split(path.sep).join("/");
      // the bundle is at the root: the module's address from there
      return EXTERNAL.test(rel) ? { path: `./${rel}`, external: true } : undefined;
    });
  },
};

const result = await esbuild.build({
  entryPoints: [path.join(dist, "shell", "app.js")],
  absWorkingDir: dist,
  outdir: dist,
  entryNames: "[name].bundle",
  chunkNames: "c-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  target: "es2022",
  metafile: true,
  logLevel: "error",
  legalComments: "none",
  plugins: [keepOwn],
});

// Every other script of the site, minified on its own (the lessons, the embedded boards, the
// authors' page and the worker load them as they are): imports, exports and top-level names stay.
const made = new Set(Object.keys(result.metafile.outputs).map((f) => path.resolve(dist, f)));
for (const file of walk(dist)) {
  if (!/\.(m?js)$/.test(file) || made.has(file) || file.includes(`${path.sep}pyodide${path.sep}`)) continue;
  const code = fs.readFileSync(file, "utf8");
  const out = await esbuild.transform(code, { loader: "js", minify: true, target: "es2022", legalComments: "none", sourcefile: file });
  if (out.code.length < code.length) fs.writeFileSync(file, out.code);
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

const outputs = {};
for (const [name, out] of Object.entries(result.metafile.outputs)) {
  outputs[name] = {
    imports: out.imports.map((i) => [i.path, i.kind]),
    entry: out.entryPoint || null,
  };
}
process.stdout.write(JSON.stringify(outputs));
