"""The one tree search of the computer players: Monte-Carlo tree search over determinisations,
for any game that offers the fast-state protocol below, any number of seats and any teams.

Fast-state protocol
-------------------
A game's knowledge package (engine/ai/<game>/) gives the search two objects.

A **sampler**, built from the deciding seat's ``view`` (what that seat may see, nothing more):

- ``sampler.sample(x) -> (s, x)``: a fast state ``s`` consistent with the view, its hidden
  information (the other seats' secrets, the order of a shuffled pile, the generator behind
  later dice) drawn at random from the 64-bit stream state ``x`` (engine.ai.random), and the
  advanced stream. One sample is one *determinisation*.

A **game adapter** ``G`` (its settings fixed when it is made) whose methods take a fast state:

- ``G.copy(s)``: an independent copy (states are mutated in place).
- ``G.legal(s)``: the actions (hashable, usually ints) of the seat deciding now; ``[]`` once the
  game is over.
- ``G.current(s)``: that seat (asked only while ``legal(s)`` is not empty; it may be a seat not
  on turn, e.g. one answering an ability's choice).
- ``G.apply(s, a)``: play ``a`` in place. Returns ``None``, or a hashable key of the chance outcome
  the action brought (the card drawn, the dice total), taken from the state's own sampled
  generator, so outcomes come with their true probabilities over determinisations.
- ``G.chances(s, a)``: ``None`` when ``a`` involves no chance, else ``[(key, probability), …]``
  as the deciding seat knows them; ``G.apply_chance(s, a, key)`` plays ``a`` with outcome
  ``key`` (the depth-limited yardstick, engine.ai.expectimax, enumerates chance with these).
- ``G.team(s, seat)``: the seat's team (partners share one reward; in a game without teams the
  seat itself).
- ``G.rewards(s) -> (rewards, results)``: one number in [0, 1] per seat. ``results`` is the game
  result (win 1, draw ½, loss 0; a win chance when the playout stopped before the end) and is
  what the Hint reports; ``rewards`` is what the search maximises (the result, possibly blended
  with a margin).
- ``G.playout(s, x) -> x``: play on in place by the game's playout policy (to the end, or to a
  cut-off after which ``rewards`` estimates), returning the advanced stream.
- ``G.priors(s, actions, seat, root)``: a value in [0, 1] per action for ``seat`` (the static
  evaluation after it, for the progressive bias); ``root`` says whether a costlier, finer
  evaluation is worth it.
- ``G.evaluate(s, seat)``: the static evaluation for ``seat`` (the one-ply ``easy`` level).
- ``G.plain(s, seat)``: the yardstick's plain evaluation (engine.ai.expectimax).
- ``G.quick(s)``: an action a cheap heuristic is sure of, or ``None`` (for ``easy``).

The search
----------
Every iteration draws one determinisation and walks one shared tree. A decision node's children
are keyed by action; an action that brings chance leads to a chance node whose children are
keyed by the outcome, so a node stands for what every seat has seen happen. Where the legal
actions depend on a determinisation (a secret that decides what is allowed), only the actions
legal in the current one are considered. Selection is UCT plus a progressive bias
``pb · prior / (n + 1)``; an unvisited child is tried before any second visit, best prior first,
and a leaf is scored by the game's playout. Every node maximises the reward of the seat that
moves into it, so two seats, four seats or two teams of two are all the same to the search.

The move played is the most visited root child (ties: the higher mean reward). Budgets are
iteration counts, so a seed fixes the decision; ``deadline`` (a perf_counter value) only stops
early, and so does the search once no other root move can overtake the most visited one within
the iterations left (the same move, less time).
"""

import math
import time

from .random import MASK64, next_u64


class Params:
    """The search's own settings (a game's settings go to its adapter)."""

    __slots__ = ("iterations", "c", "pb", "early", "offset")

    def __init__(self, iterations=1000, c=0.7, pb=0.0, early=True, offset=0):
        self.iterations = int(iterations)   # iterations at most
        self.c = float(c)                   # UCT exploration constant: c·sqrt(log(N + offset) / n)
        self.offset = int(offset)           # 0 or 1 (each game keeps the form it was tuned with)
        self.pb = float(pb)                 # weight of the progressive bias (0: no priors computed)
        self.early = bool(early)            # stop once the most visited root move is certain

    def __repr__(self):
        return (f"Params(iterations={self.iterations}, c={self.c}, pb={self.pb}, early={self.early}, "
                f"offset={self.offset})")


