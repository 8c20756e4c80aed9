"""The game protocol's contract (engine/games/PROTOCOL.md), checked for every registered game.

No per-game code here: each test is parametrised over the registry and uses only the protocol,
INFO and engine.api, so a new game is tested the moment its registry line exists. Random games
are seeded; ROSARIUM_TEST_GAMES (tests/settings.py) sets how many per game: a fifth of it, at most 60.

Runs on CPython and inside Pyodide: stdlib only.
"""

import copy
import functools
import json
import os
import random
import re

import pytest

from engine import api, lang
from engine.errors import IllegalAction, InvalidState
from engine.games import GAMES, PACKAGES
from engine.games.info import FUNCTIONS
from engine.record import InvalidRecord
from tests import settings

# Every game's states are kept for the whole module, so the count is capped (CI raises
# ROSARIUM_TEST_GAMES to 1000 for the cheaper property tests).
COUNT = settings.scaled(0.2, maximum=60)
MAX_PLIES = 5000          # no registered game comes near this; a game that does never ends
IDS = list(GAMES)


def _dump(x):
    return json.dumps(x, sort_keys=True)


@functools.lru_cache(maxsize=None)
def _played(game):
    """COUNT seeded random games of ``game`` through api.step, over every variant in turn:
    [(record, states)], each state the one before the record entry of the same index."""
    info = GAMES[game].INFO
    out = []
    for g in range(COUNT):
        r = random.Random(f"{game}:{g}")
        options = {"variant": info.variants[g % len(info.variants)].id}
        rec = api.new_record(game, 1000 + g, options)
        states = [rec["start"]]
        while api.current_player(states[-1]) is not None:
            assert len(states) < MAX_PLIES, f"{game} seed {1000 + g} does not end"
            legal = api.legal_actions(states[-1])
            out_step = api.step(states[-1], r.choice(legal))
            rec["actions"].append(out_step["entry"])
            states.append(out_step["state"])
        rec["result"] = api.outcome(states[-1])
        out.append((rec, states))
    return out


def _sample(game, per_game=12):
    """Some states of each played game: the start, the end and a few in between."""
    out = []
    for g, (_, states) in enumerate(_played(game)):
        r = random.Random(f"sample:{game}:{g}")
        picks = {0, len(states) - 1} | {r.randrange(len(states)) for _ in range(per_game)}
        out.extend(states[i] for i in sorted(picks))
    return out


def _seats(state):
    return range(api.ui_state(state)["seats"])


# ---------------------------------------------------------------- metadata and registry

@pytest.mark.parametrize("game", IDS)
def test_info_describes_the_game(game):
    mod = GAMES[game]
    info = mod.INFO
    assert info.id == game and set(info.names) == set(lang.LANGUAGES)
    assert all(isinstance(n, str) and n for n in info.names.values())
    assert 1 <= info.min_seats <= info.max_seats
    assert info.min_return < info.max_return
    assert [v["id"] for v in api.games()[IDS.index(game)]["variants"]] == [v.id for v in info.variants]
    json.dumps(info.to_json())
    for v in info.variants:
        assert info.min_seats <= v.seats <= info.max_seats and set(v.names) == set(lang.LANGUAGES)
        s = api.new_game(game, 5, {"variant": v.id})
        assert s["game"] == game and s["variant"] == v.id and mod.seat_count(s) == v.seats
        ui = api.ui_state(s)
        assert ui["seats"] == v.seats and ui["game"] == game and ui["outcome"] is None
        assert ui["current_player"] == api.current_player(s) and ui["legal"] == api.legal_actions(s)
        assert ui["position"] == api.to_position(s)
        assert api.to_position(s).split()[0] == info.position_prefix
    # defaults come from INFO: no options means the first variant and each option's default
    assert api.new_game(game, 5) == api.new_game(game, 5, info.defaults())
    assert info.defaults()["variant"] == info.variants[0].id
    for bad in ({"variant": "no-such-variant"}, {"no_such_option": 1}, ["variant"]):
        with pytest.raises(InvalidState):
            api.new_game(game, 5, bad)
    assert info.golden, "each game contributes golden playthroughs (engine.golden)"


