"""Speed figures: ``python -m engine.bench`` prints one JSON line per figure.

Run by hand and inside Pyodide (tests/pyodide); the figures go into the notes and README,
never into timed tests.
"""

import json
import sys
import time

from . import api
from .games import long_live_the_queen as lltq
from .games.rose_king.fast import FastState, random_playout

SEEDS = 10_000


def _rate(fn, seconds):
    """Call fn(i) for i = 0, 1, ... for about ``seconds``; returns calls per second."""
    n, start = 0, time.perf_counter()
    while True:
        fn(n)
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed, n


def fast_random_game(i):
    f = FastState.new_game(i % SEEDS)
    random_playout(f, i * 2654435761 + 1)
    f.winner()


def fast_random_game_from_start(start):
    def run(i):
        f = start.copy()
        random_playout(f, i * 2654435761 + 1)
        f.winner()
    return run


def api_random_game(i):
    """The same kind of game through the public JSON API, as the page would call it (no strings)."""
    s = api.new_game("rose-king", i % SEEDS)
    x = i * 2654435761 + 1
    while True:
        acts = api.legal_actions(s)
        if not acts:
            break
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        s = api.apply(s, acts[(x >> 33) % len(acts)])
    api.outcome(s)


def lltq_random_game(i):
    """Long Live the Queen through its reference rules (no fast core yet): random set-ups, dice
    and uniform choices until the game ends."""
    s = lltq.new_state(i % SEEDS)
    x = i * 2654435761 + 1
    while s["phase"] != "over":
        acts = lltq.legal_actions(s)
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        s = lltq.apply(s, acts[(x >> 33) % len(acts)])[0]
    lltq.outcome(s)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    seconds = float(argv[0]) if argv else 3.0
    platform = sys.platform + " " + sys.version.split()[0]
    start = FastState.from_state(api.new_game("rose-king", 1))
    for name, fn, secs in (
        ("rose-king fast core random games", fast_random_game, seconds),
        ("rose-king fast core random playouts from a dealt start", fast_random_game_from_start(start), seconds),
        ("rose-king public JSON API random games", api_random_game, seconds),
    ):
        rate, n = _rate(fn, secs)
        print(json.dumps({"name": name, "games_per_s": round(rate, 1), "games": n, "python": platform}))
        sys.stdout.flush()
    rate, n = _rate(lltq_random_game, seconds)
    print(json.dumps({"name": "long-live-the-queen rules random games", "games_per_s": round(rate, 1),
                      "games": n, "python": platform}))
    sys.stdout.flush()
    four = api.new_game("rose-king", 1, {"variant": "4p"})
    start4 = FastState.from_state(four)
    rate, n = _rate(fast_random_game_from_start(start4), seconds)
    print(json.dumps({"name": "rose-king 4p fast core random playouts", "games_per_s": round(rate, 1),
                      "games": n, "python": platform}))


if __name__ == "__main__":
    main()
