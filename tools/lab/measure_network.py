#!/usr/bin/env python3
"""Measure what Rosarium's pages download and how soon they are usable, on a slow and a fast line,
in each browser engine the same way.

    python tools/lab/measure_network.py [--dist DIR] [--browser chromium,firefox,webkit] [--net slow,fast]
        [--pages game,lesson,tutorial] [--game ID,...] [--warm N] [--throttle auto|cdp|server]
        [--memory [--moves N]] [--without snapshot-maker,search-worker,rules-worker] [--json] [-v]

Serves dist/ (build it first) on 127.0.0.1 with a plain static server (Python's
SimpleHTTPRequestHandler: no compression, Last-Modified revalidation, no Cache-Control header,
as `python -m http.server` serves it) that counts every byte it sends, headers included: the
page's, its workers' (the engine worker, the service worker and its precache) alike. Each engine
(--browser; Debian's builds, never a downloaded browser, driven through tests/browsers/drivers.py's
interface: Chromium by Playwright, Firefox ESR over WebDriver BiDi, WebKitGTK's MiniBrowser over W3C
WebDriver) visits each page cold, then warm (--warm N: N warm visits one after another, each its
own row, and their range and median):

  cold  a fresh browser profile: Chromium, its own temporary directory, with an empty HTTP cache
        on disk (as a reader's browser has one: an in-memory cache would not keep the large runtime
        files, and every worker would fetch it again); Firefox, a user context of its own (its own
        cache, storage and service workers); WebKit, a WebDriver session of its own (an ephemeral
        data store, as a private window has: no disk cache, so the service worker's precache
        fetches the runtime again, and so does each later worker that starts before the precache
        holds it: "sent in all" counts them). No service worker.
  warm  the same profile, a later visit in a new tab (the previous one closed), with whatever
        the first one left: the HTTP cache and, when the page started the engine, the service
        worker and its precache, and the memory snapshot (the tool waits for both before the warm
        visit).

Lines (--net), and how they are made (--throttle):
  slow  9 Mbit/s down, 60 ms latency;
  fast  unthrottled.
  cdp     Chromium's network emulation (CDP Network.emulateNetworkConditions, set on the page's
          session before it loads; Chromium holds the page's dedicated workers, the engine worker
          among them, to the same line: its 28 MB of Pyodide files take 25 s at 9 Mbit/s). Chromium
          only; the default when only Chromium is measured (the figures measured before).
  server  this tool's server paces what it sends: 9 Mbit/s shared by all connections (16 kB at a
          time, in the order asked), and 60 ms before each response. Firefox and WebKit have no
          network emulation a tool can set; the default whenever --browser names one of them, and
          then for Chromium too, so the engines are compared on the same line. Its rows' line says
          "(server)".

Pages: each registered game's table (`index.html?game=<id>`), the rules lesson of the first
registered game (`lessons/lesson.html?game=<id>`), and a tutorial page made here: three static
boards, one per registered game (a shared position of a game played a few moves, each board
carrying its picture, data-ui, as the app's Embed snippet writes it), and embed.js. Firefox and
WebKit visit only the game pages (their times come from the game page's own marks, below).

Columns (with several engines, the engine first; with --memory, the peak memory last): bytes
sent until the page was usable (the later of its two times below), bytes sent in
all (after the service worker, if the page installed one, has finished its precache, or the line
has been quiet for a while), the time to the board drawn (the game page: the first element in
#table; other pages: every board in the first screenful, and every static board, has its table
drawn: the engine's picture, the carried one or the game's own preview), the time to the
first legal move possible (the game page: window.rosarium.settled with <body data-engine=ready>;
a lesson: its first board that takes moves is ready; the tutorial page has none), whether the
engine worker was started and how (a plain start, or from the memory snapshot the browser made
after the first one; after a plain start the tool waits for that snapshot before the warm visit).
Times are seconds from the start of navigation. The game page marks its two times itself
(User Timing: "rosarium-board", "rosarium-legal", web/shell/board-view.js), which the tool reads in
every engine (WebDriver classic runs no script of the tool's before the page's own). In Chromium
an injected script (PROBE) also polls the same signs every 20 ms, for the pages without marks (the
lesson, the tutorial) and the engine worker's own milestones (--json); a game page's row takes
the marks (the probe's times, within its 20 ms, are kept in --json as drawn_probe_s, legal_probe_s).

--memory (WebKit): WebKitGTK runs a page, its workers included, in a WebKitWebProcess, a child of
the session's MiniBrowser. During each visit of a game page (its start, then --moves N moves of
the person against the computer, each answered, then the service worker's precache and the
snapshot maker) the tool reads VmRSS of the session's web processes from /proc every 0.1 s; the
column "peak memory" is the highest VmRSS of the page's process (the one that peaks highest,
the previous tabs' processes left aside: a closed tab's process lingers a while) in MB (10^6
bytes). --json adds its RssAnon at that moment (VmRSS less the mapped files, the libraries
among them), its VmHWM (the kernel's own peak, reset at the visit's start), each web process's
peak and, with -v, a timeline. The moves make the warm visit resume a game a few moves in.

--without serves the game page with a script that refuses those workers (as
tests/browser/conftest.py's NO_SNAPSHOT_MAKER does): snapshot-maker; search-worker (the computer
then searches in the rules worker); rules-worker (no engine at all: the page draws its board and
says the engine could not start). The peak without a worker, against the peak with it, is what
that worker takes.

Rows print as they are measured (stderr); then the table, and with several engines a summary of
engine × page: the first visit on the slow line, the warm start on the fast line, the peak memory.
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

ROOT = Path(__file__).resolve().parents[2]
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
            self.t0 = self.last
            self.by_path = {}  # path -> [responses, bytes]
            self.sent = []  # [path, s asked, s its last byte sent] since reset: the server's own timeline

    def response(self, path, asked):
        with self.lock:
            self.sent.append([path.lstrip("/"), round(asked - self.t0, 3), round(time.monotonic() - self.t0, 3)])

    def add(self, n, path="?"):
        with self.lock:
            self.bytes += n
            self.last = time.monotonic()
            self.by_path.setdefault(path, [0, 0])[1] += n


class Pacer:
    """The server's own line (--throttle server): every response waits its latency first, and
    the bytes of all connections leave one piece at a time at the line's rate, in the order the
    pieces were asked for (a piece leaves when its time on the line is over)."""

    PIECE = 16_384

    def __init__(self):
        self.lock = threading.Lock()
        self.rate, self.latency, self.free = None, 0.0, 0.0

    def set(self, line):
        with self.lock:
            self.rate = line["down"] if line else None
            self.latency = line["latency"] / 1000 if line else 0.0
            self.free = time.monotonic()

    def wait_response(self):
        if self.latency:
            time.sleep(self.latency)

    def wait_bytes(self, n: int):
        with self.lock:
            if not self.rate:
                return
            self.free = max(time.monotonic(), self.free) + n / self.rate
            until = self.free
        time.sleep(max(0.0, until - time.monotonic()))


class CountingFile:
    """The response stream: counts what is sent, by the path asked for, paced by the Pacer."""

    def __init__(self, raw, counter, pacer):
        self.raw, self.counter, self.pacer, self.path = raw, counter, pacer, "?"

    def write(self, data):
        view = memoryview(data)
        for at in range(0, len(view), Pacer.PIECE):
            piece = view[at:at + Pacer.PIECE]
            self.pacer.wait_bytes(len(piece))
            self.raw.write(piece)
            self.counter.add(len(piece), self.path)
        return len(view)

    def flush(self):
        self.raw.flush()

    def __getattr__(self, name):
        return getattr(self.raw, name)


WITHOUT = "/__without.js"
WORKERS = ("snapshot-maker", "search-worker", "rules-worker")
# Refuses the workers named in --without: the snapshot maker by its name, the search worker as
# the second unnamed module worker of the page (the first is the rules worker, started by the
# page's inline prestart script, which this script precedes), the rules worker as every unnamed
# one (no engine at all: what the page itself takes). The page goes on without the snapshot
# maker or the search worker, as when a browser cannot start one; without the rules worker it
# draws its board and says the engine could not start.
WITHOUT_JS = """(() => {
  const without = %s;
  let unnamed = 0;
  self.Worker = new Proxy(self.Worker, { construct(target, args) {
    const name = args[1] && args[1].name;
    const refuse = name === "rosarium-snapshot" ? without.includes("snapshot-maker")
      : !name && (without.includes("rules-worker") || (++unnamed > 1 && without.includes("search-worker")));
    if (refuse) throw new Error("refused by measure_network.py --without");
    return Reflect.construct(target, args);
  } });
})();
"""


def start_server(dist: Path, tutorial: bytes, counter: Counter, pacer: Pacer, without: list[str] = ()):
    without_js = (WITHOUT_JS % json.dumps(list(without))).encode()

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **build.MIME}

        def __init__(self, *a, **kw):
            super().__init__(*a, directory=str(dist), **kw)

        def setup(self):
            super().setup()
            self.wfile = CountingFile(self.wfile, counter, pacer)

        def send_body(self, body: bytes, kind: str):
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):
            path = self.path.split("?")[0]
            self.wfile.path = path
            with counter.lock:
                counter.requests += 1
                counter.by_path.setdefault(path, [0, 0])[0] += 1
            asked = time.monotonic()
            try:
                self.respond(path)
            finally:
                counter.response(path, asked)

        def respond(self, path):
            pacer.wait_response()
            if path == TUTORIAL:
                return self.send_body(tutorial, "text/html; charset=utf-8")
            if without and path == WITHOUT:
                return self.send_body(without_js, "text/javascript")
            if without and path in ("/", "/index.html"):
                page = (dist / "index.html").read_text(encoding="utf-8")
                at = page.index("<script")
                page = page[:at] + f'<script src="{WITHOUT.lstrip("/")}"></script>\n' + page[at:]
                return self.send_body(page.encode(), "text/html; charset=utf-8")
            return super().do_GET()

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

# The game page's own marks (web/shell/board-view.js), its engine's start, and whether it failed.
MARKS = """(() => {
  const at = (n) => { const e = performance.getEntriesByName(n, "mark")[0]; return e ? e.startTime : null; };
  const r = window.rosarium;
  return { boardAt: at("rosarium-board"), legal: at("rosarium-legal"), start: r ? r.engineStart : null,
           failed: !!document.body && document.body.dataset.engine === "failed" };
})()"""
# true once the page's service worker is active; false if it is not yet, after the given ms; null if it has none
SW_READY = """navigator.serviceWorker.getRegistration().then((r) => r
  ? Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((ok) => setTimeout(() => ok(false), %d))])
  : null)"""
SNAPSHOT_MADE = "globalThis.ROSARIUM_SNAPSHOT_MADE !== undefined"


def wait_quiet(counter: Counter, evaluate, limit_s: float, step_s: float = None) -> None:
    """Until the service worker (if the page has one) is active and the line has been quiet.
    `evaluate(expr)`: the expression's value in the page; `step_s`: the longest one evaluation
    may wait (WebDriver's script timeout)."""
    end = time.monotonic() + limit_s
    try:
        while time.monotonic() < end:
            if evaluate(SW_READY % int(1000 * min(step_s or limit_s, max(0.1, end - time.monotonic())))) is not False:
                break
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


def seconds(ms):
    return None if ms is None else ms / 1000


def visit(page, url: str, counter: Counter, maker: bool = True) -> dict:
    """One visit in Chromium (Playwright's page, the PROBE injected); `maker`: the page may make
    its memory snapshot (not refused by --without)."""
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
    marks = page.evaluate(MARKS)
    sent_ready = counter.bytes
    wait_quiet(counter, page.evaluate, WAIT_S)
    if m["snapshot"] is False and maker:  # the page makes its memory snapshot a little later (engine-client.mjs)
        try:
            page.wait_for_function(SNAPSHOT_MADE, timeout=WAIT_S * 1000)
        except Exception:  # noqa: BLE001 (the warm visit shows it)
            pass
    game_page = marks["boardAt"] is not None
    return {"drawn_s": seconds(marks["boardAt"] if game_page else m["shown"]),
            "legal_s": seconds(marks["legal"] if game_page else m["legal"]),
            "drawn_probe_s": seconds(m["shown"]), "legal_probe_s": seconds(m["legal"]),
            "engine": m["engine"] or bool(page.workers), "snapshot": m["snapshot"],
            "worker_s": seconds(m["worker"]), "ready_s": seconds(m["ready"]), "worker_ms": m["timings"],
            "bytes_ready": sent_ready, "bytes_all": counter.bytes, "requests": counter.requests,
            "timeline": timeline(fetched),
            "by_path": {k: v for k, v in sorted(counter.by_path.items(), key=lambda kv: -kv[1][1])}}


def visit_driver(d, url: str, counter: Counter, memory=None, moves: int = 0, maker: bool = True, before=()) -> dict:
    """One visit of a game page through a tests/browsers driver (Firefox, WebKit): its times from
    the page's own marks; with `memory` (a WebProcessMemory), the peak of the page's processes
    over the visit, `moves` moves of the person against the computer included."""
    if memory:
        memory.start(before)
    counter.reset()
    d.goto(url)
    usable = f"(() => {{ const m = {MARKS}; return m.boardAt !== null && (m.legal !== null || m.failed); }})()"
    try:
        d.wait(usable, "the page usable", WAIT_S)
    except Exception as e:  # noqa: BLE001 (reported as missing times)
        print(f"{d.engine}: {e}", file=sys.stderr)
    m = d.value(MARKS)
    sent_ready = counter.bytes
    played = []
    if memory and moves and m["legal"] is not None:
        played = play(d, moves)
    wait_quiet(counter, d.value, WAIT_S, step_s=20)
    start = m["start"] or {}
    if start.get("snapshot") is False and start.get("snapshot_wanted") and maker:
        try:
            d.wait(SNAPSHOT_MADE, "the memory snapshot made", WAIT_S)
        except Exception as e:  # noqa: BLE001 (the warm visit shows it)
            print(f"{d.engine}: {e}", file=sys.stderr)
    made = d.value("globalThis.ROSARIUM_SNAPSHOT_MADE || null")
    row = {"drawn_s": seconds(m["boardAt"]), "legal_s": seconds(m["legal"]),
           "engine": m["start"] is not None, "snapshot": start.get("snapshot"), "snapshot_made": made,
           "worker_ms": start.get("timings"), "startup_ms": start.get("startup_ms"),
           "bytes_ready": sent_ready, "bytes_all": counter.bytes, "requests": counter.requests,
           "moves_played": played, "timeline": list(counter.sent),
           "by_path": {k: v for k, v in sorted(counter.by_path.items(), key=lambda kv: -kv[1][1])}}
    if memory:
        row.update(memory.stop())
    return row


def play(d, moves: int) -> list[str]:
    """`moves` moves of the person, each answered by the computer (or up to the game's end)."""
    from tests.browsers.test_first_contact import HUMAN_OR_OVER, MOVE_S, person_moves  # noqa: PLC0415

    played = []
    try:
        for _ in range(moves):
            d.wait(HUMAN_OR_OVER, "the person to move", MOVE_S)
            if d.value("!!(window.rosarium.ui && window.rosarium.ui.outcome)"):
                break
            at = d.value("window.rosarium.index")
            played.append(person_moves(d))
            d.wait(f"{HUMAN_OR_OVER} && window.rosarium.index > {at}", "the computer's answer", MOVE_S)
    except Exception as e:  # noqa: BLE001 (the memory so far is still measured)
        print(f"{d.engine}: moves stopped: {e}", file=sys.stderr)
    return played


# ---------------------------------------------------------------- memory (WebKit)


def _children() -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{name}/stat").read_text()
        except OSError:
            continue
        ppid = int(stat[stat.rindex(")") + 2:].split()[1])
        out.setdefault(ppid, []).append(int(name))
    return out


def _status_kb(pid: int) -> dict[str, int]:
    got = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM", "RssAnon", "RssFile"):
            got[key] = int(rest.split()[0])
    return got


class WebProcessMemory:
    """The resident memory of the web processes (WebKitWebProcess: a page, its workers) under
    `root` (WebKitWebDriver's process: one session, one MiniBrowser at a time), read from /proc
    every `every_s` by a thread of its own. The page's process is the one that peaks highest of
    those the tabs before it did not have (a closed tab's process lingers a while, its memory
    still held)."""

    def __init__(self, root: int, every_s: float = 0.1):
        self.root, self.every_s = root, every_s
        self.thread = None

    def web_processes(self) -> list[int]:
        children, out, todo = _children(), [], [self.root]
        while todo:
            for c in children.get(todo.pop(), []):
                todo.append(c)
                try:
                    if Path(f"/proc/{c}/comm").read_text().startswith("WebKitWebProces"):
                        out.append(c)
                except OSError:
                    pass
        return out

    def start(self, before=()):
        """`before`: the web processes of the tabs before this visit's (closed, they may linger):
        not this page's."""
        self.before = set(before)
        self.stopping = False
        self.t0 = time.monotonic()
        self.peak: dict[int, dict] = {}  # pid -> {rss, anon (at the rss peak), at, hwm} in kB, s
        self.samples = []  # [s since start, MB of the largest web process of this visit], every 0.5 s
        for pid in self.web_processes():  # each visit's own peak: the kernel's is reset
            try:
                Path(f"/proc/{pid}/clear_refs").write_text("5")
            except OSError:
                pass
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self):
        pids, listed, kept = [], 0.0, -1.0
        while not self.stopping:
            now = time.monotonic()
            if now - listed >= 1.0:
                pids, listed = self.web_processes(), now
            top = 0
            for pid in pids:
                try:
                    st = _status_kb(pid)
                except (OSError, ValueError):
                    continue
                rss = st.get("VmRSS", 0)
                if pid not in self.before:
                    top = max(top, rss)
                got = self.peak.setdefault(pid, {"rss": 0, "anon": 0, "at": None, "hwm": 0})
                got["hwm"] = st.get("VmHWM", 0)
                if rss > got["rss"]:
                    got.update(rss=rss, anon=st.get("RssAnon", 0), at=round(now - self.t0, 1))
            if now - kept >= 0.5:
                self.samples.append([round(now - self.t0, 1), round(top * 1024 / 1e6)])
                kept = now
            time.sleep(self.every_s)

    def stop(self) -> dict:
        self.stopping = True
        self.thread.join()
        mb = lambda kb: round(kb * 1024 / 1e6, 1)  # noqa: E731
        if not self.peak:
            return {"mem_peak_mb": None}
        mine = {p: got for p, got in self.peak.items() if p not in self.before} or self.peak
        pid, top = max(mine.items(), key=lambda kv: kv[1]["rss"])
        return {"mem_peak_mb": mb(top["rss"]), "mem_peak_anon_mb": mb(top["anon"]), "mem_peak_at_s": top["at"],
                "mem_hwm_mb": mb(top["hwm"]), "mem_processes": {str(p): {k: mb(v) if k != "at" else v for k, v in got.items()}
                                                                for p, got in self.peak.items()},
                "mem_samples": self.samples}


