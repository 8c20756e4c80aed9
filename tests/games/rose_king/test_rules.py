"""One or more tests per rule id of seeds/rose-king.md (RK-1 … RK-10), on hand-built positions."""

import re

import pytest

from engine import api
from engine.errors import IllegalAction
from engine.games.rose_king.geometry import CARDS, DIRECTIONS

from .helpers import EMPTY, at, board, card_to, dest, make_state, off_board_cards, put, tokens


def full_board_except(empties):
    """A board whose every square holds a token except ``empties``: rows alternate R/W."""
    rows = []
    for rank in range(9, 0, -1):
        rows.append(("R" if rank % 2 else "W") * 9)
    return put(rows, empties, ".")


# ---------------------------------------------------------------- RK-1 components

def test_rk_1_1_board_is_nine_by_nine():
    s = api.new_game("rose-king", 1)
    assert s["board"] == ["." * 9] * 9
    # the crown reaches every file a..i and rank 1..9 but never beyond
    assert dest("a1", "N3") == "a4" and dest("i9", "S3") == "i6"
    assert dest("e5", "E3") == "h5" and dest("f5", "E3") == "i5" and dest("g5", "E3") is None
    assert dest("e1", "S1") is None and dest("e9", "N1") is None


def test_rk_1_2_fifty_two_tokens_shared_supply():
    s = api.new_game("rose-king", 1)
    ui = api.ui_state(s)
    assert ui["tokens_total"] == 52 and ui["tokens_on_board"] == 0
    # 52 tokens of any colour mix are allowed on the board, 53 are not
    ok = full_board_except([f"{f}{r}" for f in "abcdefghi" for r in (1, 2, 3)] + ["a4", "b4"])
    assert sum(r.count("R") + r.count("W") for r in ok) == 52
    make_state(ok, crown="e5", hands=([], []))
    too_many = put(ok, ["a4"], "R")
    with pytest.raises(api.InvalidState) as exc:
        make_state(too_many, crown="e5", hands=([], []))
    assert exc.value.field == "board"


def test_rk_1_3_twenty_four_power_cards():
    assert len(CARDS) == 24 and len(set(CARDS)) == 24
    assert set(CARDS) == {d + str(n) for d in ("N", "NE", "E", "SE", "S", "SW", "W", "NW") for n in (1, 2, 3)}
    s = api.new_game("rose-king", 7)
    dealt = [c for h in s["hands"] for c in h] + s["draw_pile"] + s["discard_pile"]
    assert sorted(dealt) == sorted(CARDS)


def test_rk_1_4_four_hero_cards_each_in_two_player_game():
    assert api.new_game("rose-king", 3)["heroes"] == [4, 4]


def test_rk_1_5_one_crown_on_a_square():
    s = api.new_game("rose-king", 3)
    assert s["crown"] == "e5"
    s2 = api.apply(s, next(a for a in api.legal_actions(s) if a not in ("draw", "pass")))
    assert s2["crown"] != "e5" and at(s2, s2["crown"]) == "R"


# ---------------------------------------------------------------- RK-2 notation

def test_rk_2_1_files_west_to_east_ranks_south_to_north_board_rank_9_first():
    s = make_state(hands=(["N1", "E1"], ["S1"]))
    n = api.apply(s, "N1")
    assert n["crown"] == "e6"
    assert n["board"][3][4] == "R"            # rank 6 is the 4th row (rank 9 first), file e the 5th
    e = api.apply(s, "E1")
    assert e["crown"] == "f5" and e["board"][4][5] == "R"
    assert at(e, "f5") == "R" and at(e, "e5") == "."


def test_rk_2_2_card_directions_are_absolute_for_both_sides():
    expect = {"N": "e6", "NE": "f6", "E": "f5", "SE": "f4", "S": "e4", "SW": "d4", "W": "d5", "NW": "d6"}
    for d in DIRECTIONS:
        assert dest("e5", d + "1") == expect[d]
    assert dest("e5", "NE3") == "h8" and dest("e5", "SW2") == "c3" and dest("e5", "W3") == "b5"
    # White (seat 1) playing N goes toward rank 9 as well, not "forward" from its own edge
    s = make_state(hands=(["E1"], ["N2", "S2"]), to_move=1)
    assert api.apply(s, "N2")["crown"] == "e7"
    assert api.apply(s, "S2")["crown"] == "e3"
    assert at(api.apply(s, "N2"), "e7") == "W"


