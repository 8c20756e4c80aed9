"""Bella Rosarum part 2 (seeds/bella-rosarum.md BR-16 …): activated offices and clerics, towns,
mercenaries and Embassies, the sea, Parliament, the Lords cards, declaring cards in a battle.

Positions are built with ``board`` of test_rules (through ``load``); the event card a battle,
siege or event phase draws is fixed by putting it on top of the event deck.
"""

import json
import random

import pytest

import engine.games.bella_rosarum as B
from engine.errors import IllegalAction, InvalidState
from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import moves, rules
from engine.games.bella_rosarum.state import noble_troops, troops
from tests import settings
from .test_rules import _battle_card, board


def play(s, *actions):
    for a in actions:
        s = B.apply(s, a)[0]
    return s


# ---------------------------------------------------------------- BR-16 activated troops


def test_br_16_1_an_office_adds_troops_only_once_active_in_its_area():
    s = board({"warwick": (0, "tower-of-london", ["constable"])}, owners={"tower-of-london": 0})
    base = D.CARDS["warwick"]["troops"]
    assert noble_troops(s, "warwick") == base and s["active"] == []
    s2 = play(s, "end move")  # BR-16.2: it ends its movement in London, the Constable's area
    assert s2["active"] == ["constable"]
    assert noble_troops(s2, "warwick") == base + D.CARDS["constable"]["troops"]
    # the same office outside its area stays unturned
    s = board({"warwick": (0, "@11,10", ["constable"])})
    assert play(s, "end move")["active"] == []


def test_br_16_1_areas_hold_box_places_and_the_admirals_ports():
    assert D.ACTIVATED["lieutenant-ireland"] >= {"dublin", "trim", "carrickfergus"}  # the Pale, Ulster
    assert "calais" in D.ACTIVATED["captain-calais"]
    assert {"dover", "bristol", "hull"} <= D.ACTIVATED["admiral"] and "york" not in D.ACTIVATED["admiral"]
    assert D.ACTIVATED["abp-york"] == {"york"}
    for c in ("merc-french", "earldom-kent", "constable-bristol", "ship-giles"):
        assert c not in D.ACTIVATED  # BR-16.4: these count always


def test_br_16_3_leaving_the_area_turns_the_card_back_moving_inside_it_does_not():
    s = board({"northumberland": (0, "berwick", ["warden-east-march"])},
              owners={"berwick": 0, "bamburgh": 0}, extra={"active": ["warden-east-march"]})
    assert play(s, "move berwick bamburgh")["active"] == ["warden-east-march"]
    assert play(s, "move berwick @10,4")["active"] == []


def test_br_16_3_after_a_battle_both_sides_cards_turn_back_having_counted():
    card = _battle_card(5, "R")
    s = board({"warwick": (0, "tower-of-london", ["constable"]), "clifford": (1, "@14,13", [])},
              owners={"tower-of-london": 0}, phase="combat", event_top=card,
              extra={"active": ["constable"]})
    # 300 + 100 against 100: the active office lifts the ratio to the 3:1 column
    att = troops(s, ["warwick"])
    assert att == D.CARDS["warwick"]["troops"] + 100
    s2, _, events = B.apply(s, "battle tower-of-london @14,13")
    assert ["battle", "tower-of-london", "@14,13", card, 5, "R"] in events
    assert s2["active"] == [] and "clifford" not in s2["nobles"]


def test_br_16_3_a_card_played_later_starts_unturned_and_a_dead_nobles_card_leaves_active():
    s = board({"warwick": (0, "tower-of-london", [])}, owners={"tower-of-london": 0}, phase="crown",
              hands={0: ["chancellor"]}, extra={"drawn": True})
    s2 = play(s, "play 1 warwick")
    assert s2["nobles"]["warwick"]["cards"] == ["chancellor"] and s2["active"] == []
    bad = dict(s2, active=["constable"])  # only a held office or cleric can be active
    with pytest.raises(InvalidState) as exc:
        B.load(bad)
    assert exc.value.field == "active"
    # the plague kills the noble: its office goes to the Chancery, no longer active
    s = board({"warwick": (0, "tower-of-london", ["constable"])}, owners={"tower-of-london": 0},
              phase="event", event_top="plague-1", extra={"active": ["constable"]})
    assert D.EVENTS["plague-1"]["place"] == "tower-of-london"
    s2 = play(s, "event")
    assert "warwick" not in s2["nobles"] and s2["active"] == [] and "constable" in s2["chancery"]