# ---------------------------------------------------------------- the engines


def pages_of(kinds: list[str], only=()) -> list[tuple[str, str]]:
    games = [g["id"] for g in api.games()]
    pages = []
    if "game" in kinds:
        pages += [(f"game {g}", f"/index.html?game={g}") for g in games if not only or g in only]
    if "lesson" in kinds:
        pages.append((f"lesson {games[0]}", f"/lessons/lesson.html?game={games[0]}"))
    if "tutorial" in kinds:
        pages.append(("tutorial: 3 static boards", TUTORIAL))
    return pages


def line_label(net: str, throttle: str) -> str:
    label = LINES[net]["label"]
    return label + " (server)" if throttle == "server" and LINES[net]["down"] else label


def measure_chromium(base, counter, pacer, nets, pages, visits, throttle, report, maker=True) -> str:
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    version = None
    with sync_playwright() as p:
        for net in nets:
            cond = LINES[net]
            pacer.set(cond if throttle == "server" else None)
            for name, path in pages:
                profile = tempfile.TemporaryDirectory(ignore_cleanup_errors=True)
                ctx = p.chromium.launch_persistent_context(
                    profile.name, executable_path=CHROMIUM, headless=True, args=CHROME_ARGS,
                    viewport={"width": 1280, "height": 900}, locale="en-US", bypass_csp=True)
                ctx.add_init_script(PROBE)
                for visit_name in visits:
                    page = ctx.new_page()
                    if version is None:
                        version = ctx.new_cdp_session(page).send("Browser.getVersion")["product"]
                    if cond["down"] and throttle == "cdp":
                        cdp = ctx.new_cdp_session(page)
                        cdp.send("Network.enable")
                        cdp.send("Network.emulateNetworkConditions", {
                            "offline": False, "latency": cond["latency"],
                            "downloadThroughput": cond["down"], "uploadThroughput": cond["up"]})
                    r = visit(page, base + path, counter, maker)
                    report({"browser": "chromium", "page": name, "line": line_label(net, throttle),
                            "throttle": throttle if cond["down"] else None, "visit": visit_name, **r})
                    page.close()
                ctx.close()
                profile.cleanup()
    return version


