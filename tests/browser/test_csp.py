"""Content-Security-Policy: every page carries a strict meta policy and plays
under it with no violation (a securitypolicyviolation listener on every page and worker start)."""

import pytest

from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.pagedriver import EMBEDS_SETTLED, ENGINE_TIMEOUT_MS
from tests.browser.test_embed import START

pytestmark = pytest.mark.browser

LISTEN = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
});
"""
REQUIRED = ["script-src 'self'", "'wasm-unsafe-eval'", "worker-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'"]


def policy_of(page):
    return page.evaluate("document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]')?.content ?? null")


def check_policy(page, violations=True):
    text = policy_of(page)
    assert text, "no Content-Security-Policy meta"
    for part in REQUIRED:
        assert part in text
    assert "'unsafe-inline'" not in text.split("script-src", 1)[1].split(";", 1)[0]
    assert "'unsafe-eval'" not in text
    if violations:
        assert page.evaluate("window.__csp") == []


@pytest.fixture
def watched(browser, guard):
    """A context that keeps the pages' policy in force (conftest's bypasses it)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    ctx.on("page", guard.watch)
    ctx.add_init_script(LISTEN)
    yield ctx
    ctx.close()


def test_game_page_plays_under_the_policy(watched, server, guard):
    app = RoseKingApp(watched.new_page(), server.url).open()
    app.new_game("computer", seed="c1", play_as="Red")
    app.human_turn()  # the computer answers from the search worker
    app.settle()
    assert len(app.move_texts()) == 2
    app.button("Hint").click()
    app.page.wait_for_function("() => (t => t && !t.includes('Looking'))(document.querySelector('#hint-text').textContent)", timeout=60_000)
    check_policy(app.page)
    # and the policy is really in force: an inline script the page did not ship does not run
    ran = app.page.evaluate(
        """() => new Promise((done) => {
          window.__ran = false;
          const s = document.createElement('script');
          s.textContent = 'window.__ran = true';
          document.body.append(s);
          setTimeout(() => done(window.__ran), 200);
        })"""
    )
    assert ran is False
    assert any("script-src" in v for v in app.page.evaluate("window.__csp"))
    # the refusal of that script is the one console error expected here
    guard.errors[:] = [e for e in guard.errors if "Content Security Policy" not in e]


@pytest.mark.parametrize(
    "path",
    ["lessons/index.html", "lessons/lesson.html?game=rose-king", "lessons/lesson.html?game=long-live-the-queen",
     "lessons/lesson.html?game=bella-rosarum", "authors.html"],
)
def test_other_pages_play_under_the_policy(watched, server, path):
    page = watched.new_page()
    page.goto(server.url + path)
    page.wait_for_function(f"() => {EMBEDS_SETTLED}", timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_timeout(300)
    check_policy(page)


def test_embed_frame_under_the_policy(watched, server):
    page = watched.new_page()
    page.goto(f"{server.url}embed.html?mode=step&position={START.replace(' ', '%20')}&line=%5B%22NE2%22%5D&title=Framed")
    page.wait_for_function("() => document.getElementById('board-frame').dataset.rwState === 'ready'", timeout=ENGINE_TIMEOUT_MS)
    page.get_by_role("button", name="Next").click()
    page.wait_for_function(f"() => {EMBEDS_SETTLED}", timeout=30_000)
    check_policy(page)


def test_single_file_plays_under_its_policy(watched, dist):
    single = dist / "rosarium-single.html"
    assert single.exists(), "dist/rosarium-single.html not built (python build.py makes it)"
    app = RoseKingApp(watched.new_page(), None)
    app.open(url=single.as_uri() + "?delay=0")
    app.new_game("computer", seed="c2", play_as="Red")
    app.human_turn()
    app.settle()
    assert len(app.move_texts()) == 2
    check_policy(app.page)
