"""Long Live the Queen with a friend by links (web/REMOTE.md): two browser contexts with no
shared storage play a whole game only by passing turn links, each court arranged in its own
browser and sent as commitments (LQ-3.5); bad links are refused with a message and the running
game stays as it was."""

import json
import time

from engine.remote import protocol as P
from tests.engine.remote_play import Pair
from tests.browser.test_remote import STEP_MS, _remote, _side, _wait_idle, accept, deliver, open_link, own_seed

GAME = "long-live-the-queen"
def invite(page, side=0):
    page.click("#btn-new")
    page.click("#ng-friend")
    page.select_option("#remote-game", GAME)
    page.locator(f".remote-dialog input[name=side][value='{side}']").check()
    page.locator(".remote-dialog button[type=submit]").click()
    page.wait_for_function("() => window.rosariumRemote.phase === 'invited'", timeout=STEP_MS)
    return _remote(page, "link")


# Courts and choices that end the game soon (about 45 links, at most about 90 in engine trials):
# Black moves its Princess from 7 to 6 at its first court step (LQ-7.1), where White's Assassin
# (LQ-5.2) and White's Apprentice on 8, a Sniper by its Master (LQ-5.10, LQ-5.1 aiming at 6),
# turn it face down (LQ-8.1).
COURTS = ("setup master=Sniper 2=Schemer 3=Noble 4=Witch 5=Apprentice 6=Assassin 8=Apprentice 9=Consul 10=Cheater 11=Clown 12=Guard",
          "setup master=Witch 2=Guard 3=Consul 4=Apprentice 5=Clown 6=Noble 8=Apprentice 9=Cheater 10=Schemer 11=Sniper 12=Assassin")


def choose(page, me):
    legal = page.evaluate("window.rosarium.ui.legal")
    if legal == ["setup random"]:  # LQ-3.5: the court, arranged in this browser only
        return COURTS[me]
    st = page.evaluate("window.rosarium.state")
    if me == 1 and st["phase"] == "court" and "swap 6-7" in legal and st["lines"][1][5] == "Princess":
        return "swap 6-7"
    for quick in ("skip", "done"):
        if quick in legal:
            return quick
    return legal[0]


def act_until_sent(page, me):
    """This side's whole turn: its choices one by one (a turn may hold several) until the link
    is made."""
    turn = _remote(page, "turn")
    while _remote(page, "phase") == "move":
        assert page.evaluate("a => window.rosariumRemote.act(a)", choose(page, me))
        page.wait_for_function("() => !window.rosariumRemote.busy && window.rosarium.settled", timeout=STEP_MS)
    page.wait_for_function(f"() => window.rosariumRemote.turn > {turn}", timeout=STEP_MS)


def start_pair(browser, guard, server):
    a_ctx, a = _side(browser, guard, server)
    b_ctx, b = _side(browser, guard, server)
    accept(b, invite(a, side=0))
    deliver(b, a)  # the inviter (seat 0) arranges first (LQ-3.5)
    assert _remote(a, "phase") == "move"
    return (a_ctx, a), (b_ctx, b)


def test_whole_game_only_by_links(browser, guard, server):
    (a_ctx, a), (b_ctx, b) = start_pair(browser, guard, server)
    t0 = time.time()
    try:
        sides = {"a": a, "b": b}
        mover, other = "a", "b"
        links = 0
        while True:
            page = sides[mover]
            if _remote(page, "phase") == "move":
                act_until_sent(page, 0 if mover == "a" else 1)
            deliver(page, sides[other])
            links += 1
            if _remote(sides[other], "phase") == "over":
                break
            mover, other = other, mover
            assert links < 400
        print(f"links {links} in {time.time() - t0:.1f} s")
        if _remote(a, "turn") != _remote(b, "turn"):
            src, dst = (a, b) if _remote(a, "turn") > _remote(b, "turn") else (b, a)
            deliver(src, dst)
        ua, ub = a.evaluate("window.rosarium.ui"), b.evaluate("window.rosarium.ui")
        assert ua["outcome"] is not None and ua["outcome"] == ub["outcome"]
        assert _remote(a, "phase") == _remote(b, "phase") == "over"
    finally:
        a_ctx.close()
        b_ctx.close()


