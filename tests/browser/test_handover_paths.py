"""Hot-seat play of hidden information: every way into a position (reload, import) shows the
hand-over screen first, with no tile name anywhere on the page, in
Long Live the Queen (LQ-10.4); and the import's message goes with the next New game.
Links are covered in test_sharing.py (a link's position opens on the hand-over screen).
"""

from __future__ import annotations

import pytest

from tests.browser.games.long_live_the_queen.test_table import Queen

from tests.browser.pagedriver import open_file

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

    # Undo and Redo on a hand-over screen: nothing to press (whoever holds the device has not
    # said who they are; engine/games/PROTOCOL.md "Secrets and chance", test_trust.py)
    assert q.button("Undo").is_disabled() and q.button("Redo").is_disabled()

    # Reload: the saved game comes back behind the hand-over screen
    page.reload()
    page.wait_for_function("document.body.dataset.engine === 'ready'")
    q.settle()
    reveal(q, handover_shown(q))

    # Import of the exported game: a hand-over screen before any seat's screen
    with page.expect_download() as dl:
        q.button("Share game").click()
    path = tmp_path / "queen.json"
    dl.value.save_as(path)
    open_file(page, path)
    page.get_by_role("alert").filter(has_text="Shared game imported").wait_for()
    q.settle()
    handover_shown(q)

    # the import's message speaks of that game; a New game clears it
    q.new_game("hotseat", seed="22")
    assert "imported" not in page.locator("#messages").inner_text()
    handover_shown(q)
