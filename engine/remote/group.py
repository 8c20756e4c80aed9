"""A game played by links among three or more seats, with no server: the group transcript, its
checks, and each seat's document.

Every message goes to every seat (a group chat or a mail thread). The transcript is one hash
chain of messages, and at every point exactly one seat owes the next one (``owes``), so a seat
never has to guess whose turn it is: turns are not strictly alternating (the seats answering a
draw, a defender declaring), yet no two seats ever write the same message number.

- message 0 (invitation, seat 0) and 1 … N−1 (each seat joining): the seat's chain anchor
  (chain.py) and signing key (sign.py);
- every message then holds ``steps``, each ``[kind, payload]``, each taken by the seat that
  owes it at that point: ``r`` the seat's next chain secret (a public chance event: the deal,
  an event card), ``a`` a move, ``s`` a shuffle pass of the crown deck, ``u`` a layer removed
  from the card being drawn, ``o`` one of its own face-down cards opened (a card played, a hand
  the rules must see, everything at the end).

A public chance event takes every seat's secret, the mover's first; its value is the hash of
all, so no seat or coalition short of every seat can steer or foresee it. A card drawn for one
seat alone is mental poker (group_deal.py): the crown deck is shuffled by every seat in turn,
each other seat removes its layer from the drawn card with a proof, and the drawer removes the
last in private. The game's adapter (the ``group`` module in its package) keeps face-down
cards unnamed in the state every seat replays. web/REMOTE.md states the threat model.
"""

import base64
import copy
import hashlib
import json
from importlib import import_module

from .. import safejson
from ..errors import InvalidState
from ..games import GAMES, game_module
from . import chain, group_deal as deal, protocol, sign
from .protocol import RemoteRefused, _hex, _signing_seed, public_key

FORMAT = 1
KIND = "rosarium-group"
LINK_PREFIX = "g1."
MAX_LINK = 2_000_000
CHAIN = 1024  # secrets per seat: a six-seat game of 30 rounds draws a few hundred event cards
SIG_DOMAIN = b"rosarium-group-signature:"


def _adapters():
    out = {}
    for gid, mod in GAMES.items():
        try:
            out[gid] = import_module(f"{mod.__name__}.group")
        except ModuleNotFoundError as exc:
            if exc.name != f"{mod.__name__}.group":
                raise
    return out


ADAPTERS = _adapters()


def _adapter(game):
    if game not in ADAPTERS:
        raise RemoteRefused("bad-link", f"{game!r} cannot be played by a group yet; games that can: "
                                        f"{', '.join(ADAPTERS) or 'none'}")
    return ADAPTERS[game]


def _hash(msg):
    body = {k: v for k, v in msg.items() if k not in ("hash", "sig")}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(b"rosarium-group-turn:" + text.encode()).hexdigest()


def _int(text, what):
    """A number written as lowercase hex with no leading zero (one spelling per number)."""
    if not isinstance(text, str) or not 0 < len(text) <= 520 or any(c not in "0123456789abcdef" for c in text) \
            or (len(text) > 1 and text[0] == "0"):
        raise RemoteRefused("bad-link", f"{what} must be a number in lowercase hex")
    return int(text, 16)


def _hx(x):
    return format(x, "x")


def _proof(p, what):
    if not isinstance(p, list) or len(p) != 2:
        raise RemoteRefused("bad-link", f"{what} must carry its proof")
    return _int(p[0], what), _int(p[1], what)


NAME_MAX = 40


def _name(name):
    """The name a seat gives itself as it joins (shown to every seat; signed like the rest):
    1 to NAME_MAX characters, no control characters, no leading or trailing space."""
    if not isinstance(name, str) or not 0 < len(name) <= NAME_MAX or name != name.strip() \
            or any(ord(c) < 32 or 127 <= ord(c) < 160 for c in name):
        raise RemoteRefused("bad-link", f"a seat's name must be 1 to {NAME_MAX} printable characters")
    return name


def names(msgs):
    """Each joined seat's name (None for a seat that gave none)."""
    return [m.get("name") if isinstance(m, dict) else None for m in msgs]


def _deal_seed(secret_hex):
    return hashlib.sha256(b"rosarium-deal-seed:" + bytes.fromhex(secret_hex)).digest()


def _cyclic(start, n):
    return [(start + i) % n for i in range(n)]


# ------------------------------------------------------------------ the transcript

_CACHE = {}


