"""ui_state fields the Long Live the Queen page draws without knowing rules: threat marks of
face-up Snipers/Assassins (LQ-5.1, LQ-5.2, LQ-5.10) and the printed tile data (LQ-1.1)."""

from engine import api

from .helpers import make


def test_threats_of_face_up_sniper_and_assassin():
    s = make({3: "Sniper", 5: "Assassin"}, {9: "Sniper", 4: "assassin"})
    ui = api.ui_state(s, 0)
    got = {(t["seat"], t["position"], t["target"]) for t in ui["threats"]}
    assert got == {(0, 3, 11), (0, 5, 5), (1, 9, 5)}
    assert all(t["target_seat"] == 1 - t["seat"] for t in ui["threats"])


def test_apprentice_threatens_only_when_its_master_is_known_to_the_viewer():
    s = make({}, {4: "Apprentice"}, masters=(None, "Sniper"), master_faces=("D", "D"))
    assert api.ui_state(s, 0)["threats"] == []  # Black's Master is secret to White
    mine = api.ui_state(s, 1)["threats"]
    assert mine == [{"seat": 1, "position": 4, "tile": "Apprentice", "acts": "Sniper",
                     "target_seat": 0, "target": 10, "protected": False}]


def test_threat_on_a_tile_next_to_a_face_up_guard_is_marked_protected():
    """LQ-5.11: the aim is still shown, flagged so the board does not promise a hit; a face-down
    Guard protects nothing."""
    s = make({3: "Sniper", 5: "Assassin"}, {10: "Guard"})
    by_target = {t["target"]: t["protected"] for t in api.ui_state(s, 0)["threats"]}
    assert by_target == {11: True, 5: False}
    assert {t["target"]: t["protected"] for t in api.ui_state(s, 1)["threats"]} == by_target
    down = make({3: "Sniper"}, {12: "guard"})
    assert [t["protected"] for t in api.ui_state(down, 0)["threats"]] == [False]


def test_characters_table():
    ui = api.ui_state(make(), 0)
    assert ui["characters"]["Witch"] == {"initiative": 9, "colour": "blue"}
    assert ui["characters"]["Guard"] == {"initiative": None, "colour": None}
