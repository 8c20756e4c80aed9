"""Words for players: seat names and one sentence per action, for the move list.

This module decides which sentence an action gets and with which parts; the words themselves
sit in one table per language (text_en.py, text_de.py; languages in engine/lang.py).
"""

from ... import lang as _lang
from ...errors import IllegalAction
from . import text_de, text_en
from .geometry import CARD_INDEX, card_parts
from .rules import card_target, legal_actions, side_of
from .state import variant_of

TABLES = {"en": text_en, "de": text_de}


def seat_name(state, seat, lang="en"):
    words = _lang.pick(TABLES, lang)
    side = words.SIDES[side_of(state, seat)]["name"]
    if variant_of(state)["seats"] == 2:
        return side
    return words.SENTENCES["seat"].format(side=side, number=seat // 2 + 1)


def card_label(card, lang="en"):
    """A card as a person reads it in ``lang`` ("NE2" is "NO2" in German); actions keep the notation."""
    d, n = card_parts(CARD_INDEX[card])
    return f"{_lang.pick(TABLES, lang).LETTERS[d]}{n}"


def describe_action(state, action, lang="en"):
    """The move-list sentence of ``action`` (IllegalAction if it is not legal)."""
    _lang.check(lang)
    legal = legal_actions(state)
    if action not in legal:
        raise IllegalAction(action, legal)
    return sentence(state, action, lang)


def narrate(state, entry, events, lang="en"):
    """After the move (engine/games/PROTOCOL.md): the same sentence; ``apply`` has checked legality."""
    return sentence(state, entry["action"], lang)


def sentence(state, action, lang="en"):
    """The sentence of a legal ``action`` (not checked again)."""
    words = _lang.pick(TABLES, lang)
    say = words.SENTENCES
    who = seat_name(state, state["to_move"], lang)
    if action in ("draw", "pass"):
        return say[action].format(who=who)
    hero = action.startswith("hero ")
    card = action[5:] if hero else action
    d, n = card_parts(CARD_INDEX[card])
    side = side_of(state, state["to_move"])
    return say["hero" if hero else "play"].format(
        who=who, card=card_label(card, lang), direction=words.DIRECTIONS[d], n=n, squares=words.SQUARES[n != 1],
        where=card_target(state, card), side_indef=words.SIDES[side]["indef"],
        side_colour=words.SIDES[side]["colour"], other_def=words.SIDES[1 - side]["def"])