class Transcript:
    """The game a list of messages gives, checked message by message (``RemoteRefused``)."""

    _KEPT = tuple(("anchors keys dkeys revealed events resolved state states moves shuffle gen "
                   "cards_of values removed draw drawn owed queue named sender forfeit votes abandoned").split())

    def __init__(self, msgs, complete=True):
        self.msgs = msgs
        self._invitation(msgs[0] if msgs else None)
        n = self.N
        self.anchors, self.keys = [None] * n, [None] * n
        self.dkeys = {}  # deck number -> each seat's deal key for that deck
        self.revealed = [[] for _ in range(n)]
        self.events = []  # {"kind": "deal"|"public", "seat", "action", "order"}
        self.resolved = 0
        self.state, self.states, self.moves = None, [], []
        self.shuffle = None  # {"g", "cards", "decks", "order", "then"}
        self.gen = 0
        self.cards_of, self.values, self.removed, self.named = {}, {}, {}, {}
        self.draw = None  # {"token", "seat", "action", "order"}
        # the draw just made, until its drawer's next step: a card the rules show as it is drawn
        # is opened then and the draw played again ({"token", "seat", "action", "before", "moves"})
        self.drawn = None
        # {"seat", "card", "message"}: a seat opened a card the rules would have shown as it was
        # drawn, proof that it kept it back; the game ends there
        self.forfeit = None
        # seats that asked to end the game while the seat owing the next message stayed silent;
        # when every other seat has asked, the game ends there with no winner
        self.votes = []
        self.abandoned = None  # {"by": the silent seat, "message"}
        self.owed = None  # {"seat", "why": "hand"|"show", "tokens", "then"}
        self.queue = []  # further {"seat", "why": "show", "tokens"} after the one owed
        self.sender = None
        self._join(0, msgs[0])
        start = self._restore(msgs)
        for k in range(start, len(msgs)):
            self._message(k, msgs[k], complete or k < len(msgs) - 1)
            if k == len(msgs) - 1 and complete:
                self._keep(msgs[k]["hash"])

    # --- the kept prefixes (a page replays its transcript on every turn)
    def _restore(self, msgs):
        for k in range(1, len(msgs)):
            m = msgs[k]
            if not isinstance(m, dict) or m.get("prev") != msgs[k - 1].get("hash") or m.get("hash") != _hash(m):
                return 1
        for k in range(len(msgs) - 1, 0, -1):
            got = _CACHE.get(msgs[k]["hash"])
            if got is not None:
                self._load(got)
                return k + 1
        return 1

    def snapshot(self):
        out = {k: getattr(self, k) for k in self._KEPT}
        # states are never changed in place (the engine is pure): lists of them are copied
        # shallowly; the rest is small and copied whole so a kept prefix stays as it was
        shallow = {k: out.pop(k) for k in "states moves state".split()}
        out = copy.deepcopy(out)
        for k, v in shallow.items():
            out[k] = v if k == "state" else list(v)
        return out

    def _keep(self, key):
        if len(_CACHE) > 64:
            _CACHE.clear()
        _CACHE[key] = self.snapshot()

    def _load(self, got):
        for k, v in got.items():
            setattr(self, k, v)
        fresh = self.snapshot()  # the cached copy itself stays as it was
        for k, v in fresh.items():
            setattr(self, k, v)

    def clone(self):
        """A copy to try steps on (a seat's unsent steps)."""
        other = object.__new__(Transcript)
        other.msgs, other.adapter, other.mod, other.gid, other.N = self.msgs, self.adapter, self.mod, self.gid, self.N
        other.options = self.options
        for k, v in self.snapshot().items():
            setattr(other, k, v)
        return other

    # --- messages
    def _invitation(self, m):
        if not isinstance(m, dict) or m.get("n") != 0 or m.get("kind") != "group-invite":
            raise RemoteRefused("bad-link", "a group game starts with its invitation")
        _hex(m.get("gid"), 32, "the game id")
        self.gid = m["gid"]
        self.adapter = _adapter(m.get("game"))
        opts = m.get("options")
        if not isinstance(opts, dict) or opts.get("variant") not in self.adapter.VARIANTS:
            raise RemoteRefused("bad-link", f"options must be {{\"variant\": one of {', '.join(self.adapter.VARIANTS)}}}")
        self.options = opts
        self.N = self.adapter.seats(opts)
        if m.get("chain") != CHAIN or m.get("prev") is not None or m.get("from") != 0:
            raise RemoteRefused("bad-link", "not an invitation of this protocol")
        if m.get("hash") != _hash(m):
            raise RemoteRefused("altered", "the invitation does not match its own hash")
        self.mod = game_module(m["game"])

    def _join(self, n, m):
        """A seat's first message: its chain anchor and signing key."""
        self.anchors[n] = _hex(m.get("anchor"), 64, "the anchor")
        self.keys[n] = _hex(m.get("key"), 64, "the signing key")
        if "name" in m:
            _name(m["name"])
        self._signed(n, m)

    def _signed(self, seat, m):
        try:
            ok = sign.verify(bytes.fromhex(self.keys[seat]), SIG_DOMAIN + str(m.get("hash")).encode(),
                             bytes.fromhex(m.get("sig")))
        except (TypeError, ValueError):
            ok = False
        if not ok:
            raise RemoteRefused("forged-signature", f"message {m.get('n')} is not signed by the seat that sends it: "
                                                   "it was changed on its way, or made by someone else")

    def _message(self, n, m, complete):
        msgs = self.msgs
        if not isinstance(m, dict) or m.get("n") != n:
            raise RemoteRefused("missing", f"message {n} is missing: open the links in the order they were sent")
        if m.get("gid") != self.gid:
            raise RemoteRefused("other-game", "this message belongs to another game")
        if self.over():
            raise RemoteRefused("over", f"message {n} comes after the game ended")
        seat = self.owes()
        if m.get("from") != seat and m.get("steps") == [["x", "abandon"]] and seat is not None and n >= self.N:
            self._vote(n, m, seat)
            return
        if m.get("from") != seat:
            raise RemoteRefused("out-of-turn", f"message {n} must come from seat {seat}")
        if m.get("prev") != msgs[n - 1].get("hash"):
            raise RemoteRefused("altered", f"message {n} does not follow on from message {n - 1} of this game")
        if m.get("hash") != _hash(m):
            raise RemoteRefused("altered", f"message {n} does not match its own hash")
        self.sender = seat
        if n < self.N:
            self._join(n, m)
            if n == self.N - 1:  # every anchor is in: the deal, the last to join revealing first
                self.events.append({"kind": "deal", "order": [n] + list(range(n))})
        else:
            self._signed(seat, m)
            self.votes = []  # the silent seat answered: the asks to end lapse
        steps = m.get("steps", [])
        if not isinstance(steps, list) or len(steps) > 256 or (n >= self.N and not steps):
            raise RemoteRefused("bad-link", f"message {n} must hold a list of steps")
        for st in steps:
            self.step(seat, st, n)
        if complete and self.owes() == seat and not self.over():
            raise RemoteRefused("bad-link", f"message {n} ends before its seat has done what it owes")

    def _vote(self, n, m, silent):
        """A seat asks to end the game while ``silent`` owes the next message (REMOTE.md)."""
        voter = m.get("from")
        if isinstance(voter, bool) or voter not in range(self.N) or voter in self.votes:
            raise RemoteRefused("out-of-turn", f"message {n} must come from seat {silent}")
        if m.get("prev") != self.msgs[n - 1].get("hash") or m.get("hash") != _hash(m):
            raise RemoteRefused("altered", f"message {n} does not follow on from message {n - 1} of this game")
        self._signed(voter, m)
        self.sender = voter
        self.votes.append(voter)
        if len(self.votes) == self.N - 1:
            self.abandoned = {"by": silent, "message": n}

    def step(self, seat, st, n="?"):
        if not (isinstance(st, list) and len(st) == 2 and st[0] in "rasuo" and len(st[0]) == 1):
            raise RemoteRefused("bad-link", f"message {n}: a step is one of r, a, s, u, o with its payload")
        if self.owes() != seat:
            raise RemoteRefused("out-of-turn", f"message {n}: seat {seat} takes a step another seat owes")
        kind, body = st
        dr = self.drawn
        self.drawn = None  # the drawer's next step: the card drawn is shown now or never
        if dr is not None and kind == "o" and isinstance(body, dict) and body.get("at") == dr["token"] \
                and body.get("card") in self.adapter.SHOWN_ON_DRAW:
            self._open(seat, body, n, dr)
            return
        {"r": self._reveal, "a": self._act, "s": self._pass, "u": self._unlock, "o": self._open}[kind](seat, body, n)

    # --- who owes what
    def owes(self):
        """The seat that owes the next step, or None (the game is over)."""
        if self.forfeit is not None or self.abandoned is not None:
            return None
        if self.anchors[-1] is None:  # seats still joining, in seat order
            return self.anchors.index(None)
        if self.shuffle is not None:
            return self.shuffle["order"][len(self.shuffle["decks"]) - 1]
        k = self.open_event()
        if k is not None:
            return next(s for s in self.events[k - 1]["order"] if len(self.revealed[s]) < k)
        if self.draw is not None:
            return self.draw["order"][len(self.removed[self.draw["token"]])]
        if self.owed is not None:
            return self.owed["seat"]
        if self.state is None or self.mod.outcome(self.state) is not None:
            return None
        return self.mod.current_player(self.state)

    def on_move(self):
        """The seat to choose a move now, or None."""
        if self.shuffle or self.open_event() or self.draw or self.owed or self.state is None or self.forfeit \
                or self.abandoned:
            return None
        if self.mod.outcome(self.state) is not None:
            return None
        return self.mod.current_player(self.state)

    def open_event(self):
        return self.resolved + 1 if self.resolved < len(self.events) else None

    def over(self):
        return self.abandoned is not None or (self.state is not None and self.owes() is None)

    # --- steps
    def _reveal(self, seat, value, n):
        k = len(self.revealed[seat]) + 1
        if k > len(self.events) or k > CHAIN:
            raise RemoteRefused("forged-secret", f"message {n} reveals a secret for a chance event that has not begun")
        previous = self.revealed[seat][-1] if self.revealed[seat] else self.anchors[seat]
        if not chain.follows(previous, value):
            raise RemoteRefused("forged-secret", f"message {n}: a revealed secret does not match its commitment")
        self.revealed[seat].append(value)
        while self.resolved < len(self.events) and all(len(r) > self.resolved for r in self.revealed):
            k = self.resolved + 1
            value = chain.joint(self.gid, k, [r[k - 1] for r in self.revealed])
            ev = self.events[k - 1]
            self.resolved = k
            if ev["kind"] == "deal":
                self.state = self.adapter.deal(self.options, value)
                self.states.append(self.state)
                self._start_shuffle(seat, None)
            else:
                self._play(ev["seat"], ev["action"], ("public", value))

    def _act(self, seat, action, n):
        if self.on_move() != seat:
            raise RemoteRefused("out-of-turn", f"message {n} moves for a seat not on the move")
        if not isinstance(action, str) or action not in self.mod.legal_actions(self.state):
            raise RemoteRefused("illegal", f"message {n}: {action!r} is not a legal move here")
        played = self.adapter.card_played(self.state, action)
        if played is not None and self.adapter.is_token(played):
            raise RemoteRefused("illegal", f"message {n} plays a card without opening it first")
        need = self.adapter.needs(self.state, action)
        if need == "public":
            if len(self.events) >= CHAIN:
                raise RemoteRefused("chain-spent", f"this game has used all {CHAIN} chance values of its chains")
            self.events.append({"kind": "public", "seat": seat, "action": action, "order": _cyclic(seat, self.N)})
        elif need == "restock":
            self._start_shuffle(seat, (seat, action))
        elif need == "private":
            self._start_draw(seat, action)
        else:
            self._play(seat, action, None)

    def _start_shuffle(self, seat, then):
        cards = self.adapter.cards_to_shuffle(self.state)
        self.shuffle = {"g": self.gen, "cards": cards, "decks": [[deal.card_code(c) for c in cards]],
                        "order": _cyclic(seat, self.N), "then": then}

    def _pass(self, seat, body, n):
        sh = self.shuffle
        if sh is None or not isinstance(body, dict) or not isinstance(body.get("x"), list):
            raise RemoteRefused("bad-link", f"message {n}: a shuffle pass holds a deck and its proof")
        before = sh["decks"][-1]
        after = [_int(x, "a shuffled card") for x in body["x"]]
        y = _int(body.get("y"), "a deal key")
        if not deal.in_group(y):
            raise RemoteRefused("forged-secret", f"message {n}: a deal key outside the group")
        try:
            deal.check_shuffle_step(before, after, y, _proof(body.get("p"), "a shuffle pass"),
                                    (self.gid, sh["g"], seat))
        except deal.DealRefused as exc:
            raise RemoteRefused("forged-secret", f"message {n}: {exc}") from None
        sh["decks"].append(after)
        self.dkeys.setdefault(sh["g"], [None] * self.N)[seat] = y
        if len(sh["decks"]) <= self.N:
            return
        g = sh["g"]
        tokens = [self.adapter.token(g, i) for i in range(len(after))]
        for tok, v in zip(tokens, after):
            self.values[tok], self.removed[tok] = v, []
        self.cards_of[g] = sh["cards"]
        self.gen = g + 1
        self.shuffle = None
        self.state = self.adapter.with_deck(self.state, tokens)
        if sh["then"] is None:  # the deal's deck: the game begins
            self.states[-1] = self.state
        else:
            self._start_draw(*sh["then"])

    def _start_draw(self, seat, action):
        tok = self.adapter.top(self.state)
        self.draw = {"token": tok, "seat": seat, "action": action, "order": _cyclic(seat, self.N)[1:]}

    def _unlock(self, seat, body, n):
        dr = self.draw
        if dr is None or not isinstance(body, dict) or body.get("at") != dr["token"]:
            raise RemoteRefused("bad-link", f"message {n}: a layer removed names the card being drawn")
        tok = dr["token"]
        out = _int(body.get("v"), "a card's value")
        try:
            deal.check_unlock_step(self.values[tok], out, self._dkey(tok, seat), _proof(body.get("p"), "a layer removed"),
                                   (self.gid, tok))
        except deal.DealRefused as exc:
            raise RemoteRefused("forged-secret", f"message {n}: {exc}") from None
        self.values[tok] = out
        self.removed[tok].append(seat)
        if len(self.removed[tok]) < self.N - 1:
            return
        self.draw = None
        before, count, states = self.state, len(self.moves), len(self.states)
        self._play(dr["seat"], dr["action"], ("private", None))
        self.drawn = {"token": tok, "seat": dr["seat"], "action": dr["action"], "before": before, "count": count,
                      "states": states}

    def _dkey(self, tok, seat):
        return self.dkeys[int(tok[1:].split(".")[0])][seat]

    def _open(self, seat, body, n, drawn=None):
        if not isinstance(body, dict) or not isinstance(body.get("at"), str) or not isinstance(body.get("card"), str):
            raise RemoteRefused("bad-link", f"message {n}: an opening names a card and carries its proof")
        tok, card = body["at"], body["card"]
        mine = self.adapter.holder(self.state, tok) == seat
        owed = self.owed is not None and tok in self.owed["tokens"]
        if tok in self.named or not (mine or owed) or len(self.removed.get(tok, ())) != self.N - 1:
            raise RemoteRefused("out-of-turn", f"message {n} opens a card that is not its seat's to open now")
        g = int(tok[1:].split(".")[0])
        if card not in self.cards_of[g] or card in [self.named.get(t) for t in self.named if t.startswith(f"?{g}.")]:
            raise RemoteRefused("forged-opening", f"message {n}: an opened card is no card left in that deck")
        try:
            deal.check_unlock_step(self.values[tok], deal.card_code(card), self._dkey(tok, seat),
                                   _proof(body.get("p"), "an opening"), (self.gid, tok, "open"))
        except deal.DealRefused:
            raise RemoteRefused("forged-opening", f"message {n}: an opened card is not the card drawn") from None
        self.named[tok] = card
        if drawn is not None:  # shown as drawn: the draw is played again with the card named
            del self.moves[drawn["count"]:]
            del self.states[drawn["states"]:]
            self.state, self.owed, self.queue = drawn["before"], None, []
            self._play(seat, drawn["action"], ("private", card))
            return
        if card in self.adapter.SHOWN_ON_DRAW:
            self.forfeit = {"seat": seat, "card": card, "message": n}
            self.owed, self.queue = None, []
            return
        self.state = self.adapter.name(self.state, tok, card)
        ow = self.owed
        if ow is None or tok not in ow["tokens"]:
            return
        ow["tokens"].remove(tok)
        if ow["why"] == "hand":
            if self.adapter.opened_enough(self.state, ow["seat"]):
                self.owed = None
                self._play(*ow["then"])
            return
        self.states[-1] = self.state
        if not ow["tokens"]:
            self.owed = self.queue.pop(0) if self.queue else None

    def _play(self, seat, action, chance):
        """Play a move with its chance outcome; when the rules must see a face-down hand, its
        seat owes openings first and the move is played again from the same state."""
        before = self.state
        try:
            if chance is None:
                new, entry, happened = self.adapter.apply(before, action)
            elif chance[0] == "public":
                new, entry, happened = self.adapter.resolve_event(before, action, chance[1])
            else:
                new, entry, happened = self.adapter.resolve_draw(before, action, chance[1])
        except self.adapter.HiddenHand as need:
            self.owed = {"seat": need.seat, "why": "hand", "tokens": self.adapter.hand_tokens(before, need.seat),
                         "then": [seat, action, chance]}
            return
        self.moves.append({"action": action, "entry": entry, "seat": seat, "happened": happened, "before": before})
        self.state = new
        self.states.append(new)
        shows = []
        for tok in self.adapter.exposed(new):
            holder = self.adapter.holder(before, tok)
            shows.append({"seat": holder, "why": "show", "tokens": [tok]})
        if self.mod.outcome(new) is not None:  # every card is shown at the end
            for s in _cyclic(seat, self.N):
                left = self.adapter.hand_tokens(new, s)
                if left:
                    shows.append({"seat": s, "why": "show", "tokens": left})
        merged = []
        for sh in shows:
            if merged and merged[-1]["seat"] == sh["seat"]:
                merged[-1]["tokens"] += [t for t in sh["tokens"] if t not in merged[-1]["tokens"]]
            else:
                merged.append(sh)
        if merged:
            self.owed, self.queue = merged[0], merged[1:]


