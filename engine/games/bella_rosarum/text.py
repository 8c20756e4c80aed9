"""Sentences of Bella Rosarum: ``describe_action`` before a move (naming no hidden card: a
drawn crown card is never named, BR-14), ``narrate`` after it from the events ``apply`` returned.
The words sit in text_en.py and text_de.py with the same keys."""

import math

from ... import lang as _lang
from . import data as D
from . import text_de, text_en
from .rules import combat_targets, legal_actions, ratio_column, victory_odds
from .state import nobles_at
from ...errors import IllegalAction

TABLES = {"en": text_en, "de": text_de}
_LANG_INDEX = {"en": 0, "de": 1}


class _Say:
    def __init__(self, lang):
        self.lang = _lang.check(lang)
        self.w = _lang.pick(TABLES, lang)

    def __call__(self, key, **parts):
        return self.w.SENTENCES[key].format(**parts)

    def seat(self, seat):
        return self.w.SEAT.format(n=seat + 1)

    def card(self, cid):
        return D.CARDS[cid]["name"][self.lang]

    def event(self, eid):
        return D.EVENTS[eid]["name"][self.lang]

    def place(self, loc):
        if loc.startswith("@"):
            x, y = (int(n) for n in loc[1:].split(","))
            return self.field(x, y)
        return D.PLACES[loc]["name"][self.lang]

    def field(self, x, y):
        """An open field in words, as the map names it (web/games/bella-rosarum/names.js
        fieldWords): its distance and compass point from the nearest place not in a box."""
        best, best_d = None, math.inf
        for pid, p in D.PLACES.items():
            if p["box"]:
                continue
            d = math.hypot(p["cell"][0] - x, p["cell"][1] - y)
            if d < best_d - 1e-9 or (abs(d - best_d) < 1e-9 and pid < best):
                best, best_d = pid, d
        if best is None:
            return self.w.OPEN_COUNTRY
        px, py = D.PLACES[best]["cell"]
        dx, dy = x - px, py - y  # north is up
        point = math.floor(math.atan2(dx, dy) / (2 * math.pi) * 16 + 16 + 0.5) % 16
        near, dist = D.PLACES[best]["name"][self.lang], math.floor(best_d * self.w.CELL_DISTANCE + 0.5)
        if dist == 0:
            return self.w.FIELD_BY.format(near=near)
        return self.w.FIELD.format(dist=dist, dir=self.w.COMPASS[point], near=near)

    def join(self, names):
        """'a, b and c' in the language."""
        if len(names) < 2:
            return "".join(names)
        return f"{', '.join(names[:-1])} {self.w.AND} {names[-1]}"

    def royal(self, r):
        return D.ROYAL_NAMES[r][_LANG_INDEX[self.lang]]


def describe_action(state, action, lang="en"):
    say = _Say(lang)
    if action not in legal_actions(state):
        raise IllegalAction(action, legal_actions(state))
    who = say.seat(state["to_move"])
    w = action.split(" ")
    verb = w[0]
    if verb == "move":
        if len(w) == 4:
            return say("move_one", who=who, noble=say.card(w[3]), src=say.place(w[1]), dst=say.place(w[2]))
        # the stack is named by the nobles that go (BR-6.1: its unmoved ones; those that moved
        # this turn stay), all on the map for everyone to see (BR-14.1)
        here = nobles_at(state, w[1], state["to_move"])
        going = [n for n in here if n not in state["moved"]]
        nobles = say.join([say.card(n) for n in going])
        if len(going) < len(here):
            return say("move_one", who=who, noble=nobles, src=say.place(w[1]), dst=say.place(w[2]))
        return say("move", who=who, src=say.place(w[1]), dst=say.place(w[2]), nobles=nobles)
    if verb in ("battle", "siege"):
        att, dfn = next((a, d) for act, a, d in combat_targets(state, state["to_move"]) if act == action)
        odds = f"{victory_odds(ratio_column(att, dfn)):.0%}"
        if len(w) == 4:  # BR-7.1: one noble attacks alone
            return say("battle_one", who=who, noble=say.card(w[3]), src=say.place(w[1]),
                       dst=say.place(w[2]), att=att, dfn=dfn, odds=odds)
        return say(verb, who=who, src=say.place(w[1]), dst=say.place(w[2]), att=att, dfn=dfn, odds=odds)
    if verb == "sally":
        return say("sally", who=who, src=say.place(w[1]))
    if verb in ("crown", "execute"):
        return say(verb, who=who, royal=say.royal(w[1]))
    if verb in ("grant", "refuse"):  # BR-19: the Chancery is face up, its cards may be named
        card = say.card(state["parliament"]["cards"][0])
        if verb == "refuse":
            return say("refuse", who=who, card=card)
        return say("grant", who=who, card=card, noble=say.card(w[1]))
    if verb == "play":  # by its place in the hand: the card stays unnamed until played (BR-14.1)
        if len(w) == 2:
            return say("play_seat", who=who, k=w[1])
        return say("play", who=who, k=w[1], noble=say.card(w[2]))
    return say(action, who=who)


