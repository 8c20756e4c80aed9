"""Bella Rosarum ``hard`` by rollout policy improvement (engine/ai/bella_rosarum/hard_policy.py):
candidates are medium's choice, its variants' and the crown candidates, each played
out through the next round of every seat (BR-4.1, BR-4.2) on the same determinisations of the
seat's view (BR-14); legal, reproducible and honest."""

import random

import pytest

import engine.games.bella_rosarum as B
from engine import ai
from engine.ai.bella_rosarum import hard_policy as H
from engine.ai.bella_rosarum import players
from engine.ai.bella_rosarum.sampler import Sampler
from engine.games.bella_rosarum import rules

from .test_ai import _states
from .test_rules import board

LEVEL = "hard:samples=1"   # hard on one determinisation (quick)


def _decisions(phase, n=2):
    """Seeded positions of random play (3 and 4 seats) in ``phase`` with more than one action."""
    return [s for s in _states(n, 160, 1, "brh") if s["phase"] == phase and len(rules.legal_actions(s)) > 2]


def test_the_rollout_ends_at_the_seats_next_turn_br_4_1():
    s = _decisions("move")[0]
    seat = s["to_move"]
    f, x = Sampler(B.view(s, seat), seat).sample(3)
    end, _ = H.rollout(f, seat, x)
    assert end["phase"] == "over" or (end["phase"] == "event" and end["to_move"] == seat
                                      and end["round"] == s["round"] + 1)


def test_variants_pass_their_switches_and_leave_mediums_own():
    before = players.SWITCHES
    s = _decisions("move")[0]
    seat = s["to_move"]
    v = B.view(s, seat)
    props = H.proposals(v, seat, rules.legal_actions(v), tuple(H.VARIANTS))
    assert props[0][1] is None and len({a for a, _ in props}) == len(props)
    assert players.SWITCHES is before
    assert all(sw is None or isinstance(sw, players.Switches) for _, sw in props)
    assert H.switches("reach") == players.Switches(REACH=True) and H.switches("bold").MEDIUM_BATTLE_ODDS == 0.4


@pytest.mark.parametrize("players_", [3, 4])
def test_hard_rolls_legal_reproducible_decisions_from_the_view_only_br_14(players_):
    s = B.new_state(f"brh-view:{players_}", {"players": players_})
    r = random.Random(players_)
    checked = 0
    for _ in range(400):
        if checked >= 1 or B.outcome(s) is not None:
            break
        legal = rules.legal_actions(s)
        if s["phase"] in ("move", "combat") and len(legal) > 2:
            seat = s["to_move"]
            a, info = ai.decide(s, LEVEL, 5)
            assert a in legal
            if info.get("rolled"):
                assert ai.choose(s, LEVEL, 5) == a
                other = B.redeal_hidden(s, seat, f"other:{checked}")   # the hidden parts dealt afresh
                assert ai.choose(other, LEVEL, 5) == a
                checked += 1
        s, _, _ = B.apply(s, r.choice([a for a in legal if a != "concede"]))
    assert checked == 1


def test_hard_keeps_medium_where_rollouts_do_not_apply():
    # BR-10.3: the coronation phase is medium's (crown when it may)
    s = board({"warwick": (0, "tower-of-london", ["abp-york"])}, owners={"tower-of-london": 0}, phase="coronation",
              royals={"york": {"place": "tower-of-london"}})
    a, info = ai.decide(s, "hard", 1)
    assert a == "crown york" and info.get("opening")
    # BR-6: the move phase is hard's own (rolled where medium and its variants differ)
    s = next(p for p in _decisions("move") if len(rules.legal_actions(p)) > 2)
    a, info = ai.decide(s, "hard", 1)
    assert "rolled" in info and a in rules.legal_actions(s)


def test_a_past_deadline_compares_two_candidates_on_one_sample():
    # BR-13.2: seat 0 holds the only crown, so hard's crown candidates give several to compare
    import time
    from engine.ai import level_settings
    cfg = level_settings.settings(ai.PLAYERS[B.NAME], "hard:samples=2")[1]
    nobles = {"clifford": (0, "@11,10", []), "beaumont": (0, "@11,14", []),
              "dacre": (1, "@12,8", []), "scrope": (1, "@13,9", [])}
    v = B.view(_sole_york(nobles), 0)
    legal = [a for a in rules.legal_actions(v) if a != "concede"]
    a2, info2 = H.decide(v, 0, legal, cfg, 7)   # no cap: every candidate on every sample
    assert len(info2["visits"]) >= 3 and info2["playouts"] == 2 * len(info2["visits"])
    # a clock that stands just past the deadline: the cap, but not the hard stop, is passed
    a, info = H.decide(v, 0, legal, cfg, 7, 100.0, lambda: 100.001)
    assert info["rolled"] and info["playouts"] == 2 and len(info["visits"]) == 2 and a in legal
    # a real clock: the decision ends by the hard stop (the least, HARD_STOP_MIN), whatever
    # its rollouts would cost
    t0 = time.perf_counter()
    a, info = H.decide(v, 0, legal, cfg, 7, t0 - 1, time.perf_counter)
    assert a in legal and time.perf_counter() - t0 < H.HARD_STOP_MIN + 1.0   # slack for a busy machine


