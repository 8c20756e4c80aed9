"""The public API (engine.api): OpenSpiel-style calls, sentences, errors, seeds and JSON twins."""

import json

import pytest

from engine import api, rng
from engine.errors import EngineError, IllegalAction, InvalidState, UnknownGame
from engine.games.rose_king.geometry import CARDS

from tests.games.rose_king.helpers import EMPTY, make_state, off_board_cards, put

START = api.new_game("rose-king", 1)


# ---------------------------------------------------------------- OpenSpiel-style calls

def test_current_player_follows_turns_and_is_none_at_the_end():
    s = START
    assert api.current_player(s) == 0
    s = api.apply(s, api.legal_actions(s)[0])
    assert api.current_player(s) == 1
    four = api.new_game("rose-king", 2, {"variant": "4p"})
    seen = []
    for _ in range(5):
        seen.append(api.current_player(four))
        four = api.apply(four, api.legal_actions(four)[0])
    assert seen == [0, 1, 2, 3, 0]
    dead = off_board_cards("a1")
    over = make_state(put(EMPTY, ["a1"], "R"), crown="a1", hands=(dead[:5], dead[5:10]))
    assert api.current_player(over) is None


def test_returns_zero_while_running_and_plus_minus_one_at_the_end():
    assert api.returns(START) == [0.0, 0.0]
    dead = off_board_cards("a1")
    red_wins = make_state(put(EMPTY, ["a1", "a2"], "R"), crown="a1", hands=(dead[:5], dead[5:10]))
    assert api.returns(red_wins) == [1.0, -1.0]
    white_wins = make_state(put(put(EMPTY, ["a1"], "R"), ["c1", "c2"], "W"), crown="a1",
                            hands=(dead[:5], dead[5:10]))
    assert api.returns(white_wins) == [-1.0, 1.0]
    four = make_state(put(EMPTY, ["a1", "a2"], "R"), crown="a1",
                      hands=(dead[:3], dead[3:6], dead[6:9], dead[9:12]))
    assert api.returns(four) == [1.0, -1.0, 1.0, -1.0]


def test_describe_action_sentences():
    rows = put(EMPTY, ["e6"], "W")
    s = make_state(rows, crown="e5", hands=(["N1", "SW3"], ["E2"]))
    assert api.describe_action(s, "hero N1") == (
        "Red plays N1 with a hero card: the crown moves north 1 square to e6 and the white rose there turns red.")
    assert api.describe_action(s, "SW3") == (
        "Red plays SW3: the crown moves south-west 3 squares to b2, a red rose is placed.")
    assert api.describe_action(s, "draw") == "Red draws a power card."
    w = make_state(rows, crown="e5", hands=(["N1"], ["E2"]), to_move=1)
    assert api.describe_action(w, "E2") == "White plays E2: the crown moves east 2 squares to g5, a white rose is placed."
    dead = off_board_cards("a1")
    p = make_state(put(EMPTY, ["a1"], "R"), crown="a1", hands=(["N1"], dead[:5]), to_move=1)
    assert api.describe_action(p, "pass") == "White cannot act and passes."
    f = make_state(rows, crown="e5", hands=(["N1"], ["E1"], ["S1", "N2"], ["W1"]), to_move=2)
    assert api.describe_action(f, "S1").startswith("Red 2 plays S1:")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_describe_action_gives_a_sentence_for_each_legal_action(seed):
    s = api.new_game("rose-king", seed)
    for _ in range(30):
        legal = api.legal_actions(s)
        if not legal:
            break
        for a in legal:
            text = api.describe_action(s, a)
            assert isinstance(text, str) and text.endswith(".") and text[0].isupper()
            if a not in ("draw", "pass"):
                card = a.split()[-1]
                assert card in text and ("hero" in text) == a.startswith("hero ")
        s = api.apply(s, legal[-1])


@pytest.mark.parametrize("action", ["S9", "hero E1", "pass", "", None, 5, ["N1"], "n1", "draw "])
def test_describe_action_and_apply_raise_illegal_action_listing_the_legal_ones(action):
    s = make_state(put(EMPTY, ["e6"], "W"), crown="e5", hands=(["N1", "E1", "S2"], []))
    legal = api.legal_actions(s)
    assert legal == ["hero N1", "E1", "S2", "draw"]
    for fn in (api.describe_action, api.apply, api.step):
        with pytest.raises(IllegalAction) as exc:
            fn(s, action)
        assert exc.value.legal == legal and exc.value.action == action
        assert str(exc.value) == f"illegal action {action!r}; legal actions: hero N1, E1, S2, draw"
        assert isinstance(exc.value, ValueError)


