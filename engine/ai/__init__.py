"""Computer opponents for The Rose King (Long Live the Queen: engine.ai.lltq, dispatched on ``game``).

One entry point for the page, the arena and the tests: ``choose(state, level, seed, time_ms)``
and ``analyse(...)`` (engine.api.choose_action / engine.api.analyse call them).

Honest play: the player decides from ``view(state, seat)`` of the seat to move only (RK-11.5: the
draw pile as a sorted list, no generator state). Two states that differ only in what that seat
cannot see give the same decision for the same seed.

Levels (budgets are counts, so a seed and a budget fix the decision; ``time_ms`` only caps time):
- ``random``: a uniformly random legal action (arena baseline).
- ``easy``: one-ply greedy on ``evaluate.evaluate`` with some random slips.
- ``medium``: a small MCTS (``LEVELS['medium']``).
- ``hard``: MCTS with chance nodes (engine.ai.mcts), settings from arena measurements.
- ``max``: the hard search with no iteration cap, bounded by ``time_ms`` (default 3 s).
- ``ab4``: the depth-4 expectiminimax yardstick (engine.ai.alphabeta), for the arena.
- ``mcts:key=value,...``: any search settings (engine.ai.mcts.Params), for tuning in the arena.
"""

import time

from ..errors import UnknownGame
from ..games.rose_king.fast import ACTION_NAMES, DRAW, PASS, FastState
from ..games.rose_king.state import GAME, view
from . import alphabeta, mcts, yardsticks
from . import evaluate as evaluation
from .mcts import Params, best_child, shuffle_in_place, splitmix

# Settings per level, chosen from arena matches (40 games each, seats swapped; a's score rate):
# - evaluation prior (progressive bias, pb=1) vs plain UCT at 200 iterations each: 0.625, margin +25.5
# - reward blended with the squashed score margin (0.3) vs win/loss only, 300 each: 0.55, margin +27.9
# - "adj" playouts (prefer plays touching own tokens) at 180 vs random playouts at 300 (same time): 0.525
#   (no gain for the cost, so playouts stay uniform random)
HARD = dict(pb=1.0, margin=0.3)
# hard at 1200 iterations scored 0.733 vs medium (200 games); at 3000 (about 0.4 s CPU a move on
# CPython) 0.890: the page caps it by time anyway (web/ui/config.js hard_ms).
LEVELS = {
    "medium": dict(iterations=200),
    "hard": dict(iterations=3000, **HARD),
    "max": dict(iterations=10 ** 9, **HARD),
}
MAX_DEFAULT_MS = 3000
EASY_SLIP = 0.15  # probability that easy plays a random legal action instead of its greedy choice

LEVEL_NAMES = ("random", "easy", "medium", "hard", "max", "ab4") + tuple(yardsticks.LEVELS)


def _seed_int(seed):
    from .. import rng
    return rng.seed_to_state(seed)


def fast_view(state):
    """The FastState of what the seat to move may see (RK-11.5), and that seat."""
    if state.get("game") != GAME:
        raise UnknownGame(f"there is no computer player for {state.get('game')!r} yet (only {GAME!r})")
    seat = state["to_move"]
    return FastState.from_state(view(state, seat)), seat


def params_for(level):
    if level in LEVELS:
        return Params(**LEVELS[level])
    if isinstance(level, str) and level.startswith("mcts"):
        return Params(**_spec(level))
    raise ValueError(f"unknown level {level!r}; levels are {', '.join(LEVEL_NAMES)} or mcts:key=value,...")


def _spec(level):
    kw = {}
    for part in filter(None, level.partition(":")[2].split(",")):
        k, _, v = part.partition("=")
        kw[k] = v
    return kw


