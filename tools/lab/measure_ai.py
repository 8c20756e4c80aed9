#!/usr/bin/env python3
"""Measure the computer's move time in the page, in headless Chromium (Debian's chromium).

    python tools/lab/measure_ai.py [--game rose-king] [--level hard] [--games 1] [--seed 1]
                               [--variant 2p|4p|…] [--moves N] [--json]

Serves dist/ (build it first) on 127.0.0.1, opens the page, starts a computer-against-computer
game of ``--game`` (any game of the engine's registry; its name and variants from its INFO) in
the New game dialog, by role and name, at ``--level`` and lets it play to the end (or stop after
``--moves`` computer moves: a Bella Rosarum game has some 600). The page
times every computer move with performance.now() around its ``choose_action`` call to the
search worker (``window.rosarium.aiTimes``: the round trip the player waits, JSON included; the
win-chance switch stays off so nothing else is queued in that worker). Prints the figures:
moves, median, 90th percentile, max, and the moves over 1.5 s.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from pagedriver import App, Server  # noqa: E402

from engine.games import GAMES, game_module  # noqa: E402

CHROMIUM = os.environ.get("ROSARIUM_CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]
LEVEL_LABEL = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}
LIMIT_MS = 1500


# the page's own label of a variant where it differs from the engine's INFO name
VARIANT_LABEL = {("rose-king", "4p"): "4 players in teams (Red 1 + Red 2 against White 1 + White 2)"}


def play_one(app, game, level, seed, variant, timeout_s, moves=0):
    page = app.page
    info = game_module(game).INFO
    end = page.get_by_role("dialog", name="Game over")
    if end.count() and end.is_visible():
        end.get_by_role("button", name="Close").click()
    # the toolbar's button: a finished game's own table may offer a "New game" button too
    page.locator("#toolbar").get_by_role("button", name="New game", exact=True).click()
    dlg = page.get_by_role("dialog")
    dlg.get_by_role("radio", name=info.names["en"], exact=True).check()
    v = next(x for x in info.variants if x.id == variant)
    if v is info.variants[0]:  # the dialog's own modes play a game's first variant
        dlg.get_by_role("radio", name="Computer against computer (watch)").check()
    else:  # every other variant is a mode of its own, each seat ticked for the computer
        dlg.get_by_role("radio", name=VARIANT_LABEL.get((game, variant), v.names["en"]), exact=True).check()
        seats = dlg.get_by_role("group", name="Computer-controlled seats").filter(visible=True).get_by_role("checkbox")
        for i in range(seats.count()):
            seats.nth(i).set_checked(True)
    dlg.get_by_label("Computer strength").select_option(value=level)
    dlg.get_by_label("Seed (same seed, same deal)").fill(str(seed))
    before = page.evaluate("window.rosarium.aiTimes.length")
    dlg.get_by_role("button", name="Start").click()
    t0 = time.time()
    # the game just started (the last one's outcome stays on the board until the new one is dealt)
    done = f"String(window.rosarium.config && window.rosarium.config.seed) === '{seed}' && window.rosarium.ui && window.rosarium.ui.outcome"
    if moves:
        done = f"({done}) || window.rosarium.aiTimes.length >= {before + moves}"
    page.wait_for_function(done, timeout=timeout_s * 1000, polling=500)
    wall = time.time() - t0
    times = page.evaluate("window.rosarium.aiTimes")[before:]
    if moves:
        times = times[:moves]
    return [t["ms"] for t in times if t["level"] == level], wall


def pct(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="hard", choices=["easy", "medium", "hard", "max"])
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game", default="rose-king", choices=list(GAMES))
    ap.add_argument("--variant", default=None, help="a variant id of the game's INFO (default: its first)")
    ap.add_argument("--moves", type=int, default=0, help="stop each game after this many computer moves (0: play to the end)")
    ap.add_argument("--query", default="delay=0", help="page URL parameters (e.g. delay=0&hard_ms=1250)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    variants = [v.id for v in game_module(args.game).INFO.variants]
    args.variant = args.variant or variants[0]
    if args.variant not in variants:
        ap.error(f"{args.game} has the variants {', '.join(variants)}")
    if not (ROOT / "dist" / "index.html").exists():
        sys.exit("dist/ is not built: run python build.py")

    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    server = Server(ROOT / "dist")
    all_ms, games = [], []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
            # the pages' policy forbids the evaluated strings the tool waits with (as the tests do)
            page = browser.new_context(viewport={"width": 1280, "height": 900}, bypass_csp=True).new_page()
            app = App(page, server.url).open(args.query)
            for g in range(args.games):
                ms, wall = play_one(app, args.game, args.level, args.seed + g, args.variant, timeout_s=1800, moves=args.moves)
                games.append({"seed": args.seed + g, "moves": len(ms), "wall_s": round(wall, 1)})
                all_ms += ms
                if not args.json:
                    print(f"game seed {args.seed + g}: {len(ms)} searched moves in {wall:.1f} s; "
                          f"median {statistics.median(ms):.0f} ms, max {max(ms)} ms", flush=True)
            browser.close()
    finally:
        server.stop()
    over = [m for m in all_ms if m > LIMIT_MS]
    summary = {
        "game": args.game, "level": args.level, "variant": args.variant, "games": games, "moves": len(all_ms),
        "median_ms": statistics.median(all_ms), "p90_ms": pct(all_ms, 0.9), "max_ms": max(all_ms),
        "mean_ms": round(statistics.fmean(all_ms)), f"over_{LIMIT_MS}_ms": len(over),
        "cpus": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{args.game} {args.level} ({args.variant}), {len(all_ms)} computer moves in Chromium: "
              f"median {summary['median_ms']:.0f} ms, mean {summary['mean_ms']} ms, "
              f"p90 {summary['p90_ms']} ms, max {summary['max_ms']} ms, "
              f"{len(over)} over {LIMIT_MS} ms ({os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
