"""Properties over many seeded random games (RK-4 … RK-13 as invariants).

The games are played once through the public API (helpers.random_game: 2p and 4p, with varying
bias toward card plays so both end conditions and reshuffles occur) and shared by the properties.
ROSARIUM_TEST_GAMES sets how many (tests/settings.py; the Pyodide run uses fewer). The
fast-core-only properties run several times as many games, since they are cheap.
"""

import json
import random

import pytest

from engine import api
from engine.errors import IllegalAction
from engine.games.rose_king import rules
from engine.games.rose_king.fast import ACTION_INDEX, ACTION_NAMES, FastState, random_playout
from engine.games.rose_king.geometry import CARDS
from engine.games.rose_king.state import new_state

from .helpers import GAMES, make_state, pick_variant, play_out, random_game, random_state, scaled, tokens

SEED_BASE = 10_000
_CACHE = {}


def games():
    """GAMES random games as (seed, states, record); played once per test session."""
    if "games" not in _CACHE:
        out = []
        for seed in range(SEED_BASE, SEED_BASE + GAMES):
            states, rec = play_out(seed)
            out.append((seed, states, rec))
        _CACHE["games"] = out
    return _CACHE["games"]


def plies():
    """Every (state, entry, next_state) of every cached game."""
    for _, states, rec in games():
        for before, entry, after in zip(states, rec["actions"], states[1:]):
            yield before, entry, after


def sampled_states(stride=3):
    """Every ``stride``-th state of each game plus its last one (for the dearer checks)."""
    for _, states, _ in games():
        yield from states[::stride]
        yield states[-1]


def cards_of(state):
    return [c for h in state["hands"] for c in h] + state["draw_pile"] + state["discard_pile"]


# ---------------------------------------------------------------- the games themselves

def test_random_games_cover_both_variants_ends_and_special_moves():
    """A guard on the generator: otherwise the properties below would test too little."""
    got = set()
    for _, states, rec in games():
        got.add(states[0]["variant"])
        got.add(rec["result"]["reason"])
        for e in rec["actions"]:
            if "reshuffle" in e:
                got.add("reshuffle")
            if e["action"].startswith("hero "):
                got.add("hero")
            if e["action"] == "pass":
                got.add("pass")
    need = {"2p", "last token placed", "reshuffle", "hero"} if GAMES >= 20 else {"2p"}
    if GAMES >= 50:
        need |= {"4p", "no one can act", "pass"}
    assert need <= got


def test_property_rk_11_1_cards_conserved_and_rk_1_2_tokens_bounded():
    for before, entry, after in plies():
        cards = cards_of(after)
        assert sorted(cards) == sorted(CARDS)                   # all 24, each exactly once
        assert tokens(after) <= 52
        limit = 5 if after["variant"] == "2p" else 3
        assert all(len(h) <= limit for h in after["hands"])


def test_property_token_count_grows_by_one_on_a_play_and_stays_otherwise():
    for before, entry, after in plies():
        a = entry["action"]
        seat = before["to_move"]
        n0, n1 = tokens(before), tokens(after)
        if a in ("draw", "pass"):
            assert n1 == n0 and after["board"] == before["board"]
        elif a.startswith("hero "):
            assert n1 == n0 and after["heroes"][seat] == before["heroes"][seat] - 1
        else:
            assert n1 == n0 + 1 and after["heroes"] == before["heroes"]
        if not a.startswith("hero "):
            assert after["heroes"] == before["heroes"]
        assert after["to_move"] == (seat + 1) % len(before["hands"])      # RK-4.1, RK-10.1


def test_property_rk_4_2_pass_alone_and_rk_8_game_ends_cleanly():
    for _, states, rec in games():
        for s in states[:-1]:
            legal = api.legal_actions(s)
            assert legal and api.outcome(s) is None and api.current_player(s) == s["to_move"]
            assert legal == ["pass"] or "pass" not in legal
            assert len(set(legal)) == len(legal)
        end = states[-1]
        assert api.legal_actions(end) == [] and api.current_player(end) is None
        res = api.outcome(end)
        assert res == rec["result"] is not None
        assert res["reason"] == ("last token placed" if tokens(end) == 52 else "no one can act")
        assert rec["actions"][-1]["action"] != "pass"                    # RK-8.2: no trailing passes
        if res["reason"] == "no one can act":                            # everyone full and stuck
            limit = 5 if end["variant"] == "2p" else 3
            assert all(len(h) == limit for h in end["hands"])
        r = api.returns(end)
        assert sorted(set(r)) in ([0.0], [-1.0, 1.0]) and sum(r) == 0


