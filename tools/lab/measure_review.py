#!/usr/bin/env python3
"""Measure the review's analysis in the page, per position, in headless Chromium.

    python tools/lab/measure_review.py [--game <id>] [--seed 1] [--moves N] [--query "delay=0"]

Plays a game to its end with seeded random moves through the engine (as tests/browser/
test_review.py does), or only its first N moves (`--moves`: an unfinished game, for a game
without secrets), imports it into the page (dist/, build it first), presses "Analyse the game"
and waits until the analysis is done. Prints the positions analysed, the wall time from the
press to the end, the page's own time (performance.now() from the start of the analysis to
its last answer) and the time per position, with the page's own settings (the review level,
default hard; review_total_ms, the whole game's search time, default 3500; review_ms, one
position's cap, default 300; change them with --query, e.g. "delay=0&review_level=max").
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from pagedriver import App, Server  # noqa: E402

from engine import api  # noqa: E402
from engine.games import GAMES  # noqa: E402

CHROMIUM = os.environ.get("ROSARIUM_CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]


def record(game, seed, folder, moves=None):
    """A game of seeded random moves (to its end, or its first `moves`) as a record file: (path,
    number of actions)."""
    rng = random.Random(seed)
    rec = api.new_record(game, seed, {}, None)
    state = rec["start"]
    while api.outcome(state) is None and (moves is None or len(rec["actions"]) < moves):
        res = api.step(state, rng.choice(api.legal_actions(state)))
        rec["actions"].append(res["entry"])
        state = res["state"]
    rec["result"] = api.outcome(state)
    path = Path(folder) / f"{game}.json"
    path.write_text(json.dumps(rec))
    return path, len(rec["actions"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default=list(GAMES)[0], choices=list(GAMES))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--moves", type=int, default=None, help="only the first N moves (an unfinished game)")
    ap.add_argument("--query", default="delay=0")
    args = ap.parse_args()
    if not (ROOT / "dist" / "index.html").exists():
        sys.exit("dist/ is not built: run python build.py")
    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    server = Server(ROOT / "dist")
    try:
        with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
            path, actions = record(args.game, args.seed, tmp, args.moves)
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
            page = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True).new_page()
            App(page, server.url).open(args.query)
            with page.expect_file_chooser() as chooser:
                page.get_by_role("button", name="Open file", exact=True).click()
            chooser.value.set_files(str(path))
            # the imported game is on the board (not the page's first game): all its moves played
            page.wait_for_function(f"() => window.rosarium.settled && window.rosarium.ui && window.rosarium.index === {actions}",
                                   timeout=60_000)
            end = page.get_by_role("dialog", name="Game over")
            if end.count() and end.is_visible():
                end.get_by_role("button", name="Close").click()
            analysis = page.get_by_role("region", name="Analysis")
            t0 = time.perf_counter()
            analysis.get_by_role("button", name="Analyse the game").click()
            page.wait_for_function("() => { const r = window.rosarium.review; return r.analysis && !r.analysis.running; }",
                                   timeout=1_800_000)
            wall = time.perf_counter() - t0
            summary = page.evaluate("window.rosarium.review.analysis")
            browser.close()
    finally:
        server.stop()
    positions = actions + 1
    page_ms = summary.get("ms") or 0
    print(f"{args.game} review ({args.query}): {summary['points']} of {positions} positions analysed in "
          f"{wall:.1f} s from the press, {page_ms / 1000:.1f} s in the page, "
          f"{page_ms / max(1, summary['points']):.0f} ms a position ({os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
