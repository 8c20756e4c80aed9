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
from .games import GAMES, game_module, module_for_position, module_for_state
from .games.info import fixes_past
from .inputs import check_seed, json_object

__all__ = ["games", "board_data", "new_game", "legal_actions", "fallback_actions", "apply", "outcome", "returns", "current_player", "view",
           "describe_action", "load_state", "ui_state", "to_position", "from_position", "step", "screen", "step_screen",
           "share_position", "share_record", "open_record", "new_record", "replay", "choose_action", "analyse", "analyse_positions",
           "IllegalAction", "InvalidState", "UnknownGame", "UnknownLanguage", "EngineError", "LANGUAGES", "remote_invite",
           "remote_accept", "remote_receive", "remote_play", "remote_screen", "remote_link_info", "remote_games",
           "remote_check_save", "remote_restore", "remote_shared_record", "group_invite", "group_join",
           "group_receive", "group_play", "group_ask_end", "group_screen", "group_games", "group_link_info"]

# The languages of describe_action and step sentences; anything else raises UnknownLanguage.
LANGUAGES = _lang.LANGUAGES


def _state(state):
    if isinstance(state, (str, bytes)):
        return load_state(state)
    if not isinstance(state, dict):
        raise InvalidState("state", "must be a JSON object")
    return state


def games():
    """The registered games' metadata (engine/games/PROTOCOL.md), for the New game dialog."""
    return [mod.INFO.to_json() for mod in GAMES.values()]


def new_game(game, seed, options=None):
    """A fresh game; ``options`` (e.g. {"variant": …}) are checked against the game's INFO and
    completed with its defaults. The seed fixes the deal (and every later chance outcome) on
    every platform. ``games()`` lists the games and their options."""
    mod = game_module(game)
    resolved = mod.INFO.resolve(options)
    check_seed(seed)
    return mod.new_state(seed, resolved)


def legal_actions(state):
    state = _state(state)
    return module_for_state(state).legal_actions(state)


def apply(state, action):
    """The state after ``action``; raises IllegalAction listing the legal actions."""
    state = _state(state)
    return module_for_state(state).apply(state, action)[0]


def fallback_actions(state):
    """The legal actions the page may play at random when its computer cannot choose (the
    game's ``fallback_actions``); never empty while the game runs."""
    state = _state(state)
    return module_for_state(state).fallback_actions(state)


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
    """One sentence for the move list, in ``lang`` ("en" or "de"); names no secret."""
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


def from_position(text, seed=None):
    """The state of a position string; its first word names the game (INFO.position_prefix).
    A shared position (``share_position``) withholds secrets: they are dealt afresh from
    ``seed`` (the page passes a random one; InvalidState without one)."""
    mod = module_for_position(text)
    if seed is not None:
        check_seed(seed)
    return mod.from_position(text, seed)


def share_position(state):
    """A position string safe to hand to anyone: no future chance outcome (pile order,
    generator) and no secret of any seat; ``from_position(text, seed)`` opens it."""
    state = _state(state)
    return module_for_state(state).share_position(state)


def share_record(record):
    """A record safe to hand to anyone: a finished game's unchanged, an unfinished game's with
    the future and every secret withheld (engine/games/PROTOCOL.md, "Sharing")."""
    return _record.share(record)


def step(state, action, lang="en"):
    """For the page: one call per move gives the sentence (in ``lang``, "en" or "de"), the new
    state, the record entry and ``undo_barrier``: true when the move drew a chance outcome or
    showed some seat a secret, so that undo must never go back past it (PROTOCOL.md, "Secrets
    and chance")."""
    _lang.check(lang)
    state = _state(state)
    mod = module_for_state(state)
    new, entry, events = mod.apply(state, action)  # the one legality check and application
    return {"state": new, "entry": entry, "text": mod.narrate(state, entry, events, lang),
            "undo_barrier": fixes_past(entry, mod.reveals(state, new))}


