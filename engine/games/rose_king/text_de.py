"""The Rose King in German (Rosenkönig): the same table as text_en.py, in the words of
seeds/glossary-de.md (Machtkarte, Heldenkarte, Krone, Machtstein, Feld, Norden …).

Colour adjectives are declined by hand: "ein roter Machtstein" (indefinite), "der weiße
Machtstein" (definite), "auf Rot" (the colour as a noun).
"""

SIDES = (
    {"name": "Rot", "indef": "roter", "def": "rote", "colour": "Rot"},
    {"name": "Weiß", "indef": "weißer", "def": "weiße", "colour": "Weiß"},
)
DIRECTIONS = ("Norden", "Nordosten", "Osten", "Südosten", "Süden", "Südwesten", "Westen", "Nordwesten")
SQUARES = ("Feld", "Felder")

SENTENCES = {
    "seat": "{side} {number}",
    "draw": "{who} zieht eine Machtkarte.",
    "pass": "{who} kann nicht handeln und passt.",
    # After the colon a whole sentence follows, so it starts with a capital (Duden rule).
    "play": "{who} spielt {card}: Die Krone zieht {n} {squares} nach {direction} auf {where}, "
            "ein {side_indef} Machtstein wird gelegt.",
    "hero": "{who} spielt {card} mit einer Heldenkarte: Die Krone zieht {n} {squares} nach "
            "{direction} auf {where} und der {other_def} Machtstein dort wird auf {side_colour} umgedreht.",
}
