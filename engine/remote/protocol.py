"""Invitations and turns of a game played by passing links, and the checks every link passes.

A game is a transcript of messages, sent in turn by the two sides (message 0 by the inviter,
1 by the friend, 2 by the inviter, …). Each names the game (a random 128-bit id) and its
number, and holds the hash of the message before it, so the transcript is a hash chain: a link
is accepted only when its messages follow on from the transcript this browser holds.

- message 0 (invitation): the game, its options, the inviter's seat and chain anchor;
- message 1 (acceptance): the friend's anchor and its first secret, for the deal (event 1);
- every message: ``steps``, in order, each ``["r", secret]`` (the sender's next secret of its
  chain, only for a chance event already begun) or ``["a", action]`` (the sender's move; a move
  that needs chance begins the next event and the sender reveals its own secret for it at once);
  in a game with secret pieces (an adapter with ``SLOTS``) also ``["c", commitments]`` (the
  sender's secret arrangement as salted commitments, ``commit``) and ``["o", opening]`` (a piece
  the rules are showing, owed by its owner, checked against its commitment).

A message ends with the sender having revealed a secret for every event begun, opened every
piece of its own the rules show, and no longer on the move; the other side then owes the next
one (its secret for any open event, its openings, then its moves: a message may hold several,
kept in the sender's private ``draft`` until it owes nothing more). An event is resolved as
soon as both secrets are in, from ``chain.joint``; no state holds any outcome before that. Each
side's document adds its own seed (and arrangement, if any: both private) to the transcript; a
link carries messages only. web/REMOTE.md states the threat model.
"""

import base64
import hashlib
import json

from importlib import import_module

from .. import safejson
from ..errors import InvalidState
from ..games import GAMES, game_module
from . import chain, commit, sign

FORMAT = 1
KIND = "rosarium-remote"
LINK_PREFIX = "r1."
MAX_LINK = 400_000


def _adapters():
    """Each game that can be played at a distance has a ``remote`` module in its package (its
    deal and draws from joint values, its variants offered); the others have none."""
    out = {}
    for gid, mod in GAMES.items():
        try:
            out[gid] = import_module(f"{mod.__name__}.remote")
        except ModuleNotFoundError as exc:
            if exc.name != f"{mod.__name__}.remote":
                raise
            continue
    return out


ADAPTERS = _adapters()


class RemoteRefused(InvalidState):
    """A link or document that cannot continue the game; ``field`` is a reason code the page
    words (other-game, replayed, altered, missing, out-of-turn, forged-secret, bad-link,
    illegal, not-invited, forged-opening, forged-signature, over, chain-spent)."""


def _hash(msg):
    body = {k: v for k, v in msg.items() if k not in ("hash", "sig")}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(b"rosarium-turn:" + text.encode()).hexdigest()


# A page checks its whole transcript on every turn: a message whose content was found to hash to
# its "hash" is known by its exact text (repr tells 1 from True and 1.0, as the hash does), so
# the next check of the same message compares texts instead of hashing it again.
_INTACT = {}


def _intact(m):
    """Whether message ``m`` matches its own hash."""
    h = m.get("hash")
    if not isinstance(h, str):
        return False
    text = repr(m)
    if _INTACT.get(h) == text:
        return True
    if h != _hash(m):
        return False
    if len(_INTACT) >= 65_536:
        _INTACT.clear()
    _INTACT[h] = text
    return True


def _hex(value, digits, what):
    if not isinstance(value, str) or len(value) != digits or any(c not in "0123456789abcdef" for c in value):
        raise RemoteRefused("bad-link", f"{what} must be {digits} lowercase hex digits")
    return value


# ------------------------------------------------------------------ signatures
#
# Each side signs every message it sends with a key grown from its own seed by a key of its own
# (so the seed's other uses learn nothing of it, and a private save, which holds the seed, signs
# on in any browser); its public key travels in its first message, inside the hash chain.

SIG_DOMAIN = b"rosarium-turn-signature:"


def _signing_seed(secret_hex):
    return hashlib.sha256(b"rosarium-sign-key:" + secret_hex.encode()).digest()


def public_key(secret_hex):
    """The public key (64 hex digits) of the side whose seed is ``secret_hex``."""
    return sign.public_key(_signing_seed(secret_hex)).hex()


def _signature(msg, secret_hex):
    return sign.sign(_signing_seed(secret_hex), SIG_DOMAIN + msg["hash"].encode()).hex()