def transcript(msgs, complete=True):
    return Transcript(msgs, complete)


# ------------------------------------------------------------------ links


def encode(gid, msgs):
    return protocol.encode(gid, msgs, LINK_PREFIX)


def decode(text):
    if not isinstance(text, str) or not text.startswith(LINK_PREFIX) or len(text) > MAX_LINK:
        raise RemoteRefused("bad-link", "this is not a Rosarium group link")
    body = text[len(LINK_PREFIX):].strip()
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        data = safejson.loads(raw, "the group link")
    except (ValueError, InvalidState):
        raise RemoteRefused("bad-link", "this group link is damaged (cut short or changed)") from None
    if not isinstance(data, dict) or data.get("v") != FORMAT or not isinstance(data.get("msgs"), list) or not data["msgs"]:
        raise RemoteRefused("bad-link", "this is not a Rosarium group link of a known version")
    _hex(data.get("gid"), 32, "the game id")
    for m in data["msgs"]:
        if not isinstance(m, dict) or m.get("gid") != data["gid"] or isinstance(m.get("n"), bool) \
                or not isinstance(m.get("n"), int):
            raise RemoteRefused("bad-link", "this group link mixes games or lacks message numbers")
    return data


def link_info(text):
    """What a group link is before any game is looked up: {"gid", "numbers" (its messages'
    lowest and highest), "game", "seats" (both from the invitation, when the link holds it)}."""
    data = decode(text)
    ns = [m["n"] for m in data["msgs"]]
    first = next((m for m in data["msgs"] if m["n"] == 0), None)
    seats = None
    if first is not None and first.get("game") in ADAPTERS and isinstance(first.get("options"), dict) \
            and first["options"].get("variant") in ADAPTERS[first["game"]].VARIANTS:
        seats = ADAPTERS[first["game"]].seats(first["options"])
    named = {m["n"]: m.get("name") for m in data["msgs"] if isinstance(m.get("name"), str)}
    return {"gid": data["gid"], "numbers": [min(ns), max(ns)], "game": first.get("game") if first else None,
            "seats": seats, "names": [named.get(k) for k in range(seats or 0)]}


