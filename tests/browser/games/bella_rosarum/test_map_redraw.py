"""Bella Rosarum's map between screens: a place whose button reads and looks as before is the same
button after a move (the page lays out only what changed), and the view the person left (its zoom
and where it looks) comes back when the game resumes in a frame of the same size; on a wide
screen the frame keeps its height, down to the window's foot, after every control and review step.
Rules: none (drawing only); the table's own rules are in seeds/bella-rosarum.md.
"""

from __future__ import annotations

import pytest

from tests.browser.games.bella_rosarum.test_map_labels import view_still
from tests.browser.pagedriver import HUMAN_OR_OVER, new_game, open_page, sized_context, ui, wait_ready

pytestmark = pytest.mark.browser

GAME = "Bella Rosarum"
GAME_ID = "bella-rosarum"
MAP = "Map of England, Wales, Calais and the Irish Pale; north at the top"

# every map button tagged with what it said and how it looked (highlight classes aside)
TAG = """() => {
  const look = (b) => b.className.replace(/ ?\\b(hl-from|hl-to|br-hl-[a-z0-9-]+)\\b/g, "");
  for (const b of document.querySelectorAll(".br-map button.br-loc")) b.__drawn = [b.getAttribute("aria-label"), look(b)];
}"""

# after a redraw: which buttons were kept, which are new although they read and look the same
CHECK = """(before) => {
  const look = (b) => b.className.replace(/ ?\\b(hl-from|hl-to|br-hl-[a-z0-9-]+)\\b/g, "");
  const out = { kept: 0, changedKept: [], rebuiltSame: [], fresh: 0 };
  for (const b of document.querySelectorAll(".br-map button.br-loc")) {
    const now = [b.getAttribute("aria-label"), look(b)];
    if (b.__drawn) {
      out.kept++;
      if (b.__drawn[0] !== now[0] || b.__drawn[1] !== now[1]) out.changedKept.push(b.dataset.loc);
    } else {
      out.fresh++;
      const was = before[b.dataset.loc];
      if (was && was[0] === now[0] && was[1] === now[1]) out.rebuiltSame.push(b.dataset.loc);
    }
  }
  return out;
}"""

LOOKS = """() => Object.fromEntries([...document.querySelectorAll(".br-map button.br-loc")].map((b) =>
  [b.dataset.loc, [b.getAttribute("aria-label"), b.className.replace(/ ?\\b(hl-from|hl-to|br-hl-[a-z0-9-]+)\\b/g, "")]]))"""

PLANE = "() => { const p = document.querySelector('.br-map .br-plane'); return [p.style.width, p.style.transform]; }"


def test_unchanged_places_keep_their_buttons_across_a_move(page, server):
    open_page(page, server.url, f"game={GAME_ID}")
    new_game(page, GAME, "computer", seed=3, play_as="Player 1", game_id=GAME_ID)
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    assert ui(page)["phase"] == "event"  # the deal of seed 3 gives Player 1 the first turn
    before = page.evaluate(LOOKS)
    page.evaluate(TAG)
    page.get_by_role("button", name="Draw the event card").click()
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    r = page.evaluate(CHECK, before)
    # the event card changes the panel and the targets, most places stay as they were
    assert r["kept"] > 20, r
    assert r["changedKept"] == [], f"kept buttons that now read or look otherwise: {r['changedKept']}"
    assert r["rebuiltSame"] == [], f"buttons built again though nothing of them changed: {r['rebuiltSame']}"
    # the kept buttons still work: the map's places are pressed as before
    names = page.get_by_role("group", name=MAP).get_by_role("button").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label').split(';')[0])")
    assert "York" in names and "Ludlow" in names


