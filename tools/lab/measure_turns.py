#!/usr/bin/env python3
"""Measure how long a computer's turn takes in the page at a chosen computer speed.

    python tools/lab/measure_turns.py [--variant 3p|4p|5p|6p] [--level medium]
                                  [--speed fast] [--turns 8] [--seed 1] [--json]

Serves dist/ (build it first), opens the page without ``delay=`` (so the person's computer speed
paces the moves: web/shell/config.js paceOf), chooses ``--speed`` in the table's "Computer speed"
control by its label and starts a game against the computer (the person plays the first seat,
the computer every other) from the New game dialog. The person's turns are played by pressing,
in each phase, the panel's button that ends it (Bella Rosarum's table, by its data-key), until
``--turns`` of the person's turns have passed. The page stamps every move with performance.now()
(``window.rosarium.moveTimes``); a turn is a run of one seat's moves, and its length runs from
the move before it (when the turn became due) to its last move: what a person waits for that
seat. Prints the computer turns' median, 90th percentile and max (ms) and the machine's load
average, since the figures depend on it. (A game of computers alone is paced by the review's
own speed, not this one.)
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

from pagedriver import HUMAN_OR_OVER, Server, new_game  # noqa: E402
from tools.lab.measure_ai import CHROME_ARGS, CHROMIUM, pct  # noqa: E402

SPEED_LABEL = {"instant": "Instant", "fast": "Fast", "normal": "Normal (follow each action)"}
# the actions that end each phase of a Bella Rosarum turn (seeds/bella-rosarum.md BR-4.1), in order
# (and "pass": a battle's defender declares nothing, BR-20.3)
ENDS = ["event", "end move", "end combat", "end parliament", "end coronation", "draw", "end turn", "pass"]


def turns_of(times):
    """[(seat, moves, ms)] of each completed turn in the stamped moves [{seat, at}]."""
    out = []
    i = 1
    while i < len(times):
        seat, start = times[i]["seat"], times[i - 1]["at"]
        j = i
        while j + 1 < len(times) and times[j + 1]["seat"] == seat:
            j += 1
        if j + 1 < len(times):  # the last turn may be cut off by --moves
            out.append((seat, j - i + 1, times[j]["at"] - start))
        i = j + 1
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", default="3p", choices=["3p", "4p", "5p", "6p"],
                    help="the number of seats; the person plays the first, the computer the rest")
    ap.add_argument("--level", default="medium", choices=["easy", "medium", "hard", "max"])
    ap.add_argument("--speed", default="fast", choices=list(SPEED_LABEL))
    ap.add_argument("--turns", type=int, default=8, help="the person's turns to play")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if not (ROOT / "dist" / "index.html").exists():
        sys.exit("dist/ is not built: run python build.py")

    from playwright.sync_api import sync_playwright  # noqa: PLC0415

    server = Server(ROOT / "dist")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
            page = browser.new_context(viewport={"width": 1366, "height": 768}, bypass_csp=True).new_page()
            # no delay= in the address: the speed chosen in the page paces the computer
            page.goto(f"{server.url}?game=bella-rosarum")
            page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=120_000)
            page.get_by_label("Computer speed").select_option(label=SPEED_LABEL[args.speed])
            mode = "computer" if args.variant == "3p" else f"{args.variant[0]} players"
            new_game(page, "Bella Rosarum", mode, seed=args.seed, level=args.level.capitalize(), wait=False)
            page.wait_for_function("window.rosarium.config && window.rosarium.config.controllers", timeout=120_000)
            seats = len(page.evaluate("window.rosarium.config.controllers"))
            assert seats == int(args.variant[0]), f"the page dealt {seats} seats, not {args.variant}"
            t0 = time.time()
            turns_played = 0
            while turns_played < args.turns:
                page.wait_for_function(HUMAN_OR_OVER, timeout=600_000, polling=100)
                u = page.evaluate("window.rosarium.ui")
                if u["outcome"]:
                    break
                act = next(a for a in ENDS if a in u["legal"])
                before = page.evaluate("window.rosarium.index")
                page.locator(f'[data-key="act:{act}"]').first.click()
                page.wait_for_function(f"window.rosarium.index !== {before}", timeout=600_000, polling=50)
                turns_played += act == "end turn"
            wall = time.time() - t0
            times = page.evaluate("window.rosarium.moveTimes")
            browser.close()
    finally:
        server.stop()
    # the computer's turns only: the person's own are as long as the tool takes to click
    turns = [t for t in turns_of(times) if t[0] != 0]
    ms = [t[2] for t in turns]
    # the game's first computer turn also waits for the page's start (the search worker, the
    # first imports of the computer's code): reported apart
    later = ms[1:] or ms
    # a round as the person waits for it: every computer turn between two of the person's
    rounds, run = [], 0
    for seat, _, t in turns_of(times):
        if seat == 0:
            if run:
                rounds.append(run)
            run = 0
        else:
            run += t
    summary = {"game": "bella-rosarum", "variant": args.variant, "level": args.level, "speed": args.speed,
               "rounds": len(rounds), "round_median_ms": statistics.median(rounds) if rounds else None,
               "round_max_ms": max(rounds) if rounds else None,
               "turns": len(ms), "moves": len(times), "wall_s": round(wall, 1),
               "median_ms": statistics.median(ms), "p90_ms": pct(ms, 0.9), "max_ms": max(ms),
               "first_turn_ms": ms[0], "later_median_ms": statistics.median(later), "later_max_ms": max(later),
               "moves_per_turn_median": statistics.median(t[1] for t in turns),
               "load_average": [round(x, 1) for x in os.getloadavg()], "cpus": os.cpu_count()}
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"bella-rosarum {args.variant} {args.level} at {args.speed}: {len(ms)} computer turns "
              f"({summary['moves_per_turn_median']} moves a turn, median): median {summary['median_ms']:.0f} ms, "
              f"p90 {summary['p90_ms']} ms, max {summary['max_ms']} ms (first turn {ms[0]} ms; later turns median "
              f"{summary['later_median_ms']:.0f} ms, max {summary['later_max_ms']} ms); a round of the computers "
              f"(between two of the person's turns, {len(rounds)} seen): median {summary['round_median_ms']} ms, "
              f"max {summary['round_max_ms']} ms; load {summary['load_average']} on {summary['cpus']} CPUs")


if __name__ == "__main__":
    main()
