"""Computer opponents (engine.ai, The Rose King's knowledge in engine.ai.rose_king): evaluation
pieces, legality, determinism, honest play, budgets.

Search budgets here are small on purpose (the whole file runs in seconds); strength is measured
in the arena (python -m engine.arena), not in tests.
"""

import json
import random

import pytest

from engine import ai, api
from engine.ai import expectimax, rose_king
from engine.ai.level_settings import defaults
from engine.ai.rose_king import evaluate
from engine.games.rose_king.fast import BIT, DRAW, FastState, random_playout
from engine.games.rose_king.geometry import SQUARE_INDEX

from .helpers import board, make_state, off_board_cards

SMALL = "mcts:iterations=60"
KNOBS = defaults(rose_king)
LEVELS = ["random", "easy", "medium", SMALL, "ab2"]


def bits(*squares):
    return sum(BIT[SQUARE_INDEX[s]] for s in squares)


def midgame(seed, plies):
    """A state after ``plies`` seeded random actions (a position with history, piles and a reshuffle soon)."""
    r = random.Random(seed)
    s = api.new_game("rose-king", seed)
    for _ in range(plies):
        legal = api.legal_actions(s)
        if not legal:
            break
        s = api.apply(s, r.choice(legal))
    return s


# --- evaluation pieces -------------------------------------------------------------------------

def test_points_rk_9_1_edges_connect_corners_do_not_and_rk_9_2_squares():
    assert evaluate.points(0) == 0
    assert evaluate.points(bits("a1", "a2", "b2")) == 9            # one territory of 3 (RK-9.1)
    assert evaluate.points(bits("a1", "b2")) == 2                  # corners do not connect
    # RK-9.2 worked check from the rule texts: territories 8, 2 and 1 are worth 69
    eight = bits("a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1")
    assert evaluate.points(eight | bits("a3", "b3") | bits("i9")) == 69
    # no wrap-around between the i file and the a file of the next rank
    assert evaluate.points(bits("i1", "a2")) == 2


def test_score_diff_is_points_difference_for_either_side():
    s = make_state(board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        R R R W . . . . W
    """), crown="c1", hands=(["N1"], ["N2"]))
    f = FastState.from_state(s)
    assert evaluate.score_diff(f, 0) == 9 - 2
    assert evaluate.score_diff(f, 1) == -(9 - 2)


def test_frontier_counts_empty_edge_neighbours_only():
    s = make_state(board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        R W . . . . . . .
    """), crown="a1", hands=(["N1"], ["N2"]))
    f = FastState.from_state(s)
    assert evaluate.frontier(f, 0) == 1       # a2 (b1 is taken by White, b2 is a corner)
    assert evaluate.frontier(f, 1) == 2       # b2 and c1


def test_reach_counts_playable_and_hero_cards_rk_5_and_rk_7():
    # crown on e5 (red token); N1 → e6 empty, E1 → f5 white (a hero play), S1 → e4 red (never, RK-7.4)
    rows = board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . R W . . .
        . . . . R . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    s = make_state(rows, crown="e5", hands=(["N1", "E1", "S1", "N3"], ["W1"]))
    f = FastState.from_state(s)
    assert evaluate.reach(f, 0) == (2, 1)
    s = make_state(rows, crown="e5", hands=(["N1", "E1", "S1", "N3"], ["W1"]), heroes=[0, 4])
    assert evaluate.reach(FastState.from_state(s), 0) == (2, 0)   # RK-7.3: no heroes left


