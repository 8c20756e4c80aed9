"""Bella Rosarum's part-2 phases at the table (web/games/bella-rosarum/table.js), played by role
and name: Parliament summoned and its cards granted or refused until it rises (BR-19), the
declaring step of an announced battle answered by the defender and by the attacker (BR-20.3),
a move by sea (BR-18). Each position is reached by the engine under CPython (random play, the
first seed that comes to it) and opened as a position link with the other seats played by the
computer, so each test starts where its phase does.
"""

from __future__ import annotations

import functools
import random
import re
from urllib.parse import quote

import pytest

from engine import api
from engine.games.bella_rosarum import board_data
from engine.games.bella_rosarum.state import nobles_at
from tests.browser.pagedriver import HUMAN_OR_OVER, open_page, ui

pytestmark = pytest.mark.browser

COMPUTERS = "computer=1%3Aeasy%2C2%3Aeasy"
BOARD = board_data()
CARDS = BOARD["cards"]


@functools.lru_cache(maxsize=None)  # the German test opens the same position as the English one
def find_state(test, seeds=range(1, 30), limit=1500):
    """The first state of random 3-player games (never conceding) where ``test(state)`` holds."""
    for seed in seeds:
        rnd = random.Random(seed)
        state = api.new_game("bella-rosarum", seed, {"variant": "3p"})
        for _ in range(limit):
            if api.outcome(state) is not None:
                break
            if test(state):
                return state
            state = api.apply(state, rnd.choice([a for a in api.legal_actions(state) if a != "concede"]))
    raise AssertionError("no random game came to the position the test needs")


def open_position(page, base, state, extra=""):
    open_page(page, base, f"{COMPUTERS}&position={quote(api.to_position(state))}{extra}")
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)


def panel(page):
    return page.get_by_role("region", name="What can I do now")


def click(page, locator):
    locator.click()
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)


def summons_with_cards(st):
    """Seat 0 may summon Parliament and a summons would give out at least two cards (BR-19.3)."""
    if st["to_move"] != 0 or st["phase"] != "parliament" or "summon" not in api.legal_actions(st):
        return False
    after = api.apply(st, "summon")
    return after["parliament"] is not None and len(after["parliament"]["cards"]) >= 2


def test_parliament_summoned_and_every_card_granted_or_refused(page, server):
    state = find_state(summons_with_cards)
    open_position(page, server.url, state)
    u = ui(page)
    assert u["phase"] == "parliament" and u["current_player"] == 0 and u["parliament"] is None
    now = panel(page)
    assert now.get_by_role("button", name="End the Parliament phase", exact=True).is_visible()  # BR-19.1
    click(page, now.get_by_role("button", name="Summon Parliament", exact=True))
    u = ui(page)
    cards = list(u["parliament"]["cards"])
    assert u["phase"] == "parliament" and len(cards) >= 2
    granted = 0
    for step in range(len(cards)):
        u = ui(page)
        legal = u["legal"]
        assert u["parliament"]["cards"][0] == cards[step]
        card = re.escape(CARDS[cards[step]]["name"]["en"])
        grants = now.get_by_role("button", name=re.compile(rf"^Grant {card} to .+ \(Player \d\)$"))
        # one button per engine grant, each naming the card now given out (BR-19.4)
        assert grants.count() == len([a for a in legal if a.startswith("grant ")])
        assert now.get_by_role("button", name="Refuse", exact=True).is_visible()
        if step % 2 == 0 and grants.count():
            click(page, grants.first)
            granted += 1
        else:
            click(page, now.get_by_role("button", name="Refuse", exact=True))
        u = ui(page)
        if step < len(cards) - 1:
            assert u["phase"] == "parliament" and u["parliament"]["cards"] == cards[step + 1:]
    u = ui(page)
    # the last card given out, Parliament rises and the turn goes on (BR-19.3, BR-4.1)
    assert u["parliament"] is None and u["phase"] != "parliament"
    assert granted >= 1
    log = page.locator("#movelist").inner_text()
    assert "Parliament" in log or "parliament" in log


def declare_step(step):
    """A battle (BR-20.3; a siege's declaring has its own buttons) waiting for seat 0's `step`."""
    def test(st):
        return (st["phase"] == "declare" and st["to_move"] == 0 and st["attack"]["step"] == step
                and st["attack"].get("kind") != "siege")
    return test


