#!/usr/bin/env python3
"""Checks of the built dist/ in headless Chromium: the worker protocol; the memory snapshot the
browser makes after a plain start, the start from it, and the fallback when it is damaged;
restart(); the service worker's precache; the single-file page from file:// (at most 10 MB; it
plays a move, and its rules lessons open and show their boards); that nothing in the page names
an outside address.

    python tools/ci/smoke_dist.py            (after python build.py; tools/ci/test.sh runs it)

Prints one line per check and closes with "N passed, N failed".
"""
from __future__ import annotations

import re
import sys
import tempfile
import threading
import traceback
from http.server import ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
from tests.browser.conftest import CHROMIUM_ARGS as CHROME_ARGS  # noqa: E402
from tools.lab.measure_startup import APP_HOOK, CHROMIUM  # noqa: E402

CLIENT_PAGE = b"""<!doctype html><meta charset="utf-8"><title>client</title>
<script type="module">
import { EngineClient } from "./engine-client.mjs";
window.EngineClient = EngineClient;
window.clientLoaded = true;
</script>"""

# The single file must stay easy to mail and keep on a phone.
SINGLE_MAX_BYTES = 10_000_000
# A first visit of a game's page, everything its workers fetch counted, on a host that
# compresses nothing (tools/lab/measure_network.py measures the same, with times, on a slow line).
FIRST_VISIT_MAX_BYTES = 6_000_000

COUNT_WORKERS = """
window.__workers = [];
const W = window.Worker;
window.Worker = class extends W {
  constructor(...a) {
    super(...a);
    window.__workers.push(performance.now());
    this.addEventListener("message", (ev) => {
      if (ev.data && ev.data.ready && window.__firstReady === undefined) {
        window.__firstReady = performance.now();
        window.__firstInfo = { snapshot: ev.data.snapshot, timings: ev.data.timings || {} };
      }
    });
  }
};
new MutationObserver(() => {
  if (document.body && document.body.dataset.engine === "ready" && window.__readyAt === undefined) {
    window.__readyAt = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-engine"] });
"""


class Handler(build.Handler):
    def do_GET(self):
        if self.path.split("?")[0] != "/__client.html":
            return super().do_GET()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(CLIENT_PAGE)))
        self.end_headers()
        self.wfile.write(CLIENT_PAGE)


# The snapshot maker as engine-client.mjs starts it, awaited; then its cache entry's size.
MAKE_SNAPSHOT_JS = """async () => {
  const w = new Worker("worker.mjs", { type: "module", name: "rosarium-snapshot" });
  const msg = await new Promise((resolve) => { w.onmessage = (ev) => resolve(ev.data); w.onerror = (ev) => resolve({ error: ev.message }); });
  w.terminate();
  return msg;
}"""

# Our container intact, Pyodide's own header inside it zeroed (as a snapshot from another Pyodide
# build would fail): Pyodide must refuse it, and the worker must start without it and drop it.
DAMAGE_SNAPSHOT_JS = """async (name) => {
  const cache = await caches.open(name);
  const body = new Uint8Array(await (await cache.match("snapshot.rsnap")).arrayBuffer());
  const count = new Uint32Array(body.buffer, 0, 4)[3];
  body.fill(0, 16 + 4 * count, 16 + 4 * count + 64);
  await cache.put("snapshot.rsnap", new Response(body));
  return body.length;
}"""


# The wasm the maker kept beside the snapshot, cut short: its compile fails, the worker must
# compile the stored copy instead and drop the kept one.
DAMAGE_WASM_JS = """async (name) => {
  const cache = await caches.open(name);
  const body = new Uint8Array(await (await cache.match("pyodide.asm.wasm")).arrayBuffer());
  await cache.put("pyodide.asm.wasm", new Response(body.subarray(0, body.length >> 1), { headers: { "Content-Type": "application/wasm" } }));
  return body.length;
}"""


def serve():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


