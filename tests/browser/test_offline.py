"""Offline: a reload after the server is gone (service worker), the single-file build, and how
a person finds both: "Save for offline play" downloads the single file with a
line on opening it from disk, and a quiet note says when the service worker holds this build.
"""

import json

import pytest

from tests.browser.pagedriver import shot_dir

from tests.browser.games.rose_king.driver import RoseKingApp
from tests.browser.pagedriver import Server, open_page

SHOTS = shot_dir()  # .cache/screenshots, as the other browser tests
OFFLINE = {
    "en": {"menu": "Menu", "foot": "Offline play", "save": "Save for offline play", "how": "open it from your downloads folder",
           "ready": "Ready to play offline", "missing": "The offline file is not part of this copy of the site."},
    "de": {"menu": "Menü", "foot": "Spielen ohne Netz", "save": "Zum Offline-Spielen speichern", "how": "aus deinem Download-Ordner",
           "ready": "Bereit zum Offline-Spielen", "missing": "Die Offline-Datei gehört nicht zu dieser Ausgabe der Seite."},
}

pytestmark = [pytest.mark.browser, pytest.mark.service_worker]


def test_reload_offline_after_server_stopped(context, dist):
    assert (dist / "sw.js").exists(), "dist/sw.js not built (python build.py makes it)"
    srv = Server(dist)
    try:
        page = context.new_page()
        app = RoseKingApp(page, srv.url).open()
        # the service worker precaches everything during install, then claims the page
        page.wait_for_function(
            "navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=60_000
        )
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        app.new_game("hotseat", seed="71")
        app.human_turn()
        app.human_turn()
        before = app.ui["position"]
    finally:
        srv.stop()

    # the origin is unreachable now; everything must come from the service worker's cache
    page.reload()
    app.wait_ready()
    assert app.ui["position"] == before
    assert len(app.move_texts()) == 2
    app.human_turn()
    assert len(app.move_texts()) == 3


def test_two_copies_on_one_origin_keep_apart_and_each_reloads_offline(context, dist, tmp_path):
    """Two copies of the site in two folders of one origin (a project page of a static host, a
    test copy beside the live one): each keeps its own caches (sw.js and worker.mjs name them with
    the folder), saves and locks (site.mjs), so after the server is gone each reloads its own game
    from its own service worker and plays on."""
    games = tmp_path / "games"
    games.mkdir()
    names = ("rosarium", "rosarium-b")
    for name in names:
        (games / name).symlink_to(dist, target_is_directory=True)
    srv = Server(tmp_path)
    copies = {}
    try:
        for seed, name in zip(("71", "72"), names):
            page = context.new_page()
            app = RoseKingApp(page, f"{srv.url}games/{name}/").open()
            page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=60_000)
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            app.new_game("hotseat", seed=seed)
            app.human_turn()
            copies[name] = (page, app, app.ui["position"])
        page = copies["rosarium"][0]
        build = page.evaluate("fetch('manifest.json', {cache: 'no-store'}).then(r => r.json()).then(m => m.build)")
        keys = page.evaluate("caches.keys()")
        assert {f"rosarium-{build}@/games/{n}/" for n in names} <= set(keys), keys
        # the other page's save reaches this page's copy of localStorage a moment after its write
        page.wait_for_function("() => Object.keys(localStorage).filter((k) => k.includes('game.v2.')).length >= 2", timeout=10_000)
        saves = page.evaluate("Object.keys(localStorage).filter((k) => k.includes('game.v2.'))")
        assert sorted(saves) == sorted(f"rosarium@/games/{n}/.game.v2.rose-king" for n in names)
        assert copies["rosarium"][2] != copies["rosarium-b"][2]  # two games, one per copy
    finally:
        srv.stop()

    # the origin is unreachable now; each copy comes back from its own cache, with its own game
    for name, (page, app, before) in copies.items():
        page.reload()
        app.wait_ready()
        assert app.ui["position"] == before, name
        app.human_turn()
        assert len(app.move_texts()) == 2, name


