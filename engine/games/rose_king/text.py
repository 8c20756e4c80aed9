"""Words for players: seat names and one sentence per action, for the move list."""

from ...errors import IllegalAction
from .geometry import CARD_INDEX, DIRECTION_NAMES, card_parts
from .rules import card_target, legal_actions, side_of
from .state import SIDE_NAMES, variant_of


def seat_name(state, seat):
    side = SIDE_NAMES[side_of(state, seat)]
    if variant_of(state)["seats"] == 2:
        return side
    return f"{side} {seat // 2 + 1}"


def describe_action(state, action):
    legal = legal_actions(state)
    if action not in legal:
        raise IllegalAction(action, legal)
    who = seat_name(state, state["to_move"])
    if action == "draw":
        return f"{who} draws a power card."
    if action == "pass":
        return f"{who} cannot act and passes."
    hero = action.startswith("hero ")
    card = action[5:] if hero else action
    d, n = card_parts(CARD_INDEX[card])
    where = card_target(state, card)
    steps = "square" if n == 1 else "squares"
    side = SIDE_NAMES[side_of(state, state["to_move"])].lower()
    if hero:
        other = SIDE_NAMES[1 - side_of(state, state["to_move"])].lower()
        return (f"{who} plays {card} with a hero card: the crown moves {DIRECTION_NAMES[d]} {n} {steps} "
                f"to {where} and the {other} rose there turns {side}.")
    return f"{who} plays {card}: the crown moves {DIRECTION_NAMES[d]} {n} {steps} to {where}, a {side} rose is placed."
