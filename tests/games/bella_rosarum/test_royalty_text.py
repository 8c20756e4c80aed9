"""The log's sentence for a royalty card that does nothing (BR-12.3) says why: its royal is dead,
already controlled (and by whom), or the drawer has no noble for it to join; in both languages."""

import pytest

import engine.games.bella_rosarum as B
from engine import api
from .test_rules import board


def _draw_york(royals):
    s = board({"warwick": (0, "@11,10", []), "clifford": (1, "@9,5", [])}, phase="crown", royals=royals)
    s["deck"] = ["royal-york"] + [c for c in s["deck"] if c != "royal-york"]
    return s


@pytest.mark.parametrize("lang, words", [
    ("en", ["Player 1", "Richard, Duke of York", "already controlled by Player 2", "discarded"]),
    ("de", ["Spieler 1", "Richard, Herzog von York", "schon von Spieler 2 kontrolliert", "abgelegt"]),
])
def test_br_12_3_a_royalty_card_for_a_held_royal_names_its_holder(lang, words):
    s = _draw_york({"york": {"place": "@9,5", "controller": 1}})
    out = api.step(s, "draw", lang=lang)  # as the page asks for the move's sentence
    assert out["state"]["royals"]["york"]["controller"] == 1  # nothing happened
    for w in words:
        assert w in out["text"], out["text"]


@pytest.mark.parametrize("lang, words", [
    ("en", ["Richard, Duke of York is dead", "does nothing"]),
    ("de", ["Richard, Herzog von York ist tot", "ohne Wirkung"]),
])
def test_br_12_3_a_royalty_card_for_a_dead_royal_says_it_is_dead(lang, words):
    s = _draw_york({"york": {"alive": False, "place": None, "crowned": False}})
    _, _, events = B.apply(s, "draw")
    assert ["royalty-card", "royal-york", None] in events
    text = api.step(s, "draw", lang=lang)["text"]
    for w in words:
        assert w in text, text
