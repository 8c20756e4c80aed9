"""Bella Rosarum by links among three seats (BR-14.4, engine/remote/group.py): a whole game with every
message delivered to every seat; each seat sees its own crown cards and no other seat's
(BR-14.1); everything is shown at the end (BR-14); tampered, replayed, reordered, foreign and
forged messages are refused with the game unchanged; a card kept back that the rules show as
drawn (BR-12.3) forfeits the game when it comes to light."""

import functools
import json

import pytest

from engine.games.bella_rosarum import data as D, state as S
from engine.remote import group as G, group_deal as deal
from engine.remote.protocol import RemoteRefused
from tests.engine.group_play import play, start
from tests.once import once_per_run
from tests.seeded import secret_hex

pytestmark = pytest.mark.long


@functools.lru_cache(maxsize=None)
def game():
    """One game, seed 'group whole', with what each seat saw of the others' hands (played once a
    run: the checks below and the coalition's attack share it)."""
    return once_per_run("group-whole", _whole_game)


def _whole_game():
    looks = []

    def watch(docs):
        looks.append([G.seen(d)[1] for d in docs])

    secrets, docs, links = play("group whole", concede_from=2, watch=watch)
    return secrets, docs, links, looks


def test_three_seats_play_a_whole_game_by_links_every_message_to_all():
    _, docs, links, _ = game()
    assert docs[0]["msgs"] == docs[1]["msgs"] == docs[2]["msgs"]
    t = G.Transcript(docs[0]["msgs"])
    assert t.over() and t.state["phase"] == "over"
    assert t.state["result"]["winner"] == 0 and t.state["result"]["reason"] == "last-seat"  # BR-13.3
    # BR-14: at the end no card is face down in any hand
    assert all(not any(c.startswith("?") for c in h) for h in t.state["hands"])
    kinds = {st[0] for m in docs[0]["msgs"][3:] for st in m["steps"]}
    assert kinds == set("rasuo")  # chance, moves, shuffles, draws, openings all happened
    assert len(links) == len(docs[0]["msgs"])


def test_each_seat_sees_its_own_crown_cards_and_no_other_seats_br_14_1():
    _, docs, _, looks = game()
    t = G.Transcript(docs[0]["msgs"])
    drawn_by = {}
    for mv in t.moves:
        if mv["action"] == "draw":
            drawn_by[len(drawn_by)] = mv["seat"]
    assert len(drawn_by) >= 4
    held = 0
    for views in looks:
        for seat, view in enumerate(views):
            if view is None:
                continue
            for other, hand in enumerate(view["hands"]):
                if other != seat:
                    assert set(hand) <= {S.HIDDEN}, (seat, other, hand)
                else:
                    assert all(c in D.CARDS for c in hand), hand
                    held += len(hand)
            assert set(view["deck"]) <= {S.HIDDEN}
    assert held > 0


def _seat_doc(docs, seat, upto):
    """Seat ``seat``'s document as it stood with the first ``upto`` messages."""
    return dict(docs[seat], msgs=docs[seat]["msgs"][:upto])


def _resign(msg, secret):
    msg = {k: v for k, v in msg.items() if k not in ("hash", "sig")}
    return G._seal(msg, secret)


