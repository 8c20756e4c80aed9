"""Bella Rosarum: a held royal left where a rival can take it next turn (engine/ai/bella_rosarum/
threats.py) and ``hard``'s choice, the Hint's, that avoids it when a safer move exists
(hard_policy.py, ``royal_safety``)."""

import json

import engine.games.bella_rosarum as B
from engine import ai, api
from engine.ai.bella_rosarum import hard_policy as H
from engine.ai.bella_rosarum import threats as T
from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import rules
from engine.games.bella_rosarum.state import settle


def position(nobles, royals, owners=None, to_move=0, phase="move", round_=3, seed="brs:pos", extra=None):
    """A 3-player position: ``nobles`` {id: (seat, loc)}, every other card in the crown deck,
    ``royals`` {royal: changes}; controllers follow the nobles (BR-9.1, settle)."""
    s = json.loads(json.dumps(api.new_game("bella-rosarum", seed, {"variant": "3p"})))
    s["nobles"] = {n: {"seat": seat, "loc": loc, "cards": []} for n, (seat, loc) in nobles.items()}
    s["hands"] = [[] for _ in range(3)]
    s["chancery"], s["discard"] = [], []
    s["deck"] = [c for c in D.CARDS if c not in nobles]
    s["owners"] = dict(owners or {})
    for r, changes in royals.items():
        s["royals"][r].update(changes)
    s.update(phase=phase, to_move=to_move, round=round_, first=0, moved=[], fought=[], sieges={},
             drawn=False, hold=None, out=[], result=None, event=None)
    s.update(extra or {})
    settle(s)
    return api.load_state(json.dumps(s))


# Salisbury (200 troops) alone at Sandal (a noble castle of seat 0: garrison 100, BR-1.3) with the
# crowned Henry VI and Richard of York; Warwick (300) of seat 0 four cells south; Northumberland
# and Clifford of seat 1 (350 together) three cells north-east, within a move (BR-6.2)
ROYALS = {"henry": {"place": "sandal", "crowned": True}, "york": {"place": "sandal"}}


def weak_guard(rival=("northumberland", "clifford"), **kw):
    nobles = {"salisbury": (0, "sandal"), "warwick": (0, "@11,12"), "scrope": (2, "@5,0")}
    nobles.update({n: (1, "@13,5") for n in rival})
    return position(nobles, ROYALS, owners={"sandal": 0}, **kw)


def test_a_stack_in_reach_with_troops_for_the_siege_takes_the_royals_br_8_1():
    s = weak_guard()
    got = T.takeable(s, 0)
    assert set(got) == {"sandal"}
    royals, ways = got["sandal"]
    assert {"henry", "york"} <= set(royals)
    # BR-8.1: 350 troops match the garrison (100) plus Salisbury's 200; from a cell next to Sandal
    # that the stack reaches (BR-6.2), and the siege falls unless Bad Weather comes (BR-8.2)
    assert all(w[0] == 1 and w[1] == "@13,5" and w[3] == "siege" and w[4] == rules.SIEGE_ODDS for w in ways)
    assert "@11,7" in {w[2] for w in ways}
    assert {"henry", "york"} <= set(T.exposed(s, 0))
    # the rival's own royals are not the seat's concern; seat 1 holds none
    assert T.takeable(s, 1) == {}


def test_too_few_troops_or_no_combat_next_turn_take_nothing_br_8_1_br_3_7():
    # Northumberland alone: 250 troops fall short of garrison plus troops (300)
    assert T.takeable(weak_guard(rival=("northumberland",)), 0) == {}
    # BR-3.7: with no combat in the first round, seat 1 (after seat 0 in the order) has its next
    # turn in round 1 without combat; seat 0 moving after it in round 1 meets it in round 2
    calm = {"first_turn_combat": False}
    assert T.takeable(weak_guard(round_=1, extra=calm), 0) == {}
    assert T.takeable(weak_guard(round_=1), 0) != {}
    late = position({"salisbury": (1, "sandal"), "northumberland": (0, "@13,5"), "clifford": (0, "@13,5"),
                     "scrope": (2, "@5,0")}, ROYALS, owners={"sandal": 1}, to_move=1, round_=1, extra=calm)
    assert set(T.takeable(late, 1)) == {"sandal"}


def test_in_the_open_a_battle_needs_good_odds_br_7_3():
    # the royals' stack in the open: 200 against 350 is beyond 3:2 (victory 0.556, BR-7.3)
    nobles = {"salisbury": (0, "@11,8"), "warwick": (0, "@11,12"), "scrope": (2, "@5,0"),
              "northumberland": (1, "@13,5"), "clifford": (1, "@13,5")}
    royals = {"henry": {"place": "@11,8", "crowned": True}, "york": {"place": "@11,8"}}
    s = position(nobles, royals)
    assert {w[3] for w in T.takeable(s, 0)["@11,8"][1]} == {"battle"}
    # with Warwick beside it (500 troops) the same stack only reaches 1:2 (BR-7.3): safe
    nobles["warwick"] = (0, "@11,8")
    assert T.takeable(position(nobles, royals), 0) == {}


