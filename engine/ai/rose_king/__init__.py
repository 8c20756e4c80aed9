"""The Rose King's knowledge for the computer players: the fast core (engine/games/rose_king/fast.py)
behind the search protocol (engine.ai.search), determinisation, evaluation, playouts, settings,
and its own search for ``hard`` and ``max`` (``search_level``: deep.py, alpha-beta on determinised
draw piles).

Hidden information is only the draw pile's order (RK-6.3; hands are public, RK-3.2). The view of
the seat to move shows the pile as a multiset (RK-11.5); a determinisation shuffles it and seeds
the generator of any reshuffle inside the search (RK-6.2). A draw brings chance: its outcome key
is the card that came up, so the tree's chance nodes are keyed by card.

Rewards: win 1, draw ½, loss 0 (RK-9.3..9.6); the partners of the four-seat game share their
side's reward (RK-10.4). Playouts are uniform random to the end (a
playout biased toward plays next to own tokens was measured as no gain for its cost).
Priors: the static evaluation (evaluate.py) after each action, squashed to 0..1 relative to the
best sibling.
"""

import math

from ..random import next_u64, shuffle
from ...games.rose_king.fast import ACTION_NAMES, DRAW, FastState, components, random_playout
from ...games.rose_king.scoring import decide
from . import deep
from . import evaluate as evaluation
from . import yardstick

GAME = "rose-king"
WIN = 10000.0   # the plain evaluation of a finished game: beyond any points difference
PRIOR_SCALE = 20.0   # evaluation points that give tanh(1) in the prior (a spec's ``pb`` > 0)

# Defaults and bounds of every setting a level (or an arena spec ``hard:key=value,...``) may set.
KNOBS = {
    "c": (float, 0.0, 10.0, 0.7),
    "hero": (float, -100.0, 100.0, evaluation.W_HERO),
    "frontier": (float, -100.0, 100.0, evaluation.W_FRONTIER),
    "mobility": (float, -100.0, 100.0, evaluation.W_MOBILITY),
    "card": (float, -100.0, 100.0, evaluation.W_CARD),
    "slip": (float, 0.0, 1.0, 0.15),        # easy: chance of a random action instead of its choice
    # the deep search (deep.py); nodes 0 = the shared MCTS instead (the medium level)
    "nodes": (int, 0, 10 ** 8, 0),          # node budget of one decision
    "plies": (int, 1, 60, 12),              # deepest iteration
    "team_plies": (int, 0, 60, 0),          # deepest iteration in the four-seat game (RK-10); 0: ``plies``
                                            # (a spec's ``plies`` is then overruled there: set both)
    "hero_points": (float, -1000.0, 1000.0, 30.0),  # the deep search: points per hero card held
    "samples": (int, 1, 1000, 8),           # determinisations of the pile's order
    "chance_scale": (float, 1.0, 1000.0, 30.0),   # search points that give a win chance of 1/(1+e^-1)
}

# The levels, as they are composed (what each plays and its strength: README.md; figures:
# docs/ai-figures.md). hard and max use the deep search because it beat the MCTS clearly against
# the alpha-beta yardsticks: a draw inside the tree brings a real card from a determinised pile,
# so depth pays. In the four-seat team game (RK-10) a round is four plies, so hard searches 12
# there (``team_plies``). The page caps hard by time anyway (web/shell/config.js, hard_ms).
LEVELS = {
    "easy": {},                                   # one ply on evaluate.py, slip 0.15
    "medium": {"iterations": 200},                # the shared MCTS, plain UCT, random playouts
    "hard": {"nodes": 40000, "plies": 8, "samples": 8, "team_plies": 12},   # deep.py on 8 pile samples
    "max": {"nodes": 10 ** 7, "plies": 10, "samples": 12},                  # the same, bounded by its time
}

# Outside-style yardsticks (yardstick.py): fixed opponents for the arena, not levels for people:
# alpha-beta 4 and 5 plies with a hero-aware evaluation, expectimax 3 plies over the draws.
YARDSTICKS = {
    "ab4h": yardstick.level(4),
    "ab5h": yardstick.level(5),
    "exp3h": yardstick.level(3, chance=True),
}


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


def action_name(a):
    return ACTION_NAMES[a]


