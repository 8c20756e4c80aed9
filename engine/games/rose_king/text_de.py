"""The Rose King in German (Rosenkönig): the same table as text_en.py, in the words of
seeds/glossary-de.md (Machtkarte, Heldenkarte, Krone, Machtstein, Feld, Norden …).

Colour adjectives are declined by hand: "eine rote Rose" (indefinite), "die weiße Rose"
(definite), "auf Rot" (the colour as a noun). The token is called a rose, as everywhere on the
page (the lessons name it once as a Machtstein with a rose on each side).
"""

SIDES = (
    {"name": "Rot", "indef": "rote", "def": "rote", "colour": "Rot"},
    {"name": "Weiß", "indef": "weiße", "def": "weiße", "colour": "Weiß"},
)
# What a person reads names a card with these letters (Ost, not East: "NO2"); the notation in
# records, links and actions stays N/NE/E/… in every language (seeds/glossary-de.md).
LETTERS = ("N", "NO", "O", "SO", "S", "SW", "W", "NW")
DIRECTIONS = ("Norden", "Nordosten", "Osten", "Südosten", "Süden", "Südwesten", "Westen", "Nordwesten")
SQUARES = ("Feld", "Felder")

SENTENCES = {
    "seat": "{side} {number}",
    "draw": "{who} zieht eine Machtkarte.",
    "pass": "{who} kann nicht handeln und passt.",
    # After the colon a whole sentence follows, so it starts with a capital (Duden rule).
    "play": "{who} spielt {card}: Die Krone zieht {n} {squares} nach {direction} auf {where}, "
            "eine {side_indef} Rose wird gesetzt.",
    "hero": "{who} spielt {card} mit einer Heldenkarte: Die Krone zieht {n} {squares} nach "
            "{direction} auf {where} und die {other_def} Rose dort wird auf {side_colour} umgedreht.",
}
