"""Bella Rosarum's map (web/games/bella-rosarum/map.js, labels.js, view.js) as a person meets it:

- every place button is named in words (the place's name first; an open field by its distance
  and direction from the nearest place, never by grid numbers), and its name shows on the map
  while it has the focus;
- at the first view of a 1366×768 screen no royal's start place and no city has its name hidden,
  and no two shown names, nor a name and another place's pin or counter, cover each other; no
  name or counter lies over a box's title, nor outside its box over the box (Calais, the Pale);
- stacks are counters naming their nobles; the zoom buttons, the keyboard (+ and −, arrow keys
  on the map's frame) and "Centre on my stacks" move the view;
- a 390×844 phone's table opens at finger size on the person's stacks (places are buttons of 44
  CSS px or more); on the whole map a tap zooms in first, so that places are tapped at that size, and at the start of the person's turn the panel's first action is on
  screen without scrolling (its buttons 44 px tall, Concede apart);
- the authors' page's region of the west: Gloucester and Salisbury named beside their pins.
"""

from __future__ import annotations

import re

import pytest

from engine import api
from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, EMBEDS_SETTLED, open_page
from tests.browser.pagedriver import sized_context as new_context

pytestmark = pytest.mark.browser

MAP = {"en": "Map of England, Wales, Calais and the Irish Pale; north at the top",
       "de": "Karte von England, Wales, Calais und der irischen Pale; Norden oben"}
VIEW = {"en": "Map view: arrow keys move the map, plus and minus zoom"}
QUERY = "game=bella-rosarum&computer=1%3Aeasy%2C2%3Aeasy"

# every shown name against the other shown names and the other places' pins and counters (px²
# beyond a 2 px touch; a major city's name may lie over the rims of places' pins, 200 px² in all:
# labels.js RIM), and every place's name: hidden or not, visible while focused
SHOWN = """() => {
  const shown = (el) => getComputedStyle(el).display !== 'none' && el.getClientRects().length;
  const box = (el) => { const r = el.getBoundingClientRect(); return {x0: r.left + 1, y0: r.top + 1, x1: r.right - 1, y1: r.bottom - 1}; };
  const over = (a, b) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
  const buttons = [...document.querySelectorAll('.br-marks button.br-loc')];
  const names = [], marks = [], chips = [], hidden = [];
  for (const b of buttons) {
    const n = b.querySelector('.br-name');
    if (n && shown(n)) names.push({loc: b.dataset.loc, box: box(n), major: b.classList.contains('kind-major-city')});
    else if (n) hidden.push(b.dataset.loc);
    for (const m of b.querySelectorAll('.br-pin')) marks.push({loc: b.dataset.loc, box: box(m), place: !m.classList.contains('br-field-pin')});
    // every counter, whole or shrunk to its troops on its pin, its own place's name included
    for (const m of b.querySelectorAll('.br-chip')) if (shown(m)) chips.push({loc: b.dataset.loc, box: box(m), shrunk: m.classList.contains('hidden')});
  }
  const bad = [];
  names.forEach((n, i) => {
    let rims = 0;
    for (const m of marks) {
      if (m.loc === n.loc) continue;
      if (n.major && m.place) rims += over(n.box, m.box);
      else if (over(n.box, m.box) > 2) bad.push(`${n.loc} covers a mark of ${m.loc}`);
    }
    if (rims > 202) bad.push(`${n.loc} covers ${Math.round(rims)} px² of pins`);
    for (const m of chips) if (over(n.box, m.box) > 2) bad.push(`${n.loc} is crossed by the ${m.shrunk ? 'shrunk ' : ''}counter of ${m.loc}`);
    names.slice(i + 1).forEach((o) => { if (over(n.box, o.box) > 2) bad.push(`${n.loc} and ${o.loc}`); });
  });
  // the boxes (Calais, the Pale, Ulster): no name or counter over a box's title; no name or whole
  // counter over the frame of a box its place is not in (a counter shrunk to its troops stays
  // on its pin, which may lie by a frame)
  const frames = [...document.querySelectorAll('.br-box')].map((g) => ({rect: box(g.children[0]), title: box(g.children[1]), name: g.children[1].textContent}));
  for (const b of buttons) {
    const pin = b.querySelector('.br-pin').getBoundingClientRect();
    const [px, py] = [(pin.left + pin.right) / 2, (pin.top + pin.bottom) / 2];
    for (const el of b.querySelectorAll('.br-name, .br-chip')) {
      if (!shown(el)) continue;
      const r = box(el), what = el.classList.contains('br-name') ? 'name' : 'counter';
      for (const f of frames) {
        const inside = px >= f.rect.x0 && px <= f.rect.x1 && py >= f.rect.y0 && py <= f.rect.y1;
        if (over(r, f.title) > 2) bad.push(`the ${what} of ${b.dataset.loc} is over the title ${f.name}`);
        else if (!inside && !el.classList.contains('hidden') && over(r, f.rect) > 2) bad.push(`the ${what} of ${b.dataset.loc} is over the box ${f.name}`);
      }
    }
  }
  return {shown: names.map((n) => n.loc), hidden, bad, shrunk: chips.filter((c) => c.shrunk).length, counters: chips.length};
}"""


