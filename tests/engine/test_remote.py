"""Correspondence play by links (engine/remote, web/REMOTE.md): a whole game by links, and
every kind of bad link refused with the running game unchanged."""

import base64
import json

import pytest

from engine import api
from engine.games.rose_king.geometry import CARD_INDEX
from engine.remote import chain
from engine.remote import protocol as P
from tests.engine.remote_play import Pair, first_legal, random_chooser, refused, relink, resealed
from tests.seeded import secret_hex


def _play_to_end(pair, choose):
    while pair.turn(choose) is not None:
        pass
    return pair


def _decode(link):
    return P.decode(link)


@pytest.mark.parametrize("seat", [0, 1])
def test_whole_game_by_links_both_sides_agree(seat):
    pair = _play_to_end(Pair(seat), random_chooser(seat, 0.3))
    a, b = (P.screen(pair.docs[s]) for s in (0, 1))
    assert a["stage"] == b["stage"] == "over"
    assert a["states"][-1] == b["states"][-1]
    assert a["outcome"] == b["outcome"] == api.outcome(a["states"][-1])
    # RK-6.1: every draw took a card; the record agrees on both sides
    assert [m["entry"] for m in a["played"]] == [m["entry"] for m in b["played"]]
    assert any(m["action"] == "draw" for m in a["played"])


def test_deal_waits_for_both_secrets_and_the_friend_may_move_first():
    pair = Pair(seat=1)  # the friend is seat 0 and moves first (RK-4)
    sc = P.screen(pair.docs[0])
    assert sc["stage"] == "waiting" and sc["states"] == []  # the deal needs the inviter's secret
    sc = pair.deliver()  # the inviter sees the deal at once (it holds both secrets now)
    assert sc["stage"] == "reply" and len(sc["states"]) == 1
    pair.send()
    sc = pair.deliver()
    assert sc["stage"] == "move" and sc["states"][0] == P.screen(pair.docs[1])["states"][0]


def _pair_at_draw():
    """A game where the side to move (``pair.to`` after delivery) may draw (RK-6.1)."""
    pair = Pair(seat=0)
    while True:
        sc = pair.deliver()
        if sc["stage"] == "move" and "draw" in api.legal_actions(sc["states"][-1]):
            return pair, sc
        pair.send(next(a for a in api.legal_actions(sc["states"][-1]) if a != "draw") if sc["stage"] == "move" else None)


def test_a_draw_shows_only_when_the_friend_answers():
    pair, sc = _pair_at_draw()
    me = pair.to
    st = sc["states"][-1]
    done = len(sc["played"])
    pair.send("draw")
    mine = P.screen(pair.docs[me])
    assert mine["stage"] == "waiting" and mine["drawn_pending"]
    assert mine["states"][-1] == st  # no card yet: the draw waits for the friend's secret
    assert len(mine["played"]) == done
    theirs = pair.deliver()  # the friend resolves it with its own secret
    drawn = theirs["played"][done]["entry"]["drawn"]
    assert drawn in theirs["states"][done + 1]["hands"][me]
    # the friend's answer (a draw of its own when it has no card to play, RK-6.1: the secrets
    # are fresh each run) brings its secret back, and with it the card this side drew
    legal = api.legal_actions(theirs["states"][-1])
    pair.send(next((a for a in legal if a != "draw"), legal[0]))
    back = pair.deliver()
    assert back["played"][done]["entry"] == theirs["played"][done]["entry"]


def _pair_after(plies, name="pair"):
    pair = Pair(seat=0, name=name)
    for _ in range(plies):
        pair.turn(first_legal)
    return pair


def test_replayed_old_linkrefused():
    pair = _pair_after(6)
    doc = pair.docs[pair.to]
    old = pair.links[-3]  # a turn this side opened already
    assert "opened already" in refused(doc, old, "replayed")


def test_altered_earlier_moverefused():
    pair = _pair_after(6)
    to = pair.to
    doc = pair.docs[to]
    data = _decode(pair.link)
    earlier = json.loads(json.dumps(doc["msgs"][3]))
    steps = [s for s in earlier["steps"] if s[0] == "a"]
    assert steps
    for s in earlier["steps"]:
        if s[0] == "a":
            s[1] = "pass"
    earlier["hash"] = P._hash(earlier)
    data["msgs"] = [earlier] + data["msgs"]
    assert "changes turn 3" in refused(doc, relink(data), "altered")


def test_a_checked_turn_changed_in_a_values_type_only_is_refused():
    """A page checks its whole transcript at every turn and need not hash again a turn it found
    intact; a copy of that turn equal to it in Python's eyes but not as JSON (1 and true compare
    equal) does not match its hash, and is refused as altered, whatever was checked before."""
    pair = _pair_after(6)
    msgs = pair.docs[0]["msgs"]
    P.transcript(msgs)  # every turn checked once
    n = next(i for i, m in enumerate(msgs) if i >= 2 and m.get("from") == 1)
    twin = dict(msgs[n], **{"from": True})
    assert twin == msgs[n] and P._hash(twin) != twin["hash"]
    with pytest.raises(P.RemoteRefused) as exc:
        P.transcript(msgs[:n] + [twin] + msgs[n + 1:])
    assert exc.value.field == "altered"
    P.transcript(msgs)  # the true transcript still reads as before


