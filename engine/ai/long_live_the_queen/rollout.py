"""Rollouts with the rule-based expert's policy, and the worth leaf of hard's search.

``worth(f, s)`` is expert.worth (the yardstick's one-ply rating, token units) on a determinised
Fast state: prestige progress (LQ-8.2, a sixth token worth nothing, LQ-6.4), the chance per roll
that each Princess is turned face down (LQ-5.1 mirror Sniper, LQ-5.2 opposing Assassin, LQ-5.10
an Apprentice acting as one, LQ-5.11 a face-up Guard beside her, LQ-4.4 an equal Sniper on the
mirror square), a court swap away (LQ-7.1) at a discount, the income of the tiles and the aim of
the killers. In a determinisation every tile is known, so the expert's shares of unknown names
become certainties; otherwise the weights and discounts are the expert's own.

``policy(f)`` answers the open decision of ``f`` as the expert would: each legal answer applied
to the position (its immediate effect only, as expert._after models it: a token taken, returned
or given, a tile revealed, a swap, a Master change) and rated by ``worth``; ``skip``/``done``
win ties. ``rollout(f, x, horizon)`` plays both seats by that policy for ``horizon`` rolls.
"""

import math

from ..random import next_u64
from . import expert
from .fast import (APPRENTICE, ASSASSIN, CHEATER, CLOWN, CONSUL, COURT, DONE, GIV, GUARD, MAST,
                   NOBLE, PICK, PRINCESS, RESOLVE, RET, REV, ROLLP, SCHEMER, SKIP, SNIPER,
                   SWP, TAKE, TOTALS, U, WAYS, WITCH, ACTION_NAMES)

P = [WAYS[i + 2] / 36.0 for i in range(11)]          # chance per roll of index i (position i + 2)
# expert.ABILITY by tile id (fast.NAMES order); the Apprentice acts as its Master (LQ-5.10)
_AB = {SNIPER: 1.3, ASSASSIN: 1.3, SCHEMER: 1.8, NOBLE: 2.0, CHEATER: 2.5, PRINCESS: 0.3,
       CONSUL: 1.1, CLOWN: 1.2, WITCH: 1.2, GUARD: 0.0}
ABILITY = [_AB.get(t, 0.0) for t in range(11)]
KILLER = [2.0 if t in (SNIPER, ASSASSIN) else 0.0 for t in range(11)]
W_DANGER, W_INCOME, W_SPARE, W_AIM = expert.W_DANGER, expert.W_INCOME, expert.W_SPARE, expert.W_AIM
D_HIDDEN, D_SWAP, D_DOWN = expert.DISCOUNT_HIDDEN, expert.DISCOUNT_SWAP, expert.DISCOUNT_DOWN


def progress(p):
    """expert.progress: three per colour count (LQ-8.2), spares a little, a win decisive."""
    a, b, c = p
    if a >= 3 and b >= 3 and c >= 3:
        return 100.0
    return ((a if a < 3 else 3 + W_SPARE * (a - 3)) + (b if b < 3 else 3 + W_SPARE * (b - 3))
            + (c if c < 3 else 3 + W_SPARE * (c - 3)))


def _guarded(line, face, i):
    """LQ-5.11: a face-up Guard next to index i."""
    return (i > 0 and line[i - 1] == GUARD and face[i - 1] == U) or (
        i < 10 and line[i + 1] == GUARD and face[i + 1] == U)


def _exposed(f, t):
    """What threat starts from: None when seat ``t``'s Princess has a
    face-up Guard beside her (LQ-5.11), else her line and faces, her square i, its mirror
    j = 10 - i (LQ-5.1), and the other seat's line, faces and Master."""
    tl, tf = f.line[t], f.face[t]
    i = tl.index(PRINCESS)
    if _guarded(tl, tf, i):
        return None
    a = 1 - t
    return tl, tf, i, 10 - i, f.line[a], f.face[a], f.master[a]


