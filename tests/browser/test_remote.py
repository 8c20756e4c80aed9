"""Play a friend by links (web/REMOTE.md): two browser contexts with no shared storage play a
whole game of The Rose King only by passing turn links; bad links are refused with a message
and the running game stays as it was."""

import json

import pytest

from engine.remote import protocol as P
from tests.browser.pagedriver import open_page

STEP_MS = 60_000


def _side(browser, guard, server, locale="en-US", viewport=None):
    ctx = browser.new_context(viewport=viewport or {"width": 1280, "height": 900}, locale=locale, bypass_csp=True)
    ctx.on("page", guard.watch)
    page = ctx.new_page()
    open_page(page, server.url)
    return ctx, page


def _remote(page, key):
    return page.evaluate(f"window.rosariumRemote.{key}")


def _wait_idle(page):
    page.wait_for_function("() => window.rosarium.settled !== false && !window.rosariumRemote.busy && window.rosariumRemote.phase !== null", timeout=STEP_MS)


def invite(page, side=0):
    page.click("#btn-new")
    page.click("#ng-friend")
    page.locator(f".remote-dialog input[name=side][value='{side}']").check()
    page.locator(".remote-dialog button[type=submit]").click()
    page.wait_for_function("() => window.rosariumRemote.phase === 'invited'", timeout=STEP_MS)
    return _remote(page, "link")


def open_link(page, link):
    """Open ``link`` as a person who clicked it: the page's fragment changes to it."""
    page.evaluate("l => { location.hash = new URL(l).hash; }", link)


def accept(page, link):
    open_link(page, link)
    page.locator(".confirm-dialog button.primary").click()
    page.wait_for_function("() => window.rosariumRemote.turn === 1", timeout=STEP_MS)
    return _remote(page, "link")


def deliver(src, dst):
    """``dst`` opens the last link ``src`` sent, and settles with the turn in."""
    turn = _remote(src, "turn")
    open_link(dst, _remote(src, "link"))
    dst.wait_for_function(f"() => window.rosariumRemote.turn >= {turn} && !window.rosariumRemote.busy && window.rosarium.settled",
                          timeout=STEP_MS)


def fastest(page):
    """The legal move that ends the game soonest: a card onto the board (no draw, no hero)."""
    legal = page.evaluate("window.rosarium.ui.legal")
    plain = [a for a in legal if a != "draw" and not a.startswith("hero ")]
    return (plain or legal)[0]


def play(page, action=None):
    turn = _remote(page, "turn")
    action = action or fastest(page)
    assert page.evaluate("a => window.rosariumRemote.act(a)", action)
    page.wait_for_function(f"() => window.rosariumRemote.turn > {turn} && !window.rosariumRemote.busy && window.rosarium.settled",
                           timeout=STEP_MS)


def start_pair(browser, guard, server):
    a_ctx, a = _side(browser, guard, server)
    b_ctx, b = _side(browser, guard, server)
    link = invite(a, side=0)
    accept(b, link)
    deliver(b, a)  # the inviter's half of the deal: it moves first (seat 0)
    assert _remote(a, "phase") == "move"
    return (a_ctx, a), (b_ctx, b)


def test_whole_game_only_by_links(browser, guard, server):
    (a_ctx, a), (b_ctx, b) = start_pair(browser, guard, server)
    try:
        sides = {"a": a, "b": b}
        mover, other = "a", "b"
        plies = 0
        while True:
            page = sides[mover]
            if _remote(page, "phase") == "move":
                play(page)
                plies += 1
            deliver(page, sides[other])
            if _remote(sides[other], "phase") == "over":
                break
            mover, other = other, mover
            assert plies < 400
        # the last answer (a secret that showed the final draw) goes back too
        if _remote(a, "turn") != _remote(b, "turn"):
            src, dst = (a, b) if _remote(a, "turn") > _remote(b, "turn") else (b, a)
            deliver(src, dst)
        # both browsers hold the same finished game, each in its own storage
        assert a.evaluate("window.rosarium.state") == b.evaluate("window.rosarium.state")
        assert a.evaluate("window.rosarium.ui.outcome") is not None
        assert _remote(a, "phase") == _remote(b, "phase") == "over"
        assert [g["phase"] for g in a.evaluate("window.rosariumRemote.games")] == ["over"]
        # reloading keeps the game (autosaved in this browser only)
        b.reload()
        b.wait_for_function("() => document.body.dataset.engine === 'ready' && window.rosariumRemote.phase === 'over'", timeout=STEP_MS)
    finally:
        a_ctx.close()
        b_ctx.close()


