"""Long Live the Queen's knowledge for the computer players: a fast core of the play rules
(fast.py) behind the search protocol (engine.ai.search), determinisation (determinize.py),
evaluation and quick choices (evaluate.py), playouts (playout.py), set-ups (setup.py), settings.

Hidden information: the other seat's secret tiles and Master (LQ-10); each determinisation deals
them afresh from the deciding seat's ``view``, and gives the sample its own dice. A roll brings
chance (LQ-4.1): its outcome key is the dice total, so the tree's chance nodes are keyed by total.
The deciding seat is ``current_player``, which may be the seat not on turn while an ability's
choice is open (LQ-9.1).

Rewards: the evaluation's win chance for each seat after a playout of a few rolls (exact, 1 or
0, when the game ended, LQ-8). ``leaf=value`` (medium, easy): evaluate.value, where with ``risk``
a Princess in aim counts as a chance of losing at once. ``leaf=worth`` (hard, max): the
rule-based expert's rating (rollout.worth: prestige, Princess threats now and one court swap
away, income, aim), squashed by tanh(worth / worth_scale); as a one-ply policy it plays the expert
even, where evaluate.value loses 0.37 to it. Priors: the same win chance after each action.

Hard's court step (LQ-7) is the safety blend (``court_danger`` > 0): the shared search's mean
of each well-visited step plus ``court_danger`` times that step's danger expectation over the
other seat's roll and the expert's reply (_safety_blend, blend_pick). The search alone
leaves the Princess in aim too often (a 1-in-36 danger drowns in its playouts' noise); the
expectimax alone loses the prestige race its one-roll horizon cannot see; the sum keeps both.
Set-up (LQ-3.5) is answered outside the search with an explicit arrangement: the best of
``setup_tries`` random ones (setup.py), so stronger levels lay out a sound court; hard (``setup_book``)
plays one of setup.KILLERS's arrangements instead: its two killers beside the Princess on 6 and 8
(setup.py).

The knobs and code paths no level used (other court-step filters, PUCT priors, policy
improvement over the expert, expert answers to ability choices, other leaves) were removed from
the shipped package; the ``ai-lab`` branch keeps them, and their measurements are in the archived
log, docs/archive/ai-experiments.md.
"""

from .. import search
from ..random import next_u64
from ...games.long_live_the_queen.tiles import POSITIONS
from . import courtmax, expert, rollout, setup
from .determinize import Sampler
from .evaluate import Weights, choice, diff, progress, value
from .fast import ACTION_NAMES, RESOLVE, ROLL, TOTALS, WAYS, Fast
from .playout import playout

GAME = "long-live-the-queen"
WIN = 100.0   # the plain evaluation of a finished game: beyond any prestige difference
_W = Weights()

# Defaults and bounds of every setting a level (or an arena spec ``hard:key=value,...``) may set.
KNOBS = {
    "c": (float, 0.0, 10.0, 0.6),
    "pb": (float, 0.0, 100.0, 1.0),
    "offset": (int, 0, 1, 1),                   # UCT's log(N + 1), as tuned
    "playout_rolls": (int, 0, 200, 4),          # playout length in rolls beyond the tree
    "playout_court": (("guard", "skip", "aim", "attack"), None, None, "guard"),   # playouts' court step (playout.py)
    "setup_tries": (int, 1, 2000, 1),           # random arrangements compared at set-up
    "setup_book": (int, 0, 3, 0),               # set-up from setup.BOOK (1), setup.SEVEN (2) or setup.KILLERS (3, hard)
    "slip": (float, 0.0, 1.0, 0.8),             # easy: chance of a random action instead of its choice
    "danger": (float, -100.0, 100.0, _W.danger),
    "threat": (float, -100.0, 100.0, _W.threat),
    "income": (float, -100.0, 100.0, _W.income),
    "scale": (float, 0.1, 100.0, _W.scale),
    "guard": (float, -100.0, 100.0, _W.guard),
    "latent": (float, -100.0, 100.0, _W.latent),
    "reach": (float, 0.0, 1.0, _W.reach),
    "risk": (float, 0.0, 10.0, _W.risk),
    # leaf evaluation of playouts and priors: ``value`` (evaluate.value) or ``worth`` (the
    # rule-based expert's rating, rollout.worth, squashed by tanh(worth / worth_scale))
    "leaf": (("value", "worth"), None, None, "value"),
    "worth_scale": (float, 0.1, 100.0, 4.0),
    # > 0: the own court step (LQ-7) by the safety blend: the shared search's mean of each
    # well-visited step plus this times its danger expectation over the other seat's roll and
    # the expert's reply (courtmax.py); 0: the shared search alone
    "court_danger": (float, 0.0, 10.0, 0.0),
    "court_samples": (int, 1, 200, 6),          # determinisations of that expectation (common to every step)
}

