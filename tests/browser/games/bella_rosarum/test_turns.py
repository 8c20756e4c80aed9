"""Bella Rosarum's computer turns at the table, by role and name: the computer speed, the recap
of the other seats' actions, the cards explained in the hand, the New game dialog's own choices.

A 3-player game against two computers is started from the deal with New game and played to
its end at the "Fast" speed (the page opened without ``delay=``, so the person's speed paces the
computer); the person only ends its phases, so the game stays short. On each of the person's
turns the recap "Since your last turn" tells every action the computers took since the person's
last move, in the engine's sentences, and the places they left and reached are marked in the
colour of the seat that moved; each card in the hand carries the engine's
explanation as its button's description; every place button is named by its place. Rules: seeds/bella-rosarum.md (BR-…).
"""

from __future__ import annotations

import json
import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from engine import api
from tests.browser.games.bella_rosarum.test_table import MAP
from tests.browser.pagedriver import HUMAN_OR_OVER, new_game, new_game_dialog, open_page, ui

pytestmark = pytest.mark.browser

BOARD = api.board_data("bella-rosarum")


def recap(page):
    return page.get_by_role("region", name="Since your last turn")


def since_last_turn(moves, viewer=0):
    """The moves of the other seats before the viewer's turn now: what the recap must tell."""
    end = len(moves)
    while end and moves[end - 1]["seat"] == viewer:
        end -= 1
    start = end
    while start and moves[start - 1]["seat"] != viewer:
        start -= 1
    return moves[start:end]


def check_siege_preview(page, u, action):
    """A siege's preview names who inside dies if it succeeds (BR-8.2) and shows no ratio column
    (a siege reads no battle row)."""
    _, src, dst = action.split()
    name = f"Siege of {BOARD['places'][dst]['name']['en']} from "
    page.get_by_role("region", name="What can I do now").get_by_role("button", name=re.compile(f"^{re.escape(name)}")).first.click()
    preview = page.get_by_role("group", name="Before you commit")
    text = preview.inner_text()
    assert "ratio column" not in text
    inside = [n for st in u["stacks"] if st["loc"] == dst and st["seat"] != 0 for n in st["nobles"]]
    if inside:
        assert "If it succeeds, every noble inside dies:" in text
        assert all(BOARD["cards"][n]["name"]["en"] in text for n in inside)
    else:
        assert "No noble is inside" in text
    preview.get_by_role("button", name="Cancel", exact=True).click()


# A deal whose game ends by the rules in 9 rounds when seat 0 only ends its phases (237 actions,
# 43 of them seat 0's; the engine under CPython with the page's computer seeds, 2026-11-28)
DEAL_SEED = "8"
QUICK = {"event": "Draw the event card", "move": "End movement", "combat": "End combat",
         "parliament": "End the Parliament phase", "coronation": "End coronation"}


def quick_step(page, u):
    """One decision of the person (seat 0), the quickest through the panel: draw the event, end
    each phase, draw the crown card it may draw, fight or pass as the panel's first choice when
    a battle asks (BR-20.3). The computers' turns are what the test follows."""
    now = page.get_by_role("region", name="What can I do now")
    phase = u["phase"]
    if phase in QUICK:
        now.get_by_role("button", name=QUICK[phase], exact=True).click()
    elif phase == "declare":
        now.get_by_role("button", name=re.compile(r"^(Pass|Fight|Withdraw)")).first.click()
    elif "draw" in u["legal"]:
        now.get_by_role("button", name="Draw a crown card", exact=True).click()
    else:
        now.get_by_role("button", name="End turn", exact=True).click()


# the places the recap marks as left or reached: [loc, kind, seat of its class, its colour, the seat's colour]
MARKS = """() => [...document.querySelectorAll('.br-map .br-loc.hl-to:is(.br-hl-move, .br-hl-left)')].map((b) => {
  const k = [...b.classList].find((c) => /^br-hl-by\\d$/.test(c));
  const seat = k ? Number(k.slice(8)) : null;
  const table = b.closest('.br-table');
  return [b.dataset.loc, b.classList.contains('br-hl-left') ? 'left' : 'move', seat,
          getComputedStyle(b).getPropertyValue('--by').trim(),
          seat === null ? null : getComputedStyle(table).getPropertyValue('--s' + seat).trim()];
})"""


