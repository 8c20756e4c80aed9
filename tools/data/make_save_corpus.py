"""Writes the save corpus of one past commit: game records made by that commit's own engine.

    python tools/data/make_save_corpus.py COMMIT [--plies 6 40 120] [--game GAME]

The engine of COMMIT (``git archive``) runs in a child Python and plays, for every game and
variant it knows, a seeded game of each given length: a random legal action for the seats of
people, its "easy" computer for the others, every chance outcome from the game's own PRNG.
Each record is what that build's page wrote on Save game (a header and the entries of
``step``) and goes to ``tests/saves/<game>/<commit>-<variant>-<plies>.json``; the test
(tests/engine/test_save_corpus.py) opens every file on today's engine and plays it to its end.
"""

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "saves"

# Runs inside the old engine's folder; prints one JSON line per record.
PLAYER = r"""
import json, random, sys
from engine import api
plies_list = json.loads(sys.argv[1])
only = sys.argv[2] if len(sys.argv) > 2 else None
for game in api.games():
    gid = game["id"]
    if only and gid != only:
        continue
    for variant in [v["id"] for v in game["variants"]]:
        for plies in plies_list:
            name = f"{gid}-{variant}-{plies}"
            rng = random.Random(name)
            seed = "%032x" % rng.getrandbits(128)
            n_seats = next(v["seats"] for v in game["variants"] if v["id"] == variant)
            computer = {str(s): "easy" for s in range(1, n_seats)}
            rec = api.new_record(gid, seed, {"variant": variant}, computer=computer)
            state = rec["start"]
            for ply in range(plies):
                if api.outcome(state) is not None:
                    break
                seat = api.current_player(state)
                if seat is not None and str(seat) in computer:
                    action = api.choose_action(state, "easy", "%032x" % rng.getrandbits(128))
                else:
                    action = rng.choice(api.legal_actions(state))
                out = api.step(state, action)
                state = out["state"]
                rec["actions"].append(out["entry"])
            print(json.dumps({"game": gid, "variant": variant, "record": rec}))
"""


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("commit")
    ap.add_argument("--plies", type=int, nargs="+", default=[6, 40, 120])
    ap.add_argument("--game", help="only this game's records (a rules change of one game)")
    args = ap.parse_args(argv)
    commit = subprocess.run(["git", "rev-parse", "--short=7", args.commit], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "archive", commit, "engine"], cwd=ROOT, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        lines = subprocess.run([sys.executable, "-c", PLAYER, json.dumps(args.plies), *([args.game] if args.game else [])], cwd=tmp, check=True,
                               capture_output=True, text=True).stdout.splitlines()
    for line in lines:
        item = json.loads(line)
        path = OUT / item["game"] / f"{commit}-{item['variant']}-{len(item['record']['actions'])}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(item["record"], indent=1) + "\n")
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