def test_registry_lists_every_package_with_every_function():
    assert len(GAMES) == len(PACKAGES)
    for mod in GAMES.values():
        assert all(callable(getattr(mod, name)) for name in FUNCTIONS)
    prefixes = [mod.INFO.position_prefix for mod in GAMES.values()]
    assert len(set(prefixes)) == len(prefixes)


# ---------------------------------------------------------------- playing through the API

@pytest.mark.parametrize("game", IDS)
def test_random_games_end_and_outcome_matches_current_player(game):
    info = GAMES[game].INFO
    for rec, states in _played(game):
        for s in states:
            over = api.outcome(s) is not None
            assert (api.current_player(s) is None) == over
            assert (api.legal_actions(s) == []) == over
            rets = api.returns(s)
            n = GAMES[game].seat_count(s)
            assert len(rets) == n and len(GAMES[game].tally(s)) == n
            if not over:
                assert rets == [0.0] * n
                assert api.current_player(s) in range(n)
        final = states[-1]
        res = api.outcome(final)
        assert isinstance(res, dict) and "winner" in res and isinstance(res.get("reason"), str)
        rets = api.returns(final)
        assert all(info.min_return <= x <= info.max_return for x in rets)
        if info.zero_sum:
            assert abs(sum(rets)) < 1e-9
        json.dumps(res)


@pytest.mark.parametrize("game", IDS)
def test_fallback_actions_are_some_of_the_legal_ones(game):
    """What the page may play at random is legal, and there is one whenever a move is due."""
    for s in _sample(game):
        legal = api.legal_actions(s)
        pool = api.fallback_actions(s)
        assert set(pool) <= set(legal) and bool(pool) == bool(legal)
        assert api.fallback_actions_json(json.dumps(s)) == json.dumps(pool, separators=(",", ":"))


@pytest.mark.parametrize("game", IDS)
def test_apply_and_step_are_pure_and_agree(game):
    mod = GAMES[game]
    for s in _sample(game, 6):
        for a in api.legal_actions(s)[:4]:
            before = copy.deepcopy(s)
            new, entry, _ = mod.apply(s, a)
            assert s == before, "apply changed its input"
            out = api.step(s, a)
            assert s == before, "step changed its input"
            assert out["state"] == new and out["entry"] == entry and entry["action"] == a
            assert api.apply(s, a) == new
            # replaying the entry gives the same state and entry
            again, entry2, _ = mod.apply_recorded(s, entry)
            assert again == new and entry2 == entry and s == before


@pytest.mark.parametrize("game", IDS)
def test_illegal_actions_are_refused(game):
    for s in _sample(game, 2):
        for bad in ("no such action", "", 7):
            with pytest.raises(IllegalAction):
                api.apply(s, bad)


# ---------------------------------------------------------------- states, views, positions

@pytest.mark.parametrize("game", IDS)
def test_states_load_and_positions_round_trip(game):
    for s in _sample(game):
        assert api.load_state(json.dumps(s)) == s
        assert api.from_position(api.to_position(s)) == s


@pytest.mark.parametrize("game", IDS)
def test_views_are_loadable_states_that_round_trip(game):
    for s in _sample(game):
        for seat in _seats(s):
            v = api.view(s, seat)
            json.dumps(v)
            loaded = api.load_state(json.dumps(v))
            assert api.view(loaded, seat) == v
            assert api.ui_state(loaded, seat) == api.ui_state(s, seat)
            assert api.legal_actions(loaded) == api.legal_actions(s)
            assert api.current_player(loaded) == api.current_player(s)
        for bad in (-1, len(_seats(s)), "0", True, None):
            with pytest.raises(InvalidState):
                api.view(s, bad)