def test_property_rk_9_outcome_figures_are_consistent():
    for _, states, rec in games():
        res = rec["result"]
        for side in res["sides"]:
            assert side["points"] == sum(n * n for n in side["territories"])
            assert side["tokens"] == sum(side["territories"])
            assert side["largest"] == max(side["territories"], default=0)
        assert res["scores"] == [res["sides"][0]["points"], res["sides"][1]["points"]]
        assert sum(s["tokens"] for s in res["sides"]) == tokens(states[-1])
        key = [(s["points"], s["largest"], s["tokens"]) for s in res["sides"]]
        if key[0] == key[1]:
            assert res["winner"] is None and res["decided_by"] == "draw"
        else:
            assert res["winner"] == (0 if key[0] > key[1] else 1)


# ---------------------------------------------------------------- fast core against the JSON rules

def test_property_fast_core_agrees_with_the_api_at_every_step():
    for _, states, rec in games():
        f = FastState.from_state(states[0])
        for before, entry, after in zip(states, rec["actions"], states[1:]):
            legal = api.legal_actions(before)
            assert [ACTION_NAMES[m] for m in FastState.from_state(before).legal()] == legal
            assert [ACTION_NAMES[m] for m in f.legal()] == legal
            f.apply(ACTION_INDEX[entry["action"]])        # its own generator reshuffles
            assert f.to_state() == after
        end = states[-1]
        assert f.legal() == [] and f.is_terminal()
        res = api.outcome(end)
        figs = f.figures()
        for side in (0, 1):
            assert {k: figs[side][k] for k in ("points", "largest", "tokens", "territories")} == res["sides"][side]
        assert f.winner() == res["winner"]


def test_property_fast_deal_equals_json_deal():
    for seed in range(scaled(4, 20)):
        for variant in ("2p", "4p"):
            assert FastState.new_game(seed, variant).to_state() == new_state(seed, variant)
            assert FastState.from_state(new_state(seed, variant)).to_state() == new_state(seed, variant)


def test_property_fast_playouts_end_in_valid_states_scored_like_the_rules():
    """Many cheap games on the fast core: every end state loads, is terminal for the JSON rules,
    and the fast figures equal the reference scoring."""
    for i in range(scaled(6, 20)):
        variant = pick_variant(i)
        f = random_playout(FastState.new_game(i, variant), i * 7919 + 3)
        s = api.load_state(f.to_state())                    # cards conserved, <= 52 tokens, ...
        assert rules.is_terminal(s)
        assert tokens(s) == f.tokens <= 52
        res = api.outcome(s)
        figs = f.figures()
        assert [x["points"] for x in figs] == res["scores"]
        assert [x["territories"] for x in figs] == [x["territories"] for x in res["sides"]]
        assert f.winner() == res["winner"]


# ---------------------------------------------------------------- purity and round trips

def _snapshot(s):
    return json.dumps(s, sort_keys=True)


def test_property_api_functions_never_change_their_input_and_return_fresh_lists():
    r = random.Random(5)
    for i, s in enumerate(sampled_states(7)):
        snap = _snapshot(s)
        legal = api.legal_actions(s)
        for a in r.sample(legal, min(2, len(legal))):
            new = api.apply(s, a)
            # the new state shares no list with the old one: changing it cannot leak back
            for k in ("board", "hands", "heroes", "draw_pile", "discard_pile"):
                assert new[k] is not s[k]
            assert all(h1 is not h0 for h1, h0 in zip(new["hands"], s["hands"]))
            api.describe_action(s, a)
        api.outcome(s)
        api.returns(s)
        api.to_position(s)
        if i % 4 == 0:
            api.ui_state(s, 0)
        for seat in range(len(s["hands"])):
            api.view(s, seat)
        assert _snapshot(s) == snap


def test_property_rk_11_load_state_round_trips_json():
    for s in sampled_states(2):
        assert api.load_state(json.dumps(s)) == s
        assert api.load_state(s) == s


def test_property_rk_12_position_round_trips():
    for s in sampled_states(2):
        p = api.to_position(s)
        assert api.from_position(p) == s
        assert "\n" not in p and p.startswith("rk ")


