"""Long Live the Queen computer opponents (engine.ai, its knowledge in engine.ai.long_live_the_queen):
the fast core agrees with the rules,
decisions are legal, deterministic, honest (LQ-10) and bounded; set-ups are explicit (LQ-3.5).

Search budgets are small on purpose; strength is measured with the arena
(python -m engine.arena --game long-live-the-queen ...), not here.
"""

import random
from collections import Counter

import pytest

from engine import api
from engine import ai as lltq
from engine.ai.long_live_the_queen import evaluate, setup
from engine.ai.long_live_the_queen.determinize import Sampler
from engine.ai.long_live_the_queen.fast import ACTION_INDEX, NAMES, Fast, step_text
from engine.ai.long_live_the_queen.playout import attacks, court_policy
from engine.games.long_live_the_queen import arrangement, rules
from engine.games.long_live_the_queen.state import view
from engine.games.long_live_the_queen.tiles import MASTER_CHOICES

from .helpers import GAME, make, random_game, scaled
from .test_hidden import redeal

SMALL = "hard:iterations=40,setup_tries=30"
LEVELS = ["random", "easy", "hard:iterations=25,playout_rolls=2,setup_tries=5", SMALL]


def _decisions(seeds, every=3):
    """States with a real choice (two or more actions) from seeded random games."""
    out = []
    for g in seeds:
        states = random_game(g)
        out += [s for s in states[::every] if rules.current_player(s) is not None
                and s["phase"] in ("resolve", "court")]
    return out


def _names(f):
    return ([[NAMES[t] for t in f.line[s]] for s in range(2)], [NAMES[m] for m in f.master])


# ---------------------------------------------------------------- fast core = rules (LQ-4 … LQ-9)

def test_fast_core_agrees_with_the_rules_at_every_step():
    steps = 0
    for g in range(scaled(0.12, 12)):
        r = random.Random(g)
        s = api.new_game(GAME, 500 + g)
        while rules.outcome(s) is None:
            legal = rules.legal_actions(s)
            a = r.choice(legal)
            if s["phase"] in ("setup", "start"):
                s = rules.apply(s, a)[0]
                continue
            f = Fast.from_state(s)
            assert sorted(f.legal()) == sorted(ACTION_INDEX[x] for x in legal)
            nxt = rules.apply(s, a)[0]
            if a == "roll":
                f.roll(sum(nxt["dice"]))   # LQ-4.1: the total is all that matters
            else:
                f.apply(ACTION_INDEX[a])
            g2 = Fast.from_state(nxt)
            assert f.key() == g2.key(), (api.to_position(s), a)
            assert f.winner == g2.winner
            assert [step_text(x) for x in f.pending] == nxt["pending"]
            s = nxt
            steps += 1
    assert steps > 500


# ---------------------------------------------------------------- hidden tiles (LQ-10)

def test_lq_10_2_determinizations_agree_with_the_view():
    for s in _decisions([11, 12], every=5)[:25]:
        seat = rules.current_player(s)
        v = view(s, seat)
        sm = Sampler(v, seat)
        x = 7
        for _ in range(5):
            f, x = sm.sample(x)
            lines, masters = _names(f)
            o = 1 - seat
            assert lines[seat] == s["lines"][seat] and masters[seat] == s["masters"][seat]
            for i, n in enumerate(v["lines"][o]):
                if n is not None:
                    assert lines[o][i] == n
            if v["masters"][o] is not None:
                assert masters[o] == v["masters"][o]
            assert masters[o] in MASTER_CHOICES  # LQ-3.2
            assert Counter(lines[o] + [masters[o]]) == Counter(s["lines"][o] + [s["masters"][o]])
            assert f.prest == s["prestige"] and f.turn == s["turn"]


def test_lq_10_decisions_depend_only_on_the_deciding_seats_view():
    r = random.Random(5)
    states = _decisions([21, 22, 23], every=4)[:18]
    setup_state = api.apply(api.new_game(GAME, 3), "setup random")    # seat 1 arranges next
    for s in states + [setup_state]:
        seat = rules.current_player(s)
        alt = redeal(s, 1 - seat, r)
        for level in ("easy", SMALL):
            assert lltq.choose(s, level, "h1") == lltq.choose(alt, level, "h1"), (level, api.to_position(s))


