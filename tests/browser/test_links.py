"""Address parameters of the game page: ?game= picks the table, ?position= of either game opens it,
and a value the page cannot use is reported in the alert region and changes nothing.

web/shell/config.js reads them; the position strings come from the engine (seeds/rose-king.md RK-12,
seeds/long-live-the-queen.md LQ-12).
"""

from __future__ import annotations

from urllib.parse import quote

import pytest

from engine import api
from tests.browser import pagedriver
from tests.browser.games.rose_king.driver import BOARD, RoseKingApp
from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, settle

pytestmark = pytest.mark.browser

BAR = "Number bar with both courts"  # the Long Live the Queen table (web/games/long-live-the-queen/view.js)


def open_page(page, base, query):
    """The page with ``query`` as it is (delay=0 in it), until the engine is ready."""
    pagedriver.open_page(page, base, query, wait=False)


def test_game_parameter_picks_the_table_and_is_consumed(page, server):
    open_page(page, server.url, "delay=0&game=long-live-the-queen")
    settle(page, game="long-live-the-queen")
    assert "Long Live the Queen" in page.title()
    assert page.get_by_role("group", name=BAR).is_visible()
    assert page.get_by_role("group", name=BOARD).is_hidden()
    assert "game=" not in page.url and "delay=0" in page.url
    assert page.locator("#messages").inner_text().strip() == ""
    seed = page.evaluate("window.rosarium.config.seed")

    # a reload without the parameter resumes the same game, on the same table
    page.reload()
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    settle(page, game="long-live-the-queen")
    assert page.evaluate("window.rosarium.config.seed") == seed

    # and ?game=rose-king goes back to The Rose King's board
    open_page(page, server.url, "delay=0&game=rose-king")
    RoseKingApp(page, server.url).wait_ready()
    assert page.get_by_role("group", name=BOARD).is_visible()
    assert page.get_by_role("group", name=BAR).is_hidden()
    assert "The Rose King" in page.title()


def test_bad_game_parameter_is_reported_and_ignored(page, server):
    open_page(page, server.url, "delay=0&game=chess")
    RoseKingApp(page, server.url).wait_ready()
    alert = page.locator("#messages").inner_text()
    assert "game=chess" in alert
    assert "rose-king" in alert and "long-live-the-queen" in alert
    assert page.get_by_role("group", name=BOARD).is_visible()
    assert "game=" not in page.url


def test_bad_number_parameter_is_reported(page, server):
    open_page(page, server.url, "delay=0&hard_ms=soon")
    RoseKingApp(page, server.url).wait_ready()
    alert = page.locator("#messages").inner_text()
    assert "hard_ms=soon" in alert and "number" in alert
    # the other, good parameter still holds: the page keeps it in the address
    assert "delay=0" in page.url


def test_queen_position_link_opens_a_hot_seat_game(page, server):
    state = api.new_game("long-live-the-queen", 5)
    text = api.to_position(state)
    assert text.startswith("lq ")
    open_page(page, server.url, f"delay=0&position={quote(text)}")
    settle(page, game="long-live-the-queen")
    assert "Long Live the Queen" in page.title()
    assert page.get_by_role("group", name=BOARD).is_hidden()
    assert page.evaluate("window.rosarium.config.mode") == "hotseat"
    # hot-seat: the first screen hides both courts until the seat to act says who it is
    assert page.get_by_role("heading", name="Pass the device to White").is_visible()
    assert "position=" not in page.url
    page.get_by_role("button", name="I am White, show my tiles").click()
    settle(page, game="long-live-the-queen")
    assert page.get_by_role("group", name=BAR).is_visible()
    assert page.evaluate("window.rosarium.ui.viewer") == 0


def test_rose_king_link_is_shown_even_when_the_queen_was_open(page, server):
    open_page(page, server.url, "delay=0&game=long-live-the-queen")
    settle(page, game="long-live-the-queen")
    state = api.new_game("rose-king", 9)
    text = api.to_position(state)
    app = RoseKingApp(page, server.url)
    app.open(f"delay=0&position={quote(text)}")
    assert page.get_by_role("group", name=BOARD).is_visible()
    assert page.get_by_role("group", name=BAR).is_hidden()
    assert app.ui["position"] == text
    assert "Position loaded" in page.locator("#messages").inner_text()
