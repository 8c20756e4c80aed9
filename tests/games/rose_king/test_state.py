"""RK-11 save format: load_state validation (InvalidState names the field), views; RK-12 position strings."""

import copy
import json

import pytest

from engine import api
from engine.errors import EngineError, InvalidState
from engine.games.rose_king.geometry import CARDS

from .helpers import EMPTY, make_state, put

START = api.new_game("rose-king", 1)
START4 = api.new_game("rose-king", 1, {"variant": "4p"})


def changed(base=START, **fields):
    s = copy.deepcopy(base)
    s.update(fields)
    return s


def rejected(data, field):
    with pytest.raises(InvalidState) as exc:
        api.load_state(data)
    assert exc.value.field == field, str(exc.value)
    assert str(exc.value).startswith(field + ": ")
    return str(exc.value)


# ---------------------------------------------------------------- RK-11 loading

def test_rk_11_load_accepts_a_valid_state_dict_or_json_text():
    assert api.load_state(START) == START
    assert api.load_state(json.dumps(START)) == START
    assert api.load_state(json.dumps(START).encode()) == START
    assert api.load_state(START4) == START4


def test_rk_11_load_returns_a_copy():
    s = api.load_state(START)
    s["hands"][0].append("X")
    s["board"][0] = "R" * 9
    assert START["hands"][0][-1] != "X" and START["board"][0] == "." * 9


def test_rk_11_1_duplicate_card_rejected():
    hands = copy.deepcopy(START["hands"])
    hands[1][0] = hands[0][0]
    msg = rejected(changed(hands=hands), "hands[1]")
    assert hands[0][0] in msg and "hands[0]" in msg
    pile = START["draw_pile"][:-1] + [START["hands"][0][2]]
    rejected(changed(draw_pile=pile), "draw_pile")
    rejected(changed(discard_pile=[START["draw_pile"][0]]), "discard_pile")


def test_rk_11_1_missing_card_rejected():
    msg = rejected(changed(draw_pile=START["draw_pile"][1:]), "cards")
    assert START["draw_pile"][0] in msg


def test_rk_11_1_unknown_card_names_rejected():
    for bad in ("N4", "n1", "X1", "", None, 1, "NNE1"):
        hands = copy.deepcopy(START["hands"])
        hands[0][0] = bad
        rejected(changed(hands=hands), "hands[0]")
    rejected(changed(draw_pile="N1,N2"), "draw_pile")
    rejected(changed(hands=[START["hands"][0], "N1"]), "hands[1]")


def test_rk_11_2_more_than_52_tokens_rejected():
    rows = ["RWRWRWRWR"] * 5 + ["........."] * 4   # 45 tokens
    make_state(rows, crown="e9", hands=([], []))
    rows = ["RWRWRWRWR"] * 6 + ["........."] * 3   # 54 tokens
    msg = rejected(changed(board=rows, crown="e9"), "board")
    assert "54" in msg and "52" in msg


def test_rk_11_2_hand_larger_than_limit_rejected():
    hands = [START["hands"][0] + [START["draw_pile"][0]], START["hands"][1]]
    msg = rejected(changed(hands=hands, draw_pile=START["draw_pile"][1:]), "hands[0]")
    assert "5" in msg
    hands4 = copy.deepcopy(START4["hands"])
    hands4[3].append(START4["draw_pile"][0])
    rejected(changed(START4, hands=hands4, draw_pile=START4["draw_pile"][1:]), "hands[3]")


@pytest.mark.parametrize("variant, heroes, field", [
    ("2p", [5, 4], "heroes[0]"), ("2p", [4, -1], "heroes[1]"), ("2p", [4, 4.0], "heroes[1]"),
    ("2p", [True, 4], "heroes[0]"), ("2p", ["4", 4], "heroes[0]"), ("2p", [4], "heroes"),
    ("2p", 8, "heroes"), ("4p", [2, 2, 3, 2], "heroes[2]"), ("4p", [2, 2], "heroes"),
])
def test_rk_11_2_hero_count_out_of_range_rejected(variant, heroes, field):
    base = START if variant == "2p" else START4
    rejected(changed(base, heroes=heroes), field)