def test_declare_defender_plays_a_card_then_passes(page, server):
    state = find_state(declare_step("defender"))
    open_position(page, server.url, state)
    u = ui(page)
    assert u["phase"] == "declare" and u["current_player"] == 0 and u["to_move"] == 0
    assert u["attack"]["by"] != 0
    now = panel(page)
    assert f"Player {u['attack']['by'] + 1} attacks your stack" in now.inner_text()
    odds = u["odds"]["fight"]  # BR-20.3: the odds as the cards stand now
    assert f"Attacker {odds['attacker']} troops against {odds['defender']}" in now.inner_text()
    plays = [a for a in u["legal"] if a.startswith("play ")]
    buttons = now.get_by_role("button", name=re.compile(r"^Play .+ to .+"))
    assert buttons.count() == len(plays)
    if plays:
        hand = len(u["hands"][0])
        click(page, buttons.first)
        u = ui(page)
        assert len(u["hands"][0]) == hand - 1
        assert u["phase"] == "declare" and u["attack"]["declared"] and u["to_move"] == 0
        assert u["odds"]["fight"]["defender"] >= odds["defender"]
    click(page, now.get_by_role("button", name="Pass", exact=True))
    # the attacker (a computer) answered, the battle was fought or withdrawn: seat 0 waits or plays on
    u = ui(page)
    assert u["phase"] != "declare" and u["attack"] is None


def test_declare_attacker_answers_and_fights(page, server):
    state = find_state(declare_step("attacker"))
    open_position(page, server.url, state)
    u = ui(page)
    assert u["phase"] == "declare" and u["attack"]["by"] == 0 and u["attack"]["declared"]
    now = panel(page)
    odds = u["odds"]["fight"]
    fight = now.get_by_role("button", name=f"Fight (odds {odds['attacker']}:{odds['defender']}, {round(odds['victory'] * 100)}% to win)", exact=True)
    assert fight.is_visible()
    assert now.get_by_role("button", name="Withdraw", exact=True).is_visible()
    assert now.get_by_role("table").is_visible()  # the spread of results (BR-7.3)
    attacked = u["attack"]["to"]
    click(page, fight)
    u = ui(page)
    assert u["phase"] in ("combat", "parliament", "coronation", "crown") and u["attack"] is None
    log = page.locator("#movelist").inner_text()
    assert "Fight" in log or "fight" in log or attacked in log or "battle" in log.lower()


def sea_only(st):
    """Seat 0's whole-stack moves between named places (not open fields: the panel names a stack
    by its place) that only its ships reach (ui_state's sea_moves, BR-18.2, BR-18.3)."""
    return [a for a in api.ui_state(st, 0)["sea_moves"]
            if len(a.split()) == 3 and not any(w.startswith("@") for w in a.split()[1:])]


def test_a_move_by_sea_made_by_clicking(page, server):
    # (seed 32's random game comes to such a move at its 197th action, rules 4)
    state = find_state(lambda st: st["to_move"] == 0 and st["phase"] == "move" and bool(sea_only(st)), seeds=range(30, 40), limit=600)
    _, src, dest = sea_only(state)[0].split()
    names = BOARD["places"]
    open_position(page, server.url, state)
    now = panel(page)
    click(page, now.get_by_role("button", name=re.compile(rf"^{re.escape(names[src]['name']['en'])}: ")))
    # the panel says which destinations are a voyage, and only those
    sea = {a.split()[2] for a in sea_only(state) if a.split()[1] == src}
    labels = now.get_by_role("button", name=re.compile(r"^Move to .+ by sea$")).all_inner_texts()
    assert sorted(labels) == sorted(f"Move to {names[d]['name']['en']} by sea" for d in sea)
    click(page, now.get_by_role("button", name=f"Move to {names[dest]['name']['en']} by sea", exact=True))
    st = page.evaluate("window.rosarium.state")
    assert all(st["nobles"][n]["loc"] == dest for n in nobles_at(state, src, 0))


def test_german_parliament_panel(page, server):
    state = find_state(summons_with_cards)
    open_position(page, server.url, state, "&lang=de")
    now = page.get_by_role("region", name="Was kann ich jetzt tun")
    click(page, now.get_by_role("button", name="Parlament einberufen", exact=True))
    assert now.get_by_role("button", name="Ablehnen", exact=True).is_visible()
    assert now.get_by_role("button", name=re.compile(r" an .+ \(Spieler \d\) verleihen$")).count() >= 1
