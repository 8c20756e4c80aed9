"""Bella Rosarum's rules on the JSON state: legal actions, apply, the end (BR-4 … BR-13).

Pure functions. Chance (event cards, crown cards, reshuffles) comes from the state's generator
(engine/rng.py); the card drawn goes into the record entry and ``apply_recorded`` checks it.
``apply`` returns (state, entry, events); events are lists naming what happened, for ``narrate``.
"""

from ... import rng
from ...errors import IllegalAction
from . import data as D
from .holdings import activate, leave_area, make_peace, piracy, stand_down
from . import declare as X
from . import parliament as P
from .moves import destinations, distance, dry, near, near_places, water_of
from .state import (DEFAULT_RNG, alive, copy_state, is_out, nobles_at, noble_troops, royal_loc,
                    settle, siege_defence, stacks, take_town, troops)

END = {"move": "end move", "combat": "end combat", "parliament": "end parliament",
       "coronation": "end coronation", "crown": "end turn"}


# --- queries used by the rules and the computer ---------------------------------------------
def besieged(state, loc, seat):
    """Is the stack of ``seat`` at ``loc`` shut in by another seat's siege (BR-6.8)?"""
    sg = state["sieges"].get(loc)
    return sg is not None and sg["by"] != seat


def garrison(place):
    """BR-1.3: the troops a place defends itself with in a siege."""
    return D.KINDS[D.PLACES[place]["kind"]]["garrison"]


def eligible(state, r):
    """BR-10.2: the first living royal of its house, with no crowned royal of that house alive."""
    house = D.HOUSE[r]
    order = D.LANCASTER if house == "lancaster" else D.YORK
    if any(alive(state, x) and state["royals"][x]["crowned"] for x in order):
        return False
    for x in order:
        if alive(state, x):
            return x == r
    return False


def can_crown_at(state, seat, loc):
    """BR-10.3: the coronation place, or the see of a cleric a noble of the stack holds."""
    clerics = [c for n in nobles_at(state, loc, seat) for c in state["nobles"][n]["cards"]
               if D.CARDS[c]["category"] == "cleric"]
    if not clerics:
        return False
    return loc == D.CORONATION_PLACE or any(D.CARDS[c]["see"] == loc for c in clerics)


def ratio_column(att, dfn):
    """BR-7.3: the battle column the ratio reaches (<1:2, 1:2, 1:1, 3:2, 2:1, 3:1)."""
    if att >= 3 * dfn:
        return 5
    if att >= 2 * dfn:
        return 4
    if 2 * att >= 3 * dfn:
        return 3
    if att >= dfn:
        return 2
    if 2 * att >= dfn:
        return 1
    return 0


def victory_odds(column):
    """Share of event cards giving victory (R or V) in that column (BR-7.3)."""
    wins = sum(1 for e in D.EVENT_LIST if e["battle"][column].strip("+") in ("R", "V"))
    return wins / len(D.EVENT_LIST)


SIEGE_ODDS = 1 - sum(1 for e in D.EVENT_LIST if e["kind"] == "bad-weather") / len(D.EVENT_LIST)


def combat_targets(state, seat):
    """[(action, attacker troops, defender troops)] of the combat phase (BR-7.1, BR-8.1, BR-8.3)."""
    if state["round"] == 1 and not state["first_turn_combat"]:  # BR-3.7
        return []
    out = []
    st = stacks(state)
    water = water_of(state)  # no attack across the water between cells (its rules' stretches)
    own_siege = dry(state)  # BR-8.5, rules 3 on
    for loc, (owner, nobles) in st.items():
        if owner != seat or loc in state["fought"]:
            continue
        att = troops(state, nobles)
        if besieged(state, loc, seat):
            sg = state["sieges"][loc]
            _, enemy = st[sg["from"]]
            out.append((f"sally {loc}", att, troops(state, enemy)))
            continue
        for tloc, (towner, tnobles) in st.items():
            if towner != seat and tloc.startswith("@") and near(loc, tloc, water):
                dfn = troops(state, tnobles)
                out.append((f"battle {loc} {tloc}", att, dfn))
                if len(nobles) > 1:  # BR-7.1: one noble of the stack may attack alone
                    out += [(f"battle {loc} {tloc} {n}", noble_troops(state, n), dfn) for n in nobles]
        for p in near_places(loc, water):
            inside = st.get(p)
            if state["owners"].get(p) == seat and not (inside and inside[0] != seat and own_siege):
                continue  # BR-8.5 (rules 3 on): an owned place is besieged only to drive out a rival
            if inside and inside[0] == seat and p != loc:
                continue
            dfn = siege_defence(state, p, seat)
            if att >= dfn:  # BR-8.1: match or exceed
                out.append((f"siege {loc} {p}", att, dfn))
    return out


