"""English and German: the string tables, the language switch, a bad `?lang=`, and
both games played in German, found by role and accessible name as a person would.

The browser context is English (conftest: locale en-US); German comes only from the switch or
a `lang` parameter. The move-list sentences come from the engine (`step` / `describe_action`
with the page language), so the tests that read them in German need the engine's lang support.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, settle

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]

# German values that are the same as the English ones on purpose: names and notation.
SAME_IN_BOTH = {"S.appTitle", "S.movePending", "R.speeds.normal", "bella-rosarum.gameName", "bella-rosarum.neutral",  # "neutral" is German too
                "S.shortcutKeys.0.0", "S.shortcutKeys.1.0", "S.shortcutKeys.6.0", "S.shortcutKeys.7.0"}  # the keys Tab, the arrows, H, "?"

# Words that only an English sentence of the engine's move lists has (engine/games/*/text.py).
ENGLISH_MOVE_WORDS = re.compile(r"\b(Red|White|Black|plays|draws|passes|crown|rose|arranges|rolls|dice|court|token)\b")
ENGLISH_TILES = ("Sniper", "Assassin", "Schemer", "Noble", "Cheater", "Princess", "Consul", "Clown", "Witch",
                 "Apprentice", "Guard")

FLATTEN = """async () => {
  // the shell's table (S), its review panel's (R) and every registered game's (named by its id): web/games/index.js
  const shell = await import(new URL("shell/strings.js", location.href).href);
  const reg = await import(new URL("games/index.js", location.href).href);
  const review = await import(new URL("shell/review-strings.js", location.href).href);
  // German texts load only on a page that shows them (lang.js): load them to compare
  await (await import(new URL("core/lang.js", location.href).href)).loadLang("de");
  const tables = [["S", shell.STRINGS, shell.S], ["R", review.REVIEW_STRINGS, null], ...reg.GAMES.map((g) => [g.id, g.strings, null])];
  const flat = (table, prefix, out) => {
    for (const [k, v] of Object.entries(table)) {
      const key = `${prefix}.${k}`;
      if (typeof v === "function") out[key] = { type: "function", arity: v.length };
      else if (v && typeof v === "object") { out[key] = { type: "object" }; flat(v, key, out); }
      else out[key] = { type: typeof v, value: v };
    }
    return out;
  };
  const of = (lang) => Object.assign({}, ...tables.map(([name, both]) => flat(both[lang], name, {})));
  const live = (both, picked) =>
      // S is a live view (lang.js pick) that follows the language: compare its answers
      Object.entries(both.en).every(([k, v]) => typeof v !== "string" || picked[k] === v)
      && Object.entries(both.de).some(([k, v]) => typeof v === "string" && picked[k] !== v);
  return { en: of("en"), de: of("de"), games: reg.GAMES.map((g) => g.id), pickedEnglish: live(shell.STRINGS, shell.S) };
}"""


def glossary_tiles():
    """English → German tile names from the Long Live the Queen table of seeds/glossary-de.md."""
    text = (ROOT / "seeds" / "glossary-de.md").read_text()
    part = text.split("## Long Live the Queen", 1)[1].split("##", 1)[0]
    rows = {}
    for line in part.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and cells[0] in ENGLISH_TILES:
            rows[cells[0]] = cells[1]
    return rows


def switch_to(app, lang_name, lang):
    """Press the language switch (it reloads the page) and wait until the page is back."""
    button = app.button(lang_name)
    assert button.get_attribute("lang") == lang
    with app.page.expect_navigation():
        button.click()
    app.wait_ready()
    app.speak(lang)
    assert app.page.evaluate("document.documentElement.lang") == lang


def sentences(texts):
    """Move-list entries without their numbers."""
    return [re.sub(r"^\d+\.\s*", "", t) for t in texts]


# ---------------------------------------------------------------- (a) the tables


def test_string_tables_have_the_same_shape(app):
    app.open()
    tables = app.page.evaluate(FLATTEN)
    en, de = tables["en"], tables["de"]
    assert tables["pickedEnglish"], "an English page must use the English tables"
    assert sorted(set(en) - set(de)) == [], "keys missing in German"
    assert sorted(set(de) - set(en)) == [], "keys missing in English"
    for key, e in en.items():
        d = de[key]
        assert d["type"] == e["type"], key
        if e["type"] == "function":
            assert d["arity"] == e["arity"], f"{key}: German takes {d['arity']} arguments, English {e['arity']}"
        if e["type"] == "string":
            assert d["value"].strip(), f"{key} is empty in German"
            if key not in SAME_IN_BOTH:
                assert d["value"] != e["value"], f"{key} is not translated: {e['value']!r}"
    # the tile names are the glossary's (seeds/glossary-de.md), every one of them
    tiles = glossary_tiles()
    assert sorted(tiles) == sorted(ENGLISH_TILES)
    assert "long-live-the-queen" in tables["games"]
    for english, german in tiles.items():
        assert de[f"long-live-the-queen.tileNames.{english}"]["value"] == german
        assert en[f"long-live-the-queen.tileNames.{english}"]["value"] == english


# ---------------------------------------------------------------- (b) The Rose King in German


def test_switch_to_german_and_back_keeps_the_game(app):
    app.open()
    assert app.page.evaluate("document.documentElement.lang") == "en"
    app.new_game("hotseat", seed="17")
    app.human_turn()
    app.human_turn()
    before = app.ui["position"]

    switch_to(app, "Deutsch", "de")
    # the game in progress came back (it is autosaved), the page speaks German
    assert app.ui["position"] == before
    assert len(app.move_texts()) == 2
    assert app.status().startswith("Rot ist am Zug") or app.status().startswith("Weiß ist am Zug"), app.status()
    for name in ("Neues Spiel", "Zurück", "Vor", "Gebiete zeigen", "Teilen", "Tipp", "Gewinnchance"):
        assert app.button(name).count() == 1, name
    assert app.board().is_visible()
    assert app.page.get_by_role("group", name="Machtkarten von Rot").count() == 1
    assert app.page.get_by_role("heading", name="Züge").count() == 1
    # squares keep their notation, in German too
    assert app.board().get_by_role("button", name="e5", exact=True).count() == 1
    # the switch now offers English, named in English
    assert app.button("English").get_attribute("lang") == "en"
    assert app.page.get_by_role("navigation", name="Sprache").count() == 1

    # the New game dialog is German
    app.button("Neues Spiel").click()
    dlg = app.page.get_by_role("dialog", name="Neues Spiel")
    assert dlg.get_by_role("radio", name="2 Spieler an einem Gerät").count() == 1
    assert dlg.get_by_role("radio", name="Rosenkönig").count() == 1
    assert dlg.get_by_role("radio", name="Lang lebe die Königin").count() == 1
    dlg.get_by_role("radio", name="Gegen den Computer").check()
    assert dlg.get_by_label("Spielstärke des Computers").locator("option").all_inner_texts()[0] == "Leicht"
    dlg.get_by_role("button", name="Abbrechen").click()
    assert app.ui["position"] == before

    # a hot-seat game played in German
    app.new_game("hotseat", seed="23")
    for _ in range(4):
        app.human_turn()
    assert len(app.move_texts()) == 4
    assert re.match(r"(Rot|Weiß) ist am Zug", app.status()), app.status()
    played = app.ui["position"]

    # a reload stays German and the game is still there
    app.page.reload()
    app.wait_ready()
    assert app.page.evaluate("document.documentElement.lang") == "de"
    assert app.ui["position"] == played
    assert len(app.move_texts()) == 4
    assert app.button("Neues Spiel").count() == 1
    app.human_turn()
    assert len(app.move_texts()) == 5
    played = app.ui["position"]

    # back to English: same game, English page and English move list
    switch_to(app, "English", "en")
    assert app.ui["position"] == played
    assert app.button("New game").count() == 1
    assert app.button("Deutsch").get_attribute("lang") == "de"
    assert re.match(r"(Red|White) to move", app.status()), app.status()
    texts = sentences(app.move_texts())
    assert len(texts) == 5
    assert all(re.match(r"(Red|White) (plays|draws|cannot)", t) for t in texts), texts


def test_german_move_list_from_the_engine(app):
    """Needs the engine's lang support (engine/api.py: step / describe_action with lang)."""
    app.open()
    app.new_game("hotseat", seed="17")
    app.human_turn()
    english = sentences(app.move_texts())
    switch_to(app, "Deutsch", "de")
    # the saved move is told again in German
    retold = sentences(app.move_texts())
    assert len(retold) == 1 and retold != english, retold
    for _ in range(3):
        app.human_turn()
    texts = sentences(app.move_texts())
    assert len(texts) == 4
    for t in texts:
        assert re.match(r"(Rot|Weiß)\b", t), t
        assert not ENGLISH_MOVE_WORDS.search(t), t