# What each level plays and its measured strength: README.md (figures: docs/ai-figures.md).
# easy: a random arrangement and four moves in five random (``slip``), so that it beats random
# play only about two games in three. medium: a small search whose playouts stop after two rolls
# and read evaluate.value. hard:
# - ``leaf=worth``: playouts and priors read the rule-based expert's rating, which as a one-ply
#   policy plays the expert even where evaluate.value loses 0.37 to it;
# - ``reach`` 0.5: the playouts' guard court step (playout.court_policy -> evaluate.diff) also
#   answers half the danger one court step of the other seat could add; ``risk`` stays 0 (with
#   the worth leaf only evaluate.value, which hard no longer calls, would read it);
# - ``court_danger=1``: the safety blend at its court steps (the module docstring); the weight 1
#   leaves the search's prestige race more say than 2 (hard's before, with setup.SEVEN);
# - ``setup_book`` 3: a set-up from setup.KILLERS (2: setup.SEVEN, 1: setup.BOOK, hard's before);
#   ``setup_tries`` 400 is what ``hard:setup_book=0`` plays.
# Twice the iterations did not play better: the leaf and the model of the other seat bound hard,
# not its budget.
LEVELS = {
    "easy": {"setup_tries": 1},                                             # one ply, slip 0.8
    "medium": {"setup_tries": 12, "iterations": 150, "playout_rolls": 2},   # a small MCTS
    "hard": {"setup_tries": 400, "setup_book": 3, "iterations": 1500, "reach": 0.5,   # MCTS on the
             "leaf": "worth", "court_danger": 1.0},                         # worth leaf + the safety blend
}

# The outside-style yardstick (expert.py): a fixed opponent for the arena, not a level for people.
YARDSTICKS = {"lqexpert": expert.choose}


def action_name(a):
    return ACTION_NAMES[a]


def opening(view, seat, cfg, x):
    """Decisions outside the fast core: the set-up (LQ-3.5, an explicit arrangement, never
    ``setup random``) and the start roll (LQ-3.7)."""
    if view["phase"] == "setup":
        if cfg["setup_book"]:
            book = (setup.BOOK, setup.SEVEN, setup.KILLERS)[cfg["setup_book"] - 1]
            return setup.from_book(x, book)[1]
        return setup.arrangement(x, cfg["setup_tries"])[1]
    if view["phase"] == "start":
        return "roll"
    return None