def test_property_rk_11_5_view_hides_draw_order_and_rng_and_nothing_else():
    for s in sampled_states(3):
        views = [api.view(s, seat) for seat in range(len(s["hands"]))]
        assert all(v == views[0] for v in views)            # everything else is public to all
        v = views[0]
        assert v["draw_pile"] == [c for c in CARDS if c in s["draw_pile"]]
        assert v["rng"] is None and v["hidden"] == ["draw_pile_order", "rng"]
        rest = [k for k in s if k not in ("draw_pile", "rng")]
        assert {k: v[k] for k in rest} == {k: s[k] for k in rest}
        assert set(v) == set(s) | {"hidden"}
        assert api.legal_actions(v) == api.legal_actions(s)


# ---------------------------------------------------------------- records and seeds

def test_property_rk_13_every_record_replays_to_the_same_states_and_outcome():
    for _, states, rec in games():
        again = api.replay(json.loads(json.dumps(rec)))     # through JSON text, as a file would
        assert again == states and api.outcome(again[-1]) == rec["result"]


def test_property_rk_13_records_replay_from_the_seed_alone():
    for _, states, rec in games()[:scaled(0.1, 2)]:
        assert api.replay(dict(rec, start=None)) == states


def test_property_same_seed_same_game():
    for seed, states, rec in games()[:scaled(0.1, 2)]:
        again = list(random_game(seed))
        assert [a for _, a, _, _ in again] == [e["action"] for e in rec["actions"]]
        assert [again[0][0]] + [n for _, _, n, _ in again] == states


@pytest.mark.parametrize("variant", ["2p", "4p"])
def test_property_deal_is_a_permutation_of_the_cards(variant):
    in_first_hand = set()
    for seed in range(max(100, GAMES)):
        s = api.new_game("rose-king", seed, {"variant": variant})
        assert sorted(cards_of(s)) == sorted(CARDS) and s["discard_pile"] == []
        in_first_hand.update(s["hands"][0])
    assert in_first_hand == set(CARDS)                      # any card can be dealt to seat 0


# ---------------------------------------------------------------- arbitrary (not only reachable) states

def arbitrary_states(n, salt):
    r = random.Random(salt)
    for _ in range(n):
        yield random_state(r)


def test_property_arbitrary_states_load_and_round_trip():
    for s in arbitrary_states(scaled(5, 20), "round trip"):
        assert api.load_state(s) == s
        assert api.load_state(json.dumps(s)) == s
        assert api.from_position(api.to_position(s)) == s


def test_property_fast_core_agrees_with_the_rules_on_arbitrary_states():
    """Every legal action of every state, including near-full boards, empty draw piles (reshuffle
    by the state's generator) and seats without heroes."""
    for s in arbitrary_states(scaled(5, 20), "fast"):
        snap = _snapshot(s)
        legal = api.legal_actions(s)
        f = FastState.from_state(s)
        assert [ACTION_NAMES[m] for m in f.legal()] == legal
        assert f.to_state() == s
        assert f.is_terminal() == rules.is_terminal(s) == (legal == [])
        for side, ref in zip(f.figures(), rules.score(s)):
            assert {k: side[k] for k in ("points", "largest", "tokens", "territories")} == \
                {k: ref[k] for k in ("points", "largest", "tokens", "territories")}
        for a in legal:
            g = f.copy()
            g.apply(ACTION_INDEX[a])
            assert g.to_state() == api.apply(s, a)
        assert _snapshot(s) == snap


def test_property_actions_outside_the_legal_list_are_refused():
    r = random.Random("illegal")
    for s in arbitrary_states(scaled(2, 10), "illegal"):
        legal = api.legal_actions(s)
        for a in r.sample(ACTION_NAMES, 6) + ["", "N4", "hero", "hero pass", "draw "]:
            if a in legal:
                continue
            with pytest.raises(IllegalAction) as exc:
                api.apply(s, a)
            assert exc.value.legal == legal


def test_fast_core_agrees_with_the_rules_on_views():
    """A view has no generator (rng null): both cores reshuffle with the same default."""
    s = make_state(hands=(["N1"], ["S1"]), draw_pile=[], rng="00000000000000aa")
    v = api.view(s, 0)
    assert v["rng"] is None
    f = FastState.from_state(v)
    f.apply(ACTION_INDEX["draw"])
    ref = api.apply(v, "draw")
    assert f.to_state() == {k: v for k, v in ref.items() if k != "hidden"}
