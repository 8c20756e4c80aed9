"""A game played on an earlier release comes back on today's (seeds/table.md TBL-4): the site as
an older commit of main built it (from the repository's history, by that commit's own build.py),
served at an origin and played in one browser profile — each game three moves, its file exported —
then today's build at the same origin and folder, same profile. Today's service worker takes over
from the older one (which cannot ask for it), the next page says that the site was updated, every
game resumes at its position, and every file of the older build opens."""

from __future__ import annotations

import json

import pytest

from engine import api
from tests.browser.old_build import READY, NoHistory, SwappedServer, build_commit, played_on_old_build
from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, MOVE_TIMEOUT_MS, open_file, page_url, settle

# the build of two days before the rules versions (its Bella Rosarum games break today's BR-6.9)
OLD_COMMIT = "261e76e"
GAMES = ("rose-king", "long-live-the-queen", "bella-rosarum")
UPDATED = "Rosarium has been updated to a new version since you last played here."
OLDER_RULES = "earlier version of the rules of Bella Rosarum (version 1)"
POSITION_ONLY = "The file holds this position, not the moves that led to it"


@pytest.fixture(scope="module")
def old_dist(tmp_path_factory):
    try:
        return build_commit(OLD_COMMIT, tmp_path_factory.mktemp("old-build"))
    except NoHistory as e:
        pytest.fail(str(e))


def without_rules_version(state):
    return {k: v for k, v in state.items() if k != "rules"}


@pytest.mark.service_worker
def test_games_of_an_older_build_come_back_on_todays(page, dist, old_dist, tmp_path):
    srv = SwappedServer(old_dist)
    try:
        played = {g: played_on_old_build(page, srv.url, g, tmp_path) for g in GAMES}
        assert page.evaluate("navigator.serviceWorker.ready.then((r) => !!r.active)")

        # today's build at the same origin and folder: the browser finds its worker at the next
        # check, which takes over from the older one; the next page is today's and says so
        srv.serve(dist)
        page.evaluate("(window.__taken = false, navigator.serviceWorker.addEventListener("
                      "'controllerchange', () => { window.__taken = true; }), true)")
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        page.wait_for_function("window.__taken", timeout=MOVE_TIMEOUT_MS)
        page.reload()
        page.wait_for_function(READY, timeout=ENGINE_TIMEOUT_MS)
        page.get_by_text(UPDATED).wait_for()
        # the page the person had open was the last game played: Bella Rosarum, whose game goes on
        # under the rules it was started with, and says so
        assert page.evaluate("window.rosarium.game") == GAMES[-1] == "bella-rosarum"
        page.get_by_role("alert").filter(has_text=OLDER_RULES).wait_for()
        assert page.evaluate("caches.keys()").count("rosarium-" + json.loads((dist / "manifest.json").read_text())["build"] + "@/") == 1

        for game_id, (state, moves, path) in played.items():
            page.goto(page_url(srv.url, f"game={game_id}"))
            page.wait_for_function(READY, timeout=ENGINE_TIMEOUT_MS)
            now = page.evaluate("window.rosarium.state")
            # the game resumes where it was, under the rules it was started with (TBL-4.1): the
            # older build's Bella Rosarum games broke a rule decided later (BR-6.9, BR-15.5)
            assert without_rules_version(now) == without_rules_version(state), game_id
            assert page.locator("#movelist li.done").count() == moves, game_id
            # (the older rules were told once, on the first page: its game was this one)
            assert now.get("rules") == (1 if game_id == "bella-rosarum" else None), game_id
            assert page.get_by_role("alert").filter(has_text=OLDER_RULES).count() == 0
            assert page.get_by_text(UPDATED).count() == 0, "said once"

            # its file opens: a share, dealt anew, at the position it was written at; a file
            # that holds no moves says so
            shared = len(json.loads(path.read_text())["actions"])
            open_file(page, path)
            said = page.get_by_role("alert").filter(has_text="imported")
            said.wait_for(timeout=MOVE_TIMEOUT_MS)
            settle(page)
            opened = page.evaluate("window.rosarium.state")
            assert api.share_position(opened) == api.share_position(now), game_id
            assert page.locator("#movelist li.done").count() == shared, game_id
            assert (POSITION_ONLY in said.inner_text()) == (shared == 0), game_id
    finally:
        srv.stop()
