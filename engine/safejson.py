"""Bounded JSON from outside: size and nesting depth are checked before anything is parsed.

``json.loads`` recurses once per nesting level: CPython raises RecursionError near 1,000 levels
and inside Pyodide a few thousand levels overflow the WebAssembly stack and kill the
interpreter. So the text is scanned first, without recursion, and refused (``InvalidState``, a
ValueError) when it is longer than MAX_TEXT characters or nests deeper than MAX_DEPTH. Objects
handed over already parsed (dicts from Python callers) are walked the same way, iteratively.

The bounds are far above anything the engine writes: a state nests 3 levels, a record 4, and a
record of a whole random game is under 10 kilobytes (the largest of 30 seeds of each game
measured on 2026-11-23: 6.1 kB).
"""

import itertools
import json
import re

from .errors import InvalidState

MAX_TEXT = 20_000_000  # characters (or bytes) of one state, record or position argument
MAX_DEPTH = 64  # nested arrays and objects

# One JSON string, escapes included; an unterminated string runs to the end of the text. The
# possessive quantifiers keep every match linear, so hostile text cannot make the scan slow.
_STRING = re.compile(r'"[^"\\]*+(?:\\.?[^"\\]*+)*+(?:"|\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _refuse_constant(name):
    # NaN and Infinity are not JSON; Python's parser would take them and they round-trip badly
    raise ValueError(f"{name} is not a JSON value")


def text_depth(text):
    """The deepest nesting of arrays and objects in JSON text, brackets inside strings ignored."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(itertools.accumulate(map(_STEP.__getitem__, brackets)), default=0)


def check_depth(value, what="state", error=InvalidState):
    """Refuse an already parsed value (dicts, lists) nesting deeper than MAX_DEPTH.

    Iterative, so a deep or even self-referencing structure is refused without recursion.
    """
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        if depth >= MAX_DEPTH:
            raise error(what, f"nests deeper than {MAX_DEPTH} levels")
        stack.extend((child, depth + 1) for child in children)
    return value


def loads(text, what="state", error=InvalidState):
    """Parse JSON text (str or bytes) within MAX_TEXT and MAX_DEPTH; otherwise ``error(what, reason)``."""
    if len(text) > MAX_TEXT:
        raise error(what, f"is longer than {MAX_TEXT:,} characters")
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode(json.detect_encoding(text))
        except (UnicodeDecodeError, LookupError) as exc:
            raise error(what, f"is not valid JSON ({exc})") from None
    if text_depth(text) > MAX_DEPTH:
        raise error(what, f"nests deeper than {MAX_DEPTH} levels")
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as exc:
        raise error(what, f"is not valid JSON ({exc})") from None