def fresh(make, engine: str, page: str):
    """A new driver (a fresh profile), tried twice (a session may be slow to open on a loaded
    machine); None, said on stderr, when it cannot be had: the page is left out."""
    for attempt in (1, 2):
        try:
            return make()
        except Exception as e:  # noqa: BLE001 (one page left out, not the run)
            print(f"{engine}: no fresh profile for {page} (attempt {attempt}): {e}", file=sys.stderr)
    return None


def measure_driver(engine, base, counter, pacer, nets, pages, visits, report, memory=False, moves=0, maker=True) -> str:
    from tests.browsers import drivers as D  # noqa: PLC0415

    pages = [(name, path) for name, path in pages if name.startswith("game ")]
    if engine == "firefox":
        handle = D.FirefoxBrowser()
        make, version = (lambda: D.FirefoxDriver(handle, snapshot_maker=True)), f"Firefox ESR {handle.version}"
    else:
        handle = D.WebKitService()
        make, version = (lambda: D.WebKitDriver(handle)), None
    watch = WebProcessMemory(handle.proc.pid) if memory and engine == "webkit" else None
    try:
        for net in nets:
            cond = LINES[net]
            pacer.set(cond)
            for name, path in pages:
                d = fresh(make, engine, name)
                if d is None:
                    continue
                if engine == "webkit":
                    version = f"WebKitGTK {handle.version}"
                try:
                    for i, visit_name in enumerate(visits):
                        before = watch.web_processes() if watch else ()
                        if i:
                            d.new_tab()  # a later visit, as in Chromium: a new tab of the same profile
                        r = visit_driver(d, base + path, counter, watch, moves, maker, before if i else ())
                        report({"browser": engine, "page": name, "line": line_label(net, "server"),
                                "throttle": "server" if cond["down"] else None, "visit": visit_name, **r})
                except Exception as e:  # noqa: BLE001 (this page's later visits left out, not the run)
                    print(f"{engine}: {name}: the visit failed: {e}", file=sys.stderr)
                    if watch and watch.thread and watch.thread.is_alive():
                        watch.stop()
                finally:
                    errors = d.errors()
                    if errors:
                        print(f"{engine}: errors in the page:\n  " + "\n  ".join(errors[:10]), file=sys.stderr)
                    d.close()
    finally:
        handle.close()
    return version


