"""Hypothesis fuzzing of everything that comes from outside: states, position strings and records
must be refused with the engine's own errors (never TypeError, KeyError, ...).

Deterministic (derandomize) and without an example database, so it writes no files and runs the
same on CPython and inside Pyodide (hypothesis is in requirements-test.txt and among build.py's
Pyodide test wheels).
"""

import json
import os
import random

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from engine import api  # noqa: E402
from engine.errors import EngineError, InvalidState  # noqa: E402
from engine.record import InvalidRecord  # noqa: E402

from .helpers import GAMES, play_out, random_state  # noqa: E402

SETTINGS = dict(database=None, deadline=None, derandomize=os.environ.get("ROSARIUM_HYPOTHESIS_RANDOM") is None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def examples(fraction):
    return settings(max_examples=max(5, int(GAMES * fraction)), **SETTINGS)


def states():
    """Any valid state (helpers.random_state from a drawn seed: cheap, and shrinks by seed)."""
    return st.integers(0, 2 ** 32).map(lambda seed: random_state(random.Random(seed)))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 100) | st.floats(allow_nan=False) | st.text(max_size=12)
    | st.sampled_from(["N1", "e5", "2p", "4p", "R", ".........", "rose-king", "0123456789abcdef"]),
    lambda children: st.lists(children, max_size=10) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=30,
)
FIELDS = ["format", "game", "variant", "board", "crown", "hands", "heroes", "draw_pile",
          "discard_pile", "to_move", "rng"]


@given(states(), st.sampled_from(FIELDS), JSON)
@examples(0.5)
def test_load_state_fuzz_only_raises_invalid_state(s, field, value):
    bad = dict(s)
    bad[field] = value
    try:
        api.load_state(bad)
    except InvalidState as exc:
        assert exc.field.split("[")[0] in FIELDS + ["state", "cards"]
    try:
        api.load_state(json.dumps(bad))
    except InvalidState:
        pass


@given(states(), st.sampled_from(["hands", "heroes", "board", "draw_pile", "discard_pile"]),
       st.integers(0, 30), st.integers(0, 30), JSON)
@examples(0.5)
def test_load_state_fuzz_inside_lists_only_raises_invalid_state(s, field, i, j, value):
    bad = json.loads(json.dumps(s))
    target = bad[field]
    if field == "hands" and target[i % len(target)]:
        target = target[i % len(target)]
        i = j
    if target:
        target[i % len(target)] = value
    try:
        api.load_state(bad)
    except InvalidState as exc:
        assert exc.field.split("[")[0] in FIELDS + ["cards"]


@given(states(), st.integers(0, 8), st.text(max_size=20))
@examples(0.5)
def test_from_position_fuzz_only_raises_engine_errors(s, i, junk):
    parts = api.to_position(s).split(" ")
    parts[i % len(parts)] = junk
    try:
        api.from_position(" ".join(parts))
    except EngineError:
        pass
    try:
        api.from_position(junk)
    except EngineError:
        pass


_RECORD = {}


def _record():
    if not _RECORD:
        _RECORD["rec"] = play_out(20_000, "2p", bias_play=0.5)[1]
    return _RECORD["rec"]


@given(st.integers(0, 10_000), st.sampled_from(["action", "drawn", "reshuffle", "entry"]), JSON)
@examples(0.3)
def test_replay_fuzz_only_raises_invalid_record(i, key, value):
    rec = json.loads(json.dumps(_record()))
    n = i % len(rec["actions"])
    if key == "entry":
        rec["actions"][n] = value
    else:
        rec["actions"][n][key] = value
    try:
        api.replay(rec)
    except InvalidRecord:
        pass

