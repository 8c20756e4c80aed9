"""One small driver for the three browser engines of the cross-browser suite, each from Debian:
Chromium through Playwright, Firefox ESR over WebDriver BiDi (its own Remote Agent, on a
WebSocket), WebKitGTK's MiniBrowser over W3C WebDriver (``WebKitWebDriver``, HTTP, under a
virtual X screen). The tests speak only this interface, so each path runs the same in every engine:

    d.goto(url); d.reload(); d.wait(expr, what); d.value(expr)
    d.new_tab()                     # a new tab of the same profile in place of the current one
    d.click("button", "Next", within=("region", "Step board")); d.text("status", within=...)
    with d.frame(0): ...            # inside the page's first iframe
    d.errors()                      # console errors and uncaught page errors seen so far

Expressions are JavaScript evaluated in the page (awaited; their value comes back through JSON).
Controls are found as a person finds them: by role and accessible name (FIND below), then clicked
with the engine's own input (a WebDriver element click, a BiDi pointer action, Playwright's
click), not by a script's ``el.click()``.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

CHROMIUM = os.environ.get("ROSARIUM_CHROMIUM", "/usr/bin/chromium")
FIREFOX = os.environ.get("ROSARIUM_FIREFOX", "/usr/bin/firefox-esr")
WEBKIT_DRIVER = os.environ.get("ROSARIUM_WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
# Debian ships MiniBrowser with the library (libwebkit2gtk-4.1-0), not on PATH
MINIBROWSER = os.environ.get("ROSARIUM_MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")

ENGINES = ("chromium", "firefox", "webkit")

# Every page of these tests refuses the snapshot maker, as tests/browser's pages do (a test's
# profile never has a next visit; the maker is one more Pyodide start on two shared cores);
# snapshot_maker=True lets it run (tools/lab/measure_network.py's warm visits start from it).
# WebKit's driver runs no script before a page's own: the suite's server puts this in its pages.
NO_SNAPSHOT_MAKER = """self.Worker = new Proxy(self.Worker, { construct(target, args) {
  if (args[1] && args[1].name === "rosarium-snapshot") throw new Error("no snapshot maker in tests");
  return Reflect.construct(target, args);
} });"""
START_S = 60  # a browser process and its session


class BrowserMissing(RuntimeError):
    """The engine's browser is not installed."""


class Timeout(AssertionError):
    """A wait ran out: the page never reached what the test waited for."""


# The element of `role` whose accessible name is `name` (a string, exact after trimming and
# collapsing spaces, or {re: source} for a regular expression), inside the element found by
# `within` ([role, name], or ["css", selector] for a part of the page that has no role) when given. Names as a screen reader reads them for the roles these
# tests use: aria-label, else aria-labelledby's text, else the text (button, link, heading,
# status) or, for a region, its label. The last match wins when a control is given twice
# (none is, on these pages).
# Every element under `root` that matches `selector`, open shadow roots included (an embedded
# board draws in its host's shadow root), in document order.
DEEP_ALL = r"""((root, selector) => {
  const out = [];
  const walk = (node) => {
    for (const el of node.querySelectorAll("*")) {
      if (el.matches(selector)) out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(root);
  return out;
})"""

FIND = r"""(role, name, within) => {
  const deepAll = """ + DEEP_ALL + r""";
  const norm = (s) => String(s || "").replace(/\s+/g, " ").trim();
  const label = (el, r) => {
    if (el.getAttribute("aria-label")) return norm(el.getAttribute("aria-label"));
    const by = el.getAttribute("aria-labelledby");
    if (by) return norm(by.split(/\s+/).map((id) => (el.getRootNode().getElementById(id) || {}).textContent || "").join(" "));
    return r === "region" ? "" : norm(el.textContent);
  };
  const SELECTORS = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: "a[href], [role=link]",
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    status: '[role="status"], output',
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    dialog: "dialog, [role=dialog]",
  };
  const shown = (el) => !el.closest("[hidden]") && el.getClientRects().length > 0;
  const matches = (el, r, n) => {
    if (n === null || n === undefined) return true;
    const got = label(el, r);
    return typeof n === "string" ? got === norm(n) : new RegExp(n.re).test(got);
  };
  let scope = document;
  if (within && within[0] === "css") {
    scope = deepAll(document, within[1])[0];
    if (!scope) return null;
  } else if (within) {
    const outer = deepAll(document, SELECTORS[within[0]]).filter((el) => shown(el) && matches(el, within[0], within[1]));
    if (!outer.length) return null;
    scope = outer[outer.length - 1];
  }
  const all = deepAll(scope, SELECTORS[role]).filter((el) => shown(el) && matches(el, role, name));
  return all.length ? all[all.length - 1] : null;
}"""