def measure(dist: Path, nets: list[str], kinds: list[str], visits=("cold", "warm"), browsers=("chromium",),
            throttle="cdp", memory=False, moves=0, without=(), games=()) -> list[dict]:
    """The rows, one a visit (each with its engine's version, browser_version)."""
    counter, pacer = Counter(), Pacer()
    httpd, base = start_server(dist, tutorial_page(), counter, pacer, without)
    pages = pages_of(kinds, games)
    rows, versions = [], {}
    multi = list(browsers) != ["chromium"]
    maker = "snapshot-maker" not in without

    def report(row):
        rows.append(row)
        print(row_text(row, multi, memory), file=sys.stderr, flush=True)

    try:
        for engine in browsers:
            if engine == "chromium":
                versions[engine] = measure_chromium(base, counter, pacer, nets, pages, visits, throttle, report, maker)
            else:
                if any(not name.startswith("game ") for name, _ in pages):
                    print(f"{engine}: the game pages only (the lesson and the tutorial page have no marks)", file=sys.stderr)
                versions[engine] = measure_driver(engine, base, counter, pacer, nets, pages, visits, report, memory, moves, maker)
    finally:
        httpd.shutdown()
    for r in rows:
        r["browser_version"] = versions.get(r["browser"])
    return rows


# ---------------------------------------------------------------- output


