"""Drives the Rosarium page in tests: the dist/ server, and an App that plays by role and name.

Imported by conftest.py and the tests (a module name of its own, unlike conftest).
"""

from __future__ import annotations

import json

import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ENGINE_TIMEOUT_MS = 90_000  # Pyodide start on a slow CI machine
BOARD = "Board, north at the top"  # the board group's accessible name (web/games/rose-king/strings.js)

# The names a person reads on the controls App uses, per page language (web/shell/strings*.js, web/games/*/strings*.js).
TEXTS = {
    "en": {
        "board": BOARD,
        "new_game": "New game",
        "confirm_hero": "Confirm hero play",
        "draw": "Draw card",
        "hotseat": "2 players, hot-seat",
        "computer": "Against the computer",
        "teams": "4 players in teams (Red 1 + Red 2 against White 1 + White 2)",
        "play_as": "Play as",
        "level": "Computer strength",
        "easy": "Easy",
        "seed": "Seed (same seed, same deal)",
        "start": "Start",
        "seats": ("Red 1", "White 1", "Red 2", "White 2"),
    },
    "de": {
        "board": "Spielbrett, Norden oben",
        "new_game": "Neues Spiel",
        "confirm_hero": "Heldenzug bestätigen",
        "draw": "Karte ziehen",
        "hotseat": "2 Spieler an einem Gerät",
        "computer": "Gegen den Computer",
        "teams": "4 Spieler in Teams (Rot 1 + Rot 2 gegen Weiß 1 + Weiß 2)",
        "play_as": "Spielen als",
        "level": "Spielstärke des Computers",
        "easy": "Leicht",
        "seed": "Startwert (gleicher Startwert, gleiche Karten)",
        "start": "Starten",
        "seats": ("Rot 1", "Weiß 1", "Rot 2", "Weiß 2"),
    },
}


class Server:
    """dist/ over HTTP on a free port, in a thread; stop() makes the origin unreachable."""

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


class App:
    """Drives the page by role and accessible name; reads engine data only to check it."""

    def __init__(self, page, base_url, lang="en"):
        self.page = page
        self.base = base_url
        self.lang = lang
        self.t = TEXTS[lang]

    def speak(self, lang):
        """The page now shows `lang` (after the language switch): find controls by its names."""
        self.lang = lang
        self.t = TEXTS[lang]

    # navigation and waiting
    def open(self, query="delay=0", url=None):
        self.page.goto(url or f"{self.base}?{query}")
        self.wait_ready()
        return self

    def wait_ready(self):
        self.page.wait_for_function(
            "() => document.body.dataset.engine === 'ready' && window.rosarium && window.rosarium.settled",
            timeout=ENGINE_TIMEOUT_MS,
        )

    def settle(self, timeout=30_000):
        # a function, not an expression: pages under a Content-Security-Policy evaluate no strings
        self.page.wait_for_function("() => window.rosarium.settled", timeout=timeout)

    # reading
    @property
    def ui(self):
        return self.page.evaluate("window.rosarium.ui")

    @property
    def state(self):
        return self.page.evaluate("window.rosarium.state")

    def status(self):
        return self.page.get_by_role("status").inner_text()

    def board(self):
        return self.page.get_by_role("group", name=self.t["board"])

    def square(self, name):
        return self.page.get_by_role("button", name=name, exact=True)

    def card(self, name):
        return self.page.get_by_role("button", name=name, exact=True)

    def button(self, name):
        return self.page.get_by_role("button", name=name, exact=True)

    def enabled_squares(self):
        loc = self.board().get_by_role("button", disabled=False)
        return sorted(loc.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))"))

    def move_texts(self):
        return self.page.locator("#movelist li.done").all_inner_texts()

    # acting
    def new_game(self, mode, seed="42", play_as=None, computer_seats=None, level=None):
        """mode: 'hotseat' | 'computer' | 'teams' (labels from web/shell/strings*.js)."""
        t = self.t
        self.button(t["new_game"]).click()
        dlg = self.page.get_by_role("dialog")
        dlg.get_by_role("radio", name=t[mode]).check()
        if play_as is not None:
            dlg.get_by_label(t["play_as"]).select_option(label=play_as)
        if computer_seats is not None:
            for seat in t["seats"]:
                box = dlg.get_by_role("checkbox", name=seat, exact=True)
                box.set_checked(seat in computer_seats)
        if mode != "hotseat":
            dlg.get_by_label(t["level"]).select_option(label=level or t["easy"])
        dlg.get_by_label(t["seed"]).fill(str(seed))
        dlg.get_by_role("button", name=t["start"], exact=True).click()
        self.settle()

    def play_first_target(self):
        """Click the first enabled square; confirm if it is a hero play. Returns the square."""
        sq = self.enabled_squares()[0]
        self.square(sq).click()
        confirm = self.page.get_by_role("button", name=self.t["confirm_hero"])
        if confirm.count():
            confirm.click()
        self.settle()
        return sq

    def human_turn(self):
        """One move for the human to move: a rose if possible, else draw."""
        if self.enabled_squares():
            return self.play_first_target()
        self.button(self.t["draw"]).click()
        self.settle()
        return "draw"

    def check_targets_match_engine(self):
        """Squares enabled exactly at the engine's legal targets for the human to move."""
        ui = self.ui
        expected = sorted({m["target"] for m in ui["moves"]})
        assert self.enabled_squares() == expected
        assert self.button(self.t["draw"]).is_enabled() == ("draw" in ui["legal"])


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
