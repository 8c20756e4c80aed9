"""What the levels mean (the same in every game), and the strict checks of a level, a time budget
and a seed before any work is done (bad arguments raise engine.errors.InvalidArgument).

Levels. Budgets are counts, so a state, a level and a seed fix the decision; ``time_ms`` only
caps the time (the search then stops early and plays its best so far):

- ``random``: a uniformly random legal action (the arena's floor). No search, no evaluation.
- ``easy``: one ply: the action whose result the game's static evaluation likes best, with noise:
  with the game's ``slip`` probability a uniformly random legal action instead (each game sets
  its own, engine/ai/<game>/, so that easy beats random about 70–85 % of the time).
- ``medium``: the shared search (engine.ai.search) with a small budget (a few hundred
  iterations, each game's LEVELS): about 20 ms a move on CPython.
- ``hard``: the shared search with the budget and settings the arena chose for the game (its
  LEVELS: thousands of iterations, evaluation priors): a few hundred ms a move on CPython; the
  page caps it by time.
- ``max``: ``hard`` without an iteration cap, bounded by ``time_ms`` (default 3 s); a game's
  ``LEVELS["max"]`` may add settings of its own (a bigger budget of its own search).

A game may bring its own search for the searching levels (``search_level`` in its package,
engine/ai/__init__.py), e.g. an alpha-beta on determinised draw piles for ``hard`` and ``max``
while its ``medium`` stays the shared MCTS (each game's engine/ai/<game>/README.md says which).
- ``ab4``: the depth-4 expectiminimax yardstick with the plain evaluation (engine.ai.expectimax);
  ``ab1`` … ``ab6`` are the same at other depths. For measuring, not for people.

Tuning specs for the arena: ``<level>:key=value,...`` starts from a level's settings (``easy``,
``medium``, ``hard``, ``max``; ``mcts`` is ``hard``) and changes the named ones. Keys are the
search's (``iterations``, ``c``, ``pb``) and the game's (its ``KNOBS``); every value is checked
against its type and bounds (ASCII digits only), so no spec can make a move run for minutes.
"""

import math
import re

from ..errors import InvalidArgument

LEVEL_NAMES = ("random", "easy", "medium", "hard", "max", "ab4")
SPEC_BASES = ("easy", "medium", "hard", "max", "mcts")
MAX_DEFAULT_MS = 3000
MAX_ITERATIONS = 10 ** 9     # ``max``: no real cap; its time bound stops it
TIME_MS = (1, 60000)         # accepted time budgets per move, in ms
AB_DEPTHS = (1, 6)

# The search's own settings (engine.ai.search.Params): type, low, high, default.
SEARCH_KNOBS = {
    "iterations": (int, 1, 10 ** 6, 1000),
    "c": (float, 0.0, 10.0, 0.7),
    "pb": (float, 0.0, 100.0, 0.0),
    "offset": (int, 0, 1, 0),      # UCT's log(N + offset)
}

_INT = re.compile(r"-?[0-9]{1,9}\Z")
_FLOAT = re.compile(r"-?[0-9]{1,9}(\.[0-9]{1,9})?\Z")
_NAME = re.compile(r"[a-z_]{1,20}\Z")
_AB = re.compile(r"ab([0-9])\Z")
MAX_LEVEL_LENGTH = 300
MAX_SEED_LENGTH = 300


def _bad(message):
    return InvalidArgument("level", message)


def knobs(player):
    """Every setting of a game's player: type, low, high, default (the game's override the search's)."""
    return {**SEARCH_KNOBS, **player.KNOBS}


def defaults(player):
    """Every setting of a game's player at its default value."""
    return {k: spec[3] for k, spec in knobs(player).items()}


def _value(key, text, spec):
    kind, lo, hi, _ = spec
    if isinstance(kind, tuple):
        if text not in kind:
            raise _bad(f"{key} must be one of {', '.join(kind)}, not {text!r}")
        return text
    pattern = _INT if kind is int else _FLOAT
    if not pattern.match(text):
        raise _bad(f"{key} must be {'an integer' if kind is int else 'a number'} in ASCII digits, not {text!r}")
    v = kind(text)
    if not lo <= v <= hi:
        raise _bad(f"{key} must be between {lo} and {hi}, not {text}")
    return v


