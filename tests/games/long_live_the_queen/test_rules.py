"""Long Live the Queen: turns, abilities, prestige, the court, the end, decisions (LQ-4 … LQ-9).

Hand-built positions (helpers.make) and fixed dice (helpers.roll).
"""

import pytest

from engine import api
from engine.errors import IllegalAction

from .helpers import face, make, play, roll, tile

# ---------------------------------------------------------------- LQ-4 a turn


def test_lq_4_1_the_dice_total_is_the_active_position():
    s = roll(make({9: "Noble"}, {9: "Schemer"}), 4, 5)
    assert s["dice"] == [4, 5]
    # both tiles on 9 acted: Schemer (3) yellow (White has nothing to return), Noble (4) yellow,
    # and the Noble's owner now chooses its second token
    assert s["prestige"] == [[0, 1, 0], [0, 1, 0]] and api.current_player(s) == 0


def test_lq_4_2_case_a_both_face_down_turn_up_and_do_nothing():
    s = roll(make({4: "noble"}, {4: "assassin"}), 1, 3)
    assert tile(s, 0, 4) == ("Noble", "U") and tile(s, 1, 4) == ("Assassin", "U")
    assert s["prestige"] == [[0, 0, 0], [0, 0, 0]]


def test_lq_4_2_case_b_both_face_up_both_act():
    s = roll(make({4: "Noble"}, {4: "Consul"}), 1, 3)
    # Noble (4) first: yellow, then a choice of a second token
    assert api.current_player(s) == 0 and api.legal_actions(s) == ["take red", "take yellow", "take blue"]
    s = api.apply(s, "take red")
    assert s["prestige"][0] == [1, 1, 0]
    # then the Consul (7): blue and its optional swaps, decided by Black
    assert api.current_player(s) == 1 and s["prestige"][1] == [0, 0, 1] and "done" in api.legal_actions(s)


def test_lq_4_2_case_c_face_up_acts_then_face_down_turns_up():
    s = roll(make({4: "Noble"}, {4: "assassin"}), 2, 2)
    s = api.apply(s, "take blue")
    assert s["prestige"][0] == [0, 1, 1] and tile(s, 1, 4) == ("Assassin", "U")
    assert s["prestige"][1] == [0, 0, 0]  # turning up is not activating


def test_lq_4_2_case_c_assassin_does_not_stop_the_face_down_tile_turning_up():
    s = roll(make({6: "Assassin"}, {6: "witch"}), 3, 3)
    assert s["prestige"][0] == [1, 0, 0] and tile(s, 1, 6) == ("Witch", "U")


def test_lq_4_3_and_4_5_rulebook_example_sniper_then_assassin():
    # White Sniper on 5 aims at 9, where Black's Princess stands guarded by the Guard on 8;
    # then Black's Assassin on 5 takes red and turns the Sniper face down.
    s = make({5: "Sniper"}, {5: "Assassin", 8: "Guard", 9: "Princess"})
    s = roll(s, 2, 3)
    assert face(s, 1, 9) == "U" and api.outcome(s) is None
    assert face(s, 0, 5) == "K" and s["prestige"] == [[1, 0, 0], [1, 0, 0]]


def test_lq_4_3_lower_initiative_first_and_lq_4_5_victim_does_not_act():
    s = roll(make({6: "Noble"}, {6: "Assassin"}), 3, 3)
    # Assassin (2) before Noble (4): the Noble is turned face down and takes nothing
    assert s["prestige"] == [[0, 0, 0], [1, 0, 0]] and face(s, 0, 6) == "K"
    assert s["phase"] == "court"


def test_lq_4_4_equal_initiative_neither_acts():
    s = roll(make({6: "Apprentice"}, {6: "Noble"}, masters=("Noble", None)), 3, 3)
    assert s["prestige"] == [[0, 0, 0], [0, 0, 0]]
    assert s["master_faces"][0] == "U"  # LQ-4.6: shown for the comparison