class Node:
    __slots__ = ("n", "w", "wins", "children", "seat", "prior")

    def __init__(self, seat, prior=0.0):
        self.n = 0
        self.w = 0.0          # sum of rewards of ``seat``, the seat whose action led here (-1: chance)
        self.wins = 0.0       # sum of results of ``seat`` (for the reported win chance)
        self.children = None  # {action or chance key: Node}
        self.seat = seat
        self.prior = prior    # pb · prior of the action leading here


def _open(G, s, node, legal, seat, pb):
    """Give ``node`` a child for each action of ``legal`` it lacks, with its prior."""
    children = node.children
    if children is None:
        children = node.children = {}
        missing = legal
    else:
        missing = [a for a in legal if a not in children]
    if pb and len(legal) > 1:      # a lone action needs no prior
        for a, p in zip(missing, G.priors(s, missing, seat, node.seat == -2)):
            children[a] = Node(seat, pb * p)
    else:
        for a in missing:
            children[a] = Node(seat)
    return children


def search(G, sampler, params, seed, deadline=None):
    """Run the search for the view behind ``sampler``. Returns (root Node, iterations run)."""
    x, _ = next_u64(seed & MASK64)
    root = Node(-2)           # -2 marks the root (no seat moved into it)
    c, pb, offset = params.c, params.pb, params.offset
    sqrt, log = math.sqrt, math.log
    legal_of, current_of, apply = G.legal, G.current, G.apply
    it = 0
    for it in range(1, params.iterations + 1):
        s, x = sampler.sample(x)
        node = root
        path = [root]
        while True:
            legal = legal_of(s)
            if not legal:                       # the game is over
                break
            seat = current_of(s)
            children = node.children
            if children is None:
                children = _open(G, s, node, legal, seat, pb)
            lg = c * sqrt(log(node.n + offset)) if node.n + offset > 1 else 0.0
            # progressive bias: the bonus is pb · prior / (n + 1), and every child is tried once
            # first, best prior first (the 1e6 head start)
            while True:
                best, bv = None, -1e18
                try:
                    for a in legal:
                        ch = children[a]
                        n = ch.n
                        if n == 0:
                            v = 1e6 + ch.prior
                        else:
                            v = ch.w / n + lg / sqrt(n) + ch.prior / (n + 1)
                        if v > bv:
                            best, bv = a, v
                    break
                except KeyError:                    # legal only in this determinisation
                    children = _open(G, s, node, legal, seat, pb)
            key = apply(s, best)
            node = children[best]
            path.append(node)
            fresh = node.n == 0
            if key is not None:                 # a chance node: children keyed by the outcome
                if node.children is None:
                    node.children = {}
                nxt = node.children.get(key)
                if nxt is None:
                    nxt = node.children[key] = Node(-1)
                    fresh = True
                node = nxt
                path.append(node)
            if fresh:                           # expansion: one new node per iteration
                break
        x = G.playout(s, x)
        rewards, results = G.rewards(s)
        for nd in path:
            nd.n += 1
            k = nd.seat
            if k >= 0:
                nd.w += rewards[k]
                nd.wins += results[k]
        if (it & 15) == 0:
            if deadline is not None and time.perf_counter() > deadline:
                break
            if params.early and _decided(root, params.iterations - it):
                break
    return root, it


def _decided(root, left):
    """True when no other root move can overtake the most visited one in ``left`` more iterations."""
    first = second = 0
    for ch in root.children.values():
        n = ch.n
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > left


def best_child(root):
    """The most visited root action (ties: the higher mean reward), with its node."""
    return max(((a, ch) for a, ch in root.children.items() if ch.n),
               key=lambda kv: (kv[1].n, kv[1].w / kv[1].n))