@pytest.mark.parametrize("game", IDS)
def test_a_view_does_not_depend_on_what_it_hides(game):
    """view, ui_state and describe_action of a seat stay the same when everything that seat
    cannot see (other seats' secrets, pile orders, the generator) is dealt afresh."""
    mod = GAMES[game]
    changed = 0
    for i, s in enumerate(_sample(game)):
        for seat in _seats(s):
            v, ui = api.view(s, seat), _dump(api.ui_state(s, seat))
            said = [api.describe_action(s, a) for a in api.legal_actions(s)[:3]]
            for k in range(2):
                r = mod.redeal_hidden(s, seat, f"{i}:{seat}:{k}")
                assert api.load_state(json.dumps(r)) == r, "redeal_hidden gives a full valid state"
                assert api.view(r, seat) == v
                assert _dump(api.ui_state(r, seat)) == ui
                assert [api.describe_action(r, a) for a in api.legal_actions(r)[:3]] == said
                assert api.view(mod.redeal_hidden(v, seat, k), seat) == v   # from the view alone
                changed += r != s
    if mod.INFO.hidden_information:
        assert changed, "redeal_hidden never changed anything: the check above would prove nothing"


# ---------------------------------------------------------------- records

@pytest.mark.parametrize("game", IDS)
def test_records_replay_to_the_same_states(game):
    for rec, states in _played(game):
        assert api.replay(json.dumps(rec)) == states
        assert api.replay_final(rec) == {"state": states[-1], "plies": len(states) - 1}
        no_start = dict(rec, start=None)
        assert api.replay(no_start)[-1] == states[-1]


@pytest.mark.parametrize("game", IDS)
def test_records_with_a_changed_chance_outcome_or_result_are_refused(game):
    seen = 0
    for rec, states in _played(game)[:5]:
        chance = [i for i, e in enumerate(rec["actions"]) if set(e) != {"action"}]
        seen += len(chance)
        for i in chance[:3]:
            bad = copy.deepcopy(rec)
            key = next(k for k in bad["actions"][i] if k != "action")
            del bad["actions"][i][key]
            with pytest.raises(InvalidRecord) as exc:
                api.replay(bad)
            assert exc.value.field == f"actions[{i}]"
        plain = next((i for i, e in enumerate(rec["actions"]) if set(e) == {"action"}), None)
        if plain is not None and chance:
            bad = copy.deepcopy(rec)
            key = next(k for k in rec["actions"][chance[0]] if k != "action")
            bad["actions"][plain][key] = rec["actions"][chance[0]][key]
            with pytest.raises(InvalidRecord):
                api.replay(bad)
        bad = dict(rec, result={"winner": "nobody", "reason": "forged"})
        with pytest.raises(InvalidRecord):
            api.replay(bad)
    assert bool(seen) == GAMES[game].INFO.chance, "INFO.chance says whether entries carry chance outcomes"


@pytest.mark.parametrize("game", IDS)
def test_records_keep_their_computer_seats(game):
    from engine import ai
    info = GAMES[game].INFO
    seats = info.variants[-1].seats
    options = {"variant": info.variants[-1].id}
    computer = {str(seats - 1): ai.LEVEL_NAMES[-1], "0": ai.LEVEL_NAMES[0]}
    rec = api.new_record(game, 3, options, computer=computer)
    assert rec["computer"] == computer
    assert "computer" not in api.new_record(game, 3, options)
    back = json.loads(json.dumps(rec))
    assert api.replay_final(back)["computer"] == computer
    assert api.replay(back) == [rec["start"]]
    for bad in ({str(seats): "easy"}, {"-1": "easy"}, {"01": "easy"}, {"x": "easy"},
                {"0": "grandmaster"}, {"0": 3}, ["0"], "hard"):
        with pytest.raises(InvalidRecord) as exc:
            api.replay(dict(back, computer=bad))
        assert exc.value.field == "computer"
        with pytest.raises(InvalidState):
            api.new_record(game, 3, options, computer=bad)


# ---------------------------------------------------------------- words

