"""Helpers for the Long Live the Queen tests: hand-built states, fixed dice, seeded random games,
re-dealt secrets (for the LQ-10 hidden-information properties).

A seat is written as {position: tile}: ``"Sniper"`` (capitalised) is face up, ``"sniper"`` face
down and secret, ``"sniper*"`` face down but known. Positions not given are filled with the
seat's remaining tiles, face down (the Princess face up on 7 if free). Every state goes through
``api.load_state``, so a helper can never build something the engine would refuse from outside.

Runs on CPython and inside Pyodide: stdlib only.
"""

import json

from engine import api
from engine.games.long_live_the_queen import rules
from engine.games.long_live_the_queen.tiles import CHARACTERS, MASTER_CHOICES, POSITIONS, TILES
from tests.settings import GAMES, scaled  # noqa: F401 (how many random games: tests/settings.py)

GAME = "long-live-the-queen"
_NAMES = {n.lower(): n for n in CHARACTERS}


def seat_parts(spec, master=None, master_face="D"):
    """(line, faces, master, master_face) for one seat from a {position: tile} spec."""
    line, faces = [None] * 11, ["D"] * 11
    rest = list(TILES)
    for p, t in spec.items():
        known = t.endswith("*")
        name = _NAMES[t.rstrip("*").lower()]
        line[p - 2] = name
        faces[p - 2] = "U" if t[0].isupper() else ("K" if known else "D")
        rest.remove(name)
    if master is None:
        master = next(n for n in rest if n in MASTER_CHOICES)
    rest.remove(master)
    if "Princess" in rest:
        rest.remove("Princess")
        p = 7 if line[5] is None else next(q for q in POSITIONS if line[q - 2] is None)
        line[p - 2], faces[p - 2] = "Princess", "U"
    for i in range(11):
        if line[i] is None:
            line[i] = rest.pop(0)
    return line, "".join(faces), master, master_face


def make(white=None, black=None, *, masters=(None, None), master_faces=("D", "D"),
         prestige=((0, 0, 0), (0, 0, 0)), to_move=0, turn=5, phase="roll", pending=(), dice=()):
    seats = [seat_parts(white or {}, masters[0], master_faces[0]),
             seat_parts(black or {}, masters[1], master_faces[1])]
    return api.load_state({
        "format": 1, "game": GAME, "variant": "2p", "phase": phase, "to_move": to_move,
        "turn": turn, "dice": list(dice),
        "lines": [s[0] for s in seats], "faces": [s[1] for s in seats],
        "masters": [s[2] for s in seats], "master_faces": [s[3] for s in seats],
        "prestige": [list(p) for p in prestige], "pending": list(pending), "rng": "0123456789abcdef",
    })


def roll(state, a, b):
    """The state after the seat to move rolls ``a`` and ``b`` (a recorded chance outcome)."""
    return rules.apply(state, "roll", {"dice": [a, b]})[0]


def play(state, *actions):
    for a in actions:
        state = api.apply(state, a)
    return state


def tile(state, seat, pos):
    """(name, face) of ``seat``'s tile on ``pos``."""
    return state["lines"][seat][pos - 2], state["faces"][seat][pos - 2]


def face(state, seat, pos):
    return state["faces"][seat][pos - 2]


def random_game(seed, policy_seed=None, cap=5000):
    """All states of a seeded game played by a seeded uniform policy (start first)."""
    s = api.new_game(GAME, seed)
    x = seed * 2654435761 + 1 if policy_seed is None else policy_seed
    states = [s]
    while rules.outcome(s) is None and len(states) < cap:
        legal = rules.legal_actions(s)
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        s = rules.apply(s, legal[(x >> 33) % len(legal)])[0]
        states.append(s)
    return states


def redeal(state, seat, r):
    """``state`` with ``seat``'s secret (face D) tiles, secret Master included, re-dealt at random."""
    s = json.loads(json.dumps(state))
    line, faces = s["lines"][seat], s["faces"][seat]
    if line is None:
        return s
    slots = [i for i, f in enumerate(faces) if f == "D"]
    names = [line[i] for i in slots]
    master_secret = s["master_faces"][seat] == "D"
    if master_secret:
        names.append(s["masters"][seat])
    for _ in range(20):
        r.shuffle(names)
        if not master_secret or names[-1] in MASTER_CHOICES:
            break
    else:
        return s
    for i, n in zip(slots, names):
        line[i] = n
    if master_secret:
        s["masters"][seat] = names[-1]
    return api.load_state(s)
