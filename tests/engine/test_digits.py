"""Numbers in text from outside have one spelling in both games (engine/digits.py):
ASCII digits only, no sign, no '_', no leading zero; a refusal is an InvalidState naming the
field (RK-12, LQ-12, LQ-11.3, LQ-3.5), and an empty ``rng`` is refused, not defaulted (RK-11, LQ-11)."""

import pytest

from engine import api, digits
from engine.errors import IllegalAction, InvalidState

LQ = "lq court 1 2 3,2 8:1954267GAA3/7:2851369A4GA D:DDDUUUDDDDD/D:DDDUUUDDDDD 0,0,0/0,0,0 - 139e0c67f051cea8"
RK = ("rk 9/9/9/9/9/9/9/9/9 e5 W1,W3,E2,NE2,SE1/N3,S2,E3,SW1,SE2 4/4 0 "
      "E1,NE3,SW3,SE3,S1,N1,N2,W2,NW1,NW3,NE1,SW2,NW2,S3 - fc88abc873dd623f")
ODD = ["+1", "-1", "0_1", "01", "00", " 1", "1 ", "١", "٣", "²", "１", "1.0", "", "1e0", "0x1"]


def with_field(position, i, value):
    parts = position.split(" ")
    parts[i] = value
    return " ".join(parts)


def refused(text, field):
    with pytest.raises(InvalidState) as exc:
        api.from_position(text)
    assert exc.value.field.split("[")[0] == field, str(exc.value)
    return str(exc.value)


def test_the_one_spelling():
    assert [digits.whole(t, "n") for t in ("0", "7", "12", "999999999999999999")] == [0, 7, 12, 10 ** 18 - 1]
    for text in ODD + ["1" * 19, None, 3, b"3"]:
        assert not digits.is_whole(text)
        with pytest.raises(InvalidState) as exc:
            digits.whole(text, "n")
        assert exc.value.field == "n"
    with pytest.raises(InvalidState, match="from 0 to 3"):
        digits.whole("4", "n", 0, 3)


def test_the_positions_used_here_load():
    assert api.to_position(api.from_position(LQ)) == LQ
    assert api.to_position(api.from_position(RK)) == RK


@pytest.mark.parametrize("odd", [t for t in ODD if t and t.strip() == t])  # a space splits a field
def test_lq_12_numbers_have_one_spelling(odd):
    refused(with_field(LQ, 2, odd), "to_move")
    refused(with_field(LQ, 3, odd), "turn")
    refused(with_field(LQ, 4, f"3,{odd}"), "dice")
    refused(with_field(LQ, 7, f"0,{odd},0/0,0,0"), "prestige")
    pending = with_field(with_field(LQ, 1, "resolve"), 8, f"pick.{odd}")
    refused(pending, "pending")


def test_lq_12_arabic_indic_and_superscript_digits_no_longer_crash():
    # these used to pass str.isdigit and then fail in int() with a bare ValueError
    for odd in ("٣", "²", "۳", "߃"):
        refused(with_field(LQ, 3, odd), "turn")
        refused(with_field(LQ, 7, f"{odd},0,0/0,0,0"), "prestige")


@pytest.mark.parametrize("odd", ["+1", "-1", "0_1", "01", "٣", "²", "１", "1e0"])
def test_rk_12_numbers_have_one_spelling(odd):
    refused(with_field(RK, 4, f"4/{odd}"), "heroes")
    refused(with_field(RK, 5, odd), "to_move")


@pytest.mark.parametrize("rank", ["45", "18", "123", "R44", "٩", "²R6", "0R8"])
def test_rk_12_board_runs_have_one_spelling(rank):
    board = "/".join([rank] + ["9"] * 8)
    refused(with_field(RK, 1, board), "board")


@pytest.mark.parametrize("key", ["٣", "²", "+3", "03", "3_"])
def test_lq_3_5_setup_keys_have_one_spelling(key):
    state = api.new_game("long-live-the-queen", 1)
    text = ("setup master=Sniper 2=Guard 3=Apprentice 4=Witch 5=Noble 6=Cheater 8=Clown 9=Consul "
            "10=Assassin 11=Apprentice 12=Schemer").replace(" 3=", f" {key}=")
    with pytest.raises(IllegalAction, match="position 2..12"):
        api.apply(state, text)


@pytest.mark.parametrize("game", ["rose-king", "long-live-the-queen"])
@pytest.mark.parametrize("gen", ["", 0, False, [], {}])
def test_an_empty_rng_is_refused_not_defaulted(game, gen):
    state = dict(api.new_game(game, 5), rng=gen)
    with pytest.raises(InvalidState) as exc:
        api.load_state(state)
    assert exc.value.field == "rng"


@pytest.mark.parametrize("game", ["rose-king", "long-live-the-queen"])
def test_an_absent_or_null_rng_is_the_documented_default(game):
    state = api.new_game(game, 5)
    assert api.load_state(dict(state, rng=None))["rng"] == "0123456789abcdef"
    del state["rng"]
    assert api.load_state(state)["rng"] == "0123456789abcdef"
