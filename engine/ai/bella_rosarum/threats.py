"""Bella Rosarum: which of a seat's stacks holding royals a rival could take on its next turn.

The role: ``hard`` (and the Hint, which is hard's choice) must not leave a held royal where a
rival can take it next turn when a safer move exists (hard_policy.py). This module answers, for
a position read as the end of the seat's movement and combat, which of the seat's stacks holding
royals some rival stack could take in that rival's next turn:

- reach (BR-6): where the rival stack can move, by the engine's own move generation
  (``moves.destinations`` for the whole stack, BR-6.1) from a copy of the position with that
  rival to move, no noble moved yet and no event drawn (its event card is unknown: the plain
  five cells, BR-6.2); a stack shut in by a siege stays where it is (BR-6.8). A stack that moves
  onto its own seat's stack attacks with both (BR-2.2). One noble moving alone has fewer troops
  and, over open land, no further reach, so only whole stacks are followed.
- the attack (BR-7.1, BR-8.1): from at most one cell away (``moves.near``); a stack in a place by
  a siege once the attacker matches the garrison plus the troops inside (``siege_defence``,
  BR-8.1, BR-8.5), which succeeds unless Bad Weather comes (BR-8.2, ``rules.SIEGE_ODDS``); a stack
  in the open by a battle at victory odds of at least ``BATTLE_ODDS`` (BR-7.3, the engine's
  ``victory_odds``); a stack besieging the rival's stack by its sally (BR-8.3).
- no combat in the first round unless the game allows it (BR-3.7).

A taken stack loses its royals to the victor (BR-7.3, BR-8.2, BR-9.2); an heir noble dies.

``takeable`` is exact for one position (memoised per position); ``Screen`` answers the same
question for many moves of one decision from the rivals' reach on the board before the move (the
seat's own move, which may open or shut a rival's path, is not followed), for ranking guard
moves cheaply before ``takeable`` confirms the chosen one.
"""

from ...games.bella_rosarum import data as D
from ...games.bella_rosarum import moves, rules
from ...games.bella_rosarum.state import cell_of, controls, royal_loc, siege_defence, stacks, troops

# BR-7.3: a battle worth the rival's risk: the 3:2 column and above (0.556), medium's own floor
BATTLE_ODDS = 0.55
# BR-7.3: the least ratio of troops whose column reaches BATTLE_ODDS (columns <1:2 … 3:1)
MIN_RATIO = next(r for c, r in enumerate((0.0, 0.5, 1.0, 1.5, 2.0, 3.0)) if rules.victory_odds(c) >= BATTLE_ODDS)


def held_royals(s, seat):
    """{location: [royals]}: where the seat's living royals stand (BR-9.1; heirs with their
    noble, BR-1.6)."""
    out = {}
    for r in controls(s, seat):
        loc = royal_loc(s, r)
        if loc is not None:
            out.setdefault(loc, []).append(r)
    return out


def _position_key(s, seat):
    """Everything the answer depends on: the board (BR-2), its owners and sieges, the round
    (BR-3.7, BR-6.9) and the active cards (their troops, BR-16)."""
    return (seat, s["round"], s["first"], s["players"], s.get("first_turn_combat"), s.get("rules"),
            tuple(s["out"]), tuple(s["active"]),
            tuple((n, nb["seat"], nb["loc"], tuple(nb["cards"])) for n, nb in s["nobles"].items()),
            tuple((r, ro["place"], ro["controller"], ro["alive"]) for r, ro in s["royals"].items()),
            tuple(s["owners"].items()), tuple((p, g["by"], g["from"]) for p, g in s["sieges"].items()))


def _next_round(s, seat, rival):
    """The round of ``rival``'s next turn after ``seat``'s (BR-4.2)."""
    n = s["players"]
    later = (rival - s["first"]) % n > (seat - s["first"]) % n
    return s["round"] if later else s["round"] + 1


def attacks(s, seat, need=0):
    """[(rival, from, at, troops)]: every location ``at`` a rival stack (of seat ``rival``, now at
    ``from``) can stand at after its next movement (BR-6), with the troops it would attack with
    from there (its own and those of its seat's stack already there, BR-2.2). Rivals whose next
    turn falls in a round without combat (BR-3.7) are left out; so are the moves of a stack that
    even joined by its seat's strongest other stack would have fewer than ``need`` troops."""
    out = []
    st = stacks(s)
    strength = {loc: troops(s, nobles) for loc, (owner, nobles) in st.items() if owner != seat}
    for loc, (owner, nobles) in st.items():
        if owner == seat or owner in s["out"]:
            continue
        rnd = _next_round(s, seat, owner)
        if rnd == 1 and not s.get("first_turn_combat"):   # BR-3.7
            continue
        t = strength[loc]
        out.append((owner, loc, loc, t))
        if rules.besieged(s, loc, owner):   # BR-6.8: shut in, it may only sally
            continue
        if t + max((strength[o] for o, (ow, _) in st.items() if ow == owner and o != loc), default=0) < need:
            continue
        plain = dict(s, to_move=owner, event=None, moved=[], fought=[], round=rnd)
        for d in moves.destinations(plain, owner, loc, nobles):
            there = st.get(d)
            extra = troops(s, there[1]) if there is not None and there[0] == owner else 0
            out.append((owner, loc, d, t + extra))
    return out