def test_br_16_4_a_constables_town_comes_with_the_card():
    s = board({"warwick": (0, "@11,10", [])}, phase="crown", hands={0: ["constable-nottingham"]},
              extra={"drawn": True})
    assert "nottingham" not in s["owners"]
    s2 = play(s, "play 1 warwick")
    assert s2["owners"]["nottingham"] == 0
    # not while another seat's noble stands in the town
    s = board({"warwick": (0, "@11,10", []), "dacre": (1, "nottingham", [])}, phase="crown",
              hands={0: ["constable-nottingham"]}, owners={"nottingham": 1}, extra={"drawn": True})
    assert play(s, "play 1 warwick")["owners"]["nottingham"] == 1
    # dealt ones at the start too, and their troops count wherever the noble is
    for seed in range(1, 30):
        st = B.new_state(seed, {"players": 4})
        held = [(n, c) for n, nb in st["nobles"].items() for c in nb["cards"] if c in D.TOWN]
        if held:
            n, c = held[0]
            town = D.TOWN[c]
            if not any(nb["loc"] == town and nb["seat"] != st["nobles"][n]["seat"] for nb in st["nobles"].values()):
                assert st["owners"][town] == st["nobles"][n]["seat"]
            assert noble_troops(st, n) >= D.CARDS[n]["troops"] + D.CARDS[c]["troops"]
            break
    else:
        pytest.fail("no deal with a town card in 30 seeds")


def test_br_16_positions_and_views_carry_the_active_cards():
    s = board({"warwick": (0, "tower-of-london", ["constable"])}, owners={"tower-of-london": 0},
              extra={"active": ["constable"]})
    text = B.to_position(s)
    assert " a=" in text and B.from_position(text) == s
    v = B.view(s, 1)
    assert v["active"] == ["constable"] and B.view(B.from_position(B.to_position(v)), 1) == v
    old = B.to_position(board({"warwick": (0, "@11,10", [])}))
    assert " a=" not in old and B.from_position(old)["active"] == []  # a part-1 string still reads
    with pytest.raises(InvalidState):
        B.from_position(text.replace(" a=", " q="))


# ---------------------------------------------------------------- BR-17 mercenaries


def test_br_17_1_mercenaries_count_anywhere_and_are_not_used_up_by_battle():
    card = _battle_card(5, "R")
    s = board({"clifford": (0, "@11,10", ["merc-french"]), "dacre": (1, "@12,10", [])},
              phase="combat", event_top=card)
    assert troops(s, ["clifford"]) == D.CARDS["clifford"]["troops"] + 300  # no area needed
    s2 = play(s, "battle @11,10 @12,10")
    assert s2["nobles"]["clifford"]["cards"] == ["merc-french"]


def test_br_17_2_an_embassy_removes_that_powers_mercenaries_only_from_the_map():
    emb = next(e["id"] for e in D.EVENT_LIST if e["kind"] == "embassy" and e["power"] == "france")
    s = board({"clifford": (0, "@11,10", ["merc-french", "merc-scots"]),
               "dacre": (1, "@12,10", ["merc-gascon"])},
              phase="event", event_top=emb)
    s2, _, events = B.apply(s, "event")
    assert s2["nobles"]["clifford"]["cards"] == ["merc-scots"] and s2["nobles"]["dacre"]["cards"] == []
    assert {"merc-french", "merc-gascon"} <= set(s2["discard"])
    assert ["peace", "france", ["merc-french", "merc-gascon"]] in events
    text = B.narrate(s, {"action": "event", "event": emb}, events)
    assert "France" in text and "French men-at-arms" in text
    # a mercenary kept hidden in a hand is not in play: it stays (and says nothing of it)
    s = board({"clifford": (0, "@11,10", [])}, phase="event", event_top=emb, hands={1: ["merc-gascon"]})
    s2, _, events = B.apply(s, "event")
    assert s2["hands"][1] == ["merc-gascon"] and ["peace", "france", []] in events
    assert all(e.get("power") in (None, "burgundy", "france", "brittany", "scotland", "ireland")
               for e in D.EVENT_LIST)
    powers = {c["power"] for c in D.CARDS.values() if c["category"] == "mercenary"}
    assert powers == {e["power"] for e in D.EVENT_LIST if e["kind"] == "embassy"}  # every one can end