def _name_arg(name):
    if isinstance(name, re.Pattern):
        return {"re": name.pattern}
    return name


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Driver:
    """What every engine's driver offers; subclasses implement the _primitives."""

    engine = "?"
    poll_s = 0.25

    def __init__(self):
        self._errors: list[str] = []
        self.allowed: list[re.Pattern] = []  # errors a test causes on purpose

    def allow(self, pattern: str):
        """An error matching ``pattern`` is what the test asks for, not a failure."""
        self.allowed.append(re.compile(pattern))

    # ---- the primitives an engine implements
    def goto(self, url: str): raise NotImplementedError
    def reload(self): raise NotImplementedError
    def new_tab(self): raise NotImplementedError
    def _eval_json(self, body: str, args: list) -> str: raise NotImplementedError
    def _click_found(self, args: list): raise NotImplementedError
    def _enter_frame(self, index: int): raise NotImplementedError
    def _leave_frame(self): raise NotImplementedError
    def resize(self, width: int, height: int): raise NotImplementedError
    def screenshot(self, path: Path): raise NotImplementedError
    def close(self): raise NotImplementedError

    # ---- built on them
    def value(self, expr: str, *args):
        """The value of the JavaScript expression ``expr`` in the page (awaited), through JSON;
        ``args`` are there as ``args[0]``, ``args[1]``, ..."""
        body = f"const args = __args; const v = await ({expr}); return JSON.stringify(v === undefined ? null : v);"
        return json.loads(self._eval_json(body, list(args)))

    def wait(self, expr: str, what: str, timeout_s: float = 120, *args):
        """Polls ``expr`` until it is truthy; fails naming ``what`` and the page's status line."""
        end = time.monotonic() + timeout_s
        last = None
        while True:
            try:
                got = self.value(expr, *args)
            except Exception as e:  # a page between two documents answers nothing for a moment
                got, last = None, e
            if got:
                return got
            if time.monotonic() > end:
                raise Timeout(f"{self.engine}: waited {timeout_s:.0f} s for {what}; the page says: "
                              f"{self.page_words()!r}" + (f" (last error: {last})" if last else ""))
            time.sleep(self.poll_s)

    def page_words(self) -> str:
        try:
            return self.value("[document.title, ...[...document.querySelectorAll('[role=status],[role=alert]')]"
                              ".map((e) => e.textContent.trim()).filter(Boolean)].join(' | ')")
        except Exception as e:  # noqa: BLE001 (a diagnosis, never the failure itself)
            return f"(unreadable: {e})"

    def find_args(self, role, name=None, within=None):
        return [role, _name_arg(name), [within[0], _name_arg(within[1])] if within else None]

    def exists(self, role, name=None, within=None) -> bool:
        return self.value(f"!!({FIND})(...args)", *self.find_args(role, name, within))

    def wait_for(self, role, name=None, within=None, timeout_s: float = 60):
        """Waits until the page has a control of ``role`` named ``name``."""
        args = self.find_args(role, name, within)
        self.wait(f"!!({FIND})(...args)", f"a {role} named {name!r}" + (f" in {within}" if within else ""), timeout_s, *args)

    def text(self, role, name=None, within=None) -> str:
        got = self.value(f"(({FIND})(...args) || {{}}).textContent ?? null", *self.find_args(role, name, within))
        if got is None:
            raise AssertionError(f"{self.engine}: no {role} {name!r}" + (f" in {within}" if within else ""))
        return " ".join(got.split())

    def click(self, role, name=None, within=None, timeout_s: float = 60):
        """Clicks the enabled control of ``role`` named ``name`` once it is there."""
        args = self.find_args(role, name, within)
        self.wait(f"(() => {{ const el = ({FIND})(...args); return !!el && !el.disabled; }})()",
                  f"an enabled {role} named {name!r}" + (f" in {within}" if within else ""), timeout_s, *args)
        self.value(f"(({FIND})(...args)).scrollIntoView({{block: 'center'}})", *args)
        self._click_found(args)

    @contextlib.contextmanager
    def frame(self, index: int):
        self._enter_frame(index)
        try:
            yield self
        finally:
            self._leave_frame()

    def errors(self) -> list[str]:
        """Console errors and uncaught page errors seen so far, but those allowed."""
        return [e for e in self._errors if not any(a.search(e) for a in self.allowed)]


