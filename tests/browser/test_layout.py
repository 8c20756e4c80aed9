"""Layout and keyboard play of the table, found by role and name.

Phone (390×844) and desktop (1366×768): the top bar is one row with a Menu; the board, both
hands, the draw pile and the score lie inside the viewport with a message banner and the win
chance shown. Keyboard only: the board and the hand are one Tab stop each, arrow keys move
between the targets, Enter plays, and focus stays on the board across moves; "?" opens the
keyboard shortcuts.
"""

from __future__ import annotations

from urllib.parse import quote

import pytest

from tests.browser.games.rose_king.driver import BOARD, RoseKingApp
from tests.browser.pagedriver import shot_dir

# Red to move with north 1 (a hero play onto White's rose on e6, RK-7.1), east 1 and west 1;
# a few roses on each side
HERO_POSITION = "rk 6WW1/9/9/4W4/9/9/9/R8/RR7 e5 N1,E1,W1/S1,S2 4/4 0 N2,N3,NE1,NE2,NE3,E2,E3,SE1,SE2,SE3,S3,SW1,SW2,SW3,W2,W3,NW1,NW2,NW3 -"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}
IN_BOARD = f"() => !!document.activeElement && !!document.activeElement.closest('[aria-label=\"{BOARD}\"]')"


@pytest.fixture
def sized(browser, guard, server):
    """A page of the given viewport size (English)."""
    contexts = []

    def make(viewport):
        ctx = browser.new_context(viewport=viewport, locale="en-US", bypass_csp=True)
        ctx.on("page", guard.watch)
        contexts.append(ctx)
        return RoseKingApp(ctx.new_page(), server.url)

    yield make
    for ctx in contexts:
        ctx.close()


def inside(page, locator, what):
    """The element's box lies inside the viewport (nothing of it off screen), above the last
    move's strip fixed at the window's foot."""
    vp = page.viewport_size
    box = locator.bounding_box()
    assert box is not None, f"{what} is not shown"
    assert box["x"] >= -0.5 and box["y"] >= -0.5, (what, box)
    assert box["x"] + box["width"] <= vp["width"] + 0.5, (what, box, vp)
    strip = page.locator("#last-move")
    foot = strip.bounding_box()["y"] if strip.is_visible() else vp["height"]
    assert box["y"] + box["height"] <= foot + 0.5, (what, box, vp, foot)


def top_bar_one_row(page):
    bar = page.get_by_role("banner")
    menu = page.get_by_role("button", name="Menu", exact=True)
    new = page.get_by_role("button", name="New game", exact=True)
    b, m, n = bar.bounding_box(), menu.bounding_box(), new.bounding_box()
    assert b["height"] < 2 * m["height"], b  # one row: not as tall as two buttons
    assert abs(m["y"] - n["y"]) < 2
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


def banner_and_win_chance(app):
    """A message banner (the copied link with its field) and the win chance bar, both shown."""
    page = app.page
    link = page.get_by_role("button", name="Copy link", exact=True)
    if not link.is_visible():  # folded into the Menu
        page.get_by_role("button", name="Menu", exact=True).click()
    link.click()
    page.get_by_role("textbox", name="Copy link").wait_for()
    page.get_by_role("button", name="Win chance", exact=True).click()
    page.wait_for_function("() => { const m = document.querySelector('#advice meter'); return !!m && m.getBoundingClientRect().height > 0; }", timeout=60_000)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_rose_king_fits_the_screen(sized, viewport):
    app = sized(viewport).open()
    page = app.page
    top_bar_one_row(page)
    banner_and_win_chance(app)
    assert page.get_by_role("alert").inner_text().strip()
    inside(page, app.board(), "board")
    inside(page, page.get_by_role("button", name="a1", exact=True), "board corner a1")
    inside(page, page.get_by_role("button", name="i1", exact=True), "board corner i1")
    inside(page, page.get_by_role("group", name="Red's power cards"), "Red's hand")
    inside(page, page.get_by_role("group", name="White's power cards"), "White's hand")
    inside(page, page.get_by_role("button", name="Draw card", exact=True), "draw pile")
    inside(page, page.get_by_role("heading", name="Score", exact=True), "score")
    for side in ("Red", "White"):
        inside(page, page.get_by_role("listitem").filter(has_text=side).first, f"{side}'s score")
    if viewport is DESKTOP:
        # a chosen hero play's line under the board stays on screen, the board with it (TBL-1.3)
        app.open(query=f"delay=0&position={quote(HERO_POSITION)}")
        page.get_by_role("group", name="Red's power cards").get_by_role("button", name="north 1", exact=True).click()
        confirm = page.get_by_role("button", name="Confirm hero play", exact=True)
        inside(page, confirm, "the chosen move's Confirm")
        inside(page, page.get_by_role("button", name="i1", exact=True), "board corner i1 with a move chosen")


def apart(a, b, what):
    """Two boxes do not overlap."""
    assert a["x"] + a["width"] <= b["x"] + 0.5 or b["x"] + b["width"] <= a["x"] + 0.5 or a["y"] + a["height"] <= b["y"] + 0.5 or b["y"] + b["height"] <= a["y"] + 0.5, (what, a, b)