def test_the_view_comes_back_when_the_game_resumes(page, server):
    open_page(page, server.url, f"game={GAME_ID}")
    new_game(page, GAME, "computer", seed=3, play_as="Player 1", game_id=GAME_ID)
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    first = page.evaluate(PLANE)
    tools = page.get_by_role("group", name="Map zoom")
    tools.get_by_role("button", name="Zoom in").click()
    tools.get_by_role("button", name="Zoom in").click()
    page.wait_for_function(f"(first) => JSON.stringify(({PLANE})()) !== JSON.stringify(first)", arg=first)
    view_still(page)  # the last frame of the zoom drawn
    left = page.evaluate(PLANE)
    page.reload()
    wait_ready(page, GAME_ID)
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    assert page.evaluate(PLANE) == left  # the zoom and the place looked at, as left
    # without a kept view, the game's first view; a view kept for other stacks than the
    # person's (another game's) is not this game's: that first view again
    kept = page.evaluate("() => localStorage.getItem('rosarium.br-map-view.v1')")
    page.evaluate("() => localStorage.removeItem('rosarium.br-map-view.v1')")
    page.reload()
    wait_ready(page, GAME_ID)
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    home = page.evaluate(PLANE)
    assert home != left
    page.evaluate('''(kept) => { const v = JSON.parse(kept); v.mine = { x0: 0, y0: 0, x1: 1, y1: 1 };
      localStorage.setItem("rosarium.br-map-view.v1", JSON.stringify(v)); }''', kept)
    page.reload()
    wait_ready(page, GAME_ID)
    page.wait_for_function(HUMAN_OR_OVER, timeout=60_000)
    assert page.evaluate(PLANE) == home


# the frame against the window with the page scrolled to its top, and the plane (the drawn map)
# inside the frame
FIT = """() => {
  scrollTo(0, 0);
  const f = document.querySelector('.br-map').getBoundingClientRect();
  const p = document.querySelector('.br-map .br-plane').getBoundingClientRect();
  return {bottom: f.bottom, height: f.height, window: innerHeight,
          plane: [p.left - f.left, p.top - f.top, p.width, p.height], frame: [f.width, f.height]};
}"""


def test_the_map_keeps_its_height_after_every_control(browser, server, guard):
    """On 1366×768 the map reaches down to the window's foot (seeds/table.md: the map is the main
    surface), and stays so after every map control, the Hint and every step of the review, which
    scrolls the move list into view while the map's column stays in sight beside it; the whole
    map, when shown, lies inside the frame and fills its height or its width."""
    ctx = sized_context(browser, guard, 1366, 768)
    try:
        page = ctx.new_page()
        open_page(page, server.url, "lang=en&delay=0")
        new_game(page, game=GAME, mode="cvc", seed="5")
        page.wait_for_function("() => window.rosarium.game === 'bella-rosarum' && window.rosarium.index > 24", timeout=120_000)

        def fits(after, whole=False):
            page.wait_for_timeout(120)  # the frame is fitted in the frame after a change
            got = page.evaluate(FIT)
            # down to 10 px above the window's foot, and never shorter than 384 px
            top = got["bottom"] - got["height"]
            assert got["height"] == pytest.approx(max(384, got["window"] - 10 - top), abs=1.5), (after, got)
            if whole:
                x, y, w, h = got["plane"]
                fw, fh = got["frame"]
                assert x >= -1 and y >= -1 and x + w <= fw + 1 and y + h <= fh + 1, (after, got)
                assert h >= fh - 8 or w >= fw - 8, (after, got)

        fits("the start")
        for name in ("Zoom in", "Zoom out", "Centre on my stacks", "Whole map"):
            page.get_by_role("button", name=name, exact=True).click()
            fits(name, whole=name == "Whole map")
        key = page.get_by_role("button", name="Map key", exact=True)
        key.click()  # the key opens above the frame: the frame moves down and is fitted again
        fits("the map key open")
        key.click()
        fits("the map key closed", whole=True)
        for name in ("Previous move", "Previous move", "Centre on my stacks", "First", "Whole map", "Next move", "Last",
                     "Previous move", "Back to the game"):
            page.get_by_role("button", name=name, exact=True).click()
            fits(name, whole=name == "Whole map")
    finally:
        ctx.close()
