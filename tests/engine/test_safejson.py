"""Outside JSON is bounded before it is parsed (engine/safejson.py): deep nesting
and oversize text give InvalidState, never RecursionError, and inside Pyodide never a stack
overflow of the WebAssembly interpreter (this file runs there too)."""

import json
import sys

import pytest

from engine import api, safejson
from engine.errors import InvalidState
from engine.record import InvalidRecord


def nested_text(levels, kind):
    return {"list": "[" * levels + "]" * levels,
            "object": '{"a":' * levels + "1" + "}" * levels,
            "open": "[" * levels}[kind]


# Inside Pyodide a Python value nested a few thousand deep cannot even be freed without
# overflowing the WebAssembly stack, so values (not text) stay at 1,000 levels there.
VALUE_LEVELS = [1_000] if sys.platform == "emscripten" else [100_000, 6_000]


def nested_value(levels, kind):
    value = 1
    for _ in range(levels):  # built iteratively: no recursion to make it
        value = [value] if kind == "list" else {"a": value}
    return value


@pytest.mark.parametrize("levels", [100_000, 6_000])
@pytest.mark.parametrize("kind", ["list", "object", "open"])
def test_deep_json_text_is_invalid_state_everywhere(levels, kind):
    text = nested_text(levels, kind)
    for call in (api.load_state, api.load_state_json, api.replay, api.replay_json,
                 api.legal_actions_json, api.replay_final_json):
        with pytest.raises(InvalidState, match="deeper than 64"):
            call(text)
    with pytest.raises(InvalidState, match="deeper than 64"):
        api.load_state(text.encode())
    with pytest.raises(InvalidState, match="deeper than 64"):
        api.new_record_json('"rose-king"', "1", text)


@pytest.mark.parametrize("levels", VALUE_LEVELS)
@pytest.mark.parametrize("kind", ["list", "object"])
def test_deep_values_inside_a_state_or_record_are_refused(levels, kind):
    junk = nested_value(levels, kind)
    start = api.new_game("rose-king", 1)
    with pytest.raises(InvalidState, match="deeper than 64"):
        api.load_state(dict(start, hands=junk))
    with pytest.raises(InvalidState, match="deeper than 64"):
        api.load_state(dict(start, extra=junk))  # even in a field the game ignores
    rec = api.new_record("long-live-the-queen", 1)
    rec["actions"] = [{"action": "setup random", "setup": junk}]
    with pytest.raises(InvalidRecord, match="deeper than 64"):
        api.replay(rec)
    with pytest.raises(InvalidRecord, match="deeper than 64"):
        api.replay(json.dumps(dict(rec, actions=[{"action": "roll", "dice": nested_value(65, kind)}])))


def test_a_self_referencing_dict_is_refused():
    state = api.new_game("long-live-the-queen", 1)
    state["dice"] = loop = []
    loop.append(loop)
    with pytest.raises(InvalidState, match="deeper than 64"):
        api.load_state(state)


def test_the_depth_bound_is_exact_and_ignores_brackets_in_strings():
    assert safejson.text_depth(nested_text(64, "list")) == 64
    assert safejson.check_depth(safejson.loads(nested_text(64, "list")))  # the text and the
    assert safejson.text_depth(json.dumps(nested_value(64, "list"))) == 64  # walk count alike
    with pytest.raises(InvalidState, match="deeper than 64"):
        safejson.loads(nested_text(65, "list"))
    assert safejson.check_depth(nested_value(64, "list")) is not None
    with pytest.raises(InvalidState, match="deeper than 64"):
        safejson.check_depth(nested_value(65, "list"))
    # brackets and escaped quotes inside strings are text, not nesting
    text = json.dumps(["[" * 1000 + '\\"{' * 100, {"k[": "]]]"}])
    assert safejson.text_depth(text) == 2
    assert safejson.loads(text)[1] == {"k[": "]]]"}
    # so a state whose rng is a string of brackets is refused for its rng, not its depth
    state = dict(api.new_game("rose-king", 1), rng="[" * 100_000)
    with pytest.raises(InvalidState) as exc:
        api.load_state(json.dumps(state))
    assert exc.value.field == "rng"


def test_unterminated_and_odd_strings_scan_in_linear_time():
    # each of these is 2-4 MB of text that a backtracking scan would take minutes over
    for text in ('"\\"' * 1_000_000, '"\\' * 1_000_000, '["' + "\\" * 2_000_001, '"' * 2_000_001):
        with pytest.raises(InvalidState, match="not valid JSON"):
            api.load_state(text)


def test_oversize_text_is_refused_before_parsing():
    text = " " * safejson.MAX_TEXT + "{}"
    with pytest.raises(InvalidState, match="longer than 20,000,000"):
        api.load_state(text)
    with pytest.raises(InvalidRecord, match="longer than 20,000,000"):
        api.replay(text)
    with pytest.raises(InvalidState, match="longer than 20,000,000"):
        api.replay_json(text)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_non_json_numbers_are_refused(constant):
    with pytest.raises(InvalidState, match="not a JSON value"):
        api.load_state('{"format": 1, "game": "rose-king", "to_move": %s}' % constant)


def test_ordinary_states_and_records_still_load():
    for game in ("rose-king", "long-live-the-queen"):
        start = api.new_game(game, 7)
        assert api.load_state(json.dumps(start)) == api.load_state(start)
        rec = api.new_record(game, 7)
        assert api.replay(json.dumps(rec)) == [start]