# ------------------------------------------------------------------ a seat's document


def _seal(msg, secret_hex):
    msg["hash"] = _hash(msg)
    msg["sig"] = sign.sign(_signing_seed(secret_hex), SIG_DOMAIN + msg["hash"].encode()).hex()
    return msg


def _first(n, gid, secret_hex, prev, name=None):
    msg = {"n": n, "gid": gid, "from": n, "prev": prev, "anchor": chain.anchor(secret_hex, CHAIN),
           "key": public_key(secret_hex)}
    if name is not None:
        msg["name"] = _name(name)
    return msg


def invite(game, options, secret_hex, gid_hex, name=None):
    """A new group game's document for its first seat (seat 0) and the invitation link;
    ``name``: the name the seat gives itself, shown to every seat (optional)."""
    _hex(secret_hex, 64, "the seed")
    _hex(gid_hex, 32, "the game id")
    adapter = _adapter(game)
    options = dict(options or {})
    options.setdefault("variant", adapter.VARIANTS[0])
    msg = _first(0, gid_hex, secret_hex, None, name)
    msg.update(kind="group-invite", game=game, options=options, chain=CHAIN)
    msg = _seal(msg, secret_hex)
    Transcript([msg])
    doc = {"format": FORMAT, "kind": KIND, "gid": gid_hex, "game": game, "me": 0, "secret": secret_hex, "msgs": [msg]}
    return {"doc": doc, "link": encode(gid_hex, [msg])}


