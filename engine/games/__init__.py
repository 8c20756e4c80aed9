"""The registry of games: one line per game package in PACKAGES (engine/games/PROTOCOL.md).

Each package exports ``INFO`` and the protocol functions (``info.FUNCTIONS``) it does not leave
to a default (engine/games/defaults.py); ``register`` checks this once, at import, and fills in
the defaults, so callers never need ``hasattr``.
"""

from importlib import import_module

from ..errors import InvalidState, UnknownGame
from .defaults import DEFAULTS, OPEN_DEFAULTS
from .info import FUNCTIONS, GameInfo

PACKAGES = (
    "rose_king",
    "long_live_the_queen",
    "bella_rosarum",
)


def register(mod):
    """Check a game package (its INFO, its protocol functions) and give it the defaults of the
    functions it leaves out; TypeError naming what is missing."""
    name = getattr(mod, "__name__", repr(mod))
    if not isinstance(getattr(mod, "INFO", None), GameInfo):
        raise TypeError(f"game package {name} has no INFO (a GameInfo)")
    defaults = dict(DEFAULTS) if mod.INFO.hidden_information else dict(DEFAULTS, **OPEN_DEFAULTS)
    missing = [f for f in FUNCTIONS if f not in defaults and not callable(getattr(mod, f, None))]
    if missing:
        raise TypeError(f"game package {name} lacks protocol functions: {', '.join(missing)}")
    for f, make in defaults.items():
        if not callable(getattr(mod, f, None)):
            setattr(mod, f, make(mod))
    return mod


GAMES = {mod.INFO.id: mod for mod in (register(import_module(f"{__name__}.{p}")) for p in PACKAGES)}
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
