"""States the engine cannot play to an end are refused, with the engine's own error types (the
property over every game is test_playable.py).

Each test is named after the state it refuses and cites the rule it holds the engine to.
"""

import json
import random

import pytest

from engine import api
from engine.errors import InvalidState
from engine.games.bella_rosarum import data as BD
from engine.games.bella_rosarum.position import MAX_LENGTH
from engine.inputs import MAX_POSITION

LQ = "long-live-the-queen"
BR = "bella-rosarum"


def _refused(data, field, load=api.load_state):
    with pytest.raises(InvalidState) as exc:
        load(data)
    assert exc.value.field == field, str(exc.value)
    return exc.value


def _br_game(seed, players, stop, no_concede=False):
    """States of a seeded random Bella Rosarum game up to (and with) the first ``stop(state)``."""
    r = random.Random(seed)
    s = api.new_game(BR, seed, {"players": players})
    states = [s]
    while api.outcome(s) is None and not stop(s):
        legal = api.legal_actions(s)
        if no_concede and len(legal) > 1:
            legal = [a for a in legal if a != "concede"]
        s = api.apply(s, r.choice(legal))
        states.append(s)
    return states


# ---------------------------------------------------------------- set-up order (Long Live the Queen)

def test_lq_set_up_with_seat_1_to_move_before_seat_0_has_arranged_is_refused():
    """LQ-3.5, LQ-11.4: seat 0 arranges first, then seat 1. A set-up with seat 1 to move and
    seat 0 unarranged used to load; after ``setup random`` the game stood in phase ``start``
    with seat 0 never arranged (a state load refuses) and the next ``roll`` raised TypeError."""
    start = api.new_game(LQ, 5)
    _refused(dict(start, to_move=1), "to_move")
    _refused(json.dumps(dict(start, to_move=1)), "to_move")
    for text in ("lq setup 1 0 - -/- -/- 0,0,0/0,0,0 -", "lq setup 1 0 - -/- -/- 0,0,0/0,0,0 - 0123456789abcdef"):
        _refused(text, "to_move", api.from_position)
    with pytest.raises(InvalidState):  # the shared string of the review, opened with a seed
        api.from_position("lq setup 1 0 - -/- -/- 0,0,0/0,0,0 - ?", 3)
    # the set-ups play reaches still load: nobody arranged (seat 0 to move), then seat 0 only
    once = api.apply(start, "setup random")
    assert once["to_move"] == 1 and api.load_state(json.dumps(once)) == once
    assert api.from_position(api.to_position(once)) == once
    _refused(dict(once, to_move=0), "to_move")  # seat 0 to arrange again
    twice = api.apply(once, "setup random")
    assert twice["phase"] == "start" and api.apply(twice, "roll")


# ---------------------------------------------------------------- seats, nobles, crowns, rounds (Bella Rosarum)

def _with_battle():
    """A state of a seeded 3-player game in which a battle against another seat is legal."""
    def battle(s):
        return any(a.startswith("battle ") for a in api.legal_actions(s))
    return next(s for seed in range(1, 50) for s in _br_game(seed, 3, battle, no_concede=True)[-1:] if battle(s))


def test_br_seat_listed_out_with_nobles_on_the_map_is_refused():
    """BR-4.3, BR-13.3: a seat out of the game has no noble on the map. Such a state used to
    load, and attacking the seat left phase ``event`` with ``attack`` still set (a state load
    refuses)."""
    s = _with_battle()
    action = next(a for a in api.legal_actions(s) if a.startswith("battle "))
    target = action.split(" ")[2]
    defender = next(nb["seat"] for nb in s["nobles"].values() if nb["loc"] == target)
    _refused(dict(s, out=[defender]), "out")
    _refused(api.to_position(dict(s, out=[defender])), "out", api.from_position)
    assert api.load_state(json.dumps(s)) == s


def test_br_seat_to_move_listed_out_is_refused():
    """BR-4.3: a seat out of the game has no turn (its turns are skipped)."""
    s = _br_game(2, 3, lambda s: any(a == "concede" for a in api.legal_actions(s)))[-1]
    seat = s["to_move"]
    after = api.apply(s, "concede")
    assert after["out"] == [seat] and after["phase"] != "over" and after["to_move"] != seat
    assert api.load_state(json.dumps(after)) == after
    _refused(dict(after, to_move=seat, first=seat), "to_move")


