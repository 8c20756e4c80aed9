"""The outside-style yardsticks (each game's YARDSTICKS in engine/ai/<game>/): legal, deterministic, honest
(they decide from the seat's view only: RK-11.5, LQ-10.2) and sound on constructed positions."""

import json
import random

import pytest

from engine import ai, api
from engine.ai.registry import OUTSIDE_LEVELS
from engine.games.long_live_the_queen.tiles import neighbours, sniper_target

from tests.games.rose_king.helpers import EMPTY, make_state, put
from tests.games.long_live_the_queen.helpers import make, redeal

RK_LEVELS = ["ab4h", "ab5h", "exp3h"]


def rk_midgame(seed, plies, variant="2p"):
    r = random.Random(seed)
    s = api.new_game("rose-king", seed, {"variant": variant})
    for _ in range(plies):
        legal = api.legal_actions(s)
        if not legal:
            break
        plays = [a for a in legal if a != "draw"]
        s = api.apply(s, r.choice(plays) if plays and r.random() < 0.7 else r.choice(legal))
    return s


def lq_midgame(seed, plies):
    r = random.Random(seed)
    s = api.new_game("long-live-the-queen", seed)
    for _ in range(plies):
        if api.outcome(s) is not None:
            break
        s = api.apply(s, r.choice(api.legal_actions(s)))
    return s


@pytest.mark.parametrize("variant", ["2p", "4p"])
@pytest.mark.parametrize("level", RK_LEVELS)
def test_rose_king_yardsticks_are_legal_deterministic_and_use_only_the_view_rk_11_5(level, variant):
    for seed, plies in ((1, 8), (2, 21), (3, 34)):
        s = rk_midgame(seed, plies, variant)
        a = ai.choose(s, level, 5)
        assert a in api.legal_actions(s)
        assert ai.choose(s, level, 5) == a                              # deterministic
        assert ai.choose(api.view(s, s["to_move"]), level, 5) == a      # the view decides
        t = json.loads(json.dumps(s))                                   # RK-6.3: another hidden order
        random.Random(seed).shuffle(t["draw_pile"])
        t["rng"] = "00000000000000ff"
        assert ai.choose(t, level, 5) == a


def test_ab4h_takes_the_hero_capture_that_joins_two_territories_rk_7_2():
    """Red's hero S2 from e3 turns White's e1 over (RK-7.1, RK-7.2), joining a1–d1 and f1–i1 into
    one territory of 9 (81 points instead of 2 × 16, RK-9.2), worth more than the spent hero (30)."""
    rows = put(put(EMPTY, ["a1", "b1", "c1", "d1", "f1", "g1", "h1", "i1"], "R"), ["e1", "e3"], "W")
    s = make_state(rows, crown="e3", hands=(["S2", "N1", "W1", "E1"], ["NW1", "NW2", "NE3"]))
    assert "hero S2" in api.legal_actions(s)
    for level in RK_LEVELS:
        assert ai.choose(s, level, 1) == "hero S2", level


def test_ab4h_plays_for_its_team_in_the_four_player_game_rk_10_4():
    """Seat 2 (Red, partner of seat 0) takes the same joining capture for the team."""
    rows = put(put(EMPTY, ["a1", "b1", "c1", "d1", "f1", "g1", "h1", "i1"], "R"), ["e1", "e3"], "W")
    s = make_state(rows, crown="e3", hands=(["N3"], ["NW1"], ["S2", "N1", "W1"], ["NE3", "NW2"]),
                   to_move=2)
    assert ai.choose(s, "ab4h", 1) == "hero S2"


def test_ab4h_ends_the_game_with_a_win_rather_than_a_bigger_but_losing_line_rk_8_1():
    """One token left in the supply (RK-8.1): Red's placing it ends the game; Red is ahead."""
    rows = EMPTY[:]
    red = [f"{f}{r}" for f in "abcd" for r in "123456"] + ["a7", "b7"]     # 26 tokens
    white = [f"{f}{r}" for f in "fghi" for r in "123456"] + ["f7"]        # 25 tokens
    rows = put(put(rows, red, "R"), white, "W")
    s = make_state(rows, crown="b7", hands=(["E3"], ["N1", "S1"]), heroes=[0, 4])
    # E3 from b7 lands on e7: the 52nd token; Red wins on points (RK-9.3)
    assert api.legal_actions(s) == ["E3", "draw"]
    assert ai.choose(s, "ab4h", 1) == "E3"
    assert api.outcome(api.apply(s, "E3"))["winner"] == 0