def _keys(msgs):
    """Each seat's public key as its first message announced it (None: not yet, or a game begun
    before turns were signed)."""
    keys = [None, None]
    if msgs and isinstance(msgs[0], dict) and msgs[0].get("seat") in (0, 1):
        keys[msgs[0]["seat"]] = msgs[0].get("key")
        if len(msgs) > 1 and isinstance(msgs[1], dict):
            keys[1 - msgs[0]["seat"]] = msgs[1].get("key")
    return keys


def check_signatures(msgs, first=0):
    """Every message from number ``first`` on carries its sender's signature over its hash, in a
    game whose invitation carries a key; ``RemoteRefused`` ``forged-signature`` otherwise."""
    if not msgs or not isinstance(msgs[0], dict) or "key" not in msgs[0]:
        return  # a game begun before turns were signed goes on as it began
    keys = _keys(msgs)
    for n in range(first, len(msgs)):
        m = msgs[n]
        key = keys[_sender(msgs, n)]
        sig = m.get("sig")
        ok = False
        try:
            ok = sign.verify(bytes.fromhex(key), SIG_DOMAIN + str(m.get("hash")).encode(), bytes.fromhex(sig))
        except (TypeError, ValueError):
            ok = False
        if not ok:
            raise RemoteRefused("forged-signature", f"turn {n} is not signed by the side that sends it: "
                                                   "it was changed on its way, or made by someone else")


def _adapter(game):
    if game not in ADAPTERS:
        raise RemoteRefused("bad-link", f"{game!r} cannot be played at a distance yet; "
                            f"games that can: {', '.join(ADAPTERS)}")
    return ADAPTERS[game]


def _sender(msgs, n):
    """Seat sending message n: the inviter's seat for even n, the friend's for odd n."""
    inviter = msgs[0]["seat"]
    return inviter if n % 2 == 0 else 1 - inviter


# ------------------------------------------------------------------ the transcript


_CACHE = {}