# ---------------------------------------------------------------- (c) a bad lang parameter


def test_unknown_language_parameter_falls_back(app):
    app.open("delay=0&lang=xx")
    alert = app.page.get_by_role("alert")
    assert "“xx” is not available" in alert.inner_text()
    assert "English, Deutsch" in alert.inner_text()
    assert app.page.evaluate("document.documentElement.lang") == "en"
    # the page plays on in English
    app.new_game("hotseat", seed="5")
    app.human_turn()
    assert re.match(r"(Red|White) to move", app.status()), app.status()
    assert len(app.move_texts()) == 1
    position = app.ui["position"]

    # with German chosen before, the fallback is German, and the game is not lost
    switch_to(app, "Deutsch", "de")
    app.page.goto(f"{app.base}?delay=0&lang=klingon")
    app.wait_ready()
    assert app.page.evaluate("document.documentElement.lang") == "de"
    text = app.page.get_by_role("alert").inner_text()
    assert "„klingon“ gibt es hier nicht" in text and "auf Deutsch" in text, text
    assert app.ui["position"] == position
    assert app.button("Neues Spiel").count() == 1
    app.page.get_by_role("button", name="Ausblenden").click()
    assert app.page.locator("#messages").inner_text().strip() == ""


# ---------------------------------------------------------------- (d) Long Live the Queen in German