def frame_box(page):
    return page.locator(".br-map").bounding_box()


def royal_starts():
    st = api.new_game("bella-rosarum", 5, {"variant": "4p"})
    return {r["place"] for r in api.ui_state(st, 0)["royals"].values() if r["place"]}


def test_place_names_in_words_and_the_first_view_drops_no_city(browser, server, guard):
    ctx = new_context(browser, guard, 1366, 768)
    try:
        page = ctx.new_page()
        open_page(page, server.url, QUERY + "&lang=en")
        view_still(page)  # the first view drawn: a loaded machine draws it a frame after it settles
        board = api.board_data("bella-rosarum")
        result = page.evaluate(SHOWN)
        assert result["bad"] == [], result["bad"]
        # the places a royal starts at (BR-3 setup) and every city: named at the first view
        must = royal_starts() | {p for p, d in board["places"].items() if d["kind"] in ("major-city", "city")}
        assert {"kenilworth", "sandal", "denbigh", "gloucester", "leicester", "canterbury"} <= must
        assert not must & set(result["hidden"]), sorted(must & set(result["hidden"]))
        # each place button: its name in words first; while it has the focus, that name shows
        group = page.get_by_role("group", name=MAP["en"])
        checks = page.evaluate("""() => [...document.querySelectorAll('.br-marks button.br-loc')].map((b) => {
          b.focus();
          const n = b.querySelector('.br-name');
          return [b.dataset.loc, b.getAttribute('aria-label'), n ? n.innerText : null, n ? getComputedStyle(n).display !== 'none' : null];
        })""")
        assert len(checks) >= 83
        for loc, label, shown_name, visible in checks:
            if loc.startswith("@"):  # an open field: by distance and direction, not by numbers
                assert re.match(r"^fields (\d+ miles [a-z-]+ of|by) [A-Z]", label), label  # "by": the field in a place's own cell
                continue
            name = board["places"][loc]["name"]["en"]
            assert label.startswith(name), (loc, label)
            assert visible and name.startswith(shown_name), (loc, shown_name)
        kenilworth = group.get_by_role("button", name=re.compile(r"^Kenilworth; fortress"))
        assert kenilworth.count() == 1
        # stacks are counters naming their nobles, in the accessible name as on the map
        counters = page.locator(".br-chip:not(.hidden) .br-chip-name")
        assert counters.count() >= 3
        names = counters.all_inner_texts()
        assert all(re.match(r"^[A-Z][a-z]+( [A-Z]+)?( \+\d)?$", t) for t in names), names  # "Warwick +1", "Henry VI"
        assert group.get_by_role("button", name=re.compile(r"; nobles: [A-Z]")).count() >= 10
        # the whole map names London among its neighbours one cell apart, its counters around it
        first = page.locator(".br-plane").bounding_box()["width"]
        page.get_by_role("button", name="Whole map", exact=True).click()
        page.wait_for_function(f"document.querySelector('.br-plane').getBoundingClientRect().width < {first - 1}")
        page.mouse.move(0, 0)
        whole = page.evaluate(SHOWN)
        assert whole["bad"] == [], whole["bad"]
        assert "tower-of-london" in whole["shown"] and board["places"]["tower-of-london"]["kind"] == "major-city"
    finally:
        ctx.close()