# ------------------------------------------------------------------ Chromium (Playwright)


class ChromiumDriver(Driver):
    engine = "chromium"

    def __init__(self, browser, snapshot_maker: bool = False):
        super().__init__()
        self.ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
        if not snapshot_maker:
            self.ctx.add_init_script(NO_SNAPSHOT_MAKER)
        self._open_page()

    def _open_page(self):
        self.page = self.ctx.new_page()
        self.target = self.page
        self.page.on("console", lambda m: m.type == "error" and self._errors.append(f"console: {m.text}"))
        self.page.on("pageerror", lambda e: self._errors.append(f"pageerror: {e}"))

    def new_tab(self):
        old = self.page
        self._open_page()
        old.close()

    def goto(self, url):
        self.page.goto(url, wait_until="commit")

    def reload(self):
        self.page.reload(wait_until="commit")

    def _eval_json(self, body, args):
        return self.target.evaluate(f"async (__args) => {{ {body} }}", args)

    def _click_found(self, args):
        self.target.evaluate_handle(f"(args) => ({FIND})(...args)", args).as_element().click()

    def _enter_frame(self, index):
        self.target = self.page.main_frame.child_frames[index]

    def _leave_frame(self):
        self.target = self.page

    def resize(self, width, height):
        self.page.set_viewport_size({"width": width, "height": height})

    def screenshot(self, path):
        self.page.screenshot(path=str(path))

    def close(self):
        self.ctx.close()