def threat(f, t):
    """expert.threat: chance per roll that seat ``t``'s Princess is turned face down by the other
    seat's tiles (now, and at a discount one court swap away, LQ-7.1)."""
    e = _exposed(f, t)
    if e is None:
        return 0.0
    tl, tf, i, j, al, af, am = e
    x = al[i]
    if x == APPRENTICE:
        x = am
    kill = 1.0 if x == ASSASSIN or (i == j and x == SNIPER) else 0.0
    total = P[i] * kill * (1.0 if af[i] == U else D_HIDDEN) if kill else 0.0
    if j != i:
        y = tl[j]
        if y == APPRENTICE:
            y = f.master[t]
        tie = tf[j] == U and y == SNIPER     # LQ-4.4
        if not tie:
            x = al[j]
            if x == APPRENTICE:
                x = am
            if x == SNIPER:
                total += P[j] * (1.0 if af[j] == U else D_HIDDEN)
    near = 0.0
    for p in (i - 1, i + 1):
        if 0 <= p <= 10 and af[p] == U:
            x = al[p]
            if (am if x == APPRENTICE else x) == ASSASSIN:
                near = P[i]
    if j != i:
        for p in (j - 1, j + 1):
            if 0 <= p <= 10 and af[p] == U:
                x = al[p]
                if (am if x == APPRENTICE else x) == SNIPER and P[j] > near:
                    near = P[j]
    return total + D_SWAP * near


def income(f, s):
    """expert.income: what the tiles earn per roll (face-down ones at a discount)."""
    line, face, m = f.line[s], f.face[s], f.master[s]
    total = 0.0
    for i in range(11):
        x = line[i]
        if x == APPRENTICE:
            x = m
        v = ABILITY[x]
        if v:
            total += P[i] * v if face[i] == U else P[i] * v * D_DOWN
    return total


def aim(f, k):
    """expert.aim: what seat ``k``'s face-up killers stand to turn face down per roll: an
    Assassin the opposing tile (LQ-5.2), a Sniper the mirror one (LQ-5.1), an Apprentice acting
    as either (LQ-5.10); not the Princess (threat's business) nor a tile a face-up Guard keeps
    (LQ-5.11)."""
    v = 1 - k
    vl, vf, vm = f.line[v], f.face[v], f.master[v]
    kl, kf, km = f.line[k], f.face[k], f.master[k]
    total = 0.0
    for p in range(11):
        if kf[p] != U:
            continue
        y = kl[p]
        if y == APPRENTICE:
            y = km
        if y == ASSASSIN:
            q = p
        elif y == SNIPER:
            q = 10 - p
        else:
            continue
        if vf[q] != U:
            continue
        x = vl[q]
        if x == PRINCESS:
            continue
        if (q > 0 and vl[q - 1] == GUARD and vf[q - 1] == U) or (q < 10 and vl[q + 1] == GUARD and vf[q + 1] == U):
            continue
        if x == APPRENTICE:
            x = vm
        total += P[p] * (ABILITY[x] + KILLER[x])
    return total


def worth(f, s):
    """expert.worth for seat ``s`` on the determinised position ``f`` (token units)."""
    o = 1 - s
    return (progress(f.prest[s]) - progress(f.prest[o])
            + W_DANGER * (threat(f, o) - threat(f, s))
            + W_INCOME * (income(f, s) - income(f, o))
            + W_AIM * (aim(f, s) - aim(f, o)))


def worth_value(scale):
    """A leaf value from ``worth``: win chance 0.5 + 0.5 tanh(worth / scale) for ``seat``, exact
    (1 or 0) when the game has ended (LQ-8.1, LQ-8.2). As a one-ply policy in games of both seats
    on the fast core, this rating held the expert to 0.498 (1000 games) where evaluate.value with
    hard's weights scored 0.368."""
    def leaf(f, seat, root=True):
        if f.winner is not None:
            return 1.0 if f.winner == seat else 0.0
        return 0.5 + 0.5 * math.tanh(worth(f, seat) / scale)
    return leaf


def _arrive(p, c):
    p[c] += 1
    if p[c] == 6:   # LQ-6.4
        p[c] = 0


def _board(f, s):
    """worth without the prestige terms (what a token choice leaves unchanged)."""
    o = 1 - s
    return (W_DANGER * (threat(f, o) - threat(f, s)) + W_INCOME * (income(f, s) - income(f, o))
            + W_AIM * (aim(f, s) - aim(f, o)))


def _court(f, s, const):
    """worth without the terms a court step of ``s`` leaves unchanged (``const``: the prestige
    difference and the other seat's income)."""
    o = 1 - s
    return (const + W_DANGER * (threat(f, o) - threat(f, s)) + W_INCOME * income(f, s)
            + W_AIM * (aim(f, s) - aim(f, o)))


