"""The registry of games: each game module offers the same functions (see engine.api)."""

from ..errors import UnknownGame
from . import rose_king

GAMES = {rose_king.NAME: rose_king}


def game_module(name):
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise UnknownGame(f"unknown game {name!r}; known games: {', '.join(GAMES)}") from None


def module_for_state(state):
    if not isinstance(state, dict):
        raise UnknownGame("a state must be a JSON object with a 'game' field")
    return game_module(state.get("game"))
