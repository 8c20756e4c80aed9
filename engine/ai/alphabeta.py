"""The ``ab4`` yardstick: depth-4 alpha-beta (expectiminimax) with a plain score-difference evaluation.

Not a level for people; it is the fixed opponent the search levels are measured against.

- Depth counts plies (actions of either seat), 4 by default; leaves are scored by
  ``evaluate.score_diff`` (RK-9.2 points of the root side minus the other side's).
- Finished games (RK-8) score ±10000 plus the margin, so a won ending is always preferred.
- Draws (RK-6): the searcher knows the draw pile only as a set (RK-6.3, RK-11.5), every card in it is
  equally likely to come up, so a draw is a chance node averaging over the distinct cards of the
  pile (of the discard pile when the pile is empty and a reshuffle comes, RK-6.2). The draw uses one
  ply of depth like any other action. Alpha-beta bounds are not passed through chance nodes.
  To keep a move within about a second, only the first draw on a line is a chance node; a later
  draw on the same line ends it and is scored statically (a draw changes no points). Measured: full
  chance nodes at every draw took up to 9 s a move when both hands were short.
- In the four-player game the root seat's partner maximises too (RK-10.4 teams).
"""

from ..games.rose_king.fast import DRAW
from .evaluate import score_diff
from .mcts import final_result

WIN = 10000.0


def _value(f, side):
    if f.is_terminal():
        res, margin = final_result(f)
        r = res if side == 0 else 1.0 - res
        m = margin if side == 0 else -margin
        return (r - 0.5) * 2 * WIN + m
    return float(score_diff(f, side))


def _draw_outcomes(f):
    """Cards that may come up on a draw, each equally likely."""
    return sorted(set(f.draw)) if f.draw else sorted(set(f.discard))


def _apply_draw(f, card):
    """Apply a draw whose card is ``card`` (the pile's order is unknown to the searcher)."""
    p = f.to_move
    if not f.draw:
        f.draw, f.discard = list(f.discard), []
    f.draw.remove(card)
    f.hands[p].append(card)
    f.to_move = (p + 1) % f.seats


def expectiminimax(f, depth, alpha, beta, side, stats, chance=1):
    stats[0] += 1
    moves = f.legal()
    if depth == 0 or not moves:
        return _value(f, side)
    maximise = f.side[f.to_move] == side
    best = -1e18 if maximise else 1e18
    for m in moves:
        if m == DRAW and not chance:
            v = _value(f, side)
        elif m == DRAW:
            outs = _draw_outcomes(f)
            total = 0.0
            for card in outs:
                g = f.copy()
                _apply_draw(g, card)
                total += expectiminimax(g, depth - 1, -1e18, 1e18, side, stats, chance - 1)
            v = total / len(outs)
        else:
            g = f.copy()
            g.apply(m)
            v = expectiminimax(g, depth - 1, alpha, beta, side, stats, chance)
        if maximise:
            if v > best:
                best = v
            if best > alpha:
                alpha = best
        else:
            if v < best:
                best = v
            if best < beta:
                beta = best
        if alpha >= beta:
            break
    return best


def choose(f, depth=4):
    """(best move, its value, nodes searched) for the side to move of FastState ``f``."""
    side = f.side[f.to_move]
    stats = [0]
    moves = f.legal()
    best, best_v = moves[0], -1e18
    alpha = -1e18
    for m in moves:
        if m == DRAW:
            outs = _draw_outcomes(f)
            total = 0.0
            for card in outs:
                g = f.copy()
                _apply_draw(g, card)
                total += expectiminimax(g, depth - 1, -1e18, 1e18, side, stats, 0)
            v = total / len(outs)
        else:
            g = f.copy()
            g.apply(m)
            v = expectiminimax(g, depth - 1, alpha, 1e18, side, stats, 1)
        if v > best_v:
            best, best_v = m, v
            alpha = max(alpha, v)
    return best, best_v, stats[0]
