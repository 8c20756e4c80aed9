"""Computer players for Bella Rosarum: rule-based ``easy`` and ``medium`` (players.py), and
``hard`` and ``max`` on the shared search's protocol (sampler.py: determinisations of the
seat's view; hard_policy.py: rollouts judging medium's choice against its variants';
search_game.py, evaluate.py: the MCTS adapter and the evaluation); arena.py measures them.

Two entry points:
- ``choose(state, level, seed)`` (players.py): the rule-based levels, from the seat's view (BR-14).
- The shared player registry's interface (engine/ai/registry.py): ``GAME``, ``KNOBS``,
  ``LEVELS``, ``Game``, ``Sampler``, ``opening(view, seat, cfg, x)`` and
  ``search_level(view, seat, cfg, x, deadline)``; ``explain(view, seat, action)`` gives the
  Hint's reason (explain.py). ``opening`` answers every decision of a
  rule-based level (``rule`` setting ``easy`` or ``medium``). ``hard`` and ``max`` (``rule``
  ``none`` with ``variants`` set) decide the move and combat phases by rollouts
  (``search_level``, hard_policy.py) and leave the other phases to medium. With ``rule``
  ``none`` and ``variants`` 0 (``hard:variants=0``), the MCTS decides the combat phase, declaring
  cards and Parliament and leaves MEDIUM_PHASES to medium (``analyse`` searches
  them all, ``ANALYSE_OPENINGS``); the ``ab`` yardsticks play as ``medium`` (the adapter offers
  no enumeration of chance); ``random`` is the shared random player.

What each level plays and its measured strength: README.md (figures: docs/ai-figures.md).
"""

from ...games.bella_rosarum.state import GAME
from ...games.bella_rosarum import rules as _rules
import time as _time

from . import hard_policy as _hard
from .explain import explain  # noqa: F401 (the Hint's reason: engine.ai.analyse)
from .players import LEVELS as RULE_PLAYERS
from .players import Rand, choose
from .sampler import Sampler
from .search_game import Game

LEVEL_NAMES = ("random",) + tuple(RULE_PLAYERS)
KNOBS = {
    "rule": (("none", "easy", "medium"), None, None, "none"),
    "search_width": (int, 1, 200, 6),   # move actions searched per node (medium's best first)
    "playout_plies": (int, 1, 400, 40),  # playout: at most this many actions
    "temp": (float, 0.1, 1000.0, 12.0),  # evaluation points per e-fold of the search's reward
    "chance_temp": (float, 0.1, 1000.0, 30.0),  # the same for the reported win chance
    "danger": (float, 0.0, 10.0, 1.0),  # weight of stacks outnumbered by an enemy in reach
    # 1: rollout policy improvement (hard_policy.py): medium's choice and those of its variants
    # (hard_policy.VARIANTS) of each move and combat decision played out through the next round
    # on ``samples`` determinisations; 0: the one-turn MCTS (search_game.py)
    "variants": (int, 0, 1, 0),
    "samples": (int, 1, 64, 2),
    "candidates": (int, 1, 16, 8),   # candidates rolled out at most (medium's choice first)
    # k > 0: holding the sole crown (BR-13.2; with guard_any any crown but Henry VI's), up to k
    # candidates that guard it directly (hard_policy.guard_moves: its stack to the safest place in
    # reach, a friend onto it, standing still; in combat no further fight)
    "crown_guard": (int, 0, 4, 0),
    # 1: crown_guard also guards a crown other than Henry VI's beside another crown (BR-13.2)
    "guard_any": (int, 0, 1, 0),
    # k > 0: another seat holding the sole crown, up to k candidates that go for its stack
    # (hard_policy.hunt_moves: battles and sieges of it, the strongest stacks next to it)
    "crown_hunt": (int, 0, 4, 0),
    # 1: a candidate that leaves a held royal takeable by a rival next turn (threats.py: a stack
    # in reach with troops for a siege, BR-8.1, or a battle at good odds, BR-7.3) gives way to
    # one that leaves them safe, guarding moves added when no candidate does (hard_policy.py)
    "royal_safety": (int, 0, 1, 0),
}
# the phases the search leaves to medium: the move phase (BR-6: hundreds of moves, medium's
# ranking too slow to search in the page's time), coronations and the crown cards' plays
# (BR-9.2, BR-10, BR-12), where the one-turn evaluation is blind to the four-turn rule (BR-13.2)
# that medium's executions and plays aim at
MEDIUM_PHASES = ("move", "coronation", "crown")
LEVELS = {
    "easy": {"rule": "easy"},
    "medium": {"rule": "medium"},
    # hard: rollout policy improvement over medium (hard_policy.py: medium's choice and those of
    # three variants of it, each played out through the next round on 2 determinisations); the
    # search's settings below serve ``analyse`` in the other phases (Parliament, declaring) and
    # ``hard:variants=0`` (the one-turn MCTS, which played no better than medium: its
    # horizon cannot see the four-turn rule, BR-13.2). crown_guard/guard_any/crown_hunt:
    # candidates that guard its own crown and go for a rival's sole crown, because the sole
    # crown's four turns decide most games (BR-13.2) and no other candidate guarded it directly
    "hard": {"rule": "none", "variants": 1, "samples": 2, "candidates": 4,
             "crown_guard": 3, "guard_any": 1, "crown_hunt": 2, "royal_safety": 1,
             "iterations": 80, "c": 0.1, "pb": 1.5, "temp": 6.0},
    # max: the same with more determinisations, bounded by its time (3 s by default)
    "max": {"samples": 6},
}
# ``analyse`` (the Hint, the win chance) searches the move phase too, rather than take medium's move
ANALYSE_OPENINGS = False
YARDSTICKS = {}   # no outside-style yardstick for this game yet (engine/ai/registry.py)


def opening(view, seat, cfg, x):
    """The whole decision of a rule-based level (None for the search and ``random``)."""
    rule = "medium" if "depth" in cfg else cfg.get("rule", "none")
    if rule == "none" and cfg.get("variants"):   # rollouts decide their phases, medium the rest
        if view["phase"] in _hard.ROLLED:
            return None
        rule = "medium"
    if rule == "none":
        if view["phase"] not in MEDIUM_PHASES:
            return None
        rule = "medium"
    legal = _rules.legal_actions(view)
    if len(legal) == 1:
        return legal[0]
    return RULE_PLAYERS[rule](view, seat, legal, Rand(x))


def search_level(view, seat, cfg, x, deadline):
    """``variants``: the move and combat decisions by rollouts (hard_policy.py); else (or in
    another phase, which ``analyse`` may ask for) None: the shared search."""
    if not cfg.get("variants") or "depth" in cfg or view["phase"] not in _hard.ROLLED:
        return None
    legal = [a for a in _rules.legal_actions(view) if a != "concede"]
    return _hard.decide(view, seat, legal, cfg, x, deadline, _time.perf_counter)


def action_name(a):
    return a