def test_illegal_action_at_the_end_says_the_game_is_over():
    dead = off_board_cards("a1")
    over = make_state(put(EMPTY, ["a1"], "R"), crown="a1", hands=(dead[:5], dead[5:10]))
    with pytest.raises(IllegalAction) as exc:
        api.apply(over, "pass")
    assert exc.value.legal == [] and "none (the game is over)" in str(exc.value)


def test_step_gives_sentence_state_and_entry():
    a = api.legal_actions(START)[0]
    res = api.step(START, a)
    assert res == {"state": api.apply(START, a), "entry": {"action": a}, "text": api.describe_action(START, a),
                   "undo_barrier": False}  # no card drawn, nothing hidden shown


def test_step_screen_is_step_and_the_new_screen_in_one_call():
    a = api.legal_actions(START)[0]
    res = api.step_screen(START, a, "en")
    after = api.apply(START, a)
    assert {k: res[k] for k in ("state", "entry", "text", "undo_barrier")} == api.step(START, a)
    assert res["ui"] == api.ui_state(after) and res["seat"] is None and res["revealed"] is False
    assert json.loads(api.step_screen_json(json.dumps(START), json.dumps(a), '"en"', "null", "false")) == res


def test_screen_follows_the_seat_to_move_in_a_game_with_secrets():
    s = api.new_game("long-live-the-queen", 1)
    mover = api.current_player(s)
    other = 1 - mover
    res = api.screen(s, other, True)
    assert res == {"ui": api.ui_state(s, mover), "seat": mover, "revealed": False}
    assert res["ui"]["viewer"] == mover
    # without follow the seat asked for is the one shown
    assert api.screen(s, other)["ui"]["viewer"] == other


def test_screen_of_a_finished_game_shows_the_whole_table():
    dead = off_board_cards("a1")
    over = make_state(put(EMPTY, ["a1"], "R"), crown="a1", hands=(dead[:5], dead[5:10]))
    assert api.outcome(over) is not None
    res = api.screen(over, 1, True)
    assert res == {"ui": api.ui_state(over), "seat": None, "revealed": True}


def test_api_accepts_json_text_states():
    text = json.dumps(START)
    assert api.legal_actions(text) == api.legal_actions(START)
    assert api.apply(text, api.legal_actions(START)[0]) == api.apply(START, api.legal_actions(START)[0])
    with pytest.raises(InvalidState):
        api.legal_actions("{oops")
    with pytest.raises(EngineError):
        api.legal_actions(42)


def test_json_twins_exist_for_every_page_function():
    for name in api.PAGE_FUNCTIONS:
        assert callable(getattr(api, name + "_json"))
    out = json.loads(api.new_game_json('"rose-king"', "1", '{"variant": "4p"}'))
    assert out == api.new_game("rose-king", 1, {"variant": "4p"})
    assert json.loads(api.legal_actions_json(json.dumps(START))) == api.legal_actions(START)
    assert json.loads(api.outcome_json(json.dumps(START))) is None


def test_new_game_rejects_unknown_game_variant_and_seed():
    with pytest.raises(UnknownGame):
        api.new_game("chess", 1)
    with pytest.raises(InvalidState) as exc:
        api.new_game("rose-king", 1, {"variant": "3p"})
    assert exc.value.field == "variant"
    with pytest.raises(InvalidState):
        api.new_game("rose-king", 1, {"variant": ["2p"]})
    for seed in (1.5, None, True, [1]):
        with pytest.raises(ValueError):
            api.new_game("rose-king", seed)


def test_ui_state_agrees_with_the_api():
    rows = put(EMPTY, ["e6"], "W")
    s = make_state(rows, crown="e5", hands=(["N1", "SW3"], ["E2"]))
    ui = api.ui_state(s)
    assert ui["legal"] == api.legal_actions(s)
    assert ui["moves"] == [
        {"action": "hero N1", "card": "N1", "hero": True, "target": "e6"},
        {"action": "SW3", "card": "SW3", "hero": False, "target": "b2"},
    ]
    assert ui["current_player"] == 0 and ui["must_pass"] is False and ui["outcome"] is None
    assert ui["hand_limit"] == 5 and ui["tokens_on_board"] == 1
    assert ui["position"] == api.to_position(s)
    assert api.ui_state(s, 1)["position"] == api.to_position(api.view(s, 1))


