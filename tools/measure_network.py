#!/usr/bin/env python3
"""Measure what Rosarium's pages download and how soon they are usable, on a slow and a fast line.

    python tools/measure_network.py [--dist DIR] [--net slow,fast] [--pages game,lesson,tutorial] [--warm N] [--json]

Serves dist/ (build it first) on 127.0.0.1 with a plain static server (Python's
SimpleHTTPRequestHandler: no compression, Last-Modified revalidation, no Cache-Control header,
as `python -m http.server` serves it) that counts every byte it sends, headers included: the
page's, its workers' (the engine worker, the service worker and its precache) alike. Debian's
Chromium (Playwright for Python, never a downloaded browser) visits each page cold, then warm
(--warm N: N warm visits one after another, each its own row, and their range and median):

  cold  a fresh browser profile (its own temporary directory): empty HTTP cache (on disk, as a
        reader's browser has one: an in-memory cache would not keep the large runtime files, and
        every worker would fetch it again), no service worker;
  warm  the same context, a later visit, with whatever the first one left (the HTTP cache and,
        when the page started the engine, the service worker and its precache).

Lines (Chromium's network emulation, CDP Network.emulateNetworkConditions, set on the page's
session before it loads; Chromium holds the page's dedicated workers, the engine worker among
them, to the same line: its 28 MB of Pyodide files take 25 s at 9 Mbit/s):
  slow  9 Mbit/s down, 60 ms latency;
  fast  unthrottled.

Pages: each registered game's table (`index.html?game=<id>`), the rules lesson of the first
registered game (`lessons/lesson.html?game=<id>`), and a tutorial page made here: three static
boards, one per registered game (a shared position of a game played a few moves, each board
carrying its picture, data-ui, as the app's Embed snippet writes it), and embed.js.

Columns: bytes sent until the page was usable (the later of its two times below), bytes sent in
all (after the service worker, if the page installed one, has finished its precache, or the line
has been quiet for a while), the time to the board drawn (the game page: the first element in
#table; other pages: every board in the first screenful, and every static board, has its table
drawn: the engine's picture, the carried one or the game's own preview), the time to the
first legal move possible (the game page: window.rosarium.settled with <body data-engine=ready>;
a lesson: its first board that takes moves is ready; the tutorial page has none), whether the
engine worker was started and how (a plain start, or from the memory snapshot the browser made
after the first one; after a plain start the tool waits for that snapshot before the warm visit).
Times are seconds from the start of navigation.
"""
from __future__ import annotations

