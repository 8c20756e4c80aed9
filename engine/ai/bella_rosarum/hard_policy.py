"""Bella Rosarum ``hard``/``max``: rollout policy improvement over medium.

At the decisions that shape a turn — each move of the movement phase (BR-6) and the combat
phase's battles and sieges (BR-7, BR-8) — the seat gathers candidates: medium's own choice,
the choices of medium's variants (``VARIANTS``: switches of players.py that medium keeps off)
where they differ, and the crown candidates below. A decision where all agree is medium's, at
no cost. Otherwise each candidate is played out on the same ``samples``
determinisations of the seat's view (common random numbers; sampler.py, BR-14): the seat plays
the rest of its turn with the candidate's variant, then every seat plays medium through the
other seats' next turns, to the start of the seat's own next turn (BR-4.1, BR-4.2: the round in
which a rival's siege of its crown from beyond medium's 6 cells, BR-6.3, BR-8.1, or its own
siege of a rival's crown happens). Each end is scored by the evaluation's share (evaluate.py at
the level's ``temp``; exact once the game is over, BR-13); medium's choice wins ties. A variant is a change of medium's
``players.Switches`` passed to its calls for the seat (medium's own module state is never
touched).

The knobs no level used (a longer horizon, coronations rolled out, more candidates or samples
around a crown, a ply budget, a fitted evaluation) were removed; the ``ai-lab`` branch keeps them.

The crown knobs, all about the sole crown of BR-13.2 that decides most games: ``crown_guard`` (holding it, candidates that guard it directly:
``guard_moves``; ``guard_any`` also for a crown beside another), ``crown_hunt`` (another seat
holding it, candidates that go for its stack: ``hunt_moves``). hard sets crown_guard 3,
guard_any 1 and crown_hunt 2 (a paired gain on a fresh seed).

Royal safety (``royal_safety``, on in hard): a held royal that a rival can take on its next turn
(threats.py: a rival stack that can reach a cell next to it, BR-6, with troops for a siege,
BR-8.1, or a battle at good odds, BR-7.3) is lost unless Bad Weather or the battle's card saves
it (BR-8.2, BR-7.3), while a rollout on a couple of determinisations, its rivals playing medium,
may well not play that attack. So each candidate is judged on the position it leaves (a move:
the board after it, read as the end of the movement; an attack: the board after it is won,
BR-7.3, BR-8.2; ending the phase: the board as it is); when no candidate leaves the seat's royals safe, up to ``GUARDS`` guarding moves are
added (``guard_safely``: the royal's stack to a safe place, troops brought or kept with it, in
medium's order); and the best candidate by the rollouts is taken among the safe ones whenever
one exists (medium's choice first, so it still wins ties).

Cost: a round of medium play is 25–35 plies, some 20 ms on CPython (medium's move scores and
the rules' move lists are memoised within a turn, players.py and moves.py), so a rolled decision
costs about ``candidates × samples × 20 ms`` (the ``candidates`` setting bounds them); ``deadline`` (the
page's time cap) stops after the last whole sample, and a rollout still running at 1.5 times the
cap (HARD_STOP_MIN at least) is abandoned, with medium's choice if not even two candidates were
compared by then: a page move stays bounded however long a rare rollout would run.
"""

from dataclasses import replace

from ...games.bella_rosarum import data as D
from ...games.bella_rosarum import moves, rules
from ...games.bella_rosarum.state import copy_state, nobles_at, troops
from ..random import next_u64
from .evaluate import shares
from . import players as P
from .players import Rand, Situation, medium
from .sampler import Sampler
from .search_game import CHANCE_ROYALS
from . import threats

ROLLED = ("move", "combat")   # the phases decided by rollouts
MAX_PLIES = 400               # a rollout's bound (a round is some 30 plies)
HARD_STOP_MIN = 0.3           # s: the least time a timed decision's rollouts get (see decide)
SAFETY_CHECKS = 8             # exact threat checks at most when looking for a guarding move


# Other ways to play the seat's own turn: medium with switches of players.py it keeps off for
# itself (measured as no gain when always on), here only proposals that the rollouts
# judge decision by decision. A decision where they all agree with medium is not rolled. Each is
# a change of medium's own Switches (players.SWITCHES), passed to medium's calls for the seat.
VARIANTS = {
    "reach": {"REACH": True},                # threats from where stacks can really go (roads, ships, BR-6.3, BR-18)
    "guard": {"GUARD": 1.0, "LEFT": True},   # the royals' expected loss to a siege in reach (BR-8.1, BR-8.2)
    "bold": {"MEDIUM_BATTLE_ODDS": 0.4},     # battles from 40 % victory odds (BR-7.3)
}

