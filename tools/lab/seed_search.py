"""The seed-search attack on a game's secrets, as an opponent would run it.

A seat sees the start of a game (its own view: its hand, the public board). If the game's seed
came from a small space (the page once used a number below 10**6), trying every seed of that
space and comparing the deal with what the seat sees finds the seed, and with it every hidden
card and every draw and die to come. This tool runs that search for every registered game:

    python tools/lab/seed_search.py [--space 1000000] [--games ID,...]

For each game it searches twice: a game dealt from a seed inside the space (the control: the
attack must find it) and a game dealt from 128 random bits, as the page deals (the attack must
find nothing). It prints the seeds tried, the time and what was found.
"""

from __future__ import annotations

import argparse
import secrets
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import api  # noqa: E402


def trail(game, seed, plies, seat=0, options=None):
    """What ``seat`` saw of a game dealt from ``seed``: its view of the start, then each move
    (the first legal action each time) with its view after it, for ``plies`` moves."""
    state = api.new_game(game, seed, options)
    out = [(None, api.view(state, seat))]
    for _ in range(plies):
        legal = api.legal_actions(state)
        if not legal:
            break
        state = api.apply(state, legal[0])
        out.append((legal[0], api.view(state, seat)))
    return out


def matches(game, cand, seen, seat=0, options=None):
    """Whether the deal of seed ``cand`` shows ``seat`` the same start and, with the same moves,
    the same draws and dice (``seen`` from ``trail``); stops at the first difference."""
    state = api.new_game(game, cand, options)
    if api.view(state, seat) != seen[0][1]:
        return False
    for action, shown in seen[1:]:
        try:
            state = api.apply(state, action)
        except api.IllegalAction:
            return False
        if api.view(state, seat) != shown:
            return False
    return True


def search(game, seen, space, seat=0, options=None):
    """The seeds below ``space`` (decimal strings, as the page once wrote them) whose deal
    shows ``seat`` what ``seen`` holds."""
    return [str(k) for k in range(space) if matches(game, str(k), seen, seat, options)]


def attack(game, space, plies=12, seat=0, options=None):
    """(control found, control seed, page-like seeds found, seconds per search)."""
    inside = str(secrets.randbelow(space))
    page_seed = secrets.token_hex(16)
    out = []
    t = time.perf_counter()
    for seed in (inside, page_seed):
        out.append(search(game, trail(game, seed, plies, seat, options), space, seat, options))
    return out[0], inside, out[1], (time.perf_counter() - t) / 2


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--space", type=int, default=1_000_000, help="seeds tried: 0 .. SPACE-1")
    ap.add_argument("--games", default=",".join(g["id"] for g in api.games()))
    args = ap.parse_args(argv)
    for game in args.games.split(","):
        control, inside, found, secs = attack(game, args.space)
        print(f"{game}: {args.space:,} seeds tried, {secs:.1f} s a search; "
              f"control seed {inside} found as {control}; 128-bit seed: {len(found)} found")


if __name__ == "__main__":
    main()