def launch_chromium():
    """(playwright, browser): Debian's Chromium, as tests/browser starts it."""
    if not Path(CHROMIUM).exists():
        raise BrowserMissing(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    from tests.browser.conftest import CHROMIUM_ARGS  # noqa: PLC0415

    pw = sync_playwright().start()
    return pw, pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


# ------------------------------------------------------------------ Firefox (WebDriver BiDi)


class FirefoxBrowser:
    """One headless Firefox ESR with its Remote Agent; each driver gets a user context of its
    own (its own cookies, storage, caches and service workers), as a fresh profile would."""

    def __init__(self):
        if not Path(FIREFOX).exists():
            raise BrowserMissing(f"no Firefox at {FIREFOX} (apt-get install firefox-esr)")
        from websockets.sync.client import connect  # noqa: PLC0415

        self.profile = tempfile.mkdtemp(prefix="rosarium-firefox-")
        # the Remote Agent sets its recommended preferences (no updates, no telemetry, ...); these
        # keep the browser off the network it cannot reach here, and English
        Path(self.profile, "user.js").write_text("\n".join(
            f'user_pref("{k}", {json.dumps(v)});' for k, v in {
                "intl.accept_languages": "en-US", "intl.locale.requested": "en-US",
                "network.captive-portal-service.enabled": False, "network.connectivity-service.enabled": False,
                "browser.safebrowsing.update.enabled": False, "extensions.update.enabled": False,
                "app.normandy.enabled": False, "dom.serviceWorkers.testing.enabled": False,
            }.items()) + "\n")
        self.proc = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", self.profile, "--remote-debugging-port", "0",
             "--remote-allow-hosts", "localhost,127.0.0.1", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True)
        url = None
        end = time.monotonic() + START_S
        while url is None:
            line = self.proc.stderr.readline()
            if not line and (self.proc.poll() is not None or time.monotonic() > end):
                raise RuntimeError("Firefox's Remote Agent did not start")
            m = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
            if m:
                url = m.group(1).rstrip("/") + "/session"
        # the rest of its output is read (and dropped) so the browser never blocks on a full pipe
        import threading  # noqa: PLC0415

        threading.Thread(target=lambda: [None for _ in self.proc.stderr], daemon=True).start()
        self.stack = contextlib.ExitStack()
        self.ws = self.stack.enter_context(connect(url, max_size=64 * 2**20, open_timeout=START_S))
        self.ids = itertools.count(1)
        self.events: list[dict] = []
        self.version = self.send("session.new", {"capabilities": {"alwaysMatch": {"acceptInsecureCerts": True}}})[
            "capabilities"].get("browserVersion")
        self.send("session.subscribe", {"events": ["log.entryAdded"]})

    def send(self, method, params, timeout_s: float = 300):
        mid = next(self.ids)
        self.ws.send(json.dumps({"id": mid, "method": method, "params": params}))
        end = time.monotonic() + timeout_s
        while True:
            msg = json.loads(self.ws.recv(timeout=max(0.1, end - time.monotonic())))
            if msg.get("id") == mid:
                if msg.get("type") == "error" or "error" in msg:
                    raise RuntimeError(f"firefox {method}: {msg.get('error')}: {msg.get('message')}")
                return msg["result"]
            if msg.get("type") == "event":
                self.events.append(msg)

    def close(self):
        with contextlib.suppress(Exception):
            self.send("browser.close", {}, timeout_s=10)
        with contextlib.suppress(Exception):
            self.stack.close()
        with contextlib.suppress(Exception):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=30)
        shutil.rmtree(self.profile, ignore_errors=True)