import argparse
import html
import http.server
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402  (its MIME types; dist/'s place)
from engine import api  # noqa: E402

CHROMIUM = os.environ.get("ROSARIUM_CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]
LINES = {
    "slow": {"label": "9 Mbit/s, 60 ms", "down": 9_000_000 / 8, "up": 9_000_000 / 8, "latency": 60},
    "fast": {"label": "unthrottled", "down": None, "up": None, "latency": 0},
}
TUTORIAL = "/__tutorial.html"
PICTURE_SEED = 1  # web/embed/engine-board.js: the seed a static board opens a shared position with
QUIET_S = 3.0  # a line quiet this long: the page has fetched what it will
WAIT_S = 240  # at most this long for a page to be usable, and again for its service worker

# Notes when the page is usable, from its own signs (polled: the boards live in shadow roots).
PROBE = r"""
(() => {
  const m = (window.__measure = { shown: null, legal: null, engine: false, snapshot: null, worker: null, ready: null, timings: null });
  const origWorker = window.Worker;
  window.Worker = class extends origWorker {
    constructor(...a) {
      super(...a);
      m.engine = true;
      const made = performance.now();
      this.addEventListener("message", (ev) => {
        if (ev.data && ev.data.ready && m.snapshot === null) {
          m.snapshot = !!ev.data.snapshot;
          // the engine worker's own milestones, in ms since it began, and when it began and was ready
          m.worker = made;
          m.ready = performance.now();
          m.timings = ev.data.timings || null;
        }
      });
    }
  };
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight;
  };
  const drawnBoard = (host) => {
    const t = host.shadowRoot && host.shadowRoot.querySelector(".rw-table");
    return host.dataset.rwState === "error" || (!!t && !t.hidden && t.childElementCount > 0);
  };
  const tick = () => {
    const now = performance.now();
    const boards = [...document.querySelectorAll("[data-rosarium]")];
    const table = document.getElementById("table");
    if (m.shown === null) {
      if (table && table.firstElementChild) m.shown = now;
      else if (!table && boards.length && !document.body.dataset.building) {
        // the boards in the first screenful, and every static board (a picture) further down
        const stat = (b) => !!(b.shadowRoot && b.shadowRoot.querySelector(".rw[data-mode=static]"));
        const seen = boards.filter((b) => inView(b) || stat(b));
        if ((seen.length ? seen : boards.slice(0, 1)).every(drawnBoard)) m.shown = now;
      }
    }
    if (m.legal === null) {
      if (window.rosarium && window.rosarium.settled && document.body.dataset.engine === "ready") m.legal = now;
      const moving = boards.filter((b) => b.shadowRoot && b.shadowRoot.querySelector(".rw:not([data-mode=static])"));
      if (!table && moving.some((b) => ["ready", "solved"].includes(b.dataset.rwState))) m.legal = now;
    }
    m.static = !table && boards.length > 0 && boards.every((b) => b.shadowRoot && b.shadowRoot.querySelector(".rw[data-mode=static]"));
  };
  setInterval(tick, 20);
  document.addEventListener("DOMContentLoaded", tick);
})();
"""


# ---------------------------------------------------------------- the server


class Counter:
    def __init__(self):
        self.lock = threading.Lock()
        self.reset()

    def reset(self):
        with self.lock:
            self.bytes, self.requests, self.last = 0, 0, time.monotonic()
            self.by_path = {}  # path -> [responses, bytes]

    def add(self, n, path="?"):
        with self.lock:
            self.bytes += n
            self.last = time.monotonic()
            self.by_path.setdefault(path, [0, 0])[1] += n


class CountingFile:
    """The response stream: counts what is sent, by the path asked for."""

    def __init__(self, raw, counter):
        self.raw, self.counter, self.path = raw, counter, "?"

    def write(self, data):
        n = self.raw.write(data)
        self.counter.add(len(data), self.path)
        return n

    def flush(self):
        self.raw.flush()

    def __getattr__(self, name):
        return getattr(self.raw, name)


def start_server(dist: Path, tutorial: bytes, counter: Counter):
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **build.MIME}

        def __init__(self, *a, **kw):
            super().__init__(*a, directory=str(dist), **kw)

        def setup(self):
            super().setup()
            self.wfile = CountingFile(self.wfile, counter)

        def do_GET(self):
            path = self.path.split("?")[0]
            self.wfile.path = path
            with counter.lock:
                counter.requests += 1
                counter.by_path.setdefault(path, [0, 0])[0] += 1
            if self.path.split("?")[0] == TUTORIAL:
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(tutorial)))
                self.end_headers()
                self.wfile.write(tutorial)
                return
            super().do_GET()

        def handle(self):
            try:
                super().handle()
            except (ConnectionResetError, BrokenPipeError):
                pass

        def log_message(self, fmt, *args):
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


# ---------------------------------------------------------------- the tutorial page


def played(game: str, plies: int = 6, seed: int = 7) -> dict:
    """A new game of `game` with a few moves played (the first legal action each time)."""
    state = api.new_game(game, seed)
    for _ in range(plies):
        legal = api.legal_actions(state)
        if api.outcome(state) is not None or not legal:
            break
        state = api.apply(state, legal[0])
    return state


def static_board(game: dict) -> str:
    """A static board of `game` as the Embed snippet writes it: a shared position with its picture."""
    position = api.share_position(played(game["id"]))
    opened = api.from_position(position, PICTURE_SEED)
    hidden = "viewer" in api.ui_state(opened, 0)
    ui = api.ui_state(opened, 0) if hidden else api.ui_state(opened)
    attr = lambda v: html.escape(v, quote=True)  # noqa: E731
    ui_text = json.dumps(ui, ensure_ascii=False, separators=(",", ":")).replace("&", "&amp;").replace("'", "&#39;")
    return (f'<div data-rosarium data-mode="static" data-position="{attr(position)}"'
            + (' data-seat="0"' if hidden else "")
            + f' data-title="{attr(game["names"]["en"])}" data-ui=\'{ui_text}\'></div>\n')