_SWITCHES = {}


def switches(name):
    """The variant ``name``'s Switches: medium's own (players.SWITCHES, as the arena may have
    set them) with the variant's changes (memoised)."""
    key = (name, P.SWITCHES)
    sw = _SWITCHES.get(key)
    if sw is None:
        if len(_SWITCHES) > 32:
            _SWITCHES.clear()
        sw = _SWITCHES[key] = replace(P.SWITCHES, **VARIANTS[name])
    return sw


def policy(s, seat, legal, x, sw=None):
    """medium's action for the seat to move (with the Switches ``sw`` for ``seat`` only, medium's
    own for the others); (action, x)."""
    r = Rand(x)
    a = medium(s, s["to_move"], legal, r, sw=sw if s["to_move"] == seat else None)
    return a, r.x


def proposals(view, seat, legal, names):
    """[(action, switches)]: medium's own choice first (switches None), then each variant's where
    it differs."""
    out = [(medium(view, seat, legal, Rand(1)), None)]
    for name in names:
        sw = switches(name)
        a, _ = policy(view, seat, legal, 1, sw)
        if all(a != b for b, _ in out):
            out.append((a, sw))
    return out


def rollout(s, seat, x, sw=None, late=None):
    """Every seat plays medium from ``s`` until ``seat``'s next event phase (its next turn,
    BR-4.1) or the game's end; ``seat`` plays the rest of its own turn with the Switches ``sw``.
    Returns (end state, stream). ``late()`` true (the page's hard stop) abandons the rollout:
    (None, stream)."""
    last = s["round"]
    own = sw
    for _ in range(MAX_PLIES):
        if late is not None and late():
            return None, x
        ph = s["phase"]
        if ph == "over":
            break
        if ph == "event" and s["to_move"] == seat and s["round"] != last:
            break
        if ph == "event":
            own = None   # the turn being decided is over: medium for everyone
        legal = [a for a in rules.legal_actions(s) if a != "concede"]   # BR-13.3 never helps
        if len(legal) == 1:
            a = legal[0]
        else:
            a, x = policy(s, seat, legal, x, own)
        s, _, _ = rules.apply_events(s, a, listed=a in legal)
    return s, x


def sole_crown(v):
    """(royal, seat) of the only crowned royal alive when it is not Henry VI and a seat holds it
    (the four-turn count of BR-13.2 runs or starts at that seat's turn end), else None."""
    crowned = rules.crowned_alive(v)
    if len(crowned) == 1 and crowned[0] != "henry":
        c = v["royals"][crowned[0]]["controller"]
        if c is not None:
            return crowned[0], c
    return None


def _cover(loc, strength):
    """What an attacker must bring to take a stack of ``strength`` at ``loc``: 2:1 for a battle in
    the open that wins 71 % (BR-7.3), garrison plus troops for a siege (BR-8.1)."""
    if loc.startswith("@"):
        return 2 * strength
    return strength + (rules.garrison(loc) if loc in D.PLACES else 0)


def crown_risk(sit, loc, strength):
    """(the odds that the strongest stack of another seat able to get next to ``loc`` next turn
    takes a stack of ``strength`` there, its troops beyond the cover): lower is safer (BR-7.3,
    BR-8.1, BR-8.2; reach_map for where stacks can really go, BR-6.2, BR-6.3, BR-18, and within
    6 cells, medium's threat)."""
    danger = max(sit.reach_threat(loc), sit.threat(loc))
    return P.taken_odds(loc, danger, strength), danger - _cover(loc, strength)


def guarded_crown(v, seat, any_crown=False):
    """The royal ``guard_moves`` guards: the seat's sole crown (BR-13.2), or with ``any_crown``
    also a crown other than Henry VI's beside another (the one a rival must take or put to
    death before its own count can start, BR-13.2); None if the seat holds neither."""
    sole = sole_crown(v)
    if sole is not None:
        return sole[0] if sole[1] == seat else None
    if any_crown:
        for r in D.ROYALS:
            ro = v["royals"][r]
            if r != "henry" and ro["crowned"] and ro["controller"] == seat and rules.alive(v, r):
                return r
    return None


