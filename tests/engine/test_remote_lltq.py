"""Long Live the Queen by links (engine/remote, web/REMOTE.md): whole games played only through
messages, each side's court travelling as salted commitments and opened only when the rules
show a tile (LQ-10.1), dice from both chains (LQ-3.7, LQ-4.1), and every bad link refused with
the running game unchanged."""

import json
import random
import re

import pytest

from engine import api
from engine.games.long_live_the_queen import arrangement, remote as lq_remote, rules
from engine.games.long_live_the_queen.tiles import DOWN, TILES, index
from engine.remote import commit
from engine.remote import protocol as P
from tests.engine.remote_play import Pair, refused, relink, resealed
from tests.seeded import secret_hex

GAME = "long-live-the-queen"


def chooser(seed):
    r = random.Random(seed)
    return lambda sc: r.choice(api.legal_actions(sc["states"][-1]))


def play(seat, seed, stop=None):
    """A whole game (or until ``stop(pair)``) with random choices on both sides."""
    pair = Pair(seat, game=GAME)
    choose = chooser(seed)
    while pair.turn(choose) is not None:
        if stop is not None and stop(pair):
            break
    return pair


def _steps(pair, kind):
    """Every step of ``kind`` in every message sent, with the message's number."""
    out = []
    for link in pair.links:
        for m in P.decode(link)["msgs"]:
            out += [(m["n"], s[1]) for s in m.get("steps", []) if s[0] == kind]
    return out


def _true_game(docs, played):
    """The game replayed with both courts known, the dice as the transcript drew them: the
    ordinary engine's result, to compare the game played with the courts unknown against."""
    st = api.new_game(GAME, 1, {"variant": "2p"})
    for mv in played:
        action = mv["action"]
        if action == "setup":
            court = docs[mv["seat"]]["court"]
            line = [court.get(str(p), "Princess") for p in range(2, 13)]
            action = "setup " + arrangement.canonical(court["m"], line)
        recorded = {"dice": mv["entry"]["dice"]} if "dice" in mv["entry"] else None
        st = rules.apply_events(st, action, recorded)[0]
    return st


@pytest.mark.parametrize("seat,seed", [(0, 1), (1, 2), (0, 3), (1, 4)])
def test_whole_game_by_links_is_the_game_with_both_courts_known(seat, seed):
    pair = play(seat, seed)
    a, b = (P.screen(pair.docs[s]) for s in (0, 1))
    assert a["stage"] == b["stage"] == "over"
    assert a["outcome"] == b["outcome"] is not None
    assert [m["entry"] for m in a["played"]] == [m["entry"] for m in b["played"]]
    true = _true_game(pair.docs, a["played"])
    assert rules.outcome(true) == a["outcome"]
    before = _true_game(pair.docs, a["played"][:-1])
    for me, sc in ((0, a), (1, b)):
        shown = sc["states"][-1]
        assert shown["faces"] == true["faces"] and shown["prestige"] == true["prestige"]
        assert shown["lines"][me] == true["lines"][me]  # its own court, from its own document
        # at the end both courts are opened (each checked against its commitments): the whole
        # of the other's is shown, as the game with both courts known has it
        assert shown["lines"][1 - me] == true["lines"][1 - me] and shown["masters"] == true["masters"]
        assert shown["unknown"] == [[], []]
        # before the last move, the other's face-down tiles were exactly those withheld
        last = sc["states"][-2]
        assert last["faces"] == before["faces"]
        for n, t, f in zip(last["lines"][1 - me], before["lines"][1 - me], before["faces"][1 - me]):
            assert n == (None if f == DOWN else t)
    # LQ-4.1: rolls happened, and every tile turned face up was opened by its owner
    assert any(m["action"] == "roll" for m in a["played"])
    opened = _steps(pair, "o")
    assert opened
    assert len(opened) == len({(n, o) for n, o in opened})