PROTOCOL_JS = """async () => {
  const out = {};
  // the check makes the snapshot itself (MAKE_SNAPSHOT_JS): no maker of the client's own
  const c = new window.EngineClient(undefined, { serviceWorker: false, snapshot: false });
  const info = await c.ready;
  out.snapshot = info.snapshot;
  out.wanted = info.snapshot_wanted;
  out.startup_ms = info.startup_ms;
  out.keptWasm = !!(info.timings && "wasm_kept" in info.timings);
  const state = await c.call("new_game", "rose-king", 7);
  out.legal = await c.call("legal_actions", state);
  const err = async (p) => { try { await p; return null; } catch (e) { return [e.name, e.message]; } };
  out.illegal = await err(c.call("apply", state, "NOT-A-MOVE"));
  out.unknown = await err(c.call("__import__", "os"));
  out.badState = await err(c.call("legal_actions", { nonsense: true }));
  out.after = (await c.call("legal_actions", state)).length;
  const pending = c.call("new_game", "rose-king", 8);
  c.restart();
  out.cancelled = await err(pending);
  const info2 = await c.ready;
  out.afterRestart = (await c.call("legal_actions", await c.call("new_game", "rose-king", 9))).length;
  out.ready2 = !!info2.ready;
  c.terminate();
  return out;
}"""