def guard_moves(v, seat, legal, k, any_crown=False):
    """BR-13.2: holding the sole crown, up to ``k`` actions that guard it directly — in the move
    phase the crowned royal's whole stack to the safest destination it can reach (a place whose
    garrison and troops no stack in reach matches, BR-8.1, or beside friends, BR-2.2), the
    seat's strongest other stack onto the crown's (joining adds its troops to the cover), and
    standing still (BR-6.1); in the combat phase, fighting no more (a won siege carries the crown
    out of its stack's place, BR-8.2)."""
    crown = guarded_crown(v, seat, any_crown) if k else None
    if crown is None:
        return []
    if v["phase"] == "combat":
        return ["end combat"] if "end combat" in legal else []
    if v["phase"] != "move":
        return []
    loc = rules.royal_loc(v, crown)
    sit = Situation(v, seat)
    st = sit.stacks
    if loc not in st or st[loc][0] != seat:
        return ["end move"]
    out = []
    going, royals = sit.group(loc, None)
    if crown in royals:   # the crown goes with its stack (BR-6.1: the royals follow the last noble)
        strength = P.troops(v, going)
        now = crown_risk(sit, loc, P.troops(v, st[loc][1]))
        best = None
        for a in legal:
            w = a.split(" ")
            if w[0] != "move" or len(w) != 3 or w[1] != loc:
                continue
            there = st.get(w[2])
            extra = P.troops(v, there[1]) if there and there[0] == seat else 0
            r = crown_risk(sit, w[2], strength + extra)
            if best is None or r < best[0]:
                best = (r, a)
        if best is not None and best[0] < now:
            out.append(best[1])
    join = None
    for a in legal:   # the strongest other stack joins the crown's (whole stacks only)
        w = a.split(" ")
        if w[0] != "move" or len(w) != 3 or w[2] != loc or w[1] == loc:
            continue
        t = P.troops(v, sit.group(w[1], None)[0])
        if join is None or t > join[0]:
            join = (t, a)
    if join is not None:
        out.append(join[1])
    out.append("end move")
    return [a for a in out if a in legal][:k]


def hunt_moves(v, seat, legal, k):
    """BR-13.2: another seat holds the sole crown and counts to four turns; up to ``k`` actions
    that go for it — in the combat phase every battle or siege of its stack (BR-7.1, BR-8.1), in
    the move phase the strongest whole stacks that get next to it (from where they attack)."""
    sole = sole_crown(v)
    if not k or sole is None or sole[1] == seat:
        return []
    loc = rules.royal_loc(v, sole[0])
    if v["phase"] == "combat":
        out = []
        for a in legal:
            w = a.split(" ")
            if w[0] in ("siege", "battle") and w[2] == loc:
                out.append(a)
        return out[:k]
    if v["phase"] != "move":
        return []
    sit = Situation(v, seat)
    ranked = []
    for a in legal:
        w = a.split(" ")
        if w[0] != "move" or len(w) != 3 or moves.distance(w[2], loc) > 1:
            continue
        ranked.append((-P.troops(v, sit.group(w[1], None)[0]), a))
    ranked.sort()
    out, seen = [], set()
    for _, a in ranked:   # one destination per stack: the first (any) that gets next to the crown
        src = a.split(" ")[1]
        if src not in seen:
            seen.add(src)
            out.append(a)
    return out[:k]


GUARDS = 2   # guarding moves added at most when no candidate leaves the royals safe


class _Draw:
    """A chance source that draws the event card ``eid`` (the resolution of a won attack)."""

    def __init__(self, eid):
        self.eid = eid

    def event(self, s):
        return self.eid


def _winning_card(column, siege):
    """An event card that wins a siege (anything but Bad Weather, BR-8.2) or a battle at
    ``column`` (a rout or victory, BR-7.3; one without a loss to the attacker when there is one)."""
    best = None
    for e in D.EVENT_LIST:
        if siege:
            if e["kind"] != "bad-weather":
                return e["id"]
            continue
        cell = e["battle"][column]
        if cell.strip("+") in ("R", "V"):
            if not cell.startswith("+"):
                return e["id"]
            best = best or e["id"]
    return best


