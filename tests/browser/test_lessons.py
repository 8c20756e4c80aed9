"""The rules lessons (web/lessons/): the index is linked from the game's top bar, and the Rose
King lesson can be completed by clicking (every exercise solved, one wrong try explained)."""

from __future__ import annotations

import pytest

from pagedriver import ENGINE_TIMEOUT_MS
from test_embed import SETTLED, context, shot_dir  # noqa: F401 (context: an English browser)

pytestmark = pytest.mark.browser


def test_lessons_linked_from_the_app(app):
    app.open()
    app.button("Menu").click()
    app.page.get_by_role("link", name="Rules lessons").click()
    app.page.get_by_role("link", name="The Rose King").click()
    app.page.wait_for_function(SETTLED, timeout=ENGINE_TIMEOUT_MS)
    assert app.page.get_by_role("heading", level=1).inner_text().startswith("The Rose King")


def test_rose_king_lesson_completed_by_clicking(page, server):
    page.goto(f"{server.url}lessons/lesson.html?game=rose-king")
    page.wait_for_function(SETTLED, timeout=ENGINE_TIMEOUT_MS)
    assert len(page.workers) == 1
    progress = page.locator(".lesson-progress")
    assert progress.inner_text() == "Exercises solved: 0 of 3."

    # a step board
    r = page.get_by_role("region", name="3. Drawing a card, and passing")
    r.get_by_role("button", name="Next").click()
    r.get_by_role("button", name="Next").click()
    assert "Red cannot act" in r.get_by_role("status").inner_text()

    # exercise 1: a wrong card first (explained, taken back), then the right one
    ex = page.get_by_role("region", name="Exercise: make your roses touch")
    ex.get_by_role("button", name="i6", exact=True).click()  # NE2 from g4
    page.wait_for_function(SETTLED, timeout=30_000)
    text = ex.get_by_role("status").inner_text()
    assert "Not this one" in text and "Count the squares" in text and "taken back" in text
    ex.get_by_role("button", name="i2", exact=True).click()
    page.wait_for_function(SETTLED, timeout=30_000)
    assert "Right!" in ex.get_by_role("status").inner_text()
    assert progress.inner_text() == "Exercises solved: 1 of 3."

    # exercise 2: the hero (choose the card, then confirm the hero play)
    ex = page.get_by_role("region", name="Exercise: the best hero")
    ex.get_by_role("button", name="S1", exact=True).click()
    ex.get_by_role("button", name="g7", exact=True).click()
    ex.get_by_role("button", name="Confirm hero play").click()
    page.wait_for_function(SETTLED, timeout=30_000)
    assert "Right!" in ex.get_by_role("status").inner_text()
    assert ex.get_by_role("listitem", name="Red: 4² + 2² + 1² + 1² = 22 points").count() == 1

    # exercise 3: the biggest gain, with the live territory count
    ex = page.get_by_role("region", name="Exercise: the biggest gain")
    assert ex.get_by_role("listitem", name="Red: 4² + 1² + 1² = 18 points").count() == 1
    ex.get_by_role("button", name="f4", exact=True).click()
    page.wait_for_function(SETTLED, timeout=30_000)
    assert ex.get_by_role("listitem", name="Red: 6² + 1² = 37 points").count() == 1
    page.wait_for_function("document.body.dataset.lessonComplete === 'true'", timeout=10_000)
    assert "Lesson complete" in progress.inner_text()
    assert page.get_by_role("heading", name="Lesson complete: you know every rule of The Rose King.").is_visible()
    page.screenshot(path=str(shot_dir() / "lesson-rose-king.png"), full_page=True)
