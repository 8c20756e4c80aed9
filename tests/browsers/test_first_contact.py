"""The paths a person takes on first contact, in each browser engine (Chromium, Firefox, WebKit):
each game's page becomes playable; a move against the computer is answered; a reload resumes the
position; the site reloads offline from its service worker and plays; each game's lesson (its
static, step and try boards); another game chosen from the title; the single file plays a move from file://; a board embedded in a
page of another origin; and a page whose engine cannot start says so in words, within its bound.

tests/browser holds the whole Chromium suite; this one runs the same few paths in every engine,
through drivers.py, finding controls by role and name.
"""

from __future__ import annotations

import json
import re

import pytest

from engine.games import GAMES as ENGINE_GAMES
from tests.browser.pagedriver import Server, page_url
from tests.browsers.drivers import DEEP_ALL, FIND

GAME_IDS = sorted(ENGINE_GAMES)
START_S = 150  # Pyodide's start in the slowest engine (WebKit) on a loaded two-core machine
MOVE_S = 120

READY = "!!document.body && document.body.dataset.engine === 'ready' && !!window.rosarium && window.rosarium.settled"
HUMAN_OR_OVER = f"{READY} && (document.body.dataset.turn === 'human' || !!(window.rosarium.ui && window.rosarium.ui.outcome))"
STATE = "JSON.stringify(window.rosarium.state)"
# the enabled buttons of the game's table, by the name a person hears
TABLE_BUTTONS = ("[...document.querySelectorAll('#table button:not([disabled])')].filter((b) => b.getClientRects().length)"
                 ".map((b) => (b.getAttribute('aria-label') || b.textContent).replace(/\\s+/g, ' ').trim())")
EMBEDS_SETTLED = ("!!document.body && !document.body.dataset.building && [...document.querySelectorAll('[data-rosarium]')]"
                  ".every((e) => ['ready', 'error', 'solved'].includes(e.dataset.rwState) && e.dataset.rwBusy !== 'true')")


def open_game(d, base, game_id=None, query=""):
    q = "&".join(x for x in (f"game={game_id}" if game_id else "", query) if x)
    d.goto(page_url(base, q))
    d.wait(HUMAN_OR_OVER, f"the page of {game_id or 'the default game'} ready, the person to move", START_S)


def person_moves(d) -> str:
    """The person presses enabled buttons of the table, one name after another, until the
    position changes (a square, a card and its Confirm, a choice); returns the names pressed."""
    before = d.value(STATE)
    tried = []
    for _ in range(30):
        fresh = [n for n in d.value(TABLE_BUTTONS) if n and n not in tried]
        assert fresh, f"{d.engine}: no button of the table changes the position; tried {tried}"
        tried.append(fresh[0])
        d.click("button", fresh[0], within=("css", "#table"))
        d.wait(f"{READY} && document.body.dataset.busy !== 'true'", "the page settled after a press", MOVE_S)
        if d.value(STATE) != before:
            return " / ".join(tried)
    raise AssertionError(f"{d.engine}: thirty presses and the position never changed: {tried}")


def moves_played(d) -> int:
    return d.value("window.rosarium.index")


# ------------------------------------------------------------------ the game pages


# the page's uncaught errors from now on (window "error" events: a ResizeObserver loop is one,
# and some engines never write it to the console)
CATCH_ERRORS = ("(window.__errors = [], addEventListener('error', (e) => window.__errors.push(String(e.message))),"
                " addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason))), true)")


def resize_without_errors(d):
    """The window resized, narrow and wide, and back: the table lays itself out again with no
    uncaught error (the layout's observers must not loop)."""
    d.value(CATCH_ERRORS)
    for w, h in ((1366, 768), (800, 900), (1280, 900)):
        d.resize(w, h)
        d.value("new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 300))))")
    assert d.value("window.__errors") == [], f"{d.engine}: uncaught errors while resizing"