def test_the_screen_agrees_with_the_exact_answer_on_moves_of_the_royals_stack():
    s = weak_guard()
    screen = T.Screen(s, 0)
    assert not screen.safe(s)
    legal = [a for a in rules.legal_actions(s) if a.startswith("move sandal ")]
    agree = 0
    for a in legal[:40]:
        after = H.left_after(s, 0, a)
        agree += screen.safe(after) == (not T.takeable(after, 0))
    assert agree >= 0.9 * min(len(legal), 40)


def test_hard_does_not_leave_the_royals_takeable_when_a_safer_move_exists_br_9_2():
    s = weak_guard()
    legal = [a for a in rules.legal_actions(s) if a != "concede"]
    # medium (and hard without the rule) sends Warwick on and leaves Salisbury alone with the royals
    med = ai.choose(s, "medium", 1)
    assert not H.leaves_safe(s, 0, med)
    assert ai.choose(s, "hard:royal_safety=0", 1) == med
    # hard guards them: a move that leaves no royal of seat 0 takeable by a rival next turn
    a, info = ai.decide(s, "hard", 1)
    assert a in legal and H.leaves_safe(s, 0, a) and a != med
    assert T.takeable(rules.apply_events(s, a)[0], 0) == {}
    assert info["rolled"] and med in info["visits"]
    # seeded and from the view only (BR-14): the same choice again, and with hidden parts redealt
    assert ai.decide(s, "hard", 1) == (a, info)
    other = B.redeal_hidden(s, 0, "other")
    assert ai.choose(other, "hard", 1) == a
    # the Hint is hard's choice
    assert api.analyse(s, "hard", 1)["action"] == a


def test_guarding_moves_and_the_board_an_action_leaves():
    s = weak_guard()
    legal = [a for a in rules.legal_actions(s) if a != "concede"]
    g = H.guard_safely(s, 0, legal, 2)
    assert g and all(H.leaves_safe(s, 0, a) for a in g)
    # BR-6.1: the royals follow their stack's last noble
    after = H.left_after(s, 0, "move sandal @11,9")
    assert after["royals"]["henry"]["place"] == "@11,9" and s["royals"]["henry"]["place"] == "sandal"
    assert H.left_after(s, 0, "end move") is s


def test_a_won_siege_carries_the_royals_into_the_place_br_8_2():
    nobles = {"salisbury": (0, "@11,7"), "scrope": (2, "@5,0"), "clifford": (1, "@13,5")}
    royals = {"henry": {"place": "@11,7", "crowned": True}}
    s = position(nobles, royals, phase="combat")
    assert "siege @11,7 sandal" in rules.legal_actions(s)
    after = H.left_after(s, 0, "siege @11,7 sandal")
    assert after["nobles"]["salisbury"]["loc"] == "sandal" and after["owners"]["sandal"] == 0
    assert after["royals"]["henry"]["place"] == "sandal"


def test_the_hint_says_why_royals_kept_taken_or_still_at_risk_br_9_1_br_9_2():
    """The Hint's reason (engine/ai/bella_rosarum/explain.py), from the deciding seat's view: the
    royals its move keeps from a rival's next turn, the free royals it takes (BR-9.1), and those a
    rival could still take (BR-9.2) with the rivals who could."""
    from engine.ai.bella_rosarum.explain import explain  # noqa: PLC0415

    s = weak_guard()
    hint = api.analyse(s, "hard", 1)
    assert {"henry", "york"} <= set(hint["why"]["saved"]) and "risk" not in hint["why"]
    assert hint["why"] == explain(s, 0, hint["action"])
    # medium's move leaves Salisbury alone with the royals: still takeable, by seat 1 (BR-8.1)
    med = ai.choose(s, "medium", 1)
    why = explain(s, 0, med)
    assert {"henry", "york"} <= set(why["risk"]) and why["by"] == [1] and "saved" not in why
    # every claim holds of the board the move leaves (BR-6.1) and is read from the view only
    for a in [a for a in rules.legal_actions(s) if a.startswith("move ")][:60]:
        why = explain(s, 0, a) or {}
        after = rules.apply_events(s, a)[0]
        assert set(why.get("risk", ())) == set(T.exposed(after, 0))
        assert not set(why.get("saved", ())) & set(T.exposed(after, 0)) and set(why.get("saved", ())) <= set(T.exposed(s, 0))
        assert explain(B.redeal_hidden(s, 0, "other"), 0, a) == (why or None)
    # a stack entering the place of a free royal takes it (BR-9.1)
    free = position({"warwick": (0, "@11,12"), "scrope": (2, "@5,0"), "northumberland": (1, "@11,3")},
                    {"margaret": {"place": "kenilworth"}})
    entering = [a for a in rules.legal_actions(free) if a.startswith("move @11,12 kenilworth")]
    assert entering, "Warwick reaches Kenilworth"
    took = explain(free, 0, entering[0])["took"]
    assert "margaret" in took
    assert all(free["royals"][r]["place"] == "kenilworth" and free["royals"][r]["controller"] is None for r in took)
    # not a move: no reason (an attack's end is chance)
    assert explain(s, 0, "end move") is None


