"""Bella Rosarum's table (web/games/bella-rosarum/) in the browser, played by role and name.

A 3-player game with two computer seats is played to the end from a late position (opened by
link, the way "Copy link" shares one); the person's seat takes the panel's options ("what can I
do now") and the map's buttons, and every option the table offers is checked against the
engine's ui_state (legal actions, odds). Hot-seat with three people shows
a hand-over screen before each seat's turn, with nothing of the hidden hands on the page. The
map's places are buttons named by place and reachable from the lists too; German works.
Rules: seeds/bella-rosarum.md (BR-…).
"""

from __future__ import annotations

import json
import random
import re
from urllib.parse import quote

import pytest

from engine import api
from tests.browser.pagedriver import HUMAN_OR_OVER, SETTLED, new_game, open_page, ui

pytestmark = pytest.mark.browser

GAME = "Bella Rosarum"  # the game's name in the New game dialog
GAME_ID = "bella-rosarum"
MAP = "Map of England, Wales, Calais and the Irish Pale; north at the top"


def panel(page):
    return page.get_by_role("region", name="What can I do now")


def wait(page):
    """Settled again: the person's turn (the computers may play first) or the end."""
    page.wait_for_function(f"{HUMAN_OR_OVER} || (window.rosarium.settled && window.rosarium.handover !== null)", timeout=180_000)


def press(page, scope, name):
    scope.get_by_role("button", name=name, exact=True).click()
    wait(page)


def map_targets(page, word):
    """Accessible names of the map buttons marked as targets of this kind ('move here', ...)."""
    names = page.get_by_role("group", name=MAP).get_by_role("button").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )
    return sorted(n.split(";")[0] for n in names if n.endswith(f"; {word}") or f"; {word};" in n)


def person_turn_step(page, checked):
    """One decision of the person (seat 0) through the panel; checks what the panel offers."""
    u = ui(page)
    legal = u["legal"]
    now = panel(page)
    phase = u["phase"]
    if phase == "event":
        assert legal == ["event"]
        press(page, now, "Draw the event card")
        return "event"
    if phase == "move":
        moves = [a for a in legal if a.startswith("move ")]
        froms = sorted({a.split()[1] for a in moves})
        stack_buttons = now.get_by_role("list").first.get_by_role("button")
        assert stack_buttons.count() == len(froms)  # one button per stack that may move
        if moves and "moved" not in checked:
            checked.add("moved")
            stack_buttons.first.click()
            wait(page)
            src = list(dict.fromkeys(a.split()[1] for a in moves))[0]  # the panel lists stacks in legal order
            dests = sorted({a.split()[2] for a in moves if a.split()[1] == src and len(a.split()) == 3})
            # the map lights exactly the engine's destinations of that stack (BR-6)
            assert len(map_targets(page, "move here")) == len(dests)
            # each place says the influence it needs, as the engine reckons it (BR-6.4)
            costs = ui(page)["entry_costs"].get(src, {})
            said = [f"needs influence {costs[d]}" if costs[d] else "no influence needed" for d in dests if d in costs]
            assert sorted(now.locator(".br-cost").all_inner_texts()) == sorted(said)
            first = now.get_by_role("list").get_by_role("button").first
            if not first.count():  # only open fields: they wait behind a disclosure
                now.get_by_text(re.compile(r"more in open country")).click()
            before = page.evaluate("window.rosarium.state.nobles")
            first.click()
            wait(page)
            after = page.evaluate("window.rosarium.state.nobles")
            assert before != after, "the move changed where the nobles stand"
            return "move"
        press(page, now, "End movement")
        return "end move"
    if phase == "combat":
        fights = [a for a in legal if a.split()[0] in ("battle", "siege", "sally")]
        if fights:
            odds = u["odds"][fights[0]]
            options = now.get_by_role("list").get_by_role("button")
            assert options.count() == len(fights)
            options.first.click()
            preview = page.get_by_role("group", name="Before you commit")
            text = preview.inner_text()
            # the chance shown before committing is the engine's (BR-7.3, BR-8.2)
            assert f"{round(odds['victory'] * 100)}%" in text
            assert f"Your troops {odds['attacker']} against {odds['defender']}" in text
            if "defeat" in odds:  # a battle shows every result of its column (BR-7.3, BR-7.4)
                spread = preview.get_by_role("table").inner_text()
                for word, key in (("Defeat", "defeat"), ("Inconclusive", "inconclusive"), ("+ before", "attacker_dies")):
                    assert re.search(rf"{re.escape(word)}.*\s{round(odds[key] * 100)}%", spread), (word, spread)
                checked.add("spread")
            checked.add("preview")
            if odds["victory"] >= 0.5:
                press(page, preview, "Confirm")
                return fights[0]
            press(page, preview, "Cancel")
        press(page, now, "End combat")
        return "end combat"
    if phase == "parliament" and "end parliament" in legal:  # BR-19: not summoned here
        press(page, now, "End the Parliament phase")
        return "end parliament"
    if phase == "coronation":
        crowns = [a for a in legal if a.startswith("crown ")]
        if crowns:
            now.get_by_role("button", name=re.compile(r"^Crown ")).first.click()
            wait(page)
            checked.add("crowned")
            return crowns[0]
        press(page, now, "End coronation")
        return "end coronation"
    # crown-deck phase (BR-12)
    if legal == ["draw"]:
        press(page, now, "Draw a crown card")
        return "draw"
    plays = [a for a in legal if a.startswith("play ")]
    hand = u["hands"][0]
    if plays and hand:
        hand_box = page.get_by_role("region", name=re.compile("^Your hand"))
        choose = hand_box.get_by_role("button", name=re.compile(r"^Choose: "))
        if choose.count():
            choose.first.click()
            wait(page)
            gives = now.get_by_role("button", name=re.compile(r"^Give "))
            assert gives.count() == len([a for a in plays if a.split()[1] == "1"])
            gives.first.click()
        else:
            hand_box.get_by_role("button").first.click()
        wait(page)
        checked.add("played")
        return "play"
    press(page, now, "End turn")
    return "end turn"


