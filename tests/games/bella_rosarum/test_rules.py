"""Bella Rosarum rules (seeds/bella-rosarum.md, BR-…): set-up, movement, battle, siege, royals,
coronation, the end, views, and bounded random games.

Hand-built positions go through ``board`` (which passes them through ``load``, so a test can
never build what the engine would refuse from outside); the event card a battle or siege draws
is fixed by putting it on top of the event deck.
"""

import json
import os
import random

import pytest

import engine.games.bella_rosarum as B
from engine.errors import IllegalAction, InvalidState
from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import moves, rules
from engine.games.bella_rosarum.state import troops
from tests import settings

# random games of BR-13.4 (each ~1000 plies without concessions): one per 50 of tests/settings.GAMES
GAMES = settings.scaled(1 / 50)


def board(nobles, players=3, owners=None, royals=None, phase="move", to_move=0, event_top=None,
          hands=None, round_=2, seed=1, bare=(), extra=None):
    """A position: ``nobles`` {id: (seat, loc, [cards])}; every other card in the crown deck."""
    s = B.new_state(seed, {"players": players})
    nobles = dict(nobles)
    taken = {v[1] for v in nobles.values()}
    corners = [f"@{x},{y}" for x, y in sorted(D.LAND, key=lambda c: (-c[1], c[0]))]  # the far south-west
    fillers = zip((n for n in ("audley", "cromwell", "berkeley", "beaumont", "rivers") if n not in nobles),
                  (c for c in corners if c not in taken))
    for seat in range(players):  # BR-4.3: a seat with no noble is out, so each seat gets one
        if seat not in bare and not any(v[0] == seat for v in nobles.values()):
            n, loc = next(fillers)
            nobles[n] = (seat, loc, [])
    used = set(nobles) | {c for _, _, cards in nobles.values() for c in cards}
    used |= {c for h in (hands or {}).values() for c in h}
    s["nobles"] = {n: {"seat": seat, "loc": loc, "cards": list(cards)} for n, (seat, loc, cards) in nobles.items()}
    s["hands"] = [list((hands or {}).get(i, [])) for i in range(players)]
    s["chancery"] = []
    s["discard"] = []
    s["deck"] = [c for c in D.CARDS if c not in used]
    s["owners"] = dict(owners or {})
    for r, changes in (royals or {}).items():
        s["royals"][r].update(changes)
    s.update(phase=phase, to_move=to_move, round=round_, first=0, moved=[], fought=[], sieges={},
             drawn=False, hold=None, out=[], result=None, event=None)
    if event_top:
        s["events"] = [event_top] + [e for e in s["events"] if e != event_top]
        s["event_discard"] = []
    s.update(extra or {})  # fields of part 2 (BR-16 …)
    B.state.settle(s)
    return B.load(json.loads(json.dumps(s)))


def cards_everywhere(s):
    out = list(s["deck"]) + s["discard"] + s["chancery"] + [c for h in s["hands"] for c in h]
    for n, nb in s["nobles"].items():
        out += [n] + nb["cards"]
    return out


# ---------------------------------------------------------------- BR-1 data


def test_br_1_4_the_crown_deck_has_the_seeds_categories_and_counts():
    counts = {}
    for c in D.CARDS.values():
        counts[c["category"]] = counts.get(c["category"], 0) + 1
    assert counts == {"duke": 5, "earl": 7, "viscount": 1, "baron": 13, "earldom": 4, "office": 18,
                      "cleric": 6, "mercenary": 7, "constable": 11, "governor": 9, "lord": 3,
                      "ship": 5, "royalty": 6}
    starred = {cat: sum(1 for c in D.CARDS.values() if c["category"] == cat and c.get("star"))
               for cat in ("constable", "governor")}
    assert starred == {"constable": 4, "governor": 5}
    assert {"stanley", "hastings", "howard", "herbert"} <= {c["id"] for c in D.CARDS.values() if c.get("barony")}
    for c in D.CARDS.values():  # every value says where it comes from
        assert set(c["src"]) >= {"category", "name", "troops", "influence"}
        for key in ("seat", "see", "town"):
            if key in c:
                assert c[key] in D.PLACES, (c["id"], key)
    seats = [c["seat"] for c in D.CARDS.values() if "seat" in c]
    assert len(seats) == len(set(seats)) == 26  # BR-3.4: every noble starts on a place of its own