# ---------------------------------------------------------------- legal, deterministic, bounded

def test_every_level_plays_legal_actions_to_the_end():
    for g, level in enumerate(LEVELS):
        s = api.new_game(GAME, 40 + g)
        ply = 0
        while api.current_player(s) is not None:
            a = lltq.choose(s, level if ply % 2 else "easy", f"t{g}:{ply}")
            if s["phase"] == "setup":
                assert a.startswith("setup ") and a != "setup random"
            else:
                assert a in api.legal_actions(s)
            s = api.apply(s, a)
            ply += 1
            assert ply < 3000
        assert api.outcome(s) is not None


def test_decisions_are_deterministic_for_a_seed_and_budget():
    for s in _decisions([31], every=4)[:8]:
        for level in ("easy", SMALL):
            a = lltq.choose(s, level, 99)
            assert a == lltq.choose(s, level, 99)
            assert a in api.legal_actions(s)


def test_the_choice_belongs_to_the_seat_not_on_turn():
    # LQ-9.1: Black's Cheater acts on White's roll and Black picks the colours
    s = make({6: "Sniper"}, {6: "Cheater"}, prestige=((2, 1, 1), (0, 0, 0)))
    s = rules.apply(s, "roll", {"dice": [3, 3]})[0]
    assert s["to_move"] == 0 and api.current_player(s) == 1
    for level in ("easy", SMALL):
        a = lltq.choose(s, level, 1)
        assert a in api.legal_actions(s) and a.startswith("take ")


def test_forced_positions_answer_without_search():
    s = make({}, {}, phase="roll")
    assert lltq.decide(s, "hard", 1) == ("roll", {"forced": True})
    assert lltq.decide(s, "ab4", 1) == ("roll", {"forced": True})
    st = api.apply(api.apply(api.new_game(GAME, 1), "setup random"), "setup random")
    assert st["phase"] == "start" and lltq.choose(st, "max", 1) == "roll"   # LQ-3.7


def test_time_cap_bounds_a_search():
    s = _decisions([41, 42], every=7)[1]
    a, info = lltq.decide(s, "max", 1, time_ms=60)
    assert a in api.legal_actions(s)
    assert 0 < info["playouts"] < 10 ** 6
    out = lltq.analyse(s, "hard", 2, time_ms=60)
    assert out["action"] in api.legal_actions(s) and 0.0 <= out["win_chance"] <= 1.0


# ---------------------------------------------------------------- set-up (LQ-3)

def test_lq_3_5_setup_is_an_explicit_valid_arrangement():
    s = api.new_game(GAME, 8)
    for level in ("random", "easy", "medium", "hard"):
        a = lltq.choose(s, level, 4)
        assert a.startswith("setup ") and a != "setup random"
        master, line = arrangement.parse(a[len("setup "):])      # LQ-3.1..3.3
        assert master in MASTER_CHOICES and line[5] == "Princess"
        assert rules.is_legal(s, a)
    s1 = api.apply(s, lltq.choose(s, "hard", 4))
    assert api.current_player(s1) == 1 and lltq.choose(s1, "hard", 4).startswith("setup master=")


def test_strong_setups_guard_the_princess_and_vary():
    seen = set()
    for seed in range(6):
        for level in ("hard:setup_book=1", "hard:setup_book=0"):
            a = lltq.choose(api.new_game(GAME, seed), level, seed)
            master, line = arrangement.parse(a[len("setup "):])
            assert "Guard" in (line[4], line[6])    # LQ-5.11: a Guard on 6 or 8, next to her on 7
        a = lltq.choose(api.new_game(GAME, seed), "hard", seed)
        master, line = arrangement.parse(a[len("setup "):])
        # setup.KILLERS: a Sniper beside her and the Guard beyond it (5 and 6, or 9 and 8), so that
        # the swap that puts the Sniper on 7 (LQ-7.1) leaves the Guard beside her (LQ-5.11), and
        # the Assassin on her other side (LQ-5.2)
        assert ((line[3], line[4], line[6]) == ("Guard", "Sniper", "Assassin")
                or (line[7], line[6], line[4]) == ("Guard", "Sniper", "Assassin"))
        seen.add(a)
    assert len(seen) > 1
    x, a = setup.arrangement(1, 200)
    x, b = setup.arrangement(1, 1)
    assert setup.worth(*arrangement.parse(a[6:])) > setup.worth(*arrangement.parse(b[6:]))