def kb(n: int) -> str:
    return f"{n / 1000:,.0f} kB" if n < 1_000_000 else f"{n / 1_000_000:,.2f} MB"


def sec(x) -> str:
    return "—" if x is None else f"{x:.2f} s"


HEADER = ["page", "line", "visit", "sent until usable", "sent in all", "board drawn", "first legal move", "engine"]
ENGINE = {None: "started", True: "from snapshot", False: "plain start"}


def row_text(r: dict, browser: bool = False, memory: bool = False) -> str:
    """The row as a Markdown table's line; `browser`, `memory`: with those columns."""
    cells = [r["page"], r["line"], r["visit"], kb(r["bytes_ready"]), kb(r["bytes_all"]), sec(r["drawn_s"]),
             sec(r["legal_s"]), ENGINE[r["snapshot"]] if r["engine"] else "no"]
    if browser:
        cells.insert(0, r["browser"])
    if memory:
        cells.append(f"{r['mem_peak_mb']:.0f} MB" if r.get("mem_peak_mb") else "—")
    return "| " + " | ".join(cells) + " |"


def table(rows: list[dict], browser: bool = False, memory: bool = False) -> str:
    header = (["browser"] if browser else []) + HEADER + (["peak memory"] if memory else [])
    return "\n".join(["| " + " | ".join(header) + " |", "|" + "---|" * len(header)] + [row_text(r, browser, memory) for r in rows])