def _messages(links):
    got = {}
    gid = None
    for link in links:
        data = decode(link)
        if gid is not None and data["gid"] != gid:
            raise RemoteRefused("other-game", "these links belong to different games")
        gid = data["gid"]
        for m in data["msgs"]:
            if m["n"] in got and got[m["n"]] != m:
                raise RemoteRefused("altered", f"two links give different messages {m['n']}")
            got[m["n"]] = m
    msgs = [got[k] for k in sorted(got)]
    if [m["n"] for m in msgs] != list(range(len(msgs))):
        raise RemoteRefused("missing", "a message is missing: open every link sent so far")
    return gid, msgs


def join(links, secret_hex, name=None):
    """A seat's document from the invitation and the joins sent so far (``links``: any links
    that hold them), and its join link, which holds them too: it takes the next free seat; the
    last to join reveals its secret for the deal at once."""
    _hex(secret_hex, 64, "the seed")
    gid, msgs = _messages(links)
    t = Transcript(msgs)
    if len(msgs) >= t.N:
        raise RemoteRefused("not-invited", "every seat of this game is taken")
    n = len(msgs)
    msg = _first(n, gid, secret_hex, msgs[-1]["hash"], name)
    msg["steps"] = [["r", chain.secret(secret_hex, 1, CHAIN)]] if n == t.N - 1 else []
    msg = _seal(msg, secret_hex)
    msgs = msgs + [msg]
    Transcript(msgs)
    doc = {"format": FORMAT, "kind": KIND, "gid": gid, "game": msgs[0]["game"], "me": n, "secret": secret_hex,
           "msgs": msgs}
    # every message so far: the next player to join needs only this one link
    return {"doc": doc, "link": encode(gid, msgs)}


