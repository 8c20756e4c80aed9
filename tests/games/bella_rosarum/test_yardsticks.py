"""Bella Rosarum's outside-style yardsticks (tools/lab/yardsticks/br_greedy.py, br_cautious.py): whole
games of legal moves, decisions from the seat's view only (BR-14.1), deterministic for a seed,
never importing our levels (engine/ai/), and the points of their styles on built positions."""

import ast
import functools
import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine.games.bella_rosarum as B
from engine import ai, api
from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import moves, rules
# (the engine suite inside Pyodide has no tools/lab/yardsticks/)
br_cautious = pytest.importorskip("tools.lab.yardsticks.br_cautious")
br_greedy = pytest.importorskip("tools.lab.yardsticks.br_greedy")

from .test_rules import board

ROOT = Path(__file__).resolve().parents[3]
PLAYERS = {"brgreedy": br_greedy, "brcautious": br_cautious}


def play(seats, seed, check=None):
    """A whole 3-player game: ``seats`` a module (a yardstick) or a level name of engine.ai per
    seat; every yardstick move is checked legal (and by ``check(state, action, name)``). Returns
    the states the yardsticks decided at and the final state."""
    s = api.new_game("bella-rosarum", seed, {"variant": "3p"})
    decided = []
    ply = 0
    while api.current_player(s) is not None:
        who = s["to_move"]
        player = seats[who]
        key = f"{seed}:{ply}"
        if isinstance(player, str):
            a = ai.choose(s, player, key)
        else:
            a = player.decide(s, key)
            assert a in rules.legal_actions(s), (player.NAME, s["phase"], a)
            if check:
                check(s, a, player.NAME)
            decided.append((s, key, player))
        s = api.apply(s, a)
        ply += 1
    return decided, s


def _style(s, a, name):
    """Points each style keeps on every move: a crown is taken at once (BR-10.3); the cautious
    player battles only at 2:1 or better (BR-7.3's column 4)."""
    legal = rules.legal_actions(s)
    if any(x.startswith("crown ") for x in legal):
        assert a.startswith("crown "), (name, a)
    if name == "brcautious" and a.startswith("battle "):
        w = a.split()
        att = [w[3]] if len(w) == 4 else B.state.nobles_at(s, w[1], s["to_move"])
        assert rules.ratio_column(B.state.troops(s, att), B.state.troops(s, B.state.nobles_at(s, w[2]))) >= 4


@functools.lru_cache(maxsize=None)
def _games():
    """Three whole games, seeds named: each yardstick against itself, and both with easy."""
    return [play((br_greedy, br_greedy, br_greedy), "yard-g1", _style),
            play((br_cautious, br_cautious, br_cautious), "yard-c1", _style),
            play(("easy", br_greedy, br_cautious), "yard-m1", _style)]


def test_each_yardstick_plays_whole_three_player_games_with_legal_moves_to_the_end_br_13():
    for decided, final in _games():
        assert final["phase"] == "over" and final["result"]["reason"] in B.state.REASONS
        assert decided


def _positions(every=17):
    return [d for decided, _ in _games() for d in decided[::every]]


def _hidden_hand_twins(s, seat):
    """Two states that differ only in what ``seat`` cannot see: another seat keeps two cards, not
    the same two (taken from the crown deck, BR-12.1), and the decks' orders differ (BR-14.1)."""
    other = (seat + 1) % s["players"]
    deck = [c for c in s["deck"] if c not in D.ROYALTY_CARDS]
    twins = []
    for pick in (deck[:2], deck[-2:]):
        t = json.loads(json.dumps(s))
        t["hands"][other] = t["hands"][other] + pick
        t["deck"] = [c for c in t["deck"] if c not in pick]
        twins.append(t)
    twins[1]["deck"].reverse()
    return twins


