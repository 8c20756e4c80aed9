"""A game with a friend as files (TBL-2.1, TBL-2.2, TBL-2.3; web/REMOTE.md "Files"): Save game writes this side's private
save, which another browser opens to the same game and position; Share game writes a record any
page opens as an ordinary game, with no face-down tile of either side (LQ-14.1) and, in The Rose
King, the moves with their drawn cards (RK-14.1). Hint and Win chance work on the view."""

import json

from tests.browser.pagedriver import bar_button, open_file, open_page
from tests.browser.test_remote import STEP_MS, _remote, _wait_idle, deliver, play
from tests.browser.test_remote import start_pair as rk_pair
from tests.browser.test_remote_lltq import act_until_sent, start_pair as lq_pair

DOWN = "D"
QUICK = "delay=0&chance_ms=50&hard_ms=50&review_ms=50"


def _quick_side(browser, guard, server):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US", bypass_csp=True)
    ctx.on("page", guard.watch)
    page = ctx.new_page()
    open_page(page, server.url, QUICK)
    return ctx, page


def _download(page, name, path):
    with page.expect_download() as dl:
        page.get_by_role("button", name=name, exact=True).click()
    dl.value.save_as(path)
    return json.loads(path.read_text())


def _board(page):
    return page.evaluate("window.rosarium.state")


def _hand_over(a, b):
    """The side that sent last hands its link over (once both have taken in what they hold)."""
    _wait_idle(a)
    _wait_idle(b)
    ta, tb = _remote(a, "turn"), _remote(b, "turn")
    if ta != tb:
        deliver(*((a, b) if ta > tb else (b, a)))


def _choose(a, b):
    """The side to choose plays its turn."""
    for page, me in ((a, 0), (b, 1)):
        if _remote(page, "phase") == "move":
            act_until_sent(page, me)
            return


def _advice_works(page):
    """Hint on this side's move and the win chance: answers in words, no failure shown."""
    page.click("#btn-hint")
    page.wait_for_function("() => document.querySelector('#hint-text').textContent.trim() !== ''", timeout=STEP_MS)
    hint = page.inner_text("#hint-text")
    assert "fail" not in hint.lower() and "error" not in hint.lower(), hint
    page.click("#btn-winchance")
    page.wait_for_function("() => !document.querySelector('.win-box').hidden && document.querySelector('.win-text').textContent.trim() !== ''",
                           timeout=STEP_MS)
    assert "fail" not in page.inner_text(".win-text").lower()
    page.click("#btn-winchance")