# ---------------------------------------------------------------- BR-18 the sea


def _dest(s, loc, seat=0):
    nobles = [n for n, nb in s["nobles"].items() if nb["loc"] == loc]
    return moves.destinations(s, seat, loc, nobles)


def test_br_18_1_the_fourteen_ship_counters_carry_and_do_not_fight():
    ships = sorted(x for strengths in D.SHIPS.values() for x in strengths)
    assert len(ships) == 14
    assert D.SHIPS["admiral"] == (100,) * 4 and D.SHIPS["warden-cinque-ports"] == (150,) * 2
    assert D.SHIPS["captain-calais"] == (100,) * 2 and D.SHIPS["lieutenant-ireland"] == (150,)
    assert sum(1 for c in D.SHIPS if D.CARDS[c]["category"] == "ship") == 5
    s = board({"clifford": (0, "@11,10", ["ship-giles"])})
    assert troops(s, ["clifford"]) == 100 and B.state.ship_capacity(s, ["clifford"]) == 100


def test_br_18_2_a_ship_sails_from_a_friendly_port_and_lands_in_another():
    own = {"dublin": 0, "conwy": 0}
    s = board({"clifford": (0, "dublin", ["ship-giles"])}, owners=own)
    assert "conwy" in _dest(s, "dublin")  # three sea cells: out of reach by any crossing
    s = board({"clifford": (0, "dublin", [])}, owners=own)
    assert "conwy" not in _dest(s, "dublin")  # no ship
    s = board({"warwick": (0, "dublin", ["ship-giles"])}, owners=own)
    assert "conwy" not in _dest(s, "dublin")  # 300 troops, one ship of 100
    s = board({"warwick": (0, "dublin", ["admiral"])}, owners=own)
    assert "conwy" in _dest(s, "dublin")  # the Admiral's four ships carry 400
    # land and sea together: Trim to Dublin (inside the Pale) costs nothing, then the voyage
    s = board({"clifford": (0, "trim", ["ship-giles"])}, owners=own)
    assert "conwy" in _dest(s, "trim")
    # at most five spaces in all: Lancaster's harbour is six away (embarking counts one)
    s = board({"clifford": (0, "dublin", ["ship-giles"])}, owners=dict(own, lancaster=0))
    assert "lancaster" not in _dest(s, "dublin")
    s2 = play(s, "move dublin conwy")
    assert s2["nobles"]["clifford"]["loc"] == "conwy"


def test_br_18_3_embarking_needs_a_friendly_port():
    s = board({"clifford": (0, "dublin", ["ship-giles"])}, owners={"conwy": 0})
    assert "conwy" not in _dest(s, "dublin")  # Dublin is not the seat's


def test_br_18_4_landing_at_a_neutral_port_puts_the_stack_ashore_and_it_cannot_reboard():
    s = board({"clifford": (0, "dublin", ["ship-giles"])}, owners={"dublin": 0})
    dest = _dest(s, "dublin")
    assert "conwy" not in dest and moves.PLACE_OPEN["conwy"] in dest  # ashore in the open
    s2 = play(s, f"move dublin {moves.PLACE_OPEN['conwy']}", "end move", "end combat")
    s2 = dict(s2, phase="move", to_move=0, moved=[], fought=[], drawn=False)
    back = _dest(s2, moves.PLACE_OPEN["conwy"])
    assert not set(back) & {"dublin", "trim", "carrickfergus"}  # no friendly port to embark from
    # a successful siege of the port makes it friendly: from there the ship sails again
    s3 = board({"clifford": (0, "conwy", ["ship-giles"])}, owners={"conwy": 0, "dublin": 0})
    assert "dublin" in _dest(s3, "conwy")


