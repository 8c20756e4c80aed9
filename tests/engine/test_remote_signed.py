"""Signed turns of a game by links (engine/remote/sign.py, web/REMOTE.md): each side's public key
travels in its first message, inside the hash chain, and every message carries its sender's
signature over its hash. A relay that swaps a move for another legal one and fixes the hashes is
refused by the signature, in each direction, with the game unchanged; a game begun before turns
were signed goes on unsigned to its end."""

import json
import random

import pytest

from engine import api
from engine.remote import protocol as P
from engine.remote import sign
from tests.engine.remote_play import Pair, refused, relay_swap, relink


def _chooser(seed):
    r = random.Random(seed)
    return lambda sc: r.choice(api.legal_actions(sc["states"][-1]))


def _swapped(pair):
    """The pending link as a relay that swapped its first move would send it, or None."""
    return relay_swap(pair.docs[1 - pair.to]["msgs"][:-1], pair.link)


@pytest.mark.parametrize("game", ["rose-king", "long-live-the-queen"])
def test_a_relay_swapping_a_move_is_refused_in_each_direction(game):
    pair = Pair(0, game=game, options={"variant": "2p"} if game == "rose-king" else None, name=f"relay-{game}")
    choose = _chooser(3)
    refused_from = set()
    for _ in range(400):
        swapped = _swapped(pair)
        if swapped is not None and (1 - pair.to) not in refused_from:
            doc = pair.docs[pair.to]
            words = refused(doc, swapped, "forged-signature")
            assert "not signed by the side that sends it" in words
            refused_from.add(1 - pair.to)
        if pair.turn(choose) is None or refused_from == {0, 1}:
            break
    assert refused_from == {0, 1}, "a swapped move was tried in each direction"
    # the genuine links went on being accepted after each refusal: the game is under way
    assert len(pair.docs[0]["msgs"]) > 3


def test_every_message_is_signed_by_its_sender():
    pair = Pair(1, name="signed")
    choose = _chooser(1)
    for _ in range(6):
        pair.turn(choose)
    msgs = pair.docs[0]["msgs"]
    keys = {msgs[0]["seat"]: msgs[0]["key"], 1 - msgs[0]["seat"]: msgs[1]["key"]}
    assert keys[0] != keys[1]
    for n, m in enumerate(msgs):
        sender = m.get("from", m.get("seat"))
        assert sign.verify(bytes.fromhex(keys[sender]), P.SIG_DOMAIN + m["hash"].encode(), bytes.fromhex(m["sig"]))
        assert not sign.verify(bytes.fromhex(keys[1 - sender]), P.SIG_DOMAIN + m["hash"].encode(), bytes.fromhex(m["sig"]))
    # a signature taken from another message does not fit this one
    data = P.decode(pair.link)
    data["msgs"][0]["sig"] = msgs[-2]["sig"] if msgs[-2]["from"] == data["msgs"][0]["from"] else msgs[-3]["sig"]
    refused(pair.docs[pair.to], relink(data), "forged-signature")
    # nor does a message stripped of its signature
    del data["msgs"][0]["sig"]
    refused(pair.docs[pair.to], relink(data), "forged-signature")
    # no link holds a seed, a signing key's seed or anything grown from them but the public keys
    text = json.dumps([P.decode(link) for link in pair.links])
    for side in (0, 1):
        assert pair.docs[side]["secret"] not in text
        assert P._signing_seed(pair.docs[side]["secret"]).hex() not in text


def test_a_game_begun_before_turns_were_signed_goes_on(monkeypatch):
    plain = P.invite

    def unsigned(game, options, seat, secret, gid):  # an invitation of an earlier page
        out = plain(game, options, seat, secret, gid)
        msg = {k: v for k, v in out["doc"]["msgs"][0].items() if k not in ("key", "sig")}
        P._seal(msg)
        return {"doc": dict(out["doc"], msgs=[msg]), "link": P.encode(gid, [msg])}

    monkeypatch.setattr(P, "invite", unsigned)
    pair = Pair(0, name="unsigned")
    monkeypatch.undo()
    choose = _chooser(2)
    for _ in range(2000):
        if pair.turn(choose) is None:
            break
    for side in (0, 1):
        assert P.screen(pair.docs[side])["stage"] == "over"
        assert not any("sig" in m or "key" in m for m in pair.docs[side]["msgs"])