def test_br_1_7_the_event_deck_follows_the_original_proportions_plus_the_seeds_cards():
    counts = {}
    for e in D.EVENT_LIST:
        counts[e["kind"]] = counts.get(e["kind"], 0) + 1
        assert len(e["battle"]) == len(D.COLUMNS)
        for place in [e.get("place")] + e.get("places", []):
            assert place is None or place in D.PLACES
    assert counts == {"plague": 17, "storms": 10, "revolt": 10, "writ": 10, "free-move": 10,
                      "embassy": 6, "french-raid": 5, "scots-raid": 5, "parliament": 4, "piracy": 2,
                      "revolt-wales": 1, "bad-weather": 8, "royal-summons": 2}
    # BR-7.3: more troops never lower a card's result
    rank = {"D": 0, "I": 1, "V": 2, "R": 3}
    for e in D.EVENT_LIST:
        core = [rank[x.strip("+")] for x in e["battle"]]
        assert core == sorted(core)


# ---------------------------------------------------------------- BR-3 set-up


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_br_3_2_the_pool_of_36_or_35_is_dealt_evenly_and_every_seat_has_a_noble(players):
    for seed in range(3):
        s = B.new_state(seed, {"players": players})
        per_seat = [0] * players
        for nb in s["nobles"].values():
            per_seat[nb["seat"]] += 1 + len(nb["cards"])
        total = 35 if players == 5 else 36
        assert per_seat == [total // players] * players
        assert sorted(s["nobles"]) == sorted(D.NOBLES)  # all 26 nobles are dealt
        assert all(any(nb["seat"] == i for nb in s["nobles"].values()) for i in range(players))
        assert sorted(cards_everywhere(s)) == sorted(D.CARDS)  # BR-1.4: 95 cards, each once


def _starting_troops(s):
    return [troops(s, [n for n, nb in s["nobles"].items() if nb["seat"] == seat]) for seat in range(s["players"])]


def test_br_3_2_a_duel_is_dealt_within_a_tenth_of_each_others_troops():
    # rules 5: of 200 seeded duels none starts further apart; rules 4 dealt most of them wider
    spreads = {version: [] for version in (4, 5)}
    for seed in range(200):
        for version in (4, 5):
            low, high = sorted(_starting_troops(B.new_state(f"duel-{seed}", {"players": 2, "rules": version})))
            spreads[version].append(high / low)
    assert max(spreads[5]) <= 1.1
    assert sum(x > 1.1 for x in spreads[4]) > 100
    # the default is the newest rules
    assert B.new_state("duel-0", {"players": 2}) == B.new_state("duel-0", {"players": 2, "rules": 5})


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_br_3_2_the_bound_on_troops_is_the_duels_alone(players):
    for seed in range(5):
        assert B.new_state(seed, {"players": players}) == B.new_state(seed, {"players": players, "rules": 4})


def test_br_3_3_unused_offices_and_earldoms_go_to_the_chancery_the_rest_to_the_deck():
    s = B.new_state(4, {"players": 4})
    dealt = {c for nb in s["nobles"].values() for c in nb["cards"]}
    for c in D.CARDS:
        cat = D.CARDS[c]["category"]
        if cat in ("office", "earldom") and c not in dealt:
            assert c in s["chancery"]
    assert set(D.ROYALTY_CARDS) <= set(s["deck"])
    assert all(D.CARDS[c]["category"] in ("office", "earldom") for c in s["chancery"])


def test_br_3_4_nobles_start_on_their_seats_which_their_seat_owns():
    s = B.new_state(2, {"players": 3})
    for n, nb in s["nobles"].items():
        assert nb["loc"] == D.CARDS[n]["seat"] and s["owners"][nb["loc"]] == nb["seat"]


def test_br_3_5_royals_start_where_the_seed_puts_them_uncontrolled():
    s = B.new_state(3, {"players": 3})
    for r, place in D.START.items():
        assert s["royals"][r]["place"] == place and s["royals"][r]["controller"] is None
    assert s["royals"]["henry"]["crowned"] and not s["royals"]["york"]["crowned"]


def test_br_3_6_first_player_holds_the_highest_card_of_precedence():
    for seed in range(6):
        s = B.new_state(seed, {"players": 3})
        held = {c: nb["seat"] for nb in s["nobles"].values() for c in nb["cards"]}
        top = next((c for c in D.PRECEDENCE if c in held), None)
        if top is not None:
            assert s["to_move"] == s["first"] == held[top]


def test_br_3_7_no_combat_in_the_first_round_when_the_option_is_off():
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@12,10", [])}, phase="combat", round_=1)
    assert any(a.startswith("battle") for a in rules.legal_actions(s))
    s["first_turn_combat"] = False
    assert rules.combat_targets(s, 0) == []


def test_br_3_options_are_checked():
    with pytest.raises(InvalidState):
        B.new_state(1, {"players": 7})
    with pytest.raises(InvalidState):
        B.new_state(1, {"players": 4, "variant": "3p"})


# ---------------------------------------------------------------- BR-5 events


def test_br_5_2_plague_kills_nobles_and_royals_in_the_place_and_returns_their_cards():
    s = board({"warwick": (0, "tower-of-london", ["chancellor", "merc-french"]), "clifford": (1, "@14,13", [])},
              phase="event", event_top="plague-1")
    assert D.EVENTS["plague-1"]["place"] == "tower-of-london"
    s2, entry, _ = B.apply(s, "event")
    assert entry == {"action": "event", "event": "plague-1"}
    assert "warwick" not in s2["nobles"] and "clifford" in s2["nobles"]
    assert not s2["royals"]["henry"]["alive"]  # Henry VI was in London
    assert "chancellor" in s2["chancery"] and {"warwick", "merc-french"} <= set(s2["discard"])  # BR-11.1


def test_br_4_3_a_seat_whose_last_noble_dies_in_the_event_is_out_and_its_turn_ends():
    s = board({"warwick": (0, "tower-of-london", []), "clifford": (1, "@9,5", []), "roos": (2, "@4,19", [])},
              phase="event", event_top="plague-1")
    s2, _, _ = B.apply(s, "event")
    assert s2["out"] == [0] and s2["to_move"] == 1 and s2["phase"] == "event"


def test_br_5_5_bad_weather_shortens_cross_country_moves():
    s = board({"clifford": (0, "@12,10", [])}, phase="move")
    s["event"] = "bad-weather-1"
    far = [d for d in moves.destinations(s, 0, "@12,10", ["clifford"]) if d.startswith("@")]
    assert far and max(moves.distance("@12,10", d) for d in far) <= 2


# ---------------------------------------------------------------- BR-6 movement


def test_br_6_2_cross_country_at_most_five_cells_including_diagonals(monkeypatch):
    monkeypatch.setattr(D, "ROADS", {})
    s = board({"clifford": (0, "@12,10", [])})
    dests = moves.destinations(s, 0, "@12,10", ["clifford"])
    cells = [d for d in dests if d.startswith("@")]
    assert max(moves.distance("@12,10", d) for d in cells) == 5
    assert "@15,13" in cells  # three diagonal steps count three
    assert all(moves.distance("@12,10", d) <= 5 for d in dests)


def test_br_6_2_roads_are_unlimited_through_places_the_stack_may_enter():
    road = next(r["places"] for r in json.load(open(os.path.join(D.HERE, "map.json")))["roads"]
                if r["id"] == "great-north-road")
    own = {p: 0 for p in road}
    s = board({"clifford": (0, "tower-of-london", [])}, owners=own)
    s["event"] = "bad-weather-1"  # BR-5.5: two cells across country, roads unaffected
    dests = moves.destinations(s, 0, "tower-of-london", ["clifford"])
    assert "berwick" in dests and moves.distance("tower-of-london", "berwick") > 5
    # BR-6.3: a neutral place on the road blocks it for a stack without the influence (Clifford
    # has 5, York needs 30), and two cells across country do not get round it
    blocked = dict(own)
    del blocked["york"]
    s = board({"clifford": (0, "tower-of-london", [])}, owners=blocked)
    s["event"] = "bad-weather-1"
    dests = moves.destinations(s, 0, "tower-of-london", ["clifford"])
    assert "pontefract" in dests and "berwick" not in dests and "york" not in dests


def test_br_6_4_influence_to_enter_and_the_doubling_for_an_unfriendly_unoccupied_place():
    s = board({"clifford": (0, "@12,10", []), "scrope": (1, "@4,0", [])}, owners={"leicester": 1})
    assert moves.entry_cost(s, "lincoln", 0) == 15          # a neutral city
    assert moves.entry_cost(s, "leicester", 0) == 30        # another seat's, unoccupied: doubled
    assert moves.entry_cost(s, "oxford", 0) == 0            # an open city
    assert moves.entry_cost(s, "leicester", 1) == 0         # one's own
    s = board({"clifford": (0, "@12,10", []), "scrope": (1, "leicester", [])}, owners={"leicester": 1})
    assert moves.entry_cost(s, "leicester", 0) is None      # occupied: attack it instead
    s = board({"clifford": (0, "leicester", []), "scrope": (1, "@12,10", [])}, owners={"leicester": 1})
    assert moves.entry_cost(s, "leicester", 1) is None      # BR-2.2: even one's own place
    # Clifford has influence 5: not enough for a city (15); with the Chancellor (20) it is
    s = board({"clifford": (0, "@13,11", [])})
    assert "stamford" not in moves.destinations(s, 0, "@13,11", ["clifford"])
    s = board({"clifford": (0, "@13,11", ["chancellor"])})
    assert "stamford" in moves.destinations(s, 0, "@13,11", ["clifford"])
    assert s["owners"].get("stamford") is None  # access, not ownership


def test_br_6_5_a_place_with_a_royal_will_not_open_to_a_stack_holding_the_other_house():
    s = board({"warwick": (0, "@10,12", ["chancellor"])},
              royals={"york": {"place": "@10,12"}})
    assert s["royals"]["york"]["controller"] == 0
    assert not moves.can_enter(s, "kenilworth", 0, 100, {"york"})   # Margaret is there
    assert moves.can_enter(s, "kenilworth", 0, 100, set())


def test_br_6_7_moving_onto_a_free_royal_takes_control():
    s = board({"warwick": (0, "@11,12", ["chancellor"])})
    assert "kenilworth" in rules.legal_actions(s)[0] or "move @11,12 kenilworth" in rules.legal_actions(s)
    s2, _, _ = B.apply(s, "move @11,12 kenilworth")
    assert s2["royals"]["margaret"]["controller"] == 0 and s2["royals"]["edward"]["controller"] == 0
    # BR-9.1: the royals follow the stack
    s2["moved"] = []
    s3, _, _ = B.apply(s2, "move kenilworth @11,12")
    assert s3["royals"]["margaret"]["place"] == "@11,12"


def test_br_6_9_the_free_royals_places_stay_shut_in_the_first_round():
    # round 2: Warwick walks into Kenilworth and takes Margaret and Edward (BR-6.7)
    s = board({"warwick": (0, "@11,12", ["chancellor"])})
    assert "move @11,12 kenilworth" in rules.legal_actions(s)
    # round 1: the same move is not offered and is refused; Ludlow (York) is shut alike
    s1 = board({"warwick": (0, "@11,12", ["chancellor"])}, round_=1)
    assert [a for a in rules.legal_actions(s1) if "kenilworth" in a] == []
    assert not moves.can_enter(s1, "kenilworth", 0, 100, set())
    assert not moves.can_enter(s1, "ludlow", 0, 100, set())
    with pytest.raises(IllegalAction):
        B.apply(s1, "move @11,12 kenilworth")
    # a place whose royal has gone (or one with none) opens by influence as before (BR-6.4)
    assert moves.can_enter(s1, "warwick", 0, 100, set())
    s1["royals"]["york"]["alive"] = False
    assert moves.can_enter(s1, "ludlow", 0, 100, set())


def test_br_6_1_a_noble_moves_once_and_a_stack_may_split():
    s = board({"warwick": (0, "@11,10", []), "clifford": (0, "@11,10", [])})
    acts = rules.legal_actions(s)
    assert "move @11,10 @12,10 clifford" in acts
    s2, _, _ = B.apply(s, "move @11,10 @12,10 clifford")
    assert not any(a.startswith("move @12,10") for a in rules.legal_actions(s2))
    with pytest.raises(IllegalAction):
        B.apply(s2, "move @12,10 @13,10")


def test_br_6_6_boxes_are_crossed_from_a_port_on_their_sea():
    s = board({"warwick": (0, "dover", ["chancellor"])}, owners={"dover": 0})
    assert "calais" in moves.destinations(s, 0, "dover", ["warwick"])
    s = board({"warwick": (0, "@12,10", ["chancellor"])})
    assert "calais" not in moves.destinations(s, 0, "@12,10", ["warwick"])


# ---------------------------------------------------------------- BR-7 battle


def _battle_card(column, want):
    return next(e["id"] for e in D.EVENT_LIST if e["battle"][column] == want)


def test_br_7_3_a_victory_eliminates_every_defender_and_takes_their_royals():
    # Warwick 300 vs Clifford 100: ratio 3:1 (column 5)
    card = _battle_card(5, "R")
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@12,10", [])}, phase="combat",
              event_top=card, royals={"york": {"place": "@12,10"}})
    assert s["royals"]["york"]["controller"] == 1
    s2, entry, events = B.apply(s, "battle @11,10 @12,10")
    assert entry["event"] == card and "clifford" not in s2["nobles"] and "warwick" in s2["nobles"]
    assert s2["royals"]["york"]["controller"] == 0 and s2["royals"]["york"]["place"] == "@11,10"


