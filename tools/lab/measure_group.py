"""What a game of Bella Rosarum by links among several seats costs each seat's engine: the time
to open every message of a turn and to make its own, per seat and turn (median and max), and the
set-up (joins, the deal, the crown deck's shuffle). Moves are chosen at random from each seat's
view, from the seed given; seats 1… concede from the round given so that a game ends.

    python tools/lab/measure_group.py [--seats 3] [--seed S] [--concede-from R]
    node tools/lab/measure_group.mjs [same arguments]   the same, inside Pyodide (the page's Python)

Prints one JSON line of figures (milliseconds of engine time, not the page's drawing)."""

import argparse
import json
import random
import statistics
import sys
import time


def run(seats=3, seed="measure group", concede_from=4):
    from engine.games.bella_rosarum import rules as R
    from engine.remote import group as G
    from tests.seeded import secret_hex

    clock = time.perf_counter
    # each seat's page keeps its own checked prefixes: one process standing in for all must not
    # let a seat find what another seat checked
    caches = [{} for _ in range(seats)]

    def as_seat(i):
        G._CACHE = caches[i]
    rnd = random.Random(seed)
    secrets = [secret_hex(f"{seed} seat {i}") for i in range(seats)]
    spent = []  # per message: [ms per seat]
    kinds = []  # per message: whether it begins a turn
    t0 = clock()
    inv = G.invite("bella-rosarum", {"variant": f"{seats}p"}, secrets[0], secret_hex(f"{seed} game", 16))
    docs, links = [inv["doc"]], [inv["link"]]
    for k in range(1, seats):
        j = G.join(links, secrets[k])
        docs = [G.receive(d, j["link"]) for d in docs] + [j["doc"]]
        links.append(j["link"])
    joins = (clock() - t0) * 1000
    while True:
        as_seat(0)
        t = G.Transcript(docs[0]["msgs"])
        if t.over():
            break
        s = t.owes()
        cost = [0.0] * seats
        as_seat(s)
        a = clock()
        out = G.reply(docs[s])
        docs[s] = out["doc"]
        if out["link"] is None:
            _, view = G.seen(docs[s])
            acts = R.legal_actions(view)
            if view["round"] >= concede_from and s != 0 and "concede" in acts:
                action = "concede"
            else:
                action = rnd.choice([x for x in acts if x != "concede"] or acts)
            out = G.reply(docs[s], action)
            docs[s] = out["doc"]
        cost[s] += (clock() - a) * 1000
        if out["link"] is None:
            spent.append(cost)
            kinds.append(False)
            continue
        links.append(out["link"])
        for i in range(seats):
            if i != s:
                as_seat(i)
                a = clock()
                docs[i] = G.receive(docs[i], out["link"])
                cost[i] += (clock() - a) * 1000
        spent.append(cost)
        steps = docs[0]["msgs"][-1]["steps"]
        kinds.append("shuffle" if any(st[0] == "s" for st in steps) else any(st == ["a", "event"] for st in steps))
    # turns: from a message that begins a turn (its event card, BR-5.1) to the next; a message
    # with a shuffle pass (the deal's deck, a restock) is counted apart
    shuffles = [c for c, k in zip(spent, kinds) if k == "shuffle"]
    starts = [k for k, b in enumerate(kinds) if b is True]
    turns = []
    for a, b in zip(starts, starts[1:] + [len(spent)]):
        turns.append([sum(c[i] for c, k in zip(spent[a:b], kinds[a:b]) if k != "shuffle") for i in range(seats)])
    each = [x for turn in turns for x in turn]
    sizes = [len(link) for link in links]
    return {"seats": seats, "seed": seed, "messages": len(links), "turns": len(turns),
            "joins_ms": round(joins), "shuffle_messages": len(shuffles),
            "shuffle_ms_sender_max": round(max(max(c) for c in shuffles)),
            "shuffle_ms_reader_median": round(statistics.median(x for c in shuffles for x in sorted(c)[:-1])),
            "turn_ms_per_seat_median": round(statistics.median(each)), "turn_ms_per_seat_max": round(max(each)),
            "message_ms_median": round(statistics.median(x for c in spent for x in c if x)),
            "link_chars_median": round(statistics.median(sizes)), "link_chars_max": max(sizes),
            "python": sys.version.split()[0], "platform": sys.platform}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seats", type=int, default=3)
    ap.add_argument("--seed", default="measure group")
    ap.add_argument("--concede-from", type=int, default=4)
    a = ap.parse_args(argv)
    print(json.dumps(run(a.seats, a.seed, a.concede_from)))


if __name__ == "__main__":
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2]))
    main()
