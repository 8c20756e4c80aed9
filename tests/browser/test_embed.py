"""Embedded boards (web/embed.js, web/embed/widget.js, web/embed.html): a page with several
widgets of both games sharing one engine worker, each mode, bad parameters shown in the widget,
the authors' page examples, the app's Embed snippet, and all of it offline from the built site."""

from __future__ import annotations

import json

import pytest

from engine import api
from tests.browser.pagedriver import EMBEDS_SETTLED, ENGINE_TIMEOUT_MS, Server, shot_dir, wait_embeds

pytestmark = pytest.mark.browser


START = ("rk 9/9/9/9/9/9/9/9/9 e5 S3,SE2,NE2,SW3,SE3/N3,N1,S1,NE3,SW1 4/4 0 "
         "N2,S2,E1,W2,NE1,W1,SW2,NW2,W3,E3,NW1,SE1,NW3,E2 - dda7d5fade45c678")
HERO = ("rk 9/6W2/5RW1W/6W2/3W1RRRR/6W1W/5R1R1/5W3/9 g8 W3,SW2,NE3,SW3,S1/SE3,N3,S2 3/3 0 "
        "E3,E1,NW1,N2,NW3,SE2,SW1,W2,NE1,NW2,S3,W1,N1,E2,NE2,SE1 - cef1ad55a0bffdbd")
LATE = ("rk 6W2/5RW2/5RW1W/1R2WWRW1/3R1RWRW/3R2W1W/4RRRR1/R2W1WW2/9 i5 NW1,W2,NW2,SE1,W3/N1,E2 0/0 1 "
        "NE3,SW1,E1,NE2,S3,SW2,NW3,SE2,N2,S1,NE1,SW3,S2,SE3,E3,W1,N3 - 50a0c2a714b23b22")
STEP_LINE = [{"move": "NE2", "caption": "North-east first."}, {"move": "N1", "caption": "White answers."}, "S3"]
TRY_LINE = [{"move": "hero S1", "caption": "Joined.", "wrong": {"SW2": "e6 joins nothing."}}, {"move": "draw", "auto": True}]
LQ_LINE = ["setup random", "setup random", "roll", "roll"]


