"""Bella Rosarum's map names (web/games/bella-rosarum/labels.js): each shown name sits on a side of
its pin that covers no other place's pin or stack marker and no other name, at the desktop and
the phone size, in English and German, and a name in an off-map box within the box's frame; a
name with no free side shows when its place has the focus. Every place button keeps its full name as its accessible name."""

from __future__ import annotations

import pytest

from tests.browser.pagedriver import open_page

pytestmark = pytest.mark.browser

MAP = {"en": "Map of England, Wales, Calais and the Irish Pale; north at the top",
       "de": "Karte von England, Wales, Calais und der irischen Pale; Norden oben"}

# the overlaps (in px², beyond a 2 px touch) of every shown name with the marks of other places
# (pins, stack markers) and with the other shown names
OVERLAPS = """() => {
  const shown = (el) => getComputedStyle(el).display !== 'none' && el.getClientRects().length;
  const box = (el) => { const r = el.getBoundingClientRect(); return {x0: r.left + 1, y0: r.top + 1, x1: r.right - 1, y1: r.bottom - 1}; };
  const over = (a, b) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  const buttons = [...document.querySelectorAll('.br-marks button.br-loc')];
  const names = [];
  const marks = [];
  for (const b of buttons) {
    const n = b.querySelector('.br-name');
    if (n && shown(n)) names.push({loc: b.dataset.loc, box: box(n)});
    for (const m of b.querySelectorAll('.br-pin, .br-stack')) marks.push({loc: b.dataset.loc, box: box(m)});
  }
  const bad = [];
  names.forEach((n, i) => {
    for (const m of marks) if (m.loc !== n.loc && over(n.box, m.box) > 0) bad.push(`${n.loc} covers a mark of ${m.loc}`);
    names.slice(i + 1).forEach((o) => { if (over(n.box, o.box) > 0) bad.push(`${n.loc} and ${o.loc}`); });
  });
  // a name shown for a place in an off-map box stays inside that box's frame
  const frames = [...document.querySelectorAll('.br-box rect')].map(box);
  const inside = (a, f) => a.x0 >= f.x0 - 1 && a.x1 <= f.x1 + 1 && a.y0 >= f.y0 - 1 && a.y1 <= f.y1 + 1;
  let boxed = 0;
  for (const b of buttons) {
    const n = b.querySelector('.br-name');
    if (!b.classList.contains('in-box') || !n || !shown(n)) continue;
    boxed += 1;
    const pin = box(b.querySelector('.br-pin'));
    const frame = frames.find((f) => inside(pin, f));
    if (!frame || !inside(box(n), frame)) bad.push(`${b.dataset.loc}'s name crosses its box's frame`);
  }
  return {names: names.length, boxed, bad};
}"""


@pytest.mark.parametrize("lang, width, height, least", [("en", 1366, 768, 35), ("de", 1366, 768, 35), ("en", 390, 844, 5)])
def test_map_names_cover_no_other_mark(browser, server, guard, lang, width, height, least):
    ctx = browser.new_context(viewport={"width": width, "height": height}, locale="en-US", bypass_csp=True)
    ctx.on("page", guard.watch)
    try:
        page = ctx.new_page()
        open_page(page, server.url, f"game=bella-rosarum&lang={lang}&computer=1%3Aeasy%2C2%3Aeasy")
        result = page.evaluate(OVERLAPS)
        assert result["names"] >= least  # the major cities everywhere; fortresses and cities on a wide map
        if width > 1000:
            assert result["boxed"] >= 4  # Carrickfergus, Trim, Dublin, Calais
        assert result["bad"] == [], result["bad"]
        # a crowded name (no free side) shows while its place has the focus; the accessible name is whole
        crowded = page.locator(".br-loc:has(.br-name.crowded)").first
        name = crowded.locator(".br-name")
        assert not name.is_visible()
        crowded.focus()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Tab")  # focus-visible comes with the keyboard
        assert name.is_visible()
        label = crowded.get_attribute("aria-label")
        assert label.startswith(name.inner_text())
        group = page.get_by_role("group", name=MAP[lang])
        assert group.get_by_role("button", name=label, exact=True).count() == 1
    finally:
        ctx.close()