def test_rk_2_3_action_notation():
    pattern = re.compile(r"^(hero )?(N|NE|E|SE|S|SW|W|NW)[123]$|^draw$|^pass$")
    rows = put(EMPTY, ["e6"], "W")
    s = make_state(rows, crown="e5", hands=(["N1", "S2", "E3"], ["W1"]))
    legal = api.legal_actions(s)
    assert legal == ["hero N1", "E3", "S2", "draw"]
    assert all(pattern.match(a) for a in legal)


# ---------------------------------------------------------------- RK-3 set-up

def test_rk_3_1_crown_starts_on_empty_centre():
    s = api.new_game("rose-king", 11)
    assert s["crown"] == "e5" and at(s, "e5") == "."
    assert tokens(s) == 0


def test_rk_3_2_five_cards_each_face_up_rest_is_draw_pile():
    s = api.new_game("rose-king", 11)
    assert [len(h) for h in s["hands"]] == [5, 5]
    assert len(s["draw_pile"]) == 14 and s["discard_pile"] == []
    # face up: each seat's view shows both hands exactly
    for seat in (0, 1):
        assert api.view(s, seat)["hands"] == s["hands"]


def test_rk_3_3_each_player_takes_four_heroes():
    s = api.new_game("rose-king", "x")
    assert s["heroes"] == [4, 4]


def test_rk_3_4_seat_0_is_red_and_moves_first():
    s = api.new_game("rose-king", 5)
    assert s["to_move"] == 0 and api.current_player(s) == 0
    play = next(a for a in api.legal_actions(s) if a not in ("draw", "pass"))
    s1 = api.apply(s, play)
    assert at(s1, s1["crown"]) == "R" and s1["to_move"] == 1
    play = next(a for a in api.legal_actions(s1) if not a.startswith("hero") and a not in ("draw", "pass"))
    s2 = api.apply(s1, play)
    assert at(s2, s2["crown"]) == "W" and s2["to_move"] == 0
    assert api.ui_state(s)["seat_names"] == ["Red", "White"]


# ---------------------------------------------------------------- RK-4 a turn

def test_rk_4_1_one_action_per_turn_play_draw_or_hero():
    rows = put(EMPTY, ["e6"], "W")
    s = make_state(rows, crown="e5", hands=(["N1", "E1"], ["W1"]))
    assert api.legal_actions(s) == ["hero N1", "E1", "draw"]
    after = api.apply(s, "E1")
    # exactly one card played, nothing drawn, turn passes on
    assert after["hands"][0] == ["N1"] and after["discard_pile"] == ["E1"]
    assert after["to_move"] == 1 and tokens(after) == 2


def test_rk_4_2_pass_only_when_nothing_else_and_then_alone():
    # White holds 5 cards that all leave the board from a1: it must pass
    stuck = off_board_cards("a1")
    rows = put(EMPTY, ["a1"], "R")
    s = make_state(rows, crown="a1", hands=(["N1", "E1"], stuck[:5]), to_move=1)
    assert api.legal_actions(s) == ["pass"]
    after = api.apply(s, "pass")
    assert after["to_move"] == 0
    for k in ("board", "crown", "hands", "heroes", "draw_pile", "discard_pile", "rng"):
        assert after[k] == s[k]
    # the other side keeps moving; pass is never offered while anything else is possible
    assert "pass" not in api.legal_actions(after)
    assert api.legal_actions(after) == ["N1", "E1", "draw"]
    with pytest.raises(IllegalAction):
        api.apply(after, "pass")


# ---------------------------------------------------------------- RK-5 playing a power card

def test_rk_5_1_crown_moves_exactly_the_distance():
    rows = put(EMPTY, ["e8"], "R")
    s = make_state(rows, crown="e5", hands=(["N3"], []))
    # e8 is taken: N3 cannot stop short on e6 or e7
    assert api.legal_actions(s) == ["draw"]
    s = make_state(EMPTY, crown="e5", hands=(["N3"], []))
    assert api.apply(s, "N3")["crown"] == "e8"


