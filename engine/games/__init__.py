"""The registry of games: one line per game package in PACKAGES (engine/games/PROTOCOL.md).

Each package exports ``INFO`` and every protocol function (``info.FUNCTIONS``); this is checked
here once, at import, and the functions a game may leave out get their defaults
(``info.DEFAULTS``), so callers never need ``hasattr``.
"""

from importlib import import_module

from ..errors import InvalidState, UnknownGame
from .info import DEFAULTS, FUNCTIONS, GameInfo

PACKAGES = (
    "rose_king",
    "long_live_the_queen",
    "bella_rosarum",
)


def _register(package):
    mod = import_module(f"{__name__}.{package}")
    if not isinstance(getattr(mod, "INFO", None), GameInfo):
        raise TypeError(f"game package {package} has no INFO (a GameInfo)")
    missing = [name for name in FUNCTIONS if not callable(getattr(mod, name, None))]
    if missing:
        raise TypeError(f"game package {package} lacks protocol functions: {', '.join(missing)}")
    for name, default in DEFAULTS.items():
        if not callable(getattr(mod, name, None)):
            setattr(mod, name, default)
    return mod


GAMES = {mod.INFO.id: mod for mod in map(_register, PACKAGES)}
_BY_PREFIX = {mod.INFO.position_prefix: mod for mod in GAMES.values()}
if len(_BY_PREFIX) != len(GAMES):
    raise TypeError("two games share a position prefix")


def game_module(name):
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise UnknownGame(f"unknown game {name!r}; known games: {', '.join(GAMES)}") from None


def module_for_state(state):
    if not isinstance(state, dict):
        raise UnknownGame("a state must be a JSON object with a 'game' field")
    return game_module(state.get("game"))


def module_for_position(text):
    """The game whose position prefix starts ``text`` (InvalidState otherwise)."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidState("position", "must be a non-empty string")
    prefix = text.split()[0]
    if prefix not in _BY_PREFIX:
        raise InvalidState("position", f"must start with one of {', '.join(_BY_PREFIX)}, not {prefix!r}")
    return _BY_PREFIX[prefix]
