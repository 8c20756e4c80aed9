"""Bella Rosarum's JSON state: the deal, queries on stacks and royals, validation, views (BR-3, BR-14, BR-15).

A state is a plain dict (save format in seeds/bella-rosarum.md, BR-15). Royal controllers are
derived from where the nobles stand (BR-9.1) and re-derived by ``settle`` after every change, so
a stored controller can be checked, never forged.
"""

import copy

from ... import rng
from ...errors import InvalidState
from ...inputs import state_object
from . import data as D

FORMAT = 1
GAME = "bella-rosarum"
DEFAULT_RNG = "0123456789abcdef"
PHASES = ("event", "move", "combat", "declare", "parliament", "coronation", "crown", "over")
SEAT_RANGE = (2, 6)
FIELDS = ("format", "game", "variant", "players", "first_turn_combat", "phase", "to_move", "round",
          "first", "nobles", "royals", "hands", "owners", "deck", "discard", "chancery", "events",
          "event_discard", "event", "moved", "fought", "sieges", "drawn", "hold", "out", "result",
          "rng")
HIDDEN = "?"
# The rules version (seeds/bella-rosarum.md, "Rules versions"). A state of a game started under an
# older version says so in its optional "rules" field and keeps playing under that version.
RULES = 5
# BR-3.2: from rules 5 a duel is dealt again until neither seat's troops exceed the other's by
# more than this share (a random 18/18 split went to the seat dealt more troops 7 games in 10)
DUEL_SPREAD = 1.1
# Fields of part 2 (BR-15.1): a save without them (from part 1) loads with these values.
OPTIONAL = {"active": [], "parliament": None, "attack": None}


def variant_for(n):
    return f"{n}p"


# --- set-up (BR-3) ------------------------------------------------------------------------------
def deal(gen, players, rules=RULES):
    """BR-3.2: (gen, hands, rest) — the 36 (35) card pool dealt evenly, every seat with a noble
    (and under rules 5 on, a duel's two hands within ``DUEL_SPREAD`` of each other's troops)."""
    extra = 9 if players == 5 else 10
    holdings = [c for c in D.HOLDINGS if c not in D.ROYALTY_CARDS]
    while True:
        gen, shuffled = rng.shuffle(gen, holdings)
        pool = list(D.NOBLES) + shuffled[:extra]
        gen, pool = rng.shuffle(gen, pool)
        each = len(pool) // players
        hands = [D.sort_cards(pool[i * each:(i + 1) * each]) for i in range(players)]
        if all(any(D.is_noble(c) for c in h) for h in hands) and (
                players != 2 or rules < 5 or _even_troops(hands)):
            rest = [c for c in D.CARDS if c not in pool]
            return gen, hands, rest


def _even_troops(hands):
    """BR-3.2: the troops each hand's nobles will lead at the start (BR-7.2: nobles and the
    holdings that count before any is activated) within ``DUEL_SPREAD`` of each other."""
    unactivated = {"active": []}
    each = [sum(card_troops(unactivated, c) for c in h) for h in hands]
    return max(each) <= DUEL_SPREAD * min(each)


def implied_options(options):
    """BR-3.1: the option ``players`` alone picks its variant ({"players": 4} is "4p"); given
    with a ``variant`` that has another number of seats, new_state refuses the pair."""
    n = options.get("players")
    if ("variant" not in options and not isinstance(n, bool) and isinstance(n, int)
            and SEAT_RANGE[0] <= n <= SEAT_RANGE[1]):
        return dict(options, variant=variant_for(n))
    return options


