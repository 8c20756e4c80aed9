"""The first checks every game makes on input from outside: JSON text or object, the state format,
and the fields of a position string. Each game's own checks of its save format follow these."""

from . import rng, safejson
from .errors import InvalidState

# characters: the default bound of a position string (the longest most games write are about
# 300); a game whose strings are longer passes its own, measured, bound to position_fields
MAX_POSITION = 4_000


def json_object(data, what="state", error=InvalidState):
    """``data`` (a dict or JSON text) as a dict; otherwise ``error(what, reason)``.

    Size and nesting are bounded before parsing (engine/safejson.py), for text and dicts alike.
    """
    if isinstance(data, (str, bytes)):
        data = safejson.loads(data, what, error)
    if not isinstance(data, dict):
        raise error(what, "must be a JSON object")
    return safejson.check_depth(data, what, error)


def check_format(data, expected, what="state", error=InvalidState, required=False):
    """Refuse a ``format`` other than ``expected`` (an absent one is taken as ``expected`` unless required)."""
    fmt = data.get("format") if required else data.get("format", expected)
    # JSON true would equal 1 in Python: a format is a number, never a boolean
    if isinstance(fmt, bool) or fmt != expected:
        raise error("format", f"unsupported {what} format {fmt!r} (this engine reads {expected})")


def state_object(data, fmt_expected):
    """``data`` (a dict or JSON text) as a dict whose ``format`` is ``fmt_expected`` (default when absent)."""
    data = json_object(data)
    check_format(data, fmt_expected)
    return data


def position_fields(text, prefix, counts, limit=MAX_POSITION):
    """The space-separated fields of a position string that starts with ``prefix`` and has one of
    ``counts`` fields, checked to be at most ``limit`` characters long before it is split."""
    if not isinstance(text, str):
        raise InvalidState("position", "must be a string")
    if len(text) > limit:
        raise InvalidState("position", f"is longer than {limit:,} characters")
    parts = text.strip().split()
    if not parts or parts[0] != prefix:
        raise InvalidState("position", f"must start with {prefix!r}")
    if len(parts) not in counts:
        shown = " or ".join(str(n) for n in counts)
        raise InvalidState("position", f"needs {shown} space-separated fields, found {len(parts)}")
    return parts


def generator_field(data, default):
    """The ``rng`` field in lower case: absent or null (as in a view) means ``default``; anything
    else, the empty string included, must be 16 or 32 hex digits."""
    gen = data.get("rng")
    if gen is None:
        return default
    try:
        rng.from_hex(gen)
    except ValueError:
        raise InvalidState("rng", "must be 16 or 32 hex digits") from None
    return gen.lower()


MAX_SEED_INT = 2 ** 256
MAX_SEED_TEXT = 256


def check_seed(seed, error=InvalidState):
    """A game's seed: a bounded whole number or string, checked before any work (a 5,000-digit
    int would otherwise fail deep inside str() with a bare ValueError)."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise error("seed", f"must be a whole number or a string, not {type(seed).__name__}")
    if isinstance(seed, int) and not -MAX_SEED_INT <= seed <= MAX_SEED_INT:
        raise error("seed", f"must be a whole number between -{MAX_SEED_INT} and {MAX_SEED_INT}")
    if isinstance(seed, str) and len(seed) > MAX_SEED_TEXT:
        raise error("seed", f"must be a string of at most {MAX_SEED_TEXT} characters")
    return seed
