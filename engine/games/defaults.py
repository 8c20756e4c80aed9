"""The protocol's defaults (engine/games/PROTOCOL.md): the generic body of each protocol
function a game may leave out, so a game package defines only what differs.

Each entry of ``DEFAULTS`` makes the default for one game module; the registry
(engine/games/__init__.py) fills in those the module does not define. A default reaches the
game only through the module's own protocol functions and ``INFO``, looked up when it is called.
"""

from .. import rng
from ..errors import InvalidState
from . import info


def _seat_count(mod):
    def seat_count(state):
        """The seats of the state's variant (``INFO.variants``)."""
        return mod.INFO.variant(state["variant"]).seats
    return seat_count


def _returns(mod):
    def returns(state):
        """The winner (a seat) gets ``INFO.max_return``; the other seats share the loss when the
        game is zero-sum (``-max_return / (seats - 1)`` each), else get ``INFO.min_return``; every
        seat 0.0 while the game runs or when it ends without a winner."""
        seats = mod.seat_count(state)
        result = mod.outcome(state)
        if result is None or result["winner"] is None:
            return [0.0] * seats
        top = mod.INFO.max_return
        loss = -top / (seats - 1) if mod.INFO.zero_sum else mod.INFO.min_return
        return [top if s == result["winner"] else loss for s in range(seats)]
    return returns


def _tally(mod):
    def tally(state):
        """A game without a running score counts its returns (all 0.0 until it ends)."""
        return mod.returns(state)
    return tally


def _apply_recorded(mod):
    def apply_recorded(state, entry):
        """Replay one record entry: the chance outcomes it records must be exactly the ones
        the state's generator gives, so a record cannot choose its own luck."""
        action = entry["action"]
        new, made, events = mod.apply(state, action)
        drawn = {k: v for k, v in made.items() if k != "action"}
        recorded = {k: v for k, v in entry.items() if k != "action"}
        missing, extra = set(drawn) - set(recorded), sorted(set(recorded) - set(drawn))
        if missing:
            raise ValueError(f"{action!r} needs its chance outcome ({', '.join(drawn)}) in the record")
        if extra and not drawn:
            raise ValueError("the record gives a chance outcome for an action without one")
        if extra:
            raise ValueError(f"the record gives {', '.join(extra)}, which {action!r} does not draw")
        for key, value in drawn.items():
            if recorded[key] != value:
                raise ValueError(f"records {key} {recorded[key]!r} but the game's generator gives {value!r}")
        return new, made, events
    return apply_recorded


def _narrate(mod):
    def narrate(state, entry, events, lang="en"):
        """The sentence after the move is the one before it."""
        return mod.describe_action(state, entry["action"], lang)
    return narrate


def _fallback_actions(mod):
    def fallback_actions(state):
        """Any legal action may be played at random."""
        return mod.legal_actions(state)
    return fallback_actions


def _view(mod):
    def view(state, seat):
        """A game without secrets shows every seat the whole state, without its generator."""
        seats = mod.seat_count(state)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
            raise InvalidState("seat", f"must be a seat number 0..{seats - 1}, not {seat!r}")
        return dict(state, rng=None)
    return view


def _redeal_hidden(mod):
    def redeal_hidden(state, seat, seed):
        """A game without secrets: the same state (loaded) with a new generator from ``seed``."""
        return mod.load(dict(state, rng=rng.to_hex(rng.derive(rng.start(seed))[1])))
    return redeal_hidden


def no_benchmarks():
    """No speed figures beyond engine.bench's own (the rules through the protocol)."""
    return ()


def no_board_data():
    """No fixed data: ui_state carries everything the table draws."""
    return None


# name -> make(game module) -> the default protocol function
DEFAULTS = {
    "seat_count": _seat_count,
    "returns": _returns,
    "tally": _tally,
    "apply_recorded": _apply_recorded,
    "narrate": _narrate,
    "fallback_actions": _fallback_actions,
    "chance_note": lambda mod: info.chance_note,
    "reveals": lambda mod: info.reveals_nothing,
    "benchmarks": lambda mod: no_benchmarks,
    "board_data": lambda mod: no_board_data,
}

# Defaults that hold only for a game whose seats see everything (INFO.hidden_information false):
# a game with secrets must say what each seat sees and how the unseen is dealt again.
OPEN_DEFAULTS = {
    "view": _view,
    "redeal_hidden": _redeal_hidden,
}
