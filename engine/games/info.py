"""A game's metadata (engine/games/PROTOCOL.md), in the style of OpenSpiel's GameType/GameInfo.

Shared modules (engine.api, engine.record, engine.arena, …) learn everything they need about a
game from its ``INFO`` and its protocol functions, never from its id or its state fields.
"""

import json
from dataclasses import dataclass, field

from ..errors import InvalidState


@dataclass(frozen=True)
class Variant:
    """One way to play the game: its id (the value of the ``variant`` option) and its seats."""
    id: str
    seats: int
    names: dict  # {"en": ..., "de": ...}: the label of the New game dialog
    teams: bool = False  # two teams, the even seats against the odd ones (engine/arena.py)


@dataclass(frozen=True)
class Option:
    """A further option of ``new_game`` beyond ``variant``: its allowed values and default."""
    id: str
    choices: tuple
    default: object
    names: dict


@dataclass(frozen=True)
class GameInfo:
    id: str                     # the "game" field of every state and record
    names: dict                 # {"en": ..., "de": ...}
    min_seats: int
    max_seats: int
    variants: tuple             # of Variant; the first is the default
    chance: bool                # chance outcomes (draws, dice) appear in record entries
    hidden_information: bool    # view(state, seat) hides something from some seat
    position_prefix: str        # the first word of every position string of this game
    options: tuple = ()         # of Option, besides ``variant``
    min_return: float = -1.0    # returns(state) stay within [min_return, max_return]
    max_return: float = 1.0
    zero_sum: bool = True       # returns of a finished game add up to 0
    # Golden playthroughs (engine.golden): (file stem, seed, options, policy seed)
    golden: tuple = field(default=())
    # Optional fn(options as given) -> options: the game completes what the given options imply
    # before the defaults fill in the rest (an option that fixes the variant by itself), so each
    # option the game declares works on its own; contradictions are left for new_state to refuse.
    implied: object = None
    # The version of the game's rules (engine/games/PROTOCOL.md, "Rules versions"): raised when
    # a rule changes what is legal; a game started under an older version keeps playing under it.
    rules: int = 1

    def variant(self, variant_id):
        for v in self.variants:
            if v.id == variant_id:
                return v
        raise InvalidState("variant",
                           f"must be one of {', '.join(v.id for v in self.variants)}, not {variant_id!r}")

    def defaults(self):
        """The options of a game started without any: ``{"variant": first variant, …}``."""
        out = {"variant": self.variants[0].id}
        out.update((o.id, o.default) for o in self.options)
        return out

    def resolve(self, options=None):
        """``options`` checked against this game and completed with the defaults (InvalidState)."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise InvalidState("options", "must be an object")
        known = {"variant"} | {o.id for o in self.options}
        for key in options:
            if key not in known:
                raise InvalidState("options", f"{key!r} is not an option of {self.id} "
                                              f"(options: {', '.join(sorted(known))})")
        out = self.defaults()
        out.update(self.implied(dict(options)) if self.implied is not None else options)
        self.variant(out["variant"])
        for o in self.options:
            if out[o.id] not in o.choices:
                raise InvalidState(o.id,
                                   f"must be one of {', '.join(map(str, o.choices))}, not {out[o.id]!r}")
        return out

    def to_json(self):
        """The metadata as plain JSON (api.games(), for the page's New game dialog)."""
        return {
            "id": self.id, "names": dict(self.names), "min_seats": self.min_seats,
            "max_seats": self.max_seats,
            "variants": [{"id": v.id, "seats": v.seats, "names": dict(v.names)} for v in self.variants],
            "options": [{"id": o.id, "choices": list(o.choices), "default": o.default,
                         "names": dict(o.names)} for o in self.options],
            "defaults": self.defaults(), "chance": self.chance,
            "hidden_information": self.hidden_information, "position_prefix": self.position_prefix,
            "min_return": self.min_return, "max_return": self.max_return, "zero_sum": self.zero_sum,
            "rules": self.rules,
        }


# The protocol functions of a game package (engine/games/PROTOCOL.md); those with a default
# (engine/games/defaults.py) may be left out.
FUNCTIONS = ("new_state", "load", "legal_actions", "apply", "apply_recorded", "outcome", "returns",
             "tally", "current_player", "seat_count", "view", "redeal_hidden", "ui_state",
             "describe_action", "narrate", "chance_note", "to_position", "from_position",
             "share_position", "share_history", "open_history", "reveals", "fallback_actions",
             "benchmarks", "board_data")


def reveals_nothing(before, after):
    """The default ``reveals``: a game whose seats hold no secrets shows none by a move."""
    return False


def fixes_past(entry, revealed):
    """Whether a move fixes what was not known before it: a chance outcome drawn (the entry's
    keys besides the action) or a secret shown (the game's ``reveals``). Undo never goes back
    past such a move (PROTOCOL.md, "Secrets and chance")."""
    return revealed or any(k != "action" for k in entry)


def entry_of(action, chance):
    """The record entry of ``action``: the action plus each chance outcome drawn (None: not drawn)."""
    entry = {"action": action}
    if chance:
        entry.update((k, v) for k, v in chance.items() if v is not None)
    return entry


def chance_note(entry):
    """The chance outcomes of a record entry as ``  (key value; …)`` for golden text ('' if none)."""
    extra = [f"{k} {json.dumps(v)}" for k, v in sorted(entry.items()) if k != "action"]
    return f"  ({'; '.join(extra)})" if extra else ""
