"""The ``ab`` yardsticks (``ab4``: depth 4): depth-limited alpha-beta expectiminimax with the game's
plain evaluation, over the fast-state protocol (engine.ai.search). Not a level for people: a fixed
opponent the search levels are measured against in the arena.

- Depth counts plies (decisions of any seat). Leaves and finished games are scored by
  ``G.plain(s, seat)`` for the root seat (a finished game is worth far more than any position).
- A seat of the root seat's team maximises, every other seat minimises (teams share a reward, engine.ai.search).
- An action that brings chance (a draw, a roll) is a chance node averaging over ``G.chances``
  (as the deciding seat knows them); it uses one ply of depth like any other action. Alpha-beta
  bounds are not passed through chance nodes. To keep a move near a second, only the first chance
  action on a line is expanded; a later one ends the line and is scored statically (measured on
  a card game: full chance nodes at every draw took up to 9 s a move when both hands were short).
- Searched on one determinisation of the view (hidden pieces dealt once; where only chance is
  hidden, such as a draw pile's order, the determinisation does not matter: chance is enumerated).
"""

INF = 1e18


def _value(G, s, depth, alpha, beta, team, seat, chance, stats):
    """The expectiminimax value of ``s`` for ``seat`` (whose team is ``team``), and the best action."""
    stats[0] += 1
    legal = G.legal(s)
    if depth == 0 or not legal:
        return G.plain(s, seat), None
    maximise = G.team(s, G.current(s)) == team
    best, best_a = (-INF if maximise else INF), legal[0]
    for a in legal:
        outs = G.chances(s, a)
        if outs is None:
            g = G.copy(s)
            G.apply(g, a)
            v = _value(G, g, depth - 1, alpha, beta, team, seat, chance, stats)[0]
        elif not chance:
            v = G.plain(s, seat)
        else:
            v = 0.0
            for key, p in outs:
                g = G.copy(s)
                G.apply_chance(g, a, key)
                v += p * _value(G, g, depth - 1, -INF, INF, team, seat, chance - 1, stats)[0]
        if maximise:
            if v > best:
                best, best_a = v, a
            alpha = max(alpha, best)
        else:
            if v < best:
                best, best_a = v, a
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best, best_a


def choose(G, s, depth=4):
    """(best action, its value, nodes searched) for the seat deciding in fast state ``s``."""
    seat = G.current(s)
    stats = [0]
    v, a = _value(G, s, depth, -INF, INF, G.team(s, seat), seat, 1, stats)
    return a, v, stats[0]
