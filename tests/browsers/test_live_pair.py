"""Live play across two browser engines (web/remote/live.js, web/REMOTE.md "Live play"): a page
in Chromium invites a page in Firefox by links, the two connect directly (a WebRTC data channel,
host candidates only, no STUN server) with the offer and the answer in links, and turns then
arrive by themselves both ways, each checked by the engine as a link is. In every engine the
page offers live play only where the browser has WebRTC, and says so in words where it has not
(WebKitGTK as Debian builds it has no RTCPeerConnection)."""

from __future__ import annotations

import time

import pytest

from engine import api
from engine.remote import protocol as P
from tests.browser.pagedriver import page_url
from tests.browsers import drivers as D
from tests.browsers.conftest import SiteServer
from tests.browsers.test_first_contact import MOVE_S, READY, START_S
from tests.seeded import secret_hex

IDLE = f"{READY} && !!window.rosariumRemote && !window.rosariumRemote.busy"
TO_MOVE = f"{IDLE} && window.rosariumRemote.phase === 'move'"
LIVE_TURNS = 6
FIRST_LEGAL = "window.rosarium.ui.legal.find((a) => a !== 'draw') || window.rosarium.ui.legal[0]"


def _hash(url: str) -> str:
    return url[url.index("#"):]


@pytest.mark.engines("chromium", "firefox")
def test_a_live_game_between_chromium_and_firefox(launched, dist):
    server = SiteServer(dist)
    base = page_url(server.url)
    c = D.ChromiumDriver(launched.get("chromium"))
    f = D.FirefoxDriver(launched.get("firefox"))
    try:
        # by links: Chromium invites, Firefox accepts and its answer deals
        c.goto(base)
        c.wait(READY, "the page ready", START_S)
        c.click("button", "New game")
        c.click("button", "Play a friend…")
        c.click("button", "Make the invitation")
        c.wait(f"{IDLE} && window.rosariumRemote.phase === 'invited'", "the invitation link", MOVE_S)
        f.goto(base + _hash(c.value("window.rosariumRemote.link")))
        f.click("button", "Accept", timeout_s=START_S)
        f.wait(f"{IDLE} && window.rosariumRemote.turn === 1 && !!window.rosariumRemote.link", "the answer link", MOVE_S)
        c.goto(base + _hash(f.value("window.rosariumRemote.link")))
        c.wait(TO_MOVE, "the inviter to move", MOVE_S)
        # live: Chromium offers, Firefox answers, the answer opened in Chromium's tab
        c.click("button", "Play live")
        c.wait("window.rosariumRemote.live.state === 'offering'", "the live link", MOVE_S)
        f.goto(base + _hash(c.value("window.rosariumRemote.live.link")))
        f.wait("['answering', 'open'].includes(window.rosariumRemote.live.state)", "the answer to the live link", MOVE_S)
        c.goto(base + _hash(f.value("window.rosariumRemote.live.link")))
        for d in (c, f):
            d.wait("window.rosariumRemote.live.state === 'open'", f"the live channel open in {d.engine}", MOVE_S)
        # turns both ways with no link passed: each arrives on the other side by itself
        moved = {"chromium": 0, "firefox": 0}
        mover, other = c, f
        for _ in range(LIVE_TURNS):
            mover.wait(TO_MOVE, f"{mover.engine} to move", MOVE_S)
            turn = other.value("window.rosariumRemote.turn")
            assert mover.value(f"window.rosariumRemote.act({FIRST_LEGAL})")
            other.wait(f"{IDLE} && window.rosariumRemote.turn > {turn}", f"the turn of {mover.engine} arrived live in {other.engine}", MOVE_S)
            moved[mover.engine] += 1
            if not other.value(TO_MOVE):  # a card drawn: its outcome comes back before the other moves
                mover, other = other, mover
                continue
            mover, other = other, mover
        assert moved["chromium"] and moved["firefox"], moved
        # the last turn may still be on its way (a draw's secret sent back by itself): the states
        # are compared once neither side owes a message, one to move and the other waiting for
        # it, on the same last message
        settled = f"{IDLE} && ['move', 'waiting', 'over'].includes(window.rosariumRemote.phase)"
        for _ in range(100):  # a few looks suffice: the owed secret goes out as its side settles
            c.wait(settled, "Chromium settled", MOVE_S)
            f.wait(settled, "Firefox settled", MOVE_S)
            seen = [(d.value("window.rosariumRemote.turn"), d.value("window.rosariumRemote.phase")) for d in (c, f)]
            if seen[0][0] == seen[1][0] and sorted(p for _, p in seen) in (["move", "waiting"], ["over", "over"]):
                break
            time.sleep(0.1)
        else:
            raise AssertionError(f"the two sides never settled on one message: {seen}")
        assert c.value("JSON.stringify(window.rosarium.state)") == f.value("JSON.stringify(window.rosarium.state)")
        errors = c.errors() + f.errors()
        assert not errors, errors
    finally:
        c.close()
        f.close()
        server.stop()


def test_live_play_offered_where_the_browser_has_webrtc(driver, server, engine):
    """Feature detection, not the browser's name: with RTCPeerConnection the panel of a game with
    a friend offers "Play live"; without it, it says in words that live play needs WebRTC."""
    d = driver
    friend = P.invite("rose-king", {"variant": "2p"}, 0, secret_hex(f"live offered {engine} friend"),
                      secret_hex(f"live offered {engine} game", 16))
    base = page_url(server.url)
    d.goto(f"{base}#turn={friend['link']}")
    d.click("button", "Accept", timeout_s=START_S)
    d.wait(f"{IDLE} && window.rosariumRemote.turn === 1 && !!window.rosariumRemote.link", "the answer link", MOVE_S)
    doc = P.receive(friend["doc"], d.value("window.rosariumRemote.link").split("#turn=")[1])
    sc = P.screen(doc)
    out = P.reply(doc, api.legal_actions(sc["states"][-1])[0] if sc["stage"] == "move" else None)
    d.goto(f"{base}#turn={out['link']}")
    d.wait(f"{IDLE} && window.rosariumRemote.turn > 1", "the friend's deal in", MOVE_S)
    has = d.value("typeof RTCPeerConnection === 'function'")
    assert has == (engine != "webkit"), (engine, has)  # Debian's WebKitGTK is built without WebRTC
    if has:
        assert d.exists("button", "Play live")
    else:
        assert not d.exists("button", "Play live")
        panel = d.value("document.querySelector('#remote-panel').innerText")
        assert "Live play needs WebRTC, which this browser does not offer" in panel, panel