def _royalty_card_none(state, seat, cid, say):
    """Why a drawn royalty card did nothing, from the state before the draw (BR-12.3: its royal
    joins the drawer only if it lives and no one controls it, and the drawer needs a noble)."""
    r = D.CARDS[cid]["royal"]
    if state is None or seat is None:
        return say("ev_royalty_card_none", card=say.card(cid))
    ro = state["royals"][r]
    parts = {"who": say.seat(seat), "card": say.card(cid), "royal": say.royal(r)}
    if not ro["alive"]:
        return say("ev_royalty_card_dead", **parts)
    if ro["controller"] is not None:
        return say("ev_royalty_card_held", holder=say.seat(ro["controller"]), **parts)
    return say("ev_royalty_card_alone", **parts)


def _event_text(e, say, state=None):
    kind = e[0]
    if kind == "event":
        ev = D.EVENTS[e[1]]
        if ev.get("place"):
            return say("ev_event_place", card=say.event(e[1]), place=say.place(ev["place"]))
        return say("ev_event", card=say.event(e[1]))
    if kind == "dies":
        return say("ev_dies", noble=say.card(e[1]), who=say.seat(e[2]))
    if kind in ("royal-dies", "crowned", "executed"):
        return say("ev_" + kind.replace("-", "_"), royal=say.royal(e[1]))
    if kind == "place-lost":
        return say("ev_place_lost", place=say.place(e[1]), who=say.seat(e[2]))
    if kind in ("battle", "sally"):
        cell = e[5]
        return say("ev_" + kind, card=say.event(e[3]), cell=cell, column=say.w.COLUMNS[e[4]],
                   result=say.w.RESULTS[cell.strip("+")])
    if kind == "siege-held":
        return say("ev_siege_held", place=say.place(e[2]))
    if kind == "siege-failed":  # BR-8.3
        return say("ev_siege_failed", place=say.place(e[2]))
    if kind == "siege-won":
        return say("ev_siege_won", place=say.place(e[2]), card=say.event(e[3]))
    if kind == "place-won":
        return say("ev_place_won", place=say.place(e[1]), who=say.seat(e[2]))
    if kind == "royal-taken":
        return say("ev_royal_taken", royal=say.royal(e[1]), who=say.seat(e[2]))
    if kind == "drew":
        return say("ev_drew", who=say.seat(e[1]))
    if kind == "royalty-card":
        if e[2] is None:  # BR-12.3: nothing happens; the sentence says why
            return _royalty_card_none(state, state["to_move"] if state else None, e[1], say)
        return say("ev_royalty_card", card=say.card(e[1]), royal=say.royal(D.CARDS[e[1]]["royal"]),
                   noble=say.card(e[2]))
    if kind == "played-noble":
        return say("ev_played_noble", noble=say.card(e[1]), place=say.place(e[2]))
    if kind == "played":
        return say("ev_played", card=say.card(e[1]), noble=say.card(e[2]))
    if kind == "played-lost":
        return say("ev_played_lost", card=say.card(e[1]))
    if kind == "piracy":  # BR-18.6
        zone = D.ZONE_NAMES[e[1]][say.lang]
        if not e[2]:
            return say("ev_piracy_none", zone=zone)
        return say("ev_piracy", zone=zone, cards=", ".join(say.card(c) for c in e[2]))
    if kind == "announced":  # BR-20.3: say so only when the defender gets to declare
        return say("ev_announced", who=say.seat(e[4])) if e[5] else ""
    if kind == "withdrawn":
        return say("ev_withdrawn", dst=say.place(e[2]))
    if kind == "summoned":  # BR-19.3
        return say("ev_summoned", n=len(e[2]), k=len(e[3]))
    if kind in ("granted", "denied"):  # BR-19.4
        (ly, ln), (cy, cn) = e[3]["lords"], e[3]["commons"]
        return say("ev_" + kind, card=say.card(e[1]), noble=say.card(e[2]), ly=ly, ln=ln, cy=cy, cn=cn)
    if kind == "refused":
        return say("ev_refused", card=say.card(e[1]))
    if kind == "parliament-ends":
        return say("ev_parliament_ends")
    if kind == "peace":  # BR-17.2
        power = say.w.POWERS[e[1]]
        if not e[2]:
            return say("ev_peace_none", power=power)
        return say("ev_peace", power=power, cards=", ".join(say.card(c) for c in e[2]))
    if kind == "concede":
        return say("ev_concede", who=say.seat(e[1]))
    if kind == "hold":
        return say("ev_hold", who=say.seat(e[1]), royal=say.royal(e[2]), n=e[3])
    if kind == "turn":
        return say("ev_turn", who=say.seat(e[1]), round=e[2])
    if kind == "over":
        reason = say.w.REASONS[e[2]]
        if e[1] is None:
            return say("over_none", reason=reason)
        return say("over_win", who=say.seat(e[1]), reason=reason)
    return ""