def test_the_rose_king_answered_resumed_and_offline(driver, site):
    """The page opens The Rose King against the computer: a move, the computer's answer, the
    same position after a reload (the autosave); then, once the service worker holds the build,
    a reload with the server gone starts the engine from its cache and plays on."""
    d = driver
    srv = site()
    try:
        open_game(d, srv.url)
        assert d.value("window.rosarium.game") == "rose-king"
        assert "computer" in d.value("window.rosarium.config.controllers")
        resize_without_errors(d)
        person_moves(d)
        d.wait(f"{HUMAN_OR_OVER} && window.rosarium.index >= 2", "the computer's answer", MOVE_S)
        position = d.value("window.rosarium.ui.position")
        index = moves_played(d)
        d.reload()
        d.wait(f"{HUMAN_OR_OVER} && window.rosarium.index === {index}", "the saved game resumed", START_S)
        assert d.value("window.rosarium.ui.position") == position
        d.wait("!!navigator.serviceWorker && navigator.serviceWorker.controller !== null",
               "the service worker in control of the page", START_S)
        d.value("navigator.serviceWorker.ready.then(() => true)")
    finally:
        srv.stop()
    d.reload()
    d.wait(f"{HUMAN_OR_OVER} && window.rosarium.index === {index}", "the game resumed offline", START_S)
    assert d.value("window.rosarium.ui.position") == position
    person_moves(d)
    d.wait(f"{HUMAN_OR_OVER} && window.rosarium.index > {index + 1}", "the computer's answer offline", MOVE_S)


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if g != "rose-king"])
def test_each_game_page_becomes_playable(driver, server, game_id):
    """Every other game's page starts its engine and opens a game with the person's move open;
    its table lays itself out again when the window changes size; from the title's list of games
    another is chosen and dealt."""
    d = driver
    open_game(d, server.url, game_id)
    assert d.value("window.rosarium.game") == game_id
    assert d.value("window.rosarium.ui.legal.length") > 0
    assert d.value(TABLE_BUTTONS), "the person's move has buttons to press"
    resize_without_errors(d)
    pressed = person_moves(d)
    assert pressed
    if game_id == "long-live-the-queen":
        # the title lists every game: The Rose King, never played here, is dealt against the computer
        d.click("button", "Long Live the Queen: choose a game")
        d.click("button", "The Rose King, 2 or 4 players", within=("css", "#games-panel"))
        d.wait(f"{HUMAN_OR_OVER} && window.rosarium.game === 'rose-king'", "The Rose King chosen from the title", START_S)


# ------------------------------------------------------------------ lessons and embedded boards


# a lesson's boards (each drawn in the shadow root of its [data-rosarium] host)
RW = f"{DEEP_ALL}(document, '.rw')"


def board_of(mode: str) -> str:
    """The first board of ``mode`` of the page, as an expression."""
    return f"{RW}.find((r) => r.dataset.mode === {json.dumps(mode)})"


def host_of(mode: str) -> str:
    return f"{board_of(mode)}.getRootNode().host"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_lesson_static_step_and_try_boards(driver, server, game_id):
    """A game's lesson: its static boards are drawn; its first step board steps; its first try
    board shows the answer, played by the engine. The engine starts once the reader reaches a
    board that needs it."""
    d = driver
    d.goto(f"{server.url}lessons/lesson.html?game={game_id}")
    d.wait(f"!!document.body && {RW}.length > 0", "the lesson's boards", START_S)
    modes = d.value(f"{RW}.map((r) => r.dataset.mode)")
    assert {"step", "try"} <= set(modes), modes
    if "static" in modes:
        d.wait(f"{RW}.filter((r) => r.dataset.mode === 'static').every((r) => r.getRootNode().host.dataset.rwState === 'ready'"
               " && r.querySelector('svg, button, [role=img]'))", "the static boards drawn", START_S)

    step = d.value(f"{board_of('step')}.getAttribute('aria-label')")
    d.value(f"{host_of('step')}.scrollIntoView({{block: 'center'}})")
    d.click("button", "Next", within=("region", step), timeout_s=START_S)
    d.wait(f"{board_of('step')}.querySelector('[role=status]').textContent.includes('2 of')",
           "the step board's second position", MOVE_S)

    try_board = d.value(f"{board_of('try')}.getAttribute('aria-label')")
    d.value(f"{host_of('try')}.scrollIntoView({{block: 'center'}})")
    d.click("button", "Show the answer", within=("region", try_board), timeout_s=START_S)
    d.wait(f"{host_of('try')}.dataset.rwState === 'solved'", "the try board solved by its answer", MOVE_S)


def test_single_file_plays_a_move_from_a_file_url(driver, dist):
    single = dist / "rosarium-single.html"
    assert single.exists(), "dist/rosarium-single.html not built (python build.py makes it)"
    d = driver
    d.goto(single.as_uri() + "?delay=0")
    d.wait(HUMAN_OR_OVER, "the single file's engine ready", START_S)
    person_moves(d)
    d.wait(f"{HUMAN_OR_OVER} && window.rosarium.index >= 2", "the computer's answer", MOVE_S)


