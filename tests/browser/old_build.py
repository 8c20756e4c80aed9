"""An older commit of main as the site its own build.py made, played in a page: for the upgrade
test (tests/browser/test_upgrade.py) and for the save corpus's page files (tools/data/make_page_saves.py).

    dist = build_commit("261e76e", folder)      # that commit's dist/ (git archive + its build.py)
    srv = SwappedServer(dist); ...; srv.serve(other_dist)   # one origin, its files swapped
    state, moves, export = played_on_old_build(page, srv.url, "rose-king", folder)
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tests.browser.pagedriver import ENGINE_TIMEOUT_MS, MOVE_TIMEOUT_MS, page_url, settle
from tests.browser.test_every_game import person_moves

ROOT = Path(__file__).resolve().parents[2]
READY = "() => document.body.dataset.engine === 'ready' && window.rosarium && window.rosarium.settled"
HUMAN_OR_OVER = ("() => window.rosarium && window.rosarium.settled && (document.body.dataset.turn === 'human'"
                 " || !!(window.rosarium.ui && window.rosarium.ui.outcome))")


class NoHistory(RuntimeError):
    """The checkout does not hold the commit (a shallow clone)."""


def build_commit(commit: str, where: Path) -> Path:
    """dist/ of ``commit``, built in ``where`` by its own build.py with today's node_modules and
    fetched wheels (the same pinned Pyodide)."""
    git = shutil.which("git")
    known = git and subprocess.run([git, "-C", str(ROOT), "cat-file", "-e", f"{commit}^{{commit}}"],
                                   capture_output=True).returncode == 0
    if not known:
        raise NoHistory(f"building commit {commit} of main needs the repository's history "
                        "(a full clone; `git fetch --unshallow` in a shallow one)")
    tree = subprocess.run([git, "-C", str(ROOT), "archive", commit], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(tree)) as tar:
        tar.extractall(where, filter="data")
    (where / "web" / "node_modules").symlink_to(ROOT / "web" / "node_modules")
    (where / ".cache").symlink_to(ROOT / ".cache")
    made = subprocess.run([sys.executable, "build.py"], cwd=where, capture_output=True, text=True,
                          env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    if made.returncode != 0:
        raise RuntimeError(f"the build of {commit} failed:\n{made.stdout[-2000:]}\n{made.stderr[-2000:]}")
    return where / "dist"


class SwappedServer:
    """One origin whose files are one build's dist/ until ``serve(other)``: an upgrade in place."""

    def __init__(self, directory: Path):
        import build  # noqa: PLC0415

        self.root = directory
        server = self

        class Handler(build.Handler):
            def __init__(self, *args, **kwargs):
                SimpleHTTPRequestHandler.__init__(self, *args, directory=str(server.root), **kwargs)

            def send_head(self):
                # the files' times say nothing here (the older build was built last): every
                # answer is the file itself, never a 304 for a file of the other build
                del self.headers["If-Modified-Since"]
                return super().send_head()

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def serve(self, directory: Path):
        self.root = directory

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def played_on_old_build(page, url, game_id, tmp_path, moves=3):
    """``moves`` of the person's moves of ``game_id`` on the old page (against its computer when
    that is the page's first game), then its shared file written (its Export game button, Share
    game in later builds); returns (state, moves shown, the file)."""
    page.goto(page_url(url, f"game={game_id}"))
    page.wait_for_function(READY, timeout=ENGINE_TIMEOUT_MS)
    for _ in range(moves):
        page.wait_for_function(HUMAN_OR_OVER, timeout=MOVE_TIMEOUT_MS)
        if page.evaluate("window.rosarium.handover") is not None:
            page.get_by_role("button", name=re.compile(r", show my ")).click()
            settle(page)
        person_moves(page)
    page.wait_for_function(HUMAN_OR_OVER, timeout=MOVE_TIMEOUT_MS)
    state = page.evaluate("window.rosarium.state")
    shown = page.locator("#movelist li.done").count()
    button = page.get_by_role("button", name=re.compile(r"^(Export game|Share game)$"))
    with page.expect_download() as dl:
        button.click()
    path = tmp_path / f"{game_id}-old.json"
    dl.value.save_as(path)
    return state, shown, path