def _doc(doc):
    if not isinstance(doc, dict) or doc.get("kind") != KIND or doc.get("format") != FORMAT:
        raise RemoteRefused("bad-link", "not a game played by a group")
    _hex(doc.get("secret"), 64, "the document's seed")
    if not isinstance(doc.get("msgs"), list) or isinstance(doc.get("me"), bool) or not isinstance(doc.get("me"), int):
        raise RemoteRefused("bad-link", "the document lacks its messages or its seat")
    return doc


def receive(doc, link):
    """The document with the link's new messages added; ``RemoteRefused`` (the document
    unchanged) for another game's link, an old link, a changed earlier message, a gap, a
    message in this seat's name, or any step that fails its check."""
    doc = _doc(doc)
    data = decode(link)
    if data["gid"] != doc["gid"]:
        raise RemoteRefused("other-game", "this link belongs to another game")
    msgs = list(doc["msgs"])
    new = 0
    for m in sorted(data["msgs"], key=lambda m: m["n"]):
        k = m["n"]
        if k < len(msgs):
            if m != msgs[k]:
                raise RemoteRefused("altered", f"this link changes message {k}, which was sent already")
            continue
        if k > len(msgs):
            raise RemoteRefused("missing", f"message {len(msgs)} is missing: open the links in the order they were sent")
        if m.get("from") == doc["me"]:
            raise RemoteRefused("out-of-turn", "this link holds a message in your name that you did not send")
        msgs.append(m)
        new += 1
    if not new:
        raise RemoteRefused("replayed", "this link was opened already; nothing new in it")
    Transcript(msgs)
    return dict(doc, msgs=msgs)


