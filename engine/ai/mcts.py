"""Monte-Carlo tree search with chance nodes for draws, over the fast core.

Hidden information in The Rose King is only the draw pile's order (RK-6.3; hands are public,
RK-3.2). The searcher sees the view of the seat to move (RK-11.5): the draw pile as a multiset.
Each iteration samples one order of that pile (a determinization) and walks the tree:

- decision nodes are keyed by the action (card, hero card, draw, pass);
- a draw is a chance node whose children are keyed by the card that came up, so every tree node
  stands for exactly what both players know at that point and its legal actions never change.
  With uniformly shuffled determinizations the cards come up with their true probabilities.

Leaves are scored by a playout (uniform random, ``engine.ai.playout``) to the end of the game:
win 1, draw ½, loss 0 (RK-9.3..9.6), optionally blended with a squashed score margin
(``margin``: reward = (1 − m)·result + m·(1 + tanh(margin / scale)) / 2).
UCT picks children, optionally with a progressive bias ``pb · prior / (n + 1)`` where the prior is
the static evaluation (engine.ai.evaluate) of the position after the move, squashed to 0..1
relative to the best sibling; with it, new children are expanded best prior first.
The move played is the most visited root child. The search stops early once no other root move
can overtake the most visited one within the remaining iterations (same move, less time).

Budgets are iteration counts (deterministic for a seed); ``deadline`` (a perf_counter value)
stops early when the time runs out.
"""

import math
import time

from ..games.rose_king.fast import DRAW, components, random_playout
from ..games.rose_king.scoring import decide
from .evaluate import evaluate
from .playout import playout as policy_playout

M64 = (1 << 64) - 1


def splitmix(x):
    """One SplitMix64 step: (new state, output). Deterministic on every Python."""
    x = (x + 0x9E3779B97F4A7C15) & M64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return x, z ^ (z >> 31)


def shuffle_in_place(items, x):
    """Fisher–Yates with a 64-bit LCG; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        x = (x * 6364136223846793005 + 1442695040888963407) & M64
        j = ((x >> 32) * (i + 1)) >> 32
        items[i], items[j] = items[j], items[i]
    return x


def final_result(f):
    """(result for side 0: 1 win / ½ draw / 0 loss, points margin red − white) — RK-9."""
    a, b = components(f.bb[0]), components(f.bb[1])
    pa, pb = sum(n * n for n in a), sum(n * n for n in b)
    if pa != pb:
        return (1.0 if pa > pb else 0.0), pa - pb
    red = {"points": pa, "largest": max(a, default=0), "tokens": sum(a)}
    white = {"points": pb, "largest": max(b, default=0), "tokens": sum(b)}
    w = decide(red, white)[0]
    return (0.5 if w is None else 1.0 - w), 0


def _priors(f, moves, scale):
    """Static evaluation (engine.ai.evaluate) of each move's result for the mover, squashed to 0..1."""
    side = f.side[f.to_move]
    vals = {}
    for m in moves:
        g = f.copy()
        g.apply(m)
        vals[m] = evaluate(g, side)
    top = max(vals.values())
    return {m: 1.0 + math.tanh((v - top) / scale) for m, v in vals.items()}


class Node:
    __slots__ = ("n", "w", "wins", "children", "untried", "side", "prior", "priors")

    def __init__(self, side):
        self.n = 0
        self.w = 0.0       # sum of rewards for ``side`` (the side that chose the move into this node)
        self.wins = 0.0    # sum of pure game results (1 / ½ / 0) for ``side``
        self.children = None
        self.untried = None
        self.side = side
        self.prior = 0.0   # progressive bias of this child from the static evaluation (0 when unused)
        self.priors = None  # {move: prior} for this node's children


