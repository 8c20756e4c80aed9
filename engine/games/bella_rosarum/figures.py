"""The figures Bella Rosarum's table shows beside the map, computed here so the page holds no
rules (ui_state in __init__.py gathers them): each noble's troops and influence with its
holdings, the influence each destination of a move needs, the moves made by sea, and the whole
spread of a battle's results by troop ratio before a seat commits to it.
"""

from . import data as D
from . import rules
from .moves import destinations, entry_cost, occupants
from . import state
from .state import influence, nobles_at, noble_troops, ship_capacity

# BR-7.3, BR-7.4: per ratio column, the share of event cards giving each result
_N = len(D.EVENT_LIST)


def _spread(column):
    cells = [e["battle"][column] for e in D.EVENT_LIST]
    share = lambda test: sum(1 for c in cells if test(c)) / _N  # noqa: E731
    return {
        "victory": share(lambda c: c.strip("+") in ("R", "V")),
        "rout": share(lambda c: c.strip("+") == "R"),
        "inconclusive": share(lambda c: c.strip("+") == "I"),
        "defeat": share(lambda c: c.strip("+") == "D"),
        "attacker_dies": share(lambda c: c.startswith("+")),   # BR-7.4: '+' before the result
        "defender_dies": share(lambda c: c.endswith("+")),     # BR-7.4: '+' after it
    }


SPREADS = tuple(_spread(col) for col in range(len(D.COLUMNS)))


def nobles(shown):
    """Every noble on the map with its troops and influence (BR-7.2, BR-6.4); the cards a noble
    holds are public (BR-14), so every seat sees the same figures."""
    return {nid: {**n, "troops": noble_troops(shown, nid), "influence": influence(shown, [nid])}
            for nid, n in shown["nobles"].items()}


def odds(st):
    """Per battle, siege and sally of the seat to move: the troops, the ratio column and the
    shares of results (BR-7.3; a siege succeeds unless Bad Weather is drawn, BR-8.2)."""
    out = {}
    if st["phase"] == "declare":  # BR-20.3: the announced battle's odds as the cards stand now
        a = st["attack"]
        att = state.troops(st, [a["noble"]] if a.get("noble") else state.nobles_at(st, a["from"], a["by"]))
        dfn = state.troops(st, state.nobles_at(st, a["to"]))
        if a["kind"] == "siege":  # BR-8.1, BR-8.2: the garrison defends too; only Bad Weather stops it
            dfn = state.siege_defence(st, a["to"], a["by"])  # (BR-8.5: not its owner's own garrison)
            out["fight"] = {"attacker": att, "defender": dfn, "column": rules.ratio_column(att, dfn),
                            "victory": rules.SIEGE_ODDS}
            return out
        col = rules.ratio_column(att, dfn)
        out["fight"] = {"attacker": att, "defender": dfn, "column": col, **SPREADS[col]}
        return out
    if st["phase"] != "combat":
        return out
    for act, att, dfn in rules.combat_targets(st, st["to_move"]):
        col = rules.ratio_column(att, dfn)
        entry = {"attacker": att, "defender": dfn, "column": col}
        if act.startswith("siege"):
            entry["victory"] = rules.SIEGE_ODDS
        else:
            entry.update(SPREADS[col])
        out[act] = entry
    return out


def entry_costs(shown, legal, seat):
    """BR-6.4: {from: {place: influence needed}} for the places the legal moves reach (0 for a
    place the seat holds); open cells need none and are left out."""
    out = {}
    occ = occupants(shown)
    for a in legal:
        w = a.split(" ")
        if w[0] != "move" or w[2].startswith("@") or w[2] not in D.PLACES:
            continue
        cost = entry_cost(shown, w[2], seat, occ)
        if cost is not None:
            out.setdefault(w[1], {})[w[2]] = cost
    return out


def sea_moves(shown, legal, seat):
    """BR-18.2, BR-18.3: the legal moves only the stack's ships make possible (the same search
    without sailing does not reach them), so the table can say "by sea"; a crossing (BR-6.6)
    is not one. Only stacks with a ship are searched again."""
    out = []
    by_land = {}
    for a in legal:
        w = a.split(" ")
        if w[0] != "move":
            continue
        movers = [w[3]] if len(w) == 4 else [n for n in nobles_at(shown, w[1], seat) if n not in shown["moved"]]
        key = (w[1], tuple(movers))
        if key not in by_land:
            by_land[key] = (set(destinations(shown, seat, w[1], movers, sail=False))
                            if ship_capacity(shown, movers) else None)
        if by_land[key] is not None and w[2] not in by_land[key]:
            out.append(a)
    return out
