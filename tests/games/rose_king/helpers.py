"""Helpers for the engine tests: hand-built Rose King states and seeded random games.

Positions are written as an ASCII board (rank 9 first, file a first; ``.`` empty, ``R`` red,
``W`` white; spaces and a leading rank label are ignored) plus hands. Every state goes through
``api.load_state``, so a helper can never build something the engine would refuse from outside.

Runs on CPython and inside Pyodide: stdlib only, no files, no threads.
"""

import random

from engine import api
from engine.games.rose_king.geometry import CARDS, SQUARE_INDEX, target, CARD_INDEX, SQUARE_NAMES
# GAMES: how many random games the property tests play through the public API (shared by about a
# dozen properties; the fast-core and arbitrary-state properties use a multiple of it) and how
# many examples the hypothesis fuzzers try.
from tests.settings import GAMES, scaled  # noqa: F401 (the tests import them from here)

GAME = "rose-king"


def board(text):
    """9 row strings, rank 9 first, from an ASCII picture (blank lines and spaces ignored).

    A row may start with its rank digit (``9 R . . ...``), which is dropped.
    """
    rows = []
    for line in text.strip("\n").splitlines():
        line = line.replace(" ", "")
        if not line:
            continue
        if line[0].isdigit():
            line = line[1:]
        rows.append(line)
    assert len(rows) == 9 and all(len(r) == 9 for r in rows), rows
    return rows


EMPTY = ["." * 9] * 9


def put(rows, squares, letter):
    """A copy of ``rows`` with ``letter`` on each named square (``"e5"``...)."""
    cl = [list(r) for r in rows]
    for sq in squares:
        i = SQUARE_INDEX[sq]
        cl[8 - i // 9][i % 9] = letter
    return ["".join(r) for r in cl]


def at(state, square):
    """The character on ``square`` of a state's board."""
    i = SQUARE_INDEX[square]
    return state["board"][8 - i // 9][i % 9]


def tokens(state):
    return sum(r.count("R") + r.count("W") for r in state["board"])


def make_state(board_rows=None, crown="e5", hands=((), ()), heroes=None, to_move=0,
               draw_pile=None, discard_pile=None, rng=None, variant=None):
    """A validated state. Cards not named in hands or piles go to the draw pile (if it is not
    given), else to the discard pile. ``board_rows`` may be an ASCII picture or 9 strings."""
    if isinstance(board_rows, str):
        board_rows = board(board_rows)
    hands = [list(h) for h in hands]
    variant = variant or ("4p" if len(hands) == 4 else "2p")
    if heroes is None:
        heroes = [4 if variant == "2p" else 2] * len(hands)
    named = [c for h in hands for c in h] + list(draw_pile or []) + list(discard_pile or [])
    rest = [c for c in CARDS if c not in named]
    if draw_pile is None:
        draw_pile, rest = rest, []
    if discard_pile is None:
        discard_pile, rest = rest, []
    assert not rest, f"cards {rest} have no place"
    data = {
        "format": 1, "game": GAME, "variant": variant,
        "board": list(board_rows or EMPTY), "crown": crown, "hands": hands, "heroes": list(heroes),
        "draw_pile": list(draw_pile), "discard_pile": list(discard_pile), "to_move": to_move,
    }
    if rng is not None:
        data["rng"] = rng
    return api.load_state(data)


def card_to(crown, square):
    """The card that moves the crown from ``crown`` to ``square`` (a straight line, 1..3 steps)."""
    for c in CARDS:
        if target(SQUARE_INDEX[crown], CARD_INDEX[c]) == SQUARE_INDEX[square]:
            return c
    raise AssertionError(f"no card goes from {crown} to {square}")


def dest(crown, card):
    """Where ``card`` takes the crown from ``crown``, or None off the board."""
    t = target(SQUARE_INDEX[crown], CARD_INDEX[card])
    return None if t < 0 else SQUARE_NAMES[t]


def off_board_cards(crown):
    """Cards that cannot be played from ``crown`` because they leave the board."""
    return [c for c in CARDS if dest(crown, c) is None]


def pick_variant(seed):
    """Random games are 2-player for about 70% of seeds and 4-player otherwise."""
    return "4p" if random.Random(f"variant {seed}").random() < 0.3 else "2p"


def random_game(seed, variant=None, bias_play=None):
    """Play a seeded random game through the public API.

    Yields (state, action, new_state, entry) per ply; the last new_state is terminal.
    ``bias_play`` (0..1) is the chance of preferring a card play over a draw when both exist,
    which makes boards fill up (52-token ends) instead of long draw-heavy games.
    """
    r = random.Random(seed)
    variant = variant or pick_variant(seed)
    if bias_play is None:
        bias_play = r.choice([0.0, 0.5, 0.9])
    state = api.new_game(GAME, seed, {"variant": variant})
    while True:
        legal = api.legal_actions(state)
        if not legal:
            return
        plays = [a for a in legal if a not in ("draw", "pass")]
        if plays and "draw" in legal and r.random() < bias_play:
            action = r.choice(plays)
        else:
            action = r.choice(legal)
        res = api.step(state, action)
        yield state, action, res["state"], res["entry"]
        state = res["state"]


def play_out(seed, variant=None, bias_play=None):
    """A whole random game as (states, record): states[0] is the deal, states[-1] the end."""
    variant = variant or pick_variant(seed)
    rec = api.new_record(GAME, seed, {"variant": variant})
    states = [rec["start"]]
    for _, _, new, entry in random_game(seed, variant, bias_play):
        rec["actions"].append(entry)
        states.append(new)
    rec["result"] = api.outcome(states[-1])
    return states, rec


def random_state(r, variant=None):
    """Any state load_state accepts, from a random.Random ``r`` (not only states that play reaches):
    0..52 tokens at random squares, the crown on a token or on e5, the 24 cards dealt at random
    into hands (within the limit) and both piles, random heroes, seat to move and generator."""
    variant = variant or r.choice(["2p", "4p"])
    seats, limit, heroes = (2, 5, 4) if variant == "2p" else (4, 3, 2)
    n = r.choice([0, 1, 5, 20, 40, 51, 52, r.randint(0, 52)])
    squares = r.sample(range(81), n)
    cells = ["."] * 81
    for sq in squares:
        cells[sq] = r.choice("RW")
    crown = r.choice([SQUARE_NAMES[sq] for sq in squares] + ["e5"])
    deck = r.sample(CARDS, 24)
    hands, k = [], 0
    for _ in range(seats):
        size = r.choice([0, limit, r.randint(0, limit)])
        hands.append(deck[k:k + size])
        k += size
    split = r.choice([k, 24, r.randint(k, 24)])
    return {
        "format": 1, "game": GAME, "variant": variant,
        "board": ["".join(cells[rank * 9:(rank + 1) * 9]) for rank in range(8, -1, -1)],
        "crown": crown, "hands": hands, "heroes": [r.randint(0, heroes) for _ in range(seats)],
        "draw_pile": deck[k:split], "discard_pile": deck[split:],
        "to_move": r.randrange(seats), "rng": "%016x" % r.getrandbits(64),
    }
