"""The one-line position string of Bella Rosarum (BR-15.2), for links, lessons and tests.

``br <n>p <combat> <phase> <to_move> <round> <first> <nobles> <royals> <hands> <owners> <deck>
<discard> <chancery> <events> <event_discard> <event> <moved> <fought> <sieges> <drawn> <hold>
<out> <result> <rng> [a=<active>] [v<viewer>]`` — cards and event cards as two-character codes (their index
in cards.json / events.json in base 36, ``??`` a hidden card), lists joined by ``;``, seats by
``/``, ``-`` for an empty field. Nobles are ``<code><seat>=<location>[+<holding codes>]``,
royals ``<id>=<place>[*]`` (``*`` crowned, ``-`` dead; Beaufort and Tudor carry only ``*``),
owners ``<place>=<seat>``, sieges ``<place>=<seat>><from>``, the hold ``<seat>:<royal>:<turns>``,
the result ``<winner or ->:<reason>:<round>``. The fields of part 2 follow only when they are not
empty (``a=`` the active cards, BR-16; ``p=<seat>:<cards>:<nobles>[:<given>]`` a sitting Parliament,
BR-19; ``x=<seat>:<from>:<to>:<kind>:<step>:<declared>[:<noble>]`` an announced battle, BR-20.3), so a part-1 string still reads. Controllers are derived (BR-9.1). It round-trips
with the state; a view's string loads as that view's canonical full state.
"""

import copy

from ...digits import whole
from ...errors import InvalidState
from ...inputs import position_fields
from . import data as D
from .state import FORMAT, GAME, HIDDEN, OPTIONAL, PUBLIC, load, public_view, redeal_hidden, settle

PREFIX = "br"
# BR-15.2: the longest string of 80 random 6-player games played to their end (no concession
# while another action is open; every ply, full and shared strings) was 1,742 characters; the
# bound leaves more than four times that (a string of every field at its fullest stays below it)
MAX_LENGTH = 8_000
FIELDS = 25  # the words before the optional part-2 fields and the viewer
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
CARD_LIST = sorted(D.CARDS, key=D.CARD_ORDER.__getitem__)
EVENT_LIST = [e["id"] for e in D.EVENT_LIST]


