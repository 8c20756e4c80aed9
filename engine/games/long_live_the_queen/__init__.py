"""Long Live the Queen: rules digest in seeds/long-live-the-queen.md (rule ids LQ-…).

Modules: tiles (characters, colours, bar, codes), arrangement (set-up notation and random
set-ups), state (save format, validation, views), resolution (the activation step machine:
abilities, prestige, end checks), rules (phases, legal actions, apply, result), text (sentences),
position (one-line strings), hidden (loading views, re-dealing secrets), game (the rest
of the game protocol, engine/games/PROTOCOL.md).
"""

from . import arrangement, game, hidden, position, resolution, rules, standing, state, text
from .game import INFO, apply, new_state, open_history, share_history, tally
from .hidden import load, redeal_hidden, reveals
from .position import from_position, share_position, to_position
from .rules import current_player, legal_actions, outcome
from .state import view
from .text import describe_action
from .text import narrate_move as narrate
from .tiles import CHARACTERS, COLOURS, MASTER_CHOICES, POSITIONS, TILES, UP, index, sniper_target

NAME = INFO.id
# apply_recorded (LQ-13: a record's set-ups and dice must be the generator's), returns (LQ-8:
# a winner and a loser, no draws), seat_count and the rest: the protocol's defaults
# (engine/games/defaults.py)


def _move(action, st):
    """The parts of an action the board needs to show it (kind, positions, colour)."""
    verb, _, what = action.partition(" ")
    move = {"action": action, "kind": verb}
    if verb == "swap":
        a, b = what.split("-")
        line = int(st["pending"][0].split(" ")[2]) if st["phase"] == "resolve" else st["to_move"]
        move.update(positions=[int(a), int(b)], line=line)
    elif verb in ("master", "reveal"):
        move["position"] = int(what)
    elif verb in ("take", "return", "give"):
        move["colour"] = what
    return move


def _threats(shown):
    """Face-up Snipers and Assassins (and Apprentices whose Master the viewer knows to be one)
    and the opposing position each would turn face down (LQ-5.1, LQ-5.2, LQ-5.10). ``protected``
    says a face-up Guard next to the target keeps it from turning (LQ-5.11), so the board can
    show the aim without promising a hit."""
    out = []
    for s in range(2):
        line = shown["lines"][s]
        if line is None or shown["lines"][1 - s] is None:
            continue
        for p in POSITIONS:
            i = index(p)
            if shown["faces"][s][i] != UP:
                continue
            name = acts = line[i]
            if name == "Apprentice":
                acts = shown["masters"][s]  # None when the Master is secret to the viewer
            if acts in ("Sniper", "Assassin"):
                target = sniper_target(p) if acts == "Sniper" else p
                out.append({"seat": s, "position": p, "tile": name, "acts": acts,
                            "target_seat": 1 - s, "target": target,
                            "protected": resolution.protected(shown, 1 - s, target)})
    return out


def ui_state(st, seat=None):
    """Everything the board needs in one call (web/PROTOCOL.md); with ``seat``, only what that
    seat may see (LQ-10): it is built from the view, so a secret tile cannot slip through."""
    shown = st if seat is None else state.view(st, seat)
    unknown = shown.get("unknown") or [[], []]
    lines = []
    for s in range(2):
        if shown["lines"][s] is None:
            lines.append(None)
            continue
        lines.append([{"position": p, "tile": shown["lines"][s][index(p)],
                       "up": shown["faces"][s][index(p)] == UP, "face": shown["faces"][s][index(p)]}
                      for p in POSITIONS])
    legal = rules.legal_actions(st)
    cp = rules.current_player(st)
    decision = None
    if st["phase"] == "resolve":
        word, args = resolution.parse(st["pending"][0])
        decision = {"kind": word, "seat": args[0]}
        if word == "swap":
            decision.update(line=args[1], swaps_left=args[2])
    return {
        "game": NAME, "variant": st["variant"], "seats": 2, "viewer": seat,
        "seat_names": [text.seat_name(st, s) for s in range(2)], "phase": st["phase"], "to_move": st["to_move"],
        "current_player": cp, "turn": st["turn"], "dice": list(st["dice"]),
        "lines": lines,
        "masters": [None if shown["lines"][s] is None else
                    {"tile": shown["masters"][s], "up": shown["master_faces"][s] == UP,
                     "face": shown["master_faces"][s]} for s in range(2)],
        "unknown": unknown,
        "prestige": [dict(zip(COLOURS, p)) for p in st["prestige"]],
        "supply": dict(zip(COLOURS, standing.supply(st))),
        "decision": decision,
        "legal": legal, "moves": [_move(a, st) for a in legal],
        "setup": ({"template": arrangement.TEMPLATE, "masters": list(MASTER_CHOICES), "tiles": list(TILES)}
                  if st["phase"] == "setup" else None),
        "threats": _threats(shown),
        "characters": {n: {"initiative": i, "colour": c} for n, (i, c) in CHARACTERS.items()},
        "outcome": rules.outcome(st),
        "position": position.to_position(shown),
    }