def coronation_actions(state, seat):
    out = []
    mine = [r for r in D.ROYALS if alive(state, r) and state["royals"][r]["controller"] == seat]
    for r in mine:
        ro = state["royals"][r]
        if not ro["crowned"] and eligible(state, r) and can_crown_at(state, seat, royal_loc(state, r)):
            out.append(f"crown {r}")
    houses = {D.HOUSE[r] for r in mine}
    if len(houses) == 2:  # BR-9.2
        out += [f"execute {r}" for r in mine if r in D.COUNTERS]
    return out


def crown_plays(state, seat):
    """BR-12.2: the plays of the crown-deck phase after the draw. A card is named by its place
    in the hand (1 = kept first), so the list shows no hidden card (BR-14.1)."""
    mine = [n for n in D.sort_cards(state["nobles"]) if state["nobles"][n]["seat"] == seat]
    out = []
    for k in range(1, len(state["hands"][seat]) + 1):
        if mine:
            out += [f"play {k} {n}" for n in mine]
        else:
            out.append(f"play {k}")
    return out


def _board_key(state, seat):
    """Everything the moves of ``seat`` depend on (BR-6), as one hashable value."""
    # active cards change troops, so what the ships carry and the places' capacity (BR-16, BR-18.1);
    # the first round shuts the free royals' places (BR-6.9), in a game of rules 2 and later
    return (seat, state["round"] == 1, state.get("rules"), state["event"], tuple(state["moved"]), tuple(state["active"]),
            tuple((n, nb["seat"], nb["loc"], tuple(nb["cards"])) for n, nb in state["nobles"].items()),
            tuple((r, ro["place"], ro["controller"], ro["alive"]) for r, ro in state["royals"].items()),
            tuple(state["owners"].items()), tuple((p, g["by"], g["from"]) for p, g in state["sieges"].items()))


_MOVES = {}


def move_actions(state, seat):
    """BR-6.1: each stack's unmoved nobles together, and each of them alone out of a larger stack
    (memoised on the board: views, redeals and the computer ask for the same lists again)."""
    key = _board_key(state, seat)
    out = _MOVES.get(key)
    if out is None:
        if len(_MOVES) >= 256:
            _MOVES.clear()
        out = _MOVES[key] = _move_actions(state, seat)
    return list(out)


def _move_actions(state, seat):
    out = []
    for loc, (owner, nobles) in stacks(state).items():
        if owner != seat or besieged(state, loc, seat):
            continue
        free = [n for n in nobles if n not in state["moved"]]
        if not free:
            continue
        out += [f"move {loc} {d}" for d in destinations(state, seat, loc, free)]
        if len(nobles) > 1:
            for n in free:
                out += [f"move {loc} {d} {n}" for d in destinations(state, seat, loc, [n])]
    return out