def test_br_18_5_storms_at_sea_and_18_6_piracy():
    own = {"dublin": 0, "conwy": 0}
    storm = next(e["id"] for e in D.EVENT_LIST if e["kind"] == "storms")
    s = board({"clifford": (0, "dublin", ["ship-giles"])}, owners=own, phase="event", event_top=storm)
    s2 = play(s, "event")
    assert s2["phase"] == "move" and "conwy" not in _dest(s2, "dublin")
    pirates = next(e["id"] for e in D.EVENT_LIST if e["kind"] == "piracy" and e["zone"] == "irish-sea")
    s = board({"clifford": (0, "dublin", ["ship-giles", "admiral"]), "dacre": (1, "bristol", ["ship-petyr"])},
              owners=own, phase="event", event_top=pirates)
    s2, _, events = B.apply(s, "event")
    assert s2["nobles"]["clifford"]["cards"] == ["admiral"] and "ship-giles" in s2["discard"]
    assert s2["nobles"]["dacre"]["cards"] == ["ship-petyr"]  # Bristol is on another sea
    assert ["piracy", "irish-sea", ["ship-giles"]] in events
    assert "conwy" not in _dest(s2, "dublin")  # the Irish Sea is shut this turn
    assert "Irish Sea" in B.narrate(s, {"action": "event", "event": pirates}, events)


# ---------------------------------------------------------------- BR-19 Parliament


def _king_board(chancery, phase="combat", event_top=None, **kw):
    """Seat 0's Warwick holds Henry VI (the sole crowned king) at London; seat 1's Buckingham
    stands a cell away; seat 2 has one noble far in the south-west."""
    s = board({"warwick": (0, "tower-of-london", []), "buckingham": (1, "@14,13", [])},
              owners={"tower-of-london": 0}, phase=phase, event_top=event_top, **kw)
    s = dict(s, chancery=list(chancery), deck=[c for c in s["deck"] if c not in chancery])
    return B.load(s)


def test_br_19_1_the_seat_holding_the_sole_crowned_king_may_summon():
    s = _king_board(["constable", "abp-york"])
    assert s["royals"]["henry"]["controller"] == 0
    s2 = play(s, "end combat")
    assert s2["phase"] == "parliament" and rules.legal_actions(s2) == ["end parliament", "summon"]
    assert play(s2, "end parliament")["phase"] in ("coronation", "crown")
    # the other seats cannot, even with the Chancellor and a Writ, while a seat holds the king
    s = board({"warwick": (0, "tower-of-london", []), "buckingham": (1, "@14,13", ["chancellor"])},
              owners={"tower-of-london": 0}, phase="combat", to_move=1)
    s = B.load(dict(s, event="writ-1"))
    assert play(s, "end combat")["phase"] != "parliament"


@pytest.mark.parametrize("office,kind,ok", [("chancellor", "writ", True), ("chancellor", "parliament", True),
                                            ("treasurer", "royal-summons", True), ("treasurer", "writ", False),
                                            ("chancellor", "free-move", False)])
def test_br_19_1_with_no_king_held_the_chancellor_or_treasurer_needs_the_writ(office, kind, ok):
    # Henry VI is crowned but no seat controls him: the office holder with the right card summons
    s = board({"buckingham": (1, "@14,13", [office])}, phase="combat", to_move=1)
    s = B.load(dict(s, event=next(e["id"] for e in D.EVENT_LIST if e["kind"] == kind)))
    s2 = play(s, "end combat")
    assert (s2["phase"] == "parliament" and "summon" in rules.legal_actions(s2)) == ok


def test_br_19_2_attendance_and_19_3_one_chancery_card_per_attending_noble():
    s = _king_board(["constable", "abp-york", "earldom-kent"])
    s2, _, events = B.apply(play(s, "end combat"), "summon")
    p = s2["parliament"]
    assert p["present"] == ["buckingham", "warwick"]  # seat 2's noble is far from Westminster
    assert p["cards"] == ["constable", "abp-york"] and s2["chancery"] == ["earldom-kent"]
    assert rules.legal_actions(s2) == ["grant warwick", "grant buckingham", "refuse"]
    assert ["summoned", 0, ["buckingham", "warwick"], ["constable", "abp-york"]] in events
    # a noble shut in by a siege does not attend
    s = _king_board([])
    s = B.load(dict(s, nobles=dict(s["nobles"], buckingham={"seat": 1, "loc": "st-albans", "cards": []},
                                   clifford={"seat": 0, "loc": "@14,13", "cards": []}),
                    sieges={"st-albans": {"by": 0, "from": "@14,13"}}, owners={"tower-of-london": 0, "st-albans": 1},
                    deck=[c for c in s["deck"] if c != "clifford"]))
    assert "buckingham" not in B.parliament.present(s) and "clifford" in B.parliament.present(s)


