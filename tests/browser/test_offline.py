"""Offline: a reload after the server is gone (service worker), and the single-file build."""

import pytest

from pagedriver import App, Server

pytestmark = pytest.mark.browser


def test_reload_offline_after_server_stopped(context, dist):
    if not (dist / "sw.js").exists():
        pytest.skip("dist/sw.js not built")
    srv = Server(dist)
    try:
        page = context.new_page()
        app = App(page, srv.url).open()
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


def test_single_file_from_file_url(context, dist):
    single = dist / "rosarium-single.html"
    if not single.exists():
        pytest.skip("dist/rosarium-single.html not built")
    page = context.new_page()
    app = App(page, None)
    app.open(url=single.as_uri() + "?delay=0")
    app.new_game("computer", seed="81", play_as="Red")
    for _ in range(3):
        app.human_turn()
    app.settle()
    assert len(app.move_texts()) == 6
    assert app.status().startswith("Red to move")