def new_state(seed, options=None):
    """BR-3: deal, reveal, Chancery, first player; ``options`` {"players": n, "variant": "np",
    "first_turn_combat": bool}."""
    options = dict(options or {})
    n = options.get("players")
    variant = options.get("variant")
    if n is None:
        n = int(variant[:-1]) if isinstance(variant, str) and variant[:-1].isdigit() else 3
    if isinstance(n, bool) or not isinstance(n, int) or not SEAT_RANGE[0] <= n <= SEAT_RANGE[1]:
        raise InvalidState("options.players", f"must be a whole number from 2 to 6, not {n!r}")
    if variant is not None and variant != variant_for(n):
        raise InvalidState("options.variant", f"{variant!r} does not match {n} players "
                                              f"(give players alone, or the variant {variant_for(n)!r})")
    combat = options.get("first_turn_combat", True)
    if not isinstance(combat, bool):
        raise InvalidState("options.first_turn_combat", "must be true or false")
    gen = rng.start(seed)
    # a record of an older rules version replays its deal (record._start passes its version)
    gen, hands, rest = deal(gen, n, options.get("rules", RULES))
    chancery = D.sort_cards(c for c in rest if D.CARDS[c]["category"] in ("office", "earldom"))  # BR-3.3
    gen, deck = rng.shuffle(gen, D.sort_cards(c for c in rest if c not in chancery))
    gen, events = rng.shuffle(gen, [e["id"] for e in D.EVENT_LIST])
    nobles, owners = {}, {}
    for seat, hand in enumerate(hands):  # BR-3.4
        mine = [c for c in hand if D.is_noble(c)]
        for c in mine:
            seat_place = D.CARDS[c]["seat"]
            nobles[c] = {"seat": seat, "loc": seat_place, "cards": []}
            owners[seat_place] = seat
        for h in hand:
            if not D.is_noble(h):
                target = min(mine, key=lambda c: (len(nobles[c]["cards"]), D.CARD_ORDER[c]))
                nobles[target]["cards"].append(h)
    for seat, hand in enumerate(hands):  # BR-16.4: dealt constables and governors bring their towns
        for c in hand:
            take_town(owners, nobles, c, seat)
    first = None
    for cid in D.PRECEDENCE:  # BR-3.6
        for seat, hand in enumerate(hands):
            if cid in hand:
                first = seat
                break
        if first is not None:
            break
    if first is None:
        gen, first = rng.below(gen, n)
    royals = {r: {"place": D.START.get(r), "crowned": r == "henry", "controller": None, "alive": True}
              for r in D.ROYALS}
    s = {
        "format": FORMAT, "game": GAME, "variant": variant_for(n), "players": n,
        "first_turn_combat": combat, "phase": "event", "to_move": first, "round": 1, "first": first,
        "nobles": nobles, "royals": royals, "hands": [[] for _ in range(n)], "owners": owners,
        "deck": deck, "discard": [], "chancery": chancery, "events": events, "event_discard": [],
        "event": None, "moved": [], "fought": [], "sieges": {}, "drawn": False, "hold": None,
        "out": [], "result": None, "rng": rng.to_hex(gen), "active": [], "parliament": None,
        "attack": None,
    }
    settle(s)
    return s


def copy_state(state):
    """A deep copy made by hand (lists of ids and small dicts only): much cheaper than deepcopy."""
    s = dict(state)
    for k in ("deck", "discard", "chancery", "events", "event_discard", "moved", "fought", "out",
              "active"):
        s[k] = list(state[k])
    s["hands"] = [list(h) for h in state["hands"]]
    s["nobles"] = {k: {"seat": v["seat"], "loc": v["loc"], "cards": list(v["cards"])}
                   for k, v in state["nobles"].items()}
    s["royals"] = {k: dict(v) for k, v in state["royals"].items()}
    s["owners"] = dict(state["owners"])
    s["sieges"] = {k: dict(v) for k, v in state["sieges"].items()}
    for k in ("hold", "result", "parliament", "attack"):
        if state[k] is not None:
            s[k] = copy.deepcopy(state[k])
    return s


# --- queries ------------------------------------------------------------------------------------
def cell_of(loc):
    """The grid cell of a location (BR-2.1)."""
    cell = _CELLS.get(loc)
    if cell is None:
        if loc.startswith("@"):
            x, y = loc[1:].split(",")
            cell = int(x), int(y)
        else:
            cell = D.PLACE_CELL[loc]
        if len(_CELLS) < 4096:  # locations are few; a bound keeps odd input from growing it
            _CELLS[loc] = cell
    return cell


_CELLS = {}


def cell_loc(cell):
    return f"@{cell[0]},{cell[1]}"


def stacks(state):
    """{location: (seat, [noble ids in card order])} (BR-2.2)."""
    out = {}
    for nid in D.sort_cards(state["nobles"]):
        n = state["nobles"][nid]
        out.setdefault(n["loc"], (n["seat"], []))[1].append(nid)
    return out


def nobles_at(state, loc, seat=None):
    return [nid for nid in D.sort_cards(state["nobles"])
            if state["nobles"][nid]["loc"] == loc and (seat is None or state["nobles"][nid]["seat"] == seat)]


def card_troops(state, cid):
    """BR-7.2, BR-16: the troops a held card adds now: an office or cleric only while active
    (BR-16.1); nobles, titles, towns (BR-16.4) and mercenaries always; ship cards never."""
    if cid in D.ACTIVATED and cid not in state["active"]:
        return 0
    if D.CARDS[cid]["category"] == "ship":  # BR-18.1: a ship carries troops, it does not fight
        return 0
    return D.CARDS[cid]["troops"]