def check_place_names(page):
    """Every place button of the map is named in words, the place's own name first (an open
    field by its distance and direction from a place): a place's name is reachable from each."""
    buttons = page.get_by_role("group", name=MAP).get_by_role("button").evaluate_all(
        "els => els.filter((e) => e.dataset.loc).map((e) => [e.dataset.loc, e.getAttribute('aria-label') || ''])")
    assert len(buttons) >= 83
    for loc, label in buttons:
        if loc.startswith("@"):
            assert re.match(r"^fields (\d+ miles [a-z-]+ of|by) [A-Z]", label), label
        else:
            assert label.startswith(BOARD["places"][loc]["name"]["en"]), (loc, label)


def test_fast_game_from_the_deal_recap_tells_every_computer_action_and_the_hand_explains_its_cards(page, server):
    # no delay= in the address: the computer speed chosen at the table paces the computer seats
    page.goto(f"{server.url}?game=bella-rosarum")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=120_000)
    speed = page.get_by_role("combobox", name="Computer speed")
    speed.select_option(label="Fast")
    # remembered with the page's other settings
    assert json.loads(page.evaluate("localStorage.getItem('rosarium.prefs.v1')"))["computerSpeed"] == "fast"
    dlg = new_game_dialog(page)
    dlg.get_by_role("radio", name="Bella Rosarum", exact=True).check()  # 3 players, its first variant
    new_game(page, None, "computer", seed=DEAL_SEED, level="Easy", game_id="bella-rosarum", dialog=dlg, wait=False)
    page.wait_for_function("window.rosarium.config.seed === '8' && window.rosarium.ui && window.rosarium.ui.round === 1", timeout=120_000)
    assert page.evaluate("window.rosarium.config.controllers") == ["human", "computer", "computer"]
    assert page.evaluate("window.rosarium.moves.length") <= 1  # from the deal
    told = set()  # indexes of computer moves found in the recap
    explained = 0
    turns = 0
    checked = set()
    coloured = set()  # the seats whose moves were marked in their colours
    for _ in range(3000):
        page.wait_for_function(HUMAN_OR_OVER, timeout=120_000)
        u = ui(page)
        moves = page.evaluate("window.rosarium.moves")
        if u["outcome"]:
            break
        # the recap tells each action of the others since the person's last move, in order (also
        # when the person answers in another seat's turn, as a defender declaring, BR-20.3)
        recent = since_last_turn(moves)
        if recent or u["phase"] == "event":
            lines = recap(page).get_by_role("listitem").all_inner_texts()
            assert [m["desc"] for m in recent] == lines
            for i, m in enumerate(moves):
                if m["seat"] != 0 and m["desc"] in lines:
                    told.add(i)
        # where a computer's stack moved to is marked on the map in words (BR-6)
        last_move = next((m for m in reversed(recent) if m["action"].startswith("move ")), None)
        if last_move:
            dest = page.locator(f'.br-map button[data-loc="{last_move["action"].split()[2]}"]')
            if dest.count():
                assert "since your turn" in dest.get_attribute("aria-label")
        # each place a stack left or reached is marked in the colour of a seat that moved there
        for loc, kind, seat, by, colour in page.evaluate(MARKS):
            movers = {m["seat"] for m in recent if m["action"].startswith("move ") and loc in m["action"].split()[1:3]}
            assert seat in movers and by == colour, (loc, kind, seat, movers, by, colour)
            coloured.add(seat)
        if u["phase"] == "event":  # the start of the person's turn
            turns += 1
            if turns in (1, 5):
                check_place_names(page)
        if u["phase"] == "crown":  # the cards may be played: each is a button
            # every card in the hand says what it does: the engine's words, read with its button
            hand = page.get_by_role("region", name=re.compile("^Your hand"))
            for card in u["hands"][0]:
                name = BOARD["cards"][card]["name"]["en"]
                help_text = BOARD["cards"][card]["help"]["en"]
                expect(hand.get_by_text(help_text, exact=True).first).to_be_visible()
                button = hand.get_by_role("button", name=re.compile(rf"^(Choose: {re.escape(name)}|.*{re.escape(name)}.*)$"))
                if button.count():
                    expect(button.first).to_have_accessible_description(help_text)
                    explained += 1
        sieges = [a for a in u["legal"] if a.startswith("siege ")]
        if sieges and "siege" not in checked:
            check_siege_preview(page, u, sieges[0])
            checked.add("siege")
        quick_step(page, u)
    u = ui(page)
    assert u["outcome"], "the game did not end"
    moves = page.evaluate("window.rosarium.moves")
    computer = [i for i, m in enumerate(moves) if m["seat"] != 0]
    # every computer action before the person's last turn appeared in the recap, in words
    last_person = max(i for i, m in enumerate(moves) if m["seat"] == 0)
    missing = [moves[i]["desc"] for i in computer if i < last_person and i not in told]
    assert not missing, missing[:3]
    assert len(told) > 100 and turns >= 5
    assert explained > 0, "no card in the hand had a button to check"
    assert "siege" in checked, "the game offered the person no siege to preview"
    assert coloured == {1, 2}, coloured
    # BR-18.1: a ship card says it adds no troops
    assert all("adds no troops" in c["help"]["en"] for c in BOARD["cards"].values() if c["category"] == "ship")