def test_rose_king_chosen_move_covers_nothing_on_the_phone(sized):
    # the pending move with its Confirm leaves the draw pile and the score in view and uncovered
    # (a hero play: an ordinary card plays at once, TBL-1.1; roses on the board: the score has
    # territories to tell)
    app = sized(PHONE).open(f"delay=0&position={quote(HERO_POSITION)}")
    page = app.page
    page.get_by_role("group", name="Red's power cards").get_by_role("button", name="north 1", exact=True).click()
    confirm = page.get_by_role("button", name="Confirm hero play", exact=True)
    confirm.wait_for()
    pile = page.get_by_role("button", name="Draw card", exact=True)
    score = page.get_by_role("heading", name="Score", exact=True).locator("xpath=..")
    inside(page, confirm, "the chosen move's Confirm")
    inside(page, pile, "draw pile with a move chosen")
    inside(page, score, "score with a move chosen")
    inside(page, page.get_by_role("button", name="i1", exact=True), "board corner i1 with a move chosen")
    chosen = page.locator(".selection").bounding_box()
    for what, loc in (("draw pile", pile), ("score", score), ("board", app.board())):
        apart(chosen, loc.bounding_box(), f"the chosen move and the {what}")
    page.screenshot(path=str(shot_dir() / "rk-phone-chosen-move.png"))


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_queen_fits_the_screen(sized, viewport):
    app = sized(viewport).open("delay=0&game=long-live-the-queen")
    page = app.page
    page.get_by_role("button", name="Random court", exact=True).click()
    page.get_by_text("A random court is laid out.").wait_for()  # laid out first, then sent
    page.get_by_role("button", name="Confirm set-up", exact=True).click()
    app.settle(60_000)
    top_bar_one_row(page)
    banner_and_win_chance(app)
    table = page.get_by_role("group", name="Number bar with both courts")
    inside(page, table, "both courts")
    for seat in ("White", "Black"):
        inside(page, page.get_by_role("region", name=seat, exact=True), f"{seat}'s seat")
    inside(page, page.get_by_role("group", name="Your choices"), "the choices")


def test_menu_holds_the_authors_tools(sized):
    page = sized(PHONE).open().page
    menu = page.get_by_role("button", name="Menu", exact=True)
    assert menu.get_attribute("aria-expanded") == "false"
    assert not page.get_by_role("button", name="Embed snippet", exact=True).is_visible()
    menu.click()
    assert menu.get_attribute("aria-expanded") == "true"
    for name in ("Embed snippet", "Share game", "Keyboard shortcuts"):
        assert page.get_by_role("button", name=name, exact=True).is_visible(), name
    page.keyboard.press("Escape")
    assert menu.get_attribute("aria-expanded") == "false"
    assert page.evaluate("document.activeElement.id") == "btn-menu"


def test_keyboard_play_keeps_focus_on_the_board(sized):
    app = sized(DESKTOP).open()
    page = app.page
    app.new_game("computer", seed="5")
    # one Tab stop each for the board and the hand
    stops = page.evaluate(
        """(name) => { const b = document.querySelector(`[aria-label="${name}"]`);
        return [...b.querySelectorAll('button')].filter((x) => x.tabIndex === 0 && !x.disabled).length; }""",
        BOARD,
    )
    assert stops == 1
    hand = page.get_by_role("group", name="Red's power cards")
    assert hand.get_by_role("button").evaluate_all("els => els.filter((x) => x.tabIndex === 0).length") == 1
    # from the top of the page, Tab reaches the board in a few presses
    page.locator("body").focus()
    for presses in range(1, 25):
        page.keyboard.press("Tab")
        if page.evaluate(IN_BOARD):
            break
    assert page.evaluate(IN_BOARD), "Tab never reached the board"
    assert presses <= 15
    played = 0
    for _ in range(3):
        if not app.enabled_squares():
            break
        before = page.evaluate("document.activeElement.getAttribute('aria-label')")
        targets = app.enabled_squares()
        page.keyboard.press("End" if len(targets) > 1 else "Home")
        now = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert now in targets and (len(targets) == 1 or now != before or now == targets[-1])
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowUp")
        square = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert square in targets
        n = len(app.move_texts())
        page.keyboard.press("Enter")
        if page.get_by_role("button", name="Confirm hero play").count():
            page.keyboard.press("Enter")
        page.wait_for_function(f"() => document.querySelectorAll('#movelist li.done').length > {n}")
        app.settle()
        assert page.evaluate(IN_BOARD), "focus left the board after a move"
        assert square in app.move_texts()[n], (square, app.move_texts())
        played += 1
    assert played >= 2


def test_question_mark_opens_the_shortcuts(sized):
    page = sized(DESKTOP).open().page
    page.get_by_role("button", name="h8", exact=True)  # the board is there
    page.locator("body").press("?")
    dialog = page.get_by_role("dialog", name="Keyboard shortcuts")
    dialog.wait_for()
    assert "Enter" in dialog.inner_text() and "Ctrl+Z" in dialog.inner_text()
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")


@pytest.mark.parametrize("path", ["authors.html", "lessons/index.html", "lessons/lesson.html?game=bella-rosarum"])
def test_pages_without_a_menu_keep_their_links_on_the_phone(sized, path):
    # the lesson and authors' pages have no Menu to fold into: their top bar wraps instead
    app = sized(PHONE)
    page = app.page
    page.goto(f"{app.base.rstrip('/')}/{path}")
    bar = page.get_by_role("banner")
    bar.wait_for()
    links = bar.get_by_role("link")
    buttons = bar.get_by_role("button")
    assert links.count() >= 2
    for group in (links, buttons):
        for i in range(group.count()):
            inside(page, group.nth(i), f"{path}: {group.nth(i).inner_text()}")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
