#!/usr/bin/env python3
"""Build Rosarium into dist/ (standard library only).

    python build.py                  build dist/
    python build.py serve [--port N] build, then serve dist/ on 127.0.0.1
    python build.py serve --no-build serve what is already in dist/

What a build does:
  1. builds the engine wheel rosarium_engine-<version>-py3-none-any.whl from engine/ with the
     build backend pyproject.toml names (flit_core, pinned; its wheel is fetched once into
     .cache/backend/ and imported from there), in this process, with SOURCE_DATE_EPOCH fixed:
     byte-identical to `pip wheel --no-deps .` under the same SOURCE_DATE_EPOCH;
  2. runs `npm ci --prefix web` when web/node_modules is missing or older than
     web/package-lock.json, then copies the Pyodide runtime files into dist/pyodide/;
  3. fetches the hash-pinned pure-Python wheels the Pyodide test runner installs
     (micropip, packaging, pytest, ...) into .cache/wheels/ (reused by later builds) and
     writes .cache/wheels/pyodide-lock.json, a copy of Pyodide's lock whose micropip and
     packaging entries name the PyPI wheels (PyPI's files differ from Pyodide's builds);
  4. copies the web/ sources into dist/, writes dist/games/info.js (the engine's games() as a
     module: ids, prefixes, variants), links every registered game's stylesheet from
     index.html (web/games/<id>/table.css) and joins index.html's sheets into page.css, runs every build-time generator of tools/build/generators/
     (a game's pages made from seeds/), starts the engine early from index.html, and gives
     every page its Content-Security-Policy meta tag (tools/build/csp.py: inline scripts by hash);
  5. makes the page's standard library (Node, tools/build/make_stdlib.mjs): only the modules the
     engine imports, compiled, as pyodide/python_stdlib.zip(.gz), with the full one beside it as
     pyodide/python_stdlib_full.zip (loaded only if a module outside the cut is imported;
     without Node the full one is the page's), and the engine compiled by the same Python
     beside the wheel; Pyodide's wasm and big script are stored
     gzip-compressed (GZIPPED_RUNTIME, <name>.gz; web/worker.mjs inflates them), so a host
     that compresses nothing still sends them small. No memory snapshot is shipped: the
     browser makes its own after the first start (web/worker.mjs);
  6. writes dist/manifest.json (version, build hash, files with sha256) and dist/sw.js
     (the service worker, stamped with the build hash and the precache list);
  7. writes dist/rosarium-single.html, everything inlined, for file:// use;
  8. prints dist/'s size table (each file, stored and gzipped) and writes it to dist/SIZES.md.

The page writes the engine's files into site-packages itself (web/worker.mjs: the engine
compiled for its Python by tools/build/make_stdlib.mjs, rosarium_engine-<version>-pyodide.zip.gz, or the
wheel from a build without Node); it needs no micropip, so dist/ ships none and
dist/pyodide/pyodide-lock.json lists no packages.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import http.server
import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SIZES_FILE = "SIZES.md"  # dist/'s size table (not part of the site: not in the manifest)
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
WHEEL_CACHE = CACHE / "wheels"
NODE_MODULES = WEB / "node_modules"
PYODIDE_PKG = NODE_MODULES / "pyodide"

# Pyodide files the page loads at run time (314 uses pyodide.asm.mjs, not .asm.js).
PYODIDE_RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# Stored only as <name>.gz in dist/pyodide/ (web/worker.mjs, GZIPPED, must list the same).
GZIPPED_RUNTIME = ["pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
FULL_STDLIB = "python_stdlib_full.zip"

# Pure-Python wheels for the Pyodide test runner: (name, version, file, sha256 of PyPI's file).
# hypothesis stays at 6.155.7: later releases ship only compiled wheels.
TEST_WHEELS = [
    ("micropip", "0.11.1", "micropip-0.11.1-py3-none-any.whl",
     "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"),
    ("packaging", "26.1", "packaging-26.1-py3-none-any.whl",
     "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f"),
    ("pytest", "9.0.2", "pytest-9.0.2-py3-none-any.whl",
     "711ffd45bf766d5264d487b917733b453d917afd2b0ad65223959f59089f875b"),
    ("pluggy", "1.6.0", "pluggy-1.6.0-py3-none-any.whl",
     "e920276dd6813095e9377c0bc5566d94c932c33b27a3e3945d8389c374dd4746"),
    ("iniconfig", "2.3.0", "iniconfig-2.3.0-py3-none-any.whl",
     "f631c04d2c48c52b84d0d0549c99ff3859c98df65b3101406327ecc7d53fbf12"),
    ("pygments", "2.20.0", "pygments-2.20.0-py3-none-any.whl",
     "81a9e26dd42fd28a23a2d169d86d7ac03b46e2f8b59ed4698fb4785f946d0176"),
    ("hypothesis", "6.155.7", "hypothesis-6.155.7-py3-none-any.whl",
     "9f634bdb1f9e9b8ab6ba09431cf2deedb750c96978125a6fb3c5a0f6c6db4131"),
    ("sortedcontainers", "2.4.0", "sortedcontainers-2.4.0-py2.py3-none-any.whl",
     "a163dcaede0f1c021485e957a39245190e74249897e2ae4b2aa38595db237ee0"),
    ("attrs", "26.1.0", "attrs-26.1.0-py3-none-any.whl",
     "c647aa4a12dfbad9333ca4e71fe62ddc36f4e63b2d260a37a8b83d2f043ac309"),
]
# Lock entries the runner loads with pyodide.loadPackage (the rest go through micropip).
LOCK_REWRITE = ("micropip", "packaging")

# web/ files that go into dist/ (by suffix); never node_modules, package*.json, *.md.
WEB_SUFFIXES = {".html", ".js", ".mjs", ".css", ".svg", ".png", ".jpg", ".jpeg", ".webp",
                ".gif", ".ico", ".woff", ".woff2", ".ttf", ".json", ".txt", ".webmanifest"}
WEB_EXCLUDE_NAMES = {"package.json", "package-lock.json"}
WEB_EXCLUDE_DIRS = {"node_modules", "__pycache__"}

# The build backend (pyproject.toml's [build-system]): name, version, file, sha256 of PyPI's file.
BACKEND = ("flit_core", "4.2.0", "flit_core-4.2.0-py3-none-any.whl",
           "2bee22dc8ba89c2e35b4e1ad575e596aac945c85672dd8f3cad21b629036e044")
BACKEND_CACHE = CACHE / "backend"
# Zip timestamps of the wheel (1980-01-01, zip's first date): the same sources give the same bytes.
SOURCE_DATE_EPOCH = "315532800"

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".bin": "application/octet-stream",
    ".gz": "application/octet-stream",
    ".rsnap": "application/octet-stream",
    ".txt": "text/plain; charset=utf-8",
    ".webmanifest": "application/manifest+json",
    ".woff2": "font/woff2",
}


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def project_meta() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]


# ---------------------------------------------------------------- 1. the wheel

def fetch_pinned(spec: str, fname: str, sha: str, dest: Path, *pip_args: str) -> bool:
    """Puts PyPI's file `fname` (pip requirement `spec`) into dest/, checked against `sha`;
    a file already there with that hash is reused. False (with a warning) when it cannot be had."""
    target = dest / fname
    if target.exists() and sha256_file(target) == sha:
        return True
    dest.mkdir(parents=True, exist_ok=True)
    log(f"fetching {fname}")
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               *pip_args, "--quiet", "--disable-pip-version-check", "-d", tmp, spec]
        r = subprocess.run(cmd, capture_output=True, text=True)
        got = Path(tmp) / fname
        if r.returncode != 0 or not got.exists():
            log(f"warning: could not download {fname}: {r.stderr.strip()[-300:]}")
            return False
        actual = sha256_file(got)
        if actual != sha:
            log(f"warning: {fname} sha256 {actual} != pinned {sha}; not used")
            return False
        shutil.move(str(got), target)
    return True


def backend_wheel() -> Path | None:
    """The build backend's wheel (pyproject.toml's [build-system] pin), fetched once into
    .cache/backend/; `pip install --no-index --find-links .cache/backend .` can use it too.
    None when it cannot be fetched (no network on the first build)."""
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    if requires != [f"{BACKEND[0]}=={BACKEND[1]}"]:
        raise SystemExit(f"build: pyproject.toml's build-system requires {requires}; build.py "
                         f"pins {BACKEND[0]}=={BACKEND[1]} (update BACKEND with its sha256)")
    name, version, fname, sha = BACKEND
    if not fetch_pinned(f"{name}=={version}", fname, sha, BACKEND_CACHE):
        return None
    return BACKEND_CACHE / fname


def _import_backend():
    if "flit_core" not in sys.modules:
        whl = backend_wheel()  # else an installed flit_core of the pinned version will do
        if whl:
            sys.path.insert(0, str(whl))  # a pure-Python wheel imports straight from the zip
        try:
            import flit_core.buildapi  # noqa: F401, PLC0415
        except ImportError:
            raise SystemExit(f"build: the build backend {BACKEND[2]} is needed once "
                             f"(network, PyPI) or flit_core=={BACKEND[1]} installed") from None
        finally:
            if whl:
                sys.path.remove(str(whl))
    import flit_core.buildapi  # noqa: PLC0415
    if flit_core.__version__ != BACKEND[1]:
        raise SystemExit(f"build: flit_core {flit_core.__version__} is imported, not the "
                         f"pinned {BACKEND[1]}")
    return flit_core.buildapi


def build_wheel(out_dir: Path, source: Path = ROOT) -> Path:
    """The engine wheel, built by the pinned flit_core through its PEP 517 hook, in this process:
    the same bytes as `SOURCE_DATE_EPOCH=315532800 pip wheel --no-deps .` (tests/packaging)."""
    backend = _import_backend()
    out_dir = Path(out_dir).resolve()
    out_dir.mkdir(parents=True, exist_ok=True)
    cwd, epoch = os.getcwd(), os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = SOURCE_DATE_EPOCH
    try:
        os.chdir(source)  # PEP 517: the hooks run in the source tree
        name = backend.build_wheel(str(out_dir))
    finally:
        os.chdir(cwd)
        if epoch is None:
            del os.environ["SOURCE_DATE_EPOCH"]
        else:
            os.environ["SOURCE_DATE_EPOCH"] = epoch
    wheel = out_dir / name
    dist_info = "-".join(name.split("-")[:2]) + ".dist-info/"
    with zipfile.ZipFile(wheel) as zf:
        outside = [n for n in zf.namelist() if not n.startswith(("engine/", dist_info))]
    if outside:
        raise SystemExit(f"build: the wheel holds files outside engine/: {outside[:5]}")
    return wheel


# ---------------------------------------------------------------- 2. npm + Pyodide

def node_modules_current() -> bool:
    """True when every package in web/package-lock.json is installed at its locked version."""
    lock = json.loads((WEB / "package-lock.json").read_text())
    for key, meta in lock.get("packages", {}).items():
        if not key.startswith("node_modules/") or meta.get("optional") or meta.get("peer"):
            continue
        pkg = WEB / key / "package.json"
        if not pkg.exists() or json.loads(pkg.read_text()).get("version") != meta.get("version"):
            return False
    return True


def ensure_node_modules() -> None:
    if node_modules_current():
        return
    npm = shutil.which("npm")
    if not npm:
        raise SystemExit("build: npm is not installed (Node 18+ with npm is needed)")
    log("npm ci --prefix web")
    subprocess.run([npm, "ci", "--prefix", str(WEB), "--no-audit", "--no-fund"], check=True)
    if not node_modules_current():
        raise SystemExit("build: web/node_modules does not match web/package-lock.json after npm ci")


def pyodide_version() -> str:
    return json.loads((PYODIDE_PKG / "package.json").read_text())["version"]


def copy_pyodide(dest: Path) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_RUNTIME:
        src = PYODIDE_PKG / name
        if not src.exists():
            raise SystemExit(f"build: {src} missing (pyodide {pyodide_version()})")
        if name == "python_stdlib.zip":
            shutil.copyfile(src, dest / FULL_STDLIB)  # make_stdlib() writes the page's cut
        elif name in GZIPPED_RUNTIME:
            (dest / (name + ".gz")).write_bytes(gzip.compress(src.read_bytes(), compresslevel=9, mtime=0))
        else:
            shutil.copyfile(src, dest / name)
    # The page loads no Pyodide packages: ship the lock's header and no package list,
    # so nothing in dist/ points at files that are not there.
    lock = json.loads((PYODIDE_PKG / "pyodide-lock.json").read_text())
    (dest / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}))


# ---------------------------------------------------------------- 3. test wheels

def fetch_test_wheels() -> bool:
    ok = True
    for name, version, fname, sha in TEST_WHEELS:
        ok &= fetch_pinned(f"{name}=={version}", fname, sha, WHEEL_CACHE,
                           "--python-version", "3.14", "--platform", "any")
    lock = json.loads((PYODIDE_PKG / "pyodide-lock.json").read_text())
    pins = {name: (fname, sha) for name, _, fname, sha in TEST_WHEELS}
    for name in LOCK_REWRITE:
        entry = lock["packages"][name]
        entry["file_name"], entry["sha256"] = pins[name]
    (WHEEL_CACHE / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    (WHEEL_CACHE / "wheels.json").write_text(json.dumps(
        [{"name": n, "version": v, "file": f, "sha256": s} for n, v, f, s in TEST_WHEELS], indent=1))
    return ok


# ---------------------------------------------------------------- 4. web sources

def copy_web(dest: Path) -> list[str]:
    copied = []
    for p in sorted(WEB.rglob("*")):
        rel = p.relative_to(WEB)
        if any(part in WEB_EXCLUDE_DIRS or part.startswith(".") for part in rel.parts):
            continue
        if not p.is_file() or p.name in WEB_EXCLUDE_NAMES or p.suffix not in WEB_SUFFIXES:
            continue
        if rel.as_posix() == "sw.js":
            continue  # written by write_service_worker with the build stamp
        out = dest / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        if p.suffix in (".js", ".mjs", ".css"):
            out.write_text(without_comment_lines(p.read_text(encoding="utf-8"), p.suffix), encoding="utf-8")
        else:
            shutil.copyfile(p, out)
        copied.append(rel.as_posix())
    return copied


def without_comment_lines(text: str, suffix: str) -> str:
    """The page's scripts and styles without their whole-line comments (a `//` line, or a
    `/* … */` block that starts and ends its lines): a static host sends them uncompressed, and
    the comments were a fifth of a tutorial page's bytes. Code lines are left exactly as they
    are, a comment after code too, so nothing in a string or a template can be touched."""
    out, block = [], None  # block: the lines of a /* … */ comment being read
    for line in text.split("\n"):
        bare = line.strip()
        if block is not None:
            block.append(line)
            if "*/" in bare:
                if not bare.endswith("*/") or bare.find("*/") != len(bare) - 2:
                    out.extend(block)  # code follows the comment's end on its line: keep it all
                block = None
            continue
        if bare.startswith("/*") and "*/" not in bare[2:]:
            block = [line]
            continue
        if bare.startswith("/*") and bare.find("*/", 2) == len(bare) - 2:
            continue
        if suffix != ".css" and bare.startswith("//"):
            continue
        out.append(line)
    out.extend(block or [])
    return "\n".join(out)


GAME_STYLES_MARK = "<!-- game stylesheets -->"


GAMES_INFO = "games/info.js"  # the engine's game metadata as a module, for web/games/index.js


def page_games() -> list[dict]:
    """The registered games' metadata as the engine gives it to the page (engine.api.games()),
    in its order; each game's table component is web/games/<id>/ (index.js and table.css)."""
    sys.path.insert(0, str(ROOT))
    try:
        from engine import api  # noqa: PLC0415
    finally:
        sys.path.pop(0)
    games = api.games()
    for g in games:
        for name in ("index.js", "table.css"):
            if not (WEB / "games" / g["id"] / name).is_file():
                raise SystemExit(f"build: the engine's game {g['id']} has no web/games/{g['id']}/{name}")
    return games