def left_after(v, seat, a):
    """The board that the seat's action ``a`` leaves, read as the end of its movement and combat
    for threats.takeable: a move done (BR-6.1, the royals with the last noble), an attack won
    (BR-7.3, BR-8.2: a lost one leaves the board much as ending the phase does), ``end move`` and
    ``end combat`` the board as it is. None for another action."""
    w = a.split(" ")
    if a in ("end move", "end combat"):
        return v
    s = copy_state(v)
    ev = []
    if w[0] == "move":
        rules.do_move(s, seat, w[1], w[2], w[3] if len(w) > 3 else None, ev)
        return s
    if w[0] == "siege":
        eid = _winning_card(0, True)
        rules.do_siege(s, seat, w[1], w[2], _Draw(eid), ev)
        return s
    if w[0] in ("battle", "sally"):
        noble = w[3] if len(w) > 3 else None
        tloc = w[2] if w[0] == "battle" else v["sieges"][w[1]]["from"]
        att = [noble] if noble else nobles_at(s, w[1], seat)
        col = rules.ratio_column(troops(s, att), troops(s, nobles_at(s, tloc)))
        eid = _winning_card(col, False)
        if eid is None:
            return v
        rules.do_battle(s, seat, w[1], tloc, _Draw(eid), ev, "battle" if w[0] == "battle" else "sally", noble)
        return s
    return None


def leaves_safe(v, seat, a):
    """Does ``a`` leave none of the seat's royals takeable by a rival next turn (threats.py)?"""
    after = left_after(v, seat, a)
    return after is None or not threats.takeable(after, seat)


def guard_safely(v, seat, legal, k, skip=()):
    """Up to ``k`` actions (not in ``skip``) that leave every royal of the seat safe from a rival's
    next turn (threats.py), in medium's order of preference: in the move phase the royal's
    stack to a place or cell no rival stack can take it in, a friendly stack onto it, standing
    still where splitting it would leave it weak (BR-6.1, BR-8.1, BR-7.3), or another stack's
    move that keeps it so; in the combat phase ending it, or an attack whose victory leaves the
    royals safe. The rivals' reach from the board before the action screens them all
    (threats.Screen); at most SAFETY_CHECKS exact checks confirm them."""
    sit = Situation(v, seat)
    ranked = []
    if v["phase"] == "move":
        ranked += [(-gain, a) for a, gain in P.move_gains(sit, v, seat, legal)]
        ranked.append((-0.5, "end move"))   # medium's own value of ending the movement
    elif v["phase"] == "combat":
        for a, att, dfn in rules.combat_targets(v, seat):
            ranked.append((-P.combat_value(sit, a, att, dfn, sit.sw.MEDIUM_BATTLE_ODDS), a))
        ranked.append((0.0, "end combat"))
    ranked.sort(key=lambda x: x[0])
    screen = threats.Screen(v, seat)
    held = set(threats.held_royals(v, seat))
    base = None
    out, checks = [], 0
    for _, a in ranked:
        if a in skip or a not in legal:
            continue
        w = a.split(" ")
        if w[0] == "move" and w[1] not in held and w[2] not in held:
            if base is None:   # a move away from the royals leaves their stacks as they are
                base = screen.safe(v)
            if not base:
                continue
        else:
            after = left_after(v, seat, a)
            if after is None or not screen.safe(after):
                continue
        if checks >= SAFETY_CHECKS:
            break
        checks += 1
        if leaves_safe(v, seat, a):
            out.append(a)
            if len(out) >= k:
                break
    return out


def _safety(view, seat, legal, props):
    """royal_safety: (candidates, safe flags). With royals held, each candidate's flag says
    whether it leaves them safe (leaves_safe); when none does, guarding moves are added after
    medium's choice; when medium's choice is unsafe, the safe candidates go right after it (a
    page's time cap compares the first ones)."""
    if not threats.held_royals(view, seat):
        return props, None
    flags = [leaves_safe(view, seat, a) for a, _ in props]
    if all(flags):
        return props, None
    if not any(flags):
        extra = guard_safely(view, seat, legal, GUARDS, skip={a for a, _ in props})
        if not extra:
            return props, None
        props = props[:1] + [(a, None) for a in extra] + props[1:]
        flags = flags[:1] + [True] * len(extra) + flags[1:]
    elif not flags[0]:
        order = [0] + [i for i in range(1, len(props)) if flags[i]] + [i for i in range(1, len(props)) if not flags[i]]
        props, flags = [props[i] for i in order], [flags[i] for i in order]
    return props, flags