def test_rk_5_2_card_cannot_take_crown_off_board():
    rows = put(EMPTY, ["h8"], "R")
    s = make_state(rows, crown="h8", hands=(["N1", "N2", "E1", "E2", "NE1"], []))
    assert api.legal_actions(s) == ["N1", "NE1", "E1"]
    with pytest.raises(IllegalAction):
        api.apply(s, "N2")


def test_rk_5_3_destination_must_be_empty_passed_squares_do_not_matter():
    rows = put(EMPTY, ["e6", "e7"], "W")
    rows = put(rows, ["f5", "g5"], "R")
    rows = put(rows, ["h5"], "R")
    s = make_state(rows, crown="e5", hands=(["N3", "E3", "E2"], []), heroes=[0, 4])
    # N3 jumps two white tokens onto empty e8; E3 and E2 end on red tokens
    assert api.legal_actions(s) == ["N3", "draw"]
    assert api.apply(s, "N3")["crown"] == "e8"


def test_rk_5_4_play_places_own_token_and_discards_without_drawing():
    s = make_state(EMPTY, crown="e5", hands=(["SW2", "N1"], ["E1"]),
                   discard_pile=["S1"], draw_pile=[c for c in CARDS if c not in ("SW2", "N1", "E1", "S1")])
    after = api.apply(s, "SW2")
    assert at(after, "c3") == "R" and after["crown"] == "c3"
    assert tokens(after) == 1
    assert after["hands"] == [["N1"], ["E1"]]
    assert after["discard_pile"] == ["S1", "SW2"]       # face up on top of the discard pile
    assert after["draw_pile"] == s["draw_pile"]          # no replacement drawn
    assert at(after, "e5") == "."                        # the start square stays empty


# ---------------------------------------------------------------- RK-6 drawing

def test_rk_6_1_draw_only_below_hand_limit_card_added_to_hand():
    five = ["N1", "N2", "N3", "NE1", "NE2"]
    s = make_state(hands=(five, []))
    assert "draw" not in api.legal_actions(s)
    with pytest.raises(IllegalAction):
        api.apply(s, "draw")
    four = five[:4]
    s = make_state(hands=(four, []), draw_pile=["S3"] + [c for c in CARDS if c not in four + ["S3"]])
    assert "draw" in api.legal_actions(s)
    after = api.apply(s, "draw")
    assert after["hands"][0] == four + ["S3"]            # face up, at the end of the hand
    assert after["draw_pile"] == s["draw_pile"][1:]
    assert after["to_move"] == 1


def test_rk_6_2_empty_draw_pile_reshuffles_discards_deterministically():
    from engine import rng as gen
    hands = (["N1"], ["S1", "S2"])
    discard = [c for c in CARDS if c not in ("N1", "S1", "S2")]
    s = make_state(hands=hands, draw_pile=[], discard_pile=discard, rng="00000000000000ff")
    res = api.step(s, "draw")
    new, entry = res["state"], res["entry"]
    g, order = gen.shuffle(gen.from_hex("00000000000000ff"), discard)
    assert order != discard                               # it really is shuffled
    assert entry == {"action": "draw", "drawn": order[0], "reshuffle": order}
    assert new["hands"][0] == ["N1", order[0]]
    assert new["draw_pile"] == order[1:] and new["discard_pile"] == []
    assert new["rng"] == gen.to_hex(g) != s["rng"]
    # deterministic by the state's generator: the same state gives the same order...
    assert api.step(s, "draw") == res
    # ...and another generator state another order
    other = make_state(hands=hands, draw_pile=[], discard_pile=discard, rng="0000000000000100")
    assert api.step(other, "draw")["entry"]["reshuffle"] != order
    # the record entry's order is a copy: later draws do not change it
    api.apply(api.apply(new, "draw"), "draw")
    assert entry["reshuffle"] == order and len(entry["reshuffle"]) == len(discard)


def test_rk_6_2_no_reshuffle_while_draw_pile_has_cards():
    s = make_state(hands=(["N1"], []), draw_pile=["E2"],
                   discard_pile=[c for c in CARDS if c not in ("N1", "E2")])
    res = api.step(s, "draw")
    assert res["entry"] == {"action": "draw", "drawn": "E2"}
    assert res["state"]["draw_pile"] == [] and res["state"]["discard_pile"] == s["discard_pile"]
    assert res["state"]["rng"] == s["rng"]