def legal_actions(state):
    """The actions of the seat to move (BR-2.3); [] when the game is over."""
    phase, seat = state["phase"], state["to_move"]
    if phase == "over":
        return []
    if phase == "event":
        return ["event"]
    if phase == "move":
        return move_actions(state, seat) + ["end move", "concede"]
    if phase == "combat":
        return [a for a, _, _ in combat_targets(state, seat)] + ["end combat"]
    if phase == "declare":  # BR-20.3
        return X.declare_actions(state)
    if phase == "parliament":  # BR-19
        if state["parliament"] is not None:
            return P.grant_actions(state)
        return ["end parliament", "summon"] if P.may_summon(state, seat) else ["end parliament"]
    if phase == "coronation":
        return coronation_actions(state, seat) + ["end coronation"]
    if not state["drawn"] and (state["deck"] or state["discard"]):
        return ["draw"]
    return crown_plays(state, seat) + ["end turn"]


def is_legal(state, action):
    """``action in legal_actions(state)``, cheaper for moves: only that stack's paths are searched."""
    if not isinstance(action, str):
        return False
    w = action.split(" ")
    if state["phase"] != "move" or w[0] != "move" or len(w) not in (3, 4):
        return action in legal_actions(state)
    seat, loc = state["to_move"], w[1]
    mine = nobles_at(state, loc, seat) if isinstance(loc, str) else []
    if not mine or besieged(state, loc, seat):
        return False
    free = [n for n in mine if n not in state["moved"]]
    if len(w) == 4:
        if len(mine) < 2 or w[3] not in free:
            return False
        free = [w[3]]
    return bool(free) and w[2] in destinations(state, seat, loc, free)


def current_player(state):
    return None if state["phase"] == "over" else state["to_move"]


# --- changes ----------------------------------------------------------------------------------
class _Draws:
    """The generator and the chance outcomes of one apply (checked against a record if given)."""

    def __init__(self, state, recorded):
        self.gen = rng.from_hex(state.get("rng") or DEFAULT_RNG)
        self.recorded = recorded
        self.chance = {}

    def event(self, s):
        if not s["events"]:  # BR-5.1: a new event deck from the discards
            self.gen, s["events"] = rng.shuffle(self.gen, D.sort_events(s["event_discard"]))
            s["event_discard"] = []
        eid = s["events"].pop(0)
        s["event_discard"].append(eid)
        self._note("event", eid)
        return eid

    def crown(self, s):
        if not s["deck"]:  # BR-12.1
            self.gen, s["deck"] = rng.shuffle(self.gen, D.sort_cards(s["discard"]))
            s["discard"] = []
        cid = s["deck"].pop(0)
        self._note("drawn", cid)
        return cid

    def _note(self, key, value):
        if key in self.chance:
            raise AssertionError("one draw of each kind per action")
        self.chance[key] = value
        if self.recorded is not None and self.recorded.get(key) != value:
            raise ValueError(f"the record gives {key} {self.recorded.get(key)!r} but the state draws {value!r}")


def kill_noble(s, nid, events):
    """BR-11.1: a dead noble's cards go to the Chancery or the crown discard pile."""
    nb = s["nobles"].pop(nid)
    for c in nb["cards"]:
        (s["chancery"] if c in D.TO_CHANCERY else s["discard"]).append(c)
    s["discard"].append(nid)
    if nid in s["moved"]:
        s["moved"].remove(nid)
    events.append(["dies", nid, nb["seat"]])


def _weakest(s, nobles):
    """BR-7.4: the noble with the fewest troops (ties: last in card order)."""
    return min(reversed(nobles), key=lambda n: noble_troops(s, n))


def _carry_royals(s, seat, src, dst):
    """BR-9.1: royals go with the stack that controls them."""
    for r in D.COUNTERS:
        ro = s["royals"][r]
        if ro["alive"] and ro["place"] == src and ro["controller"] == seat:
            ro["place"] = dst


def _take_royals(s, src, dst, events, seat):
    """BR-7.3: the royals of a beaten stack pass to the victor's stack."""
    for r in D.COUNTERS:
        ro = s["royals"][r]
        if ro["alive"] and ro["place"] == src:
            ro["place"] = dst
            events.append(["royal-taken", r, seat])