class Transcript:
    """The game a list of messages gives, checked message by message (``RemoteRefused``).

    ``base``: a transcript checked earlier in the same call whose messages, the very objects,
    begin ``msgs`` (a preview of unsent steps, the turn just sealed): its checked states are
    taken over and only the messages after them are checked."""

    def __init__(self, msgs, complete=True, base=None):
        self.msgs = msgs
        self.complete = complete
        self.anchors = [None, None]
        self.revealed = [[], []]
        self.events = []  # {"kind": "deal"} or {"kind": "chance", "seat", "action"}
        self.resolved = 0
        self.state = None
        self.states = []
        self.moves = []  # {"action", "entry", "seat", "happened", "before"}
        self.commitments = [None, None]  # per seat {slot: hash}, games with secret pieces
        self.owed = None  # {"seat", "slot"}: the opening the rules wait for
        self.waiting = None  # {"seat", "action", "value"}: the move played again after it
        self.closing = []  # seats opening all their pieces at the end, in order
        # {"seat", "message", "slot", "piece", "why"}: a seat opened a piece that matched its
        # commitment and that the rules refuse, so it had committed to an arrangement that
        # breaks them; the game ends there and the other seat wins
        self.forfeit = None
        # {"seat", "message", "action"}: a move that needed one chance value more than the chains
        # hold; no fair value is left to give it, so the game ends there, drawn
        self.spent = None
        self.sender = None
        self._check_invitation(msgs[0] if msgs else None)
        start = (base is not None and self._follow(base, msgs)) or self._restore(msgs)
        for n in range(start, len(msgs)):
            last = n == len(msgs) - 1
            self._message(n, msgs[n], complete or not last)
            if last and complete or n == len(msgs) - 2:
                self._keep(msgs[n]["hash"])

    # A page replays its transcript on every turn; the checked states of a prefix are kept,
    # keyed by the hash of its last message. A prefix is reused only when every message's hash
    # and link to the one before checks out, so (SHA-256 being collision-free in practice) the
    # messages are exactly those that were checked.
    def _restore(self, msgs):
        for n in range(1, len(msgs)):
            m = msgs[n]
            if not isinstance(m, dict) or m.get("prev") != msgs[n - 1].get("hash") or not _intact(m):
                return 1
        for n in range(len(msgs) - 1, 0, -1):
            got = _CACHE.get(msgs[n]["hash"])
            if got is not None:
                self._load(got)
                return n + 1
        return 1

    def _follow(self, base, msgs):
        k = len(base.msgs)
        if not base.complete or base.gid != self.gid or k > len(msgs) or any(a is not b for a, b in zip(base.msgs, msgs)):
            return 0
        self._load({name: getattr(base, name) for name in self._KEPT})
        return k

    _KEPT = tuple("anchors revealed events resolved state states moves commitments owed waiting closing forfeit spent".split())

    def _keep(self, key):
        if len(_CACHE) > 256:
            _CACHE.clear()
        _CACHE[key] = self._copy({k: getattr(self, k) for k in self._KEPT})

    def _load(self, got):
        for k, v in self._copy(got).items():
            setattr(self, k, v)

    @staticmethod
    def _copy(fields):
        # states are never changed in place (the engine is pure), so lists of them are copied
        # shallowly; the lists this class appends to are copied so a kept prefix stays as it was
        out = dict(fields)
        for k in "anchors events states moves commitments".split():
            out[k] = list(fields[k])
        out["revealed"] = [list(r) for r in fields["revealed"]]
        return out

    def _check_invitation(self, m):
        if not isinstance(m, dict) or m.get("n") != 0 or m.get("kind") != "invite":
            raise RemoteRefused("bad-link", "a game starts with its invitation")
        _hex(m.get("gid"), 32, "the game id")
        self.adapter = _adapter(m.get("game"))
        self.gid = m["gid"]
        opts = m.get("options")
        if not isinstance(opts, dict) or opts.get("variant") not in self.adapter.VARIANTS:
            raise RemoteRefused("bad-link", f"options must be {{\"variant\": one of {', '.join(self.adapter.VARIANTS)}}}")
        if m.get("seat") not in (0, 1) or isinstance(m.get("seat"), bool):
            raise RemoteRefused("bad-link", "the inviter's seat must be 0 or 1")
        if m.get("chain") != chain.LENGTH or m.get("prev") is not None:
            raise RemoteRefused("bad-link", "not an invitation of this protocol")
        self.anchors[m["seat"]] = _hex(m.get("anchor"), 64, "the anchor")
        self.signed = "key" in m
        if self.signed:
            _hex(m["key"], 64, "the inviter's key")
        if m.get("hash") != _hash(m):
            raise RemoteRefused("altered", "the invitation does not match its own hash")
        self.mod = game_module(m["game"])

    def _message(self, n, m, complete):
        msgs = self.msgs
        if not isinstance(m, dict) or m.get("n") != n:
            raise RemoteRefused("missing", f"turn {n} is missing: open the links in the order they were sent")
        if m.get("gid") != self.gid:
            raise RemoteRefused("other-game", "this turn belongs to another game")
        if self.forfeit is not None:
            raise RemoteRefused("over", f"turn {n} comes after the game ended: seat {self.forfeit['seat']} "
                                        "was proven to have broken the rules")
        if self.spent is not None:
            raise RemoteRefused("over", f"turn {n} comes after the game ended: its chains held no more chance values")
        seat = self.sender = _sender(msgs, n)
        if m.get("from") != seat:
            raise RemoteRefused("out-of-turn", f"turn {n} must come from seat {seat}")
        if m.get("prev") != msgs[n - 1].get("hash"):
            raise RemoteRefused("altered", f"turn {n} does not follow on from turn {n - 1} of this game")
        if not _intact(m):
            raise RemoteRefused("altered", f"turn {n} does not match its own hash")
        if n == 1:
            self.anchors[seat] = _hex(m.get("anchor"), 64, "the friend's anchor")
            if self.signed:
                _hex(m.get("key"), 64, "the friend's key")
            self.events.append({"kind": "deal"})
        steps = m.get("steps")
        if not isinstance(steps, list) or len(steps) > 64:
            raise RemoteRefused("bad-link", f"turn {n} must hold a list of steps")
        kinds = ("r", "a", "c", "o") if getattr(self.adapter, "SLOTS", None) else ("r", "a")
        for step in steps:
            if not (isinstance(step, list) and len(step) == 2 and step[0] in kinds and isinstance(step[1], str)):
                raise RemoteRefused("bad-link", f"turn {n}: a step must be one of {', '.join(kinds)} with its text")
            if step[0] == "r":
                self._reveal(n, seat, step[1])
            elif step[0] == "a":
                self._act(n, seat, step[1])
            elif step[0] == "c":
                self._commit(n, seat, step[1])
            else:
                self._open(n, seat, step[1])
            if self.forfeit is not None or self.spent is not None:
                return  # the game ended within this message: nothing after it is played
        if complete:
            if len(self.revealed[seat]) != len(self.events):
                raise RemoteRefused("bad-link", f"turn {n} leaves a chance event without its sender's secret")
            if self.owed is not None and self.owed["seat"] == seat:
                raise RemoteRefused("bad-link", f"turn {n} leaves a piece the rules show unopened")
            if self.on_move() == seat:
                raise RemoteRefused("bad-link", f"turn {n} ends before its sender's move")

    def on_move(self):
        """The seat to choose a move now, or None (the game waits for a secret or an opening,
        or is over)."""
        if self.state is None or self.open_event() is not None or self.owed is not None:
            return None
        if self.forfeit is not None or self.spent is not None:
            return None
        return self.mod.current_player(self.state)

    def _reveal(self, n, seat, value):
        k = len(self.revealed[seat]) + 1
        if k > len(self.events):
            raise RemoteRefused("forged-secret", f"turn {n} reveals a secret for a chance event that has not begun")
        previous = self.revealed[seat][-1] if self.revealed[seat] else self.anchors[seat]
        if not chain.follows(previous, value):
            raise RemoteRefused("forged-secret", f"turn {n}: a revealed secret does not match its commitment, so a chance outcome was forged")
        self.revealed[seat].append(value)
        self._resolve()

    def _may_move(self, n, seat):
        if self.state is None or self.open_event() is not None:
            raise RemoteRefused("illegal", f"turn {n} moves before a chance outcome is known")
        if self.owed is not None:
            raise RemoteRefused("illegal", f"turn {n} moves before a piece the rules show is opened")
        if self.mod.current_player(self.state) != seat:
            raise RemoteRefused("out-of-turn", f"turn {n} moves for a seat not on the move")

    def _secret_setup(self):
        awaits = getattr(self.adapter, "awaits_commitment", None)
        return awaits is not None and awaits(self.state)

    def _act(self, n, seat, action):
        self._may_move(n, seat)
        if self._secret_setup():
            raise RemoteRefused("illegal", f"turn {n}: a secret arrangement travels only as commitments")
        if action not in self.mod.legal_actions(self.state):
            raise RemoteRefused("illegal", f"turn {n}: {action!r} is not a legal move here")
        if self.adapter.needs_chance(self.state, action):
            if len(self.events) >= self.msgs[0]["chain"]:
                # each side revealed every secret of its chain: a value now would come from one
                # side alone (or be guessable), so the game stops short of it (REMOTE.md)
                self.spent = {"seat": seat, "message": n, "action": action}
                return
            self.events.append({"kind": "chance", "seat": seat, "action": action})
            return
        self._play(seat, action, None)

    def _play(self, seat, action, value):
        """Play a move (with its chance value), or wait for the opening the rules need first:
        the move is then played again from the same state once the tile is named."""
        try:
            if value is None:
                result = self.adapter.apply(self.state, action)
            else:
                result = self.adapter.resolve(self.state, action, value)
        except commit.Owed as need:
            self.owed = {"seat": need.seat, "slot": need.slot}
            self.waiting = {"seat": seat, "action": action, "value": value}
            return
        self.owed = self.waiting = None
        self._push(seat, action, *result)

    def _commit(self, n, seat, text):
        self._may_move(n, seat)
        if not self._secret_setup():
            raise RemoteRefused("illegal", f"turn {n} sends commitments when no arrangement is due")
        try:
            self.commitments[seat] = commit.parse_commitments(text, self.adapter.SLOTS)
        except ValueError as exc:
            raise RemoteRefused("bad-link", f"turn {n}: {exc}") from None
        new, entry, happened = self.adapter.committed(self.state, seat)
        self._push(seat, entry["action"], new, entry, happened)

    def _open(self, n, seat, text):
        if self.owed is None or self.owed["seat"] != seat:
            raise RemoteRefused("out-of-turn", f"turn {n} opens a piece the rules do not show now")
        try:
            slot, piece, salt = commit.parse_opening(text)
        except ValueError as exc:
            raise RemoteRefused("bad-link", f"turn {n}: {exc}") from None
        if slot != self.owed["slot"] or not commit.matches((self.commitments[seat] or {}).get(slot), slot, piece, salt):
            raise RemoteRefused("forged-opening", f"turn {n}: an opened piece does not match its commitment")
        try:
            self.state = self.adapter.open_tile(self.state, seat, slot, piece)
        except ValueError as exc:
            # the opening matches the commitment, so the seat committed to this piece here: not
            # a changed link but a proof that its arrangement breaks the rules
            self.forfeit = {"seat": seat, "message": n, "slot": slot, "piece": piece, "why": str(exc)}
            self.owed = self.waiting = None
            return
        w = self.waiting
        if w is None:  # an opening at the end: the final position shows the piece
            self.states[-1] = self.state
            self._final()
        else:
            self._play(w["seat"], w["action"], w["value"])

    def _push(self, seat, action, new, entry, events):
        self.moves.append({"action": action, "entry": entry, "seat": seat, "happened": events, "before": self.state})
        self.state = new
        self.states.append(new)
        if getattr(self.adapter, "unopened", None) is not None and self.mod.outcome(new) is not None:
            # at the end every piece is shown: the side whose message ended the game opens its
            # own at once, then the other side, so each can check the other's whole arrangement
            self.closing = [self.sender, 1 - self.sender]
            self._final()

    def _final(self):
        for seat in self.closing:
            left = self.adapter.unopened(self.state, seat)
            if left:
                self.owed = {"seat": seat, "slot": left[0]}
                return
        self.owed = None

    def open_event(self):
        """The number (1-based) of the first chance event not resolved yet, or None."""
        return self.resolved + 1 if self.resolved < len(self.events) else None

    def _resolve(self):
        while self.resolved < len(self.events):
            k = self.resolved + 1
            if len(self.revealed[0]) < k or len(self.revealed[1]) < k:
                return
            value = chain.joint(self.gid, k, [self.revealed[0][k - 1], self.revealed[1][k - 1]])
            ev = self.events[k - 1]
            self.resolved = k
            if ev["kind"] == "deal":
                self.state = self.adapter.deal(self.msgs[0]["options"], value)
                self.states.append(self.state)
            else:
                self._play(ev["seat"], ev["action"], value)

    def over(self):
        if self.forfeit is not None or self.spent is not None:
            return True
        return (self.state is not None and self.open_event() is None and self.owed is None
                and self.mod.outcome(self.state) is not None)


