"""Hot-seat play of hidden information (issue 15 item 1): every way into a position (undo, redo,
reload, import) shows the hand-over screen first, with no tile name anywhere on the page, in
Long Live the Queen (LQ-10.4); and the import's message goes with the next New game (item 13).
Links are covered in test_sharing.py (a link's position opens on the hand-over screen).
"""

from __future__ import annotations

import pytest

from test_lltq import Queen

pytestmark = pytest.mark.browser

NAMES = ("White", "Black")


def handover_shown(q):
    """The hand-over screen is up: its heading, nothing secret, no choices; returns its seat."""
    seat = q.page.evaluate("window.rosarium.handover")
    assert seat is not None, f"no hand-over screen; status: {q.status()}"
    assert q.page.get_by_role("heading", name=f"Pass the device to {NAMES[seat]}").is_visible()
    assert q.identities_shown() == []
    assert q.page.get_by_role("group", name="Your choices").count() == 0
    return seat


def reveal(q, seat):
    q.button(f"I am {NAMES[seat]}, show my tiles").click()
    q.settle()
    assert q.ui["viewer"] == seat


def test_every_way_into_a_position_shows_the_hand_over_screen(page, server, tmp_path):
    q = Queen(page, server.url).open()
    q.new_game("hotseat", seed="21")
    # both set-ups and the start roll: from here on each seat holds face-down tiles
    while q.ui is None or q.ui.get("phase") in (None, "setup") or page.evaluate("window.rosarium.handover") is not None:
        if page.evaluate("window.rosarium.handover") is not None:
            reveal(q, page.evaluate("window.rosarium.handover"))
        else:
            q.act()
    for _ in range(3):  # a few turns, each after its hand-over
        seat = page.evaluate("window.rosarium.handover")
        if seat is not None:
            reveal(q, seat)
        q.act()
    if page.evaluate("window.rosarium.handover") is None:
        q.act()
    handover_shown(q)

    # Undo on a hand-over screen: the position before is shown only after its own hand-over,
    # even when it is the seat that last looked (the device may be in the other hands by now)
    q.button("Undo").click()
    q.settle()
    seat = handover_shown(q)
    reveal(q, seat)
    # the same seat's screen, Undo again from there: still a hand-over first
    if q.button("Undo").is_enabled():
        q.button("Undo").click()
        q.settle()
        reveal(q, handover_shown(q))

    # Redo: the same
    q.button("Redo").click()
    q.settle()
    reveal(q, handover_shown(q))

    # Reload: the saved game comes back behind the hand-over screen
    page.reload()
    page.wait_for_function("document.body.dataset.engine === 'ready'")
    q.settle()
    reveal(q, handover_shown(q))

    # Import of the exported game: a hand-over screen before any seat's screen
    with page.expect_download() as dl:
        q.button("Export game").click()
    path = tmp_path / "queen.json"
    dl.value.save_as(path)
    page.set_input_files("#import-file", str(path))
    page.get_by_role("alert").filter(has_text="Game record imported.").wait_for()
    q.settle()
    handover_shown(q)

    # item 13: the import's message speaks of that game; a New game clears it
    q.new_game("hotseat", seed="22")
    assert "Game record imported." not in page.locator("#messages").inner_text()
    handover_shown(q)