def _code(i):
    return _DIGITS[i // 36] + _DIGITS[i % 36]


CARD_CODE = {c: _code(i) for i, c in enumerate(CARD_LIST)}
CARD_CODE[HIDDEN] = "??"
CODE_CARD = {v: k for k, v in CARD_CODE.items()}
EVENT_CODE = {e: _code(i) for i, e in enumerate(EVENT_LIST)}
CODE_EVENT = {v: k for k, v in EVENT_CODE.items()}


def _cards(ids, table=CARD_CODE):
    return "".join(table[c] for c in ids) or "-"


def _items(items):
    return ";".join(items) or "-"


def to_position(s):
    nobles = [f"{CARD_CODE[n]}{nb['seat']}={nb['loc']}" + (f"+{_cards(nb['cards'])}" if nb["cards"] else "")
              for n, nb in sorted(s["nobles"].items(), key=lambda kv: D.CARD_ORDER[kv[0]])]
    royals = []
    for r in D.ROYALS:
        ro = s["royals"][r]
        place = "" if r in D.HEIR_NOBLE else (ro["place"] if ro["alive"] else "-")
        royals.append(f"{r}={place}" + ("*" if ro["crowned"] else ""))
    hold = s["hold"]
    res = s["result"]
    words = [
        PREFIX, s["variant"], "1" if s["first_turn_combat"] else "0", s["phase"], str(s["to_move"]),
        str(s["round"]), str(s["first"]), _items(nobles), _items(royals),
        "/".join(_cards(h) for h in s["hands"]),
        _items(f"{p}={o}" for p, o in sorted(s["owners"].items())),
        _cards(s["deck"]), _cards(s["discard"]), _cards(s["chancery"]),
        _cards(s["events"], EVENT_CODE), _cards(s["event_discard"], EVENT_CODE),
        EVENT_CODE[s["event"]] if s["event"] else "-", _cards(s["moved"]), _items(s["fought"]),
        _items(f"{p}={g['by']}>{g['from']}" for p, g in sorted(s["sieges"].items())),
        "1" if s["drawn"] else "0",
        f"{hold['seat']}:{hold['royal']}:{hold['turns']}" if hold else "-",
        _items(str(x) for x in s["out"]),
        (f"{'-' if res['winner'] is None else res['winner']}:{res['reason']}:{res['round']}" if res else "-"),
        s["rng"],
    ]
    words += [f"{key}={enc(s[field])}" for key, (field, enc, _) in EXTRAS.items() if s[field]]
    if "viewer" in s:
        words.append(f"v{s['viewer']}")
    return " ".join(words)


def _bad(field, why):
    return InvalidState(field, why)


def _decode(text, field, table):
    if text == "-":
        return []
    if len(text) % 2:
        raise _bad(field, "card codes come in pairs of characters")
    out = []
    for i in range(0, len(text), 2):
        c = text[i:i + 2]
        if c not in table:
            raise _bad(field, f"{c!r} is not a card code")
        out.append(table[c])
    return out


def _split(text):
    return [] if text == "-" else text.split(";")


def _int(text, field):
    """A whole number in ASCII digits 0-9 (engine/digits.py: no sign, no leading zero)."""
    return whole(text, field)


def _flag(text, field):
    """``1`` (true) or ``0`` (false), nothing else."""
    if text not in ("0", "1"):
        raise _bad(field, f"must be 0 or 1, not {text[:24]!r}")
    return text == "1"


# the optional fields of part 2: key -> (state field, encode, decode)
EXTRAS = {
    "a": ("active", _cards, lambda t: _decode(t, "active", CODE_CARD)),  # BR-16.1
    "p": ("parliament", lambda p: f"{p['by']}:{_cards(p['cards'])}:{_cards(p['present'])}"
                                  + (f":{_cards(p['given'])}" if p.get("given") else ""),
          lambda t: _read_parliament(t)),  # BR-19
    "x": ("attack", lambda a: ":".join([str(a["by"]), a["from"], a["to"], a["kind"], a["step"],
                                        "1" if a["declared"] else "0"]
                                       + ([_cards([a["noble"]])] if a.get("noble") else [])),
          lambda t: _read_attack(t)),  # BR-20.3
}


def _read_attack(text):
    parts = text.split(":")
    if len(parts) not in (6, 7):
        raise _bad("attack", "must be <seat>:<from>:<to>:<kind>:<step>:<0 or 1>[:<noble>]")
    out = {"by": _int(parts[0], "attack"), "from": parts[1], "to": parts[2], "kind": parts[3],
           "step": parts[4], "declared": _flag(parts[5], "attack")}
    if len(parts) == 7:  # BR-7.1: the one noble attacking alone
        nobles = _decode(parts[6], "attack", CODE_CARD)
        if len(nobles) != 1:
            raise _bad("attack", "names one noble attacking alone")
        out["noble"] = nobles[0]
    return out


def _read_parliament(text):
    parts = text.split(":")
    if len(parts) not in (3, 4):
        raise _bad("parliament", "must be <seat>:<cards>:<nobles>[:<nobles given a card>]")
    return {"by": _int(parts[0], "parliament"), "cards": _decode(parts[1], "parliament", CODE_CARD),
            "present": _decode(parts[2], "parliament", CODE_CARD),
            "given": _decode(parts[3], "parliament", CODE_CARD) if len(parts) == 4 else []}


def share_position(state):
    """BR-14.2: the public position of ``state`` (no hand, no deck order, no generator)."""
    return to_position(public_view(state))


def from_position(text, seed=None):
    """Parse a ``br …`` string and validate it like any state from outside (BR-15). A shared one
    (``vall``, BR-14.2) gets every hidden card and both deck orders dealt from ``seed`` (BR-14.3)."""
    # BR-15.2: 25 words, then up to three part-2 fields and the viewer
    words = position_fields(text, PREFIX, range(FIELDS, FIELDS + len(EXTRAS) + 2), MAX_LENGTH)
    viewer = None
    if len(words) > FIELDS and words[-1] == "v" + PUBLIC:
        words.pop()
        viewer = PUBLIC
        if seed is None:
            raise _bad("seed", "a shared position (vall) is opened with a seed for its new deal")
    elif len(words) > FIELDS and words[-1].startswith("v"):
        viewer = _int(words.pop()[1:], "viewer")
    extras = {}
    while len(words) > FIELDS:
        key, eq, text = words.pop().partition("=")
        if not eq or key not in EXTRAS or key in extras:
            raise _bad("position", f"{key!r} is not a field of a position")
        extras[key] = text
    if len(words) != FIELDS:
        raise _bad("position", f"needs {FIELDS} space-separated fields, found {len(words)}")
    (_, variant, combat, phase, to_move, rnd, first, nobles, royals, hands, owners, deck, discard,
     chancery, events, event_discard, event, moved, fought, sieges, drawn, hold, out, result,
     gen) = words
    if not variant.endswith("p"):
        raise _bad("variant", f"must be like 3p, not {variant!r}")
    players = _int(variant[:-1], "variant")
    s = {"format": FORMAT, "game": GAME, "variant": variant, "players": players,
         "first_turn_combat": _flag(combat, "first_turn_combat"), "phase": phase, "to_move": _int(to_move, "to_move"),
         "round": _int(rnd, "round"), "first": _int(first, "first"), "nobles": {}}
    for item in _split(nobles):
        head, _, cards = item.partition("+")
        code_seat, eq, loc = head.partition("=")
        if not eq or len(code_seat) < 3 or code_seat[:2] not in CODE_CARD:
            raise _bad("nobles", f"{item!r} is not <code><seat>=<location>[+<cards>]")
        s["nobles"][CODE_CARD[code_seat[:2]]] = {"seat": _int(code_seat[2:], "nobles"), "loc": loc,
                                                 "cards": _decode(cards or "-", "nobles", CODE_CARD)}
    s["royals"] = {r: {"place": None, "crowned": False, "controller": None, "alive": True} for r in D.ROYALS}
    for item in _split(royals):
        r, eq, place = item.partition("=")
        if not eq or r not in s["royals"]:
            raise _bad("royals", f"{item!r} is not <royal>=<place>[*]")
        ro = s["royals"][r]
        ro["crowned"] = place.endswith("*")
        place = place.rstrip("*")
        if place == "-":
            ro["alive"] = False
        elif place:
            ro["place"] = place
    s["hands"] = [_decode(h, "hands", CODE_CARD) for h in hands.split("/")]
    s["owners"] = {}
    for item in _split(owners):
        p, eq, o = item.partition("=")
        if not eq:
            raise _bad("owners", f"{item!r} is not <place>=<seat>")
        s["owners"][p] = _int(o, "owners")
    for f, v in (("deck", deck), ("discard", discard), ("chancery", chancery), ("moved", moved)):
        s[f] = _decode(v, f, CODE_CARD)
    for f, v in (("events", events), ("event_discard", event_discard)):
        s[f] = _decode(v, f, CODE_EVENT)
    if event != "-" and event not in CODE_EVENT:
        raise _bad("event", f"must be one event card code or -, not {event[:24]!r}")
    s["event"] = None if event == "-" else CODE_EVENT[event]
    s["fought"] = _split(fought)
    s["sieges"] = {}
    for item in _split(sieges):
        p, eq, rest = item.partition("=")
        by, gt, frm = rest.partition(">")
        if not eq or not gt:
            raise _bad("sieges", f"{item!r} is not <place>=<seat>><from>")
        s["sieges"][p] = {"by": _int(by, "sieges"), "from": frm}
    s["drawn"] = _flag(drawn, "drawn")
    if hold == "-":
        s["hold"] = None
    else:
        parts = hold.split(":")
        if len(parts) != 3:
            raise _bad("hold", "must be <seat>:<royal>:<turns> or -")
        s["hold"] = {"seat": _int(parts[0], "hold"), "royal": parts[1], "turns": _int(parts[2], "hold")}
    s["out"] = [_int(x, "out") for x in _split(out)]
    if result == "-":
        s["result"] = None
    else:
        parts = result.split(":")
        if len(parts) != 3:
            raise _bad("result", "must be <winner or ->:<reason>:<round> or -")
        s["result"] = {"winner": None if parts[0] == "-" else _int(parts[0], "result"),
                       "reason": parts[1], "round": _int(parts[2], "result")}
    s["rng"] = gen
    for key, (field, _, dec) in EXTRAS.items():
        s[field] = dec(extras[key]) if key in extras else copy.deepcopy(OPTIONAL[field])
    if viewer is not None:
        s["viewer"] = viewer
    try:
        fill = {k: (dict(v) if isinstance(v, dict) else v) for k, v in s.items()}
        settle(fill)  # controllers and heirs' places are derived (BR-9.1)
    except (KeyError, ValueError, TypeError, IndexError):
        raise _bad("position", "names places or nobles that do not fit together") from None
    s["royals"] = fill["royals"]
    if viewer == PUBLIC:
        return redeal_hidden(load(s), None, seed)
    return load(s)