def write_games_info(dest: Path) -> None:
    """dist/games/info.js: the engine's api.games() as a module, so the page declares no game's
    id, prefix or variants a second time (web/games/index.js joins them to the components)."""
    from engine import api  # noqa: PLC0415 (page_games put the project on the path once)
    out = dest / GAMES_INFO
    listed = page_games()
    games = ",\n".join("  " + json.dumps(g, ensure_ascii=False) for g in listed)
    # what the page would otherwise ask the engine at every start, one round trip each: whether
    # a game's screen is one seat's view (ui_state names its viewer), which games and variants
    # play with a friend by links
    remote = api.remote_games()
    facts = {g["id"]: {"seat_views": "viewer" in api.ui_state(api.new_game(g["id"], "facts"), 0),
                       "remote": remote.get(g["id"], [])} for g in listed}
    out.write_text("// Written by build.py from engine.api.games(); web/games/index.js reads it.\n"
                   f"export const ENGINE_GAMES = [\n{games},\n];\n"
                   f"export const ENGINE_FACTS = {json.dumps(facts, separators=(',', ':'))};\n", encoding="utf-8")


def link_game_styles(index: Path) -> None:
    """Put a stylesheet link for every registered game (web/games/<id>/table.css) where
    index.html marks them, so the page and the single file (which inlines linked sheets) have them."""
    html = index.read_text(encoding="utf-8")
    if html.count(GAME_STYLES_MARK) != 1:
        raise SystemExit(f"build: web/index.html must hold {GAME_STYLES_MARK} once")
    links = "".join(f'<link rel="stylesheet" href="games/{g["id"]}/table.css">\n' for g in page_games())
    index.write_text(html.replace(GAME_STYLES_MARK + "\n", links), encoding="utf-8")


