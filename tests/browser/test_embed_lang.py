"""English and German for the embedded boards, the rules lessons and the authors' page:
the two string tables have the same shape; a board's language comes from data-lang (embed.html:
lang=), else from its page's <html lang>, and two boards of one page may differ; a bad value is
shown in the board; the Rose King lesson is completed by clicking in German; the authors' page
and the lessons speak German and switch back to English with their button."""

from __future__ import annotations

import re

import pytest

from tests.browser.pagedriver import EMBEDS_SETTLED, ENGINE_TIMEOUT_MS, Server, shot_dir, wait_embeds
from tests.browser.test_embed import HERO, START, board, region, serve_page, status
from tests.browser.test_lessons import complete_rose_king_lesson

pytestmark = pytest.mark.browser

# Keys whose values are data (positions, moves, ids, links), equal in every language.
PARITY_JS = """async () => {
  const m = await import("./embed-strings.js");
  await (await import("./core/lang.js")).loadLang("de"); // German loads only when shown
  const DATA = new Set(["position", "move", "mode", "id", "href", "score", "exercise", "game", "seed", "seat", "level", "auto"]);
  const out = [];
  const walk = (a, b, path) => {
    if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b)) return out.push(`${path}: ${typeof a} / ${typeof b}`);
    if (typeof a === "function") {
      if (a.length !== b.length) out.push(`${path}: takes ${a.length} / ${b.length} values`);
      return;
    }
    if (typeof a === "string") {
      if (!b.trim() && a.trim()) out.push(`${path}: empty in German`);
      return;
    }
    if (!a || typeof a !== "object") return;
    const ka = Object.keys(a).sort().join(","), kb = Object.keys(b).sort().join(",");
    if (ka !== kb) out.push(`${path}: keys ${ka} / ${kb}`);
    for (const k of Object.keys(a)) {
      if (!(k in b)) continue;
      const p = `${path}.${k}`;
      const label = k === "exercise" && typeof a[k] === "string"; // LESSONS.exercise is the word itself
      if (DATA.has(k) && !label && JSON.stringify(a[k]) !== JSON.stringify(b[k])) out.push(`${p}: data differs`);
      // a line's plain moves and the moves a "wrong" table explains are data too
      if (k === "line" && Array.isArray(a[k])) a[k].forEach((s, i) => typeof s === "string" && s !== b[k][i] && out.push(`${p}.${i}: move differs`));
      walk(a[k], b[k], p);
    }
  };
  walk(m.TABLES.en, m.TABLES.de, "");
  // every registered game's lesson (web/games/<game>/lesson.en.js / .de.js) has the same twins
  const registry = await import("./games/index.js");
  const lessons = [];
  for (const g of registry.GAMES.filter((g) => g.lesson)) {
    walk((await g.lesson.en()).LESSON, (await g.lesson.de()).LESSON, g.id);
    lessons.push(g.id);
  }
  // the live tables follow the page's language (English here)
  if (m.EMBED.next !== m.TABLES.en.EMBED.next || m.LESSONS.indexTitle !== m.TABLES.en.LESSONS.indexTitle) out.push("live tables not English");
  // embed.js (a classic script) keeps a copy of the frame titles
  const src = await (await fetch("./embed.js")).text();
  for (const lang of ["en", "de"]) {
    // (minified in dist/: no space after the colon)
    if (!src.replace(/:\\s+/g, ":").includes(`${lang}:${JSON.stringify(m.TABLES[lang].EMBED.frameTitle)}`)) out.push(`embed.js: frame title ${lang}`);
  }
  return { problems: out, blocks: Object.keys(m.TABLES.en), de: Object.keys(m.TABLES.de), lessons };
}"""


def test_string_tables_parity(page, server):
    serve_page(page, server, "parity.html", '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="icon.svg"></head><body></body></html>')
    res = page.evaluate(PARITY_JS)
    assert res["blocks"] == ["EMBED", "SNIPPET", "AUTHORS", "LESSONS"] == res["de"]
    assert len(res["lessons"]) >= 2
    assert res["problems"] == []


def _line(move="NE2"):
    return [{"move": move, "caption": "·"}]