def transcript(msgs, complete=True):
    return Transcript(msgs, complete)


# ------------------------------------------------------------------ links


def encode(gid, msgs, prefix=LINK_PREFIX):
    """A link of ``msgs``: ``prefix`` then the messages as URL-safe base64 JSON (a group's links
    share the form, under their own prefix)."""
    data = json.dumps({"v": FORMAT, "gid": gid, "msgs": msgs}, separators=(",", ":"), ensure_ascii=True)
    return prefix + base64.urlsafe_b64encode(data.encode()).decode().rstrip("=")


def decode(text):
    if not isinstance(text, str) or not text.startswith(LINK_PREFIX) or len(text) > MAX_LINK:
        raise RemoteRefused("bad-link", "this is not a Rosarium turn link")
    body = text[len(LINK_PREFIX):].strip()
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except ValueError:
        raise RemoteRefused("bad-link", "this turn link is damaged (cut short or changed)") from None
    try:
        # bounded: a message nests a few levels, and a deeply nested text would overflow the parser
        data = safejson.loads(raw, "the turn link")
    except InvalidState as exc:
        deep = "nests deeper" in str(exc)
        raise RemoteRefused("bad-link", "this turn link nests far deeper than any turn: it is not a game message"
                            if deep else "this turn link is damaged (cut short or changed)") from None
    if not isinstance(data, dict) or data.get("v") != FORMAT or not isinstance(data.get("msgs"), list) or not data["msgs"]:
        raise RemoteRefused("bad-link", "this is not a Rosarium turn link of a known version")
    _hex(data.get("gid"), 32, "the game id")
    for m in data["msgs"]:
        if not isinstance(m, dict) or m.get("gid") != data["gid"] or isinstance(m.get("n"), bool) or not isinstance(m.get("n"), int):
            raise RemoteRefused("bad-link", "this turn link mixes games or lacks turn numbers")
    return data


