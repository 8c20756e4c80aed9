"""Screenshots of play by links in a group (web/remote/group.js): New game with "Play in a group",
the invitation dialog, the invitation link, the join dialog, the working state, "your move",
waiting (with the ask to end), a refused link, the list of games and the end, desktop (1366×768)
and phone (390×844), English and German.

    python build.py && python tools/lab/group_shots.py OUT_DIR

Three browser contexts with no shared storage play a 3-player game of Bella Rosarum by links;
seats 1 and 2 concede (BR-13.3) at their first move of round 1, so that the game ends soon."""

import random
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.browser.pagedriver import Server  # noqa: E402
from tools.lab.remote_shots import SIZES, side  # noqa: E402

WAIT = 180_000
NAMES = ["Ann", "Bo", "Cy"]


def player(browser, base, lang, size):
    return side(browser, base, lang, size, WAIT)


def g(page, key):
    return page.evaluate(f"window.rosariumGroup && window.rosariumGroup.{key}")


def idle(page):
    page.wait_for_function("() => window.rosariumGroup && !window.rosariumGroup.busy && window.rosariumGroup.phase !== null"
                           " && window.rosarium.settled", timeout=WAIT)


def link_of(page):
    return page.locator(".group-dialog[open] .remote-link, #group-panel .remote-link").first.input_value()


def open_link(page, link):
    page.evaluate("l => { location.hash = new URL(l).hash; }", link)


def run(out):
    out.mkdir(parents=True, exist_ok=True)
    server = Server(ROOT / "dist")
    shots = []

    def shot(page, name):
        page.mouse.move(1, 1)  # no tooltip under a pointer left on the board
        page.screenshot(path=str(out / name))
        shots.append(name)

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
            for lang in ("en", "de"):
                for size in SIZES:
                    tag = f"{size}-{lang}"
                    players = [player(browser, server.url, lang, size) for _ in range(3)]
                    pages = [pg for _, pg in players]
                    a = pages[0]
                    if size == "phone" and not a.is_visible("#btn-new"):
                        a.click("#btn-menu")
                    a.click("#btn-new")
                    a.locator("#ng-group").scroll_into_view_if_needed()
                    shot(a, f"group-new-game-{tag}.png")
                    a.click("#ng-group")
                    a.wait_for_selector("#group-name")
                    a.fill("#group-name", NAMES[0])
                    shot(a, f"group-invite-form-{tag}.png")
                    a.locator(".group-dialog button[type=submit]").click()
                    a.wait_for_function("() => window.rosariumGroup.phase === 'joining'", timeout=WAIT)
                    shot(a, f"group-invitation-{tag}.png")
                    link = link_of(a)
                    for k in (1, 2):
                        pg = pages[k]
                        open_link(pg, link)
                        pg.wait_for_selector("#group-join-name")
                        pg.fill("#group-join-name", NAMES[k])
                        if k == 1:
                            shot(pg, f"group-join-{tag}.png")
                        pg.locator(".group-dialog button[type=submit]").click()
                        pg.wait_for_function("() => window.rosariumGroup && window.rosariumGroup.me !== null", timeout=WAIT)
                        idle(pg)
                        link = link_of(pg)
                        for q in pages[:k]:
                            open_link(q, link)
                            q.wait_for_function(f"() => window.rosariumGroup.count >= {k}", timeout=WAIT)
                            idle(q)
                    rnd = random.Random("group shots")
                    delivered, seen = 2, set()
                    while not all(g(pg, "phase") == "over" for pg in pages):
                        sent = [(i, g(pg, "link"), g(pg, "count")) for i, pg in enumerate(pages)]
                        sent = [s for s in sent if s[1] and s[2] > delivered]
                        if sent:
                            i, link, count = sent[0]
                            for j, q in enumerate(pages):
                                if j == i:
                                    continue
                                open_link(q, link)
                                if "working" not in seen:
                                    try:
                                        q.wait_for_function("() => window.rosariumGroup.phase === 'working'", timeout=3000)
                                        shot(q, f"group-working-{tag}.png")
                                        seen.add("working")
                                    except Exception:  # noqa: BLE001 (this link owed nothing of it)
                                        pass
                                q.wait_for_function(f"() => window.rosariumGroup.count >= {count}", timeout=WAIT)
                                idle(q)
                            delivered = count
                            continue
                        i = next(i for i, pg in enumerate(pages) if g(pg, "phase") == "move")
                        pg = pages[i]
                        if "move" not in seen:
                            shot(pg, f"group-your-move-{tag}.png")
                            seen.add("move")
                            w = pages[(i + 1) % 3]
                            w.evaluate("() => document.querySelector('#group-panel').scrollIntoView()")
                            shot(w, f"group-waiting-{tag}.png")
                            ask = w.locator("#group-panel .group-ask-end")
                            if ask.count():
                                ask.click()
                                w.wait_for_selector(".confirm-dialog[open]")
                                shot(w, f"group-ask-end-{tag}.png")
                                w.keyboard.press("Escape")
                            # a damaged link: refused, nothing changed
                            open_link(w, w.evaluate("location.origin + location.pathname") + "#group=g1.bm90IGEgbGluaw")
                            w.wait_for_function("() => window.rosariumGroup.refused > 0", timeout=WAIT)
                            idle(w)
                            w.evaluate("() => window.scrollTo(0, 0)")  # the message above the board
                            shot(w, f"group-refused-{tag}.png")
                            w.click("#btn-groups") if w.is_visible("#btn-groups") else (w.click("#btn-menu"), w.click("#btn-groups"))
                            w.wait_for_selector(".group-dialog[open] .remote-list")
                            shot(w, f"group-list-{tag}.png")
                            w.keyboard.press("Escape")
                        legal, view = g(pg, "legal"), g(pg, "view")
                        action = "concede" if i != 0 and view["round"] >= 1 and "concede" in legal else rnd.choice(
                            [x for x in legal if x != "concede"] or legal)
                        pg.evaluate("a => window.rosariumGroup.act(a)", action)
                        idle(pg)
                    for pg in pages:
                        pg.wait_for_timeout(300)
                    pages[1].keyboard.press("Escape")  # the end screen's dialog: the panel behind it
                    pages[1].evaluate("() => document.querySelector('#group-panel').scrollIntoView()")
                    shot(pages[1], f"group-over-{tag}.png")
                    for ctx, _ in players:
                        ctx.close()
            browser.close()
    finally:
        server.stop()
    return shots


if __name__ == "__main__":
    for name in run(Path(sys.argv[1])):
        print(name)