def test_the_whole_map_names_london_in_a_crowded_game(browser, server, guard):
    """At 1366×768 the whole map names London among its crowded neighbours: in a 3-player game
    at its start (counters around London, shrunk to their troops) and later, its name lies over no
    counter and no other name, and over places' pins no more than labels.js allows."""
    from tests.browser.games.bella_rosarum.test_table import late_position  # noqa: PLC0415
    from urllib.parse import quote  # noqa: PLC0415

    ctx = new_context(browser, guard, 1366, 768)
    try:
        page = ctx.new_page()
        for from_round in (1, 6, 12):
            open_page(page, server.url, f"computer=1%3Aeasy%2C2%3Aeasy&lang=en&position={quote(late_position(from_round=from_round))}")
            view_still(page)  # the first view drawn: a loaded machine draws it a frame after it settles
            first = page.locator(".br-plane").bounding_box()["width"]
            page.get_by_role("button", name="Whole map", exact=True).click()
            page.wait_for_function(f"document.querySelector('.br-plane').getBoundingClientRect().width < {first - 1}")
            page.mouse.move(0, 0)
            result = page.evaluate(SHOWN)
            assert result["bad"] == [], (from_round, result["bad"])
            assert result["shrunk"] >= 5, "the check saw no crowded map"
            assert "tower-of-london" in result["shown"], from_round
    finally:
        ctx.close()


@pytest.mark.parametrize("size", [(1366, 768), (390, 844)], ids=["desktop", "phone"])
def test_no_name_is_crossed_by_a_counter_late_in_a_game(browser, server, guard, size):
    """Late in a 3-player game (many stacks, some counters shrunk to their troops on their pins)
    no shown place name is covered by a counter, whole or shrunk, at the first view and zoomed
    in; the names are laid out around the shrunk counters (labels.js)."""
    from tests.browser.games.bella_rosarum.test_table import late_position  # noqa: PLC0415
    from urllib.parse import quote  # noqa: PLC0415

    ctx = new_context(browser, guard, *size)
    try:
        page = ctx.new_page()
        open_page(page, server.url, f"computer=1%3Aeasy%2C2%3Aeasy&lang=en&position={quote(late_position(from_round=12))}")
        view_still(page)  # the first view drawn: a loaded machine draws it a frame after it settles
        page.mouse.move(0, 0)
        shrunk = 0
        for zoom in range(3):
            result = page.evaluate(SHOWN)
            assert result["bad"] == [], (zoom, result["bad"])
            assert result["counters"] >= 8
            shrunk += result["shrunk"]
            page.get_by_role("button", name="Zoom in", exact=True).click()
            view_still(page)
        assert shrunk >= 1, "no counter was shrunk: the check saw none of the crowded case"
    finally:
        ctx.close()


