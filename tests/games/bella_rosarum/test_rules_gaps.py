"""Bella Rosarum: the rule gaps closed after an outside check against the seed (seeds/
bella-rosarum.md): the royalty rule and a split, declaring before a siege, Parliament's eligible
nobles, open cities on roads, the Chancery's clerics, a siege from inside, ship cards' troops.

Positions are built with ``board`` of test_br_rules (through ``load``); the event card a battle
or siege draws is fixed by putting it on top of the event deck.
"""

import json

import pytest

import engine.games.bella_rosarum as B
from engine import api
from engine.errors import InvalidState
from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import moves, rules
from engine.games.bella_rosarum.state import card_troops, settle, troops
from .test_rules import board


def play(s, *actions):
    for a in actions:
        s = B.apply(s, a)[0]
    return s


# ---------------------------------------------------------------- BR-6.5 the royalty rule


def test_br_6_5_a_noble_splitting_off_from_the_stack_holding_york_may_enter_kenilworth():
    # Kenilworth (a fortress, 20 influence) holds Margaret and Edward of Lancaster
    s = board({"warwick": (0, "@11,12", ["chancellor"]), "clifford": (0, "@11,12", [])},
              royals={"york": {"place": "@11,12"}})
    assert s["royals"]["york"]["controller"] == 0
    legal = rules.legal_actions(s)
    assert "move @11,12 kenilworth" not in legal  # the stack holding York is barred
    assert "move @11,12 kenilworth warwick" in legal  # York stays behind with Clifford
    s2 = play(s, "move @11,12 kenilworth warwick")
    assert s2["royals"]["york"]["place"] == "@11,12" and s2["royals"]["york"]["controller"] == 0
    assert s2["royals"]["margaret"]["controller"] == 0  # BR-6.7: Warwick takes the free royals
    # without York the whole stack enters as well
    s = board({"warwick": (0, "@11,12", ["chancellor"]), "clifford": (0, "@11,12", [])})
    assert "move @11,12 kenilworth" in rules.legal_actions(s)


def test_br_6_5_only_the_nobles_taking_the_royals_along_are_bound():
    # the whole stack takes York along (BR-6.1); Warwick alone leaves him with Clifford, even
    # when Clifford has moved already and stays (the royals go only with the last nobles)
    s = board({"warwick": (0, "@11,12", ["chancellor"]), "clifford": (0, "@11,12", [])},
              royals={"york": {"place": "@11,12"}}, extra={"moved": ["clifford"]})
    assert moves.stack_houses(s, 0, "@11,12", ["warwick", "clifford"]) == {"york"}
    assert moves.stack_houses(s, 0, "@11,12", ["warwick"]) == set()
    s2 = play(s, "move @11,12 kenilworth")
    assert s2["royals"]["york"]["place"] == "@11,12" and s2["nobles"]["warwick"]["loc"] == "kenilworth"
    # an heir noble is his own royal wherever he goes (BR-1.6)
    s = board({"somerset": (0, "@11,12", []), "clifford": (0, "@11,12", [])})
    assert moves.stack_houses(s, 0, "@11,12", ["somerset"]) == {"lancaster"}
    assert moves.stack_houses(s, 0, "@11,12", ["clifford"]) == set()


# ---------------------------------------------------------------- BR-20.3 declaring before a siege


def _siege_board(hands):
    card = next(e["id"] for e in D.EVENT_LIST if e["kind"] != "bad-weather")
    # Lincoln (a city, garrison 150) held by seat 1's Dacre (100): Warwick with French
    # mercenaries (600) is enough to besiege it
    s = board({"warwick": (0, "@12,9", ["merc-french"]), "dacre": (1, "lincoln", [])},
              owners={"lincoln": 1}, phase="combat", event_top=card, hands=hands)
    return s, card


