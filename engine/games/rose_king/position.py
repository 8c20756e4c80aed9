"""The compact one-line position string (RK-12), for URLs and tutorials; it round-trips with the state."""

from ...digits import whole
from ...errors import InvalidState
from ...inputs import position_fields
from .geometry import SIZE
from .state import DEFAULT_RNG, FORMAT, GAME, load, view

# RK-14.4: the generator field of a shared position: withheld, dealt afresh when opened.
WITHHELD = "?"

PREFIX = "rk"


def _board_field(rows):
    out = []
    for row in rows:
        text, run = "", 0
        for c in row:
            if c == ".":
                run += 1
                continue
            if run:
                text, run = text + str(run), 0
            text += c
        out.append(text + (str(run) if run else ""))
    return "/".join(out)


def _cards(cards):
    return ",".join(cards) if cards else "-"


def to_position(state, rng_field=None):
    return " ".join([
        PREFIX, _board_field(state["board"]), state["crown"],
        "/".join(_cards(h) for h in state["hands"]),
        "/".join(str(h) for h in state["heroes"]),
        str(state["to_move"]), _cards(state["draw_pile"]), _cards(state["discard_pile"]),
        rng_field or state.get("rng") or DEFAULT_RNG,
    ])


def share_position(state):
    """RK-14.4: the position without its future: the draw pile sorted, the generator ``?``."""
    return to_position(view(state, 0), WITHHELD)


def _parse_board(text):
    rows = text.split("/")
    if len(rows) != SIZE:
        raise InvalidState("board", f"needs 9 ranks separated by '/', found {len(rows)}")
    out = []
    for row in rows:
        cells = ""
        for k, ch in enumerate(row):
            if ch in "123456789":  # ASCII only: str.isdigit() also takes "²", "٣"…
                if k and row[k - 1] in "123456789":  # one spelling per rank, so it round-trips
                    raise InvalidState("board", f"rank {row!r}: write a run of empty squares as one digit")
                cells += "." * int(ch)
            elif ch in "RW":
                cells += ch
            else:
                raise InvalidState("board", f"unexpected {ch!r}; use digits 1-9 for empty squares and R/W for tokens")
        if len(cells) != SIZE:
            raise InvalidState("board", f"rank {row!r} covers {len(cells)} squares, not 9")
        out.append(cells)
    return out


def _parse_cards(text):
    return [] if text == "-" else text.split(",")


def from_position(text, seed=None):
    """Parse a position string and validate it like any state from outside (RK-11). A shared
    one (generator ``?``, RK-14.4) gets its draw pile's order and generator dealt from ``seed``."""
    parts = position_fields(text, PREFIX, (8, 9))
    if len(parts) == 9 and parts[8] == WITHHELD:
        if seed is None:
            raise InvalidState("seed", "a shared position (generator '?') is opened with a seed for its new shuffle")
        from .game import redeal_hidden  # game builds on this module
        return redeal_hidden(from_position(" ".join(parts[:8])), 0, seed)
    hands = [_parse_cards(h) for h in parts[3].split("/")]
    heroes = [whole(h, "heroes") for h in parts[4].split("/")]
    return load({
        "format": FORMAT, "game": GAME, "variant": "4p" if len(hands) == 4 else "2p",
        "board": _parse_board(parts[1]), "crown": parts[2], "hands": hands, "heroes": heroes,
        "to_move": whole(parts[5], "to_move"), "draw_pile": _parse_cards(parts[6]),
        "discard_pile": _parse_cards(parts[7]), "rng": parts[8] if len(parts) == 9 else DEFAULT_RNG,
    })