def test_br_7_3_defeat_eliminates_nobody_and_7_4_plus_marks_kill_one_noble_each():
    card = _battle_card(2, "D")  # Clifford 100 vs Dacre 100: ratio 1:1
    s = board({"clifford": (0, "@11,10", []), "dacre": (1, "@12,10", [])}, phase="combat", event_top=card)
    s2, _, _ = B.apply(s, "battle @11,10 @12,10")
    assert "clifford" in s2["nobles"] and "dacre" in s2["nobles"]
    card = next(e["id"] for e in D.EVENT_LIST if e["battle"][2].startswith("+") and e["battle"][2].strip("+") in "ID")
    s = board({"clifford": (0, "@11,10", []), "scrope": (0, "@11,10", []), "dacre": (1, "@12,10", []),
               "roos": (1, "@12,10", [])}, phase="combat", event_top=card)
    s2, _, _ = B.apply(s, "battle @11,10 @12,10")
    assert "scrope" not in s2["nobles"] and "clifford" in s2["nobles"]  # the weaker attacker dies
    assert ("roos" in s2["nobles"]) != D.EVENTS[card]["battle"][2].endswith("+")


def test_br_7_3_ratio_columns():
    assert [rules.ratio_column(a, 100) for a in (49, 50, 100, 150, 200, 300)] == [0, 1, 2, 3, 4, 5]