def do_event(s, eid, events):
    """BR-5: the event phase's card."""
    e = D.EVENTS[eid]
    kind = e["kind"]
    events.append(["event", eid])
    if kind == "plague":  # BR-5.2
        place = e["place"]
        for nid in nobles_at(s, place):
            kill_noble(s, nid, events)
        for r in D.COUNTERS:
            ro = s["royals"][r]
            if ro["alive"] and ro["place"] == place:
                ro["alive"] = False
                events.append(["royal-dies", r])
    elif kind == "piracy":  # BR-18.6 (the zone stays shut this turn: moves.closed_sea)
        piracy(s, e["zone"], events)
    elif kind == "embassy":  # BR-17.2
        make_peace(s, e["power"], events)
    elif kind in ("revolt", "french-raid", "scots-raid", "revolt-wales"):  # BR-5.3
        for place in e.get("places") or [e["place"]]:
            if place in s["owners"] and not nobles_at(s, place):
                events.append(["place-lost", place, s["owners"].pop(place)])


def do_battle(s, seat, loc, tloc, draws, events, kind="battle", noble=None):
    """BR-7.3, BR-7.4 (a sally is a battle too, BR-8.3); ``noble``: the one noble of the stack
    that attacks alone (BR-7.1), the others stay out of the battle."""
    att, dfn = ([noble] if noble else nobles_at(s, loc, seat)), nobles_at(s, tloc)
    column = ratio_column(troops(s, att), troops(s, dfn))
    stand_down(s, att + dfn)  # BR-16.3: once the battle is over (the troops counted above)
    eid = draws.event(s)
    cell = D.EVENTS[eid]["battle"][column]
    result = cell.strip("+")
    events.append([kind, loc, tloc, eid, column, cell])
    if cell.startswith("+"):
        kill_noble(s, _weakest(s, att), events)
    if result in ("R", "V"):
        for nid in dfn:
            kill_noble(s, nid, events)
        if nobles_at(s, loc, seat):
            _take_royals(s, tloc, loc, events, seat)
    elif cell.endswith("+") and nobles_at(s, tloc):
        kill_noble(s, _weakest(s, nobles_at(s, tloc)), events)
    s["fought"].append(loc)


def do_siege(s, seat, loc, place, draws, events):
    """BR-8.2, BR-8.3."""
    stand_down(s, nobles_at(s, loc, seat) + nobles_at(s, place))  # BR-16.3: a siege is a battle too
    eid = draws.event(s)
    if D.EVENTS[eid]["kind"] == "bad-weather":
        if loc == place:  # BR-8.3: a stack inside the walls has no one outside to shut it in
            events.append(["siege-failed", loc, place, eid])
        else:
            s["sieges"][place] = {"by": seat, "from": loc}
            events.append(["siege-held", loc, place, eid])
        s["fought"].append(loc)
        return
    events.append(["siege-won", loc, place, eid])
    for nid in nobles_at(s, place):
        if s["nobles"][nid]["seat"] != seat:
            kill_noble(s, nid, events)
    prev = s["owners"].get(place)
    s["owners"][place] = seat
    s["sieges"].pop(place, None)
    if loc != place:
        for nid in nobles_at(s, loc, seat):
            s["nobles"][nid]["loc"] = place
        _carry_royals(s, seat, loc, place)
    for r in D.COUNTERS:
        ro = s["royals"][r]
        if ro["alive"] and ro["place"] == place and ro["controller"] != seat:
            events.append(["royal-taken", r, seat])
    events.append(["place-won", place, seat, prev])
    s["fought"] += [loc, place]


def do_move(s, seat, loc, dest, noble, events):
    """BR-6.1, BR-6.7: the stack (or one noble) goes; royals follow the last noble."""
    mine = nobles_at(s, loc, seat)
    going = [noble] if noble else [n for n in mine if n not in s["moved"]]
    for n in going:
        leave_area(s, n, dest)  # BR-16.3
        s["nobles"][n]["loc"] = dest
        s["moved"].append(n)
    if len(going) == len(mine):
        _carry_royals(s, seat, loc, dest)
    for r in D.COUNTERS:
        ro = s["royals"][r]
        if ro["alive"] and ro["place"] == dest and ro["controller"] is None:
            events.append(["royal-taken", r, seat])
    events.append(["move", loc, dest, going])


