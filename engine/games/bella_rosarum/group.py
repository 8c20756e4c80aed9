"""Bella Rosarum played by links among three to six seats: what the group transcript
(engine/remote/group.py) asks of the rules.

The state every seat replays never names a crown card that is face down. The crown deck and
each card drawn from it stand as ``?<g>.<i>`` (place ``i`` of the deck shuffled ``g``-th,
engine/remote/group_deal.py) until the rules show the card: a card played (BR-12.2, BR-20.3),
a royalty card as it is drawn (BR-12.3, seen by its fingerprint), a hand asked whether it holds
a noble (BR-4.3) or discarded (BR-13.3), every hand at the end (BR-14.4). The event deck is a set
in that state: each event card drawn (BR-5.1, BR-7.3, BR-8.2) is chosen from it by a joint
chance value, so no order of it exists before the draw. The deal (BR-3) is public, from the
joint value of chance event 1.
"""

from . import data as D, rules, state as S

GAME = S.GAME
VARIANTS = tuple(f"{n}p" for n in range(3, S.SEAT_RANGE[1] + 1))
# BR-12.3: played at once when drawn, so its drawer cannot keep it back
SHOWN_ON_DRAW = D.ROYALTY_CARDS
HiddenHand = S.HiddenHand
# the moves a seat makes without a choice: the turn's event card (BR-5.1), the crown draw (BR-12.1)
FORCED = ("event", "draw")
_ANY_NOBLE = next(c for c in D.CARDS if D.is_noble(c))


def seats(options):
    return int(options["variant"][:-1])


def token(g, i):
    return f"?{g}.{i}"


def is_token(card):
    return isinstance(card, str) and card.startswith("?")


def public(st):
    """``st`` with the event deck as a sorted set and no generator."""
    s = S.copy_state(st)
    s["events"] = D.sort_events(s["events"])
    s["rng"] = None
    return s


def deal(options, value):
    """BR-3 from the joint value: holdings, Chancery, first seat. The crown deck's cards are
    public (sorted) until the seats shuffle them in secret (``with_deck``)."""
    st = S.new_state("group-deal:" + value, {"players": seats(options),
                                             "first_turn_combat": options.get("first_turn_combat", True)})
    st = public(st)
    st["deck"] = D.sort_cards(st["deck"])
    return st


def cards_to_shuffle(st):
    """The crown cards the seats shuffle now: the deck after the deal, the discard pile when an
    empty deck is drawn from (BR-12.1)."""
    return D.sort_cards(st["deck"] if st["deck"] and not any(is_token(c) for c in st["deck"]) else st["discard"])


def with_deck(st, tokens):
    """``st`` with the shuffled deck in place: the deal's deck, or the discard pile become the
    deck (BR-12.1)."""
    s = S.copy_state(st)
    if s["deck"] and not any(is_token(c) for c in s["deck"]):
        s["deck"] = list(tokens)
    else:
        s["deck"], s["discard"] = list(tokens), []
    return s


def _probe(st):
    s = S.copy_state(st)
    s["hands"] = [[_ANY_NOBLE if is_token(c) else c for c in h] for h in s["hands"]]
    return s


def needs(st, action):
    """The chance ``action`` takes: ``public`` (an event card), ``restock`` (a draw from an
    empty deck: the discards are shuffled first), ``private`` (a crown card for the seat
    alone), or None."""
    if action == "draw" and not st["deck"]:
        return "restock"
    _, chance, _ = rules.apply_events(_probe(st), action)
    if "event" in chance:
        return "public"
    return "private" if "drawn" in chance else None


def apply(st, action):
    """(state, entry, events); ``HiddenHand`` when the rules must see a face-down hand."""
    new, entry, events = rules.apply(st, action)
    return public(new), entry, events


def resolve_event(st, action, value):
    """``action`` with its event card chosen from the deck by the joint value (BR-5.1: a new
    deck from the discards when it is empty)."""
    s = S.copy_state(st)
    if not s["events"]:
        s["events"], s["event_discard"] = D.sort_events(s["event_discard"]), []
    pool = D.sort_events(s["events"])
    k = int(value, 16) % len(pool)  # a 256-bit value over at most 90 cards: no bias worth a name
    s["events"] = [pool[k]] + pool[:k] + pool[k + 1:]
    return apply(s, action)


def resolve_draw(st, action, shown=None):
    """The draw of the deck's top card: named when the rules show it (``shown``, BR-12.3),
    otherwise it goes to the hand face down."""
    s = S.copy_state(st)
    if shown is not None:
        s["deck"][0] = shown
    return apply(s, action)


def top(st):
    return st["deck"][0]


def card_played(st, action):
    """The hand's card ``action`` plays (BR-12.2, BR-20.3), or None."""
    w = action.split(" ")
    if w[0] != "play":
        return None
    return st["hands"][st["to_move"]][int(w[1]) - 1]


def holder(st, card):
    """The seat whose hand holds ``card``, or None."""
    for seat, hand in enumerate(st["hands"]):
        if card in hand:
            return seat
    return None


def hand_tokens(st, seat):
    return [c for c in st["hands"][seat] if is_token(c)]


def hand_tokens_left(st):
    """Whether any hand still holds a face-down card."""
    return any(is_token(c) for h in st["hands"] for c in h)


def shown_at_end(st, seat, mine):
    """The last state as ``seat`` sees it once every hand is opened (BR-14.4): every hand named,
    the crown deck still face down."""
    s = seen_by(st, seat, mine)
    s["hands"] = [list(h) for h in st["hands"]]
    return s


def exposed(st):
    """Face-down cards the rules have put where every seat sees them (a hand discarded)."""
    out = [c for c in st["discard"] + st["chancery"] if is_token(c)]
    for nb in st["nobles"].values():
        out += [c for c in nb["cards"] if is_token(c)]
    return out


def name(st, tok, card):
    """``st`` with the face-down card ``tok`` named ``card`` wherever it lies."""
    s = S.copy_state(st)
    sub = lambda xs: [card if c == tok else c for c in xs]
    s["hands"] = [sub(h) for h in s["hands"]]
    for k in ("deck", "discard", "chancery"):
        s[k] = sub(s[k])
    for nid, nb in s["nobles"].items():
        if tok in nb["cards"]:
            s["nobles"][nid] = dict(nb, cards=sub(nb["cards"]))
    return s


def opened_enough(st, seat):
    """Whether the rules can now tell if ``seat``'s hand holds a noble (BR-4.3)."""
    hand = st["hands"][seat]
    return any(D.is_noble(c) for c in hand if not is_token(c)) or not any(is_token(c) for c in hand)


def answers_hand(card):
    """Whether opening ``card`` alone answers BR-4.3's question (a noble in the hand)."""
    return D.is_noble(card)


def outcome(st):
    return rules.outcome(st)


def seen_by(st, seat, mine):
    """The state as ``seat`` may see it: its own face-down cards named (``mine``: {token:
    card}), the other hands and the deck hidden (BR-14.1)."""
    s = st
    for tok, card in mine.items():
        s = name(s, tok, card)
    return S.view(s, seat)
