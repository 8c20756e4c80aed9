"""The tiles, colours and number bar of Long Live the Queen (LQ-1, LQ-2): fixed tables only.

Each seat owns the same twelve character tiles. A line is indexed by bar position 2..12;
in the JSON state a seat's line is a list of 11 names, index ``position - 2``.
"""

SEATS = 2

POSITIONS = tuple(range(2, 13))  # LQ-1.3: the number bar 2..12
FIRST, LAST = POSITIONS[0], POSITIONS[-1]
PRINCESS_START = 7  # LQ-3.1

COLOURS = ("red", "yellow", "blue")  # LQ-1.2
PER_COLOUR = 6  # LQ-1.2: six tokens of each colour in the supply
TOTAL_TOKENS = PER_COLOUR * len(COLOURS)
WIN_EACH = 3  # LQ-8.2

# LQ-1.1: name -> (initiative or None, prestige colour or None). The Apprentice borrows the
# Master's initiative and ability (LQ-4.6); the Guard has neither (LQ-5.11).
CHARACTERS = {
    "Sniper": (1, "red"),
    "Assassin": (2, "red"),
    "Schemer": (3, "yellow"),
    "Noble": (4, "yellow"),
    "Cheater": (5, None),
    "Princess": (6, None),
    "Consul": (7, "blue"),
    "Clown": (8, "blue"),
    "Witch": (9, "blue"),
    "Apprentice": (None, None),
    "Guard": (None, None),
}
# The twelve tiles of one seat (two Apprentices), in a fixed order used for sorting.
TILES = ("Sniper", "Assassin", "Schemer", "Noble", "Cheater", "Princess", "Consul", "Clown",
         "Witch", "Apprentice", "Apprentice", "Guard")
ORDER = {name: i for i, name in enumerate(CHARACTERS)}
# LQ-3.2, LQ-7.2: only tiles with a prestige colour may be the Master.
MASTER_CHOICES = tuple(n for n, (_, colour) in CHARACTERS.items() if colour)

# One-character codes for position strings (LQ-12): the printed initiative for 1..9,
# A for the Apprentice, G for the Guard; ? stands for a tile the viewer cannot know.
CODES = {n: (str(i) if i else n[0]) for n, (i, _) in CHARACTERS.items()}
FROM_CODE = {c: n for n, c in CODES.items()}
UNKNOWN_CODE = "?"

# Faces (LQ-10.1): U face up; K face down but its identity is public (everyone saw it face up
# and saw every move since); D face down and known only to its owner.
UP, KNOWN, DOWN = "U", "K", "D"
FACES = (UP, KNOWN, DOWN)


def initiative(name):
    return CHARACTERS[name][0]


def colour(name):
    return CHARACTERS[name][1]


def index(position):
    """List index of a bar position in a line."""
    return position - FIRST


def sniper_target(position):
    """LQ-5.1: the position point-symmetric about 7 (2<->12, 3<->11, ..., 7<->7)."""
    return 14 - position


def neighbours(position):
    """Positions next to ``position`` on the bar (LQ-5.11: what a Guard protects)."""
    return tuple(p for p in (position - 1, position + 1) if FIRST <= p <= LAST)


def sort_names(names):
    return sorted(names, key=ORDER.__getitem__)
