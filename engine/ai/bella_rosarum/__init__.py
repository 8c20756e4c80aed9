"""Computer players for Bella Rosarum (rule-based ``easy`` and ``medium``; players.py says how
each decides, arena.py measures them).

Two entry points:
- ``choose(state, level, seed)``: decides for the seat to move from its view only (BR-14).
- The interface of the shared player registry (engine/ai/registry.py on the ``ai`` branch):
  ``GAME``, ``KNOBS``, ``LEVELS`` and ``opening(view, seat, cfg, x)``, which answers every
  decision with the rule-based player of the level (``rule`` setting). ``hard``, ``max`` and the
  ``ab`` yardsticks play as ``medium`` until part 2 (issue 12) brings a search for this game;
  ``random`` is left to the shared random player (``opening`` returns None).
"""

from ...games.bella_rosarum.state import GAME
from ...games.bella_rosarum import rules as _rules
from .players import LEVELS as RULE_PLAYERS
from .players import Rand, choose

LEVEL_NAMES = ("random",) + tuple(RULE_PLAYERS)
KNOBS = {"rule": (("none", "easy", "medium"), None, None, "none")}
LEVELS = {"easy": {"rule": "easy"}, "medium": {"rule": "medium"}, "hard": {"rule": "medium"}}
YARDSTICKS = {}   # no outside-style yardstick for this game yet (engine/ai/registry.py)


def opening(view, seat, cfg, x):
    """The whole decision of a rule-based level (None for ``random``: the shared code picks)."""
    rule = "medium" if "depth" in cfg else cfg.get("rule", "none")
    if rule == "none":
        return None
    legal = _rules.legal_actions(view)
    if len(legal) == 1:
        return legal[0]
    return RULE_PLAYERS[rule](view, seat, legal, Rand(x))


def action_name(a):
    return a
