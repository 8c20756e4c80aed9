"""RK-13 game records: building them with new_record + step, replaying, and rejecting tampered ones."""

import copy
import json

import pytest

from engine import api
from engine.errors import InvalidState
from engine.record import MAX_ACTIONS, InvalidRecord

from .helpers import make_state, play_out


def _game_with_reshuffle():
    for seed in range(100):
        states, rec = play_out(seed, "2p", bias_play=0.5)
        if any("reshuffle" in e for e in rec["actions"]) and any(e["action"].startswith("hero") for e in rec["actions"]):
            return states, rec
    raise AssertionError("no seed below 100 gives a game with a reshuffle and a hero play")


STATES, RECORD = _game_with_reshuffle()
RESHUFFLE_AT = next(i for i, e in enumerate(RECORD["actions"]) if "reshuffle" in e)
DRAW_AT = next(i for i, e in enumerate(RECORD["actions"]) if e["action"] == "draw" and "reshuffle" not in e)
PLAY_AT = next(i for i, e in enumerate(RECORD["actions"]) if e["action"] not in ("draw", "pass"))


def tampered(**changes):
    rec = copy.deepcopy(RECORD)
    for k, v in changes.items():
        rec[k] = copy.deepcopy(v)
    return rec


def rejected(rec, field):
    with pytest.raises(InvalidRecord) as exc:
        api.replay(rec)
    assert exc.value.field == field, str(exc.value)
    assert isinstance(exc.value, InvalidState)
    return str(exc.value)


def test_rk_13_new_record_header():
    rec = api.new_record("rose-king", 17, {"variant": "4p"}, seats=["Ann", "Bo", "Cy", "Di"])
    assert rec["format"] == 1 and rec["game"] == "rose-king" and rec["variant"] == "4p"
    assert rec["seed"] == 17 and rec["seats"] == ["Ann", "Bo", "Cy", "Di"]
    assert rec["start"] == api.new_game("rose-king", 17, {"variant": "4p"})
    assert rec["actions"] == [] and rec["result"] is None
    assert api.new_record("rose-king", 1)["seats"] == ["seat 0", "seat 1"]
    json.dumps(rec)  # plain JSON


def test_rk_13_entries_carry_chance_outcomes_only_for_draws():
    for entry, before, after in zip(RECORD["actions"], STATES, STATES[1:]):
        if entry["action"] == "draw":
            assert set(entry) <= {"action", "drawn", "reshuffle"}
            assert entry["drawn"] == after["hands"][before["to_move"]][-1]
            if "reshuffle" in entry:
                assert before["draw_pile"] == []
                assert sorted(entry["reshuffle"]) == sorted(before["discard_pile"])
                assert entry["reshuffle"][0] == entry["drawn"]
                assert after["draw_pile"] == entry["reshuffle"][1:]
            else:
                assert before["draw_pile"][0] == entry["drawn"]
        else:
            assert entry == {"action": entry["action"]}


def test_rk_13_record_replays_to_the_same_states_and_result():
    assert RECORD["result"] == api.outcome(STATES[-1]) is not None
    assert api.replay(RECORD) == STATES
    assert api.replay(json.dumps(RECORD)) == STATES
    assert api.replay_final(RECORD) == {"state": STATES[-1], "plies": len(RECORD["actions"])}


def test_rk_13_record_without_start_replays_from_the_seed():
    assert api.replay(tampered(start=None)) == STATES


def test_rk_13_record_without_result_replays():
    assert api.replay(tampered(result=None)) == STATES


def test_rk_13_replay_does_not_trust_the_generator():
    """The recorded reshuffle order is applied even when the state's generator would give another."""
    rec = tampered(actions=RECORD["actions"][:RESHUFFLE_AT + 1], result=None)
    order = rec["actions"][-1]["reshuffle"]
    assert len(order) >= 3
    order[1], order[2] = order[2], order[1]           # another order, same first card
    states = api.replay(rec)
    assert states[-1]["draw_pile"] == order[1:]
    assert states[-1]["draw_pile"] != STATES[RESHUFFLE_AT + 1]["draw_pile"]
    # and a changed generator in the start state does not matter either
    rec2 = tampered(start=dict(RECORD["start"], rng="0000000000000000"))
    assert api.replay(rec2)[-1]["board"] == STATES[-1]["board"]


def test_rk_13_changed_action_rejected():
    rec = tampered()
    legal = api.legal_actions(STATES[PLAY_AT])
    rec["actions"][PLAY_AT] = {"action": "S9"}
    msg = rejected(rec, f"actions[{PLAY_AT}]")
    assert "illegal action 'S9'" in msg and all(a in msg for a in legal)
    # a different but legal action leads somewhere else: the rest of the record no longer fits
    others = [a for a in legal if a != RECORD["actions"][PLAY_AT]["action"] and a != "draw"]
    if others:
        rec = tampered()
        rec["actions"][PLAY_AT] = {"action": others[0]}
        with pytest.raises(InvalidRecord):
            api.replay(rec)