def noble_troops(state, nid):
    """BR-7.2: a noble's troops with those of its holdings that count now (BR-16)."""
    return D.CARDS[nid]["troops"] + sum(card_troops(state, c) for c in state["nobles"][nid]["cards"])


def take_town(owners, nobles, cid, seat):
    """BR-16.4: a constable's or governor's town becomes its holder's seat's, unless another
    seat's noble stands in it."""
    town = D.TOWN.get(cid)
    if town is not None and not any(n["loc"] == town and n["seat"] != seat for n in nobles.values()):
        owners[town] = seat


def troops(state, nobles):
    return sum(noble_troops(state, n) for n in nobles)


def ship_capacity(state, nobles):
    """BR-18.1: the troops the ships of these nobles' cards can carry."""
    return sum(sum(D.SHIPS.get(c, ())) for n in nobles for c in state["nobles"][n]["cards"])


def influence(state, nobles):
    """BR-6.4: the stack's influence, the sum over its cards."""
    return sum(D.CARDS[n]["influence"] + sum(D.CARDS[c]["influence"] for c in state["nobles"][n]["cards"])
               for n in nobles)


def royal_loc(state, r):
    """Where a royal is: heirs stand with their noble (BR-1.6)."""
    if r in D.HEIR_NOBLE:
        n = state["nobles"].get(D.HEIR_NOBLE[r])
        return n["loc"] if n else None
    return state["royals"][r]["place"] if state["royals"][r]["alive"] else None


def alive(state, r):
    if r in D.HEIR_NOBLE:
        return D.HEIR_NOBLE[r] in state["nobles"]
    return state["royals"][r]["alive"]


def controls(state, seat):
    """The living royals ``seat`` controls."""
    return [r for r in D.ROYALS if alive(state, r) and state["royals"][r]["controller"] == seat]


def settle(s):
    """BR-9.1, BR-8.3, BR-16.3: re-derive royal controllers, heir places and sieges after any
    change; a card that left play (or its noble) is no longer active."""
    if s["active"]:
        held = {c for n in s["nobles"].values() for c in n["cards"]}
        s["active"] = [c for c in s["active"] if c in held]
    where = {}
    for nid, n in s["nobles"].items():
        where[n["loc"]] = n["seat"]
    for r in D.ROYALS:
        ro = s["royals"][r]
        if r in D.HEIR_NOBLE:
            n = s["nobles"].get(D.HEIR_NOBLE[r])
            ro["alive"] = n is not None
            ro["place"] = n["loc"] if n else None
            ro["controller"] = n["seat"] if n else None
            if n is None:
                ro["crowned"] = False
            continue
        if not ro["alive"]:
            ro["place"], ro["controller"], ro["crowned"] = None, None, False
            continue
        ro["controller"] = where.get(ro["place"])
    for place in list(s["sieges"]):
        sg = s["sieges"][place]
        if where.get(sg["from"]) != sg["by"] or s["owners"].get(place) == sg["by"]:
            del s["sieges"][place]


def active_seats(state):
    return [i for i in range(state["players"]) if i not in state["out"]]


class HiddenHand(Exception):
    """BR-4.3 asks whether a hand holds a noble while some of its cards are still face down:
    a game played among several seats by links keeps a card drawn unnamed (``?<deck>.<place>``)
    until its holder opens it (engine/games/bella_rosarum/group.py)."""

    def __init__(self, seat):
        super().__init__(f"seat {seat}'s hand must be shown in part")
        self.seat = seat


def is_out(state, seat):
    """BR-4.3: no noble on the map and none in the hand."""
    if seat in state["out"]:
        return True
    if any(n["seat"] == seat for n in state["nobles"].values()):
        return False
    hand = state["hands"][seat]
    if any(D.is_noble(c) for c in hand if c in D.CARDS):
        return False
    if any(c not in D.CARDS for c in hand):
        raise HiddenHand(seat)
    return True


