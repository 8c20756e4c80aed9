"""Sharing a game (engine/games/PROTOCOL.md, "Sharing"; RK-14, LQ-14).

What the page hands to other people (Export, Copy link, Embed snippet) comes from
``api.share_record`` and ``api.share_position``: an unfinished game's must hold no secret of any
seat and no future chance outcome, and opening it with a seed must give a playable game whose
public part is the original's. The first tests run for every registered game through the
protocol only; the per-game ones below check each game's own rules.

Runs on CPython and inside Pyodide: stdlib only.
"""

import copy
import functools
import json
import random

import pytest

from engine import api
from engine.errors import InvalidState
from engine.games import GAMES
from engine.record import InvalidRecord
from tests import settings

COUNT = settings.scaled(1, maximum=12)
MAX_PLIES = 5000
IDS = list(GAMES)


def _play(game, seed, options, stop=None):
    """A seeded random game through api.step: (record, states); ``stop`` plies at most."""
    r = random.Random(f"sharing:{game}:{seed}")
    rec = api.new_record(game, seed, options)
    states = [rec["start"]]
    while api.current_player(states[-1]) is not None and len(states) < MAX_PLIES:
        if stop is not None and len(states) > stop:
            break
        step = api.step(states[-1], r.choice(api.legal_actions(states[-1])))
        rec["actions"].append(step["entry"])
        states.append(step["state"])
    rec["result"] = api.outcome(states[-1])
    return rec, states


@functools.lru_cache(maxsize=None)
def _unfinished(game):
    """COUNT unfinished games of ``game`` over its variants, cut at varied plies (some long
    enough for a reshuffle or many revealed tiles): [(record, states)]."""
    info = GAMES[game].INFO
    out = []
    for g in range(COUNT):
        options = {"variant": info.variants[g % len(info.variants)].id}
        full, states = _play(game, 500 + g, options)
        cut = random.Random(f"cut:{game}:{g}").randrange(len(states) - 1) if g % 3 else len(states) - 2
        out.append((dict(full, actions=full["actions"][:cut], result=None), states[:cut + 1]))
    return out


def _secret_texts(states):
    """Generator states of a game (none may appear in anything shared)."""
    return {s["rng"] for s in states if s.get("rng")}


# ---------------------------------------------------------------- every game, through the protocol

@pytest.mark.parametrize("game", IDS)
def test_a_shared_position_tells_no_secret_and_no_future(game):
    for _, states in _unfinished(game):
        s = states[-1]
        text = api.share_position(s)
        assert text.split()[0] == GAMES[game].INFO.position_prefix
        assert not any(g in text for g in _secret_texts(states)), "the generator is withheld"
        # It does not depend on anything any seat cannot see: re-dealing a seat's unknowns
        # (the other seats' secrets, pile orders, the generator) leaves it as it was.
        for seat in range(GAMES[game].seat_count(s)):
            for seed in (1, 2):
                assert api.share_position(GAMES[game].redeal_hidden(s, seat, seed)) == text


@pytest.mark.parametrize("game", IDS)
def test_a_shared_position_opens_to_a_playable_state_with_the_same_public_part(game):
    for _, states in _unfinished(game):
        s = states[-1]
        text = api.share_position(s)
        opened = [api.from_position(text, seed) for seed in (7, "another seed")]
        for o in opened:
            assert api.load_state(o) == o
            assert api.share_position(o) == text
            assert api.current_player(o) == api.current_player(s)
            assert api.legal_actions(o) == api.legal_actions(s)
            api.apply(o, api.legal_actions(o)[0])  # play goes on
        assert opened[0] != opened[1], "two seeds deal two different futures"
        assert api.from_position(text, 7) == opened[0], "the seed fixes the new deal"


@pytest.mark.parametrize("game", IDS)
def test_a_shared_position_needs_a_seed(game):
    _, states = _unfinished(game)[0]
    with pytest.raises(InvalidState) as exc:
        api.from_position(api.share_position(states[-1]))
    assert exc.value.field == "seed"
    with pytest.raises(InvalidState):
        api.from_position(api.share_position(states[-1]), 2.5)
    # Full positions open as before; a seed changes nothing in them.
    assert api.from_position(api.to_position(states[-1]), 3) == states[-1]


@pytest.mark.parametrize("game", IDS)
def test_a_shared_record_of_an_unfinished_game_tells_no_future(game):
    for rec, states in _unfinished(game):
        shared = api.share_record(json.dumps(rec))
        text = json.dumps(shared)
        assert shared["shared"] is True and shared["seed"] is None and shared["result"] is None
        assert not any(g in text for g in _secret_texts(states))
        assert api.share_record(shared) == shared, "sharing a shared record changes nothing"
        # Its start is view-like: loadable (filled in canonically), telling nothing more.
        loaded = api.load_state(json.dumps(shared["start"]))
        assert api.share_position(loaded) == api.share_position(api.replay(shared, 1)[0])
        assert shared["seats"] == rec["seats"] and shared["game"] == rec["game"]