def test_a_court_is_sent_only_as_salted_commitments():
    pair = play(0, 5)
    commits = _steps(pair, "c")
    assert len(commits) == 2  # LQ-3.5: one arrangement per seat
    for seat in (0, 1):
        court = pair.docs[seat]["court"]
        text = json.dumps([P.decode(link) for link in pair.links])
        assert pair.docs[seat]["secret"] not in text  # the seed never leaves the browser
        hashes = commit.parse_commitments(
            commit.commitments(pair.docs[seat]["secret"], pair.docs[seat]["gid"], court, lq_remote.SLOTS),
            lq_remote.SLOTS)
        assert len(set(hashes.values())) == 11
        # the two Apprentices (LQ-1.1), equal tiles, have different commitments: salted
        apprentices = [hashes[s] for s, t in court.items() if t == "Apprentice"]
        assert len(apprentices) == 2 and apprentices[0] != apprentices[1]


@pytest.mark.attack
def test_no_message_before_an_opening_holds_the_tile():
    """A side trying every tile with every salt-sized value its browser ever received learns no
    tile of the other side's court before its opening; with the owner's true salt (which only
    the owner's seed gives) the same search finds every tile: the check has teeth."""
    checked = found_early = found_with_salt = 0
    for seat, seed in ((0, 6), (1, 7)):
        pair = play(seat, seed)
        msgs = P.transcript(pair.docs[0]["msgs"]).msgs
        for owner in (0, 1):
            court, gid = pair.docs[owner]["court"], pair.docs[owner]["gid"]
            hashes = next(commit.parse_commitments(s[1], lq_remote.SLOTS)
                          for m in msgs if m.get("from") == owner for s in m["steps"] if s[0] == "c")
            opened_at = {}
            for m in msgs:
                for s in m.get("steps", []):
                    if s[0] == "o" and m["from"] == owner:
                        opened_at.setdefault(commit.parse_opening(s[1])[0], m["n"])
            for slot in lq_remote.SLOTS:
                before = msgs[:opened_at.get(slot, len(msgs))]
                text = json.dumps(before)
                # every run of 32 hex digits anywhere in what was received: each window of each
                # longer run of them
                salts = {run[i:i + 32] for found in re.finditer("[0-9a-f]{32,}", text)
                         for run in [found.group()] for i in range(len(run) - 31)}
                hits = [t for t in set(TILES) for x in salts if commit.digest(x, slot, t) == hashes[slot]]
                checked += 1
                found_early += bool(hits)
                true_salt = commit.salt(pair.docs[owner]["secret"], gid, slot)
                found_with_salt += [t for t in set(TILES) if commit.digest(true_salt, slot, t) == hashes[slot]] == [court[slot]]
    # tile names travel only in openings: no other step of any message holds one
    for link in pair.links:
        for m in P.decode(link)["msgs"]:
            other = json.dumps([st for st in m.get("steps", []) if st[0] != "o"])
            assert not any(t in other for t in TILES), other
    print(f"slots {checked}: found before the opening {found_early}, with the owner's salt {found_with_salt}")
    assert checked == 44 and found_early == 0 and found_with_salt == checked


def _link_with(kind_test, seed=11):
    """A game stopped when the newest link has a step that ``kind_test(step)`` accepts: (pair,
    its receiver's document, the link's data, the index of that step)."""
    def stop(pair):
        return any(kind_test(st) for st in P.decode(pair.link)["msgs"][0]["steps"])
    pair = play(0, seed, stop)
    data = P.decode(pair.link)
    i = next(i for i, st in enumerate(data["msgs"][0]["steps"]) if kind_test(st))
    return pair, pair.docs[pair.to], data, i


def _rehashed(data, change, pair):
    """The link of ``data`` with its message changed by its own sender (hashed and signed again)."""
    msg = data["msgs"][0]
    change(msg)
    resealed(pair, msg)
    return relink(data)


