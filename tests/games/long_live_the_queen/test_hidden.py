"""Long Live the Queen: hidden information (LQ-10). A view must not depend on secrets it hides:
re-dealing the other seat's secret tiles among their places leaves view, ui_state and the
view's position string byte-for-byte the same."""

import json
import random

from engine import api
from engine.games.long_live_the_queen.tiles import TILES

from .helpers import GAME, make, random_game, redeal, roll, scaled


def _dump(x):
    return json.dumps(x, sort_keys=True)


def test_lq_10_2_setup_view_shows_only_the_princess_of_the_other_seat():
    s = api.apply(api.new_game(GAME, 4), "setup random")
    v = api.view(s, 1)
    assert v["lines"][0] == [None] * 5 + ["Princess"] + [None] * 5 and v["masters"][0] is None
    assert v["unknown"][0] == sorted(v["unknown"][0], key=TILES.index) and len(v["unknown"][0]) == 11
    assert v["rng"] is None
    assert api.view(s, 0)["lines"][0] == s["lines"][0]  # LQ-3.4: own tiles visible to the owner


def test_lq_10_1_known_face_down_tiles_stay_visible():
    s = roll(make({3: "Assassin"}, {3: "Noble"}), 1, 2)
    assert s["faces"][1][1] == "K"
    assert api.view(s, 0)["lines"][1][1] == "Noble"
    ui = api.ui_state(s, 0)
    assert ui["lines"][1][1] == {"position": 3, "tile": "Noble", "up": False, "face": "K"}


def test_lq_10_1_a_new_master_is_known_the_old_one_revealed():
    s = api.apply(make({5: "Noble"}, {}, masters=("Witch", None), phase="court"), "master 5")
    v = api.view(s, 1)
    assert v["masters"][0] == "Noble" and v["lines"][0][3] == "Witch"
    assert "Noble" not in v["unknown"][0] and "Witch" not in v["unknown"][0]


def test_lq_10_2_view_rejects_bad_seats():
    import pytest
    from engine.errors import InvalidState
    for bad in (2, -1, "0", True, None):
        with pytest.raises(InvalidState):
            api.view(api.new_game(GAME, 1), bad)


def test_lq_10_2_and_10_3_views_do_not_depend_on_hidden_tiles():
    r = random.Random(7)
    checked = 0
    for g in range(scaled(0.1, 10)):
        states = random_game(1000 + g)
        for st in states[::4]:
            for seat in (0, 1):
                other = 1 - seat
                alt = redeal(st, other, r)
                v, va = api.view(st, seat), api.view(alt, seat)
                assert _dump(v) == _dump(va)
                assert _dump(api.ui_state(st, seat)) == _dump(api.ui_state(alt, seat))
                assert api.to_position(v) == api.to_position(va)
                # the other seat's secret places are null and its secret Master too
                if st["lines"][other] is not None:
                    for n, f in zip(v["lines"][other], st["faces"][other]):
                        assert (n is None) == (f == "D")
                    assert (v["masters"][other] is None) == (st["master_faces"][other] == "D")
                    secret = [n for n, f in zip(st["lines"][other], st["faces"][other]) if f == "D"]
                    assert sorted(v["unknown"][other]) == sorted(secret + ([st["masters"][other]] if st["master_faces"][other] == "D" else []))
                checked += 1
    assert checked > 50


def test_lq_10_4_describe_action_reveals_no_secret():
    r = random.Random(3)
    for g in range(scaled(0.08, 5)):
        for st in random_game(2000 + g)[::3]:
            alts = [redeal(redeal(st, 0, r), 1, r) for _ in range(2)]
            for a in api.legal_actions(st):
                text = api.describe_action(st, a)
                assert all(api.describe_action(alt, a) == text for alt in alts)


def test_lq_10_4_narration_names_only_public_tiles():
    for g in range(scaled(0.2, 10)):
        states = random_game(3000 + g)
        for before in states[:-1]:
            legal = api.legal_actions(before)
            out = api.step(before, legal[len(legal) // 2])
            after = out["state"]
            public = set()
            for s in (0, 1):
                if after["lines"][s] is not None:
                    public |= {n for n, f in zip(after["lines"][s], after["faces"][s]) if f != "D"}
                    if after["master_faces"][s] != "D":
                        public.add(after["masters"][s])
            for name in set(TILES):
                if name in out["text"]:
                    assert name in public, (out["text"], name)
