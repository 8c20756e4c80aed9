"""The rules lessons (web/lessons/): the index is linked from the game's top bar, and the Rose
King lesson can be completed by clicking (every exercise solved, one wrong try explained)."""

from __future__ import annotations

import pytest

from tests.browser.pagedriver import EMBEDS_SETTLED, ENGINE_TIMEOUT_MS, shot_dir, wait_embeds


pytestmark = pytest.mark.browser


def test_lessons_linked_from_the_app(app):
    app.open()
    app.button("Menu").click()
    app.page.get_by_role("link", name="Rules lessons").click()
    app.page.get_by_role("link", name="The Rose King").click()
    app.page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
    assert app.page.get_by_role("heading", level=1).inner_text().startswith("The Rose King")


# What a person reads on the way through the Rose King lesson, per page language.
LESSON = {
    "en": {
        "progress": "Exercises solved: {} of 3.",
        "step": "3. Drawing a card, and passing", "next": "Next", "cannot": "Red cannot act",
        "ex1": "Exercise: make your roses touch", "wrong": ("Not this one", "Count the squares", "taken back"),
        "right": "Right!",
        "ex2": "Exercise: the best hero", "confirm": "Confirm hero play", "points2": "Red: 4² + 2² + 1² + 1² = 22 points",
        "ex3": "Exercise: the biggest gain", "before3": "Red: 4² + 1² + 1² = 18 points", "points3": "Red: 6² + 1² = 37 points",
        "done": "Lesson complete", "complete": "Lesson complete: you know every rule of The Rose King.",
    },
    "de": {
        "progress": "Gelöste Übungen: {} von 3.",
        "step": "3. Eine Karte ziehen – und passen", "next": "Weiter", "cannot": "Rot kann nichts tun",
        "ex1": "Übung: Rosen aneinanderlegen", "wrong": ("Nicht dieser Zug", "Zähle die Felder", "zurückgenommen"),
        "right": "Richtig!",
        "ex2": "Übung: der beste Held", "confirm": "Heldenzug bestätigen", "points2": "Rot: 4² + 2² + 1² + 1² = 22 Punkte",
        "ex3": "Übung: der größte Gewinn", "before3": "Rot: 4² + 1² + 1² = 18 Punkte", "points3": "Rot: 6² + 1² = 37 Punkte",
        "done": "Lektion geschafft", "complete": "Lektion geschafft: Du kennst alle Regeln von Rosenkönig.",
    },
}


def complete_rose_king_lesson(page, lang):
    """Clicks through the open Rose King lesson as a person would: a step board, a wrong try
    (explained and taken back), then every exercise solved, to the lesson's end."""
    t = LESSON[lang]
    progress = page.locator(".lesson-progress")
    assert progress.inner_text() == t["progress"].format(0)

    # a step board: through the draw and the pass
    r = page.get_by_role("region", name=t["step"])
    r.get_by_role("button", name=t["next"]).click()
    r.get_by_role("button", name=t["next"]).click()
    assert t["cannot"] in r.get_by_role("status").inner_text()

    # exercise 1: a wrong card first (explained, taken back), then the right one
    ex = page.get_by_role("region", name=t["ex1"])
    ex.get_by_role("button", name="i6", exact=True).click()  # NE2 from g4
    wait_embeds(page)
    text = ex.get_by_role("status").inner_text()
    assert all(part in text for part in t["wrong"]), text
    ex.get_by_role("button", name="i2", exact=True).click()
    wait_embeds(page)
    assert t["right"] in ex.get_by_role("status").inner_text()
    assert progress.inner_text() == t["progress"].format(1)

    # exercise 2: the hero (choose the card, the square, then confirm the hero play)
    ex = page.get_by_role("region", name=t["ex2"])
    ex.get_by_role("button", name={"en": "south 1", "de": "Süd 1"}[lang], exact=True).click()  # the card S1, named in words
    ex.get_by_role("button", name="g7", exact=True).click()
    ex.get_by_role("button", name=t["confirm"]).click()
    wait_embeds(page)
    assert t["right"] in ex.get_by_role("status").inner_text()
    assert ex.get_by_role("listitem", name=t["points2"]).count() == 1

    # exercise 3: the biggest gain, with the live territory count
    ex = page.get_by_role("region", name=t["ex3"])
    assert ex.get_by_role("listitem", name=t["before3"]).count() == 1
    ex.get_by_role("button", name="f4", exact=True).click()
    wait_embeds(page)
    assert ex.get_by_role("listitem", name=t["points3"]).count() == 1
    page.wait_for_function("document.body.dataset.lessonComplete === 'true'", timeout=10_000)
    assert t["done"] in progress.inner_text()
    assert page.get_by_role("heading", name=t["complete"]).is_visible()


def test_rose_king_lesson_completed_by_clicking(page, server):
    page.goto(f"{server.url}lessons/lesson.html?game=rose-king")
    page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
    assert len(page.workers) == 1
    complete_rose_king_lesson(page, "en")
    page.screenshot(path=str(shot_dir() / "lesson-rose-king.png"), full_page=True)