def test_lq_4_4_guard_has_no_initiative_so_the_other_acts_alone():
    s = roll(make({6: "Guard"}, {6: "Schemer"}, prestige=((1, 0, 0), (0, 0, 0))), 3, 3)
    assert s["prestige"] == [[0, 0, 0], [0, 1, 0]]  # Schemer: yellow, returns White's only red
    s = roll(make({6: "Guard"}, {6: "Guard"}), 3, 3)
    assert s["prestige"] == [[0, 0, 0], [0, 0, 0]]


def test_lq_4_6_apprentice_shows_its_master_and_uses_its_initiative():
    # Apprentice as Sniper (1) acts before the Assassin (2) and turns it face down
    s = roll(make({7: "Apprentice", 8: "Princess"}, {7: "Assassin", 6: "Princess"}, masters=("Sniper", None)), 3, 4)
    assert s["master_faces"][0] == "U" and face(s, 1, 7) == "K"
    assert s["prestige"] == [[1, 0, 0], [0, 0, 0]]


def test_lq_4_7_the_dice_pass_after_the_court():
    s = roll(make({4: "noble"}, {4: "noble"}, to_move=1, turn=6), 2, 2)
    assert s["phase"] == "court" and api.current_player(s) == 1
    s = api.apply(s, "skip")
    assert s["phase"] == "roll" and s["to_move"] == 0 and s["turn"] == 7


def test_lq_4_8_abilities_must_be_used_the_princess_must_reveal():
    s = roll(make({7: "Princess"}, {7: "Guard", 6: "Princess"}), 3, 4)
    acts = api.legal_actions(s)
    assert api.current_player(s) == 0 and all(a.startswith("reveal ") for a in acts) and len(acts) == 10

# ---------------------------------------------------------------- LQ-5 abilities