# --- views (BR-14) ------------------------------------------------------------------------------
def view(state, seat):
    """BR-14.1: ``seat`` keeps its hand; other hands and the crown deck become '?' each (which
    unseen card is where is secret); the event deck is sorted; no generator."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state["players"]:
        raise InvalidState("seat", f"must be a seat number 0..{state['players'] - 1}, not {seat!r}")
    s = copy_state(state)
    s["hands"] = [list(h) if i == seat else [HIDDEN] * len(h) for i, h in enumerate(state["hands"])]
    s["deck"] = [HIDDEN] * len(state["deck"])
    s["events"] = D.sort_events(state["events"])
    s["rng"] = DEFAULT_RNG
    s["viewer"] = seat
    return s


# A view of no seat: what anyone may be shown of an unfinished game (BR-14.2).
PUBLIC = "all"


def public_view(state):
    """BR-14.2: every hand and the crown deck as '?' cards, events in card order, no generator."""
    s = view(state, 0)
    s["hands"] = [[HIDDEN] * len(h) for h in state["hands"]]
    s["viewer"] = PUBLIC
    return s


def _cards_seen(state, seat):
    """The cards ``seat`` can see anywhere on the table or in its own hand (BR-14.1)."""
    shown = view(state, seat)
    seen = {c for h in shown["hands"] for c in h} | set(shown["discard"]) | set(shown["chancery"])
    seen |= set(shown["nobles"]) | {c for n in shown["nobles"].values() for c in n["cards"]}
    seen |= set((shown.get("parliament") or {}).get("cards", ())) | set(shown.get("active") or ())
    seen.discard(HIDDEN)
    return seen


def reveals(before, after):
    """BR-14.1: whether a move showed a seat a card it could not see before (a card from a
    hidden hand played or declared); cards drawn are the entry's chance outcomes."""
    return any(_cards_seen(after, seat) - _cards_seen(before, seat) for seat in range(before["players"]))


def _unknown_pool(state, seat):
    """The cards ``seat`` cannot place: the deck and other seats' hands (in the full state)."""
    pool = [c for c in state["deck"] if c != HIDDEN]
    for i, h in enumerate(state["hands"]):
        if i != seat:
            pool += [c for c in h if c != HIDDEN]
    return pool


def fill_view(s):
    """A loaded view becomes a full state: the '?' cards are the first unknown ones in card order."""
    seat = s.pop("viewer")
    if seat == PUBLIC:
        seat = None  # every hand is unknown
    seen = set(c for h in s["hands"] for c in h) | set(s["deck"]) | set(s["discard"]) | set(s["chancery"])
    seen |= set(s["nobles"]) | {c for n in s["nobles"].values() for c in n["cards"]}
    seen |= set((s.get("parliament") or {}).get("cards", ()))  # BR-19.7: face-up Chancery cards
    pool = D.sort_cards(c for c in D.CARDS if c not in seen)
    deck_size = len(s["deck"])
    s["deck"] = _deal_hands(s, seat, pool)
    if len(s["deck"]) != deck_size:
        raise ValueError("the view's hands and deck do not add up to the game's cards")
    return s


def _deal_hands(s, seat, pool):
    """Give the other seats' hands their number of cards from ``pool`` in its order (never a
    royalty card: those are played when drawn, BR-12.3); returns the rest, in order, as the deck."""
    keep = [c for c in pool if c not in D.ROYALTY_CARDS]
    for i, h in enumerate(s["hands"]):
        if i != seat:
            s["hands"][i], keep = keep[:len(h)], keep[len(h):]
    given = {c for i, h in enumerate(s["hands"]) if i != seat for c in h}
    return [c for c in pool if c not in given]


def redeal_hidden(state, seat, seed):
    """A full state that ``seat`` cannot tell from ``state``: the unknown cards and both deck
    orders dealt afresh from ``seed`` (BR-14)."""
    s = copy_state(state)
    if "viewer" in s:
        s = fill_view(s)
    gen = rng.start(seed)
    gen, pool = rng.shuffle(gen, D.sort_cards(_unknown_pool(s, seat)))
    s["deck"] = _deal_hands(s, seat, pool)
    gen, s["events"] = rng.shuffle(gen, D.sort_events(s["events"]))
    s["rng"] = rng.to_hex(rng.derive(gen)[1])
    return s


# --- validation (BR-15) -------------------------------------------------------------------------
def _int(v, field, lo, hi):
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise InvalidState(field, f"must be a whole number from {lo} to {hi}, not {v!r}")
    return v


def _ids(v, field, known):
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise InvalidState(field, "must be a list of ids")
    for x in v:
        if x not in known:
            raise InvalidState(field, f"{x!r} is not a known id")
    return list(v)


def _loc(v, field):
    if not isinstance(v, str):
        raise InvalidState(field, "must be a location (place id or @x,y)")
    if v.startswith("@"):
        try:
            x, y = (int(t) for t in v[1:].split(","))
        except ValueError:
            raise InvalidState(field, f"{v!r} is not a cell @x,y") from None
        if (x, y) not in D.LAND or v != cell_loc((x, y)):
            raise InvalidState(field, f"{v!r} is not a land cell of the map")
        return v
    if v not in D.PLACES:
        raise InvalidState(field, f"{v!r} is not a place of the map")
    return v