def test_rk_6_3_draw_pile_order_hidden_size_and_discards_public():
    s = api.new_game("rose-king", 21)
    s = api.apply(s, api.legal_actions(s)[0])
    for seat in (0, 1):
        v = api.view(s, seat)
        assert sorted(v["draw_pile"]) == sorted(s["draw_pile"])
        assert len(v["draw_pile"]) == len(s["draw_pile"])
        assert v["discard_pile"] == s["discard_pile"]
        assert v["rng"] is None and v["hidden"] == ["draw_pile_order", "rng"]
        assert v["draw_pile"] == [c for c in CARDS if c in s["draw_pile"]]   # card order, not pile order
    assert api.ui_state(s, 0)["draw_count"] == len(s["draw_pile"])


# ---------------------------------------------------------------- RK-7 hero cards

def test_rk_7_1_hero_needs_opponent_token_on_destination():
    rows = put(EMPTY, ["e6"], "W")
    rows = put(rows, ["f5"], "R")
    s = make_state(rows, crown="e5", hands=(["N1", "E1", "S1"], []))
    legal = api.legal_actions(s)
    assert "hero N1" in legal and "N1" not in legal        # onto white: only with a hero
    assert "hero S1" not in legal and "S1" in legal        # onto empty: never with a hero
    assert "hero E1" not in legal and "E1" not in legal    # onto own red: never


def test_rk_7_2_hero_turns_the_token_over_no_supply_token():
    rows = put(EMPTY, ["e6", "e7"], "W")
    s = make_state(rows, crown="e5", hands=(["N1"], []))
    after = api.apply(s, "hero N1")
    assert at(after, "e6") == "R" and at(after, "e7") == "W"
    assert after["crown"] == "e6"
    assert tokens(after) == tokens(s) == 2
    assert after["discard_pile"][-1] == "N1" and after["hands"][0] == []


def test_rk_7_3_hero_spent_for_good_none_left_no_hero_move():
    rows = put(EMPTY, ["e6"], "W")
    s = make_state(rows, crown="e5", hands=(["N1"], []), heroes=[1, 4])
    after = api.apply(s, "hero N1")
    assert after["heroes"] == [0, 4]
    s0 = make_state(rows, crown="e5", hands=(["N1"], []), heroes=[0, 4])
    assert api.legal_actions(s0) == ["draw"]
    with pytest.raises(IllegalAction):
        api.apply(s0, "hero N1")


def test_rk_7_4_crown_never_lands_on_own_token():
    rows = put(EMPTY, ["e6", "e4"], "R")
    rows = put(rows, ["e5"], "W")
    s = make_state(rows, crown="e5", hands=(["N1", "S1"], ["W1"]), to_move=0)
    assert api.legal_actions(s) == ["draw"]
    for a in ("N1", "S1", "hero N1", "hero S1"):
        with pytest.raises(IllegalAction):
            api.apply(s, a)


def test_rk_7_5_forced_hero_move_is_the_only_action_no_pass():
    # Red holds 5 cards: four leave the board from a9 (N*, W*, NW*, NE* at the top edge) and one
    # (S1) points at a white token: the hero play is forced.
    rows = put(EMPTY, ["a9"], "R")
    rows = put(rows, ["a8"], "W")
    hand = ["N1", "NW2", "W3", "NE1", "S1"]
    s = make_state(rows, crown="a9", hands=(hand, ["E1"]))
    assert api.legal_actions(s) == ["hero S1"]
    with pytest.raises(IllegalAction):
        api.apply(s, "pass")
    after = api.apply(s, "hero S1")
    assert at(after, "a8") == "R" and after["heroes"][0] == 3
    # without heroes the same seat must pass instead
    s0 = make_state(rows, crown="a9", hands=(hand, ["E1"]), heroes=[0, 4])
    assert api.legal_actions(s0) == ["pass"]


