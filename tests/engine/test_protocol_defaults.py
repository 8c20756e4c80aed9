"""The protocol's defaults (engine/games/defaults.py): a game that defines only what differs.

A toy game written here (two seats add 1 or 2 to a count in turn; who reaches the goal wins; a
seat may also concede) defines only the functions without a default; the registry gives it the
rest, and they behave as PROTOCOL.md says. The registered games' own use of the defaults is
covered by the contract suite (test_contract.py) and the golden playthroughs.
"""

import types

import pytest

from engine import rng
from engine.games import register
from engine.games.defaults import DEFAULTS, OPEN_DEFAULTS
from engine.games.info import FUNCTIONS, GameInfo, Variant, entry_of

GOAL = 5


def _toy(hidden_information=False, **extra):
    """A fresh module holding the toy game's required functions (and ``extra`` ones)."""
    mod = types.ModuleType("toy_count")
    mod.INFO = GameInfo(id="toy-count", names={"en": "Count", "de": "Zählen"}, min_seats=2,
                        max_seats=2, variants=(Variant("2p", 2, {"en": "2", "de": "2"}),),
                        chance=False, hidden_information=hidden_information, position_prefix="tc")

    def new_state(seed, options):
        return {"format": 1, "game": "toy-count", "variant": "2p", "count": 0, "to_move": 0,
                "winner": None, "rng": rng.to_hex(rng.start(seed))}

    def outcome(st):
        return None if st["winner"] is None else {"winner": st["winner"], "reason": "goal"}

    def legal_actions(st):
        if outcome(st):
            return []
        return [a for a in ("add 1", "add 2") if st["count"] + int(a[4]) <= GOAL] + ["concede"]

    def apply(st, action):
        if action not in legal_actions(st):
            raise ValueError(action)
        new = dict(st, to_move=1 - st["to_move"])
        if action == "concede":
            new["winner"] = 1 - st["to_move"]
        else:
            new["count"] = st["count"] + int(action[4])
            new["winner"] = st["to_move"] if new["count"] == GOAL else None
        return new, entry_of(action, None), []

    mod.new_state, mod.outcome, mod.legal_actions, mod.apply = new_state, outcome, legal_actions, apply
    mod.load = lambda data: dict(data)
    mod.current_player = lambda st: None if outcome(st) else st["to_move"]
    mod.ui_state = lambda st, seat=None: {"game": "toy-count", "seats": 2, "legal": legal_actions(st),
                                           "current_player": mod.current_player(st),
                                           "outcome": outcome(st), "position": f"tc {st['count']}"}
    mod.describe_action = lambda st, action, lang="en": f"seat {st['to_move']}: {action}"
    mod.to_position = mod.share_position = lambda st: f"tc {st['count']}"
    mod.from_position = lambda text, seed=None: dict(new_state(seed or 0, {}), count=int(text.split()[1]))
    mod.share_history = lambda start, entries: (start, entries)
    mod.open_history = lambda start, entries, seed: (start, entries)
    for name, fn in extra.items():
        setattr(mod, name, fn)
    return mod


def test_every_protocol_function_is_required_or_has_a_default():
    assert set(DEFAULTS) | set(OPEN_DEFAULTS) < set(FUNCTIONS)
    assert not set(DEFAULTS) & set(OPEN_DEFAULTS)


def test_a_game_defining_only_what_differs_gets_every_other_function():
    mod = register(_toy())
    assert all(callable(getattr(mod, name)) for name in FUNCTIONS)
    st = mod.new_state(3, {})
    assert mod.seat_count(st) == 2
    assert mod.returns(st) == [0.0, 0.0] and mod.tally(st) == [0.0, 0.0]
    assert mod.fallback_actions(st) == mod.legal_actions(st)
    assert mod.benchmarks() == () and mod.board_data() is None
    new, entry, events = mod.apply(st, "add 2")
    assert mod.narrate(st, entry, events, "en") == "seat 0: add 2"
    assert mod.chance_note(entry) == "" and mod.reveals(st, new) is False
    assert mod.apply_recorded(st, entry) == (new, entry, events)
    with pytest.raises(ValueError, match="chance outcome for an action without one"):
        mod.apply_recorded(st, dict(entry, drawn=1))
    drawing = register(_toy(apply=lambda st, a: (st, entry_of(a, {"die": 4}), [])))
    assert drawing.apply_recorded(st, {"action": "x", "die": 4})[1] == {"action": "x", "die": 4}
    for bad, says in (({"action": "x"}, "needs its chance outcome"), ({"action": "x", "die": 5}, "generator gives 4"),
                      ({"action": "x", "die": 4, "card": 1}, "gives card, which 'x' does not draw")):
        with pytest.raises(ValueError, match=says):
            drawing.apply_recorded(st, bad)
    won = mod.apply(mod.apply(new, "add 2")[0], "add 1")[0]
    assert mod.outcome(won) == {"winner": 0, "reason": "goal"}
    assert mod.returns(won) == [1.0, -1.0] == mod.tally(won)


def test_a_game_without_secrets_gets_views_and_redeals():
    mod = register(_toy())
    st = mod.new_state(3, {})
    assert mod.view(st, 1) == dict(st, rng=None)
    with pytest.raises(ValueError):
        mod.view(st, 2)
    redealt = mod.redeal_hidden(st, 0, 9)
    assert mod.view(redealt, 0) == mod.view(st, 0) and redealt["rng"] != st["rng"]


def test_a_game_with_secrets_must_say_what_each_seat_sees():
    with pytest.raises(TypeError, match="lacks protocol functions: view, redeal_hidden"):
        register(_toy(hidden_information=True))
    mod = register(_toy(hidden_information=True, view=lambda st, seat: st,
                        redeal_hidden=lambda st, seat, seed: st))
    assert mod.view({"x": 1}, 0) == {"x": 1}


def test_a_game_missing_a_required_function_is_refused_by_name():
    mod = _toy()
    del mod.ui_state
    with pytest.raises(TypeError, match="lacks protocol functions: ui_state"):
        register(mod)


def test_a_function_the_game_defines_is_kept():
    mod = register(_toy(returns=lambda st: [0.5, -0.5]))
    assert mod.returns(mod.new_state(1, {})) == [0.5, -0.5]
    assert mod.tally(mod.new_state(1, {})) == [0.5, -0.5]  # the default tally reads the game's returns


def test_the_default_returns_share_the_loss_among_the_losers():
    """A zero-sum game of three seats: the winner's 1 against -1/2 for each other seat."""
    mod = register(_toy())
    mod.INFO = GameInfo(**{**vars(mod.INFO), "max_seats": 3,
                           "variants": (Variant("3p", 3, {"en": "3", "de": "3"}),)})
    over = dict(mod.new_state(1, {}), variant="3p", winner=2)
    assert mod.returns(over) == [-0.5, -0.5, 1.0]
    mod.INFO = GameInfo(**{**vars(mod.INFO), "zero_sum": False, "min_return": 0.0})
    assert mod.returns(over) == [0.0, 0.0, 1.0]
