"""A fitted evaluation for Bella Rosarum's rollouts (hard_policy.py): per seat a linear score of
a few features of the public board, turned into win shares by a soft maximum, its weights fitted
to the winners of medium-vs-medium arena games (positions at the start of a seat's turn; a
multinomial logistic fit, fit.py here). No level uses it: on the same
positions evaluate.py predicts the winner as well once its temperature is calmer.

The features count what wins (BR-13): crowns other than Henry VI's and the turns held with the
sole one (BR-13.2), Henry VI crowned (BR-10), eligible heirs (BR-10.2), other royals (BR-9),
nobles and troops (BR-7.2), places (BR-1.2), cards held and in hand (BR-12), and the crowned
royals' danger: a stack of another seat within 6 cells that takes the crown's stack where it
stands (a siege matching garrison plus troops, BR-8.1, or a battle from 2:1, BR-7.3).
"""

import math

from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import rules
from engine.games.bella_rosarum.moves import distance
from engine.games.bella_rosarum.state import alive, stacks
from engine.ai.bella_rosarum.evaluate import potential_troops

NAMES = ("crown", "sole", "hold", "henry", "heir", "royal", "nobles", "troops", "places", "cards",
         "held", "crown_danger", "heir_cleric")
# fitted to the 89 of 100 three-player medium games with a winner (3,747 positions, seeds fitA/fitB; a fifth
# of the games held out: log-likelihood of the winner -0.773 a position, uniform -1.099; the hand
# evaluation of evaluate.py at temperature 48 scores -0.772 on the same positions, at 6 -2.55)
WEIGHTS = (-0.2296, 0.5142, 0.7206, 0.1498, -0.0482, -0.0172, 0.0359, 0.0468, -0.0002, 0.0000, 0.0354,
           -0.1714, -0.3586)


def features(s):
    """[[feature per NAMES] per seat] of a state of any phase."""
    n = s["players"]
    f = [[0.0] * len(NAMES) for _ in range(n)]
    st = stacks(s)
    strength = {}
    for loc, (owner, nobles) in st.items():
        t = sum(potential_troops(s, nid) for nid in nobles)
        strength[loc] = (owner, t)
        f[owner][6] += len(nobles)
        f[owner][7] += t / 100.0
        f[owner][10] += sum(len(s["nobles"][nid]["cards"]) for nid in nobles)
    crowned = rules.crowned_alive(s)
    for r in D.ROYALS:
        ro = s["royals"][r]
        c = ro["controller"]
        if c is None or not alive(s, r):
            continue
        if ro["crowned"]:
            if r == "henry":
                f[c][3] += 1
            else:
                f[c][0] += 1
                loc = rules.royal_loc(s, r)
                own = strength.get(loc, (c, 0))[1]
                cover = own + (rules.garrison(loc) if not loc.startswith("@") else own)
                threat = max((t for l2, (o2, t) in strength.items() if o2 != c and distance(l2, loc) <= 6), default=0)
                if threat >= cover:
                    f[c][11] += 1
        elif rules.eligible(s, r):
            f[c][4] += 1
            loc = rules.royal_loc(s, r)
            if loc in st and any(D.CARDS[x]["category"] == "cleric" for nid in st[loc][1] for x in s["nobles"][nid]["cards"]):
                f[c][12] += 1
        else:
            f[c][5] += 1
    if len(crowned) == 1 and crowned[0] != "henry":
        c = s["royals"][crowned[0]]["controller"]
        if c is not None:
            f[c][1] = 1.0
    hold = s["hold"]
    if hold is not None:
        f[hold["seat"]][2] = hold["turns"]
    for p, o in s["owners"].items():
        f[o][8] += 1
    for i, h in enumerate(s["hands"]):
        f[i][9] = len(h)
    return f


def shares(s, weights=None):
    """Each seat's share of the win: exact once the game is over (BR-13), else the soft maximum
    of the fitted scores (a seat out of the game, BR-4.3, gets none)."""
    n = s["players"]
    if s["phase"] == "over":
        w = s["result"]["winner"]
        return [1.0 / n] * n if w is None else [1.0 if i == w else 0.0 for i in range(n)]
    w = weights or WEIGHTS
    sc = [sum(a * b for a, b in zip(w, fi)) for fi in features(s)]
    for seat in s["out"]:
        sc[seat] = -50.0
    top = max(sc)
    e = [math.exp(x - top) for x in sc]
    tot = sum(e)
    return [x / tot for x in e]
