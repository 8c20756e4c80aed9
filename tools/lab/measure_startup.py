#!/usr/bin/env python3
"""Measure page start-up in headless Chromium (Playwright for Python, Debian's chromium).

    python tools/lab/measure_startup.py [--runs N] [--page probe|app|single] [--no-snapshot] [--json] [-v]
    python tools/lab/measure_startup.py --page single [--file PATH]

Serves dist/ (build it first) on 127.0.0.1 with build.py's handler and reports, for each run,
milliseconds from navigation start until the first legal move is known:
  cold      a new browser profile: empty HTTP cache, no service worker;
  warm      the same profile reloaded, service worker installed and controlling the page;
  warm-nosw warm HTTP cache, service workers blocked (what a host without SW support gets).
Page "probe" is a tiny page served by this script next to dist/ that imports
./engine-client.mjs and calls new_game + legal_actions; "app" is dist/index.html, timed
until the page's own first legal_actions/ui_state reply arrives (seen via a wrapper on
EngineClient.prototype.call installed before the page's scripts run).
Page "single" is dist/rosarium-single.html (or --file) opened from file:// with the app's
hooks: "cold" is a new browser profile each run, "reload" the same page loaded again in it.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import http.server
from http.server import ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

CHROMIUM = os.environ.get("ROSARIUM_CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]

PROBE = b"""<!doctype html><meta charset="utf-8"><title>probe</title>
<script type="module">
import { EngineClient } from "./engine-client.mjs";
const c = new EngineClient(undefined, { serviceWorker: !location.search.includes("nosw") });
const info = await c.ready;
const t_ready = performance.now();
const state = await c.call("new_game", "rose-king", 1);
const legal = await c.call("legal_actions", state);
window.__probe = { timings: info.timings, t_ready, t_legal: performance.now(), legal: legal.length,
                   snapshot: info.snapshot, worker_startup_ms: info.startup_ms };