def _threat(s, seat, loc, strength, att, at, frm, rival):
    """(kind, odds) of the rival's best attack from ``at`` on the seat's stack of ``strength`` at
    ``loc``, or None when it has none that takes it."""
    if loc.startswith("@"):
        sg = s["sieges"].get(frm)
        if at == frm and sg is not None and sg["from"] == loc and sg["by"] == seat:
            kind = "sally"   # BR-8.3: the stack the seat shuts in sallies against it
        elif moves.near(at, loc, moves.water_of(s)):
            kind = "battle"   # BR-7.1
        else:
            return None
        odds = rules.victory_odds(rules.ratio_column(att, max(strength, 1)))
        return (kind, odds) if odds >= BATTLE_ODDS else None
    if loc in D.PLACES and moves.near(at, loc, moves.water_of(s)) and att >= siege_defence(s, loc, rival):
        # BR-8.1, BR-8.5: the garrison (none against its owner) plus the troops inside; BR-8.2:
        # the place falls unless Bad Weather comes
        return "siege", rules.SIEGE_ODDS
    return None


_CACHE = {}


def takeable(s, seat):
    """{location: (royals there, [(rival, from, at, kind, odds)])}: the seat's stacks holding
    royals that a rival stack could take on its next turn (BR-7, BR-8, BR-9.2), each with every
    attack that would (memoised per position)."""
    key = _position_key(s, seat)
    got = _CACHE.get(key)
    if got is not None:
        return got
    held = held_royals(s, seat)
    out = {}
    if held:
        st = stacks(s)
        mine = {loc: troops(s, st[loc][1]) for loc in held if loc in st and st[loc][0] == seat}
        # the fewest troops that take any of them: a siege matches at least the troops inside
        # (BR-8.1, BR-8.5), a battle at good odds MIN_RATIO of them (BR-7.3)
        need = min((MIN_RATIO * t if loc.startswith("@") else t for loc, t in mine.items()), default=0)
        box = {loc: D.BOX_OF.get(loc) for loc in mine}
        cells = {loc: cell_of(loc) for loc in mine}
        for rival, frm, at, att in attacks(s, seat, need):
            if att < need:
                continue
            ax, ay = cell_of(at)
            for loc, strength in mine.items():
                x, y = cells[loc]
                if (abs(ax - x) > 1 or abs(ay - y) > 1) and not box[loc] and at != frm:
                    continue   # out of reach of an attack (BR-7.1, BR-8.1; a sally starts at home)
                th = _threat(s, seat, loc, strength, att, at, frm, rival)
                if th is not None:
                    out.setdefault(loc, (tuple(held[loc]), []))[1].append((rival, frm, at) + th)
    if len(_CACHE) >= 512:
        _CACHE.clear()
    _CACHE[key] = out
    return out


def exposed(s, seat):
    """The royals of the seat a rival could take next turn (``takeable``), sorted."""
    return sorted(r for royals, _ in takeable(s, seat).values() for r in royals)


class Screen:
    """The rivals' attacks (``attacks``) from one position, to judge many of the seat's moves
    from it quickly: ``safe(after)`` reads only where the seat's royals stand after the move, and
    the troops with them."""

    def __init__(self, s, seat):
        self.seat = seat
        self.s = s
        self.near = {}   # cell -> [(rival, from, at, troops)] of attacks standing in that cell
        for a in attacks(s, seat):
            self.near.setdefault(cell_of(a[2]), []).append(a)

    def safe(self, after):
        """Does no rival attack (from the board this screen was made on) take a stack of the seat
        holding royals in ``after``?"""
        held = held_royals(after, self.seat)
        if not held:
            return True
        st = stacks(after)
        for loc in held:
            if loc not in st or st[loc][0] != self.seat:
                continue
            strength = troops(after, st[loc][1])
            x, y = cell_of(loc)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    for rival, frm, at, att in self.near.get((x + dx, y + dy), ()):
                        if _threat(after, self.seat, loc, strength, att, at, frm, rival) is not None:
                            return False
        # boxes and places off the walkable land are near only their own (BR-7.1): a box's
        # cells may lie apart, so attacks within the box are checked by name
        for loc in held:
            if D.BOX_OF.get(loc) and loc in st and st[loc][0] == self.seat:
                strength = troops(after, st[loc][1])
                for lst in self.near.values():
                    for rival, frm, at, att in lst:
                        if D.BOX_OF.get(at) == D.BOX_OF[loc] and \
                                _threat(after, self.seat, loc, strength, att, at, frm, rival) is not None:
                            return False
        return True