def test_new_game_dialog_offers_the_no_combat_first_round_and_the_duel(page, server):
    open_page(page, server.url, "game=bella-rosarum")
    dlg = new_game_dialog(page)
    dlg.get_by_role("radio", name="Bella Rosarum", exact=True).check()
    # BR-3.1: the duel is offered, said to be ours; BR-3.7: the rule text's recommendation said
    expect(dlg.get_by_role("radio", name=re.compile(r"^2 players \(duel"))).to_have_count(1)
    box = dlg.get_by_role("checkbox", name="No battle or siege in the first round")
    expect(box).to_have_accessible_description(re.compile("rule text recommends this for new players"))
    box.check()
    new_game(page, mode="computer", seed=5, dialog=dlg, game_id="bella-rosarum")
    assert page.evaluate("window.rosarium.state.first_turn_combat") is False
    # the choice is remembered for the next game; unticked, the duel is the standard game
    dlg = new_game_dialog(page)
    box = dlg.get_by_role("checkbox", name="No battle or siege in the first round")
    expect(box).to_be_checked()
    box.uncheck()
    new_game(page, None, "2 players (duel; our variant, not in the rule text)", seed=6, computer_seats={"Player 2": True}, game_id="bella-rosarum", dialog=dlg)
    assert page.evaluate("window.rosarium.ui.seats") == 2
    assert page.evaluate("window.rosarium.state.first_turn_combat") is True


def summon_position(seeds=range(1, 60)):
    """A 3-player game played by the engine's easy level under CPython up to a turn of seat 0 in
    which it may summon Parliament (BR-19.1), as a position string."""
    for seed in seeds:
        state = api.new_game("bella-rosarum", seed, {"variant": "3p"})
        i = 0
        while api.outcome(state) is None and state["round"] < 12:
            if state["to_move"] == 0 and "summon" in api.legal_actions(state):
                return api.to_position(state)
            state = api.apply(state, api.choose_action(state, "easy", f"{seed}:{i}"))
            i += 1
    raise AssertionError("no game let seat 0 summon Parliament")


def test_parliament_shows_who_attends_and_what_they_would_ask_before_it_sits(page, server):
    open_page(page, server.url, f"computer=1%3Aeasy%2C2%3Aeasy&position={quote(summon_position())}")
    page.wait_for_function(HUMAN_OR_OVER, timeout=120_000)
    u = ui(page)
    assert "summon" in u["legal"]
    sitting = u["sitting"]
    text = page.get_by_role("region", name="What can I do now").inner_text()
    assert "If you summon it now:" in text
    # BR-19.2, BR-19.3: every attending noble, and the Chancery's cards to grant in their order
    named = ", ".join(f"{BOARD['cards'][n]['name']['en']} (Player {u['nobles'][n]['seat'] + 1})" for n in sitting["present"])
    assert f"{len(sitting['present'])} nobles attend: {named}." in text
    cards = ", ".join(BOARD["cards"][c]["name"]["en"] for c in sitting["cards"])
    assert f"The Chancery gives out, in this order: {cards}." in text
    # BR-19.4: each seat's votes
    for seat, (lords, commons) in enumerate(sitting["votes"]):
        assert f"Player {seat + 1}: Lords {lords}, Commons {commons}" in text
