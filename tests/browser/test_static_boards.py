"""Static boards that carry their picture (data-ui, the engine's ui_state as the Embed snippet
writes it) are drawn by the game's table alone: no Pyodide file is fetched and no worker is made
(web/embed/widget.js). An interactive board of the same page loads the engine when the reader
uses it; the static boards are then checked against the engine and drawn again where their
picture was wrong. A damaged picture is refused with a message in the board."""

from __future__ import annotations

import json

import pytest

from engine import api
from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, shot_dir
from tests.browser.test_embed import START, esc, region, serve_page, status

pytestmark = pytest.mark.browser

PICTURE_SEED = 1  # web/embed/widget.js: a static board opens a shared position with it
BUDGET = 400_000  # bytes a page of three static boards may fetch, everything counted
HERO = ("rk 9/6W2/5RW1W/6W2/3W1RRRR/6W1W/5R1R1/5W3/9 g8 W3,SW2,NE3,SW3,S1/SE3,N3,S2 3/3 0 "
        "E3,E1,NW1,N2,NW3,SE2,SW1,W2,NE1,NW2,S3,W1,N1,E2,NE2,SE1 - cef1ad55a0bffdbd")
QUEEN = "lq roll 0 5 - 8:471G369A2A5/3:41G526789AA D:DDUDDUDDDDD/D:DDDDDUDDDDD 0,1,0/1,0,0 - 4ebc9004c02d6c75"
STEP_LINE = ["NE2", "N1"]
# the page's own settling: every board ready (or refused), none busy
SETTLED = ("[...document.querySelectorAll('[data-rosarium]')]"
           ".every(e => ['ready', 'error', 'solved'].includes(e.dataset.rwState) && e.dataset.rwBusy !== 'true')")


def picture(position, seat=None):
    """What the Embed snippet carries for a static board of `position`: the engine's ui_state of
    the position opened as the board opens it, seen by the board's seat (0 unless given) in a
    game whose seats see different things."""
    state = api.from_position(position, PICTURE_SEED)
    if "viewer" in api.ui_state(state, 0):
        return api.ui_state(state, seat or 0)
    return api.ui_state(state)


def pictured(position, title, ui=None, seat=None, **more):
    """A static board element as the snippet writes it (ui JSON in single quotes, HTML-escaped)."""
    ui = picture(position, seat) if ui is None else ui
    text = ui if isinstance(ui, str) else json.dumps(ui, separators=(",", ":"))
    attrs = "".join(f' data-{k}="{esc(v)}"' for k, v in more.items())
    seat_attr = f' data-seat="{seat}"' if seat is not None else ""
    return (f'<div data-rosarium data-mode="static" data-position="{esc(position)}"{seat_attr} data-title="{esc(title)}"{attrs}'
            f" data-ui='{text.replace('&', '&amp;').replace(chr(39), '&#39;')}'></div>")


def shared_queen():
    """An unfinished Long Live the Queen position as Copy link shares it: the secret tiles withheld."""
    return api.share_position(api.from_position(QUEEN))


def shared_bella(seed=5):
    return api.share_position(api.new_game("bella-rosarum", seed))


def page_html(boards, tail=""):
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rules tutorial</title>'
            f'<link rel="icon" href="data:,"></head><body><h1>Three games</h1>{boards}{tail}'
            f'<script src="embed.js"></script></body></html>')


# far enough below the static boards that the step board is out of view when the page opens
SPACER = '<div style="height: 2600px">The rules, at length.</div>'
STEP_BOARD = (f'<div data-rosarium data-mode="step" data-position="{esc(START)}" data-line="{esc(json.dumps(STEP_LINE))}"'
              f' data-title="Step board"></div>')


class Traffic:
    """Every request of a page and its workers, the workers made, and the bytes received."""

    def __init__(self, page):
        self.requests, self.finished, self.workers = [], [], []
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("requestfinished", lambda r: self.finished.append(r))
        page.on("worker", lambda w: self.workers.append(w.url))

    def engine_requests(self):
        return [u for u in self.requests if "/pyodide/" in u or "worker.mjs" in u or u.endswith(".whl") or "-pyodide.zip" in u]

    def body_bytes(self):
        return sum(r.sizes()["responseBodySize"] for r in self.finished)


