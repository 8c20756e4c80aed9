"""Bella Rosarum played by links among three seats, for the tests: every seat's document, every
message delivered to every other seat, moves chosen at random from the seat's own view (from a
seed the caller names), and seats conceding from a given round on so that a game ends soon."""

import random

from engine.remote import group as G
from engine.games.bella_rosarum import rules as R
from tests.seeded import secret_hex

GAME = "bella-rosarum"


def start(name, seats=3):
    secrets = [secret_hex(f"{name} seat {i}") for i in range(seats)]
    gid = secret_hex(f"{name} game", 16)
    inv = G.invite(GAME, {"variant": f"{seats}p"}, secrets[0], gid)
    docs, links = [inv["doc"]], [inv["link"]]
    for k in range(1, seats):
        j = G.join(links, secrets[k])
        docs = [G.receive(d, j["link"]) for d in docs] + [j["doc"]]
        links.append(j["link"])
    return secrets, docs, links


def play(name, seats=3, concede_from=3, max_messages=2000, watch=None):
    """(secrets, documents, links sent in order): a game to its end. ``watch(docs)`` is called
    after each message is delivered."""
    rnd = random.Random(name)
    secrets, docs, links = start(name, seats)
    while True:
        t = G.Transcript(docs[0]["msgs"])
        if t.over():
            return secrets, docs, links
        s = t.owes()
        out = G.reply(docs[s])
        docs[s] = out["doc"]
        if out["link"] is None:
            _, view = G.seen(docs[s])
            acts = R.legal_actions(view)
            if view["round"] >= concede_from and s != 0 and "concede" in acts:
                action = "concede"  # BR-13.3
            else:
                action = rnd.choice([a for a in acts if a != "concede"] or acts)
            out = G.reply(docs[s], action)
            docs[s] = out["doc"]
            if out["link"] is None:
                continue
        links.append(out["link"])
        docs = [d if i == s else G.receive(d, out["link"]) for i, d in enumerate(docs)]
        if watch is not None:
            watch(docs)
        if len(links) > max_messages:
            raise AssertionError(f"no end after {max_messages} messages")
