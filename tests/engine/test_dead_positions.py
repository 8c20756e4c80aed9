"""No position in which the game cannot go on loads: Long Live the Queen's open
choices need two answers (LQ-9.2, LQ-11.6), its turn count stops at a documented maximum
(LQ-11.5); in the Rose King every loadable state has a legal action or a result (RK-4.2, RK-8.2).
"""

import random

import pytest

from engine import api
from engine.errors import InvalidState
from engine.games.long_live_the_queen.state import MAX_PENDING, MAX_TURN

from tests.games.rose_king.helpers import random_state, scaled
from tests.games.long_live_the_queen.helpers import make

COURT = make(turn=5, phase="court", to_move=0)


def resolving(pending, prestige=((0, 0, 0), (0, 0, 0)), faces=None):
    """A state dict (not loaded) waiting on ``pending`` in the resolve phase."""
    s = dict(COURT, phase="resolve", pending=list(pending), prestige=[list(p) for p in prestige])
    if faces is not None:
        s["faces"] = list(faces)
    return s


def refused(state, match):
    for data in (state, api.to_position(state)):  # a saved state and a link alike
        with pytest.raises(InvalidState) as exc:
            (api.load_state if isinstance(data, dict) else api.from_position)(data)
        assert exc.value.field == "pending", str(exc.value)
        assert match in str(exc.value)


@pytest.mark.parametrize("step, prestige", [
    ("steal 0", ((1, 2, 0), (0, 0, 0))),   # LQ-5.5 / LQ-5.8: the other seat holds nothing
    ("return 1", ((0, 0, 0), (2, 0, 1))),  # LQ-5.3: the same for the Schemer
    ("give 0", ((0, 0, 0), (3, 1, 1))),    # LQ-5.8: nothing held to give
])
def test_lq_11_6_a_choice_with_no_answer_is_refused(step, prestige):
    refused(resolving([step], prestige), "has no answer")


def test_lq_11_6_reveal_with_every_tile_up_is_refused():
    refused(resolving(["reveal 1"], faces=[COURT["faces"][0], "U" * 11]), "has no answer")


@pytest.mark.parametrize("step, prestige, faces", [
    ("steal 1", ((0, 4, 0), (5, 0, 0)), None),     # one colour to take
    ("pick 0", ((5, 0, 3), (1, 0, 3)), None),      # one colour left in the supply: yellow
    ("reveal 0", ((0, 0, 0), (0, 0, 0)), ["UUUUUUUUUUD", "DDDDDUDDDDD"]),
])
def test_lq_11_6_a_choice_with_one_answer_is_refused(step, prestige, faces):
    # LQ-9.2: play makes such a choice itself, so no state waits on it
    refused(resolving([step], prestige, faces), "has only one answer")


@pytest.mark.parametrize("step, prestige", [
    ("steal 0", ((0, 0, 0), (1, 1, 0))), ("return 1", ((2, 0, 1), (0, 0, 0))),
    ("give 0", ((1, 0, 1), (0, 0, 0))), ("reveal 0", ((0, 0, 0), (0, 0, 0))),
    ("pick 1", ((0, 0, 0), (0, 0, 0))), ("swap 0 1 1", ((0, 0, 0), (0, 0, 0))),
])
def test_lq_11_6_choices_with_answers_load_and_play_on(step, prestige):
    s = api.load_state(resolving([step, "up 1 4"], prestige))
    legal = api.legal_actions(s)
    assert len(legal) >= 2
    for a in legal:
        api.load_state(api.apply(s, a))


def test_lq_11_6_pending_is_bounded():
    steps = ["pick 0"] + ["up 1 4"] * (MAX_PENDING - 1)
    assert api.load_state(resolving(steps))["pending"] == steps
    with pytest.raises(InvalidState, match=f"at most {MAX_PENDING}") as exc:
        api.load_state(resolving(steps + ["up 1 5"]))
    assert exc.value.field == "pending"


def test_lq_11_5_the_turn_count_stops_and_play_goes_on():
    last = api.load_state(dict(COURT, turn=MAX_TURN))
    for action in ("skip", "swap 3-4"):
        after = api.apply(last, action)  # LQ-4.7: the turn ends
        assert after["turn"] == MAX_TURN and after["to_move"] == 1
        assert api.from_position(api.to_position(after)) == after
        assert api.legal_actions(after) == ["roll"]
    before = api.apply(api.load_state(dict(COURT, turn=MAX_TURN - 1)), "skip")
    assert before["turn"] == MAX_TURN
    for turn in (MAX_TURN + 1, 10 ** 9):
        with pytest.raises(InvalidState) as exc:
            api.load_state(dict(COURT, turn=turn))
        assert exc.value.field == "turn"


def test_lq_11_5_a_game_at_the_turn_cap_still_ends():
    r = random.Random(11)
    s = api.load_state(dict(COURT, turn=MAX_TURN))
    for _ in range(10_000):
        if api.outcome(s) is not None:
            break
        s = api.apply(s, r.choice(api.legal_actions(s)))
        assert api.load_state(s) == s
    assert api.outcome(s)["turn"] == MAX_TURN


def test_rk_8_2_every_loadable_state_can_go_on_or_has_ended():
    # RK-4.2: pass when stuck; RK-8.2: the game is over as soon as no seat can act. So no Rose
    # King field makes a dead position: legal actions or a result, for any state that loads.
    r = random.Random(14)
    for _ in range(scaled(3, 20)):
        s = api.load_state(random_state(r))
        legal = api.legal_actions(s)
        assert bool(legal) != (api.outcome(s) is not None)
        for a in legal:
            api.load_state(api.apply(s, a))