def _first_with(docs, kind):
    for k, m in enumerate(docs[0]["msgs"]):
        if k >= 3 and any(st[0] == kind for st in m.get("steps", [])):
            return k, m
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["u", "o", "s", "r"])
def test_tampered_replayed_reordered_foreign_and_forged_messages_are_refused(kind):
    secrets, docs, _, _ = game()
    k, m = _first_with(docs, kind)
    sender = m["from"]
    seat = (sender + 1) % 3
    doc = _seat_doc(docs, seat, k)
    before = json.dumps(doc, sort_keys=True)
    link = G.encode(doc["gid"], [m])

    def refused(bad, field):
        with pytest.raises(RemoteRefused) as exc:
            G.receive(doc, bad)
        assert exc.value.field == field, (kind, field, str(exc.value))
        assert json.dumps(doc, sort_keys=True) == before  # the game unchanged

    # tampered on its way: a step changed, the hash and signature left
    changed = json.loads(json.dumps(m))
    changed["steps"] = changed["steps"][:-1] + [changed["steps"][-1][:1] + ["x"]]
    refused(G.encode(doc["gid"], [changed]), "altered")
    # changed and hashed again by someone without the sender's key
    rehashed = dict(changed)
    rehashed["hash"] = G._hash(rehashed)
    refused(G.encode(doc["gid"], [rehashed]), "forged-signature")
    # reordered: the message after it, before it
    after = docs[0]["msgs"][k + 1]
    refused(G.encode(doc["gid"], [after]), "missing")
    # replayed: a message this seat already holds
    refused(G.encode(doc["gid"], [docs[0]["msgs"][k - 1]]), "replayed")
    # foreign: a message of another game
    _, other, _ = start("group foreign")
    refused(G.encode(other[0]["gid"], other[0]["msgs"][:1]), "other-game")
    # in this seat's own name
    mine_doc = _seat_doc(docs, sender, k)
    with pytest.raises(RemoteRefused) as exc:
        G.receive(mine_doc, link)
    assert exc.value.field == "out-of-turn"
    # forged by the sender itself, signed with its own key: the step fails its check
    forged = json.loads(json.dumps(m))
    for st in forged["steps"]:
        if st[0] == kind:
            if kind == "u":
                st[1]["v"] = G._hx(deal.card_code("not a card"))
            elif kind == "o":
                named = st[1]["card"]
                st[1]["card"] = next(c for c in G.Transcript(doc["msgs"]).cards_of[0] if c != named)
            elif kind == "s":
                st[1]["x"] = [st[1]["x"][0]] * len(st[1]["x"])  # one card doubled
            else:
                st[1] = "0" * 64
            break
    field = {"u": "forged-secret", "o": "forged-opening", "s": "forged-secret", "r": "forged-secret"}[kind]
    refused(G.encode(doc["gid"], [_resign(forged, secrets[sender])]), field)
    # and the real message is taken
    assert len(G.receive(doc, link)["msgs"]) == k + 1


def test_a_royalty_card_is_shown_and_played_as_it_is_drawn_br_12_3():
    _, docs, _, _ = game()
    shown = [(k, st[1]["card"]) for k, m in enumerate(docs[0]["msgs"]) for st in m.get("steps", [])
             if st[0] == "o" and st[1]["card"] in D.ROYALTY_CARDS]
    assert shown, "this game's seed draws a royalty card"
    for k, card in shown:
        tt = G.Transcript(docs[0]["msgs"][:k + 1])
        assert tt.forfeit is None
        assert any(mv["entry"].get("drawn") == card for mv in tt.moves)  # played as drawn
        assert card not in [c for h in tt.state["hands"] for c in h]


def test_a_seats_unsent_steps_stay_in_its_document():
    secrets, docs = start("group draft")[:2]
    t = G.Transcript(docs[0]["msgs"])
    assert t.owes() == 0 and t.state is None  # the deal waits for seat 0's secret
    out = G.reply(docs[0])
    assert out["link"] is not None
    doc1 = G.receive(docs[1], out["link"])
    out1 = G.reply(doc1)
    assert out1["link"] is not None
    t = G.Transcript(out1["doc"]["msgs"])
    assert t.state is not None and t.shuffle is not None  # dealt: the crown deck goes round


def test_an_empty_deck_is_restocked_by_every_seat_and_a_royalty_card_kept_back_forfeits(monkeypatch):
    """One game, seed 'group restock', for two things a short game does not reach. A deal with
    a short crown deck (its other cards dealt to the discard pile): the deck runs out, and the
    next draw waits for every seat's shuffle of the discards, each seat laying a new key on the
    new deck (BR-12.1). And every seat's page keeps back a royalty card it draws: the card stays
    face down in its hand until the rules show it (played, the hand discarded or shown at the
    end); its opening proves it was kept back, and the game ends there (BR-12.3, BR-14.4)."""
    from engine.games.bella_rosarum import group as BRG
    real_deal, real_duty = BRG.deal, G._duty

    def short(options, value):
        st = real_deal(options, value)
        st["deck"], st["discard"] = st["deck"][:4], st["deck"][4:]
        return st

    def keep_back(doc, t):
        st = real_duty(doc, t)
        if st is not None and st[0] == "o" and t.drawn is not None and st[1]["at"] == t.drawn["token"]:
            return ["a", "end turn"]  # BR-12.2: ends the turn with the card in the hand
        return st

    monkeypatch.setattr(BRG, "deal", short)
    monkeypatch.setattr(G, "_duty", keep_back)
    secrets, docs, _ = play("group restock")
    t = G.Transcript(docs[0]["msgs"])
    assert t.gen == 2 and len(t.dkeys[1]) == 3 and t.dkeys[0] != t.dkeys[1]
    second = [tok for tok in t.named if tok.startswith("?1.")]
    assert second and all(t.named[tok] in t.cards_of[1] for tok in second)
    passes = [m["from"] for m in docs[0]["msgs"][3:] for st in m["steps"] if st[0] == "s"]
    assert len(passes) == 6
    assert t.forfeit is not None and t.forfeit["card"] in D.ROYALTY_CARDS
    assert t.over() and t.owes() is None
    assert [mv for mv in t.moves if mv["action"] == "draw" and mv["seat"] == t.forfeit["seat"]]
    with pytest.raises(RemoteRefused) as exc:  # nothing comes after
        G.reply(docs[(t.forfeit["seat"] + 1) % 3])
    assert exc.value.field == "out-of-turn"