def test_br_20_3_a_siege_is_announced_and_the_defender_may_declare_first():
    s, card = _siege_board({1: ["merc-scots"]})
    s2, entry, _ = B.apply(s, "siege @12,9 lincoln")
    assert "event" not in entry and s2["phase"] == "declare" and s2["to_move"] == 1
    assert s2["attack"] == {"by": 0, "from": "@12,9", "to": "lincoln", "kind": "siege",
                            "step": "defender", "declared": False}
    assert rules.legal_actions(s2) == ["pass", "play 1 dacre"]
    assert B.from_position(B.to_position(s2)) == s2
    s3, entry, _ = B.apply(s2, "pass")  # nothing declared: the siege goes ahead at once
    assert entry["event"] == card and s3["owners"]["lincoln"] == 0 and "dacre" not in s3["nobles"]
    # a stack that keeps no card, or a place with nobody inside, has nothing to declare
    s, card = _siege_board({})
    s2, entry, _ = B.apply(s, "siege @12,9 lincoln")
    assert entry["event"] == card and s2["owners"]["lincoln"] == 0


def test_br_8_1_and_20_3_declared_cards_can_make_the_siege_impossible():
    # Dacre declares 300 French: 150 + 100 + 300 = 550 against Warwick's 300 + 200 Scots = 500
    s = board({"warwick": (0, "@12,9", ["merc-scots"]), "dacre": (1, "lincoln", [])},
              owners={"lincoln": 1}, phase="combat", hands={1: ["merc-french"], 0: ["merc-burgundian"]})
    assert troops(s, ["warwick"]) == 500 and "siege @12,9 lincoln" in rules.legal_actions(s)
    s2 = play(s, "siege @12,9 lincoln", "play 1 dacre", "pass")
    assert s2["attack"]["step"] == "attacker" and s2["to_move"] == 0
    assert rules.legal_actions(s2) == ["withdraw", "play 1 warwick"]  # no "fight": 500 < 550
    assert B.ui_state(s2)["odds"]["fight"]["defender"] == 550
    s3, entry, events = B.apply(s2, "withdraw")
    assert "event" not in entry and s3["owners"]["lincoln"] == 1 and "@12,9" in s3["fought"]
    # answering with 200 Burgundians (700 against 550) makes it possible again
    s4 = play(s2, "play 1 warwick")
    assert rules.legal_actions(s4)[:2] == ["fight", "withdraw"]
    s5, entry, _ = B.apply(s4, "fight")
    assert "event" in entry and s5["phase"] != "declare"


# ---------------------------------------------------------------- BR-19.3 eligible nobles


def _parliament(chancery, nobles):
    s = board(dict({"warwick": (0, "tower-of-london", [])}, **nobles), owners={"tower-of-london": 0},
              phase="combat")
    s = B.load(dict(s, chancery=list(chancery), deck=[c for c in s["deck"] if c not in chancery]))
    return play(s, "end combat", "summon")


def test_br_19_3_a_noble_is_given_at_most_one_card_a_sitting():
    s = _parliament(["earldom-kent", "constable"], {"clifford": (0, "tower-of-london", [])})
    assert s["parliament"]["cards"] == ["earldom-kent", "constable"]
    assert rules.legal_actions(s) == ["grant warwick", "grant clifford", "refuse"]
    s2, _, events = B.apply(s, "grant warwick")
    assert events[0][0] == "granted" and s2["parliament"]["given"] == ["warwick"]
    assert rules.legal_actions(s2) == ["grant clifford", "refuse"]  # Warwick has had his share
    assert B.from_position(B.to_position(s2)) == s2
    with pytest.raises(InvalidState):
        B.load(dict(s2, parliament=dict(s2["parliament"], given=["buckingham"])))


def test_br_19_3_one_title_and_one_see_per_noble():
    s = _parliament(["earldom-kent", "abp-york", "constable"],
                    {"clifford": (0, "tower-of-london", ["earldom-essex", "abp-canterbury"]),
                     "beaumont": (0, "tower-of-london", [])})
    assert rules.legal_actions(s) == ["grant warwick", "grant beaumont", "refuse"]  # a title
    s2 = play(s, "refuse")
    assert rules.legal_actions(s2) == ["grant warwick", "grant beaumont", "refuse"]  # a see
    s3 = play(s2, "refuse")
    assert "grant clifford" in rules.legal_actions(s3)  # an office: no limit but the sitting's


