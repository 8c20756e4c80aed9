"""Writes the save corpus's page files of one past commit: what that build's page kept and wrote.

    python tools/data/make_page_saves.py COMMIT [--moves 3]

Builds COMMIT of main with its own build.py (tests/browser/old_build.py), serves it, and in
Chromium plays each game's page: the person's first moves (the first enabled buttons of the
table), the page's computer answering. Then, per game, it keeps the autosave the page wrote to
localStorage (``tests/saves/<game>/<commit>-page-autosave.json``, the text as stored) and the file
its Export game (or Share game) button wrote (``<commit>-page-share.json``).
tests/engine/test_save_corpus.py replays each on today's engine and plays it to its end.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.games import GAMES  # noqa: E402
from tests.browser.old_build import SwappedServer, build_commit, played_on_old_build  # noqa: E402

OUT = ROOT / "tests" / "saves"
SAVE_KEY = "rosarium.game.v2."  # + the game's id: where builds before folder-named keys autosaved


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("commit")
    ap.add_argument("--moves", type=int, default=3, help="the person's moves per game")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    with tempfile.TemporaryDirectory() as tmp:
        dist = build_commit(args.commit, Path(tmp) / "build")
        srv = SwappedServer(dist)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path="/usr/bin/chromium")
                page = browser.new_context(accept_downloads=True).new_page()
                for game_id in sorted(GAMES):
                    _, moves, export = played_on_old_build(page, srv.url, game_id, Path(tmp), moves=args.moves)
                    saved = page.evaluate("(k) => localStorage.getItem(k)", SAVE_KEY + game_id)
                    assert saved, f"{game_id}: the page kept no autosave under {SAVE_KEY}{game_id}"
                    folder = OUT / game_id
                    folder.mkdir(parents=True, exist_ok=True)
                    (folder / f"{args.commit}-page-autosave.json").write_text(saved + "\n", encoding="utf-8")
                    (folder / f"{args.commit}-page-share.json").write_bytes(export.read_bytes())
                    print(f"{game_id}: {moves} moves shown; autosave {len(saved):,} characters, "
                          f"export {export.stat().st_size:,} bytes")
                browser.close()
        finally:
            srv.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
