"""The Rose King (Rosenkönig): rules digest in seeds/rose-king.md (rule ids RK-…).

Modules: geometry (squares, cards, move table), state (save format, deal, validation, views),
rules (reference rules on JSON states), scoring, text (sentences), position (one-line strings),
fast (bitboard core for search), game (the rest of the game protocol,
engine/games/PROTOCOL.md).
"""

from . import fast, game, position, rules, state, text
from .game import (INFO, apply, apply_recorded, benchmarks, chance_note, new_state, open_history,
                   redeal_hidden, share_history, tally)
from .position import from_position, share_position, to_position
from .rules import current_player, legal_actions, outcome, returns
from .state import load, view
from .text import describe_action, narrate

NAME = INFO.id
# seat_count, board_data and the rest: the protocol's defaults (engine/games/defaults.py)


def fallback_actions(st):
    """A move played at random when the computer cannot choose plays a card from the hand:
    drawing, passing and spending a hero (RK-7) are for a player's own judgement."""
    legal = rules.legal_actions(st)
    plain = [a for a in legal if a not in ("draw", "pass") and not a.startswith("hero ")]
    return plain or legal


def ui_state(st, seat=None):
    """Everything the board needs in one call (web/PROTOCOL.md)."""
    shown = st if seat is None else state.view(st, seat)
    v = state.variant_of(st)
    legal = rules.legal_actions(st)
    moves = []
    for a in legal:
        if a in ("draw", "pass"):
            continue
        card = a[5:] if a.startswith("hero ") else a
        moves.append({"action": a, "card": card, "hero": a.startswith("hero "),
                      "target": rules.card_target(st, card)})
    score = rules.score(st)
    return {
        "game": NAME, "variant": st["variant"], "seats": v["seats"], "teams": list(v["side_of_seat"]),
        "seat_names": [text.seat_name(st, s) for s in range(v["seats"])],
        "board": shown["board"], "crown": shown["crown"], "to_move": st["to_move"],
        "current_player": rules.current_player(st),
        "hands": shown["hands"], "heroes": shown["heroes"], "hand_limit": v["hand_limit"],
        "draw_count": len(st["draw_pile"]),
        "discard_top": st["discard_pile"][-1] if st["discard_pile"] else None,
        "discard_count": len(st["discard_pile"]),
        "tokens_on_board": rules.tokens_on_board(st), "tokens_total": state.TOKENS,
        "legal": legal, "moves": moves, "must_pass": legal == ["pass"],
        "score": score, "outcome": rules.outcome(st),
        "position": position.to_position(shown),
    }
