"""A state the engine accepts is one it can play to an end, for every game.

No per-game code: like test_contract.py, every test is parametrised over the registry and uses
only the protocol and engine.api. States come from seeded random playthroughs of every variant
(full states and each seat's view, since load accepts both). Each is mutated with the fuzzers'
own damage (tests/engine/test_fuzz.py: ``damage`` on the JSON, ``damage_position`` on the
position string, with their junk values), and half the time first grafted: a field, or a value
deeper down, taken from another state of the same game, so that well-typed but inconsistent
states (a seat to move that cannot move yet, a result that does not fit the board) are tried
too. For every mutant ``load_state`` / ``from_position`` accepts:

- ``legal_actions`` is non-empty exactly when ``outcome`` is None;
- it loads again from its JSON and from its position string, unchanged;
- ``returns`` (one per seat, within INFO's bounds, zero-sum when over), ``to_position``,
  ``share_position``, ``view`` for each seat (loadable) and ``ui_state`` (whole table and each
  seat) work;
- legal actions (all of them, or a seeded sample of SAMPLE when there are more) apply through
  ``api.step`` and each result loads again; every PLAY_OUT-th accepted mutant is played on with
  seeded random moves to the game's end, each state loading again.

Refusals must be the engine's own errors; anything else counts as failed.

In CI (the engine suite) each game gets a seeded batch of a few seconds (ROSARIUM_PLAYABLE_MUTANTS
states and as many positions, default 200; 40 inside Pyodide). The bigger run:

    python -m tests.engine.test_playable [--states 20000] [--positions 20000] [--jobs N] [--game ID]

prints, per game and kind, how many mutants were accepted, refused and failed (and the first
failures), and exits 1 if any failed. The same seeds give the same figures whatever --jobs is.
"""

import argparse
import copy
import json
import os
import random
import sys
import time
import traceback

if __name__ == "__main__":  # run as a script/module: find the engine and tests/ as pytest does
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import pytest  # noqa: E402

from engine import api  # noqa: E402
from engine.errors import EngineError  # noqa: E402
from engine.games import GAMES  # noqa: E402
from tests.engine.test_fuzz import OPS, POSITION_SPECIAL, SPECIAL, _nodes, damage, damage_position  # noqa: E402

IDS = list(GAMES)
_DEFAULT = "40" if sys.platform == "emscripten" else "200"
MUTANTS = max(1, int(os.environ.get("ROSARIUM_PLAYABLE_MUTANTS", _DEFAULT)))
SAMPLE = 8          # legal actions applied per accepted mutant (all of them when fewer)
PLAY_OUT = 20       # every PLAY_OUT-th accepted mutant is played on to the end
MAX_PLIES = 5000    # as test_contract: no registered game comes near this
CHUNK = 250         # mutants per seeded chunk (the unit of work of --jobs)
GAMES_PER_VARIANT = 2
TEXT = "0123456789abcdefxyz-_.,:;/=+@?*DKU ٣²"


# ------------------------------------------------------------------ material

_POOLS = {}


def _kind(state):
    """What the seat to move decides (the first words of its legal actions, a word with a digit
    counting as "#"), or that it is over:
    states are drawn evenly over these, so the rare ones (a set-up, a declared battle, the end)
    are mutated as often as the common ones."""
    words = {a.split(" ")[0] for a in api.legal_actions(state)}
    return tuple(sorted({"#" if any(c.isdigit() for c in w) else w for w in words})) or ("over",)


def pool(game):
    """States of seeded random playthroughs of every variant of ``game`` (every ply) and each
    seat's view of some of them, grouped by ``_kind``: a list of groups."""
    if game in _POOLS:
        return _POOLS[game]
    info = GAMES[game].INFO
    groups = {}
    for v in info.variants:
        for g in range(GAMES_PER_VARIANT):
            r = random.Random(f"playable:{game}:{v.id}:{g}")
            s = api.new_game(game, 500 + g, {"variant": v.id})
            for ply in range(MAX_PLIES):
                group = groups.setdefault(_kind(s), [])
                group.append(s)
                if ply % 7 == 0:
                    group += [api.view(s, seat) for seat in range(GAMES[game].seat_count(s))]
                if api.current_player(s) is None:
                    break
                s = api.step(s, r.choice(api.legal_actions(s)))["state"]
    _POOLS[game] = [groups[k] for k in sorted(groups)]
    return _POOLS[game]


def _pick(r, groups):
    return r.choice(r.choice(groups))


