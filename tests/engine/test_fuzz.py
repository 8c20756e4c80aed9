"""Hypothesis fuzzing with several changes at once: valid states, position strings and
records of both games are damaged in up to five places (numbers made huge, negative, fractional
or text, lists cut short or grown, keys dropped or added, junk nested in) and handed to
load_state, from_position and replay.

Asserted: only the engine's own errors (ValueError subclasses from engine/errors.py) come out,
never TypeError, KeyError, IndexError, RecursionError or OverflowError; and whatever loads can
be played on (RK-8.2, LQ-11.6): it has legal actions or a result, every legal action applies,
and each result loads again, from JSON text and from its position string (RK-11, RK-12, LQ-11,
LQ-12).

ROSARIUM_FUZZ_EXAMPLES sets the examples per test (default 200; 40 inside Pyodide, which does
not see the host's environment). Deterministic (derandomize, no example database) unless
ROSARIUM_HYPOTHESIS_RANDOM is set, so it writes no files and runs the same everywhere.
"""

import copy
import json
import os
import random
import sys

import pytest

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from engine import api  # noqa: E402
from engine.errors import EngineError, InvalidState  # noqa: E402
from engine.games.long_live_the_queen.state import MAX_PENDING, MAX_TURN, PHASES, STEP_ARGS  # noqa: E402

_DEFAULT = "40" if sys.platform == "emscripten" else "200"
EXAMPLES = max(1, int(os.environ.get("ROSARIUM_FUZZ_EXAMPLES", _DEFAULT)))
FUZZ = settings(max_examples=EXAMPLES, database=None, deadline=None,
                derandomize=os.environ.get("ROSARIUM_HYPOTHESIS_RANDOM") is None,
                suppress_health_check=list(HealthCheck))
GAME_NAMES = ("rose-king", "long-live-the-queen")

# ------------------------------------------------------------------ valid material to damage

_POOL = {}


def _games(game):
    """(states, records) of a few seeded random games of ``game``, 2p and 4p for the Rose King."""
    states, records = [], []
    for seed, variant in ((1, "2p"), (2, "4p"), (3, "2p")):
        if game != "rose-king" and variant == "4p":
            continue
        r = random.Random(seed)
        rec = api.new_record(game, seed, {"variant": variant})
        s = rec["start"]
        states.append(s)
        while api.outcome(s) is None and len(rec["actions"]) < 300:
            step = api.step(s, r.choice(api.legal_actions(s)))
            s = step["state"]
            rec["actions"].append(step["entry"])
            states.append(s)
        rec["result"] = api.outcome(s)
        records.append(rec)
        short = copy.deepcopy(rec)  # a record of an unfinished game too
        short["actions"], short["result"] = short["actions"][:len(short["actions"]) // 3], None
        records.append(short)
    return states, records


def pool(game):
    if game not in _POOL:
        _POOL[game] = _games(game)
    return _POOL[game]


# ------------------------------------------------------------------ damage

SPECIAL = [None, True, False, 0, 1, -1, 2, 3, 7, 12, 13, 2 ** 31, 2 ** 63, -2 ** 63, 10 ** 30,
           10 ** 400, -10 ** 20, 0.5, 1.0, -0.0, 1e308, float("inf"), "", " ", "x", "0", "1", "+1",
           "0_4", "01", "٣", "²", "1e3", "U" * 11, "D" * 11, "K", "-", "steal 0", "give 1",
           "reveal 1", "pick 0", "swap 0 1 2", "swap 0 0 3", "up 1 7", "activate 0 7",
           "Princess", "Apprentice", "Sniper", "N1", "SW3", "e5", "j1", "2p", "4p", "resolve",
           "over", "court", "setup", "roll", "start", "draw", "pass", "0123456789abcdef",
           "rose-king", "long-live-the-queen", [], {}, [[]], [None], {"a": []}, [1, 2], [1, 2, 3, 4],
           ["N1"], ["R" * 9] * 9, [[0, 0, 0]] * 2, {"action": "roll", "dice": [6, 6]}]
JUNK = st.one_of(
    st.sampled_from(SPECIAL), st.integers(), st.floats(), st.text(max_size=12),
    st.recursive(st.none() | st.integers(-3, 20) | st.text(max_size=4),
                 lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=6), c, max_size=3),
                 max_leaves=10),
)
OPS = ("replace", "replace", "drop", "truncate", "extend", "copy", "nudge")
# One change: where (successive child choices, how deep) and what.
CHANGE = st.tuples(st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=6), st.sampled_from(OPS),
                   JUNK, st.integers(0, 10 ** 6))
