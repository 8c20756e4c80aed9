"""Long Live the Queen's secrets as the game protocol needs them (LQ-10): loading a view, and
re-dealing what a seat cannot see (engine/games/PROTOCOL.md, ``load`` and ``redeal_hidden``).

A view (state.view) writes the other seat's secret tiles (face ``D``) and a secret Master as
None and lists their names in ``unknown``. Filling those places with the unknown names again
(in a fixed order for ``load``, in a seeded random order for ``redeal_hidden``) gives a full
state that ``state.load`` validates like any other and whose view is the view we started from.
"""

from ... import rng
from ...errors import InvalidState
from ...inputs import json_object
from . import state
from .tiles import DOWN, MASTER_CHOICES, SEATS, sort_names


def _viewer(data, seat=None):
    viewer = data.get("viewer")
    if seat is not None and viewer is not None and viewer != seat:
        raise InvalidState("viewer", f"this is seat {viewer!r}'s view, not seat {seat}'s")
    if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < SEATS:
        raise InvalidState("viewer", f"must be a seat number 0..{SEATS - 1}, not {viewer!r}")
    return viewer


def fill(view, order):
    """A full state from ``view``: the other seat's unknown names put back into its secret places.

    ``order(names)`` gives the order in which the names are dealt: the Master (when secret)
    takes the first name that may be a Master (LQ-3.2), the secret line places the rest in turn.
    """
    other = 1 - _viewer(view)
    unknown = view.get("unknown")
    if (not isinstance(unknown, list) or len(unknown) != SEATS
            or not all(isinstance(u, list) and all(isinstance(n, str) for n in u) for u in unknown)):
        raise InvalidState("unknown", "must list, per seat, the names of its tiles the viewer cannot place")
    s = dict(view)
    for key in ("viewer", "unknown", "hidden"):
        s.pop(key, None)
    lines, masters, faces = view.get("lines"), view.get("masters"), view.get("faces")
    if not (isinstance(lines, list) and isinstance(masters, list) and isinstance(faces, list)
            and len(lines) == len(masters) == len(faces) == SEATS):
        return s  # state.load names what is wrong
    line, face = lines[other], faces[other]
    if line is None:
        if unknown[other]:
            raise InvalidState("unknown", "names tiles of a seat that has not arranged yet")
        return s
    if not isinstance(line, list) or not isinstance(face, str) or len(line) != len(face):
        return s
    names = list(order(list(unknown[other])))
    try:
        if sort_names(names) != sort_names(unknown[other]):
            raise KeyError
    except KeyError:
        raise InvalidState("unknown", "must hold tile names") from None
    slots = [i for i, (n, f) in enumerate(zip(line, face)) if f == DOWN and n is None]
    mfaces = view.get("master_faces", [None] * SEATS)
    if not isinstance(mfaces, list) or len(mfaces) != SEATS:  # LQ-11: one Master face per seat
        raise InvalidState("master_faces", f"must be a list of {SEATS} entries, one per seat")
    master_secret = masters[other] is None and mfaces[other] == DOWN
    if len(names) != len(slots) + master_secret:
        raise InvalidState("unknown", f"holds {len(names)} names for {len(slots) + master_secret} secret places")
    if master_secret:
        pick = next((n for n in names if n in MASTER_CHOICES), None)
        if pick is None:
            raise InvalidState("unknown", "holds no tile that may be the Master")
        names.remove(pick)
        masters = list(masters)
        masters[other] = pick
    line = list(line)
    for i, n in zip(slots, names):
        line[i] = n
    lines = list(lines)
    lines[other] = line
    s.update(lines=lines, masters=masters)
    return s


def load(data):
    """``state.load``, also for views and public views (filled in canonically, see ``fill``)."""
    data = json_object(data)
    if data.get("viewer") is not None:
        data = fill(data, lambda names: names)
    elif "unknown" in data:  # LQ-14.1: a public view (a shared game's start)
        data = fill_both(data, lambda names: names)
    return state.load(data)


def redeal_hidden(st, seat, seed):
    """A full state showing ``seat`` the same view, the other seat's secrets and the generator
    dealt afresh from ``seed``; ``st`` is a full state or ``seat``'s view."""
    shown = st if st.get("viewer") is not None else state.view(st, seat)
    _viewer(shown, seat)
    return _dealt(fill, shown, seed)


def _dealt(filler, shown, seed):
    """``filler(shown, order)`` with the withheld tiles ordered by a generator seeded from
    ``seed``, then a new generator state; loaded (so checked) as any outside state."""
    gen = rng.start(seed)

    def shuffled(names):
        nonlocal gen
        gen, out = rng.shuffle(gen, names)
        return out

    full = filler(shown, shuffled)
    full["rng"] = rng.to_hex(rng.derive(gen)[1])
    return state.load(full)


def public_view(st):
    """LQ-14.1: what anyone may be shown of a game: every ``D`` tile and ``D`` Master of both
    seats withheld (None), ``unknown`` listing both seats' unplaced names, no generator."""
    mine = state.view(st, 1)  # seat 0's secrets withheld
    theirs = state.view(st, 0)  # seat 1's
    out = dict(mine)
    out["lines"] = [mine["lines"][0], theirs["lines"][1]]
    out["masters"] = [mine["masters"][0], theirs["masters"][1]]
    out["unknown"] = [mine["unknown"][0], theirs["unknown"][1]]
    out["viewer"] = None
    out["hidden"] = ["rng", "secret tiles of both seats"]
    return out


def redeal_public(shown, seed):
    """LQ-14.3: a full state whose public view is ``shown``'s (a public view), both seats'
    secret tiles and the generator dealt afresh from ``seed``."""
    return _dealt(fill_both, shown, seed)


def fill_both(shown, order):
    """``fill`` for a public view: seat 1's withheld places first, then seat 0's."""
    if not isinstance(shown, dict):
        raise InvalidState("state", "must be a JSON object")
    unknown = shown.get("unknown")
    if not isinstance(unknown, list) or len(unknown) != SEATS:
        raise InvalidState("unknown", "must list, per seat, the names of its tiles nobody can place")
    half = fill(dict(shown, viewer=0, unknown=[[], unknown[1]]), order)
    return fill(dict(half, viewer=1, unknown=[unknown[0], []]), order)


def reveals(before, after):
    """LQ-10: whether a move let a seat see a tile of the other seat it could not see before (a
    secret tile or Master turned face up); a seat arranging its court shows nothing."""
    for seat in range(SEATS):
        other = 1 - seat
        if before["lines"][other] is None:
            continue
        if len(state.unknown_tiles(after, other)) < len(state.unknown_tiles(before, other)):
            return True
    return False