def test_rk_4_1_a_random_fallback_plays_a_card_and_takes_what_is_left_otherwise():
    """The page's random move (fallback_actions) plays a power card when it can: drawing,
    passing (RK-4.2) and spending a hero (RK-7) only when nothing else is legal."""
    rows = put(put(EMPTY, ["e5"], "R"), ["e6"], "W")
    s = make_state(rows, crown="e5", hands=(["N1", "E1"], ["W1"]), to_move=0)
    assert "draw" in api.legal_actions(s) and "hero N1" in api.legal_actions(s)
    assert api.fallback_actions(s) == ["E1"]
    edge = put(put(EMPTY, ["a9"], "R"), ["a8"], "W")
    hand = ["N1", "NW2", "W3", "NE1", "S1"]
    hero_only = make_state(edge, crown="a9", hands=(hand, ["E1"]))
    assert api.fallback_actions(hero_only) == api.legal_actions(hero_only) == ["hero S1"]
    passing = make_state(edge, crown="a9", hands=(hand, ["E1"]), heroes=[0, 4])
    assert api.fallback_actions(passing) == ["pass"]


# ---------------------------------------------------------------- RK-8 end of the game

FIFTY_ONE_EMPTIES = [f"{f}{r}" for f in "abcdefghi" for r in (1, 2, 3)] + ["d4", "e4", "f4"]


def test_rk_8_1_fifty_second_token_ends_the_game_at_once():
    rows = full_board_except(FIFTY_ONE_EMPTIES)
    assert sum(r.count("R") + r.count("W") for r in rows) == 51
    s = make_state(rows, crown="e5", hands=(["S1", "N1"], ["S2", "E1"]))
    assert api.outcome(s) is None
    after = api.apply(s, "S1")
    assert tokens(after) == 52
    # White could still play S2 (e4 -> e2) or draw, but the game is over
    assert api.legal_actions(after) == []
    assert api.current_player(after) is None
    res = api.outcome(after)
    assert res["reason"] == "last token placed"
    with pytest.raises(IllegalAction) as exc:
        api.apply(after, "S2")
    assert "game is over" in str(exc.value)


def test_rk_8_1_fifty_second_token_ends_a_four_player_game_mid_round():
    rows = full_board_except(FIFTY_ONE_EMPTIES)
    s = make_state(rows, crown="e5", hands=(["N1"], ["S1"], ["S2"], ["S3"]), to_move=1)
    after = api.apply(s, "S1")                       # White 1 places the 52nd token
    assert tokens(after) == 52 and after["to_move"] == 2
    assert api.legal_actions(after) == [] and api.outcome(after)["reason"] == "last token placed"


def test_rk_8_1_hero_turnover_places_no_token_and_does_not_end_the_game():
    rows = full_board_except(FIFTY_ONE_EMPTIES)   # e5 is on rank 5: red; e6 on rank 6: white
    assert at(make_state(rows, crown="e5", hands=([], [])), "e6") == "W"
    s = make_state(rows, crown="e5", hands=(["N1"], ["S3"]))
    after = api.apply(s, "hero N1")
    assert tokens(after) == 51 and api.outcome(after) is None
    assert api.legal_actions(after) != []


def test_rk_8_2_no_one_can_act_ends_without_passes():
    # Crown in the a1 corner: 15 cards leave the board. Red draws its fifth card, which also
    # leaves the board; now both hands are full and dead, the game is over at once.
    dead = off_board_cards("a1")
    assert len(dead) == 15
    rows = put(EMPTY, ["a1"], "R")
    s = make_state(rows, crown="a1", hands=(dead[:4], dead[4:9]),
                   draw_pile=[dead[9]] + [c for c in CARDS if c not in dead[:10]])
    assert api.legal_actions(s) == ["draw"]
    rec = api.new_record("rose-king", 0)
    rec["start"] = s
    res = api.step(s, "draw")
    rec["actions"].append(res["entry"])
    end = res["state"]
    assert api.legal_actions(end) == []
    assert api.current_player(end) is None
    out = api.outcome(end)
    assert out["reason"] == "no one can act"
    rec["result"] = out
    states = api.replay(rec)
    assert [e["action"] for e in rec["actions"]] == ["draw"]          # no passes recorded
    assert states[-1] == end


def test_rk_8_2_one_side_stuck_is_not_the_end():
    dead = off_board_cards("a1")
    rows = put(EMPTY, ["a1"], "R")
    s = make_state(rows, crown="a1", hands=(dead[:5], ["N1"]))
    assert api.legal_actions(s) == ["pass"] and api.outcome(s) is None