# ---------------------------------------------------------------- BR-8 siege


def test_br_8_1_a_siege_needs_garrison_plus_defenders():
    s = board({"clifford": (0, "@12,9", [])}, phase="combat")  # 100 troops; Lincoln garrison 150
    assert not any(a.startswith("siege") and a.endswith("lincoln") for a in rules.legal_actions(s))
    s = board({"clifford": (0, "@12,9", ["merc-burgundian"])}, phase="combat")  # 300
    assert "siege @12,9 lincoln" in rules.legal_actions(s)


def test_br_8_2_a_siege_takes_the_place_and_kills_the_nobles_inside():
    card = next(e["id"] for e in D.EVENT_LIST if e["kind"] != "bad-weather")
    s = board({"warwick": (0, "@12,9", ["merc-french"]), "dacre": (1, "lincoln", [])},
              owners={"lincoln": 1}, phase="combat", event_top=card)
    s2, _, _ = B.apply(s, "siege @12,9 lincoln")
    assert s2["owners"]["lincoln"] == 0 and "dacre" not in s2["nobles"]
    assert s2["nobles"]["warwick"]["loc"] == "lincoln"


def test_br_8_3_bad_weather_puts_the_place_under_siege_and_the_defenders_may_sally():
    s = board({"warwick": (0, "@12,9", ["merc-french"]), "dacre": (1, "lincoln", [])},
              owners={"lincoln": 1}, phase="combat", event_top="bad-weather-1")
    s2, _, _ = B.apply(s, "siege @12,9 lincoln")
    assert s2["sieges"] == {"lincoln": {"by": 0, "from": "@12,9"}} and s2["owners"]["lincoln"] == 1
    s2 = dict(s2, phase="combat", to_move=1, fought=[])
    assert "sally lincoln" in rules.legal_actions(s2)
    s2["phase"] = "move"
    assert not any(a.startswith("move lincoln") for a in rules.legal_actions(s2))  # BR-6.8


