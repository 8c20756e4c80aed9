"""What a game of Bella Rosarum by links in a group costs each seat in the page (web/remote/group.js):
three browser contexts (Chromium, the page built in dist/) play a game only by links, each link
opened by one page after the other (never two pages working at once), and each page's own
timings (window.rosariumGroup.timings: every link opened and every move, from the click to the
board drawn again, the engine's work and the group modules' first load included) are summed per
seat and turn. A turn runs from a message holding a turn's event card (BR-5.1) to the next; a
message with a shuffle pass of the crown deck (the deal's deck, a restock, BR-12.1) is counted
apart, as tools/lab/measure_group.py does. Moves are chosen at random from each seat's legal
moves, from the seed given; seats 1 and 2 concede (BR-13.3) from the round given.

    python build.py && python tools/lab/measure_group_page.py [--seed S] [--concede-from R]

Prints one JSON line of figures (milliseconds of the page's time)."""

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.browser.pagedriver import Server, open_page  # noqa: E402
from tests.browser.test_group import NAMES, STORED, _g, _idle, invite, join, new_message, open_link  # noqa: E402

CHROMIUM = "/usr/bin/chromium"


def deliver_one_by_one(link, count, pages):
    for p in pages:
        open_link(p, link)
        p.wait_for_function(f"() => window.rosariumGroup.count >= {count} && !window.rosariumGroup.busy", timeout=300_000)
        _idle(p)


def run(seed="measure group page", concede_from=4):
    rnd = random.Random(seed)
    server = Server(ROOT / "dist")
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True)
            ctxs = [browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US", bypass_csp=True) for _ in range(3)]
            pages = [c.new_page() for c in ctxs]
            for p in pages:
                open_page(p, server.url)
            link = invite(pages[0], NAMES[0])
            for k in (1, 2):
                link = join(pages[k], link, NAMES[k])
                deliver_one_by_one(link, k, pages[:k])
            delivered = 2
            while not all(_g(p, "phase") == "over" for p in pages):
                got = new_message(pages, delivered)
                if got is not None:
                    sender, link, count = got
                    deliver_one_by_one(link, count, [p for i, p in enumerate(pages) if i != sender])
                    delivered = count
                    continue
                i = next(i for i, p in enumerate(pages) if _g(p, "phase") == "move")
                legal, view = _g(pages[i], "legal"), _g(pages[i], "view")
                if view["round"] >= concede_from and i != 0 and "concede" in legal:
                    action = "concede"
                else:
                    action = rnd.choice([a for a in legal if a != "concede"] or legal)
                pages[i].evaluate("a => window.rosariumGroup.act(a)", action)
                _idle(pages[i])
            msgs = pages[0].evaluate(STORED)["msgs"]
            timings = [p.evaluate("window.rosariumGroup.timings") for p in pages]
            browser.close()
    finally:
        server.stop()
    n = len(msgs)
    shuffle = [any(st[0] == "s" for st in m.get("steps", [])) for m in msgs]
    starts = [k for k, m in enumerate(msgs) if ["a", "event"] in m.get("steps", [])]
    turn_of = [None] * n
    for t, (a, b) in enumerate(zip(starts, starts[1:] + [n])):
        for k in range(a, b):
            turn_of[k] = t
    per = [[0.0] * 3 for _ in starts]
    shuffle_ops, joins_deal = [], []
    for seat, ops in enumerate(timings):
        last = 0
        for op in ops:
            # the messages this operation took in or made: after the last count this page had
            span = range(last + 1, (op["count"] or 0) + 1) if op["count"] is not None else range(0)
            last = max(last, op["count"] or 0)
            if any(shuffle[k] for k in span):
                shuffle_ops.append(op["ms"])
            elif span and turn_of[span[-1]] is not None:
                per[turn_of[span[-1]]][seat] += op["ms"]
            else:
                joins_deal.append(op["ms"])
    each = [x for turn in per for x in turn]
    return {"seats": 3, "seed": seed, "concede_from": concede_from, "messages": n, "turns": len(starts),
            "turn_ms_per_seat_median": round(statistics.median(each)), "turn_ms_per_seat_max": round(max(each)),
            "shuffle_op_ms_median": round(statistics.median(shuffle_ops)) if shuffle_ops else None,
            "shuffle_op_ms_max": max(shuffle_ops) if shuffle_ops else None,
            "before_first_turn_ms_max": max(joins_deal) if joins_deal else None,
            "ops": sum(len(t) for t in timings)}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", default="measure group page")
    ap.add_argument("--concede-from", type=int, default=4)
    a = ap.parse_args(argv)
    print(json.dumps(run(a.seed, a.concede_from)))


if __name__ == "__main__":
    main()