def _plague_text(place, deaths, say):
    """BR-5.2: the plague's deaths in one sentence, so a stack wiped out is said in words."""
    if not deaths:
        return say("ev_plague_none", place=say.place(place))
    dead = [f"{say.card(e[1])} ({say.seat(e[2])})" if e[0] == "dies" else say.royal(e[1]) for e in deaths]
    return say("ev_plague_kills", place=say.place(place), dead=say.join(dead))


def narrate(state, entry, events, lang="en"):
    """What the action did: its description, then each event in words."""
    say = _Say(lang)
    out = [describe_action(state, entry["action"], lang)]
    i = 0
    while i < len(events):
        e = events[i]
        out.append(_event_text(e, say, state))
        i += 1
        if e[0] == "event" and D.EVENTS[e[1]]["kind"] == "plague":  # BR-5.2
            j = i
            while j < len(events) and events[j][0] in ("dies", "royal-dies"):
                j += 1
            out.append(_plague_text(D.EVENTS[e[1]]["place"], events[i:j], say))
            i = j
    return " ".join(t for t in out if t)


NOBLE_KINDS = ("duke", "earl", "viscount", "baron")


def card_help(cid, lang="en"):
    """What a card does, in one or two sentences, for the hand and the Chancery: its troops and
    influence (BR-7.2), where an office or see is active (BR-16.1, BR-20.1, BR-20.2), that a see
    can crown (BR-10.3), the town a constable or governor brings (BR-16.4), that a ship adds no
    troops (BR-18.1), a mercenary's power (BR-17.2), a royalty card (BR-12.3)."""
    say = _Say(lang)
    c = D.CARDS[cid]
    helps = say.w.CARD_HELP
    cat = c["category"]
    area_ids = sorted(D.ACTIVATED.get(cid, ()))
    names = [say.place(p) for p in area_ids]
    if len(names) > 4:
        area = helps["many"].format(n=len(names), first=", ".join(names[:2]))
    elif len(names) > 1:
        area = f"{', '.join(names[:-1])} {helps['or']} {names[-1]}"
    else:
        area = "".join(names)
    parts = {"troops": c.get("troops", 0), "influence": c.get("influence", 0), "area": area}
    if cat in NOBLE_KINDS:
        return helps["noble"].format(seat=say.place(c["seat"]) if c.get("seat") else "—", **parts)
    if cat == "earldom":
        return helps["earldom"].format(**parts)
    if cat == "office":
        text = helps["office" if parts["troops"] else "office_none"].format(**parts)
        if c.get("ships"):
            text += helps["office_ships"].format(ships=" + ".join(str(s) for s in c["ships"]))
        return text
    if cat == "cleric":
        return helps["cleric"].format(see=say.place(c["see"]), **parts)
    if cat in ("constable", "governor"):
        town = say.place(c["town"])
        where = helps["town_star"].format(town=town) if c.get("star") else helps["town_always"]
        return helps["town"].format(town=town, where=where, **parts)
    if cat == "lord":
        return helps["lord"].format(town=area, **parts)
    if cat == "mercenary":
        return helps["mercenary"].format(power=say.w.POWERS[c["power"]], **parts)
    if cat == "ship":
        return helps["ship"].format(ships=" + ".join(str(s) for s in c.get("ships", ())))
    if cat == "royalty":
        return helps["royalty"].format(royal=say.royal(c["royal"]))
    return ""