def _greedy(f, x, weights=None):
    """easy: the action with the best static evaluation after it; a draw is sampled once."""
    side = f.side[f.to_move]
    moves = f.legal()
    best, best_v = moves[0], -1e18
    for m in moves:
        g = f.copy()
        if m == DRAW:
            x = shuffle_in_place(g.draw, x)
            g.rng = x
        g.apply(m)
        v = evaluation.evaluate(g, side, **(weights or {}))
        x = (x * 6364136223846793005 + 1442695040888963407) & mcts.M64
        v += (x >> 40) / (1 << 24) * 1e-3  # seeded tie-break
        if v > best_v:
            best, best_v = m, v
    return best


def _decide(state, level, seed, time_ms):
    """(move int, info dict) for the seat to move."""
    f, seat = fast_view(state)
    moves = f.legal()
    if not moves:
        raise ValueError("the game is over: there is no action to choose")
    x = _seed_int(seed)
    if len(moves) == 1:  # forced (RK-4.2 pass, or a single legal action, RK-7.5)
        return moves[0], {"forced": True}
    if level == "random":
        x, r = splitmix(x)
        return moves[(r >> 11) % len(moves)], {}
    if level == "easy" or (isinstance(level, str) and level.startswith("greedy")):
        kw = _spec(level) if level != "easy" else {}
        slip = float(kw.pop("slip", EASY_SLIP))
        x, r = splitmix(x)
        if (r >> 11) / (1 << 53) < slip:
            x, r = splitmix(x)
            return moves[(r >> 11) % len(moves)], {}
        return _greedy(f, x, {k: float(v) for k, v in kw.items()}), {}
    if level == "ab4" or (isinstance(level, str) and level.startswith("ab")):
        depth = int(level[2:] or 4)
        m, v, nodes = alphabeta.choose(f, depth)
        return m, {"value": v, "nodes": nodes}
    params = params_for(level)
    if level == "max" and time_ms is None:
        time_ms = MAX_DEFAULT_MS
    deadline = None if time_ms is None else time.perf_counter() + time_ms / 1000.0
    root, iters = mcts.search(f, params, x, deadline)
    m, node = best_child(root)
    return m, {"win_chance": node.wins / node.n, "playouts": iters,
               "visits": {ACTION_NAMES[k]: ch.n for k, ch in root.children.items()}}


def _lltq(state):
    """The Long Live the Queen players (engine.ai.lltq) if ``state`` is one of its games."""
    if isinstance(state, dict) and state.get("game") == "long-live-the-queen":
        from . import lltq
        return lltq
    return None


def choose(state, level, seed, time_ms=None):
    """The action string the computer plays for the seat to move."""
    if level in yardsticks.LEVELS:  # outside-style yardsticks (issue #13), both games
        return yardsticks.LEVELS[level](state, seed, time_ms)
    other = _lltq(state)
    if other is not None:
        return other.choose(state, level, seed, time_ms)
    return ACTION_NAMES[_decide(state, level, seed, time_ms)[0]]


def analyse(state, level, seed, time_ms=None):
    """For the Hint button: the action, a win chance for the side to move, and the work done."""
    other = _lltq(state)
    if other is not None:
        return other.analyse(state, level, seed, time_ms)
    if level not in ("medium", "hard", "max") and not str(level).startswith("mcts"):
        level = "hard"
    f, seat = fast_view(state)
    moves = f.legal()
    if len(moves) == 1:
        # Still estimate the win chance: search the position after the forced action is cheap enough.
        params = params_for(level)
        deadline = None if time_ms is None else time.perf_counter() + time_ms / 1000.0
        root, iters = mcts.search(f, params, _seed_int(seed), deadline)
        node = root.children[moves[0]]
        return {"action": ACTION_NAMES[moves[0]], "win_chance": node.wins / node.n, "playouts": iters,
                "visits": {ACTION_NAMES[moves[0]]: node.n}}
    m, info = _decide(state, level, seed, time_ms)
    return {"action": ACTION_NAMES[m], "win_chance": info["win_chance"], "playouts": info["playouts"],
            "visits": info["visits"]}
