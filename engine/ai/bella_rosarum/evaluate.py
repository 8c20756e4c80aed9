"""Bella Rosarum's static evaluation for the search (``hard``, ``max``): a score per seat from
the public board, turned into a share of the win per seat.

The score of a seat counts what wins the game (BR-13): the royals it controls (a crowned one
most, an heir it could crown next more than one it could not, BR-10.2), the turns it has held
the sole crown (BR-13.2; one more for a sole crown other than Henry VI's, whose count may
start), its nobles and their troops (BR-7.2, BR-16), the places it owns (BR-6.7), the cards its
nobles hold (influence, troops once active, BR-16) and the cards in its hand (BR-12.2). A stack
that an enemy stack within a turn's reach outnumbers loses what it stands to lose (its royals
and nobles) times the chance that a battle at that ratio is a victory for the enemy (BR-7.3);
half of that goes to the enemy.
``shares`` turns the scores into numbers in [0, 1] summing to 1 (a soft maximum with
temperature ``temp``): the search's reward and, calmer and with the royals at half their worth
(a seat dealt many heirs, BR-1.6, holds them from the start without being near a win), the
reported win chance.
"""

import math

from ...games.bella_rosarum import data as D
from ...games.bella_rosarum import rules
from ...games.bella_rosarum.moves import distance
from ...games.bella_rosarum.state import alive, stacks

ROYAL = 10.0       # a royal under control (BR-9.1)
CROWNED = 10.0     # more for a crowned one (BR-10)
ELIGIBLE = 5.0     # more for one next in line to be crowned (BR-10.2)
HOLD = 8.0         # per turn held with the sole crown (BR-13.2: four turns win)
NOBLE = 3.0        # a noble on the map
TROOPS = 100.0     # troops per point
PLACE = 1.0        # a place owned, and 1 more per 10 of its influence (BR-1.3, BR-6.4)
CARD = 1.0         # a card in the hand
HELD = 1.5         # a card a noble holds (influence, BR-6.4, BR-19.4; troops when active, BR-16)
REACH = 6          # cells an enemy stack may cover before its battle (BR-6.2, as medium's threat)
OUT = -60.0        # a seat with no noble left (BR-4.3)

_ODDS = [rules.victory_odds(c) for c in range(6)]
_PLACE_WORTH = {p: PLACE * (1 + D.KINDS[pl["kind"]]["influence"] / 10) for p, pl in D.PLACES.items()}


def royal_worth(s, r):
    ro = s["royals"][r]
    if ro["crowned"]:
        return ROYAL + CROWNED
    return ROYAL + (ELIGIBLE if rules.eligible(s, r) else 0.0)


def potential_troops(s, nid):
    """BR-7.2, BR-16: a noble's troops with every card it holds, active or not (an office stands
    down after each battle and comes back when its noble stands in its area again, so a score
    that counted only active troops would shun every battle); ships carry, they do not fight."""
    return D.CARDS[nid]["troops"] + sum(D.CARDS[c]["troops"] for c in s["nobles"][nid]["cards"]
                                        if D.CARDS[c]["category"] != "ship")


def scores(s, danger=1.0, royals=1.0):
    """A score per seat (higher is better) of a state of any phase; ``royals`` scales what the
    royals are worth."""
    n = s["players"]
    sc = [0.0] * n
    st = stacks(s)
    strength = {}
    at_stake = {}
    for loc, (owner, nobles) in st.items():
        t = sum(potential_troops(s, nid) for nid in nobles)
        strength[loc] = (owner, t)
        sc[owner] += NOBLE * len(nobles) + t / TROOPS + HELD * sum(len(s["nobles"][nid]["cards"]) for nid in nobles)
        at_stake[loc] = NOBLE * len(nobles) + t / TROOPS
    for r in D.ROYALS:
        ro = s["royals"][r]
        c = ro["controller"]
        if c is not None and alive(s, r):
            w = royals * royal_worth(s, r)
            sc[c] += w
            loc = ro["place"]
            if loc in at_stake:
                at_stake[loc] += w
    for p, o in s["owners"].items():
        sc[o] += _PLACE_WORTH[p]
    for i, h in enumerate(s["hands"]):
        sc[i] += CARD * len(h)
    hold = s["hold"]
    if hold is not None:
        sc[hold["seat"]] += HOLD * hold["turns"]
    crowned = rules.crowned_alive(s)
    if len(crowned) == 1 and crowned[0] != "henry":   # BR-13.2: the count may start
        c = s["royals"][crowned[0]]["controller"]
        if c is not None:
            sc[c] += HOLD
    if danger:
        for loc, (owner, t) in strength.items():
            cover = t + (rules.garrison(loc) if not loc.startswith("@") else 0)
            threat, by = 0, None
            for eloc, (eo, et) in strength.items():
                if eo != owner and et > threat and distance(eloc, loc) <= REACH:
                    threat, by = et, eo
            if by is not None and threat > cover:
                loss = danger * _ODDS[rules.ratio_column(threat, cover)] * at_stake[loc]
                sc[owner] -= loss
                sc[by] += loss / 2
    for seat in s["out"]:
        sc[seat] = OUT
    return sc


def shares(s, temp, danger=1.0, royals=1.0):
    """Each seat's share of the win in [0, 1]: exact once the game is over (BR-13), else the
    soft maximum of the scores."""
    n = s["players"]
    if s["phase"] == "over":
        w = s["result"]["winner"]
        return [1.0 / n] * n if w is None else [1.0 if i == w else 0.0 for i in range(n)]
    sc = scores(s, danger, royals)
    top = max(sc)
    e = [math.exp((x - top) / temp) for x in sc]
    tot = sum(e)
    return [x / tot for x in e]