def tutorial_page() -> bytes:
    boards = "".join(f"<h2>{html.escape(g['names']['en'])}</h2>\n<p>A position of the game.</p>\n{static_board(g)}"
                     for g in api.games())
    return ('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rules tutorial</title>'
            '<link rel="icon" href="icon.svg"></head><body><h1>Three games, three pictures</h1>\n'
            f'{boards}<script src="embed.js"></script></body></html>\n').encode()


# ---------------------------------------------------------------- visits


def wait_quiet(counter: Counter, page, limit_s: float) -> None:
    """Until the service worker (if the page has one) is active and the line has been quiet."""
    end = time.monotonic() + limit_s
    try:
        page.evaluate("""() => navigator.serviceWorker.getRegistration().then((r) => r
             ? Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((ok) => setTimeout(() => ok(false), %d))])
             : false)""" % int(limit_s * 1000))
    except Exception:  # noqa: BLE001 (a page without service workers)
        pass
    while time.monotonic() < end and time.monotonic() - counter.last < QUIET_S:
        time.sleep(0.25)


def timeline(fetched) -> list:
    """Each fetch as [path, start s, end s], from the first fetch (the page's own document)."""
    if not fetched:
        return []
    t0 = min(start for _, start, _ in fetched)
    return sorted([url.split("/", 3)[-1], round((start - t0) / 1000, 3),
                   round((start - t0 + max(end, 0)) / 1000, 3)] for url, start, end in fetched)


def visit(page, url: str, counter: Counter) -> dict:
    counter.reset()
    fetched = []  # (url, start ms since epoch, ms to its last byte): the page's and its workers'

    def finished(req):
        t = req.timing
        fetched.append((req.url, t["startTime"], t["responseEnd"]))

    page.on("requestfinished", finished)
    page.goto(url)
    usable = "window.__measure && window.__measure.shown !== null && (window.__measure.legal !== null || window.__measure.static)"
    try:
        page.wait_for_function(usable, timeout=WAIT_S * 1000, polling=50)
    except Exception:  # noqa: BLE001 (reported as missing times)
        pass
    m = page.evaluate("window.__measure")
    sent_ready = counter.bytes
    wait_quiet(counter, page, WAIT_S)
    if m["snapshot"] is False:  # the page makes its memory snapshot a little later (engine-client.mjs)
        try:
            page.wait_for_function("globalThis.ROSARIUM_SNAPSHOT_MADE !== undefined", timeout=WAIT_S * 1000)
        except Exception:  # noqa: BLE001 (the warm visit shows it)
            pass
    return {"drawn_s": None if m["shown"] is None else m["shown"] / 1000,
            "legal_s": None if m["legal"] is None else m["legal"] / 1000,
            "engine": m["engine"] or bool(page.workers), "snapshot": m["snapshot"],
            "worker_s": None if m["worker"] is None else m["worker"] / 1000,
            "ready_s": None if m["ready"] is None else m["ready"] / 1000, "worker_ms": m["timings"],
            "bytes_ready": sent_ready, "bytes_all": counter.bytes, "requests": counter.requests,
            "timeline": timeline(fetched),
            "by_path": {k: v for k, v in sorted(counter.by_path.items(), key=lambda kv: -kv[1][1])}}


def measure(dist: Path, nets: list[str], kinds: list[str], visits=("cold", "warm")) -> list[dict]:
    from playwright.sync_api import sync_playwright

    games = [g["id"] for g in api.games()]
    pages = []
    if "game" in kinds:
        pages += [(f"game {g}", f"/index.html?game={g}") for g in games]
    if "lesson" in kinds:
        pages.append((f"lesson {games[0]}", f"/lessons/lesson.html?game={games[0]}"))
    if "tutorial" in kinds:
        pages.append(("tutorial: 3 static boards", TUTORIAL))
    counter = Counter()
    httpd, base = start_server(dist, tutorial_page(), counter)
    rows = []
    try:
        with sync_playwright() as p:
            for net in nets:
                cond = LINES[net]
                for name, path in pages:
                    profile = tempfile.TemporaryDirectory(ignore_cleanup_errors=True)
                    ctx = p.chromium.launch_persistent_context(
                        profile.name, executable_path=CHROMIUM, headless=True, args=CHROME_ARGS,
                        viewport={"width": 1280, "height": 900}, locale="en-US", bypass_csp=True)
                    ctx.add_init_script(PROBE)
                    for visit_name in visits:
                        page = ctx.new_page()
                        if cond["down"]:
                            cdp = ctx.new_cdp_session(page)
                            cdp.send("Network.enable")
                            cdp.send("Network.emulateNetworkConditions", {
                                "offline": False, "latency": cond["latency"],
                                "downloadThroughput": cond["down"], "uploadThroughput": cond["up"]})
                        r = visit(page, base + path, counter)
                        rows.append({"page": name, "line": cond["label"], "visit": visit_name, **r})
                        print(row_text(rows[-1]), file=sys.stderr, flush=True)
                        page.close()
                    ctx.close()
                    profile.cleanup()
    finally:
        httpd.shutdown()
    return rows