def _tampered(link):
    data = P.decode(link)
    msg = data["msgs"][-1]
    for step in msg["steps"]:
        if step[0] == "a":
            step[1] = "N1" if step[1] != "N1" else "S1"
    return P.encode(data["gid"], data["msgs"])


def own_seed(page, gid):
    """The seed of the side whose page is ``page`` in game ``gid``, read from its storage: a side
    that cheats holds it, and with it its signing key."""
    return page.evaluate("(gid) => Object.entries(localStorage).map(([k, v]) => k.endsWith('remote.v1.' + gid)"
                         " && JSON.parse(v).doc.secret).find(Boolean)", gid)


def _forged(link, seed=None):
    """``link`` with its secrets changed and its hash fixed; signed again with ``seed`` (its
    sender's, so the sender itself cheats) or not (a relay, which holds no key)."""
    data = P.decode(link)
    msg = data["msgs"][-1]
    for step in msg["steps"]:
        if step[0] == "r":
            step[1] = "ab" * 32
    P._seal(msg, seed)
    return P.encode(data["gid"], data["msgs"])


def test_bad_links_refused_with_a_message(browser, guard, server):
    (a_ctx, a), (b_ctx, b) = start_pair(browser, guard, server)
    (c_ctx, c), (d_ctx, d) = start_pair(browser, guard, server)  # another game
    try:
        play(a)
        good = P.decode(_remote(a, "link")[_remote(a, "link").index("#turn=") + 6:])
        deliver(a, b)
        play(b)
        before = (b.evaluate("window.rosarium.state"), _remote(b, "turn"))
        url = _remote(a, "link")
        base = url[: url.index("#turn=") + 6]

        def refused(link, words):
            open_link(b, link)
            b.wait_for_function(f"() => document.querySelector('#messages').textContent.includes({json.dumps(words)})", timeout=STEP_MS)
            _wait_idle(b)
            assert (b.evaluate("window.rosarium.state"), _remote(b, "turn")) == before
            assert "The game is as it was" in b.inner_text("#messages")

        refused(url, "old link")  # replayed: the link b opened already
        # a's next turn, a draw (RK-6.1), changed on the way
        deliver(b, a)
        assert "draw" in a.evaluate("window.rosarium.ui.legal")
        play(a, "draw")
        assert _remote(a, "phase") == "waiting"
        assert "It shows when your friend answers" in a.inner_text("#remote-panel")
        nxt = _remote(a, "link")
        refused(base + _tampered(nxt[len(base):]), "changes a move")
        refused(base + _forged(nxt[len(base):], own_seed(a, good["gid"])), "forged")
        refused(base + _forged(nxt[len(base):]), "not signed by your friend")  # a relay's change
        refused(_remote(d, "link"), "another game")  # a turn of a game this browser does not hold
        assert good["gid"] == P.decode(nxt[len(base):])["gid"]
        # the true link still opens: nothing of the running game was lost
        deliver(a, b)
        assert _remote(b, "turn") == before[1] + 1
    finally:
        for ctx in (a_ctx, b_ctx, c_ctx, d_ctx):
            ctx.close()


def test_second_tab_follows_and_reload_keeps_the_game(browser, guard, server):
    (a_ctx, a), (b_ctx, b) = start_pair(browser, guard, server)
    try:
        b2 = b_ctx.new_page()  # a second tab of the friend's browser: the game shown last
        open_page(b2, server.url)
        b2.wait_for_function("() => window.rosariumRemote.phase === 'waiting'", timeout=STEP_MS)
        play(a)
        deliver(a, b)  # the first tab opens the link; the second shows it too, never answering from the old game
        turn = _remote(b, "turn")
        b2.wait_for_function(f"() => window.rosariumRemote.turn === {turn} && window.rosarium.settled", timeout=STEP_MS)
        assert b2.evaluate("window.rosarium.state") == b.evaluate("window.rosarium.state")
        assert _remote(b2, "phase") == "move"
    finally:
        a_ctx.close()
        b_ctx.close()