def load(data):
    """Validate a state (or a view) from outside; returns a clean full state or raises
    InvalidState naming the field (BR-15)."""
    data = state_object(data, FORMAT)
    if data.get("game") != GAME:
        raise InvalidState("game", f"must be {GAME!r}, not {data.get('game')!r}")
    for f in FIELDS[3:]:
        if f not in data:
            raise InvalidState(f, "is missing")
    data = dict(data)
    for f, default in OPTIONAL.items():
        data.setdefault(f, copy.deepcopy(default))
    n = _int(data["players"], "players", *SEAT_RANGE)
    if data.get("variant") != variant_for(n):
        raise InvalidState("variant", f"must be {variant_for(n)!r} for {n} players")
    if not isinstance(data["first_turn_combat"], bool):
        raise InvalidState("first_turn_combat", "must be true or false")
    if data["phase"] not in PHASES:
        raise InvalidState("phase", f"must be one of {', '.join(PHASES)}")
    viewer = data.get("viewer")
    if viewer is not None and viewer != PUBLIC:
        _int(viewer, "viewer", 0, n - 1)
    out = {"format": FORMAT, "game": GAME, "variant": variant_for(n), "players": n,
           "first_turn_combat": data["first_turn_combat"], "phase": data["phase"],
           "to_move": _int(data["to_move"], "to_move", 0, n - 1),
           "round": _int(data["round"], "round", 1, D.ROUND_CAP),  # BR-13.4: the cap ends the game
           "first": _int(data["first"], "first", 0, n - 1)}
    seen = {}

    def claim(cid, where):
        if cid in seen and cid != HIDDEN:
            raise InvalidState(where, f"card {cid!r} is also in {seen[cid]}")
        seen[cid] = where

    nobles = data["nobles"]
    if not isinstance(nobles, dict):
        raise InvalidState("nobles", "must be an object noble id -> {seat, loc, cards}")
    out["nobles"] = {}
    occupant = {}
    for nid, nb in nobles.items():
        f = f"nobles.{nid}"
        if nid not in D.CARDS or not D.is_noble(nid):
            raise InvalidState(f, "is not a noble card")
        if not isinstance(nb, dict) or set(nb) != {"seat", "loc", "cards"}:
            raise InvalidState(f, "must be {seat, loc, cards}")
        seat = _int(nb["seat"], f + ".seat", 0, n - 1)
        loc = _loc(nb["loc"], f + ".loc")
        if occupant.setdefault(loc, seat) != seat:  # BR-2.2
            raise InvalidState(f + ".loc", f"{loc} already holds another seat's nobles")
        cards = _ids(nb["cards"], f + ".cards", D.HOLDINGS)
        claim(nid, f)
        for c in cards:
            if c in D.ROYALTY_CARDS:
                raise InvalidState(f + ".cards", "royalty cards are never held (BR-12.3)")
            claim(c, f)
        out["nobles"][nid] = {"seat": seat, "loc": loc, "cards": cards}
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != n:
        raise InvalidState("hands", f"must be a list of {n} hands, one per seat")
    out["hands"] = []
    for i, h in enumerate(hands):
        allowed = set(D.CARDS) | ({HIDDEN} if viewer is not None and i != viewer else set())
        h = _ids(h, f"hands[{i}]", allowed)
        if viewer is not None and i != viewer and any(c != HIDDEN for c in h):
            raise InvalidState(f"hands[{i}]", "a view shows other seats' hands as '?' only")
        for c in h:
            if c in D.ROYALTY_CARDS:
                raise InvalidState(f"hands[{i}]", "royalty cards are never kept (BR-12.3)")
            claim(c, f"hands[{i}]")
        out["hands"].append(h)
    for f in ("deck", "discard", "chancery"):
        out[f] = _ids(data[f], f, set(D.CARDS) | ({HIDDEN} if viewer is not None and f == "deck" else set()))
        if viewer is not None and f == "deck" and any(c != HIDDEN for c in out[f]):
            raise InvalidState("deck", "a view shows the crown deck as '?' only")
        for c in out[f]:
            claim(c, f)
    for c in out["chancery"]:  # BR-19.6: bishoprics go to the discard pile, never here
        if c not in D.TO_CHANCERY:
            raise InvalidState("chancery", f"{c!r} cannot be in the Chancery (BR-3.3, BR-11.1)")
    out["parliament"] = _parliament(data["parliament"], n, out, claim)
    out["attack"] = _attack(data["attack"], n, out)
    missing = [c for c in D.CARDS if c not in seen]
    hidden = sum(1 for h in out["hands"] + [out["deck"]] for c in h if c == HIDDEN)
    if len(missing) != hidden:
        raise InvalidState("deck", f"every card must be somewhere exactly once; missing: {', '.join(missing[:5])}")
    for f in ("events", "event_discard"):
        out[f] = _ids(data[f], f, D.EVENTS)
    if sorted(out["events"] + out["event_discard"]) != sorted(D.EVENTS):
        raise InvalidState("events", "the event deck and its discards must hold every event card once")
    ev = data["event"]
    if ev is not None and (not isinstance(ev, str) or ev not in D.EVENTS):
        raise InvalidState("event", f"{ev!r} is not an event card")
    out["event"] = ev
    royals = data["royals"]
    if not isinstance(royals, dict) or set(royals) != set(D.ROYALS):
        raise InvalidState("royals", f"must hold exactly {', '.join(D.ROYALS)}")
    out["royals"] = {}
    for r in D.ROYALS:
        ro = royals[r]
        f = f"royals.{r}"
        if not isinstance(ro, dict) or set(ro) != {"place", "crowned", "controller", "alive"}:
            raise InvalidState(f, "must be {place, crowned, controller, alive}")
        if not isinstance(ro["crowned"], bool) or not isinstance(ro["alive"], bool):
            raise InvalidState(f, "crowned and alive are true or false")
        place = ro["place"]
        if ro["alive"] and r not in D.HEIR_NOBLE:
            place = _loc(place, f + ".place")
        out["royals"][r] = {"place": place, "crowned": ro["crowned"], "controller": ro["controller"],
                            "alive": ro["alive"]}
    owners = data["owners"]
    if not isinstance(owners, dict):
        raise InvalidState("owners", "must be an object place -> seat")
    out["owners"] = {}
    for p, seat in owners.items():
        if p not in D.PLACES:
            raise InvalidState("owners", f"{p!r} is not a place")
        out["owners"][p] = _int(seat, f"owners.{p}", 0, n - 1)
    out["moved"] = _ids(data["moved"], "moved", out["nobles"])
    if len(set(out["moved"])) != len(out["moved"]):  # BR-6.1: a noble moves once a turn
        raise InvalidState("moved", "names a noble twice")
    if not isinstance(data["fought"], list) or not all(isinstance(x, str) for x in data["fought"]):
        raise InvalidState("fought", "must be a list of locations")
    out["fought"] = [_loc(x, "fought") for x in data["fought"]]
    sieges = data["sieges"]
    if not isinstance(sieges, dict):
        raise InvalidState("sieges", "must be an object place -> {by, from}")
    out["sieges"] = {}
    for p, sg in sieges.items():
        if p not in D.PLACES or not isinstance(sg, dict) or set(sg) != {"by", "from"}:
            raise InvalidState("sieges", f"{p!r}: must be a place -> {{by, from}}")
        out["sieges"][p] = {"by": _int(sg["by"], f"sieges.{p}.by", 0, n - 1),
                            "from": _loc(sg["from"], f"sieges.{p}.from")}
        if out["sieges"][p]["from"] == p:
            # BR-8.3: a siege from inside puts no place under siege; rules 1 kept one, which
            # shut no one in (a noble inside may always leave): it goes, and nothing else changes
            del out["sieges"][p]
    if not isinstance(data["drawn"], bool):
        raise InvalidState("drawn", "must be true or false")
    out["drawn"] = data["drawn"]
    if "rules" in data:
        rules = _int(data["rules"], "rules", 1, RULES)
        if rules < RULES:
            out["rules"] = rules
    hold = data["hold"]
    if hold is not None:
        if not isinstance(hold, dict) or set(hold) != {"seat", "royal", "turns"} or hold["royal"] not in D.ROYALS:
            raise InvalidState("hold", "must be null or {seat, royal, turns}")
        hold = {"seat": _int(hold["seat"], "hold.seat", 0, n - 1), "royal": hold["royal"],
                "turns": _int(hold["turns"], "hold.turns", 1, D.HOLD_TURNS)}
    out["hold"] = hold
    out["out"] = sorted({_int(x, "out", 0, n - 1) for x in _list(data["out"], "out")})
    out["result"] = _result(data["result"], n, out)
    gen = data["rng"] if isinstance(data["rng"], str) else DEFAULT_RNG
    try:
        rng.from_hex(gen)
    except ValueError:
        raise InvalidState("rng", "must be 16 hex digits") from None
    out["rng"] = gen.lower()
    out["active"] = _ids(data["active"], "active", D.ACTIVATED)
    held = {c for nb in out["nobles"].values() for c in nb["cards"]}
    for c in out["active"]:
        if c not in held:
            raise InvalidState("active", f"{c!r} is not held by a noble on the map (BR-16.1)")
    if len(set(out["active"])) != len(out["active"]):
        raise InvalidState("active", "names a card twice")
    check = copy_state(out)
    settle(check)
    for r in D.ROYALS:
        if check["royals"][r] != out["royals"][r]:
            raise InvalidState(f"royals.{r}", "place, controller or alive disagree with the nobles on the map (BR-9.1)")
    if check["sieges"] != out["sieges"]:
        raise InvalidState("sieges", "a siege needs its besieging stack in place (BR-8.3)")
    _check_play(out)
    if viewer is not None:
        out["viewer"] = viewer
        out = fill_view(out)
    return out


