"""Long Live the Queen: save format (LQ-11), position strings (LQ-12), records (LQ-13)."""

import json

import pytest

from engine import api
from engine.errors import InvalidState
from engine.record import InvalidRecord

from .helpers import GAME, make, random_game, roll


def _good():
    return roll(make({4: "Noble"}, {4: "guard"}), 2, 2)  # a resolve state waiting for a choice


def _broken(**changes):
    s = json.loads(json.dumps(_good()))
    for k, v in changes.items():
        s[k] = v
    return s


@pytest.mark.parametrize("changes, field", [
    ({"game": "chess"}, "game"),
    ({"format": 2}, "format"),
    ({"format": True}, "format"),  # JSON true equals 1 in Python; still not a format number
    ({"variant": "4p"}, "variant"),
    ({"phase": "dance"}, "phase"),
    ({"to_move": 2}, "to_move"),
    ({"dice": [7, 1]}, "dice"),
    ({"dice": [1, 2, 3]}, "dice"),
    ({"lines": [["Sniper"] * 11, None]}, "lines[0]"),
    ({"masters": ["Guard", "Sniper"]}, "masters[0]"),
    ({"faces": ["UUUUUUUUUUX", "DDDDDUDDDDD"]}, "faces[0]"),
    ({"master_faces": ["Z", "D"]}, "master_faces[0]"),
    ({"prestige": [[6, 0, 0], [0, 0, 0]]}, "prestige[0]"),
    ({"prestige": [[4, 0, 0], [3, 0, 0]]}, "prestige"),
    ({"pending": ["jump 0"]}, "pending"),
    ({"pending": ["gain 0 red"]}, "pending"),
    ({"pending": []}, "pending"),
    ({"phase": "court"}, "pending"),
    ({"rng": "xyz"}, "rng"),
    ({"prestige": [[3, 3, 3], [0, 0, 0]]}, "phase"),
])
def test_lq_11_load_state_names_the_bad_field(changes, field):
    with pytest.raises(InvalidState) as err:
        api.load_state(_broken(**changes))
    assert err.value.field == field, str(err.value)


def test_lq_11_1_tiles_must_be_the_twelve():
    s = json.loads(json.dumps(_good()))
    s["lines"][1][0] = "Princess"
    with pytest.raises(InvalidState) as err:
        api.load_state(s)
    assert err.value.field == "lines[1]"


def test_lq_11_4_phase_consistency():
    with pytest.raises(InvalidState):
        make({}, {}, phase="court", turn=1)  # LQ-7.4
    with pytest.raises(InvalidState):
        make({}, {}, phase="over")  # nobody has won
    with pytest.raises(InvalidState):
        make({7: "princess*"}, {}, prestige=((0, 0, 0), (3, 3, 3)), phase="over")  # both ends
    with pytest.raises(InvalidState):
        make({}, {}, phase="start", turn=3)


def test_lq_11_load_state_accepts_json_text_and_round_trips():
    s = _good()
    assert api.load_state(json.dumps(s)) == s
    assert api.load_state(api.load_state(s)) == s


def test_lq_12_position_round_trips():
    for st in random_game(11)[::5]:
        assert api.from_position(api.to_position(st)) == st


def test_lq_12_example_in_the_digest_loads():
    s = api.from_position("lq roll 1 1 5,1,1,6 9:241AG65378A/1:72G586A934A D:DDDDDUDDDDD/D:DDDDDUDDDDD "
                          "0,0,0/0,0,0 - 653291f1a738e25d")
    assert s["masters"] == ["Witch", "Sniper"] and s["lines"][0][0] == "Assassin"


def test_lq_12_position_from_a_view_hides_and_cannot_be_loaded():
    s = api.apply(api.new_game(GAME, 2), "setup random")
    text = api.to_position(api.view(s, 1))
    assert "?" in text and text.endswith(" -")
    with pytest.raises(InvalidState):
        api.from_position(text)


@pytest.mark.parametrize("text", ["lq", "lq roll 0", "lq roll x 1 - -/- -/- 0,0,0/0,0,0 -",
                                  "lq roll 0 1 - 1:Z/- D:D/- 0,0,0/0,0,0 -",
                                  "lq setup 0 0 - -/- -/- a,0,0/0,0,0 -"])
def test_lq_12_bad_positions_are_refused(text):
    with pytest.raises(InvalidState):
        api.from_position(text)


