"""Long Live the Queen: properties over many seeded random games (scaled by ROSARIUM_TEST_GAMES).

Every game ends (LQ-8.4); tiles and tokens are conserved (LQ-11.1, LQ-11.2); apply never changes
its input; states survive load_state and the position string; records replay to the same end.
"""

import json

from engine import api
from engine.games.long_live_the_queen import rules
from engine.games.long_live_the_queen.standing import supply
from engine.games.long_live_the_queen.tiles import TILES

from .helpers import GAME, random_game, scaled

SORTED_TILES = sorted(TILES)


def test_lq_8_4_every_random_game_ends_and_conserves_tiles_and_tokens():
    ends = {"prestige": 0, "princess face down": 0}
    for g in range(scaled(3, 50)):  # 750 games by default
        states = random_game(g)
        for s in states:
            for seat in (0, 1):
                if s["lines"][seat] is not None:  # LQ-11.1: 12 tiles per seat
                    assert sorted(s["lines"][seat] + [s["masters"][seat]]) == SORTED_TILES
            held = [n for p in s["prestige"] for n in p]
            assert all(0 <= n <= 5 for n in held)  # LQ-6.4
            assert sum(held) + sum(supply(s)) == 18 and min(supply(s)) >= 0  # LQ-1.2
        res = rules.outcome(states[-1])
        assert res is not None, f"game {g} did not end in {len(states)} actions"
        ends[res["reason"]] += 1
    assert all(ends.values())


def test_apply_never_changes_its_input_and_states_validate():
    for g in range(scaled(0.4, 10)):
        s = api.new_game(GAME, 5000 + g)
        x = g + 1
        while api.outcome(s) is None:
            before = json.dumps(s, sort_keys=True)
            assert api.load_state(before) == s  # LQ-11: every reachable state validates
            legal = api.legal_actions(s)
            x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
            new = api.apply(s, legal[(x >> 33) % len(legal)])
            assert json.dumps(s, sort_keys=True) == before
            assert api.current_player(new) in (0, 1, None)
            s = new


def test_lq_12_positions_round_trip_in_random_games():
    for g in range(scaled(0.2, 5)):
        for s in random_game(6000 + g):
            assert api.from_position(api.to_position(s)) == s


def test_lq_13_records_replay_to_the_same_states_and_outcome():
    for g in range(scaled(0.2, 5)):
        rec = api.new_record(GAME, 7000 + g, seats=["Ann", "Bob"])
        s, x, states = rec["start"], g, [rec["start"]]
        while api.outcome(s) is None:
            legal = api.legal_actions(s)
            x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
            out = api.step(s, legal[(x >> 33) % len(legal)])
            rec["actions"].append(out["entry"])
            s = out["state"]
            states.append(s)
        rec["result"] = api.outcome(s)
        text = json.dumps(rec)
        assert api.replay(json.loads(text)) == states
        assert api.replay_final(text)["plies"] == len(states) - 1


def test_the_same_seed_gives_the_same_game():
    assert random_game(42) == random_game(42)
    assert random_game(42)[-1] != random_game(43)[-1]