def test_br_19_4_votes_of_lords_and_commons_and_19_5_what_each_card_needs():
    s = play(_king_board(["constable", "abp-york"]), "end combat", "summon")
    # seat 0 (Warwick 20) and seat 1 (Buckingham 20) attend; seat 2's Audley (5) does not
    far = [n for n, nb in s["nobles"].items() if nb["seat"] == 2]
    assert [D.CARDS[n]["influence"] for n in far] == [5]
    # the Constable to Warwick: Lords 20 for, 20 against (carried); Commons 20 for, 25 against
    s2, _, events = B.apply(s, "grant warwick")
    assert ["denied", "constable", "warwick", {"lords": [20, 20], "commons": [20, 25]}] in events
    assert "constable" in s2["chancery"] and "constable" not in s2["nobles"]["warwick"]["cards"]
    # a bishopric needs the Lords only
    s3, _, events = B.apply(s2, "grant warwick")
    assert events[0][0] == "granted" and "abp-york" in s3["nobles"]["warwick"]["cards"]
    assert s3["parliament"] is None and s3["phase"] in ("coronation", "crown")
    # given to the other seat's noble, both seats vote for it
    s4, _, events = B.apply(s, "grant buckingham")
    assert events[0] == ["granted", "constable", "buckingham", {"lords": [40, 0], "commons": [40, 5]}]
    text = B.narrate(s, {"action": "grant buckingham"}, events)
    assert "Constable of England" in text and "Parliament agrees (Lords 40:0, Commons 40:5)" in text
    s5, _, events = B.apply(s, "refuse")
    assert events[0] == ["refused", "constable"] and s5["chancery"][-1] == "constable"


def test_br_19_6_with_no_cleric_held_no_one_is_crowned_until_parliament_gives_one():
    # the archbishoprics in the Chancery, the bishoprics in the crown discard (BR-11.1)
    clerics = [c for c in D.CARDS if D.CARDS[c]["category"] == "cleric" and c in D.TO_CHANCERY]
    s = board({"warwick": (0, "tower-of-london", [])}, owners={"tower-of-london": 0}, phase="combat",
              royals={"henry": {"alive": False, "place": None, "crowned": False},
                      "margaret": {"place": "tower-of-london"}})
    bishops = [c for c in D.CARDS if D.CARDS[c]["category"] == "cleric" and c not in clerics]
    s = B.load(dict(s, chancery=clerics, discard=bishops,
                    deck=[c for c in s["deck"] if c not in clerics + bishops]))
    # no crowned royal, no Chancellor: no Parliament and no coronation; the turn goes on
    assert play(s, "end combat")["phase"] == "crown"
    s = B.load(dict(s, nobles=dict(s["nobles"], warwick={"seat": 0, "loc": "tower-of-london",
                                                          "cards": ["chancellor"]}),
                    event="writ-1", deck=[c for c in s["deck"] if c != "chancellor"]))
    s2 = play(s, "end combat", "summon", "grant warwick")
    assert "abp-canterbury" in s2["nobles"]["warwick"]["cards"]
    assert "crown margaret" in rules.legal_actions(s2)


def test_br_19_positions_carry_a_sitting_parliament():
    s = play(_king_board(["constable", "abp-york"]), "end combat", "summon")
    text = B.to_position(s)
    assert " p=0:" in text and B.from_position(text) == s
    bad = dict(s, parliament=dict(s["parliament"], cards=["merc-french"]))
    with pytest.raises(InvalidState):
        B.load(bad)
    with pytest.raises(IllegalAction):
        B.apply(s, "grant audley")


# ---------------------------------------------------------------- BR-20 Lords, starred posts, declaring


