"""Live play with a friend (web/remote/live.js, web/REMOTE.md "Live play"): two browser contexts
with no shared storage connect directly (a WebRTC data channel, host candidates only, no STUN
server), the offer in a link one side sends and the answer in the link sent back, and play a
whole game with no link passed for the moves; the connection drops mid-game, the game goes on
by links, and a new connection made from the other side carries it to the end. The turns are
the links' turns, checked by the engine as links are."""

import pytest

from tests.browser.pagedriver import open_page, page_url
from tests.browser import test_remote as RK
from tests.browser import test_remote_lltq as LQ
from tests.browser.test_remote import STEP_MS, _remote, deliver, open_link

pytestmark = pytest.mark.browser


# the side may move now: its turn, nothing under way, its board drawn
READY_TO_MOVE = ("() => window.rosariumRemote.phase === 'move' && !window.rosariumRemote.busy"
                 " && window.rosarium.settled !== false && !!window.rosarium.ui && !!window.rosarium.ui.legal")


def live_state(page):
    return page.evaluate("window.rosariumRemote.live.state")


def connect(offering, answering, answer_page=None, phone_check=False):
    """`offering` presses Play live and sends its link; `answering` opens it and sends its answer
    back; the answer is opened in `answer_page` (a tab of the offering side's browser: the same
    page, or another tab that hands it over), and both sides' channel opens."""
    offering.get_by_role("button", name="Play live", exact=True).click()
    offering.wait_for_function("() => window.rosariumRemote.live.state === 'offering'", timeout=STEP_MS)
    # the links as a person sees them: in the field of the panel (or of the invitation dialog,
    # on the side whose deal is not complete yet)
    offer = offering.get_by_role("textbox", name="Live link for your friend").input_value()
    assert offer == offering.evaluate("window.rosariumRemote.live.link")
    if phone_check:
        # on a phone the panel with its link and words is tall: the page scrolls, and the board
        # keeps a size a finger plays on (seeds/table.md TBL-6.2)
        size = offering.viewport_size
        offering.set_viewport_size({"width": 390, "height": 844})
        board = offering.locator(".board").bounding_box()
        offering.set_viewport_size(size)
        assert board["width"] >= 300 and board["height"] >= 300, board
    assert "#live=1." in offer and len(offer) < 2500, offer
    open_link(answering, offer)
    answering.wait_for_function("() => ['answering', 'open'].includes(window.rosariumRemote.live.state)", timeout=STEP_MS)
    answer = answering.get_by_role("textbox", name="Answer link for your friend").input_value()
    if answer_page is None:
        open_link(offering, answer)
    else:
        answer_page.goto(page_url(answer.split("#")[0]) + answer[answer.index("#"):])
        answer_page.wait_for_function("() => document.querySelector('#messages').textContent.includes('went to the tab')", timeout=STEP_MS)
        answer_page.close()  # as the message says: the game goes on in the other tab
    for page in (offering, answering):
        page.wait_for_function("() => window.rosariumRemote.live.state === 'open'", timeout=STEP_MS)



def play_live(sides, act, stop_after=None):
    """Plays until the game is over on both sides (or `stop_after` turns were made), each turn
    made on the side to move and nothing passed between them: the other side receives it live."""
    made = 0
    for _ in range(4000):
        movers = [(k, p) for k, p in sides.items() if p.evaluate(READY_TO_MOVE)]
        if movers:
            k, page = movers[0]
            act(page, k)
            made += 1
            if stop_after is not None and made >= stop_after:
                return made
            continue
        if all(_remote(p, "phase") == "over" for p in sides.values()) and len({_remote(p, "turn") for p in sides.values()}) == 1:
            return made
        next(iter(sides.values())).wait_for_timeout(50)
    raise AssertionError(f"the live game did not end: {[(_remote(p, 'phase'), _remote(p, 'turn')) for p in sides.values()]}")


def test_rose_king_live_dropped_by_links_and_reconnected(browser, guard, server):
    (a_ctx, a), (b_ctx, b) = RK.start_pair(browser, guard, server)
    try:
        # the STUN setting: an address that is not a STUN server is refused in words; one kept
        # is said to learn addresses, not moves; emptied, live play uses none
        a.get_by_text("Live play beyond your own network").click()
        assert "learns your network address and your friend's (not your moves)" in a.locator("#remote-panel").inner_text()
        stun = a.get_by_role("textbox", name="STUN server (optional)")
        for value, said in (("https://stun.example.org", "That is not a STUN server address"), ("stun:stun.example.org:3478", "Kept."), ("", "Kept.")):
            stun.fill(value)
            a.get_by_role("button", name="Keep", exact=True).click()
            assert said in a.locator("#messages").inner_text(), (value, a.locator("#messages").inner_text())
            assert a.evaluate("localStorage.getItem('rosarium.remote.stun')") == (value if value.startswith("stun:") else None)
        # the inviter offers; the friend's answer is opened in a second tab of the inviter's
        # browser, as a click in a chat opens it, and handed to the tab that made the offer
        connect(a, b, answer_page=a_ctx.new_page(), phone_check=True)
        rk = lambda page, _k: RK.play(page)  # noqa: E731
        assert play_live({"a": a, "b": b}, rk, stop_after=8) == 8
        # the friend's page goes away: the inviter sees the connection lost
        b.wait_for_function("() => !window.rosariumRemote.busy && window.rosarium.settled", timeout=STEP_MS)
        a.wait_for_function("() => !window.rosariumRemote.busy && window.rosarium.settled", timeout=STEP_MS)
        turn = _remote(b, "turn")
        b.close()
        a.wait_for_function("() => window.rosariumRemote.live.state === 'lost'", timeout=STEP_MS)
        assert "The live connection was lost" in a.locator("#remote-panel").inner_text()
        # the friend opens the page again (the game is kept in its browser) and both go on by links
        b = b_ctx.new_page()
        open_page(b, server.url)
        b.wait_for_function(f"() => window.rosariumRemote.turn === {turn}", timeout=STEP_MS)
        assert live_state(b) == "none"
        for _ in range(2):
            mover, other = (a, b) if _remote(a, "phase") == "move" else (b, a)
            RK.play(mover)
            deliver(mover, other)
        # the friend connects again this time, the answer opened in the same tab
        connect(b, a)
        play_live({"a": a, "b": b}, rk)
        assert a.evaluate("window.rosarium.state") == b.evaluate("window.rosarium.state")
        assert a.evaluate("window.rosarium.ui.outcome") is not None
        assert _remote(a, "phase") == _remote(b, "phase") == "over"
        # each side sent its last turn as each channel opened: one already in was left without
        # a word, and no turn was refused
        assert _remote(a, "refused") == _remote(b, "refused") == 0
    finally:
        a_ctx.close()
        b_ctx.close()


def test_long_live_the_queen_live(browser, guard, server):
    """Each court arranged in its own browser and sent as commitments (LQ-3.5), every roll from
    the two hash chains, the whole game over the live channel."""
    (a_ctx, a), (b_ctx, b) = LQ.start_pair(browser, guard, server)
    try:
        connect(a, b)
        play_live({"a": a, "b": b}, lambda page, k: LQ.act_until_sent(page, 0 if k == "a" else 1))
        ua, ub = a.evaluate("window.rosarium.ui"), b.evaluate("window.rosarium.ui")
        assert ua["outcome"] is not None and ua["outcome"] == ub["outcome"]
        assert _remote(a, "refused") == _remote(b, "refused") == 0
    finally:
        a_ctx.close()
        b_ctx.close()