@pytest.mark.parametrize("book", ["BOOK", "SEVEN", "KILLERS"])
def test_lq_3_5_book_setups_are_legal_and_mirrored_half_the_time(book):
    # setup.BOOK: arrangements that won most in simulated games, setup.SEVEN: built around the
    # square 7 (a Sniper beside the Princess, the Guard beyond it), setup.KILLERS: SEVEN with the
    # Assassin on her other side; from_book plays one of them as it is or mirrored (position p
    # to 14 - p), a legal arrangement either way (LQ-3.1..3.3); hard sets up from KILLERS,
    # hard:setup_book=2 from SEVEN, 1 from BOOK, 0 by the best of 400 random arrangements
    s = api.new_game(GAME, 8)
    table = getattr(setup, book)
    books = {arrangement.canonical(*arrangement.parse(b)) for b in table}
    seen = Counter()
    for seed in range(40):
        a = setup.from_book(seed, table)[1]
        assert rules.is_legal(s, a)
        master, line = arrangement.parse(a[len("setup "):])
        plain = arrangement.canonical(master, line) in books
        assert plain or arrangement.canonical(master, line[::-1]) in books
        seen[plain] += 1
    assert seen[True] > 5 and seen[False] > 5
    from engine.ai import random as airandom
    assert lltq.choose(s, "hard", 4) == setup.from_book(airandom.seed(4), setup.KILLERS)[1]   # hard's set-up
    assert lltq.choose(s, "hard:setup_book=2", 4) == setup.from_book(airandom.seed(4), setup.SEVEN)[1]
    assert lltq.choose(s, "hard:setup_book=1", 4) == setup.from_book(airandom.seed(4))[1]
    assert lltq.choose(s, "hard:setup_book=0", 4) == setup.arrangement(airandom.seed(4), 400)[1]


# ---------------------------------------------------------------- evaluation pieces

def test_lq_5_2_and_5_11_princess_danger_and_the_guard():
    s = make({6: "Princess", 7: "noble"}, {6: "Assassin"})
    f = Fast.from_state(s)
    assert evaluate.princess_danger(f, 0) == 5 / 36 and evaluate.princess_danger(f, 1) == 0.0
    g = Fast.from_state(make({6: "Princess", 7: "noble", 5: "Guard"}, {6: "Assassin"}))
    assert evaluate.princess_danger(g, 0) == 0.0
    # LQ-5.1: a Sniper on 4 aims at 10
    h = Fast.from_state(make({10: "Princess", 7: "noble"}, {4: "Sniper"}))
    assert evaluate.princess_danger(h, 0) == 3 / 36
    assert evaluate.value(f, 0) < 0.5 < evaluate.value(f, 1)