def test_three_static_boards_load_no_engine(page, server):
    three = (pictured(START, "Rose King picture")
             + pictured(shared_queen(), "Queen picture", seat=0)
             + pictured(shared_bella(), "Bella picture", seat=0))
    html = page_html(three, SPACER + STEP_BOARD)
    traffic = Traffic(page)
    url = f"{server.url}tutorial.html"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html; charset=utf-8"))
    page.goto(url)
    for name in ("Rose King picture", "Queen picture", "Bella picture"):
        region(page, name).wait_for(timeout=30_000)
    page.wait_for_function("[...document.querySelectorAll('[data-rosarium][data-mode=static]')].every(e => e.dataset.rwState === 'ready')",
                           timeout=30_000)
    page.wait_for_load_state("networkidle")

    # all three drawn, each by its own table: the crown's square, a tile, a place on the map
    rk = region(page, "Rose King picture")
    assert "Red to move." in status(page, "Rose King picture")
    assert rk.get_by_role("button", name="e5", exact=True).is_disabled()
    assert rk.get_by_role("button", name="north-east 2", exact=True).count() == 1
    assert "to move" in status(page, "Queen picture")
    assert region(page, "Queen picture").get_by_role("button").count() > 0
    br = region(page, "Bella picture")
    assert "to move" in status(page, "Bella picture")
    assert br.locator("button.br-loc").count() > 20  # the map's places, from the build's fixed data

    # no Python: no Pyodide file, no engine worker, and a small page
    assert traffic.engine_requests() == []
    assert traffic.workers == []
    # an English page fetches no German texts (web/core/lang.js loads a language when shown)
    assert [u for u in traffic.requests if ".de.js" in u] == []
    total = traffic.body_bytes()  # the page itself included (its route counts as a response)
    assert total < BUDGET, f"{total} bytes"
    # the step board further down waits for its reader, and says so
    assert page.evaluate("document.querySelectorAll('[data-rosarium]')[3].dataset.rwState") == "waiting"
    assert "The rules engine loads when you reach this board." in status(page, "Step board")
    page.screenshot(path=str(shot_dir() / "static-boards.png"), full_page=True)

    # the step board works once clicked: the engine loads then ("Loading the rules engine…"),
    # and its Next button steps through the line
    step = region(page, "Step board")
    step.click()
    step.get_by_role("button", name="Next").click(timeout=ENGINE_TIMEOUT_MS)
    assert "Position 2 of 3" in status(page, "Step board")
    step.get_by_role("button", name="Next").click()
    assert "Position 3 of 3" in status(page, "Step board")
    assert step.get_by_role("button", name="Next").is_disabled()
    assert len(traffic.workers) == 1 and traffic.engine_requests()
    # with the engine up, each carried picture is checked against it: all three were right
    page.wait_for_function("[...document.querySelectorAll('[data-rosarium][data-mode=static]')].every(e => e.dataset.rwChecked)",
                           timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("[...document.querySelectorAll('[data-rosarium][data-mode=static]')].map(e => e.dataset.rwChecked)") == ["same"] * 3


def test_damaged_picture_is_refused_with_a_message(page, server):
    good = picture(START)
    no_board = {k: v for k, v in good.items() if k != "board"}
    wrong_type = {**good, "hands": "all of them"}
    boards = (pictured(START, "Not JSON", ui='{"game": "rose-king", "board": [')
              + pictured(START, "Missing field", ui=no_board)
              + pictured(START, "Wrong type", ui=wrong_type)
              + pictured(START, "Other game", ui=picture(shared_queen()))
              + pictured(START, "Good picture"))
    traffic = Traffic(page)
    serve_page(page, server, "damaged.html", page_html(boards))
    expect = {
        "Not JSON": "The board's picture (ui) is not valid JSON",
        "Missing field": "The board's picture (ui) is damaged: it does not fit the table of The Rose King.",
        "Wrong type": "The board's picture (ui) is damaged",
        "Other game": "The board's picture (ui) is damaged",
    }
    for name, words in expect.items():
        r = region(page, name)
        assert "This board cannot be shown" in r.inner_text(), name
        assert words in r.get_by_role("status").inner_text(), name
        assert r.get_by_role("button").count() == 0, name  # nothing drawn from it
    assert "Red to move." in status(page, "Good picture")
    assert traffic.engine_requests() == [] and traffic.workers == []


def test_wrong_picture_is_drawn_again_from_the_engine(page, server):
    """A picture that fits the table but not the position (here: another position's) is drawn
    until the page's engine runs; then the engine's drawing of the position replaces it."""
    boards = pictured(START, "Wrong picture", ui=picture(HERO)) + pictured(START, "Right picture")
    traffic = Traffic(page)
    url = f"{server.url}wrong-picture.html"
    html = page_html(boards, SPACER + STEP_BOARD)
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html; charset=utf-8"))
    page.goto(url)
    wrong = region(page, "Wrong picture")
    wrong.get_by_role("button", name="g8", exact=True).wait_for(timeout=30_000)
    assert "crown" in wrong.locator("#sq-desc-g8").inner_text()  # the carried (wrong) picture
    assert traffic.workers == []

    region(page, "Step board").click()
    page.wait_for_function(SETTLED, timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_function("[...document.querySelectorAll('[data-mode=static]')].every(e => e.dataset.rwChecked)", timeout=ENGINE_TIMEOUT_MS)
    checked = page.evaluate("[...document.querySelectorAll('[data-mode=static]')].map(e => e.dataset.rwChecked)")
    assert checked == ["redrawn", "same"]
    assert "crown" in wrong.locator("#sq-desc-e5").inner_text()  # the engine's: the start position
    assert "crown" not in wrong.locator("#sq-desc-g8").inner_text()


def test_app_snippet_carries_the_picture(app, browser, guard):
    """The game's Embed snippet: every snippet gets the board's picture (data-ui), and the static
    picture of the position, pasted into a page of the same site, is drawn with no engine."""
    app.open()
    app.new_game("hotseat", seed="71")
    app.human_turn()
    position = api.share_position(app.state)
    app.button("Menu").click()
    app.button("Embed snippet").click()
    dlg = app.page.get_by_role("dialog")
    dlg.get_by_role("status").filter(has_text="carries the board's picture").wait_for(timeout=ENGINE_TIMEOUT_MS)
    text = dlg.get_by_label("The current position as a picture (loads no rules engine)").input_value()
    assert 'data-mode="static"' in text and position in text and "data-ui='" in text
    for label in ("The current position (the reader plays on against the computer)", "The whole game, move by move (Previous / Next)"):
        assert "data-ui='" in dlg.get_by_label(label).input_value()
    dlg.get_by_role("button", name="Close", exact=True).click()

    ctx = browser.new_context(service_workers="block", locale="en-US", bypass_csp=True)
    page = ctx.new_page()
    guard.watch(page)
    traffic = Traffic(page)
    serve_page(page, type("S", (), {"url": app.base})(), "picture-test.html",
               f'<!doctype html><html><head><link rel="icon" href="icon.svg"></head><body>{text}</body></html>')
    board = page.get_by_role("region", name="Rosarium board: The Rose King")
    assert "to move" in board.get_by_role("status").inner_text()
    assert board.get_by_role("button", name="e5", exact=True).count() == 1
    assert traffic.engine_requests() == [] and traffic.workers == []
    ctx.close()


def test_board_added_later_in_another_language(page, server):
    """A German board added to an English page after it loaded: its texts load, then it is drawn."""
    html = page_html(pictured(START, "Rose King picture"))
    url = f"{server.url}later.html"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html; charset=utf-8"))
    traffic = Traffic(page)
    page.goto(url)
    page.wait_for_function("document.querySelector('[data-rosarium]').dataset.rwState === 'ready'", timeout=30_000)
    assert [u for u in traffic.requests if ".de.js" in u] == []
    late = pictured(START, "Spätes Brett", lang="de")
    page.evaluate("""(html) => {
      const t = document.createElement("template");
      t.innerHTML = html;  // the test's own fixed markup, not input
      document.body.append(t.content);
      window.RosariumEmbed.scan();
    }""", late)
    page.wait_for_function("[...document.querySelectorAll('[data-rosarium]')].every(e => e.dataset.rwState === 'ready')", timeout=30_000)
    assert "Rot ist am Zug." in status(page, "Spätes Brett")
    assert "Red to move." in status(page, "Rose King picture")  # the first board stays English
    assert [u for u in traffic.requests if ".de.js" in u]
    assert traffic.engine_requests() == []