def test_zoom_and_pan_by_keyboard_and_centre_on_my_stacks(browser, server, guard):
    ctx = new_context(browser, guard, 1366, 768)
    try:
        page = ctx.new_page()
        open_page(page, server.url, QUERY + "&lang=en")
        plane = page.locator(".br-plane")
        width = lambda: plane.bounding_box()["width"]  # noqa: E731
        at = lambda: (plane.bounding_box()["x"], plane.bounding_box()["y"])  # noqa: E731
        frame = page.get_by_role("group", name=VIEW["en"])
        frame.focus()
        w0 = width()
        page.keyboard.press("+")
        page.wait_for_function(f"document.querySelector('.br-plane').getBoundingClientRect().width > {w0 + 1}")
        w1 = width()
        page.keyboard.press("-")
        page.keyboard.press("-")
        page.wait_for_function(f"document.querySelector('.br-plane').getBoundingClientRect().width < {w1 - 1}")
        page.keyboard.press("+")
        page.keyboard.press("+")
        page.keyboard.press("+")
        x0, y0 = at()
        page.keyboard.press("ArrowRight")  # the map moves left: further east comes into view
        page.keyboard.press("ArrowDown")
        page.wait_for_function(f"(() => {{ const r = document.querySelector('.br-plane').getBoundingClientRect(); return r.x < {x0 - 1} && r.y < {y0 - 1}; }})()")
        # far away from the person's stacks (a corner of the map without one, at a large zoom), then back
        tools = page.get_by_role("group", name="Map zoom")
        for _ in range(4):
            tools.get_by_role("button", name="Zoom in", exact=True).click()

        def mine_in_view():
            f = frame_box(page)
            boxes = [b.bounding_box() for b in page.locator(".br-loc.mine").all()]
            return [b for b in boxes if f["x"] <= b["x"] + b["width"] / 2 <= f["x"] + f["width"] and f["y"] <= b["y"] + b["height"] / 2 <= f["y"] + f["height"]]

        assert page.locator(".br-loc.mine").count() >= 2
        frame.focus()
        for keys in (("ArrowUp", "ArrowLeft"), ("ArrowDown", "ArrowRight"), ("ArrowUp", "ArrowRight"), ("ArrowDown", "ArrowLeft")):
            for _ in range(14):
                for k in keys:
                    page.keyboard.press(k)
            view_still(page)
            if not mine_in_view():
                break
        assert mine_in_view() == []
        tools.get_by_role("button", name="Centre on my stacks", exact=True).click()
        view_still(page)
        assert len(mine_in_view()) == page.locator(".br-loc.mine").count()
        tools.get_by_role("button", name="Whole map", exact=True).click()
        view_still(page)
        f = frame_box(page)
        p = plane.bounding_box()
        assert p["width"] <= f["width"] + 1 and p["height"] <= f["height"] + 1
        # the turn recap's hook: a move from York to Hull drawn as an arrow, both places lit
        page.evaluate("document.querySelector('.br-map').brMap.highlight({from: 'york', to: 'hull', kind: 'move'})")
        assert page.locator(".br-over path.br-arrow.br-hl-move").count() == 1
        assert "hl-from" in page.locator('.br-loc[data-loc="york"]').get_attribute("class")
        assert "hl-to" in page.locator('.br-loc[data-loc="hull"]').get_attribute("class")
        page.evaluate("document.querySelector('.br-map').brMap.highlight(null)")
        assert page.locator(".br-over path").count() == 0
    finally:
        ctx.close()


