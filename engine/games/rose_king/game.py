"""The Rose King's side of the game protocol (engine/games/PROTOCOL.md) beyond the rules modules:
metadata, moves with their record entries, replay of recorded draws and reshuffles (RK-13),
re-dealing what a seat cannot see, the running tally and the speed figures of the fast core.
"""

from ... import rng
from ..info import GameInfo, Variant, entry_of
from . import rules, state
from .fast import FastState, random_playout

INFO = GameInfo(
    id=state.GAME,
    names={"en": "The Rose King", "de": "Rosenkönig"},
    min_seats=2, max_seats=4,
    variants=(Variant("2p", 2, {"en": "2 players", "de": "2 Spieler"}),     # RK-1.4
              Variant("4p", 4, {"en": "4 players in two teams", "de": "4 Spieler in zwei Teams"}, teams=True)),  # RK-10
    chance=True,               # RK-6: draws, RK-6.2: reshuffles
    hidden_information=True,   # RK-11.5: the draw pile's order
    position_prefix="rk",      # RK-12
    # Seeds chosen so the set shows draws, a reshuffle of the discard pile (RK-6.2), hero
    # turnovers (RK-7) and a pass (RK-4.2).
    golden=(("rose-king-2p-seed-1", 1, {"variant": "2p"}, 11),
            ("rose-king-2p-seed-2", 2, {"variant": "2p"}, 5),
            ("rose-king-4p-seed-3", 3, {"variant": "4p"}, 7)),
)


def new_state(seed, options):
    return state.new_state(seed, options["variant"])


def apply(st, action):
    """(new state, record entry, events): a draw's entry carries the card and any reshuffle."""
    new, chance = rules.apply(st, action)
    return new, entry_of(action, chance), []


def apply_recorded(st, entry):
    """RK-13: replay one entry. A recorded reshuffle order is used as it stands (replay need not
    trust the generator) after checking it holds the discards; the card drawn must match."""
    action = entry["action"]
    reshuffle = entry.get("reshuffle")
    if reshuffle is not None and (not isinstance(reshuffle, list)
                                  or not all(isinstance(c, str) for c in reshuffle)):
        raise ValueError("'reshuffle' must be a list of cards")
    new, chance = rules.apply(st, action, reshuffle=reshuffle)
    if chance is not None:
        if entry.get("drawn") != chance["drawn"]:
            raise ValueError(f"records {entry.get('drawn')!r} drawn but the pile gives {chance['drawn']!r}")
        if (chance.get("reshuffle") is not None) != (reshuffle is not None):
            raise ValueError("a reshuffle is recorded where none happens, or missing where one does")
    elif "drawn" in entry or reshuffle is not None:
        raise ValueError("records a chance outcome for an action without one")
    return new, entry_of(action, chance), []


def tally(st):
    """Each seat's side's points so far (RK-9.1)."""
    points = [side["points"] for side in rules.score(st)]
    return [points[rules.side_of(st, s)] for s in range(state.variant_of(st)["seats"])]


def redeal_hidden(st, seat, seed):
    """RK-11.5: the draw pile in a new order and a new generator; all else is public."""
    shown = state.view(st, seat)
    gen, pile = rng.shuffle(rng.start(seed), shown["draw_pile"])
    return state.load(dict(shown, draw_pile=pile, rng=rng.to_hex(rng.derive(gen)[1])))


# RK-14.2: what a shared record writes in place of a reshuffle's order.
CONCEALED = "concealed"


def share_history(start, entries):
    """RK-14.1, RK-14.2: an unfinished game's start and entries with the future withheld: the
    start's draw pile sorted and no generator; each draw keeps its card, a reshuffle only says
    that it happened (its order holds cards not drawn yet)."""
    public = dict(state.view(start, 0), rng=None)
    out = []
    for e in entries:
        e = dict(e)
        if "reshuffle" in e:
            e["reshuffle"] = CONCEALED
        out.append(e)
    return public, out


def _ordered(cards, drawn, gen, where):
    """A pile of ``cards`` whose first cards are ``drawn`` in order, the rest shuffled (RK-14.3)."""
    rest = list(cards)
    for c in drawn:
        if c not in rest:
            raise ValueError(f"{where}: records {c!r} drawn but it is not among the unseen cards")
        rest.remove(c)
    gen, rest = rng.shuffle(gen, rest)
    return gen, list(drawn) + rest


def _draws_until_reshuffle(entries, i, after_reshuffle=True):
    """The cards drawn from entry ``i`` on (entry ``i`` being the reshuffle itself when
    ``after_reshuffle``), up to the next recorded reshuffle."""
    out = []
    for k, e in enumerate(entries[i:]):
        if not isinstance(e, dict) or "drawn" not in e:
            continue
        if "reshuffle" in e and (k or not after_reshuffle):
            break
        out.append(e["drawn"])
    return out


def open_history(start, entries, seed):
    """RK-14.3: a full start and entries agreeing with a shared history: the start's draw pile
    begins with the cards drawn before the first reshuffle, each reshuffle's order with the
    cards drawn after it, in the recorded order; every card never drawn is placed by a fresh
    shuffle from ``seed``, and the generator is new. The result replays with apply_recorded."""
    gen = rng.start(seed)
    st = state.load(start)
    gen, pile = _ordered(st["draw_pile"], _draws_until_reshuffle(entries, 0, False), gen, "draw_pile")
    gen, out_rng = rng.derive(gen)
    full = dict(st, draw_pile=pile, rng=rng.to_hex(out_rng))
    cur, out = full, []
    for i, e in enumerate(entries):
        if isinstance(e, dict) and "reshuffle" in e:
            if e["reshuffle"] != CONCEALED:
                raise ValueError(f"actions[{i}]: a shared record writes a reshuffle as {CONCEALED!r}")
            gen, order = _ordered(cur["discard_pile"], _draws_until_reshuffle(entries, i), gen, f"actions[{i}]")
            e = dict(e, reshuffle=order)
        if not isinstance(e, dict) or not isinstance(e.get("action"), str):
            raise ValueError(f"actions[{i}]: must be an object with an 'action' string")
        try:
            cur = apply_recorded(cur, e)[0]
        except ValueError as exc:
            raise ValueError(f"actions[{i}]: {exc}") from None
        out.append(e)
    return full, out


def chance_note(entry):
    if "drawn" not in entry:
        return ""
    return f"  (drew {entry['drawn']}" + (", reshuffled" if "reshuffle" in entry else "") + ")"


def _fast_random_game(i):
    f = FastState.new_game(i % 10_000)
    random_playout(f, i * 2654435761 + 1)
    f.winner()


def _playouts_from(start):
    def run(i):
        f = start.copy()
        random_playout(f, i * 2654435761 + 1)
        f.winner()
    return run


def benchmarks():
    """The fast core's figures (engine.bench): whole games, and playouts from a dealt start."""
    return (
        ("rose-king fast core random games", _fast_random_game),
        ("rose-king fast core random playouts from a dealt start",
         _playouts_from(FastState.from_state(state.new_state(1, "2p")))),
        ("rose-king 4p fast core random playouts",
         _playouts_from(FastState.from_state(state.new_state(1, "4p")))),
    )