@pytest.mark.parametrize("game", IDS)
def test_a_shared_record_opens_to_the_same_public_game_with_a_fresh_future(game):
    for rec, states in _unfinished(game):
        shared = api.share_record(rec)
        finals = []
        for seed in (11, 12):
            opened = api.replay(shared, seed)
            assert len(opened) == len(shared["actions"]) + 1
            assert api.share_position(opened[-1]) == api.share_position(states[-1])
            assert api.legal_actions(opened[-1]) == api.legal_actions(states[-1])
            whole = api.open_record(shared, seed)
            assert "shared" not in whole and api.replay(whole) == opened, "the opened record replays exactly"
            out = json.loads(api.replay_final_json(json.dumps(shared), json.dumps(seed)))
            assert out["state"] == opened[-1] and out["record"] == whole
            finals.append(opened[-1])
        assert finals[0] != finals[1], "two seeds deal two different futures"


@pytest.mark.parametrize("game", IDS)
def test_finished_records_are_shared_whole_but_for_the_seed(game):
    """Everything is shown at the end; the seed still stays home (PROTOCOL.md, "Secrets and
    chance"): the shared record replays from its start state without it."""
    info = GAMES[game].INFO
    for g in range(max(1, COUNT // 4)):
        rec, states = _play(game, 900 + g, {"variant": info.variants[g % len(info.variants)].id})
        assert api.outcome(states[-1]) is not None
        assert api.share_record(rec) == dict(rec, seed=None)
        assert api.replay(api.share_record(rec)) == states
        assert "record" not in api.replay_final(rec)


@pytest.mark.parametrize("game", IDS)
def test_broken_shared_records_are_refused(game):
    rec, _ = _unfinished(game)[1]
    shared = api.share_record(rec)
    with pytest.raises(InvalidRecord) as exc:
        api.replay(shared)
    assert exc.value.field == "seed"
    for flag in ("yes", 1, [True]):
        with pytest.raises(InvalidRecord) as exc:
            api.replay(dict(shared, shared=flag), 1)
        assert exc.value.field == "shared"
    with pytest.raises(InvalidRecord) as exc:
        api.replay(dict(shared, start=None), 1)
    assert exc.value.field == "start"
    with pytest.raises(InvalidRecord):
        api.replay(dict(shared, start={"game": game}), 1)


# ---------------------------------------------------------------- The Rose King

RK = "rose-king"


def _rk_cases():
    return [(rec, states) for rec, states in _unfinished(RK) if len(states[-1]["draw_pile"]) >= 3]


def test_rk_shared_position_lists_the_pile_sorted_and_withholds_the_generator():
    # RK-14.4, RK-11.5
    cases = _rk_cases()
    assert cases
    for _, states in cases:
        s = states[-1]
        fields = api.share_position(s).split()
        assert fields[-1] == "?"
        real = ",".join(s["draw_pile"])
        listed = fields[6].split(",")
        assert sorted(listed) == sorted(s["draw_pile"]) and listed == api.view(s, 0)["draw_pile"]
        if listed != s["draw_pile"]:
            assert real not in api.share_position(s)
        assert fields[:6] == api.to_position(s).split()[:6] and fields[7] == api.to_position(s).split()[7]


def test_rk_shared_record_keeps_the_draws_and_hides_the_pile_and_reshuffle_orders():
    # RK-14.1, RK-14.2
    reshuffles = 0
    for g in range(COUNT):
        rec, states = _play(RK, 700 + g, {"variant": "2p" if g % 2 else "4p"})
        cut = len(states) - 2
        rec = dict(rec, actions=rec["actions"][:cut], result=None)
        shared = api.share_record(rec)
        start = shared["start"]
        assert start["rng"] is None and start["draw_pile"] == api.view(rec["start"], 0)["draw_pile"]
        for original, kept in zip(rec["actions"], shared["actions"]):
            assert kept.get("drawn") == original.get("drawn") and kept["action"] == original["action"]
            if "reshuffle" in original:
                reshuffles += 1
                assert kept["reshuffle"] == "concealed"
                assert json.dumps(original["reshuffle"]) not in json.dumps(shared)
        pile = rec["start"]["draw_pile"]
        if pile != sorted(pile, key=start["draw_pile"].index):
            assert json.dumps(pile) not in json.dumps(shared)
    assert reshuffles, "the sample includes reshuffles (RK-6.2)"


def test_rk_opened_record_replays_every_draw_and_reshuffles_afresh():
    # RK-14.3: every recorded draw replays exactly; the unseen cards get a new order per seed.
    differ = 0
    for g in range(COUNT):
        rec, states = _play(RK, 700 + g, {"variant": "2p" if g % 2 else "4p"})
        cut = len(states) - 2
        rec = dict(rec, actions=rec["actions"][:cut], result=None)
        states = states[:cut + 1]
        shared = api.share_record(rec)
        a, b = api.replay(shared, 1), api.replay(shared, 2)
        for opened in (a, b):
            for mine, theirs in zip(opened, states):  # the same public game at every ply
                assert {k: v for k, v in mine.items() if k not in ("draw_pile", "rng")} == \
                       {k: v for k, v in theirs.items() if k not in ("draw_pile", "rng")}
                assert sorted(mine["draw_pile"]) == sorted(theirs["draw_pile"])
        differ += a[-1]["draw_pile"] != b[-1]["draw_pile"]
    assert differ >= COUNT // 2


def test_rk_a_draw_of_a_card_nobody_could_draw_is_refused():
    # RK-14.3: a recorded card must be among the unseen cards (not in a hand or the discards).
    rec, states = _play(RK, 42, {"variant": "2p"}, stop=40)
    shared = api.share_record(rec)
    i = next(i for i, e in enumerate(shared["actions"]) if "drawn" in e)
    bad = copy.deepcopy(shared)
    bad["actions"][i]["drawn"] = states[i]["hands"][0][0]
    with pytest.raises(InvalidRecord) as exc:
        api.replay(bad, 1)
    assert exc.value.field == "actions"
    bad = copy.deepcopy(shared)
    j = next((k for k, e in enumerate(bad["actions"]) if "reshuffle" in e), None)
    if j is not None:
        bad["actions"][j]["reshuffle"] = ["N1"]
        with pytest.raises(InvalidRecord):
            api.replay(bad, 1)


def test_rk_open_record_draw_accepted_from_anywhere_in_the_unseen_pile():
    # RK-14.3: a hand-made shared record may draw any unseen card first.
    start = api.new_game(RK, 3)
    first = api.legal_actions(start)[0]   # both hands are full: each seat plays a card,
    second = api.legal_actions(api.apply(start, first))[0]   # then seat 0 may draw
    public = api.share_record(api.new_record(RK, 3))["start"]
    for card in public["draw_pile"]:
        rec = dict(api.new_record(RK, 3), seed=None, start=public, shared=True,
                   actions=[{"action": first}, {"action": second}, {"action": "draw", "drawn": card}])
        states = api.replay(rec, 5)
        assert states[-1]["hands"][0][-1] == card


# ---------------------------------------------------------------- Long Live the Queen

LQ = "long-live-the-queen"


def _secret_places(st):
    """(seat, position index or 'master', name) of every D tile: what no one else may learn."""
    out = []
    for s in range(2):
        if st["lines"][s] is None:
            continue
        out += [(s, i, n) for i, (n, f) in enumerate(zip(st["lines"][s], st["faces"][s])) if f == "D"]
        if st["master_faces"][s] == "D":
            out.append((s, "master", st["masters"][s]))
    return out


def test_lq_shared_game_shows_only_the_public_view_of_both_seats():
    # LQ-14.1, LQ-14.2: every D tile and D Master of both seats withheld; U and K tiles kept.
    seen = 0
    for rec, states in _unfinished(LQ):
        s = states[-1]
        shared = api.share_record(rec)
        assert shared["actions"] == [], "the set-up entries are secret arrangements"
        start = shared["start"]
        for seat, i, _ in _secret_places(s):
            seen += 1
            if i == "master":
                assert start["masters"][seat] is None
            else:
                assert start["lines"][seat][i] is None
        for seat in range(2):
            if s["lines"][seat] is None:
                continue
            for i, (n, f) in enumerate(zip(s["lines"][seat], s["faces"][seat])):
                if f != "D":
                    assert start["lines"][seat][i] == n
        assert start["dice"] == s["dice"] and start["prestige"] == s["prestige"]
        assert start["pending"] == s["pending"] and start["phase"] == s["phase"]
        tiles = api.share_position(s).split()[5]
        codes = [c for part in tiles.split("/") if part != "-" for c in part.replace(":", "")]
        assert codes.count("?") == len(_secret_places(s))
    assert seen


def test_lq_opened_share_deals_secrets_afresh_for_both_seats():
    # LQ-14.3: both seats' secret tiles are dealt afresh and the dice to come are new.
    differ = 0
    for rec, states in _unfinished(LQ):
        s = states[-1]
        a, b = (api.replay(api.share_record(rec), seed)[-1] for seed in (1, 2))
        for o in (a, b):
            for seat in range(2):
                for i, (n, f) in enumerate(zip(s["lines"][seat] or [], s["faces"][seat] or "")):
                    if f != "D":
                        assert o["lines"][seat][i] == n
        differ += _secret_places(a) != _secret_places(b)
        assert a["rng"] != b["rng"] != s["rng"]
    assert differ


def test_lq_a_seat_view_string_still_cannot_be_loaded():
    # LQ-12: '?' tiles without the withheld generator field are a seat's view, not a share.
    _, states = _unfinished(LQ)[2]
    text = api.ui_state(states[-1], 0)["position"]
    if "?" in text:
        with pytest.raises(InvalidState):
            api.from_position(text, 1)