def test_phone_taps_places_at_finger_size(browser, server, guard):
    ctx = new_context(browser, guard, 390, 844, touch=True)
    try:
        page = ctx.new_page()
        open_page(page, server.url, QUERY + "&lang=en")
        # the table opens at finger size on the person's stacks: every place in sight is 44 px or more
        view_still(page)
        f = frame_box(page)
        boxes = [b.bounding_box() for b in page.locator(".br-marks button.br-loc").all()]
        seen = [b for b in boxes if b and f["x"] <= b["x"] + b["width"] / 2 <= f["x"] + f["width"] and f["y"] <= b["y"] + b["height"] / 2 <= f["y"] + f["height"]]
        assert len(seen) >= 8 and all(b["width"] >= 44 and b["height"] >= 44 for b in seen), seen
        assert page.locator(".br-marks button.br-loc.mine").count() >= 1
        mine = [b.bounding_box() for b in page.locator(".br-marks button.br-loc.mine").all()]
        assert any(f["x"] <= b["x"] + b["width"] / 2 <= f["x"] + f["width"] and f["y"] <= b["y"] + b["height"] / 2 <= f["y"] + f["height"] for b in mine)
        # on the whole map a tap zooms in first
        page.get_by_role("button", name="Whole map", exact=True).tap()
        view_still(page)
        york = page.locator('.br-loc[data-loc="york"]')
        assert york.bounding_box()["width"] < 44
        york.tap()
        view_still(page)
        # the tap zoomed in about York and pressed nothing
        assert york.get_attribute("aria-pressed") is None
        box = york.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44
        f = frame_box(page)
        assert f["x"] <= box["x"] + box["width"] / 2 <= f["x"] + f["width"]
        york.tap()
        view_still(page)
        assert page.get_by_role("heading", name="York", exact=True).is_visible()  # its details
        # "Larger map" opens on the person's stacks, each at finger size
        page.get_by_role("button", name="Whole map", exact=True).tap()
        page.get_by_role("button", name="Larger map", exact=True).tap()
        view_still(page)
        f = frame_box(page)
        mine = [b.bounding_box() for b in page.locator(".br-loc.mine").all()]
        seen = [b for b in mine if f["x"] <= b["x"] + b["width"] / 2 <= f["x"] + f["width"] and f["y"] <= b["y"] + b["height"] / 2 <= f["y"] + f["height"]]
        assert seen and all(b["width"] >= 44 and b["height"] >= 44 for b in seen)
    finally:
        ctx.close()


def on_screen(page, locator, what):
    """The element lies inside the viewport and above the last move's strip at the window's foot."""
    vp = page.viewport_size
    box = locator.bounding_box()
    assert box is not None, f"{what} is not shown"
    strip = page.locator("#last-move")
    foot = strip.bounding_box()["y"] if strip.is_visible() else vp["height"]
    assert box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["width"] <= vp["width"] + 0.5, (what, box)
    assert box["y"] + box["height"] <= foot + 0.5, (what, box, foot)
    return box


def test_phone_actions_start_on_screen(browser, server, guard):
    """On 390×844, at the start of the person's turn (the recap sheet closed) the panel's first
    action is on screen without scrolling, in every phase the person meets here; the panel's
    buttons are at least 44 px tall, and Concede stands apart below the others (TBL-1.4)."""
    ctx = new_context(browser, guard, 390, 844, touch=True)
    try:
        page = ctx.new_page()
        open_page(page, server.url, QUERY + "&seed=7&lang=en")
        now = page.get_by_role("region", name="What can I do now")
        phases = []
        for _ in range(12):
            # the person's seat: the one with the first move (TBL-3.1)
            page.wait_for_function("() => window.rosarium.settled && window.rosarium.ui.current_player === window.rosarium.config.controllers.indexOf('human') && !window.rosarium.ui.outcome",
                                   timeout=ENGINE_TIMEOUT_MS)
            close = page.get_by_role("button", name="Close the recap")
            if close.count() and close.is_visible():
                close.tap()
            assert page.evaluate("window.scrollY") == 0
            phase = page.evaluate("window.rosarium.ui.phase")
            buttons = now.get_by_role("button")
            first = on_screen(page, buttons.first, f"the first action of the {phase} phase")
            heights = buttons.evaluate_all("els => els.filter((e) => e.offsetParent).map((e) => e.getBoundingClientRect().height)")
            assert heights and min(heights) >= 44 - 0.5, (phase, heights)
            concede = now.get_by_role("button", name="Concede", exact=True)
            if concede.count():
                others = [b for b in buttons.evaluate_all("els => els.filter((e) => e.offsetParent && e.textContent !== 'Concede').map((e) => e.getBoundingClientRect().bottom)")]
                assert concede.bounding_box()["y"] >= max(others) + 16, "Concede is not apart"
            phases.append(phase)
            if phase == "move":
                break
            # on to the next phase: its first action (draw the event, end the phase)
            first_name = buttons.first.inner_text()
            buttons.first.tap()
            preview = page.get_by_role("group", name="Before you commit")
            if preview.count():
                preview.get_by_role("button", name="Cancel", exact=True).tap()
                now.get_by_role("button", name=re.compile(r"^End ")).first.tap()
            assert first_name
        assert "event" in phases and "move" in phases, phases
    finally:
        ctx.close()