def test_a_yardstick_decides_from_the_seats_view_only_br_14_1():
    n = 0
    for s, key, player in _positions():
        seat = s["to_move"]
        a = player.decide(s, key)
        assert player.decide(api.view(s, seat), key) == a               # the view decides alike
        assert player.decide(B.redeal_hidden(s, seat, f"x{key}"), key) == a   # hidden cards dealt afresh
        if len(s["deck"]) > 4:
            one, two = _hidden_hand_twins(s, seat)
            assert player.decide(one, key) == player.decide(two, key) == a
            n += 1
    assert n > 12


def test_a_yardstick_is_deterministic_for_a_seed_and_its_choose_is_its_decision():
    for s, key, player in _positions(every=23):
        a = player.choose(s, key, None)
        assert a == player.choose(json.loads(json.dumps(s)), key, 50) == player.decide(s, key)


def test_the_view_lists_the_same_legal_actions_as_the_full_state_br_14_1():
    """The yardsticks choose from the view's legal actions: they are the full state's."""
    for s, _, _ in _positions(every=7):
        assert rules.legal_actions(api.view(s, s["to_move"])) == rules.legal_actions(s)


# --- never our levels ------------------------------------------------------------------------------
def _imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            yield base
            yield from (f"{base}.{a.name}" if node.module else f"{base}{a.name}" for a in node.names)


@pytest.mark.parametrize("path", sorted((ROOT / "tools" / "lab" / "yardsticks").glob("br_*.py")), ids=lambda p: p.name)
def test_no_yardstick_module_imports_our_levels(path):
    """engine/ai/ and the tools that import it stay out of the players' sources: they import only
    engine.api, engine.rng, the game's rules modules and one another."""
    for name in _imports(path):
        assert not (name == "engine.ai" or name.startswith("engine.ai.")), (path.name, name)
        assert name.startswith((".", "engine.")) or name in ("engine",) or "." not in name \
            or name.startswith("tools.lab.yardsticks"), (path.name, name)
        assert not name.startswith("tools.") or name.startswith("tools.lab.yardsticks"), (path.name, name)
        if name.startswith("engine."):
            assert name.startswith(("engine.api", "engine.rng", "engine.games.bella_rosarum")), (path.name, name)