class Params:
    """Search settings; every field can be set from the arena as ``mcts:name=value,...``."""

    def __init__(self, iterations=1000, c=0.7, margin=0.0, scale=30.0, policy="random",
                 pb=0.0, pb_scale=20.0, final="visits"):
        self.iterations = int(iterations)
        self.c = float(c)
        self.margin = float(margin)      # weight of the squashed margin in the reward (0 = win/loss only)
        self.scale = float(scale)        # margin in points that gives tanh(1)
        self.policy = policy             # "random" (fast core playout) or a name in engine.ai.playout
        self.pb = float(pb)              # weight of the progressive bias (evaluation prior / (n + 1))
        self.pb_scale = float(pb_scale)  # evaluation points that give tanh(1) in the prior
        self.final = final

    def __repr__(self):
        return f"Params({self.__dict__})"


def search(root_state, params, seed, deadline=None, stop_early=True):
    """Run the search from a FastState built from the mover's view. Returns (root Node, iterations)."""
    x, _ = splitmix(seed & M64)
    root = Node(-1)
    c = params.c
    margin_w = params.margin
    scale = params.scale
    policy = None if params.policy == "random" else params.policy
    pb, pb_scale = params.pb, params.pb_scale
    log, sqrt, tanh = math.log, math.sqrt, math.tanh
    it = 0
    for it in range(1, params.iterations + 1):
        x, s1 = splitmix(x)
        f = root_state.copy()
        shuffle_in_place(f.draw, s1)     # a determinization of the hidden draw pile order (RK-6.3)
        f.rng = s1 ^ 0x5DEECE66D          # reshuffles inside the tree (RK-6.2) use this iteration's luck
        node = root
        path = [root]
        while True:
            if node.children is None:    # second visit of a decision node: open it
                node.children = {}
                node.untried = f.legal()
                shuffle_in_place(node.untried, s1)
                if pb and node.untried:
                    priors = _priors(f, node.untried, pb_scale)
                    node.untried.sort(key=priors.__getitem__)   # best first (popped from the end)
                    node.priors = priors
            if node.untried:             # expansion: one new child, then simulate from it
                move = node.untried.pop()
                p = f.to_move
                child = Node(f.side[p])
                if pb:
                    child.prior = pb * node.priors[move]
                node.children[move] = child
                f.apply(move)
                path.append(child)
                if move == DRAW:         # a chance node: children keyed by the card drawn (RK-6.1)
                    dn = Node(-1)
                    child.children = {f.hands[p][-1]: dn}
                    path.append(dn)
                break
            children = node.children
            if not children:             # terminal (RK-8)
                break
            lg = c * sqrt(log(node.n))
            best, best_v = None, -1.0
            for m, ch in children.items():
                v = ch.w / ch.n + lg / sqrt(ch.n) + ch.prior / (ch.n + 1)
                if v > best_v:
                    best, best_v = m, v
            p = f.to_move
            f.apply(best)
            node = children[best]
            path.append(node)
            if best == DRAW:
                drawn = f.hands[p][-1]
                nxt = node.children.get(drawn)
                if nxt is None:
                    nxt = node.children[drawn] = Node(-1)
                    path.append(nxt)
                    break
                node = nxt
                path.append(node)
        x, s2 = splitmix(x)
        if policy is None:
            random_playout(f, s2)
        else:
            policy_playout(f, s2, policy)
        res, mg = final_result(f)
        r0 = (1.0 - margin_w) * res + margin_w * 0.5 * (1.0 + tanh(mg / scale)) if margin_w else res
        r1, res1 = 1.0 - r0, 1.0 - res
        for nd in path:
            nd.n += 1
            if nd.side == 0:
                nd.w += r0
                nd.wins += res
            elif nd.side == 1:
                nd.w += r1
                nd.wins += res1
        if (it & 15) == 0:
            if deadline is not None and time.perf_counter() > deadline:
                break
            if stop_early and _decided(root, params.iterations - it):
                break
    return root, it


def _decided(root, left):
    """True when no other root move can overtake the most visited one in ``left`` more iterations,
    so the move chosen is already the one the full budget would choose (a pure time saving)."""
    first = second = 0
    for ch in root.children.values():
        n = ch.n
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > left


def best_child(root):
    """The most visited root move (ties: higher mean reward), with its node."""
    return max(root.children.items(), key=lambda kv: (kv[1].n, kv[1].w / kv[1].n if kv[1].n else 0.0))