def test_rk_11_2_hero_counts_in_range_accepted():
    assert api.load_state(changed(heroes=[0, 4]))["heroes"] == [0, 4]
    assert api.load_state(changed(START4, heroes=[0, 1, 2, 0]))["heroes"] == [0, 1, 2, 0]


def test_rk_11_3_crown_on_empty_square_other_than_e5_rejected():
    msg = rejected(changed(crown="d4"), "crown")
    assert "d4" in msg
    rows = put(EMPTY, ["d4"], "W")
    assert make_state(rows, crown="d4", hands=([], []))["crown"] == "d4"
    # e5 may be empty only as the start square; it may also hold a token
    assert make_state(put(EMPTY, ["e5"], "R"), crown="e5", hands=([], []))["crown"] == "e5"


@pytest.mark.parametrize("crown", ["j1", "e10", "e0", "E5", "", None, 40, ["e5"], "e 5"])
def test_rk_11_bad_crown_square_rejected(crown):
    rejected(changed(crown=crown), "crown")


@pytest.mark.parametrize("board", [
    ["." * 9] * 8, ["." * 9] * 10, ["." * 8] + ["." * 9] * 8, ["x" + "." * 8] + ["." * 9] * 8,
    ["r" + "." * 8] + ["." * 9] * 8, ["0" + "." * 8] + ["." * 9] * 8, "." * 81, None,
    [list("." * 9)] * 9, [".R.W.R.W ."] + ["." * 9] * 8,
])
def test_rk_11_bad_board_rejected(board):
    rejected(changed(board=board), "board")


def test_rk_11_wrong_seat_count_rejected():
    rejected(changed(hands=START["hands"] + [[]]), "hands")
    rejected(changed(hands=START["hands"][:1]), "hands")
    # a 4-seat state that calls itself 2p (and the other way round)
    rejected(changed(START4, variant="2p"), "hands")
    rejected(changed(variant="4p"), "hands")


@pytest.mark.parametrize("to_move", [2, -1, True, "0", 1.0, None])
def test_rk_11_bad_to_move_rejected(to_move):
    rejected(changed(to_move=to_move), "to_move")


def test_rk_11_to_move_range_follows_variant():
    rejected(changed(START4, to_move=4), "to_move")
    assert api.load_state(changed(START4, to_move=3))["to_move"] == 3


@pytest.mark.parametrize("rng", [
    "xyz", "0123456789abcdeg", "0123456789abcdef0", 123, ["0123456789abcdef"],
    "0x0123456789abcd", " 123456789abcdef", "1_23456789abcdef", "+123456789abcdef",
    "０１２３４５６７８９ａｂｃｄｅｆ",
])
def test_rk_11_bad_rng_rejected(rng):
    rejected(changed(rng=rng), "rng")


def test_rk_11_rng_is_kept_lower_case_and_defaults_when_missing():
    assert api.load_state(changed(rng="0123456789ABCDEF"))["rng"] == "0123456789abcdef"
    s = dict(START)
    del s["rng"]
    assert api.load_state(s)["rng"] == "0123456789abcdef"


@pytest.mark.parametrize("text", ["", "{", "not json", "[1, 2", "{'game': 'rose-king'}", b"\xff\xfe"])
def test_rk_11_non_json_text_rejected(text):
    rejected(text, "state")


@pytest.mark.parametrize("data", [[], 3, "[]", "null", "\"rose-king\""])
def test_rk_11_non_object_rejected(data):
    rejected(data, "state")


@pytest.mark.parametrize("game", ["chess", None, "Rose-King", ["rose-king"]])
def test_rk_11_wrong_game_rejected(game):
    msg = rejected(changed(game=game), "game")
    assert "rose-king" in msg


