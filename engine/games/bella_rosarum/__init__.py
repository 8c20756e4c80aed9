"""Bella Rosarum: rules digest in seeds/bella-rosarum.md (rule ids BR-…).

Modules: data (cards, events, places, map), state (deal, save format, views), moves (where a
stack may go, by land and sea), holdings (activated cards, towns, mercenaries, piracy),
parliament (summoning, votes, the Chancery's cards), rules (phases, legal actions, apply, the
end), text (sentences), position (one-line strings).
"""

from . import data, figures, moves, parliament, position, rules, state, text
from ..info import GameInfo, Option, Variant
from .board import board_data
from .position import from_position, share_position, to_position
from .rules import apply, apply_recorded, current_player, legal_actions, outcome, tally
from .state import load, new_state, redeal_hidden, reveals, view
from .text import describe_action, narrate

NAME = state.GAME
# returns (BR-13.5: the winner 1, every other seat -1/(n-1)), seat_count and the rest: the
# protocol's defaults (engine/games/defaults.py)

INFO = GameInfo(
    id=NAME, names={"en": "Bella Rosarum", "de": "Bella Rosarum"}, min_seats=2, max_seats=6,
    variants=tuple(Variant(f"{n}p", n, {"en": f"{n} players" + (" (duel)" if n == 2 else ""),
                                        "de": f"{n} Spieler" + (" (Duell)" if n == 2 else "")})
                   for n in (3, 4, 5, 6, 2)),
    options=(Option("players", (None, 2, 3, 4, 5, 6), None,
                    {"en": "Players", "de": "Spieler"}),
             Option("first_turn_combat", (True, False), True,  # BR-3.7
                    {"en": "Combat in the first round", "de": "Kampf in der ersten Runde"})),
    chance=True, hidden_information=True, position_prefix=position.PREFIX,
    min_return=-1.0, max_return=1.0, zero_sum=True,
    # a 6-player game (fewer stacks a seat, so shorter lists of moves) with events, moves,
    # sieges, crown cards drawn and played, a battle whose defender declares cards before it is
    # fought (BR-20.3), and concessions to the end (BR-13.3)
    # policy seeds chosen so that each game still shows its rules under rules 4 (BR-15.5)
    golden=(# a battle announced, cards declared by the defender, then fought (BR-20.3)
            ("bella-rosarum-6p-seed-1", 1, {"variant": "6p"}, 2),
            # a Parliament summoned, the Chancery's cards granted (agreed) and refused (BR-19)
            ("bella-rosarum-4p-seed-12279", 12279, {"variant": "4p"}, 121),
            # a move only the stack's ships make (BR-18.2, BR-18.3): Pembroke round the coast to the Fens
            ("bella-rosarum-3p-seed-461", 461, {"variant": "3p"}, 2)),
    implied=state.implied_options,
    rules=state.RULES,
)


def share_history(start, entries):
    """BR-14.2: an unfinished game shared as its current public position, without its moves
    (they were played from hands that stay secret)."""
    st = start
    for e in entries:
        st = apply_recorded(st, e)[0]
    return state.public_view(st), []


def open_history(start, entries, seed):
    """BR-14.3: the shared public position with every hidden card and both deck orders dealt
    afresh from ``seed``; its entries (none in a shared record) replay from there as usual."""
    return redeal_hidden(load(start), None, seed), list(entries)


def fallback_actions(st):
    """A move played at random when the computer cannot choose never concedes (BR-13.3) and
    never lets a battle's declaration pass while a card could be declared (BR-20.3)."""
    legal = legal_actions(st)
    plain = [a for a in legal if a not in ("concede", "pass")]
    return plain or legal


def _sitting(st):
    attending = parliament.present(st)
    cards = st["chancery"][:min(len(attending), len(st["chancery"]))]
    votes = parliament.votes(st, attending)
    return {"present": attending, "cards": list(cards), "votes": [list(votes[s]) for s in range(st["players"])]}


def ui_state(st, seat=None):
    """What the table needs in one call (web/PROTOCOL.md); with ``seat`` built from its view."""
    shown = st if seat is None else view(st, seat)
    cp = current_player(st)
    # another seat's choices would show its hidden hand (BR-14.1): a viewer sees only its own
    legal = legal_actions(shown) if seat is None or seat == cp else []
    stacks = [{"loc": loc, "seat": owner, "nobles": nobles, "troops": state.troops(st, nobles),
               "influence": state.influence(st, nobles)}
              for loc, (owner, nobles) in sorted(state.stacks(st).items())]
    return {
        "game": NAME, "seats": st["players"], "viewer": seat, "phase": st["phase"],
        "to_move": st["to_move"], "round": st["round"], "current_player": cp,
        "event": st["event"], "nobles": figures.nobles(shown), "royals": shown["royals"],
        "owners": shown["owners"], "sieges": shown["sieges"], "stacks": stacks,
        "hands": shown["hands"], "deck_size": len(st["deck"]), "chancery": shown["chancery"],
        # the unused crown deck, once the game is over and for the whole table only (BR-14)
        "deck": list(st["deck"]) if seat is None and st["phase"] == "over" else None,
        "hold": st["hold"], "out": st["out"], "legal": legal, "odds": figures.odds(st),
        "entry_costs": figures.entry_costs(shown, legal, st["to_move"]),
        "sea_moves": figures.sea_moves(shown, legal, st["to_move"]),  # BR-18
        "active": shown["active"], "parliament": shown["parliament"],  # BR-16.2, BR-19
        "attack": shown["attack"],  # BR-20.3
        "shut": moves.shut_places(shown),  # BR-6.9: the place panel says why no stack enters
        # BR-5.1: the event cards not drawn since the last shuffle, in card order (the discards
        # are face up, so what is left is known to all; the order stays secret)
        "events_left": data.sort_events(st["events"]),
        # BR-19.2, BR-19.3, BR-19.4: before Parliament is summoned, who would attend, the Chancery
        # cards they would bring and each seat's votes (Lords, Commons): its consequences shown
        "sitting": _sitting(st) if "summon" in legal else None,
        "outcome": outcome(st), "position": to_position(shown),
    }
