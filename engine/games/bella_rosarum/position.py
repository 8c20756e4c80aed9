"""The one-line position string of Bella Rosarum (BR-15.2): ``br key=value …``.

Each save field (BR-15.1) is one ``key=value`` word whose value is compact JSON without spaces
(every id and location is free of spaces), so the string stays on one line and round-trips with
the state. A view's string (other hands as '?') loads as that view's canonical full state.
"""

import json

from ...errors import InvalidState
from .state import FIELDS, load

PREFIX = "br"
_KEYS = FIELDS[2:]  # game and format are implied by the prefix


def to_position(state):
    words = [PREFIX]
    for k in _KEYS:
        words.append(f"{k}={json.dumps(state[k], separators=(',', ':'), sort_keys=True)}")
    if "viewer" in state:
        words.append(f"viewer={state['viewer']}")
    return " ".join(words)


def from_position(text):
    if not isinstance(text, str):
        raise InvalidState("position", "must be a string")
    words = text.strip().split()
    if not words or words[0] != PREFIX:
        raise InvalidState("position", f"must start with {PREFIX!r}")
    data = {"format": 1, "game": "bella-rosarum"}
    for w in words[1:]:
        key, eq, value = w.partition("=")
        if not eq or key not in _KEYS + ("viewer",):
            raise InvalidState("position", f"{w[:40]!r} is not a field=value word of a Bella Rosarum position")
        if key in data:
            raise InvalidState(key, "is given twice")
        try:
            data[key] = json.loads(value)
        except ValueError:
            raise InvalidState(key, "is not valid compact JSON") from None
    return load(data)