def test_region_names_sit_at_their_pins(browser, server, guard):
    ctx = new_context(browser, guard, 1280, 900)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}authors.html?lang=en")
        page.wait_for_function("!document.body.dataset.building", timeout=ENGINE_TIMEOUT_MS)
        page.wait_for_function(f"() => {EMBEDS_SETTLED}", timeout=ENGINE_TIMEOUT_MS)
        board = page.get_by_role("region", name="Bella Rosarum, a siege in the west (map cut to a region)")
        board.scroll_into_view_if_needed()
        for loc in ("gloucester", "salisbury"):
            b = board.locator(f'.br-loc[data-loc="{loc}"]')
            name = b.locator(".br-name")
            assert name.is_visible(), loc
            pin, text = b.locator(".br-pin").bounding_box(), name.bounding_box()
            # the name touches its pin's box (a few px away), not a cell away
            gap_x = max(0, text["x"] - (pin["x"] + pin["width"]), pin["x"] - (text["x"] + text["width"]))
            gap_y = max(0, text["y"] - (pin["y"] + pin["height"]), pin["y"] - (text["y"] + text["height"]))
            assert gap_x <= 6 and gap_y <= 6, (loc, pin, text)
    finally:
        ctx.close()


# Where a click at the middle of a lit open field in a place's own cell lands, and where one at
# the middle of that cell lands (the place's pin), at the map's zoom now. A cell is seen when
# both points are on the map's places, not outside the frame or under what lies over the map
# (the page's last-move strip at the window's foot): another matter than a field against its
# place.
CORNER_HITS = """() => {
  const top = (x, y) => document.elementFromPoint(x, y);
  const onMarks = (e) => !!e && !!e.closest('.br-marks');
  return [...document.querySelectorAll('.br-marks button.br-loc.field.beside-place.target')].map((f) => {
    const r = f.getBoundingClientRect();
    const place = [...document.querySelectorAll('.br-marks button.br-loc:not(.field)')]
      .find((p) => { const c = p.getBoundingClientRect(); return c.right === r.right && c.bottom === r.bottom; });
    const c = place.getBoundingClientRect();
    const [fx, fy, px, py] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2, (c.left + c.right) / 2, (c.top + c.bottom) / 2];
    const [fe, pe] = [top(fx, fy), top(px, py)];
    const loc = (e) => e.closest('button').dataset.loc;
    if (!onMarks(fe) || !onMarks(pe)) return {field: f.dataset.loc, place: place.dataset.loc, seen: false};
    return {field: f.dataset.loc, place: place.dataset.loc, seen: true, fieldHit: loc(fe), placeHit: loc(pe), x: fx, y: fy, cell: c.width};
  });
}"""


# the map's plane where it was two frames ago and nothing of the map redrawn meanwhile: the view's
# move after a control has been drawn, and its names and buttons laid out again (a click on a
# button replaced between its press and its release is no click)
VIEW_STILL = """() => new Promise((done) => {
  const map = document.querySelector('.br-map');
  const at = () => JSON.stringify(document.querySelector('.br-plane').getBoundingClientRect());
  const before = at();
  let changed = false;
  const seen = new MutationObserver(() => { changed = true; });
  seen.observe(map, { subtree: true, childList: true, attributes: true });
  requestAnimationFrame(() => requestAnimationFrame(() => {
    seen.disconnect();
    done(window.rosarium.settled && !changed && at() === before);
  }));
})"""


def view_still(page):
    """Until the map's view stands still (a loaded machine draws a zoom's move frames later)."""
    for _ in range(600):
        if page.evaluate(VIEW_STILL):
            return
    raise AssertionError("the map's view never stood still")


