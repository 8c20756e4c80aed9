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

None for any other action (an attack's outcome is chance, a card's effect is told by its own
words) and for a move that changes none of these.
"""

from ...games.bella_rosarum import rules
from . import threats


def explain(view, seat, action):
    """{"took", "saved", "risk", "by"} (sorted lists; the empty ones left out), or None."""
    if not isinstance(action, str) or not action.startswith("move "):
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