def link_info(text):
    """What a link is before any game is looked up: {"gid", "numbers" (its turns' lowest and
    highest), "invitation", "game", "seat"} (the game and the inviter's seat: invitations only)."""
    data = decode(text)
    ns = [m["n"] for m in data["msgs"]]
    first = data["msgs"][0]
    return {"gid": data["gid"], "numbers": [min(ns), max(ns)], "invitation": first["n"] == 0,
            "game": first.get("game") if first["n"] == 0 else None,
            "seat": first.get("seat") if first["n"] == 0 else None}


# ------------------------------------------------------------------ a side's document


def _seal(msg, secret_hex=None):
    """``msg`` with its hash and, given the sender's seed, its signature."""
    msg["hash"] = _hash(msg)
    if secret_hex is not None:
        msg["sig"] = _signature(msg, secret_hex)
    return msg


def _doc(doc):
    if not isinstance(doc, dict) or doc.get("kind") != KIND or doc.get("format") != FORMAT:
        raise RemoteRefused("bad-link", "not a game played with a friend")
    _hex(doc.get("secret"), 64, "the document's seed")
    if not isinstance(doc.get("msgs"), list) or doc.get("me") not in (0, 1):
        raise RemoteRefused("bad-link", "the document lacks its turns or its seat")
    if not isinstance(doc.get("draft", []), list) or not isinstance(doc.get("court", {}), (dict, type(None))):
        raise RemoteRefused("bad-link", "the document's unsent steps or arrangement are damaged")
    return doc