# ---------------------------------------------------------------- RK-9 scoring

DEAD_HANDS = (["S1", "S2", "S3", "SW1", "SW2"], ["SW3", "W1", "W2", "W3", "SE1"])


def finished(picture):
    """A finished game (nobody can act: crown on a1, every card leaves the board) on a board."""
    s = make_state(board(picture), crown="a1", hands=DEAD_HANDS)
    assert api.legal_actions(s) == [] and api.outcome(s)["reason"] == "no one can act"
    return s


def test_rk_9_1_territories_connect_through_edges_not_corners():
    s = finished("""
        9 W . W . . . . . .
        8 . W . . . . . . .
        7 W . W . . . . . .
        6 . . . . . . . . .
        5 . . . W W W . . .
        4 . . . W . W . . .
        3 R . . W W W . . .
        2 R R . . . . . . .
        1 R . . . . . . . .
    """)
    out = api.outcome(s)
    assert out["sides"][0]["territories"] == [4]
    assert out["sides"][1]["territories"] == [8, 1, 1, 1, 1, 1]   # the X is five singletons, the ring one group
    assert out["scores"] == [16, 64 + 5]


def test_rk_9_2_territory_of_n_scores_n_squared_summed():
    s = finished("""
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . W
        6 . . . . . . . . .
        5 . . . . . . . . .
        4 . . . . . . W W W
        3 R . R R R . . . .
        2 R . . . . . . . .
        1 R . . . . . . . .
    """)
    out = api.outcome(s)
    assert out["sides"][0] == {"points": 9 + 9, "largest": 3, "tokens": 6, "territories": [3, 3]}
    assert out["sides"][1] == {"points": 9 + 1, "largest": 3, "tokens": 4, "territories": [3, 1]}


def test_rk_9_2_rulebook_example_white_69_red_34():
    # white 8 + 2 + 1 -> 64 + 4 + 1 = 69; red 5 + 2 + 2 + 1 -> 25 + 4 + 4 + 1 = 34
    s = finished("""
        9 W W W W . . . . .
        8 W W W W . . . . .
        7 . . . . . . . . .
        6 W W . W . . . . .
        5 . . . . . . . . .
        4 R R R R R . . . .
        3 . . . . . . . . .
        2 . R R . R R . . .
        1 R . . . . . . . .
    """)
    out = api.outcome(s)
    assert out["sides"][1]["territories"] == [8, 2, 1] and out["scores"][1] == 69
    assert out["sides"][0]["territories"] == [5, 2, 2, 1] and out["scores"][0] == 34
    assert out["winner"] == 1 and out["decided_by"] == "points"
    assert api.returns(s) == [-1.0, 1.0]


def test_rk_9_2_online_example_red_140_white_42_with_38_tokens():
    # red territories 2, 3, 1, 11, 2, 1 -> 140; white 42 from 18 tokens; 38 tokens on the board
    from engine.games.rose_king import rules
    from engine.games.rose_king.fast import FastState
    s = make_state(board("""
        9 R R R R R R R R R
        8 R . . . . . . . R
        7 W W W . W W W . W
        6 . . . . . . . . .
        5 W W W . W W . W W
        4 . . . . . . . . .
        3 W W . W . R R R W
        2 . . . . . . . . .
        1 R R . R R . R . R
    """), crown="a9", hands=(["N1"], ["S1"]))
    assert tokens(s) == 38 and api.outcome(s) is None
    red, white = rules.score(s)
    assert sorted(red["territories"]) == sorted([2, 3, 1, 11, 2, 1]) and red["points"] == 140
    assert white["points"] == 42 and white["tokens"] == 18
    ui = api.ui_state(s)
    assert ui["tokens_on_board"] == 38 and [x["points"] for x in ui["score"]] == [140, 42]
    figs = FastState.from_state(s).figures()
    assert [f["points"] for f in figs] == [140, 42] and figs[0]["largest"] == 11


def test_rk_9_3_more_points_wins():
    s = finished("""
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . . . . . .
        4 . . . . . . . . .
        3 R . . . . . . W .
        2 R . . . W W . W .
        1 R . . . . . . . .
    """)
    out = api.outcome(s)
    # red 3 tokens, 9 points; white 4 tokens but only 4 + 4 = 8 points
    assert out["scores"] == [9, 8] and out["winner"] == 0 and out["decided_by"] == "points"
    assert out["sides"][1]["tokens"] > out["sides"][0]["tokens"]


