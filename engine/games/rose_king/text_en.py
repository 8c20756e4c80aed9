"""The Rose King in English: every word the move list uses, one table (text.py fills it in).

Same names and template fields as text_de.py; changing a sentence here changes the golden files.
"""

# Per side: the seat name and the colour word in each place a sentence puts it.
SIDES = (
    {"name": "Red", "indef": "red", "def": "red", "colour": "red"},
    {"name": "White", "indef": "white", "def": "white", "colour": "white"},
)
LETTERS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")  # a card as a person reads it ("NE2")
DIRECTIONS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")
SQUARES = ("square", "squares")  # one, several

SENTENCES = {
    "seat": "{side} {number}",  # four seats: two per side, numbered in turn order
    "draw": "{who} draws a power card.",
    "pass": "{who} cannot act and passes.",
    "play": "{who} plays {card}: the crown moves {direction} {n} {squares} to {where}, "
            "a {side_indef} rose is placed.",
    "hero": "{who} plays {card} with a hero card: the crown moves {direction} {n} {squares} "
            "to {where} and the {other_def} rose there turns {side_colour}.",
}
