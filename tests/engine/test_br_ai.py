"""Bella Rosarum computer players (engine/ai/bella_rosarum): legal, honest (view only, BR-14),
sensible on the points the issue names (take a free royal, crown, avoid bad odds)."""

import random

import engine.games.bella_rosarum as B
from engine.ai.bella_rosarum import choose
from engine.games.bella_rosarum import rules

from test_br_rules import board


def _states(n=2, plies=100):
    out = []
    for g in range(n):
        s = B.new_state(f"ai:{g}", {"players": 3 + g})
        r = random.Random(g)
        for _ in range(plies):
            if B.outcome(s) is not None:
                break
            out.append(s)
            s, _, _ = B.apply(s, r.choice([a for a in rules.legal_actions(s) if a != "concede"]))
    return out[::7]


def test_choices_are_legal_and_depend_only_on_the_view():
    for i, s in enumerate(_states()):
        seat = s["to_move"]
        for level in ("random", "easy", "medium"):
            a = choose(s, level, i)
            assert a in rules.legal_actions(s)
            other = B.redeal_hidden(s, seat, f"x{i}")  # what the seat cannot see, dealt afresh
            assert choose(other, level, i) == a


def test_medium_takes_a_free_royal_it_can_reach():
    s = board({"warwick": (0, "@11,12", ["chancellor"]), "clifford": (1, "@4,0", [])})
    assert choose(s, "medium", 1) == "move @11,12 kenilworth"


def test_medium_crowns_when_it_may():
    s = board({"warwick": (0, "tower-of-london", ["abp-york"])}, owners={"tower-of-london": 0}, phase="coronation",
              royals={"york": {"place": "tower-of-london"}})
    assert choose(s, "medium", 1) == "crown york"


def test_medium_does_not_attack_at_bad_odds():
    s = board({"clifford": (0, "@11,10", []), "warwick": (1, "@12,10", [])}, phase="combat")
    assert "battle @11,10 @12,10" in rules.legal_actions(s)
    assert not choose(s, "medium", 1).startswith("battle")  # 1:3 (it may besiege a castle instead)
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@12,10", [])}, phase="combat")
    assert choose(s, "medium", 1) == "battle @11,10 @12,10"  # 3:1


def test_medium_keeps_henry_alive_until_its_own_crown_is_on():
    # BR-9.2, BR-13.2: a living Henry VI stops every four-turn win; killing him while York is
    # only an heir would let the first rival to crown anyone count the turns
    both = {"henry": {"place": "@11,12"}, "york": {"place": "@11,12"}}
    s = board({"warwick": (0, "@11,12", [])}, phase="coronation", royals=both)
    assert "execute henry" in rules.legal_actions(s)
    assert choose(s, "medium", 1) == "end coronation"
    crowned = {"henry": {"place": "@11,12"}, "york": {"place": "@11,12", "crowned": True}}
    s = board({"warwick": (0, "@11,12", [])}, phase="coronation", royals=crowned)
    assert choose(s, "medium", 1) == "execute henry"  # now his death starts the seat's own count


def test_computer_games_end():
    for g in range(1):
        s = B.new_state(f"aigame:{g}", {"players": 3})
        plies = 0
        while B.outcome(s) is None:
            s, _, _ = B.apply(s, choose(s, "medium" if s["to_move"] == 0 else "easy", plies))
            plies += 1
        assert B.outcome(s)["reason"] in ("last-royal", "four-turns", "last-seat", "turn-cap", "no-royals")