# ---------------------------------------------------------------- BR-13.2 four turns


def test_br_13_2_four_consecutive_turns_are_the_holders_own():
    # the Decision reads the seed's "four consecutive turns" as four of the holder's own turns:
    # the count moves only when seat 0 (holding the sole crown) ends a turn, never on the others'
    assert D.HOLD_TURNS == 4
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@9,5", [])}, phase="crown",
              royals={"henry": {"alive": False, "place": None, "crowned": False},
                      "york": {"place": "@11,10", "crowned": True}})
    seen = []
    while B.outcome(s) is None:
        acts = rules.legal_actions(s)
        ends = [a for a in acts if a.startswith("end ")]
        a = ends[0] if ends else next(a for a in acts if a in ("event", "draw"))
        seat = s["to_move"]
        s, _, _ = B.apply(s, a)
        if a == "end turn" or (s["to_move"] != seat and s["phase"] in ("event", "over")):
            seen.append((seat, (s["hold"] or {}).get("turns")))
    assert B.outcome(s)["reason"] == "four-turns" and B.outcome(s)["winner"] == 0
    assert [t for seat, t in seen if seat == 0] == [1, 2, 3, 4]
    assert all(t == prev for (seat, t), (_, prev) in zip(seen[1:], seen) if seat != 0)


# ---------------------------------------------------------------- BR-6.3 open cities on roads


def test_br_6_3_open_cities_never_block_a_road():
    # Bad Weather keeps cross-country steps to 2: Gloucester is reached only by the road through
    # Oxford (an open city), neutral or another seat's, whatever the stack's influence
    for owners in ({}, {"oxford": 1}):
        s = board({"audley": (0, "tower-of-london", [])},
                  owners=dict(owners, **{"tower-of-london": 0, "gloucester": 0}), extra={"event": "bad-weather-1"})
        dest = moves.destinations(s, 0, "tower-of-london", ["audley"])
        assert "oxford" in dest and "gloucester" in dest
    # another seat's noble standing in Oxford blocks it like any place (BR-6.4)
    s = board({"audley": (0, "tower-of-london", []), "dacre": (1, "oxford", [])},
              owners={"tower-of-london": 0, "gloucester": 0}, extra={"event": "bad-weather-1"})
    assert "gloucester" not in moves.destinations(s, 0, "tower-of-london", ["audley"])


# ---------------------------------------------------------------- BR-19.6 the Chancery's clerics


def test_br_19_6_bishoprics_never_reach_the_chancery():
    assert {c for c in D.CARDS if D.CARDS[c]["category"] == "cleric" and c in D.TO_CHANCERY} == {
        "abp-canterbury", "abp-york"}
    # a dead noble's bishopric goes to the crown discard, his archbishopric to the Chancery
    s = board({"warwick": (0, "york", ["abp-york", "bp-durham"])}, owners={"york": 0}, phase="event",
              event_top=next(e["id"] for e in D.EVENT_LIST if e["kind"] == "plague" and e["place"] == "york"))
    s2 = play(s, "event")
    assert "abp-york" in s2["chancery"] and "bp-durham" in s2["discard"]
    # so a Chancery holding a bishopric is a state play cannot reach (BR-15.4)
    s = board({"warwick": (0, "york", [])})
    with pytest.raises(InvalidState) as exc:
        B.load(dict(s, chancery=["bp-durham"], deck=[c for c in s["deck"] if c != "bp-durham"]))
    assert exc.value.field == "chancery"


# ---------------------------------------------------------------- BR-8.3 a siege from inside