def attack_position():
    """Seat 0's combat phase: Warwick and Buckingham (550 troops) a cell from Salisbury of seat 1
    (200) with the crowned Henry VI in the open; Richard of York and Rutland free at Sandal."""
    nobles = {"warwick": (0, "@11,8"), "buckingham": (0, "@11,8"), "salisbury": (1, "@11,7"),
              "scrope": (2, "@5,0")}
    royals = {"henry": {"place": "@11,7", "crowned": True}, "york": {"place": "sandal"}}
    return position(nobles, royals, phase="combat")


def test_the_hint_says_what_an_attack_risks_and_takes_br_7_3_br_8_2_br_9_2():
    """An attack is explained by its odds as the table shows them (BR-7.3; a siege falls unless Bad
    Weather comes, BR-8.2), the royals the victor takes where it strikes (BR-9.2) and the place a
    siege takes, read from the deciding seat's view."""
    from engine.ai.bella_rosarum.explain import explain  # noqa: PLC0415
    from engine.games.bella_rosarum import figures  # noqa: PLC0415

    s = attack_position()
    legal = rules.legal_actions(s)
    battle = "battle @11,8 @11,7"
    assert battle in legal and s["royals"]["henry"]["controller"] == 1
    why = explain(s, 0, battle)
    table = figures.odds(s)[battle]
    assert why == {"odds": round(table["victory"], 3), "attacker": table["attacker"],
                   "defender": table["defender"], "prize": ["henry"]}
    assert table["attacker"] > table["defender"] and 0 < why["odds"] < 1
    # one noble alone: fewer troops, the same prize
    alone = explain(s, 0, battle + " warwick")
    assert alone["attacker"] < why["attacker"] and alone["prize"] == ["henry"]
    # a siege of Sandal, where Richard of York and Rutland stand free: the place and the royals
    # (BR-3.5, BR-8.2, BR-9.2)
    siege = next(a for a in legal if a.startswith("siege ") and a.endswith(" sandal"))
    got = explain(s, 0, siege)
    assert got["place"] == "sandal" and got["prize"] == ["rutland", "york"] and got["odds"] == round(rules.SIEGE_ODDS, 3)
    # the seat's own royals are no prize; nothing hidden is read
    assert explain(B.redeal_hidden(s, 0, "other"), 0, battle) == why
    assert explain(s, 0, "end combat") is None


def card_position():
    """weak_guard's board in seat 0's crown-card phase after its draw (BR-12.2), with 200
    Burgundian mercenaries and the constable of Nottingham in its hand."""
    s = json.loads(json.dumps(weak_guard(phase="crown", extra={"drawn": True})))
    s["hands"][0] = ["merc-burgundian", "constable-nottingham"]
    s["deck"] = [c for c in s["deck"] if c not in s["hands"][0]]
    return api.load_state(json.dumps(s))


def test_the_hint_says_what_a_card_adds_and_takes_br_12_2_br_16_4():
    """A card played from the hand (BR-12.2) is applied from the seat's view like a move: the
    stack it lands on with its troops before and after (BR-7.2, BR-16), the royals that troops
    keep from a rival's next turn (BR-8.1, BR-9.2), and the town a constable's card makes the
    seat's (BR-16.4)."""
    from engine.ai.bella_rosarum.explain import explain  # noqa: PLC0415

    s = card_position()
    legal = rules.legal_actions(s)
    assert "play 1 salisbury" in legal and "play 2 warwick" in legal
    # 200 mercenaries at Sandal: 100 garrison + 400 beat the rivals' 350 (BR-8.1)
    why = explain(s, 0, "play 1 salisbury")
    assert why["stack"] == "sandal" and why["troops"] == [200, 400]
    assert {"henry", "york"} <= set(why["saved"]) and "risk" not in why
    # the constable of Nottingham: 100 troops to Warwick in the open, and the town (BR-16.4)
    why = explain(s, 0, "play 2 warwick")
    assert why["stack"] == "@11,12" and why["troops"] == [300, 400] and why["places"] == ["nottingham"]
    assert {"henry", "york"} <= set(why["risk"]) and "saved" not in why
    # from the seat's own view: the other seats' hands redealt change nothing
    assert explain(B.redeal_hidden(s, 0, "other"), 0, "play 1 salisbury") == explain(s, 0, "play 1 salisbury")
    assert explain(s, 0, "end turn") is None