def test_br_noble_listed_twice_as_moved_is_refused():
    """BR-6.1 (found by test_playable.py): a noble moves once a turn, so ``moved``
    names it once. Listed twice, it stayed in ``moved`` after it died in battle, and the state
    after the battle did not load ('is not a known id')."""
    s = _with_battle()
    noble = next(n for n, nb in s["nobles"].items() if nb["seat"] == s["to_move"])
    _refused(dict(s, moved=[noble, noble]), "moved")
    assert api.load_state(dict(s, moved=[noble]))["moved"] == [noble]


def test_br_hold_on_an_uncrowned_royal_is_refused():
    """BR-13.2: the hold counts turns with the only crowned royal (never Henry VI); a royal that
    lives keeps its crown, so a hold names a crowned one."""
    s = api.new_game(BR, 1, {"players": 3})
    for royal in ("york", "margaret", "henry"):
        _refused(dict(s, hold={"seat": 0, "royal": royal, "turns": 1}), "hold")
    crowned = json.loads(json.dumps(s))
    crowned["royals"]["henry"]["alive"] = False
    crowned["royals"]["henry"].update(place=None, controller=None, crowned=False)
    crowned["royals"]["york"]["crowned"] = True
    held = dict(crowned, hold={"seat": 0, "royal": "york", "turns": 3})
    assert api.load_state(held)["hold"] == held["hold"]
    _refused(dict(held, hold={"seat": 0, "royal": "york", "turns": BD.HOLD_TURNS}), "hold.turns")


def test_br_two_royals_of_a_house_crowned_is_refused():
    """BR-10.2: a royal is crowned only while no royal of its house is crowned and alive, so a
    house has at most one crowned royal (one per house: a Yorkist may be crowned beside Henry)."""
    s = json.loads(json.dumps(api.new_game(BR, 1, {"players": 3})))
    s["royals"]["margaret"]["crowned"] = True
    _refused(s, "royals.margaret")
    s["royals"]["margaret"]["crowned"] = False
    s["royals"]["march"]["crowned"] = s["royals"]["york"]["crowned"] = True
    _refused(s, "royals.march")
    s["royals"]["march"]["crowned"] = False
    assert api.load_state(s)["royals"]["york"]["crowned"]


def test_br_round_past_the_last_round_is_refused():
    """BR-13.4: the game ends after round 30, so no state has round 31."""
    s = api.new_game(BR, 1, {"players": 3})
    assert api.load_state(dict(s, round=BD.ROUND_CAP))["round"] == BD.ROUND_CAP
    _refused(dict(s, round=BD.ROUND_CAP + 1), "round")
    _refused(api.to_position(dict(s, round=BD.ROUND_CAP + 1)), "round", api.from_position)


# ---------------------------------------------------------------- the result (Bella Rosarum)

def test_br_result_is_validated_and_agrees_with_phase():
    """BR-13, BR-15.1: ``result`` is {winner (a seat or null), reason (one of the game's), round
    (the round it ended in)}, set exactly when the phase is ``over``. ``result: {}`` used to load
    and then ``returns`` raised KeyError; a winner 7 of 3 seats gave returns of -0.5 each."""
    over = _br_game(3, 3, lambda s: False)[-1]
    res = over["result"]
    assert api.load_state(json.dumps(over)) == over and abs(sum(api.returns(over))) < 1e-9
    _refused(dict(over, result={}), "result")
    _refused(dict(over, result=None), "result")
    _refused(dict(over, result=dict(res, winner=7)), "result.winner")
    _refused(dict(over, result=dict(res, winner="0")), "result.winner")
    _refused(dict(over, result=dict(res, reason="x")), "result.reason")
    _refused(dict(over, result=dict(res, reason=["x"])), "result.reason")
    _refused(dict(over, result=dict(res, round=res["round"] + 1)), "result.round")
    _refused(dict(over, result=dict(res, extra=1)), "result")
    _refused(dict(over, result=[res]), "result")
    running = api.new_game(BR, 3, {"players": 3})
    _refused(dict(running, result=res), "result")
    for reason in ("four-turns", "last-royal"):  # BR-13.1, BR-13.2: won by a seat (the holder)
        _refused(dict(over, hold=None, result=dict(res, reason=reason, winner=None)), "result.winner")
    in_game = next(i for i in range(over["players"]) if i not in over["out"])
    _refused(dict(over, hold=None, result=dict(res, reason="four-turns", winner=in_game)), "hold")
    if over["out"]:  # a seat out of the game does not win (BR-4.3)
        _refused(dict(over, result=dict(res, winner=over["out"][0])), "result.winner")


