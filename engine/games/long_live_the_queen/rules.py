"""Long Live the Queen's rules on the JSON state: phases, legal actions, apply, the result.

Every function is pure: it reads a state dict and returns new values, never changing its input.
Chance (set-up draws, dice) comes from the state's generator (engine/rng.py) inside ``apply``;
``recorded`` forces given outcomes (tests, sentences for given dice). Replaying a record checks
its outcomes against the generator instead (the protocol's default apply_recorded, LQ-13.2).
"""

from ... import rng
from ...errors import IllegalAction
from . import arrangement, resolution
from .standing import loser_by_princess, winner_by_prestige
from .state import DEFAULT_RNG, MAX_TURN, copy_state
from .tiles import DOWN, FIRST, KNOWN, LAST, MASTER_CHOICES, POSITIONS, SEATS, UP, index

SWAPS = tuple(f"swap {p}-{p + 1}" for p in range(FIRST, LAST))
MASTER_ACTIONS = tuple(f"master {p}" for p in POSITIONS)


def legal_actions(state):
    """The actions of the deciding seat (current_player); [] when the game is over.

    In set-up only ``setup random`` is listed: an explicit arrangement (arrangement.TEMPLATE)
    is legal too and is validated by ``apply`` rather than enumerated (LQ-3.5).
    """
    phase = state["phase"]
    if phase == "setup":
        return [arrangement.RANDOM]
    if phase in ("start", "roll"):
        return ["roll"]
    if phase == "resolve":
        word, args = resolution.parse(state["pending"][0])
        return resolution.options(state, word, args)
    if phase == "court":
        return court_actions(state, state["to_move"])
    return []


def court_actions(state, seat):
    """LQ-7: skip, swap two adjacent tiles, or make an allowed face-up tile the Master."""
    line, faces = state["lines"][seat], state["faces"][seat]
    return ["skip", *SWAPS, *(MASTER_ACTIONS[i] for i, f in enumerate(faces)
                               if f == UP and line[i] in MASTER_CHOICES)]


def current_player(state):
    """The seat that decides now — during a resolution possibly not the seat whose turn it is."""
    phase = state["phase"]
    if phase == "over":
        return None
    if phase == "resolve":
        return int(state["pending"][0].split(" ")[1])
    return state["to_move"]


def is_legal(state, action):
    if not isinstance(action, str):
        return False
    if state["phase"] == "setup" and action.startswith("setup ") and action != arrangement.RANDOM:
        try:
            arrangement.parse(action[len("setup "):])
        except arrangement.BadArrangement:
            return False
        return True
    return action in legal_actions(state)


def illegal_error(state, action):
    """The IllegalAction for ``action``; in set-up it says why an arrangement is bad (LQ-3.5)."""
    legal = legal_actions(state)
    if state["phase"] == "setup":
        reason = ""
        if isinstance(action, str) and action.startswith("setup ") and action != arrangement.RANDOM:
            try:
                arrangement.parse(action[len("setup "):])
            except arrangement.BadArrangement as exc:
                reason = f" ({exc})"
        err = IllegalAction(action, legal + [arrangement.TEMPLATE])
        err.args = (str(err) + reason,)
        return err
    return IllegalAction(action, legal)


def _dice(gen, n, recorded):
    """``n`` die values from the generator, or the recorded ones (LQ-13.2): (gen, values)."""
    values = []
    for _ in range(n):
        gen, v = rng.below(gen, 6)
        values.append(v + 1)
    if recorded is not None:
        dice = recorded.get("dice")
        if (not isinstance(dice, list) or len(dice) != n
                or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)):
            raise ValueError(f"the record must give {n} die values 1..6 for this roll, not {dice!r}")
        values = list(dice)
    return gen, values


def end_turn(s):
    """LQ-4.7: the dice pass to the other seat. The count stops at MAX_TURN (LQ-11.5)."""
    s["to_move"] = 1 - s["to_move"]
    s["turn"] = min(s["turn"] + 1, MAX_TURN)
    s["phase"] = "roll"


def _after_resolution(s):
    # LQ-7.4: the starting seat's first turn has no court manipulation
    if s["turn"] == 1:
        end_turn(s)
    else:
        s["phase"] = "court"


