"""Long Live the Queen in German (Lang lebe die Königin): the same table as text_en.py, in the
words of seeds/glossary-de.md (Hofstaat, Meister, Prestigemarker, Vorrat, offen/verdeckt …).

Tile names are declined by hand (nominative and accusative with the definite article; "Adliger"
is the glossary's bare form and becomes "der Adlige" with an article). A tile is always named
with its seat after it ("die Hexe von Weiß"), so seat names never need a case ending.
"""

SEATS = ("Weiß", "Schwarz")

TILES = {
    "Sniper": ("Scharfschütze", "der Scharfschütze", "den Scharfschützen"),
    "Assassin": ("Attentäter", "der Attentäter", "den Attentäter"),
    "Schemer": ("Intrigant", "der Intrigant", "den Intriganten"),
    "Noble": ("Adliger", "der Adlige", "den Adligen"),
    "Cheater": ("Betrüger", "der Betrüger", "den Betrüger"),
    "Princess": ("Prinzessin", "die Prinzessin", "die Prinzessin"),
    "Consul": ("Konsul", "der Konsul", "den Konsul"),
    "Clown": ("Narr", "der Narr", "den Narren"),
    "Witch": ("Hexe", "die Hexe", "die Hexe"),
    "Apprentice": ("Lehrling", "der Lehrling", "den Lehrling"),
    "Guard": ("Wache", "die Wache", "die Wache"),
}

# "einen roten Prestigemarker", "alle sechs roten …" / "kein roter Prestigemarker".
COLOURS = {"red": ("roten", "roter"), "yellow": ("gelben", "gelber"), "blue": ("blauen", "blauer")}

NOTHING = {"pick": "nehmen", "steal": "nehmen", "return": "zurücklegen", "give": "abgeben",
           "reveal": "aufdecken", "swap": "tauschen"}

# A whole sentence after a colon starts with a capital (Duden); a bare phrase does not.
SENTENCES = {
    "setup_random": "{who} stellt den Hofstaat zufällig auf.",
    "setup_secret": "{who} stellt den Hofstaat geheim auf.",
    "start_roll": "Es wird gewürfelt, wer beginnt.",
    "roll": "{who} würfelt.",
    "skip": "{who} lässt den Hofstaat unverändert.",
    "done": "{who} tauscht nicht weiter.",
    "swap_own": "{who} tauscht die Plättchen auf {a} und {b} im eigenen Hofstaat.",
    "swap_other": "{who} tauscht die Plättchen auf {a} und {b} im Hofstaat von {other}.",
    "master": "{who} macht das offene Plättchen auf {pos} zum Meister; der alte Meister kommt offen auf {pos}.",
    "reveal": "{who} deckt das verdeckte Plättchen auf {pos} auf.",
    "take_supply": "{who} nimmt einen {colour} Prestigemarker aus dem Vorrat.",
    "take_other": "{who} nimmt {other} einen {colour} Prestigemarker ab.",
    "return_choice": "{who} legt einen {colour} Prestigemarker von {other} in den Vorrat zurück.",
    "give": "{who} gibt einen {colour} Prestigemarker an {other}.",
    "unknown_action": "{who}: {action}.",
    "setup": "{who} hat den Hofstaat aufgestellt.",
    "start_tie": "Startwurf: {white} {a}, {black} {b} — Gleichstand, es wird noch einmal gewürfelt.",
    "start": "Startwurf: {white} {a}, {black} {b} — {who} beginnt.",
    "rolled": "{who} würfelt {a}+{b} = {total}.",
    "case_A": "Beide Plättchen auf {pos} sind verdeckt.",
    "case_B": "Beide Plättchen auf {pos} sind offen.",
    "case_C": "Genau ein Plättchen auf {pos} ist offen.",
    "tie": "Gleiche Initiative ({n}): Keines der beiden Plättchen handelt.",
    "master_up": "Der Meister von {who} wird aufgedeckt: Es ist {tile_nom}.",
    "guard": "Die Wache von {who} auf {pos} hat keine Fähigkeit.",
    "activate": "{Tile_nom} von {who} auf {pos} handelt.",
    "activate_as": "{Tile_nom} von {who} auf {pos} handelt (als {acts}).",
    "skipped": "Das Plättchen von {who} auf {pos} wurde verdeckt und handelt nicht.",
    "up": "Das Plättchen von {who} auf {pos} wird aufgedeckt: Es ist {tile_nom}.",
    "down": "{Tile_nom} von {who} auf {pos} wird verdeckt.",
    "guarded": "{Tile_nom} von {who} auf {pos} wird von einer Wache geschützt.",
    "miss": "Das Plättchen von {who} auf {pos} ist bereits verdeckt.",
    "empty": "Im Vorrat ist kein {colour_alone} Prestigemarker mehr für {who}.",
    "six": "{who} hat alle sechs {colour} Prestigemarker und legt sie in den Vorrat zurück.",
    "returned": "{who} legt einen {colour} Prestigemarker von {other} in den Vorrat zurück.",
    "nothing": "{who} kann nichts {verb}.",
    "master_change": "{who} macht {new_acc} auf {pos} zum Meister; der alte Meister, {old_nom}, kommt offen auf {pos}.",
    "win_princess": "{who} gewinnt: Die Prinzessin von {other} ist verdeckt.",
    "win_prestige": "{who} gewinnt: drei Prestigemarker jeder Farbe.",
}
