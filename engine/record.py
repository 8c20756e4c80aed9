"""Game records: a header plus the action list with its chance outcomes, and replay.

The header and replay are the same for every game (engine/games/PROTOCOL.md, "Records"); each
entry goes to its game's ``apply_recorded``, which checks the chance outcomes it carries. A record
says which version of its game's rules it was played under ("rules"; PROTOCOL.md, "Rules
versions"): an older one replays, and plays on, under that version.
"""

from .errors import InvalidState
from .games import game_module
from .inputs import check_format, check_seed, json_object

FORMAT = 1
# Far longer than any real game (those run to a few hundred plies); bounds a replay's time and memory.
MAX_ACTIONS = 20_000


class InvalidRecord(InvalidState):
    """A record from outside is broken or tampered with; ``field`` says where."""


def _level_names():
    from . import ai  # lazily: the search is not needed to read a record
    return tuple(ai.LEVEL_NAMES)


def check_computer(computer, seats, error=InvalidRecord):
    """``computer`` ({"<seat>": "<level>"}) checked against ``seats`` seats and the AI's levels."""
    if not isinstance(computer, dict):
        raise error("computer", 'must be an object like {"1": "hard"}')
    levels = _level_names()
    out = {}
    for seat, level in computer.items():
        if not (isinstance(seat, str) and seat.isascii() and seat.isdigit()
                and str(int(seat)) == seat and int(seat) < seats):
            raise error("computer", f"seat {seat!r} must be a seat number 0..{seats - 1} written as a string")
        if not isinstance(level, str) or level not in levels:
            raise error("computer", f"seat {seat}: level must be one of {', '.join(levels)}, not {level!r}")
        out[seat] = level
    return out


def check_seats(seats, n, error=InvalidRecord):
    """``seats``: the names of the ``n`` seats, a list of ``n`` strings (a copy), else ``error``."""
    if not isinstance(seats, list) or len(seats) != n or not all(isinstance(s, str) for s in seats):
        raise error("seats", f"must be a list of {n} seat names (strings), one per seat")
    return list(seats)


def new_record(game, seed, options, start, seats=None, computer=None):
    mod = game_module(game)
    n = mod.seat_count(start)
    rec = {
        "format": FORMAT, "game": mod.INFO.id, "rules": start.get("rules", mod.INFO.rules),
        "variant": start.get("variant"), "seed": seed,
        "seats": check_seats(seats, n, InvalidState) if seats is not None else [f"seat {i}" for i in range(n)],
        "options": dict(options or {}), "start": start, "actions": [], "result": None,
    }
    if computer:
        rec["computer"] = check_computer(computer, n, InvalidState)
    return rec


def load_record(data):
    data = json_object(data, "record", InvalidRecord)
    check_format(data, FORMAT, "record", InvalidRecord, required=True)
    if not isinstance(data.get("actions"), list):
        raise InvalidRecord("actions", "must be a list")
    if len(data["actions"]) > MAX_ACTIONS:
        raise InvalidRecord("actions", f"holds more than {MAX_ACTIONS} actions")
    return data


def rules_of(mod, rec):
    """The rules version a record says it was played under, or None when it does not say (a
    record written before records carried it)."""
    rules = rec.get("rules")
    if rules is None:
        return None
    newest = mod.INFO.rules
    if isinstance(rules, bool) or not isinstance(rules, int) or rules < 1:
        raise InvalidRecord("rules", f"must be a rules version 1..{newest}, not {rules!r}")
    if rules > newest:
        raise InvalidRecord("rules", f"this game was played under rules version {rules} of "
                                     f"{mod.INFO.names['en']}, newer than this copy of Rosarium knows "
                                     f"({newest}): open it with a newer Rosarium")
    return rules


def _under(mod, state, rules):
    """``state`` set to be played under ``rules`` (its game's optional "rules" field)."""
    if rules is None or rules == state.get("rules", mod.INFO.rules):
        return state
    if "rules" in state:
        raise InvalidRecord("rules", f"the record says {rules}, its start state {state['rules']}")
    try:
        return mod.load(dict(state, rules=rules))
    except InvalidState as exc:
        raise InvalidRecord("rules", str(exc).split(": ", 1)[-1]) from None


