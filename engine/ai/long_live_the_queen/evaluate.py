"""Static evaluation of a Long Live the Queen position (a determinized Fast state), and the quick
choice heuristics used by the playouts and the easy level.

The evaluation adds, per seat, in token-equivalents:
- prestige progress toward three of each colour (LQ-8.2): each colour counts up to 3, a fourth
  token is a small buffer against theft, a fifth is a liability (a sixth returns all six, LQ-6.4);
  a bonus when one or two tokens are missing in all;
- the danger to the seat's Princess (LQ-8.1): the chance per roll that a face-up opposing
  Assassin on her position (LQ-5.2) or Sniper on the mirror position (LQ-5.1) acts, unless a
  face-up Guard stands next to her (LQ-5.11); and the danger the other seat can add with one
  court step (``reach``): a swap bringing a killer opposite her or to her mirror square (LQ-7.1),
  a Master change that makes an Apprentice there an Assassin or a Sniper (LQ-7.2, LQ-5.10), or
  one that puts a killer Master face up there in exchange for the tile standing there (LQ-7.2) —
  the search is too shallow to see that step and the roll after it, the usual way a Princess falls;
- the income of its face-up tiles: the chance per roll that each acts (LQ-4.2..4.4) times what its
  ability is worth to the seat now.
``value(f, seat)`` squashes the difference to a win chance 0..1.
"""

import math

from .fast import (APPRENTICE, ASSASSIN, CHEATER, CONSUL, DONE, GIV, GUARD, INI, K, MASTERABLE, NOBLE, PRINCESS,
                   REV, RET, SCHEMER, SNIPER, STEAL, SWP, TAKE, U, WAYS, WITCH)

P = [WAYS[q] / 36.0 if 2 <= q <= 12 else 0.0 for q in range(13)]   # chance of each total

# Worth of holding n tokens of a colour (n = 0..5): LQ-8.2 needs three; six return (LQ-6.4).
HOLD = (0.0, 1.0, 2.0, 3.0, 3.3, 3.0)
NEAR = {0: 0.0, 1: 1.2, 2: 0.4}   # bonus when this many tokens are missing in all


class Weights:
    """Evaluation weights (token-equivalents); every field can be set from the arena."""

    def __init__(self, danger=14.0, threat=6.0, income=5.0, scale=2.5, guard=0.4, latent=0.3, reach=0.0,
                 risk=0.0):
        self.danger = float(danger)    # per unit of chance per roll that the own Princess falls
        self.threat = float(threat)    # same, for the other Princess (what the seat threatens)
        self.income = float(income)    # per expected token-equivalent per roll
        self.scale = float(scale)      # difference that gives tanh(1) in the win chance
        self.guard = float(guard)      # a face-up Guard next to the own Princess (insurance)
        self.latent = float(latent)    # weight of a face-down killer in place (it turns up first)
        self.reach = float(reach)      # share of the danger one court step of the other seat adds
        self.risk = float(risk)        # rolls of exposure: value() then treats danger as a chance of losing


DEFAULT = Weights()


def _progress(p):
    need = (3 - p[0] if p[0] < 3 else 0) + (3 - p[1] if p[1] < 3 else 0) + (3 - p[2] if p[2] < 3 else 0)
    return HOLD[p[0]] + HOLD[p[1]] + HOLD[p[2]] + NEAR.get(need, 0.0)


