"""The registry of computer players: one line per game, keyed by the game's id.

Each value is the game's knowledge package (engine/ai/<game>/): its fast core behind the search
protocol (engine.ai.search), determinisation, evaluation, playouts and level settings. Adding a
game's computer player = adding its package and one line here.
"""

from . import long_live_the_queen, rose_king

PLAYERS = {
    rose_king.GAME: rose_king,
    long_live_the_queen.GAME: long_live_the_queen,
}
