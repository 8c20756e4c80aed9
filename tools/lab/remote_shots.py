"""Screenshots of play with a friend by links (web/REMOTE.md): the invitation, waiting and
"your move" screens, desktop (1366×768) and phone (390×844), English and German.

    python tools/lab/remote_shots.py OUT_DIR [GAME]      (dist/ built first: python build.py)

Two browser contexts with no shared storage play the first moves by passing links, as two
friends would; the game is GAME (an engine game id), else the first one the engine can play at
a distance. With GAME given, one more screen: the inviter's next choice after its first move
(for a game with a secret set-up, its first choice in play, both sides' secrets still hidden).
"""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.browser.pagedriver import Server  # noqa: E402

SIZES = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
WAIT = 90_000


def side(browser, base, lang, size, wait=WAIT):
    """A player's own browser context (no storage shared with the others) on the page, ready."""
    ctx = browser.new_context(viewport=SIZES[size], locale="de-DE" if lang == "de" else "en-US", bypass_csp=True,
                              device_scale_factor=1, is_mobile=size == "phone", has_touch=size == "phone")
    page = ctx.new_page()
    page.goto(f"{base}?delay=0&lang={lang}")
    page.wait_for_function("() => document.body.dataset.engine === 'ready' && window.rosarium.settled", timeout=wait)
    return ctx, page


def wait_turn(page, turn):
    page.wait_for_function(f"() => window.rosariumRemote.turn >= {turn} && !window.rosariumRemote.busy && window.rosarium.settled",
                           timeout=WAIT)


def pass_link(src, dst):
    turn = src.evaluate("window.rosariumRemote.turn")
    dst.evaluate("l => { location.hash = new URL(l).hash; }", src.evaluate("window.rosariumRemote.link"))
    wait_turn(dst, turn)


def play_until_choice(a, b):
    """Pass links (the friend making its first choice each time) until the inviter ``a``, whose
    link is the newest, has a choice again."""
    sides = [a, b]
    k = 0  # a sent the newest link (its set-up)
    for _ in range(60):
        src, dst = sides[k], sides[1 - k]
        pass_link(src, dst)
        while dst.evaluate("window.rosariumRemote.phase") == "move":
            if dst is a:
                return
            turn = dst.evaluate("window.rosariumRemote.turn")
            dst.evaluate("() => window.rosariumRemote.act(window.rosarium.ui.legal[0])")
            dst.wait_for_function("() => !window.rosariumRemote.busy && window.rosarium.settled", timeout=WAIT)
        k = 1 - k
    raise AssertionError("no choice for the inviter in 60 links")


def run(out, game=None):
    out.mkdir(parents=True, exist_ok=True)
    server = Server(ROOT / "dist")
    shots = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
            for lang in ("en", "de"):
                for size in SIZES:
                    a_ctx, a = side(browser, server.url, lang, size)
                    b_ctx, b = side(browser, server.url, lang, size)
                    a.click("#btn-menu") if size == "phone" and not a.is_visible("#btn-new") else None
                    a.click("#btn-new")
                    a.click("#ng-friend")
                    if game:
                        a.select_option("#remote-game", game)
                    a.locator(".remote-dialog button[type=submit]").click()
                    a.wait_for_function("() => window.rosariumRemote.phase === 'invited'", timeout=WAIT)
                    name = f"invitation-{size}-{lang}.png"
                    a.mouse.move(1, 1)  # no tile's tooltip under a pointer left on the board
                    a.screenshot(path=str(out / name))
                    shots.append(name)
                    link = a.evaluate("window.rosariumRemote.link")
                    a.keyboard.press("Escape")
                    b.evaluate("l => { location.hash = new URL(l).hash; }", link)
                    b.locator(".confirm-dialog button.primary").click()
                    wait_turn(b, 1)
                    a.evaluate("l => { location.hash = new URL(l).hash; }", b.evaluate("window.rosariumRemote.link"))
                    wait_turn(a, 1)
                    a.wait_for_function("() => window.rosariumRemote.phase === 'move'", timeout=WAIT)
                    name = f"your-move-{size}-{lang}.png"
                    a.mouse.move(1, 1)  # no tile's tooltip under a pointer left on the board
                    a.screenshot(path=str(out / name))
                    shots.append(name)
                    a.evaluate("() => window.rosariumRemote.act(window.rosarium.ui.legal[0])")
                    wait_turn(a, 2)
                    a.wait_for_function("() => window.rosariumRemote.phase === 'waiting'", timeout=WAIT)
                    a.evaluate("() => document.querySelector('#remote-panel').scrollIntoView()")
                    name = f"waiting-{size}-{lang}.png"
                    a.mouse.move(1, 1)  # no tile's tooltip under a pointer left on the board
                    a.screenshot(path=str(out / name))
                    shots.append(name)
                    if game:
                        a.evaluate("() => window.scrollTo(0, 0)")
                        play_until_choice(a, b)
                        name = f"next-move-{size}-{lang}.png"
                        a.mouse.move(1, 1)
                        a.screenshot(path=str(out / name))
                        shots.append(name)
                    a_ctx.close()
                    b_ctx.close()
            browser.close()
    finally:
        server.stop()
    return shots


if __name__ == "__main__":
    for name in run(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else None):
        print(name)