def test_lq_7_1_and_7_2_threats_one_court_step_away():
    # LQ-7.2, LQ-5.10: the Apprentice opposite the Princess (6) acts as the Master (a Noble); a
    # Master change to the face-up Assassin on 10 would make it an Assassin
    s = make({6: "Princess", 7: "noble"}, {6: "Apprentice", 10: "Assassin"}, masters=(None, "Noble"))
    f = Fast.from_state(s)
    assert evaluate.princess_danger(f, 0) == 0.0
    assert evaluate.reach_danger(f, 0) == 5 / 36
    # LQ-5.11: a face-up Guard beside her keeps her safe from both
    g = Fast.from_state(make({6: "Princess", 7: "noble", 5: "Guard"}, {6: "Apprentice", 10: "Assassin"},
                             masters=(None, "Noble")))
    assert evaluate.reach_danger(g, 0) == 0.0
    # LQ-7.1: a swap would bring the face-up Assassin on 7 opposite her
    h = Fast.from_state(make({6: "Princess", 7: "noble"}, {7: "Assassin"}))
    assert evaluate.princess_danger(h, 0) == 0.0 and evaluate.reach_danger(h, 0) == 5 / 36
    # LQ-7.2: the old Master comes face up where the new one stood: a Master change to the
    # face-up Schemer opposite her (8) puts the Assassin Master there; a Sniper Master on her
    # mirror square (6) likewise (LQ-5.1); a face-down tile there cannot be made the Master
    m = Fast.from_state(make({8: "Princess", 7: "noble"}, {8: "Schemer"}, masters=(None, "Assassin")))
    assert evaluate.princess_danger(m, 0) == 0.0 and evaluate.reach_danger(m, 0) == 5 / 36
    m = Fast.from_state(make({8: "Princess", 7: "noble"}, {6: "Noble"}, masters=(None, "Sniper")))
    assert evaluate.reach_danger(m, 0) == 5 / 36
    m = Fast.from_state(make({8: "Princess", 7: "noble"}, {8: "schemer"}, masters=(None, "Assassin")))
    assert evaluate.reach_danger(m, 0) == 0.0


def test_lq_7_playout_court_answers_threats_one_step_away_and_attacks():
    w = evaluate.Weights(risk=2.0, reach=0.5)
    # LQ-7.1, LQ-5.2: the other seat's face-up Assassin on 7 is one swap away from the Princess
    # on 6; "guard" waits for the danger to be there, "aim" moves her out of reach now
    f = Fast.from_state(make({6: "Princess", 7: "noble"}, {7: "Assassin"}, phase="court"))
    assert court_policy(f, "guard", w) == court_policy(f, "attack", w) == ACTION_INDEX["skip"]
    a = court_policy(f, "aim", w)
    assert a != ACTION_INDEX["skip"]
    g = f.copy()
    g.apply(a)
    assert evaluate.reach_danger(g, 0) < evaluate.reach_danger(f, 0)
    # LQ-7.1, LQ-5.2: a swap brings the own face-up Assassin (6) opposite the other Princess (7)
    f = Fast.from_state(make({6: "Assassin", 8: "Noble"}, {}, phase="court"))
    assert attacks(f, 0) == [ACTION_INDEX["swap 6-7"]]
    assert court_policy(f, "aim", w) == court_policy(f, "attack", w) == ACTION_INDEX["swap 6-7"]
    assert court_policy(f, "guard", w) == ACTION_INDEX["skip"]
    # LQ-7.2, LQ-5.10: the face-up Apprentice on 7 becomes an Assassin by a Master change
    f = Fast.from_state(make({7: "Apprentice", 10: "Assassin", 6: "Princess"}, {2: "Guard"},
                             masters=("Noble", None), phase="court"))
    assert ACTION_INDEX["master 10"] in attacks(f, 0)
    assert court_policy(f, "aim", w) == ACTION_INDEX["master 10"]
    # LQ-5.11: a face-up Guard beside the other Princess leaves nothing to aim at
    f = Fast.from_state(make({6: "Assassin", 8: "Noble"}, {6: "Guard"}, phase="court"))
    assert attacks(f, 0) == []


