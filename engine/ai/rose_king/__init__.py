"""The Rose King's knowledge for the computer players: the fast core (engine/games/rose_king/fast.py)
behind the search protocol (engine.ai.search), determinisation, evaluation, playouts, settings,
and its own search for ``hard`` and ``max`` (``search_level``: deep.py, alpha-beta on determinised
draw piles).

Hidden information is only the draw pile's order (RK-6.3; hands are public, RK-3.2). The view of
the seat to move shows the pile as a multiset (RK-11.5); a determinisation shuffles it and seeds
the generator of any reshuffle inside the search (RK-6.2). A draw brings chance: its outcome key
is the card that came up, so the tree's chance nodes are keyed by card.

Rewards: win 1, draw ½, loss 0 (RK-9.3..9.6), optionally blended with the squashed points margin
(``margin``: reward = (1 − m)·result + m·(1 + tanh(margin / scale)) / 2); the partners of the
four-seat game share their side's reward (RK-10.4). Playouts are uniform random to the end (a
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

# Defaults and bounds of every setting a level (or an arena spec ``hard:key=value,...``) may set.
KNOBS = {
    "c": (float, 0.0, 10.0, 0.7),
    "margin": (float, 0.0, 1.0, 0.0),      # weight of the squashed margin in the reward
    "scale": (float, 1.0, 1000.0, 30.0),   # points margin that gives tanh(1)
    "pb_scale": (float, 1.0, 1000.0, 20.0),  # evaluation points that give tanh(1) in the prior
    "hero": (float, -100.0, 100.0, evaluation.W_HERO),
    "frontier": (float, -100.0, 100.0, evaluation.W_FRONTIER),
    "mobility": (float, -100.0, 100.0, evaluation.W_MOBILITY),
    "card": (float, -100.0, 100.0, evaluation.W_CARD),
    "slip": (float, 0.0, 1.0, 0.15),        # easy: chance of a random action instead of its choice
    # the deep search (deep.py); nodes 0 = the shared MCTS instead
    "nodes": (int, 0, 10 ** 8, 0),          # node budget of one decision
    "plies": (int, 1, 60, 12),              # deepest iteration
    "team_plies": (int, 0, 60, 0),          # deepest iteration in the four-seat game (RK-10); 0: ``plies``
                                            # (a spec's ``plies`` is then overruled there: set both)
    "ab_hero": (float, -1000.0, 1000.0, 30.0),  # points per hero card held
    "fade": (float, 0.0, 1.0, 0.0),         # share of the hero worth gone when the supply is out
    "ab_card": (float, -100.0, 100.0, 0.0),  # points per card in hand
    "chance": (int, 0, 1, 0),               # the root's own draw as an expectation over the pile
    "counted": (int, 0, 1, 0),              # a blind draw fills the hand (1) or only passes (0)
    "samples": (int, 0, 1000, 0),           # determinisations of the pile's order (0: blind draws)
    "wscale": (float, 1.0, 1000.0, 30.0),   # search points that give a win chance of 1/(1+e^-1)
}

# What each level plays and its measured strength: README.md (figures: docs/ai-figures.md).
# - medium: the shared MCTS with a small budget and plain UCT. The evaluation prior (``pb``) and
#   the reward blended with the margin (``margin``), each a gain for the MCTS, are in hard's
#   MCTS settings.
# - hard and max use the deep search (deep.py), which beat the MCTS clearly against the
#   alpha-beta yardsticks: a draw inside the tree brings a real card from a determinised pile,
#   so depth pays (a blind draw misleads a deep search). The MCTS settings stay for specs
#   (``hard:nodes=0``); the page caps hard by time anyway (web/shell/config.js, hard_ms).
# - in the four-seat team game (RK-10) hard searches 12 plies (``team_plies``): a round is four
#   plies there, so 8 plies saw each seat move only twice. ``fade`` and ``ab_card`` measured as
#   no gain there and stay 0.
LEVELS = {
    "easy": {},
    "medium": {"iterations": 200},
    "hard": {"iterations": 3000, "pb": 1.0, "margin": 0.3, "nodes": 40000, "plies": 8, "samples": 8,
             "team_plies": 12},
    "max": {"nodes": 10 ** 7, "plies": 10, "samples": 12},
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
        self.margin = cfg["margin"]
        self.scale = cfg["scale"]
        self.pb_scale = cfg["pb_scale"]
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

    def rewards(self, f):
        res, mg = final_result(f)
        m = self.margin
        r0 = (1.0 - m) * res + m * 0.5 * (1.0 + math.tanh(mg / self.scale)) if m else res
        rw, rs = (r0, 1.0 - r0), (res, 1.0 - res)
        return [rw[t] for t in f.side], [rs[t] for t in f.side]

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
        return [1.0 + math.tanh((v - top) / self.pb_scale) for v in vals]

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
    the view and the settings fix it (the seed is not needed); ``deadline`` only stops early."""
    if not cfg["nodes"]:
        return None
    pos = deep.Position.from_fast(FastState.from_state(view), bool(cfg["counted"]))
    w = deep.Weights(hero=cfg["ab_hero"], fade=cfg["fade"], card=cfg["ab_card"])
    plies = plies_for(cfg, pos.seats)
    if cfg["samples"]:
        out = deep.think_sampled(pos, x, w, plies=plies, nodes=cfg["nodes"], samples=cfg["samples"],
                                 scale=cfg["wscale"], deadline=deadline)
        chance = out["value"]
    else:
        out = deep.think(pos, w, plies=plies, nodes=cfg["nodes"], deadline=deadline,
                         chance=bool(cfg["chance"]))
        chance = deep.chance_of(out["value"], cfg["wscale"])
    return ACTION_NAMES[out["move"]], {
        "win_chance": chance, "playouts": out["nodes"],
        "depth": out["depth"], "value": out["value"],
        "visits": {ACTION_NAMES[m]: n for m, n in out["spent"].items() if n}}


def opening(view, seat, cfg, x):
    """The Rose King has no decision outside the fast core's reach."""
    return None