def test_a_new_version_is_announced_and_taken_only_when_asked(context, dist, tmp_path):
    """The next build at the same address, in the same profile (seeds/table.md TBL-4.3): the page
    says that a new version is ready and goes on with the running one; "Use it now" puts the new
    one in place and the page reloads into the game as it was."""
    site = tmp_path / "site"
    site.mkdir()
    for entry in dist.iterdir():
        if entry.name != "sw.js":
            (site / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    running = (dist / "sw.js").read_text(encoding="utf-8")
    old = json.loads((dist / "manifest.json").read_text())["build"]
    new = "0" * 16 if old != "0" * 16 else "1" * 16
    (site / "sw.js").write_text(running, encoding="utf-8")
    srv = Server(site)
    try:
        page = context.new_page()
        app = RoseKingApp(page, srv.url).open()
        page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=60_000)
        app.new_game("hotseat", seed="73")
        app.human_turn()
        app.human_turn()
        before = app.ui["position"]
        # the next build: build.py stamps each build's id into sw.js, so the browser sees a new worker
        (site / "sw.js").write_text(running.replace(json.dumps(old), json.dumps(new), 1), encoding="utf-8")
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true)")
        page.get_by_text("A new version of Rosarium is ready").wait_for(timeout=120_000)
        # announced, not taken: the running build's worker still serves this page and its cache
        assert f"rosarium-{old}@/" in page.evaluate("caches.keys()")
        assert app.ui["position"] == before
        with page.expect_navigation(timeout=120_000):
            page.get_by_role("button", name="Use it now").click()
        app.wait_ready()
        assert app.ui["position"] == before
        assert len(app.move_texts()) == 2
        keys = page.evaluate("caches.keys()")
        assert f"rosarium-{new}@/" in keys and f"rosarium-{old}@/" not in keys, keys
        assert page.get_by_text("A new version of Rosarium is ready").count() == 0
    finally:
        srv.stop()


def test_single_file_from_file_url(context, dist):
    single = dist / "rosarium-single.html"
    assert single.exists(), "dist/rosarium-single.html not built (python build.py makes it)"
    page = context.new_page()
    app = RoseKingApp(page, None)
    app.open(url=single.as_uri() + "?delay=0")
    app.new_game("computer", seed="81", play_as="Red")
    for _ in range(3):
        app.human_turn()
    app.settle()
    assert len(app.move_texts()) == 6
    assert app.status().startswith("Red to move")
    # the single file is the offline copy: it offers no download of itself and no worker's note
    assert page.get_by_role("button", name="Save for offline play").count() == 0
    assert page.get_by_text("Ready to play offline").count() == 0


# What WebKit refuses a worker with an opaque origin, as the single file's (a data: URL) is:
# every read of a Blob (NotReadableError) and the blob: URLs it makes as module scripts. Put in
# front of the worker's source, so that Chromium, which allows both, starts the engine the way
# WebKit must.
OPAQUE_WORKER_REFUSALS = """
const refused = () => new DOMException("The I/O read operation failed.", "NotReadableError");
for (const m of ["arrayBuffer", "text", "bytes"]) Blob.prototype[m] = () => Promise.reject(refused());
Blob.prototype.stream = () => new ReadableStream({ start(c) { c.error(refused()); } });
URL.createObjectURL = () => { throw new DOMException("blob: URLs refused", "SecurityError"); };
"""
REFUSING_WORKER = """(() => {
  let inline;
  Object.defineProperty(globalThis, "ROSARIUM_INLINE", { configurable: true, get: () => inline,
    set: (v) => { v.workerSource = %s + v.workerSource; inline = v; } });
})();""" % json.dumps(OPAQUE_WORKER_REFUSALS)