def test_lq_5_9_and_5_7_exposure_counts_the_witch_and_the_consul():
    # LQ-5.9: the other seat's face-up Witch on 10 may swap the Princess from 5 to 7, opposite its
    # face-up Assassin (LQ-5.2): two swaps, beyond its court step (reach_danger)
    m = (None, "Schemer")
    base = Fast.from_state(make({5: "Princess"}, {7: "Assassin"}, masters=m))
    witch = Fast.from_state(make({5: "Princess"}, {7: "Assassin", 10: "Witch"}, masters=m))
    assert evaluate.reach_danger(witch, 0) == evaluate.reach_danger(base, 0) == 0.0
    assert evaluate.exposure(base, 0) == 0.0
    assert evaluate.exposure(witch, 0) == (3 / 36) * (6 / 36)   # the Witch acts on 10; the Assassin on 7
    # LQ-5.7: its Consul on 4 may bring the Assassin from 10 to 8 with two swaps, its court step
    # (LQ-7.1) then opposite the Princess on 7
    base = Fast.from_state(make({7: "Princess"}, {10: "Assassin"}, masters=m))
    consul = Fast.from_state(make({7: "Princess"}, {10: "Assassin", 4: "Consul"}, masters=m))
    assert evaluate.exposure(base, 0) == 0.0
    assert evaluate.exposure(consul, 0) == (3 / 36) * (6 / 36)
    # LQ-5.11: a face-up Guard beside her (the Consul swaps its own line only)
    guarded = Fast.from_state(make({7: "Princess", 6: "Guard"}, {10: "Assassin", 4: "Consul"}, masters=m))
    assert evaluate.exposure(guarded, 0) == 0.0


def test_lq_8_1_risk_weighs_a_princess_in_aim_as_a_chance_of_losing():
    # far ahead in tokens, but an Assassin is opposite the Princess (LQ-5.2)
    s = make({6: "Princess", 7: "noble"}, {6: "Assassin"}, prestige=((3, 3, 2), (0, 0, 0)))
    f = Fast.from_state(s)
    plain, risky = evaluate.Weights(), evaluate.Weights(risk=2.0)
    assert evaluate.value(f, 0, risky) < evaluate.value(f, 0, plain)
    assert evaluate.value(f, 0, risky) <= 1.0 - 2.0 * 5 / 36
    assert abs(evaluate.value(f, 0, risky) + evaluate.value(f, 1, risky) - 1.0) < 1e-12


def test_lq_8_2_progress_and_quick_choices():
    assert evaluate.progress([3, 3, 2]) > evaluate.progress([3, 2, 2]) > evaluate.progress([2, 2, 2])
    assert evaluate.marginal([5, 0, 0], 0) < 0   # LQ-6.4: a sixth returns all six
    # LQ-5.4: the Noble takes the colour it lacks (yellow first: 4, 3, 1 before the choice)
    s = make({9: "Noble"}, {}, prestige=((4, 2, 1), (0, 0, 0)))
    s = rules.apply(s, "roll", {"dice": [4, 5]})[0]
    f = Fast.from_state(s)
    assert evaluate.choice(f, f.pending[0], f.legal()) == ACTION_INDEX["take blue"]
    assert lltq.choose(s, "easy", 3) in ("take blue", "take red", "take yellow")


def test_api_dispatches_on_the_game():
    s = _decisions([51], every=9)[0]
    a = api.choose_action(s, "easy", 1)
    assert a in api.legal_actions(s) and a == lltq.choose(s, "easy", 1)
    out = api.analyse(s, "medium", 1)
    assert out["action"] in api.legal_actions(s) and out["playouts"] > 0
    assert api.choose_action(api.new_game(GAME, 2), "hard", 1).startswith("setup master=")


# ---------------------------------------------------------------- policy improvement over the expert

def test_lq_8_expert_worth_on_the_fast_core_is_the_yardsticks():
    # rollout.worth / rollout.rated are expert.worth / expert.ratings on a determinised state:
    # prestige (LQ-8.2, LQ-6.4), Princess threats (LQ-5.1, LQ-5.2, LQ-5.10, LQ-5.11, LQ-4.4,
    # LQ-7.1), income and aim; answers' immediate effects (LQ-5.3..5.9, LQ-7.1, LQ-7.2)
    from engine.ai.long_live_the_queen import expert, rollout
    from engine.ai.long_live_the_queen.fast import ACTION_NAMES
    checked = 0
    for s in _decisions([61, 62, 63], every=2):
        full = dict(s, unknown=[[], []])       # nothing hidden: the expert's model is exact
        f = Fast.from_state(s)
        for seat in (0, 1):
            me, other = expert._model(full, seat)
            assert abs(expert.worth(me, other) - rollout.worth(f, seat)) < 1e-9
        seat = rules.current_player(s)
        want = {a: v for v, a in expert.ratings(full, seat, rules.legal_actions(s))}
        got = {ACTION_NAMES[a]: v for v, a in rollout.rated(f)}
        assert set(want) == set(got)
        assert all(abs(want[a] - got[a]) < 1e-9 for a in want)
        checked += 1
    assert checked > 20