def test_br_8_3_a_siege_from_inside_that_bad_weather_stops_shuts_nobody_in():
    # Warwick entered Wells (a city, not his) by influence and besieges it from inside
    s = board({"warwick": (0, "wells", [])}, phase="combat", event_top="bad-weather-1", players=4)
    assert "siege wells wells" in rules.legal_actions(s)
    s2, _, events = B.apply(s, "siege wells wells")
    assert s2["sieges"] == {} and ["siege-failed", "wells", "wells", "bad-weather-1"] in events
    assert "Wells" in B.narrate(s, {"action": "siege wells wells"}, events)
    assert not rules.besieged(s2, "wells", 0) and "wells" in s2["fought"]
    # a state of rules 1 (seeds/bella-rosarum.md, "Rules versions") kept such a siege: it loads
    # with none, as today's rules would have left it
    assert B.load(dict(s, sieges={"wells": {"by": 0, "from": "wells"}}))["sieges"] == {}


# ---------------------------------------------------------------- BR-18.1 ship cards


def test_br_18_1_a_ship_card_shows_and_adds_no_troops():
    ships = [c for c in D.CARDS if D.CARDS[c]["category"] == "ship"]
    assert len(ships) == 5
    board_cards = B.board_data()["cards"]
    for c in ships:
        assert D.CARDS[c]["troops"] == 0 and board_cards[c]["troops"] == 0
        assert board_cards[c]["ships"] == D.CARDS[c]["ships"] and D.CARDS[c]["ships"][0] in (100, 150)
    s = board({"warwick": (0, "@11,10", ["ship-giles"])}, hands={0: ["ship-valentyne"]})
    assert card_troops(s, "ship-giles") == 0
    ui = B.ui_state(s)
    assert [st["troops"] for st in ui["stacks"] if st["loc"] == "@11,10"] == [D.CARDS["warwick"]["troops"]]
    assert ui["nobles"]["warwick"]["troops"] == D.CARDS["warwick"]["troops"]


# ---------------------------------------------------------------- BR-7.1 attacking nobles


def test_br_7_1_one_noble_of_a_stack_may_attack_alone():
    # Warwick (300) and Clifford (100) against Dacre (100): the stack at 4:1, Warwick alone at 3:1
    card = next(e["id"] for e in D.EVENT_LIST if e["battle"][5].startswith("+"))
    s = board({"warwick": (0, "@11,10", []), "clifford": (0, "@11,10", []), "dacre": (1, "@12,10", [])},
              phase="combat", event_top=card)
    legal = rules.legal_actions(s)
    assert {"battle @11,10 @12,10", "battle @11,10 @12,10 warwick", "battle @11,10 @12,10 clifford"} <= set(legal)
    targets = {a: (att, dfn) for a, att, dfn in rules.combat_targets(s, 0)}
    assert targets["battle @11,10 @12,10 warwick"] == (300, 100)
    assert "Richard Neville, Earl of Warwick" in B.describe_action(s, "battle @11,10 @12,10 warwick")
    s2, _, events = B.apply(s, "battle @11,10 @12,10 warwick")
    assert ["battle", "@11,10", "@12,10", card, 5, D.EVENTS[card]["battle"][5]] in events
    # BR-7.4: the '+' before the result strikes an attacking noble: Warwick, not Clifford who
    # stayed out of it; the stack has made its one attack of the turn
    assert "warwick" not in s2["nobles"] and "clifford" in s2["nobles"]
    assert not any(a.startswith("battle @11,10") for a in rules.legal_actions(s2))


def test_br_7_1_the_lone_attacker_alone_answers_a_declaration():
    card = next(e["id"] for e in D.EVENT_LIST if e["battle"][2] == "V")
    s = board({"warwick": (0, "@11,10", []), "clifford": (0, "@11,10", []), "dacre": (1, "@12,10", [])},
              phase="combat", event_top=card, hands={1: ["merc-scots"], 0: ["merc-french"]})
    s2 = play(s, "battle @11,10 @12,10 warwick", "play 1 dacre")
    assert s2["attack"]["noble"] == "warwick" and B.from_position(B.to_position(s2)) == s2
    s3 = play(s2, "pass")
    assert rules.legal_actions(s3) == ["fight", "withdraw", "play 1 warwick"]  # not Clifford
    assert B.ui_state(s3)["odds"]["fight"]["attacker"] == 300  # Clifford's 100 stay out
    s4, _, events = B.apply(s3, "fight")  # 300 against 300: the 1:1 column
    assert ["battle", "@11,10", "@12,10", card, 2, "V"] in events and "dacre" not in s4["nobles"]
    with pytest.raises(InvalidState):
        B.load(dict(s2, attack=dict(s2["attack"], noble="dacre")))


