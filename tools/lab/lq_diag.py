"""Long Live the Queen: play arena games (the same seeds and decisions as engine.arena) and log,
for every decision of side a, the action it took and what the rule-based expert (lqexpert)
would have played from the same view, with the decision type; plus the game's end.

    python tools/lab/lq_diag.py --a hard --b lqexpert --seed 97 --games 40 --log /tmp/d.jsonl

Each line of the log: index, score (a's), reason, and ``moves``: [ply, seat, mine, kind, action,
expert's action (mine only), the expert's rating gap (its best minus the action's; mine only)].
Plays through engine.arena.play_game (same seeds), so the results pair with arena runs.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from engine import arena, rng  # noqa: E402
from engine.ai.long_live_the_queen import expert  # noqa: E402
from engine.games.long_live_the_queen.rules import legal_actions  # noqa: E402
from engine.games.long_live_the_queen.state import view  # noqa: E402


def kind(v):
    ph = v["phase"]
    if ph == "resolve":
        word, *args = v["pending"][0].split(" ")
        if word == "swap":
            return "swap-" + ("own" if int(args[1]) == int(args[0]) else "other")
        return word
    return ph


def play(game_args):
    a, b, seed, index = game_args
    moves = []
    end = {}

    def watch(state, ply, who, mine, action):
        if who is None:
            end["prestige"] = state["prestige"]
            return
        v = view(state, who)
        k = kind(v)
        row = [ply, who, mine, k, action]
        if mine and k not in ("setup", "start", "roll"):
            legal = legal_actions(v)
            e = expert.decide(v, who, legal, rng.seed_to_state(f"lqexpert:{seed}:{index}:{ply}"))
            rat = dict((a_, w) for w, a_ in expert.ratings(v, who, legal))
            row += [e, round(rat[e] - rat[action], 3)]
        moves.append(row)

    # engine.arena's own game loop, so the games are the arena's (same seeds, same decisions)
    r = arena.play_game(("long-live-the-queen", a, b, seed, index, None, None, None), watch)
    return {"index": index, "score": r["score"], "reason": r["reason"], "moves": moves,
            "prestige": end["prestige"], "a_seat": index % 2}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--a", default="hard")
    p.add_argument("--b", default="lqexpert")
    p.add_argument("--seed", default="97")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--log", required=True)
    o = p.parse_args()
    done = set()
    if os.path.exists(o.log):
        with open(o.log) as fh:
            done = {json.loads(line)["index"] for line in fh if line.strip()}
    with open(o.log, "a") as fh:
        for i in range(o.games):
            if i in done:
                continue
            r = play((o.a, o.b, o.seed, i))
            fh.write(json.dumps(r) + "\n")
            fh.flush()
            print(i, r["score"], r["reason"], flush=True)


if __name__ == "__main__":
    main()