def screen(state, seat=None, follow=False):
    """For the page: what one screen shows of ``state``, as {"ui", "seat", "revealed"}.

    ``seat`` None: the whole table (a game whose seats all see the same). A seat: that seat's
    view; with ``follow`` the view of the seat to move instead, ``seat`` only when no seat is to
    move. Once the game is over nothing is secret: the whole table, with ``revealed`` true and
    ``seat`` None, so the page draws it from its own side (PROTOCOL.md, "Secrets and chance").
    """
    state = _state(state)
    mod = module_for_state(state)
    if seat is not None and follow:
        mover = mod.current_player(state)
        if mover is not None:
            seat = mover
    ui = mod.ui_state(state, seat)
    if seat is not None and ui.get("outcome"):
        return {"ui": mod.ui_state(state, None), "seat": None, "revealed": True}
    return {"ui": ui, "seat": seat, "revealed": False}


def step_screen(state, action, lang="en", seat=None, follow=False):
    """For the page: one move in one call: ``step`` and the ``screen`` of the new state (its
    ``seat`` and ``follow`` as there), merged: {"state", "entry", "text", "undo_barrier", "ui",
    "seat", "revealed"}. Saves a second round trip to the worker on every move."""
    out = step(state, action, lang)
    out.update(screen(out["state"], seat, follow))
    return out


def new_record(game, seed, options=None, seats=None, computer=None):
    """A record holding the start state of a new game and no actions yet; ``computer``
    ({"<seat>": "<level>"}) says which seats the computer plays (engine/games/PROTOCOL.md)."""
    return _record.new_record(game, seed, options, new_game(game, seed, options), seats, computer)


def replay(record, seed=None):
    """Every state of a record, start first; InvalidRecord (an InvalidState) if it is broken.
    A shared record (``share_record``) has what it withholds dealt afresh from ``seed``."""
    return _record.replay(record, seed)


def open_record(record, seed=None):
    """The record to keep playing on: a shared record made whole from ``seed`` (a full start
    and full entries that replay exactly); any other record as it is (checked by replaying)."""
    rec = _record.open_shared(record, seed)
    _record.replay(rec)
    return rec


def replay_final(record, seed=None):
    """The page's import: the checked record's final state (cheaper to send than all states),
    with the record's ``computer`` seats when it has them, and for a shared record the opened
    record (``open_record``) under ``"record"``."""
    rec = _record.load_record(record)
    opened = _record.open_shared(rec, seed)
    states = _record.replay(opened)
    out = {"state": states[-1], "plies": len(states) - 1}
    if opened is not rec:
        out["record"] = opened
    if rec.get("computer"):
        out["computer"] = dict(rec["computer"])
    return out


def choose_action(state, level, seed, time_ms=None):
    """The computer's action for the seat to move, decided from that seat's view only (engine.ai).

    ``level``: one of ``engine.ai.LEVEL_NAMES`` (the page uses easy, medium, hard, max).
    The same state, level, seed and budget give the same action; ``time_ms`` caps the time.
    """
    from . import ai
    return ai.choose(_state(state), level, seed, time_ms)


def analyse(state, level, seed, time_ms=None):
    """For the Hint button: {"action", "win_chance" (side to move, 0..1), "playouts", "visits"},
    and "why" where the game explains the action (engine.ai.analyse).

    ``state`` may be a seat's view (a game with a friend shows each side only its own): see
    ``_analysed``."""
    return _analysed(state, level, seed, time_ms, why=True)


# A seat's view decided for another seat: that seat's own secrets are as unknown to the viewer as
# the rest, so the search runs on this many deals of everything the viewer cannot see and their
# answers are pooled, instead of on the one canonical filling a loaded view gets
# (seeds/table.md TBL-2.3).
VIEW_DEALS = 4


