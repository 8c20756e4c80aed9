"""The Rose King's deep search (engine/ai/rose_king/deep.py) behind ``hard`` and ``max``:
seeded and reproducible, deciding from the view only, bounded by its time, finding a forced
win, and its table and move ordering leaving the value of plain alpha-beta unchanged.

Budgets are small (the file runs in seconds); strength is measured in the arena
(engine/ai/rose_king/README.md).
"""

import json
import random

import pytest

from engine import ai, api
from engine.ai.rose_king import deep
from engine.games.rose_king.fast import ACTION_NAMES, DRAW, FastState
from engine.games.rose_king.state import TOKENS

from .helpers import make_state

SMALL = "hard:nodes=3000,plies=6,samples=3"


def midgame(seed, plies, variant=None):
    r = random.Random(seed)
    s = api.new_game("rose-king", seed, {"variant": variant} if variant else None)
    for _ in range(plies):
        legal = api.legal_actions(s)
        if not legal:
            break
        s = api.apply(s, r.choice(legal))
    return s


def position(state):
    return deep.Position.from_fast(FastState.from_state(api.view(state, state["to_move"])))


@pytest.mark.parametrize("level", [SMALL, "hard"])
def test_same_seed_same_decision_and_analysis(level):
    s = midgame(21, 24)
    a = api.analyse(s, level, 7)
    assert a == api.analyse(json.loads(json.dumps(s)), level, 7)
    assert ai.choose(s, level, 7) == a["action"] == ai.choose(s, level, 7)
    assert a["action"] in api.legal_actions(s)
    assert 0.0 <= a["win_chance"] <= 1.0 and a["playouts"] > 0
    assert set(a["visits"]) <= set(api.legal_actions(s))


@pytest.mark.parametrize("variant", ["2p", "4p"])
def test_decides_from_the_view_only_rk_6_3_rk_11_5(variant):
    """The pile's hidden order and the generator state change nothing (samples come from the seed)."""
    s = midgame(22, 20, variant)
    assert len(s["draw_pile"]) >= 3
    expected = api.analyse(s, SMALL, 4)
    r = random.Random(5)
    for _ in range(2):
        t = json.loads(json.dumps(s))
        r.shuffle(t["draw_pile"])
        t["rng"] = f"{r.getrandbits(64):016x}"
        assert api.analyse(t, SMALL, 4) == expected
    assert ai.choose(api.view(s, s["to_move"]), SMALL, 4) == expected["action"]


class TickingClock:
    """A clock that moves on 1 ms at every look: a search's bound is then counted, not timed."""

    def __init__(self):
        self.now = 1000.0
        self.looks = 0

    def perf_counter(self):
        self.looks += 1
        self.now += 0.001
        return self.now


def test_time_bound_stops_max_early(monkeypatch):
    from engine.ai import alphabeta  # noqa: PLC0415

    clock = TickingClock()
    for module in (ai, deep, alphabeta, ai.search):
        monkeypatch.setattr(module, "time", clock)
    s = midgame(23, 12)
    a = api.analyse(s, "max", 1, 100)          # max alone would search for a minute
    assert a["action"] in api.legal_actions(s)
    # 100 ms of this clock is 100 looks: the search stopped at its bound, not at its own end
    assert 100 <= clock.looks < 200


# Red to move at 51 tokens (RK-8.1: the next token ends the game). Red 12 + 12 in two groups
# that d2 joins (25² = 625 points, RK-9.1, RK-9.2) against White 18 + 9 (405): S3 from the
# crown on d5 to d2 wins; E3 to g5 (13² + 12² = 313) loses, and so does a draw (White then
# places the last token with E1, 424). No hero cards (RK-7), so no flip changes it.
FORCED = """
    W W W W W W W W W
    W W W W W W W W W
    . . . . . . . . .
    W W W W W W W W .
    . . . W . . . . .
    R R R . R R R . .
    R R R . R R R . .
    R R R . R R R . .
    R R R . R R R . .
"""


def forced_state():
    return make_state(FORCED, crown="d5", hands=(["S3", "E3"], ["E1"]), heroes=[0, 0])


def test_forced_win_is_found_rk_8_1_rk_9_2():
    s = forced_state()
    board = s["board"]
    assert sum(r.count("R") for r in board) + sum(r.count("W") for r in board) == 51
    assert set(api.legal_actions(s)) == {"S3", "E3", "draw"}
    for level in (SMALL, "hard"):
        a = api.analyse(s, level, 1)
        assert a["action"] == "S3" and a["win_chance"] == 1.0
    out = deep.think_sampled(position(s), 1, plies=4, samples=2)
    assert ACTION_NAMES[out["move"]] == "S3" and out["value"] == 1.0
    # the other moves lose: the search sees it
    vals = deep.root_values(deep.Search(position(s).sample(3)[0]), 3, position(s).legal())
    assert vals[DRAW] <= -deep.WIN / 2 and max(vals.values()) >= deep.WIN / 2


@pytest.mark.parametrize("seed,plies,variant", [(31, 30, "2p"), (32, 60, "2p"), (33, 80, "2p"),
                                                (34, 20, "4p"), (35, 40, "4p")])
