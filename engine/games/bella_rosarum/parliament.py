"""Parliament (BR-19): who may summon it, who attends, the votes of the Lords and the Commons,
and the Chancery's cards given out one by one.

The sitting Parliament is the state's ``parliament`` ({``by``, ``cards``, ``present``} or null):
the summoning seat, the Chancery cards still to be given, the nobles attending.
"""

from . import data as D
from .moves import distance
from .state import alive, influence

WRIT_FOR = {"writ": "chancellor", "parliament": "chancellor", "royal-summons": "treasurer"}  # BR-19.1
SITTING_REACH = 5  # BR-19.2: cells from Westminster (a move's reach, BR-6.2)


def _holds(state, seat, cid):
    return any(nb["seat"] == seat and cid in nb["cards"] for nb in state["nobles"].values())


def sole_king(state):
    """The one crowned royal alive, if there is exactly one (else None)."""
    crowned = [r for r in D.ROYALS if alive(state, r) and state["royals"][r]["crowned"]]
    return crowned[0] if len(crowned) == 1 else None


def may_summon(state, seat):
    """BR-19.1: the seat controlling the sole crowned king; if no seat controls one, the holder
    of the office the turn's Writ, Parliament or Royal Summons card names."""
    king = sole_king(state)
    if king is not None and state["royals"][king]["controller"] is not None:
        return state["royals"][king]["controller"] == seat
    kind = D.EVENTS[state["event"]]["kind"] if state["event"] else None
    return kind in WRIT_FOR and _holds(state, seat, WRIT_FOR[kind])


def present(state):
    """BR-19.2: the nobles within reach of Westminster and not shut in by a siege."""
    out = []
    for nid in D.sort_cards(state["nobles"]):
        nb = state["nobles"][nid]
        sg = state["sieges"].get(nb["loc"])
        if distance(nb["loc"], D.CORONATION_PLACE) <= SITTING_REACH and not (sg and sg["by"] != nb["seat"]):
            out.append(nid)
    return out


def summon(s, seat, events):
    """BR-19.3: one Chancery card per attending noble, the first ones of the pile."""
    attending = present(s)
    k = min(len(attending), len(s["chancery"]))
    cards, s["chancery"] = s["chancery"][:k], s["chancery"][k:]
    s["parliament"] = {"by": seat, "cards": cards, "present": attending, "given": []}
    events.append(["summoned", seat, attending, list(cards)])


def votes(state, attending):
    """BR-19.4: per seat, (Lords, Commons): the influence of its attending nobles, and of all its
    nobles on the map (the Commons are counted regardless of attendance)."""
    out = {}
    for seat in range(state["players"]):
        mine = [n for n, nb in state["nobles"].items() if nb["seat"] == seat]
        out[seat] = (influence(state, [n for n in mine if n in attending]), influence(state, mine))
    return out


def houses_needed(cid):
    """BR-19.5: titles and offices need both houses, bishoprics the Lords only."""
    return ("lords",) if D.CARDS[cid]["category"] == "cleric" else ("lords", "commons")


# BR-19.3: the categories a noble holds at most one card of (one title, one see)
ONE_EACH = ("earldom", "cleric")


def eligible(state, noble, cid):
    """BR-19.3: may ``noble`` be given ``cid``? It attends, has not been given a card in this
    sitting (one card is drawn per attending noble: a share each), and holds no card of the same
    kind if the card is a title (earldom) or a see (cleric)."""
    p = state["parliament"]
    if noble not in p["present"] or noble not in state["nobles"] or noble in p.get("given", ()):
        return False
    kind = D.CARDS[cid]["category"]
    return kind not in ONE_EACH or all(D.CARDS[c]["category"] != kind
                                       for c in state["nobles"][noble]["cards"])


def grant_actions(state):
    """The choices for the first card: a grant to an eligible attending noble (the summoner's
    first), or ``refuse``."""
    p = state["parliament"]
    by, cid = p["by"], p["cards"][0]
    ok = [n for n in p["present"] if eligible(state, n, cid)]
    mine = [n for n in ok if state["nobles"][n]["seat"] == by]
    others = [n for n in ok if state["nobles"][n]["seat"] != by]
    return [f"grant {n}" for n in mine + others] + ["refuse"]


def grant(s, noble, events):
    """BR-19.4, BR-19.5: the summoner and the noble's seat vote for it, every other seat in the
    game against; each house needed must have at least as many votes for as against."""
    p = s["parliament"]
    cid = p["cards"].pop(0)
    if noble is None:
        s["chancery"].append(cid)
        events.append(["refused", cid])
    else:
        ayes = {p["by"], s["nobles"][noble]["seat"]}
        tally = votes(s, p["present"])
        result = {}
        for i, house in enumerate(("lords", "commons")):
            yes = sum(v[i] for seat, v in tally.items() if seat in ayes)
            no = sum(v[i] for seat, v in tally.items() if seat not in ayes and seat not in s["out"])
            result[house] = [yes, no]
        passed = all(result[h][0] >= result[h][1] for h in houses_needed(cid))
        if passed:
            s["nobles"][noble]["cards"].append(cid)
            p.setdefault("given", []).append(noble)  # BR-19.3: its share of this sitting
        else:
            s["chancery"].append(cid)
        events.append(["granted" if passed else "denied", cid, noble, result])
    if not p["cards"]:
        s["parliament"] = None
        events.append(["parliament-ends"])
