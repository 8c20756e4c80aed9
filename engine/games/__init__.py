"""The registry of games: each game module offers the same functions (see engine.api)."""

from ..errors import UnknownGame
from . import long_live_the_queen, rose_king

GAMES = {rose_king.NAME: rose_king, long_live_the_queen.NAME: long_live_the_queen}


def game_module(name):
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise UnknownGame(f"unknown game {name!r}; known games: {', '.join(GAMES)}") from None


def module_for_state(state):
    if not isinstance(state, dict):
        raise UnknownGame("a state must be a JSON object with a 'game' field")
    return game_module(state.get("game"))
