"""The hash chains of a game by links (engine/remote/chain.py, web/REMOTE.md): a side's chain grows
from a key of its seed of its own, so revealing the whole chain gives away neither the seed nor the
salts of that side's court (engine/remote/commit.py); a game begun before the keys were separated
(its chains grown from the seeds themselves) goes on; a move that needs a chance value past the
chains' end ends the game there, drawn, on both sides (web/REMOTE.md).

The chains are cut to a few secrets here (the same code as the 256 of a real game), so a game
reaches their end."""

import random

import pytest

from engine import api
from engine.games.long_live_the_queen.tiles import TILES
from engine.remote import chain, commit
from engine.remote import protocol as P
from tests.engine.remote_play import Pair

GAME = "long-live-the-queen"
SHORT = 8


def _sent(pair, seat):
    """Every message side ``seat`` sent (the invitation names its seat, the others their sender)."""
    return [m for link in pair.links for m in P.decode(link)["msgs"] if m.get("from", m.get("seat")) == seat]


def _revealed_hex(pair, seat):
    """Every 64-digit hex string side ``seat`` ever sent: its anchor and each secret."""
    out = set()
    for m in _sent(pair, seat):
        if "anchor" in m:
            out.add(m["anchor"])
        out.update(s[1] for s in m.get("steps", []) if s[0] == "r")
    return out


def _play_until_spent(pair, seed):
    """Random moves until the game ends; the screen of the side that saw it end."""
    r = random.Random(seed)
    choose = lambda sc: r.choice(api.legal_actions(sc["states"][-1]))  # noqa: E731
    for _ in range(500):
        if pair.turn(choose) is None:
            return P.screen(pair.docs[pair.to])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seat", [0, 1])
def test_a_whole_chain_revealed_gives_away_no_tile(monkeypatch, seat):
    monkeypatch.setattr(chain, "LENGTH", SHORT)
    pair = Pair(seat, game=GAME, name=f"short-chain-{seat}")
    _play_until_spent(pair, seed=seat)
    # both sides see the same end: drawn, because the chains are spent, not a crash or a stall
    for side in (0, 1):
        sc = P.screen(pair.docs[side])
        assert sc["stage"] == "over" and sc["outcome"] is None, sc["outcome"]
        assert sc["ended"]["reason"] == "chains-spent" and sc["ended"]["winner"] is None
        assert sc["ended"]["chain"] == SHORT
    # nothing can follow the end
    with pytest.raises(P.RemoteRefused) as exc:
        P.reply(pair.docs[pair.to], None)
    assert exc.value.field == "out-of-turn"
    gid = pair.docs[0]["gid"]
    for side in (0, 1):
        sent = _revealed_hex(pair, side)
        doc = pair.docs[side]
        # each side revealed its whole chain, the last secret included
        assert chain.secret(doc["secret"], SHORT, SHORT) in sent
        assert doc["secret"] not in sent, "the chain's last secret is the seed"
        # the attack: every revealed string taken for the seed, every tile tried in every slot
        court = doc["court"]
        committed = next(commit.parse_commitments(st[1], list(court)) for m in _sent(pair, side)
                         for st in m.get("steps", []) if st[0] == "c")
        assert committed, "the side committed its court"
        found = {slot for slot, h in committed.items() for guess in sent for tile in TILES
                 if commit.matches(h, slot, tile, commit.salt(guess, gid, slot))}
        assert not found, f"tiles recovered from revealed secrets: {sorted(found)}"
        # the salts themselves are fine: the owner opens with them
        assert all(commit.matches(committed[s], s, court[s], commit.salt(doc["secret"], gid, s)) for s in committed)


def test_a_game_begun_before_the_keys_were_separated_goes_on(monkeypatch):
    """Both sides' chains grown from their seeds themselves (as every game begun before): each
    side finds that from the anchor it sent, and the game plays to its end."""
    grown, anchored = chain.secret, chain.anchor
    monkeypatch.setattr(chain, "secret", lambda seed, k, length=chain.LENGTH, keyed=False: grown(seed, k, length, keyed))
    monkeypatch.setattr(chain, "anchor", lambda seed, length=chain.LENGTH, keyed=False: anchored(seed, length, keyed))
    pair = Pair(0, game=GAME, name="seed-grown")
    r = random.Random(5)
    choose = lambda sc: r.choice(api.legal_actions(sc["states"][-1]))  # noqa: E731
    for _ in range(3):
        pair.turn(choose)
    monkeypatch.undo()
    for side in (0, 1):
        doc = pair.docs[side]
        assert _sent(pair, side)[0]["anchor"] == chain.anchor(doc["secret"], chain.LENGTH, keyed=False)
        assert chain.keyed_for(doc["secret"], _sent(pair, side)[0]["anchor"]) is False
    turns = 3
    while pair.turn(choose) is not None:
        turns += 1
        assert turns < 2000
    assert P.screen(pair.docs[0])["stage"] == "over" and P.screen(pair.docs[1])["stage"] == "over"
