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

None for any other action (a card's effect is told by its own words) and for a move that changes
none of these.
"""

from ...games.bella_rosarum import figures, rules
from ...games.bella_rosarum.state import alive, royal_loc
from . import threats

ATTACKS = ("battle", "siege", "sally")


def explain(view, seat, action):
    """{"took", "saved", "risk", "by"} for a move, {"odds", "attacker", "defender", "prize",
    "place"} for an attack (sorted lists; the empty ones left out), or None."""
    if not isinstance(action, str):
        return None
    if action.split(" ", 1)[0] in ATTACKS:
        return _attack(view, seat, action)
    if not action.startswith("move "):
        return None
    after = rules.apply_events(view, action)[0]
    held = {r for royals in threats.held_royals(after, seat).values() for r in royals}
    threatened = threats.takeable(after, seat)
    risk = {r for royals, _ in threatened.values() for r in royals}
    reasons = (
        ("took", held - {r for royals in threats.held_royals(view, seat).values() for r in royals}),
        ("saved", (set(threats.exposed(view, seat)) & held) - risk),
        ("risk", risk),
        ("by", {way[0] for _, ways in threatened.values() for way in ways}),
    )
    out = {k: sorted(v) for k, v in reasons if v}
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