def test_evaluate_prefers_a_hero_in_hand_and_a_bigger_territory():
    base = dict(crown="a1", hands=(["N1"], ["N2"]))
    rows = board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . W
        R R . . . . . . W
    """)
    a = FastState.from_state(make_state(rows, **base))
    b = FastState.from_state(make_state(rows, heroes=[3, 4], **base))
    assert evaluate.evaluate(a, 0) > evaluate.evaluate(b, 0)
    assert evaluate.evaluate(a, 0) == pytest.approx(-evaluate.evaluate(a, 1))


def test_final_result_agrees_with_outcome_rk_9_3_to_9_6():
    for seed in range(30):
        f = FastState.new_game(seed)
        random_playout(f, seed)
        res, margin = rose_king.final_result(f)
        out = api.outcome(f.to_state())
        assert margin == out["scores"][0] - out["scores"][1]
        assert res == {0: 1.0, 1: 0.0, None: 0.5}[out["winner"]]


# --- every level returns a legal action --------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_only_legal_actions(level):
    for seed, plies in ((1, 0), (2, 17), (3, 40), (4, 75)):
        s = midgame(seed, plies)
        if api.current_player(s) is None:
            continue
        assert ai.choose(s, level, seed) in api.legal_actions(s)


def test_progressive_bias_priors_favour_the_better_move():
    """The search's evaluation prior: joining own tokens (RK-9.2) beats a lone token."""
    rows = board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        R R . . . . . . .
        . R . . . . . . .
    """)
    # crown b1: N1 → b2 (taken, own: never, RK-7.4), NE1 → c2 joins the group, E3 → e1 alone
    s = make_state(rows, crown="b1", hands=(["NE1", "E3", "N1", "S1", "W2"], ["N2"]))
    f = FastState.from_state(s)
    moves = f.legal()
    assert sorted(moves) == [3, 8]                     # NE1, E3 (card indices)
    game = rose_king.Game(KNOBS)
    pri = dict(zip(moves, game.priors(f, moves, 0, False)))
    assert pri[3] == 1.0 and pri[8] < pri[3]
    assert ai.choose(s, "medium:iterations=100,pb=1", 1) == "NE1"


def test_four_player_game_gets_legal_actions_rk_10():
    s = api.new_game("rose-king", 3, {"variant": "4p"})
    for _ in range(6):
        a = ai.choose(s, SMALL, 7)
        assert a in api.legal_actions(s)
        s = api.apply(s, a)


def test_finished_game_has_nothing_to_choose():
    states = [midgame(9, 400)]
    assert api.current_player(states[-1]) is None
    with pytest.raises(ValueError):
        ai.choose(states[-1], "hard", 1)


# --- determinism and honest play (RK-6.3, RK-11.5) ---------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_and_budget_same_action(level):
    s = midgame(11, 21)
    assert ai.choose(s, level, 5) == ai.choose(s, level, 5)
    assert ai.choose(s, level, "x") == ai.choose(json.loads(json.dumps(s)), level, "x")


def test_hard_decision_uses_only_the_view_rk_11_5():
    s = midgame(12, 31)
    t = json.loads(json.dumps(s))
    t["draw_pile"].reverse()
    t["rng"] = "0000000000000001"
    assert t["draw_pile"] != s["draw_pile"]
    assert api.choose_action(t, "hard", 8) == api.choose_action(s, "hard", 8)


@pytest.mark.parametrize("level", LEVELS)
def test_decision_uses_only_the_view_rk_11_5(level):
    """Permuting the hidden draw pile order and changing the generator state changes nothing."""
    s = midgame(12, 25)
    assert len(s["draw_pile"]) >= 3
    r = random.Random(0)
    expected = ai.choose(s, level, 3)
    for k in range(2):
        t = json.loads(json.dumps(s))
        r.shuffle(t["draw_pile"])
        t["rng"] = f"{r.getrandbits(64):016x}"
        assert t["draw_pile"] != s["draw_pile"] or k
        assert ai.choose(t, level, 3) == expected
    assert ai.choose(api.view(s, s["to_move"]), level, 3) == expected


def test_analyse_is_honest_and_reports_a_win_chance():
    s = midgame(13, 30)
    a = api.analyse(s, "medium", 2)
    t = json.loads(json.dumps(s))
    t["draw_pile"].reverse()
    t["rng"] = "fedcba9876543210"
    assert api.analyse(t, "medium", 2) == a
    assert a["action"] in api.legal_actions(s)
    assert 0.0 <= a["win_chance"] <= 1.0
    assert 0 < a["playouts"] <= rose_king.LEVELS["medium"]["iterations"]   # it may stop once decided
    assert sum(a["visits"].values()) == a["playouts"]


# --- forced positions (RK-4.2, RK-7.5) ---------------------------------------------------------

def _stuck_hand(crown, n=5):
    return off_board_cards(crown)[:n]


def test_pass_is_returned_at_once_when_it_is_the_only_action_rk_4_2():
    rows = board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        R . . . . . . . .
    """)
    hand = _stuck_hand("a1")                          # full hand (RK-6.1), every card leaves the board
    s = make_state(rows, crown="a1", hands=(hand, ["N1", "E1"]))
    assert api.legal_actions(s) == ["pass"]
    for level in ("easy", "medium", "hard", "max", "ab4"):
        assert api.choose_action(s, level, 1) == "pass"
    a = api.analyse(s, "hard", 1, 200)
    assert a["action"] == "pass" and 0.0 <= a["win_chance"] <= 1.0