PAGE_STYLES = "page.css"
STYLESHEET_LINK_RE = re.compile(r"""<link rel="stylesheet" href="([^"]+\.css)">\n""")


def lean_css(text: str) -> str:
    """`text` without its comments, indentation and blank lines: the same rules in fewer bytes
    (every byte of the page's first visit counts against its budget). Strings are read as
    strings, so a comment's marks inside one stay."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            if j < 0:
                raise SystemExit("build: a stylesheet comment is never closed")
            i = j + 2
        else:
            out.append(c)
            i += 1
    return "".join(line.strip() + "\n" for line in "".join(out).split("\n") if line.strip())


def join_page_styles(index: Path) -> None:
    """dist/index.html's stylesheets as one file, page.css, in their order (the cascade is the
    same): the game page asked for six sheets, each holding up the first paint and one of the six
    connections an HTTP/1.1 host allows; without their comments and indentation (lean_css). The
    sheets stay in dist/ for the lessons and the embed."""
    html = index.read_text(encoding="utf-8")
    sheets = STYLESHEET_LINK_RE.findall(html)
    if len(sheets) < 2:
        return
    dest = index.parent
    for rel in sheets:
        if "url(" in (dest / rel).read_text(encoding="utf-8"):
            raise SystemExit(f"build: {rel} has a url(): its address would change in {PAGE_STYLES}")
    joined = "".join((dest / rel).read_text(encoding="utf-8").rstrip("\n") + "\n" for rel in sheets)
    (dest / PAGE_STYLES).write_text(lean_css(joined), encoding="utf-8")
    at = STYLESHEET_LINK_RE.search(html).start()  # the joined sheet stands where the first one did
    rest = STYLESHEET_LINK_RE.sub("", html[at:])
    index.write_text(html[:at] + f'<link rel="stylesheet" href="{PAGE_STYLES}">\n' + rest, encoding="utf-8")


# A classic inline script: it runs as the parser reaches it, before any module is fetched, so the
# worker's own fetches (worker.mjs, then Pyodide's files) queue ahead of the page's ~50 modules
# (a browser opens at most 6 connections to an HTTP/1.1 host). Before, an async module script
# importing engine-client.mjs created the worker 150–500 ms into a cold start.
# engine-client.mjs adopts the worker from ROSARIUM_PRESTART (its PRESTARTED slot).
# On a first visit (no service worker in control) it also asks for Pyodide's wasm, the start's
# largest download, at once and hands the body to the worker as it streams ("worker.mjs?early",
# web/worker.mjs fetchAhead): a worker script queues behind the page's modules for the host's six
# connections, and its downloads began only about a second in, while the line sat half idle.
PRESTART = ('<script>(() => { try { const early = /^https?:$/.test(location.protocol)'
            ' && !(navigator.serviceWorker && navigator.serviceWorker.controller)'
            ' ? fetch("pyodide/pyodide.asm.wasm.gz") : null;'
            ' const worker = new Worker(early ? "worker.mjs?early" : "worker.mjs", { type: "module" }), events = [];'
            ' const none = () => worker.postMessage({ earlyWasm: null });'
            # WebKit cannot transfer a stream (DataCloneError): there the body goes over whole,
            # as one transferred buffer; the worker inflates and compiles it all the same.
            ' let streams = false; try { const s = new ReadableStream(); structuredClone(s, { transfer: [s] }); streams = true; } catch (e) {}'
            ' const whole = (r) => r.arrayBuffer().then((b) => worker.postMessage({ earlyWasm: { status: r.status, body: b } }, [b]), none);'
            ' const hand = (r) => { if (!r.ok || !r.body) return none(); if (!streams) return whole(r);'
            ' try { worker.postMessage({ earlyWasm: { status: r.status, body: r.body } }, [r.body]); } catch (e) { whole(r); } };'
            ' if (early) early.then(hand, none).catch(none);'
            ' worker.onmessage = (ev) => events.push(["message", ev]); worker.onerror = (ev) => events.push(["error", ev]);'
            ' globalThis.ROSARIUM_PRESTART = { worker, events }; } catch (e) { /* the page starts its own */ } })();</script>\n')


STATIC_IMPORT_RE = re.compile(r"""(?:\bfrom\s*|\bimport\s*)(["'])(\.{1,2}/[^"'\n]+)\1""")
ANY_IMPORT_RE = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}/[^"'\n]+)\1""")
EMBED_PRELOAD_MARK = "var PRELOAD = null; // build.py writes the lists here"


def module_graph(dest: Path, starts: list[str], pattern: re.Pattern = ANY_IMPORT_RE) -> list[str]:
    """Every module file in dest that `starts` import (themselves included), depth first, by the
    relative imports `pattern` finds: static ones (STATIC_IMPORT_RE), or also dynamic ones (the
    default, ANY_IMPORT_RE)."""
    seen, order, todo = set(), [], list(reversed(starts))
    while todo:
        rel = todo.pop()
        if rel in seen or not rel.endswith((".js", ".mjs")):
            continue
        seen.add(rel)
        order.append(rel)
        for m in pattern.finditer((dest / rel).read_text(encoding="utf-8")):
            todo.append(posixpath.normpath(posixpath.join(posixpath.dirname(rel), m.group(2))))
    return order


def write_embed_preload(dest: Path) -> None:
    """Give dist/embed.js the widget's module graph (and each game's table graph, by position
    prefix), so it can ask for every module at once: found import by import, they came one
    round trip per level of imports, seven levels before a board was drawn."""
    path = dest / "embed.js"
    text = path.read_text(encoding="utf-8")
    if text.count(EMBED_PRELOAD_MARK) != 1:
        raise SystemExit(f"build: web/embed.js must hold {EMBED_PRELOAD_MARK!r} once")
    core = module_graph(dest, ["embed/widget.js"], STATIC_IMPORT_RE)
    lists = {"": core}
    for g in page_games():
        table = module_graph(dest, [f"games/{g['id']}/table.js"], STATIC_IMPORT_RE)
        lists[g["position_prefix"]] = [m for m in table if m not in core]
    path.write_text(text.replace(EMBED_PRELOAD_MARK, f"var PRELOAD = {json.dumps(lists, separators=(',', ':'))};"),
                    encoding="utf-8")


def write_generated(dest: Path) -> None:
    """Runs every module of the package tools.build.generators (each a game's files made from
    seeds/ at build time, with a write(dest) -> Path), so build.py names no game."""
    import importlib  # noqa: PLC0415
    import pkgutil  # noqa: PLC0415
    from tools.build import generators  # noqa: PLC0415
    for info in sorted(pkgutil.iter_modules(generators.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{generators.__name__}.{info.name}")
        log(f"generated {module.write(dest).relative_to(dest)} ({info.name}.py)")


BUNDLE_ENTRY = "shell/app.js"  # the game page's module script (web/index.html)
BUNDLE_MAIN = "app.bundle.js"  # what tools/build/bundle.mjs makes of it, at the site's root
BUNDLE_CHUNK_PREFIX = "c-"  # …and its chunks beside it (tools/build/bundle.mjs chunkNames)
SINGLE_FILE = "rosarium-single.html"


def bundle_page(dest: Path) -> dict:
    """Join the game page's modules into dist/app.bundle.js and a few chunks (tools/build/bundle.mjs:
    esbuild, minified) and point index.html at it: its sixty module files came one round trip
    after another from an HTTP/1.1 host, and the board waited for the last. Returns the bundle's
    outputs ({"<file>": {"imports": [[path, kind]], "entry"}}). The module files stay
    in dist/ for the other pages (the lessons, the embedded boards, the authors' page)."""
    node = shutil.which("node")
    if not node:
        raise SystemExit("build: node is not installed (Node 18+ is needed)")
    done = subprocess.run([node, str(ROOT / "tools" / "build" / "bundle.mjs"), str(dest)], check=True, capture_output=True, text=True)
    outputs = json.loads(done.stdout)
    index = dest / "index.html"
    html = index.read_text(encoding="utf-8")
    tag = f'<script type="module" src="{BUNDLE_ENTRY}"></script>'
    if html.count(tag) != 1:
        raise SystemExit(f"build: web/index.html must load {BUNDLE_ENTRY} once, as {tag}")
    index.write_text(html.replace(tag, f'<script type="module" src="{BUNDLE_MAIN}"></script>'), encoding="utf-8")
    return outputs


def bundle_closure(outputs: dict, start: str) -> list[str]:
    """`start` and every file of the bundle it imports statically (its externals by their path)."""
    seen, todo = [], [start]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.append(name)
        for path, kind in outputs.get(name, {}).get("imports", []):
            if kind == "import-statement":
                todo.append(posixpath.normpath(path))
    return seen


GROUP_ENTRY = "remote/group.js"  # play by links in a group: the page imports it when asked (remote.js)
GROUP_ENGINE = "engine-group.zip"  # its engine modules, fetched by the worker on first use


def group_chunks(outputs: dict) -> set[str]:
    """The bundle's files only play in a group needs (its dynamically imported chunk and what
    only that imports): not precached, so that a first visit does not fetch them."""
    group = {name for name, out in outputs.items() if out.get("entry") == GROUP_ENTRY}

    def reach(skip):
        seen, todo = set(), [BUNDLE_MAIN]
        while todo:
            name = todo.pop()
            if name in seen or name in skip:
                continue
            seen.add(name)
            todo += [posixpath.normpath(path) for path, _ in outputs.get(name, {}).get("imports", [])]
        return seen

    return reach(set()) - reach(group)


def write_group_engine(dest: Path, wheel: Path) -> str:
    """dest/engine-group.zip: the engine modules of play in a group, which the engine compiled
    for the page leaves out (engine.left_out_of_page), as sources. The worker fetches it at the
    first group call and writes them into the engine's package (web/worker.mjs)."""
    import engine as engine_package  # noqa: PLC0415
    developer = {f"engine/{n}.py" for n in engine_package.DEVELOPER_MODULES}
    with zipfile.ZipFile(wheel) as whl, zipfile.ZipFile(dest / GROUP_ENGINE, "w", zipfile.ZIP_DEFLATED) as z:
        names = [n for n in sorted(whl.namelist()) if engine_package.left_out_of_page(n) and n not in developer]
        if not names:
            raise SystemExit("build: the wheel holds no modules of play in a group")
        for n in names:
            info = zipfile.ZipInfo(n, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, whl.read(n))
    log(f"group play's engine modules: {GROUP_ENGINE}, {(dest / GROUP_ENGINE).stat().st_size:,} bytes ({len(names)} files)")
    return GROUP_ENGINE


MODULE_SRC_RE = re.compile(r"""<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']""", re.I)


def bundled_only(dest: Path) -> set[str]:
    """The module files only the game page's bundle holds: no other page, no embedded board and
    nothing the bundle leaves out imports them. The service worker does not precache them."""
    pages = [p for p in dest.rglob("*.html") if p.parent != dest or p.name not in ("index.html", SINGLE_FILE)]
    starts = []
    for page in pages:
        if "pyodide" in page.relative_to(dest).parts:
            continue
        rel_dir = page.parent.relative_to(dest).as_posix()
        for src in MODULE_SRC_RE.findall(page.read_text(encoding="utf-8")):
            starts.append(posixpath.normpath(posixpath.join(rel_dir, src)))
    # embed.js loads the widget by address; what the bundle leaves out (its imports outside it)
    starts += ["embed/widget.js", "engine-client.mjs"]
    bundle = module_graph(dest, [BUNDLE_MAIN])
    starts += [m for m in bundle if not (m == BUNDLE_MAIN or m.startswith(BUNDLE_CHUNK_PREFIX))]
    return set(module_graph(dest, [BUNDLE_ENTRY])) - set(module_graph(dest, starts))


def prestart_engine(index: Path, outputs: dict) -> None:
    """Start the engine worker from dist/index.html before the page's own module scripts (an
    inline script ahead of the stylesheets; the page's first EngineClient adopts that worker)."""
    if not index.exists():
        return
    html = index.read_text(encoding="utf-8")
    m = re.search(r"<link\b[^>]*\brel=[\"']stylesheet[\"']|<script\b[^>]*\btype=[\"']module[\"']", html, re.I)
    if not m:
        return
    index.write_text(html[:m.start()] + PRESTART + page_preload(index.parent, outputs) + html[m.start():], encoding="utf-8")


def page_preload(dest: Path, outputs: dict) -> str:
    """An inline script asking for the page's bundle files and its game's table chunks at once
    (the game from the address's game or position, else the first): found import by import,
    they came one round trip per level, behind the engine's downloads, and the board waited."""
    core = bundle_closure(outputs, BUNDLE_MAIN)
    games = page_games()
    table_of = {out["entry"]: name for name, out in outputs.items() if out.get("entry")}
    tables = {g["id"]: [m for m in bundle_closure(outputs, table_of[f"games/{g['id']}/table.js"]) if m not in core] for g in games}
    prefixes = {g["position_prefix"]: g["id"] for g in games}
    data = json.dumps({"core": core, "tables": tables, "prefixes": prefixes, "opening": games[0]["id"]}, separators=(",", ":"))
    return ("<script>/* ROSARIUM_PRELOAD */ (() => { if (location.protocol === \"file:\") return; const P = " + data + ";"
            " const q = new URLSearchParams(location.search);"
            " const game = P.tables[q.get(\"game\")] ? q.get(\"game\") : P.prefixes[(q.get(\"position\") || \"\").trim().split(/\\s+/)[0]] || P.opening;"
            " for (const m of P.core.concat(P.tables[game])) { const l = document.createElement(\"link\");"
            " l.rel = \"modulepreload\"; l.href = m; document.head.appendChild(l); } })();</script>\n")


def add_csp(dest: Path) -> None:
    """Every page of the site gets its Content-Security-Policy (tools/build/csp.py), after its last
    change (the hashes of its inline scripts go in)."""
    from tools.build import csp  # noqa: PLC0415
    for page in sorted(dest.rglob("*.html")):
        if "pyodide" in page.relative_to(dest).parts:
            continue
        page.write_text(csp.apply(page.read_text(encoding="utf-8")), encoding="utf-8")


# ---------------------------------------------------------------- 5. standard library

def make_stdlib(dest: Path, wheel: Path) -> str | None:
    """dest/python_stdlib.zip.gz: the cut tools/build/make_stdlib.mjs makes, or (no Node, or it
    failed) the full library, so the page always starts. With the cut, the engine compiled by
    the runtime's own Python (tools/build/make_stdlib.mjs) goes beside the wheel, gzipped; its name
    (as the page asks for it, without .gz) is returned, or None: the page then installs the wheel."""
    cut = dest / "python_stdlib.cut.zip"
    compiled = dest.parent / ("-".join(wheel.name.split("-")[:2]) + "-pyodide.zip")  # name-version-pyodide.zip
    node = shutil.which("node")
    data = info = None
    if node:
        r = subprocess.run([node, str(ROOT / "tools" / "build" / "make_stdlib.mjs"), str(PYODIDE_PKG), str(wheel), str(cut),
                            str(compiled)], capture_output=True, text=True, timeout=600)
        if r.returncode == 0 and cut.exists() and compiled.exists():
            info = json.loads(r.stdout.strip().splitlines()[-1])
            data = cut.read_bytes()
            cut.unlink()
        else:
            sys.stderr.write(r.stdout[-2000:] + r.stderr[-4000:])
            compiled.unlink(missing_ok=True)
    if data is None:
        log("warning: no cut standard library (node missing or failed); the page loads the full one")
        data = (dest / FULL_STDLIB).read_bytes()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    (dest / "python_stdlib.zip.gz").write_bytes(packed)
    if not info:
        return None
    log(f"standard library: {info['modules']} modules compiled, {len(packed):,} bytes gzipped "
        f"(full {info['full_bytes']:,}), {info['make_ms'] / 1000:.1f} s")
    engine = compiled.read_bytes()
    compiled.unlink()
    packed = gzip.compress(engine, compresslevel=9, mtime=0)
    (compiled.parent / (compiled.name + ".gz")).write_bytes(packed)
    log(f"engine compiled for the page: {compiled.name}.gz, {len(packed):,} bytes (wheel {wheel.stat().st_size:,})")
    return compiled.name


# ---------------------------------------------------------------- 6. manifest + sw

def list_dist(dest: Path) -> dict[str, dict]:
    files = {}
    for p in sorted(dest.rglob("*")):
        if p.is_file():
            rel = p.relative_to(dest).as_posix()
            if rel in ("manifest.json", "sw.js", "rosarium-single.html", SIZES_FILE):
                continue
            files[rel] = {"sha256": sha256_file(p), "size": p.stat().st_size}
    return files


def write_manifest(dest: Path, wheel: Path, snapshot: str | None, engine: str | None = None,
                   group: str | None = None, on_demand: tuple = ()) -> dict:
    files = list_dist(dest)
    h = hashlib.sha256()
    for rel, meta in files.items():
        h.update(f"{rel}\0{meta['sha256']}\n".encode())
    manifest = {
        "name": "rosarium",
        "version": project_meta()["version"],
        "build": h.hexdigest()[:16],
        "pyodide": pyodide_version(),
        "wheel": wheel.name,
        # what the page installs: the engine compiled for its Python (gzipped as <engine>.gz), else the wheel
        "engine": engine,
        # play in a group's engine modules, fetched on first use (web/worker.mjs)
        "group": group,
        # files the service worker does not precache: asked for only when a person opens group play
        "on_demand": sorted(set(on_demand) | ({group} if group else set())),
        "snapshot": snapshot,
        "pyodide_lock_info": json.loads((dest / "pyodide" / "pyodide-lock.json").read_text())["info"],
        "files": files,
    }
    # compact: every visit's service worker fetches it (a developer reads it with json.tool)
    (dest / "manifest.json").write_text(json.dumps(manifest, separators=(",", ":")))
    return manifest


def write_service_worker(dest: Path, manifest: dict, bundled: set[str] = frozenset()) -> None:
    src = (WEB / "sw.js").read_text()
    # the full standard library is fetched only if the cut lacks a module (never, so far); the
    # wheel is for pip when the page installs the engine compiled for its runtime; the modules
    # only the game page's bundle holds (`bundled`) are not asked for by any page
    # nor play in a group's files: fetched when a person first opens it, and kept in this build's
    # cache then (sw.js ON_DEMAND), so that it plays offline afterwards
    skip = {"pyodide/" + FULL_STDLIB} | ({manifest["wheel"]} if manifest.get("engine") else set()) | set(bundled)
    skip |= set(manifest.get("on_demand") or ())
    precache = ["./"] + [f for f in manifest["files"] if f not in skip] + ["manifest.json"]
    stamped = (src.replace('"__BUILD__"', json.dumps(manifest["build"]))
                  .replace("[/*__FILES__*/]", json.dumps(precache))
                  .replace("[/*__ON_DEMAND__*/]", json.dumps(sorted(manifest.get("on_demand") or ()))))
    if any(mark in stamped for mark in ('"__BUILD__"', "/*__FILES__*/", "/*__ON_DEMAND__*/")):
        raise SystemExit("build: web/sw.js lost its __BUILD__ / __FILES__ / __ON_DEMAND__ placeholders")
    (dest / "sw.js").write_text(stamped)


# ---------------------------------------------------------------- 7. single file

def write_single_file(dest: Path) -> Path | None:
    if not (ROOT / "tools" / "build" / "single_file.py").exists():
        return None
    from tools.build import single_file  # noqa: PLC0415
    return single_file.build(dest)


# ---------------------------------------------------------------- 8. size table

def size_table(dest: Path) -> str:
    """Markdown table of dist/: every file's size as stored and gzipped (level 6, what a web
    server's on-the-fly compression typically sends), with totals."""
    rows, total, total_gz = [], 0, 0
    for p in sorted(dest.rglob("*"), key=lambda p: p.relative_to(dest).as_posix()):
        rel = p.relative_to(dest).as_posix()
        if not p.is_file() or rel == SIZES_FILE:
            continue
        data = p.read_bytes()
        gz = len(gzip.compress(data, compresslevel=6, mtime=0))
        rows.append(f"| `{rel}` | {len(data):,} | {gz:,} |")
        if rel != "rosarium-single.html":
            total, total_gz = total + len(data), total_gz + gz
    return "\n".join([
        "| file | bytes | gzipped |",
        "| --- | ---: | ---: |",
        *rows,
        f"| **all but `rosarium-single.html`** | **{total:,}** | **{total_gz:,}** |",
    ]) + "\n"


def write_sizes(dest: Path) -> None:
    table = size_table(dest)
    (dest / SIZES_FILE).write_text(
        "# dist/ sizes\n\nWritten by `python build.py`: each file as stored and gzipped "
        "(level 6).\n\n" + table)
    print(table, end="", flush=True)


# ---------------------------------------------------------------- build / serve

def build(snapshot: bool = True, single: bool = True) -> dict:
    t_start = time.perf_counter()
    ensure_node_modules()
    staging = CACHE / "dist.staging"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    wheel = build_wheel(staging)
    log(f"wheel {wheel.name} ({wheel.stat().st_size} bytes)")
    copy_pyodide(staging / "pyodide")
    if not fetch_test_wheels():
        log("warning: some test wheels are missing; tests/pyodide/run_tests.mjs will not work")
    copy_web(staging)
    write_games_info(staging)
    link_game_styles(staging / "index.html")
    join_page_styles(staging / "index.html")
    write_generated(staging)
    write_embed_preload(staging)
    outputs = bundle_page(staging)
    prestart_engine(staging / "index.html", outputs)
    add_csp(staging)
    engine = make_stdlib(staging / "pyodide", wheel)
    # "browser": the page makes its memory snapshot itself (web/worker.mjs)
    group = write_group_engine(staging, wheel)
    manifest = write_manifest(staging, wheel, "browser" if snapshot else None, engine, group, group_chunks(outputs))
    write_service_worker(staging, manifest, bundled_only(staging))
    if single:
        out = write_single_file(staging)
        if out:
            log(f"single file dist/{out.name} ({out.stat().st_size / 1e6:.1f} MB)")
    write_sizes(staging)
    # Swap the finished tree in (dist/ is never seen half-written).
    old = CACHE / "dist.old"
    if old.exists():
        shutil.rmtree(old)
    if DIST.exists():
        DIST.rename(old)
    staging.rename(DIST)
    shutil.rmtree(old, ignore_errors=True)
    log(f"dist/ ready: build {manifest['build']}, {len(manifest['files'])} files, "
        f"{time.perf_counter() - t_start:.1f} s")
    return manifest


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=str(DIST), **kwargs)

    def end_headers(self):
        # Revalidate everything (cheap 304s); the service worker is the real cache.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def handle(self):
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            pass  # the browser dropped a request it no longer needs

    def log_message(self, fmt, *args):
        if os.environ.get("ROSARIUM_SERVE_LOG"):
            super().log_message(fmt, *args)


def serve(port: int) -> None:
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    httpd.daemon_threads = True
    print(f"Serving dist/ at http://127.0.0.1:{httpd.server_address[1]}/  (Ctrl-C to stop)", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", nargs="?", default="build", choices=["build", "serve", "wheel"])
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--no-build", action="store_true", help="serve: skip the build")
    ap.add_argument("--no-snapshot", action="store_true", help="pages never make a memory snapshot")
    ap.add_argument("--no-single", action="store_true", help="skip rosarium-single.html")
    args = ap.parse_args(argv)
    if args.command == "wheel":  # only the wheel, into build/ (dist/ stays consistent)
        print(build_wheel(ROOT / "build"))
        return 0
    if not (args.command == "serve" and args.no_build):
        build(snapshot=not args.no_snapshot, single=not args.no_single)
    if args.command == "serve":
        serve(args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