# ---------------------------------------------------------------- BR-9, BR-10 royals


def test_br_10_3_coronation_needs_an_eligible_heir_a_cleric_and_the_place():
    s = board({"warwick": (0, "tower-of-london", ["abp-york"])}, owners={"tower-of-london": 0}, phase="coronation",
              royals={"york": {"place": "tower-of-london"}, "march": {"place": "tower-of-london"}})
    acts = rules.legal_actions(s)
    assert "crown york" in acts and "crown march" not in acts  # BR-10.2: York comes first
    s2, _, _ = B.apply(s, "crown york")
    assert s2["royals"]["york"]["crowned"]
    s = board({"warwick": (0, "tower-of-london", [])}, owners={"tower-of-london": 0}, phase="coronation",
              royals={"york": {"place": "tower-of-london"}})
    assert "crown york" not in rules.legal_actions(s)  # no cleric
    s = board({"warwick": (0, "york", ["abp-york"])}, owners={"york": 0}, phase="coronation",
              royals={"york": {"place": "york"}})
    assert "crown york" in rules.legal_actions(s)  # the cleric's own see
    s = board({"warwick": (0, "york", ["bp-durham"])}, owners={"york": 0}, phase="coronation",
              royals={"york": {"place": "york"}})
    assert "crown york" not in rules.legal_actions(s)