def settings(player, level):
    """(kind, settings dict) of ``level`` for a game's player; InvalidArgument if it is not one.

    ``kind`` is "random", "easy", "search" or "ab" (with ``depth`` in the settings).
    """
    if not isinstance(level, str):
        raise _bad(f"must be a string (one of {', '.join(LEVEL_NAMES)}), not {type(level).__name__}")
    if len(level) > MAX_LEVEL_LENGTH:
        raise _bad(f"too long ({len(level)} characters; at most {MAX_LEVEL_LENGTH})")
    table = knobs(player)
    cfg = defaults(player)
    m = _AB.match(level)
    if m:
        depth = int(m.group(1))
        if not AB_DEPTHS[0] <= depth <= AB_DEPTHS[1]:
            raise _bad(f"the yardstick's depth must be {AB_DEPTHS[0]} to {AB_DEPTHS[1]}, not {depth}")
        cfg["depth"] = depth
        return "ab", cfg
    base, colon, spec = level.partition(":")
    if base == "random" and not colon:
        return "random", cfg
    if base not in SPEC_BASES or (base == "mcts" and not colon):
        raise _bad(f"unknown level {level!r}; levels are {', '.join(LEVEL_NAMES)} "
                   f"(or {', '.join(SPEC_BASES[:4])}:key=value,... to tune)")
    name = "hard" if base in ("max", "mcts") else base
    cfg.update(player.LEVELS[name])
    if base == "max":
        cfg["iterations"] = MAX_ITERATIONS
        cfg.update(player.LEVELS.get("max", {}))   # a game may give max more than hard's settings
    seen = set()
    for part in spec.split(",") if colon and spec else ():
        key, eq, text = part.partition("=")
        if not eq or not _NAME.match(key):
            raise _bad(f"settings are key=value pairs separated by commas, not {part!r}")
        if key not in table:
            raise _bad(f"unknown setting {key!r}; settings are {', '.join(sorted(table))}")
        if key in seen:
            raise _bad(f"setting {key!r} given twice")
        seen.add(key)
        cfg[key] = _value(key, text, table[key])
    return ("easy" if base == "easy" else "search"), cfg


def time_budget(time_ms, level):
    """Seconds to search at most (None: no time cap), from a checked ``time_ms``."""
    if time_ms is None:
        if isinstance(level, str) and level.partition(":")[0] == "max":
            return MAX_DEFAULT_MS / 1000.0
        return None
    if isinstance(time_ms, bool) or not isinstance(time_ms, (int, float)):
        raise InvalidArgument("time_ms", f"must be a number of milliseconds, not {type(time_ms).__name__}")
    lo, hi = TIME_MS
    # ints are compared as ints (10 ** 400 has no float); nan fails every comparison
    if not (isinstance(time_ms, int) or math.isfinite(time_ms)) or not lo <= time_ms <= hi:
        shown = repr(time_ms) if not isinstance(time_ms, int) or abs(time_ms) < 10 ** 15 else "a huge number"
        raise InvalidArgument("time_ms", f"must be between {lo} and {hi} ms, not {shown}")
    return time_ms / 1000.0


def check_seed(seed):
    """An int or a str of bounded size (engine.rng.seed_to_state turns it into a stream)."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise InvalidArgument("seed", f"must be an integer or a string, not {type(seed).__name__}")
    if isinstance(seed, int) and not -(1 << 64) < seed < (1 << 64):
        raise InvalidArgument("seed", "an integer seed must be below 2**64 in size")
    if isinstance(seed, str) and len(seed) > MAX_SEED_LENGTH:
        raise InvalidArgument("seed", f"too long ({len(seed)} characters; at most {MAX_SEED_LENGTH})")
    return seed
