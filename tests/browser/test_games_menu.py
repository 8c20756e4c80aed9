"""Every game of the site from the page's title, as a newcomer finds them (seeds/table.md TBL-3.1,
TBL-3.2): the game's name in the bar is a button that lists every game with the players it takes
and its rules lesson; choosing one shows it as it was left, else deals a first game against the
computer; on a phone, where the bar has no room for the name, the Menu's "Games" opens the same
list. Found by role and name, as a person would."""

from __future__ import annotations

import pytest

from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.pagedriver import HUMAN_OR_OVER, settle, sized_context

pytestmark = pytest.mark.browser

NAMES = ["The Rose King, 2 or 4 players", "Long Live the Queen, 2 players", "Bella Rosarum, 2 to 6 players"]


def games_list(page):
    return page.get_by_role("group", name="Games", exact=True)


def test_the_title_lists_every_game_and_each_comes_back_as_it_was_left(browser, guard, server):
    ctx = sized_context(browser, guard, 1366, 768)
    try:
        app = RoseKingApp(ctx.new_page(), server.url).open()
        page = app.page
        app.human_turn()
        page.wait_for_function(f"() => {HUMAN_OR_OVER}", timeout=120_000)  # the computer has answered
        settle(page)
        rose_king, played = app.ui["position"], app.move_texts()
        assert len(played) == 2
        title = page.get_by_role("button", name="The Rose King: choose a game", exact=True)
        assert title.is_visible() and title.get_attribute("aria-expanded") == "false"
        title.click()
        listed = games_list(page)
        assert title.get_attribute("aria-expanded") == "true" and listed.is_visible()
        assert listed.get_by_role("button").count() == len(NAMES)
        for name in NAMES:
            assert listed.get_by_role("button", name=name, exact=True).count() == 1
        # the game shown is marked, and has the focus
        current = listed.get_by_role("button", name=NAMES[0], exact=True)
        assert current.get_attribute("aria-current") == "true"
        assert page.evaluate("document.activeElement.getAttribute('aria-current')") == "true"
        lesson = listed.get_by_role("link", name="Rules lesson: Bella Rosarum", exact=True)
        assert lesson.get_attribute("href") == "lessons/lesson.html?game=bella-rosarum"
        # Escape closes it, the focus back on the title's button
        page.keyboard.press("Escape")
        assert listed.is_hidden() and page.evaluate("document.activeElement.getAttribute('aria-label')") == "The Rose King: choose a game"

        # Bella Rosarum: never played here, so a first game against the computer, the person's move
        title.click()
        listed.get_by_role("button", name=NAMES[2], exact=True).click()
        page.wait_for_function("() => window.rosarium.game === 'bella-rosarum'")
        page.wait_for_function(f"() => {HUMAN_OR_OVER}", timeout=120_000)
        config = page.evaluate("window.rosarium.config")
        assert config["controllers"].count("human") == 1 and config["variant"] == "3p"
        assert page.get_by_role("button", name="Bella Rosarum: choose a game", exact=True).is_visible()

        # back to The Rose King: the game as it was left, its move still there
        page.get_by_role("button", name="Bella Rosarum: choose a game", exact=True).click()
        games_list(page).get_by_role("button", name=NAMES[0], exact=True).click()
        page.wait_for_function("() => window.rosarium.game === 'rose-king'")
        settle(page)
        assert app.ui["position"] == rose_king and app.move_texts() == played
    finally:
        ctx.close()


def test_a_phone_finds_the_games_in_the_menu(browser, guard, server):
    ctx = sized_context(browser, guard, 390, 844, touch=True)
    try:
        app = RoseKingApp(ctx.new_page(), server.url).open()
        page = app.page
        # the bar has no room for the game's name: the Menu has the list
        assert page.get_by_role("button", name="The Rose King: choose a game", exact=True).is_hidden()
        menu = page.get_by_role("button", name="Menu", exact=True)
        menu.tap()
        page.get_by_role("button", name="Games", exact=True).tap()
        listed = games_list(page)
        assert listed.is_visible()
        for name in NAMES:
            box = listed.get_by_role("button", name=name, exact=True).bounding_box()
            assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= 390
        for link in listed.get_by_role("link").all():  # each rules lesson a finger's size too
            box = link.bounding_box()
            assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= 390
        page.keyboard.press("Escape")
        assert listed.is_hidden()
        assert page.evaluate("document.activeElement.id") == "btn-menu"
        menu.tap()
        page.get_by_role("button", name="Games", exact=True).tap()
        listed.get_by_role("button", name=NAMES[1], exact=True).tap()
        page.wait_for_function("() => window.rosarium.game === 'long-live-the-queen'")
        page.wait_for_function(f"() => {HUMAN_OR_OVER}", timeout=120_000)
    finally:
        ctx.close()