def late_position(seeds=range(1, 10), from_round=29):
    """A 3-player game played at random (never conceding) by the engine under CPython up to the
    start of seat 0's turn in round `from_round`: the page plays its last rounds (BR-13.4 caps
    the game at 30), so a game to the end stays short while every phase still comes up. The
    first seed whose game lasts that long is taken (rule changes move where random games end)."""
    for seed in seeds:
        rnd = random.Random(seed)
        state = api.new_game("bella-rosarum", seed, {"variant": "3p"})
        while api.outcome(state) is None:
            if state["round"] >= from_round and state["to_move"] == 0 and state["phase"] == "event":
                return api.to_position(state)
            state = api.apply(state, rnd.choice([a for a in api.legal_actions(state) if a != "concede"]))
    raise AssertionError("no random game lasted to the rounds the test plays")


def test_three_players_two_computers_to_the_end(page, server):
    position = late_position()
    open_page(page, server.url, f"computer=1%3Aeasy%2C2%3Aeasy&position={quote(position)}")
    assert page.evaluate("window.rosarium.game") == "bella-rosarum"
    assert page.evaluate("window.rosarium.config.controllers") == ["human", "computer", "computer"]
    assert page.get_by_text("Player 2 (computer)").count() >= 1
    assert page.get_by_role("group", name=MAP).get_by_role("button", name=re.compile(r"^London \(Tower\);")).count() == 1
    checked = set()
    decisions = 0
    for _ in range(3000):
        page.wait_for_function(HUMAN_OR_OVER, timeout=120_000)
        u = ui(page)
        if u["outcome"]:
            break
        assert u["current_player"] == 0 and u["viewer"] == 0
        person_turn_step(page, checked)
        decisions += 1
    u = ui(page)
    assert u["outcome"], "the game did not end"
    assert decisions > 3
    assert "moved" in checked
    assert page.get_by_role("status").inner_text().startswith("Game over")
    end = page.get_by_role("dialog")
    assert "Nobles" in end.inner_text()
    assert page.locator("#movelist li.done").count() > decisions