def test_lq_8_worth_leaf_is_a_win_chance_exact_at_the_end():
    # leaf=worth: 0.5 + 0.5 tanh(expert worth / worth_scale); a finished game is exact (LQ-8.1, LQ-8.2)
    from engine.ai.long_live_the_queen import rollout
    leaf = rollout.worth_value(4.0)
    s = make({6: "Princess", 7: "noble"}, {6: "Assassin"}, prestige=((3, 3, 2), (0, 0, 0)))
    f = Fast.from_state(s)
    assert abs(leaf(f, 0) + leaf(f, 1) - 1.0) < 1e-12 and 0.0 < leaf(f, 0) < 1.0
    # LQ-5.2: the Assassin opposite the unguarded Princess weighs against her seat
    g = Fast.from_state(make({6: "Princess", 7: "noble"}, {6: "noble"}, prestige=((3, 3, 2), (0, 0, 0))))
    assert leaf(g, 0) > leaf(f, 0)
    s = rules.apply(s, "roll", {"dice": [3, 3]})[0]        # the Assassin acts: White loses
    f = Fast.from_state(s)
    assert f.winner == 1 and leaf(f, 1) == 1.0 and leaf(f, 0) == 0.0
    # the level runs with it (playouts, priors) and decides legally
    d = _decisions([81], every=6)[0]
    assert lltq.choose(d, "hard:iterations=40,setup_tries=5,leaf=worth", 3) in api.legal_actions(d)


# ---------------------------------------------------------------- safety and priors

def test_lq_8_1_hard_reads_reach_but_no_longer_risk():
    # With leaf=worth, ``risk`` (a Princess in aim as a chance of losing, LQ-8.1) was read only by
    # evaluate.value, which hard no longer calls: hard's settings dropped it and decide the same.
    # ``reach`` (LQ-7.1, LQ-7.2) is still read by the playouts' guard court step.
    from engine.ai.level_settings import settings
    from engine.ai import long_live_the_queen as player
    assert "risk" not in player.LEVELS["hard"] and settings(player, "hard")[1]["reach"] == 0.5
    spec = "hard:iterations=60,setup_tries=5"
    differs = 0
    for s in _decisions([91, 92], every=4)[:12]:
        a = lltq.decide(s, spec, 5)
        assert a == lltq.decide(s, spec + ",risk=2", 5)
        differs += a != lltq.decide(s, spec + ",reach=0", 5)
    assert differs > 0


def test_lq_7_court_expectimax_follows_the_other_seats_roll_and_reply():
    # courtmax.py (hard's blend): each own court step (LQ-7) is followed by every total of
    # the other seat's roll at its chance (LQ-4.1, WAYS / 36), the abilities it triggers (LQ-4.2)
    # and the expert's court step in reply. Seat 0's Princess on 7 faces the other seat's face-up
    # Assassin (LQ-5.2): after `skip` a rolled 7 (6 in 36, LQ-4.2 B) turns her face down and
    # seat 0 loses (LQ-8.1); moved to 8 (LQ-7.1) she is safe from this roll (LQ-4.2 C: only the
    # Assassin acts, on the face-down tile now on 7).
    from engine.ai.long_live_the_queen import courtmax
    s = make({7: "Princess", 12: "guard"}, {7: "Assassin", 2: "guard"}, phase="court")
    f = Fast.from_state(s)
    alive = lambda g, seat: 0.0 if g.winner == 1 - seat else 1.0   # noqa: E731
    skip, away = ACTION_INDEX["skip"], ACTION_INDEX["swap 7-8"]
    assert abs(courtmax.expectation(f, 0, skip, alive) - 30 / 36) < 1e-12
    assert abs(courtmax.expectation(f, 0, away, alive) - 1.0) < 1e-12
    f.winner = 0
    assert courtmax.danger(f, 0) == 1.0 and courtmax.danger(f, 1) == -1.0   # LQ-8: exact at the end
    # the level: a step that leaves her out of the Assassin's aim, the same on every call, and
    # honest (LQ-10): the same when the other seat's hidden tiles are dealt afresh
    spec = "hard:setup_tries=5,iterations=60,court_samples=3"
    a, info = lltq.decide(s, spec, 2)
    after = api.apply(s, a)
    assert after["lines"][0][7 - 2] != "Princess" and 0.0 < info["win_chance"] <= 1.0
    assert (a, info) == lltq.decide(s, spec, 2)
    r = random.Random(5)
    for _ in range(3):
        assert lltq.choose(redeal(s, 1, r), spec, 2) == a