def test_the_fields_by_a_place_are_clicked_on_the_map_at_every_zoom(browser, server, guard):
    """An open field in a place's own cell ("fields by Carlisle") is a button of its own in the
    cell's lower right corner, above the place's: a click there reaches the field and one on the
    place's pin reaches the place, on the whole map and zoomed in; the click moves the stack. The
    map's zoom buttons sit in a bar above its frame, over nothing of the map."""
    ctx = new_context(browser, guard, 1366, 768)
    try:
        page = ctx.new_page()
        open_page(page, server.url, QUERY + "&lang=en")
        now = page.get_by_role("region", name="What can I do now")
        if page.evaluate("window.rosarium.ui.phase") == "event":
            now.get_by_role("button", name="Draw the event card", exact=True).click()
            page.wait_for_function("window.rosarium.settled && window.rosarium.ui.phase === 'move'")
        lit = page.locator(".br-marks button.br-loc.field.beside-place.target")
        stacks = now.get_by_role("list").first.get_by_role("button")
        for i in range(stacks.count()):
            stacks.nth(i).click()
            page.wait_for_function("window.rosarium.settled")
            if lit.count():
                break
            now.get_by_role("button", name="Cancel", exact=True).click()
            page.wait_for_function("window.rosarium.settled")
        assert lit.count(), "no stack of this deal may move to the fields in a place's cell"
        # the zoom buttons are a bar above the map's frame: they cover no place, name or counter
        bar = page.get_by_role("group", name="Map zoom").bounding_box()
        frame = frame_box(page)
        assert bar["y"] + bar["height"] <= frame["y"], (bar, frame)
        tools = page.get_by_role("group", name=MAP["en"])
        checked = []
        for zoom in ("Whole map", "Zoom in", "Centre on my stacks", "Zoom in"):
            page.get_by_role("button", name=re.compile(zoom)).first.click()
            view_still(page)
            for hit in page.evaluate(CORNER_HITS):
                if hit["seen"]:
                    assert hit["fieldHit"] == hit["field"], (zoom, hit)
                    assert hit["placeHit"] == hit["place"], (zoom, hit)
                    checked.append((zoom, hit["field"], round(hit["cell"])))
        assert {z for z, _, _ in checked} >= {"Whole map", "Zoom in", "Centre on my stacks"}, checked
        # a real click on the corner moves the stack there
        hit = next(h for h in page.evaluate(CORNER_HITS) if h["seen"])
        before = page.evaluate("window.rosarium.index")
        # as a person's pointer: over the field first (the map answers the hover), then the press
        page.mouse.move(hit["x"], hit["y"])
        view_still(page)
        page.mouse.click(hit["x"], hit["y"])
        # (settled an instant after the click still reads the page before the move began)
        try:
            page.wait_for_function("(i) => window.rosarium.index !== i && window.rosarium.settled", arg=before)
        except Exception:
            raise AssertionError(page.evaluate("""(p) => { const e = document.elementFromPoint(p.x, p.y);
              return JSON.stringify({index: window.rosarium.index, settled: window.rosarium.settled, turn: document.body.dataset.turn,
                at: e && e.outerHTML.slice(0, 160), sel: [...document.querySelectorAll('.br-loc.selected,.br-loc.target')].length,
                status: document.querySelector('[role=status]') && document.querySelector('[role=status]').innerText,
                msg: [...document.querySelectorAll('[role=alert],.message')].map((m) => m.innerText).join(' | ')}); }""", hit) + f" hit={hit} before={before}")
        assert hit["field"] in {s["loc"] for s in page.evaluate("window.rosarium.ui.stacks")}, hit
        assert tools.count() == 1
    finally:
        ctx.close()


