"""Computer opponents for Long Live the Queen: ``choose(state, level, seed, time_ms)`` and
``analyse(...)`` (engine.ai dispatches here on ``state["game"]``).

Honest play: every decision is made from ``view(state, seat)`` of the deciding seat
(``current_player``, which may be the seat not on turn while an ability's choice is open, LQ-9.1)
— the other seat's secret tiles and Master are dealt afresh from that view for each search
iteration (determinize.Sampler, LQ-10). Two states that differ only in those secrets give the
same decision for the same seed.

Levels (budgets are counts, so seed + budget fix the decision; ``time_ms`` only caps the time):
- ``random``: a uniformly random legal action; a uniformly random arrangement at set-up.
- ``easy``: a random arrangement; ability choices by the quick heuristics (evaluate.choice);
  the court step by a one-ply static evaluation, with random slips.
- ``medium``: a sound arrangement (best of a few); a small search (search.Params).
- ``hard``: a sound arrangement (best of many); the information-set search.
- ``max``: the hard search without an iteration cap, bounded by ``time_ms`` (default 3 s).
- ``lq:key=value,...``: any search settings (search.Params, evaluate.Weights, ``setup``), for the arena.
Set-up is always answered with an explicit arrangement (LQ-3.5), never ``setup random``.
"""

import time

from ... import rng
from ...games.long_live_the_queen import rules
from ...games.long_live_the_queen.state import view
from . import evaluate, search, setup
from .determinize import Sampler, below, splitmix
from .fast import ACTION_NAMES, RESOLVE

GAME = "long-live-the-queen"

# Arena (python -m engine.arena --game long-live-the-queen --games 200 --seed 1 --jobs 2, seats
# swapped every game): hard vs medium 0.770 [0.712, 0.828]; medium vs easy 0.835 [0.783, 0.887];
# easy vs random 0.675 [0.610, 0.740]. Tuning matches (40-60 games): hard vs hard with random
# set-ups 0.575; hard vs 300 iterations 0.55 (more iterations help little: the evaluation and the
# dice dominate); easy with 30 % / 80 % slips vs random 0.76 / 0.70.
LEVELS = {
    "easy": dict(kind="easy", setup=1, slip=0.8),
    "medium": dict(kind="search", setup=12, iterations=150, depth=2),
    "hard": dict(kind="search", setup=400, iterations=1500),
    "max": dict(kind="search", setup=400, iterations=10 ** 9),
}
LEVEL_NAMES = ("random", "easy", "medium", "hard", "max")
MAX_DEFAULT_MS = 3000
_WEIGHT_KEYS = set(evaluate.Weights().__dict__)


def settings(level):
    """The settings dict of a level name or an ``lq:key=value,...`` spec."""
    if level == "random":
        return dict(kind="random", setup=1)
    if level in LEVELS:
        return dict(LEVELS[level])
    if isinstance(level, str) and level.startswith("lq"):
        out = dict(LEVELS["hard"])
        for part in filter(None, level.partition(":")[2].split(",")):
            k, _, v = part.partition("=")
            out[k] = v
        return out
    raise ValueError(f"unknown level {level!r}; levels are {', '.join(LEVEL_NAMES)} or lq:key=value,...")


def _params(cfg):
    wkw = {k: v for k, v in cfg.items() if k in _WEIGHT_KEYS}
    skw = {k: cfg[k] for k in ("iterations", "c", "pb", "depth", "court") if k in cfg}
    return search.Params(weights=evaluate.Weights(**wkw), **skw)


def _easy(sampler, v, seat, legal, x, slip):
    x, r = splitmix(x)
    if (r >> 11) / (1 << 53) < slip:
        x, k = below(x, len(legal))
        return legal[k], {}
    f, x = sampler.sample(x)
    if f.phase == RESOLVE:
        st = f.pending[0]
        return ACTION_NAMES[evaluate.choice(f, st, f.options(st))], {}
    best, bv = None, -1e18
    w = evaluate.DEFAULT
    for a in f.legal():
        g = f.copy()
        g.apply(a)
        x, r = splitmix(x)
        val = evaluate.score(g, seat, w) - evaluate.score(g, 1 - seat, w) + (r >> 40) / (1 << 24) * 1e-3
        if val > bv:
            best, bv = a, val
    return ACTION_NAMES[best], {}


def decide(state, level, seed, time_ms=None):
    """(action string, info) for the deciding seat of a Long Live the Queen state."""
    seat = rules.current_player(state)
    if seat is None:
        raise ValueError("the game is over: there is no action to choose")
    cfg = settings(level)
    v = view(state, seat)          # everything below sees only this (LQ-10)
    x = rng.seed_to_state(seed)
    if v["phase"] == "setup":      # LQ-3.5: an explicit arrangement
        x, action = setup.arrangement(x, int(cfg.get("setup", 1)))
        return action, {"setup": True}
    legal = rules.legal_actions(v)
    if len(legal) == 1:            # a roll, or a single possible choice (LQ-9.2)
        return legal[0], {"forced": True}
    if cfg["kind"] == "random":
        x, k = below(x, len(legal))
        return legal[k], {}
    sampler = Sampler(v, seat)
    if cfg["kind"] == "easy":
        return _easy(sampler, v, seat, legal, x, float(cfg.get("slip", 0.0)))
    params = _params(cfg)
    if level == "max" and time_ms is None:
        time_ms = MAX_DEFAULT_MS
    deadline = None if time_ms is None else time.perf_counter() + time_ms / 1000.0
    root, iters = search.search(sampler, params, x, deadline)
    a, node = search.best_child(root)
    action = ACTION_NAMES[a]
    assert action in legal, (action, legal)
    return action, {"win_chance": node.w / node.n, "playouts": iters,
                    "visits": {ACTION_NAMES[k]: ch.n for k, ch in root.children.items() if ch.n}}


def choose(state, level, seed, time_ms=None):
    """The action the computer plays for the deciding seat (``current_player``)."""
    return decide(state, level, seed, time_ms)[0]


def analyse(state, level, seed, time_ms=None):
    """For the Hint button: {"action", "win_chance" (deciding seat, 0..1), "playouts", "visits"}."""
    if level not in ("medium", "hard", "max") and not str(level).startswith("lq"):
        level = "hard"
    action, info = decide(state, level, seed, time_ms)
    return {"action": action, "win_chance": info.get("win_chance", 0.5), "playouts": info.get("playouts", 0),
            "visits": info.get("visits", {action: 1})}


__all__ = ["choose", "analyse", "decide", "LEVELS", "LEVEL_NAMES"]