def do_royalty_card(s, seat, cid, events):
    """BR-12.3: a royalty card joins its free royal to the drawer's nearest noble."""
    r = D.CARDS[cid]["royal"]
    ro = s["royals"][r]
    s["discard"].append(cid)
    mine = [n for n in D.sort_cards(s["nobles"]) if s["nobles"][n]["seat"] == seat]
    if not ro["alive"] or ro["controller"] is not None or not mine:
        events.append(["royalty-card", cid, None])
        return
    target = min(mine, key=lambda n: distance(s["nobles"][n]["loc"], ro["place"]))
    ro["place"] = s["nobles"][target]["loc"]
    events.append(["royalty-card", cid, target])


def concede(s, seat, events):
    """BR-13.3."""
    for nid in nobles_at_all(s, seat):
        kill_noble(s, nid, [])
    s["discard"] += s["hands"][seat]
    s["hands"][seat] = []
    s["out"] = sorted(set(s["out"]) | {seat})
    events.append(["concede", seat])


def nobles_at_all(s, seat):
    return [n for n in D.sort_cards(s["nobles"]) if s["nobles"][n]["seat"] == seat]


# --- the end (BR-13) --------------------------------------------------------------------------
def crowned_alive(s):
    return [r for r in D.ROYALS if alive(s, r) and s["royals"][r]["crowned"]]


def finish(s, winner, reason, events):
    s["phase"] = "over"
    s["result"] = {"winner": winner, "reason": reason, "round": s["round"]}
    events.append(["over", winner, reason])


def check_end(s, events):
    """BR-13.1, BR-13.3, BR-13.4 (no royal left): end the game if it is decided."""
    if s["phase"] == "over":
        return
    for seat in range(s["players"]):
        if seat not in s["out"] and is_out(s, seat):  # BR-4.3
            s["out"] = sorted(set(s["out"]) | {seat})
    active = [i for i in range(s["players"]) if i not in s["out"]]
    if len(active) <= 1:
        finish(s, active[0] if active else None, "last-seat", events)
        return
    living = [r for r in D.ROYALS if alive(s, r)]
    if not living:
        finish(s, None, "no-royals", events)
        return
    claimants = [r for r in D.COUNTERS if alive(s, r)] + [r for r in D.HEIR_NOBLE
                                                          if alive(s, r) and s["royals"][r]["crowned"]]
    if len(claimants) == 1:
        r = claimants[0]
        ro = s["royals"][r]
        if ro["crowned"] and ro["controller"] is not None:
            if D.HOUSE[r] == "lancaster" or not alive(s, "beaufort"):
                finish(s, ro["controller"], "last-royal", events)


def end_turn(s, events):
    """BR-13.2 (the hold), then the next seat's turn; BR-13.4 the cap."""
    seat = s["to_move"]
    crowned = crowned_alive(s)
    if len(crowned) == 1 and crowned[0] != "henry" and s["royals"][crowned[0]]["controller"] is not None:
        r, c = crowned[0], s["royals"][crowned[0]]["controller"]
        hold = s["hold"]
        same = hold is not None and hold["seat"] == c and hold["royal"] == r
        if c == seat:
            s["hold"] = {"seat": c, "royal": r, "turns": hold["turns"] + 1 if same else 1}
            events.append(["hold", c, r, s["hold"]["turns"]])
            if s["hold"]["turns"] >= D.HOLD_TURNS:
                finish(s, c, "four-turns", events)
                return
        elif not same:
            s["hold"] = None
    else:
        s["hold"] = None
    check_end(s, events)
    if s["phase"] == "over":
        return
    n = s["players"]
    rel = (seat - s["first"]) % n
    nxt = seat
    for _ in range(n):
        nxt = (nxt + 1) % n
        if nxt not in s["out"]:
            break
    if (nxt - s["first"]) % n <= rel:
        s["round"] += 1
        if s["round"] > D.ROUND_CAP:  # BR-13.4
            s["round"] = D.ROUND_CAP
            holders = {s["royals"][r]["controller"] for r in crowned}
            win = holders.pop() if crowned and len(holders) == 1 else None
            finish(s, win, "turn-cap", events)
            return
    s.update(to_move=nxt, phase="event", event=None, moved=[], fought=[], drawn=False)
    events.append(["turn", nxt, s["round"]])


