"""Two sides of a game played by links, driven without a page: the tests' helper."""

import json
import random

import pytest

from engine import api
from engine.remote import protocol as P
from tests.seeded import secret_hex


class Pair:
    """An inviter (seat ``seat``) and a friend who pass links; ``docs[s]`` is seat s's document
    and ``inbox[s]`` everything seat s ever received (links, in order). The sides' secrets and
    the game's id come from ``name`` (tests/seeded.py): the same name, the same deal."""

    def __init__(self, seat=0, game="rose-king", options=None, name="pair"):
        self.name = f"{name}:{game}:{seat}"
        a = P.invite(game, options or {"variant": "2p"}, seat, secret_hex(self.name + ":inviter"),
                     secret_hex(self.name + ":game", 16))
        self.docs = {seat: a["doc"]}
        self.inbox = {0: [], 1: []}
        self.inbox[1 - seat].append(a["link"])
        b = P.accept(a["link"], secret_hex(self.name + ":friend"))
        self.docs[1 - seat] = b["doc"]
        self.link = b["link"]
        self.to = seat  # who opens self.link next
        self.links = [a["link"], b["link"]]

    def deliver(self):
        """The side ``to`` opens the pending link."""
        self.inbox[self.to].append(self.link)
        self.docs[self.to] = P.receive(self.docs[self.to], self.link)
        return P.screen(self.docs[self.to])

    def send(self, action=None):
        out = P.reply(self.docs[self.to], action)
        self.docs[self.to] = out["doc"]
        self.link = out["link"]
        self.links.append(out["link"])
        self.to = 1 - self.to
        return out

    def answer(self, choose):
        """The side ``to`` makes its whole turn: ``choose(screen)`` for each choice it has (a
        turn may hold several, kept in its draft until the link is made), then sends."""
        while True:
            sc = P.screen(self.docs[self.to])
            out = P.reply(self.docs[self.to], choose(sc) if sc["stage"] == "move" else None)
            self.docs[self.to] = out["doc"]
            if out["link"] is not None:
                break
        self.link = out["link"]
        self.links.append(out["link"])
        self.to = 1 - self.to
        return out

    def turn(self, choose):
        """Deliver the pending link and answer it with ``choose(screen)`` (an action or None);
        returns the screen after delivery, or None when the game is over there."""
        sc = self.deliver()
        if sc["stage"] == "over":
            return None
        self.answer(choose)
        return sc


def first_legal(sc):
    return api.legal_actions(sc["states"][-1])[0]


def random_chooser(seed, draw_bias=0.0):
    r = random.Random(seed)

    def choose(sc):
        legal = api.legal_actions(sc["states"][-1])
        draws = [a for a in legal if a == "draw"]
        if draws and r.random() < draw_bias:
            return draws[0]
        return r.choice(legal)
    return choose


def refused(doc, link, reason):
    """The words of the refusal of ``link`` by ``doc``'s side, which must be ``reason``; the
    running game (the document) must be unchanged."""
    before = json.dumps(doc, sort_keys=True)
    with pytest.raises(P.RemoteRefused) as exc:
        P.receive(doc, link)
    assert exc.value.field == reason, str(exc.value)
    assert json.dumps(doc, sort_keys=True) == before  # the running game is unchanged
    return str(exc.value)


def resealed(pair, msg):
    """``msg`` of the pending link hashed and signed again by the side that sends that link, as
    a side that altered its own turn would send it (a side holds its own signing key; a relay
    holds none)."""
    return P._seal(msg, pair.docs[1 - pair.to]["secret"])


def relay_swap(held, link):
    """``link`` with its first move swapped for another legal move of the same position and every
    hash fixed, as a relay holding no key would send it (``held``: the transcript before the
    link's message); None when it holds no move with another to swap in."""
    data = P.decode(link)
    msg = data["msgs"][0]
    i = next((i for i, st in enumerate(msg["steps"]) if st[0] == "a"), None)
    if i is None:
        return None
    at = P.Transcript(list(held) + [P._seal(dict(msg, steps=msg["steps"][:i]))], complete=False)
    if at.on_move() != msg["from"]:
        return None
    others = [a for a in api.legal_actions(at.state) if a != msg["steps"][i][1]]
    if not others:
        return None
    msg["steps"][i][1] = others[0]
    msg["hash"] = P._hash(msg)
    return relink(data)


def relink(data):
    """A turn link of decoded ``data`` ({gid, msgs}), as a side that altered it would send it."""
    return P.encode(data["gid"], data["msgs"])