# ---------------------------------------------------------------- output


def kb(n: int) -> str:
    return f"{n / 1000:,.0f} kB" if n < 1_000_000 else f"{n / 1_000_000:,.2f} MB"


def sec(x) -> str:
    return "—" if x is None else f"{x:.2f} s"


HEADER = ["page", "line", "visit", "sent until usable", "sent in all", "board drawn", "first legal move", "engine"]
ENGINE = {None: "started", True: "from snapshot", False: "plain start"}


def row_text(r: dict) -> str:
    return (f"| {r['page']} | {r['line']} | {r['visit']} | {kb(r['bytes_ready'])} | {kb(r['bytes_all'])} | "
            f"{sec(r['drawn_s'])} | {sec(r['legal_s'])} | {ENGINE[r['snapshot']] if r['engine'] else 'no'} |")


def table(rows: list[dict]) -> str:
    return "\n".join(["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)] + [row_text(r) for r in rows])


def warm_summary(rows: list[dict]) -> str:
    """Per page and line: the first legal move over its warm visits (range and median)."""
    out = []
    for key in dict.fromkeys((r["page"], r["line"]) for r in rows):
        t = sorted(r["legal_s"] for r in rows if (r["page"], r["line"]) == key and r["visit"] == "warm" and r["legal_s"] is not None)
        if t:
            out.append(f"{key[0]} / {key[1]}: {len(t)} warm visits, first legal move {t[0]:.2f}–{t[-1]:.2f} s, "
                       f"median {statistics.median(t):.2f} s")
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dist", type=Path, default=build.DIST, help="the built site (default: dist/)")
    ap.add_argument("--net", default="slow,fast", help="lines to measure on: slow, fast (comma-separated)")
    ap.add_argument("--pages", default="game,lesson,tutorial", help="pages: game, lesson, tutorial (comma-separated)")
    ap.add_argument("--json", action="store_true", help="print the rows as JSON instead of the table")
    ap.add_argument("--warm", type=int, default=1, metavar="N",
                    help="warm visits after the cold one, each its own row (default 1; warm starts vary from visit to visit)")
    ap.add_argument("-v", "--verbose", action="store_true", help="also print, per visit, the files sent most (responses, bytes)")
    args = ap.parse_args()
    dist = args.dist.resolve()
    if not (dist / "manifest.json").exists():
        print(f"{dist} is not built: python build.py", file=sys.stderr)
        return 2
    nets = [n.strip() for n in args.net.split(",") if n.strip()]
    kinds = [k.strip() for k in args.pages.split(",") if k.strip()]
    bad = [n for n in nets if n not in LINES] + [k for k in kinds if k not in ("game", "lesson", "tutorial")]
    if bad:
        print(f"unknown: {', '.join(bad)}", file=sys.stderr)
        return 2
    if args.warm < 0:
        print("--warm: a count of visits, 0 or more", file=sys.stderr)
        return 2
    rows = measure(dist, nets, kinds, visits=("cold",) + ("warm",) * args.warm)
    if args.warm > 1:
        print(warm_summary(rows), file=sys.stderr)
    if not args.verbose:
        for r in rows:
            del r["by_path"], r["timeline"]
    print(json.dumps(rows, indent=1) if args.json else table(rows))
    if args.verbose and not args.json:
        for r in rows:
            top = ", ".join(f"{path} {n}x {kb(b)}" for path, (n, b) in list(r["by_path"].items())[:8])
            print(f"{r['page']} / {r['line']} / {r['visit']}: {r['requests']} responses; {top}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