def esc(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def board(**params) -> str:
    attrs = " ".join(f'data-{k}="{esc(v if isinstance(v, str) else json.dumps(v))}"' for k, v in params.items())
    return f'<div data-rosarium {attrs}></div>'


PAGE = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embed test</title><link rel="icon" href="icon.svg"></head>
<body><h1>Boards</h1>
<div id="w-static">{board(position=START, mode="static", caption="The start.", title="Static board")}</div>
<div id="w-step">{board(position=START, mode="step", line=STEP_LINE, caption="Press Next.", title="Step board")}</div>
<div id="w-try">{board(position=HERO, mode="try", line=TRY_LINE, score="true", task="Find the best hero.", title="Try board")}</div>
<div id="w-play">{board(position=LATE, mode="play-from-here", title="Play board")}</div>
<div id="w-lq">{board(game="long-live-the-queen", seed="3", mode="step", seat="0", line=LQ_LINE, title="Queen board")}</div>
<div id="w-lq-play">{board(game="long-live-the-queen", seed="9", mode="play-from-here", title="Queen play board")}</div>
<script src="embed.js"></script></body></html>"""

BAD = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad boards</title><link rel="icon" href="icon.svg"></head>
<body>
<div id="b-mode">{board(position=START, mode="fly", title="Bad mode")}</div>
<div id="b-game">{board(game="chess", title="Bad game")}</div>
<div id="b-json">{board(position=START, mode="step", line="[NE2", title="Bad line")}</div>
<div id="b-pos">{board(position="rk 9/9 nonsense", title="Bad position")}</div>
<div id="b-step">{board(position=START, mode="step", line=["NE2", "NE2"], title="Bad step")}</div>
<div id="b-markup">{board(position=START, mode="static", caption="<img src=x onerror=alert(1)><b>bold</b>", title="Markup")}</div>
<div id="b-ok">{board(position=START, mode="static", title="Good board")}</div>
<script src="embed.js"></script></body></html>"""


def serve_page(page, server, name, html):
    url = f"{server.url}{name}"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html; charset=utf-8"))
    page.goto(url)
    page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
    return url


def region(page, name):
    return page.get_by_role("region", name=name, exact=True)


def status(page, name):
    return region(page, name).get_by_role("status").inner_text()


def test_many_widgets_share_one_worker_and_every_mode(page, server):
    serve_page(page, server, "embed-test.html", PAGE)
    # one engine worker for the six boards (the service worker is not a page worker)
    assert len(page.workers) == 1

    # static: the position, no moves to make, cards named in words, squares by coordinate
    st = region(page, "Static board")
    assert "The start." in status(page, "Static board")
    assert st.get_by_role("button", name="north-east 2", exact=True).is_disabled()
    assert st.get_by_role("button", name="e5", exact=True).is_disabled()
    assert st.get_by_role("button", name="Next").count() == 0

    # step: Next / Previous through the line, with captions
    sp = region(page, "Step board")
    assert "Position 1 of 4" in status(page, "Step board")
    prev, nxt = sp.get_by_role("button", name="Previous"), sp.get_by_role("button", name="Next")
    assert prev.is_disabled()
    nxt.click()
    text = status(page, "Step board")
    assert "Position 2 of 4" in text and "North-east first." in text and "g7" in text
    assert sp.locator("#sq-desc-g7").inner_text() == "red rose, crown"
    nxt.click()
    nxt.click()
    assert "Position 4 of 4" in status(page, "Step board")
    assert nxt.is_disabled()
    prev.click()
    assert "Position 3 of 4" in status(page, "Step board")

    # try: a wrong move is explained and taken back, the right one solves it (then the auto reply)
    tr = region(page, "Try board")
    assert "find the move" in status(page, "Try board")
    assert tr.get_by_role("listitem", name="Red: 4² + 1² + 1² + 1² = 19 points").count() == 1
    tr.get_by_role("button", name="south-west 2", exact=True).click()
    tr.get_by_role("button", name="e6", exact=True).click()
    wait_embeds(page)
    text = status(page, "Try board")
    assert "Not this one" in text and "e6 joins nothing." in text and "taken back" in text
    assert tr.get_by_role("button", name="e6", exact=True).is_enabled()  # still the same position
    tr.get_by_role("button", name="g7", exact=True).click()
    tr.get_by_role("button", name="Confirm hero play").click()
    page.wait_for_function("document.querySelector('#w-try [data-rosarium]').dataset.rwState === 'solved'", timeout=30_000)
    assert "Solved." in status(page, "Try board")
    tr.get_by_role("button", name="Start again").click()
    wait_embeds(page)
    assert "find the move" in status(page, "Try board")
    tr.get_by_role("button", name="Show the answer").click()
    page.wait_for_function("document.querySelector('#w-try [data-rosarium]').dataset.rwState === 'solved'", timeout=30_000)
    assert "The answer" in status(page, "Try board")

    # play-from-here: White to move (the reader), the computer answers for Red
    pl = region(page, "Play board")
    assert "White to move: your turn." in status(page, "Play board")
    pl.get_by_role("button", name="Draw card").click()
    page.wait_for_function(
        "(() => { const s = document.querySelector('#w-play [data-rosarium]').shadowRoot.querySelector('[role=status]').textContent;"
        " return s.includes('your turn') && s.includes('Red cannot act and passes'); })()",
        timeout=60_000,
    )

    # Long Live the Queen: step through set-up and rolls, White's view
    lq = region(page, "Queen board")
    assert "Position 1 of 5" in status(page, "Queen board")
    for _ in range(4):
        lq.get_by_role("button", name="Next").click()
    text = status(page, "Queen board")
    assert "Position 5 of 5" in text and "Black rolls" in text
    lqp = region(page, "Queen play board")
    lqp.get_by_role("button", name="Random court").click()
    lqp.get_by_role("button", name="Roll dice").click(timeout=60_000)  # after the computer's set-up
    wait_embeds(page)
    assert "White" in status(page, "Queen play board")
    page.screenshot(path=str(shot_dir() / "embed-page.png"), full_page=True)


def test_bad_parameters_show_a_message(page, server, guard):
    serve_page(page, server, "embed-bad.html", BAD)
    expect = {
        "Bad mode": "Unknown mode “fly”",
        "Bad game": "Unknown game “chess”",
        "Bad line": "not valid JSON",
        "Bad position": "position could not be read",
        "Bad step": "Step 2 of the line (NE2) cannot be played",
    }
    for name, words in expect.items():
        r = region(page, name)
        assert "This board cannot be shown" in r.inner_text(), name
        assert words in r.get_by_role("status").inner_text(), name
    # parameters are text: the caption's markup is shown, never parsed
    m = region(page, "Markup")
    assert "<img src=x onerror=alert(1)><b>bold</b>" in m.get_by_role("status").inner_text()
    assert page.evaluate("document.querySelector('#b-markup [data-rosarium]').shadowRoot.querySelectorAll('img, b').length") == 0
    assert "Red to move" in status(page, "Good board")
    page.screenshot(path=str(shot_dir() / "embed-bad.png"), full_page=True)
    assert not guard.errors


def test_embed_html_frame(page, server):
    url = f"{server.url}embed.html?mode=step&position={START.replace(' ', '%20')}&line=%5B%22NE2%22%5D&title=Framed"
    page.goto(url)
    page.wait_for_function("document.getElementById('board-frame').dataset.rwState === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    region(page, "Framed").get_by_role("button", name="Next").click()
    assert "Position 2 of 2" in status(page, "Framed")
    page.goto(f"{server.url}embed.html?mode=nope")
    page.wait_for_function("document.getElementById('board-frame').dataset.rwState === 'error'", timeout=30_000)
    assert "Unknown mode" in page.get_by_role("status").inner_text()


def test_authors_page_examples(page, server):
    page.goto(f"{server.url}authors.html")
    page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
    codes = page.locator("pre code").all_inner_texts()
    assert any("data-mode=\"try\"" in c for c in codes) and all("embed.js" in c for c in codes)
    for name in ("A position", "Step through a line with captions", "A puzzle", "Play on against the computer",
                 "Long Live the Queen, from a new game", "Bella Rosarum, a siege in the west (map cut to a region)"):
        assert region(page, name).count() == 1
    assert page.locator("[data-rw-state=error]").count() == 0
    # the parameters' table (the boards' own tables are in their shadow roots)
    for col in ("mode", "position", "record", "line", "try", "region"):
        assert col in page.locator("main > table").inner_text()
    assert len(page.workers) == 1


def test_app_embed_snippet(app, browser, guard):
    app.open()
    app.new_game("hotseat", seed="71")
    app.human_turn()
    position = api.share_position(app.state)  # an unfinished game's snippet tells no future (RK-14.4)
    app.button("Menu").click()  # an authors' tool: in the top bar's Menu
    app.button("Embed snippet").click()
    dlg = app.page.get_by_role("dialog")
    pos_text = dlg.get_by_label("The current position (the reader plays on against the computer)").input_value()
    assert 'data-mode="play-from-here"' in pos_text and position in pos_text and "embed.js" in pos_text
    game_text = dlg.get_by_label("The whole game, move by move (Previous / Next)").input_value()
    assert "data-record='" in game_text and 'data-mode="step"' in game_text
    assert 'data-lang="en"' in game_text and 'data-lang="de"' in dlg.inner_text()  # the note on data-lang
    # the snippet works: paste it into a page of the same site (a context without the app's
    # service worker, which would answer the made-up page's address with a 404)
    ctx = browser.new_context(service_workers="block", locale="en-US", bypass_csp=True)
    page = ctx.new_page()
    guard.watch(page)
    serve_page(page, type("S", (), {"url": app.base})(), "snippet-test.html",
               f'<!doctype html><html><head><link rel="icon" href="icon.svg"></head><body>{game_text}</body></html>')
    r = page.get_by_role("region", name="Rosarium board: The Rose King")
    assert "Position 1 of 2" in r.get_by_role("status").inner_text()
    r.get_by_role("button", name="Next").click()
    assert "Position 2 of 2" in r.get_by_role("status").inner_text()
    ctx.close()


@pytest.mark.service_worker
def test_embedded_boards_offline(context, dist):
    """The lessons and authors' pages (several boards each) work from the service worker's cache."""
    assert (dist / "sw.js").exists(), "dist/sw.js not built (python build.py makes it)"
    srv = Server(dist)
    try:
        page = context.new_page()
        page.goto(f"{srv.url}authors.html")
        page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
        page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=60_000)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    finally:
        srv.stop()
    page.goto(f"{srv.url}lessons/lesson.html?game=rose-king")
    page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
    r = page.get_by_role("region", name="2. Playing a power card")
    r.get_by_role("button", name="Next").click()
    assert "Position 2 of 4" in r.get_by_role("status").inner_text()
    page.goto(f"{srv.url}authors.html")
    page.wait_for_function(EMBEDS_SETTLED, timeout=ENGINE_TIMEOUT_MS)
    assert "Position 1 of" in page.get_by_role("region", name="Step through a line with captions").get_by_role("status").inner_text()


def test_embed_from_another_site_uses_frames(page, server, tmp_path):
    """On a page of another origin, embed.js cannot start a worker: each board becomes a frame
    (embed.html with the parameters in its address), sized to its content."""
    html = (f'<!doctype html><html><head><meta charset="utf-8"><title>Elsewhere</title><link rel="icon" href="data:,"></head><body>'
            f'{board(position=START, mode="step", line=["NE2"], title="Framed step")}'
            f'{board(mode="nope", title="Framed bad")}'
            f'<script src="{server.url}embed.js"></script></body></html>')
    (tmp_path / "elsewhere.html").write_text(html, encoding="utf-8")
    other = Server(tmp_path)  # another port: another origin
    page.goto(f"{other.url}elsewhere.html")
    frames = page.locator("iframe")
    assert frames.count() == 2
    first = page.frame_locator("iframe").nth(0)
    r = first.get_by_role("region", name="Framed step")
    r.get_by_role("button", name="Next").click(timeout=ENGINE_TIMEOUT_MS)
    assert "Position 2 of 2" in r.get_by_role("status").inner_text()
    bad = page.frame_locator("iframe").nth(1).get_by_role("region", name="Framed bad")
    assert "Unknown mode" in bad.get_by_role("status").inner_text()
    # the frame took its content's height (postMessage to embed.js)
    page.wait_for_function("document.querySelector('iframe').getBoundingClientRect().height > 450", timeout=10_000)
    other.stop()