class FirefoxDriver(Driver):
    engine = "firefox"

    def __init__(self, browser: FirefoxBrowser, snapshot_maker: bool = False):
        super().__init__()
        self.b = browser
        self.user = browser.send("browser.createUserContext", {})["userContext"]
        if not snapshot_maker:
            browser.send("script.addPreloadScript", {"functionDeclaration": f"() => {{ {NO_SNAPSHOT_MAKER} }}",
                                                     "userContexts": [self.user]})
        self._open_tab()

    def _open_tab(self):
        self.top = self.b.send("browsingContext.create", {"type": "tab", "userContext": self.user})["context"]
        self.b.send("browsingContext.setViewport", {"context": self.top, "viewport": {"width": 1280, "height": 900}})
        self.ctx = self.top

    def new_tab(self):
        old = self.top
        self._open_tab()
        self.b.send("browsingContext.close", {"context": old}, timeout_s=30)

    def _drain_log(self):
        # one driver at a time uses a browser (a test's), so every entry logged is this one's
        for ev in self.b.events:
            p = ev.get("params", {})
            if ev.get("method") == "log.entryAdded" and p.get("level") == "error":
                self._errors.append(f"{p.get('type')}: {p.get('text')}")
        self.b.events.clear()

    def errors(self):
        self._drain_log()
        return super().errors()

    def goto(self, url):
        self.b.send("browsingContext.navigate", {"context": self.top, "url": url, "wait": "none"})

    def reload(self):
        self.b.send("browsingContext.reload", {"context": self.top, "wait": "none"})

    def _call(self, declaration, args, **extra):
        return self.b.send("script.callFunction", {
            "functionDeclaration": declaration, "awaitPromise": True, "target": {"context": self.ctx},
            "arguments": [{"type": "string", "value": json.dumps(args)}], **extra})

    def _eval_json(self, body, args):
        r = self._call(f"async function (__json) {{ const __args = JSON.parse(__json); {body} }}", args)
        if r.get("type") == "exception":
            raise RuntimeError(f"firefox: {r['exceptionDetails'].get('text')}")
        return r["result"]["value"]

    def _click_found(self, args):
        r = self._call(f"function (__json) {{ return ({FIND})(...JSON.parse(__json)); }}", args,
                       resultOwnership="root")
        node = r["result"]
        self.b.send("input.performActions", {"context": self.ctx, "actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
                {"type": "pointerMove", "x": 0, "y": 0, "origin": {"type": "element", "element": {"sharedId": node["sharedId"]}}},
                {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})
        self.b.send("input.releaseActions", {"context": self.ctx})

    def _enter_frame(self, index):
        tree = self.b.send("browsingContext.getTree", {"root": self.top})["contexts"][0]
        self.ctx = tree["children"][index]["context"]

    def _leave_frame(self):
        self.ctx = self.top

    def resize(self, width, height):
        self.b.send("browsingContext.setViewport", {"context": self.top, "viewport": {"width": width, "height": height}})

    def screenshot(self, path):
        import base64  # noqa: PLC0415

        data = self.b.send("browsingContext.captureScreenshot", {"context": self.top})["data"]
        Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        self._drain_log()
        with contextlib.suppress(Exception):
            self.b.send("browsingContext.close", {"context": self.top}, timeout_s=30)
        with contextlib.suppress(Exception):
            self.b.send("browser.removeUserContext", {"userContext": self.user}, timeout_s=30)


# ------------------------------------------------------------------ WebKit (W3C WebDriver)

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


class WebKitService:
    """WebKitWebDriver on a virtual X screen (xvfb-run); each driver is a session of its own,
    and each session a MiniBrowser with its own ephemeral storage. WebDriver shows no console:
    the page's errors come from page-errors.js, which the suite's server puts in each page."""

    def __init__(self):
        for need, what in ((WEBKIT_DRIVER, "apt-get install webkit2gtk-driver"), (MINIBROWSER, "libwebkit2gtk-4.1-0"),
                           ("/usr/bin/xvfb-run", "apt-get install xvfb xauth")):
            if not Path(need).exists():
                raise BrowserMissing(f"no {need} ({what})")
        self.version = None
        self._start()

    def _start(self):
        self.port = _free_port()
        self.log_path = Path(tempfile.mkstemp(prefix="rosarium-webkit-", suffix=".log")[1])
        self.log = open(self.log_path, "wb")  # noqa: SIM115 (open for the service's life)
        self.proc = subprocess.Popen(
            ["xvfb-run", "-a", "-s", "-screen 0 1366x900x24 -nolisten tcp", WEBKIT_DRIVER, f"--port={self.port}"],
            stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        self.base = f"http://127.0.0.1:{self.port}"
        end = time.monotonic() + START_S
        while True:
            try:
                if self.req("GET", "/status").get("ready") is not None:
                    break
            except (OSError, urllib.error.URLError):
                pass
            if self.proc.poll() is not None or time.monotonic() > end:
                raise RuntimeError("WebKitWebDriver did not start: " + self.log_path.read_text(errors="replace")[-2000:])
            time.sleep(0.2)

    def log_tail(self, chars: int = 2000) -> str:
        self.log.flush()
        return self.log_path.read_text(errors="replace")[-chars:]

    def restart(self):
        """A new WebKitWebDriver (and X screen) in place of one that stopped answering."""
        self.close()
        self._start()

    def new_session(self, caps) -> dict:
        """A new session; when the driver does not answer in time (it has hung on a session's
        start now and then, on a busy machine), the driver is started again, once."""
        try:
            return self.req("POST", "/session", caps, timeout_s=START_S)
        except (OSError, urllib.error.URLError) as first:
            tail = self.log_tail()
            self.restart()
            try:
                return self.req("POST", "/session", caps, timeout_s=START_S)
            except (OSError, urllib.error.URLError) as second:
                raise RuntimeError(f"WebKitWebDriver gave no session twice ({first!r}, then {second!r}); "
                                   f"its log before the restart:\n{tail}") from None

    def req(self, method, path, body=None, timeout_s: float = 300):
        data = json.dumps(body).encode() if body is not None else None
        r = urllib.request.Request(self.base + path, data=data, method=method, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(r, timeout=timeout_s) as f:
                return json.loads(f.read())["value"]
        except urllib.error.HTTPError as e:
            raise RuntimeError(f"webkit {method} {path}: {e.read().decode(errors='replace')[:1000]}") from None

    def close(self):
        with contextlib.suppress(Exception):
            os.killpg(self.proc.pid, signal.SIGTERM)
        with contextlib.suppress(Exception):
            self.proc.wait(timeout=20)
        with contextlib.suppress(Exception):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.log.close()
        self.log_path.unlink(missing_ok=True)


class WebKitDriver(Driver):
    engine = "webkit"

    def __init__(self, service: WebKitService):
        super().__init__()
        self.svc = service
        caps = {"capabilities": {"alwaysMatch": {"browserName": "MiniBrowser", "webkitgtk:browserOptions": {
            "binary": MINIBROWSER, "args": ["--automation"]}}}}
        got = service.new_session(caps)
        self.sid = got["sessionId"]
        service.version = got["capabilities"].get("browserVersion")
        with contextlib.suppress(Exception):
            self.s("POST", "/window/rect", {"width": 1280, "height": 900})

    def s(self, method, path, body=None, timeout_s: float = 300):
        return self.svc.req(method, f"/session/{self.sid}{path}", body, timeout_s)

    def errors(self):
        # what the page's own catcher kept (the suite's server puts page-errors.js in each
        # page it serves to WebKit), read from the page shown now
        try:
            kept = self.value("JSON.parse(sessionStorage.getItem('__rosariumTestErrors') || '[]')")
            self.value("(sessionStorage.removeItem('__rosariumTestErrors'), true)")
        except Exception:  # noqa: BLE001 (a page with no storage: file://, an opaque origin)
            kept = []
        self._errors += kept
        return super().errors()

    def goto(self, url):
        # WebDriver's navigation waits for the load event, which a page of Pyodide reaches soon
        self.s("POST", "/url", {"url": url})

    def reload(self):
        self.s("POST", "/refresh", {})

    def new_tab(self):
        made = self.s("POST", "/window/new", {"type": "tab"})
        self.s("DELETE", "/window")
        self.s("POST", "/window", {"handle": made["handle"]})
        with contextlib.suppress(Exception):
            self.s("POST", "/window/rect", {"width": 1280, "height": 900})

    def _eval_json(self, body, args):
        script = ("const __done = arguments[arguments.length - 1], __args = arguments[0];"
                  f"(async (__args) => {{ {body} }})(__args).then((v) => __done({{ ok: v }}),"
                  " (e) => __done({ err: String(e) + (e && e.stack ? \"\\n\" + e.stack : \"\") }));")
        got = self.s("POST", "/execute/async", {"script": script, "args": [args]})
        if "err" in got:
            raise RuntimeError(f"webkit: {got['err']}")
        return got["ok"]

    def _click_found(self, args):
        el = self.s("POST", "/execute/sync", {"script": f"return ({FIND})(...arguments[0]);", "args": [args]})
        self.s("POST", f"/element/{el[ELEMENT]}/click", {})

    def _enter_frame(self, index):
        self.s("POST", "/frame", {"id": index})

    def _leave_frame(self):
        self.s("POST", "/frame/parent", {})

    def resize(self, width, height):
        self.s("POST", "/window/rect", {"width": width, "height": height})

    def screenshot(self, path):
        import base64  # noqa: PLC0415

        Path(path).write_bytes(base64.b64decode(self.s("GET", "/screenshot")))

    def close(self):
        self.errors()
        try:
            self.s("DELETE", "", timeout_s=30)
        except (OSError, urllib.error.URLError, RuntimeError):
            # a session that does not end holds the driver: the next test gets a new one
            self.svc.restart()