def test_br_10_2_henry_alive_and_crowned_bars_other_lancastrians():
    s = board({"warwick": (0, "tower-of-london", ["abp-york"])}, owners={"tower-of-london": 0}, phase="coronation",
              royals={"margaret": {"place": "tower-of-london"}})
    assert not rules.eligible(s, "margaret")
    s["royals"]["henry"].update(alive=False, place=None, crowned=False)
    assert rules.eligible(s, "margaret") and not rules.eligible(s, "edward")


def test_br_9_2_a_seat_holding_both_houses_may_execute():
    s = board({"warwick": (0, "tower-of-london", [])}, owners={"tower-of-london": 0}, phase="coronation",
              royals={"york": {"place": "tower-of-london"}})
    assert "execute henry" in rules.legal_actions(s) and "execute york" in rules.legal_actions(s)
    s2, _, _ = B.apply(s, "execute henry")
    assert not s2["royals"]["henry"]["alive"]


# ---------------------------------------------------------------- BR-12 crown deck


def test_br_12_draw_then_play_a_holding_or_a_noble():
    s = board({"warwick": (0, "@11,10", [])}, phase="crown", hands={0: ["clifford"]})
    s["deck"] = ["merc-scots"] + [c for c in s["deck"] if c != "merc-scots"]
    assert rules.legal_actions(s) == ["draw"]
    s2, entry, _ = B.apply(s, "draw")
    assert entry["drawn"] == "merc-scots" and s2["hands"][0] == ["clifford", "merc-scots"]
    # cards are played by their place in the hand, so the list names no hidden card (BR-14.1)
    assert rules.legal_actions(s2) == ["play 1 warwick", "play 2 warwick", "end turn"]
    s3, _, _ = B.apply(s2, "play 2 warwick")
    assert s3["nobles"]["warwick"]["cards"] == ["merc-scots"] and s3["hands"][0] == ["clifford"]
    s4, _, _ = B.apply(s3, "play 1 warwick")  # a noble joins the named noble's stack
    assert s4["nobles"]["clifford"]["loc"] == "@11,10" and s4["nobles"]["clifford"]["seat"] == 0