# Tables over the 216 holdings (r, y, b in 0..5), index 36 r + 6 y + b.
_PROG = [_progress((i // 36, i // 6 % 6, i % 6)) for i in range(216)]
_STEP = (36, 6, 1)
_MARG = [tuple(_PROG[i - 5 * _STEP[c]] - _PROG[i] if (i // _STEP[c]) % 6 == 5 else _PROG[i + _STEP[c]] - _PROG[i]
               for c in range(3)) for i in range(216)]


def progress(p):
    return _PROG[p[0] * 36 + p[1] * 6 + p[2]]


def marginal(p, c):
    """Worth to a seat holding ``p`` of one more token of colour c (a sixth returns all, LQ-6.4)."""
    return _MARG[p[0] * 36 + p[1] * 6 + p[2]][c]


def loss(p, c):
    """What a seat holding ``p`` loses with one token of colour c (0 if it holds none)."""
    if not p[c]:
        return 0.0
    i = p[0] * 36 + p[1] * 6 + p[2]
    return _PROG[i] - _PROG[i - _STEP[c]]


def acts_as(f, s, i):
    t = f.line[s][i]
    return f.master[s] if t == APPRENTICE else t


def guarded(f, s):
    line, face = f.line[s], f.face[s]
    i = line.index(PRINCESS)
    return (i > 0 and line[i - 1] == GUARD and face[i - 1] == U) or (i < 10 and line[i + 1] == GUARD and face[i + 1] == U)


def princess_danger(f, s, latent=0.0):
    """Chance per roll that seat ``s``'s face-up Princess is turned face down, from the tiles now
    face up; a face-down Assassin / Sniper in place counts ``latent`` times (it turns up first)."""
    if guarded(f, s):
        return 0.0
    o = 1 - s
    i = f.line[s].index(PRINCESS)
    return _danger(f.line[o], f.face[o], f.master[o], i, _sniper_tied(f, s, i), latent)


def _sniper_tied(f, s, i):
    """LQ-4.4: a face-up Sniper of ``s`` on the Princess's mirror square ties an opposing one there."""
    j = 10 - i
    return f.face[s][j] == U and acts_as(f, s, j) == SNIPER


def _danger(ol, of, om, i, tied, latent):
    """Danger to a Princess on index ``i`` from the other line ``ol``/``of`` with Master ``om``."""
    d = 0.0
    t = ol[i]
    if (om if t == APPRENTICE else t) == ASSASSIN:
        d += P[i + 2] if of[i] == U else latent * P[i + 2]
    j = 10 - i   # mirror index: position 14 - p
    t = ol[j]
    if not tied and (om if t == APPRENTICE else t) == SNIPER:
        d += P[j + 2] if of[j] == U else latent * P[j + 2]
    return d


def reach_danger(f, s, latent=0.0):
    """The danger to ``s``'s Princess after the other seat's most harmful court step (LQ-7.1 a swap
    next to her square or her mirror square, LQ-7.2 a Master change), at least the danger now."""
    if guarded(f, s):
        return 0.0
    o = 1 - s
    ol, of, om = f.line[o], f.face[o], f.master[o]
    i = f.line[s].index(PRINCESS)
    j = 10 - i
    tied = _sniper_tied(f, s, i)
    best = _danger(ol, of, om, i, tied, latent)
    for p in {i - 1, i, j - 1, j}:      # swaps of p and p + 1 that move a tile onto i or j
        if 0 <= p < 10:
            ol[p], ol[p + 1] = ol[p + 1], ol[p]
            of[p], of[p + 1] = of[p + 1], of[p]
            d = _danger(ol, of, om, i, tied, latent)
            ol[p], ol[p + 1] = ol[p + 1], ol[p]
            of[p], of[p + 1] = of[p + 1], of[p]
            if d > best:
                best = d
    # LQ-7.2: a face-up tile with a colour becomes the Master and the old Master comes face up on
    # its square: a killer Master lands opposite her or on her mirror square (k = i or j), or a
    # killer becomes what an Apprentice there acts as (LQ-5.10)
    appr = ol[i] == APPRENTICE or ol[j] == APPRENTICE
    for k in range(11) if appr else {i, j}:
        t = ol[k]
        if of[k] == U and MASTERABLE[t] and t != om:
            ol[k] = om
            d = _danger(ol, of, t, i, tied, latent)
            ol[k] = t
            if d > best:
                best = d
    return best


def income(f, s):
    """Expected worth per roll of seat ``s``'s face-up tiles acting (LQ-4.2: whoever rolls)."""
    mine, theirs = f.prest[s], f.prest[1 - s]
    m = _MARG[mine[0] * 36 + mine[1] * 6 + mine[2]]
    best = max(m)
    lo = [loss(theirs, 0), loss(theirs, 1), loss(theirs, 2)]
    deny = max(lo)
    stolen = max(m[c] + lo[c] if theirs[c] else -9.0 for c in range(3))
    if stolen < -1.0:
        stolen = 0.0
    line, face = f.line[s], f.face[s]
    ol, of = f.line[1 - s], f.face[1 - s]
    master, omaster = f.master[s], f.master[1 - s]
    vals = (m[0] + 0.3, m[0] + 0.3, m[1] + 0.6 * deny, m[1] + best, 1.6 * stolen, 0.0,
            m[2] + 0.2, m[2] + 0.2, m[2] + 0.3, 0.0, 0.0)
    total = 0.0
    for i in range(11):
        if face[i]:   # not face up (U is 0)
            continue
        a = line[i]
        if a == APPRENTICE:
            a = master
        v = vals[a]
        if not v:
            continue
        if not of[i]:
            oa = ol[i]
            if oa == APPRENTICE:
                oa = omaster
            if INI[oa] == INI[a]:
                continue   # LQ-4.4: equal initiative, neither acts
        total += P[i + 2] * v
    return total


def score(f, s, w=DEFAULT):
    """Seat ``s``'s side of the evaluation (token-equivalents)."""
    o = 1 - s
    return (progress(f.prest[s]) + w.income * income(f, s) - w.danger * _exposure(f, s, w)
            + w.threat * _exposure(f, o, w) + (w.guard if guarded(f, s) else 0.0))


def _exposure(f, s, w):
    """The danger to ``s``'s Princess now, plus ``reach`` times what one court step of the other
    seat could add."""
    d = princess_danger(f, s, w.latent)
    if w.reach:
        d += w.reach * (reach_danger(f, s, w.latent) - d)
    return d


def diff(f, s, w=DEFAULT, full=True, risks=True):
    """score(f, s) - score(f, 1 - s); without ``full`` the income terms are left out (cheap),
    without ``risks`` the Princess dangers (``value`` then weighs them as chances of losing)."""
    o = 1 - s
    d = progress(f.prest[s]) - progress(f.prest[o])
    if risks:
        d += (w.danger + w.threat) * (_exposure(f, o, w) - _exposure(f, s, w))
    if w.guard:
        d += w.guard * (guarded(f, s) - guarded(f, o))
    if full:
        d += w.income * (income(f, s) - income(f, o))
    return d


def value(f, seat, w=DEFAULT, full=True):
    """Win chance 0..1 for ``seat`` (exact at the end of the game).

    With ``risk`` set, a Princess's danger is what it is, a chance of losing at once (LQ-8.1)
    over about ``risk`` rolls, whatever the prestige: the win chance of the rest of the position
    counts only where neither Princess falls. (Added to the points difference instead, a large
    enough lead in tokens and income outweighed a Princess in aim.)"""
    if f.winner is not None:
        return 1.0 if f.winner == seat else 0.0
    if not w.risk:
        return 0.5 + 0.5 * math.tanh(diff(f, seat, w, full) / w.scale)
    base = 0.5 + 0.5 * math.tanh(diff(f, seat, w, full, False) / w.scale)
    lose = min(1.0, w.risk * _exposure(f, seat, w))
    win = min(1.0, w.risk * _exposure(f, 1 - seat, w))
    if lose + win > 1.0:
        lose, win = lose / (lose + win), win / (lose + win)
    return base * (1.0 - lose - win) + win


# ---------------------------------------------------------------- quick choices (LQ-9.1)

def choice(f, step, options):
    """A sensible answer to an ability's choice without search: colours by need, reveal the
    Guard next to the Princess or the most useful tile, swaps declined."""
    kind, s = step[0], step[1]
    if len(options) == 1:
        return options[0]
    first = options[0]
    mine, theirs = f.prest[s], f.prest[1 - s]
    if first >= TAKE and first < RET:       # take from the supply (Noble) or from the other seat
        best, bv = first, -9.0
        for a in options:
            c = a - TAKE
            v = marginal(mine, c)
            if kind == STEAL:  # the other seat loses it too
                q = list(theirs)
                q[c] -= 1
                v += progress(theirs) - progress(q)
            if v > bv:
                best, bv = a, v
        return best
    if first >= RET and first < GIV:        # Schemer: return one of theirs
        best, bv = first, -9.0
        for a in options:
            c = a - RET
            q = list(theirs)
            q[c] -= 1
            v = progress(theirs) - progress(q)
            if v > bv:
                best, bv = a, v
        return best
    if first >= GIV and first < REV:        # Clown: give the token that hurts least / helps them least
        best, bv = first, -9.0
        for a in options:
            c = a - GIV
            q = list(mine)
            q[c] -= 1
            v = -(progress(mine) - progress(q)) - marginal(theirs, c)
            if v > bv:
                best, bv = a, v
        return best
    if first >= REV and first < SWP:         # Princess: reveal
        line = f.line[s]
        pi = line.index(PRINCESS)
        best, bv = first, -9.0
        for a in options:
            i = a - REV - 2
            t = line[i]
            v = {GUARD: 1.0, SNIPER: 1.5, ASSASSIN: 1.5, NOBLE: 1.4, CHEATER: 1.4, SCHEMER: 1.2}.get(t, 1.0)
            if t == GUARD and abs(i - pi) == 1:
                v = 5.0
            v *= 0.5 + P[i + 2] * 6
            if f.face[s][i] == K:
                v += 0.1
            if v > bv:
                best, bv = a, v
        return best
    return DONE


# ---------------------------------------------------------------- exposure after a court step

def _swaps_near(i, d=2):
    """Swaps (index p swaps p and p + 1) that move a tile within ``d`` - 1 of index ``i``."""
    return [p for p in range(i - d, i + d) if 0 <= p < 10]


def _swap(line, face, p):
    line[p], line[p + 1] = line[p + 1], line[p]
    face[p], face[p + 1] = face[p + 1], face[p]


def _acting(f, o, kind, s):
    """Chance per roll that the other seat ``o``'s face-up ``kind`` (or an Apprentice acting as
    one, LQ-5.10) acts: not against an equal initiative on ``s``'s side (LQ-4.4)."""
    total = 0.0
    face = f.face[o]
    for k in range(11):
        if face[k] == U and acts_as(f, o, k) == kind:
            if f.face[s][k] == U and INI[acts_as(f, s, k)] == INI[kind]:
                continue
            total += P[k + 2]
    return total


def exposure(f, s):
    """How exposed ``s``'s Princess is in ``f`` (``s`` has just made its court step, the other
    seat rolls next): the chance its roll turns her down now (LQ-5.1, LQ-5.2), plus the danger
    after its most harmful court step (reach_danger, LQ-7.1, LQ-7.2: ``s``'s own roll comes next),
    plus, weighted by the chance they act, the worst its Witch can do with two swaps of ``s``'s
    line (LQ-5.9: the Princess moved into aim or the Guard away, LQ-5.11) and its Consul with two
    swaps of its own line (LQ-5.7), each followed by that court step."""
    o = 1 - s
    e = princess_danger(f, s) + reach_danger(f, s)
    pw = _acting(f, o, WITCH, s)
    if pw:
        line, face = f.line[s], f.face[s]
        worst = 0.0
        i = line.index(PRINCESS)
        for p in _swaps_near(i):
            _swap(line, face, p)
            worst = max(worst, reach_danger(f, s))
            for q in _swaps_near(line.index(PRINCESS)):
                _swap(line, face, q)
                worst = max(worst, reach_danger(f, s))
                _swap(line, face, q)
            _swap(line, face, p)
        e += pw * worst
    pc = _acting(f, o, CONSUL, s)
    if pc and not guarded(f, s):
        line, face = f.line[o], f.face[o]
        i = f.line[s].index(PRINCESS)
        near = sorted(set(_swaps_near(i, 3)) | set(_swaps_near(10 - i, 3)))   # two swaps + the court step
        worst = 0.0
        for p in near:
            _swap(line, face, p)
            worst = max(worst, reach_danger(f, s))
            for q in near:
                _swap(line, face, q)
                worst = max(worst, reach_danger(f, s))
                _swap(line, face, q)
            _swap(line, face, p)
        e += pc * worst
    return e
