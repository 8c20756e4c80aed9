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
away, income, aim), squashed by tanh(worth / wscale); as a one-ply policy it plays the expert
even, where evaluate.value loses 0.37 to it. Priors: the same win chance after each action.

Hard's court step (LQ-7) is the safety blend's sum form, ``cexmax=1, cxbonus``: the shared
search's mean of each well-visited step plus ``cxbonus`` times that step's danger expectation
over the other seat's roll and the expert's reply (_safety_blend, blend_pick). The search alone
leaves the Princess in aim too often (a 1-in-36 danger drowns in its playouts' noise); the
expectimax alone loses the prestige race its one-roll horizon cannot see; the sum keeps both.
Set-up (LQ-3.5) is answered outside the search with an explicit arrangement: the best of
``setup`` random ones (setup.py), so stronger levels lay out a sound court; hard (``book``)
plays one of setup.BOOK's arrangements instead, found in simulated games of the expert's policy.

Knobs no level uses, each measured as no clear gain (README.md; the figures are in the archived
log, docs/archive/ai-experiments.md): at the court step ``safe`` (only the steps that leave the
own Princess least exposed: safe_steps), ``cexp`` (the rule-based expert's one-ply rating picks
among them), ``cbias`` (the static value added to the pick), ``ctop`` (the root keeps the
expert's k best steps), ``cvis`` (the expert's step unless the search's most visited step has
``cvis`` times its visits), ``cexmax`` without a blend (the expectimax's step; ``cxmargin``: only
where it beats the search's step by that much: ahead against the expert it models, behind
against a searching opponent), ``cxsafe`` (the blend's threshold form) and ``cxplay`` (playouts
before its leaf); in the search ``puct``/``ptemp`` (PUCT priors: a softmax of the leaf's win
chance after each action, an unvisited action valued at its own win chance), ``wrisk`` (a
Princess threat as a chance of losing on top of the worth leaf), ``mnear`` (the worth leaf also
counts threats one Master change away, LQ-7.2); elsewhere ``roll`` (a policy-improvement step
over the expert, rollout.improve), ``court=expert`` (the expert's policy in the playouts),
``xtoken``/``xreveal``/``xswap`` (those ability choices, LQ-9.1, answered by the expert's
rating) and ``xsetup`` (the expert's arrangement).
"""

from .. import search
from ..random import next_u64
from ...games.long_live_the_queen.tiles import POSITIONS
from . import courtmax, expert, rollout, setup
from .determinize import Sampler
from .evaluate import Weights, choice, diff, exposure, progress, value
from .fast import ACTION_INDEX, ACTION_NAMES, RESOLVE, ROLL, TOTALS, WAYS, Fast
from .playout import playout

GAME = "long-live-the-queen"
WIN = 100.0   # the plain evaluation of a finished game: beyond any prestige difference
_W = Weights()

# Defaults and bounds of every setting a level (or an arena spec ``hard:key=value,...``) may set.
KNOBS = {
    "c": (float, 0.0, 10.0, 0.6),
    "pb": (float, 0.0, 100.0, 1.0),
    "offset": (int, 0, 1, 1),                   # UCT's log(N + 1), as tuned
    "depth": (int, 0, 200, 4),                  # playout length in rolls beyond the tree
    "court": (("guard", "skip", "aim", "attack", "expert"), None, None, "guard"),   # playout court policy (playout.py)
    "setup": (int, 1, 2000, 1),                 # random arrangements compared at set-up
    "book": (int, 0, 1, 0),                     # set-up from setup.BOOK (hard)
    "slip": (float, 0.0, 1.0, 0.8),             # easy: chance of a random action instead of its choice
    "danger": (float, -100.0, 100.0, _W.danger),
    "threat": (float, -100.0, 100.0, _W.threat),
    "income": (float, -100.0, 100.0, _W.income),
    "scale": (float, 0.1, 100.0, _W.scale),
    "guard": (float, -100.0, 100.0, _W.guard),
    "latent": (float, -100.0, 100.0, _W.latent),
    "reach": (float, 0.0, 1.0, _W.reach),
    "risk": (float, 0.0, 10.0, _W.risk),
    "safe": (int, 0, 1, 0),                     # root filter at the court step (safe_steps)
    "slack": (float, 0.0, 1.0, 0.02),           # exposure above the least that safe keeps
    "cbias": (float, 0.0, 10.0, 0.0),           # court step: weight of the static value in the final pick
    "cexp": (int, 0, 1, 0),                     # court step by the rule-based expert's rating (expert.py)
    # policy improvement over the expert (rollout.py): every decision (court step, choice)
    "roll": (int, 0, 1, 0),                     # on / off
    "top": (int, 1, 30, 3),                     # the expert's best answers compared
    "samples": (int, 1, 2000, 40),              # determinisations (common to all candidates)
    "horizon": (int, 0, 200, 8),                # rolls of expert play after each candidate
    "rmargin": (float, 0.0, 1.0, 0.0),          # the expert's first choice keeps ties within this
    "xsetup": (int, 0, 1, 0),                   # set-up by the expert's arrangement (expert.py)
    # per-decision-type hybrid: the ability choices (LQ-9.1) answered by the expert's
    # rating instead of the search: tokens (LQ-5.3/5.4/5.5/5.8 take, return, give), the
    # Princess's reveal (LQ-5.6), the Consul's and the Witch's swaps (LQ-5.7, LQ-5.9)
    "xtoken": (int, 0, 1, 0),
    "xreveal": (int, 0, 1, 0),
    "xswap": (int, 0, 1, 0),
    # leaf evaluation of playouts, priors and rollouts: ``value`` (evaluate.value) or ``worth``
    # (the rule-based expert's rating, rollout.worth, squashed by tanh(worth / wscale))
    "leaf": (("value", "worth"), None, None, "value"),
    "wscale": (float, 0.1, 100.0, 4.0),
    # a Princess-safety term on the worth leaf, and PUCT priors (engine.ai.search)
    "wrisk": (float, 0.0, 10.0, 0.0),           # leaf=worth: her threat as a chance of losing (worth_value)
    "puct": (float, 0.0, 10.0, 0.0),            # PUCT prior weight (0: the progressive bias pb)
    "ptemp": (float, 0.001, 1.0, 0.05),         # softmax temperature of the PUCT priors (win chance)
    "ctop": (int, 0, 30, 0),                    # court step: the root keeps the expert's best k (0: all)
    "cvis": (float, 0.0, 100.0, 0.0),           # court step: the expert's unless the search's has cvis x its visits
    "mnear": (int, 0, 1, 0),                    # worth leaf: + threats one Master change away (LQ-7.2)
    # the own court step (LQ-7) by an expectimax over the other seat's roll (and with 2
    # the own next roll too) and the expert's reply (courtmax.py); 0: the shared search
    "cexmax": (int, 0, 2, 0),
    "cxsamples": (int, 1, 200, 6),              # determinisations (common to every step)
    "cxtop": (int, 0, 30, 0),                   # steps compared: the expert's best k (0: all)
    # > 0: the shared search picks the step; the expectimax's best overrides it only when its
    # expectation is higher by more than this (win-chance units of the leaf)
    "cxmargin": (float, 0.0, 1.0, 0.0),
    # > 0: the expectimax's positions valued after a playout of that many rolls (the
    # search's playout policy, ``court``), not at once: the prestige race beyond one roll
    "cxplay": (int, 0, 50, 0),
    # > 0: the safety blend (_courtmax): the shared search's step, unless the expectimax on
    # the danger leaf (courtmax.danger: Princess falls only) finds a step safer by more than this
    "cxsafe": (float, 0.0, 1.0, 0.0),
    # > 0: the blend as a sum instead: the step with the best search mean plus this times
    # its danger expectation, among the steps with a tenth of the most visits at least
    "cxbonus": (float, 0.0, 10.0, 0.0),
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
# - ``cexmax=1, cxbonus=2``: the safety blend at its court steps (the module docstring);
# - ``book``: a set-up from setup.BOOK; ``setup`` 400 is what ``hard:book=0`` plays.
# Twice the iterations did not play better: the leaf and the model of the other seat bound hard,
# not its budget.
LEVELS = {
    "easy": {"setup": 1},
    "medium": {"setup": 12, "iterations": 150, "depth": 2},
    "hard": {"setup": 400, "book": 1, "iterations": 1500, "reach": 0.5, "leaf": "worth", "cexmax": 1,
             "cxbonus": 2.0},
}

# The outside-style yardstick (expert.py): a fixed opponent for the arena, not a level for people.
YARDSTICKS = {"lqexpert": expert.choose}


def action_name(a):
    return ACTION_NAMES[a]


def opening(view, seat, cfg, x):
    """Decisions outside the fast core: the set-up (LQ-3.5, an explicit arrangement, never
    ``setup random``) and the start roll (LQ-3.7)."""
    if view["phase"] == "setup":
        if cfg["xsetup"]:
            return expert.arrangement(x)
        if cfg["book"]:
            return setup.from_book(x)[1]
        return setup.arrangement(x, cfg["setup"])[1]
    if view["phase"] == "start":
        return "roll"
    return None


class Game:
    """The search protocol (engine.ai.search) on Fast, with one level's settings."""

    copy = staticmethod(Fast.copy)
    legal = staticmethod(Fast.legal)
    current = staticmethod(Fast.current)

    def __init__(self, cfg):
        self.depth = cfg["depth"]
        self.court = cfg["court"]
        self.w = Weights(**{k: cfg[k] for k in ("danger", "threat", "income", "scale", "guard", "latent", "reach", "risk")})
        if cfg["leaf"] == "worth":
            self.value = rollout.worth_value(cfg["wscale"], cfg["wrisk"], cfg["mnear"])
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


def safe_steps(sampler, x, slack, samples=6):
    """The court steps (LQ-7) of the deciding seat whose exposure (evaluate.exposure: what the
    other seat's roll, Witch, Consul and next court step can do to the Princess, LQ-8.1) is at
    most ``slack`` above the least, averaged over determinisations (one when nothing hidden
    matters: the Master of the other seat known). The search is too noisy to see a 1-in-36
    chance of losing at once; the rule-based expert avoids it by its weight on danger."""
    seat = sampler.seat
    n = samples if sampler.master_secret else 1
    total = {}
    for _ in range(n):
        f, x = sampler.sample(x)
        for a in f.legal():
            g = f.copy()
            g.apply(a)
            total[a] = total.get(a, 0.0) + exposure(g, seat)
    least = min(total.values())
    return [a for a, e in total.items() if e <= least + slack * n + 1e-12]


def _biased_pick(G, sampler, x, root, k, seat, samples=6):
    """The root child with the best mean reward plus ``k`` times the static win chance after the
    step (evaluate.value, with income, averaged over determinisations), among the children
    visited at least a quarter as often as the most visited. The playouts' dice make the means of
    near-equal court steps noisy; the static value is exact for a sample and steadies the pick."""
    top = max(ch.n for ch in root.children.values())
    static = {}
    for _ in range(samples if sampler.hidden else 1):
        f, x = sampler.sample(x)
        for a, ch in root.children.items():
            if ch.n * 4 >= top:
                g = f.copy()
                g.apply(a)
                static[a] = static.get(a, 0.0) + value(g, seat, G.w)
    n = samples if sampler.hidden else 1
    best = max(static, key=lambda a: root.children[a].w / root.children[a].n + k * static[a] / n)
    return best, root.children[best]


class _RootFilter:
    """The sampler and adapter of a search whose root offers only ``allowed``: the search asks
    for the legal actions of each fresh sample first (engine.ai.search), and only those are cut."""

    def __init__(self, G, sampler, allowed):
        self.G, self.sampler, self.allowed, self.fresh = G, sampler, set(allowed), False
        for k in ("copy", "current", "apply", "chances", "apply_chance", "team", "rewards", "playout",
                  "priors", "evaluate", "plain", "quick"):
            setattr(self, k, getattr(G, k))

    def sample(self, x):
        self.fresh = True
        return self.sampler.sample(x)

    def legal(self, f):
        out = self.G.legal(f)
        if self.fresh:
            self.fresh = False
            out = [a for a in out if a in self.allowed]
        return out


def _params(cfg, iterations=None):
    """The shared search's settings (engine.ai.search.Params) from a level's ``cfg``."""
    return search.Params(iterations=cfg["iterations"] if iterations is None else iterations, c=cfg["c"],
                         pb=cfg["pb"], offset=cfg["offset"], puct=cfg["puct"], ptemp=cfg["ptemp"])


def _answer(root, a, iters, fallback=0.5):
    """The level's answer: root action ``a``, its win chance (``fallback`` when the search never
    visited it), the playouts and the root's visits (the Hint shows them)."""
    node = root.children.get(a)
    return ACTION_NAMES[a], {
        "win_chance": node.wins / node.n if node is not None and node.n else fallback,
        "playouts": iters, "visits": {ACTION_NAMES[k]: ch.n for k, ch in root.children.items() if ch.n}}


def search_level(view, seat, cfg, x, deadline):
    """With ``roll``: _improve at every court step and ability choice. With ``cexmax`` (hard: the
    safety blend, ``cxbonus``): _courtmax at every court step (LQ-7), before any of the court
    knobs below, which therefore need ``cexmax=0``. At a court step with ``safe``, ``cexp`` or
    ``cbias`` set: the steps kept by safe_steps (all without ``safe``); with ``cexp`` the
    rule-based expert's rating picks one of them (expert.decide: danger, income, aim, in one
    ply), and a short search of that step alone gives the Hint its win chance; otherwise the
    shared search over them (``ctop``: the expert's k best of them only). With ``cvis`` alone:
    _overrule. An ability choice (LQ-9.1) whose type ``xtoken``/``xreveal``/``xswap`` leaves to
    the expert: its answer, with a short search of it for the Hint. Elsewhere None (the shared
    search over every action)."""
    if cfg["roll"] and view["phase"] in ("court", "resolve"):
        return _improve(view, seat, cfg, x, deadline)
    if cfg["cexmax"] and view["phase"] == "court":
        return _courtmax(view, seat, cfg, x, deadline)
    if view["phase"] == "resolve" and _expert_choice(view, cfg):
        sampler = Sampler(view, seat)
        legal = Fast.legal(sampler.base)
        pick = expert.decide(view, seat, [ACTION_NAMES[a] for a in legal], x)
        return _searched(cfg, sampler, [ACTION_INDEX[pick]], x, deadline, seat)
    if view["phase"] != "court":
        return None
    if not (cfg["safe"] or cfg["cbias"] or cfg["cexp"] or cfg["ctop"]):
        return _overrule(view, seat, cfg, x, deadline) if cfg["cvis"] else None
    sampler = Sampler(view, seat)
    legal = Fast.legal(sampler.base)
    allowed = safe_steps(sampler, x, cfg["slack"]) if cfg["safe"] else legal
    if cfg["ctop"] and len(allowed) > cfg["ctop"]:
        # the expert's best k steps (rated on the view, LQ-7): fewer root children, so the
        # search's 1500 playouts split over k, not 16 (root visits at a court step spread over
        # every step, so the pick changed with the seed)
        names = [ACTION_NAMES[a] for a in allowed]
        keep = {ACTION_INDEX[a] for _, a in expert.ratings(view, seat, names)[:cfg["ctop"]]}
        allowed = [a for a in allowed if a in keep]
    if cfg["cexp"]:
        pick = expert.decide(view, seat, [ACTION_NAMES[a] for a in allowed], x)
        allowed = [a for a in allowed if ACTION_NAMES[a] == pick]
    elif len(allowed) == len(legal) and not cfg["cbias"]:
        return None
    return _searched(cfg, sampler, allowed, x, deadline, seat)


def _courtmax(view, seat, cfg, x, deadline):
    """The court step (LQ-7) with ``cexmax``: courtmax.choose, each step valued on ``cxsamples``
    determinisations by the exact expectation over the other seat's roll (LQ-4.1), its abilities
    (LQ-5) and the expert's court step in reply (and with ``cexmax`` 2 the own next roll), at the
    leaf of hard's search. Why: most of hard's Princess losses follow that reply, which the
    search's playouts (they never attack) rarely meet."""
    sampler = Sampler(view, seat)
    G = Game(cfg)
    if cfg["cxsafe"] or cfg["cxbonus"]:
        return _safety_blend(sampler, G, cfg, x, deadline)
    play = None
    if cfg["cxplay"]:
        def play(g, dice):
            playout(g, dice, cfg["cxplay"], G.court, G.w)
    if cfg["cxmargin"]:
        # the shared search first (most of the time budget), then the expectimax over every step
        root, iters, _, a, best, mean = _search_then_expectimax(sampler, G, cfg, x, deadline, G.value, play)
        if a in mean and mean[best] - mean[a] <= cfg["cxmargin"]:
            best = a
        return _answer(root, best, iters, mean[best])
    best, mean, n = courtmax.choose(sampler, x, G.value, cfg["cxsamples"], cfg["cexmax"], cfg["cxtop"], deadline,
                                    play)
    return ACTION_NAMES[best], {
        "win_chance": mean[best], "playouts": n * len(mean),
        "visits": {ACTION_NAMES[a]: max(1, int(round(100 * m))) for a, m in mean.items()}}


def _safety_blend(sampler, G, cfg, x, deadline):
    """``cxsafe``: the shared search over every court step (prestige, income: what its playouts
    see), then courtmax on the danger leaf (the net chance of a Princess falling, LQ-8.1, over
    the other seat's roll and the expert's reply); the search's most visited step is played
    unless it is more than ``cxsafe`` below the safest, else the most visited of the steps within
    ``cxsafe`` of the safest. ``cxbonus`` instead: the step with the best search mean plus
    ``cxbonus`` times its danger expectation, among the steps with a tenth of the most visits.
    Why: the expectimax alone halves hard's Princess losses to the expert but, valued by the
    worth leaf, loses the prestige race to a searching opponent; the search keeps that race."""
    # the sum form picks among the well-visited steps only, so only they need the expectimax
    steps = well_visited if cfg["cxbonus"] else None
    root, iters, stats, a, _, mean = _search_then_expectimax(sampler, G, cfg, x, deadline, courtmax.danger,
                                                             steps=steps)
    return _answer(root, blend_pick(stats, mean, a, cfg["cxsafe"], cfg["cxbonus"]), iters)


def _search_then_expectimax(sampler, G, cfg, x, deadline, leaf, play=None, steps=None):
    """The shared search over every court step (LQ-7), then courtmax.choose on ``leaf`` over the
    steps ``steps(stats)`` picks (all without it). (root, iterations, {step: (visits, reward
    sum)}, the most visited step, courtmax's best step, {step: courtmax's mean})."""
    root, iters = search.search(G, sampler, _params(cfg), x, deadline)
    a, _ = search.best_child(root)
    stats = {b: (ch.n, ch.w) for b, ch in root.children.items()}
    best, mean, _ = courtmax.choose(sampler, x, leaf, cfg["cxsamples"], cfg["cexmax"], 0, deadline, play,
                                    steps(stats) if steps else None)
    return root, iters, stats, a, best, mean


def well_visited(stats):
    """The root steps with a tenth of the most visits at least (fewer: a mean of the playouts'
    noise); ``stats``: each step's (visits, reward sum)."""
    top = max(n for n, _ in stats.values())
    return [b for b, (n, _) in stats.items() if n and n * 10 >= top]


def blend_pick(stats, danger, best, cxsafe, cxbonus):
    """The safety blend's court step. ``stats``: each root step's (visits, reward sum) in the
    search; ``danger``: each step's danger expectation (courtmax.danger, higher is safer);
    ``best``: the search's most visited step. With ``cxbonus`` the step with the best search mean
    plus ``cxbonus`` x danger among the steps with a tenth of the most visits at least (fewer
    visits: a mean of the playouts' noise); else ``best`` unless it is more than ``cxsafe`` below
    the safest, then the most visited step within ``cxsafe`` of the safest."""
    if cxbonus:
        seen = [b for b in well_visited(stats) if b in danger]
        return max(seen, key=lambda b: stats[b][1] / stats[b][0] + cxbonus * danger[b])
    safest = max(danger.values())
    if danger.get(best, safest) >= safest - cxsafe:
        return best
    keep = [b for b, m in danger.items() if m >= safest - cxsafe]
    return max(keep, key=lambda b: (stats[b][0] if b in stats else 0, danger[b]))


def _overrule(view, seat, cfg, x, deadline):
    """The court step (LQ-7) with ``cvis``: the shared search over every step, and the rule-based
    expert's step (expert.decide, one ply) unless the search's most visited step has at least
    ``cvis`` times the expert's step's visits. Why: valued by both seats playing the
    expert to the end, hard's court steps that differed from the expert's were worse on average
    where the search was not sure of them (visits under 3x the expert's step) and better where
    it was; the root's visits spread over 16 steps, so a narrow lead is the playouts' noise."""
    sampler = Sampler(view, seat)
    G = Game(cfg)
    params = _params(cfg)
    root, iters = search.search(G, sampler, params, x, deadline)
    a, node = search.best_child(root)
    pick = ACTION_INDEX[expert.decide(view, seat, [ACTION_NAMES[b] for b in Fast.legal(sampler.base)], x)]
    other = root.children.get(pick)
    if pick != a and other is not None and other.n and node.n < cfg["cvis"] * other.n:
        a, node = pick, other
    return _answer(root, a, iters)


def _expert_choice(view, cfg):
    """Whether the open ability choice (LQ-9.1) is one the settings leave to the expert's rating:
    ``xswap`` the Consul's and the Witch's swaps (LQ-5.7, LQ-5.9), ``xreveal`` the Princess's
    reveal (LQ-5.6), ``xtoken`` the token choices (LQ-5.3, 5.4, 5.5, 5.8)."""
    word = view["pending"][0].split(" ")[0]
    if word == "swap":
        return cfg["xswap"]
    if word == "reveal":
        return cfg["xreveal"]
    return cfg["xtoken"]


def _searched(cfg, sampler, allowed, x, deadline, seat):
    """The shared search over the root actions ``allowed`` only (one: a short search that only
    gives the Hint its win chance)."""
    G = Game(cfg)
    r = _RootFilter(G, sampler, allowed)
    iterations = cfg["iterations"] if len(allowed) > 1 else min(cfg["iterations"], 100)
    params = _params(cfg, iterations)
    root, iters = search.search(r, r, params, x, deadline)
    a, _ = search.best_child(root)
    if cfg["cbias"] and len(allowed) > 1:
        a, _ = _biased_pick(G, sampler, x, root, cfg["cbias"], seat)
    return _answer(root, a, iters)


def _improve(view, seat, cfg, x, deadline=None):
    """One policy-improvement step over the rule-based expert (rollout.improve): its ``top`` best
    answers to the open decision (LQ-7 court step, LQ-9.1 choice), each tried on the same
    determinisations and dice and played on by the expert's policy for ``horizon`` rolls."""
    sampler = Sampler(view, seat)
    legal = [ACTION_NAMES[a] for a in Fast.legal(sampler.base)]
    cands = rollout.candidates(view, seat, legal, cfg["top"])
    if len(cands) == 1:
        return ACTION_NAMES[cands[0]], {"win_chance": 0.5, "playouts": 0, "visits": {ACTION_NAMES[cands[0]]: 1}}
    w = Game(cfg).value
    best, mean, n = rollout.improve(sampler, x, cands, cfg["samples"], cfg["horizon"], w, cfg["rmargin"],
                                     deadline)
    return ACTION_NAMES[best], {
        "win_chance": mean[best], "playouts": n * len(cands),
        "visits": {ACTION_NAMES[a]: max(1, int(round(100 * mean[a]))) for a in cands}}
