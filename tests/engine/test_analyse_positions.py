"""analyse_positions, the review's batch: the same answers as one analyse() per position, the
facts of a position (its mover, a forced move, a finished game's returns) without a search
where the seed is null, and strict arguments."""

from __future__ import annotations

import json
import random

import pytest

from engine import api
from engine.errors import InvalidState

LEVEL = "medium:iterations=30"  # a small search: the same answers, quickly


def _game(game, seed, moves):
    """The first `moves` + 1 states of a seeded random game (fewer if it ends sooner)."""
    rng = random.Random(seed)
    state = api.new_game(game, seed)
    states = [state]
    while api.outcome(state) is None and len(states) <= moves:
        state = api.apply(state, rng.choice(api.legal_actions(state)))
        states.append(state)
    return states


@pytest.mark.parametrize("game", list(api.GAMES))
def test_a_batch_answers_as_analyse_does_one_position_at_a_time(game):
    states = _game(game, 5, 4)
    seeds = [f"5:{i}:review" for i in range(len(states))]
    got = api.analyse_positions(states, LEVEL, seeds)
    assert len(got) == len(states)
    for state, seed, point in zip(states, seeds, got):
        assert point["player"] == api.current_player(state)
        assert point["forced"] == (len(api.legal_actions(state)) <= 1)
        one = api.analyse(state, LEVEL, seed)
        assert (point["action"], point["win_chance"], point["playouts"]) == (one["action"], one["win_chance"], one["playouts"])
    # a null seed: the facts, no search
    facts = api.analyse_positions(states, LEVEL, [None] * len(states))
    assert [set(p) for p in facts] == [{"player", "forced"}] * len(states)


def test_a_finished_game_gives_its_returns():
    rng = random.Random(2)
    state = api.new_game("rose-king", 2)
    while api.outcome(state) is None:
        state = api.apply(state, rng.choice(api.legal_actions(state)))
    assert api.analyse_positions([state], "max", ["x"], 50) == [{"over": True, "returns": api.returns(state)}]


def test_the_json_twin_and_its_checks():
    states = _game("rose-king", 3, 1)
    out = json.loads(api.analyse_positions_json(json.dumps(states), '"medium"', '["a", null]', "null"))
    assert "win_chance" in out[0] and "win_chance" not in out[1]
    with pytest.raises(InvalidState):
        api.analyse_positions(states, "medium", ["a"])            # a seed per state
    with pytest.raises(InvalidState):
        api.analyse_positions([], "medium", [])                   # at least one
    with pytest.raises(InvalidState):
        api.analyse_positions(states * 40, "medium", ["a"] * 80)   # at most MAX_ANALYSE_BATCH
    with pytest.raises(InvalidState):
        api.analyse_positions([states[0], {"game": "chess"}], "medium", ["a", "b"])
