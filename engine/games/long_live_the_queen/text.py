"""Words for players: seat names, one sentence per action, and the story of what an action did.

``describe_action`` speaks before the action and never names a tile that is secret (LQ-10.4):
it can be shown to either seat. ``narrate`` tells what happened after it (dice, activations,
tokens), naming only tiles that were face up when they acted or turned — public by then.

This module decides which sentence is said and with which parts; the words sit in one table
per language (text_en.py, text_de.py; languages in engine/lang.py), so both languages always
say the same things and neither can name more than the other.
"""

from ... import lang as _lang
from . import text_de, text_en
from .rules import apply_events, current_player, illegal_error, is_legal

TABLES = {"en": text_en, "de": text_de}


def seat_name(state, seat, lang="en"):
    return _lang.pick(TABLES, lang).SEATS[seat]


class _Say:
    """One language's table with the helpers that fill its templates."""

    def __init__(self, lang):
        self.words = _lang.pick(TABLES, lang)

    def __call__(self, key, **parts):
        return self.words.SENTENCES[key].format(**parts)

    def seat(self, seat):
        return self.words.SEATS[seat]

    def tile(self, name, prefix="tile"):
        bare, nom, acc = self.words.TILES[name]
        return {prefix: bare, prefix + "_nom": nom, prefix.capitalize() + "_nom": nom[0].upper() + nom[1:],
                prefix + "_acc": acc}

    def colour(self, colour):
        with_article, alone = self.words.COLOURS[colour]
        return {"colour": with_article, "colour_alone": alone}


def describe_action(state, action, lang="en"):
    """One sentence for ``action`` by the deciding seat; reveals nothing secret (LQ-10.4)."""
    say = _Say(lang)
    if not is_legal(state, action):
        raise illegal_error(state, action)
    me = current_player(state)
    who, other = say.seat(me), say.seat(1 - me)
    phase = state["phase"]
    if phase == "setup":
        return say("setup_random" if action == "setup random" else "setup_secret", who=who)
    if phase == "start":
        return say("start_roll")
    if action in ("roll", "skip", "done"):
        return say(action, who=who)
    verb, _, what = action.partition(" ")
    if verb == "swap":
        a, b = what.split("-")
        line = int(state["pending"][0].split(" ")[2]) if phase == "resolve" else me
        return say("swap_own" if line == me else "swap_other", who=who, other=say.seat(line), a=a, b=b)
    if verb in ("master", "reveal"):
        return say(verb, who=who, pos=what)
    if verb in ("take", "return", "give"):
        if verb == "take":
            key = "take_supply" if state["pending"][0].startswith("pick") else "take_other"
        else:
            key = "return_choice" if verb == "return" else "give"
        return say(key, who=who, other=other, **say.colour(what))
    return say("unknown_action", who=who, action=action)


def _event(e, say):
    kind = e[0]
    if kind == "start":
        a, b = e[1]
        seats = {"white": say.seat(0), "black": say.seat(1), "a": a, "b": b}
        if a == b:
            return say("start_tie", **seats)
        return say("start", who=say.seat(0 if a > b else 1), **seats)
    if kind == "case":
        return say("case_" + e[1], pos=e[2])
    if kind == "tie":
        return say("tie", pos=e[1], n=e[2])
    if kind == "over":
        key = "win_princess" if e[3] == "princess face down" else "win_prestige"
        return say(key, who=say.seat(e[1]), other=say.seat(e[2]))
    if kind == "nothing":
        return say("nothing", who=say.seat(e[2]), verb=say.words.NOTHING[e[1]])
    seat = e[1]
    who, other = say.seat(seat), say.seat(1 - seat)
    if kind in ("setup", "done", "skip"):
        return say(kind, who=who)
    if kind == "roll":
        d = e[2]
        return say("rolled", who=who, a=d[0], b=d[1], total=e[3])
    if kind == "master":
        return say("master_up", who=who, **say.tile(e[2]))
    if kind == "activate":
        pos, name, acts = e[2:]
        if name == "Guard":
            return say("guard", who=who, pos=pos)
        if name != acts:
            return say("activate_as", who=who, pos=pos, acts=say.words.TILES[acts][0], **say.tile(name))
        return say("activate", who=who, pos=pos, **say.tile(name))
    if kind in ("skipped", "miss"):
        return say(kind, who=who, pos=e[2])
    if kind in ("up", "down", "guarded"):
        return say(kind, who=who, pos=e[2], **say.tile(e[3]))
    if kind in ("gain", "empty", "six", "steal", "give", "return"):
        key = {"gain": "take_supply", "steal": "take_other", "return": "returned"}.get(kind, kind)
        return say(key, who=who, other=other, **say.colour(e[2]))
    if kind == "swap":
        line = e[2]
        return say("swap_own" if line == seat else "swap_other", who=who, other=say.seat(line),
                   a=e[3], b=e[3] + 1)
    if kind == "master_change":
        pos, new, old = e[2:]
        return say("master_change", who=who, pos=pos, **say.tile(new, "new"), **say.tile(old, "old"))
    raise AssertionError(kind)


def tell(events, lang="en"):
    """The sentences of the events ``rules.apply_events`` reported for one action."""
    say = _Say(lang)
    return " ".join(_event(e, say) for e in events)


def narrate_move(state, entry, events, lang="en"):
    """The protocol's ``narrate`` (engine/games/PROTOCOL.md): what the action did, from the
    events its one ``apply`` reported."""
    return tell(events, lang)


def narrate(state, action, entry=None, lang="en"):
    """What ``action`` did, in sentences (chance outcomes from ``entry`` when given)."""
    recorded = None
    if entry is not None:
        recorded = {k: entry[k] for k in ("dice", "setup") if k in entry} or None
    return tell(apply_events(state, action, recorded)[2], lang)
