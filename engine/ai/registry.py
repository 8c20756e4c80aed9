"""The registry of computer players: one line per game, keyed by the game's id.

Each value is the game's knowledge package (engine/ai/<game>/): its fast core behind the search
protocol (engine.ai.search), determinisation, evaluation, playouts, level settings and its
outside-style yardsticks (``YARDSTICKS``). Adding a game's computer player = adding its package
and one line here.
"""

from ..errors import UnknownGame
from . import bella_rosarum, long_live_the_queen, rose_king

PLAYERS = {
    rose_king.GAME: rose_king,
    long_live_the_queen.GAME: long_live_the_queen,
    bella_rosarum.GAME: bella_rosarum,
}


def outside_level(game, name, fn):
    """``fn`` (callable(state, seed, time_ms) -> action, a yardstick of ``game``) as a level that
    refuses a state of any other game with UnknownGame."""
    def choose(state, seed=None, time_ms=None):
        got = state.get("game") if isinstance(state, dict) else None
        if got != game:
            raise UnknownGame(f"the yardstick {name!r} plays {game!r}, not {got!r}")
        return fn(state, seed, time_ms)
    choose.__name__ = name
    return choose


# Fixed opponents from outside our search, to measure the levels against (each game's YARDSTICKS):
# {level name: callable(state, seed, time_ms) -> action}, each deciding from the deciding seat's
# view. engine.ai.choose checks the seed and time budget, then hands such a level over as is.
OUTSIDE_LEVELS = {name: outside_level(game, name, fn)
                  for game, package in PLAYERS.items() for name, fn in package.YARDSTICKS.items()}
if len(OUTSIDE_LEVELS) != sum(len(p.YARDSTICKS) for p in PLAYERS.values()):
    raise TypeError("two games name a yardstick alike")
