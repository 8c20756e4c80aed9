"""Browser tests: dist/ served on 127.0.0.1, headless Debian Chromium driven by Playwright.

dist/ is built with `python build.py` when it is missing or older than the web/ and
engine/ sources (tools/ci/test.sh normally builds it first; under pytest-xdist one worker builds
while the others wait on a lock). Each worker serves dist/ on its own free port. Chromium comes
from the system (/usr/bin/chromium, or $ROSARIUM_CHROMIUM); Playwright never downloads a browser
here. Without Chromium the browser tests fail, unless ROSARIUM_SKIP_BROWSER=1 says to skip them.
Every test fails on a console error or an uncaught page error, and when the engine imports a
module outside the page's standard library. A page's own randomness (crypto.getRandomValues and
Math.random: its new games' seeds, a friend game's secrets) comes from a seed named after the test
and the context's number in it, so a failure repeats.
"""

from __future__ import annotations

import fcntl
import itertools
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
CHROMIUM = os.environ.get("ROSARIUM_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Every test starts Pyodide afresh in new workers (two per game page), and V8 would compile its
    # hot wasm a second time in its optimizing tier on each start: on two shared cores that was a
    # quarter of the browser tests' CPU time. The baseline tier runs the same code, a little slower.
    "--js-flags=--liftoff-only",
    # The browser's own omnibox popup, a page of browser chrome that headless Chromium still lays
    # out for every window: a third of each test page's start-up CPU, for a window no one sees.
    # Chromium reads only the last --disable-features it is given, so the features Playwright
    # itself turns off (its chromiumSwitches, Playwright 1.65) are named again with these.
    "--disable-features=" + ",".join([
        "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
        "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
        "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin",
        "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
        "WebUIOmniboxPopup", "WebUIOmniboxAimPopup",
    ]),
]

# The page's snapshot maker (web/engine-client.mjs) starts Pyodide once more, 3 s after the
# engine, to speed up the next visit of the same browser; a test's context never has a next visit,
# so every context refuses that one worker (the page goes on without it, as when a browser cannot
# make one). tools/ci/smoke_dist.py checks the snapshot's whole cycle.
NO_SNAPSHOT_MAKER = """self.Worker = new Proxy(self.Worker, { construct(target, args) {
  if (args[1] && args[1].name === "rosarium-snapshot") throw new Error("no snapshot maker in tests");
  return Reflect.construct(target, args);
} });"""

# The page's randomness in a test: SHA-256 of the test's name, the context's number in the test and
# the page's number in the context seeds a xorshift128+ stream that stands in for
# crypto.getRandomValues and Math.random; each load of the page in its tab (a reload) goes on
# with the next stream (sessionStorage counts them, the page itself never reads it). The engine's
# workers draw nothing: each game's PRNG lives in its state.
SEEDED_RANDOM = """(() => {
  const KEY = "__rosariumTestLoads";
  let load = 0;
  try {
    load = Number(sessionStorage.getItem(KEY) || 0);
    sessionStorage.setItem(KEY, String(load + 1));
  } catch {
    // an opaque origin has no sessionStorage: its first stream
  }
  const seed = %s;
  let a = BigInt(seed[0]) ^ BigInt(load), b = BigInt(seed[1]);
  const M = (1n << 64n) - 1n;
  const next = () => {
    let x = a, y = b;
    a = y; x ^= (x << 23n) & M; x ^= x >> 17n; x ^= y ^ (y >> 26n); b = x;
    return (x + y) & M;
  };
  for (let i = 0; i < 20; i++) next();
  const fill = (arr) => {
    const bytes = new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
    for (let i = 0; i < bytes.length; i += 8) {
      let v = next();
      for (let j = i; j < Math.min(i + 8, bytes.length); j++) { bytes[j] = Number(v & 255n); v >>= 8n; }
    }
    return arr;
  };
  Object.defineProperty(Crypto.prototype, "getRandomValues", { value: fill, configurable: true, writable: true });
  Math.random = () => Number(next() >> 11n) / 2 ** 53;
})();"""

_contexts_of = {}


def _seeded(ctx):
    """``ctx`` whose every page from ``new_page`` draws its randomness from a named seed."""
    test = os.environ.get("PYTEST_CURRENT_TEST", "outside a test").rsplit(" (", 1)[0]
    n = next(_contexts_of.setdefault(test, itertools.count()))
    pages = itertools.count()
    plain_new_page = ctx.new_page

    def new_page():
        page = plain_new_page()
        words = secret_hex(f"{test} context {n} page {next(pages)}", 16)
        page.add_init_script(SEEDED_RANDOM % f'["0x{words[:16]}", "0x{words[16:]}"]')
        return page

    ctx.new_page = new_page
    return ctx