def invite(game, options, seat, secret_hex, gid_hex):
    """A new game's document for the inviter (seat ``seat``) and its invitation link."""
    _hex(secret_hex, 64, "the seed")
    _hex(gid_hex, 32, "the game id")
    adapter = _adapter(game)
    options = dict(options or {})
    options.setdefault("variant", adapter.VARIANTS[0])
    msg = _seal({"n": 0, "kind": "invite", "gid": gid_hex, "game": game, "options": options,
                 "seat": seat, "chain": chain.LENGTH, "anchor": chain.anchor(secret_hex, chain.LENGTH), "prev": None,
                 "key": public_key(secret_hex)}, secret_hex)
    Transcript([msg])
    doc = {"format": FORMAT, "kind": KIND, "gid": gid_hex, "game": game, "me": seat, "secret": secret_hex, "msgs": [msg]}
    return {"doc": doc, "link": encode(gid_hex, [msg])}


def accept(link, secret_hex):
    """The friend's document from an invitation link, and the acceptance link to send back:
    its anchor and its secret for the deal (chance event 1)."""
    _hex(secret_hex, 64, "the seed")
    data = decode(link)
    first = data["msgs"][0]
    if first["n"] != 0 or len(data["msgs"]) != 1:
        raise RemoteRefused("not-invited", "this link is a turn of a game that is not in this browser")
    Transcript([first])
    check_signatures([first])
    me = 1 - first["seat"]
    length = first["chain"]  # the invitation's, which Transcript checked
    answer = {"n": 1, "gid": data["gid"], "from": me, "prev": first["hash"], "anchor": chain.anchor(secret_hex, length),
              "steps": [["r", chain.secret(secret_hex, 1, length)]]}
    signed = "key" in first  # an invitation of an earlier page: the game goes on unsigned
    if signed:
        answer["key"] = public_key(secret_hex)
    msg = _seal(answer, secret_hex if signed else None)
    msgs = [first, msg]
    Transcript(msgs)
    doc = {"format": FORMAT, "kind": KIND, "gid": data["gid"], "game": first["game"], "me": me, "secret": secret_hex, "msgs": msgs}
    return {"doc": doc, "link": encode(data["gid"], [msg])}


def receive(doc, link):
    """The document with the link's new messages added; ``RemoteRefused`` (the document
    unchanged) for a link of another game, an old link, a changed earlier turn, a gap, a
    forged secret or an illegal move."""
    doc = _doc(doc)
    data = decode(link)
    if data["gid"] != doc["gid"]:
        raise RemoteRefused("other-game", "this turn link belongs to another game")
    have = doc["msgs"]
    msgs = list(have)
    new = 0
    for m in sorted(data["msgs"], key=lambda m: m["n"]):
        n = m["n"]
        if n < len(msgs):
            if m != msgs[n]:
                raise RemoteRefused("altered", f"this link changes turn {n}, which was played already")
            continue
        if n > len(msgs):
            raise RemoteRefused("missing", f"turn {len(msgs)} is missing: open the links in the order they were sent")
        msgs.append(m)
        new += 1
    if not new:
        raise RemoteRefused("replayed", "this turn link was opened already; nothing new in it")
    if any(_sender(msgs, n) == doc["me"] for n in range(len(have), len(msgs))):
        raise RemoteRefused("out-of-turn", "this link holds a turn in your name that you did not play")
    check_signatures(msgs, len(have))
    Transcript(msgs)
    return dict(doc, msgs=msgs)


