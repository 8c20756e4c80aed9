"""Hint, Win chance and the review's analysis on a game with a friend (TBL-2.3, web/REMOTE.md
"Advice"): the page hands the engine the positions it shows, a side's view (LQ-10.2) or The Rose
King's state with the pile a set and no generator (RK-11.5); each is searched without an error
and without a secret: the other side's hidden tiles, and its own when it is the one to move, are
dealt afresh for every search rather than taken from one filling of the view."""

import json

from engine import ai, api
from engine.games.long_live_the_queen import state as lq_state
from engine.remote import protocol as P
from tests.engine.remote_play import Pair, random_chooser
from tests.engine.test_remote_lltq import chooser

LQ = "long-live-the-queen"


def _whole(game, seat, seed):
    pair = Pair(seat, game=game)
    choose = chooser(seed) if game == LQ else random_chooser(seed, 0.6)
    while pair.turn(choose) is not None:
        pass
    return pair


def _searchable(states):
    return [st for st in states if api.outcome(st) is None and api.current_player(st) is not None]


def test_lq_views_are_analysed_through_the_page_functions():
    """Every position a side is shown, for its own move and for its friend's, through the JSON
    twins the page calls: an answer, a win chance in 0..1, a legal action (LQ-10.2)."""
    pair = _whole(LQ, 0, 12)
    for seat in (0, 1):
        states = _searchable(P.screen(pair.docs[seat])["states"])[::5]
        assert {api.current_player(st) for st in states} == {0, 1}
        for k, st in enumerate(states):
            res = json.loads(api.analyse_json(json.dumps(st), '"medium"', json.dumps(f"h{k}"), "20"))
            assert 0 <= res["win_chance"] <= 1
            legal = api.legal_actions(api.load_state(st))
            # LQ-3.5: a set-up is listed as "setup random" and may be any arrangement
            assert res["action"] in legal or (legal == ["setup random"] and res["action"].startswith("setup "))
        out = json.loads(api.analyse_positions_json(json.dumps(states), '"medium"', json.dumps([f"r{k}" for k in range(len(states))]), "10"))
        assert [o["player"] for o in out] == [api.current_player(st) for st in states]
        assert all(0 <= o["win_chance"] <= 1 for o in out)


def test_friend_to_move_is_searched_on_fresh_deals_of_its_own_tiles(monkeypatch):
    """LQ-10.2: a side's view holds none of its friend's face-down tiles; when the friend is the one
    to move, its search gets several deals of them consistent with the view, not one canonical
    filling that would act as if its court were known."""
    pair = _whole(LQ, 1, 13)
    sc = P.screen(pair.docs[0])
    view = next(st for st in _searchable(sc["states"]) if api.current_player(st) == 1 and st["phase"] != "setup"
                and None in st["lines"][1])
    seen = []
    real = ai.analyse

    def spy(state, level, seed, time_ms=None, **kw):
        seen.append(state)
        return real(state, level, seed, time_ms, **kw)
    monkeypatch.setattr(ai, "analyse", spy)
    api.analyse(view, "medium", "w", 40)
    assert len(seen) == api.VIEW_DEALS
    for full in seen:
        shown = lq_state.view(full, 0)
        assert shown["lines"] == view["lines"] and shown["masters"] == view["masters"]
        assert None not in full["lines"][1]
    assert len({json.dumps(full["lines"][1]) + str(full["masters"][1]) for full in seen}) > 1
    # this side's own move: one search on its own view, the friend's tiles sampled inside it
    seen.clear()
    own = next(st for st in _searchable(sc["states"]) if api.current_player(st) == 0 and st["phase"] != "setup")
    api.analyse(own, "medium", "w", 40)
    assert len(seen) == 1


def test_rk_friend_positions_are_analysed_with_the_pile_a_set():
    """RK-11.5: the pile sorted and no generator; the search deals the pile per sample, so a hint
    answers on every position of a game with a friend."""
    pair = _whole("rose-king", 0, 14)
    states = _searchable(P.screen(pair.docs[1])["states"])[::6]
    assert all(st["rng"] is None for st in states)
    for k, st in enumerate(states):
        res = json.loads(api.analyse_json(json.dumps(st), '"medium"', json.dumps(f"k{k}"), "20"))
        assert res["action"] in api.legal_actions(st) and 0 <= res["win_chance"] <= 1
