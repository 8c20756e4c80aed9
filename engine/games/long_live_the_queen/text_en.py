"""Long Live the Queen in English: every word of the move list and the narration, one table
(text.py chooses the sentence and fills it in).

Same names and template fields as text_de.py; changing a sentence here changes the golden files.
Fields: ``who`` the seat acting, ``other`` the opposing seat, ``pos``/``a``/``b`` positions,
``colour`` a token colour, ``tile``/``acts`` a bare tile name and ``tile_nom``/``tile_acc``
(``new_acc``, ``old_nom``) the name with its article in a grammatical case.
"""

SEATS = ("White", "Black")  # LQ-2.1: seat 0 plays the White Rose, seat 1 the Black Rose

# Tile name -> (bare, nominative with article, accusative with article).
TILES = {n: (n, "the " + n, "the " + n) for n in (
    "Sniper", "Assassin", "Schemer", "Noble", "Cheater", "Princess", "Consul", "Clown", "Witch",
    "Apprentice", "Guard")}

# Colour -> (after an article or in the plural, alone after "no").
COLOURS = {c: (c, c) for c in ("red", "yellow", "blue")}

# What a seat with no possible choice could not do, by the choice's kind (LQ-9.2).
NOTHING = {"pick": "take", "steal": "take", "return": "return", "give": "give", "reveal": "reveal",
           "swap": "swap"}

SENTENCES = {
    # describe_action: before the action, never naming a secret tile (LQ-10.4)
    "setup_random": "{who} arranges the court at random.",
    "setup_secret": "{who} arranges the court in secret.",
    "start_roll": "The dice are rolled to decide who starts.",
    "roll": "{who} rolls the dice.",
    "skip": "{who} leaves the court as it is.",
    "done": "{who} makes no more swaps.",
    "swap_own": "{who} swaps the tiles on {a} and {b} in their own line.",
    "swap_other": "{who} swaps the tiles on {a} and {b} in {other}'s line.",
    "master": "{who} makes the face-up tile on {pos} the Master; the old Master returns face up on {pos}.",
    "reveal": "{who} turns the face-down tile on {pos} face up.",
    "take_supply": "{who} takes a {colour} token from the supply.",
    "take_other": "{who} takes a {colour} token from {other}.",
    "return_choice": "{who} returns one of {other}'s {colour} tokens to the supply.",
    "give": "{who} gives a {colour} token to {other}.",
    "unknown_action": "{who}: {action}.",
    # narrate: what happened, naming tiles only once they are public
    "setup": "{who} has arranged the court.",
    "start_tie": "Start roll: {white} {a}, {black} {b} — a tie, roll again.",
    "start": "Start roll: {white} {a}, {black} {b} — {who} starts.",
    "rolled": "{who} rolls {a}+{b} = {total}.",
    "case_A": "Both tiles on {pos} are face down.",
    "case_B": "Both tiles on {pos} are face up.",
    "case_C": "One tile on {pos} is face up.",
    "tie": "Equal initiative ({n}): neither acts.",
    "master_up": "{who}'s Master is turned face up: {tile_nom}.",
    "guard": "{who}'s Guard on {pos} has no ability.",
    "activate": "{who}'s {tile} on {pos} acts.",
    "activate_as": "{who}'s {tile} on {pos} acts (as the {acts}).",
    "skipped": "{who}'s tile on {pos} was turned face down and does not act.",
    "up": "{who}'s tile on {pos} turns face up: {tile_nom}.",
    "down": "{who}'s {tile} on {pos} is turned face down.",
    "guarded": "{who}'s {tile} on {pos} is protected by a Guard.",
    "miss": "{who}'s tile on {pos} is already face down.",
    "empty": "No {colour_alone} token is left in the supply for {who}.",
    "six": "{who} holds all six {colour} tokens and returns them to the supply.",
    "returned": "{who} returns a {colour} token of {other}'s to the supply.",
    "nothing": "{who} has nothing to {verb}.",
    "master_change": "{who} makes {new_acc} on {pos} the Master; the old Master, {old_nom}, returns face up on {pos}.",
    "win_princess": "{who} wins: the Princess of {other} is face down.",
    "win_prestige": "{who} wins: three tokens of every colour.",
}