# ---------------------------------------------------------------- seeds and determinism

def test_same_seed_same_deal_different_seeds_differ():
    for seed in (0, 1, 12345, "abc", "rosarium"):
        for variant in ("2p", "4p"):
            a = api.new_game("rose-king", seed, {"variant": variant})
            b = api.new_game("rose-king", seed, {"variant": variant})
            assert a == b
    deals = {json.dumps(api.new_game("rose-king", seed)["hands"]) for seed in range(50)}
    assert len(deals) == 50
    assert api.new_game("rose-king", 1) != api.new_game("rose-king", "1")


def test_seed_1_deal_is_pinned_across_platforms():
    """The deal depends only on SHA-256: CPython and Pyodide must give exactly this."""
    assert START["hands"] == [["SE3", "NW2", "W3", "S2", "SE1"], ["SW1", "E3", "W2", "NW3", "S1"]]
    assert START["draw_pile"] == ["NE2", "SE2", "SW2", "NW1", "NE3", "E2", "SW3", "S3", "N2", "E1",
                                  "N3", "N1", "W1", "NE1"]
    assert START["rng"] == "2edaa48401591293bee1212a79985675"
    four = api.new_game("rose-king", "rosarium", {"variant": "4p"})
    assert four["hands"] == [["W3", "E3", "NE1"], ["W1", "E1", "W2"], ["NE3", "N3", "SW1"], ["NW2", "SE2", "S2"]]
    assert four["rng"] == "7a33512b1f21d4867fcbdf578d198ff6"


def test_game_generator_has_128_secret_bits_and_hides_its_state():
    """PROTOCOL "Secrets and chance": a new game's generator is the 128-bit one (32 hex digits),
    whose outputs are hashes of its counter; a 16-digit state (an old save) goes on as SplitMix64."""
    gen = rng.start("0123456789abcdef0123456789abcdef")
    assert len(rng.to_hex(gen)) == 32 and rng.from_hex(rng.to_hex(gen)) == gen
    nxt, out = rng.next_u64(gen)
    assert nxt == gen + 1 and out != (gen & rng.MASK64) and out < 2 ** 64
    # distinct seeds, distinct streams; the same seed, the same stream
    assert rng.start("a") != rng.start("b") and rng.start(7) == rng.start(7)
    _, fresh = rng.derive(gen)
    assert fresh >= rng.STRONG and fresh != gen
    assert rng.from_hex("0000000000000005") == 5 and rng.next_u64(5) == rng.next_u64(0x5)
    for bad in ("0" * 17, "0" * 31, "0" * 33, "0x" + "0" * 30):
        with pytest.raises(ValueError):
            rng.from_hex(bad)


def test_rng_is_splitmix64():
    # the published SplitMix64 reference: seed 0 gives 0xe220a8397b1dcdaf first
    state, out = rng.next_u64(0)
    assert out == 0xE220A8397B1DCDAF and state == 0x9E3779B97F4A7C15
    assert rng.to_hex(5) == "0000000000000005" and rng.from_hex("0000000000000005") == 5
    gen, values = 7, []
    for _ in range(1000):
        gen, v = rng.below(gen, 6)
        values.append(v)
    assert set(values) == set(range(6))
    _, shuffled = rng.shuffle(7, CARDS)
    assert sorted(shuffled) == sorted(CARDS) and shuffled != list(CARDS)


def test_seed_bounds_are_checked_before_any_work():
    # a 5,000-digit seed once failed inside str() with a bare ValueError
    for seed in (10 ** 5000, -(10 ** 80), "x" * 10_000):
        with pytest.raises(api.InvalidState) as err:
            api.new_game("rose-king", seed)
        assert "seed" in str(err.value)
    assert api.new_game("rose-king", 2 ** 64)["game"] == "rose-king"
    assert api.new_game("rose-king", 2 ** 128 - 1)["game"] == "rose-king"  # a 128-bit seed as a number