def _duties(doc, steps, base=None):
    """``steps`` with what this side owes without a choice added: its secret for each chance
    event begun, the opening of each of its tiles the rules show, and forced moves. Returns
    (steps, the transcript as it then stands: what this side knows). ``base``: the transcript of
    the document's messages, when the caller has it."""
    me = doc["me"]
    steps = list(steps)
    while True:
        seen = _preview(doc, steps, base)
        if len(seen.revealed[me]) < len(seen.events):
            steps.append(["r", _own_secret(doc, len(seen.revealed[me]) + 1)])
            continue
        if seen.owed is not None and seen.owed["seat"] == me:
            slot = seen.owed["slot"]
            court = doc.get("court") or {}
            if slot not in court:
                raise RemoteRefused("bad-link", "this browser's document lacks the arrangement it committed to")
            steps.append(["o", commit.opening(doc["secret"], doc["gid"], slot, court[slot])])
            continue
        if seen.on_move() == me and seen.adapter.forced(seen.state) is not None:
            steps.append(["a", seen.adapter.forced(seen.state)])
            continue
        return steps, seen


def _own_secret(doc, k):
    """This side's k-th secret, from the chain it announced (grown from its seed's chain key, or
    from the seed itself in a game begun before the keys were separated)."""
    first = doc["msgs"][0]
    mine = first if first["seat"] == doc["me"] else doc["msgs"][1]
    length = first["chain"]
    if k > length:
        raise RemoteRefused("chain-spent", f"this game has used all {length} chance values of its chains")
    try:
        keyed = chain.keyed_for(doc["secret"], mine["anchor"], length)
    except ValueError:
        raise RemoteRefused("bad-link", "this browser's seed does not match the chain it announced") from None
    return chain.secret(doc["secret"], k, length, keyed)


def _owes(doc, t):
    return len(doc["msgs"]) >= 1 and _sender(doc["msgs"], len(doc["msgs"])) == doc["me"] and not t.over()


def reply(doc, action=None):
    """This side's next turn: the secrets and openings it owes, then ``action`` (None: none, or
    the game's forced move when it has no choice), then its secret for the event its action
    begins, and so on while it owes more without a choice. Returns {"doc", "link"}; while this
    side still has a choice to make (a game whose turn holds several), the steps so far wait in
    the document's private ``draft`` and ``link`` is None. ``RemoteRefused`` when it is not this
    side's turn or the move is illegal."""
    doc = _doc(doc)
    msgs = doc["msgs"]
    t = Transcript(msgs)
    if not _owes(doc, t):
        raise RemoteRefused("out-of-turn", "it is your friend's turn")
    me = doc["me"]
    steps, seen = _duties(doc, doc.get("draft") or [], t)
    if action is not None:
        if seen.on_move() != me:
            raise RemoteRefused("out-of-turn", "it is not your move")
        if seen._secret_setup():  # the arrangement stays here; only commitments travel
            try:
                court = seen.adapter.private(seen.state, action, doc["secret"], doc["gid"])
            except ValueError as exc:
                raise RemoteRefused("illegal", f"{action!r} is not an arrangement: {exc}") from None
            doc = dict(doc, court=court)
            steps.append(["c", commit.commitments(doc["secret"], doc["gid"], court, seen.adapter.SLOTS)])
        else:
            if action not in seen.mod.legal_actions(seen.state):
                raise RemoteRefused("illegal", f"{action!r} is not a legal move here")
            steps.append(["a", action])
        steps, seen = _duties(doc, steps, t)
    if seen.on_move() == me:
        if action is None:
            raise RemoteRefused("illegal", "your move is missing")
        return {"doc": dict(doc, draft=steps), "link": None}
    msg = _seal({"n": len(msgs), "gid": doc["gid"], "from": me, "prev": msgs[-1]["hash"], "steps": steps},
                doc["secret"] if "key" in msgs[0] else None)
    new = {k: v for k, v in doc.items() if k != "draft"}
    new["msgs"] = msgs + [msg]
    Transcript(new["msgs"], base=t)
    return {"doc": new, "link": encode(doc["gid"], [msg])}