def _start(mod, rec, rules=None):
    if rec.get("start") is not None:
        try:
            state = mod.load(rec["start"])
        except InvalidState as exc:
            raise InvalidRecord(f"start.{exc.field}", str(exc).split(": ", 1)[-1]) from None
        return _under(mod, state, rules)
    options = rec.get("options") or {}
    if not isinstance(options, dict):
        raise InvalidRecord("options", "must be an object")
    if rec.get("variant") is not None and "variant" not in options:
        options = dict(options, variant=rec["variant"])
    try:
        resolved = mod.INFO.resolve(options)
    except InvalidState as exc:
        raise InvalidRecord(exc.field, str(exc).split(": ", 1)[-1]) from None
    check_seed(rec.get("seed"), InvalidRecord)
    if rules is not None and rules != mod.INFO.rules:
        # a game whose deal changed deals an older record as its version did (PROTOCOL.md)
        resolved = dict(resolved, rules=rules)
    try:
        state = mod.new_state(rec.get("seed"), resolved)
    except ValueError as exc:
        raise InvalidRecord("seed", str(exc)) from None
    return _under(mod, state, rules)


def _module(rec):
    try:
        return game_module(rec.get("game"))
    except ValueError as exc:
        raise InvalidRecord("game", str(exc)) from None


def share(data):
    """A record safe to hand to anyone (engine/games/PROTOCOL.md, "Sharing"): a finished game's
    record as it is but without its seed; an unfinished game's with its start and entries from the game's
    ``share_history`` (nothing of the future, no secret), no seed, and ``"shared": true``."""
    rec = load_record(data)
    if rec.get("shared"):
        return rec
    mod = _module(rec)
    states = replay(rec)
    if mod.outcome(states[-1]) is not None:
        # everything is shown at the end; the seed still goes: it would deal every game of
        # anyone who reused it, and the start state replays the record without it
        return dict(rec, seed=None) if isinstance(rec.get("start"), dict) else rec
    start, actions = mod.share_history(states[0], rec["actions"])
    return dict(rec, seed=None, start=start, actions=actions, result=None, shared=True)


def open_shared(data, seed):
    """A shared record made whole: its withheld parts dealt afresh from ``seed`` by the game's
    ``open_history``; any other record is returned as it is. InvalidRecord if it is broken."""
    rec = load_record(data)
    shared = rec.get("shared", False)
    if shared is False:
        return rec
    if shared is not True:
        raise InvalidRecord("shared", "must be true or absent")
    mod = _module(rec)
    if not isinstance(rec.get("start"), dict):
        raise InvalidRecord("start", "a shared record carries its start state")
    if seed is None:
        raise InvalidRecord("seed", "a shared record is opened with a seed for what it withholds")
    check_seed(seed, InvalidRecord)
    try:
        start, actions = mod.open_history(rec["start"], rec["actions"], seed)
    except InvalidState as exc:
        raise InvalidRecord(f"start.{exc.field}", str(exc).split(": ", 1)[-1]) from None
    except ValueError as exc:
        raise InvalidRecord("actions", str(exc)) from None
    out = dict(rec, start=start, actions=actions)
    del out["shared"]
    return out


def replay(data, seed=None):
    """All states of a record, start first; raises InvalidRecord on any inconsistency. A shared
    record (``share``) is first made whole from ``seed`` (``open_shared``). A record that does
    not say its rules version replays under the newest version that takes it whole, its start
    state then saying which (PROTOCOL.md, "Rules versions")."""
    rec = open_shared(data, seed)
    mod = _module(rec)
    rules = rules_of(mod, rec)
    start = rec.get("start")
    if rules is not None or mod.INFO.rules == 1 or (isinstance(start, dict) and "rules" in start):
        return _replay(mod, rec, rules)
    try:
        return _replay(mod, rec, mod.INFO.rules)
    except InvalidRecord as newest:
        if not newest.field.startswith("actions["):
            raise
        for older in range(mod.INFO.rules - 1, 0, -1):
            try:
                return _replay(mod, rec, older)
            except InvalidRecord:
                continue
        raise newest from None


def _replay(mod, rec, rules):
    state = _start(mod, rec, rules)
    if rec.get("computer") is not None:
        check_computer(rec["computer"], mod.seat_count(state))
    states = [state]
    for i, entry in enumerate(rec["actions"]):
        where = f"actions[{i}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), str):
            raise InvalidRecord(where, "must be an object with an 'action' string")
        try:  # the game checks and uses the entry's chance outcomes
            state = mod.apply_recorded(state, entry)[0]
        except ValueError as exc:
            raise InvalidRecord(where, str(exc)) from None
        states.append(state)
    result = rec.get("result")
    if result is not None and result != mod.outcome(state):
        raise InvalidRecord("result", "does not match the result of replaying the actions")
    return states