def test_the_good_links_of_these_positions_are_accepted():
    """The refusals below are of changed links; unchanged, each is accepted (so each refusal is
    the change's doing)."""
    for test in (lambda st: st[0] == "o", lambda st: st == ["a", "roll"], lambda st: st[0] == "a" and st[1].startswith("swap")):
        pair, doc, data, _ = _link_with(test)
        assert P.receive(doc, pair.link)["msgs"][-1] == data["msgs"][0]


def test_forged_openingrefused():
    pair, doc, data, i = _link_with(lambda st: st[0] == "o")
    slot, piece, salt = commit.parse_opening(data["msgs"][0]["steps"][i][1])
    other = next(t for t in TILES if t != piece)

    def tile(msg):
        msg["steps"][i][1] = f"{slot}={other}:{salt}"  # another tile than the one committed
    assert "does not match its commitment" in refused(doc, _rehashed(json.loads(json.dumps(data)), tile, pair), "forged-opening")

    def salted(msg):
        msg["steps"][i][1] = f"{slot}={piece}:{secret_hex('another salt', 16)}"
    refused(doc, _rehashed(json.loads(json.dumps(data)), salted, pair), "forged-opening")

    def elsewhere(msg):  # the right opening of another slot, in place of the one owed
        other_slot = next(s for s in lq_remote.SLOTS if s != slot)
        msg["steps"][i][1] = f"{other_slot}={piece}:{salt}"
    refused(doc, _rehashed(json.loads(json.dumps(data)), elsewhere, pair), "forged-opening")

    def dropped(msg):  # the opening left out of a turn that owes it
        msg["steps"][i:] = []
    assert "unopened" in refused(doc, _rehashed(json.loads(json.dumps(data)), dropped, pair), "bad-link")

    def moved_instead(msg):  # a move while the rules wait for the opening
        msg["steps"][i:] = [["a", "skip"]]
    assert "before a piece" in refused(doc, _rehashed(json.loads(json.dumps(data)), moved_instead, pair), "illegal")

    def twice(msg):  # an opening nobody owes
        msg["steps"].insert(i + 1, list(msg["steps"][i]))
    refused(doc, _rehashed(json.loads(json.dumps(data)), twice, pair), "out-of-turn")


def test_tampered_moverefused():
    pair, doc, data, i = _link_with(lambda st: st[0] == "a" and st[1].startswith("swap"))
    msg = data["msgs"][0]
    msg["steps"][i][1] = "swap 2-3" if msg["steps"][i][1] != "swap 2-3" else "swap 3-4"
    refused(doc, relink(data), "altered")  # its hash no longer matches
    msg["steps"][i][1] = "master 7"  # rehashed: a move the rules refuse (LQ-7.2: never the Princess)
    assert "not a legal move" in refused(doc, _rehashed(data, lambda m: None, pair), "illegal")


def test_forged_rollrefused():
    pair, doc, data, i = _link_with(lambda st: st == ["a", "roll"])
    assert data["msgs"][0]["steps"][i + 1][0] == "r"  # the roller commits to its secret with the roll

    def forge(msg):
        msg["steps"][i + 1][1] = secret_hex("steered dice")  # a secret chosen to steer the dice
    assert "forged" in refused(doc, _rehashed(data, forge, pair), "forged-secret")


def test_forged_answer_to_a_rollrefused():
    pair, doc, data, i = _link_with(lambda st: st == ["a", "roll"])
    pair.deliver()
    pair.answer(chooser(1))  # the answer: the other side's secret for the roll, first
    doc = pair.docs[pair.to]
    data = P.decode(pair.link)
    assert data["msgs"][0]["steps"][0][0] == "r"

    def forge(msg):
        msg["steps"][0][1] = secret_hex("forged answer")
    refused(doc, _rehashed(data, forge, pair), "forged-secret")


def test_replayed_link_and_another_gamerefused():
    pair = play(0, 12, lambda p: len(p.links) > 12)
    doc = pair.docs[pair.to]
    assert "opened already" in refused(doc, pair.links[-3], "replayed")
    two = play(1, 13, lambda p: len(p.links) > 12)
    assert "another game" in refused(doc, two.link, "other-game")