class Game:
    """The search protocol (engine.ai.search) on Fast, with one level's settings."""

    copy = staticmethod(Fast.copy)
    legal = staticmethod(Fast.legal)
    current = staticmethod(Fast.current)

    def __init__(self, cfg):
        self.depth = cfg["playout_rolls"]
        self.court = cfg["playout_court"]
        self.w = Weights(**{k: cfg[k] for k in ("danger", "threat", "income", "scale", "guard", "latent", "reach", "risk")})
        if cfg["leaf"] == "worth":
            self.value = rollout.worth_value(cfg["worth_scale"])
        else:
            w = self.w
            self.value = lambda f, seat, root=True: value(f, seat, w, root)

    @staticmethod
    def apply(f, a):
        if a == ROLL:                # LQ-4.1: the total is all that matters
            f.rng, r = next_u64(f.rng)
            t = TOTALS[r % 36]
            f.roll(t)
            return t
        f.apply(a)
        return None

    @staticmethod
    def chances(f, a):
        return [(t, WAYS[t] / 36.0) for t in POSITIONS] if a == ROLL else None

    @staticmethod
    def apply_chance(f, a, total):
        f.roll(total)

    @staticmethod
    def team(f, seat):
        return seat

    def rewards(self, f):
        r0 = self.value(f, 0)
        r = [r0, 1.0 - r0]
        return r, r

    def playout(self, f, x):
        return playout(f, x, self.depth, self.court, self.w)

    def priors(self, f, actions, seat, root):
        out = []
        for a in actions:
            g = f.copy()
            self.apply(g, a)
            out.append(self.value(g, seat, root))
        return out

    def evaluate(self, f, seat):
        return diff(f, seat, self.w)

    @staticmethod
    def plain(f, seat):
        """Prestige progress difference (LQ-8.2); a finished game (LQ-8) ±WIN."""
        if f.winner is not None:
            return WIN if f.winner == seat else -WIN
        return progress(f.prest[seat]) - progress(f.prest[1 - seat])

    @staticmethod
    def quick(f):
        """An ability's choice (LQ-9.1) by the quick heuristics."""
        if f.phase == RESOLVE:
            st = f.pending[0]
            return choice(f, st, f.options(st))
        return None


def _params(cfg):
    """The shared search's settings (engine.ai.search.Params) from a level's ``cfg``."""
    return search.Params(iterations=cfg["iterations"], c=cfg["c"], pb=cfg["pb"], offset=cfg["offset"])


def search_level(view, seat, cfg, x, deadline):
    """With ``court_danger`` (hard): the safety blend at every court step (LQ-7); elsewhere None
    (the shared search over every action)."""
    if cfg["court_danger"] and view["phase"] == "court":
        return _safety_blend(Sampler(view, seat), Game(cfg), cfg, x, deadline)
    return None


def _safety_blend(sampler, G, cfg, x, deadline):
    """The shared search over every court step (prestige, income: what its playouts see), then
    courtmax on the danger leaf (the net chance of a Princess falling, LQ-8.1, over the other
    seat's roll and the expert's reply) for the well-visited steps; the step with the best search
    mean plus ``court_danger`` times its danger expectation is played (blend_pick).
    Why: most of hard's Princess losses follow the expert's reply to its court step, which the
    search's playouts (they never attack) rarely meet; the expectimax alone, valued by the worth
    leaf, loses the prestige race to a searching opponent; the search keeps that race."""
    root, iters = search.search(G, sampler, _params(cfg), x, deadline)
    stats = {b: (ch.n, ch.w) for b, ch in root.children.items()}
    # only the well-visited steps can be picked, so only they need the expectimax
    _, danger, _ = courtmax.choose(sampler, x, courtmax.danger, cfg["court_samples"], deadline,
                                   well_visited(stats))
    a = blend_pick(stats, danger, cfg["court_danger"])
    node = root.children.get(a)
    return ACTION_NAMES[a], {
        "win_chance": node.wins / node.n if node is not None and node.n else 0.5,
        "playouts": iters, "visits": {ACTION_NAMES[k]: ch.n for k, ch in root.children.items() if ch.n}}


def well_visited(stats):
    """The root steps with a tenth of the most visits at least (fewer: a mean of the playouts'
    noise); ``stats``: each step's (visits, reward sum)."""
    top = max(n for n, _ in stats.values())
    return [b for b, (n, _) in stats.items() if n and n * 10 >= top]


def blend_pick(stats, danger, weight):
    """The safety blend's court step. ``stats``: each root step's (visits, reward sum) in the
    search; ``danger``: each step's danger expectation (courtmax.danger, higher is safer). The
    step with the best search mean plus ``weight`` x danger among the steps with a tenth of the
    most visits at least (fewer visits: a mean of the playouts' noise)."""
    seen = [b for b in well_visited(stats) if b in danger]
    return max(seen, key=lambda b: stats[b][1] / stats[b][0] + weight * danger[b])
