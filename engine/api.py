"""The one small state API every game offers, and the JSON-string twins the page calls.

States are plain JSON dicts; every function is pure (inputs are never changed). The page
(through web/worker.mjs) may call only the names in PAGE_FUNCTIONS, each as ``NAME_json`` with
JSON text in and JSON text out. See web/PROTOCOL.md.
"""

import json

from . import lang as _lang
from . import record as _record
from . import safejson as _safejson
from .errors import EngineError, IllegalAction, InvalidState, UnknownGame, UnknownLanguage
from .games import game_module, module_for_state
from .inputs import json_object

__all__ = ["new_game", "legal_actions", "apply", "outcome", "returns", "current_player", "view",
           "describe_action", "load_state", "ui_state", "to_position", "from_position", "step",
           "new_record", "replay", "choose_action", "analyse", "IllegalAction", "InvalidState",
           "UnknownGame", "UnknownLanguage", "EngineError", "LANGUAGES"]

# The languages of describe_action and step sentences; anything else raises UnknownLanguage.
LANGUAGES = _lang.LANGUAGES


def _state(state):
    if isinstance(state, (str, bytes)):
        return load_state(state)
    if not isinstance(state, dict):
        raise InvalidState("state", "must be a JSON object")
    return state


def new_game(game, seed, options=None):
    """A fresh game; ``options`` e.g. {"variant": "4p"}. The seed fixes the deal (and every later
    chance outcome) on every platform. Games: "rose-king", "long-live-the-queen"."""
    options = options or {}
    if not isinstance(options, dict):
        raise InvalidState("options", "must be an object")
    mod = game_module(game)
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise InvalidState("seed", f"must be a whole number or a string, not {seed!r}")
    return mod.new_state(seed, options.get("variant", "2p"))


def legal_actions(state):
    state = _state(state)
    return module_for_state(state).legal_actions(state)


def apply(state, action):
    """The state after ``action``; raises IllegalAction listing the legal actions."""
    state = _state(state)
    return module_for_state(state).apply(state, action)[0]


def outcome(state):
    state = _state(state)
    return module_for_state(state).outcome(state)


def returns(state):
    state = _state(state)
    return module_for_state(state).returns(state)


def current_player(state):
    state = _state(state)
    return module_for_state(state).current_player(state)


def view(state, seat):
    state = _state(state)
    return module_for_state(state).view(state, seat)


def describe_action(state, action, lang="en"):
    """One sentence for the move list, in ``lang`` ("en" or "de"); names no secret (LQ-10.4)."""
    _lang.check(lang)
    state = _state(state)
    return module_for_state(state).describe_action(state, action, lang)


def load_state(data):
    """Validate a state from outside (dict or JSON text); raises InvalidState naming the field."""
    data = json_object(data)
    try:
        mod = module_for_state(data)
    except UnknownGame as exc:
        raise InvalidState("game", str(exc)) from None
    return mod.load(data)


def ui_state(state, seat=None):
    state = _state(state)
    return module_for_state(state).ui_state(state, seat)


def to_position(state):
    state = _state(state)
    return module_for_state(state).to_position(state)


def from_position(text):
    if not isinstance(text, str) or not text.strip():
        raise InvalidState("position", "must be a non-empty string")
    prefixes = {"rk": "rose-king", "lq": "long-live-the-queen"}
    prefix = text.split()[0]
    if prefix not in prefixes:
        raise InvalidState("position", f"must start with one of {', '.join(prefixes)}, not {prefix!r}")
    return game_module(prefixes[prefix]).from_position(text)


def step(state, action, lang="en"):
    """For the page: one call per move gives the sentence (in ``lang``, "en" or "de"), the new
    state and the record entry."""
    _lang.check(lang)
    state = _state(state)
    mod = module_for_state(state)
    text = describe_action(state, action, lang)
    new, entry = _record.step(state, action)
    if hasattr(mod, "narrate"):  # games with chance and hidden tiles tell what the action did
        text = mod.narrate(state, action, entry, lang)
    return {"state": new, "entry": entry, "text": text}


def new_record(game, seed, options=None, seats=None):
    """A record holding the start state of a new game and no actions yet."""
    return _record.new_record(game, seed, options, new_game(game, seed, options), seats)


def replay(record):
    """Every state of a record, start first; InvalidRecord (an InvalidState) if it is broken."""
    return _record.replay(record)


def replay_final(record):
    """The page's import: the checked record and its final state (cheaper to send than all states)."""
    states = replay(record)
    return {"state": states[-1], "plies": len(states) - 1}


def choose_action(state, level, seed, time_ms=None):
    """The computer's action for the seat to move, decided from that seat's view only (engine.ai).

    ``level``: "easy", "medium", "hard" or "max" (max searches for ``time_ms``, default 3 s).
    The same state, level, seed and budget give the same action; ``time_ms`` caps the time.
    """
    from . import ai
    return ai.choose(_state(state), level, seed, time_ms)


def analyse(state, level, seed, time_ms=None):
    """For the Hint button: {"action", "win_chance" (side to move, 0..1), "playouts", "visits"}."""
    from . import ai
    return ai.analyse(_state(state), level, seed, time_ms)


PAGE_FUNCTIONS = ("new_game", "legal_actions", "apply", "outcome", "returns", "current_player",
                  "view", "describe_action", "load_state", "ui_state", "to_position",
                  "from_position", "step", "new_record", "replay", "replay_final",
                  "choose_action", "analyse")


# Their first argument is a state: from the page it is validated like any outside input.
_STATE_FIRST = {"legal_actions", "apply", "outcome", "returns", "current_player", "view",
                "describe_action", "ui_state", "to_position", "step", "choose_action", "analyse"}


def _json_twin(fn):
    validate = fn.__name__ in _STATE_FIRST

    def twin(*args):
        values = []
        for i, a in enumerate(args):
            if i == 0 and validate:
                values.append(load_state(a))
                continue
            try:
                values.append(_safejson.loads(a, "text") if isinstance(a, (str, bytes)) else a)
            except ValueError as exc:
                raise InvalidState(f"argument {i + 1} of {fn.__name__}", f"is not valid JSON ({exc})") from None
        return json.dumps(fn(*values), separators=(",", ":"))
    twin.__name__ = fn.__name__ + "_json"
    twin.__doc__ = f"JSON-text twin of {fn.__name__}: each argument and the result are JSON text."
    return twin


for _name in PAGE_FUNCTIONS:
    globals()[_name + "_json"] = _json_twin(globals()[_name])
del _name
