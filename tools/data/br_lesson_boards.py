"""The positions of the Bella Rosarum rules lesson, made with the engine (seeds/bella-rosarum.md).

Each lesson board is a small 3-player position built from a real deal (``new_state``): the
nobles it needs put where the rule shows, every other card in the crown deck, the event cards
its line draws put on top of the event deck; ``load`` checks it like any state from outside and
``to_position`` writes it. ``python tools/data/br_lesson_boards.py`` rewrites
web/games/bella-rosarum/lesson.boards.js; tests/games/bella_rosarum/test_lessons.py checks that the file
is what this script makes, that every board's line is legal and that each exercise has exactly
the one answer the lesson asks for, so a rule change that breaks a lesson fails there.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.games.bella_rosarum import data as D  # noqa: E402
from engine.games.bella_rosarum.position import to_position  # noqa: E402
from engine.games.bella_rosarum.state import load, new_state, settle  # noqa: E402

OUT = ROOT / "web/games/bella-rosarum/lesson.boards.js"
SEED = 7  # the deal the lesson's boards start from (only its generator and card orders remain)


def build(nobles, *, owners=None, royals=None, phase="move", to_move=0, events=(), event=None,
          chancery=None, hands=None, sieges=None, active=None, rnd=2):
    """A 3-player state: ``nobles`` {id: (seat, loc, [cards])}, ``owners`` {place: seat} (each
    noble's own place is added), ``royals`` {id: place or (place, crowned)} (the others where the
    deal put them), ``events`` the event cards drawn next, in order."""
    s = new_state(SEED, {"players": 3})
    s["nobles"] = {n: {"seat": seat, "loc": loc, "cards": list(cards)} for n, (seat, loc, cards) in nobles.items()}
    s["owners"] = dict(owners or {})
    for n, (seat, loc, _) in nobles.items():
        if loc in D.PLACES:
            s["owners"].setdefault(loc, seat)
    s["hands"] = [list(h) for h in (hands or [[], [], []])]
    s["chancery"] = list(chancery if chancery is not None else [])
    used = set(s["nobles"]) | {c for nb in s["nobles"].values() for c in nb["cards"]}
    used |= {c for h in s["hands"] for c in h} | set(s["chancery"])
    s["deck"] = [c for c in D.sort_cards(D.CARDS) if c not in used]
    s["discard"] = []
    for r, where in (royals or {}).items():
        place, crowned = where if isinstance(where, tuple) else (where, False)
        s["royals"][r].update(place=place, crowned=crowned, controller=None)
    top = list(events)
    s["events"] = top + [e for e in s["events"] if e not in top and e != event]
    s["event_discard"] = []
    if event is not None:
        s["event_discard"] = [event]
        s["events"] = [e for e in s["events"] if e != event]
    s.update(phase=phase, to_move=to_move, first=0, round=rnd, event=event, moved=[], fought=[],
             sieges=dict(sieges or {}), drawn=False, hold=None, active=list(active or []))
    settle(s)  # BR-9.1: controllers and the heirs who are nobles follow the map
    return load(s)


def boards():
    """{key: {position, moves, region}} of every lesson board (moves: the line, as in the lesson)."""
    out = {}

    # BR-6.2, BR-6.3: five cells across country, roads free. Sheffield lies six rows south of
    # Newcastle, two steps from the Great North Road at Doncaster; every place on the road is
    # Player 1's, so the road is open (BR-6.4)
    out["roads"] = dict(
        position=to_position(build(
            {"shrewsbury": (0, "sheffield", []), "salisbury": (1, "middleham", []),
             "clifford": (2, "skipton", [])},
            owners={"doncaster": 0, "pontefract": 0, "york": 0, "durham": 0, "newcastle": 0},
            event="writ-2")),
        moves=["move sheffield newcastle"], region="newcastle lancaster sheffield hull")

    # BR-6.4, BR-1.2: a stack of influence 15 enters a neutral city (15) but not a fortress (20),
    # a major city (30) or a city another seat holds with none of its nobles there (twice 15)
    out["influence"] = dict(
        position=to_position(build(
            {"hastings": (0, "ashby", ["earldom-kent"]), "cromwell": (1, "newark", []),
             "clifford": (2, "skipton", [])},
            owners={"lichfield": 1}, event="writ-2")),
        moves=["move ashby leicester"], region="ashby leicester nottingham coventry lichfield")

    # BR-7.2 - BR-7.4: two battles open to Player 1's 600 troops: 200 (3:1) or 400 (3:2); the
    # card drawn (Plague) reads V+ at 3:1 and D at 3:2
    out["battle"] = dict(
        position=to_position(build(
            {"warwick": (0, "@13,13", ["merc-french"]), "salisbury": (1, "@12,13", []),
             "buckingham": (2, "@13,14", ["constable-rochester"]), "clifford": (2, "skipton", [])},
            # the places around are Player 1's, so the two battles are the only attacks (BR-8.1)
            owners={p: 0 for p in ("northampton", "grafton-regis", "st-albans", "oxford", "tower-of-london")},
            phase="combat", event="writ-2", events=["plague-3"])),
        moves=["battle @13,13 @12,13"], region="@12,13 @13,13 @13,14 oxford st-albans")

    # BR-8.1 - BR-8.3: two sieges; Bad Weather holds the first, the second place falls
    out["siege"] = dict(
        position=to_position(build(
            {"warwick": (0, "@10,14", ["merc-french"]), "buckingham": (0, "@11,14", []),
             "salisbury": (1, "middleham", []), "clifford": (2, "skipton", [])},
            phase="combat", event="writ-2", events=["bad-weather-2", "plague-2"])),
        moves=["siege @10,14 gloucester", "siege @11,14 salisbury"], region="gloucester salisbury bristol oxford")

    # BR-6.7, BR-9.1, BR-10.2, BR-10.3: Richard of York waits at York, free; Player 1's stack
    # holds the Archbishop of York, whose see it is: take him, then crown him there
    out["crown"] = dict(
        position=to_position(build(
            {"scrope": (0, "pontefract", ["abp-york"]), "salisbury": (1, "raby", []),
             "clifford": (2, "skipton", [])},
            owners={"york": 0, "sandal": 0, "doncaster": 0, "middleham": 0},
            royals={"york": "york"}, event="writ-2")),
        moves=["move pontefract york", {"move": "end move", "auto": True}, "crown york"],
        region="york pontefract sandal hull")

    # BR-19.1 - BR-19.5: Player 1 holds the sole crowned king, Henry VI, at London and summons
    # Parliament; two nobles attend, so two Chancery cards are given out
    out["parliament"] = dict(
        position=to_position(build(
            {"oxford": (0, "tower-of-london", []), "howard": (1, "stoke-by-nayland", []),
             "northumberland": (1, "alnwick", []), "rivers": (2, "grafton-regis", [])},
            phase="parliament", event="writ-2", chancery=["earldom-kent", "abp-canterbury"])),
        moves=["summon", "grant oxford", "grant rivers"], region="london")
    return out


def render(data):
    body = json.dumps(data, indent=2, ensure_ascii=False)
    return (
        "// The positions and lines of the Bella Rosarum rules lesson, shared by its English and\n"
        "// German texts (lesson.en.js, lesson.de.js). MADE BY tools/data/br_lesson_boards.py with the\n"
        "// engine (do not edit by hand: run it again); tests/games/bella_rosarum/test_lessons.py checks that\n"
        "// this file is what it makes and that every line is legal. `region` cuts the map (region.js).\n\n"
        'import { lessonLine } from "../../lessons/line.js";\n\n'
        f"export const BR_BOARDS = {body};\n"
        + BOARD_FN
    )


# the JS that joins a board's data with one language's texts (kept here: the file is generated)
BOARD_FN = """
/**
 * The widget parameters of one board: its data plus this language's texts. t: {mode, caption,
 * task, steps: [{caption, explain, wrong}] in the order of the board's moves}. Player 1's view.
 */
export function board(b, t) {
  return { mode: t.mode, position: b.position, seat: 0, region: b.region, caption: t.caption || "", task: t.task || "", line: lessonLine(b.moves, t.steps) };
}
"""


if __name__ == "__main__":
    OUT.write_text(render(boards()), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
