"""Long Live the Queen's JSON state: the fresh state, validation of states from outside, views.

The save format is documented in seeds/long-live-the-queen.md (LQ-11). A state is a plain dict
of JSON values. Derived things (the supply, who has won) are recomputed, never stored, so they
cannot be forged; the ``phase`` is stored for readability and checked against the rest.
"""

from ... import rng
from ...digits import is_whole
from ...errors import InvalidState
from ...inputs import generator_field, state_object
from . import resolution
from .standing import DECISIONS, loser_by_princess, winner_by_prestige
from .tiles import (COLOURS, DOWN, FACES, MASTER_CHOICES, PER_COLOUR, POSITIONS,
                    PRINCESS_START, SEATS, TILES, UP, WIN_EACH, index, sort_names)

FORMAT = 1
GAME = "long-live-the-queen"
VARIANTS = ("2p",)
DEFAULT_RNG = "0123456789abcdef"
PHASES = ("setup", "start", "roll", "resolve", "court", "over")
FIELDS = ("format", "game", "variant", "phase", "to_move", "turn", "dice", "lines", "faces",
          "masters", "master_faces", "prestige", "pending", "rng")

# LQ-11.3: the resolution steps waiting in ``pending``: word -> argument kinds.
# s = seat, p = position, c = colour, n = swaps left. Decision steps wait for their seat's action.
STEP_ARGS = {
    "activate": "sp", "up": "sp", "down": "sp", "gain": "sc",
    "pick": "s", "steal": "s", "return": "s", "give": "s", "reveal": "s", "swap": "ssn",
}
# LQ-11.6: a roll never leaves more than 4 steps waiting (a Clown's three after its gain, then the
# other tile); 8 keeps hand-made positions free without letting a state carry a long queue.
MAX_PENDING = 8
# LQ-11.5: the turn count stops here; only turns 0 and 1 mean anything to the rules (LQ-7.4).
MAX_TURN = 1_000_000


def new_state(seed, variant="2p"):
    """LQ-3: nothing is arranged yet; seat 0 arranges first, then seat 1 (each in secret)."""
    if variant not in VARIANTS:
        raise InvalidState("variant", f"must be one of {', '.join(VARIANTS)}, not {variant!r}")
    return {
        "format": FORMAT, "game": GAME, "variant": variant, "phase": "setup", "to_move": 0,
        "turn": 0, "dice": [], "lines": [None, None], "faces": [None, None],
        "masters": [None, None], "master_faces": [None, None],
        "prestige": [[0, 0, 0], [0, 0, 0]], "pending": [],
        "rng": rng.to_hex(rng.start(seed)),
    }


def copy_state(state):
    """A deep copy cheap enough for every apply (lists of strings and ints only)."""
    s = dict(state)
    s["dice"] = list(state["dice"])
    s["lines"] = [None if ln is None else list(ln) for ln in state["lines"]]
    s["faces"] = list(state["faces"])
    s["masters"] = list(state["masters"])
    s["master_faces"] = list(state["master_faces"])
    s["prestige"] = [list(p) for p in state["prestige"]]
    s["pending"] = list(state["pending"])
    for key in ("unknown", "hidden"):
        if key in state:
            s[key] = [list(x) for x in state[key]] if key == "unknown" else list(state[key])
    return s


def unknown_tiles(state, owner):
    """LQ-10.2: names of ``owner``'s tiles whose place the other seat cannot know, sorted."""
    if state["lines"][owner] is None:
        return []
    known = [n for n, f in zip(state["lines"][owner], state["faces"][owner]) if f != DOWN]
    if state["master_faces"][owner] != DOWN:
        known.append(state["masters"][owner])
    rest = list(TILES)
    for n in known:
        rest.remove(n)
    return sort_names(rest)