def test_rk_13_changed_drawn_card_rejected():
    rec = tampered()
    true = rec["actions"][DRAW_AT]["drawn"]
    rec["actions"][DRAW_AT]["drawn"] = "N1" if true != "N1" else "S1"
    msg = rejected(rec, f"actions[{DRAW_AT}]")
    assert true in msg
    rec["actions"][DRAW_AT].pop("drawn")
    rejected(rec, f"actions[{DRAW_AT}]")


def test_rk_13_reshuffle_not_matching_the_discards_rejected():
    rec = tampered()
    order = rec["actions"][RESHUFFLE_AT]["reshuffle"]
    order.pop()                                        # a card missing
    rejected(rec, f"actions[{RESHUFFLE_AT}]")
    rec = tampered()
    order = rec["actions"][RESHUFFLE_AT]["reshuffle"]
    order[-1] = order[0]                               # a card twice
    rejected(rec, f"actions[{RESHUFFLE_AT}]")
    rec = tampered()
    rec["actions"][RESHUFFLE_AT]["reshuffle"].append("N1" if "N1" not in order else "S1")
    rejected(rec, f"actions[{RESHUFFLE_AT}]")
    for bad in ("N1,N2", [1, 2], [None], {"a": 1}):
        rec = tampered()
        rec["actions"][RESHUFFLE_AT]["reshuffle"] = bad
        rejected(rec, f"actions[{RESHUFFLE_AT}]")


def test_rk_13_reshuffle_missing_or_invented_rejected():
    rec = tampered()
    del rec["actions"][RESHUFFLE_AT]["reshuffle"]
    rejected(rec, f"actions[{RESHUFFLE_AT}]")
    rec = tampered()
    rec["actions"][DRAW_AT]["reshuffle"] = [rec["actions"][DRAW_AT]["drawn"]]
    rejected(rec, f"actions[{DRAW_AT}]")


def test_rk_13_chance_outcome_on_a_play_rejected():
    rec = tampered()
    rec["actions"][PLAY_AT]["drawn"] = "N1"
    rejected(rec, f"actions[{PLAY_AT}]")


def test_rk_13_result_not_matching_rejected():
    result = copy.deepcopy(RECORD["result"])
    result["scores"] = [result["scores"][0] + 1, result["scores"][1]]
    rejected(tampered(result=result), "result")
    flipped = dict(RECORD["result"], winner=None if RECORD["result"]["winner"] is not None else 0)
    rejected(tampered(result=flipped), "result")
    # a result on an unfinished game
    rejected(tampered(actions=RECORD["actions"][:5]), "result")


def test_rk_13_action_after_the_end_rejected():
    rec = tampered(actions=RECORD["actions"] + [{"action": "pass"}])
    msg = rejected(rec, f"actions[{len(RECORD['actions'])}]")
    assert "game is over" in msg


@pytest.mark.parametrize("entry", ["N1", None, {"act": "N1"}, {"action": 3}, ["N1"]])
def test_rk_13_malformed_entry_rejected(entry):
    rec = tampered()
    rec["actions"][0] = entry
    rejected(rec, "actions[0]")


def test_rk_13_malformed_records_rejected():
    rejected("{not json", "record")
    rejected([1, 2], "record")
    rejected(tampered(format=2), "format")
    rejected(tampered(format=True), "format")  # JSON true equals 1 in Python; not a format number
    rejected(tampered(format=None), "format")  # a record must say its format
    rejected(tampered(actions="N1 N2"), "actions")
    rejected(tampered(game="chess"), "game")
    rejected(tampered(start=dict(RECORD["start"], to_move=5)), "start.to_move")
    rejected(tampered(start=dict(RECORD["start"], board=["R" * 9] * 9)), "start.board")
    rejected(tampered(start=None, seed=[1]), "seed")


def test_rk_13_record_from_a_hand_built_start():
    s = make_state(hands=(["N1"], ["S1"]), draw_pile=["E1", "E2"])
    rec = api.new_record("rose-king", 0)
    rec["start"] = s
    state = s
    for a in ("N1", "S1", "draw", "draw"):
        res = api.step(state, a)
        rec["actions"].append(res["entry"])
        state = res["state"]
    assert rec["actions"][2] == {"action": "draw", "drawn": "E1"}
    assert rec["actions"][3] == {"action": "draw", "drawn": "E2"}
    assert api.replay(rec)[-1] == state


def test_records_are_bounded_before_replay():
    # a record's size and seed are checked before any replay work, so a huge one costs nothing
    rec = api.new_record("rose-king", 1)
    rec["start"] = None
    rec["seed"] = 10 ** 5000
    with pytest.raises(InvalidRecord) as err:
        api.replay(rec)
    assert err.value.field == "seed"
    rec["seed"] = 1
    rec["actions"] = [{"action": "draw"}] * (MAX_ACTIONS + 1)
    with pytest.raises(InvalidRecord) as err:
        api.replay(rec)
    assert err.value.field == "actions"