def test_single_legal_action_is_returned_at_once_rk_7_5():
    rows = board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        W . . . . . . . .
        R . . . . . . . .
    """)
    hand = _stuck_hand("a1", 4) + ["N1"]               # only N1 fits, onto White's a2: a hero play
    s = make_state(rows, crown="a1", hands=(hand, ["E1", "E2"]))
    assert api.legal_actions(s) == ["hero N1"]
    for level in ("easy", "medium", "hard", "max"):
        assert api.choose_action(s, level, 1) == "hero N1"


# --- time bound ----------------------------------------------------------------------------------

def test_time_ms_is_taken_by_the_searches():
    # how long a search runs against its time_ms is a benchmark's figure (python -m engine.bench),
    # never a test's: a wall-clock bound fails on a busy machine
    s = midgame(14, 10)
    a = api.analyse(s, "max", 1, time_ms=150)
    assert a["playouts"] >= 8 and a["action"] in api.legal_actions(s)
    assert api.choose_action(s, "hard", 1, time_ms=100) in api.legal_actions(s)


def test_json_twins_for_the_page():
    s = midgame(15, 12)
    a = api.choose_action_json(json.dumps(s), json.dumps("medium"), json.dumps(4))
    assert json.loads(a) == api.choose_action(s, "medium", 4)
    h = json.loads(api.analyse_json(json.dumps(s), json.dumps("medium"), json.dumps(4), json.dumps(None)))
    assert h["action"] in api.legal_actions(s)
    assert "choose_action" in api.PAGE_FUNCTIONS and "analyse" in api.PAGE_FUNCTIONS


# --- the yardstick -------------------------------------------------------------------------------

def test_ab_chance_node_averages_over_the_draw_pile_cards_rk_6_2():
    s = midgame(16, 33)
    f = FastState.from_state(api.view(s, s["to_move"]))
    G = rose_king.Game(KNOBS)

    def outcomes(f):
        outs = G.chances(f, DRAW)
        assert sum(p for _, p in outs) == pytest.approx(1.0) and len({p for _, p in outs}) == 1
        return [c for c, _ in outs]
    outs = outcomes(f)
    assert outs == sorted(set(f.draw)) or (not f.draw and outs == sorted(set(f.discard)))
    assert G.chances(f, f.legal()[0]) is None or f.legal()[0] == DRAW
    g = f.copy()
    f.draw, f.discard = [], sorted(f.draw + f.discard)
    assert outcomes(f) == sorted(set(f.discard))      # a reshuffle is coming
    G.apply_chance(f, DRAW, f.discard[0])
    assert len(f.hands[g.to_move]) == len(g.hands[g.to_move]) + 1 and DRAW == 48


def test_ab_takes_an_immediate_win():
    s = midgame(17, 40)
    f = FastState.from_state(s)
    m, v, nodes = expectimax.choose(rose_king.Game(KNOBS), f, 2)
    assert m in f.legal() and nodes > 0


def test_unknown_level_and_other_games_are_refused():
    s = midgame(18, 3)
    with pytest.raises(ValueError):
        ai.choose(s, "grandmaster", 1)
    t = dict(s, game="chess")
    with pytest.raises(ValueError):
        ai.choose(t, "easy", 1)
