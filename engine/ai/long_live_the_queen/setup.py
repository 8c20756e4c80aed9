"""Choosing a seat's secret arrangement (LQ-3): the Master and the ten tiles on 2–6 and 8–12.

``arrangement(x, samples, weights)`` draws ``samples`` random arrangements from the seeded
generator and keeps the one ``worth`` rates highest, so stronger levels lay out a sound court
while the layout still varies from game to game (a fixed layout would meet itself in mirror
matches, where equal initiatives cancel, LQ-4.4, and could be learnt by a human). ``samples=1`` is
a uniformly random arrangement (easy).

``worth`` (token-equivalents) rewards:
- tiles whose abilities are worth most on the positions rolled most often (6, 8, then 5, 9, …;
  an Apprentice counts as its Master, LQ-5.10), so the best Master is a strong ability;
- a Guard next to the Princess (LQ-5.11; it protects her once face up) — the first one a lot;
- a Sniper or Assassin on 6 or 8, where the other seat's Guards and best tiles are likely to be
  (the Sniper on 6 aims at 8 and back, LQ-5.1; the Assassin at its own position, LQ-5.2).

``from_book`` (the ``setup_book`` setting) plays one of a book's arrangements, as it is or
mirrored: ``KILLERS`` (hard), ``SEVEN`` or ``BOOK`` (found by tools/lab/lq_setup_sim.py; hard before
2026-11-30).
"""

from ...games.long_live_the_queen.arrangement import canonical, parse
from ...games.long_live_the_queen.tiles import MASTER_CHOICES, POSITIONS, PRINCESS_START, TILES
from ..random import below, shuffle

WAYS = {t: 6 - abs(t - 7) for t in POSITIONS}

# What one activation of each character is worth early in the game (token-equivalents).
ABILITY = {"Sniper": 1.4, "Assassin": 1.4, "Schemer": 1.6, "Noble": 2.0, "Cheater": 1.6,
           "Consul": 1.1, "Clown": 1.1, "Witch": 1.3, "Guard": 0.0, "Princess": 0.0}


class SetupWeights:
    def __init__(self, guard=2.2, guard2=0.6, killer=0.5, ability=1.0):
        self.guard = float(guard)      # first Guard next to the Princess
        self.guard2 = float(guard2)    # the second Guard on her other side
        self.killer = float(killer)    # a Sniper / Assassin (or Apprentice acting as one) on 6 or 8
        self.ability = float(ability)  # scale of the expected-income part


DEFAULT = SetupWeights()


def worth(master, line, w=DEFAULT):
    total = 0.0
    for p, name in zip(POSITIONS, line):
        acts = master if name == "Apprentice" else name
        total += w.ability * ABILITY[acts] * WAYS[p] / 6.0
        if p in (6, 8) and acts in ("Sniper", "Assassin"):
            total += w.killer
    guards = sum(1 for p in (6, 8) if line[p - 2] == "Guard")
    if guards:
        total += w.guard + (w.guard2 if guards == 2 else 0.0)
    return total


def random_arrangement(x):
    """(x, master, line): uniform over arrangements (like LQ-3.6, from our own generator)."""
    x, k = below(x, len(MASTER_CHOICES))
    master = MASTER_CHOICES[k]
    rest = list(TILES)
    rest.remove(master)
    rest.remove("Princess")
    x = shuffle(rest, x)
    i = PRINCESS_START - 2
    return x, master, rest[:i] + ["Princess"] + rest[i:]


def arrangement(x, samples=1, w=DEFAULT):
    """(x, action string ``setup master=… 2=… …``): the best of ``samples`` random arrangements."""
    best, bv = None, -1e9
    for _ in range(max(1, samples)):
        x, master, line = random_arrangement(x)
        v = worth(master, line, w) if samples > 1 else 0.0
        if v > bv:
            best, bv = (master, line), v
    return x, "setup " + canonical(*best)


# arrangements that won most in simulated games (tools/lab/lq_setup_sim.py: the rule-based
# expert's policy for both seats on the fast core, against the expert's set-up and hard's).
BOOK = (
    "master=Noble 2=Schemer 3=Assassin 4=Apprentice 5=Apprentice 6=Sniper 8=Guard 9=Cheater 10=Witch 11=Consul 12=Clown",
    "master=Noble 2=Clown 3=Apprentice 4=Assassin 5=Cheater 6=Guard 8=Sniper 9=Witch 10=Apprentice 11=Consul 12=Schemer",
)


# arrangements built around the square 7, the likeliest total (6 in 36, LQ-4.1), where the
# Princess starts (LQ-3.1) and earns next to nothing: a Sniper beside her (one court swap, LQ-7.1,
# puts it on 7, where it aims at the other seat's 7, LQ-5.1, and acts before any earner there,
# LQ-4.3), the Guard beyond it, so that after that swap she still has the Guard beside her
# (LQ-5.11), and the Noble's Apprentices (LQ-5.10) on the other side of her.
SEVEN = (
    "master=Noble 2=Schemer 3=Assassin 4=Cheater 5=Apprentice 6=Apprentice 8=Sniper 9=Guard 10=Witch 11=Consul 12=Clown",
    "master=Noble 2=Clown 3=Consul 4=Cheater 5=Apprentice 6=Apprentice 8=Sniper 9=Guard 10=Assassin 11=Witch 12=Schemer",
)


# SEVEN with the Assassin on 6 (the Apprentices on 4 and 5): both killers beside the Princess, on
# the likeliest totals after 7, where the other seat's best earners, its Guard, or its Princess
# moved off 7 are likely to stand. Opposite an earner the Assassin (initiative 2) acts first and
# turns it face down before its turn (LQ-4.3, LQ-5.2, LQ-4.5): a red token for hard, none for the
# other seat; opposite its Princess it ends the game (LQ-8.1). The Sniper aims at the other
# seat's 6 from 8 and at its 7 once swapped there (LQ-5.1), the Guard still beside her. The
# Apprentices' Noble income on 4 and 5 (7 rolls in 36 against 9 on 5 and 6) is the price.
KILLERS = (
    "master=Noble 2=Schemer 3=Cheater 4=Apprentice 5=Apprentice 6=Assassin 8=Sniper 9=Guard 10=Witch 11=Consul 12=Clown",
    "master=Noble 2=Clown 3=Consul 4=Apprentice 5=Apprentice 6=Assassin 8=Sniper 9=Guard 10=Cheater 11=Witch 12=Schemer",
)


def from_book(x, book=BOOK):
    """(x, action string): one of ``book``'s arrangements at random, half the time mirrored
    (position p to 14 - p: the dice's odds, the Guard's neighbours and the Sniper's mirror square,
    LQ-4.1, 5.11, 5.1, stay as they were), so the court still varies from game to game."""
    x, k = below(x, len(book))
    master, line = parse(book[k])
    x, flip = below(x, 2)
    if flip:
        line = line[::-1]
    return x, "setup " + canonical(master, line)
