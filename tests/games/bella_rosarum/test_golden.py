"""Bella Rosarum's golden playthroughs (seeds/golden/bella-rosarum-*, regenerated and diffed by
test_golden.py) show the part-2 rules: a Parliament summoned whose Chancery cards are granted by
vote and refused (BR-19.1, BR-19.3 – BR-19.5), the declaring step of an announced battle
(BR-20.3) and a move only ships make (BR-18.2, BR-18.3). Checked on the stored records, replayed
by the engine, so a golden that stops showing them fails here."""

import json
import os

from engine import api, golden
from engine.games.bella_rosarum import figures

GAME = "bella-rosarum"


def replayed(stem):
    with open(os.path.join(golden.HERE, stem + ".record.json"), encoding="utf-8") as fh:
        record = json.load(fh)
    states = api.replay(record)
    assert api.outcome(states[-1]) == record["result"]
    return list(zip(states, (e["action"] for e in record["actions"]), states[1:]))


def stems():
    return [g[0] for g in golden.GAMES if g[1] == GAME]


def test_a_parliament_gives_out_the_chancery():
    """BR-19: summoned, attended; each Chancery card granted (and approved by both houses, or by
    the Lords for a bishopric) or refused, until Parliament rises."""
    summoned = granted = refused = 0
    for stem in stems():
        for before, action, after in replayed(stem):
            if action == "summon":
                assert before["phase"] == "parliament" and before["parliament"] is None
                assert after["parliament"] and after["parliament"]["present"]  # BR-19.2
                summoned += 1
            elif action.startswith("grant "):
                card = before["parliament"]["cards"][0]
                noble = action.split()[1]
                holders = [n for n, nb in after["nobles"].items() if card in nb.get("cards", [])]
                if holders:  # agreed: the card goes to the noble named (BR-19.5)
                    assert holders == [noble]
                    granted += 1
                else:  # refused by a house: back to the end of the Chancery (BR-19.5)
                    assert after["chancery"][-1] == card
            elif action == "refuse":
                card = before["parliament"]["cards"][0]
                assert after["chancery"][-1] == card  # BR-19.3
                refused += 1
    assert summoned >= 1 and granted >= 1 and refused >= 1, (summoned, granted, refused)


def test_a_battle_with_cards_declared():
    """BR-20.3: the defender plays cards to the attacked stack and passes; the attacker, asked to
    answer, fights."""
    seen = set()
    for stem in stems():
        for before, action, _after in replayed(stem):
            if before["phase"] != "declare":
                continue
            step = before["attack"]["step"]
            seen.add((step, action.split()[0]))
    assert {("defender", "play"), ("defender", "pass"), ("attacker", "fight")} <= seen, seen


def test_a_move_by_sea():
    """BR-18.2, BR-18.3: a move the same search without sailing does not reach."""
    sea = [action for stem in stems() for before, action, _ in replayed(stem)
           if action.startswith("move ") and figures.sea_moves(before, [action], api.current_player(before))]
    assert sea