def _analysed(state, level, seed, time_ms, why=False):
    from . import ai
    full = load_state(state)  # a view is filled canonically; checked like any outside state
    viewer = state.get("viewer") if isinstance(state, dict) else None
    rules = module_for_state(full)
    seat = rules.current_player(full)
    if viewer is None or seat is None or viewer == seat or not rules.INFO.hidden_information:
        # the viewer's own decision: its search sees only its view, the rest sampled (engine.ai)
        return ai.analyse(full, level, seed, time_ms, why=why)
    _levels_check_seed(seed)
    each = None if time_ms is None else max(1, int(time_ms) // VIEW_DEALS)
    runs = [ai.analyse(rules.redeal_hidden(state, viewer, f"view-deal:{k}:{seed}"), level, f"{seed}:{k}", each, why=why)
            for k in range(VIEW_DEALS)]
    visits = {}
    for r in runs:
        for a, v in r["visits"].items():
            visits[a] = visits.get(a, 0) + v
    action = max(visits, key=visits.get)
    out = {"action": action, "win_chance": sum(r["win_chance"] for r in runs) / VIEW_DEALS,
           "playouts": sum(r["playouts"] for r in runs), "visits": visits}
    reason = next((r["why"] for r in runs if r["action"] == action and r.get("why")), None)
    if reason:
        out["why"] = reason
    return out


def _levels_check_seed(seed):
    from .ai.level_settings import check_seed
    check_seed(seed)


# The most positions one analyse_positions call takes: a batch stays well under a second of
# search, so the page's progress and a person's computer move are never held up for long.
MAX_ANALYSE_BATCH = 64


def analyse_positions(states, level, seeds, time_ms=None):
    """For the review's analysis: several positions in one call (one worker round trip).

    ``states`` and ``seeds`` are lists of the same length (1 to MAX_ANALYSE_BATCH). Each answer:
    {"over": true, "returns": [...]} at a finished game; {"none": true} where no seat decides;
    else {"player", "forced" (one legal action or none)} and, unless its seed is null (the page
    knows that position's win chance already), ``analyse(state, level, seed, time_ms)``'s
    "action", "win_chance" and "playouts". ``time_ms`` caps each search, not the batch.
    """
    if not isinstance(states, list) or not 1 <= len(states) <= MAX_ANALYSE_BATCH:
        raise InvalidState("states", f"must be a list of 1 to {MAX_ANALYSE_BATCH} states")
    if not isinstance(seeds, list) or len(seeds) != len(states):
        raise InvalidState("seeds", "must be a list with one seed (or null) per state")
    checked = [load_state(s) for s in states]    # every state is checked before any search
    out = []
    for raw, state, seed in zip(states, checked, seeds):
        rules = module_for_state(state)
        if rules.outcome(state) is not None:
            out.append({"over": True, "returns": rules.returns(state)})
            continue
        player = rules.current_player(state)
        if player is None:
            out.append({"none": True})
            continue
        got = {"player": player, "forced": len(rules.legal_actions(state)) <= 1}
        if seed is not None:
            res = _analysed(raw if isinstance(raw, dict) else state, level, seed, time_ms)
            got.update(action=res["action"], win_chance=res["win_chance"], playouts=res["playouts"])
        out.append(got)
    return out


def board_data(game):
    """The fixed data a game's table draws (its map, the names of its cards), asked once per
    game; None for a game whose ui_state carries everything."""
    return game_module(game).board_data()


def remote_invite(game, options, seat, secret, gid):
    """Play a friend: the inviter's game document (it holds ``secret``, this side's private
    256-bit seed, as 64 hex digits) and the invitation link, {"doc", "link"} (web/REMOTE.md)."""
    from . import remote
    return remote.invite(game, options, seat, secret, gid)


def remote_accept(link, secret):
    """The friend's document from an invitation link and the link that answers it."""
    from . import remote
    return remote.accept(link, secret)


def remote_receive(doc, link):
    """``doc`` with a turn link's new turn; RemoteRefused (``field`` a reason code) otherwise."""
    from . import remote
    return remote.receive(doc, link)


def remote_play(doc, action=None):
    """This side's turn (its owed secrets, ``action``, its secret for a draw): {"doc", "link"}."""
    from . import remote
    return remote.reply(doc, action)


def remote_screen(doc, lang="en"):
    """What this side may know of a game with a friend: phase, states, moves (in ``lang``), link."""
    _lang.check(lang)
    from . import remote
    return remote.screen(doc, lang)


def remote_check_save(doc):
    """A game with a friend saved to a file (this side's private save): the document if it
    resumes that game exactly, else RemoteRefused (engine/remote/files.py)."""
    from .remote import files
    return files.check_save(doc)


def remote_restore(kept, doc):
    """Which of a kept document (or None) and a private save of the same game this browser keeps:
    {"doc", "from": "file" | "kept"} (engine/remote/files.py)."""
    from .remote import files
    return files.restore(kept, doc)


def remote_shared_record(doc, seats):
    """The record of a game with a friend that anyone may see, in the shared record format: no
    seed, no secret piece of either side, no chance outcome to come (engine/remote/files.py)."""
    from .remote import files
    return files.shared_record(doc, seats)


def remote_games():
    """The ids of the games that can be played with a friend by links (each game's variants as
    its ``remote`` module offers them): {"<game id>": ["<variant id>", …]}."""
    from .remote import protocol
    return {gid: list(mod.VARIANTS) for gid, mod in protocol.ADAPTERS.items()}


def remote_link_info(link):
    """What a turn link is (its game id, turn numbers, whether an invitation), before any game is opened."""
    from . import remote
    return remote.link_info(link)


PAGE_FUNCTIONS = ("games", "board_data", "new_game", "legal_actions", "fallback_actions", "apply", "outcome", "returns", "current_player",
                  "view", "describe_action", "load_state", "ui_state", "to_position",
                  "from_position", "share_position", "share_record", "open_record",
                  "step", "screen", "step_screen", "new_record", "replay", "replay_final",
                  "choose_action", "analyse", "analyse_positions", "remote_invite", "remote_accept",
                  "remote_receive", "remote_play", "remote_screen", "remote_link_info", "remote_games",
                  "remote_check_save", "remote_restore", "remote_shared_record",
                  # play in a group: its modules come on first use (web/worker.mjs)
                  "group_invite", "group_join", "group_receive", "group_play", "group_ask_end", "group_screen",
                  "group_games", "group_link_info")


# Their first argument is a state: from the page it is validated like any outside input.
_STATE_FIRST = {"legal_actions", "fallback_actions", "apply", "outcome", "returns", "current_player", "view",
                "describe_action", "ui_state", "to_position", "share_position", "step",
                "screen", "step_screen", "choose_action"}  # analyse loads its own (a view keeps its viewer)


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




def group_invite(game, options, secret, gid, name=None):
    """Play by links in a group of three or more: the first seat's document and the invitation
    link to send to every player, {"doc", "link"} (web/REMOTE.md, "Playing in a group")."""
    from .remote import group
    return group.invite(game, options, secret, gid, name)


def group_join(links, secret, name=None):
    """A seat's document from the invitation and the joins sent so far, and its join link."""
    from .remote import group
    return group.join(links, secret, name)


def group_receive(doc, link):
    """``doc`` with a group link's new messages; RemoteRefused (``field`` a reason code) otherwise."""
    from .remote import group
    return group.receive(doc, link)


def group_play(doc, action=None):
    """This seat's next message (what it owes, ``action``, what it then owes): {"doc", "link"};
    ``link`` is None while the seat still has a move to choose."""
    from .remote import group
    return group.reply(doc, action)


def group_ask_end(doc):
    """This seat's ask to end the game while another seat stays silent: {"doc", "link"}."""
    from .remote import group
    return group.ask_end(doc)


def group_screen(doc, lang="en"):
    """What this seat may know of a group game: stage, its view, its legal moves, the moves in words."""
    _lang.check(lang)
    from .remote import group
    return group.screen(doc, lang)


def group_games():
    """The games that can be played by links in a group: {"<game id>": ["<variant id>", …]}."""
    from .remote import group
    return {gid: list(mod.VARIANTS) for gid, mod in group.ADAPTERS.items()}


def group_link_info(link):
    """What a group link is (its game id, message numbers, game and seats) before any game is opened."""
    from .remote import group
    return group.link_info(link)


# every page function defined above, the group ones too: its JSON twin
for _name in PAGE_FUNCTIONS:
    globals()[_name + "_json"] = _json_twin(globals()[_name])
del _name
