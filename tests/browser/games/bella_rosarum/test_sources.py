"""Bella Rosarum's Sources screen (web/games/bella-rosarum/sources.js), found by role and name:
an unofficial introductory edition built on the seed's rules, the three data layers and every
decision of seeds/ — read from seeds/ when the site is built (tools/build/generators/br_sources.py), in English
and German. Also the saved board's description (uiSchema) against the engine's ui_state."""

from __future__ import annotations

import json
import random
import re

import pytest
from playwright.sync_api import expect

from engine import api
from tests.browser import pagedriver
from tools.build.generators import br_sources

pytestmark = pytest.mark.browser



def open_page(page, base, query):
    pagedriver.open_page(page, base, query, game="bella-rosarum")


def test_sources_lists_the_layers_and_every_decision_of_the_seeds(page, server):
    src = br_sources.sources()
    # what the build reads: every rule with a Decision mark of the digest, every map decision
    digest = (br_sources.DIGEST).read_text(encoding="utf-8")
    marked = {m.group(1) for m in re.finditer(r"^- \*\*(BR-[\d.]+)\*\*(?:(?!\n- ).)*?\*\*Decision", digest, re.M | re.S)}
    assert {d["rule"] for d in src["rules"]} == marked and len(marked) >= 15
    assert sorted(d["n"] for d in src["map"]) == list(range(1, len(src["map"]) + 1)) and len(src["map"]) >= 12
    assert all(src["layers"][k] > 0 for k in ("seed", "history", "design"))

    open_page(page, server.url, "game=bella-rosarum&delay=0")
    page.get_by_role("button", name="Sources", exact=True).click()
    dlg = page.get_by_role("dialog", name="Sources")
    expect(dlg).to_be_visible()
    expect(dlg).to_contain_text("unofficial introductory edition")
    expect(dlg).to_contain_text("Bella Rosarum v2")
    for layer in ("Seed", "History", "Design"):
        expect(dlg.locator("dt", has_text=layer)).to_have_count(1)
    expect(dlg).to_contain_text(f"({src['layers']['design']} values)")
    expect(dlg.get_by_role("heading", name=f"Decisions in the rules ({len(src['rules'])})")).to_be_visible()
    expect(dlg.get_by_role("heading", name=f"Decisions of the map ({len(src['map'])})")).to_be_visible()
    items = dlg.locator(".br-decisions li").all_inner_texts()
    assert len(items) == len(src["rules"]) + len(src["map"])
    for d, text in zip(src["rules"], items):
        assert text == f"{d['rule']} {d['text']}"
    assert "Kingston upon Hull" in " ".join(items) and "**" not in " ".join(items)
    dlg.get_by_role("button", name="Close").click()
    expect(dlg).to_be_hidden()
    assert page.evaluate("document.activeElement.textContent") == "Sources"


def test_sources_in_german(page, server):
    open_page(page, server.url, "game=bella-rosarum&delay=0&lang=de")
    page.get_by_role("button", name="Quellen", exact=True).click()
    dlg = page.get_by_role("dialog", name="Quellen")
    expect(dlg).to_contain_text("inoffizielle Einsteigerausgabe")
    for layer in ("Regelvorlage", "Geschichte", "Entwurf"):
        expect(dlg.locator("dt", has_text=layer)).to_have_count(1)
    expect(dlg.get_by_role("heading", name=re.compile(r"^Entscheidungen in den Regeln \(\d+\)$"))).to_be_visible()
    assert dlg.locator("ul.br-decisions").get_attribute("lang") == "en"  # the digest's own words
    page.keyboard.press("Escape")
    expect(dlg).to_be_hidden()


def test_the_saved_board_fits_its_description_and_a_damaged_one_does_not(page, server):
    """web/games/bella-rosarum/ui-schema.js against ui_state of positions of a random game, for
    every seat's screen (a saved board is drawn before the engine runs only if it fits)."""
    rnd = random.Random(3)
    state = api.new_game("bella-rosarum", 3, {"variant": "3p"})
    uis = []
    for ply in range(400):
        if api.outcome(state) is not None:
            break
        if ply % 40 == 0 or state["phase"] == "combat":
            uis += [api.ui_state(state, seat) for seat in range(3)]
        state = api.apply(state, rnd.choice([a for a in api.legal_actions(state) if a != "concede"]))
    assert any(u["odds"] for u in uis) and any(u["entry_costs"] for u in uis)
    uis = json.loads(json.dumps(uis))
    open_page(page, server.url, "game=bella-rosarum&delay=0")
    check = """async (uis) => {
      const { fits } = await import('./core/ui-check.js');
      const { uiSchema } = await import('./games/bella-rosarum/ui-schema.js');
      return uis.map((u) => fits(u, uiSchema));
    }"""
    assert all(page.evaluate(check, uis))
    damaged = [dict(uis[0], stacks=[{"loc": 5}]), dict(uis[0], royals=[]), {k: v for k, v in uis[0].items() if k != "owners"}]
    assert page.evaluate(check, damaged) == [False, False, False]