def _check_play(out):
    """What play alone keeps true, so that a state that loads can be played to its end: seats
    out of the game (BR-4.3, BR-13.3), one crowned royal per house (BR-10.2), the hold of the
    sole crown (BR-13.2) and the result agreeing with the board (BR-13)."""
    over = out["phase"] == "over"
    for seat in out["out"]:
        if any(nb["seat"] == seat for nb in out["nobles"].values()):
            raise InvalidState("out", f"seat {seat} is out of the game but has nobles on the map (BR-4.3)")
    if not over:
        if out["to_move"] in out["out"]:
            raise InvalidState("to_move", "a seat out of the game has no turn (BR-4.3)")
        if out["players"] - len(out["out"]) < 2:
            raise InvalidState("out", "with one seat left in the game it is over (BR-13.3)")
    for house in (D.LANCASTER, D.YORK):
        crowned = [r for r in house if out["royals"][r]["crowned"]]  # the dead are never crowned
        if len(crowned) > 1:
            raise InvalidState(f"royals.{crowned[1]}", f"{crowned[0]} of the same house is crowned "
                                                       "already: a house has one crowned royal (BR-10.2)")
    hold = out["hold"]
    if hold is not None:
        r, ro = hold["royal"], out["royals"][hold["royal"]]
        # a crowned counter stays crowned while it lives (it may die in the turn that holds it);
        # an heir's noble may die and come back uncrowned in one turn, so heirs are left out
        if r == "henry" or (r in D.COUNTERS and ro["alive"] and not ro["crowned"]):
            raise InvalidState("hold", "counts the turns of the only crowned royal, never Henry VI (BR-13.2)")
        if (hold["turns"] == D.HOLD_TURNS) != (over and out["result"]["reason"] == "four-turns"):
            raise InvalidState("hold.turns", f"reaches {D.HOLD_TURNS} only when that ends the game (BR-13.2)")
    res = out["result"]
    if res is None:
        return
    reason, winner = res["reason"], res["winner"]
    active = [i for i in range(out["players"]) if i not in out["out"]]
    if winner is not None and winner in out["out"]:
        raise InvalidState("result.winner", "a seat out of the game does not win (BR-4.3)")
    if reason == "last-seat" and (len(active) > 1 or winner != (active[0] if active else None)):
        raise InvalidState("result", "last-seat: the one seat left in the game wins (BR-13.3)")
    if reason == "no-royals" and (winner is not None or any(alive(out, r) for r in D.ROYALS)):
        raise InvalidState("result", "no-royals: no royal is alive and nobody wins (BR-13.4)")
    if reason in ("last-royal", "four-turns") and winner is None:
        raise InvalidState("result.winner", f"{reason}: the game is won by a seat (BR-13.1, BR-13.2)")
    if reason == "four-turns" and (hold is None or hold["seat"] != winner):
        raise InvalidState("hold", "four-turns: the seat holding the crown wins (BR-13.2)")


