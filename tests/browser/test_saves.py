"""Saves that fit: the autosave is the game's record (start state and moves, states rebuilt by
replaying it), so even the longest game saves with room to spare and resumes exactly."""

from __future__ import annotations

import json
import random

import pytest

from engine import api
from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.pagedriver import open_file

pytestmark = pytest.mark.browser

GAME = "bella-rosarum"


def longest_game():
    """A 6-player game played to the turn cap by a seeded random choice that never concedes."""
    pick = random.Random(7)  # a seed whose game runs to the turn cap (BR-13)
    record = api.new_record(GAME, "f" * 32, {"variant": "6p"})
    state = record["start"]
    while api.outcome(state) is None:
        legal = api.legal_actions(state)
        out = api.step(state, pick.choice([a for a in legal if a != "concede"] or legal))
        record["actions"].append(out["entry"])
        state = out["state"]
    record["result"] = api.outcome(state)
    return record, state


def test_a_six_player_game_to_the_turn_cap_saves_and_resumes_with_room_to_spare(page, server, tmp_path):
    record, final = longest_game()
    assert record["result"]["reason"] == "turn-cap" and len(record["actions"]) > 800
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record))
    app = RoseKingApp(page, server.url).open(f"game={GAME}&delay=0")
    open_file(page, path)
    page.get_by_role("alert").filter(has_text="imported").wait_for(timeout=120_000)
    app.settle(timeout=180_000)
    key = f"rosarium.game.v2.{GAME}"
    size = page.evaluate("k => localStorage.getItem(k).length", key)
    used = page.evaluate("() => Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0)")
    print(f"\n{len(record['actions'])} plies: the autosave is {size:,} characters; the page's storage {used:,} of about 5,000,000")
    assert size < 1_000_000  # a fifth of what a browser gives the page
    page.reload()
    app.wait_ready()
    app.settle(timeout=180_000)
    assert app.state == final
    assert page.locator("#movelist li.done").count() == len(record["actions"])
