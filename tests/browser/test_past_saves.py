"""Games saved by earlier builds come back in the page (engine/games/PROTOCOL.md, "Rules versions";
seeds/table.md TBL-4.1): a Bella Rosarum file written by an older build (tests/saves/, made by
tools/data/make_save_corpus.py), whose moves today's rules refuse in round 1 (BR-6.9), opens at its last
move and says that it goes on under the rules it started with; its autosave says its rules from then
on, and an autosave from before saves said them resumes the same way, telling it once."""

import json
from pathlib import Path

from playwright.sync_api import expect

from engine import api
from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.pagedriver import open_file

OLD = Path(__file__).resolve().parents[1] / "saves" / "bella-rosarum" / "261e76e-2p-60.json"
KEY = "rosarium.game.v2.bella-rosarum"
TOLD = "earlier version of the rules of Bella Rosarum (version 1)"


def test_an_old_bella_rosarum_game_comes_back_under_its_own_rules(page, server):
    record = json.loads(OLD.read_text())
    final = api.replay(record)[-1]
    # the person's seat is to move: the computer's seat waits while the test looks
    assert final["rules"] == 1 and api.current_player(final) == 0 and record["computer"] == {"1": "easy"}
    app = RoseKingApp(page, server.url).open("game=bella-rosarum&delay=0")
    open_file(page, OLD)
    said = page.get_by_role("alert").filter(has_text="imported")
    said.wait_for(timeout=120_000)
    assert TOLD in said.inner_text()
    app.settle(timeout=120_000)
    assert app.state == final
    expect(page.locator("#movelist li.done")).to_have_count(len(record["actions"]))
    saved = json.loads(page.evaluate("k => localStorage.getItem(k)", KEY))
    assert saved["header"]["rules"] == 1

    # the autosave says its rules: a reload resumes the game without telling it again
    page.reload()
    app.wait_ready()
    assert app.state == final
    assert page.get_by_role("alert").filter(has_text=TOLD).count() == 0

    # an autosave from before saves said their rules: resumed under rules 1, told once
    del saved["header"]["rules"]
    saved["header"]["start"].pop("rules", None)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, json.dumps(saved)])
    page.reload()
    app.wait_ready()
    assert app.state == final
    page.get_by_role("alert").filter(has_text=TOLD).wait_for()
    page.reload()
    app.wait_ready()
    assert app.state == final
    assert page.get_by_role("alert").filter(has_text=TOLD).count() == 0
