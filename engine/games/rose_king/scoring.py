"""Territories and points (RK-9): a territory of n edge-connected tokens scores n squared."""

from .geometry import NEIGHBOURS, SQUARE_NAMES


def territories(cell_list, letter):
    """Maximal edge-connected groups of ``letter`` tokens (RK-9.1), largest first, as square lists."""
    seen = set()
    groups = []
    for start, c in enumerate(cell_list):
        if c != letter or start in seen:
            continue
        seen.add(start)
        stack, group = [start], []
        while stack:
            sq = stack.pop()
            group.append(sq)
            for nb in NEIGHBOURS[sq]:
                if nb not in seen and cell_list[nb] == letter:
                    seen.add(nb)
                    stack.append(nb)
        groups.append(sorted(group))
    groups.sort(key=lambda g: (-len(g), g[0]))
    return groups


def side_score(cell_list, letter):
    """Points (RK-9.2), largest territory (RK-9.4), tokens (RK-9.5) and the territories of one side."""
    groups = territories(cell_list, letter)
    sizes = [len(g) for g in groups]
    return {
        "points": sum(n * n for n in sizes),
        "largest": max(sizes, default=0),
        "tokens": sum(sizes),
        "territories": sizes,
        "squares": [[SQUARE_NAMES[s] for s in g] for g in groups],
    }


def decide(red, white):
    """RK-9.3..9.6: (winning side or None, which rule decided)."""
    for key, rule in (("points", "points"), ("largest", "largest territory"), ("tokens", "tokens on board")):
        if red[key] != white[key]:
            return (0 if red[key] > white[key] else 1), rule
    return None, "draw"