def test_importing_the_yardsticks_loads_nothing_of_engine_ai():
    code = ("import sys; import tools.lab.yardsticks.br_greedy, tools.lab.yardsticks.br_cautious; "
            "bad = [m for m in sys.modules if m == 'engine.ai' or m.startswith('engine.ai.')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    got = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert got.returncode == 0, got.stdout + got.stderr


# --- the styles on built positions ------------------------------------------------------------------
def _beside(place):
    """An open land cell next to ``place`` from which it may be besieged (BR-8.1)."""
    cell = moves.PLACE_OPEN[place]
    x, y = B.state.cell_of(cell)
    return next(f"@{x + dx},{y + dy}" for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                if (dx or dy) and (x + dx, y + dy) in D.LAND and moves.near(f"@{x + dx},{y + dy}", place))


def test_both_crown_at_once_br_10_3():
    """York with a noble holding a cleric at London (BR-10.3): crowned in the coronation phase."""
    s = board({"warwick": (0, "tower-of-london", ["abp-canterbury"])}, phase="coronation",
              royals={"york": {"place": "tower-of-london"}, "henry": {"place": "calais"}})
    assert "crown york" in rules.legal_actions(s)
    for player in PLAYERS.values():
        assert player.choose(s, 1, None) == "crown york"


def test_greedy_besieges_a_free_royals_place_and_cautious_too_when_it_is_safe_br_8_2():
    """A 400-troop stack beside Ludlow, York inside with no controller and no rival near: the
    siege (it fails only to Bad Weather, BR-8.2) takes York (BR-9.2)."""
    at = _beside("ludlow")
    s = board({"warwick": (0, at, ["merc-french"])}, phase="combat")
    assert f"siege {at} ludlow" in rules.legal_actions(s)
    for player in PLAYERS.values():
        assert player.choose(s, 1, None) == f"siege {at} ludlow"


def _open_pair():
    """Two neighbouring open land cells with no place in or beside either (nothing to besiege),
    near the middle of the map."""
    for x, y in sorted(D.LAND, key=lambda c: (abs(c[0] - 12) + abs(c[1] - 12), c)):
        a, b = f"@{x},{y}", f"@{x + 1},{y}"
        if (x + 1, y) in D.LAND and not D.PLACES_IN_CELL.get((x, y)) and not D.PLACES_IN_CELL.get((x + 1, y)) \
                and moves.near(a, b) and not moves.near_places(a) and not moves.near_places(b):
            return a, b
    raise AssertionError("no open pair")


def test_cautious_does_not_battle_at_even_odds_and_greedy_does_for_a_prize_br_7_3():
    """Two stacks of 300 troops side by side in the open (the 1:1 column, BR-7.3): the cautious
    player ends combat; the greedy one attacks, the rival stack being Somerset, who is Beaufort,
    an heir (BR-1.6), and its troops."""
    a, b = _open_pair()
    s = board({"warwick": (0, a, []), "somerset": (1, b, ["merc-gascon"])}, phase="combat")
    assert B.state.troops(s, ["warwick"]) == B.state.troops(s, ["somerset"])
    assert f"battle {a} {b}" in rules.legal_actions(s)
    assert br_cautious.choose(s, 1, None) == "end combat"
    assert br_greedy.choose(s, 1, None) == f"battle {a} {b}"


def _sitting(rivals):
    """Seat 0 holds Henry VI at London, the sole crowned king (BR-19.1); an earldom waits in the
    Chancery (BR-19.3)."""
    s = board(dict({"warwick": (0, "tower-of-london", [])}, **rivals), phase="parliament",
              royals={"henry": {"place": "tower-of-london"}})
    s = json.loads(json.dumps(s))
    s["deck"].remove("earldom-kent")
    s["chancery"] = ["earldom-kent"]
    s = B.load(s)
    assert "summon" in rules.legal_actions(s)
    return s


def test_cautious_summons_parliament_only_when_its_grants_pass_br_19_4():
    """With no rival near Westminster its own noble's grant passes both houses (BR-19.4, BR-19.5):
    both summon. With a rival attending whose influence outvotes it, the cautious player lets the
    phase pass and the greedy one summons all the same."""
    alone = _sitting({})
    assert br_cautious.choose(alone, 1, None) == br_greedy.choose(alone, 1, None) == "summon"
    near = "@15,15"
    assert (15, 15) in D.LAND
    outvoted = _sitting({"buckingham": (1, near, ["treasurer", "abp-york"])})
    assert not br_cautious.C.own_grants_before_summoning(outvoted, 0)
    assert br_cautious.choose(outvoted, 1, None) == "end parliament"
    assert br_greedy.choose(outvoted, 1, None) == "summon"


def test_the_runner_makes_them_levels_of_engine_ai_choose_for_bella_rosarum_only():
    """tools/lab/yardstick_arena.py adds the two to engine.ai's registry (in this test only) under
    the outside levels' game check, and draws each seat's level from the seed."""
    from engine.ai import registry
    from engine.errors import UnknownGame
    from tools.lab import yardstick_arena as Y

    added = [n for n in Y.YARDSTICKS if n not in registry.OUTSIDE_LEVELS]
    try:
        Y.register()
        for s, key, player in _positions(every=61):
            assert ai.choose(s, player.NAME, key) == player.choose(s, key, None)
        with pytest.raises(UnknownGame):
            ai.choose(api.new_game("rose-king", 1), "brgreedy", 1)
        pool = list(Y.ORDER_POOL)
        assert set(pool) == {"brgreedy", "brcautious"}
        drawn = [Y.seat_levels("yard-order", i, 3, pool) for i in range(12)]
        assert drawn == [Y.seat_levels("yard-order", i, 3, pool) for i in range(12)]
        assert {lv for levels in drawn for lv in levels} == set(pool)
    finally:
        for n in added:
            registry.OUTSIDE_LEVELS.pop(n, None)
