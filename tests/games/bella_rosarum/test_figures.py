"""The figures Bella Rosarum's ui_state gives the table (engine/games/bella_rosarum/figures.py):
each noble's troops and influence, the influence each move's destination needs, and the whole
spread of a battle's results, all from the rules (the page computes none of them)."""

import engine.games.bella_rosarum as B
from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import figures, moves, rules

from .test_rules import board


def test_br_7_2_each_noble_shows_its_troops_and_influence_with_its_holdings():
    s = board({"warwick": (0, "@11,10", ["merc-french", "earldom-kent"]), "clifford": (1, "@12,10", [])})
    for seat in (None, 0, 1):
        ui = B.ui_state(s, seat)
        w = ui["nobles"]["warwick"]
        assert w["troops"] == D.CARDS["warwick"]["troops"] + D.CARDS["merc-french"]["troops"] + D.CARDS["earldom-kent"]["troops"]
        assert w["influence"] == sum(D.CARDS[c]["influence"] for c in ("warwick", "merc-french", "earldom-kent"))  # BR-6.4
        assert w["cards"] == ["merc-french", "earldom-kent"] and w["loc"] == "@11,10"
        assert ui["nobles"]["clifford"]["troops"] == D.CARDS["clifford"]["troops"]
    assert "troops" not in s["nobles"]["warwick"]  # the state itself is left as it was


def test_br_6_4_entry_costs_name_every_place_a_legal_move_reaches_with_its_influence():
    s = board({"warwick": (0, "warwick", []), "clifford": (1, "@12,10", [])}, owners={"warwick": 0, "coventry": 1})
    ui = B.ui_state(s, 0)
    places = {a.split()[2] for a in ui["legal"] if a.startswith("move warwick ") and not a.split()[2].startswith("@")}
    assert places and set(ui["entry_costs"]["warwick"]) == places
    for p, cost in ui["entry_costs"]["warwick"].items():
        assert cost == moves.entry_cost(s, p, 0)
    # an unfriendly place costs double (BR-6.4), a place the seat holds nothing, an open cell is left out
    got = figures.entry_costs(s, ["move warwick coventry", "move warwick warwick", "move warwick @12,11", "end move"], 0)
    assert got == {"warwick": {"coventry": 2 * D.KINDS["major-city"]["influence"], "warwick": 0}}
    assert B.ui_state(s, 1)["entry_costs"] == {}  # not the mover's screen: no moves, no costs


def test_br_7_3_the_battle_spread_is_the_event_decks_shares_in_the_ratio_column():
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@12,10", [])}, phase="combat")
    ui = B.ui_state(s, 0)
    odds = ui["odds"]["battle @11,10 @12,10"]
    col = odds["column"]
    assert col == rules.ratio_column(odds["attacker"], odds["defender"])
    assert odds["victory"] == rules.victory_odds(col)
    assert abs(odds["victory"] + odds["inconclusive"] + odds["defeat"] - 1) < 1e-9
    assert odds["rout"] <= odds["victory"]
    cells = [e["battle"][col] for e in D.EVENT_LIST]
    assert odds["attacker_dies"] == sum(c.startswith("+") for c in cells) / len(cells)  # BR-7.4
    assert odds["defender_dies"] == sum(c.endswith("+") for c in cells) / len(cells)


def test_br_8_2_a_siege_shows_its_chance_only():
    s = board({"clifford": (0, "@12,9", ["merc-burgundian"])}, phase="combat")
    odds = B.ui_state(s, 0)["odds"]["siege @12,9 lincoln"]
    assert odds["victory"] == rules.SIEGE_ODDS and "defeat" not in odds


def test_br_18_2_sea_moves_are_the_legal_moves_only_ships_make_possible():
    own = {"dublin": 0, "conwy": 0, "chester": 0}
    s = board({"clifford": (0, "dublin", ["ship-giles"])}, owners=own)
    ui = B.ui_state(s, 0)
    assert "move dublin conwy" in ui["sea_moves"]  # three sea cells from Dublin (BR-18.2)
    assert set(ui["sea_moves"]) <= set(ui["legal"])
    by_land = set(moves.destinations(s, 0, "dublin", ["clifford"], sail=False))
    assert {a.split()[2] for a in ui["sea_moves"]} == set(moves.destinations(s, 0, "dublin", ["clifford"])) - by_land
    # the ferry to Chester is a crossing, not a voyage (BR-6.6)
    assert "move dublin chester" in ui["legal"] and "move dublin chester" not in ui["sea_moves"]
    # no ship, no sea move; nor on another seat's screen
    assert B.ui_state(board({"clifford": (0, "dublin", [])}, owners=own), 0)["sea_moves"] == []
    assert B.ui_state(s, 1)["sea_moves"] == []
