"""Boards framed on another site (web/embed.js, web/embed/frame.js): each frame takes its board's
height, and gives it back when the page narrows and widens again; a try board solved in its frame
raises rosarium-solved on the host page's element, as a board drawn in the page does; the
parameters ride in the frame address's fragment, so the server is asked for embed.html alone,
however long a board's picture (a Bella Rosarum map) is."""

from __future__ import annotations

import pytest

from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, Server, wait_ready
from tests.browser.test_embed import HERO, START, TRY_LINE, board

pytestmark = pytest.mark.browser

PICTURE = "The current position as a picture (loads no rules engine)"


def br_picture_snippet(page, server):
    """The Embed snippet of a Bella Rosarum position as a picture, as the app writes it."""
    page.goto(f"{server.url}?game=bella-rosarum&delay=0")
    wait_ready(page, "bella-rosarum")
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Embed snippet").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_text("Each snippet carries the board's picture").wait_for(timeout=ENGINE_TIMEOUT_MS)
    text = dialog.get_by_label(PICTURE).input_value()
    assert "data-ui='" in text and 'data-mode="static"' in text
    return text.split("\n<script")[0]


def heights(page):
    """[(frame height, its board's height)] for every frame, in CSS pixels."""
    out = []
    for i in range(page.locator("iframe").count()):
        frame = page.locator("iframe").nth(i)
        frame.scroll_into_view_if_needed()
        frame_h = frame.evaluate("f => f.getBoundingClientRect().height")
        inner = frame.element_handle().content_frame().evaluate(
            "() => document.getElementById('board-frame').getBoundingClientRect().height")
        out.append((round(frame_h), round(inner)))
    return out


def settled_heights(page):
    """The heights once two looks in a row agree and every frame fits its board (at most 60
    looks: a frame that never fits fails the test's assertion, not this wait)."""
    last = None
    for _ in range(60):
        now = heights(page)
        if now == last and all(abs(f - b) <= 2 for f, b in now):
            break
        last = now
        page.wait_for_timeout(100)
    return now


def test_frames_fit_their_boards_and_tell_the_host_page(page, server, tmp_path):
    br = br_picture_snippet(page, server)
    asked = []
    page.on("request", lambda r: asked.append(r.url) if "embed.html" in r.url else None)
    html = ('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tutorial</title><link rel="icon" href="data:,"></head><body>'
            '<script>window.solved = []; document.addEventListener("rosarium-solved", (e) => window.solved.push(e.target.hasAttribute("data-rosarium") && e.target.parentElement.id));</script>'
            f'<div id="t-try">{board(position=HERO, mode="try", line=TRY_LINE, title="Framed try")}</div>'
            f'<div id="t-static">{board(position=START, mode="static", title="Framed static")}</div>'
            f'<div id="t-br">{br}</div>'
            f'<script src="{server.url}embed.js"></script></body></html>')
    (tmp_path / "tutorial.html").write_text(html, encoding="utf-8")
    other = Server(tmp_path)  # another port: another origin
    try:
        page.set_viewport_size({"width": 1100, "height": 900})
        page.goto(f"{other.url}tutorial.html")
        frames = page.locator("iframe")
        assert frames.count() == 3
        for i in range(3):
            frames.nth(i).scroll_into_view_if_needed()
        page.frame_locator("iframe").nth(0).get_by_role("region", name="Framed try").get_by_role("button", name="g7", exact=True).wait_for(timeout=ENGINE_TIMEOUT_MS)
        # the server was asked for embed.html with no parameters: they are all in the fragment
        assert asked and all(len(u) < 200 and "?" not in u for u in asked), asked
        srcs = [frames.nth(i).get_attribute("src") for i in range(3)]
        assert all("embed.html#" in s for s in srcs)
        print(f"\nframe addresses: {[len(s) for s in srcs]} characters (the request: {max(len(u) for u in asked)})")

        wide = settled_heights(page)
        page.set_viewport_size({"width": 420, "height": 900})
        narrow = settled_heights(page)
        page.set_viewport_size({"width": 1100, "height": 900})
        again = settled_heights(page)
        print(f"frame/board heights at 1100, 420, 1100 px: {wide} {narrow} {again}")
        for frame_h, board_h in wide + narrow + again:
            assert abs(frame_h - board_h) <= 2, (wide, narrow, again)
        assert [f for f, _ in again] == [f for f, _ in wide]

        # the try board solved in its frame: the host page hears it, from the board's element
        tr = page.frame_locator("iframe").nth(0).get_by_role("region", name="Framed try")
        tr.get_by_role("button", name="g7", exact=True).click()
        tr.get_by_role("button", name="Confirm hero play").click()
        page.wait_for_function("() => window.solved.length > 0", timeout=30_000)
        assert page.evaluate("window.solved") == ["t-try"]
    finally:
        other.stop()