def test_hotseat_three_people_hand_over_between_seats(page, server):
    open_page(page, server.url, f"game={GAME_ID}")
    new_game(page, GAME, "3 players, hot-seat", seed=9, game_id=GAME_ID)
    seen = []
    for _ in range(3):
        page.wait_for_function(f"{SETTLED} && window.rosarium.handover !== null", timeout=60_000)
        seat = page.evaluate("window.rosarium.handover")
        who = f"Player {seat + 1}"
        seen.append(seat)
        # the hand-over screen: nothing of the table, the hands or the log on the page
        assert page.get_by_role("heading", name=f"Pass the device to {who}").is_visible()
        assert page.locator("#table").inner_text() == ""
        assert page.locator("#movelist").inner_text() == ""
        page.get_by_role("button", name=f"I am {who}, show my cards", exact=True).click()
        page.wait_for_function(f"{SETTLED} && window.rosarium.handover === null")
        u = ui(page)
        assert u["viewer"] == seat and u["current_player"] == seat
        # only the viewer's hand is known: every other hand is hidden cards (BR-14.1)
        for other, hand in enumerate(u["hands"]):
            if other != seat:
                assert all(c == "?" for c in hand)
        checked = set(["moved"])
        for _ in range(60):
            before = page.evaluate("window.rosarium.ui.to_move")
            person_turn_step(page, checked)
            page.wait_for_function(SETTLED)
            if page.evaluate("window.rosarium.handover") is not None or page.evaluate("window.rosarium.ui && window.rosarium.ui.to_move") != before:
                break
    assert len(set(seen)) == 3, f"each of the three seats was handed the device: {seen}"


def test_map_places_are_named_buttons_and_reachable_from_the_lists(page, server):
    open_page(page, server.url, f"game={GAME_ID}")
    new_game(page, GAME, "computer", seed=3, play_as="Player 1", game_id=GAME_ID)
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    board = page.evaluate("window.rosarium.ui")
    names = page.get_by_role("group", name=MAP).get_by_role("button").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label').split(';')[0])"
    )
    for place in ("London (Tower)", "Kenilworth", "Ludlow", "Calais", "Trim", "York"):
        assert place in names
    # a stack is named with its owner and troops on the map
    stack = board["stacks"][0]
    assert any(f"{stack['troops']} troops" in n for n in page.get_by_role("group", name=MAP).get_by_role("button").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))"))
    # the list reaches every place with the keyboard: open it, Enter on Ludlow shows its details
    page.get_by_text("All places", exact=True).click()
    item = page.locator(".br-lists").get_by_role("button", name=re.compile(r"^Ludlow — "))
    item.focus()
    page.keyboard.press("Enter")
    info = page.locator(".br-info")
    assert info.get_by_role("heading", name="Ludlow").is_visible()
    assert "Richard, Duke of York" in info.inner_text()  # BR-1.6: his start place
    # keyboard play: the event card by Enter, then a stack and a destination from the panel
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    if ui(page)["phase"] == "event":
        btn = panel(page).get_by_role("button", name="Draw the event card")
        btn.focus()
        page.keyboard.press("Enter")
        page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    event = ui(page)["event"]
    assert event and page.get_by_role("heading", name="Event card of the turn").is_visible()
    if ui(page)["phase"] == "move":
        first_stack = panel(page).get_by_role("list").get_by_role("button").first
        first_stack.focus()
        page.keyboard.press("Enter")
        page.wait_for_function(SETTLED)
        dest = panel(page).get_by_role("list").get_by_role("button").first
        if not dest.count():
            panel(page).get_by_text(re.compile(r"more in open country")).click()
        dest.focus()
        before = json.dumps(page.evaluate("window.rosarium.state.nobles"), sort_keys=True)
        page.keyboard.press("Enter")
        page.wait_for_function(SETTLED)
        assert json.dumps(page.evaluate("window.rosarium.state.nobles"), sort_keys=True) != before


def test_german_table(page, server):
    open_page(page, server.url, f"game={GAME_ID}&lang=de")
    assert page.get_by_role("region", name="Was kann ich jetzt tun").is_visible()
    group = page.get_by_role("group", name="Karte von England, Wales, Calais und der irischen Pale; Norden oben")
    assert group.get_by_role("button", name=re.compile(r"^Kenilworth; Festung")).count() == 1