def test_single_file_without_blob_reads_or_blob_imports(context, dist):
    single = dist / "rosarium-single.html"
    assert single.exists(), "dist/rosarium-single.html not built (python build.py makes it)"
    context.add_init_script(REFUSING_WORKER)
    page = context.new_page()
    app = RoseKingApp(page, None)
    app.open(url=single.as_uri() + "?delay=0")
    app.human_turn()
    app.settle()
    assert len(app.move_texts()) >= 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_save_for_offline_play_downloads_the_single_file(browser, server, dist, guard, lang):
    w = OFFLINE[lang]
    # no service worker here: the download is asked of the server itself
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, accept_downloads=True, locale="en-US",
                              bypass_csp=True, service_workers="block")
    page = ctx.new_page()
    guard.watch(page)
    if not (dist / "rosarium-single.html").exists():  # built with --no-single: a stand-in file
        page.route("**/rosarium-single.html", lambda route: route.fulfill(
            status=200, content_type="text/html", body="<!doctype html><title>single</title>"))
    RoseKingApp(page, server.url, lang).open(f"delay=0&lang={lang}")
    # in the top bar's Menu, which stays open after the button so its answer is read beside it
    page.get_by_role("button", name=w["menu"], exact=True).click()
    foot = page.get_by_role("group", name=w["foot"])
    button = foot.get_by_role("button", name=w["save"])
    # the line on opening the file from disk is the button's description
    described = page.locator(f"#{button.get_attribute('aria-describedby')}").inner_text()
    assert w["how"] in described and "rosarium-single.html" in described
    with page.expect_download() as dl:
        button.click()
    assert dl.value.suggested_filename == "rosarium-single.html"
    assert w["how"] in foot.inner_text()
    foot.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"offline-save-{lang}-1366.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    foot.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"offline-save-{lang}-390.png"))
    assert foot.is_visible()

    # a copy of the site without the single file says so, and nothing downloads
    page.unroute("**/rosarium-single.html")
    page.route("**/rosarium-single.html", lambda route: route.fulfill(status=404, body=""))
    button.click()
    foot.get_by_text(w["missing"]).wait_for()
    # the browser logs the refused request itself: that one 404 is this check's, not a fault
    assert sum("404" in e for e in guard.errors) == 1
    guard.errors[:] = [e for e in guard.errors if "404" not in e]
    ctx.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_quiet_note_once_the_service_worker_holds_this_build(context, dist, lang):
    assert (dist / "sw.js").exists(), "dist/sw.js not built (python build.py makes it)"
    w = OFFLINE[lang]
    srv = Server(dist)  # an origin of its own: a fresh service worker
    try:
        page = context.new_page()
        RoseKingApp(page, srv.url, lang).open(f"delay=0&lang={lang}")
        page.get_by_role("button", name=w["menu"], exact=True).click()
        note = page.get_by_role("group", name=w["foot"]).get_by_text(w["ready"])
        note.wait_for(timeout=60_000)
        # said only once the worker is active and its cache is this build's
        build = page.evaluate("fetch('manifest.json', {cache: 'no-store'}).then(r => r.json()).then(m => m.build)")
        assert page.evaluate("caches.keys()").count(f"rosarium-{build}@/") == 1  # named with its folder (sw.js)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert page.get_by_role("alert").filter(has_text=w["ready"]).count() == 0  # quiet: not a message
        page.set_viewport_size({"width": 1366, "height": 768})
        note.scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"offline-ready-{lang}-1366.png"))
        page.set_viewport_size({"width": 390, "height": 844})
        note.scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"offline-ready-{lang}-390.png"))
    finally:
        srv.stop()


def test_group_play_once_opened_plays_offline(context, dist):
    """Play in a group is not precached (a first visit stays small): its code and engine modules
    come when a person first opens it, and are kept then, so that the game goes on offline."""
    from tests.browser.test_group import invite, link_field

    srv = Server(dist)
    try:
        page = context.new_page()
        open_page(page, srv.url)
        page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=60_000)
        manifest = json.loads((dist / "manifest.json").read_text())
        assert manifest["on_demand"], "the build names no file fetched on demand"
        cached = "(names) => caches.keys().then((ks) => Promise.all(ks.map((k) => caches.open(k).then((c) => c.keys())))).then((all) => all.flat().map((r) => new URL(r.url).pathname.split('/').pop())).then((got) => names.filter((n) => got.includes(n.split('/').pop())))"
        assert page.evaluate(cached, manifest["on_demand"]) == []  # not at install
        page.reload()  # a later visit, the page and its engine under the service worker
        open_page(page, srv.url)
        link = invite(page, "Ann")
        assert sorted(page.evaluate(cached, manifest["on_demand"])) == sorted(manifest["on_demand"])
    finally:
        srv.stop()
    page.reload()
    page.wait_for_function("() => window.rosariumGroup && window.rosariumGroup.phase === 'joining' && !window.rosariumGroup.busy", timeout=60_000)
    assert link_field(page).input_value() == link