EN_PAGE = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two languages</title><link rel="icon" href="icon.svg"></head>
<body>
<div id="g">{board(position=START, mode="step", line=["NE2"], lang="de")}</div>
<div id="e">{board(position=START, mode="step", line=["NE2"], title="English board")}</div>
<div id="gt">{board(position=HERO, mode="try", score="true", line=[{"move": "hero S1"}], lang="DE", title="Aufgabe")}</div>
<div id="bad">{board(position=START, lang="fr", title="Bad language")}</div>
<script src="embed.js"></script></body></html>"""

DE_PAGE = f"""<!doctype html><html lang="de-AT"><head><meta charset="utf-8"><title>Zwei Sprachen</title><link rel="icon" href="icon.svg"></head>
<body>
<div id="d">{board(position=START, mode="static", title="Deutsches Brett")}</div>
<div id="e">{board(position=START, mode="static", lang="en", title="English board")}</div>
<div id="bad">{board(position=START, lang="klingon", title="Falsche Sprache")}</div>
<script src="embed.js"></script></body></html>"""


def test_german_board_next_to_an_english_one(page, server):
    serve_page(page, server, "two-languages.html", EN_PAGE)
    assert len(page.workers) == 1  # one engine for both languages
    assert page.evaluate("document.documentElement.lang") == "en"  # the author's page is left alone

    # data-lang="de" on an English page: German texts, German move sentence
    de = region(page, "Rosarium-Brett: Rosenkönig")
    assert de.get_attribute("lang") == "de"
    assert "Stellung 1 von 2: Ausgangsstellung." in de.get_by_role("status").inner_text()
    assert de.get_by_role("button", name="Zurück").is_disabled()
    de.get_by_role("button", name="Weiter").click()
    text = de.get_by_role("status").inner_text()
    assert "Stellung 2 von 2" in text and "g7" in text and "Rot" in text and "Red" not in text
    assert "NO2" in text and "NE2" not in text  # German letters for the card a person reads
    assert de.get_by_role("button", name="NO2", exact=True).count() == 0  # NE2 ("NO2") was played
    assert de.get_by_role("button", name="e5", exact=True).is_disabled()  # squares keep their notation

    # the English board beside it (no data-lang, the page is English)
    en = region(page, "English board")
    assert en.get_attribute("lang") == "en"
    assert "Position 1 of 2: Start position." in en.get_by_role("status").inner_text()
    en.get_by_role("button", name="Next").click()
    text = en.get_by_role("status").inner_text()
    assert "Position 2 of 2" in text and "Red" in text

    # a German try board: wrong move explained and taken back, the hero choice in German
    tr = region(page, "Aufgabe")
    assert "Rot ist am Zug: Finde den Zug." in tr.get_by_role("status").inner_text()
    assert tr.get_by_role("listitem", name="Rot: 4² + 1² + 1² + 1² = 19 Punkte").count() == 1
    tr.get_by_role("button", name="e6", exact=True).click()  # SW2, not the answer
    wait_embeds(page)
    text = tr.get_by_role("status").inner_text()
    assert "Nicht dieser Zug" in text and "Danach hätte Rot" in text and "zurückgenommen" in text
    tr.get_by_role("button", name="g7", exact=True).click()
    assert "Heldenzug mit S1" in tr.inner_text()
    tr.get_by_role("button", name="Abbrechen").click()
    tr.get_by_role("button", name="Lösung zeigen").click()
    page.wait_for_function("document.querySelector('#gt [data-rosarium]').dataset.rwState === 'solved'", timeout=30_000)
    assert "Die Lösung:" in tr.get_by_role("status").inner_text()

    # a language we do not have: the board says so, in the page's language
    bad = region(page, "Bad language")
    assert "This board cannot be shown" in bad.inner_text()
    assert "Unknown language “fr”: use en or de." in bad.get_by_role("status").inner_text()
    page.screenshot(path=str(shot_dir() / "embed-two-languages.png"), full_page=True)


def test_boards_follow_a_german_page(page, server):
    serve_page(page, server, "zwei-sprachen.html", DE_PAGE)
    assert page.evaluate("document.documentElement.lang") == "de-AT"
    d = region(page, "Deutsches Brett")
    assert d.get_attribute("lang") == "de"
    assert "Rot ist am Zug." in d.get_by_role("status").inner_text()
    e = region(page, "English board")
    assert "Red to move." in e.get_by_role("status").inner_text()
    bad = region(page, "Falsche Sprache")
    assert "Dieses Brett kann nicht angezeigt werden" in bad.inner_text()
    assert "Unbekannte Sprache „klingon“: erlaubt sind de und en." in bad.get_by_role("status").inner_text()


def test_embed_html_in_german(page, server):
    start = START.replace(" ", "%20")
    page.goto(f"{server.url}embed.html?lang=de&mode=step&position={start}&line=%5B%22NE2%22%5D")
    page.wait_for_function("document.getElementById('board-frame').dataset.rwState === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("[document.documentElement.lang, document.title]") == ["de", "Rosarium-Brett"]
    r = region(page, "Rosarium-Brett: Rosenkönig")
    r.get_by_role("button", name="Weiter").click()
    assert "Stellung 2 von 2" in r.get_by_role("status").inner_text()
    # without lang the frame is English, whatever the browser prefers
    page.goto(f"{server.url}embed.html?position={start}&title=Plain")
    page.wait_for_function("document.getElementById('board-frame').dataset.rwState === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    assert "Red to move." in status(page, "Plain")
    page.goto(f"{server.url}embed.html?lang=xx&position={start}")
    page.wait_for_function("document.getElementById('board-frame').dataset.rwState === 'error'", timeout=30_000)
    assert "Unknown language “xx”" in page.get_by_role("status").inner_text()


def test_frame_on_another_site_gets_the_page_language(page, server, tmp_path):
    html = (f'<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Anderswo</title><link rel="icon" href="data:,"></head><body>'
            f'{board(position=START, mode="static", title="Gerahmt")}'
            f'<script src="{server.url}embed.js"></script></body></html>')
    (tmp_path / "anderswo.html").write_text(html, encoding="utf-8")
    other = Server(tmp_path)  # another port: another origin, so the board is a frame
    try:
        page.goto(f"{other.url}anderswo.html")
        frame = page.locator("iframe")
        assert "lang=de" in frame.get_attribute("src")
        r = page.frame_locator("iframe").get_by_role("region", name="Gerahmt")
        r.get_by_role("status").filter(has_text="Rot ist am Zug.").wait_for(timeout=ENGINE_TIMEOUT_MS)
    finally:
        other.stop()


def test_rose_king_lesson_in_german_by_clicking(page, server):
    page.goto(f"{server.url}lessons/lesson.html?game=rose-king&lang=de")
    page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.get_by_role("heading", level=1).inner_text() == "Rosenkönig – die Regeln Schritt für Schritt"
    switch = page.get_by_role("button", name="English", exact=True)
    assert switch.get_attribute("lang") == "en"
    complete_rose_king_lesson(page, "de")
    page.screenshot(path=str(shot_dir() / "lesson-rose-king-de.png"), full_page=True)


def test_lessons_index_switches_language(page, server):
    page.goto(f"{server.url}lessons/index.html?lang=de")
    assert page.get_by_role("heading", level=1).inner_text() == "Regel-Lektionen"
    assert page.get_by_role("link", name="Rosenkönig").count() == 1
    page.get_by_role("button", name="English", exact=True).click()
    page.wait_for_url(re.compile(r"lang=en"))
    page.get_by_role("heading", name="Rules lessons", level=1).wait_for()
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.get_by_role("link", name="The Rose King").count() == 1
    assert page.get_by_role("button", name="Deutsch", exact=True).get_attribute("lang") == "de"
    # the choice is remembered: without a lang in the address the page stays English
    page.goto(f"{server.url}lessons/index.html")
    assert page.get_by_role("heading", level=1).inner_text() == "Rules lessons"
    # a language we do not have is named on the page, which falls back
    page.goto(f"{server.url}lessons/index.html?lang=fr")
    assert "Unknown language “fr” in the address" in page.get_by_role("note").inner_text()


def test_authors_page_in_german(page, server):
    page.goto(f"{server.url}authors.html?lang=de")
    page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
    assert page.get_by_role("heading", level=1).inner_text() == "Rosarium-Bretter einbetten"
    assert page.evaluate("[document.documentElement.lang, document.title]") == ["de", "Rosarium-Bretter einbetten"]
    assert page.get_by_role("button", name="English", exact=True).get_attribute("lang") == "en"
    table = page.locator("main > table").inner_text()  # the parameters (not a board's own tables)
    assert "Bedeutung" in table and "en | de" in table and "<html lang>" in table
    codes = page.locator("pre code").all_inner_texts()
    assert all('data-lang="de"' in c for c in codes)
    assert page.get_by_role("button", name="Kopieren").count() == 6  # one per example: 4 + 1 + 1 (games' lessons)
    r = region(page, "Eine Zugfolge mit Erläuterungen durchblättern")
    assert r.get_attribute("lang") == "de"
    assert "Stellung 1 von 3" in r.get_by_role("status").inner_text()
    r.get_by_role("button", name="Weiter").click()
    assert "Rot eröffnet nach Nordosten." in r.get_by_role("status").inner_text()
    assert "Rot ist am Zug: Finde den Zug." in region(page, "Eine Aufgabe").get_by_role("status").inner_text()
    page.screenshot(path=str(shot_dir() / "authors-de.png"), full_page=True)