def _preview(doc, steps, base=None):
    """The transcript with this side's unsent steps added: what this side already knows."""
    msgs = doc["msgs"]
    virtual = {"n": len(msgs), "gid": doc["gid"], "from": doc["me"], "prev": msgs[-1]["hash"], "steps": steps}
    return Transcript(msgs + [_seal(virtual)], complete=False, base=base)


def last_link(doc):
    """The link of the last message this side sent (to send again), or None."""
    mine = [m for m in doc["msgs"] if (m["n"] == 0 and m["seat"] == doc["me"]) or m.get("from") == doc["me"]]
    return encode(doc["gid"], [mine[-1]]) if mine else None


def _shown(t, doc):
    """The states as this side may see them: a game with secret pieces shows its own from the
    document's private arrangement and withholds the other side's (the adapter's ``seen_by``)."""
    seen_by = getattr(t.adapter, "seen_by", None)
    if seen_by is None:
        return list(t.states)
    return [seen_by(st, doc["me"], doc.get("court")) for st in t.states]


def ended(t):
    """How a game ended outside its rules, or None: a seat proven to have broken the rules
    forfeits (the other seat wins), and a game whose chains are spent stops drawn."""
    if t.forfeit is not None:
        return {"reason": "forfeit", "winner": 1 - t.forfeit["seat"], "by": t.forfeit["seat"],
                "message": t.forfeit["message"], "piece": t.forfeit["piece"], "why": t.forfeit["why"]}
    if t.spent is not None:
        return {"reason": "chains-spent", "winner": None, "message": t.spent["message"], "chain": t.msgs[0]["chain"]}
    return None


def screen(doc, lang="en"):
    """What this side's page shows: the stage, the states and moves it may know (``played``,
    the shell's move entries), its last link; ``count`` is the number of the last message.

    ``stage``: ``invited`` (waiting for the friend to accept), ``move`` (this side moves),
    ``reply`` (this side owes secrets only, sent without a choice), ``waiting`` (the friend's
    turn; ``drawn_pending`` when this side's own chance outcome waits for the friend's secret),
    ``over``."""
    doc = _doc(doc)
    msgs = doc["msgs"]
    t = Transcript(msgs)
    me = doc["me"]
    owes = _owes(doc, t)
    seen = _duties(doc, doc.get("draft") or [], t)[1] if owes and len(msgs) >= 2 else t
    if t.over():
        phase = "over"
    elif len(msgs) == 1:
        phase = "invited" if msgs[0]["seat"] == me else "accept"
    elif owes:
        phase = "move" if seen.on_move() == me else "reply"
    elif t.state is not None and t.open_event() is None and t.mod.outcome(t.state) is not None:
        phase = "over"  # decided; the friend's openings of its last pieces are still to come
    else:
        phase = "waiting"
    ev = t.events[t.resolved] if t.open_event() is not None else None
    moves = []
    for mv in seen.moves:
        moves.append({"action": mv["action"], "entry": mv["entry"], "seat": mv["seat"], "barrier": True, "lang": lang,
                      "desc": seen.mod.narrate(mv["before"], mv["entry"], mv["happened"], lang)})
    return {"gid": doc["gid"], "game": doc["game"], "me": me, "count": len(msgs) - 1, "stage": phase,
            "drawn_pending": bool(ev and ev["kind"] == "chance" and ev["seat"] == me and not owes),
            "pending_action": ev["action"] if ev and ev["kind"] == "chance" else None,
            # the move whose chance outcome is still open, in the game's words, for a game whose
            # adapter asks for it (the page's own words say "you drew a card" otherwise)
            "pending_text": (t.mod.describe_action(t.state, ev["action"], lang)
                             if ev and ev["kind"] == "chance" and getattr(t.adapter, "NAME_PENDING", False) else None),
            "states": _shown(seen, doc), "played": moves,
            "opening_pending": bool(t.owed and t.owed["seat"] != me and not owes),
            "outcome": seen.mod.outcome(seen.state) if seen.state is not None else None,
            "ended": ended(t),
            "link": last_link(doc), "sent_last": _sender(msgs, len(msgs) - 1) == me,
            "options": msgs[0]["options"], "inviter": msgs[0]["seat"]}
