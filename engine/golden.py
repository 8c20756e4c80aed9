"""Golden playthroughs (OpenSpiel style): per step the position, the legal actions and the choice.

``python -m engine.golden --write`` regenerates the files under seeds/golden/; the test
tests/engine/test_golden.py regenerates them in memory and diffs against the stored ones, so any
change of rules, notation or the generator shows up as a readable diff.
"""

import json
import os
import sys

from . import api
from .games import GAMES as _REGISTRY

# (file stem, game, seed, options, policy seed): each game's INFO.golden says why its seeds.
GAMES = tuple((stem, game, seed, options, policy) for game, mod in _REGISTRY.items()
              for stem, seed, options, policy in mod.INFO.golden)
HERE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "seeds", "golden")


def _pick(x, n):
    x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return x, (x >> 33) % n


def playthrough(game, seed, options, policy_seed):
    """(text of the playthrough, record) of one game played by a seeded uniform policy."""
    record = api.new_record(game, seed, options)
    state = record["start"]
    lines = [f"game: {game}", f"options: {json.dumps(options, sort_keys=True)}", f"seed: {seed}",
             f"policy: seeded uniform choice, policy seed {policy_seed}", ""]
    x, step = policy_seed, 0
    while True:
        legal = api.legal_actions(state)
        lines.append(f"step {step}")
        lines.append(f"  position: {api.to_position(state)}")
        lines.append(f"  current_player: {api.current_player(state)}")
        lines.append(f"  legal: {' | '.join(legal) if legal else '(none)'}")
        if not legal:
            break
        x, k = _pick(x, len(legal))
        out = api.step(state, legal[k])
        lines.append(f"  action: {legal[k]}" + _REGISTRY[game].chance_note(out["entry"]))
        lines.append(f"  text: {out['text']}")
        record["actions"].append(out["entry"])
        state = out["state"]
        step += 1
    result = api.outcome(state)
    record["result"] = result
    lines.append("")
    lines.append(f"outcome: {json.dumps(result, sort_keys=True)}")
    lines.append(f"returns: {api.returns(state)}")
    return "\n".join(lines) + "\n", record


def render_all():
    """{file name: text} for every golden file."""
    out = {}
    for stem, game, seed, options, policy in GAMES:
        text, record = playthrough(game, seed, options, policy)
        out[stem + ".txt"] = text
        out[stem + ".record.json"] = json.dumps(record, indent=1, sort_keys=True) + "\n"
    return out


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    files = render_all()
    if "--write" in argv:
        os.makedirs(HERE, exist_ok=True)
        for name, text in files.items():
            with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as fh:
                fh.write(text)
        print(f"wrote {len(files)} files to {HERE}")
    else:
        for name, text in files.items():
            print(f"{name}: {len(text.splitlines())} lines")


if __name__ == "__main__":
    main()