def test_lq_save_resumes_in_another_browser_and_share_hides_both_courts(browser, guard, server, tmp_path):
    (a_ctx, a), (b_ctx, b) = lq_pair(browser, guard, server)
    c_ctx, c = _quick_side(browser, guard, server)
    try:
        # both courts arranged, the start roll, then until White chooses (LQ-3.5, LQ-3.7, LQ-4)
        for _ in range(40):
            _hand_over(a, b)
            if _remote(a, "phase") == "move" and _board(a)["phase"] not in ("setup", "start"):
                break
            _choose(a, b)
        else:
            raise AssertionError("White never came to choose")
        _advice_works(a)
        before = _board(a)
        saved = _download(a, "Save game", tmp_path / "save.json")
        assert saved["kind"] == "rosarium-remote" and saved["me"] == 0
        # the private save in another browser: the same game, the same side, the same position
        c.set_input_files("#import-file", str(tmp_path / "save.json"))
        c.wait_for_function(f"() => window.rosariumRemote.gid === {json.dumps(saved['gid'])} && window.rosarium.settled", timeout=STEP_MS)
        assert _board(c) == before and _remote(c, "phase") == "move"
        # the same file in the browser that holds the game: nothing taken back
        a.set_input_files("#import-file", str(tmp_path / "save.json"))
        a.get_by_role("alert").filter(has_text="already holds").wait_for()
        # the friend's browser refuses this side's save
        b.set_input_files("#import-file", str(tmp_path / "save.json"))
        b.get_by_role("alert").filter(has_text="other side").wait_for()

        shared = _download(a, "Share game", tmp_path / "share.json")
        text = json.dumps(shared)
        start = shared["start"]
        assert shared["shared"] and shared["actions"] == [] and "?" not in text
        assert any(f == DOWN for f in start["faces"][0]) and any(f == DOWN for f in start["faces"][1])
        for s in (0, 1):
            assert [n for n, f in zip(start["lines"][s], start["faces"][s]) if f == DOWN] == [None] * start["faces"][s].count(DOWN)
        a.get_by_role("alert").filter(has_text="yours too").wait_for()
        open_file(c, tmp_path / "share.json")
        c.get_by_role("alert").filter(has_text="imported").wait_for()
        c.wait_for_function("() => window.rosarium.settled && window.rosariumRemote.phase === null", timeout=STEP_MS)
        opened = _board(c)
        assert opened["faces"] == before["faces"] and opened["prestige"] == before["prestige"]
        assert [[n for n, f in zip(opened["lines"][s], opened["faces"][s]) if f != DOWN] for s in (0, 1)] == \
               [[n for n, f in zip(before["lines"][s], before["faces"][s]) if f != DOWN] for s in (0, 1)]
        # Copy link: the public position, every face-down tile a "?" (LQ-14.2)
        bar_button(a, "Copy link").click()
        link = a.get_by_role("alert").locator("input.link-field")
        link.wait_for()
        position = c.evaluate("u => new URL(u).searchParams.get('position')", link.input_value())
        assert position.startswith("lq ") and "?" in position, position
        # the friend's move on this side's board: its win chance from fresh deals of its court
        act_until_sent(a, 0)
        a.click("#btn-winchance")
        a.wait_for_function("() => !document.querySelector('.win-box').hidden && document.querySelector('.win-text').textContent.trim() !== ''",
                            timeout=STEP_MS)
        assert "fail" not in a.inner_text(".win-text").lower(), a.inner_text(".win-text")
    finally:
        for ctx in (a_ctx, b_ctx, c_ctx):
            ctx.close()


def test_rk_save_resumes_and_share_replays_the_moves(browser, guard, server, tmp_path):
    (a_ctx, a), (b_ctx, b) = rk_pair(browser, guard, server)
    c_ctx, c = _quick_side(browser, guard, server)
    try:
        for src, dst in ((a, b), (b, a), (a, b), (b, a)):
            play(src)
            deliver(src, dst)
        _advice_works(a)
        before = _board(a)
        saved = _download(a, "Save game", tmp_path / "save.json")
        c.set_input_files("#import-file", str(tmp_path / "save.json"))
        c.wait_for_function(f"() => window.rosariumRemote.gid === {json.dumps(saved['gid'])} && window.rosarium.settled", timeout=STEP_MS)
        assert _board(c) == before
        # the review's analysis of every position of the game so far (a game with hidden tiles
        # offers it only once over, as any such game)
        analysis = c.get_by_role("region", name="Analysis")
        analysis.get_by_role("button", name="Analyse the game").click()
        c.wait_for_function("() => { const r = window.rosarium.review; return r.analysis && !r.analysis.running; }", timeout=STEP_MS)
        assert "failed" not in analysis.inner_text() and "Analysed" in analysis.inner_text()
        shared = _download(a, "Share game", tmp_path / "share.json")
        assert shared["shared"] and shared["start"]["rng"] is None and len(shared["actions"]) == 4
        open_file(c, tmp_path / "share.json")
        c.get_by_role("alert").filter(has_text="imported").wait_for()
        c.wait_for_function("() => window.rosarium.settled && window.rosariumRemote.phase === null", timeout=STEP_MS)
        opened = _board(c)
        assert opened["board"] == before["board"] and opened["hands"] == before["hands"]
    finally:
        for ctx in (a_ctx, b_ctx, c_ctx):
            ctx.close()