def test_br_12_2_with_no_noble_on_the_map_a_noble_comes_onto_its_seat():
    s = board({"warwick": (1, "@11,10", []), "roos": (2, "@9,5", [])}, phase="crown",
              hands={0: ["merc-irish", "clifford"]}, bare=(0,))
    s["drawn"] = True
    assert rules.legal_actions(s) == ["play 1", "play 2", "end turn"]
    s2, _, events = B.apply(s, "play 2")
    assert s2["nobles"]["clifford"]["loc"] == "skipton" and s2["owners"]["skipton"] == 0
    s3, _, _ = B.apply(s2, "play 1 clifford")  # now the holding has a noble to go to
    assert s3["nobles"]["clifford"]["cards"] == ["merc-irish"]
    # a holding played with no noble on the map is lost
    s = board({"warwick": (1, "@11,10", []), "roos": (2, "@9,5", [])}, phase="crown",
              hands={0: ["merc-irish", "clifford"]}, bare=(0,))
    s["drawn"] = True
    s2, _, _ = B.apply(s, "play 1")
    assert "merc-irish" in s2["discard"] and s2["hands"][0] == ["clifford"]


def test_br_12_3_a_royalty_card_joins_a_free_royal_to_the_nearest_noble():
    s = board({"warwick": (0, "@11,10", []), "clifford": (0, "@9,5", [])}, phase="crown")
    s["deck"] = ["royal-york"] + [c for c in s["deck"] if c != "royal-york"]
    s2, _, _ = B.apply(s, "draw")
    assert s2["royals"]["york"]["place"] == "@11,10" and s2["royals"]["york"]["controller"] == 0
    assert "royal-york" in s2["discard"]


# ---------------------------------------------------------------- BR-13 the end


def test_br_13_1_the_last_crowned_royal_wins():
    dead = {r: {"alive": False, "place": None, "crowned": False} for r in D.COUNTERS if r != "march"}
    s = board({"warwick": (0, "tower-of-london", ["abp-york"]), "clifford": (1, "@9,5", [])}, owners={"tower-of-london": 0},
              phase="coronation", royals=dict(dead, march={"place": "tower-of-london"}))
    # Beaufort (Somerset) is not on the map: a Yorkist may win
    s2, _, _ = B.apply(s, "crown march")
    assert B.outcome(s2) == {"winner": 0, "reason": "last-royal", "round": 2}
    assert B.returns(s2) == [1.0, -0.5, -0.5]
    # with Beaufort alive the Yorkist does not win yet (BR-13.1)
    s = board({"warwick": (0, "tower-of-london", ["abp-york"]), "somerset": (1, "@9,5", [])}, owners={"tower-of-london": 0},
              phase="coronation", royals=dict(dead, march={"place": "tower-of-london"}))
    s2, _, _ = B.apply(s, "crown march")
    assert B.outcome(s2) is None


def test_br_13_2_four_own_turns_with_the_sole_crown():
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@9,5", [])}, phase="crown",
              royals={"henry": {"alive": False, "place": None, "crowned": False},
                      "york": {"place": "@11,10", "crowned": True}})
    # every turn ends its phases at once; cards drawn and played do not touch the crown
    turns = 0
    rnd = random.Random(0)
    while B.outcome(s) is None and turns < 60:
        acts = rules.legal_actions(s)
        ends = [a for a in acts if a.startswith("end ")]
        a = ends[0] if ends else rnd.choice([a for a in acts if not a.startswith("execute")])
        s, _, _ = B.apply(s, a)
        turns += 1
    assert B.outcome(s)["reason"] == "four-turns" and B.outcome(s)["winner"] == 0