def _data(url):
    return P.decode(url[url.index("#turn=") + 6:])


def _changed(url, change, seed=None):
    """``url`` with its message changed by ``change(msg)`` and hashed again (unless it says not),
    then signed with ``seed`` (the sender's own: the sender cheats) or not (a relay's change)."""
    data = _data(url)
    msg = data["msgs"][-1]
    if change(msg) is not False:
        P._seal(msg, seed)
    return url[: url.index("#turn=") + 6] + P.encode(data["gid"], data["msgs"])


def test_bad_links_refused_with_a_message(browser, guard, server):
    (a_ctx, a), (b_ctx, b) = start_pair(browser, guard, server)
    elsewhere = Pair(0, game=GAME, name="elsewhere")  # another game, played without a browser: its turn 2
    elsewhere.deliver()
    elsewhere.answer(lambda sc: "setup random")
    foreign = _remote(a, "link").split("#turn=")[0] + "#turn=" + elsewhere.link
    try:
        # the inviter arranges its court with the page's own set-up button (LQ-3.5): the court
        # stays in its browser, the link carries its commitments only
        a.click("button.lq-confirm")
        a.wait_for_function("() => window.rosariumRemote.phase === 'waiting' && window.rosarium.settled", timeout=STEP_MS)
        court = a.evaluate("window.rosarium.state.lines[0]")
        assert len(set(court)) == 10  # its own court, shown from its own document
        sent = json.dumps(_data(_remote(a, "link")))
        assert all(name not in sent for name in set(court))
        sides = {"a": a, "b": b}
        mover, other = "a", "b"
        tried = set()
        while tried != {"roll", "opening"}:
            page, dst = sides[mover], sides[other]
            if _remote(page, "phase") == "move":
                act_until_sent(page, 0 if mover == "a" else 1)
            url = _remote(page, "link")
            steps = _data(url)["msgs"][-1]["steps"]
            before = (dst.evaluate("window.rosarium.state"), _remote(dst, "turn"))

            def refused(link, words):
                open_link(dst, link)
                dst.wait_for_function(f"() => document.querySelector('#messages').textContent.includes({json.dumps(words)})", timeout=STEP_MS)
                _wait_idle(dst)
                assert (dst.evaluate("window.rosarium.state"), _remote(dst, "turn")) == before
                assert "The game is as it was" in dst.inner_text("#messages")

            if "roll" not in tried and ["a", "roll"] in steps:  # LQ-4.1 (or LQ-3.7) on its way
                i = steps.index(["a", "roll"])
                # the roller sees no dice yet: they need the friend's secret
                assert "The outcome shows when your friend answers." in page.inner_text("#remote-panel")

                def tamper(msg):
                    msg["steps"][i][1] = "skip"
                    return False  # not hashed again: the hash gives it away
                refused(_changed(url, tamper), "changes a move")

                def forge(msg):
                    msg["steps"][i + 1][1] = "ab" * 32  # the roller's secret, chosen to steer the dice
                refused(_changed(url, forge, own_seed(page, _remote(page, "gid"))), "forged")
                refused(_changed(url, forge), "not signed by your friend")  # a relay's change
                refused(foreign, "another game")
                tried.add("roll")
            if "opening" not in tried and any(st[0] == "o" for st in steps):
                i = next(k for k, st in enumerate(steps) if st[0] == "o")

                def swap_tile(msg):
                    slot, rest = msg["steps"][i][1].split("=")
                    tile, salt = rest.split(":")
                    msg["steps"][i][1] = f"{slot}={'Guard' if tile != 'Guard' else 'Witch'}:{salt}"
                refused(_changed(url, swap_tile, own_seed(page, _remote(page, "gid"))), "hidden piece it shows was forged")
                tried.add("opening")
            deliver(page, dst)
            assert _remote(dst, "turn") > before[1]  # the true link still opens (and may be answered at once)
            before = (dst.evaluate("window.rosarium.state"), _remote(dst, "turn"))
            refused(url, "old link")  # replayed: the link just opened
            mover, other = other, mover
    finally:
        a_ctx.close()
        b_ctx.close()
