"""A game with a friend as files: this side's private save, and the record anyone may see
(seeds/table.md TBL-2.1, TBL-2.2).

A side's **private save** is its document as its browser keeps it (the transcript, its own seed,
its own arrangement, its unsent steps): opened in any browser it goes on with exactly this game,
this side's seat. It holds no secret of the other side (that side's seed and arrangement never
leave its browser, web/REMOTE.md) and so no future chance outcome either: each one needs the other
side's next secret. ``check_save`` checks such a file before a page keeps it; ``restore`` decides
between it and the copy a browser already holds.

The **shared record** (``shared_record``) is what anyone may see, in the shared record format
(engine/games/PROTOCOL.md, "Sharing"): for a game with no secret pieces, its moves with each
chance outcome everyone saw, from its start with nothing to come in it (the start as the
transcript deals it); for a game with secret pieces, the adapter's ``public_start`` of the
position (every face-down piece of both sides withheld, this side's own too) and no moves, since
they cannot be replayed without the pieces. Any page opens it as an ordinary game
(``api.open_record``), the withheld parts dealt anew (each game's sharing rules).
"""

from . import chain, commit
from .protocol import RemoteRefused, Transcript, _doc, _duties, _owes, check_signatures, ended


def _seen(doc):
    """The transcript as this side's board shows it: with its own moves not sent yet."""
    t = Transcript(doc["msgs"])
    if _owes(doc, t) and len(doc["msgs"]) >= 2:
        return _duties(doc, doc.get("draft") or [], t)[1]
    return t


def check_save(doc):
    """``doc`` if it is a side's whole document: its transcript passes every check of a link, its
    seed is the one its side's anchor was made from, and its arrangement is the one its side
    committed to; else RemoteRefused ``bad-link``."""
    doc = _doc(doc)
    msgs = doc["msgs"]
    if not msgs:
        raise RemoteRefused("bad-link", "the saved game holds no turn")
    t = Transcript(msgs)
    check_signatures(msgs)
    me = doc["me"]
    if t.anchors[me] is not None:
        try:
            chain.keyed_for(doc["secret"], t.anchors[me], msgs[0]["chain"])
        except ValueError:
            raise RemoteRefused("bad-link", "the saved seed is not the one this side's turns were made with") from None
    slots = getattr(t.adapter, "SLOTS", None)
    if slots and t.commitments[me] is not None:
        court = doc.get("court") or {}
        try:
            mine = commit.parse_commitments(commit.commitments(doc["secret"], doc["gid"], court, slots), slots)
        except (KeyError, TypeError, ValueError):
            mine = None
        if mine != t.commitments[me]:
            raise RemoteRefused("bad-link", "the saved arrangement is not the one this side committed to")
    _seen(doc)  # its unsent steps must still be playable
    return doc


def restore(kept, doc):
    """Which document a browser keeps when it opens the private save ``doc`` while it holds
    ``kept`` (or None) of the same game: ``{"doc", "from": "file" | "kept"}``.

    The longer of the two is kept when one transcript begins with the other, so opening an old
    save never takes back a turn already sent (the friend would refuse the turns after it as
    ``altered``). A save of the other side of the game, or one whose turns part from the kept
    ones, is refused (``other-game``, ``altered``)."""
    doc = check_save(doc)
    if kept is None:
        return {"doc": doc, "from": "file"}
    kept = _doc(kept)
    if kept["gid"] != doc["gid"]:
        raise RemoteRefused("other-game", "the saved game is another game")
    if kept["me"] != doc["me"] or kept["secret"] != doc["secret"]:
        raise RemoteRefused("other-game", "this browser plays the other side of this game")
    a, b = kept["msgs"], doc["msgs"]
    common = min(len(a), len(b))
    if [m["hash"] for m in a[:common]] != [m["hash"] for m in b[:common]]:
        raise RemoteRefused("altered", "the saved game's turns differ from the ones this browser holds")
    if len(b) > len(a) or (len(b) == len(a) and len(doc.get("draft") or []) > len(kept.get("draft") or [])):
        return {"doc": doc, "from": "file"}
    return {"doc": kept, "from": "kept"}


def shared_record(doc, seats):
    """The record anyone may see of the game on this side's board (module docstring), with the
    seat names ``seats``."""
    doc = _doc(doc)
    t = _seen(doc)
    if t.state is None:
        raise RemoteRefused("bad-link", "nothing is dealt yet: there is no game to share")
    public = getattr(t.adapter, "public_start", None)
    if public is None:
        start, actions = t.states[0], [mv["entry"] for mv in t.moves]
    else:
        start, actions = public(t.state), []
    options = t.msgs[0]["options"]
    rec = {"format": 1, "game": doc["game"], "variant": options.get("variant"), "seed": None, "seats": list(seats),
           "options": options, "start": start, "actions": actions, "result": t.mod.outcome(t.state), "shared": True}
    how = ended(Transcript(doc["msgs"]))
    if how is not None:  # a forfeit or spent chains: the rules alone do not say the game is over
        rec["ended"] = how
    return rec
