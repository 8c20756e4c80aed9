"""The one reader of whole numbers written in text from outside (position strings, pending steps,
set-up keys), shared by every game.

Only the ASCII digits 0-9, no sign, no ``_``, no spaces and no leading zero (a number has one
spelling, so a position string round-trips). ``int()`` and ``str.isdigit()`` alone would take
"+4", "0_4", " 4", "²" or Arabic-Indic digits, and ``int()`` raises a bare ValueError on some of
those; here every refusal is an InvalidState naming the field.
"""

from .errors import InvalidState

MAX_DIGITS = 18  # far above any count in a game; keeps int() away from huge digit strings
_DIGITS = frozenset("0123456789")


def is_whole(text):
    """True when ``text`` is a whole number in the one accepted spelling."""
    return (isinstance(text, str) and 0 < len(text) <= MAX_DIGITS and _DIGITS.issuperset(text)
            and (text == "0" or text[0] != "0"))


def whole(text, field, lo=None, hi=None):
    """``text`` as an int (see is_whole), within ``lo``..``hi`` when given; else InvalidState."""
    if not is_whole(text):
        shown = text if not isinstance(text, str) or len(text) <= 24 else text[:24] + "…"
        raise InvalidState(field, f"must be a whole number in digits 0-9 (no sign or leading zero), not {shown!r}")
    value = int(text)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise InvalidState(field, f"must be a whole number from {lo} to {hi}, not {value}")
    return value
