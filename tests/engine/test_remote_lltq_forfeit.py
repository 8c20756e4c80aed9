"""A side of Long Live the Queen by links that commits to a court the rules refuse (two Witches:
LQ-1.1 has one) is caught when the second Witch is opened: its opening matches its commitment, so
the side is bound to it. The game ends there and the honest side wins (web/REMOTE.md); before,
the opening was refused and the game could go no further."""

import random

from engine import api
from engine.games.long_live_the_queen import remote as lq_remote
from engine.remote import files
from engine.remote import protocol as P
from tests.engine.remote_play import Pair

GAME = "long-live-the-queen"


def _two_witches(real):
    def private(st, action, seed_hex, gid):
        court = real(st, action, seed_hex, gid)
        if "Witch" in court.values():
            other = next(s for s, t in court.items() if t != "Witch" and s != "m")
            court[other] = "Witch"
        else:
            court[next(s for s in court if s != "m")] = "Witch"
            court[next(s for s in list(court)[2:] if s != "m")] = "Witch"
        return court
    return private


def test_a_court_with_two_witches_loses_the_game_when_it_is_opened(monkeypatch):
    cheater = 0
    pair = Pair(cheater, game=GAME, name="two-witches")
    r = random.Random(3)
    choose = lambda sc: r.choice(api.legal_actions(sc["states"][-1]))  # noqa: E731
    real = lq_remote.private
    # only the cheater's arrangement is forged (its browser runs another page)
    monkeypatch.setattr(lq_remote, "private", lambda st, action, seed, gid: (
        _two_witches(real) if st["to_move"] == cheater else real)(st, action, seed, gid))
    court = None
    for _ in range(3000):
        sc = pair.turn(choose)
        court = court or pair.docs[cheater].get("court")
        if sc is None:
            break
    assert court is not None and list(court.values()).count("Witch") == 2, court
    honest = 1 - cheater
    seen = P.screen(pair.docs[honest])
    assert seen["stage"] == "over"
    ended = seen["ended"]
    assert ended["reason"] == "forfeit" and ended["by"] == cheater and ended["winner"] == honest
    assert ended["piece"] == "Witch" and ended["why"]
    # the game ended with the proof, on both sides alike: nothing after it is played
    assert P.screen(pair.docs[cheater])["stage"] == "over"
    assert P.screen(pair.docs[cheater])["ended"] == ended
    # the record anyone may see says how it ended, and opens as a game
    rec = files.shared_record(pair.docs[honest], ["White", "Black"])
    assert rec["ended"] == ended
    api.open_record(rec, "7")