def advance(s, events):
    """Phases with nothing to decide pass by themselves (BR-4.1)."""
    while s["phase"] != "over":
        seat = s["to_move"]
        if seat in s["out"]:  # BR-4.3: a seat that dropped out during its turn ends it at once
            end_turn(s, events)
        elif s["phase"] == "combat" and not combat_targets(s, seat):
            s["phase"] = "parliament"
        elif s["phase"] == "parliament" and s["parliament"] is None and not P.may_summon(s, seat):
            s["phase"] = "coronation"
        elif s["phase"] == "coronation" and not coronation_actions(s, seat):
            s["phase"] = "crown"
        elif s["phase"] == "crown" and not s["drawn"] and not (s["deck"] or s["discard"]):
            s["drawn"] = True
        elif s["phase"] == "crown" and s["drawn"] and not crown_plays(s, seat):
            end_turn(s, events)
        else:
            return


# --- apply ------------------------------------------------------------------------------------
def apply_events(state, action, recorded=None, listed=False):
    """(new state, chance dict, events) for a legal ``action``; ``listed``: the caller took it
    from ``legal_actions(state)`` itself (the computer's playouts), so it is not checked again."""
    if not listed and not is_legal(state, action):
        raise IllegalAction(action, legal_actions(state))
    s = copy_state(state)
    draws = _Draws(s, recorded)
    events = []
    seat = s["to_move"]
    words = action.split(" ")
    verb = words[0]
    if verb == "event":  # BR-5
        eid = draws.event(s)
        s["event"] = eid
        do_event(s, eid, events)
        s["phase"] = "move"
    elif verb == "move":  # BR-6
        do_move(s, seat, words[1], words[2], words[3] if len(words) > 3 else None, events)
    elif verb == "battle":  # BR-7, announced first (BR-20.3)
        noble = words[3] if len(words) > 3 else None  # BR-7.1: one noble attacking alone
        if not X.announce(s, seat, words[1], words[2], "battle", events, noble):
            do_battle(s, seat, words[1], words[2], draws, events, noble=noble)
    elif verb == "siege":  # BR-8, announced first when a stack defends the place (BR-20.3)
        inside = [n for n in nobles_at(s, words[2]) if s["nobles"][n]["seat"] != seat]
        if not inside or not X.announce(s, seat, words[1], words[2], "siege", events):
            do_siege(s, seat, words[1], words[2], draws, events)
    elif verb == "sally":  # BR-8.3, announced first (BR-20.3)
        tloc = s["sieges"][words[1]]["from"]
        if not X.announce(s, seat, words[1], tloc, "sally", events):
            do_battle(s, seat, words[1], tloc, draws, events, "sally")
    elif action in ("pass", "fight"):  # BR-20.3: the card is drawn now
        if action == "fight" or X.after_pass(s):
            a = X.close(s)
            if a["kind"] == "siege":
                do_siege(s, a["by"], a["from"], a["to"], draws, events)
            else:
                do_battle(s, a["by"], a["from"], a["to"], draws, events, a["kind"], a.get("noble"))
    elif action == "withdraw":  # BR-20.3: combat is optional until the card is drawn
        a = X.close(s)
        s["fought"].append(a["from"])
        events.append(["withdrawn", a["from"], a["to"]])
    elif verb == "crown":  # BR-10.3
        s["royals"][words[1]]["crowned"] = True
        events.append(["crowned", words[1], seat])
    elif verb == "execute":  # BR-9.2
        r = words[1]
        s["royals"][r]["alive"] = False
        events.append(["executed", r, seat])
    elif verb == "draw":  # BR-12.1
        cid = draws.crown(s)
        s["drawn"] = True
        if cid in D.ROYALTY_CARDS:
            do_royalty_card(s, seat, cid, events)
        else:
            s["hands"][seat].append(cid)
            events.append(["drew", seat])
    elif verb == "play":  # BR-12.2 (and BR-20.3: declared in an announced battle)
        if s["attack"] is not None:
            s["attack"]["declared"] = True
        cid = s["hands"][seat].pop(int(words[1]) - 1)
        target = words[2] if len(words) == 3 else None
        if D.is_noble(cid):
            if target is not None:  # a noble from the hand joins the named noble's stack
                loc = s["nobles"][target]["loc"]
            else:  # no noble on the map: it comes onto its seat, if no other seat's noble is there
                loc = D.CARDS[cid]["seat"]
                if any(n["loc"] == loc for n in s["nobles"].values()):
                    s["discard"].append(cid)
                    events.append(["played-lost", cid, loc])
                    loc = None
                else:
                    s["owners"][loc] = seat
            if loc is not None:
                s["nobles"][cid] = {"seat": seat, "loc": loc, "cards": []}
                s["moved"].append(cid)
                events.append(["played-noble", cid, loc])
        elif target is not None:
            s["nobles"][target]["cards"].append(cid)
            take_town(s["owners"], s["nobles"], cid, seat)  # BR-16.4
            events.append(["played", cid, target])
        else:  # a holding with no noble on the map to hold it
            s["discard"].append(cid)
            events.append(["played-lost", cid, None])
    elif verb == "concede":  # BR-13.3
        concede(s, seat, events)
        settle(s)
        end_turn(s, events)
    elif action == "end move":
        activate(s, seat)  # BR-16.2
        s["phase"] = "combat"
    elif action == "end combat":
        s["phase"] = "parliament"
    elif verb == "summon":  # BR-19.3
        P.summon(s, seat, events)
        if s["parliament"]["cards"] == []:
            s["parliament"] = None
            s["phase"] = "coronation"
            events.append(["parliament-ends"])
    elif verb == "grant":  # BR-19.4, BR-19.5
        P.grant(s, words[1], events)
        if s["parliament"] is None:
            s["phase"] = "coronation"
    elif action == "refuse":
        P.grant(s, None, events)
        if s["parliament"] is None:
            s["phase"] = "coronation"
    elif action == "end parliament":
        s["phase"] = "coronation"
    elif action == "end coronation":
        s["phase"] = "crown"
    elif action == "end turn":
        end_turn(s, events)
    settle(s)
    check_end(s, events)
    advance(s, events)
    settle(s)
    if draws.chance:
        s["rng"] = rng.to_hex(draws.gen)
    if recorded is not None and set(recorded) != set(draws.chance):
        raise ValueError(f"{action!r} draws {', '.join(draws.chance) or 'nothing'}; the record gives "
                         f"{', '.join(recorded) or 'nothing'}")
    return s, draws.chance, events


def apply(state, action):
    """(new state, record entry, events) — PROTOCOL.md."""
    s, chance, events = apply_events(state, action)
    return s, dict({"action": action}, **chance), events


def apply_recorded(state, entry):
    """Replay a record entry: its drawn cards must be the ones the state's generator gives."""
    if not isinstance(entry, dict) or not isinstance(entry.get("action"), str):
        raise ValueError("an entry is an object with an 'action' string")
    recorded = {k: v for k, v in entry.items() if k != "action"}
    s, chance, events = apply_events(state, entry["action"], recorded)
    return s, dict({"action": entry["action"]}, **chance), events


def outcome(state):
    return None if state["phase"] != "over" else dict(state["result"])


def tally(state):
    """A running score per seat: royals controlled, crowned ones twice."""
    out = [0] * state["players"]
    for r in D.ROYALS:
        c = state["royals"][r]["controller"]
        if c is not None and alive(state, r):
            out[c] += 2 if state["royals"][r]["crowned"] else 1
    return out