def _ratings(f):
    """[(worth after the answer, answer)] of the open decision of ``f``, as the expert rates
    them (expert._after: the immediate effect only); ``skip``/``done`` +1e-3."""
    if f.phase == COURT:                         # LQ-7.1 swap, LQ-7.2 Master change, LQ-7.3 skip
        s = f.to_move
        o = 1 - s
        const = progress(f.prest[s]) - progress(f.prest[o]) - W_INCOME * income(f, o)
        line, face = f.line[s], f.face[s]
        out = [(_court(f, s, const) + 1e-3, SKIP)]
        for a in f.legal():
            if a == SKIP:
                continue
            if a >= MAST:
                i = a - MAST - 2
                old_t, old_f, old_m = line[i], face[i], f.master[s]
                line[i], f.master[s], face[i] = old_m, old_t, U
                out.append((_court(f, s, const), a))
                line[i], f.master[s], face[i] = old_t, old_m, old_f
            else:
                i = a - SWP - 2
                line[i], line[i + 1] = line[i + 1], line[i]
                face[i], face[i + 1] = face[i + 1], face[i]
                out.append((_court(f, s, const), a))
                line[i], line[i + 1] = line[i + 1], line[i]
                face[i], face[i + 1] = face[i + 1], face[i]
        return out
    st = f.pending[0]
    kind, s = st[0], st[1]
    o = 1 - s
    opts = f.options(st)
    out = []
    first = opts[0]
    if first >= SWP:                             # LQ-5.7 own line / LQ-5.9 the other line
        q = st[2]
        line, face = f.line[q], f.face[q]
        for a in opts:
            if a == DONE:
                out.append((worth(f, s) + 1e-3, a))
                continue
            i = a - SWP - 2
            line[i], line[i + 1] = line[i + 1], line[i]
            face[i], face[i + 1] = face[i + 1], face[i]
            out.append((worth(f, s), a))
            line[i], line[i + 1] = line[i + 1], line[i]
            face[i], face[i + 1] = face[i + 1], face[i]
        return out
    if first >= REV:                             # LQ-5.6
        fs = f.face[s]
        for a in opts:
            i = a - REV - 2
            old = fs[i]
            fs[i] = U
            out.append((worth(f, s), a))
            fs[i] = old
        return out
    rest = _board(f, s)                          # tokens only: the board terms stay
    for a in opts:
        me, ot = f.prest[s][:], f.prest[o][:]
        if a >= GIV:                             # LQ-5.8 give
            c = a - GIV
            me[c] -= 1
            _arrive(ot, c)
        elif a >= RET:                           # LQ-5.3 return
            ot[a - RET] -= 1
        elif kind == PICK:                       # LQ-5.4 from the supply
            _arrive(me, a - TAKE)
        else:                                    # LQ-5.5, LQ-5.8 from the other seat
            c = a - TAKE
            ot[c] -= 1
            _arrive(me, c)
        out.append((progress(me) - progress(ot) + rest, a))
    return out


def rated(f):
    """[(rating, action)] of the open decision of ``f`` by the expert's worth, best first."""
    out = _ratings(f)
    out.sort(key=lambda t: -t[0])
    return out


def policy(f):
    """The expert's answer to the open decision of ``f`` (court step or ability choice)."""
    if f.phase == RESOLVE:
        st = f.pending[0]
        opts = f.options(st)
        if len(opts) == 1:
            return opts[0]
    best, bv = None, -1e18
    for v, a in _ratings(f):
        if v > bv:
            best, bv = a, v
    return best


def play_on(f, x, horizon, decide):
    """Play on in place for ``horizon`` rolls (LQ-4.1: 36 equally likely throws) or to the end,
    each court step (LQ-7) and ability choice (LQ-9.1) answered by ``decide(f)``; returns the
    advanced stream state. The search's playouts and the expert's rollouts both run here."""
    rolls = 0
    while True:
        ph = f.phase
        if ph == ROLLP:
            if rolls >= horizon:
                return x
            rolls += 1
            x, r = next_u64(x)
            f.roll(TOTALS[r % 36])
        elif ph == RESOLVE or ph == COURT:
            f.apply(decide(f))
        else:
            return x


def rollout(f, x, horizon):
    """Both seats play the expert's policy for ``horizon`` rolls (or to the end), in place."""
    return play_on(f, x, horizon, policy)


def name(a):
    return ACTION_NAMES[a]
