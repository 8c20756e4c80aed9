"""A game with a friend by links, in each browser engine (Chromium, Firefox, WebKit): the page
accepts an invitation, signs its answer and its turns in its own engine, and refuses a turn whose
move a relay swapped for another legal one (hashes fixed, no key to sign with) in words, with the
game unchanged; the friend (played here by engine/remote directly) refuses the page's turn
changed the same way. web/REMOTE.md has the threat model."""

from __future__ import annotations

import pytest

from engine import api
from engine.remote import protocol as P
from tests.browser.pagedriver import page_url
from tests.browsers.test_first_contact import READY, START_S, MOVE_S
from tests.engine.remote_play import relay_swap
from tests.seeded import secret_hex

REMOTE_IDLE = f"{READY} && !!window.rosariumRemote && !window.rosariumRemote.busy"


def _link_of(url: str) -> str:
    return url[url.index("#turn=") + 6:]


def test_a_relay_swapping_a_move_is_refused_both_ways(driver, server, engine):
    d = driver
    friend = P.invite("rose-king", {"variant": "2p"}, 0, secret_hex(f"signed links {engine} friend"),
                      secret_hex(f"signed links {engine} game", 16))
    doc = friend["doc"]
    base = page_url(server.url)
    d.goto(f"{base}#turn={friend['link']}")
    d.click("button", "Accept", timeout_s=START_S)
    d.wait(f"{REMOTE_IDLE} && window.rosariumRemote.turn === 1 && !!window.rosariumRemote.link", "the answer link", MOVE_S)
    doc = P.receive(doc, _link_of(d.value("window.rosariumRemote.link")))  # the page's signature checks out
    swapped_to_page = swapped_from_page = False
    for _ in range(6):
        if swapped_to_page and swapped_from_page:
            break
        # the friend's turn: a relay swaps its move on the way to the page
        sc = P.screen(doc)
        action = api.legal_actions(sc["states"][-1])[0] if sc["stage"] == "move" else None
        held = doc["msgs"]
        out = P.reply(doc, action)
        doc = out["doc"]
        turn = d.value("window.rosariumRemote.turn")
        state = d.value("JSON.stringify(window.rosarium.state)")
        swapped = relay_swap(held, out["link"])
        if swapped is not None and not swapped_to_page:
            d.goto(f"{base}#turn={swapped}")
            d.wait("document.querySelector('#messages').textContent.includes('not signed by your friend')",
                   "the swapped turn refused in words", MOVE_S)
            d.wait(REMOTE_IDLE, "the page settled", MOVE_S)
            assert "The game is as it was" in d.value("document.querySelector('#messages').textContent")
            assert d.value("window.rosariumRemote.turn") == turn
            assert d.value("JSON.stringify(window.rosarium.state)") == state
            swapped_to_page = True
        # the true turn opens, and the page moves
        d.goto(f"{base}#turn={out['link']}")
        d.wait(f"{REMOTE_IDLE} && window.rosariumRemote.turn > {turn} && window.rosariumRemote.phase === 'move'",
               "the friend's true turn in, the page to move", MOVE_S)
        turn = d.value("window.rosariumRemote.turn")
        assert d.value("window.rosariumRemote.act(window.rosarium.ui.legal.find((a) => a !== 'draw') || window.rosarium.ui.legal[0])")
        d.wait(f"{REMOTE_IDLE} && window.rosariumRemote.turn > {turn} && !!window.rosariumRemote.link", "the page's turn as a link", MOVE_S)
        sent = _link_of(d.value("window.rosariumRemote.link"))
        # the page's turn, swapped by a relay on the way to the friend: refused by its signature
        swapped = relay_swap(doc["msgs"], sent)
        if swapped is not None:
            with pytest.raises(P.RemoteRefused) as exc:
                P.receive(doc, swapped)
            assert exc.value.field == "forged-signature", str(exc.value)
            swapped_from_page = True
        doc = P.receive(doc, sent)
    assert swapped_to_page and swapped_from_page
