"""A roller of Long Live the Queen who uses everything its own browser ever received (its seed,
every message, every state it was shown) cannot foresee its dice when it commits to the roll
(LQ-3.7, LQ-4.1): over 200 and more rolls its guesses hit no more often than chance allows
(web/REMOTE.md, the threat model).

Its best guesses: the dice (and their total, the position played) the roll would give if the
friend's secret for it were the last one the friend revealed. Each must stay within 4 standard
deviations of blind guessing. The same guess made with the friend's true secret (which a
cheater never holds before it has rolled) hits every time: the test can fail.
"""

import json
import math
import random
from collections import Counter

import pytest

from engine import api
from engine.games.long_live_the_queen import remote as lq_remote
from engine.remote import chain
from engine.remote import protocol as P
from tests.engine.remote_play import Pair

pytestmark = pytest.mark.attack

ROLLS = 220
TOTALS = Counter(a + b for a in range(1, 7) for b in range(1, 7))  # ways to roll each total


def _dice(state, gid, k, secrets):
    return lq_remote.dice(state, chain.joint(gid, k, secrets))


def test_roller_cannot_foresee_its_dice():
    rnd = random.Random(17)
    hits = {"dice": 0, "total": 0, "oracle": 0}
    expect = {"dice": [0.0, 0.0], "total": [0.0, 0.0]}  # [expected hits, variance]
    rolls = games = 0
    while rolls < ROLLS:
        pair = Pair(seat=games % 2, game="long-live-the-queen", name=f"roller {games}")
        games += 1
        while pair.turn(lambda sc: rnd.choice(api.legal_actions(sc["states"][-1]))) is not None:
            pass
        t = P.transcript(pair.docs[0]["msgs"])
        rolled = [mv for mv in t.moves if mv["action"] == "roll"]
        chances = [(k, ev) for k, ev in enumerate(t.events, 1) if ev["kind"] == "chance"]
        assert len(rolled) == len(chances)
        for (k, ev), mv in zip(chances, rolled):
            me = ev["seat"]
            friend = pair.docs[1 - me]
            # the message in which the roller rolled, and all it had received before it
            n = next(m["n"] for m in t.msgs[1:] if m["from"] == me and any(
                st[0] == "r" and st[1] == chain.secret(pair.docs[me]["secret"], k) for st in m["steps"]))
            received = json.dumps(t.msgs[:n])
            theirs = chain.secret(friend["secret"], k)
            assert theirs not in received  # the friend's secret for this roll had not reached it
            assert mv["before"]["rng"] is None  # no generator to run forward
            pair_of = [None, None]
            pair_of[me] = chain.secret(pair.docs[me]["secret"], k)
            pair_of[1 - me] = t.revealed[1 - me][k - 2]  # the friend's last secret before this roll
            guess = _dice(mv["before"], t.gid, k, pair_of)
            pair_of[1 - me] = theirs
            oracle = _dice(mv["before"], t.gid, k, pair_of)
            drawn = mv["entry"]["dice"]
            hits["dice"] += guess == drawn
            hits["oracle"] += oracle == drawn
            p = 6.0 ** -len(drawn)
            expect["dice"][0] += p
            expect["dice"][1] += p * (1 - p)
            if len(drawn) == 2:  # a turn's roll: the position played (LQ-4.1)
                q = TOTALS[sum(guess)] / 36
                hits["total"] += sum(guess) == sum(drawn)
                expect["total"][0] += q
                expect["total"][1] += q * (1 - q)
            rolls += 1
    for name in ("dice", "total"):
        e, var = expect[name]
        print(f"rolls {rolls} in {games} games: {name} guesses hit {hits[name]}, "
              f"blind guessing expects {e:.1f} (sd {math.sqrt(var):.1f})")
        assert hits[name] <= e + 4 * math.sqrt(var), (name, hits, expect)
    print(f"with the friend's true secret: {hits['oracle']} of {rolls}")
    assert hits["oracle"] == rolls  # with the friend's secret the dice are known: the test has teeth