KEY = {"en": ("Map key", "its troops", "Your own stacks have a gold border."),
       "de": ("Zeichenerklärung", "seine Truppen", "Deine eigenen Stapel haben einen goldenen Rand.")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_map_key_tells_what_each_mark_means_in_the_maps_own_colours(browser, server, guard, lang):
    """"Map key" in the map's bar opens, below it, a list that names each kind of mark in words
    (a stack's counter and its "+3", your own stack's border, royals by house and crown, a place's
    holder, a siege, the targets, the recap's marks in the mover's colour); its samples are drawn with the map's classes, so a seat's
    counter in the key has the colour of that seat's counters on the map. It closes again."""
    name, troops, mine = KEY[lang]
    ctx = new_context(browser, guard, 1366, 768)
    try:
        page = ctx.new_page()
        open_page(page, server.url, QUERY + f"&lang={lang}")
        key = page.get_by_role("group", name=name, exact=True)
        button = page.get_by_role("button", name=name, exact=True)
        assert key.is_hidden() and button.get_attribute("aria-expanded") == "false"
        button.click()
        assert button.get_attribute("aria-expanded") == "true" and key.is_visible()
        rows = key.get_by_role("listitem")
        assert rows.count() == 8
        # the recap's marks: a move's places in the mover's colour (the sample is seat 1's), a
        # battle or a siege in red
        seat1 = page.evaluate("getComputedStyle(document.querySelector('.br-table')).getPropertyValue('--s1').trim()")
        marks = rows.nth(7).locator(".br-key-loc")
        assert [marks.nth(i).evaluate("(el) => getComputedStyle(el).getPropertyValue('--by').trim()") for i in range(2)] == [seat1, seat1]
        assert marks.nth(1).evaluate("(el) => getComputedStyle(el).outlineStyle") == "dashed"
        assert troops in rows.nth(0).inner_text() and "+3" in rows.nth(0).inner_text()
        assert rows.nth(1).inner_text().endswith(mine)
        # above the map's frame, never over it
        assert key.bounding_box()["y"] + key.bounding_box()["height"] <= frame_box(page)["y"] + 1
        colour = "(el) => getComputedStyle(el).backgroundColor"
        for seat in (0, 1):
            on_map = page.locator(f".br-marks .br-chip.seat-{seat}").first
            assert on_map.count(), f"a counter of seat {seat} on the map"
            assert key.locator(f".br-chip.seat-{seat}").first.evaluate(colour) == on_map.evaluate(colour)
        button.click()
        assert key.is_hidden() and button.get_attribute("aria-expanded") == "false"
    finally:
        ctx.close()


def test_the_map_key_is_never_under_the_phones_recap_sheet(browser, server, guard):
    """On 390×844 the recap opens as a sheet over the foot of the screen when the person's turn
    begins (after two computers' turns); asking for the map key closes the sheet, so the key is
    read whole: the point at the middle of each of its rows is the key's own."""
    from urllib.parse import quote  # noqa: PLC0415

    start = api.new_game("bella-rosarum", 4, {"variant": "3p"})
    assert start["first"] == 1  # BR-3.6: the computers of seats 1 and 2 move before the person
    ctx = new_context(browser, guard, 390, 844, touch=True)
    try:
        page = ctx.new_page()
        open_page(page, server.url, f"computer=1%3Aeasy%2C2%3Aeasy&lang=en&position={quote(api.to_position(start))}")
        page.wait_for_function("() => window.rosarium.settled && window.rosarium.ui.current_player === 0", timeout=ENGINE_TIMEOUT_MS)
        close = page.get_by_role("button", name="Close the recap")
        assert close.is_visible(), "the recap sheet opens at the person's turn"
        page.get_by_role("button", name="Map key", exact=True).tap()
        key = page.get_by_role("group", name="Map key", exact=True)
        assert key.is_visible() and not close.is_visible()
        key.scroll_into_view_if_needed()
        rows = key.get_by_role("listitem")
        for i in range(rows.count()):
            assert rows.nth(i).evaluate("""(el) => { const r = el.getBoundingClientRect();
              const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return !!at && el.closest('[role=group]').contains(at); }"""), f"row {i} of the key is covered"
    finally:
        ctx.close()