def _junk(r):
    k = r.random()
    if k < 0.6:
        return copy.deepcopy(r.choice(SPECIAL))
    if k < 0.8:
        return r.randint(-3, 40)
    return "".join(r.choice(TEXT) for _ in range(r.randint(0, 8)))


def _changes(r, ops=OPS, junk=_junk):
    """One to three changes in the form test_fuzz.damage / damage_position take."""
    return [([r.randrange(10 ** 6) for _ in range(r.randint(1, 6))], r.choice(ops), junk(r),
             r.randrange(10 ** 6)) for _ in range(r.randint(1, 3))]


def _has(node, key):
    return (isinstance(node, dict) and key in node
            or isinstance(node, list) and isinstance(key, int) and key < len(node))


def _graft(r, data, other):
    """``data`` with one to three values taken from ``other``: a whole field half the time,
    else a value deeper down in one."""
    data = copy.deepcopy(data)
    for _ in range(r.randint(1, 3)):
        if not isinstance(other, dict) or not other:
            break
        key = r.choice(sorted(other))
        nodes = _nodes(other[key], (key,))
        path, value = nodes[0] if r.random() < 0.5 else r.choice(nodes)
        dst = data
        for k in path[:-1]:
            dst = dst[k] if _has(dst, k) else None
        if isinstance(dst, dict) or _has(dst, path[-1]):
            dst[path[-1]] = copy.deepcopy(value)
    return data


def mutant_state(r, groups):
    """A state damaged as the fuzzers do (half of them grafted first), or only grafted, or only
    nudged (numbers moved a little, flags flipped, values copied from elsewhere in it)."""
    data = _pick(r, groups)
    k = r.random()
    if k < 0.3:
        return _graft(r, data, _pick(r, groups))
    if k < 0.5:
        return damage(data, _changes(r, ("nudge", "nudge", "copy")))
    if k < 0.75:
        data = _graft(r, data, _pick(r, groups))
    return damage(data, _changes(r))


def _position_junk(r):
    k = r.random()
    if k < 0.5:
        return r.choice(POSITION_SPECIAL)
    if k < 0.7:
        return str(r.randint(0, 40))
    return "".join(r.choice(TEXT.replace(" ", "")) for _ in range(r.randint(0, 8)))


def mutant_position(r, groups):
    parts = api.to_position(_pick(r, groups)).split(" ")
    if r.random() < 0.5:  # a field from another state's string
        other = api.to_position(_pick(r, groups)).split(" ")
        i = r.randrange(min(len(parts), len(other)))
        parts[i] = other[i]
    text = " ".join(parts)
    if r.random() < 0.7:
        text = damage_position(text, _changes(r, ("replace", "replace", "drop", "extend", "nudge", "truncate"),
                                              _position_junk))
    return text


# ------------------------------------------------------------------ the property

def check_playable(state, r, play_out=False):
    """Everything the module docstring lists, for a state ``load_state`` or ``from_position`` gave."""
    mod = GAMES[state["game"]]
    info = mod.INFO
    assert api.load_state(json.dumps(state)) == state, "does not load again unchanged"
    legal = api.legal_actions(state)
    result = api.outcome(state)
    assert bool(legal) != (result is not None), f"legal {legal[:5]} with outcome {result}"
    assert (api.current_player(state) is None) == (result is not None)
    n = mod.seat_count(state)
    rets = api.returns(state)
    assert len(rets) == n and all(info.min_return <= x <= info.max_return for x in rets), rets
    if result is None:
        assert rets == [0.0] * n
    elif info.zero_sum:
        assert abs(sum(rets)) < 1e-9, rets
    assert api.from_position(api.to_position(state)) == state, "position string does not round-trip"
    api.from_position(api.share_position(state), 1)
    api.ui_state(state)
    for seat in range(n):
        v = api.view(state, seat)
        assert api.view(api.load_state(json.dumps(v)), seat) == v, f"view of seat {seat} does not load back"
        api.ui_state(state, seat)
    actions = legal if len(legal) <= SAMPLE else r.sample(legal, SAMPLE)
    for action in actions:
        new = api.step(state, action)["state"]
        assert api.load_state(json.dumps(new)) == new, f"after {action!r} the state does not load again"
    if play_out:
        s, plies = state, 0
        while api.current_player(s) is not None:
            assert plies < MAX_PLIES, "does not end"
            s = api.step(s, r.choice(api.legal_actions(s)))["state"]
            plies += 1
            assert api.load_state(json.dumps(s)) == s, f"ply {plies} of the play-out does not load again"
        assert api.legal_actions(s) == [] and api.outcome(s) is not None


