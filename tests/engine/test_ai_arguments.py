"""The computer-player API refuses odd arguments up front with a clear InvalidArgument: a level
that is not a known name or a bounded tuning spec, a time budget that is not a finite number of
milliseconds in [1, 60000], a seed that is not an int or a str. Both games, the Python calls
and the page's JSON twins (a tampered ``config.level`` in storage reaches these).
"""

import json
import math

import pytest

from engine.ai.registry import OUTSIDE_LEVELS
from engine import ai, api
from engine.errors import EngineError, InvalidArgument

GAMES = ("rose-king", "long-live-the-queen")


def _playing(game):
    """A state in play (past Long Live the Queen's set-up, LQ-3), with a real choice to make."""
    s = api.new_game(game, 3)
    while api.current_player(s) is not None and (len(api.legal_actions(s)) < 2
                                                 or s.get("phase") in ("setup", "start")):
        legal = api.legal_actions(s)
        s = api.apply(s, legal[0])
    assert len(api.legal_actions(s)) >= 2
    return s


STATES = {g: _playing(g) for g in GAMES}

BAD_LEVELS = [
    ["easy"], None, 3, b"easy", {"level": "hard"},
    "", "grandmaster", "Hard", " hard", "hard ", "random:slip=1", "mcts",
    "mcts:foo=1", "hard:iterations", "hard:=3", "hard:iterations=10,", "hard:iterations=1,iterations=2",
    "hard:iterations=0", "hard:iterations=1000001", "hard:iterations=+4", "hard:iterations=0_4",
    "hard:iterations=\u0664", "hard:iterations=\u00b2", "hard:iterations=1e3", "hard:c=nan", "hard:c=inf",
    "hard:c=-1", "hard:c=11", "hard:pb=1e400", "easy:slip=2", "ab0", "ab7", "ab44", "abc",
    "x" * 301, "hard:" + "c=1," * 100,
]
# game-specific settings: bounded in the game that has them, unknown in the other
GAME_BAD = {
    "rose-king": ["mcts:setup_tries=100000000", "hard:margin=1.5", "hard:margin_scale=0"],
    "long-live-the-queen": ["mcts:setup_tries=100000000", "lq:setup_tries=100000000", "hard:setup_tries=0",
                            "hard:playout_rolls=100000000", "hard:playout_court=always", "hard:margin=0.3"],
}
BAD_TIMES = ["1200", b"1200", True, False, [1200], {"ms": 1}, 10 ** 400, -(10 ** 400), 10 ** 5000,
             math.nan, math.inf, -math.inf, 1e308, 0, 0.5, -5, 60001, 60000.5]
BAD_SEEDS = [None, 1.5, True, [1], {"s": 1}, b"1", 2 ** 64, -(2 ** 64), 10 ** 5000, "s" * 301]


def _id(value):
    if isinstance(value, int) and abs(value) > 10 ** 30:
        return f"huge-{type(value).__name__}"
    return repr(value)[:30]


def _refused(call, argument):
    with pytest.raises(InvalidArgument) as e:
        call()
    assert isinstance(e.value, EngineError) and isinstance(e.value, ValueError)
    assert e.value.argument == argument and str(e.value).startswith(argument + ": ")
    assert "Traceback" not in str(e.value) and len(str(e.value)) < 400
    return str(e.value)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", BAD_LEVELS, ids=_id)
def test_bad_levels_are_refused(game, level):
    s = STATES[game]
    _refused(lambda: api.choose_action(s, level, 1), "level")
    _refused(lambda: api.analyse(s, level, 1, 50), "level")


@pytest.mark.parametrize("game", GAMES)
def test_game_settings_are_bounded_or_unknown(game):
    s = STATES[game]
    for level in GAME_BAD[game]:
        msg = _refused(lambda: api.choose_action(s, level, 1), "level")
        assert "setup" in msg or "margin" in msg or "scale" in msg or "rolls" in msg or "court" in msg or "level" in msg


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("time_ms", BAD_TIMES, ids=_id)
def test_bad_time_budgets_are_refused(game, time_ms):
    s = STATES[game]
    _refused(lambda: api.choose_action(s, "easy", 1, time_ms), "time_ms")
    _refused(lambda: api.analyse(s, "medium", 1, time_ms), "time_ms")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", BAD_SEEDS, ids=_id)
def test_bad_seeds_are_refused(game, seed):
    s = STATES[game]
    _refused(lambda: api.choose_action(s, "easy", seed), "seed")
    _refused(lambda: api.analyse(s, "medium", seed), "seed")


def test_the_page_twins_refuse_tampered_arguments():
    s = json.dumps(STATES["rose-king"])
    for level, time_ms, seed in ((["easy"], None, 1), ("mcts:foo=1", None, 1), ("easy", "1200", 1),
                                 ("easy", 1e308, 1), ("easy", None, None)):
        with pytest.raises(InvalidArgument):
            api.choose_action_json(s, json.dumps(level), json.dumps(seed), json.dumps(time_ms))
        with pytest.raises(InvalidArgument):
            api.analyse_json(s, json.dumps(level), json.dumps(seed), json.dumps(time_ms))


@pytest.mark.parametrize("game", GAMES)
def test_good_arguments_are_taken(game):
    s = STATES[game]
    legal = api.legal_actions(s)
    for level, time_ms, seed in (("random", 1, 0), ("easy", 60000, "a:b"), ("easy", 1200.0, -7),
                                 ("hard:iterations=20", 250, 2 ** 64 - 1), ("ab1", None, "s" * 300),
                                 ("medium:iterations=10,c=0.5,pb=2", None, 5)):
        assert api.choose_action(s, level, seed, time_ms) in legal
    assert api.analyse(s, "hard:iterations=20", 1)["action"] in legal
    assert {"random", "easy", "medium", "hard", "max", "ab4"} == set(ai.LEVEL_NAMES)
    # the outside yardsticks come after the common levels
    assert ai.levels() == ai.LEVEL_NAMES + tuple(OUTSIDE_LEVELS)


def test_finished_game_and_other_games_are_refused_as_engine_errors():
    s = STATES["rose-king"]
    with pytest.raises(EngineError):
        ai.choose(dict(s, game="chess"), "easy", 1)
    with pytest.raises(EngineError):
        ai.choose(["not", "a", "state"], "easy", 1)


def test_outside_yardsticks_plug_in_after_the_same_checks(monkeypatch):
    """engine.ai.registry.OUTSIDE_LEVELS (each game's yardsticks) get checked seeds and budgets."""
    s = STATES["rose-king"]
    calls = []

    def first_legal(state, seed, time_ms):
        calls.append((seed, time_ms))
        return api.legal_actions(state)[0]
    monkeypatch.setitem(ai.OUTSIDE_LEVELS, "first", first_legal)
    assert "first" in ai.levels() and "first" not in ai.LEVEL_NAMES
    assert api.choose_action(s, "first", 4, 100) == api.legal_actions(s)[0] and calls == [(4, 100)]
    _refused(lambda: api.choose_action(s, "first", 4, "100"), "time_ms")
    _refused(lambda: api.choose_action(s, "first", 4.5), "seed")
    assert calls == [(4, 100)]
