"""Review and analysis in the shell (web/shell/review.js), found by role and accessible name.

Browsing jumps to any position without undoing and comes back with one button; a finished
game replays step by step; a game of computers pauses and steps; the analysis draws a
win-chance graph with a point per position and marks the moves that lost the most; browsing a
hot-seat Long Live the Queen game shows only what the seat holding the device may see.
Games are short and searches small (`chance_ms=50`, easy computers) so the module stays fast.
"""

from __future__ import annotations

from pagedriver import ENGINE_TIMEOUT_MS, App

QUICK = "delay=0&chance_ms=50&hard_ms=50"


def review(page):
    return page.evaluate("window.rosarium.review")


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def watch_game(page, game, seed="5"):
    """A new game of two easy computers of `game` (its radio's name), played to the end."""
    button(page, "New game").click()
    dlg = page.get_by_role("dialog")
    dlg.get_by_role("radio", name=game).check()
    dlg.get_by_role("radio", name="Computer against computer (watch)").check()
    dlg.get_by_label("Computer strength").select_option(label="Easy")
    dlg.get_by_label("Seed (same seed, same deal)").fill(seed)
    dlg.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_function("() => window.rosarium.settled && window.rosarium.ui && window.rosarium.ui.outcome", timeout=120_000)
    end = page.get_by_role("dialog")
    if end.count() and end.get_by_role("button", name="Close").count():
        end.get_by_role("button", name="Close").click()


def played(page):
    return page.locator("#movelist li.done").count()


def test_jump_to_a_move_and_back_to_the_game_without_undoing(page, server):
    app = App(page, server.url).open(QUICK)
    app.new_game("computer", seed="7")
    for _ in range(3):
        app.human_turn()
    n = played(page)
    assert n >= 6
    live_state = app.state
    moves = page.get_by_role("list").filter(has=page.locator("li.done")).first
    # the second move of the list: the board shows the position after it, moves are off
    moves.get_by_role("button", name=app.move_texts()[1], exact=True).click()
    page.wait_for_function("() => window.rosarium.review.cursor === 2 && document.body.dataset.review === 'on'")
    assert "after move 2 of" in app.status()
    assert app.enabled_squares() == []
    assert played(page) == n, "browsing undid moves"
    # the keyboard steps through the positions
    moves.get_by_role("button", name=app.move_texts()[1], exact=True).press("ArrowLeft")
    page.wait_for_function("() => window.rosarium.review.cursor === 1")
    button(page, "Next move").click()
    button(page, "Next move").click()
    page.wait_for_function("() => window.rosarium.review.cursor === 3")
    button(page, "First").click()
    page.wait_for_function("() => window.rosarium.review.cursor === 0")
    assert button(page, "Previous move").is_disabled()
    # one button back: the live position, unchanged, playable
    button(page, "Back to the game").click()
    page.wait_for_function("() => window.rosarium.review.cursor === null && document.body.dataset.review === 'off'")
    assert app.state == live_state
    assert played(page) == n
    app.human_turn()
    assert played(page) > n
    # "Play from here" takes over from an earlier position (as undo does: later moves redo-able)
    button(page, "First").click()
    page.wait_for_function("() => window.rosarium.review.cursor === 0")
    button(page, "Play from here").click()
    app.settle()
    page.wait_for_function("() => window.rosarium.review.cursor === null")
    assert played(page) == 0
    assert app.ui["current_player"] == 0 and app.enabled_squares()
    assert not button(page, "Redo").is_disabled()
