"""Smaller things a newcomer to Bella Rosarum met, by role and name: the duel described where it is
chosen (BR-3.1, BR-3.2), in English and German; the players' counts in the singular for one
(a seat with one noble and one place); the analysis graph drawing each seat in its colour on the
board; the lesson's progress line never lying over the text and boards scrolled past it; the
Hint saying why its move (the royals it keeps from a rival's next turn), in English and German."""

from __future__ import annotations

import json
import random
import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from engine import api
from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, EMBEDS_SETTLED, HUMAN_OR_OVER, new_game_dialog, open_page, shot_dir, sized_context
from tests.browser.test_review import QUICK, import_record
from tests.games.bella_rosarum.test_rules import board

pytestmark = pytest.mark.browser

DUEL = {
    "en": ("2 players (duel; our variant, not in the rule text)", r"split 18 and 18, dealt again until neither side starts with more than a tenth more troops .*\(BR-3\.1, BR-3\.2\)"),
    "de": ("2 Spieler (Duell; unsere Variante, nicht im Regeltext)", r"18 zu 18 geteilt und so lange neu ausgeteilt, bis keine Seite mit mehr als einem Zehntel mehr Truppen .*\(BR-3\.1, BR-3\.2\)"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_duel_is_described_where_it_is_chosen(page, server, lang):
    open_page(page, server.url, f"game=bella-rosarum&lang={lang}")
    dlg = new_game_dialog(page, lang)
    dlg.get_by_role("radio", name="Bella Rosarum", exact=True).check()
    label, words = DUEL[lang]
    duel = dlg.get_by_role("radio", name=label, exact=True)
    expect(duel).to_have_accessible_description(re.compile(words))
    note = dlg.locator(f"#{duel.get_attribute('aria-describedby')}")
    expect(note).to_be_visible()
    page.screenshot(path=str(shot_dir() / f"br-duel-note-{lang}.png"))
    # another game chosen: its variants and their notes are not shown
    dlg.locator("input[name=game]:not([value=bella-rosarum])").first.check()
    expect(note).to_be_hidden()


@pytest.mark.parametrize("lang, line", [
    ("en", "1 noble · * · 1 place"),
    ("de", "1 Adliger · * · 1 Ort"),
])
def test_one_noble_and_one_place_are_counted_in_the_singular(page, server, lang, line):
    # Player 3 has Clifford alone and Skipton, his seat (BR-3.4)
    s = board({"warwick": (0, "warwick", []), "salisbury": (0, "middleham", []), "somerset": (1, "corfe", []),
               "exeter": (1, "dartington", []), "clifford": (2, "skipton", [])},
              owners={"warwick": 0, "middleham": 0, "corfe": 1, "dartington": 1, "skipton": 2})
    assert sum(1 for n in s["nobles"].values() if n["seat"] == 2) == 1
    assert list(s["owners"].values()).count(2) == 1
    open_page(page, server.url, f"computer=1%3Aeasy%2C2%3Aeasy&lang={lang}&position={quote(api.to_position(s))}")
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    row = page.locator("#table li.br-seat.seat-2")
    expect(row.locator(".br-seat-line")).to_contain_text(re.compile("^" + re.escape(line.split(" · ")[0]) + r" · \d+ \S+ · " + re.escape(line.split(" · ")[2])))
    # more than one keeps the plural
    expect(page.locator("#table li.br-seat.seat-0 .br-seat-line")).to_contain_text("2 nobles" if lang == "en" else "2 Adlige")


def short_three_player_record(tmp_path):
    """A 3-player game to its end in a few plies: seeded random moves until two seats concede
    (BR-13.3), as a record file."""
    rng = random.Random(1)
    rec = api.new_record("bella-rosarum", 3, {"variant": "3p"}, None)
    state = rec["start"]
    while api.outcome(state) is None:
        acts = api.legal_actions(state)
        rest = [a for a in acts if a != "concede"]
        a = "concede" if "concede" in acts and len(rec["actions"]) > 8 else rng.choice(rest or acts)
        res = api.step(state, a)
        rec["actions"].append(res["entry"])
        state = res["state"]
    rec["result"] = api.outcome(state)
    path = tmp_path / "br-short.json"
    path.write_text(json.dumps(rec))
    return path


def test_the_analysis_graph_draws_each_seat_in_its_colour(page, server, tmp_path):
    open_page(page, server.url, f"game=bella-rosarum&{QUICK}")
    import_record(page, short_three_player_record(tmp_path))
    analysis = page.get_by_role("region", name="Analysis")
    analysis.get_by_role("button", name="Analyse the game").click()
    page.wait_for_function("() => { const r = window.rosarium.review; return r.analysis && !r.analysis.running; }", timeout=180_000)
    seat = page.evaluate("""() => [0, 1, 2].map((s) => {
        const el = document.querySelector(`#table .br-swatch.seat-${s}`);
        return el ? getComputedStyle(el).backgroundColor : null; })""")
    assert all(seat) and len(set(seat)) == 3, seat
    swatches = page.evaluate("""() => [0, 1, 2].map((k) => {
        const el = document.querySelector(`.wc-legend .wc-swatch.side-${k}`);
        return el ? getComputedStyle(el).backgroundColor : null; })""")
    assert swatches == seat
    # the points on the graph: each in the colour of the seat whose chance it is (lost moves aside)
    points = page.evaluate("""() => [...document.querySelectorAll('circle.wc-point:not(.lost)')].map((c) =>
        [Number([...c.classList].find((x) => x.startsWith('side-')).slice(5)), getComputedStyle(c).fill])""")
    assert points
    for k, fill in points:
        assert fill == seat[k], (k, fill, seat)
    analysis.screenshot(path=str(shot_dir() / "br-analysis-graph.png"))


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_the_lesson_progress_never_lies_over_the_lesson(page, server, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{server.url}lessons/lesson.html?game=bella-rosarum")
    page.wait_for_function(f"document.querySelectorAll('[data-rosarium]').length > 0 && {EMBEDS_SETTLED}", timeout=ENGINE_TIMEOUT_MS)
    progress = page.locator(".lesson-progress")
    expect(progress).to_have_text("Exercises solved: 0 of 3.")
    # each exercise brought to the top of the window: the progress line is not over its heading or board
    for heading in page.locator(".lesson-section.exercise h2").all():
        heading.evaluate("h => h.scrollIntoView({block: 'start'})")
        bar, head = progress.bounding_box(), heading.bounding_box()
        over = bar["y"] < head["y"] + head["height"] and head["y"] < bar["y"] + bar["height"]
        assert not over, (bar, head)


WHY = {"en": ("Hint", "from a rival's next turn"), "de": ("Tipp", "vor dem nächsten Zug der anderen sicher")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_says_which_royals_its_move_keeps_safe(page, server, lang):
    """Salisbury alone at Sandal with the crowned Henry VI and Richard of York, a rival's 350
    troops within a move (BR-8.1): the Hint's move guards them, and its line says so, naming them
    (engine/ai/bella_rosarum/explain.py; BR-9.2)."""
    from tests.games.bella_rosarum.test_royal_safety import weak_guard  # noqa: PLC0415

    s = weak_guard()
    why = api.analyse(s, "hard", 1)["why"]
    assert {"henry", "york"} <= set(why["saved"])
    names = [api.board_data("bella-rosarum")["royals"][r]["name"][lang] for r in ("henry", "york")]
    button, words = WHY[lang]
    open_page(page, server.url, f"lang={lang}&advice_level=hard&computer=1%3Aeasy%2C2%3Aeasy&position={quote(api.to_position(s))}")
    page.get_by_role("button", name=button, exact=True).click()
    text = page.locator("#hint-text")
    expect(text).to_contain_text(words, timeout=60_000)
    assert all(n in text.inner_text() for n in names), (text.inner_text(), names)


ATTACK = {"en": ("Hint", "Your 550 troops against 200: victory on 71% of the event cards.", "A victory takes {}."),
          "de": ("Tipp", "Deine 550 Truppen gegen 200: Sieg bei 71 % der Ereigniskarten.", "Ein Sieg bringt dir {}.")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_says_what_its_attack_risks_and_takes(page, server, lang):
    """In the combat phase the Hint's battle says its odds as the event deck gives them (BR-7.3)
    and the royal a victory takes (BR-9.2): the crowned Henry VI."""
    from tests.games.bella_rosarum.test_royal_safety import attack_position  # noqa: PLC0415

    s = attack_position()
    hint = api.analyse(s, "hard", 1)
    assert hint["action"].startswith("battle ") and hint["why"]["prize"] == ["henry"]
    button, odds, prize = ATTACK[lang]
    henry = api.board_data("bella-rosarum")["royals"]["henry"]["name"][lang]
    open_page(page, server.url, f"lang={lang}&advice_level=hard&computer=1%3Aeasy%2C2%3Aeasy&position={quote(api.to_position(s))}")
    page.get_by_role("button", name=button, exact=True).click()
    text = page.locator("#hint-text")
    expect(text).to_contain_text(odds, timeout=60_000)
    expect(text).to_contain_text(prize.format(henry).replace("..", "."))
    assert ".." not in text.inner_text()  # a name ending in a full stop (Heinrich VI.) takes no second one


CARD = {"en": ("Hint", "It brings that stack from 200 to 400 troops.", "from a rival's next turn"),
        "de": ("Tipp", "Damit hat dieser Stapel 400 statt 200 Truppen.", "vor dem nächsten Zug der anderen sicher")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_says_what_its_card_adds(page, server, lang):
    """In the crown-card phase (BR-12.2) the Hint plays 200 mercenaries to Salisbury alone with the
    royals at Sandal: its line says the troops the stack has then and that the royals are safe
    from the rival's 350 (BR-8.1, BR-9.2)."""
    from tests.games.bella_rosarum.test_royal_safety import card_position  # noqa: PLC0415

    s = card_position()
    hint = api.analyse(s, "hard", 1)
    assert hint["action"] == "play 1 salisbury" and hint["why"]["troops"] == [200, 400]
    button, troops, saved = CARD[lang]
    open_page(page, server.url, f"lang={lang}&advice_level=hard&computer=1%3Aeasy%2C2%3Aeasy&position={quote(api.to_position(s))}")
    page.get_by_role("button", name=button, exact=True).click()
    text = page.locator("#hint-text")
    expect(text).to_contain_text(troops, timeout=60_000)
    expect(text).to_contain_text(saved)


# the hint's line against every box around it up to the page: a box that clips its overflow must
# hold the line whole, and the line lies inside the window
CLIPPED = """(el) => {
  const r = el.getBoundingClientRect();
  const out = [];
  if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(['window', r.left, r.right]);
  if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) out.push(['its own box', el.scrollHeight, el.clientHeight]);
  for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
    const s = getComputedStyle(n);
    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
    const b = n.getBoundingClientRect();
    if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < b.left - 0.5 || r.right > b.right + 0.5) out.push([n.className, b.top, b.bottom, r.top, r.bottom]);
  }
  return out;
}"""


def test_the_hint_is_whole_on_a_phone(browser, server, guard):
    """390×844 in German, the longest words: the Hint's line, its move to the place and its reason,
    is shown whole, clipped by no box and inside the window."""
    from tests.games.bella_rosarum.test_royal_safety import weak_guard  # noqa: PLC0415

    ctx = sized_context(browser, guard, 390, 844, touch=True)
    try:
        page = ctx.new_page()
        open_page(page, server.url, f"lang=de&advice_level=hard&computer=1%3Aeasy%2C2%3Aeasy&position={quote(api.to_position(weak_guard()))}")
        page.get_by_role("button", name="Tipp", exact=True).tap()
        text = page.locator("#hint-text")
        expect(text).to_contain_text(WHY["de"][1], timeout=60_000)
        assert text.evaluate(CLIPPED) == []
        page.screenshot(path=str(shot_dir() / "br-phone-hint-de.png"))
    finally:
        ctx.close()