def test_rk_9_4_tie_on_points_largest_territory_wins():
    s = finished("""
        9 . . . . . . . . W
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . W W . . .
        4 . . . . . . . . .
        3 R . . . . . . . .
        2 R . . . W W . . .
        1 R . . . . . . . .
    """)
    out = api.outcome(s)
    assert out["scores"] == [9, 9]
    assert [x["largest"] for x in out["sides"]] == [3, 2]
    assert out["sides"][1]["tokens"] == 5 > out["sides"][0]["tokens"]   # more tokens does not matter yet
    assert out["winner"] == 0 and out["decided_by"] == "largest territory"
    assert api.returns(s) == [1.0, -1.0]


def test_rk_9_5_still_tied_more_tokens_on_board_wins():
    s = finished("""
        9 . . . . . . . . W
        8 . . . . . . . . .
        7 . . . . W W . . .
        6 . . . . . . . . .
        5 . . . . W W . . .
        4 . . . . . . . . .
        3 R . R . . . W . .
        2 R . R . . . W . .
        1 R . R . . . W . .
    """)
    out = api.outcome(s)
    assert out["scores"] == [18, 18] and [x["largest"] for x in out["sides"]] == [3, 3]
    assert [x["tokens"] for x in out["sides"]] == [6, 8]
    assert out["winner"] == 1 and out["decided_by"] == "tokens on board"
    assert api.returns(s) == [-1.0, 1.0]


def test_rk_9_6_all_tied_is_a_draw_with_all_figures_reported():
    s = finished("""
        9 . . . . . . . . W
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . R . . . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 R . . . . . . . .
        1 R . . . . . W W .
    """)
    out = api.outcome(s)
    assert out["winner"] is None and out["decided_by"] == "draw"
    assert out["sides"][0] == out["sides"][1] == {"points": 5, "largest": 2, "tokens": 3, "territories": [2, 1]}
    assert out["scores"] == [5, 5]
    assert api.returns(s) == [0.0, 0.0]


def test_rk_9_scoring_at_a_full_board_end():
    rows = full_board_except(FIFTY_ONE_EMPTIES)
    s = make_state(rows, crown="e5", hands=(["S1"], []))
    end = api.apply(s, "S1")
    out = api.outcome(end)
    # rows alternate: red ranks 9,7,5 are full rows (plus e4 joins rank 5), white ranks 8,6 and
    # a4..c4 + g4..i4 as two threes
    assert out["sides"][0]["territories"] == [10, 9, 9]
    assert out["sides"][1]["territories"] == [9, 9, 3, 3]
    assert out["scores"] == [100 + 81 + 81, 81 + 81 + 9 + 9]
    assert out["winner"] == 0 and out["decided_by"] == "points"


# ---------------------------------------------------------------- RK-10 four players

def test_rk_10_1_partners_opposite_turn_order_0_1_2_3():
    s = api.new_game("rose-king", 4, {"variant": "4p"})
    assert s["variant"] == "4p" and len(s["hands"]) == 4
    seen, colours = [], []
    for _ in range(8):
        seen.append(api.current_player(s))
        play = next((a for a in api.legal_actions(s) if a not in ("draw", "pass") and not a.startswith("hero")), None)
        s = api.apply(s, play or api.legal_actions(s)[0])
        if play:
            colours.append((seen[-1], at(s, s["crown"])))
    assert seen == [0, 1, 2, 3, 0, 1, 2, 3]
    assert all(c == ("R" if seat % 2 == 0 else "W") for seat, c in colours) and colours
    ui = api.ui_state(s)
    assert ui["teams"] == [0, 1, 0, 1] and ui["seat_names"] == ["Red 1", "White 1", "Red 2", "White 2"]


