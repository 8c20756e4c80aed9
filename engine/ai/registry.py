"""The registry of computer players: one line per game, keyed by the game's id.

Each value is the game's knowledge package (engine/ai/<game>/): its fast core behind the search
protocol (engine.ai.search), determinisation, evaluation, playouts and level settings. Adding a
game's computer player = adding its package and one line here.
"""

from . import bella_rosarum, long_live_the_queen, rose_king, yardsticks

PLAYERS = {
    rose_king.GAME: rose_king,
    long_live_the_queen.GAME: long_live_the_queen,
    bella_rosarum.GAME: bella_rosarum,
}

# Fixed opponents from outside our search (the yardsticks of issue 13, engine/ai/yardsticks/):
# {level name: callable(state, seed, time_ms) -> action}, each deciding from the deciding seat's
# view. engine.ai.choose checks the seed and time budget, then hands such a level over as is.
OUTSIDE_LEVELS = dict(yardsticks.LEVELS)