_MINE = {}


def _deck(tok):
    return int(tok[1:].split(".")[0])


def _card(doc, t, tok):
    """The card behind face-down card ``tok`` drawn for this seat: its last layer removed in
    private (the others' layers are all off by then)."""
    key = (doc["gid"], doc["me"], tok, t.values[tok])
    card = _MINE.get(key)
    if card is None:
        g = _deck(tok)
        d, _ = deal.keys(_deal_seed(doc["secret"]), g)
        card = deal.card_of(pow(t.values[tok], d, deal.P), t.cards_of[g])
        if card is None:
            raise RemoteRefused("forged-secret", "a card drawn for this seat is no card of the deck: "
                                                 "a shuffle was forged")
        if len(_MINE) > 4096:
            _MINE.clear()
        _MINE[key] = card
    return card


def mine(doc, t):
    """{token: card} of this seat's own face-down cards."""
    return {tok: _card(doc, t, tok) for tok in t.adapter.hand_tokens(t.state, doc["me"])}


def _opening(doc, t, tok):
    seed = _deal_seed(doc["secret"])
    if len(t.removed.get(tok, ())) != t.N - 1:
        raise RemoteRefused("bad-link", "this seat cannot open a card it does not hold")
    card = _card(doc, t, tok)
    _, (c, r) = deal.unlock_step(t.values[tok], seed, _deck(tok), (doc["gid"], tok, "open"))
    return ["o", {"at": tok, "card": card, "p": [_hx(c), _hx(r)]}]


def _duty(doc, t):
    """The step this seat owes now without a choice, or None."""
    me = doc["me"]
    if t.owes() != me:
        return None
    seed = _deal_seed(doc["secret"])
    if t.shuffle is not None:
        sh = t.shuffle
        deck, (c, r) = deal.shuffle_step(sh["decks"][-1], seed, sh["g"], (doc["gid"], sh["g"], me))
        y = deal.public_key(deal.keys(seed, sh["g"])[0])
        return ["s", {"x": [_hx(x) for x in deck], "y": _hx(y), "p": [_hx(c), _hx(r)]}]
    k = t.open_event()
    if k is not None:
        return ["r", chain.secret(doc["secret"], len(t.revealed[me]) + 1, CHAIN)]
    if t.draw is not None:
        tok = t.draw["token"]
        out, (c, r) = deal.unlock_step(t.values[tok], seed, _deck(tok), (doc["gid"], tok))
        return ["u", {"at": tok, "v": _hx(out), "p": [_hx(c), _hx(r)]}]
    dr = t.drawn
    if dr is not None and dr["seat"] == me and dr["token"] in mine(doc, t) \
            and mine(doc, t)[dr["token"]] in t.adapter.SHOWN_ON_DRAW:
        return _opening(doc, t, dr["token"])
    if t.owed is not None:
        toks = t.owed["tokens"]
        if t.owed["why"] == "hand":  # one card the rules ask about, if it answers them
            answers = [x for x in toks if t.adapter.answers_hand(_card(doc, t, x))]
            return _opening(doc, t, (answers or toks)[0])
        return _opening(doc, t, toks[0])
    return None


def _forced(t):
    acts = t.mod.legal_actions(t.state)
    return acts[0] if len(acts) == 1 and acts[0] in t.adapter.FORCED else None


def reply(doc, action=None):
    """This seat's next message: the steps it owes, ``action`` (opening the card it plays
    first), and what it then owes, while it owes without a choice. Returns {"doc", "link"};
    while this seat still has a choice to make, the steps wait in the document's private
    ``draft`` and ``link`` is None (with no ``action``: the steps owed so far, to show the
    seat the position it chooses in)."""
    doc = _doc(doc)
    msgs = doc["msgs"]
    t = Transcript(msgs)
    me = doc["me"]
    if t.owes() != me:
        raise RemoteRefused("out-of-turn", "another seat owes the next message")
    steps = list(doc.get("draft") or [])
    seen = t.clone()
    for st in steps:
        seen.step(me, st)

    def duties():
        while True:
            st = _duty(doc, seen)
            if st is None and seen.on_move() == me and _forced(seen) is not None:
                st = ["a", _forced(seen)]
            if st is None:
                return
            seen.step(me, st)
            steps.append(st)

    duties()
    if action is not None:
        if seen.on_move() != me:
            raise RemoteRefused("out-of-turn", "it is not your move")
        if action not in seen.mod.legal_actions(seen.state):
            raise RemoteRefused("illegal", f"{action!r} is not a legal move here")
        played = seen.adapter.card_played(seen.state, action)
        if played is not None and seen.adapter.is_token(played):
            st = _opening(doc, seen, played)
            seen.step(me, st)
            steps.append(st)
        # an opening that proves a card kept back ends the game; one shown as drawn (its first
        # chance) is played by the rules at once, and the move chosen with it is void
        still = played is None or seen.adapter.holder(seen.state, seen.named.get(played)) == me
        if still and seen.on_move() == me and action in seen.mod.legal_actions(seen.state):
            seen.step(me, ["a", action])
            steps.append(["a", action])
            duties()
    if seen.owes() == me and not seen.over():  # a choice is still to make
        return {"doc": dict(doc, draft=steps), "link": None}
    msg = _seal({"n": len(msgs), "gid": doc["gid"], "from": me, "prev": msgs[-1]["hash"], "steps": steps},
                doc["secret"])
    new = {k: v for k, v in doc.items() if k != "draft"}
    new["msgs"] = msgs + [msg]
    Transcript(new["msgs"])
    return {"doc": new, "link": encode(doc["gid"], [msg])}