CHANGES = st.lists(CHANGE, min_size=1, max_size=5)


def _containers(value):
    return isinstance(value, (dict, list))


def _nodes(value, path=()):
    out = [(path, value)]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_nodes(v, path + (k,)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_nodes(v, path + (i,)))
    return out


def _nudge(value, k):
    if isinstance(value, bool) or value is None:
        return not value
    if isinstance(value, int):
        return value + (k % 7) - 3
    if isinstance(value, float):
        return value * 1.5 + 1
    if isinstance(value, str):
        if not value:
            return "1"
        i = k % len(value)
        return value[:i] + "ab1 ٣-,/.:U"[k % 11] + value[i + 1:] if k % 3 else value[:i] + value[i + 1:]
    return value


def damage(data, changes):
    """A deep copy of ``data`` (JSON values) with each change applied in turn."""
    data = copy.deepcopy(data)
    for picks, op, junk, k in changes:
        junk = copy.deepcopy(junk)  # SPECIAL's lists are shared: never put one in twice
        parent, key, node = None, None, data
        for p in picks:  # walk down: each pick chooses a child, deeper picks go further
            if not _containers(node) or not node:
                break
            keys = list(node) if isinstance(node, dict) else range(len(node))
            key = list(keys)[p % len(node)]
            parent, node = node, node[key]
        if op == "copy":  # a value of another field, of the right kind for somewhere else
            junk = copy.deepcopy(_nodes(data)[k % len(_nodes(data))][1])
        elif op == "nudge":
            junk = _nudge(node, k)
        elif op == "truncate" and isinstance(node, (list, str)):
            junk = node[:k % (len(node) + 1)]
        elif op == "extend" and isinstance(node, (list, str)):
            junk = node + (node[:1] * (1 + k % 3) if k % 2 else ([junk] if isinstance(node, list) else str(junk)))
        elif op == "extend" and isinstance(node, dict):
            node[str(junk)[:8] if k % 2 else f"extra{k % 5}"] = junk
            continue
        if parent is None:
            data = junk
        elif op == "drop":
            del parent[key]
        else:
            parent[key] = junk
    return data


# ------------------------------------------------------------------ checks

def outside(call, *args):
    """``call(*args)``, or None when it refuses with the engine's own error (nothing else may escape)."""
    try:
        return call(*args)
    except EngineError:
        return None


def playable(state):
    """A loaded state can go on or has ended, and every move from it makes a loadable state."""
    assert api.load_state(json.dumps(state)) == state
    assert api.from_position(api.to_position(state)) == state
    legal = api.legal_actions(state)
    assert bool(legal) != (api.outcome(state) is not None), (legal, api.outcome(state))
    api.ui_state(state)
    seat = api.current_player(state)
    if seat is not None:
        api.ui_state(state, seat)
    for action in legal:
        new = api.step(state, action)["state"]  # step also writes the move's sentences
        assert api.load_state(json.dumps(new)) == new


@given(st.sampled_from(GAME_NAMES), st.integers(0, 10 ** 6), CHANGES)
@FUZZ
def test_fuzz_load_state_with_several_changes(game, pick, changes):
    states = pool(game)[0]
    bad = damage(states[pick % len(states)], changes)
    for data in (bad, json.dumps(bad, allow_nan=True)):
        state = outside(api.load_state, data)
        if state is not None:
            playable(state)


POSITION_SPECIAL = ["", "-", "0", "1", "+1", "01", "0_4", "٣", "²", "１", "99", "-1", "9" * 30,
                    "1" * 5000, "x", "?", "U", "D", ".", ",", "/", ":", "R", "W", "N1", "e5",
                    "steal.0", "pick.1", "reveal.0", "1:23457689AAG", "D:DDDDDUDDDDD"]
POSITION_JUNK = st.one_of(st.sampled_from(POSITION_SPECIAL), st.text(max_size=10))
SEPARATORS = ("/", ",", ":", ".")