def test_rk_10_2_three_cards_each_and_hand_limit_three():
    s = api.new_game("rose-king", 4, {"variant": "4p"})
    assert [len(h) for h in s["hands"]] == [3, 3, 3, 3] and len(s["draw_pile"]) == 12
    assert "draw" not in api.legal_actions(s)
    hands = (["N1", "N2"], ["S1", "S2", "S3"], ["E1"], ["W1"])
    s = make_state(hands=hands)
    assert s["variant"] == "4p" and "draw" in api.legal_actions(s)
    s3 = api.apply(s, "draw")
    assert len(s3["hands"][0]) == 3
    stuck = make_state(hands=(["N1", "N2", "N3"], ["S1"], ["E1"], ["W1"]))
    assert "draw" not in api.legal_actions(stuck)
    with pytest.raises(api.InvalidState) as exc:
        make_state(hands=(["N1", "N2", "N3", "E3"], ["S1"], ["E1"], ["W1"]))
    assert exc.value.field == "hands[0]"


def test_rk_10_3_two_heroes_per_seat_not_shared_with_partner():
    s = api.new_game("rose-king", 4, {"variant": "4p"})
    assert s["heroes"] == [2, 2, 2, 2]
    rows = put(EMPTY, ["e6"], "W")
    # seat 0 has no heroes left; its partner (seat 2) still has two: seat 0 cannot borrow them
    s = make_state(rows, crown="e5", hands=(["N1", "S1", "E1"], ["W1"], ["N2"], ["S2"]), heroes=[0, 2, 2, 2])
    assert api.legal_actions(s) == ["E1", "S1"]
    s = make_state(rows, crown="e5", hands=(["N1", "S1", "E1"], ["W1"], ["N2"], ["S2"]), heroes=[1, 2, 2, 2])
    after = api.apply(s, "hero N1")
    assert after["heroes"] == [0, 2, 2, 2]
    with pytest.raises(api.InvalidState) as exc:
        make_state(hands=(["N1"], ["S1"], ["E1"], ["W1"]), heroes=[2, 3, 2, 2])
    assert exc.value.field == "heroes[1]"


def test_rk_10_4_partner_tokens_are_own_side_cannot_land_or_flip():
    rows = put(EMPTY, ["e6"], "R")       # placed by seat 0 (Red 1)
    rows = put(rows, ["e4"], "W")        # placed by a White seat
    rows = put(rows, ["e5"], "R")
    s = make_state(rows, crown="e5", hands=(["W1"], ["E1"], ["N1", "S1", "W2"], ["E2"]), to_move=2)
    assert api.legal_actions(s) == ["hero S1", "W2"]   # N1 onto the partner's red: never
    after = api.apply(s, "hero S1")
    assert at(after, "e4") == "R" and after["heroes"] == [2, 2, 1, 2]
    # scoring is per team: the red tokens of seats 0 and 2 form one territory
    out = api.ui_state(after)["score"][0]
    assert out["territories"] == [3]


def test_rk_10_4_team_returns():
    dead = off_board_cards("a1")
    rows = board("""
        9 . . . . . . . . .
        8 . . . . . . . . .
        7 . . . . . . . . .
        6 . . . . . . . . .
        5 . . . . . . . . .
        4 . . . . . . . . .
        3 . . . . . . . . .
        2 W . . . . . . . .
        1 R . . . . . . W W
    """)
    s = make_state(rows, crown="a1", hands=(dead[0:3], dead[3:6], dead[6:9], dead[9:12]))
    out = api.outcome(s)
    assert out["reason"] == "no one can act" and out["winner"] == 1
    assert api.returns(s) == [-1.0, 1.0, -1.0, 1.0]


def test_rk_10_5_stuck_seat_passes_and_game_ends_when_all_four_stuck():
    dead = off_board_cards("a1")
    rows = put(EMPTY, ["a1"], "R")
    # seat 1 is stuck (full, dead hand) while seat 2 can still act: seat 1 passes
    s = make_state(rows, crown="a1", hands=(dead[0:3], dead[3:6], ["N1"], dead[6:9]), to_move=1)
    assert api.legal_actions(s) == ["pass"]
    after = api.apply(s, "pass")
    assert after["to_move"] == 2 and api.legal_actions(after) == ["N1", "draw"]
    # all four full and dead: over at once
    s = make_state(rows, crown="a1", hands=(dead[0:3], dead[3:6], dead[6:9], dead[9:12]), to_move=2)
    assert api.legal_actions(s) == [] and api.outcome(s)["reason"] == "no one can act"
