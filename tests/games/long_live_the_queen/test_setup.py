"""Long Live the Queen: components and set-up (LQ-1, LQ-2, LQ-3), on the public API."""

import pytest

from engine import api
from engine.errors import IllegalAction
from engine.record import InvalidRecord
from engine.games.long_live_the_queen import arrangement, rules
from engine.games.long_live_the_queen.tiles import MASTER_CHOICES, TILES, sniper_target

from .helpers import GAME, make

ARR = ("setup master=Sniper 2=Guard 3=Apprentice 4=Witch 5=Noble 6=Cheater 8=Clown 9=Consul "
       "10=Assassin 11=Apprentice 12=Schemer")


def test_lq_1_1_twelve_tiles_with_initiative_and_colour():
    assert len(TILES) == 12 and TILES.count("Apprentice") == 2
    assert set(MASTER_CHOICES) == {"Sniper", "Assassin", "Schemer", "Noble", "Consul", "Clown", "Witch"}


def test_lq_1_2_eighteen_tokens_in_the_supply():
    s = api.new_game(GAME, 1)
    assert api.ui_state(s)["supply"] == {"red": 6, "yellow": 6, "blue": 6}


def test_lq_1_3_bar_positions_and_mirror_table():
    # the dots of the bar: 2-12, 3-11, 4-10, 5-9, 6-8, 7-7
    assert [(p, sniper_target(p)) for p in range(2, 8)] == [(2, 12), (3, 11), (4, 10), (5, 9), (6, 8), (7, 7)]


def test_lq_2_1_seat_names():
    assert api.ui_state(api.new_game(GAME, 1))["seat_names"] == ["White", "Black"]


def test_lq_3_1_to_3_3_random_setup_shape():
    s = api.apply(api.new_game(GAME, 3), "setup random")
    line, faces = s["lines"][0], s["faces"][0]
    assert line[5] == "Princess" and faces == "DDDDDUDDDDD"
    assert s["masters"][0] in MASTER_CHOICES and s["master_faces"][0] == "D"
    assert sorted(line + [s["masters"][0]]) == sorted(TILES)


def test_lq_3_5_setup_is_one_action_per_seat_seat_0_first():
    s = api.new_game(GAME, 1)
    assert api.legal_actions(s) == ["setup random"]
    assert api.current_player(s) == 0
    s = api.apply(s, ARR)
    assert s["lines"][0][0] == "Guard" and s["masters"][0] == "Sniper"
    assert api.current_player(s) == 1 and s["phase"] == "setup"
    s = api.apply(s, "setup random")
    assert s["phase"] == "start" and api.legal_actions(s) == ["roll"]


def test_lq_3_5_explicit_notation_is_forgiving_about_case_order_and_7():
    s = api.new_game(GAME, 1)
    shuffled = ("setup 12=schemer 11=APPRENTICE 10=Assassin 9=Consul 8=Clown 7=Princess 6=Cheater "
                "5=Noble 4=Witch 3=Apprentice 2=Guard master=sniper")
    assert api.apply(s, shuffled) == api.apply(s, ARR)
    master, line = arrangement.parse(ARR[6:])
    assert "setup " + arrangement.canonical(master, line) == ARR


@pytest.mark.parametrize("bad, why", [
    (ARR.replace("master=Sniper", "master=Guard").replace("2=Guard", "2=Sniper"), "Master must be"),
    (ARR.replace("master=Sniper", "master=Cheater").replace("6=Cheater", "6=Sniper"), "Master must be"),
    (ARR.replace("master=Sniper", "master=Apprentice").replace("3=Apprentice", "3=Sniper"), "Master must be"),
    (ARR + " 7=Guard", "7 always holds the Princess"),
    (ARR.replace("2=Guard", "2=Sniper"), "too many Sniper"),
    (ARR.replace(" 12=Schemer", ""), "missing 12"),
    (ARR.replace("Clown", "Jester"), "not a tile"),
    (ARR.replace("8=Clown", "8 Clown"), "key=Name"),
    (ARR.replace("8=Clown", "13=Clown"), "position 2..12"),
    (ARR + " 2=Guard", "given twice"),
])
def test_lq_3_5_bad_arrangements_are_refused_with_the_reason(bad, why):
    with pytest.raises(IllegalAction) as err:
        api.apply(api.new_game(GAME, 1), bad)
    assert why in str(err.value) and "setup master=<Master>" in str(err.value)


def test_lq_3_5_setup_describes_nothing_secret():
    s = api.new_game(GAME, 1)
    text = api.describe_action(s, ARR) + api.step(s, ARR)["text"] + api.step(s, "setup random")["text"]
    for name in ("Sniper", "Guard", "Witch", "Noble", "Clown", "Consul", "Assassin", "Schemer", "Apprentice"):
        assert name not in text


def test_lq_3_6_random_setup_is_recorded_and_replayed_from_the_record():
    rec = api.new_record(GAME, 5)
    out = api.step(rec["start"], "setup random")
    assert out["entry"]["setup"].startswith("master=")
    master, line = arrangement.parse(out["entry"]["setup"])
    assert out["state"]["lines"][0] == line and out["state"]["masters"][0] == master
    rec["actions"] = [out["entry"]]
    assert api.replay(rec)[-1] == out["state"]
    # LQ-13.2: a recorded arrangement other than the generator's is refused
    rec["actions"] = [dict(out["entry"], setup=ARR[6:])]
    with pytest.raises(InvalidRecord) as exc:
        api.replay(rec)
    assert exc.value.field == "actions[0]" and "generator" in str(exc.value)


def test_lq_3_6_random_masters_cover_all_seven():
    seen = {api.apply(api.new_game(GAME, i), "setup random")["masters"][0] for i in range(200)}
    assert seen == set(MASTER_CHOICES)


def _started(seed=1):
    return api.apply(api.apply(api.new_game(GAME, seed), "setup random"), "setup random")


def test_lq_3_7_higher_start_roll_starts():
    s = _started()
    t = rules.apply(s, "roll", {"dice": [1, 2, 6, 5]})[0]
    assert t["phase"] == "roll" and t["to_move"] == 1 and t["turn"] == 1 and t["dice"] == [1, 2, 6, 5]
    t = rules.apply(s, "roll", {"dice": [6, 6, 1, 1]})[0]
    assert t["to_move"] == 0 and api.current_player(t) == 0


def test_lq_3_7_tied_start_roll_is_rolled_again():
    s = _started()
    t = rules.apply(s, "roll", {"dice": [3, 4, 5, 2]})[0]
    assert t["phase"] == "start" and t["turn"] == 0 and api.legal_actions(t) == ["roll"]
    out = api.step(s, "roll")
    assert len(out["entry"]["dice"]) == 4 and "Start roll" in out["text"]


def test_lq_2_3_every_listed_action_uses_the_notation():
    s = make({5: "Consul"}, {5: "Noble"}, phase="court", turn=4)
    acts = api.legal_actions(s)
    assert acts[0] == "skip" and "swap 2-3" in acts and "swap 11-12" in acts and "master 5" in acts