def test_br_20_1_a_lords_card_brings_its_lordship_and_counts_there_only():
    assert D.TOWN["lord-brecknock"] == "brecon" and D.ACTIVATED["lord-brecknock"] == {"brecon"}
    assert D.TOWN["lord-isle-of-wight"] == "carisbrooke" and D.TOWN["lord-richmond"] == "richmond"
    s = board({"herbert": (0, "@8,13", [])}, phase="crown", hands={0: ["lord-brecknock"]},
              extra={"drawn": True})
    s2 = play(s, "play 1 herbert")
    assert s2["owners"]["brecon"] == 0 and noble_troops(s2, "herbert") == D.CARDS["herbert"]["troops"]
    s3 = board({"herbert": (0, "brecon", ["lord-brecknock"])}, owners={"brecon": 0})
    s3 = play(s3, "end move")
    assert s3["active"] == ["lord-brecknock"]
    assert noble_troops(s3, "herbert") == D.CARDS["herbert"]["troops"] + D.CARDS["lord-brecknock"]["troops"]


def test_br_20_2_starred_posts_count_in_their_town_only_the_others_always():
    starred = [c for c in D.CARDS if D.CARDS[c].get("star")]
    assert len(starred) == 9 and all(D.ACTIVATED[c] == {D.TOWN[c]} for c in starred)
    assert "governor-berwick" not in D.ACTIVATED and not D.CARDS["governor-berwick"]["star"]
    s = board({"clifford": (0, "@11,10", ["governor-coventry", "governor-berwick"])})
    assert noble_troops(s, "clifford") == 100 + D.CARDS["governor-berwick"]["troops"]
    s = board({"clifford": (0, "coventry", ["governor-coventry"])}, owners={"coventry": 0})
    s = play(s, "end move")
    assert noble_troops(s, "clifford") == 100 + D.CARDS["governor-coventry"]["troops"]


def _attack_board(hands):
    card = _battle_card(2, "V")  # 1:1 gives victory on this card; 1:2 and below do not
    return board({"clifford": (0, "@11,10", []), "dacre": (1, "@12,10", [])}, phase="combat",
                 event_top=card, hands=hands), card


def test_br_20_3_the_defender_declares_first_and_passing_fights_at_once():
    s, card = _attack_board({1: ["merc-french"]})
    s2, entry, events = B.apply(s, "battle @11,10 @12,10")
    assert "event" not in entry  # no card drawn yet
    assert s2["phase"] == "declare" and s2["to_move"] == 1 and B.current_player(s2) == 1
    assert rules.legal_actions(s2) == ["pass", "play 1 dacre"]
    assert s2["attack"] == {"by": 0, "from": "@11,10", "to": "@12,10", "kind": "battle",
                            "step": "defender", "declared": False}
    # the attacker's view shows no card of the defender's hand
    v = B.view(s2, 0)
    assert v["hands"][1] == ["?"] and B.ui_state(s2, 0)["legal"] == []
    s3, entry, events = B.apply(s2, "pass")  # nothing declared: the card is drawn now
    assert entry["event"] == card and "dacre" not in s3["nobles"]
    assert s3["to_move"] == 0 and s3["attack"] is None


def test_br_20_3_a_random_fallback_declares_a_card_rather_than_pass():
    """The page's random move (fallback_actions) leaves passing a declaration to judgement."""
    s, _ = _attack_board({1: ["merc-french"]})
    s2 = play(s, "battle @11,10 @12,10")
    assert B.fallback_actions(s2) == ["play 1 dacre"]


def test_br_20_3_a_declared_card_counts_and_the_attacker_may_answer_or_withdraw():
    s, card = _attack_board({1: ["merc-scots"], 0: ["merc-french"]})
    s2 = play(s, "battle @11,10 @12,10", "play 1 dacre")
    assert s2["nobles"]["dacre"]["cards"] == ["merc-scots"] and s2["attack"]["declared"]
    s3 = play(s2, "pass")
    assert s3["to_move"] == 0 and s3["attack"]["step"] == "attacker"
    assert rules.legal_actions(s3) == ["fight", "withdraw", "play 1 clifford"]
    # fighting now: 100 against 300 is below 1:2
    s4, entry, events = B.apply(s3, "fight")
    assert entry["event"] == card and ["battle", "@11,10", "@12,10", card, 0,
                                       D.EVENTS[card]["battle"][0]] in events
    assert "dacre" in s4["nobles"]
    # or answering with a card of its own (300 more: 400 against 300, the 1:1 column)
    s5, _, events = B.apply(play(s3, "play 1 clifford"), "fight")
    assert ["battle", "@11,10", "@12,10", card, 2, "V"] in events and "dacre" not in s5["nobles"]
    # or calling it off: no card drawn, nobody hurt, that stack has fought this turn
    s6, entry, events = B.apply(s3, "withdraw")
    assert "event" not in entry and {"clifford", "dacre"} <= set(s6["nobles"])
    assert s6["events"][0] == card and "@11,10" in s6["fought"] and s6["to_move"] == 0
    assert s6["attack"] is None and ["withdrawn", "@11,10", "@12,10"] in events


