"""The Rose King's JSON state: variants, the opening deal, validation of states from outside, views.

The save format is documented in seeds/rose-king.md (RK-11). A state is a plain dict of JSON values;
nothing derived (scores, token counts, who is stuck) is stored, so nothing derived can be forged.
"""

from ... import rng
from ...errors import InvalidState
from ...inputs import generator_field, state_object
from .geometry import CARDS, CARD_INDEX, SIZE, SQUARES, SQUARE_INDEX, SQUARE_NAMES, START_SQUARE

FORMAT = 1
GAME = "rose-king"
TOKENS = 52  # RK-1.2

# RK-1.4, RK-3.2, RK-10.1..10.3
VARIANTS = {
    "2p": {"seats": 2, "hand_limit": 5, "heroes": 4, "side_of_seat": (0, 1)},
    "4p": {"seats": 4, "hand_limit": 3, "heroes": 2, "side_of_seat": (0, 1, 0, 1)},
}
SIDE_LETTERS = "RW"
FIELDS = ("format", "game", "variant", "board", "crown", "hands", "heroes",
          "draw_pile", "discard_pile", "to_move", "rng")
DEFAULT_RNG = "0123456789abcdef"


def variant_of(state):
    return VARIANTS[state["variant"]]


def cells(state):
    """The board as 81 characters indexed by square (a1 = 0, i9 = 80)."""
    rows = state["board"]
    return [rows[SIZE - 1 - sq // SIZE][sq % SIZE] for sq in range(SQUARES)]


def board_rows(cell_list):
    return ["".join(cell_list[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE - 1, -1, -1)]


def new_state(seed, variant="2p"):
    """RK-3: shuffle the 24 cards with the seeded generator and deal them."""
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise InvalidState("variant", f"must be one of {', '.join(VARIANTS)}, not {variant!r}")
    v = VARIANTS[variant]
    gen, deck = rng.shuffle(rng.start(seed), CARDS)
    n = v["hand_limit"]
    hands = [deck[i * n:(i + 1) * n] for i in range(v["seats"])]
    return {
        "format": FORMAT,
        "game": GAME,
        "variant": variant,
        "board": ["." * SIZE] * SIZE,
        "crown": SQUARE_NAMES[START_SQUARE],
        "hands": hands,
        "heroes": [v["heroes"]] * v["seats"],
        "draw_pile": deck[v["seats"] * n:],
        "discard_pile": [],
        "to_move": 0,
        "rng": rng.to_hex(gen),
    }


def copy_state(state):
    """A deep copy cheap enough for every apply (lists of strings and ints only)."""
    s = dict(state)
    s["board"] = list(state["board"])
    s["hands"] = [list(h) for h in state["hands"]]
    s["heroes"] = list(state["heroes"])
    s["draw_pile"] = list(state["draw_pile"])
    s["discard_pile"] = list(state["discard_pile"])
    if "hidden" in state:
        s["hidden"] = list(state["hidden"])
    return s


def view(state, seat):
    """RK-11.5: what ``seat`` may see: everything but the draw pile's order and the generator."""
    v = variant_of(state)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < v["seats"]:
        raise InvalidState("seat", f"must be a seat number 0..{v['seats'] - 1}, not {seat!r}")
    s = copy_state(state)
    s["draw_pile"] = sorted(s["draw_pile"], key=CARD_INDEX.__getitem__)
    s["rng"] = None
    s["hidden"] = ["draw_pile_order", "rng"]
    return s


def _card_list(value, field):
    if not isinstance(value, list):
        raise InvalidState(field, "must be a list of card names")
    for c in value:
        if not isinstance(c, str) or c not in CARD_INDEX:
            raise InvalidState(field, f"{c!r} is not a card (cards are like N1, NE2, SW3)")
    return list(value)


def _int(value, field, lo, hi):
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise InvalidState(field, f"must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def load(data):
    """Validate a state from outside (RK-11) and return a clean copy holding only the save fields.

    Accepts a dict or JSON text. Raises InvalidState naming the first bad field.
    """
    data = state_object(data, FORMAT)
    if data.get("game") != GAME:
        raise InvalidState("game", f"must be {GAME!r}, not {data.get('game')!r}")
    variant = data.get("variant", "2p")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise InvalidState("variant", f"must be one of {', '.join(VARIANTS)}, not {variant!r}")
    v = VARIANTS[variant]
    seats = v["seats"]
    for f in ("board", "crown", "hands", "heroes", "draw_pile", "discard_pile", "to_move"):
        if f not in data:
            raise InvalidState(f, "is missing")

    board = data["board"]
    if (not isinstance(board, list) or len(board) != SIZE
            or not all(isinstance(r, str) and len(r) == SIZE for r in board)):
        raise InvalidState("board", "must be 9 strings of 9 characters, rank 9 first")
    for r in board:
        bad = set(r) - set(".RW")
        if bad:
            raise InvalidState("board", f"may hold only '.', 'R' and 'W', found {sorted(bad)[0]!r}")
    tokens = sum(r.count("R") + r.count("W") for r in board)
    if tokens > TOKENS:  # RK-11.2
        raise InvalidState("board", f"holds {tokens} tokens; there are only {TOKENS}")

    crown = data["crown"]
    if not isinstance(crown, str) or crown not in SQUARE_INDEX:
        raise InvalidState("crown", f"must be a square a1..i9, not {crown!r}")
    sq = SQUARE_INDEX[crown]
    if board[SIZE - 1 - sq // SIZE][sq % SIZE] == "." and sq != START_SQUARE:  # RK-11.3
        raise InvalidState("crown", f"stands on the empty square {crown}; the crown is always on a token except on e5")

    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != seats:
        raise InvalidState("hands", f"must be a list of {seats} hands for variant {variant}")
    hands = [_card_list(h, f"hands[{i}]") for i, h in enumerate(hands)]
    for i, h in enumerate(hands):
        if len(h) > v["hand_limit"]:
            raise InvalidState(f"hands[{i}]", f"holds {len(h)} cards; the hand limit is {v['hand_limit']}")

    heroes = data["heroes"]
    if not isinstance(heroes, list) or len(heroes) != seats:
        raise InvalidState("heroes", f"must be a list of {seats} counts")
    heroes = [_int(h, f"heroes[{i}]", 0, v["heroes"]) for i, h in enumerate(heroes)]

    draw = _card_list(data["draw_pile"], "draw_pile")
    discard = _card_list(data["discard_pile"], "discard_pile")
    seen = {}
    for where, cards in [(f"hands[{i}]", h) for i, h in enumerate(hands)] + [("draw_pile", draw), ("discard_pile", discard)]:
        for c in cards:
            if c in seen:  # RK-11.1
                raise InvalidState(where, f"card {c} is also in {seen[c]}; each card exists once")
            seen[c] = where
    missing = [c for c in CARDS if c not in seen]
    if missing:
        raise InvalidState("cards", f"{', '.join(missing)} missing: all 24 cards must be in the hands or piles")

    to_move = _int(data["to_move"], "to_move", 0, seats - 1)
    gen = generator_field(data, DEFAULT_RNG)

    return {
        "format": FORMAT, "game": GAME, "variant": variant, "board": list(board), "crown": crown,
        "hands": hands, "heroes": heroes, "draw_pile": draw, "discard_pile": discard,
        "to_move": to_move, "rng": gen,
    }