def test_table_and_ordering_keep_the_plain_alpha_beta_value(seed, plies, variant):
    s = midgame(seed, plies, variant)
    assert api.current_player(s) is not None, "the seeded game must still be running at this ply"
    base = position(s)
    for q in (base, base.sample(seed)[0]):        # blind draws, and a determinised pile
        ms = q.legal()
        fast = deep.Search(q)
        for depth in range(1, 5):                  # warm table, killers and history, as in play
            got = deep.root_values(fast, depth, ms)
        plain = deep.Search(q, table=False, order=False)
        assert deep.root_values(plain, 4, ms) == got
        assert fast.nodes > 0 and plain.nodes > 0


def test_make_and_unmake_restore_the_position():
    s = midgame(36, 40)
    q = position(s).sample(9)[0]
    before = (q.key(), q.draw[:], q.discard[:], q.pile, q.tokens)
    r = random.Random(1)
    played = []
    for _ in range(30):
        ms = q.legal()
        if not ms:
            break
        m = r.choice(ms)
        played.append((m, q.make(m)))
    for m, undo in reversed(played):
        q.unmake(m, undo)
    assert (q.key(), q.draw, q.discard, q.pile, q.tokens) == before


def test_chance_draw_expands_each_card_and_unmake_restores_rk_6_2_rk_6_3():
    """The yardsticks' chance draw: each card of the pile as the seat sees it (a set, RK-6.3), the
    discard pile's cards when a reshuffle comes (RK-6.2); ``unmake`` puts the card back in place."""
    s = midgame(37, 10)
    q = position(s).chance_pile()
    seat = q.to_move
    free = [c for c in range(24) if not any(h >> c & 1 for h in q.hands)][:3]
    assert q.draw and [c for c, _ in q.chances(DRAW)] == sorted(q.draw)
    assert q.chances(q.legal()[0]) is None or q.legal()[0] == DRAW
    for pile, discard in ((q.draw[:], q.discard[:]), ([], free[::-1])):
        q.draw, q.discard = pile, discard
        before = (q.key(), q.draw[:], q.discard[:])
        cards = [c for c, _ in q.chances(DRAW)]
        assert {w for _, w in q.chances(DRAW)} == {1.0 / len(cards)}
        assert cards == (pile if pile else sorted(discard))
        for c in cards:
            undo = q.make_chance(DRAW, c)
            assert q.hands[seat] >> c & 1 and c not in q.draw and q.to_move != seat
            assert q.draw == ([x for x in pile if x != c] if pile else [x for x in discard if x != c])
            q.unmake(DRAW, undo)
            assert (q.key(), q.draw, q.discard) == before


@pytest.mark.parametrize("seed,variant", [(51, "2p"), (52, "2p"), (53, "4p"), (54, "4p")])
def test_position_plays_by_the_fast_cores_rules_rk_4_to_rk_8(seed, variant):
    """The search position and the fast core (tested against rules.py) agree on every legal move
    list and every position along a random game (the pile synchronised: the position's own
    reshuffle order is its sample's, RK-6.2)."""
    f = FastState.new_game(seed, variant)
    q, _ = deep.Position.from_fast(f).sample(seed)
    r = random.Random(seed)
    while True:
        q.draw, q.discard = f.draw[:], f.discard[:]
        ms = f.legal()
        assert q.legal() == ms
        if not ms:
            break
        m = r.choice(ms)
        reshuffle = m == DRAW and not f.draw
        f.apply(m)
        q.make(m)
        if reshuffle:       # each side shuffles the discard pile its own way (RK-6.2)
            q.hands = [sum(1 << c for c in h) for h in f.hands]
        assert (q.bb, q.crown, q.tokens, q.heroes, q.to_move) == (f.bb, f.crown, f.tokens, f.heroes, f.to_move)
        assert q.hands == [sum(1 << c for c in h) for h in f.hands]
    assert f.tokens == TOKENS or not any(f.seat_moves(s) for s in range(f.seats))


def test_win_chance_of_a_value():
    assert deep.chance_of(deep.WIN + 3, 30) == 1.0
    assert deep.chance_of(-deep.WIN, 30) == 0.0
    assert deep.chance_of(0.0, 30) == 0.5
    assert 0.5 < deep.chance_of(20.0, 30) < deep.chance_of(60.0, 30) < 1.0


# The four-seat team game (RK-10.1: turns go 0,1,2,3, so a round is four plies) searches
# ``team_plies`` deep; the two-player game keeps ``plies`` (the setting names no other seat count).
def test_team_game_searches_team_plies_rk_10_1():
    s = midgame(38, 16, "4p")
    assert len(s["hands"]) == 4
    deep_four = ai.decide(s, "hard", 3)
    assert deep_four == ai.decide(s, "hard:plies=12,team_plies=0", 3)
    assert deep_four[1]["depth"] > 8            # deeper than the two-player setting reaches
    assert ai.decide(s, "hard:team_plies=0", 3)[1]["depth"] <= 8


def test_two_player_game_ignores_team_plies_rk_10():
    s = midgame(38, 16)
    assert len(s["hands"]) == 2
    got = ai.decide(s, "hard", 3)
    assert got[1]["depth"] <= 8                 # searched (not forced), at most ``plies`` deep
    assert got == ai.decide(s, "hard:team_plies=0", 3) == ai.decide(s, "hard:team_plies=20", 3)