def view(state, seat):
    """LQ-10: what ``seat`` may see. The other seat's secret tiles (face ``D``) and a secret Master
    become None; ``unknown`` lists, per seat, the names still unaccounted for; ``rng`` is dropped.
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < SEATS:
        raise InvalidState("seat", f"must be a seat number 0..{SEATS - 1}, not {seat!r}")
    s = copy_state(state)
    other = 1 - seat
    s["unknown"] = [[], []]
    if s["lines"][other] is not None:
        s["unknown"][other] = unknown_tiles(state, other)
        s["lines"][other] = [None if f == DOWN else n for n, f in zip(s["lines"][other], s["faces"][other])]
        if s["master_faces"][other] == DOWN:
            s["masters"][other] = None
    s["rng"] = None
    s["viewer"] = seat
    s["hidden"] = ["rng", "secret tiles of the other seat"]
    return s


def _int(value, field, lo, hi):
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise InvalidState(field, f"must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def check_step(step, field="pending"):
    """LQ-11.3: a pending step string is well formed; returns (word, [args])."""
    if not isinstance(step, str):
        raise InvalidState(field, "steps must be strings")
    word, *args = step.split(" ")
    kinds = STEP_ARGS.get(word)
    if kinds is None or len(args) != len(kinds):
        raise InvalidState(field, f"{step!r} is not a resolution step")
    out = []
    for kind, a in zip(kinds, args):
        if kind == "c":
            if a not in COLOURS:
                raise InvalidState(field, f"{step!r}: {a!r} is not a colour")
            out.append(a)
            continue
        lo, hi = {"s": (0, SEATS - 1), "p": (POSITIONS[0], POSITIONS[-1]), "n": (1, 2)}[kind]
        if not is_whole(a) or not lo <= int(a) <= hi:
            raise InvalidState(field, f"{step!r}: {a!r} must be a number {lo}..{hi}")
        out.append(int(a))
    return word, out


def load(data):
    """Validate a state from outside (LQ-11) and return a clean copy holding only the save fields.

    Accepts a dict or JSON text. Raises InvalidState naming the first bad field.
    """
    data = state_object(data, FORMAT)
    if data.get("game") != GAME:
        raise InvalidState("game", f"must be {GAME!r}, not {data.get('game')!r}")
    variant = data.get("variant", "2p")
    if variant not in VARIANTS:
        raise InvalidState("variant", f"must be one of {', '.join(VARIANTS)}, not {variant!r}")
    for f in FIELDS[3:-1]:
        if f not in data:
            raise InvalidState(f, "is missing")
    phase = data["phase"]
    if phase not in PHASES:
        raise InvalidState("phase", f"must be one of {', '.join(PHASES)}, not {phase!r}")
    to_move = _int(data["to_move"], "to_move", 0, SEATS - 1)
    turn = _int(data["turn"], "turn", 0, MAX_TURN)

    dice = data["dice"]
    if not isinstance(dice, list) or len(dice) not in (0, 2, 4):
        raise InvalidState("dice", "must be a list of 0, 2 or 4 die values")
    dice = [_int(d, "dice", 1, 6) for d in dice]

    lines, faces, masters, mfaces = [], [], [], []
    for s in range(SEATS):
        for f in ("lines", "faces", "masters", "master_faces"):
            if not isinstance(data[f], list) or len(data[f]) != SEATS:
                raise InvalidState(f, f"must be a list of {SEATS} entries, one per seat")
        line, face, master, mface = (data["lines"][s], data["faces"][s], data["masters"][s],
                                     data["master_faces"][s])
        if line is None:
            if face is not None or master is not None or mface is not None:
                raise InvalidState(f"lines[{s}]", "a seat not yet arranged has no faces, master or master face")
            lines.append(None), faces.append(None), masters.append(None), mfaces.append(None)
            continue
        if not isinstance(line, list) or len(line) != len(POSITIONS) or not all(isinstance(n, str) for n in line):
            raise InvalidState(f"lines[{s}]", "must be 11 tile names, positions 2..12")
        if master not in MASTER_CHOICES:  # LQ-3.2
            raise InvalidState(f"masters[{s}]", f"must be one of {', '.join(MASTER_CHOICES)}, not {master!r}")
        try:
            ok = sort_names([master] + line) == sort_names(TILES)
        except KeyError:
            ok = False
        if not ok:  # LQ-11.1: twelve tiles per seat, each once (the Apprentice twice)
            raise InvalidState(f"lines[{s}]", "the line and the Master must hold each of the 12 tiles once (the Apprentice twice)")
        if not isinstance(face, str) or len(face) != len(POSITIONS) or set(face) - set(FACES):
            raise InvalidState(f"faces[{s}]", "must be 11 letters U (face up), K (face down, known) or D (face down, secret)")
        if mface not in FACES:
            raise InvalidState(f"master_faces[{s}]", "must be U, K or D")
        lines.append(list(line)), faces.append(face), masters.append(master), mfaces.append(mface)

    prestige = data["prestige"]
    if not isinstance(prestige, list) or len(prestige) != SEATS or not all(isinstance(p, list) and len(p) == 3 for p in prestige):
        raise InvalidState("prestige", "must be one [red, yellow, blue] count list per seat")
    prestige = [[_int(n, f"prestige[{s}]", 0, PER_COLOUR - 1) for n in p] for s, p in enumerate(prestige)]  # LQ-6.4
    for c, colour in enumerate(COLOURS):
        if prestige[0][c] + prestige[1][c] > PER_COLOUR:  # LQ-11.2
            raise InvalidState("prestige", f"the seats hold more than {PER_COLOUR} {colour} tokens")

    pending = data["pending"]
    if not isinstance(pending, list) or len(pending) > MAX_PENDING:  # LQ-11.6
        raise InvalidState("pending", f"must be a list of at most {MAX_PENDING} steps")
    for step in pending:
        check_step(step)

    gen = generator_field(data, DEFAULT_RNG)

    out = {"format": FORMAT, "game": GAME, "variant": variant, "phase": phase, "to_move": to_move,
           "turn": turn, "dice": dice, "lines": lines, "faces": faces, "masters": masters,
           "master_faces": mfaces, "prestige": prestige, "pending": list(pending), "rng": gen}
    _check_phase(out)
    _check_decision(out)
    return out


def _check_decision(s):
    """LQ-9.2, LQ-11.6: play waits only on a choice with at least two answers, so a state whose
    open choice has one answer (made automatically) or none (skipped) is one play never reaches;
    with none, the game could not go on."""
    if s["phase"] != "resolve":
        return
    step = s["pending"][0]
    word, args = resolution.parse(step)
    answers = resolution.options(s, word, args)
    if len(answers) < 2:
        found = "has no answer" if not answers else f"has only one answer ({answers[0]})"
        raise InvalidState("pending", f"the open choice {step!r} {found}; play asks only choices with two or more")


def _check_phase(s):
    """LQ-11.4: the phase agrees with the rest of the state."""
    phase = s["phase"]
    arranged = [ln is not None for ln in s["lines"]]
    if phase == "setup":
        # LQ-3.5: seat 0 arranges first, then seat 1, so the seats before the one to move (and
        # only those) have arranged; seat 1 to move with seat 0 unarranged is never reached
        if arranged != [seat < s["to_move"] for seat in range(SEATS)]:
            raise InvalidState("to_move", "in set-up seat 0 arranges first, then seat 1: the seats "
                                          "before the one to move have arranged, the others not")
        for seat in range(SEATS):
            if arranged[seat] and (s["lines"][seat][index(PRINCESS_START)] != "Princess"
                                   or s["faces"][seat] != DOWN * 5 + UP + DOWN * 5 or s["master_faces"][seat] != DOWN):
                raise InvalidState(f"lines[{seat}]", "during set-up an arranged line has the Princess face up on 7, all else secret")
    elif not all(arranged):
        raise InvalidState("phase", f"{phase}: both seats must have arranged their tiles")
    if phase in ("setup", "start") and (s["turn"] != 0 or s["pending"]):
        raise InvalidState("turn", "before the first turn the turn is 0 and nothing is pending")
    if phase in ("roll", "resolve", "court") and s["turn"] < 1:
        raise InvalidState("turn", "is at least 1 once play has started")
    if phase == "court" and s["turn"] == 1:  # LQ-7.4
        raise InvalidState("phase", "the starting seat may not manipulate the court on its first turn")
    if (phase == "resolve") != bool(s["pending"]):
        raise InvalidState("pending", "steps are pending exactly in the resolve phase")
    if phase == "resolve" and s["pending"][0].split(" ")[0] not in DECISIONS:
        raise InvalidState("pending", "the first pending step must be a decision")
    ended = loser_by_princess(s) is not None, winner_by_prestige(s) is not None
    if all(ended):
        raise InvalidState("phase", "a Princess is face down and a seat holds 3 of each colour: only one can have happened")
    if (phase == "over") != any(ended):
        raise InvalidState("phase", "is 'over' exactly when a Princess is face down or a seat holds 3 of each colour")