def warm_summary(rows: list[dict]) -> str:
    """Per engine, page and line: the first legal move over its warm visits (range and median)."""
    out = []
    for key in dict.fromkeys((r["browser"], r["page"], r["line"]) for r in rows):
        t = sorted(r["legal_s"] for r in rows if (r["browser"], r["page"], r["line"]) == key and r["visit"] == "warm" and r["legal_s"] is not None)
        if t:
            out.append(f"{key[0]} {key[1]} / {key[2]}: {len(t)} warm visits, first legal move {t[0]:.2f}–{t[-1]:.2f} s, "
                       f"median {statistics.median(t):.2f} s")
    return "\n".join(out)


def engines_summary(rows: list[dict]) -> str:
    """Engine × page: the first visit on the slow line (board drawn, first legal move, bytes sent
    in all), the warm start on the fast line (first legal move; the median of several), and the
    peak memory of the page's visits (WebKit, --memory)."""
    head = ["browser", "page", "first visit, slow: drawn", "legal", "sent until usable", "in all", "warm start, fast: legal",
            "peak memory: cold, warm (the highest of each)"]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for browser, page in dict.fromkeys((r["browser"], r["page"]) for r in rows):
        mine = [r for r in rows if (r["browser"], r["page"]) == (browser, page)]
        cold = next((r for r in mine if r["visit"] == "cold" and r["line"].startswith(LINES["slow"]["label"])), None)
        warm = sorted(r["legal_s"] for r in mine if r["visit"] == "warm" and r["line"] == LINES["fast"]["label"] and r["legal_s"] is not None)
        peak = [max((r["mem_peak_mb"] for r in mine if r["visit"] == v and r.get("mem_peak_mb")), default=None) for v in ("cold", "warm")]
        out.append("| " + " | ".join([
            browser, page, sec(cold["drawn_s"]) if cold else "—", sec(cold["legal_s"]) if cold else "—",
            kb(cold["bytes_ready"]) if cold else "—", kb(cold["bytes_all"]) if cold else "—",
            sec(statistics.median(warm)) if warm else "—",
            ", ".join("—" if mb is None else f"{mb:.0f} MB" for mb in peak) if any(peak) else "—"]) + " |")
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dist", type=Path, default=build.DIST, help="the built site (default: dist/)")
    ap.add_argument("--browser", default="chromium", help="engines: chromium, firefox, webkit (comma-separated; default chromium)")
    ap.add_argument("--net", default="slow,fast", help="lines to measure on: slow, fast (comma-separated)")
    ap.add_argument("--pages", default="game,lesson,tutorial", help="pages: game, lesson, tutorial (comma-separated)")
    ap.add_argument("--game", default="", help="game pages of these games only (ids, comma-separated; default all)")
    ap.add_argument("--throttle", default="auto", choices=("auto", "cdp", "server"),
                    help="how the slow line is made: Chromium's emulation (cdp) or this tool's server; auto: cdp when "
                         "only Chromium is measured, else server for every engine")
    ap.add_argument("--json", action="store_true", help="print the rows as JSON instead of the table")
    ap.add_argument("--warm", type=int, default=1, metavar="N",
                    help="warm visits after the cold one, each its own row (default 1; warm starts vary from visit to visit)")
    ap.add_argument("--memory", action="store_true", help="WebKit: the peak memory of the page's web processes over each visit")
    ap.add_argument("--moves", type=int, default=3, metavar="N", help="with --memory: the person's moves against the computer in each visit (default 3)")
    ap.add_argument("--without", default="", help="refuse these workers of the game page: snapshot-maker, search-worker, "
                    "rules-worker (comma-separated; for what each takes of the memory)")
    ap.add_argument("-v", "--verbose", action="store_true", help="also print, per visit, the files sent most (responses, bytes)")
    args = ap.parse_args()
    dist = args.dist.resolve()
    if not (dist / "manifest.json").exists():
        print(f"{dist} is not built: python build.py", file=sys.stderr)
        return 2
    nets = [n.strip() for n in args.net.split(",") if n.strip()]
    kinds = [k.strip() for k in args.pages.split(",") if k.strip()]
    browsers = [b.strip() for b in args.browser.split(",") if b.strip()]
    without = [w.strip() for w in args.without.split(",") if w.strip()]
    games = [g.strip() for g in args.game.split(",") if g.strip()]
    bad = ([n for n in nets if n not in LINES] + [k for k in kinds if k not in ("game", "lesson", "tutorial")]
           + [b for b in browsers if b not in ("chromium", "firefox", "webkit")]
           + [w for w in without if w not in WORKERS] + [g for g in games if g not in [x["id"] for x in api.games()]])
    if bad:
        print(f"unknown: {', '.join(bad)}", file=sys.stderr)
        return 2
    if args.warm < 0 or args.moves < 0:
        print("--warm, --moves: a count, 0 or more", file=sys.stderr)
        return 2
    throttle = args.throttle if args.throttle != "auto" else "cdp" if browsers == ["chromium"] else "server"
    if throttle == "cdp" and browsers != ["chromium"]:
        print("--throttle cdp: Chromium only (Firefox and WebKit take the server's line)", file=sys.stderr)
        return 2
    rows = measure(dist, nets, kinds, visits=("cold",) + ("warm",) * args.warm, browsers=browsers,
                             throttle=throttle, memory=args.memory, moves=args.moves, without=without, games=games)
    multi = browsers != ["chromium"]
    if args.warm > 1:
        print(warm_summary(rows), file=sys.stderr)
    if not args.verbose:
        for r in rows:
            del r["by_path"], r["timeline"]
            r.pop("mem_samples", None)
    print(json.dumps(rows, indent=1) if args.json else table(rows, multi, args.memory))
    if not args.json:
        if multi:
            print("\n" + engines_summary(rows))
        print("\nbrowsers: " + ", ".join(f"{b}: {v}" for b, v in dict.fromkeys((r["browser"], r["browser_version"]) for r in rows)))
    if args.verbose and not args.json:
        for r in rows:
            top = ", ".join(f"{path} {n}x {kb(b)}" for path, (n, b) in list(r["by_path"].items())[:8])
            print(f"{r['browser']} {r['page']} / {r['line']} / {r['visit']}: {r['requests']} responses; {top}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