class Sampler:
    """Determinisations of the view of ``seat`` (RK-11.5): the draw pile's order (RK-6.3)."""

    def __init__(self, view, seat):
        self.base = FastState.from_state(view)

    def sample(self, x):
        x, s1 = next_u64(x)
        f = self.base.copy()
        shuffle(f.draw, s1)
        f.rng = s1 ^ 0x5DEECE66D   # reshuffles inside the search (RK-6.2) use this sample's luck
        return f, x


class Game:
    """The search protocol (engine.ai.search) on FastState, with one level's settings."""

    copy = staticmethod(FastState.copy)
    legal = staticmethod(FastState.legal)

    def __init__(self, cfg):
        self.weights = {"hero": cfg["hero"], "frontier": cfg["frontier"], "mobility": cfg["mobility"],
                        "draw": cfg["card"]}

    @staticmethod
    def current(f):
        return f.to_move

    @staticmethod
    def apply(f, a):
        if a == DRAW:                # RK-6.1: the card that came up is the chance outcome
            p = f.to_move
            f.apply(a)
            return f.hands[p][-1]
        f.apply(a)
        return None

    @staticmethod
    def chances(f, a):
        """A draw: each card of the pile (of the discard pile when a reshuffle comes, RK-6.2)."""
        if a != DRAW:
            return None
        cards = sorted(set(f.draw or f.discard))
        return [(c, 1.0 / len(cards)) for c in cards]

    @staticmethod
    def apply_chance(f, a, card):
        p = f.to_move
        if not f.draw:
            f.draw, f.discard = list(f.discard), []
        f.draw.remove(card)
        f.hands[p].append(card)
        f.to_move = (p + 1) % f.seats

    @staticmethod
    def team(f, seat):
        return f.side[seat]

    @staticmethod
    def rewards(f):
        res = final_result(f)[0]
        rs = (res, 1.0 - res)
        r = [rs[t] for t in f.side]
        return r, r

    @staticmethod
    def playout(f, x):
        x, s = next_u64(x)
        random_playout(f, s)
        return x

    def priors(self, f, actions, seat, root):
        side = f.side[seat]
        vals = []
        for a in actions:
            g = f.copy()
            g.apply(a)
            vals.append(evaluation.evaluate(g, side, **self.weights))
        top = max(vals)
        return [1.0 + math.tanh((v - top) / PRIOR_SCALE) for v in vals]

    def evaluate(self, f, seat):
        return evaluation.evaluate(f, f.side[seat], **self.weights)

    @staticmethod
    def plain(f, seat):
        """Points difference (RK-9.2); a finished game (RK-8) ±WIN plus the margin."""
        side = f.side[seat]
        if f.is_terminal():
            res, margin = final_result(f)
            r = res if side == 0 else 1.0 - res
            return (r - 0.5) * 2 * WIN + (margin if side == 0 else -margin)
        return float(evaluation.score_diff(f, side))

    @staticmethod
    def quick(f):
        return None


def plies_for(cfg, seats):
    """The deep search's deepest iteration: ``team_plies`` in the four-seat team game when set
    (RK-10.1: a round is four plies there, so 8 plies see each seat move only twice), else ``plies``."""
    if seats > 2 and cfg["team_plies"]:
        return cfg["team_plies"]
    return cfg["plies"]


def search_level(view, seat, cfg, x, deadline):
    """A searching level's decision by the deep search (deep.py) when its ``nodes`` budget is set,
    else None (the shared MCTS decides): (action string, info for ``analyse``). Deterministic:
    the view, the settings and the stream ``x`` (the pile orders sampled) fix it; ``deadline``
    only stops early."""
    if not cfg["nodes"]:
        return None
    pos = deep.Position.from_fast(FastState.from_state(view))
    out = deep.think_sampled(pos, x, cfg["hero_points"], plies=plies_for(cfg, pos.seats), nodes=cfg["nodes"],
                             samples=cfg["samples"], scale=cfg["chance_scale"], deadline=deadline)
    return ACTION_NAMES[out["move"]], {
        "win_chance": out["value"], "playouts": out["nodes"],
        "depth": out["depth"], "value": out["value"],
        "visits": {ACTION_NAMES[m]: n for m, n in out["spent"].items() if n}}


def opening(view, seat, cfg, x):
    """The Rose King has no decision outside the fast core's reach."""
    return None