@pytest.mark.parametrize("seed,plies", [(1, 0), (1, 1), (2, 12), (3, 30), (4, 45), (6, 60), (9, 60)])
def test_lqexpert_is_legal_deterministic_and_uses_only_the_view_lq_10_2(seed, plies):
    s = lq_midgame(seed, plies)
    assert api.outcome(s) is None, "the seeded game must still be running at this ply"
    seat = api.current_player(s)
    a = ai.choose(s, "lqexpert", 7)
    if s["phase"] == "setup":
        assert a.startswith("setup ") and api.apply(s, a)  # an explicit arrangement (LQ-3.5)
    else:
        assert a in api.legal_actions(s)
    assert ai.choose(s, "lqexpert", 7) == a
    assert ai.choose(api.view(s, seat), "lqexpert", 7) == a
    r = random.Random(seed)
    for _ in range(3):  # the other seat's secret tiles and Master dealt afresh (LQ-10.1)
        t = redeal(s, 1 - seat, r)
        t["rng"] = f"{r.getrandbits(64):016x}"
        assert ai.choose(t, "lqexpert", 7) == a


def princess_in_aim(state, seat):
    """LQ-5.1, LQ-5.2, LQ-5.11: a face-up Assassin opposite ``seat``'s Princess or a face-up Sniper
    on her mirror square, with no face-up Guard beside her (Apprentices do not occur here)."""
    line, faces = state["lines"][seat], state["faces"][seat]
    q = line.index("Princess") + 2
    if any(line[p - 2] == "Guard" and faces[p - 2] == "U" for p in neighbours(q)):
        return False
    other, of = state["lines"][1 - seat], state["faces"][1 - seat]
    return ((other[q - 2] == "Assassin" and of[q - 2] == "U")
            or (other[sniper_target(q) - 2] == "Sniper" and of[sniper_target(q) - 2] == "U"))


@pytest.mark.parametrize("white,black", [
    ({5: "Guard"}, {7: "Assassin", 6: "Princess"}),               # LQ-5.2: Assassin opposite her
    ({5: "Princess", 3: "Guard"}, {9: "Sniper"}),                 # LQ-5.1: Sniper on her mirror 9
    ({9: "Guard", 4: "Cheater"}, {7: "Assassin", 8: "Princess"}),
])
def test_lqexpert_protects_a_threatened_princess_in_its_court_step_lq_7_1(white, black):
    s = make(white, black, phase="court", to_move=0, turn=6)
    assert princess_in_aim(s, 0)
    a = ai.choose(s, "lqexpert", 3)
    assert a != "skip"
    assert not princess_in_aim(api.apply(s, a), 0), a


def test_lqexpert_reveals_the_guard_beside_its_threatened_princess_lq_5_6_lq_5_11():
    s = make({6: "guard", 3: "noble"}, {7: "Assassin", 6: "Princess"},
             phase="resolve", to_move=0, turn=6, pending=["reveal 0"])
    assert ai.choose(s, "lqexpert", 3) == "reveal 6"


def test_lqexpert_aims_its_assassin_at_the_other_princess_with_a_witch_swap_lq_5_9():
    """Witch swaps in the other line (LQ-5.9): the expert moves the unguarded Black Princess
    opposite its face-up Assassin (LQ-5.2) rather than stopping at once."""
    s = make({6: "Assassin", 5: "Witch"}, {7: "Princess"},
             phase="resolve", to_move=0, turn=6, pending=["swap 0 1 2"])
    assert ai.choose(s, "lqexpert", 3) == "swap 6-7"


def test_yardstick_levels_are_named_in_the_arena_and_refuse_the_other_game():
    assert {"ab4h", "ab5h", "exp3h", "lqexpert"} <= set(OUTSIDE_LEVELS) <= set(ai.levels())
    with pytest.raises(ValueError):
        ai.choose(api.new_game("long-live-the-queen", 1), "ab4h", 1)
    with pytest.raises(ValueError):
        ai.choose(api.new_game("rose-king", 1), "lqexpert", 1)


def test_lqexpert_set_up_guards_the_princess_and_varies_with_the_seed_lq_3_lq_5_11():
    from engine.games.long_live_the_queen import arrangement
    seen = set()
    for seed in range(12):
        s = api.new_game("long-live-the-queen", seed)
        a = ai.choose(s, "lqexpert", seed)
        master, line = arrangement.parse(a[len("setup "):])   # a valid explicit set-up (LQ-3.5)
        assert line[7 - 2] == "Princess" and "Guard" in (line[6 - 2], line[8 - 2])
        assert master in ("Noble", "Schemer")                  # both Apprentices earn (LQ-5.10)
        seen.add(a)
    assert len(seen) > 6
