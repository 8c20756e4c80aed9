"""Long Live the Queen's side of the game protocol (engine/games/PROTOCOL.md) beyond the rules
modules: metadata, moves with their record entries and events, sharing and opening a game's
history, and the running tally. Replay (LQ-13) is the protocol's default: recorded set-ups and
dice must be the ones the generator gives.
"""

from ..info import GameInfo, Variant, entry_of
from . import rules, state

INFO = GameInfo(
    id=state.GAME,
    names={"en": "Long Live the Queen", "de": "Lang lebe die Königin"},
    min_seats=2, max_seats=2,
    variants=(Variant("2p", 2, {"en": "2 players", "de": "2 Spieler"}),),
    chance=True,               # LQ-3.6 random set-ups, LQ-4.1 dice
    hidden_information=True,   # LQ-10: face-down tiles
    position_prefix="lq",      # LQ-12
    # Random set-ups (LQ-3.6) and dice (LQ-4.1) as recorded chance outcomes; seeds chosen so the
    # set shows a tied start roll (LQ-3.7), wins by prestige (LQ-8.2) and by a Princess face
    # down (LQ-8.1), a Guard's protection (LQ-5.11), six tokens returned (LQ-6.4), Apprentices
    # (LQ-5.10), Master changes (LQ-7.2) and every kind of decision (LQ-9).
    golden=(("long-live-the-queen-seed-12", 12, {}, 3),
            ("long-live-the-queen-seed-55", 55, {}, 5),
            ("long-live-the-queen-seed-41", 41, {}, 5)),
)


def new_state(seed, options):
    return state.new_state(seed, options["variant"])


def apply(st, action):
    """(new state, record entry, events); the entry carries a random set-up or the dice."""
    new, chance, events = rules.apply_events(st, action)
    return new, entry_of(action, chance), events


def share_history(start, entries):
    """LQ-14.1: an unfinished game shared from its current public view, without its history:
    the set-up entries are the secret arrangements, and replaying the later entries needs them
    (a redealt arrangement would act differently), so no part of the history can be kept."""
    from . import apply_recorded  # the package's: the protocol's default (engine/games/defaults.py)
    from .hidden import public_view
    st = start
    for e in entries:
        st = apply_recorded(st, e)[0]
    return public_view(st), []


def open_history(start, entries, seed):
    """LQ-14.3: the shared public view with both seats' secret tiles and the generator dealt
    afresh from ``seed``; entries (none in a shared record) replay from there as usual."""
    from .hidden import redeal_public
    return redeal_public(start, seed), list(entries)


def tally(st):
    """Prestige tokens each seat holds (LQ-6)."""
    return [sum(p) for p in st["prestige"]]
