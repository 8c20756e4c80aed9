"""Computer players for every registered game: ``choose(state, level, seed, time_ms)`` and
``analyse(...)`` (engine.api.choose_action / engine.api.analyse call them).

This package names no game. A game's knowledge lives in engine/ai/<game>/ and is found through
``registry.PLAYERS`` by the state's game id; the rules (``view``, ``current_player``,
``legal_actions``) come from the game registry (engine.games). The pieces:

- level_settings.py: what each level means (the same in every game) and the argument checks;
- search.py: the fast-state protocol and the one tree search (MCTS over determinisations);
- alphabeta.py: the one alpha-beta (negamax with chance nodes, table, ordering) that every
  alpha-beta of the players configures;
- expectimax.py: the depth-limited ``ab`` yardsticks over the search protocol, by alphabeta.py;
- random.py: the players' seeded stream (engine.rng's SplitMix64).

A game's package may decide a searching level itself: ``search_level(view, seat, cfg, x,
deadline)`` returns (action, info with ``win_chance``, ``playouts``, ``visits``) or None for the
shared search (e.g. the shared alpha-beta over determinised draw piles in engine/ai/<game>/deep.py;
each game's engine/ai/<game>/README.md says what its levels play).

Honest play: the player decides from ``view(state, seat)`` of the deciding seat only; two states
that differ only in what that seat cannot see give the same decision for the same seed.
Arguments are checked before any work: a level outside ``LEVEL_NAMES`` (or a tuning spec with an
unknown key or a value out of bounds), a ``time_ms`` that is not a number in [1, 60000], a seed
that is not an int or a str raise engine.errors.InvalidArgument (a ValueError).
"""

import time

from ..errors import InvalidArgument, UnknownGame
from ..games import module_for_state
from . import expectimax, level_settings as _levels, random, search
from .level_settings import LEVEL_NAMES
from .registry import OUTSIDE_LEVELS, PLAYERS

__all__ = ["choose", "analyse", "decide", "LEVEL_NAMES", "levels", "PLAYERS"]


def levels():
    """Every level name ``choose`` accepts: the common ones (level_settings.py), then the outside yardsticks."""
    return LEVEL_NAMES + tuple(OUTSIDE_LEVELS)


def _prepare(state, level, seed, time_ms):
    """Every check, then (player, level kind, settings, seat, view, legal, seconds or None)."""
    _levels.check_seed(seed)
    seconds = _levels.time_budget(time_ms, level)
    rules = module_for_state(state)
    player = PLAYERS.get(state.get("game"))
    if player is None:
        raise UnknownGame(f"there is no computer player for {state.get('game')!r}; "
                          f"players exist for {', '.join(PLAYERS)}")
    kind, cfg = _levels.settings(player, level)
    seat = rules.current_player(state)
    if seat is None:
        raise InvalidArgument("state", "the game is over: there is no action to choose")
    view = rules.view(state, seat)     # everything below sees only this
    return player, kind, cfg, seat, view, rules.legal_actions(view), seconds


def _easy(player, G, sampler, seat, legal, cfg, x):
    """One ply on the static evaluation, with random slips (level_settings.py)."""
    x, u = random.unit(x)
    if u < cfg["slip"]:
        x, k = random.below(x, len(legal))
        return legal[k]
    s, x = sampler.sample(x)
    best = G.quick(s)
    if best is None:
        bv = -1e18
        for a in G.legal(s):
            g = G.copy(s)
            G.apply(g, a)
            x, t = random.tie_break(x)
            v = G.evaluate(g, seat) + t
            if v > bv:
                best, bv = a, v
    return player.action_name(best)


def _run(player, kind, cfg, seat, view, legal, seconds, seed, search_forced=False):
    """(action string, info) — the decision itself, on checked arguments."""
    x = random.seed(seed)
    # a game whose ``opening`` only saves the search time (ANALYSE_OPENINGS False) is searched
    # for the Hint's win chance all the same
    shortcut = search_forced and not getattr(player, "ANALYSE_OPENINGS", True)
    action = None if shortcut else player.opening(view, seat, cfg, x)
    if action is not None:
        return action, {"opening": True}
    if len(legal) == 1 and not search_forced:   # forced (a pass, a roll, a single choice)
        return legal[0], {"forced": True}
    if kind == "random":
        x, k = random.below(x, len(legal))
        return legal[k], {}
    G = player.Game(cfg)
    sampler = player.Sampler(view, seat)
    if kind == "easy":
        return _easy(player, G, sampler, seat, legal, cfg, x), {}
    if kind == "ab":
        s, x = sampler.sample(x)
        a, v, nodes = expectimax.choose(G, s, cfg["depth"])
        return player.action_name(a), {"value": v, "nodes": nodes}
    deadline = None if seconds is None else time.perf_counter() + seconds
    own = getattr(player, "search_level", None)   # a game's own search for its searching levels
    got = own(view, seat, cfg, x, deadline) if own else None
    if got is not None:
        return got
    params = search.Params(iterations=cfg["iterations"], c=cfg["c"], pb=cfg["pb"], offset=cfg["offset"])
    root, iters = search.search(G, sampler, params, x, deadline)
    a, node = search.best_child(root)
    return player.action_name(a), {
        "win_chance": node.wins / node.n, "playouts": iters,
        "visits": {player.action_name(k): ch.n for k, ch in root.children.items() if ch.n}}


def decide(state, level, seed, time_ms=None):
    """(action string, info dict) for the deciding seat."""
    return _run(*_prepare(state, level, seed, time_ms), seed)


def choose(state, level, seed, time_ms=None):
    """The action string the computer plays for the deciding seat."""
    if isinstance(level, str) and level in OUTSIDE_LEVELS:
        _levels.check_seed(seed)
        _levels.time_budget(time_ms, level)
        return OUTSIDE_LEVELS[level](state, seed, time_ms)
    return decide(state, level, seed, time_ms)[0]


def analyse(state, level, seed, time_ms=None, why=True):
    """For the Hint button: {"action", "win_chance" (deciding seat, 0..1), "playouts", "visits"},
    and with ``why`` "why" when the game's package explains the action (``explain(view, seat,
    action)``: a JSON object the game's table puts into words, from the deciding seat's view
    only; the review's analysis, which words no reason, leaves it out).

    Levels that do not search (random, easy, the yardsticks) analyse as ``hard``; a forced
    action is searched too, for its win chance.
    """
    player, kind, cfg, seat, view, legal, seconds = _prepare(state, level, seed, time_ms)
    if kind != "search":
        kind, cfg = _levels.settings(player, "hard")
    action, info = _run(player, kind, cfg, seat, view, legal, seconds, seed, search_forced=True)
    if not getattr(player, "ANALYSE_OPENINGS", True):
        # searched for the win chance only: the Hint is still the level's own decision, so one
        # turn's hints never disagree with each other (crown a royal, then put it to death)
        chosen = player.opening(view, seat, cfg, random.seed(seed))
        if chosen is not None:
            action = chosen
    out = {"action": action, "win_chance": info.get("win_chance", 0.5),
           "playouts": info.get("playouts", 0), "visits": info.get("visits", {action: 1})}
    explain = getattr(player, "explain", None) if why else None
    reason = explain(view, seat, action) if explain else None
    if reason:
        out["why"] = reason
    return out
