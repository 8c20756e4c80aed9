"""The cross-browser suite's fixtures: dist/ served on 127.0.0.1 (as tests/browser serves it, plus
servers that break the engine's worker on purpose), and each engine's browser (drivers.py):
one browser process per engine and pytest worker, a fresh profile (context, user context or
WebDriver session) per test. Which engines run: ``ROSARIUM_BROWSERS`` (default
``chromium,firefox,webkit``). A missing browser fails its tests (tools/ci/test.sh installs all
three from Debian), unless ROSARIUM_SKIP_BROWSER=1 says to skip them.

Every test fails on a console error or an uncaught page error in its browser. Tests of one engine
share an xdist group, so a run on two workers starts each browser once.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # build.py (its Handler serves dist/)

from tests.browser.conftest import dist  # noqa: E402,F401 (the same built dist/, one builder at a time)
from tests.browsers import drivers as D  # noqa: E402

ENGINES = [e for e in os.environ.get("ROSARIUM_BROWSERS", ",".join(D.ENGINES)).split(",") if e]
for _e in ENGINES:
    assert _e in D.ENGINES, f"ROSARIUM_BROWSERS: unknown engine {_e!r} (one of {D.ENGINES})"

VERSIONS: dict[str, str] = {}  # engine -> version, for the run's summary


def pytest_collection_modifyitems(config, items):
    # a test of several engines together (@pytest.mark.engines) runs where all of them are chosen;
    # a test marked covered_in(engine) does not run in that engine (its own suite plays the path)
    chosen, left = [], []
    for item in items:
        needs = item.get_closest_marker("engines")
        covered = item.get_closest_marker("covered_in")
        engine = getattr(item, "callspec", None) and item.callspec.params.get("engine")
        keep = (not needs or set(needs.args) <= set(ENGINES)) and not (covered and engine in covered.args)
        (chosen if keep else left).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = chosen
    for item in items:
        if "tests/browsers" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)
            engine = getattr(item, "callspec", None) and item.callspec.params.get("engine")
            needs = item.get_closest_marker("engines")
            engine = engine or (needs and needs.args[-1])  # (a pair shares its last engine's worker)
            if engine:
                item.add_marker(pytest.mark.xdist_group(engine))


def pytest_generate_tests(metafunc):
    if "engine" in metafunc.fixturenames:
        metafunc.parametrize("engine", ENGINES, scope="session")


def pytest_terminal_summary(terminalreporter):
    if VERSIONS:
        terminalreporter.write_line("browsers: " + ", ".join(f"{e} {v}" for e, v in sorted(VERSIONS.items())))


class _Launched:
    """The engines' browser processes of this pytest worker, started when first needed."""

    def __init__(self):
        self.handles = {}

    def get(self, engine):
        if engine not in self.handles:
            try:
                if engine == "chromium":
                    pw, browser = D.launch_chromium()
                    self.handles[engine] = (browser, lambda: (browser.close(), pw.stop()))
                    VERSIONS[engine] = browser.version
                elif engine == "firefox":
                    b = D.FirefoxBrowser()
                    self.handles[engine] = (b, b.close)
                    VERSIONS[engine] = f"Firefox ESR {b.version}"
                else:
                    svc = D.WebKitService()
                    self.handles[engine] = (svc, svc.close)
            except D.BrowserMissing as e:
                if os.environ.get("ROSARIUM_SKIP_BROWSER") == "1":
                    pytest.skip(f"{e}, and ROSARIUM_SKIP_BROWSER=1")
                pytest.fail(f"{e}; tools/ci/test.sh installs it (ROSARIUM_SKIP_BROWSER=1 skips instead)")
        return self.handles[engine][0]

    def close(self):
        for _, closer in self.handles.values():
            with contextlib.suppress(Exception):
                closer()


@pytest.fixture(scope="session")
def launched():
    got = _Launched()
    yield got
    got.close()


@pytest.fixture
def driver(engine, launched):
    """A fresh profile in ``engine``'s browser; the test fails on any console or page error."""
    handle = launched.get(engine)
    d = {"chromium": D.ChromiumDriver, "firefox": D.FirefoxDriver, "webkit": D.WebKitDriver}[engine](handle)
    if engine == "webkit" and handle.version:
        VERSIONS[engine] = f"WebKitGTK {handle.version}"
    try:
        yield d
    finally:
        errors = d.errors()
        d.close()
    assert not errors, f"errors in {engine}:\n" + "\n".join(errors)


# ------------------------------------------------------------------ the site, as a test serves it

BROKEN_WORKERS = {
    # fails as it loads: the browser reports the worker's error at once
    "throws": b'throw new Error("this worker is broken on purpose");\n',
    # loads and never answers: only the page's start bound notices
    "silent": b"self.onmessage = () => {};\n",
}
# put at the top of each page served to an engine whose driver runs no script of its own first
PAGE_ERRORS = "/__page-errors.js"
PAGE_ERRORS_JS = (Path(__file__).parent / "page-errors.js").read_bytes() + b"\n" + D.NO_SNAPSHOT_MAKER.encode() + b"\n"
CHARSET_META = re.compile(rb"<meta\s+charset=[^>]*>", re.I)


class SiteServer:
    """dist/ over HTTP on a free port, as tests/browser serves it; with ``worker``, worker.mjs is
    one of BROKEN_WORKERS; with ``page_errors``, every HTML page first loads page-errors.js and
    drivers.NO_SNAPSHOT_MAKER (ahead of its content policy, so the policy does not apply to it)."""

    def __init__(self, directory: Path, worker: str | None = None, page_errors: bool = False):
        import build  # noqa: PLC0415

        broken = BROKEN_WORKERS[worker] if worker else None

        class Handler(build.Handler):
            def __init__(self, *args, **kwargs):
                SimpleHTTPRequestHandler.__init__(self, *args, directory=str(directory), **kwargs)

            def _send(self, body: bytes, kind: str):
                self.send_response(200)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self):  # noqa: N802 (http.server's name)
                path = self.path.split("?")[0].split("#")[0]
                if broken is not None and path == "/worker.mjs":
                    return self._send(broken, "text/javascript")
                if page_errors and path == PAGE_ERRORS:
                    return self._send(PAGE_ERRORS_JS, "text/javascript")
                file = Path(self.translate_path(path))
                if file.is_dir():
                    file = file / "index.html"
                if page_errors and file.suffix == ".html" and file.is_file():
                    html = file.read_bytes()
                    tag = f'<script src="{PAGE_ERRORS}"></script>'.encode()
                    m = CHARSET_META.search(html)
                    at = m.end() if m else 0
                    return self._send(html[:at] + tag + html[at:], "text/html; charset=utf-8")
                return super().do_GET()

            def log_message(self, fmt, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        if self.httpd:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None


def needs_page_errors(engine: str) -> bool:
    return engine == "webkit"


@pytest.fixture(scope="session")
def server(dist, engine):
    s = SiteServer(dist, page_errors=needs_page_errors(engine))
    yield s
    s.stop()


@pytest.fixture
def site(dist, engine):
    """site(worker=None): a server of its own for a test (one it may stop, or one whose worker is broken)."""
    made = []

    def make(worker=None):
        s = SiteServer(dist, worker=worker, page_errors=needs_page_errors(engine))
        made.append(s)
        return s

    yield make
    for s in made:
        s.stop()
