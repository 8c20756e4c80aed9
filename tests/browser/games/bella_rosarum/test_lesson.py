"""The Bella Rosarum rules lesson (web/lessons/lesson.html?game=bella-rosarum; its text in
web/games/bella-rosarum/lesson.*.js, its boards in lesson.boards.js) and Bella Rosarum boards
embedded in any page: linked from the lessons index, every board's map cut to its region
(web/games/bella-rosarum/region.js), every exercise completed by clicking the map and the
buttons a reader would click, wrong choices explained and taken back; the German text; a bad
region or position shown as a message in the board; the embed's play mode offering the
engine's legal targets on the cut map."""

from __future__ import annotations

import re

import pytest

from engine import api
from tests.browser.pagedriver import EMBEDS_SETTLED, ENGINE_TIMEOUT_MS, shot_dir, wait_embeds
from tests.browser.test_embed import board, serve_page

pytestmark = pytest.mark.browser

COMPLETE = "document.body.dataset.lessonComplete === 'true'"
LOADED = f"document.querySelectorAll('[data-rosarium]').length > 0 && {EMBEDS_SETTLED}"


def lesson_boards():
    from tools.data import br_lesson_boards  # noqa: PLC0415

    return br_lesson_boards.boards()


def place(region, name):
    """A map button by the place (or open field) it names first: 'York; major city; …'."""
    return region.get_by_role("button", name=re.compile(rf"^{re.escape(name)};"))


def shown_places(region):
    """The names of the places the (cut) map shows: its visible buttons' first words."""
    labels = region.locator(".br-marks button.br-loc:not([hidden])").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
    return {lab.split(";")[0] for lab in labels}


def test_bella_rosarum_lesson_completed_by_clicking(page, server):
    """BR-6.2 + BR-6.3 (a road carries the stack beyond five cells), BR-7.2 + BR-7.3 (the battle
    with the better column), BR-6.7 + BR-9.1 + BR-10.3 (take a free royal and crown him at his
    archbishop's see); BR-6.4 and BR-19 on step boards; every map cut to its region."""
    page.goto(f"{server.url}lessons/index.html")
    page.get_by_role("link", name="Bella Rosarum").click()
    page.wait_for_url("**/lessons/lesson.html?game=bella-rosarum")
    page.wait_for_function(LOADED, timeout=ENGINE_TIMEOUT_MS)
    assert page.get_by_role("heading", level=1).inner_text().startswith("Bella Rosarum")
    assert len(page.workers) == 1  # every board, one engine
    assert page.locator("[data-rw-state=error]").count() == 0
    progress = page.locator(".lesson-progress")
    assert progress.inner_text() == "Exercises solved: 0 of 3."

    # every board's map is cut to a region: far fewer places than the whole map's 83
    maps = page.locator("[data-rosarium]")
    for i in range(maps.count()):
        shown = shown_places(maps.nth(i))
        assert 5 <= len(shown) <= 40, shown

    # exercise 1: a wrong destination first (explained, taken back), then Newcastle by the road
    ex = page.get_by_role("region", name="Exercise: ride up the Great North Road")
    assert {"Sheffield", "Newcastle", "York", "Doncaster"} <= shown_places(ex)
    assert not {"Dover", "London (Tower)", "Calais"} & shown_places(ex)
    place(ex, "Sheffield").click()
    targets = ex.locator(".br-loc.target-move:not([hidden])")
    assert targets.count() > 3  # the engine's legal destinations, lit on the map
    place(ex, "Alnwick").click()
    wait_embeds(page, timeout=60_000)
    text = ex.get_by_role("status").inner_text()
    assert "Not this one" in text and "the road from Doncaster" in text and "taken back" in text
    assert "stack of Player 1" in place(ex, "Sheffield").get_attribute("aria-label")  # undone
    place(ex, "Sheffield").click()
    place(ex, "Newcastle").click()
    wait_embeds(page, timeout=60_000)
    assert "Right!" in ex.get_by_role("status").inner_text()
    assert "stack of Player 1" in place(ex, "Newcastle").get_attribute("aria-label")
    assert progress.inner_text() == "Exercises solved: 1 of 3."

    # a step board: influence 15 opens Leicester and nothing dearer
    r = page.get_by_role("region", name="2. Influence: which places let you in")
    assert "2 × 15 = 30" in r.get_by_role("status").inner_text()
    r.get_by_role("button", name="Next").click()
    # the move's sentence names the stack's nobles (engine text)
    assert re.search(r"moves the stack at Ashby-de-la-Zouch \(.+\) to Leicester", r.get_by_role("status").inner_text())

    # exercise 2: the 3:2 battle is worse (explained, taken back), the 3:1 one wins
    ex = page.get_by_role("region", name="Exercise: pick the better battle")
    place(ex, "fields 22 miles east of Oxford").click()
    ex.get_by_role("button", name="Confirm", exact=True).click()
    wait_embeds(page, timeout=60_000)
    text = ex.get_by_role("status").inner_text()
    assert "Not this one" in text and "600 against 350" in text and "taken back" in text
    place(ex, "fields 22 miles south of Northampton").click()
    ex.get_by_role("button", name="Confirm", exact=True).click()
    wait_embeds(page, timeout=60_000)
    text = ex.get_by_role("status").inner_text()
    assert "Right!" in text and "Earl of Salisbury (Player 2) dies" in text
    assert progress.inner_text() == "Exercises solved: 2 of 3."

    # exercise 3: take Richard of York (the movement ends by itself), then crown him
    ex = page.get_by_role("region", name="Exercise: take Richard of York and crown him")
    assert "royals: Richard, Duke of York" in place(ex, "York").get_attribute("aria-label")
    place(ex, "Pontefract").click()
    place(ex, "York").click()
    wait_embeds(page, timeout=60_000)
    ex.get_by_role("button", name="Crown Richard, Duke of York").click()
    wait_embeds(page, timeout=60_000)
    assert "Richard, Duke of York, is crowned king" in ex.get_by_role("status").inner_text()
    assert "(crowned)" in place(ex, "York").get_attribute("aria-label")

    page.wait_for_function(COMPLETE, timeout=10_000)
    done = "Lesson complete: you know the core rules of Bella Rosarum."
    assert progress.inner_text() == done

    # Parliament, stepped through: the earldom refused by the Commons, the bishop granted
    r = page.get_by_role("region", name="5. Parliament")
    for _ in range(3):
        r.get_by_role("button", name="Next").click()
    assert "Archbishop of Canterbury goes to Richard Woodville, Lord Rivers" in r.get_by_role("status").inner_text()
    # the hand of crown cards (BR-12), putting a royal to death (BR-9.2) and the places shut in
    # the first round (BR-6.9) are taught too
    assert "royalty card is played the moment it is drawn" in section(page, "6. Crown cards in your hand").inner_text()
    assert "also hold a living royal of the other house" in section(page, "7. Putting a royal to death").inner_text()
    assert "in the first round no stack may enter" in section(page, "2. Influence: which places let you in").inner_text()
    page.screenshot(path=str(shot_dir() / "lesson-bella-rosarum.png"), full_page=True)