# BR-13: how a game ends (the result's reason)
REASONS = ("last-royal", "four-turns", "last-seat", "turn-cap", "no-royals")


def _result(r, n, out):
    """BR-13: the outcome {winner (a seat or null), reason, round}, set exactly when the phase is
    'over'; its agreement with the board is checked by _check_play."""
    if (r is None) == (out["phase"] == "over"):
        raise InvalidState("result", "is set exactly when the phase is 'over'")
    if r is None:
        return None
    if not isinstance(r, dict) or set(r) != {"winner", "reason", "round"}:
        raise InvalidState("result", "must be null or the outcome {winner, reason, round}")
    winner = None if r["winner"] is None else _int(r["winner"], "result.winner", 0, n - 1)
    if not isinstance(r["reason"], str) or r["reason"] not in REASONS:
        raise InvalidState("result.reason", f"must be one of {', '.join(REASONS)}")
    rnd = _int(r["round"], "result.round", 1, D.ROUND_CAP)
    if rnd != out["round"] or (r["reason"] == "turn-cap" and rnd != D.ROUND_CAP):
        raise InvalidState("result.round", "is the round the game ended in (BR-13.4: the cap's last for turn-cap)")
    return {"winner": winner, "reason": r["reason"], "round": rnd}


def _parliament(p, n, out, claim):
    """BR-19: a sitting Parliament {by, cards (from the Chancery), present (nobles), given (the
    nobles granted a card in this sitting; a save without it loads with none)} or null."""
    if p is None:
        return None
    if not isinstance(p, dict) or not {"by", "cards", "present"} <= set(p) <= {"by", "cards", "present", "given"}:
        raise InvalidState("parliament", "must be null or {by, cards, present, given}")
    if out["phase"] != "parliament":
        raise InvalidState("parliament", "sits only in the Parliament phase")
    by = _int(p["by"], "parliament.by", 0, n - 1)
    cards = _ids(p["cards"], "parliament.cards", D.CARDS)
    if not cards:
        raise InvalidState("parliament.cards", "a sitting Parliament has a card to give")
    for c in cards:
        if c not in D.TO_CHANCERY:
            raise InvalidState("parliament.cards", f"{c!r} does not come from the Chancery")
        claim(c, "parliament")
    present = _ids(p["present"], "parliament.present", out["nobles"])
    given = _ids(p.get("given", []), "parliament.given", out["nobles"])
    if not set(given) <= set(present) or len(set(given)) != len(given):
        raise InvalidState("parliament.given", "names attending nobles, each once (BR-19.3)")
    return {"by": by, "cards": cards, "present": present, "given": given}