def damage_position(text, changes):
    """``text`` with fields, or parts of fields, replaced, dropped or added."""
    parts = text.split(" ")
    for picks, op, junk, k in changes:
        i = picks[0] % len(parts)
        if op == "drop" and len(parts) > 1:
            del parts[i]
        elif op == "extend":
            parts.insert(i, junk)
        elif op in ("nudge", "truncate"):
            parts[i] = _nudge(parts[i], k) if op == "nudge" else parts[i][:k % (len(parts[i]) + 1)]
        else:  # one piece inside the field, between its separators
            sep = SEPARATORS[k % len(SEPARATORS)]
            pieces = parts[i].split(sep)
            pieces[picks[-1] % len(pieces)] = junk
            parts[i] = sep.join(pieces)
    return " ".join(parts)


@given(st.sampled_from(GAME_NAMES), st.integers(0, 10 ** 6),
       st.lists(st.tuples(st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=2),
                          st.sampled_from(("replace", "replace", "drop", "extend", "nudge", "truncate")),
                          POSITION_JUNK, st.integers(0, 10 ** 6)), min_size=1, max_size=4))
@FUZZ
def test_fuzz_from_position_with_several_changes(game, pick, changes):
    states = pool(game)[0]
    text = damage_position(api.to_position(states[pick % len(states)]), changes)
    state = outside(api.from_position, text)
    if state is not None:
        playable(state)


@given(st.sampled_from(GAME_NAMES), st.integers(0, 10 ** 6), CHANGES)
@FUZZ
def test_fuzz_replay_with_several_changes(game, pick, changes):
    records = pool(game)[1]
    bad = damage(records[pick % len(records)], changes)
    for data in (bad, json.dumps(bad, allow_nan=True)):
        states = outside(api.replay, data)
        if states is not None:
            playable(states[0])
            playable(states[-1])


def _step(word, args):
    kinds = STEP_ARGS[word]
    values = {"s": lambda a: a % 2, "p": lambda a: 2 + a % 11, "n": lambda a: 1 + a % 2,
              "c": lambda a: ("red", "yellow", "blue")[a % 3]}
    return " ".join([word] + [str(values[k](a)) for k, a in zip(kinds, args)])


LQ_STEPS = st.builds(_step, st.sampled_from(sorted(STEP_ARGS)), st.lists(st.integers(0, 99), min_size=3, max_size=3))


@given(st.integers(0, 10 ** 6), st.sampled_from(PHASES), st.lists(LQ_STEPS, max_size=MAX_PENDING),
       st.lists(st.lists(st.integers(0, 5), min_size=3, max_size=3), min_size=2, max_size=2),
       st.lists(st.text("UKD", min_size=11, max_size=11), min_size=2, max_size=2),
       st.sampled_from([0, 1, 2, 9, MAX_TURN - 1, MAX_TURN]), st.integers(0, 1), st.sampled_from("UKD"))
@FUZZ
def test_fuzz_lltq_well_typed_states_load_only_when_playable(pick, phase, pending, prestige, faces,
                                                            turn, to_move, master_face):
    # LQ-11.4..11.6: right types everywhere, so only the rules checks can refuse; whatever they
    # let through must be playable (in particular no open choice without answers)
    states = [s for s in pool("long-live-the-queen")[0] if None not in s["lines"]]
    base = states[pick % len(states)]
    data = dict(base, phase=phase, pending=pending, prestige=prestige, faces=faces, turn=turn,
                to_move=to_move, master_faces=[master_face, base["master_faces"][1]])
    try:
        state = api.load_state(data)
    except InvalidState:
        return
    playable(state)


def test_the_damage_really_changes_things():
    # the fuzzers above would prove little if damage() left its input alone
    s = pool("long-live-the-queen")[0][5]
    changed = damage(s, [([3], "replace", 10 ** 30, 0), ([0], "drop", None, 0)])
    assert changed != s and s == pool("long-live-the-queen")[0][5]
    assert damage_position("lq a b c", [([1], "drop", "", 0)]) == "lq b c"


def test_what_the_fuzzer_found_stays_fixed():
    # found by fuzzing: a Master code missing from a position string gave IndexError
    text = ("lq court 1 2 3,2 :1954267GAA3/7:2851369A4GA D:DDDUUUDDDDD/D:DDDUUUDDDDD "
            "0,0,0/0,0,0 - 139e0c67f051cea8")
    for bad in (text, text.replace(" :1954267GAA3", " :"), text.replace(" :1954267GAA3", " 12:1954267GAA3")):
        with pytest.raises(InvalidState) as exc:
            api.from_position(bad)
        assert exc.value.field == "lines[0]"
    assert api.from_position(text.replace(" :", " 8:"))["masters"][0] == "Clown"  # initiative 8