def _destinations(state, seat):
    """Every place or cell a move of ``seat`` may end on (the last word of ``move ...``)."""
    return {a.split()[-1] for a in B.legal_actions(state) if a.startswith("move ")}


@pytest.mark.parametrize("players", [3, 6])
def test_br_6_9_the_first_round_shuts_the_free_royals_places_and_says_so(players):
    """BR-6.9 (with BR-3.7 off or on): in round 1 no move ends in or passes a place where a royal
    stands with no controller, and the table is told which places those are and why (ui_state
    ``shut``); in round 2 they are no longer shut."""
    s = api.new_game("bella-rosarum", f"shut-{players}", {"variant": f"{players}p", "first_turn_combat": False})
    while s["phase"] != "move":
        s = B.apply(s, B.legal_actions(s)[0])[0]
    free = sorted({ro["place"] for r, ro in s["royals"].items()
                   if r in D.COUNTERS and ro["alive"] and ro["place"] and ro["controller"] is None})
    assert free, "the deal leaves royals free"
    ui = B.ui_state(s)
    assert ui["round"] == 1 and ui["shut"] == free
    assert not _destinations(s, s["to_move"]) & set(free)
    later = dict(s, round=2)
    assert B.ui_state(later)["shut"] == []
    assert moves.shut_places(later) == []


def test_every_move_sentence_names_exactly_the_nobles_that_go():
    """The move log's sentence of a stack's move (BR-6.1) names the nobles that left its place
    for the destination and none that stayed (those moved earlier this turn), over random games
    of 3 and 6 players, compared with the state before and after each move."""
    import random  # noqa: PLC0415

    from engine.games.bella_rosarum.text import _Say  # noqa: PLC0415
    say = _Say("en")
    checked = partial = 0
    for g in range(16):
        r = random.Random(f"move-names-{g}")
        s = api.new_game("bella-rosarum", f"move-names-{g}", {"variant": "3p" if g % 2 else "6p"})
        last_dst = None
        for _ in range(600):
            if B.outcome(s) is not None:
                break
            legal = B.legal_actions(s)
            moves_ = [a for a in legal if a.startswith("move ") and len(a.split()) == 3]
            singles = [a for a in legal if a.startswith("move ") and len(a.split()) == 4]
            # the stack a noble just joined moves on (the joiner, moved already, stays)
            onward = [a for a in moves_ if last_dst and a.split()[1] == last_dst]
            pick = (r.choice(onward) if onward and r.random() < 0.7 else r.choice(moves_) if moves_ and r.random() < 0.5
                    else r.choice(singles) if singles and r.random() < 0.6 else r.choice(legal))
            last_dst = pick.split()[2] if pick.startswith("move ") else None
            if pick.startswith("move "):
                w = pick.split()
                text = B.describe_action(s, pick, "en")
                after = B.apply(s, pick)[0]
                went = {n for n, nb in s["nobles"].items() if nb["loc"] == w[1] and after["nobles"][n]["loc"] == w[2]}
                stayed = {n for n, nb in s["nobles"].items() if nb["loc"] == w[1] and after["nobles"][n]["loc"] == w[1]
                          and nb["seat"] == s["to_move"]}
                names = {n: say.card(n) for n in went | stayed}
                assert went and all(names[n] in text for n in went), (pick, text)
                assert not any(names[n] in text for n in stayed
                               if not any(names[n] in names[m] for m in went)), (pick, text, stayed)
                checked += 1
                partial += bool(stayed)
                s = after
            else:
                s = B.apply(s, pick)[0]
    assert checked > 300 and partial >= 5, (checked, partial)


