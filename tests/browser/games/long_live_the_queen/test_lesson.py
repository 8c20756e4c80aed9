"""The Long Live the Queen rules lesson (web/lessons/lesson.html?game=long-live-the-queen; its text
in web/games/long-live-the-queen/lesson.*.js): linked from the
lessons index, every exercise completed by clicking the tiles and buttons a reader would click, wrong
choices explained and taken back, completion announced; and the German text (?lang=de)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import api
from tests.browser.pagedriver import EMBEDS_SETTLED, ENGINE_TIMEOUT_MS, shot_dir, wait_embeds

pytestmark = pytest.mark.browser

COMPLETE = "document.body.dataset.lessonComplete === 'true'"
# EMBEDS_SETTLED alone is true on a page without boards (the index, or before lessons.js has run)
LOADED = f"document.querySelectorAll('[data-rosarium]').length > 0 && {EMBEDS_SETTLED}"
BOARDS = (Path(__file__).resolve().parents[4] / "web/games/long-live-the-queen/lesson.boards.js").read_text(encoding="utf-8")


def lesson_state(key, *actions):
    """The state of the lesson board `key` (its position string) after `actions`."""
    m = re.search(rf"\b{key}: \{{\s*position: \"(lq [^\"]+)\"", BOARDS)
    s = api.from_position(m.group(1))
    for a in actions:
        s = api.step(s, a)["state"]
    return s


def princess_at(s, seat):
    return s["lines"][seat].index("Princess") + 2


def test_each_exercise_has_exactly_one_right_answer():
    """The engine, not the lesson text, decides: of all legal choices only the expected one does
    what the task asks. LQ-5.6 + LQ-5.11 (Guard beside the Princess), LQ-5.9 + LQ-5.1 (Witch swaps
    bring the Princess to 14 − 5), LQ-5.4 + LQ-6.4 + LQ-8.2 (only blue wins), LQ-7.1 (only one
    swap leaves the Princess out of every face-up threat)."""
    s = lesson_state("exPrincess", "roll")
    guarded = []
    for a in api.legal_actions(s):
        t = api.step(s, a)["state"]
        p = princess_at(t, 0)
        if any(2 <= q <= 12 and t["lines"][0][q - 2] == "Guard" and t["faces"][0][q - 2] == "U" for q in (p - 1, p + 1)):
            guarded.append(a)
    assert guarded == ["reveal 5"]

    s = lesson_state("exWitch", "roll")
    aimed = []
    for a in api.legal_actions(s):
        t = api.step(s, a)["state"]
        for b in api.legal_actions(t) if t["phase"] == "resolve" else [None]:
            u = t if b is None else api.step(t, b)["state"]
            if princess_at(u, 1) == 14 - 5:
                aimed.append((a, b))
    assert aimed == [("swap 7-8", "swap 8-9")]

    s = lesson_state("exNoble", "roll")
    wins = [a for a in api.legal_actions(s) if api.outcome(api.step(s, a)["state"])]
    assert wins == ["take blue"]
    assert api.step(s, "take red")["state"]["prestige"][0][0] == 0  # the sixth red sends all six back

    s = lesson_state("exCourt")
    safe = []
    for a in api.legal_actions(s):
        t = api.step(s, a)["state"]
        p = princess_at(t, 0)
        if not any(x["target_seat"] == 0 and x["target"] == p for x in api.ui_state(t, 0)["threats"]):
            safe.append(a)
    assert safe == ["swap 9-10"]


def img(region, name):
    """How many tiles (buttons: the controls) and images (prestige counts) the region has with exactly this name."""
    return region.get_by_role("img", name=name, exact=True).count() + region.get_by_role("button", name=name, exact=True).count()


def place(region, seat, p):
    """The tile button on position p of a seat's line, English or German (the widget's language)."""
    who = ("White|Weiß", "Black|Schwarz")[seat]
    return region.get_by_role("button", name=re.compile(rf"^(({who})'s (.+ )?on {p}|.+ von ({who}) auf {p})(,|$)"))


def pick(region, seat, a, b=None):
    """Answers a choice on the tiles: the tile on a, then (a swap) its partner on b."""
    place(region, seat, a).click()
    if b is not None:
        place(region, seat, b).click()


def test_queen_lesson_completed_by_clicking(page, server):
    """LQ-5.1 (Sniper aims at 14 − p), LQ-5.6 + LQ-5.11 (the Princess reveals the Guard that
    protects her), LQ-5.9 + LQ-5.12 (the Witch swaps in the other line, the Princess too),
    LQ-5.4 + LQ-6.4 + LQ-8.2 (the Noble's extra token: a sixth is returned, three of each wins),
    LQ-7.1 (a court swap moves the Princess out of the Sniper's and the Assassin's reach)."""
    page.goto(f"{server.url}lessons/index.html")
    page.get_by_role("link", name="Long Live the Queen").click()
    page.wait_for_url("**/lessons/lesson.html?game=long-live-the-queen")
    page.wait_for_function(LOADED, timeout=ENGINE_TIMEOUT_MS)
    assert page.get_by_role("heading", level=1).inner_text().startswith("Long Live the Queen")
    assert len(page.workers) == 1  # sixteen boards, one engine
    assert page.locator("[data-rw-state=error]").count() == 0
    progress = page.locator(".lesson-progress")
    assert progress.inner_text() == "Exercises solved: 0 of 4."

    # a step board answers its own question: the Sniper on 5 hits 9 (LQ-5.1)
    r = page.get_by_role("region", name="4. The Sniper and the Assassin")
    r.get_by_role("button", name="Next").click()
    text = r.get_by_role("status").inner_text()
    assert "Black's Consul on 9 is turned face down" in text and "14 − 5 = 9" in text

    # exercise 1: a wrong tile first (explained, taken back), then the Guard beside the Princess
    ex = page.get_by_role("region", name="Exercise: protect the Princess")
    pick(ex, 0, 9)
    wait_embeds(page)
    text = ex.get_by_role("status").inner_text()
    assert "Not this one" in text and "Only a face-up Guard" in text and "taken back" in text
    assert img(ex, "White's Sniper on 9, face down (secret)") == 1  # undone
    assert img(ex, "White's Guard on 5, face down (secret)") == 1
    pick(ex, 0, 5)
    wait_embeds(page)
    assert "Right!" in ex.get_by_role("status").inner_text()
    assert img(ex, "White's Guard on 5, face up") == 1
    assert progress.inner_text() == "Exercises solved: 1 of 4."

    # exercise 2: two Witch swaps walk Black's Princess from 7 to 9, into the Sniper's aim
    ex = page.get_by_role("region", name="Exercise: aim the Sniper")
    pick(ex, 1, 6, 7)
    wait_embeds(page)
    text = ex.get_by_role("status").inner_text()
    assert "Not this one" in text and "14 − 5 = 9" in text and "taken back" in text
    assert img(ex, "Black's Princess on 7, face up") == 1
    pick(ex, 1, 7, 8)
    wait_embeds(page)
    assert "One more swap" in ex.get_by_role("status").inner_text()
    pick(ex, 1, 8, 9)
    wait_embeds(page)
    assert "Right!" in ex.get_by_role("status").inner_text()
    assert img(ex, "Black's Princess on 9, face up, threatened by White's Sniper on 5") == 1
    assert progress.inner_text() == "Exercises solved: 2 of 4."

    # exercise 3: the Noble's extra token, with the live prestige count
    ex = page.get_by_role("region", name="Exercise: three of every colour")
    assert img(ex, "White holds 5 red, 3 yellow, 2 blue") == 1  # after the Noble's yellow
    ex.get_by_role("button", name="Take red prestige", exact=True).click()
    wait_embeds(page)
    text = ex.get_by_role("status").inner_text()
    assert "returns them to the supply" in text and "A sixth red token" in text and "taken back" in text
    assert img(ex, "White holds 5 red, 3 yellow, 2 blue") == 1
    ex.get_by_role("button", name="Take blue prestige", exact=True).click()
    wait_embeds(page)
    text = ex.get_by_role("status").inner_text()
    assert "Right!" in text and "White wins" in text
    assert img(ex, "White holds 5 red, 3 yellow, 3 blue") == 1
    assert progress.inner_text() == "Exercises solved: 3 of 4."

    # exercise 4: the court step; 8 would face the Assassin, 10 is safe
    ex = page.get_by_role("region", name="Exercise: out of the line of fire")
    pick(ex, 0, 8, 9)
    wait_embeds(page)
    text = ex.get_by_role("status").inner_text()
    assert "Not this one" in text and "Black's Assassin" in text and "taken back" in text
    assert img(ex, "White's Princess on 9, face up, threatened by Black's Sniper on 5") == 1
    pick(ex, 0, 9, 10)
    wait_embeds(page)
    assert "Right!" in ex.get_by_role("status").inner_text()
    assert img(ex, "White's Princess on 10, face up") == 1

    page.wait_for_function(COMPLETE, timeout=10_000)
    done = "Lesson complete: you know every rule of Long Live the Queen."
    assert progress.inner_text() == done
    assert page.get_by_role("heading", name=done).is_visible()
    page.screenshot(path=str(shot_dir() / "lesson-long-live-the-queen.png"), full_page=True)


def test_queen_lesson_in_german(page, server):
    """The German text (seeds/glossary-de.md words) loads with the same boards, and an exercise is
    solved by clicking: LQ-7.1, the court swap that takes the Princess out of reach (LQ-5.1, LQ-5.2).
    The widget's own labels may be English or German, so the tiles are found by their positions."""
    page.goto(f"{server.url}lessons/lesson.html?game=long-live-the-queen&lang=de")
    page.wait_for_function(LOADED, timeout=ENGINE_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.get_by_role("heading", level=1).inner_text() == "Lang lebe die Königin — die Regeln Schritt für Schritt"
    assert page.get_by_role("heading", name="4. Scharfschütze und Attentäter").is_visible()
    assert page.locator("[data-rw-state=error]").count() == 0

    ex = page.get_by_role("region", name="Übung: Raus aus der Schusslinie")
    assert "bring die Prinzessin aus der Gefahr" in ex.inner_text()
    pick(ex, 0, 9, 10)
    wait_embeds(page)
    assert "Auf der 10 erreicht sie kein offenes Plättchen" in ex.get_by_role("status").inner_text()
    assert page.locator("[data-section=exercise-court]").get_attribute("data-rw-state") == "solved"
