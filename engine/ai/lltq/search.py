"""Information-set Monte-Carlo tree search for Long Live the Queen (single observer).

Each iteration deals the hidden tiles afresh from the deciding seat's view (determinize.Sampler)
and walks one shared tree. Tree nodes are keyed by what both seats see happen: decisions by the
action, rolls by the dice total (a chance node; the total is drawn with its true probability,
LQ-4.1). The legal actions at a node are public in almost every case; where a deal changes them
(a tile turned face up may or may not be a possible Master, LQ-7.2), only the actions legal in the
current deal are considered. Leaves are scored by a short playout (evaluate.choice for ability
choices, a cheap court policy) capped at a number of rolls, then by the static evaluation
(evaluate.value) — the game has no turn limit, so playouts never run to an unknown length.

Selection is UCT with a progressive bias from the static evaluation of each child (its value for
the seat that moves). The move played is the most visited root child.
"""

import math
import time

from .determinize import splitmix
from .evaluate import DEFAULT, choice, diff, princess_danger, value
from .fast import COURT, OVER, PRINCESS, RESOLVE, ROLLP, SKIP, SWP, TOTALS

M64 = (1 << 64) - 1


class Params:
    """Search settings; each can be set from the arena as ``lq:name=value,...``."""

    def __init__(self, iterations=1000, c=0.6, pb=1.0, depth=4, court="guard", weights=DEFAULT):
        self.iterations = int(iterations)
        self.c = float(c)              # UCT exploration
        self.pb = float(pb)            # progressive bias weight (static value of the child)
        self.depth = int(depth)        # playout cap in rolls beyond the tree
        self.court = court             # playout court policy: "skip" or "guard" (fix a threatened Princess)
        self.weights = weights

    def __repr__(self):
        return f"Params({self.__dict__})"


class Node:
    __slots__ = ("n", "w", "children", "seat", "prior")

    def __init__(self, seat, prior=0.0):
        self.n = 0
        self.w = 0.0          # rewards for ``seat`` (the seat whose action led here; -1 chance)
        self.children = None
        self.seat = seat
        self.prior = prior


def court_policy(f, mode, w):
    """The playout's court step: skip, unless the own Princess is in danger and a swap next to
    her (moving her, or bringing a Guard beside her) removes (most of) it."""
    s = f.to_move
    if mode == "skip" or princess_danger(f, s) == 0.0:
        return SKIP
    i = f.line[s].index(PRINCESS) + 2
    best, bv = SKIP, diff(f, s, w, False)
    for p in (i - 2, i - 1, i, i + 1):
        if 2 <= p <= 11:
            g = f.copy()
            g.apply(SWP + p)
            v = diff(g, s, w, False)
            if v > bv:
                best, bv = SWP + p, v
    return best


def playout(f, x, depth, mode, w):
    """Play on for ``depth`` rolls (or to the end); returns the generator state."""
    rolls = 0
    while True:
        ph = f.phase
        if ph == ROLLP:
            if rolls >= depth:
                return x
            rolls += 1
            x, r = splitmix(x)
            f.roll(TOTALS[r % 36])
        elif ph == RESOLVE:
            st = f.pending[0]
            f.apply(choice(f, st, f.options(st)))
        elif ph == COURT:
            f.apply(court_policy(f, mode, w))
        else:
            return x


def _priors(f, moves, seat, w, full):
    out = {}
    for a in moves:
        g = f.copy()
        g.apply(a)
        out[a] = value(g, seat, w, full)
    return out


def search(sampler, params, seed, deadline=None):
    """Run the search for the view behind ``sampler``. Returns (root Node, iterations)."""
    x, _ = splitmix(seed & M64)
    root = Node(-1)
    c, pb, depth, mode, w = params.c, params.pb, params.depth, params.court, params.weights
    sqrt, log = math.sqrt, math.log
    it = 0
    for it in range(1, params.iterations + 1):
        f, x = sampler.sample(x)
        node = root
        path = [root]
        while True:
            ph = f.phase
            if ph == OVER:
                break
            if ph == ROLLP:   # chance: the dice total (LQ-4.1)
                x, r = splitmix(x)
                t = TOTALS[r % 36]
                f.roll(t)
                if node.children is None:
                    node.children = {}
                nxt = node.children.get(t)
                if nxt is None:
                    nxt = node.children[t] = Node(-1)
                    path.append(nxt)
                    break
                node = nxt
                path.append(node)
                continue
            mover = f.current()
            legal = f.legal()
            children = node.children
            if children is None:
                children = node.children = {}
            fresh = [a for a in legal if a not in children]
            if fresh:   # expansion: the untried action with the best static value
                if pb and len(fresh) > 1:
                    pri = _priors(f, fresh, mover, w, node is root)
                    a = max(fresh, key=pri.__getitem__)
                    # remember every prior now: later expansions here reuse them
                    for b in fresh:
                        if b != a:
                            children[b] = Node(mover, pb * pri[b])
                    child = children[a] = Node(mover, pb * pri[a])
                else:
                    a = fresh[0]
                    child = children[a] = Node(mover, 0.0)
                f.apply(a)
                path.append(child)
                break
            lg = c * sqrt(log(node.n + 1))
            best, bv = None, -1e9
            for a in legal:
                ch = children[a]
                n = ch.n
                if n == 0:
                    v = 1e6 + ch.prior
                else:
                    v = ch.w / n + lg / sqrt(n) + ch.prior / (n + 1)
                if v > bv:
                    best, bv = a, v
            f.apply(best)
            node = children[best]
            path.append(node)
            if node.n == 0:
                break
        if f.phase != OVER:
            x = playout(f, x, depth, mode, w)
        r0 = value(f, 0, w)
        r1 = 1.0 - r0
        for nd in path:
            nd.n += 1
            if nd.seat == 0:
                nd.w += r0
            elif nd.seat == 1:
                nd.w += r1
        if (it & 15) == 0 and deadline is not None and time.perf_counter() > deadline:
            break
    return root, it


def best_child(root):
    """The most visited root action (ties: the higher mean), with its node."""
    return max(((a, ch) for a, ch in root.children.items() if ch.n),
               key=lambda kv: (kv[1].n, kv[1].w / kv[1].n))