START = ("rk 9/9/9/9/9/9/9/9/9 e5 S3,SE2,NE2,SW3,SE3/N3,N1,S1,NE3,SW1 4/4 0 "
         "N2,S2,E1,W2,NE1,W1,SW2,NW2,W3,E3,NW1,SE1,NW3,E2 - dda7d5fade45c678")


def test_board_embedded_from_another_origin(driver, server, tmp_path):
    """A page of another origin embeds a step board with embed.js: it becomes a frame of the
    site's embed.html, which starts the engine and steps; the frame keeps its board's height as
    the page narrows and widens."""
    d = driver
    attrs = ' '.join(f'data-{k}="{v}"' for k, v in {
        "position": START, "mode": "step", "line": json.dumps(["NE2", "N1"]).replace('"', "&quot;"),
        "title": "Framed step"}.items())
    html = (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Elsewhere</title>'
            f'<link rel="icon" href="data:,"></head><body><h1>A tutorial elsewhere</h1>'
            f'<div data-rosarium {attrs}></div><script src="{server.url}embed.js"></script></body></html>')
    (tmp_path / "elsewhere.html").write_text(html, encoding="utf-8")
    other = Server(tmp_path)  # another port: another origin
    try:
        d.goto(f"{other.url}elsewhere.html")
        d.wait("document.querySelectorAll('iframe').length === 1", "the board's frame", START_S)
        with d.frame(0):
            status = f"(({FIND})('status', null, ['region', 'Framed step']) || {{}}).textContent || ''"
            d.wait(f"({status}).includes('Position 1 of 3')", "the framed board's first position", START_S)
            d.click("button", "Next", within=("region", "Framed step"), timeout_s=START_S)
            d.wait(f"({status}).includes('Position 2 of 3')", "the framed board's second position", MOVE_S)
        # the frame takes its board's height (embed.js, told by the frame), and gives it back
        # when the page narrows and widens again
        for width in (420, 1280):
            d.resize(width, 900)
            d.wait("document.querySelector('iframe').getBoundingClientRect().height > 300", "the frame sized to its board", 30)
            fits(d, width)
    finally:
        other.stop()


def fits(d, width):
    """The page's frame and its board agree in height (within 2 px) once they stop changing."""
    seen = []
    for _ in range(60):
        frame_h = d.value("Math.round(document.querySelector('iframe').getBoundingClientRect().height)")
        with d.frame(0):
            board_h = d.value("Math.round(document.getElementById('board-frame').getBoundingClientRect().height)")
        seen.append((frame_h, board_h))
        if abs(frame_h - board_h) <= 2 and len(seen) > 1 and seen[-2] == seen[-1]:
            return
        d.value("new Promise((ok) => setTimeout(ok, 100))")
    raise AssertionError(f"{d.engine} at {width} px: frame and board heights {seen[-5:]}")


# ------------------------------------------------------------------ an engine that cannot start

FAILED = "The rules engine could not start"


def test_a_worker_that_fails_to_load_is_told_at_once(driver, site):
    """The engine's worker throws as it loads: the status line says so in words, with what to
    do, long before the start bound (no endless "Loading")."""
    d = driver
    srv = site(worker="throws")
    d.allow("broken on purpose")
    d.goto(page_url(srv.url))
    d.wait(f"!!document.body && document.body.dataset.engine === 'failed'", "the page to say the engine failed", 30)
    words = " ".join(d.value("document.getElementById('status').textContent").split())
    assert words.startswith(FAILED), words
    assert "Reload the page" in words and "another browser" in words, words
    d.wait("navigator.serviceWorker.getRegistration().then((r) => !!r)", "the service worker registered", 30)


def test_a_worker_that_never_answers_is_told_within_the_bound(driver, site):
    """The engine's worker loads and never answers: once the start bound passes (start_ms, 3 s
    here; 30 s by default) the page says so in words, with what to do."""
    d = driver
    srv = site(worker="silent")
    d.goto(page_url(srv.url, "start_ms=3000"))
    d.wait("!!document.body && /has not started after 3 s/.test(document.getElementById('status').textContent)",
           "the page to say the engine has not started", 30)
    words = " ".join(d.value("document.getElementById('status').textContent").split())
    assert "reload the page" in words and "another browser" in words, words
    assert d.value("document.body.dataset.engine") == "loading", "the worker may still start: the page waits on"
    # the service worker does not wait for the engine: the next visit may take another path
    d.wait("navigator.serviceWorker.getRegistration().then((r) => !!r)", "the service worker registered", 30)