def test_br_20_3_the_table_sees_the_announced_battle_and_its_odds():
    s, _ = _attack_board({1: ["merc-french"]})
    ui = B.ui_state(play(s, "battle @11,10 @12,10"), 1)
    assert ui["attack"]["step"] == "defender" and ui["odds"]["fight"]["column"] == 2
    assert ui["odds"]["fight"]["victory"] == rules.victory_odds(2)


def test_br_20_3_positions_carry_the_announced_battle():
    s, _ = _attack_board({1: ["merc-french"]})
    s2 = play(s, "battle @11,10 @12,10")
    text = B.to_position(s2)
    assert " x=0:@11,10:@12,10:battle:defender:0" in text and B.from_position(text) == s2
    bad = dict(s2, to_move=0)
    with pytest.raises(InvalidState):
        B.load(bad)
    with pytest.raises(InvalidState):
        B.load(dict(s2, attack=None))


def test_br_19_and_20_3_views_of_a_sitting_parliament_and_an_announced_battle_load_and_hide_the_hands():
    s = play(_king_board(["constable", "abp-york"], hands={1: ["merc-french"], 2: ["merc-scots"]}),
             "end combat", "summon")
    for seat in range(3):
        v = B.view(s, seat)
        assert v["parliament"] == s["parliament"]  # the Chancery is face up
        assert all(h == ["?"] * len(s["hands"][i]) for i, h in enumerate(v["hands"]) if i != seat)
        assert B.view(B.load(v), seat) == v
        assert B.view(B.from_position(B.to_position(v)), seat) == v
    s, _ = _attack_board({1: ["merc-french"], 2: ["merc-scots"]})
    s2 = play(s, "battle @11,10 @12,10")
    for seat in range(3):
        v = B.view(s2, seat)
        assert B.view(B.load(v), seat) == v
        assert ("merc-french" in str(v)) == (seat == 1)  # the defender's kept card
    assert B.ui_state(s2, 1)["legal"] == ["pass", "play 1 dacre"] and B.ui_state(s2, 2)["legal"] == []


# ---------------------------------------------------------------- random games (bounded)

GAMES = settings.scaled(1 / 50)


@pytest.mark.parametrize("seed", range(GAMES))
def test_br_16_to_20_hold_through_random_games(seed):
    """Active cards stand in their areas (BR-16.3); a sitting Parliament's and an announced
    battle's fields only in their phases (BR-19.7, BR-20.3); ships never add troops (BR-18.1);
    the state always loads as itself."""
    r = random.Random(seed)
    s = B.new_state(seed + 7, {"players": 3 + seed % 4})
    seen = set()
    for ply in range(2500):
        if s["phase"] == "over":
            break
        for c in s["active"]:
            holder = next(nb for nb in s["nobles"].values() if c in nb["cards"])
            assert holder["loc"] in D.ACTIVATED[c]
        assert (s["parliament"] is not None) <= (s["phase"] == "parliament")
        assert (s["attack"] is not None) == (s["phase"] == "declare")
        for nb in s["nobles"].values():
            for c in nb["cards"]:
                counts = D.CARDS[c]["category"] != "ship" and (c not in D.ACTIVATED or c in s["active"])
                assert B.state.card_troops(s, c) == (D.CARDS[c]["troops"] if counts else 0)
        seen.add(s["phase"])
        if ply % 97 == 0:
            assert B.load(json.loads(json.dumps(s))) == s
        legal = [a for a in B.legal_actions(s) if a != "concede"]
        s = B.apply(s, r.choice(legal))[0]
    assert {"move", "combat", "crown"} <= seen
