"""Bella Rosarum: why the Hint's move, as data the page puts into words.

``explain(view, seat, action)`` reads the board a move leaves (the move applied by the rules:
it involves no chance, BR-6.1) from the seat's own view (BR-14) and compares it with the board
before:

- ``took``: royals the seat holds after the move and not before (a free royal joins the stack
  that enters its place, BR-9.1);
- ``saved``: the seat's royals a rival could take on its next turn before the move and cannot
  after it (threats.takeable: reach BR-6, battle BR-7.3, siege BR-8.1, royals to the victor
  BR-9.2);
- ``risk``: the seat's royals a rival could still take after it, with ``by``, the rivals who
  could (the Hint warns rather than hides it).

An attack (battle, siege, sally) is not applied (its outcome is chance, BR-7.3, BR-8.2); it is
explained by what it risks and what it is for:

- ``odds``: the share of the event deck's cards that give the attacker victory at its troop
  ratio (BR-7.3; a siege falls unless Bad Weather comes, BR-8.2), with ``attacker`` and
  ``defender``, the troops on each side as the table shows them (figures.odds);
- ``prize``: the royals standing where it strikes that the victor takes (BR-9.2);
- ``place``: the place a siege takes (BR-8.2).

A card played from the hand (BR-12.2) involves no chance either: it is applied like a move, with
the same royals' reasons, and with

- ``stack``, ``troops``: where the card lands and that stack's troops before and after it (a
  holding adds its troops, an office only once active, BR-16.1; a noble joins the stack, BR-12.2);
- ``places``: the places it makes the seat's (a constable's or governor's town, BR-16.4; a noble's
  seat, BR-12.2).

None for any other action and for a move or card that changes none of these.
"""

from ...games.bella_rosarum import figures, rules
from ...games.bella_rosarum.data import is_noble
from ...games.bella_rosarum.state import alive, nobles_at, royal_loc, troops
from . import threats

ATTACKS = ("battle", "siege", "sally")


def explain(view, seat, action):
    """{"took", "saved", "risk", "by"} for a move, {"odds", "attacker", "defender", "prize",
    "place"} for an attack (sorted lists; the empty ones left out), or None."""
    if not isinstance(action, str):
        return None
    verb = action.split(" ", 1)[0]
    if verb in ATTACKS:
        return _attack(view, seat, action)
    if verb == "play":
        return _play(view, seat, action)
    if verb != "move":
        return None
    return _royals(view, rules.apply_events(view, action)[0], seat) or None


def _royals(view, after, seat):
    """The royals' reasons of a board ``after`` that no chance led to from ``view``."""
    held = {r for royals in threats.held_royals(after, seat).values() for r in royals}
    threatened = threats.takeable(after, seat)
    risk = {r for royals, _ in threatened.values() for r in royals}
    reasons = (
        ("took", held - {r for royals in threats.held_royals(view, seat).values() for r in royals}),
        ("saved", (set(threats.exposed(view, seat)) & held) - risk),
        ("risk", risk),
        ("by", {way[0] for _, ways in threatened.values() for way in ways}),
    )
    return {k: sorted(v) for k, v in reasons if v}


def _play(view, seat, action):
    """A card from the hand (BR-12.2), named by its place there: read from the seat's own hand."""
    words = action.split()
    hand = view["hands"][seat]
    if not (len(words) in (2, 3) and words[1].isdigit() and 1 <= int(words[1]) <= len(hand)):
        return None
    card = hand[int(words[1]) - 1]
    if not isinstance(card, str):
        return None
    after = rules.apply_events(view, action)[0]
    out = _royals(view, after, seat)
    target = words[2] if len(words) == 3 else (card if is_noble(card) else None)
    loc = after["nobles"][target]["loc"] if target in after["nobles"] else None
    if loc is not None:
        before_t, after_t = troops(view, nobles_at(view, loc, seat)), troops(after, nobles_at(after, loc, seat))
        if before_t != after_t:
            out["stack"], out["troops"] = loc, [before_t, after_t]
    places = sorted(p for p, owner in after["owners"].items() if owner == seat and view["owners"].get(p) != seat)
    if places:
        out["places"] = places
    return out or None


def _attack(view, seat, action):
    fight = figures.odds(view).get(action)
    if fight is None:
        return None
    words = action.split()
    if words[0] == "sally":   # BR-8.3: out against the stack that besieges the place
        sg = view["sieges"].get(words[1])
        target = sg["from"] if sg else None
    else:
        target = words[2]
    prize = sorted(r for r in view["royals"] if alive(view, r) and royal_loc(view, r) == target
                   and view["royals"][r]["controller"] != seat)
    out = {"odds": round(fight["victory"], 3), "attacker": fight["attacker"], "defender": fight["defender"]}
    if prize:
        out["prize"] = prize
    if words[0] == "siege":
        out["place"] = target
    return out
