"""Drives the Rosarium page in tests, for any game: the dist/ server, opening the page, waiting
until it has settled, the New game dialog, Open file, and an App object that holds a page.

It knows the shell (web/shell/) and no game: a game's own controls are found by the tests in
tests/browser/games/<game>/ (The Rose King's, which the page opens by default and the shell tests
play, in tests/browser/games/rose_king/driver.py).

Every page this module opens gets ``delay=0`` unless the query sets ``delay`` itself: computer
seats move at once (web/shell/config.js waits about 400 ms per computer move otherwise).
"""

from __future__ import annotations

import json
import re
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ENGINE_TIMEOUT_MS = 90_000  # Pyodide start on a slow CI machine
MOVE_TIMEOUT_MS = 120_000  # a move, a new game or the computers' turns on a loaded machine

# window.rosarium is the page's test hook (web/shell/app.js): settled when no move, search or
# drawing is under way.
SETTLED = "window.rosarium && window.rosarium.settled"
# settled with a person to move, or the game over
HUMAN_OR_OVER = (
    "window.rosarium.settled && (document.body.dataset.turn === 'human' || !!(window.rosarium.ui && window.rosarium.ui.outcome))"
)
# Pages of embedded boards (embeds, lessons, the authors' page): every board ready (or refused),
# none busy; a page that builds its boards after loading says so with data-building.
# (a page still being navigated to has no body yet: not settled)
EMBEDS_SETTLED = ("!!document.body && !document.body.dataset.building && [...document.querySelectorAll('[data-rosarium]')]"
                  ".every(e => ['ready', 'error', 'solved'].includes(e.dataset.rwState) && e.dataset.rwBusy !== 'true')")

# The shell's words on the New game dialog (web/shell/strings*.js), per page language; a game's
# own modes (a variant such as "4 players") are passed by their label.
SHELL = {
    "en": {
        "new_game": "New game",
        "hotseat": "2 players, hot-seat",
        "computer": "Against the computer",
        "cvc": "Computer against computer (watch)",
        "play_as": "Play as",
        "level": "Computer strength",
        "easy": "Easy",
        "seed": "Seed (same seed, same deal)",
        "start": "Start",
    },
    "de": {
        "new_game": "Neues Spiel",
        "hotseat": "2 Spieler an einem Gerät",
        "computer": "Gegen den Computer",
        "cvc": "Computer gegen Computer (zuschauen)",
        "play_as": "Spielen als",
        "level": "Spielstärke des Computers",
        "easy": "Leicht",
        "seed": "Startwert (gleicher Startwert, gleiche Karten)",
        "start": "Starten",
    },
}


class Server:
    """dist/ over HTTP on a free port (each pytest-xdist worker its own), in a thread; stop()
    makes the origin unreachable."""

    def __init__(self, directory: Path):
        import build  # noqa: PLC0415 (the project's build.py: its Handler, MIME types included)

        class Handler(build.Handler):
            def __init__(self, *args, **kwargs):
                SimpleHTTPRequestHandler.__init__(self, *args, directory=str(directory), **kwargs)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        if self.httpd:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None


def page_url(base: str, query: str = "") -> str:
    """The game page with ``query``, and ``delay=0`` unless the query sets a delay."""
    if not re.search(r"(^|&)delay=", query):
        query = f"delay=0&{query}" if query else "delay=0"
    return f"{base}?{query}"


def wait_ready(page, game: str | None = None, timeout: int = ENGINE_TIMEOUT_MS):
    """The rules engine has started and the page has settled (showing ``game``, if given)."""
    shown = f" && window.rosarium.game === {json.dumps(game)}" if game else ""
    page.wait_for_function(f"() => document.body.dataset.engine === 'ready' && {SETTLED}{shown}", timeout=timeout)