def test_lq_7_blend_pick_adds_the_danger_to_the_searchs_mean_among_well_visited_steps():
    # ``court_danger``: mean reward in the search + its weight x the danger expectation (LQ-8.1);
    # a step with under a tenth of the most visits is not a candidate, however safe
    from engine.ai.long_live_the_queen import blend_pick
    stats = {"skip": (100, 60.0), "swap": (40, 20.0), "master": (9, 9.0)}
    danger = {"skip": -0.08, "swap": 0.0, "master": 1.0}
    assert blend_pick(stats, danger, 1.0) == "skip"          # 0.6 - 0.08 > 0.5
    assert blend_pick(stats, danger, 1.5) == "swap"          # 0.6 - 0.12 < 0.5
    assert blend_pick(stats, danger, 100.0) == "swap"        # "master": 9 < 100 / 10
    assert blend_pick({**stats, "master": (10, 0.0)}, danger, 1.0) == "master"   # 0 + 1


def test_lq_7_court_expectimax_over_given_steps_values_them_as_over_all():
    # the sum form values only the well-visited steps (at least a tenth of the most visits) by
    # courtmax (LQ-7); a step's expectation on a determinisation does not depend on the other
    # steps, so their means are the same as over every step
    from engine.ai import random as airandom
    from engine.ai.long_live_the_queen import courtmax, well_visited
    s = make({7: "Princess", 8: "Guard", 10: "Sniper"}, {7: "Princess", 6: "Guard", 9: "Assassin"}, phase="court")
    steps = Fast.legal(Sampler(view(s, 0), 0).base)
    _, full, n = courtmax.choose(Sampler(view(s, 0), 0), airandom.seed(5), courtmax.danger, 3, None, steps)
    some = sorted(full)[::3]
    _, part, m = courtmax.choose(Sampler(view(s, 0), 0), airandom.seed(5), courtmax.danger, 3, None, some)
    assert n == m == 3 and sorted(part) == some and len(some) < len(full)
    assert all(abs(part[a] - full[a]) < 1e-12 for a in some)
    assert well_visited({"a": (100, 1.0), "b": (10, 1.0), "c": (9, 1.0), "d": (0, 0.0)}) == ["a", "b"]


def test_lq_7_hard_plays_the_safety_blend():
    # hard's court step (LQ-7) is the blend court_danger=1: the search's step plus the danger
    # of the other seat's roll and reply; her Princess opposite the other seat's face-up Assassin
    # (LQ-5.2, LQ-8.1) is moved out of its aim
    from engine.ai.level_settings import settings
    from engine.ai import long_live_the_queen as player
    cfg = settings(player, "hard")[1]
    assert cfg["court_danger"] == 1.0
    s = make({7: "Princess", 12: "guard"}, {7: "Assassin", 2: "guard"}, phase="court")
    for seed in (1, 2):
        a = lltq.choose(s, "hard:setup_tries=5,iterations=60,court_samples=2", seed)
        assert api.apply(s, a)["lines"][0][7 - 2] != "Princess"