def test_rk_11_missing_game_rejected():
    s = dict(START)
    del s["game"]
    rejected(s, "game")


@pytest.mark.parametrize("variant", ["3p", "", None, 2, ["2p"], {"v": 1}])
def test_rk_11_bad_variant_rejected(variant):
    rejected(changed(variant=variant), "variant")


@pytest.mark.parametrize("fmt", [2, 0, "1", True, None])
def test_rk_11_bad_format_rejected(fmt):
    rejected(changed(format=fmt), "format")


@pytest.mark.parametrize("field", ["board", "crown", "hands", "heroes", "draw_pile", "discard_pile", "to_move"])
def test_rk_11_missing_field_rejected(field):
    s = dict(START)
    del s[field]
    msg = rejected(s, field)
    assert "missing" in msg


def test_rk_11_4_derived_fields_are_never_read_from_input():
    forged = changed(scores=[999, 0], outcome={"winner": 0}, tokens=52, legal=["pass"], hidden=["rng"])
    loaded = api.load_state(forged)
    assert loaded == START
    assert api.outcome(loaded) is None and api.legal_actions(loaded) == api.legal_actions(START)


def test_rk_11_load_rejections_are_value_errors_with_readable_messages():
    with pytest.raises(ValueError):
        api.load_state(changed(to_move=9))
    assert issubclass(InvalidState, EngineError) and issubclass(EngineError, ValueError)


def test_rk_11_json_twins_validate_states_from_the_page():
    with pytest.raises(InvalidState) as exc:
        api.legal_actions_json(json.dumps(changed(to_move=7)))
    assert exc.value.field == "to_move"
    out = json.loads(api.apply_json(json.dumps(START), json.dumps(api.legal_actions(START)[0])))
    assert out == api.apply(START, api.legal_actions(START)[0])


# ---------------------------------------------------------------- RK-11.5 views

def test_rk_11_5_view_hides_draw_order_and_rng_only():
    s = START
    for seat in (0, 1):
        v = api.view(s, seat)
        assert v["draw_pile"] == sorted(s["draw_pile"], key=CARDS.index)
        assert v["rng"] is None and v["hidden"] == ["draw_pile_order", "rng"]
        assert {k: v[k] for k in s if k not in ("draw_pile", "rng")} == {k: s[k] for k in s if k not in ("draw_pile", "rng")}
        assert set(v) == set(s) | {"hidden"}
    assert api.view(s, 0) == api.view(s, 1)
    # two states differing only in draw order and generator look the same
    other = changed(draw_pile=list(reversed(s["draw_pile"])), rng="ffffffffffffffff")
    assert api.view(other, 0) == api.view(s, 0)
    assert START == api.new_game("rose-king", 1)                       # view did not change its input


@pytest.mark.parametrize("seat", [2, -1, True, "0", None])
def test_rk_11_5_view_rejects_bad_seat(seat):
    with pytest.raises(InvalidState) as exc:
        api.view(START, seat)
    assert exc.value.field == "seat"


# ---------------------------------------------------------------- RK-12 position strings

def test_rk_12_start_position_string():
    p = api.to_position(START)
    parts = p.split(" ")
    assert parts[0] == "rk" and parts[1] == "/".join(["9"] * 9) and parts[2] == "e5"
    assert parts[3] == ",".join(START["hands"][0]) + "/" + ",".join(START["hands"][1])
    assert parts[4] == "4/4" and parts[5] == "0"
    assert parts[6] == ",".join(START["draw_pile"]) and parts[7] == "-" and parts[8] == START["rng"]
    assert api.from_position(p) == START


