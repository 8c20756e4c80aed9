"""The Bella Rosarum rules lesson's boards (web/games/bella-rosarum/lesson.boards.js, made by
tools/data/br_lesson_boards.py): the file is what the generator makes with today's engine, every
position decodes and round-trips, every line is legal, and each board shows the rule its lesson
text states — each exercise with exactly the one answer it asks for. A rule change that breaks
a lesson fails here (run the generator again and read the lesson's words)."""

from __future__ import annotations

import pytest

from engine import api
from engine.games.bella_rosarum.rules import ratio_column, victory_odds
from tools.data import br_lesson_boards as G

BOARDS = G.boards()


def line(key):
    return [m if isinstance(m, str) else m["move"] for m in BOARDS[key]["moves"]]


def play(key, upto=None):
    """The board's start state and the states after each move of its line (up to `upto` moves)."""
    s = api.from_position(BOARDS[key]["position"])
    states = [s]
    for a in line(key)[:upto]:
        assert a in api.legal_actions(s), (key, a)
        s = api.step(s, a)["state"]
        states.append(s)
    return states


def cells_apart(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def test_file_is_what_the_generator_makes():
    assert G.OUT.read_text(encoding="utf-8") == G.render(BOARDS), "run python tools/data/br_lesson_boards.py"


@pytest.mark.parametrize("key", sorted(BOARDS))
def test_positions_decode_round_trip_and_lines_are_legal(key):
    """BR-15.2: each position reads back to the same string; BR-2.3: each step of its line is legal."""
    text = BOARDS[key]["position"]
    s = api.from_position(text)
    assert api.to_position(s) == text
    assert s["players"] == 3 and s["phase"] != "over"
    play(key)


def test_roads_exercise():
    """BR-6.2, BR-6.3: Newcastle lies beyond five cross-country steps from Sheffield, yet the road
    through Player 1's places (BR-6.4) brings the stack there in one move: the one right answer."""
    board = api.board_data("bella-rosarum")
    cell = {p: board["places"][p]["cell"] for p in ("sheffield", "doncaster", "newcastle")}
    assert cells_apart(cell["sheffield"], cell["newcastle"]) > 5
    assert cells_apart(cell["sheffield"], cell["doncaster"]) == 2
    s = play("roads", 0)[0]
    reach = [a for a in api.legal_actions(s) if a.split(" ")[2:3] == ["newcastle"]]
    assert reach == ["move sheffield newcastle"]
    after = play("roads")[-1]
    assert after["nobles"]["shrewsbury"]["loc"] == "newcastle"


def test_influence_board():
    """BR-6.4, BR-1.2: influence 15 opens a neutral city, not a fortress (20), a major city (30)
    or a city another seat owns with nobody inside (twice 15); entering takes no ownership."""
    s = play("influence", 0)[0]
    (stack,) = [x for x in api.ui_state(s, 0)["stacks"] if x["loc"] == "ashby"]
    assert stack["influence"] == 15
    dests = {a.split(" ")[2] for a in api.legal_actions(s) if a.startswith("move ashby ")}
    assert "leicester" in dests
    assert not dests & {"nottingham", "coventry", "lichfield"}
    assert s["owners"]["lichfield"] == 1
    after = play("influence")[-1]
    assert after["nobles"]["hastings"]["loc"] == "leicester" and "leicester" not in after["owners"]


def test_battle_exercise_has_the_best_odds():
    """BR-7.2, BR-7.3: of the two battles the line's is the one with the best column and chance
    (600:200 is 3:1, 600:350 only 3:2); the card drawn gives it victory and the other defeat."""
    s = play("battle", 0)[0]
    battles = [a for a in api.legal_actions(s) if a.startswith("battle ")]
    assert sorted(battles) == ["battle @13,13 @12,13", "battle @13,13 @13,14"]  # no siege offered
    odds = api.ui_state(s, 0)["odds"]
    best = max(battles, key=lambda a: odds[a]["victory"])
    assert line("battle") == [best]
    assert ratio_column(600, 200) == 5 and ratio_column(600, 350) == 3
    assert victory_odds(5) > victory_odds(3)
    won = api.step(s, best)["state"]
    assert "salisbury" not in won["nobles"]  # BR-7.3: V, the defending noble dies
    lost = api.step(s, "battle @13,13 @13,14")["state"]
    assert "buckingham" in lost["nobles"] and "warwick" in lost["nobles"]  # D: nobody dies


def test_siege_board():
    """BR-8.2, BR-8.3: Bad Weather holds the first siege (the place is under siege), the next
    card lets the second succeed (the place is Player 1's and the stack moves in)."""
    _, held, won = play("siege")
    assert held["sieges"]["gloucester"] == {"by": 0, "from": "@10,14"}
    assert "gloucester" not in held["owners"]
    assert won["owners"]["salisbury"] == 0 and won["nobles"]["buckingham"]["loc"] == "salisbury"


def test_crown_exercise():
    """BR-6.7, BR-9.1: moving onto free Richard of York takes control of him; BR-10.2, BR-10.3:
    the stack holds the Archbishop of York and stands at his see, so he can be crowned; from
    Pontefract he could not."""
    start, moved, ended, crowned = play("crown")
    assert start["royals"]["york"]["controller"] is None
    assert not any(a.startswith("crown") for a in api.legal_actions(start))
    assert moved["royals"]["york"]["controller"] == 0
    assert ended["phase"] == "coronation" and "crown york" in api.legal_actions(ended)
    assert [a for a in api.legal_actions(ended) if a.startswith("crown")] == ["crown york"]
    assert crowned["royals"]["york"]["crowned"]


def test_parliament_board():
    """BR-19.1 - BR-19.5: Player 1 holds the sole crowned king and summons; three nobles within
    five cells attend and the two Chancery cards come out; the earldom needs the Commons and is
    refused (Northumberland counts there), the bishopric needs the Lords only and goes to
    another faction's noble."""
    start, sitting, refused, granted = play("parliament")
    assert "summon" in api.legal_actions(start)
    assert sitting["parliament"]["cards"] == ["earldom-kent", "abp-canterbury"]
    assert set(sitting["parliament"]["present"]) == {"oxford", "howard", "rivers"}
    assert "earldom-kent" in refused["chancery"] and "earldom-kent" not in refused["nobles"]["oxford"]["cards"]
    assert "abp-canterbury" in granted["nobles"]["rivers"]["cards"] and granted["parliament"] is None
