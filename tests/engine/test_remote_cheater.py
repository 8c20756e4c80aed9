"""A side that uses everything its own browser ever received (its seed, every link, every
state it was shown) cannot foresee a card before it commits to drawing it: over 200 and more
draws its guesses hit no more often than chance allows (web/REMOTE.md, the threat model).

The cheater's best guesses: the card the draw would give if the friend's next secret were
one it has seen (the friend's last revealed secret), and the first card of the pile it is
shown. Both must stay within 4 standard deviations of blind guessing. The same guess made with
the friend's true next secret (which a cheater never holds) hits every time: the test can fail.
"""

import json
import math
import random

import pytest

from engine import api
from engine.games.rose_king import remote as rk_remote
from engine.remote import chain
from engine.remote import protocol as P
from tests.engine.remote_play import Pair

pytestmark = pytest.mark.attack

DRAWS = 220


def _guess(state, gid, k, mine, theirs, me):
    pair = [None, None]
    pair[me], pair[1 - me] = mine, theirs
    new, entry, _ = rk_remote.resolve(state, "draw", chain.joint(gid, k, pair))
    return entry["drawn"]


def test_cheater_cannot_foresee_a_draw():
    rnd = random.Random(7)
    hits = {"seen": 0, "first": 0, "oracle": 0}
    expected = variance = 0.0
    draws = games = 0
    while draws < DRAWS:
        pair = Pair(seat=rnd.randrange(2), name=f"cheater {games}")
        games += 1
        while draws < DRAWS:
            sc = pair.deliver()
            if sc["stage"] == "over":
                break
            if sc["stage"] != "move":
                pair.send()
                continue
            state = sc["states"][-1]
            legal = api.legal_actions(state)
            if "draw" not in legal:
                pair.send(rnd.choice(legal))
                continue
            me = pair.to
            doc = pair.docs[me]
            received = "".join(pair.inbox[me]) + json.dumps(doc) + json.dumps(sc)
            t = P.transcript(doc["msgs"])
            k = len(t.events) + 1  # the event this draw begins
            friend = pair.docs[1 - me]
            nxt = chain.secret(friend["secret"], k)
            assert nxt not in received  # the friend's secret for this draw never reached the cheater
            assert state["rng"] is None  # and no generator to run forward
            mine = chain.secret(doc["secret"], k)
            seen = t.revealed[1 - me][-1]
            pile = state["draw_pile"] or state["discard_pile"]
            p = 1 / len(pile)
            guesses = {"seen": _guess(state, doc["gid"], k, mine, seen, me), "first": pile[0],
                       "oracle": _guess(state, doc["gid"], k, mine, nxt, me)}
            pair.send("draw")
            theirs = pair.deliver()  # the friend shows the card with its secret
            drawn = next(m["entry"]["drawn"] for m in reversed(theirs["played"]) if m["action"] == "draw" and m["seat"] == me)
            for name, g in guesses.items():
                hits[name] += g == drawn
            expected += p
            variance += p * (1 - p)
            draws += 1
            if theirs["stage"] == "over":
                break
            pair.send(rnd.choice(api.legal_actions(theirs["states"][-1])) if theirs["stage"] == "move" else None)
    bound = expected + 4 * math.sqrt(variance)
    print(f"draws {draws}, hits {hits}, blind guessing expects {expected:.1f} (sd {math.sqrt(variance):.1f})")
    assert hits["seen"] <= bound, (hits, expected)
    assert hits["first"] <= bound, (hits, expected)
    assert hits["oracle"] == draws  # with the friend's secret the card is known: the test has teeth