@pytest.mark.parametrize("pos, target", [(2, 12), (3, 11), (5, 9), (6, 8), (12, 2)])
def test_lq_5_1_sniper_takes_red_and_turns_the_mirror_tile(pos, target):
    s = make({pos: "Sniper"}, {pos: "guard", target: "Noble", 7 if target != 7 else 8: "Princess"})
    s = roll(s, pos // 2, pos - pos // 2)
    assert s["prestige"][0][0] == 1 and face(s, 1, target) == "K"


def test_lq_5_1_sniper_on_7_aims_at_the_opposing_princess():
    s = roll(make({7: "Sniper", 6: "Princess"}, {}), 3, 4)
    assert api.outcome(s)["winner"] == 0 and api.outcome(s)["reason"] == "princess face down"


def test_lq_5_2_assassin_turns_the_opposing_tile():
    s = roll(make({3: "Assassin"}, {3: "Guard"}), 1, 2)
    assert s["prestige"][0] == [1, 0, 0] and face(s, 1, 3) == "K"


def test_lq_5_3_schemer_returns_an_opposing_token_of_the_owners_choice():
    s = roll(make({3: "Schemer"}, {3: "guard"}, prestige=((0, 0, 0), (1, 0, 2))), 1, 2)
    assert api.current_player(s) == 0 and api.legal_actions(s) == ["return red", "return blue"]
    s = api.apply(s, "return blue")
    assert s["prestige"] == [[0, 1, 0], [1, 0, 1]] and api.ui_state(s)["supply"]["blue"] == 5


def test_lq_5_4_noble_takes_yellow_and_one_more():
    s = roll(make({10: "Noble"}, {10: "guard"}, prestige=((3, 0, 0), (3, 0, 0))), 5, 5)
    assert api.legal_actions(s) == ["take yellow", "take blue"]  # LQ-6.2: no red left to offer
    s2 = roll(make({10: "Noble"}, {10: "guard"}, prestige=((0, 0, 0), (0, 0, 0))), 5, 5)
    assert api.legal_actions(s2) == ["take red", "take yellow", "take blue"]
    s2 = api.apply(s2, "take yellow")
    assert s2["prestige"][0] == [0, 2, 0]


def test_lq_5_5_cheater_takes_two_one_at_a_time():
    s = roll(make({8: "Cheater"}, {8: "guard"}, prestige=((0, 0, 0), (1, 1, 0))), 4, 4)
    assert api.current_player(s) == 0 and api.legal_actions(s) == ["take red", "take yellow"]
    s = api.apply(s, "take yellow")
    # the second choice has one answer left: made automatically (LQ-9.2)
    assert s["prestige"] == [[1, 1, 0], [0, 0, 0]] and s["phase"] == "court"


def test_lq_5_5_cheater_with_one_token_to_take():
    s = roll(make({8: "Cheater"}, {8: "guard"}, prestige=((0, 0, 0), (0, 0, 1))), 4, 4)
    assert s["prestige"] == [[0, 0, 1], [0, 0, 0]]
    s = roll(make({8: "Cheater"}, {8: "guard"}, prestige=((0, 0, 0), (0, 0, 2))), 4, 4)
    assert s["prestige"] == [[0, 0, 2], [0, 0, 0]]


def test_lq_5_6_princess_reveals_a_chosen_face_down_tile():
    s = roll(make({7: "Princess", 3: "witch"}, {7: "guard", 6: "Princess"}), 3, 4)
    s = api.apply(s, "reveal 3")
    assert tile(s, 0, 3) == ("Witch", "U") and tile(s, 1, 7) == ("Guard", "U")


def test_lq_5_7_consul_blue_and_up_to_two_own_swaps():
    s = roll(make({9: "Consul", 2: "sniper", 3: "Assassin"}, {9: "guard"}), 4, 5)
    assert s["prestige"][0] == [0, 0, 1] and api.current_player(s) == 0
    s = api.apply(s, "swap 2-3")
    assert tile(s, 0, 2) == ("Assassin", "U") and tile(s, 0, 3) == ("Sniper", "D")
    assert "done" in api.legal_actions(s)
    s = api.apply(s, "swap 6-7")  # the Princess may move (LQ-5.12)
    assert tile(s, 0, 6) == ("Princess", "U") and s["phase"] == "court"


def test_lq_5_7_consul_may_decline():
    s = api.apply(roll(make({9: "Consul"}, {9: "guard"}), 4, 5), "done")
    assert s["phase"] == "court" and s["lines"] == make({9: "Consul"}, {9: "guard"})["lines"]


def test_lq_5_8_clown_gives_then_takes():
    s = roll(make({11: "Clown"}, {11: "guard"}, prestige=((1, 0, 0), (0, 2, 0))), 5, 6)
    assert s["prestige"][0] == [1, 0, 1]
    assert api.legal_actions(s) == ["give red", "give blue"]
    s = api.apply(s, "give red")
    assert s["prestige"] == [[0, 0, 1], [1, 2, 0]]
    assert api.legal_actions(s) == ["take red", "take yellow"]  # may take back what it gave
    s = api.apply(s, "take yellow")
    assert s["prestige"] == [[0, 1, 1], [1, 1, 0]]


def test_lq_5_9_witch_swaps_in_the_other_line_and_its_owner_decides():
    before = make({12: "Witch"}, {12: "guard", 2: "Assassin"}, to_move=1)
    s = roll(before, 6, 6)
    assert api.current_player(s) == 0 and s["to_move"] == 1
    s = api.apply(s, "swap 2-3")
    assert tile(s, 1, 3) == ("Assassin", "U") and s["lines"][0] == before["lines"][0]
    s = api.apply(s, "done")
    assert s["phase"] == "court" and api.current_player(s) == 1


def test_lq_5_10_apprentice_acts_as_the_current_master():
    s = roll(make({5: "Apprentice"}, {5: "guard"}, masters=("Noble", None)), 2, 3)
    assert s["master_faces"][0] == "U" and s["prestige"][0][1] == 1
    assert api.legal_actions(s) == ["take red", "take yellow", "take blue"]


def test_lq_5_10_apprentice_sniper_aims_from_the_apprentices_position():
    s = roll(make({4: "Apprentice"}, {4: "guard", 10: "Noble"}, masters=("Sniper", None)), 2, 2)
    assert face(s, 1, 10) == "K" and s["prestige"][0][0] == 1


def test_lq_5_11_guard_protects_its_neighbours_not_itself():
    s = roll(make({5: "Assassin"}, {5: "Noble", 4: "Guard"}), 2, 3)
    assert face(s, 1, 5) == "U"  # protected, so the Noble then acts
    assert s["prestige"][1][1] == 1
    s = roll(make({6: "Assassin"}, {6: "Noble", 5: "Guard"}), 3, 3)
    assert face(s, 1, 6) == "U"  # protected from either side
    s = roll(make({4: "Assassin"}, {4: "Guard"}), 2, 2)
    assert face(s, 1, 4) == "K"  # a Guard does not protect itself


def test_lq_5_11_face_down_guard_protects_nobody():
    s = roll(make({5: "Assassin"}, {5: "Noble", 4: "guard"}), 2, 3)
    assert face(s, 1, 5) == "K"


def test_lq_5_12_turning_down_a_face_down_tile_does_nothing():
    s = roll(make({5: "Sniper"}, {5: "guard", 9: "noble"}), 2, 3)
    assert face(s, 1, 9) == "D"

# ---------------------------------------------------------------- LQ-6 prestige


def test_lq_6_2_empty_supply_gives_nothing():
    s = roll(make({3: "Assassin"}, {3: "Guard"}, prestige=((3, 0, 0), (3, 0, 0))), 1, 2)
    assert s["prestige"] == [[3, 0, 0], [3, 0, 0]] and face(s, 1, 3) == "K"


def test_lq_6_3_nothing_to_take_from_an_empty_opponent():
    s = roll(make({8: "Cheater"}, {8: "guard"}), 4, 4)
    assert s["prestige"] == [[0, 0, 0], [0, 0, 0]] and s["phase"] == "court"
    s = roll(make({3: "Schemer"}, {3: "guard"}), 1, 2)
    assert s["prestige"] == [[0, 1, 0], [0, 0, 0]]


def test_lq_6_4_six_of_a_colour_go_back_at_once():
    s = roll(make({3: "Assassin"}, {3: "guard"}, prestige=((5, 0, 0), (0, 0, 0))), 1, 2)
    assert s["prestige"][0] == [0, 0, 0] and api.ui_state(s)["supply"]["red"] == 6


def test_lq_6_5_last_token_goes_to_the_lower_initiative():
    s = roll(make({6: "Consul"}, {6: "Witch"}, prestige=((2, 0, 2), (2, 0, 3))), 3, 3)
    assert s["prestige"][0][2] == 3 and s["prestige"][1][2] == 3  # Consul (7) took the last blue
    assert api.current_player(s) == 0  # Consul's swaps first

# ---------------------------------------------------------------- LQ-7 the court


def test_lq_7_1_swap_two_adjacent_own_tiles():
    s = make({5: "Noble", 6: "sniper"}, {}, phase="court")
    s = api.apply(s, "swap 5-6")
    assert tile(s, 0, 5) == ("Sniper", "D") and tile(s, 0, 6) == ("Noble", "U")
    assert s["to_move"] == 1


def test_lq_7_2_change_the_master():
    s = make({5: "Noble"}, {}, masters=("Witch", None), phase="court")
    assert "master 5" in api.legal_actions(s)
    s = api.apply(s, "master 5")
    assert s["masters"][0] == "Noble" and s["master_faces"][0] == "K"
    assert tile(s, 0, 5) == ("Witch", "U")


@pytest.mark.parametrize("name", ["Cheater", "Princess", "Apprentice", "Guard"])
def test_lq_7_2_only_coloured_face_up_tiles_may_become_master(name):
    s = make({5: name, 6: "noble"}, {}, phase="court")
    acts = api.legal_actions(s)
    assert "master 5" not in acts and "master 6" not in acts
    with pytest.raises(IllegalAction):
        api.apply(s, "master 5")


def test_lq_7_3_skip():
    s = make({}, {}, phase="court")
    t = api.apply(s, "skip")
    assert t["lines"] == s["lines"] and t["to_move"] == 1


def test_lq_7_4_no_court_on_the_starting_seats_first_turn():
    s = roll(make({4: "noble"}, {4: "noble"}, turn=1, to_move=1), 2, 2)
    assert s["phase"] == "roll" and s["to_move"] == 0 and s["turn"] == 2
    s = roll(s, 2, 2)
    assert s["phase"] == "court"  # the second seat's first turn has one

# ---------------------------------------------------------------- LQ-8 the end


def test_lq_8_1_princess_face_down_loses():
    s = roll(make({7: "Assassin", 6: "Princess"}, {}), 3, 4)
    assert api.outcome(s) == {"winner": 0, "loser": 1, "reason": "princess face down", "turn": 5,
                              "prestige": [[1, 0, 0], [0, 0, 0]]}
    assert api.legal_actions(s) == [] and api.current_player(s) is None and api.returns(s) == [1.0, -1.0]


def test_lq_8_2_three_of_each_wins():
    s = roll(make({4: "Noble"}, {4: "guard"}, prestige=((3, 2, 3), (0, 0, 0))), 2, 2)
    assert api.outcome(s)["winner"] == 0 and api.outcome(s)["reason"] == "prestige"
    assert s["pending"] == []  # the Noble's second token is never taken


def test_lq_8_3_checked_after_each_effect_the_first_token_can_win():
    # The Cheater's first token wins before the second could give six blue (and return them).
    s = roll(make({8: "Cheater"}, {8: "guard"}, prestige=((2, 3, 5), (1, 0, 1))), 4, 4)
    s = api.apply(s, "take red")
    assert api.outcome(s)["winner"] == 0 and s["prestige"][0] == [3, 3, 5]


def test_lq_8_3_a_gift_can_make_the_other_seat_win():
    s = roll(make({11: "Clown"}, {11: "guard"}, prestige=((0, 1, 0), (3, 2, 3))), 5, 6)
    assert api.legal_actions(s) == ["give yellow", "give blue"]
    s = api.apply(s, "give yellow")
    assert api.outcome(s)["winner"] == 1


def test_lq_8_3_sniper_ends_the_game_before_the_second_tile_acts():
    s = roll(make({7: "Sniper", 6: "Princess"}, {7: "Witch", 8: "Princess"}), 3, 4)
    assert face(s, 1, 7) == "K" and api.outcome(s) is None  # the Princess moved away from 7
    s = roll(make({5: "Sniper"}, {5: "Noble", 9: "Princess"}), 2, 3)
    assert api.outcome(s)["winner"] == 0 and s["prestige"][1] == [0, 0, 0]

# ---------------------------------------------------------------- LQ-9 decisions


def test_lq_9_1_the_deciding_seat_may_be_off_turn():
    s = roll(make({5: "guard"}, {5: "Noble"}, to_move=0), 2, 3)
    assert s["to_move"] == 0 and api.current_player(s) == 1
    assert api.ui_state(s)["decision"] == {"kind": "pick", "seat": 1}


def test_lq_9_2_single_choice_is_automatic_no_choice_is_skipped():
    s = roll(make({3: "Schemer"}, {3: "guard"}, prestige=((0, 0, 0), (0, 0, 2))), 1, 2)
    assert s["prestige"][1] == [0, 0, 1] and s["phase"] == "court"


def test_lq_9_3_swaps_are_asked_one_at_a_time():
    s = roll(make({9: "Consul"}, {9: "guard"}), 4, 5)
    assert api.ui_state(s)["decision"] == {"kind": "swap", "seat": 0, "line": 0, "swaps_left": 2}
    s = api.apply(s, "swap 3-4")
    assert api.ui_state(s)["decision"]["swaps_left"] == 1


def test_lq_9_4_the_face_down_tile_follows_a_witch_swap():
    s = roll(make({6: "Witch"}, {6: "noble", 5: "Guard", 7: "Princess"}), 3, 3)
    s = play(s, "swap 5-6")  # the face-down Noble moves to 5, the Guard to 6
    s = play(s, "done")
    assert tile(s, 1, 5) == ("Noble", "U") and tile(s, 1, 6) == ("Guard", "U")


def test_lq_9_illegal_choices_list_the_legal_ones():
    s = roll(make({4: "Noble"}, {4: "guard"}), 2, 2)
    with pytest.raises(IllegalAction) as err:
        api.apply(s, "take purple")
    assert "take red" in str(err.value)
    with pytest.raises(IllegalAction):
        api.apply(s, "roll")