def _intruder_in_coventry():
    """Coventry owned by seat 1 with one seat-0 noble inside (it entered by influence), every
    seat-1 noble on the cell south of it, seat 1 in its combat phase of round 3."""
    s = api.new_game("bella-rosarum", "brx:immune", {"variant": "3p"})
    s = json.loads(json.dumps(s))
    zero = sorted(n for n, nb in s["nobles"].items() if nb["seat"] == 0)[0]
    for n, nb in s["nobles"].items():
        if nb["seat"] == 1:
            nb["loc"] = "@11,12"
        elif n == zero:
            nb["loc"] = "coventry"
        elif nb["loc"] in ("coventry", "@11,12"):
            nb["loc"] = "tower-of-london" if nb["seat"] == 0 else "york"
    for ro in s["royals"].values():  # no free royal in the way
        if ro["controller"] is None and ro["place"] in ("coventry", "@11,12"):
            ro["place"] = "ludlow"
    settle(s)  # the royals follow their nobles (BR-9.1)
    s["owners"]["coventry"] = 1
    s.update(round=3, phase="combat", to_move=1, moved=[], fought=[], sieges={}, attack=None)
    return api.load_state(s), zero


def test_br_8_5_an_owner_may_besiege_a_rival_stack_inside_its_own_place():
    """BR-6.4 says to attack a rival stack that entered a seat's own place by influence: the
    owner's siege (BR-8.5) is offered, matched against the intruders' troops alone (its own
    garrison does not fight its owner), and once won the intruders die and the place stays its."""
    s, zero = _intruder_in_coventry()
    sieges = [a for a in B.legal_actions(s) if a.startswith("siege ") and a.endswith(" coventry")]
    assert sieges == ["siege @11,12 coventry"], B.legal_actions(s)
    # a game begun under rules 2 goes on without it (BR-15.5)
    assert not [a for a in B.legal_actions(dict(s, rules=2)) if a.endswith(" coventry")]
    att, dfn = next((a, d) for act, a, d in rules.combat_targets(s, 1) if act == sieges[0])
    assert dfn == troops(s, [zero]) and att >= dfn
    # with no rival inside, an owned place offers no siege
    empty = json.loads(json.dumps(s))
    empty["nobles"][zero]["loc"] = "tower-of-london"
    settle(empty)
    assert not [a for a in B.legal_actions(api.load_state(empty)) if a.endswith(" coventry")]
    # the siege, announced to the defender first (BR-20.3), then fought until it ends
    for _ in range(40):
        if s["nobles"][zero]["loc"] != "coventry" or s["phase"] != "declare" and s["attack"] is None and s["to_move"] != 1:
            break
        legal = B.legal_actions(s)
        pick = sieges[0] if sieges[0] in legal else "fight" if "fight" in legal else next(
            (a for a in legal if a.startswith("pass") or a == "done"), legal[0])
        s = B.apply(s, pick)[0]
        if pick == sieges[0] or pick == "fight":
            if not s.get("attack"):
                break
    won = zero not in s["nobles"] or s["nobles"][zero]["loc"] != "coventry"
    held = s["sieges"].get("coventry") is not None
    assert won or held, "the siege was fought: won, or held by Bad Weather"
    assert s["owners"]["coventry"] == 1


def _siege_targets_from(cell, seed, rules_version=None):
    """The places a seat's every noble, standing in the open ``cell`` in round 3's combat, may
    besiege (under ``rules_version``, else the newest rules)."""
    s = json.loads(json.dumps(api.new_game("bella-rosarum", seed, {"variant": "3p"})))
    seat = s["nobles"][sorted(s["nobles"])[0]]["seat"]
    for n, nb in s["nobles"].items():
        if nb["seat"] == seat:
            nb["loc"] = cell
        elif moves.distance(nb["loc"], cell) <= 2:
            nb["loc"] = "york" if moves.distance("york", cell) > 2 else "dover"
    settle(s)
    s.update(round=3, phase="combat", to_move=seat, moved=[], fought=[], sieges={}, attack=None, event=None)
    now = api.load_state(s)
    if rules_version is not None:
        now = dict(now, rules=rules_version)
    return {a.split()[2] for a, _, _ in rules.combat_targets(now, seat) if a.startswith("siege")}


