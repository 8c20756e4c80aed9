"""The languages the engine's sentences come in and the one check every entry point uses.

Each game keeps its words in one table module per language (``text_en``, ``text_de``); the
game's ``text`` module picks the table through :func:`pick`.
"""

from .errors import UnknownLanguage

LANGUAGES = ("en", "de")
DEFAULT = "en"


def check(lang):
    """``lang`` itself when the engine speaks it; UnknownLanguage otherwise."""
    # The isinstance test first: an unhashable value from JSON (a list) must fail cleanly too.
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise UnknownLanguage(lang, LANGUAGES)
    return lang


def pick(tables, lang):
    """The table of ``lang`` from ``{"en": module, "de": module}``."""
    return tables[check(lang)]
