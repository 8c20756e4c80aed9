"""The Long Live the Queen yardsticks (tools/lab/yardsticks/lq_prestige.py, lq_guard.py): outside-style
players the computer levels are measured against. They play whole games with legal moves only,
decide from the deciding seat's view (LQ-10), repeat themselves for a seed, and owe nothing to
engine/ai. Their strength is measured with the arena, not here.

The Pyodide runner copies only the tools its tests need; without tools/lab/yardsticks this module
is skipped.
"""

import ast
import random
from pathlib import Path

import pytest

from engine import api
from engine.games.long_live_the_queen import rules

from .helpers import GAME, make, redeal

lq_prestige = pytest.importorskip("tools.lab.yardsticks.lq_prestige")
lq_guard = pytest.importorskip("tools.lab.yardsticks.lq_guard")

PLAYERS = {"prestige": lq_prestige, "guard": lq_guard}


def _game(white, black, deal, seed):
    """All states of one game between two yardstick modules, each action checked legal first
    (an explicit set-up is legal though not listed, LQ-3.5)."""
    s = api.new_game(GAME, deal)
    states = [s]
    ply = 0
    while api.current_player(s) is not None:
        assert ply < 2000, "a yardstick game did not end"
        mover = (white, black)[api.current_player(s)]
        action = mover.choose(s, f"{seed}:{ply}", None)
        assert rules.is_legal(s, action), (action, s["phase"])
        if s["phase"] != "setup":
            assert action in api.legal_actions(s)
        s = api.apply(s, action)
        states.append(s)
        ply += 1
    return states


@pytest.fixture(scope="module")
def games():
    """Two deals, each yardstick on each seat: the states every test below looks at."""
    return [_game(lq_prestige, lq_guard, "yardstick-deal-1", "ys-a"),
            _game(lq_guard, lq_prestige, "yardstick-deal-1", "ys-b"),
            _game(lq_prestige, lq_prestige, "yardstick-deal-2", "ys-c"),
            _game(lq_guard, lq_guard, "yardstick-deal-2", "ys-d")]


def _decisions(games):
    return [s for g in games for s in g[:-1] if s["phase"] in ("setup", "resolve", "court")]


def test_whole_games_end_by_a_rule_with_legal_moves(games):
    for states in games:
        out = api.outcome(states[-1])
        assert out is not None
        assert out["reason"] in ("prestige", "princess face down")   # LQ-8.1, LQ-8.2


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_same_state_and_seed_same_action(games, name):
    player = PLAYERS[name]
    for k, s in enumerate(_decisions(games)[::3]):
        assert player.choose(s, f"det-{k}", None) == player.choose(s, f"det-{k}", None)


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_the_other_seats_secret_tiles_change_nothing(games, name):
    """LQ-10: two states that differ only in the other seat's face-down secret tiles and secret
    Master give the same action for the same seed."""
    player = PLAYERS[name]
    r = random.Random(f"hidden-{name}")
    differed = 0
    for k, s in enumerate(_decisions(games)):
        if s["phase"] == "setup":
            continue
        seat = api.current_player(s)
        other = redeal(s, 1 - seat, r)
        assert api.view(other, seat) == api.view(s, seat)
        differed += other["lines"][1 - seat] != s["lines"][1 - seat] or other["masters"] != s["masters"]
        assert player.choose(other, f"hid-{k}", None) == player.choose(s, f"hid-{k}", None)
    assert differed >= 10   # the property was really put to the test


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_sources_import_nothing_from_engine_ai(name):
    """Built apart from the levels: no import of engine.ai (nor of a relative ``ai``)."""
    path = Path(PLAYERS[name].__file__)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        for n in names:
            assert not (n == "engine.ai" or n.startswith("engine.ai.") or n.split(".")[0] == "ai"), (path.name, n)
            assert not (n == "engine" and any(a.name == "ai" for a in node.names)), (path.name, n)


def test_set_ups_are_explicit_and_legal():
    """LQ-3.5: each sends its own arrangement; the guard's Guard stands beside the Princess."""
    s = api.new_game(GAME, "yardstick-setup")
    for seed in ("s1", "s2", "s3"):
        for player in (lq_prestige, lq_guard):
            action = player.choose(s, seed, None)
            assert action != "setup random" and rules.is_legal(s, action)
        guarded = api.apply(s, lq_guard.choose(s, seed, None))
        line = guarded["lines"][0]
        assert line.index("Guard") + 2 in (6, 8)   # LQ-3.1: the Princess on 7; LQ-5.11


def test_both_take_the_colour_that_wins():
    """LQ-5.4, LQ-8.2: a Noble's free colour that completes three of each is taken."""
    s = make(phase="resolve", pending=["pick 0"], prestige=((3, 3, 2), (0, 0, 0)))
    for player in (lq_prestige, lq_guard):
        assert player.choose(s, "win", None) == "take blue"


def test_the_guard_moves_its_princess_out_of_an_assassins_aim():
    """LQ-5.2: a face-up Assassin of the other seat on the Princess's position turns her face
    down when that total is rolled; with no Guard beside her (LQ-5.11) the court step (LQ-7.1)
    moves her away."""
    s = make({6: "Princess", 7: "noble", 5: "clown", 2: "guard"}, {6: "Assassin", 7: "Princess"},
             phase="court", to_move=0)
    action = lq_guard.choose(s, "aim", None)
    assert action in ("swap 5-6", "swap 6-7")
