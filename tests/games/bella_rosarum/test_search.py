"""Bella Rosarum's ``hard`` and ``max`` on the shared search (engine/ai/bella_rosarum/
search_game.py, sampler.py, evaluate.py): the adapter agrees with the rules, determinisations
keep the deciding seat's view (BR-14), decisions are reproducible and honest, Parliament (BR-19)
and declared cards (BR-20.3) are used when they help, time is bounded."""

import random
import time

import pytest

import engine.games.bella_rosarum as B
from engine import ai, api
from engine.ai import level_settings
from engine.ai.bella_rosarum import Game, Sampler
from engine.ai.bella_rosarum.evaluate import shares
from engine.ai.bella_rosarum.search_game import TURN
from engine.games.bella_rosarum import rules

from .test_ai import _states
from .test_part2 import _attack_board, _king_board, play

HARD = ai.PLAYERS[B.NAME]


def _positions(n=2, plies=90, every=5):
    """Seeded positions of random play (3 and 4 seats), every phase but the game's end."""
    return _states(n, plies, every, "brs")


def _game():
    return Game(level_settings.settings(HARD, "hard")[1])


def _public(v):
    """A view without the sample's horizon mark, its deck order and generator (BR-14.1)."""
    v = dict(v)
    v.pop(TURN, None)
    return v


def test_samples_keep_the_view_and_deal_every_hidden_card_br_14():
    for i, s in enumerate(_positions()):
        seat = s["to_move"]
        v = B.view(s, seat)
        sampler = Sampler(v, seat)
        x = i + 1
        orders = set()
        for _ in range(3):
            f, x = sampler.sample(x)
            assert _public(B.view(f, seat)) == v
            B.load({k: val for k, val in f.items() if k != TURN})   # a valid full state
            orders.add(tuple(f["events"]))
        assert len(orders) > 1   # the event deck's order is drawn afresh


def test_adapter_legal_and_apply_agree_with_the_rules():
    G = _game()
    for i, s in enumerate(_positions()):
        seat = s["to_move"]
        f, _ = Sampler(B.view(s, seat), seat).sample(i)
        legal = G.legal(f)
        full = rules.legal_actions(f)
        assert legal and set(legal) <= set(full) and "concede" not in legal
        if f["phase"] != "move":
            assert legal == [a for a in full if a != "concede"]
        else:   # BR-6: medium's best moves, then "end move"
            assert legal[-1] == "end move" and len(legal) <= G.width + 1
        a = legal[i % len(legal)]
        g = G.copy(f)
        key = G.apply(g, a)
        want, chance, _ = rules.apply_events(f, a)
        assert g == want
        assert key == (tuple(sorted(chance.items())) if chance else None)
        assert G.current(g) == g["to_move"]


def test_rewards_are_shares_and_exact_at_the_end_br_13():
    G = _game()
    s = _positions(1)[-1]
    r, res = G.rewards(dict(s, **{TURN: (0, 0, 0)}))
    for v in (r, res):
        assert len(v) == s["players"] and abs(sum(v) - 1) < 1e-9 and all(0 <= x <= 1 for x in v)
    # the reported chance is calmer than the reward, on the same side of a fair share
    best = max(range(len(r)), key=r.__getitem__)
    assert 1 / len(r) <= res[best] <= r[best]
    over = dict(s, phase="over", result={"winner": 1, "reason": "four-turns", "round": 5})
    assert shares(over, 10.0) == [0.0, 1.0, 0.0]


def test_the_horizon_is_the_end_of_the_decided_turn():
    G = _game()
    s = _positions(1)[3]
    seat = s["to_move"]
    f, x = Sampler(B.view(s, seat), seat).sample(7)
    G.playout(f, x)
    assert f["phase"] in ("event", "over")
    assert f["phase"] == "over" or (f["round"], f["to_move"]) != (s["round"], seat)
    assert G.legal(f) == []


@pytest.mark.parametrize("players", [3, 4])
def test_hard_is_legal_reproducible_and_decides_from_the_view_only_br_14(players):
    s = B.new_state(f"brs-view:{players}", {"players": players})
    r = random.Random(players)
    checked = 0
    while checked < 3:
        legal = rules.legal_actions(s)
        if s["phase"] in ("combat", "crown") and len(legal) > 1:
            seat = s["to_move"]
            a = ai.choose(s, "hard:variants=0,iterations=12", 5)
            assert a in legal
            assert ai.choose(s, "hard:variants=0,iterations=12", 5) == a
            other = B.redeal_hidden(s, seat, f"other:{checked}")   # the hidden parts changed
            assert other["deck"] != s["deck"] or other["events"] != s["events"]
            assert ai.choose(other, "hard:variants=0,iterations=12", 5) == a
            checked += 1
        s, _, _ = B.apply(s, r.choice([a for a in legal if a != "concede"]))


def test_hard_summons_a_parliament_that_grants_its_noble_a_bishopric_br_19():
    s = play(_king_board(["abp-york"]), "end combat")
    assert rules.legal_actions(s) == ["end parliament", "summon"]
    assert ai.choose(s, "hard:variants=0,iterations=20", 1) == "summon"
    s2 = play(s, "summon")
    assert ai.choose(s2, "hard:variants=0,iterations=20", 1) == "grant warwick"   # BR-19.5: the Lords carry it


def test_hard_declares_a_card_to_defend_its_noble_br_20_3():
    s, _ = _attack_board({1: ["merc-french"]})
    s2 = play(s, "battle @11,10 @12,10")
    assert rules.legal_actions(s2) == ["pass", "play 1 dacre"]
    assert ai.choose(s2, "hard:variants=0,iterations=20", 1) == "play 1 dacre"


def test_analyse_gives_a_win_chance_and_max_keeps_its_time_bound():
    s = next(p for p in _positions() if p["phase"] == "combat" and len(rules.legal_actions(p)) > 1)
    out = api.analyse(s, "hard", 3, 5000)   # rollouts (hard_policy.py): playouts only where candidates differ
    assert out["action"] in rules.legal_actions(s)
    assert 0.0 <= out["win_chance"] <= 1.0 and out["playouts"] >= 0
    out = api.analyse(s, "hard:variants=0", 3, 5000)   # the search
    assert 0.0 <= out["win_chance"] <= 1.0 and out["playouts"] > 0
    t = time.perf_counter()
    assert ai.choose(s, "max:variants=0", 3, 150) in rules.legal_actions(s)
    assert time.perf_counter() - t < 5.0   # loose: the search stops at its deadline (every 16 iterations)


def test_analyse_searches_the_move_phase_that_hard_leaves_to_medium():
    # hard:variants=0 is the one-turn MCTS (search_game.py): it moves as medium does (BR-6)
    s = next(p for p in _positions() if p["phase"] == "move" and len(rules.legal_actions(p)) > 2)
    info = ai.decide(s, "hard:variants=0", 2)[1]
    assert info.get("opening")
    out = api.analyse(s, "hard:variants=0,iterations=8", 2)
    assert out["playouts"] > 0 and out["action"] in rules.legal_actions(s) and 0.0 <= out["win_chance"] <= 1.0