def test_br_6_3_no_step_or_attack_crosses_the_severn_or_the_wash():
    """Rules 4 on (BR-6.3, BR-15.5; map.json ``water``, history): the Severn below Gloucester lies
    between Cardiff's cell and Bristol's, the Wash between Lincolnshire and King's Lynn; no step and
    no siege crosses them (a stack goes round, by Gloucester or the Fens). A game of rules 3 goes
    on crossing them, as it began; the Solway fords and the Menai ferries stay steps."""
    from engine.games.bella_rosarum import data as D  # noqa: PLC0415

    three = D.water_under(3)
    assert moves.near("cardiff", "bristol") is False and moves.near("cardiff", "bristol", three) is True
    assert moves.near("kings-lynn", "@15,9") is False and moves.near("kings-lynn", "@15,9", three) is True
    assert "@9,15" not in moves.STEPS[(8, 14)] and "@9,15" in moves.steps_past(three)[(8, 14)]
    assert "@15,10" not in moves.STEPS[(15, 9)] and "@16,10" not in moves.STEPS[(15, 9)]
    assert "@14,10" in moves.STEPS[(15, 10)]  # the Fens' side of the Wash is land
    assert "bristol" not in _siege_targets_from("@8,14", "severn")
    assert "bristol" in _siege_targets_from("@8,14", "severn", rules_version=3)
    assert "kings-lynn" not in _siege_targets_from("@15,9", "wash")
    assert "kings-lynn" in _siege_targets_from("@15,9", "wash", rules_version=3)
    # every other step the coast survey flagged stays: the ones read as water are exactly these
    assert {w["id"]: w["rules"] for w in D._MAP["water"]} == {"thames-estuary": 3, "severn-estuary": 4, "the-wash": 4}


def test_br_6_3_no_step_or_attack_crosses_the_thames_estuary():
    """The grid makes Essex and Kent touch east of London; map.json ``water`` says the Thames
    estuary lies between (BR-6.3, BR-8.1, rules 3 on): from Colchester a stack neither steps
    into Kent's cells nor besieges Canterbury or Dover (it goes round by London's roads). A game of rules 2 goes on crossing it, as it began."""
    assert moves.near("colchester", "canterbury") is False and moves.near("colchester", "dover") is False
    assert moves.near("colchester", "canterbury", frozenset()) is True
    assert "@16,15" not in moves.STEPS[(16, 14)] and "@16,15" in moves.STEPS_ACROSS_WATER[(16, 14)]
    assert moves.near("colchester", "hedingham") is True  # Essex itself is untouched
    s = api.new_game("bella-rosarum", "estuary", {"variant": "3p"})
    s = json.loads(json.dumps(s))
    seat = s["nobles"][sorted(s["nobles"])[0]]["seat"]
    mine = [n for n, nb in sorted(s["nobles"].items()) if nb["seat"] == seat]
    for n in mine:
        s["nobles"][n]["loc"] = "@16,14"
    for n, nb in s["nobles"].items():
        if nb["seat"] != seat and nb["loc"] in ("canterbury", "dover", "rochester", "@16,15", "@17,15"):
            nb["loc"] = "york"
    settle(s)
    s.update(round=3, phase="combat", to_move=seat, moved=[], fought=[], sieges={}, attack=None, event=None)
    now = api.load_state(s)
    kent = {"canterbury", "dover", "rochester"}
    assert not {a.split()[2] for a, _, _ in rules.combat_targets(now, seat) if a.startswith("siege")} & kent
    old = dict(now, rules=2)
    assert {a.split()[2] for a, _, _ in rules.combat_targets(old, seat) if a.startswith("siege")} & kent