def ask_end(doc):
    """This seat's message asking to end the game while another seat stays silent: when every
    seat but the silent one has asked, in a row, the game ends with no winner and nothing more
    is shown. The silent seat's next message, if it comes first, makes the asks lapse."""
    doc = _doc(doc)
    msgs = doc["msgs"]
    t = Transcript(msgs)
    if t.over():
        raise RemoteRefused("over", "the game is over")
    if t.owes() == doc["me"] or len(msgs) < t.N:
        raise RemoteRefused("out-of-turn", "you owe the next message yourself")
    if doc["me"] in t.votes:
        raise RemoteRefused("replayed", "you have asked already")
    msg = _seal({"n": len(msgs), "gid": doc["gid"], "from": doc["me"], "prev": msgs[-1]["hash"],
                 "steps": [["x", "abandon"]]}, doc["secret"])
    new = dict(doc, msgs=msgs + [msg])
    new.pop("draft", None)
    Transcript(new["msgs"])
    return {"doc": new, "link": encode(doc["gid"], [msg])}


def seen(doc):
    """(transcript, the state as this seat may see it, including its unsent steps)."""
    doc = _doc(doc)
    t = Transcript(doc["msgs"])
    if doc.get("draft"):
        t = t.clone()
        for st in doc["draft"]:
            t.step(doc["me"], st)
    view = None if t.state is None else t.adapter.seen_by(t.state, doc["me"], mine(doc, t))
    return t, view


def last_link(doc):
    """The link of the last message this seat sent (to send again), or None."""
    mine_ = [m for m in doc["msgs"] if m.get("from") == doc["me"]]
    return encode(doc["gid"], [mine_[-1]]) if mine_ else None


def screen(doc, lang="en"):
    """What this seat's page shows: ``stage`` (``joining``: seats still to join; ``send``: this
    seat owes a message that needs no choice, ready to make; ``move``: this seat chooses a
    move; ``waiting``: another seat owes, named in ``owes``; ``over``), the seat's view of the
    position and its legal moves, the moves played in words, the asks to end, how a game that
    ended outside its rules ended, and this seat's last link."""
    doc = _doc(doc)
    t, view = seen(doc)
    me = doc["me"]
    owes = t.owes()
    if t.over():
        stage = "over"
    elif len(doc["msgs"]) < t.N:
        stage = "joining" if owes != me else "send"
    elif owes == me:
        stage = "move" if t.on_move() == me else "send"
    else:
        stage = "waiting"
    played = [{"seat": mv["seat"], "action": mv["action"], "entry": mv["entry"], "barrier": True, "lang": lang,
               "desc": t.mod.narrate(mv["before"], mv["entry"], mv["happened"], lang)} for mv in t.moves]
    # every position so far as this seat may see it (the page's move list): its own cards named
    # wherever it held them face down
    held = {}
    for st in t.states:
        for tok in t.adapter.hand_tokens(st, me):
            if tok not in held and len(t.removed.get(tok, ())) == t.N - 1:
                held[tok] = _card(doc, t, tok)
    states = [t.adapter.seen_by(st, me, {k: v for k, v in held.items() if k in t.adapter.hand_tokens(st, me)})
              for st in t.states]
    if t.over() and states and not t.adapter.hand_tokens_left(t.state):
        states[-1] = t.adapter.shown_at_end(t.state, me, held)  # everything the rules show at the end
    ended = None
    if t.forfeit is not None:
        ended = {"reason": "forfeit", "by": t.forfeit["seat"], "card": t.forfeit["card"], "winner": None}
    elif t.abandoned is not None:
        ended = {"reason": "abandoned", "by": t.abandoned["by"], "winner": None}
    return {"gid": doc["gid"], "game": doc["game"], "me": me, "seats": t.N, "joined": len([a for a in t.anchors if a]),
            "stage": stage, "owes": owes, "view": view, "states": states, "names": names(doc["msgs"][:t.N]),
            "legal": t.mod.legal_actions(view) if stage == "move" else [],
            "played": played, "votes": list(t.votes), "ended": ended,
            "outcome": t.mod.outcome(t.state) if t.state is not None else None,
            "count": len(doc["msgs"]) - 1, "link": last_link(doc), "options": doc["msgs"][0]["options"]}
