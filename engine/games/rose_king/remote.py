"""The Rose King played at a distance: its deal and draws taken from joint chance values.

The draw pile's order (RK-11.5) never exists in either browser: between draws the pile is kept
sorted (a set, which both sides may know: every other card is in sight), and the generator is
empty. A draw (RK-6.1) orders the pile from the joint value of its chance event just before the
card is taken; when the pile is empty the discards are shuffled into it (RK-6.2) from the same
value. The deal (RK-3) is chance event 1. Only the two-player game (RK-1.4) is offered.
"""

from ... import rng
from . import game, state as rk_state
from .geometry import CARD_INDEX

GAME = "rose-king"
VARIANTS = ("2p",)
SEATS = 2


def public(st):
    """``st`` with the pile as a sorted set and no generator: nothing of any future draw."""
    s = rk_state.copy_state(st)
    s["draw_pile"] = sorted(s["draw_pile"], key=CARD_INDEX.__getitem__)
    s["rng"] = None
    s.pop("hidden", None)
    return s


def deal(options, value):
    """RK-3: the opening hands from the joint value of chance event 1."""
    return public(game.new_state("remote-deal:" + value, {"variant": options["variant"]}))


def needs_chance(st, action):
    return action == "draw"  # RK-6.1: the card drawn; RK-6.2 the reshuffle with it


def apply(st, action):
    new, entry, events = game.apply(st, action)
    return public(new), entry, events


def resolve(st, action, value):
    """A draw taken with the joint value ``value``: the pile (or the discards being shuffled
    into a new pile, RK-6.2) is ordered from it, the first card drawn, the rest sorted again."""
    s = rk_state.copy_state(st)
    gen = rng.start("remote-draw:" + value)
    if s["draw_pile"]:
        gen, s["draw_pile"] = rng.shuffle(gen, s["draw_pile"])
    s["rng"] = rng.to_hex(gen)  # shuffles the discards when the pile is empty
    new, entry, events = game.apply(s, action)
    if "reshuffle" in entry:  # the order of the cards left is forgotten with the pile's order
        entry = dict(entry, reshuffle=game.CONCEALED)
    return public(new), entry, events


def forced(st):
    """The move played without asking: the pass when it is all a seat may do (RK-4.2)."""
    from .rules import legal_actions
    return "pass" if legal_actions(st) == ["pass"] else None
