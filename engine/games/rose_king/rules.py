"""The Rose King's rules on the JSON state: the readable reference the fast core is tested against.

Every function is pure: it reads a state dict and returns new values, never changing its input.
"""

from ... import rng
from ...errors import IllegalAction
from .geometry import CARD_INDEX, CARDS, SQUARE_INDEX, SQUARE_NAMES, target
from .scoring import decide, side_score
from .state import DEFAULT_RNG, SIDE_LETTERS, TOKENS, board_rows, cells, copy_state, variant_of


def side_of(state, seat):
    return variant_of(state)["side_of_seat"][seat]


def _card_moves(state, seat, cell_list):
    """(card, hero?, target square) for every card of ``seat`` that can be played now."""
    own = SIDE_LETTERS[side_of(state, seat)]
    crown = SQUARE_INDEX[state["crown"]]
    heroes = state["heroes"][seat]
    out = []
    for card in sorted(state["hands"][seat], key=CARD_INDEX.__getitem__):
        t = target(crown, CARD_INDEX[card])
        if t < 0:  # RK-5.2
            continue
        here = cell_list[t]
        if here == ".":  # RK-5.3
            out.append((card, False, t))
        elif here != own and heroes > 0:  # RK-7.1, RK-7.3, RK-7.4
            out.append((card, True, t))
    return out


def _can_draw(state, seat):
    """RK-6.1 (and a card must exist to draw, which 24 cards always leave)."""
    return (len(state["hands"][seat]) < variant_of(state)["hand_limit"]
            and bool(state["draw_pile"] or state["discard_pile"]))


def seat_actions(state, seat, cell_list=None):
    """Everything ``seat`` could do if it were its turn, without ``pass``."""
    cell_list = cell_list or cells(state)
    acts = [("hero " + c) if hero else c for c, hero, _ in _card_moves(state, seat, cell_list)]
    if _can_draw(state, seat):
        acts.append("draw")
    return acts


def tokens_on_board(state):
    return sum(r.count("R") + r.count("W") for r in state["board"])


def is_terminal(state):
    """RK-8.1: the last token is down; RK-8.2: no seat can act."""
    if tokens_on_board(state) >= TOKENS:
        return True
    cell_list = cells(state)
    return not any(seat_actions(state, s, cell_list) for s in range(len(state["hands"])))


def legal_actions(state):
    """RK-4: the seat to move's actions; ``pass`` alone when it has none (RK-4.2)."""
    if is_terminal(state):
        return []
    return seat_actions(state, state["to_move"]) or ["pass"]


def current_player(state):
    return None if is_terminal(state) else state["to_move"]


def apply(state, action, reshuffle=None):
    """Return the state after ``action``; ``reshuffle`` replays a recorded chance outcome (RK-13).

    Returns (new_state, chance) where chance is None or {"drawn": card, "reshuffle": order|None}.
    """
    legal = legal_actions(state)
    if action not in legal:
        raise IllegalAction(action, legal)
    s = copy_state(state)
    seat = s["to_move"]
    chance = None
    if action == "draw":
        order = None
        if not s["draw_pile"]:  # RK-6.2: shuffle the discards into a new draw pile
            # The generator advances the same way whether the order is drawn now or replayed
            # from a record, so a replayed state equals the played one, rng included.
            gen, order = rng.shuffle(rng.from_hex(s.get("rng") or DEFAULT_RNG), s["discard_pile"])
            s["rng"] = rng.to_hex(gen)
            if reshuffle is not None:
                order = list(reshuffle)
                if sorted(order) != sorted(s["discard_pile"]):
                    raise ValueError("recorded reshuffle does not match the discard pile")
            s["draw_pile"], s["discard_pile"] = list(order), []
        drawn = s["draw_pile"].pop(0)
        s["hands"][seat].append(drawn)  # RK-6.1
        chance = {"drawn": drawn, "reshuffle": order}
    elif action != "pass":
        hero = action.startswith("hero ")
        card = action[5:] if hero else action
        t = target(SQUARE_INDEX[s["crown"]], CARD_INDEX[card])
        cell_list = cells(s)
        cell_list[t] = SIDE_LETTERS[side_of(s, seat)]  # RK-5.4 place / RK-7.2 turn over
        s["board"] = board_rows(cell_list)
        s["crown"] = SQUARE_NAMES[t]
        s["hands"][seat].remove(card)
        s["discard_pile"].append(card)
        if hero:
            s["heroes"][seat] -= 1  # RK-7.3
    s["to_move"] = (seat + 1) % len(s["hands"])
    return s, chance


def score(state):
    cell_list = cells(state)
    return [side_score(cell_list, letter) for letter in SIDE_LETTERS]


def outcome(state):
    """None while the game runs; else the result with every figure of RK-9 for both sides."""
    if not is_terminal(state):
        return None
    sides = score(state)
    winner, decided_by = decide(sides[0], sides[1])
    return {
        "winner": winner,
        "reason": "last token placed" if tokens_on_board(state) >= TOKENS else "no one can act",
        "decided_by": decided_by,
        "scores": [sides[0]["points"], sides[1]["points"]],
        "sides": [{k: side[k] for k in ("points", "largest", "tokens", "territories")} for side in sides],
    }


def returns(state):
    """OpenSpiel-style returns per seat: +1 win, -1 loss, 0 draw or unfinished."""
    res = outcome(state)
    seats = range(len(state["hands"]))
    if res is None or res["winner"] is None:
        return [0.0 for _ in seats]
    return [1.0 if side_of(state, s) == res["winner"] else -1.0 for s in seats]


def card_target(state, card):
    """Square the crown would reach with ``card`` from where it stands, or None off the board."""
    t = target(SQUARE_INDEX[state["crown"]], CARD_INDEX[card])
    return None if t < 0 else SQUARE_NAMES[t]


__all__ = ["legal_actions", "apply", "outcome", "is_terminal", "current_player", "score",
           "returns", "card_target", "seat_actions", "tokens_on_board", "CARDS"]
