"""Prints the odds of each battle result by troop ratio that the event deck gives (BR-7.3).

``python tools/br_odds.py`` writes a Markdown table computed from
engine/games/bella_rosarum/data/events.json: per ratio column the share of cards giving victory
(R or V), rout, inconclusive, defeat, an attacker's death (+ before) and a defender's death
(+ after).
"""

import json
import os

HERE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                    "engine", "games", "bella_rosarum", "data", "events.json")


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


if __name__ == "__main__":
    with open(HERE, encoding="utf-8") as fh:
        d = json.load(fh)
    print(f"Computed from events.json ({len(d['events'])} cards) by tools/br_odds.py.\n")
    print(table(d))