def tile_labels(page, board_name="Zahlenleiste mit beiden Hofstaaten"):
    board = page.get_by_role("group", name=board_name)
    # tiles are buttons (the controls), the empty places and numbers images
    return board.locator("button[aria-label], [role=img]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def test_long_live_the_queen_in_german(page, server):
    page.goto(f"{server.url}?delay=0&lang=de")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    page.get_by_role("button", name="Neues Spiel", exact=True).first.click()
    dlg = page.get_by_role("dialog", name="Neues Spiel")
    dlg.get_by_role("radio", name="Lang lebe die Königin").check()
    dlg.get_by_role("radio", name="2 Spieler an einem Gerät").check()
    play_as = dlg.get_by_label("Spielen als")
    assert play_as.locator("option").all_inner_texts() == ["Weiß", "Schwarz"]
    dlg.get_by_label("Startwert (gleicher Startwert, gleiche Karten)").fill("11")
    dlg.get_by_role("button", name="Starten", exact=True).click()
    settle(page, game="long-live-the-queen")
    assert page.title().endswith("Lang lebe die Königin")

    # hand-over screen in German, nothing of either court on the page
    assert page.get_by_role("heading", name="Gib das Gerät an Weiß weiter").is_visible()
    assert "Die Plättchen sind verborgen" in page.locator("#handover").inner_text()
    assert page.get_by_role("status").inner_text() == "Gib das Gerät an Weiß weiter."
    page.get_by_role("button", name="Ich bin Weiß, zeig meine Plättchen").click()
    settle(page, game="long-live-the-queen")

    # White arranges the court by swapping tiles: tile names from the glossary
    assert page.get_by_role("heading", name="Stelle deinen Hofstaat auf").is_visible()
    bar = page.get_by_role("group", name="Zahlenleiste mit beiden Hofstaaten")
    bar.get_by_role("button", name=re.compile(r"^Meister von Weiß: ")).click()
    bar.get_by_role("button", name=re.compile(r"^Hexe von Weiß auf ")).click()
    bar.get_by_role("button", name=re.compile(r"^Wache von Weiß auf ")).click()
    bar.get_by_role("button", name=re.compile(r" von Weiß auf 2, ")).click()
    labels = tile_labels(page)
    assert "Wache von Weiß auf 2, verdeckt (geheim)" in labels, labels
    assert "Meister von Weiß: Hexe, verdeckt (geheim)" in labels, labels
    assert "Prinzessin von Weiß auf 7, offen" in labels, labels
    assert "Meister von Schwarz: noch nicht aufgestellt" in labels, labels
    for label in labels:
        for english in ENGLISH_TILES:
            assert english not in label, label
    page.get_by_role("button", name="Aufstellung bestätigen").click()
    settle(page, game="long-live-the-queen")

    # Black's turn behind the hand-over screen, then a random set-up
    assert page.get_by_role("heading", name="Gib das Gerät an Schwarz weiter").is_visible()
    page.get_by_role("button", name="Ich bin Schwarz, zeig meine Plättchen").click()
    settle(page, game="long-live-the-queen")
    page.get_by_role("group", name="Deine Wahl").get_by_role("button", name="Zufälliger Hofstaat").click()
    page.get_by_text("Ein zufälliger Hofstaat liegt aus.").wait_for()  # laid out first, then sent
    page.get_by_role("group", name="Deine Wahl").get_by_role("button", name="Aufstellung bestätigen").click()
    settle(page, game="long-live-the-queen")
    # the start roll: whoever decides it gets the device, named in German
    who = page.evaluate("window.rosarium.handover")
    assert who is not None
    name = ["Weiß", "Schwarz"][who]
    assert page.get_by_role("status").inner_text() == f"Gib das Gerät an {name} weiter."
    page.get_by_role("button", name=f"Ich bin {name}, zeig meine Plättchen").click()
    settle(page, game="long-live-the-queen")
    labels = tile_labels(page)
    assert "Prinzessin von Schwarz auf 7, offen" in labels, labels
    assert "Prinzessin von Weiß auf 7, offen" in labels, labels
    other = ["Weiß", "Schwarz"][1 - who]
    assert any(re.fullmatch(rf"verdecktes Plättchen von {other} auf \d+", label) for label in labels), labels
    for label in labels:
        for english in ENGLISH_TILES:
            assert english not in label, label
    assert page.get_by_role("group", name="Deine Wahl").get_by_role("button", name="Würfeln").count() == 1
    assert page.get_by_role("status").inner_text() == f"{name}: Würfle aus, wer beginnt."
    moves = len(page.locator("#movelist li.done").all_inner_texts())
    assert moves == 2

    # switched to English the same game comes back, behind the English hand-over screen
    button = page.get_by_role("button", name="English", exact=True)
    assert button.get_attribute("lang") == "en"
    with page.expect_navigation():
        button.click()
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    settle(page, game="long-live-the-queen")
    english = ["White", "Black"][who]
    assert page.get_by_role("heading", name=f"Pass the device to {english}").is_visible()
    page.get_by_role("button", name=f"I am {english}, show my tiles").click()
    settle(page, game="long-live-the-queen")
    labels = tile_labels(page, "Number bar with both courts")
    assert "Black's Princess on 7, face up" in labels, labels
    texts = sentences(page.locator("#movelist li.done").all_inner_texts())
    assert len(texts) == moves
    assert all(re.match(r"(White|Black) ", t) for t in texts), texts


def test_long_live_the_queen_german_move_list(page, server):
    """The move list of the German table is German (the engine speaks the page's language)."""
    page.goto(f"{server.url}?delay=0&lang=de")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    page.get_by_role("button", name="Neues Spiel", exact=True).first.click()
    dlg = page.get_by_role("dialog", name="Neues Spiel")
    dlg.get_by_role("radio", name="Lang lebe die Königin").check()
    dlg.get_by_role("radio", name="Gegen den Computer").check()
    dlg.get_by_label("Spielen als").select_option(label="Weiß")
    dlg.get_by_label("Spielstärke des Computers").select_option(label="Leicht")
    dlg.get_by_label("Startwert (gleicher Startwert, gleiche Karten)").fill("11")
    dlg.get_by_role("button", name="Starten", exact=True).click()
    settle(page, game="long-live-the-queen")
    choices = page.get_by_role("group", name="Deine Wahl")
    for _ in range(3):  # set-up, start roll, first roll: the computer answers in between
        buttons = choices.get_by_role("button")
        names = buttons.evaluate_all("els => els.map(e => e.textContent)")
        pick = next((n for n in ("Zufälliger Hofstaat", "Würfeln", "Auslassen", "Nicht weiter tauschen") if n in names), names[0])
        choices.get_by_role("button", name=pick, exact=True).click()
        if pick == "Zufälliger Hofstaat":  # laid out first, then sent
            page.get_by_text("Ein zufälliger Hofstaat liegt aus.").wait_for()
            choices.get_by_role("button", name="Aufstellung bestätigen", exact=True).click()
        settle(page, game="long-live-the-queen")
    texts = sentences(page.locator("#movelist li.done").all_inner_texts())
    assert len(texts) >= 3, texts
    for t in texts:
        assert not ENGLISH_MOVE_WORDS.search(t), t
        for english in ENGLISH_TILES:
            assert english not in t, t
