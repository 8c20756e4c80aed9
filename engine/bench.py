"""Speed figures: ``python -m engine.bench [seconds]`` prints one JSON line per figure.

For every registered game: random games through its protocol functions ("<game> rules random
games"), through the public JSON API as the page calls it ("<game> public JSON API random
games"), then the game's own figures (``benchmarks()``, e.g. a fast core). Run by hand and
inside Pyodide (tests/pyodide); the figures go into README.md ("Engine speed"), never into timed
tests.
"""

import argparse
import json
import sys
import time

from . import api
from .games import GAMES

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


def _random_game(i, start, legal_actions, apply, outcome):
    """Game ``i`` from seed i % SEEDS, each action a seeded uniform choice, to the end."""
    s = start(i % SEEDS)
    x = i * 2654435761 + 1
    while True:
        acts = legal_actions(s)
        if not acts:
            break
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        s = apply(s, acts[(x >> 33) % len(acts)])
    outcome(s)


def rules_random_game(mod):
    """Random games through the game's protocol functions (no JSON checks)."""
    defaults = mod.INFO.defaults()
    return lambda i: _random_game(i, lambda seed: mod.new_state(seed, defaults), mod.legal_actions,
                                  lambda s, a: mod.apply(s, a)[0], mod.outcome)


def api_random_game(game):
    """The same kind of game through the public JSON API, as the page would call it (no strings)."""
    return lambda i: _random_game(i, lambda seed: api.new_game(game, seed), api.legal_actions,
                                  api.apply, api.outcome)


def figures():
    """(name, fn) of every figure, game by game."""
    out = []
    for game, mod in GAMES.items():
        out.append((f"{game} rules random games", rules_random_game(mod)))
        out.append((f"{game} public JSON API random games", api_random_game(game)))
        out.extend(mod.benchmarks())
    return out


def _seconds(text):
    """A positive number of seconds, else argparse's clear error (not a traceback)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"seconds must be a positive number, not {text!r}")
    return value


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m engine.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("seconds", nargs="?", type=_seconds, default=3.0,
                        help="time spent on each figure (default 3)")
    seconds = parser.parse_args(sys.argv[1:] if argv is None else argv).seconds
    platform = sys.platform + " " + sys.version.split()[0]
    for name, fn in figures():
        rate, n = _rate(fn, seconds)
        print(json.dumps({"name": name, "games_per_s": round(rate, 1), "games": n, "python": platform}))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
