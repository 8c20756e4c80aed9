"""The compact one-line position string (LQ-12), for URLs, tutorials and tests.

It round-trips with the full state. Made from a view (state.view), secret tiles are written
``?`` and the generator is left out: such a string shows a seat's knowledge and cannot be loaded.
"""

from ...digits import whole
from ...errors import InvalidState
from ...inputs import position_fields
from .state import DEFAULT_RNG, FORMAT, GAME, load
from .tiles import CODES, FROM_CODE, TILES, UNKNOWN_CODE, sort_names

# LQ-14.2: the generator field of a shared position: withheld, dealt afresh when opened.
WITHHELD = "?"

PREFIX = "lq"


def _seat_tiles(master, line):
    if line is None:
        return "-"
    code = lambda n: UNKNOWN_CODE if n is None else CODES[n]  # noqa: E731
    return code(master) + ":" + "".join(code(n) for n in line)


def to_position(state):
    dice = ",".join(str(d) for d in state["dice"]) or "-"
    tiles = "/".join(_seat_tiles(m, ln) for m, ln in zip(state["masters"], state["lines"]))
    faces = "/".join("-" if f is None else f"{mf}:{f}" for mf, f in zip(state["master_faces"], state["faces"]))
    prestige = "/".join(",".join(str(n) for n in p) for p in state["prestige"])
    pending = ",".join(step.replace(" ", ".") for step in state["pending"]) or "-"
    fields = [PREFIX, state["phase"], str(state["to_move"]), str(state["turn"]), dice, tiles, faces,
              prestige, pending]
    if state.get("rng"):
        fields.append(state["rng"])
    return " ".join(fields)


def share_position(state):
    """LQ-14.2: the public view's string (secret tiles of both seats ``?``), generator ``?``."""
    from .hidden import public_view  # hidden builds on state, which this module's load is
    return to_position(dict(public_view(state), rng=None)) + " " + WITHHELD


def _parse_seat(tiles, faces, seat, shared=False):
    if tiles == "-" or faces == "-":
        if tiles != faces:
            raise InvalidState(f"lines[{seat}]", "a seat not yet arranged is '-' in both the tiles and the faces field")
        return None, None, None, None
    if UNKNOWN_CODE in tiles and not shared:
        raise InvalidState("position", "holds '?' tiles: it was made from a view and hides tiles, so it cannot be loaded")
    try:
        m, line = tiles.split(":")
        mf, f = faces.split(":")
        if len(m) != 1:  # one code for the Master
            raise ValueError
    except ValueError:
        raise InvalidState(f"lines[{seat}]", "write a seat as MASTER:LINE, e.g. 1:G9A5263A478") from None
    names = []
    for ch in m + line:
        if shared and ch == UNKNOWN_CODE:
            names.append(None)
            continue
        if ch not in FROM_CODE:
            raise InvalidState(f"lines[{seat}]", f"unknown tile code {ch!r}; codes are 1-9, A (Apprentice), G (Guard)")
        names.append(FROM_CODE[ch])
    return names[0], names[1:], mf, f


def _unplaced(master, line, seat):
    """LQ-14.3: the names of a seat's tiles a shared position leaves unplaced ('?')."""
    rest = list(TILES)
    for n in [master] + line:
        if n is not None:
            if n not in rest:
                raise InvalidState(f"lines[{seat}]", f"shows more {n} tiles than a seat has")
            rest.remove(n)
    return sort_names(rest)


def from_position(text, seed=None):
    """Parse a position string and validate it like any state from outside (LQ-11). A shared
    one (generator ``?``, LQ-14.2) gets its ``?`` tiles and generator dealt from ``seed``."""
    parts = position_fields(text, PREFIX, (9, 10))
    shared = len(parts) == 10 and parts[9] == WITHHELD
    if shared and seed is None:
        raise InvalidState("seed", "a shared position (generator '?') is opened with a seed for its new deal")
    _, phase, to_move, turn, dice, tiles, faces, prestige, pending = parts[:9]
    dice_list = [] if dice == "-" else [whole(d, "dice") for d in dice.split(",")]
    prestige_list = [[whole(n, f"prestige[{s}]") for n in p.split(",")] for s, p in enumerate(prestige.split("/"))]
    tile_seats, face_seats = tiles.split("/"), faces.split("/")
    if len(tile_seats) != 2 or len(face_seats) != 2:
        raise InvalidState("position", "tiles and faces need two seats separated by '/'")
    seats = [_parse_seat(t, f, i, shared) for i, (t, f) in enumerate(zip(tile_seats, face_seats))]
    data = {
        "format": FORMAT, "game": GAME, "variant": "2p", "phase": phase, "to_move": whole(to_move, "to_move"),
        "turn": whole(turn, "turn"), "dice": dice_list,
        "lines": [s[1] for s in seats], "faces": [s[3] for s in seats],
        "masters": [s[0] for s in seats], "master_faces": [s[2] for s in seats],
        "prestige": prestige_list,
        "pending": [] if pending == "-" else [p.replace(".", " ") for p in pending.split(",")],
        "rng": parts[9] if len(parts) == 10 else DEFAULT_RNG,
    }
    if not shared:
        return load(data)
    from .hidden import redeal_public
    data["unknown"] = [[] if s[1] is None else _unplaced(s[0], s[1], i) for i, s in enumerate(seats)]
    return redeal_public(dict(data, rng=None), seed)