@pytest.mark.parametrize("game", IDS)
def test_describe_action_and_narration_in_every_language(game):
    for s in _sample(game, 4):
        for a in api.legal_actions(s)[:4]:
            outs = {code: api.step(s, a, code) for code in lang.LANGUAGES}
            for code, out in outs.items():
                said = api.describe_action(s, a, code)
                assert isinstance(said, str) and said.strip()
                assert isinstance(out["text"], str) and out["text"].strip()
                assert out["state"] == outs["en"]["state"] and out["entry"] == outs["en"]["entry"]
            # each language its own words (not an English fallback)
            assert len({o["text"] for o in outs.values()}) == len(lang.LANGUAGES)
        with pytest.raises(ValueError):
            api.describe_action(s, (api.legal_actions(s) or ["x"])[0], "xx")


# ---------------------------------------------------------------- the computer

@pytest.mark.parametrize("game", IDS)
def test_choose_action_at_every_level_is_legal(game):
    # How long a search takes against its budget is a benchmark's figure (python -m engine.bench),
    # not a test's: a wall-clock bound fails on a busy machine, as it did beside a browser suite.
    from engine import ai
    budget_ms = 60
    picks = []
    for _, states in _played(game)[:2]:
        picks += [states[0], states[len(states) // 3], states[2 * len(states) // 3], states[-2]]
    for i, s in enumerate(picks):
        legal = api.legal_actions(s)
        for level in ai.LEVEL_NAMES:
            a = api.choose_action(s, level, f"contract:{i}", budget_ms)
            assert a in legal or api.apply(s, a), (level, a)   # an unlisted action must be legal too


# ---------------------------------------------------------------- no game names in shared code

def _shared_sources():
    """Source of every shared engine module: engine/*.py and engine/games/info.py (not the
    game packages, not the registry, not engine/ai which has its own per-game packages)."""
    import engine
    import engine.games.info as info_module
    root = os.path.dirname(engine.__file__)
    paths = [os.path.join(root, n) for n in sorted(os.listdir(root)) if n.endswith(".py")]
    paths.append(info_module.__file__)
    out = {}
    for p in paths:
        if p.endswith(".py") and os.path.exists(p):
            with open(p, encoding="utf-8") as fh:
                out[os.path.relpath(p, os.path.dirname(root))] = fh.read()
    return out


def _game_words():
    """What would betray a game: its id, package, names, position prefix, variant ids (quoted),
    rule id prefix, and every field of its states, views, record entries and outcomes (quoted)."""
    words = set()
    fields = set()
    for package, (game, mod) in zip(PACKAGES, GAMES.items()):
        info = mod.INFO
        words |= {re.escape(game), re.escape(package), *(re.escape(n) for n in info.names.values()),
                  re.escape(game.replace("-", " "))}
        words.add(f"[\"']{re.escape(info.position_prefix)}[\"' ]")
        words |= {f"[\"']{re.escape(v.id)}[\"']" for v in info.variants if v.id != "variant"}
        rec, states = _played(game)[0]
        for s in states[:: max(1, len(states) // 20)] + [states[-1]]:
            fields |= set(s)
            for seat in _seats(s):
                fields |= set(api.view(s, seat))
        for e in rec["actions"]:
            fields |= set(e)
        fields |= set(rec["result"])
    # The protocol's own names may appear anywhere (a game may reuse one: a record's "result").
    fields -= {"format", "game", "variant", "rng", "action", "winner", "reason", "viewer",
               "result", "seed", "start", "actions", "options", "seats", "computer", "shared"}
    words |= {f"[\"']{re.escape(f)}[\"']" for f in fields}
    return words


RULE_ID = re.compile(r"\b[A-Z]{2}-[0-9]")   # a rule id (RK-…, LQ-…): rules live in their game


def test_shared_modules_name_no_game_and_no_game_field():
    sources = _shared_sources()
    assert sources, "no engine sources found as .py files"
    assert any(name.endswith("api.py") for name in sources)
    pattern = re.compile("|".join(sorted(_game_words())), re.IGNORECASE)
    found = [f"{name}:{n + 1}: {line.strip()}" for name, text in sources.items()
             for n, line in enumerate(text.splitlines()) if pattern.search(line) or RULE_ID.search(line)]
    assert not found, "shared modules must use only the protocol and INFO:\n" + "\n".join(found)