def test_tampered_move_in_the_linkrefused():
    pair = _pair_after(5)
    doc = pair.docs[pair.to]
    data = _decode(pair.link)
    for s in data["msgs"][0]["steps"]:
        if s[0] == "a":
            s[1] = "N1" if s[1] != "N1" else "S1"
    refused(doc, relink(data), "altered")  # its hash no longer matches
    # a relay that also rehashes it cannot sign it as its sender
    data["msgs"][0]["hash"] = P._hash(data["msgs"][0])
    assert "not signed by the side that sends it" in refused(doc, relink(data), "forged-signature")
    # its sender itself can sign it: then the rules judge the move (illegal here, or another game)
    resealed(pair, data["msgs"][0])
    with pytest.raises(P.RemoteRefused) as exc:
        P.receive(doc, relink(data))
    assert exc.value.field != "forged-signature"


def test_forged_drawrefused():
    pair, _ = _pair_at_draw()
    pair.send("draw")
    doc = pair.docs[pair.to]
    data = _decode(pair.link)
    msg = data["msgs"][0]
    assert msg["steps"][-1][0] == "r"
    msg["steps"][-1][1] = secret_hex("steered card")  # a secret chosen to steer the card
    resealed(pair, msg)
    assert "forged" in refused(doc, relink(data), "forged-secret")


def test_secret_revealed_before_its_eventrefused():
    pair = Pair(seat=0)
    pair.deliver()
    st = P.screen(pair.docs[0])["states"][-1]
    move = next(a for a in api.legal_actions(st) if a != "draw")
    pair.send(move)
    data = _decode(pair.link)
    msg = data["msgs"][0]
    msg["steps"].append(["r", chain.secret(pair.docs[0]["secret"], 2)])
    resealed(pair, msg)
    refused(pair.docs[1], relink(data), "forged-secret")


def test_link_of_another_gamerefused():
    one, two = _pair_after(4, "one"), _pair_after(4, "two")
    assert "another game" in refused(one.docs[one.to], two.link, "other-game")


def test_missing_turn_and_own_namerefused():
    pair = _pair_after(4)
    to = pair.to
    doc = pair.docs[to]
    skipped = pair.link
    pair.deliver()
    pair.send(None if P.screen(pair.docs[pair.to])["stage"] != "move" else first_legal(P.screen(pair.docs[pair.to])))
    # the side that skipped a link opens the one after it
    pair.docs[pair.to] = P.receive(pair.docs[pair.to], pair.link)
    later = P.reply(pair.docs[pair.to], first_legal(P.screen(pair.docs[pair.to])) if P.screen(pair.docs[pair.to])["stage"] == "move" else None)["link"]
    assert P.decode(skipped)["msgs"][0]["n"] < P.decode(later)["msgs"][0]["n"] - 1
    refused(doc, later, "missing")


def test_damaged_linkrefused():
    pair = _pair_after(2)
    doc = pair.docs[pair.to]
    refused(doc, pair.link[:-40], "bad-link")
    refused(doc, "hello", "bad-link")


@pytest.mark.parametrize("depth", [5_000, 250_000])
def test_a_deeply_nested_link_is_refused_in_words(depth):
    """A link of a JSON text nested thousands deep (which the parser would recurse into until it
    overflowed) is refused as a bad link, with the game unchanged."""
    doc = _pair_after(2).docs[0]
    body = base64.urlsafe_b64encode(("[" * depth + "]" * depth).encode()).decode().rstrip("=")
    link = P.LINK_PREFIX + body
    with pytest.raises(P.RemoteRefused) as exc:
        P.decode(link)
    assert exc.value.field == "bad-link"
    assert "not a game message" in str(exc.value) or "not a Rosarium turn link" in str(exc.value)
    refused(doc, link, "bad-link")


def test_no_state_ever_holds_a_future_draw():
    pair = _play_to_end(Pair(seat=0), random_chooser(3, 0.6))
    for seat in (0, 1):
        for st in P.screen(pair.docs[seat])["states"]:
            assert st["rng"] is None  # RK-11.5: no generator
            assert st["draw_pile"] == sorted(st["draw_pile"], key=CARD_INDEX.__getitem__)


def test_links_hold_no_seed():
    pair = _pair_after(8)
    for link in pair.links:
        text = json.dumps(P.decode(link))
        for seat in (0, 1):
            assert pair.docs[seat]["secret"] not in text
            # the secrets not revealed yet are not in any link either
            assert chain.secret(pair.docs[seat]["secret"], chain.LENGTH - 1) not in text


def test_api_twins():
    a = json.loads(api.remote_invite_json('"rose-king"', '{"variant": "2p"}', "0", json.dumps("ab" * 32), json.dumps("cd" * 16)))
    info = json.loads(api.remote_link_info_json(json.dumps(a["link"])))
    assert info == {"gid": "cd" * 16, "numbers": [0, 0], "invitation": True, "game": "rose-king", "seat": 0}
    sc = json.loads(api.remote_screen_json(json.dumps(a["doc"]), '"de"'))
    assert sc["stage"] == "invited"


def test_record_of_a_game_with_a_friend_opens_and_replays():
    """The page's Save game of a game with a friend: the shared record format (RK-14), its
    start and entries as remote_screen gives them; any page opens it and replays it."""
    pair = _play_to_end(Pair(seat=0), random_chooser(5, 0.7))
    sc = P.screen(pair.docs[0])
    rec = {"format": 1, "game": "rose-king", "variant": "2p", "seed": None, "seats": ["Red", "White"],
           "options": {"variant": "2p"}, "start": sc["states"][0], "actions": [m["entry"] for m in sc["played"]],
           "result": None, "shared": True}
    final = api.replay(api.open_record(rec, "any seed"))[-1]
    assert final["board"] == sc["states"][-1]["board"] and final["hands"] == sc["states"][-1]["hands"]
    assert api.outcome(final) == sc["outcome"]
