"""Games saved by earlier builds come back (PROTOCOL.md, "Rules versions"; seeds/table.md TBL-4.1):
every record in tests/saves/<game>/ was written by the engine of the commit its name starts with
(tools/data/make_save_corpus.py), or kept by that commit's page (tools/data/make_page_saves.py: its
autosave, and its shared file). Each one replays whole on today's engine and plays on to its end with
the computer (each of them at ROSARIUM_TEST_GAMES 400, a spread share of them below that: the
Pyodide run's 30 plays three); a record says the rules version it was played under, and an older one
keeps it."""

import hashlib
import json
from pathlib import Path

import pytest

from engine import api
from engine.games import GAMES, game_module
from engine.games.bella_rosarum.state import troops
from engine.record import InvalidRecord
from tests.settings import scaled

SAVES = Path(__file__).resolve().parents[1] / "saves"
FILES = sorted(SAVES.glob("*/*.json"))
_STEP = -(-len(FILES) // scaled(0.08, minimum=3))
PLAYED = set(FILES[::_STEP])


def test_the_corpus_holds_every_game():
    assert {f.parent.name for f in FILES} == set(GAMES)


def record_of(path):
    """The record a corpus file holds, and the states it kept: an autosave of a page (its header
    and its moves' entries; save format 1 kept the states too), else the record itself (Save game;
    a share, whose withheld parts are dealt from a seed named by the file)."""
    data = json.loads(path.read_text())
    if "history" in data or "moves" in data:
        history = data.get("history") or data
        moves = history["moves"]
        return {**data["header"], "actions": [m["entry"] for m in moves], "result": None}, history.get("states")
    return data, None


def seed_of(path):
    return hashlib.sha256(path.name.encode()).hexdigest()[:32]


@pytest.mark.parametrize("path", FILES, ids=[f"{f.parent.name}/{f.stem}" for f in FILES])
def test_a_past_save_replays_and_plays_to_its_end(path):
    record, kept = record_of(path)
    states = api.replay(record, seed_of(path))
    assert len(states) == len(record["actions"]) + 1
    if kept is not None:
        # the autosave's own states are what its moves replay to, the rules version aside
        assert [{k: v for k, v in st.items() if k != "rules"} for st in states] == kept
    state = states[-1]
    # the rules it replayed under stay with the game from here on
    assert state.get("rules") == states[0].get("rules")
    if path not in PLAYED:
        return
    plies = 0
    while api.outcome(state) is None:
        assert plies < 3000, f"{path.name}: no end after {plies} plies"
        action = api.choose_action(state, "easy", f"{path.stem} {plies}")
        state = api.step(state, action)["state"]
        plies += 1
    assert state.get("rules") == states[0].get("rules")


def _first_round_royal_record():
    """A Bella Rosarum game of rules 1 whose second move walks into a royal's place in round 1."""
    return json.loads((SAVES / "bella-rosarum" / "261e76e-4p-6.json").read_text())


def test_br_6_9_rules_1_game_keeps_the_royals_places_open_in_round_1():
    record = _first_round_royal_record()
    assert "rules" not in record  # written before records said their rules
    states = api.replay(record)
    assert states[0]["rules"] == 1 and states[-1]["rules"] == 1
    # BR-6.9 shuts those places in round 1 from rules 2 on: the same moves under rules 2 are refused
    with pytest.raises(InvalidRecord) as exc:
        api.replay(dict(record, rules=2))
    assert exc.value.field == "actions[1]" and "illegal action" in str(exc.value)
    # said outright, rules 1 replays as the detection did
    assert api.replay(dict(record, rules=1)) == states


def test_br_6_3_a_rules_3_game_goes_on_crossing_the_severn_and_the_wash():
    """A game of the last build of rules 3 whose move crossed water that rules 4 closes (BR-6.3,
    BR-15.5): it replays under rules 3 and stays under them; the same moves under rules 4 are
    refused at that move."""
    record = json.loads((SAVES / "bella-rosarum" / "b39ea7b-3p-200.json").read_text())
    assert record["rules"] == 3
    states = api.replay(record)
    assert states[0]["rules"] == 3 and states[-1]["rules"] == 3
    with pytest.raises(InvalidRecord) as exc:
        api.replay(dict(record, rules=4))
    assert exc.value.field == "actions[181]" and "illegal action" in str(exc.value)


def test_br_3_2_a_duel_of_older_rules_is_dealt_as_its_build_dealt_it():
    """A duel record of rules 3 without its start state (a record written by hand) replays from
    its seed with the deal its build made (BR-3.2, BR-15.5); under rules 5 the same seed deals
    two hands within a tenth of each other's troops, which that build's deal was not."""
    record = json.loads((SAVES / "bella-rosarum" / "b39ea7b-2p-15.json").read_text())
    assert record["rules"] == 3
    seed_only = dict(record, start=None)
    # that build wrote no "rules" into its own newest states; replayed today the start says 3
    assert api.replay(seed_only)[0] == dict(record["start"], rules=3)
    newest = api.replay(dict(seed_only, rules=5, actions=[]))[0]
    assert newest["nobles"] != record["start"]["nobles"]

    def spread(state):
        each = [troops(state, [n for n, nb in state["nobles"].items() if nb["seat"] == k]) for k in (0, 1)]
        return max(each) / min(each)
    assert spread(record["start"]) > 1.1 >= spread(newest)


def test_a_record_of_the_newest_rules_stays_under_them():
    record = api.new_record("bella-rosarum", "seed-corpus", {"variant": "4p"})
    assert record["rules"] == game_module("bella-rosarum").INFO.rules == 5
    states = api.replay(record)
    assert "rules" not in states[0]
    # a record that does not say, and replays whole under the newest rules, is played under them
    del record["rules"]
    assert "rules" not in api.replay(record)[0]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_new_record_says_its_rules(game):
    record = api.new_record(game, "seed-rules", None)
    assert record["rules"] == game_module(game).INFO.rules
    api.replay(record)


@pytest.mark.parametrize("rules, words", [(6, "newer than this copy"), (0, "rules version"), ("2", "rules version"),
                                          (True, "rules version")])
def test_a_rules_version_this_engine_does_not_know_is_refused_in_words(rules, words):
    record = dict(api.new_record("bella-rosarum", "seed-rules", {"variant": "3p"}), rules=rules)
    with pytest.raises(InvalidRecord) as exc:
        api.replay(record)
    assert exc.value.field == "rules" and words in str(exc.value)


def test_a_start_state_and_its_record_must_agree_on_the_rules():
    states = api.replay(_first_round_royal_record())
    record = dict(api.new_record("bella-rosarum", "seed-rules", {"variant": "4p"}), start=states[0], rules=2)
    with pytest.raises(InvalidRecord) as exc:
        api.replay(record)
    assert exc.value.field == "rules"


def test_a_rules_1_state_loads_views_and_steps_as_rules_1():
    state = api.replay(_first_round_royal_record())[-1]
    assert api.load_state(state)["rules"] == 1
    assert api.view(state, 0)["rules"] == 1
    action = api.legal_actions(state)[0]
    assert api.step(state, action)["state"]["rules"] == 1
    # the newest version is never written out: a state of rules 5 has no field; 2 to 4 keep theirs
    assert "rules" not in api.load_state(dict(state, rules=5))
    for older in (2, 3, 4):
        assert api.load_state(dict(state, rules=older))["rules"] == older


def test_every_move_of_a_rules_1_game_is_told_and_stepped_as_rules_1():
    # the page tells each replayed move with step: the memo of move lists knows the rules too
    record = _first_round_royal_record()
    states = api.replay(record)
    for state, entry in zip(states, record["actions"]):
        today = {k: v for k, v in state.items() if k != "rules"}
        api.legal_actions(today)  # the same board's moves under today's rules, asked first
        assert api.step(state, entry["action"])["entry"] == entry
