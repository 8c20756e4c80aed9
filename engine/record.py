"""Game records (RK-13, LQ-13): a header plus the action list with its chance outcomes, and replay.

A record replays without trusting the random generator: every draw carries the card drawn and
every reshuffle the new pile's order, and replay checks each against the state it reaches.
"""

from .errors import InvalidState
from .inputs import check_format, json_object
from .games import game_module

FORMAT = 1


class InvalidRecord(InvalidState):
    """A record from outside is broken or tampered with; ``field`` says where."""


def new_record(game, seed, options, start, seats=None):
    mod = game_module(game)
    n = mod.seat_count(start) if hasattr(mod, "seat_count") else len(start["hands"])
    return {
        "format": FORMAT, "game": mod.NAME, "variant": start.get("variant"), "seed": seed,
        "seats": list(seats) if seats else [f"seat {i}" for i in range(n)],
        "options": dict(options or {}), "start": start, "actions": [], "result": None,
    }


def step(state, action):
    """Apply ``action`` and return (new state, record entry carrying any chance outcome)."""
    mod = game_module(state["game"])
    new, chance = mod.apply(state, action)
    entry = {"action": action}
    if chance:  # every chance outcome the game reports goes into the entry (None: not drawn)
        entry.update((k, v) for k, v in chance.items() if v is not None)
    return new, entry


def load_record(data):
    data = json_object(data, "record", InvalidRecord)
    check_format(data, FORMAT, "record", InvalidRecord, required=True)
    if not isinstance(data.get("actions"), list):
        raise InvalidRecord("actions", "must be a list")
    return data


def replay(data):
    """All states of a record, start first; raises InvalidRecord on any inconsistency."""
    rec = load_record(data)
    try:
        mod = game_module(rec.get("game"))
    except ValueError as exc:
        raise InvalidRecord("game", str(exc)) from None
    if rec.get("start") is not None:
        try:
            state = mod.load(rec["start"])
        except InvalidState as exc:
            raise InvalidRecord(f"start.{exc.field}", str(exc).split(": ", 1)[-1]) from None
    else:
        seed = rec.get("seed")
        try:
            state = mod.new_state(seed, rec.get("variant") or "2p")
        except ValueError as exc:
            raise InvalidRecord("seed", str(exc)) from None
    states = [state]
    for i, entry in enumerate(rec["actions"]):
        where = f"actions[{i}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), str):
            raise InvalidRecord(where, "must be an object with an 'action' string")
        if hasattr(mod, "apply_recorded"):  # the game checks and uses the entry's chance outcome
            try:
                state, _ = mod.apply_recorded(state, entry)
            except ValueError as exc:
                raise InvalidRecord(where, str(exc)) from None
            states.append(state)
            continue
        reshuffle = entry.get("reshuffle")
        if reshuffle is not None and (not isinstance(reshuffle, list)
                                      or not all(isinstance(c, str) for c in reshuffle)):
            raise InvalidRecord(where, "'reshuffle' must be a list of cards")
        try:
            state, chance = mod.apply(state, entry["action"], reshuffle=reshuffle)
        except ValueError as exc:
            raise InvalidRecord(where, str(exc)) from None
        if chance is not None:
            if entry.get("drawn") != chance["drawn"]:
                raise InvalidRecord(where, f"records {entry.get('drawn')!r} drawn but the pile gives {chance['drawn']!r}")
            if (chance.get("reshuffle") is not None) != (reshuffle is not None):
                raise InvalidRecord(where, "a reshuffle is recorded where none happens, or missing where one does")
        elif "drawn" in entry or reshuffle is not None:
            raise InvalidRecord(where, "records a chance outcome for an action without one")
        states.append(state)
    result = rec.get("result")
    if result is not None and result != mod.outcome(state):
        raise InvalidRecord("result", "does not match the result of replaying the actions")
    return states