def apply_events(state, action, recorded=None):
    """(new state, chance outcome or None, events) — apply plus what happened, for the text."""
    if not is_legal(state, action):
        raise illegal_error(state, action)
    s = copy_state(state)
    events = []
    chance = None
    phase, seat = s["phase"], current_player(s)
    gen = rng.from_hex(s.get("rng") or DEFAULT_RNG) if phase in ("setup", "start", "roll") else None
    if phase == "setup":  # LQ-3
        if action == arrangement.RANDOM:
            gen, master, line = arrangement.draw(gen)
            if recorded is not None:
                try:
                    master, line = arrangement.parse(str(recorded.get("setup", "")))
                except arrangement.BadArrangement as exc:
                    raise ValueError(f"the recorded set-up is not valid: {exc}") from None
            chance = {"setup": arrangement.canonical(master, line)}
        else:
            master, line = arrangement.parse(action[len("setup "):])
        s["lines"][seat], s["masters"][seat] = line, master
        s["faces"][seat] = DOWN * 5 + UP + DOWN * 5
        s["master_faces"][seat] = DOWN
        events.append(("setup", seat))
        if seat + 1 < SEATS:
            s["to_move"] = seat + 1
        else:
            s["to_move"], s["phase"] = 0, "start"
    elif phase == "start":  # LQ-3.7: each seat rolls both dice, the higher total starts
        gen, dice = _dice(gen, 4, recorded)
        chance = {"dice": dice}
        s["dice"] = dice
        totals = dice[0] + dice[1], dice[2] + dice[3]
        events.append(("start", totals))
        if totals[0] != totals[1]:
            s["to_move"] = 0 if totals[0] > totals[1] else 1
            s["turn"], s["phase"] = 1, "roll"
    elif phase == "roll":  # LQ-4.1
        gen, dice = _dice(gen, 2, recorded)
        chance = {"dice": dice}
        s["dice"] = dice
        pos = dice[0] + dice[1]
        events.append(("roll", seat, dice, pos))
        s["pending"] = resolution.roll_steps(s, pos, events)
        if resolution.run(s, events):
            _after_resolution(s)
    elif phase == "resolve":
        word, args = resolution.parse(s["pending"].pop(0))
        resolution.decide(s, word, args, action, events)
        if resolution.game_over(s):  # LQ-8.3
            s["pending"], s["phase"] = [], "over"
        elif resolution.run(s, events):
            _after_resolution(s)
    elif phase == "court":  # LQ-7
        if action.startswith("swap "):
            resolution.swap_tiles(s, seat, int(action[5:].split("-")[0]), events, seat)
        elif action.startswith("master "):
            change_master(s, seat, int(action[7:]), events)
        else:
            events.append(("skip", seat))
        end_turn(s)
    if s["phase"] == "over":  # LQ-8: the result closes the story of the move
        res = outcome(s)
        events.append(("over", res["winner"], res["loser"], res["reason"]))
    if chance is not None:  # the generator moves only when chance was drawn
        s["rng"] = rng.to_hex(gen)
    if chance is None and recorded and any(k in recorded for k in ("dice", "setup")):
        raise ValueError("the record gives a chance outcome for an action without one")
    return s, chance, events


def change_master(s, seat, pos, events):
    """LQ-7.2: the face-up tile becomes the Master (set aside face down, its identity public);
    the old Master comes back face up on that position."""
    i = index(pos)
    new, old = s["lines"][seat][i], resolution.shown(seat, s["masters"][seat])
    s["lines"][seat][i], s["masters"][seat] = old, new
    s["master_faces"][seat] = KNOWN
    resolution.set_face(s, seat, pos, UP)
    events.append(("master_change", seat, pos, new, old))


def apply(state, action, recorded=None):
    """(new state, chance) — chance is {"dice": [...]} or {"setup": "..."} or None."""
    s, chance, _ = apply_events(state, action, recorded)
    return s, chance


def outcome(state):
    """None while the game runs; else who won and why (LQ-8)."""
    if state["phase"] != "over":
        return None
    loser = loser_by_princess(state)
    if loser is not None:
        winner, reason = 1 - loser, "princess face down"
    else:
        winner, reason = winner_by_prestige(state), "prestige"
    return {"winner": winner, "loser": 1 - winner, "reason": reason, "turn": state["turn"],
            "prestige": [list(p) for p in state["prestige"]]}


def is_terminal(state):
    return state["phase"] == "over"
