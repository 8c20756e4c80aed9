"""What a person reads of The Rose King follows the page language:
German cards and discard are named in German words ("Nordost 2"), the selection panel and move
list name cards with German letters (NO, O, SO: Ost), while actions, records and links keep the
notation (RK-2.2, seeds/glossary-de.md); the
status line says "draw a card" when drawing is all a seat can do (RK-6.1), in both languages.
"""

from __future__ import annotations

import random
import re
from urllib.parse import quote

import pytest

from engine import api
from tests.browser.games.rose_king.driver import RoseKingApp, card_name
from tests.browser.pagedriver import bar_button

pytestmark = pytest.mark.browser

GERMAN = {"NE": "NO", "E": "O", "SE": "SO"}


def german(card):
    d, n = card[:-1], card[-1]
    return GERMAN.get(d, d) + n


def hand_names(app, seat_name, lang="de"):
    group = app.page.get_by_role("group", name=f"Machtkarten von {seat_name}" if lang == "de" else f"{seat_name}'s power cards")
    return group.get_by_role("button").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def test_german_cards_and_move_list_use_german_letters(page, server, tmp_path):
    app = RoseKingApp(page, server.url, "de")
    app.open("delay=0&lang=de")
    # a deal where Red can play an east-going card (the letters that differ)
    for seed in range(1, 30):
        app.new_game("hotseat", seed=str(seed))
        ui = app.ui
        move = next((m for m in ui["moves"] if not m["hero"] and m["card"][:-1] in GERMAN), None)
        if move:
            break
    assert move, "no deal with an east-going play in 29 seeds"
    for seat, name in enumerate(("Rot", "Weiß")):
        assert hand_names(app, name) == [card_name(c, "de") for c in ui["hands"][seat]]
    # no card a person reads is named with English letters; data-card keeps the notation
    names = page.get_by_role("button").evaluate_all("els => els.map(e => e.getAttribute('aria-label') || '')")
    assert not [n for n in names if re.fullmatch(r"(NE|E|SE)[123]", n)]
    assert page.locator(f'button[data-card="{move["card"]}"]').count() >= 1

    card = app.card(move["card"])
    assert card.get_attribute("aria-description") == f"spielt nach {move['target']}"
    card.click()  # a card names its whole move and plays at once (TBL-1.1)
    app.settle()
    last = app.move_texts()[-1]
    assert f"Rot spielt {german(move['card'])}: Die Krone zieht" in last, last
    assert "eine rote Rose wird gesetzt" in last and move["card"] not in last.split(":")[0]
    # the discard pile is read in German, the game keeps the notation
    assert app.ui["discard_top"] == move["card"]
    assert page.get_by_role("img", name=f"Oberste Karte des Ablagestapels: {card_name(move['card'], 'de')}, im letzten Zug gespielt").count() == 1

    # links and exports stay language-neutral: the notation, never a German letter
    bar_button(page, "Link kopieren", menu="Menü").click()
    link = page.get_by_role("textbox", name="Link kopieren").input_value()
    assert move["card"] in link and german(move["card"]) not in link.replace(move["card"], "")
    with page.expect_download() as dl:
        app.button("Teilen").click()
    path = tmp_path / "partie.json"
    dl.value.save_as(path)
    assert f'"{move["card"]}"' in path.read_text()

    # the same game in English: English letters again
    with page.expect_navigation():
        app.button("English").click()
    app.speak("en")
    app.wait_ready()
    ui = app.ui
    assert hand_names(app, "White", "en") == [card_name(c) for c in ui["hands"][1]]
    assert f"Red plays {move['card']}:" in app.move_texts()[-1]


def only_draw_position():
    """A shared position where Red, to move, can only draw (no card reaches a free square)."""
    for seed in range(1, 200):
        r = random.Random(seed)
        s = api.new_game("rose-king", seed)
        while api.outcome(s) is None:
            legal = api.legal_actions(s)
            if legal == ["draw"] and s["to_move"] == 0:
                return api.share_position(s)
            plays = [a for a in legal if a not in ("draw", "pass")]
            s = api.apply(s, r.choice(plays) if plays else r.choice(legal))
    raise AssertionError("no draw-only position found")


@pytest.mark.parametrize("lang, said", [("en", "Red to move: no card can be played, draw a card."),
                                        ("de", "Rot ist am Zug: Keine Karte ist spielbar, ziehe eine Karte.")])
def test_status_says_draw_when_drawing_is_all(page, server, lang, said):
    app = RoseKingApp(page, server.url, lang)
    app.open(f"delay=0&lang={lang}&position={quote(only_draw_position())}")
    assert app.ui["legal"] == ["draw"]
    assert app.status() == said
    assert app.enabled_squares() == []
    draw = app.button(app.t["draw"])
    assert draw.is_enabled()
    draw.click()
    app.settle()
    assert app.status() != said  # White's turn now: the usual line
