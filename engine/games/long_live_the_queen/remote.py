"""Long Live the Queen played at a distance: dice from joint chance values, courts as commitments.

The shared state both sides replay from the transcript never holds a secret tile (face ``D``,
LQ-10.1) of either seat: each stands as ``?<slot>``, where the slot (``m`` for the Master,
``2``…``12`` for the positions it was arranged on, LQ-3.3) names the salted commitment its owner
sent instead of the arrangement (LQ-3.5). The name travels with the tile through swaps (LQ-5.7,
LQ-5.9, LQ-7.1). When the rules turn such a tile face up (LQ-4.2 A and C, LQ-5.6, LQ-4.6,
LQ-7.2) they raise ``resolution.Unopened``; here that becomes ``commit.Owed``, the transcript
waits for the owner's opening, puts the tile's name into the state from before the move, and
plays the move again from there (the dice are fixed by then, so it goes the same way up to that
tile). A roll (LQ-3.7, LQ-4.1) is a chance event: its dice come from the joint value.
"""

from ... import rng
from ...remote.commit import Owed
from ..info import entry_of
from . import arrangement, resolution, rules, state as lq_state
from .tiles import MASTER_CHOICES, POSITIONS, PRINCESS_START, TILES, index

GAME = lq_state.GAME
VARIANTS = ("2p",)
SEATS = 2
# The commitments' slots: the Master, then the positions arranged in secret (7 is the Princess,
# always face up, LQ-3.1).
SLOTS = ("m",) + tuple(str(p) for p in POSITIONS if p != PRINCESS_START)
UNOPENED = resolution.UNOPENED
NAME_PENDING = True  # the page says "White rolls the dice." while the friend's secret is awaited


def deal(options, value):
    """LQ-3: nothing is dealt; the game begins with the set-up. No generator: every chance
    outcome comes from a joint value."""
    st = lq_state.new_state("remote", options["variant"])
    st["rng"] = None
    return st


def awaits_commitment(st):
    """Whether the seat to move now arranges its court (LQ-3.5), sent only as commitments."""
    return st["phase"] == "setup"


def private(st, action, seed_hex, gid):
    """The court ``action`` arranges, as {slot: tile}: an explicit arrangement, or for ``setup
    random`` one drawn from the side's own seed (LQ-3.6; its seed never leaves its browser)."""
    if action == arrangement.RANDOM:
        gen = rng.start(f"remote-court:{seed_hex}:{gid}:{st['to_move']}")
        _, master, line = arrangement.draw(gen)
    else:
        master, line = arrangement.parse(action[len("setup "):])
    court = {"m": master}
    court.update({s: line[index(int(s))] for s in SLOTS[1:]})
    return court


def committed(st, seat):
    """(state, entry, events) after ``seat`` arranged in secret: every tile but the Princess
    unnamed (LQ-3.1..3.3), as ``apply`` of an arrangement would leave it otherwise."""
    dummy = arrangement.canonical(*arrangement.draw(rng.start("any"))[1:])
    new, _, events = rules.apply_events(st, "setup " + dummy)
    new["lines"][seat] = [UNOPENED + str(p) if p != PRINCESS_START else "Princess" for p in POSITIONS]
    new["masters"][seat] = UNOPENED + "m"
    new["rng"] = None
    return new, {"action": "setup"}, events


def open_tile(st, seat, slot, tile):
    """``st`` with seat ``seat``'s tile ``slot`` named; ValueError when that tile cannot be
    there: not one of the seat's tiles still unaccounted for (LQ-1.1), or a Master without a
    prestige colour (LQ-3.2)."""
    line, masters = st["lines"][seat], st["masters"]
    mark = UNOPENED + slot
    named = [n for n in line + [masters[seat]] if not n.startswith(UNOPENED)]
    rest = list(TILES)
    for n in named:
        rest.remove(n)
    if tile not in rest:
        raise ValueError(f"{tile!r} is not a tile seat {seat} still has face down")
    s = lq_state.copy_state(st)
    if masters[seat] == mark:
        if tile not in MASTER_CHOICES:
            raise ValueError(f"the {tile} cannot be the Master (LQ-3.2)")
        s["masters"][seat] = tile
    elif mark in line:
        s["lines"][seat][line.index(mark)] = tile
    else:
        raise ValueError(f"seat {seat} has no unopened tile {slot}")
    return s


def unopened(st, seat):
    """The slots of ``seat``'s tiles not opened yet: at the end (LQ-8) each is opened, so each
    side sees the other's whole court and checks it (LQ-1.1, LQ-3.2 through ``open_tile``)."""
    if st["lines"][seat] is None:
        return []
    return [n[len(UNOPENED):] for n in st["lines"][seat] + [st["masters"][seat]] if n.startswith(UNOPENED)]


def needs_chance(st, action):
    return action == "roll"  # LQ-3.7 the start roll, LQ-4.1 a turn's roll


def _play(st, action, recorded=None):
    try:
        new, chance, events = rules.apply_events(st, action, recorded)
    except resolution.Unopened as need:
        raise Owed(need.seat, need.slot) from None
    new["rng"] = None
    return new, entry_of(action, chance), events


def apply(st, action):
    return _play(st, action)


def dice(st, value):
    """The dice of a roll from its joint value: four for the start roll (LQ-3.7), else two."""
    gen = rng.start("remote-roll:" + value)
    out = []
    for _ in range(4 if st["phase"] == "start" else 2):
        gen, d = rng.below(gen, 6)
        out.append(d + 1)
    return out


def resolve(st, action, value):
    """A roll with the dice taken from the joint value."""
    return _play(st, action, {"dice": dice(st, value)})


def forced(st):
    """The roll is all a seat may do in phases start and roll (LQ-3.7, LQ-4.1), so it is sent
    without asking, in the message that ends the other seat's turn's answer."""
    return "roll" if st["phase"] in ("start", "roll") else None


def public_start(st):
    """LQ-14.1: the start of the record anyone may see: the public view, every face-down tile of
    both seats withheld (a ``?`` tile is always face down: only an opening names it)."""
    from .hidden import public_view
    return public_view(st)


def seen_by(st, seat, court):
    """What ``seat`` is shown: its own tiles named from ``court`` (its private arrangement, by
    slot), the other seat's secret tiles withheld as in ``state.view`` (LQ-10.2)."""
    s = lq_state.copy_state(st)
    if s["lines"][seat] is not None and court:
        s["lines"][seat] = [court[n[1:]] if n.startswith(UNOPENED) else n for n in s["lines"][seat]]
        m = s["masters"][seat]
        s["masters"][seat] = court[m[1:]] if m.startswith(UNOPENED) else m
    other = 1 - seat
    s["unknown"] = [[], []]
    if s["lines"][other] is not None:
        # a face-down tile is withheld unless its name is in the transcript: a known one (K),
        # or one opened at the end
        line, master = s["lines"][other], s["masters"][other]
        rest = list(TILES)
        for n in line + [master]:
            if not n.startswith(UNOPENED):
                rest.remove(n)
        s["unknown"][other] = lq_state.sort_names(rest)
        s["lines"][other] = [None if n.startswith(UNOPENED) else n for n in line]
        if master.startswith(UNOPENED):
            s["masters"][other] = None
    s["rng"] = None
    s["viewer"] = seat
    s["hidden"] = ["rng", "secret tiles of the other seat"]
    return s