def decide(view, seat, legal, cfg, x, deadline=None, clock=None):
    """(action, info): the candidate with the best mean share over the samples."""
    most = cfg["candidates"]
    props = proposals(view, seat, legal, tuple(VARIANTS))
    guard, hunt = cfg["crown_guard"], cfg["crown_hunt"]
    for k, extra in ((guard, guard_moves(view, seat, legal, guard, cfg["guard_any"]) if guard else []),
                     (hunt, hunt_moves(view, seat, legal, hunt) if hunt else [])):
        if extra:
            # BR-13.2: a sole crown's count decides most games; these candidates go first
            # after medium's choice, within ``candidates`` + k
            props = props[:1] + [(a, None) for a in extra if all(a != b for b, _ in props[:1])] + props[1:]
            uniq = []
            for a, sw in props:
                if all(a != b for b, _ in uniq):
                    uniq.append((a, sw))
            props = uniq
            most = max(most, cfg["candidates"]) + k
    props = props[:most]   # a bound on the decision's time (medium's choice first)
    safe = None
    if cfg.get("royal_safety"):
        props, safe = _safety(view, seat, legal, props)
    cands = [a for a, _ in props]
    if len(cands) == 1:   # nothing to judge: the win chance the Hint reports from the board as it is
        chance = shares(view, cfg["chance_temp"], cfg["danger"], CHANCE_ROYALS)[seat]
        return cands[0], {"win_chance": chance, "playouts": 0, "visits": {cands[0]: 1}, "rolled": False}
    sampler = Sampler(view, seat)
    total = [0.0] * len(cands)
    ends = [[] for _ in cands]   # each candidate's rollout ends, sample by sample (the win chance of the chosen one)
    n = 0

    def over():
        return deadline is not None and clock is not None and clock() > deadline
    late = None
    if deadline is not None and clock is not None:
        # a rare rollout runs for hundreds of plies; past half the budget again (and never
        # sooner than HARD_STOP_MIN s from now) it is abandoned, so that a page move stays
        # bounded: the time cap itself is only checked between rollouts
        t0 = clock()
        stop = t0 + max(1.5 * (deadline - t0), HARD_STOP_MIN)

        def late():
            return clock() > stop
    for k in range(cfg["samples"]):
        base, x = sampler.sample(x)
        x, r = next_u64(x)
        got = []
        for i, (a, sw) in enumerate(props):
            # the page's time cap: a sample is compared whole; the first at least for two candidates
            if i and (k or i >= 2) and over():
                break
            s, _, _ = rules.apply_events(base, a)
            end, _ = rollout(s, seat, r, sw, late)   # the same policy stream for every candidate
            if end is None:   # abandoned at the hard stop: this sample is not compared
                break
            got.append((shares(end, cfg["temp"], cfg["danger"])[seat], end))
        if len(got) < len(props):
            if k:
                break
            if len(got) < 2:   # not even two candidates compared in time: medium's own choice
                chance = shares(view, cfg["chance_temp"], cfg["danger"], CHANCE_ROYALS)[seat]
                return cands[0], {"win_chance": chance, "playouts": 0, "visits": {cands[0]: 1}, "rolled": False}
            props, cands, total, ends = props[:len(got)], cands[:len(got)], total[:len(got)], ends[:len(got)]
            if safe is not None:
                safe = safe[:len(got)]
        for i, (v, end) in enumerate(got):
            total[i] += v
            ends[i].append(end)
        n += 1
        if len(got) < len(props) or over():
            break
    mean = [t / n for t in total]
    # royal_safety: the best among the candidates that leave the seat's royals safe, if any
    pool = [i for i in range(len(cands)) if safe is None or safe[i]] or list(range(len(cands)))
    best = pool[0]
    for i in pool[1:]:
        if mean[i] > mean[best]:
            best = i
    calm = 0.0
    for end in ends[best]:   # the reported win chance: only the chosen candidate's
        calm += shares(end, cfg["chance_temp"], cfg["danger"], CHANCE_ROYALS)[seat]
    info = {"win_chance": calm / n, "playouts": n * len(cands),
            "visits": {a: n for a in cands}, "rolled": True, "means": dict(zip(cands, mean))}
    if safe is not None:   # royal_safety: which candidates leave the seat's royals safe
        info["royals_safe"] = dict(zip(cands, safe))
    return cands[best], info
