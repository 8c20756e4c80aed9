"""engine.api.board_data: the fixed data Bella Rosarum's table draws (web/games/bella-rosarum/).

The table takes every name and every cell from it, so it must hold each place, card, event and
royal the game's states and actions can name (BR-1, BR-2), inside the grid, in both languages.
"""

import json

from engine import api
from engine.games.bella_rosarum import data as D


def board():
    return json.loads(api.board_data_json(json.dumps("bella-rosarum")))


def test_board_data_is_a_page_function_and_only_for_games_that_have_it():
    assert "board_data" in api.PAGE_FUNCTIONS
    assert api.board_data("rose-king") is None
    assert board()["game"] == "bella-rosarum"


def test_every_place_card_event_and_royal_is_named_in_both_languages():
    b = board()
    assert set(b["places"]) == set(D.PLACES)  # BR-1.1
    assert set(b["cards"]) == set(D.CARDS)  # BR-1.4
    assert set(b["events"]) == set(D.EVENTS)  # BR-1.7
    assert set(b["royals"]) == set(D.ROYALS)  # BR-1.6
    for table in ("places", "cards", "events", "royals"):
        for item in b[table].values():
            assert item["name"]["en"] and item["name"]["de"]
    assert b["coronation_place"] in b["places"]  # BR-10.3


def test_map_geometry_lies_in_the_grid():
    b = board()
    cols, rows = b["cols"], b["rows"]
    assert len(b["land"]) == rows and all(len(r) == cols for r in b["land"])
    for p in b["places"].values():
        x, y = p["cell"]
        assert 0 <= x < cols and 0 <= y < rows
        assert p["kind"] in b["kinds"]
    for poly in b["coast"]["polygons"]:
        for ring in poly["rings"]:
            assert all(0 <= x <= cols and 0 <= y <= rows for x, y in ring)
    assert "public domain" in b["coast"]["licence"]
    for road in b["roads"]:  # BR-6.3
        assert all(p in b["places"] for p in road["places"])
        for leg in road["legs"]:
            assert leg["cells"][0] == b["places"][leg["from"]]["cell"]
            assert leg["cells"][-1] == b["places"][leg["to"]]["cell"]
    for box in b["boxes"]:  # BR-6.6
        assert all(b["places"][p]["box"] == box["id"] for p in box["places"])


def test_battle_rows_have_one_result_per_ratio_column():
    b = board()
    assert len(b["columns"]) == 6  # BR-7.3
    for e in b["events"].values():
        assert len(e["battle"]) == 6
        assert all(cell.strip("+") in ("R", "V", "I", "D") for cell in e["battle"])


def test_part_two_data_for_the_table_ports_ships_and_activation():
    b = board()
    for port, cells in b["ports"].items():  # BR-18.2
        assert b["places"][port]["port"]
        for x, y in cells:
            assert b["zone_codes"][b["sea"][y][x]] == b["places"][port]["port"]
    assert sum(len(c.get("ships", [])) for c in b["cards"].values()) == 14  # BR-18.1
    assert b["cards"]["lieutenant-ireland"]["active_in"] == ["carrickfergus", "dublin", "trim"]  # BR-16.1
    assert "active_in" not in b["cards"]["merc-french"]  # BR-17.1