def section(page, heading):
    """A lesson section found by its heading, as a reader finds it."""
    return page.locator("section.lesson-section").filter(has=page.get_by_role("heading", name=heading, exact=True))


def test_bella_rosarum_lesson_in_german(page, server):
    """The German text loads with the same boards, and the crowning exercise is solved by
    clicking (BR-6.7, BR-10.3): map buttons named in German."""
    page.goto(f"{server.url}lessons/lesson.html?game=bella-rosarum&lang=de")
    page.wait_for_function(LOADED, timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.get_by_role("heading", level=1).inner_text() == "Bella Rosarum — die Regeln Schritt für Schritt"
    assert page.get_by_role("heading", name="4. Belagerungen und schlechtes Wetter").is_visible()
    assert page.locator("[data-rw-state=error]").count() == 0
    assert page.locator(".lesson-progress").inner_text() == "Gelöste Übungen: 0 von 3."
    assert "Königskarte wird sofort gespielt" in section(page, "6. Kronkarten auf der Hand").inner_text()
    assert "lebenden Königlichen des anderen Hauses" in section(page, "7. Einen Königlichen hinrichten").inner_text()

    ex = page.get_by_role("region", name="Übung: Richard von York holen und krönen")
    assert "Bring Richard, Herzog von York, in deine Gewalt" in ex.inner_text()
    assert "Königliche: Richard, Herzog von York" in place(ex, "York").get_attribute("aria-label")
    place(ex, "Pontefract").click()
    place(ex, "York").click()
    wait_embeds(page, timeout=60_000)
    ex.get_by_role("button", name="Richard, Herzog von York krönen").click()
    wait_embeds(page, timeout=60_000)
    assert "wird zum König gekrönt" in ex.get_by_role("status").inner_text()
    assert page.locator("[data-section=exercise-crown]").get_attribute("data-rw-state") == "solved"


def _embed_page():
    b = lesson_boards()
    roads = b["roads"]["position"]
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BR boards</title><link rel="icon" href="icon.svg"></head>
<body>
<div id="g-wales">{board(position=roads, mode="static", region="wales", title="Wales board")}</div>
<div id="g-play">{board(position=roads, mode="play-from-here", seat="0", region="newcastle sheffield hull lancaster", title="North board")}</div>
<div id="b-region">{board(position=roads, mode="static", region="atlantis", title="Bad region")}</div>
<div id="b-place">{board(position=roads, mode="static", region="york nowhere-castle", title="Bad place")}</div>
<div id="b-pos">{board(position="br 3p 1 move 0 2 0 garbage", mode="static", region="north", title="Bad position")}</div>
<div id="b-other">{board(game="rose-king", mode="static", region="north", title="Region on another game")}</div>
<script src="embed.js"></script></body></html>"""


def test_bella_rosarum_embed_regions_and_errors(page, server, guard):
    """An embedded Bella Rosarum position with data-region: the map shows that region only; the
    play mode lights the engine's legal destinations on it; an unknown region, an unknown place
    in a region, a corrupt position and a region on a game without a map are messages in the
    board (text, never markup)."""
    serve_page(page, server, "br-embed.html", _embed_page())
    wales = page.get_by_role("region", name="Wales board", exact=True)
    shown = shown_places(wales)
    assert {"Pembroke", "Beaumaris", "Cardiff", "Chester"} <= shown
    assert not {"York", "Newcastle", "London (Tower)"} & shown

    north = page.get_by_role("region", name="North board", exact=True)
    assert "your turn" in north.get_by_role("status").inner_text()
    place(north, "Sheffield").click()
    lit = north.locator(".br-loc.target-move:not([hidden])").evaluate_all("bs => bs.map(b => b.dataset.loc)")
    s = api.from_position(lesson_boards()["roads"]["position"])
    legal = {a.split(" ")[2] for a in api.legal_actions(s) if a.startswith("move sheffield ")}
    assert lit and set(lit) <= legal and "newcastle" in lit
    place(north, "Newcastle").click()
    wait_embeds(page, timeout=60_000)
    assert re.search(r"moves the stack at Sheffield \(.+\) to Newcastle", north.get_by_role("status").inner_text())

    expect = {
        "Bad region": "The map region “atlantis” names “atlantis”",
        "Bad place": "names “nowhere-castle”",
        "Bad position": "position could not be read",
        "Region on another game": "The Rose King boards take no parameter “region”",
    }
    for name, words in expect.items():
        r = page.get_by_role("region", name=name, exact=True)
        assert "This board cannot be shown" in r.inner_text(), name
        assert words in r.get_by_role("status").inner_text(), name
    for w, h in ((1366, 768), (390, 844)):
        page.set_viewport_size({"width": w, "height": h})
        page.locator("#g-wales").screenshot(path=str(shot_dir() / f"embed-br-wales-{w}.png"))
    assert not guard.errors


def test_bella_rosarum_frame_with_a_bad_region(page, server):
    """embed.html (the frame other sites get) takes the region from its address: a good one cuts
    the map, a bad one is the frame's message."""
    from urllib.parse import quote

    roads = lesson_boards()["roads"]["position"]
    page.goto(f"{server.url}embed.html?position={quote(roads)}&region=yorkshire&title=Framed")
    page.wait_for_function("document.getElementById('board-frame').dataset.rwState === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    shown = shown_places(page.get_by_role("region", name="Framed", exact=True))
    assert {"York", "Skipton", "Sheffield"} <= shown and "Dover" not in shown
    page.goto(f"{server.url}embed.html?position={quote(roads)}&region=%3Cb%3Enarnia%3C%2Fb%3E&title=Framed")
    page.wait_for_function("document.getElementById('board-frame').dataset.rwState === 'error'", timeout=ENGINE_TIMEOUT_MS)
    text = page.get_by_role("region", name="Framed", exact=True).get_by_role("status").inner_text()
    assert "The map region “<b>narnia</b>” names “<b>narnia</b>”" in text
    assert page.evaluate("document.getElementById('board-frame').shadowRoot.querySelectorAll('b').length") == 0