def main() -> int:
    from playwright.sync_api import sync_playwright

    if not (build.DIST / "manifest.json").exists():
        print("dist/ is not built: python build.py")
        return 2
    manifest = __import__("json").loads((build.DIST / "manifest.json").read_text())
    results: list[tuple[str, bool, str]] = []

    def check(name, fn):
        try:
            detail = fn() or ""
            results.append((name, True, detail))
            print(f"PASS {name} {detail}", flush=True)
        except Exception as e:  # noqa: BLE001
            results.append((name, False, str(e)))
            print(f"FAIL {name}: {e}", flush=True)
            traceback.print_exc()

    def no_outside_addresses():
        bad = []
        for p in sorted(build.WEB.rglob("*")):
            rel = p.relative_to(build.WEB)
            if (not p.is_file() or "node_modules" in rel.parts or p.suffix == ".md"
                    or p.name in ("package.json", "package-lock.json")):
                continue
            text = p.read_text(encoding="utf-8", errors="replace")
            for m in re.finditer(r"\b(?:https?|wss?)://[^\s\"'`)]+", text):
                if not re.match(r"\w+://(127\.0\.0\.1|localhost)\b", m.group(0)) and \
                        "www.w3.org/2000/svg" not in m.group(0):
                    bad.append(f"{rel}: {m.group(0)}")
        assert not bad, "outside addresses in web/: " + "; ".join(bad[:5])
        return ""

    check("web/ names no outside address", no_outside_addresses)

    def compiled_engine():
        """The engine the page installs: every module of the wheel compiled, in its source's
        place, with the wheel's data files, but none of the modules the page never imports
        (engine.left_out_of_page: arena, bench, golden, group play) nor notes (*.md); the wheel
        itself left for pip (not precached)."""
        import gzip
        import io
        import zipfile

        import engine as engine_package
        engine = manifest.get("engine")
        assert engine, "the manifest names no compiled engine (build.py: node missing?)"
        with zipfile.ZipFile(build.DIST / manifest["wheel"]) as whl:
            in_wheel = {n for n in whl.namelist() if not n.endswith("/")}
        lab = {n for n in in_wheel if engine_package.left_out_of_page(n)}
        developer = {f"engine/{n}.py" for n in engine_package.DEVELOPER_MODULES}
        assert developer <= lab, f"the wheel lacks a developer's module: {sorted(developer - lab)}"
        notes = {n for n in in_wheel if n.endswith(".md")}
        assert notes, "the wheel holds no notes: the check below would not see them left out"
        want = {n + "c" if n.endswith(".py") else n for n in in_wheel - lab - notes}
        z = zipfile.ZipFile(io.BytesIO(gzip.decompress((build.DIST / (engine + ".gz")).read_bytes())))
        have = set(z.namelist())
        assert not {n + "c" for n in lab} & have, "the page's engine holds a developer's module"
        assert have == want, f"differs from the wheel: {sorted(have ^ want)[:5]}"
        sw = (build.DIST / "sw.js").read_text()
        assert engine + ".gz" in sw and manifest["wheel"] not in sw, "the precache lists the wheel, not the engine"
        pycs = sum(n.endswith(".pyc") for n in have)
        return f"({pycs} modules compiled, {(build.DIST / (engine + '.gz')).stat().st_size:,} bytes)"

    check("the page's engine is the wheel compiled for its runtime, without the modules it never imports or notes", compiled_engine)

    httpd, base = serve()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)

            def protocol(page, expect_snapshot, expect_kept=None):
                r = page.evaluate(PROTOCOL_JS)
                assert r["snapshot"] is expect_snapshot, f"snapshot {r['snapshot']}"
                kept = expect_snapshot if expect_kept is None else expect_kept
                assert r["keptWasm"] is kept, f"wasm from the kept copy: {r['keptWasm']}"
                assert r["wanted"] is (not expect_snapshot), f"snapshot_wanted {r['wanted']}"
                assert r["legal"] and all(isinstance(a, str) for a in r["legal"]), r["legal"]
                assert r["illegal"] and r["illegal"][0] == "IllegalAction", r["illegal"]
                assert r["unknown"] and r["unknown"][0] == "UnknownFunction", r["unknown"]
                assert r["badState"] and r["badState"][0] not in ("Error", "EngineError"), r["badState"]
                assert r["after"] == len(r["legal"])
                assert r["cancelled"] and r["cancelled"][0] == "Cancelled", r["cancelled"]
                assert r["ready2"] and r["afterRestart"] > 0
                return f"start-up {r['startup_ms']} ms"

            def snapshots():
                """Plain start -> the maker stores a snapshot -> a start from it -> a damaged one is
                refused, the start goes on without it, and the next start makes do without it."""
                assert manifest.get("snapshot") == "browser", f"manifest snapshot {manifest.get('snapshot')!r}"
                cache = "rosarium-snapshot-" + manifest["build"] + "@/"  # the site is served at /
                ctx = browser.new_context(service_workers="block", bypass_csp=True)
                page = ctx.new_page()
                page.goto(base + "__client.html")
                page.wait_for_function("window.clientLoaded === true")
                plain = protocol(page, False)
                made = page.evaluate(MAKE_SNAPSHOT_JS)
                assert made.get("snapshot_made", {}).get("bytes", 0) > 1_000_000, f"maker said {made}"
                restored = protocol(page, True)
                page.evaluate(DAMAGE_WASM_JS, cache)
                protocol(page, True, expect_kept=False)
                left = page.evaluate(f"caches.open({cache!r}).then(c => c.match('pyodide.asm.wasm')).then(r => !!r)")
                assert not left, "a damaged kept wasm stayed in the cache"
                page.evaluate(DAMAGE_SNAPSHOT_JS, cache)
                fallback = protocol(page, False)
                left = page.evaluate(f"caches.open({cache!r}).then(c => c.match('snapshot.rsnap')).then(r => !!r)")
                assert not left, "a refused snapshot stayed in the cache"
                ctx.close()
                return (f"(plain {plain}; snapshot made, {made['snapshot_made']['bytes'] / 1e6:.1f} MB in "
                        f"{made['ms']} ms; from it {restored}; damaged wasm, damaged snapshot: fell back, {fallback})")

            check("worker protocol; snapshot and wasm kept in the browser, start from them, damaged ones refused", snapshots)

            def service_worker():
                with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profile:
                    ctx = p.chromium.launch_persistent_context(
                        profile, executable_path=CHROMIUM, headless=True, args=CHROME_ARGS, bypass_csp=True)
                    ctx.add_init_script(COUNT_WORKERS)
                    page = ctx.new_page()
                    page.goto(base)
                    page.wait_for_function("window.__readyAt !== undefined", timeout=60000)
                    # build.py's prestart() worker must be the one the rules engine uses: one
                    # worker until the first engine is ready (the computer's client comes later)
                    early = page.evaluate("window.__workers.filter(t => t <= window.__firstReady).length")
                    assert early == 1, f"{early} workers started before the first engine was ready"
                    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
                    names = page.evaluate("caches.keys()")
                    build_id = page.evaluate("fetch('manifest.json').then(r => r.json()).then(m => m.build)")
                    want = "rosarium-" + build_id + "@/"
                    assert want in names, f"{want} not in {names}"
                    cached = page.evaluate(f"""async () => (await (await caches.open({want!r})).keys())
                                               .map(r => new URL(r.url).pathname.slice(1))""")
                    # not the full standard library, nor the wheel when the page installs the compiled engine
                    # and the modules only the game page's bundle holds (no page asks for them), nor
                    # the files of play in a group (asked for when a person opens it)
                    skip = {"pyodide/" + build.FULL_STDLIB, manifest["wheel"] if manifest.get("engine") else None} | build.bundled_only(build.DIST) \
                        | set(manifest.get("on_demand") or ())
                    assert build.BUNDLE_MAIN in cached, "the game page's bundle is not precached"
                    wanted = [f for f in manifest["files"] if f not in skip]
                    missing = [f for f in wanted if f not in cached]
                    assert not missing, f"not precached: {missing[:5]}"
                    on_demand = set(manifest.get("on_demand") or ()) & set(cached)
                    assert not on_demand, f"precached, though asked for only by group play: {sorted(on_demand)}"
                    page.reload()
                    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=60000)
                    controlled = page.evaluate("navigator.serviceWorker.controller !== null")
                    assert controlled, "page not controlled by the service worker after reload"
                    # the first visit's plain start made the snapshot (engine-client.mjs); a return
                    # visit starts from it, with the wasm kept beside it
                    if not page.evaluate("window.__firstInfo.snapshot"):
                        page.wait_for_function("globalThis.ROSARIUM_SNAPSHOT_MADE !== undefined", timeout=120000)
                        made = page.evaluate("globalThis.ROSARIUM_SNAPSHOT_MADE")
                        assert made.get("bytes", 0) > 1_000_000, f"snapshot maker said {made}"
                        page.reload()
                        page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=60000)
                    info = page.evaluate("window.__firstInfo")
                    assert info["snapshot"] is True, f"a return visit started without the snapshot: {info}"
                    assert "wasm_kept" in info["timings"], f"return visit without the kept wasm: {info['timings']}"
                    ctx.close()
                    return f"({len(cached)} files in {want}; a return visit from the snapshot, ready in {info['timings'].get('engine_imported')} ms)"

            check("page adopts the prestarted worker; service worker precaches the build; a return visit starts from the snapshot", service_worker)

            single = build.DIST / "rosarium-single.html"

            def single_page(url_suffix=""):
                """A page of the single file from file://, with the requests it made and its errors."""
                ctx = browser.new_context(bypass_csp=True)
                ctx.add_init_script(APP_HOOK)  # window.__probe.snapshot: how the worker started
                page = ctx.new_page()
                urls, errors = [], []
                page.on("request", lambda r: urls.append(r.url))
                page.on("pageerror", lambda e: errors.append(str(e)))
                page.on("console", lambda m: m.type == "error" and errors.append(m.text))
                page.goto(single.as_uri() + url_suffix)
                return ctx, page, urls, errors

            def no_outside(urls, errors):
                outside = [u for u in urls if not u.startswith(("file:", "data:", "blob:"))]
                assert not outside, f"requests: {outside[:5]}"
                assert not errors, f"errors: {errors[:3]}"

            def single_file():
                assert single.exists(), "dist/rosarium-single.html missing"
                size = single.stat().st_size
                assert size <= SINGLE_MAX_BYTES, f"{size / 1e6:.2f} MB > {SINGLE_MAX_BYTES / 1e6:.0f} MB"
                ctx, page, urls, errors = single_page("?delay=0")
                page.wait_for_function("document.body.dataset.engine !== 'loading'", timeout=90000)
                state = page.evaluate("document.body.dataset.engine")
                assert state == "ready", f"engine {state}"
                page.wait_for_function("window.rosarium && window.rosarium.settled", timeout=90000)
                ui = page.evaluate("window.rosarium.ui")
                move = next((m for m in ui.get("moves") or [] if not m.get("hero")), None)
                assert move, f"no rose to place for the player to move: {ui.get('legal')}"
                page.locator("#board").get_by_role("button", name=move["target"], exact=True).click()
                page.wait_for_function(f"window.rosarium.settled && window.rosarium.ui.position !== {ui['position']!r}",
                                       timeout=60000)
                played = page.locator("#movelist li.done").count()
                snapshot = page.evaluate("window.__probe.snapshot")
                ctx.close()
                assert played >= 1, "no move in the move list"
                assert snapshot is False, f"single file started with snapshot={snapshot}: it has none"
                no_outside(urls, errors)
                return f"({size / 1e6:.1f} MB, snapshot {snapshot}, played {move['action']} to {move['target']})"

            check("single-file page (<= 10 MB) plays from file://", single_file)


            def single_file_lessons():
                settled = ("(els => els.length > 0 && els.every(e => ['ready', 'solved'].includes(e.dataset.rwState)"
                           " && e.dataset.rwBusy !== 'true'))([...document.querySelectorAll('[data-rosarium]')])")
                ctx, page, urls, errors = single_page()
                page.get_by_role("button", name="Menu", exact=True).click()  # the lessons link is in the Menu
                page.get_by_role("link", name="Rules lessons").click()
                page.get_by_role("link", name="The Rose King").click()
                page.wait_for_function(settled, timeout=90000)
                heading = page.get_by_role("heading", level=1).inner_text()
                assert heading.startswith("The Rose King"), heading
                board = page.get_by_role("region", name="3. Drawing a card, and passing")
                first = board.get_by_role("status").inner_text()
                assert first.startswith("Position 1 of 3"), first
                board.get_by_role("button", name="Next").click()
                second = board.get_by_role("status").inner_text()
                assert second.startswith("Position 2 of 3"), second
                page.get_by_role("link", name="All lessons").click()
                page.get_by_role("link", name="Long Live the Queen").click()
                page.wait_for_function(settled, timeout=90000)
                boards = page.locator("[data-rosarium]").count()
                page.get_by_role("link", name="Back to the game").click()
                page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=90000)
                ctx.close()
                no_outside(urls, errors)
                return f"(Rose King lesson: {first.splitlines()[0]!r}; Long Live the Queen lesson: {boards} boards)"

            check("single file: lessons open from the game and show their boards", single_file_lessons)
            browser.close()
    finally:
        httpd.shutdown()

    def first_visit_bytes():
        from tools.lab import measure_network  # noqa: PLC0415
        rows = measure_network.measure(build.DIST, ["fast"], ["game"], visits=("cold",))
        said = []
        for r in rows:
            assert r["legal_s"] is not None, f"{r['page']}: never playable"
            assert r["bytes_all"] <= FIRST_VISIT_MAX_BYTES, f"{r['page']}: {r['bytes_all']:,} bytes"
            said.append(f"{r['page'].split()[-1]} {r['bytes_all'] / 1e6:.2f} MB")
        return "(" + ", ".join(said) + f"; budget {FIRST_VISIT_MAX_BYTES / 1e6:.0f} MB)"

    check("first visit of each game's page fetches <= 6 MB", first_visit_bytes)

    passed = sum(ok for _, ok, _ in results)
    failed = len(results) - passed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