def test_br_13_3_concession_leaves_the_game():
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@9,5", [])}, players=2)
    s2, _, _ = B.apply(s, "concede")
    assert B.outcome(s2)["winner"] == 1 and B.outcome(s2)["reason"] == "last-seat"


def test_br_13_3_a_random_fallback_never_concedes():
    """The page's random move (fallback_actions) is any legal action but a concession."""
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@9,5", [])}, players=2)
    legal = B.legal_actions(s)
    assert "concede" in legal
    assert B.fallback_actions(s) == [a for a in legal if a != "concede"]


def test_br_13_4_random_games_end_within_the_cap():
    for g in range(GAMES):
        s = B.new_state(f"cap-{g}", {"players": 3 + g % 4})
        rnd = random.Random(g)
        plies = 0
        while B.outcome(s) is None:
            acts = [a for a in rules.legal_actions(s) if a != "concede"]
            s, _, _ = B.apply(s, rnd.choice(acts))
            plies += 1
            assert s["round"] <= D.ROUND_CAP
            if plies % 50 == 0:  # BR-15: every state passes validation (BR-2.2 one seat a location)
                assert B.load(json.loads(json.dumps(s))) == s
        assert plies < 200 * D.ROUND_CAP * 6


# ---------------------------------------------------------------- BR-14 views, BR-15 format


def test_br_14_1_views_hide_other_hands_the_deck_order_and_the_generator():
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@9,5", [])}, hands={0: ["merc-scots"], 1: ["merc-irish"]})
    v = B.view(s, 0)
    assert v["hands"][0] == ["merc-scots"] and v["hands"][1] == ["?"]
    assert set(v["deck"]) == {"?"} and v["events"] == D.sort_events(s["events"])
    assert "merc-irish" not in json.dumps(v) and v["rng"] != s["rng"]
    # the view does not depend on what the seat cannot see
    other = B.redeal_hidden(s, 0, "x")
    assert B.view(other, 0) == v
    assert B.view(B.load(json.loads(json.dumps(v))), 0) == v


def test_br_15_load_names_the_bad_field_and_positions_round_trip():
    s = B.new_state(9, {"players": 4})
    assert B.from_position(B.to_position(s)) == s
    assert B.to_position(s).startswith("br ")
    bad = json.loads(json.dumps(s))
    bad["royals"]["york"]["controller"] = 2
    with pytest.raises(InvalidState) as exc:
        B.load(bad)
    assert exc.value.field == "royals.york"
    bad = json.loads(json.dumps(s))
    bad["deck"].append(bad["deck"][0])
    with pytest.raises(InvalidState):
        B.load(bad)
    with pytest.raises(IllegalAction):
        B.apply(s, "move tower-of-london york")
    # BR-15.2: a view's string loads as that view; broken strings name what is wrong
    v = B.view(s, 1)
    assert B.view(B.from_position(B.to_position(v)), 1) == v and "??" in B.to_position(v)
    words = B.to_position(s).split()
    for i, bad in ((7, "zz0=tower-of-london"), (11, "0"), (1, "xp"), (5, "-3")):
        broken = " ".join(words[:i] + [bad] + words[i + 1:])
        with pytest.raises(InvalidState):
            B.from_position(broken)
    with pytest.raises(InvalidState):
        B.from_position("rk " + " ".join(words[1:]))


def test_br_15_3_records_carry_the_cards_drawn_and_replay_checks_them():
    s = B.new_state(5, {"players": 3})
    s2, entry, _ = B.apply(s, "event")
    assert B.apply_recorded(s, entry)[0] == s2
    wrong = dict(entry, event=next(e for e in D.EVENTS if e != entry["event"]))
    with pytest.raises(ValueError):
        B.apply_recorded(s, wrong)


def test_br_text_in_both_languages_names_no_hidden_card():
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@9,5", [])}, phase="crown")
    s["deck"] = ["merc-scots"] + [c for c in s["deck"] if c != "merc-scots"]
    s2, entry, events = B.apply(s, "draw")
    for lang in ("en", "de"):
        text = B.narrate(s, entry, events, lang)
        assert "Scot" not in text and "Schott" not in text and text
