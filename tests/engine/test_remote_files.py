"""A game with a friend as files (TBL-2.1, TBL-2.2; engine/remote/files.py, web/REMOTE.md): a side's private
save resumes exactly that game and holds no secret of the other side; the shared record opens on
any page as an ordinary game and holds no face-down tile of either side (RK-14.1, LQ-14.1)."""

import copy
import json

import pytest

from engine import api
from engine.games.long_live_the_queen.tiles import DOWN
from engine.remote import chain, commit
from engine.remote import files as F
from engine.remote import protocol as P
from tests.engine.remote_play import Pair, random_chooser
from tests.engine.test_remote_lltq import chooser

LQ = "long-live-the-queen"


def _pair(game, seat, seed, turns):
    pair = Pair(seat, game=game)
    choose = chooser(seed) if game == LQ else random_chooser(seed, 0.6)
    for _ in range(turns):
        if pair.turn(choose) is None:
            break
    return pair


def _lq_midgame(seed=3, turns=10):
    return _pair(LQ, 0, seed, turns)


def test_private_save_resumes_the_game_exactly():
    pair = _lq_midgame()
    for seat in (0, 1):
        doc = pair.docs[seat]
        saved = json.loads(json.dumps(doc))  # through a file
        assert F.check_save(saved) == doc
        assert P.screen(saved) == P.screen(doc)
        pair.docs[seat] = saved  # each side goes on from its file, as in another browser
    choose = chooser(9)
    for _ in range(6):
        assert pair.turn(choose) is not None  # every later turn of both sides is accepted


def test_private_save_holds_no_secret_of_the_other_side():
    """No seed of the other side, no secret of its chain not revealed yet (so no future roll,
    LQ-4.1), no salt of a tile of its court not opened yet (LQ-10.1)."""
    pair = _lq_midgame()
    for seat in (0, 1):
        text = json.dumps(pair.docs[seat])
        other = pair.docs[1 - seat]
        assert other["secret"] not in text
        t = P.Transcript(other["msgs"])
        shown = len(t.revealed[1 - seat])
        for k in range(shown + 1, shown + 4):
            assert chain.secret(other["secret"], k) not in text
        unopened = [n[1:] for n in t.state["lines"][1 - seat] + [t.state["masters"][1 - seat]] if n.startswith("?")]
        assert unopened
        for slot in unopened:
            assert commit.salt(other["secret"], other["gid"], slot) not in text


def test_damaged_or_foreign_save_refused():
    pair = _lq_midgame()
    doc = pair.docs[0]
    bad_seed = dict(doc, secret="ab" * 32)
    with pytest.raises(P.RemoteRefused) as exc:
        F.check_save(bad_seed)
    assert exc.value.field == "bad-link"
    court = dict(doc["court"])
    court["m"], court["2"] = court["2"], court["m"]
    with pytest.raises(P.RemoteRefused):
        F.check_save(dict(doc, court=court))
    cut = copy.deepcopy(doc)
    cut["msgs"][2]["steps"] = cut["msgs"][2]["steps"][:1]
    with pytest.raises(P.RemoteRefused):
        F.check_save(cut)
    with pytest.raises(P.RemoteRefused):
        F.check_save({"format": 1, "game": LQ})


def test_restore_keeps_the_later_copy_and_refuses_the_other_side():
    pair = _pair("rose-king", 0, 4, 2)
    old = json.loads(json.dumps(pair.docs[0]))
    pair.turn(random_chooser(4, 0.6))
    pair.turn(random_chooser(5, 0.6))
    new = pair.docs[0]
    assert len(new["msgs"]) > len(old["msgs"])
    assert F.restore(None, old) == {"doc": old, "from": "file"}
    assert F.restore(new, old) == {"doc": new, "from": "kept"}  # an old save takes back nothing
    assert F.restore(old, new) == {"doc": new, "from": "file"}
    with pytest.raises(P.RemoteRefused) as exc:
        F.restore(pair.docs[1], new)
    assert exc.value.field == "other-game"


def _lq_share(pair, seat):
    rec = F.shared_record(pair.docs[seat], ["White", "Black"])
    return rec, json.dumps(rec)


@pytest.mark.parametrize("seat", [0, 1])
def test_lq_shared_record_is_the_public_view_and_opens_anywhere(seat):
    """LQ-14.1: the public view, every face-down tile of both seats withheld, no moves; LQ-14.3:
    any page opens it, the withheld tiles dealt anew, and shows the same public position."""
    pair = _lq_midgame(seed=5, turns=12)
    rec, text = _lq_share(pair, seat)
    assert rec["shared"] and rec["seed"] is None and rec["actions"] == []
    start = rec["start"]
    assert "?" not in text  # no placeholder of an unopened tile
    for s in (0, 1):
        for name, face in zip(start["lines"][s], start["faces"][s]):
            assert (name is None) == (face == DOWN)
        assert (start["masters"][s] is None) == (start["master_faces"][s] == DOWN)
    court = pair.docs[seat]["court"]
    hidden_own = [n for n, f in zip(P.screen(pair.docs[seat])["states"][-1]["lines"][seat], start["faces"][seat]) if f == DOWN]
    assert hidden_own and all(n in court.values() for n in hidden_own)
    st = api.replay(api.open_record(rec, "any seed"))[-1]
    a, b = api.view(st, 0), start
    assert [a["faces"], a["prestige"], a["phase"]] == [b["faces"], b["prestige"], b["phase"]]
    assert [[n if f != DOWN else None for n, f in zip(st["lines"][s], st["faces"][s])] for s in (0, 1)] == start["lines"]


def test_rk_shared_record_replays_the_moves_and_tells_no_draw_to_come():
    """RK-14.1: the moves with each drawn card, the pile a set and no generator; RK-14.3: any
    page replays it to the same board and hands."""
    pair = _pair("rose-king", 1, 6, 14)
    sc = P.screen(pair.docs[0])
    rec = F.shared_record(pair.docs[0], ["Red", "White"])
    assert rec["shared"] and rec["seed"] is None and rec["start"]["rng"] is None
    assert len(rec["actions"]) == len(sc["played"])
    final = api.replay(api.open_record(rec, "seed one"))[-1]
    assert final["board"] == sc["states"][-1]["board"] and final["hands"] == sc["states"][-1]["hands"]


def test_api_twins_of_the_files():
    pair = _lq_midgame(seed=8, turns=6)
    doc = pair.docs[1]
    assert json.loads(api.remote_check_save_json(json.dumps(doc))) == doc
    got = json.loads(api.remote_restore_json("null", json.dumps(doc)))
    assert got["from"] == "file"
    rec = json.loads(api.remote_shared_record_json(json.dumps(doc), '["White", "Black"]'))
    assert rec["game"] == LQ and rec["shared"]