def test_out_of_turnrefused():
    pair = play(0, 14, lambda p: len(p.links) > 10)
    doc = pair.docs[pair.to]
    data = P.decode(pair.link)

    def wrong_seat(msg):
        msg["from"] = 1 - msg["from"]
    refused(doc, _rehashed(data, wrong_seat, pair), "out-of-turn")
    # a turn in the receiver's own name: its own last link, renumbered as the next turn
    mine = json.loads(json.dumps(P.decode(P.last_link(doc))["msgs"][0]))
    mine.update(n=len(doc["msgs"]), prev=doc["msgs"][-1]["hash"])
    mine["hash"] = P._hash(mine)
    # signed by the receiver, not by the friend who must send this turn
    refused(doc, P.encode(doc["gid"], [mine]), "forged-signature")


def test_court_sent_in_the_clear_or_twicerefused():
    pair = Pair(0, game=GAME)
    pair.deliver()  # the inviter, seat 0, arranges first (LQ-3.5)
    pair.answer(chooser(0))
    doc, data = pair.docs[1], P.decode(pair.link)
    c = next(i for i, st in enumerate(data["msgs"][0]["steps"]) if st[0] == "c")

    def clear(msg):
        msg["steps"][c] = ["a", "setup random"]
    assert "only as commitments" in refused(doc, _rehashed(json.loads(json.dumps(data)), clear, pair), "illegal")

    def short(msg):
        msg["steps"][c][1] = ",".join(msg["steps"][c][1].split(",")[:-1])
    refused(doc, _rehashed(json.loads(json.dumps(data)), short, pair), "bad-link")
    assert P.receive(doc, pair.link)  # unchanged, it is accepted


def test_bad_arrangement_refused_at_home():
    pair = Pair(0, game=GAME)
    pair.deliver()
    with pytest.raises(P.RemoteRefused) as exc:
        P.reply(pair.docs[0], "setup master=Guard 2=Sniper")
    assert exc.value.field == "illegal"
    explicit = "setup master=Sniper 2=Guard 3=Apprentice 4=Witch 5=Noble 6=Cheater 8=Clown 9=Consul 10=Assassin 11=Apprentice 12=Schemer"
    out = P.reply(pair.docs[0], explicit)
    assert out["link"] and out["doc"]["court"]["m"] == "Sniper" and out["doc"]["court"]["2"] == "Guard"
    shown = P.screen(out["doc"])["states"][-1]
    assert shown["lines"][0][index(3)] == "Apprentice" and shown["masters"][0] == "Sniper"
    assert "Guard" not in json.dumps(P.decode(out["link"]))  # the court travels as hashes only


def test_an_opened_tile_must_be_one_its_seat_can_have_there():
    """A commitment binds a slot to whatever its owner hashed, even an impossible court; such a
    court is refused the moment the impossible tile is opened (LQ-1.1 each tile once, the
    Apprentice twice; LQ-3.2 a Master with a prestige colour)."""
    st = lq_remote.deal({"variant": "2p"}, "00" * 32)
    st = lq_remote.committed(st, 0)[0]
    st = lq_remote.open_tile(st, 0, "4", "Witch")
    assert st["lines"][0][index(4)] == "Witch" and st["lines"][0][index(5)] == "?5"
    with pytest.raises(ValueError, match="still has face down"):
        lq_remote.open_tile(st, 0, "5", "Witch")  # a second Witch
    with pytest.raises(ValueError, match="still has face down"):
        lq_remote.open_tile(st, 0, "5", "Princess")  # the Princess is on 7 (LQ-3.1)
    with pytest.raises(ValueError, match="cannot be the Master"):
        lq_remote.open_tile(st, 0, "m", "Guard")
    st = lq_remote.open_tile(st, 0, "5", "Apprentice")
    st = lq_remote.open_tile(st, 0, "6", "Apprentice")
    with pytest.raises(ValueError):
        lq_remote.open_tile(st, 0, "8", "Apprentice")  # a third Apprentice