</script>"""

# For page=app: note when the first legal move list reaches the page.
APP_HOOK = """
(() => {
  window.__probe = {};
  const mark = (name) => { if (!(name in window.__probe)) window.__probe[name] = performance.now(); };
  const Orig = window.Worker;
  window.Worker = class extends Orig {
    constructor(...a) {
      super(...a);
      mark("t_worker_created");
      this.__n = (window.__probe.workers = window.__probe.workers || []).push(Math.round(performance.now())) - 1;
      this.addEventListener("message", (ev) => {
        const m = ev.data || {};
        if (m.ready && !("t_ready" in window.__probe)) {
          mark("t_ready");
          Object.assign(window.__probe, { snapshot: m.snapshot, worker_startup_ms: m.startup_ms, timings: m.timings });
          if (m.epoch) {
            const at = (t) => Math.round(t - performance.timeOrigin);
            Object.assign(window.__probe, { t_worker_started: at(m.epoch.started), t_ready_posted: at(m.epoch.posted) });
          }
        }
        if (m.id !== undefined) window.__probeAnswered(this.__n + ":" + m.id);
        const r = m.ok && m.result;
        if (r && (Array.isArray(r) ? r.length : Array.isArray(r.legal) && r.legal.length)) mark("t_legal");
      });
    }
  };
  new MutationObserver(() => {
    if (document.body && document.body.dataset.engine === "ready") mark("t_dom_ready");
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-engine"] });
  // the page's long tasks (main thread busy 50 ms or more): [start, duration]
  window.__probe.long = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__probe.long.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: "longtask", buffered: true });
  } catch {}
  // the table's first drawing: the first element put into #table
  new MutationObserver(() => {
    const t = document.getElementById("table");
    if (t && t.firstElementChild) mark("t_table");
  }).observe(document, { childList: true, subtree: true });
  // the page's rules calls in order: [fn, sent, answered] (ms since navigation)
  window.__probe.calls = [];
  const sent = new Map();
  const post = Orig.prototype.postMessage;
  Orig.prototype.postMessage = function (m, ...rest) {
    if (m && typeof m.fn === "string") {
      const c = [this.__n + ":" + m.fn, Math.round(performance.now()), null];
      window.__probe.calls.push(c);
      sent.set(this.__n + ":" + m.id, c);
    }
    return post.call(this, m, ...rest);
  };
  window.__probeAnswered = (id) => {
    const c = sent.get(id);
    if (c) c[2] = Math.round(performance.now());
  };
})();
"""


NO_SNAPSHOT = {"on": False}


class MeasureHandler(build.Handler):
    directory_served = None  # set per server (start_server)

    def __init__(self, *args, **kwargs):
        http.server.SimpleHTTPRequestHandler.__init__(self, *args, directory=str(self.directory_served), **kwargs)

    def do_GET(self):
        dist = Path(self.directory_served)
        if NO_SNAPSHOT["on"] and self.path.split("?")[0] == "/manifest.json":
            m = json.loads((dist / "manifest.json").read_text())
            m["snapshot"] = None  # the worker then starts Pyodide the ordinary way
            body = json.dumps(m).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if self.path.split("?")[0] == "/__probe.html":
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(PROBE)))
            self.end_headers()
            self.wfile.write(PROBE)
            return
        super().do_GET()


def start_server(dist: Path) -> tuple[ThreadingHTTPServer, str]:
    handler = type("Handler", (MeasureHandler,), {"directory_served": dist})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


def one_visit(page, url: str, timeout_ms: int = 90000) -> dict:
    page.goto(url)
    # the probe page sets t_legal; the app page may restore a saved game whose ui_state
    # arrives in a different shape, so its "engine ready" on <body> also ends the wait
    page.wait_for_function("window.__probe && (window.__probe.t_legal || window.__probe.t_dom_ready)",
                           timeout=timeout_ms)
    page.wait_for_timeout(200)
    r = page.evaluate("""(() => {
      const js = performance.getEntriesByType("resource").filter((e) => /\\.m?js$/.test(new URL(e.name).pathname));
      const nav = performance.getEntriesByType("navigation")[0];
      return { ...window.__probe, js_files: js.length,
               js_last_end: Math.round(Math.max(0, ...js.filter((e) => !/pyodide\\//.test(e.name)).map((e) => e.responseEnd))),
               dom_content_loaded: nav ? Math.round(nav.domContentLoadedEventEnd) : null };
    })()""")
    r.setdefault("t_legal", r.get("t_dom_ready"))
    return r


def measure(runs: int, page_kind: str, dists: list[Path], nosw: bool = True) -> list[dict]:
    """One result dict per dist; the dists take turns run by run (A B, B A, A B ...) so that a
    changing load on a shared machine falls on each alike."""
    from playwright.sync_api import sync_playwright

    servers = [start_server(d) for d in dists]
    results = [{"cold": [], "warm": [], "warm-nosw": []} for _ in dists]
    try:
        with sync_playwright() as p:
            for run in range(runs):
                order = list(range(len(dists)))
                if run % 2:
                    order.reverse()
                for k in order:
                    base = servers[k][1]
                    url = base + ("__probe.html" if page_kind == "probe" else "index.html")
                    for sw in (True, False) if nosw else (True,):
                        visit_profile(p, page_kind, url, sw, results[k])
    finally:
        for httpd, _ in servers:
            httpd.shutdown()
    return results


def visit_profile(p, page_kind: str, url: str, sw: bool, results: dict) -> None:
    """A new browser profile: the cold visit, then the warm one (service worker, or blocked)."""
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
        ctx = p.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True, args=CHROME_ARGS,
            service_workers="allow" if sw else "block",
            bypass_csp=True)  # the probe's wait_for_function evaluates a string
        if page_kind == "app":
            ctx.add_init_script(APP_HOOK)
        page = ctx.new_page()
        r = one_visit(page, url + ("" if sw else "?nosw"))
        if sw:
            results["cold"].append(r)
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            # the first reload may still race the install; measure the third visit
            for i in range(3):
                page.close()  # an open page keeps its workers (and the computer's) busy
                page = ctx.new_page()
                r = one_visit(page, url)
                controlled = page.evaluate("navigator.serviceWorker.controller !== null")
            r["sw_controlled"] = controlled
            results["warm"].append(r)
        else:
            for i in range(2):
                page.close()
                page = ctx.new_page()
                r = one_visit(page, url + "?nosw")
            results["warm-nosw"].append(r)
        ctx.close()


def measure_single(runs: int, single: Path) -> dict:
    """The single file from file:// (no server, no service worker)."""
    from playwright.sync_api import sync_playwright

    results: dict[str, list] = {"cold": [], "reload": []}
    with sync_playwright() as p:
        for _ in range(runs):
            with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
                ctx = p.chromium.launch_persistent_context(
                    profile, executable_path=CHROMIUM, headless=True, args=CHROME_ARGS,
                    bypass_csp=True)  # the probe's wait_for_function evaluates a string
                ctx.add_init_script(APP_HOOK)
                page = ctx.new_page()
                results["cold"].append(one_visit(page, single.as_uri()))
                page.close()
                page = ctx.new_page()
                results["reload"].append(one_visit(page, single.as_uri()))
                ctx.close()
    return results


def summary(results: dict) -> dict:
    out = {}
    for k, rs in results.items():
        if not rs:
            continue
        legal = [r["t_legal"] for r in rs]
        out[k] = {
            "first_legal_ms_median": round(statistics.median(legal)),
            "first_legal_ms": [round(x) for x in legal],
            "engine_ready_ms": [round(r["t_ready"]) for r in rs],
            "worker_created_ms": [round(r["t_worker_created"]) for r in rs if "t_worker_created" in r],
            "page_ready_ms": [round(r["t_dom_ready"]) for r in rs if "t_dom_ready" in r],
            "table_drawn_ms": [round(r["t_table"]) for r in rs if "t_table" in r],
            "worker_started_ms": [r["t_worker_started"] for r in rs if "t_worker_started" in r],
            "ready_posted_ms": [r["t_ready_posted"] for r in rs if "t_ready_posted" in r],
            "js_last_end_ms": [r.get("js_last_end") for r in rs if r.get("js_last_end")],
            "js_files": [r.get("js_files") for r in rs if "js_files" in r],
            "worker_startup_ms": [r.get("worker_startup_ms") for r in rs],
            "snapshot": [r.get("snapshot") for r in rs],
            "worker_timings": [r.get("timings") for r in rs],
            "calls": [r.get("calls") for r in rs if r.get("calls")],
            # main thread busy (long tasks) before the engine's ready message arrived
            "busy_before_ready_ms": [sum(d for t, d in r.get("long", []) if t < r["t_ready"]) for r in rs if "long" in r],
            "long_tasks": [r.get("long") for r in rs if "long" in r],
        }
        if k == "warm":
            out[k]["sw_controlled"] = [r.get("sw_controlled") for r in rs]
    return out


def med(xs: list) -> str:
    return str(round(statistics.median(xs))) if xs else "-"


def print_summary(res: dict, verbose: bool) -> None:
    for k, v in res.items():
        print(f"{k:10s} first legal move: median {v['first_legal_ms_median']} ms  "
              f"runs {v['first_legal_ms']}  engine ready {v['engine_ready_ms']}  "
              f"worker {v['worker_startup_ms']}  snapshot {v['snapshot']}"
              + (f"  worker created {v['worker_created_ms']}" if v['worker_created_ms'] else "")
              + (f"  page ready {v['page_ready_ms']}" if v['page_ready_ms'] else "")
              + (f"  sw {v['sw_controlled']}" if 'sw_controlled' in v else ""))
        if verbose:
            print(f"{'':10s} medians: worker created {med(v['worker_created_ms'])}, started "
                  f"{med(v['worker_started_ms'])}, ready sent {med(v['ready_posted_ms'])}, engine ready "
                  f"{med(v['engine_ready_ms'])}, last page script loaded {med(v['js_last_end_ms'])} "
                  f"({med(v['js_files'])} scripts), table drawn {med(v['table_drawn_ms'])}, "
                  f"page busy before ready {med(v['busy_before_ready_ms'])}")
            for t in v["long_tasks"]:
                print(f"{'':10s} long tasks [start, ms]: {t}")
            for t in v["worker_timings"]:
                print(f"{'':10s} worker: {t}")
            for c in v["calls"]:
                print(f"{'':10s} calls [worker:fn, sent, answered]: {c}")


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--page", choices=["probe", "app", "single"], default="probe")
    ap.add_argument("--file", type=Path, default=build.DIST / "rosarium-single.html",
                    help="--page single: the single file to open")
    ap.add_argument("--dist", type=Path, action="append",
                    help="a built dist/ to serve (default: this tree's); give it twice or more to "
                         "compare builds, measured in turn run by run")
    ap.add_argument("--no-nosw", action="store_true", help="skip the warm visits without service worker")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-snapshot", action="store_true",
                    help="serve a manifest without the snapshot (Pyodide's ordinary start)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print the worker's milestones and (game page) the page's rules calls")
    args = ap.parse_args()
    dists = [d.resolve() for d in (args.dist or [build.DIST])]
    for d in dists:
        if not (d / "manifest.json").exists():
            print(f"{d} is not built: python build.py", file=sys.stderr)
            return 2
    NO_SNAPSHOT["on"] = args.no_snapshot
    t0 = time.perf_counter()
    load_before = load()
    if args.page == "single":
        print(f"{args.file.name}: {args.file.stat().st_size / 1e6:.1f} MB")
        all_res = [summary(measure_single(args.runs, args.file))]
        dists = [args.file]
    else:
        all_res = [summary(r) for r in measure(args.runs, args.page, dists, nosw=not args.no_nosw)]
    if args.json:
        print(json.dumps({str(d): r for d, r in zip(dists, all_res)}, indent=1))
    else:
        for d, res in zip(dists, all_res):
            if len(dists) > 1:
                print(f"== {d}")
            print_summary(res, args.verbose)
        print(f"({args.page} page, {args.runs} runs each, {time.perf_counter() - t0:.0f} s, "
              f"load average {load_before} before, {load()} after)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