def _attack(a, n, out):
    """BR-20.3: an announced battle, sally or siege {by, from, to, kind, step, declared} or null."""
    if a is None:
        if out["phase"] == "declare":
            raise InvalidState("attack", "the declare phase needs the announced battle")
        return None
    keys = {"by", "from", "to", "kind", "step", "declared"}
    if not isinstance(a, dict) or not keys <= set(a) <= keys | {"noble"}:
        raise InvalidState("attack", "must be null or {by, from, to, kind, step, declared[, noble]}")
    if out["phase"] != "declare":
        raise InvalidState("attack", "is announced only in the declare phase")
    by = _int(a["by"], "attack.by", 0, n - 1)
    if a["kind"] not in ("battle", "sally", "siege") or a["step"] not in ("defender", "attacker"):
        raise InvalidState("attack", "kind is battle, sally or siege, step defender or attacker")
    if a["kind"] == "siege" and a["to"] not in D.PLACES:
        raise InvalidState("attack.to", "a siege is announced against a place (BR-8.1)")
    if not isinstance(a["declared"], bool):
        raise InvalidState("attack.declared", "must be true or false")
    src, dst = _loc(a["from"], "attack.from"), _loc(a["to"], "attack.to")
    seats = {nb["loc"]: nb["seat"] for nb in out["nobles"].values()}
    if seats.get(src) != by or seats.get(dst) in (None, by):
        raise InvalidState("attack", "needs the attacker's stack at 'from' and another seat's at 'to'")
    if out["to_move"] != (by if a["step"] == "attacker" else seats[dst]):
        raise InvalidState("to_move", "must be the seat whose step of the announced battle it is")
    out_a = {"by": by, "from": src, "to": dst, "kind": a["kind"], "step": a["step"],
             "declared": a["declared"]}
    if "noble" in a:  # BR-7.1: one noble of the stack attacks alone in a battle
        nb = out["nobles"].get(a["noble"]) if isinstance(a["noble"], str) else None
        if a["kind"] != "battle" or nb is None or nb["loc"] != src or nb["seat"] != by:
            raise InvalidState("attack.noble", "names a noble of the attacking stack in a battle")
        out_a["noble"] = a["noble"]
    return out_a


def _list(v, field):
    if not isinstance(v, list):
        raise InvalidState(field, "must be a list")
    return v


def siege_defence(state, place, seat):
    """BR-8.1, BR-8.5: the troops ``seat`` must match to besiege ``place``: the garrison (BR-1.3;
    not when ``seat`` owns the place: its garrison does not fight its owner) and any other
    seat's stack inside."""
    inside = [n for n in nobles_at(state, place) if state["nobles"][n]["seat"] != seat]
    own = state["owners"].get(place) == seat
    return (0 if own else D.KINDS[D.PLACES[place]["kind"]]["garrison"]) + (troops(state, inside) if inside else 0)
