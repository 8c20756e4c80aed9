"""Prints the odds of each battle result by troop ratio that the event deck gives (BR-7.3).

``python tools/lab/br_odds.py`` prints (``--write``: writes into seeds/bella-rosarum/README.md, between
its odds markers) a Markdown table computed from
engine/games/bella_rosarum/data/events.json: per ratio column the share of cards giving victory
(R or V), rout, inconclusive, defeat, an attacker's death (+ before) and a defender's death
(+ after).
"""

import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "engine", "games", "bella_rosarum", "data", "events.json")
README = os.path.join(ROOT, "seeds", "bella-rosarum", "README.md")
START, END = "<!-- odds:start -->", "<!-- odds:end -->"


def odds(data):
    """[(column, {victory, rout, inconclusive, defeat, attacker_dies, defender_dies})] as shares."""
    cards = data["events"]
    n = len(cards)
    out = []
    for col, name in enumerate(data["columns"]):
        cells = [c["battle"][col] for c in cards]
        core = [x.strip("+") for x in cells]
        out.append((name, {
            "victory": sum(r in ("R", "V") for r in core) / n,
            "rout": sum(r == "R" for r in core) / n,
            "inconclusive": sum(r == "I" for r in core) / n,
            "defeat": sum(r == "D" for r in core) / n,
            "attacker_dies": sum(x.startswith("+") for x in cells) / n,
            "defender_dies": sum(x.endswith("+") for x in cells) / n,
        }))
    return out


def table(data):
    rows = ["| ratio (attacker : defender) | victory (R or V) | of which rout | inconclusive | defeat "
            "| an attacker dies (+ before) | a defender dies (+ after) |",
            "| --- | --- | --- | --- | --- | --- | --- |"]
    for name, o in odds(data):
        rows.append(f"| {name} | {o['victory']:.0%} | {o['rout']:.0%} | {o['inconclusive']:.0%} | "
                    f"{o['defeat']:.0%} | {o['attacker_dies']:.0%} | {o['defender_dies']:.0%} |")
    return "\n".join(rows)


def section(data):
    sieges = sum(1 for e in data["events"] if e["kind"] == "bad-weather")
    n = len(data["events"])
    return (f"{START}\nComputed from events.json ({n} cards) by `python tools/lab/br_odds.py --write`.\n\n"
            f"{table(data)}\n\nA siege that may be declared (BR-8.1) succeeds unless the card is Bad "
            f"Weather: {n - sieges} of {n} cards, {(n - sieges) / n:.0%}.\n{END}")


if __name__ == "__main__":
    import sys
    with open(HERE, encoding="utf-8") as fh:
        d = json.load(fh)
    text = section(d)
    if "--write" in sys.argv[1:]:
        with open(README, encoding="utf-8") as fh:
            readme = fh.read()
        if START in readme:
            readme = readme[:readme.index(START)] + text + readme[readme.index(END) + len(END):]
        else:
            readme = readme.rstrip("\n") + "\n\n## Battle odds by troop ratio (BR-7.3)\n" + text + "\n"
        with open(README, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(readme)
    else:
        print(text)
