"""Playout policies for the search: play a FastState to the end in place (same rules as fast.py).

``random`` is the fast core's own ``random_playout``. The others are "heavier": they bias the
choice among legal actions with cheap local knowledge, measured in the arena against ``random``.

- ``adj``: a play whose destination touches (RK-9.1 edges) the mover's own tokens is chosen
  ``ADJ_WEIGHT`` times as often as another action; drawing keeps weight 1.
"""

from ..games.rose_king.fast import BIT, FULL, NOT_A, NOT_I, random_playout
from ..games.rose_king.geometry import SIZE, TARGET
from ..games.rose_king.state import TOKENS

M64 = (1 << 64) - 1
ADJ_WEIGHT = 4


def _touching(own):
    return ((own << SIZE) & FULL) | (own >> SIZE) | ((own & NOT_I) << 1) | ((own & NOT_A) >> 1)


def adj_playout(f, seed, adj_weight=ADJ_WEIGHT):
    x = seed & M64
    T, B = TARGET, BIT
    bbs, hands, heroes = f.bb, f.hands, f.heroes
    draw, discard = f.draw, f.discard
    side, limit, nseats = f.side, f.limit, f.seats
    crown, p, tokens, passes = f.crown, f.to_move, f.tokens, 0
    moves, weights = [], []
    while tokens < TOKENS:
        s = side[p]
        own = bbs[s]
        opp = bbs[1 - s]
        occ = own | opp
        hand = hands[p]
        base = crown * 24
        hero = heroes[p]
        near = _touching(own)
        moves.clear()
        weights.clear()
        total = 0
        for c in hand:
            t = T[base + c]
            if t >= 0:
                b = B[t]
                if not occ & b:
                    moves.append(c)
                elif hero and opp & b:
                    moves.append(c + 24)
                else:
                    continue
                w = adj_weight if near & b else 1
                weights.append(w)
                total += w
        can_draw = len(hand) < limit
        if not moves and not can_draw:
            passes += 1
            if passes >= nseats:
                break
            p = (p + 1) % nseats
            continue
        passes = 0
        total += can_draw
        x = (x * 6364136223846793005 + 1442695040888963407) & M64
        k = ((x >> 32) * total) >> 32
        i = 0
        for w in weights:
            if k < w:
                break
            k -= w
            i += 1
        if i == len(moves):
            if not draw:
                while discard:
                    x = (x * 6364136223846793005 + 1442695040888963407) & M64
                    draw.append(discard.pop(((x >> 32) * len(discard)) >> 32))
            hand.append(draw.pop())
        else:
            m = moves[i]
            if m >= 24:
                m -= 24
                heroes[p] = hero - 1
                bbs[1 - s] = opp ^ B[T[base + m]]
            else:
                tokens += 1
            t = T[base + m]
            bbs[s] = own | B[t]
            crown = t
            hand.remove(m)
            discard.append(m)
        p = (p + 1) % nseats
    f.crown, f.to_move, f.tokens = crown, p, tokens
    return f


def playout(f, seed, policy):
    if policy == "random":
        return random_playout(f, seed)
    if policy == "adj":
        return adj_playout(f, seed)
    if policy.startswith("adj"):
        return adj_playout(f, seed, int(policy[3:]))
    raise ValueError(f"unknown playout policy {policy!r}")