def _record(seed, policy=1):
    rec = api.new_record(GAME, seed)
    s, x = rec["start"], policy
    while api.outcome(s) is None:
        legal = api.legal_actions(s)
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        out = api.step(s, legal[(x >> 33) % len(legal)])
        rec["actions"].append(out["entry"])
        s = out["state"]
    rec["result"] = api.outcome(s)
    return rec, s


def test_lq_13_1_entries_carry_dice_and_setups():
    rec, final = _record(3)
    assert rec["seats"] == ["seat 0", "seat 1"]
    rolls = [e for e in rec["actions"] if e["action"] == "roll"]
    assert all(len(e["dice"]) in (2, 4) for e in rolls)
    assert all("setup" in e for e in rec["actions"] if e["action"] == "setup random")
    assert all(set(e) == {"action"} for e in rec["actions"] if e["action"] not in ("roll", "setup random"))
    assert api.replay(rec)[-1] == final


def test_lq_13_2_replay_refuses_dice_other_than_the_generators():
    """One pair of dice swapped (or changed) makes the record invalid: a record cannot choose its
    own luck."""
    rec, _ = _record(3)
    i = next(k for k, e in enumerate(rec["actions"]) if e["action"] == "roll" and len(e["dice"]) == 2
             and e["dice"][0] != e["dice"][1])
    a, b = rec["actions"][i]["dice"]
    rec["actions"][i]["dice"] = [b, a]
    with pytest.raises(InvalidRecord) as exc:
        api.replay(rec)
    assert exc.value.field == f"actions[{i}]" and f"[{a}, {b}]" in str(exc.value)
    # the same record cut short there: still refused, the swap is the only fault
    rec["actions"], rec["result"] = rec["actions"][:i + 1], None
    with pytest.raises(InvalidRecord):
        api.replay(rec)
    rec["actions"][i]["dice"] = [a, b]
    assert api.replay(rec)[-1]["dice"] == [a, b]


@pytest.mark.parametrize("tamper", ["seven", "missing", "extra", "bad_setup", "result"])
def test_lq_13_2_tampered_records_are_refused(tamper):
    rec, _ = _record(4)
    roll_i = next(k for k, e in enumerate(rec["actions"]) if e["action"] == "roll")
    other_i = next(k for k, e in enumerate(rec["actions"]) if e["action"] not in ("roll", "setup random"))
    if tamper == "seven":
        rec["actions"][roll_i]["dice"] = [7] + rec["actions"][roll_i]["dice"][1:]
    elif tamper == "missing":
        del rec["actions"][roll_i]["dice"]
    elif tamper == "extra":
        rec["actions"][other_i]["dice"] = [1, 1]
    elif tamper == "bad_setup":
        rec["actions"][0]["setup"] = "master=Guard"
    else:
        rec["result"] = {"winner": 1 - rec["result"]["winner"]}
    with pytest.raises(InvalidRecord):
        api.replay(rec)


def test_lq_13_json_twins_work_for_the_page():
    s = api.new_game_json('"long-live-the-queen"', "1")
    out = json.loads(api.step_json(s, '"setup random"'))
    assert out["entry"]["action"] == "setup random" and "arranged" in out["text"]
    ui = json.loads(api.ui_state_json(json.dumps(out["state"]), "1"))
    assert ui["phase"] == "setup" and ui["setup"]["template"].startswith("setup master=")


def test_golden_long_live_the_queen_games_cover_the_rules():
    """The golden set (engine/golden.py) shows each kind of event at least once."""
    from engine import golden
    texts = "".join(t for n, t in golden.render_all().items()
                    if n.startswith("long-live-the-queen") and n.endswith(".txt"))
    for needle in ["a tie, roll again",            # LQ-3.7
                   "Equal initiative",             # LQ-4.4
                   "Master is turned face up",     # LQ-4.6
                   "(as the",                      # LQ-5.10
                   "protected by a Guard",         # LQ-5.11
                   "returns them to the supply",   # LQ-6.4
                   "has nothing",                  # LQ-6.3, LQ-9.2
                   "action: master", "action: skip", "action: swap",           # LQ-7
                   "action: take", "action: return", "action: give", "action: reveal",
                   "action: done",                 # LQ-9
                   '"reason": "prestige"', '"reason": "princess face down"']:  # LQ-8
        assert needle in texts, needle