def open_page(page, base: str, query: str = "", game: str | None = None, wait: bool = True):
    """Open the game page (see page_url); with ``wait``, until it is ready (wait_ready)."""
    page.goto(page_url(base, query))
    if wait:
        wait_ready(page, game)
    else:
        page.wait_for_function("() => document.body.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT_MS)


def settle(page, game: str | None = None, timeout: int = MOVE_TIMEOUT_MS):
    """Settled again (showing ``game``, if given). A function, not an expression: pages under a
    Content-Security-Policy evaluate no strings."""
    shown = f" && window.rosarium.game === {json.dumps(game)}" if game else ""
    page.wait_for_function(f"() => {SETTLED}{shown}", timeout=timeout)


def wait_embeds(page, timeout: int = 30_000):
    """Every embedded board of the page settled (EMBEDS_SETTLED)."""
    page.wait_for_function(f"() => {EMBEDS_SETTLED}", timeout=timeout)


def shot_dir() -> Path:
    """Where tests leave screenshots for a person to look at: .cache/screenshots (distinct names
    per test, so parallel workers never write the same file)."""
    d = Path(__file__).resolve().parents[2] / ".cache" / "screenshots"
    d.mkdir(parents=True, exist_ok=True)
    return d


def ui(page):
    """The engine's ui_state of the table shown (read only to check what the page shows)."""
    return page.evaluate("window.rosarium.ui")


def state(page):
    """The engine state of the position shown (read only to check the page)."""
    return page.evaluate("window.rosarium.state")


def new_game_dialog(page, lang: str = "en"):
    """Press New game: the dialog it opens."""
    page.get_by_role("button", name=SHELL[lang]["new_game"], exact=True).first.click()
    return page.get_by_role("dialog")


def sized_context(browser, guard, width: int, height: int, touch: bool = False):
    """A browser context of one window size, in English, its pages watched by ``guard``; with
    ``touch``, a phone's (touch and a mobile viewport)."""
    ctx = browser.new_context(viewport={"width": width, "height": height}, locale="en-US", bypass_csp=True,
                              has_touch=touch, is_mobile=touch)
    ctx.on("page", guard.watch)
    return ctx


def bar_button(page, name: str, menu: str = "Menu"):
    """The top bar's button ``name``; one the bar folded into the Menu (a narrower window) is
    reached as a person would, by opening the Menu first."""
    button = page.get_by_role("button", name=name, exact=True)
    if not button.is_visible():
        page.get_by_role("button", name=menu, exact=True).click()
    return button


def new_game(page, game: str | None = None, mode: str = "computer", seed="7", level: str | None = None,
             play_as: str | None = None, computer_seats=None, lang: str = "en", game_id: str | None = None,
             wait: bool = True, dialog=None):
    """A new game from the New game dialog, by role and name.

    game: the game's name as the dialog shows it (None: the game already chosen); mode: "hotseat",
    "computer", "cvc" or the label of a game's own mode ("4 players"); level: the level's label
    (Easy when a computer plays and none is given); play_as: the seat's name; computer_seats: seat
    name -> whether the computer plays it. With ``wait``, until the new game has settled (showing
    ``game_id``, if given); a game of computers alone never settles, so a "cvc" game waits only
    until it is under way. ``dialog``: a New game dialog already open (new_game_dialog), which a
    test has looked at first.
    """
    t = SHELL[lang]
    dlg = dialog or new_game_dialog(page, lang)
    if game is not None:
        dlg.get_by_role("radio", name=game, exact=True).check()
    dlg.get_by_role("radio", name=t.get(mode, mode), exact=True).check()
    if play_as is not None:
        dlg.get_by_label(t["play_as"]).select_option(label=play_as)
    for seat, ticked in (computer_seats or {}).items():
        dlg.get_by_role("checkbox", name=seat, exact=True).set_checked(ticked)
    level_box = dlg.get_by_label(t["level"])
    if mode != "hotseat" and (level is not None or level_box.is_visible()):
        level_box.select_option(label=level or t["easy"])
    dlg.get_by_label(t["seed"]).fill(str(seed))
    dlg.get_by_role("button", name=t["start"], exact=True).click()
    if not wait:
        return
    shown = f"window.rosarium.game === {json.dumps(game_id)} && " if game_id else ""
    done = "window.rosarium.config.mode === 'cvc'" if mode == "cvc" else "window.rosarium.settled"
    page.wait_for_function(f"() => window.rosarium && {shown}{done}", timeout=MOVE_TIMEOUT_MS)


def open_file(page, path):
    """"Open file" with the file at ``path``; a shared game asks before it replaces the
    game, and the answer is yes (a file that is not a shared record is opened without a question)."""
    page.set_input_files("#import-file", str(path))
    try:
        shared = "shared" in json.loads(Path(path).read_text(encoding="utf-8"))
    except (ValueError, AttributeError, TypeError):
        shared = False
    if shared:
        ask = page.locator("dialog.confirm-dialog[open]")
        ask.wait_for()
        ask.get_by_role("button").last.click()


class App:
    """A page of the shell and the server it came from, driven by role and accessible name; it
    reads engine data only to check it. A game's driver adds that game's controls."""

    def __init__(self, page, base_url, lang="en"):
        self.page = page
        self.base = base_url
        self.lang = lang

    def speak(self, lang):
        """The page now shows `lang` (after the language switch): find controls by its names."""
        self.lang = lang

    # navigation and waiting
    def open(self, query="", url=None):
        if url:
            self.page.goto(url)
            self.wait_ready()
        else:
            open_page(self.page, self.base, query)
        return self

    def wait_ready(self):
        wait_ready(self.page)

    def settle(self, timeout=30_000):
        settle(self.page, timeout=timeout)

    def played_since(self, before):
        """Settled after the move that followed position `before` (a page that was settled an
        instant before the click may still read as settled until the move begins)."""
        self.page.wait_for_function("(i) => window.rosarium.index !== i", arg=before, timeout=30_000)
        self.settle()

    # reading
    @property
    def ui(self):
        return ui(self.page)

    @property
    def state(self):
        return state(self.page)

    def status(self):
        return self.page.get_by_role("status").inner_text()

    def button(self, name):
        return self.page.get_by_role("button", name=name, exact=True)

    def bar_button(self, name):
        """A top bar's button, from the Menu when the bar folded it there (bar_button)."""
        return bar_button(self.page, name)

    def move_texts(self):
        return self.page.locator("#movelist li.done").all_inner_texts()

    # acting
    def new_game(self, mode, seed="42", play_as=None, computer_seats=None, level=None, game=None):
        """mode: 'hotseat' | 'computer' | 'cvc' or a game's own mode label (see new_game)."""
        new_game(self.page, game=game, mode=mode, seed=seed, level=level, play_as=play_as,
                 computer_seats=computer_seats, lang=self.lang)
