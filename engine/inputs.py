"""The first checks every game makes on input from outside: JSON text or object, the state format,
and the fields of a position string. Each game's own checks of its save format follow these."""

import json

from .errors import InvalidState


def json_object(data, what="state", error=InvalidState):
    """``data`` (a dict or JSON text) as a dict; otherwise ``error(what, reason)``."""
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except (ValueError, UnicodeDecodeError) as exc:
            raise error(what, f"is not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise error(what, "must be a JSON object")
    return data


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


def position_fields(text, prefix, counts):
    """The space-separated fields of a position string that starts with ``prefix`` and has one of ``counts`` fields."""
    if not isinstance(text, str):
        raise InvalidState("position", "must be a string")
    parts = text.strip().split()
    if not parts or parts[0] != prefix:
        raise InvalidState("position", f"must start with {prefix!r}")
    if len(parts) not in counts:
        shown = " or ".join(str(n) for n in counts)
        raise InvalidState("position", f"needs {shown} space-separated fields, found {len(parts)}")
    return parts