sys.path.insert(0, str(ROOT))  # build.py (its Handler serves dist/)

from tests.browser.games.rose_king.driver import RoseKingApp  # noqa: E402
from tests.browser.pagedriver import Server  # noqa: E402
from tests.seeded import secret_hex  # noqa: E402


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


# ---------------------------------------------------------------- build + serve


def _newest_source_mtime() -> float:
    newest = 0.0
    for top in (ROOT / "web", ROOT / "engine"):
        for p in top.rglob("*"):
            if "node_modules" in p.parts or "__pycache__" in p.parts or not p.is_file():
                continue
            newest = max(newest, p.stat().st_mtime)
    return newest


@pytest.fixture(scope="session")
def dist() -> Path:
    if os.environ.get("ROSARIUM_DIST"):  # a copy of dist/ elsewhere (no rebuild)
        return Path(os.environ["ROSARIUM_DIST"])
    manifest = DIST / "manifest.json"
    lock_path = ROOT / ".cache" / "dist-build.lock"
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with open(lock_path, "w") as lock:  # parallel workers: one builds, the others then see it fresh
        fcntl.flock(lock, fcntl.LOCK_EX)
        stale = not manifest.exists() or manifest.stat().st_mtime < _newest_source_mtime()
        if stale and not os.environ.get("ROSARIUM_NO_BUILD"):
            subprocess.run([sys.executable, "build.py"], cwd=ROOT, check=True, timeout=900)
    assert (DIST / "index.html").exists(), "dist/ is not built (python build.py)"
    return DIST


@pytest.fixture(scope="session")
def server(dist):
    s = Server(dist)
    yield s
    s.stop()


# ---------------------------------------------------------------- browser


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        if os.environ.get("ROSARIUM_SKIP_BROWSER") == "1":
            pytest.skip(f"no Chromium at {CHROMIUM}, and ROSARIUM_SKIP_BROWSER=1")
        pytest.fail(f"no Chromium at {CHROMIUM} (apt-get install chromium, or tools/ci/test.sh); "
                    "ROSARIUM_SKIP_BROWSER=1 skips the browser tests instead")
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        plain_context = b.new_context

        def new_context(**options):  # every context of every test, also those a test makes itself
            ctx = plain_context(**options)
            ctx.add_init_script(NO_SNAPSHOT_MAKER)
            return _seeded(ctx)

        b.new_context = new_context
        yield b
        b.close()


# web/worker.mjs says this when Python imports a module outside the page's cut of the standard
# library (tools/build/make_stdlib.mjs): the cut missed a module the engine uses.
STDLIB_MISS = "is not in the page's standard library"


class ConsoleGuard:
    """Collects console errors, uncaught exceptions and standard-library misses of every page of
    a context (its workers' console included)."""

    def __init__(self):
        self.errors: list[str] = []

    def _console(self, m):
        if m.type == "error" or STDLIB_MISS in m.text:
            self.errors.append(f"console: {m.text}")

    def watch(self, page):
        page.on("console", self._console)
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))


@pytest.fixture
def guard():
    g = ConsoleGuard()
    yield g
    assert not g.errors, "errors in the browser:\n" + "\n".join(g.errors)


@pytest.fixture
def context(browser, guard, request):
    # English unless a test asks for another language: the machine's browser language must
    # not flip the page (web/core/lang.js falls back to the browser's languages)
    # bypass_csp: the tests' own page scripts (wait_for_function with an expression) are
    # evaluated strings, which the pages' policy forbids; test_csp.py makes contexts without it
    # The page's service worker runs only in a test marked service_worker (offline play, the
    # update notice, an older build's upgrade): elsewhere it would precache the whole site in every
    # context, about a tenth of the suite's processor time, for nothing the test looks at; and
    # the page's own requests reach the network, where a test can refuse or hold them back.
    # (tests/browsers runs every engine's first visit with it.)
    blocked = {} if request.node.get_closest_marker("service_worker") else {"service_workers": "block"}
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True, locale="en-US", bypass_csp=True,
                              **blocked)
    ctx.on("page", guard.watch)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context):
    return context.new_page()


@pytest.fixture
def app(page, server):
    """The page, driven through The Rose King (the game it opens when none is asked for)."""
    return RoseKingApp(page, server.url)
