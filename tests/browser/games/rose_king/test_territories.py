"""The Rose King's territories for people (RK-9.1, RK-9.2): every territory
outlined on the board where it ends (so two that meet only at a corner stay apart), labelled with
its size and points, and drawn by itself on the end screen, in English and German.

A finished game's link carries its whole position (RK-12), so the tests open one made here by
the engine, and compare what the page draws with the engine's territories.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from urllib.parse import quote

import pytest

from tests.browser.pagedriver import shot_dir

from engine import api
from tests.browser.games.rose_king.driver import RoseKingApp

pytestmark = pytest.mark.browser

SHOTS = shot_dir()  # .cache/screenshots, as the other browser tests
FILES = "abcdefghi"
EDGES = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}
WORDS = {
    "en": {"over": "Game over", "map": "Territories at the end of the game", "points": "points", "terr": "territory of {n}, {p} points"},
    "de": {"over": "Spielende", "map": "Gebiete am Ende der Partie", "points": "Punkte", "terr": "Gebiet der Größe {n}, {p} Punkte"},
}


def finished_game(seed):
    """A random Rose King game played to its end by the engine."""
    r = random.Random(seed)
    s = api.new_game("rose-king", seed)
    while api.outcome(s) is None:
        legal = api.legal_actions(s)
        plays = [a for a in legal if a not in ("draw", "pass")]
        s = api.apply(s, r.choice(plays) if plays and r.random() < 0.8 else r.choice(legal))
    return s


def edges_of(score):
    """square -> set of sides where its territory ends, computed here from the engine's groups."""
    where = {}
    for side, sc in enumerate(score):
        for tid, terr in enumerate(sc["squares"]):
            for sq in terr:
                where[sq] = (side, tid)
    out = {}
    for sq, owner in where.items():
        f, r = FILES.index(sq[0]), int(sq[1:])
        out[sq] = {e for e, (df, dr) in EDGES.items()
                   if not (0 <= f + df < 9) or where.get(f"{FILES[f + df]}{r + dr}") != owner}
    return out, where


def diagonal_pair(where):
    """Two squares of one side touching only at a corner, in different territories (RK-9.1)."""
    for sq, (side, tid) in where.items():
        f, r = FILES.index(sq[0]), int(sq[1:])
        for df in (-1, 1):
            if not 0 <= f + df < 9:
                continue
            other = f"{FILES[f + df]}{r + 1}"
            if other in where and where[other][0] == side and where[other][1] != tid:
                return sq, other
    return None


@pytest.fixture(scope="module")
def final():
    # a seed whose end has a corner-only meeting of one side's territories
    for seed in range(1, 40):
        s = finished_game(seed)
        ui = api.ui_state(s)
        _, where = edges_of(ui["score"])
        if diagonal_pair(where):
            return s
    raise AssertionError("no finished game with diagonal neighbours in 40 seeds")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_end_screen_and_board_outline_every_territory(page, server, final, lang):
    w = WORDS[lang]
    ui = api.ui_state(final)
    page.set_viewport_size({"width": 1366, "height": 768})
    app = RoseKingApp(page, server.url, lang)
    app.open(f"delay=0&lang={lang}&position={quote(api.to_position(final))}")
    dialog = page.get_by_role("dialog", name=w["over"])
    dialog.wait_for()

    # the end screen draws the territories by itself: one label per territory, each named
    figure = dialog.get_by_role("img", name=re.compile(w["map"]))
    assert figure.is_visible()
    name = figure.get_attribute("aria-label")
    for side, sc in enumerate(ui["score"]):
        sizes = sorted((len(t) for t in sc["squares"]), reverse=True)
        assert sizes == sorted(sc["territories"], reverse=True)
        for n in set(sizes):
            assert name.count(f"{n} {'from' if lang == 'en' else 'ab'} ") >= sizes.count(n)
    labels = figure.locator("text").evaluate_all("els => els.map(e => e.textContent)")
    # every territory of two or more squares is labelled (a lone rose only outlined)
    assert sorted(labels) == sorted(f"{len(t)}²={len(t) ** 2}" for sc in ui["score"] for t in sc["squares"] if len(t) > 1)
    assert labels
    page.screenshot(path=str(SHOTS / f"territories-end-{lang}-1366.png"))

    # on the board (shown at the end whatever the switch says): every square's outline is where
    # its territory ends, computed here from the engine's groups
    dialog.get_by_role("button", name="Close" if lang == "en" else "Schließen").click()
    want, where = edges_of(ui["score"])
    drawn = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#board button[data-square]')]
        .map(b => [b.dataset.square, ['n', 'e', 's', 'w'].filter(e => b.classList.contains('terr-' + e))]))""")
    for sq, edges in drawn.items():
        assert set(edges) == want.get(sq, set()), sq
    a, b = diagonal_pair(where)
    # diagonal neighbours of one colour are separate: each is outlined on both sides facing the other's corner
    fa, fb = FILES.index(a[0]), FILES.index(b[0])
    assert "n" in drawn[a] and "s" in drawn[b]
    assert ("e" if fb > fa else "w") in drawn[a] and ("w" if fb > fa else "e") in drawn[b]
    # each territory's north-west square names its size and points, for eyes and screen readers
    board = app.board()
    for side, sc in enumerate(ui["score"]):
        for terr in sc["squares"]:
            top = sorted(terr, key=lambda s: (-int(s[1:]), s[0]))[0]
            square = board.get_by_role("button", name=top, exact=True)
            tag = f"{len(terr)}²={len(terr) ** 2}" if len(terr) > 1 else ""
            assert square.locator(".sq-terr").inner_text().strip() == tag
            desc = page.locator(f"#sq-desc-{top}").inner_text()
            points = w["terr"].format(n=len(terr), p=len(terr) ** 2)
            assert (points if len(terr) > 1 else points.rstrip("s").rstrip("e")) in desc
    page.screenshot(path=str(SHOTS / f"territories-board-{lang}-1366.png"))

    page.set_viewport_size({"width": 390, "height": 844})
    app.open(f"delay=0&lang={lang}&position={quote(api.to_position(final))}")
    dialog.wait_for()
    assert dialog.get_by_role("img", name=re.compile(w["map"])).is_visible()
    box = dialog.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    page.screenshot(path=str(SHOTS / f"territories-end-{lang}-390.png"))


def test_territory_switch_outlines_a_game_in_progress(app):
    app.open()
    app.new_game("hotseat", seed="5")
    for _ in range(6):
        app.human_turn()
    button = app.button("Show territories")
    assert button.get_attribute("aria-pressed") == "false"
    assert app.page.locator("#board .terr-n").count() == 0
    button.click()
    assert button.get_attribute("aria-pressed") == "true"
    want, _ = edges_of(app.ui["score"])
    assert want, "no territory after six moves"
    for sq, edges in want.items():
        classes = app.board().get_by_role("button", name=sq, exact=True).get_attribute("class").split()
        assert {c[5:] for c in classes if re.fullmatch(r"terr-[nesw]", c)} == edges, sq
    button.click()
    assert app.page.locator("#board .terr-n").count() == 0
