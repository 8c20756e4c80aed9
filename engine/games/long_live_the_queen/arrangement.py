"""The set-up notation (LQ-3.5): one action carries a seat's whole secret arrangement.

Canonical form: ``setup master=Sniper 2=Guard 3=Apprentice 4=Witch 5=Noble 6=Cheater 8=Clown
9=Consul 10=Assassin 11=Apprentice 12=Schemer`` (the Master, then positions 2..12 without 7,
which always holds the Princess). When parsing, names are case-insensitive, the pairs may come
in any order and ``7=Princess`` may be written. ``setup random`` asks the engine to draw one
(LQ-3.6); the record then carries the canonical arrangement it drew.
"""

from ... import rng
from ...digits import is_whole
from .tiles import (CHARACTERS, MASTER_CHOICES, POSITIONS, PRINCESS_START, TILES, index,
                    sort_names)

RANDOM = "setup random"
TEMPLATE = "setup master=<Master> 2=<tile> 3=<tile> 4=<tile> 5=<tile> 6=<tile> 8=<tile> 9=<tile> 10=<tile> 11=<tile> 12=<tile>"
_BY_LOWER = {n.lower(): n for n in CHARACTERS}


class BadArrangement(ValueError):
    """An explicit set-up that breaks LQ-3.1..3.3; the message says what is wrong."""


def parse(text):
    """(master, line of 11 names) from ``master=... 2=... ...`` (without the ``setup`` word).

    Raises BadArrangement with a readable reason.
    """
    pairs = {}
    for part in text.split():
        key, eq, value = part.partition("=")
        if not eq or not value:
            raise BadArrangement(f"{part!r} is not of the form key=Name")
        key = key.lower()
        if key != "master" and not (is_whole(key) and int(key) in POSITIONS):
            raise BadArrangement(f"{key!r} is neither 'master' nor a position 2..12")
        if key in pairs:
            raise BadArrangement(f"{key} is given twice")
        name = _BY_LOWER.get(value.lower())
        if name is None:
            raise BadArrangement(f"{value!r} is not a tile; tiles are {', '.join(CHARACTERS)}")
        pairs[key] = name
    if pairs.get(str(PRINCESS_START), "Princess") != "Princess":  # LQ-3.1
        raise BadArrangement("position 7 always holds the Princess")
    pairs.pop(str(PRINCESS_START), None)
    missing = [k for k in ["master"] + [str(p) for p in POSITIONS if p != PRINCESS_START] if k not in pairs]
    if missing:
        raise BadArrangement(f"missing {', '.join(missing)}")
    master = pairs["master"]
    if master not in MASTER_CHOICES:  # LQ-3.2
        raise BadArrangement(f"the Master must be one of {', '.join(MASTER_CHOICES)}, not the {master}")
    line = [pairs[str(p)] if p != PRINCESS_START else "Princess" for p in POSITIONS]
    if sort_names([master] + line) != sort_names(TILES):  # LQ-3.3: each tile once (Apprentice twice)
        used = sort_names([master] + line)
        extra = [n for n in set(used) if used.count(n) > TILES.count(n)]
        short = [n for n in set(TILES) if used.count(n) < TILES.count(n)]
        raise BadArrangement(f"each of the 12 tiles must be used once (the Apprentice twice): "
                             f"too many {', '.join(sort_names(extra))}; missing {', '.join(sort_names(short))}")
    return master, line


def canonical(master, line):
    """The canonical text (without ``setup``) of an arrangement."""
    return " ".join([f"master={master}"] + [f"{p}={line[index(p)]}" for p in POSITIONS if p != PRINCESS_START])


def draw(gen):
    """LQ-3.6: a uniformly random arrangement: (new generator state, master, line)."""
    gen, k = rng.below(gen, len(MASTER_CHOICES))
    master = MASTER_CHOICES[k]
    rest = list(TILES)
    rest.remove(master)
    rest.remove("Princess")
    gen, order = rng.shuffle(gen, rest)
    line = order[:index(PRINCESS_START)] + ["Princess"] + order[index(PRINCESS_START):]
    return gen, master, line
