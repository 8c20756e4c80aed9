"""Computer players for Bella Rosarum (rule-based ``easy`` and ``medium``, and ``random``).

``choose(state, level, seed)`` decides for the seat to move from its view only (BR-14); see
players.py for what each level does and arena.py for the measurements.
"""

from ...games.bella_rosarum.state import GAME
from .players import LEVELS, choose

LEVEL_NAMES = ("random",) + tuple(LEVELS)
