"""The Rose King (Rosenkönig): rules digest in seeds/rose-king.md (rule ids RK-…).

Modules: geometry (squares, cards, move table), state (save format, deal, validation, views),
rules (reference rules on JSON states), scoring, text (sentences), position (one-line strings),
fast (bitboard core for search), game (the rest of the game protocol,
engine/games/PROTOCOL.md).
"""

from . import fast, game, position, rules, state, text

INFO = game.INFO
NAME = INFO.id
new_state = game.new_state
load = state.load
view = state.view
legal_actions = rules.legal_actions
apply = game.apply
apply_recorded = game.apply_recorded
outcome = rules.outcome
returns = rules.returns
tally = game.tally
current_player = rules.current_player
seat_count = game.seat_count
redeal_hidden = game.redeal_hidden
describe_action = text.describe_action
narrate = text.narrate
chance_note = game.chance_note
to_position = position.to_position
from_position = position.from_position
share_position = position.share_position
share_history = game.share_history
open_history = game.open_history
benchmarks = game.benchmarks
board_data = game.board_data


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
