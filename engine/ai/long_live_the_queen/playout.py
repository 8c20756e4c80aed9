"""Long Live the Queen's playout policy for the search: a few rolls of cheap, sensible play.

Ability choices are answered by the quick heuristics (evaluate.choice). The court step (LQ-7)
by ``mode``:
- ``skip``: always skip (LQ-7.3);
- ``guard``: skip, unless the own Princess is in danger now and a swap next to her (moving her,
  or bringing a Guard beside her, LQ-5.11) removes (most of) it;
- ``attack``: ``guard``, and the attacks of ``aim`` (below);
- ``aim``: ``guard`` against the threats one court step of the other seat away too (LQ-7.1,
  LQ-7.2: what evaluate.reach_danger counts), and attack: the swaps that bring an own face-up
  Assassin opposite the other Princess (LQ-5.2) or a Sniper to her mirror square (LQ-5.1), and
  the Master changes that make an Apprentice standing there one (LQ-7.2, LQ-5.10) — the steps
  the rule-based expert wins with. Each candidate is scored by the cheap evaluation (no income).
The game has no turn limit, so a playout stops after ``depth`` rolls and the static evaluation
(evaluate.value) scores the position reached.
"""

from .rollout import play_on
from .evaluate import acts_as, choice, diff, guarded, princess_danger, reach_danger
from .fast import APPRENTICE, ASSASSIN, MAST, MASTERABLE, PRINCESS, RESOLVE, SKIP, SNIPER, SWP, U


def _defence(f, s):
    """Swaps next to ``s``'s Princess: moving her, or bringing a tile (a Guard) beside her."""
    i = f.line[s].index(PRINCESS)
    return [SWP + i + 2 + d for d in (-2, -1, 0, 1) if 0 <= i + d <= 9]


def attacks(f, s):
    """``s``'s court steps that aim a face-up killer at the other Princess (empty when she is
    guarded, LQ-5.11, or already in aim of that killer kind)."""
    o = 1 - s
    if guarded(f, o):
        return []
    line, face = f.line[s], f.face[s]
    k = f.line[o].index(PRINCESS)
    out = []
    for t, kind in ((k, ASSASSIN), (10 - k, SNIPER)):   # LQ-5.2 opposite; LQ-5.1 mirror 14 - p
        if face[t] == U and acts_as(f, s, t) == kind:
            continue
        for n in (t - 1, t + 1):                         # LQ-7.1: a swap brings it onto t
            if 0 <= n <= 10 and face[n] == U and acts_as(f, s, n) == kind:
                out.append(SWP + min(n, t) + 2)
        if line[t] == APPRENTICE and face[t] == U and f.master[s] != kind:
            for q in range(11):                          # LQ-7.2: make ``kind`` the Master
                if face[q] == U and line[q] == kind and MASTERABLE[kind]:
                    out.append(MAST + q + 2)
    return out


def court_policy(f, mode, w):
    """The playout's court step for the seat to move (``mode``: see the module docstring)."""
    s = f.to_move
    if mode == "skip":
        return SKIP
    if mode == "guard" or mode == "attack":
        cands = _defence(f, s) if princess_danger(f, s) > 0.0 else []
        if mode == "attack":
            cands += attacks(f, s)
    else:
        cands = _defence(f, s) if reach_danger(f, s) > 0.0 else []
        cands += attacks(f, s)
    if not cands:
        return SKIP
    best, bv = SKIP, diff(f, s, w, False)
    for a in cands:
        g = f.copy()
        g.apply(a)
        v = diff(g, s, w, False)
        if v > bv:
            best, bv = a, v
    return best


def playout(f, x, depth, mode, w):
    """Play on for ``depth`` rolls (or to the end) in place; returns the stream state."""
    def decide(g):
        if g.phase == RESOLVE:
            st = g.pending[0]
            return choice(g, st, g.options(st))
        return court_policy(g, mode, w)
    return play_on(f, x, depth, decide)