# ---------------------------------------------------------------- error types

def test_wrong_types_give_invalid_state_naming_the_field():
    """BR-15.1, LQ-10.2, RK-13 (the record header): bad types are InvalidState naming the field,
    never TypeError, IndexError or KeyError."""
    br = api.new_game(BR, 1, {"players": 3})
    for bad in (["x"], {"x": 1}, 7, "no-such-event"):
        _refused(dict(br, event=bad), "event")
    lq = api.apply(api.apply(api.new_game(LQ, 5), "setup random"), "setup random")
    view = api.view(lq, 0)
    for bad in ([], 5, "D", ["D"], None):
        _refused(dict(view, master_faces=bad), "master_faces")
    for bad in (5, "Ann", ["Ann"], ["Ann", 2], ["Ann", "Bo", "Cy"], [], {"0": "Ann"}):
        with pytest.raises(InvalidState) as exc:
            api.new_record("rose-king", 1, None, bad)
        assert exc.value.field == "seats"
    assert api.new_record("rose-king", 1, None, ["Ann", "Bo"])["seats"] == ["Ann", "Bo"]
    assert api.new_record("rose-king", 1, None)["seats"] == ["seat 0", "seat 1"]


# ---------------------------------------------------------------- position strings (Bella Rosarum)

def test_br_position_numbers_use_the_shared_digits_and_its_length_is_bounded():
    """BR-15.2: numbers in ASCII digits 0-9 only (engine/digits.py), a bounded length (a
    Bella Rosarum string is longer than the others, so its own bound). "²" used to raise int()'s
    ValueError, 4,500 digits Python's int-string limit, "٣" was read as 3, and 20 KB or 16 MB
    strings were read whole."""
    text = api.to_position(api.new_game(BR, 1, {"players": 3}))
    words = text.split(" ")
    assert words[5] == "1"  # the round
    for bad in ("²", "٣", "１", "1" * 4500, "+1", "01", "1_0", ""):
        if bad:
            _refused(" ".join(words[:5] + [bad] + words[6:]), "round", api.from_position)
    _refused(" ".join(words[:4] + ["٢"] + words[5:]), "to_move", api.from_position)
    _refused(" ".join(words[:2] + ["2"] + words[3:]), "first_turn_combat", api.from_position)
    for size in (20_000, 16 * 1024 * 1024):
        long = text + " a=" + "0" * (size - len(text))
        exc = _refused(long, "position", api.from_position)
        assert f"{MAX_LENGTH:,}" in str(exc)
    assert MAX_POSITION < MAX_LENGTH < 20_000


def test_br_longest_real_position_is_well_inside_its_bound():
    """BR-15.2: the bound was set from the longest string of random 6-player games played to
    their end (1,742 characters over 80 games); one such game here stays far below it."""
    states = _br_game(13, 6, lambda s: False, no_concede=True)
    assert api.outcome(states[-1]) is not None
    longest = max(len(t) for s in states for t in (api.to_position(s), api.share_position(s)))
    assert 1_000 < longest < MAX_LENGTH / 4, longest
    for s in states[:: max(1, len(states) // 40)]:
        assert api.from_position(api.to_position(s)) == s


# ---------------------------------------------------------------- options (Bella Rosarum)

def test_br_players_option_alone_gives_a_game_of_that_many_players():
    """BR-3.1: the declared option ``players`` works on its own ({"players": 4} is the 4p
    variant); given with a variant of another number of seats it is a clear refusal."""
    for n in range(2, 7):
        s = api.new_game(BR, 1, {"players": n})
        assert s["players"] == n and s["variant"] == f"{n}p"
        assert s == api.new_game(BR, 1, {"variant": f"{n}p"}) == api.new_game(BR, 1, {"players": n, "variant": f"{n}p"})
        rec = api.new_record(BR, 1, {"players": n})
        assert api.replay(dict(rec, start=None)) == [s]
    with pytest.raises(InvalidState) as exc:
        api.new_game(BR, 1, {"players": 4, "variant": "3p"})
    assert exc.value.field == "options.variant" and "4 players" in str(exc.value)
    assert api.new_game(BR, 1, {"players": None})["players"] == 3  # the default variant
    for bad in (7, 1, "4", True):
        with pytest.raises(InvalidState):
            api.new_game(BR, 1, {"players": bad})