def test_a_silent_seat_cannot_freeze_the_game_the_others_may_end_it():
    """While a seat owes a message and stays silent, every other seat may ask to end the game;
    when all have asked, it ends with no winner and no card is shown. The silent seat's own
    message, if it comes first, makes the asks lapse."""
    _, docs, _, _ = game()
    k = next(k for k, m in enumerate(docs[0]["msgs"]) if k > 20 and [st[0] for st in m["steps"]] == ["u"])
    silent = docs[0]["msgs"][k]["from"]
    others = [s for s in range(3) if s != silent]
    at = [_seat_doc(docs, s, k) for s in range(3)]
    named = dict(G.Transcript(at[0]["msgs"]).named)
    first = G.ask_end(at[others[0]])
    with pytest.raises(RemoteRefused) as exc:  # asking twice counts once
        G.ask_end(first["doc"])
    assert exc.value.field == "replayed"
    with pytest.raises(RemoteRefused) as exc:  # the silent seat owes; it cannot ask
        G.ask_end(at[silent])
    assert exc.value.field == "out-of-turn"
    second = G.ask_end(G.receive(at[others[1]], first["link"]))
    t = G.Transcript(second["doc"]["msgs"])
    assert t.over() and t.abandoned == {"by": silent, "message": k + 1} and t.owes() is None
    assert t.named == named  # nothing more shown
    # the silent seat answers too late: its message takes the number the last ask took
    late = G.reply(G.receive(at[silent], first["link"]))["link"]
    end = G.receive(first["doc"], second["link"])
    with pytest.raises(RemoteRefused) as exc:
        G.receive(end, late)
    assert exc.value.field == "altered"
    with pytest.raises(RemoteRefused) as exc:
        G.reply(G.receive(G.receive(at[silent], first["link"]), second["link"]))
    assert exc.value.field == "out-of-turn"  # over: no one owes anything
    # one ask, then the silent seat's message: the ask lapses and the game goes on
    back = G.receive(at[silent], first["link"])
    out = G.reply(back)
    assert out["link"] is not None
    goes_on = G.receive(first["doc"], out["link"])
    t = G.Transcript(goes_on["msgs"])
    assert t.votes == [] and not t.over()


def test_each_seats_screen_says_who_owes_and_shows_its_own_view():
    from engine import api
    assert api.group_games() == {"bella-rosarum": ["3p", "4p", "5p", "6p"]}
    _, docs, _, _ = game()
    k = next(k for k, m in enumerate(docs[0]["msgs"]) if k > 20 and [st[0] for st in m["steps"]] == ["u"])
    owes = docs[0]["msgs"][k]["from"]
    for seat in range(3):
        sc = api.group_screen(_seat_doc(docs, seat, k), "de")
        assert sc["owes"] == owes and sc["seats"] == 3 and sc["joined"] == 3
        assert sc["stage"] == ("send" if seat == owes else "waiting")
        assert sc["legal"] == [] and sc["played"] and sc["ended"] is None
        assert all(set(h) <= {S.HIDDEN} for i, h in enumerate(sc["view"]["hands"]) if i != seat)
    end = api.group_screen(docs[1])
    assert end["stage"] == "over" and end["outcome"] is not None and end["link"] == G.last_link(docs[1])


def test_a_join_link_holds_every_message_so_far_so_the_next_player_needs_one_link():
    secrets, docs, links = start("group join links")
    info = G.link_info(links[1])
    assert info["numbers"] == [0, 1] and info["game"] == "bella-rosarum" and info["seats"] == 3
    # the third player opens only the second player's link and takes seat 2
    again = G.join([links[1]], secrets[2])
    assert again["doc"]["me"] == 2 and again["doc"]["msgs"] == docs[2]["msgs"]
    with pytest.raises(RemoteRefused) as exc:  # every seat taken
        G.join([links[2]], secret_hex("group join links a fourth"))
    assert exc.value.field == "not-invited"
    assert G.link_info(links[0])["numbers"] == [0, 0]
