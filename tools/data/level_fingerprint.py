"""The levels' fingerprint: every move each shipped computer level chooses in a fixed set of games.

Proof that a refactor of engine/ai/ kept every level's strength: the same deals and the same
moves. Run it before the change (``--out before.json``), after it (``--out after.json``) and
compare (``--compare before.json``); identical output means no level plays differently.

For every game, every variant in the list below and every level (``engine.ai.levels()``: the
page's levels and the outside yardsticks), it plays ``--deals`` deals, each in both seat orders
(the level in seat 0, then in seat 1, with its partner in the Rose King's team game; the other
seats are a fixed opponent, ``medium``), and records every action of the game, up to ``--moves``
actions. Each decision is asked as the page asks it (engine.api.choose_action with the seed
"<deal seed>:<ply>"), without a time cap so that only the level's own budget bounds it (a time
cap would make the moves depend on the machine's load). ``max`` is bounded by its time in the
page, so here it plays with a fixed budget of its own search instead (MAX_SPECS; every other
setting is max's) and the longest time budget, which it never reaches.

Usage: python tools/data/level_fingerprint.py [--out FILE] [--compare FILE] [--games id,...]
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import ai, api  # noqa: E402

# (game id, options) of the variants played: each game's default, and the seat counts that
# change what a level does (the Rose King's team game searches deeper, RK-10).
VARIANTS = [
    ("rose-king", {"variant": "2p"}),
    ("rose-king", {"variant": "4p"}),
    ("long-live-the-queen", {}),
    ("bella-rosarum", {"variant": "3p"}),
    ("bella-rosarum", {"variant": "2p"}),
]
OPPONENT = "medium"
# ``max`` with a count budget in place of its time bound (see the module docstring)
MAX_SPECS = {
    "rose-king": "max:nodes=150000",
    "long-live-the-queen": "max:iterations=3000",
    "bella-rosarum": "max",   # its rollouts' samples bound it; no search budget is open
}
NO_CAP_MS = 60000   # the longest time budget a move may be given (engine.ai.level_settings)
# The outside yardsticks are slow and only measure; fewer deals suffice for them.
YARDSTICK_DEALS = 1


def levels_for(game):
    """The level names played in ``game``: the common ones and the game's own yardsticks."""
    player = ai.PLAYERS[game]
    own = [name for name in ai.levels() if name not in ai.LEVEL_NAMES and name in player.YARDSTICKS]
    return [lv for lv in ai.LEVEL_NAMES if lv != "random"] + own


def play(game, options, seed, level_seats, level, moves):
    """The actions of one game: ``level`` in ``level_seats``, OPPONENT elsewhere."""
    spec = MAX_SPECS[game] if level == "max" else level
    state = api.new_game(game, seed, options)
    out = []
    for ply in range(moves):
        seat = api.current_player(state)
        if seat is None:
            break
        who = spec if seat in level_seats else OPPONENT
        # no time cap (``max`` has a default one: the longest budget instead, never reached)
        action = api.choose_action(state, who, f"{seed}:{ply}", NO_CAP_MS if who.startswith("max") else None)
        out.append(action)
        state = api.apply(state, action)
    return out


def fingerprint(games, deals, moves, log):
    result = {}
    for game, options in VARIANTS:
        if games and game not in games:
            continue
        info = next(g for g in api.games() if g["id"] == game)
        variant = options.get("variant", info["defaults"]["variant"])
        seats = next(v["seats"] for v in info["variants"] if v["id"] == variant)
        key = game + ("" if not options else ":" + ",".join(f"{k}={v}" for k, v in sorted(options.items())))
        for level in levels_for(game):
            n = YARDSTICK_DEALS if level not in ai.LEVEL_NAMES else deals
            for d in range(n):
                seed = 1000 + d
                for first in (0, 1):
                    # the level's side: seat ``first`` (and its partner in a team game)
                    level_seats = {s for s in range(seats) if s % 2 == first} if seats == 4 and game == "rose-king" \
                        else {first}
                    t = time.perf_counter()
                    acts = play(game, options, seed, level_seats, level, moves)
                    result[f"{key}|{level}|{seed}|seat{first}"] = acts
                    log(f"{key} {level} seed {seed} seat {first}: {len(acts)} actions, "
                        f"{time.perf_counter() - t:.1f} s")
    return result


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", help="write the fingerprint (JSON) here")
    p.add_argument("--compare", help="a fingerprint to compare with; exit 1 on any difference")
    p.add_argument("--games", default="", help="comma-separated game ids (default: all)")
    p.add_argument("--deals", type=int, default=2, help="deals per level (each in both seat orders)")
    p.add_argument("--moves", type=int, default=60, help="actions per game at most")
    p.add_argument("--quiet", action="store_true")
    a = p.parse_args(argv)
    games = {g for g in a.games.split(",") if g}
    log = (lambda m: None) if a.quiet else (lambda m: print(m, file=sys.stderr, flush=True))
    t = time.perf_counter()
    fp = fingerprint(games, a.deals, a.moves, log)
    log(f"total {time.perf_counter() - t:.0f} s, {sum(len(v) for v in fp.values())} actions")
    if a.out:
        Path(a.out).write_text(json.dumps(fp, indent=0, sort_keys=True) + "\n")
    if a.compare:
        old = json.loads(Path(a.compare).read_text())
        keys = sorted(set(old) | set(fp)) if not games else sorted(fp)
        bad = [k for k in keys if old.get(k) != fp.get(k)]
        for k in bad[:20]:
            o, n = old.get(k) or [], fp.get(k) or []
            i = next((i for i, (x, y) in enumerate(zip(o, n)) if x != y), min(len(o), len(n)))
            print(f"DIFFERS {k} at action {i}: {o[i:i + 1]} -> {n[i:i + 1]}")
        print(f"{len(keys) - len(bad)} of {len(keys)} games identical")
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