def run_chunk(game, kind, index, count=CHUNK):
    """``count`` mutants of one seeded chunk: (accepted, refused, [failures])."""
    r = random.Random(f"playable:{game}:{kind}:{index}")
    groups = pool(game)
    make, load = (mutant_state, api.load_state) if kind == "states" else (mutant_position, api.from_position)
    accepted = refused = 0
    failures = []
    for i in range(count):
        data = make(r, groups)
        try:
            state = load(data)
        except EngineError:
            refused += 1
            continue
        except Exception:  # noqa: BLE001 - anything but the engine's own errors is a failure
            failures.append(_failure(data, "refused with", traceback.format_exc(limit=3)))
            continue
        accepted += 1
        try:
            check_playable(state, r, play_out=accepted % PLAY_OUT == 0)
        except Exception:  # noqa: BLE001
            failures.append(_failure(data, "accepted, then", traceback.format_exc(limit=3)))
    return accepted, refused, failures


def _failure(data, what, trace):
    shown = data if isinstance(data, str) else json.dumps(data, sort_keys=True)
    return f"{what} {trace.strip().splitlines()[-1]}\n  mutant: {shown[:1500]}\n{trace}"


def run(game, kind, total, jobs=1):
    """{accepted, refused, failed, failures} over ``total`` mutants in seeded chunks."""
    chunks = [(game, kind, i, min(CHUNK, total - i * CHUNK)) for i in range((total + CHUNK - 1) // CHUNK)]
    if jobs > 1:
        import multiprocessing
        with multiprocessing.Pool(jobs) as workers:
            parts = workers.starmap(run_chunk, chunks)
    else:
        parts = [run_chunk(*c) for c in chunks]
    failures = [f for _, _, fs in parts for f in fs]
    return {"accepted": sum(p[0] for p in parts), "refused": sum(p[1] for p in parts),
            "failed": len(failures), "failures": failures}


# ------------------------------------------------------------------ tests

@pytest.mark.parametrize("kind", ["states", "positions"])
@pytest.mark.parametrize("game", IDS)
def test_every_state_the_engine_accepts_can_be_played_to_an_end(game, kind):
    out = run(game, kind, MUTANTS)
    assert not out["failures"], f"{out['failed']} of {MUTANTS} failed; the first:\n" + "\n".join(out["failures"][:3])
    # the mutants must test both sides: some are refused, some accepted and checked
    assert out["refused"] and out["accepted"], out


@pytest.mark.parametrize("game", IDS)
def test_every_declared_option_works_on_its_own(game):
    """Each option INFO declares, with each of its values and nothing else,
    starts a game (the variant it implies, or the default)."""
    info = GAMES[game].INFO
    for option in info.options:
        for value in option.choices:
            s = api.new_game(game, 3, {option.id: value})
            assert api.current_player(s) is not None
            check_playable(s, random.Random(3))


def test_the_mutants_are_not_the_states_they_came_from():
    # the property above would prove little if the mutants were mostly unchanged states
    r = random.Random(1)
    for game in IDS:
        groups = pool(game)
        assert len(groups) >= 3, "the playthroughs reach several kinds of decision"
        states = [s for g in groups for s in g]
        texts = {api.to_position(s) for s in states}
        assert sum(mutant_state(r, groups) not in states for _ in range(50)) >= 35, game
        assert sum(mutant_position(r, groups) not in texts for _ in range(50)) >= 30, game


# ------------------------------------------------------------------ the bigger run

def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tests.engine.test_playable",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--states", type=int, default=20_000, help="mutated states per game (default 20000)")
    parser.add_argument("--positions", type=int, default=20_000, help="mutated positions per game (default 20000)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: all CPUs)")
    parser.add_argument("--game", action="append", choices=IDS, help="only this game (repeatable)")
    parser.add_argument("--show", type=int, default=3, help="failures shown per game and kind (default 3)")
    args = parser.parse_args(argv)
    failed = 0
    for game in args.game or IDS:
        for kind, total in (("states", args.states), ("positions", args.positions)):
            t0 = time.perf_counter()
            out = run(game, kind, total, max(1, args.jobs))
            failed += out["failed"]
            print(json.dumps({"game": game, "kind": kind, "mutants": total, "accepted": out["accepted"],
                              "refused": out["refused"], "failed": out["failed"],
                              "seconds": round(time.perf_counter() - t0, 1)}), flush=True)
            for f in out["failures"][:args.show]:
                print(f, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