def test_rk_12_board_run_lengths_like_fen():
    rows = put(EMPTY, ["a9", "i9", "e5", "d5", "a1"], "R")
    rows = put(rows, ["b9", "i1"], "W")
    s = make_state(rows, crown="e5", hands=(["N1"], []), heroes=[3, 0], to_move=1,
                   draw_pile=["S1", "S2"], discard_pile=[c for c in CARDS if c not in ("N1", "S1", "S2")])
    p = api.to_position(s)
    assert p.split(" ")[1] == "RW6R/9/9/9/3RR4/9/9/9/R7W"
    assert p.split(" ")[3] == "N1/-" and p.split(" ")[4] == "3/0" and p.split(" ")[5] == "1"
    assert p.split(" ")[6] == "S1,S2"
    assert api.from_position(p) == s


def test_rk_12_four_player_variant_follows_from_hand_count():
    p = api.to_position(START4)
    assert p.split(" ")[3].count("/") == 3 and p.split(" ")[4] == "2/2/2/2"
    assert api.from_position(p) == START4


def test_rk_12_rng_may_be_left_out():
    p = api.to_position(START).rsplit(" ", 1)[0]
    s = api.from_position(p)
    assert s["rng"] == "0123456789abcdef"
    assert {k: v for k, v in s.items() if k != "rng"} == {k: v for k, v in START.items() if k != "rng"}


def test_rk_12_surrounding_whitespace_is_tolerated():
    assert api.from_position("  " + api.to_position(START) + "\n") == START


def _with_field(i, value):
    parts = api.to_position(START).split(" ")
    parts[i] = value
    return " ".join(parts)


@pytest.mark.parametrize("text, field", [
    (_with_field(1, "9/9/9/9/9/9/9/9"), "board"),
    (_with_field(1, "9/9/9/9/9/9/9/9/9/9"), "board"),
    (_with_field(1, "9/9/9/9/91/9/9/9/9"), "board"),
    (_with_field(1, "9/9/9/9/8/9/9/9/9"), "board"),
    (_with_field(1, "9/9/9/9/09/9/9/9/9"), "board"),
    (_with_field(1, "9/9/9/9/x8/9/9/9/9"), "board"),
    (_with_field(1, "9/9/9/9/r8/9/9/9/9"), "board"),
    (_with_field(1, "9/9/9/9/\u00b27/9/9/9/9"), "board"),
    (_with_field(1, "9/9/9/9/\u0669/9/9/9/9"), "board"),
    (_with_field(1, "RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/RRRRRRRRR/9/9/9"), "board"),
    (_with_field(2, "z9"), "crown"),
    (_with_field(2, "d4"), "crown"),
    (_with_field(3, "N1"), "hands"),
    (_with_field(3, "N1,N1/" + START["hands"][1][0]), "hands[0]"),
    (_with_field(4, "\u0664/4"), "heroes"),
    (_with_field(3, "Q1/-"), "hands[0]"),
    (_with_field(4, "a/4"), "heroes"),
    (_with_field(4, "5/4"), "heroes[0]"),
    (_with_field(4, "4"), "heroes"),
    (_with_field(5, "x"), "to_move"),
    (_with_field(5, "2"), "to_move"),
    (_with_field(5, "\u00b2"), "to_move"),
    (_with_field(5, "-1"), "to_move"),
    (_with_field(6, "-"), "cards"),
    (_with_field(8, "nothex!!nothex!!"), "rng"),
    (_with_field(8, "0x0123456789abcd"), "rng"),
])
def test_rk_12_bad_position_strings_rejected_naming_the_field(text, field):
    with pytest.raises(InvalidState) as exc:
        api.from_position(text)
    assert exc.value.field == field, str(exc.value)


@pytest.mark.parametrize("text", ["", "   ", "rk", "rk 9/9/9/9/9/9/9/9/9 e5", None, 5,
                                  api.to_position(START) + " extra",
                                  "xx " + api.to_position(START)[3:]])
def test_rk_12_malformed_position_strings_rejected(text):
    with pytest.raises(EngineError) as exc:
        api.from_position(text)
    assert str(exc.value)
