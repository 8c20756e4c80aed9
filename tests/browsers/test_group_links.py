"""Bella Rosarum in a group by links, in Firefox and WebKit (Chromium: tests/browser/test_group.py): the
page opens the join link of a game that two seats (played here by engine/remote/group directly)
made, joins as the third seat and sends its join link holding its share of the deal, takes the
others' messages as they come, makes the steps it owes without a choice (shuffle passes, the
cards it holds face down) and its own moves, and refuses a message changed on its way and
hashed again without its sender's key, in words, with the game unchanged. The other seats
accept everything the page sends (its signatures check out in Python). Rules: BR-4.1; the
group protocol: web/REMOTE.md."""

from __future__ import annotations

import json
import random

import pytest

from engine.remote import group as GR
from tests.browser.pagedriver import page_url, shot_dir
from tests.browser.test_group import PHASE_ENDS
from tests.browsers.test_first_contact import READY, START_S, MOVE_S
from tests.seeded import secret_hex

GROUP_IDLE = (f"{READY} && !!window.rosariumGroup && !window.rosariumGroup.busy"
              " && window.rosariumGroup.phase !== null && window.rosariumGroup.phase !== 'working'")
PAGE_MOVES = 2  # the page's own moves to play


def _link(url: str) -> str:
    return url[url.index("#group=") + 7:]


def _count(doc) -> int:
    return len(doc["msgs"]) - 1


def _choose(rnd, legal):
    ends = [a for a in legal if a in PHASE_ENDS]  # a turn of a few messages
    return rnd.choice(ends) if ends and rnd.random() < 0.8 else rnd.choice([a for a in legal if a != "concede"])


# Chromium plays group games in its own suite (tests/browser/test_group.py: three pages, a whole
# game); what only this test checks is the page's JavaScript, the same in every engine, and a
# third engine here would lengthen the test command
@pytest.mark.covered_in("chromium")
def test_a_group_game_joined_and_played_by_links(driver, server, engine):
    d = driver
    rnd = random.Random(f"group links {engine}")
    inv = GR.invite("bella-rosarum", {"variant": "3p"}, secret_hex(f"group links {engine} 0"),
                    secret_hex(f"group links {engine} game", 16), name="Ann")
    second = GR.join([inv["link"]], secret_hex(f"group links {engine} 1"), name="Bo")
    docs = [GR.receive(inv["doc"], second["link"]), second["doc"]]
    base = page_url(server.url)

    def page_count():
        return d.value("window.rosariumGroup.count")

    def open_in_page(link, count):
        d.goto(f"{base}#group={link}")
        d.wait(f"{GROUP_IDLE} && window.rosariumGroup.count >= {count}", f"message {count} taken in", MOVE_S)

    # the join link (the invitation and the second seat's join) opened in a fresh page
    d.goto(f"{base}#group={second['link']}")
    d.click("button", "Join", timeout_s=START_S)
    d.wait(f"{GROUP_IDLE} && window.rosariumGroup.me === 2 && !!window.rosariumGroup.link", "the page's join link", MOVE_S)

    page_moves = tampered = own_turn_waits = 0
    for _ in range(400):
        if page_moves >= PAGE_MOVES and tampered:
            break
        d.wait(GROUP_IDLE, "the page settled", MOVE_S)
        # what the page sent since the others last heard from it
        if page_count() > _count(docs[0]):
            sent = _link(d.value("window.rosariumGroup.link"))
            docs = [GR.receive(doc, sent) for doc in docs]
            assert _count(docs[0]) == page_count()
            continue
        phase = d.value("window.rosariumGroup.phase")
        assert phase in ("move", "waiting"), phase
        if phase == "move":
            legal = d.value("window.rosariumGroup.legal")
            assert d.value(f"window.rosariumGroup.act({json.dumps(_choose(rnd, legal))})")
            page_moves += 1
            continue
        # a seat played here owes the next message
        if d.value("window.rosarium.ui.current_player") == 2:
            # the page's own turn waits on a message played elsewhere (a card it draws is
            # unlocked by the others): the person is told so, not that another seat plays
            now = d.value("document.getElementById('br-now-title').parentElement.textContent")
            assert "Your turn goes on once the other players' messages come in" in now, now
            if not own_turn_waits:
                d.screenshot(shot_dir() / f"group-own-turn-waits-{engine}.png")  # for a person to look at
            own_turn_waits += 1
        owes = d.value("window.rosariumGroup.owes")
        assert owes in (0, 1), owes
        # as the page does: first the steps it owes without a choice (a forced action among them),
        # then its choice in the position they leave
        out = GR.reply(docs[owes], None)
        docs[owes] = out["doc"]
        if out["link"] is None:
            sc = GR.screen(docs[owes])
            assert sc["stage"] == "move", sc["stage"]
            out = GR.reply(docs[owes], _choose(rnd, sc["legal"]))
            docs[owes] = out["doc"]
        if out["link"] is None:
            continue  # the seat's turn goes on: its steps wait in its draft
        other = 1 - owes
        docs[other] = GR.receive(docs[other], out["link"])
        if not tampered and page_moves and _count(docs[owes]) > page_count():
            # the same message changed on its way, hashed again by someone without the key:
            # refused in words, in the page showing the game and in a page opened at the link
            # (which shows the game it belongs to, as it was)
            before = (d.value("JSON.stringify(window.rosariumGroup.view)"), page_count(), d.value("window.rosariumGroup.gid"))
            data = GR.decode(out["link"])
            msg = dict(data["msgs"][-1], steps=[["r", "ab" * 32]])
            msg["hash"] = GR._hash(msg)
            bad = GR.encode(data["gid"], data["msgs"][:-1] + [msg])
            for fresh in (False, True):
                if fresh:
                    d.goto("about:blank")
                d.goto(f"{base}#group={bad}")
                d.wait("!!document.querySelector('#messages') && document.querySelector('#messages').textContent.includes('not signed by the player it names')",
                       "the changed message refused in words", START_S if fresh else MOVE_S)
                d.wait(GROUP_IDLE, "the page settled", MOVE_S)
                assert "The game is as it was" in d.value("document.querySelector('#messages').textContent")
                assert (d.value("JSON.stringify(window.rosariumGroup.view)"), page_count(), d.value("window.rosariumGroup.gid")) == before
            d.screenshot(shot_dir() / f"group-refused-fresh-{engine}.png")  # for a person to look at
            tampered = 1
        open_in_page(out["link"], _count(docs[owes]))
    assert page_moves >= PAGE_MOVES and tampered and own_turn_waits
    # every seat holds the same messages, the page's own included
    d.wait(GROUP_IDLE, "the page settled", MOVE_S)
    if page_count() > _count(docs[0]):
        docs = [GR.receive(doc, _link(d.value("window.rosariumGroup.link"))) for doc in docs]
    assert _count(docs[0]) == _count(docs[1]) == page_count()