def test_a_rollout_past_the_hard_stop_is_abandoned_for_mediums_choice():
    """The page's time cap is checked between rollouts; a rollout still running at the hard stop
    (1.5 times the cap, at least HARD_STOP_MIN) is abandoned, and with fewer than two candidates
    compared the seat plays medium's own choice (BR-6, the move phase), reported as not rolled."""
    from engine.ai import level_settings
    cfg = level_settings.settings(ai.PLAYERS[B.NAME], "hard:samples=2")[1]
    for s in _decisions("move"):
        seat = s["to_move"]
        v = B.view(s, seat)
        legal = rules.legal_actions(v)
        props = H.proposals(v, seat, legal, tuple(H.VARIANTS))
        if len(props) < 2:
            continue
        ticks = iter(range(10 ** 6))
        # 0.1 s a reading: the hard stop (0.3 s) passes on the rollout's fourth ply, and a
        # rollout to the seat's next turn (BR-4.1) is some 30 plies
        a, info = H.decide(v, seat, legal, cfg, 7, 0.2, lambda: next(ticks) * 0.1)
        assert a == props[0][0] and not info["rolled"] and info["playouts"] == 0
        return
    raise AssertionError("no decision with two candidates")


def _sole_york(nobles, to_move=0, phase="move"):
    """York crowned, every other royal dead: the only crown, held by seat 0 (BR-13.2)."""
    dead = {r: {"alive": False} for r in ("henry", "margaret", "edward", "march", "rutland", "clarence", "gloucester")}
    return board(nobles, royals=dict(dead, york={"place": "@11,10", "crowned": True}), to_move=to_move, phase=phase)


def test_crown_guard_offers_a_safer_place_a_friend_and_standing_still_br_13_2_br_8_1():
    # BR-13.2: seat 0 holds the only crown (York, with Clifford in the open at @11,10) and two
    # stacks of seat 1 stand within reach; ``crown_guard`` adds the crown's stack into the place
    # in reach that no stack can take (garrison plus troops, BR-8.1), Beaumont onto the crown's
    # stack (BR-2.2) and standing still (BR-6.1), judged by the same rollouts
    nobles = {"clifford": (0, "@11,10", []), "beaumont": (0, "@11,14", []),
              "dacre": (1, "@12,8", []), "scrope": (1, "@13,9", [])}
    s = _sole_york(nobles)
    assert H.sole_crown(s) == ("york", 0)
    legal = [a for a in rules.legal_actions(s) if a != "concede"]
    g = H.guard_moves(s, 0, legal, 3)
    assert len(g) == 3 and g[1] == "move @11,14 @11,10" and g[2] == "end move"
    flee = g[0].split(" ")
    assert flee[:2] == ["move", "@11,10"] and len(flee) == 3
    sit = players.Situation(s, 0)
    strength = players.troops(s, ["clifford"])
    assert H.crown_risk(sit, flee[2], strength) < H.crown_risk(sit, "@11,10", strength)
    assert H.guard_moves(s, 0, legal, 1) == g[:1]
    a, info = ai.decide(s, "hard:crown_guard=3", 1)
    assert info.get("rolled") and set(g) <= set(info["visits"]) and a in legal
    # hard itself guards so (crown_guard is one of its settings: engine/ai/bella_rosarum/README.md)
    assert (a, info) == ai.decide(s, "hard", 1)
    # the seat not holding it has nothing to guard; in combat, guarding is fighting no more (BR-8.2)
    s1 = _sole_york(nobles, to_move=1)
    assert H.guard_moves(s1, 1, [a for a in rules.legal_actions(s1) if a != "concede"], 3) == []
    assert H.guard_moves(s, 0, ["siege @11,10 cambridge", "end combat"], 3) == []   # not the combat phase
    c = _sole_york(nobles, phase="combat")
    assert H.guard_moves(c, 0, rules.legal_actions(c), 3) == ["end combat"]


def test_crown_hunt_goes_for_a_rivals_sole_crown_br_13_2_br_7_1():
    # BR-13.2: seat 0 counts turns with the only crown; seat 1, with ``crown_hunt``, also plays
    # out its strongest stacks moving next to the crown's stack (BR-7.1: a battle from beside it)
    nobles = {"clifford": (0, "@11,10", []), "dacre": (1, "@12,6", []), "scrope": (1, "@14,9", [])}
    s = _sole_york(nobles, to_move=1)
    legal = [a for a in rules.legal_actions(s) if a != "concede"]
    h = H.hunt_moves(s, 1, legal, 2)
    assert h and len({a.split(" ")[1] for a in h}) == len(h)   # one move per stack
    from engine.games.bella_rosarum import moves
    assert all(moves.distance(a.split(" ")[2], "@11,10") <= 1 for a in h)
    assert H.hunt_moves(s, 0, legal, 2) == []   # the holder does not hunt itself
    a, info = ai.decide(s, "hard:crown_hunt=2", 1)
    assert info.get("rolled") and set(h) <= set(info["visits"]) and a in legal


def test_guard_any_guards_a_crown_beside_another_br_13_2():
    # BR-13.2: York (seat 0) and Margaret (seat 1) both crowned: neither crown counts, but a
    # rival that takes York may put it to death and count with its own; ``guard_any`` guards it too
    dead = {r: {"alive": False} for r in ("henry", "edward", "march", "rutland", "clarence", "gloucester")}
    royals = dict(dead, york={"place": "@11,10", "crowned": True}, margaret={"place": "@4,0", "crowned": True})
    nobles = {"clifford": (0, "@11,10", []), "beaumont": (0, "@11,14", []),
              "dacre": (1, "@12,8", []), "scrope": (1, "@4,0", [])}
    s = board(nobles, royals=royals)
    assert H.sole_crown(s) is None and H.guarded_crown(s, 0) is None
    assert H.guarded_crown(s, 0, True) == "york" and H.guarded_crown(s, 2, True) is None
    legal = [a for a in rules.legal_actions(s) if a != "concede"]
    assert H.guard_moves(s, 0, legal, 3) == []
    g = H.guard_moves(s, 0, legal, 3, True)
    assert "end move" in g and "move @11,14 @11,10" in g
