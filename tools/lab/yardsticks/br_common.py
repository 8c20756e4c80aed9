"""What both Bella Rosarum yardsticks read from a seat's view (seeds/bella-rosarum.md, BR-…).

Only public things: the deciding seat's view (``engine.api.view``: other hands and the crown
deck as "?", BR-14.1), the legal actions of that view, and the rules modules' queries and data
tables (engine/games/bella_rosarum/), as an outside programmer would use the rules engine. No
import from engine/ai/. Each player (br_greedy.py, br_cautious.py) builds its own style on these.
"""

from engine import api, rng
from engine.games.bella_rosarum import data as D
from engine.games.bella_rosarum import moves as M
from engine.games.bella_rosarum import parliament as P
from engine.games.bella_rosarum import rules as R
from engine.games.bella_rosarum import state as S


def seat_view(state):
    """(seat to move, its view, the legal actions of that view). Everything a yardstick decides
    on comes from this view: the full state's hidden fields are never read (BR-14.1)."""
    seat = api.current_player(state)
    if seat is None:
        raise ValueError("the game is over: there is no action to choose")
    v = api.view(state, seat)
    # the view's legal actions are the full state's: the list names kept cards by their place in
    # the hand (BR-12.2), never a hidden card, and needs nothing the view hides
    return seat, v, R.legal_actions(v)


class Ties:
    """Deterministic tie-breaks from the seed (engine.rng's SplitMix64): a tiny jitter added to
    each candidate's value, in the order of the legal actions."""

    def __init__(self, seed, tag):
        self.x = rng.seed_to_state(f"{tag}:{seed}")

    def jitter(self):
        self.x, u = rng.next_u64(self.x)
        return u / float(1 << 64) * 1e-6


# --- the event deck's odds (BR-5.1, BR-7.3, BR-7.4, BR-8.2) ---------------------------------------
_ODDS = {}


def _deck(v):
    """The event cards the next draw comes from: the deck still to draw (the view lists it in card
    order; what is left is public, the discards being face up, BR-5.1), or all the discards once
    it is empty (BR-5.1: they are shuffled into a new deck)."""
    return tuple(v["events"] or v["event_discard"])


def battle_odds(v, att, dfn):
    """(victory, attacker loses a noble, defender loses a noble without a victory) for a battle of
    ``att`` troops against ``dfn`` (BR-7.3: the column the ratio reaches; BR-7.4: a '+' before the
    result strikes the attacker, after it the defender), counted over the cards left to draw."""
    col = R.ratio_column(att, max(dfn, 1))
    deck = _deck(v)
    key = (deck, col)
    got = _ODDS.get(key)
    if got is None:
        n = len(deck)
        win = att_dies = def_dies = 0
        for e in deck:
            cell = D.EVENTS[e]["battle"][col]
            won = cell.strip("+") in ("R", "V")
            win += won
            att_dies += cell.startswith("+")
            def_dies += (not won) and cell.endswith("+")
        got = (win / n, att_dies / n, def_dies / n)
        if len(_ODDS) > 4096:
            _ODDS.clear()
        _ODDS[key] = got
    return got


def siege_odds(v):
    """BR-8.2: a siege succeeds unless the card drawn is Bad Weather (BR-8.3)."""
    deck = _deck(v)
    return 1 - sum(1 for e in deck if D.EVENTS[e]["kind"] == "bad-weather") / len(deck)


# --- stacks, troops, royals ---------------------------------------------------------------------
def stacks(v):
    """{location: (seat, [nobles])} (BR-2.2)."""
    return S.stacks(v)


def troops_of(v, nobles, loc):
    """BR-7.2, BR-16.1-16.2, BR-18.1: the troops these nobles will fight with once their
    movement ends at ``loc``: their own, the inherent holdings, the offices, clerics and starred
    posts whose area holds ``loc`` (turned at the end of the move), never the ship cards. The
    nobles' cards are public (BR-14.1)."""
    total = 0
    for n in nobles:
        total += D.CARDS[n]["troops"]
        for c in v["nobles"][n]["cards"]:
            card = D.CARDS[c]
            if card["category"] == "ship":  # BR-18.1: ships carry, they do not fight
                continue
            area = D.ACTIVATED.get(c)
            if area is None or loc in area:  # BR-16.2: turned at the end of the move there
                total += card["troops"]
    return total


def royals_at(v, seat, loc):
    """The living royals ``seat`` controls at ``loc`` (BR-9.1; the heirs Beaufort and Tudor stand
    with their nobles, BR-1.6)."""
    return [r for r in D.ROYALS if S.alive(v, r) and v["royals"][r]["controller"] == seat
            and S.royal_loc(v, r) == loc]


def free_royals(v):
    """{place: [royals]} of living royal counters with no controller (BR-6.7, BR-9.1)."""
    out = {}
    for r in D.COUNTERS:
        ro = v["royals"][r]
        if ro["alive"] and ro["controller"] is None and ro["place"]:
            out.setdefault(ro["place"], []).append(r)
    return out


def crowned_alive(v):
    return [r for r in D.ROYALS if S.alive(v, r) and v["royals"][r]["crowned"]]


def can_crown_here(v, nobles, loc):
    """BR-10.3: a cleric held by a noble of the stack, at London or at that cleric's see."""
    for n in nobles:
        for c in v["nobles"][n]["cards"]:
            if D.CARDS[c]["category"] == "cleric" and (loc == D.CORONATION_PLACE or D.CARDS[c].get("see") == loc):
                return True
    return False


def has_cleric(v, nobles):
    return any(D.CARDS[c]["category"] == "cleric" for n in nobles for c in v["nobles"][n]["cards"])


def crown_places(v, nobles):
    """BR-10.3: where this stack's clerics could crown (London and their sees)."""
    sees = [D.CARDS[c]["see"] for n in nobles for c in v["nobles"][n]["cards"]
            if D.CARDS[c]["category"] == "cleric" and D.CARDS[c].get("see")]
    return [D.CORONATION_PLACE] + sees if sees or has_cleric(v, nobles) else []


def garrison(place):
    """BR-1.3."""
    return D.KINDS[D.PLACES[place]["kind"]]["garrison"]


def distance(a, b):
    """BR-6.2: cells apart, a diagonal counting one."""
    return M.distance(a, b)


def attack_near(a, b, v):
    """BR-7.1, BR-8.1: may a stack at ``a`` attack ``b`` (one cell at most, not across water)."""
    return M.near(a, b, M.water_of(v))


# --- what the rivals could reach next turn (BR-6, BR-7.1, BR-8.1) ---------------------------------
_REACH = {}


def _reach_key(v, me):
    return (me, v["round"], v.get("rules"),
            tuple(sorted((n, nb["seat"], nb["loc"], tuple(nb["cards"]))
                         for n, nb in v["nobles"].items() if nb["seat"] != me)),
            tuple(sorted(v["active"])), tuple(sorted(v["owners"].items())),
            tuple((r, ro["place"], ro["controller"], ro["alive"]) for r, ro in sorted(v["royals"].items())),
            tuple(sorted((p, g["by"], g["from"]) for p, g in v["sieges"].items())))


def rival_reach(v, me):
    """[(rival seat, its stack's troops, cells it could stand in, boxes it could stand in)] for
    every rival stack: where its next move could take it (BR-6.2-6.6, BR-18, with an ordinary
    event: 5 cross-country steps), as if no stack of ``me`` were on the map, so the answer
    depends only on the rivals' side of the board (conservative: our stacks may block them).
    A stack shut in by a siege stays where it is (BR-6.8)."""
    key = _reach_key(v, me)
    got = _REACH.get(key)
    if got is not None:
        return got
    s = dict(v)
    s["nobles"] = {n: nb for n, nb in v["nobles"].items() if nb["seat"] != me}
    s["event"] = None  # next turn's event is unknown: plan for an ordinary one
    out = []
    for loc, (seat, nobles) in S.stacks(s).items():
        sg = v["sieges"].get(loc)
        if sg is not None and sg["by"] != seat:
            dests = [loc]
        else:
            dests = [loc] + M.destinations(s, seat, loc, nobles)
        cells, boxes = set(), set()
        for d in dests:
            if d in D.BOX_OF:
                boxes.add(D.BOX_OF[d])
            elif d.startswith("@") or d in M.PLACE_OPEN:
                cells.add(S.cell_of(d))
        out.append((seat, S.troops(v, nobles), frozenset(cells), frozenset(boxes)))
    if len(_REACH) > 512:
        _REACH.clear()
    _REACH[key] = out
    return out


def threat_at(reach, loc):
    """{rival seat: troops of its stacks that could attack ``loc`` on its next turn} (BR-7.1,
    BR-8.1: from one cell away; a box's places only from that box; Wight and Man from nowhere
    outside). Water between cells is not looked at: an overestimate, on the safe side."""
    out = {}
    if loc in D.BOX_OF:
        box = D.BOX_OF[loc]
        for seat, t, _, boxes in reach:
            if box in boxes:
                out[seat] = out.get(seat, 0) + t
        return out
    if not (loc.startswith("@") or loc in M.PLACE_OPEN):
        return out
    x, y = S.cell_of(loc)
    around = [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    for seat, t, cells, _ in reach:
        if any(c in cells for c in around):
            out[seat] = out.get(seat, 0) + t
    return out


def loss_chance(v, loc, mine, threat):
    """The chance that some rival's attack next turn destroys a stack of ``mine`` troops at
    ``loc``, given ``threat_at``: in a place, a siege needs the garrison (not when the rival owns
    the place, BR-8.5) plus our troops and then fails only to Bad Weather (BR-8.1, BR-8.2); in the
    open, a battle's victory share at the ratio (BR-7.3). Rivals' chances are taken as
    independent."""
    keep = 1.0
    for seat, t in threat.items():
        if loc in D.PLACES:
            need = (0 if v["owners"].get(loc) == seat else garrison(loc)) + mine
            p = siege_odds(v) if t >= need else 0.0
        else:
            p = battle_odds(v, t, mine)[0]
        keep *= 1 - p
    return 1 - keep


# --- Parliament (BR-19) ---------------------------------------------------------------------------
def grant_passes(v, by, noble, cid, attending):
    """BR-19.4, BR-19.5: the summoner and the noble's seat vote for, every other seat in the game
    against; each house the card needs approves with at least as many votes for as against."""
    tally = P.votes(v, attending)
    ayes = {by, v["nobles"][noble]["seat"]}
    for i, house in enumerate(("lords", "commons")):
        if house not in P.houses_needed(cid):
            continue
        yes = sum(t[i] for seat, t in tally.items() if seat in ayes)
        no = sum(t[i] for seat, t in tally.items() if seat not in ayes and seat not in v["out"])
        if yes < no:
            return False
    return True


def eligible_for(v, noble, cid, given=()):
    """BR-19.3: one card a noble a sitting, one title and one see a noble."""
    if noble in given:
        return False
    kind = D.CARDS[cid]["category"]
    return kind not in P.ONE_EACH or all(D.CARDS[c]["category"] != kind for c in v["nobles"][noble]["cards"])


def own_grants_before_summoning(v, seat):
    """The Chancery cards a sitting summoned now would give ``seat``'s own nobles with the vote
    passing (BR-19.2 attendance, BR-19.3 the first cards of the pile, BR-19.4 votes)."""
    attending = P.present(v)
    cards = v["chancery"][:min(len(attending), len(v["chancery"]))]
    mine = [n for n in attending if v["nobles"][n]["seat"] == seat]
    given, out = [], []
    for cid in cards:
        for n in mine:
            if eligible_for(v, n, cid, given) and grant_passes(v, seat, n, cid, attending):
                given.append(n)
                out.append((cid, n))
                break
    return out


# --- a move's effect on the stacks (BR-6.1, BR-6.7, BR-9.1) ---------------------------------------
class Moves:
    """Reads what a ``move`` action does to the stacks of ``seat`` without applying it."""

    def __init__(self, v, seat):
        self.v, self.seat = v, seat
        self.mine = {loc: nobles for loc, (owner, nobles) in S.stacks(v).items() if owner == seat}
        self.royals = {}
        for r in S.controls(v, seat):
            self.royals.setdefault(S.royal_loc(v, r), []).append(r)
        self.free = free_royals(v)
        self._from = {}

    def _origin(self, loc, noble):
        key = (loc, noble)
        got = self._from.get(key)
        if got is None:
            here = self.mine.get(loc, [])
            going = [noble] if noble else [n for n in here if n not in self.v["moved"]]
            stay = [n for n in here if n not in going]
            r_here = self.royals.get(loc, [])
            # the heirs Beaufort and Tudor go with their nobles (BR-1.6); the royal counters
            # only with the last nobles to leave (BR-6.1, BR-9.1)
            carried = [r for r in r_here if D.HEIR_NOBLE.get(r) in going or (not stay and r not in D.HEIR_NOBLE)]
            left = [r for r in r_here if r not in carried]
            got = self._from[key] = (here, going, stay, r_here, carried, left)
        return got

    def stacks(self, action):
        """(before, after): the stacks the move changes, each as (location, nobles, royals); a
        free royal where the stack arrives becomes its (BR-6.7); a stack of ours there is joined."""
        w = action.split(" ")
        loc, dest = w[1], w[2]
        here, going, stay, r_here, carried, left = self._origin(loc, w[3] if len(w) == 4 else None)
        there = self.mine.get(dest, [])
        r_there = self.royals.get(dest, [])
        before = [(loc, here, r_here)] + ([(dest, there, r_there)] if there else [])
        after = ([(loc, stay, left)] if stay else []) + [(dest, there + going, r_there + carried + self.free.get(dest, []))]
        return before, after


def near_places(loc, v):
    """BR-8.1: the places a stack at ``loc`` could besiege (one cell at most, not across water)."""
    return M.near_places(loc, M.water_of(v))


def card_troops(cid):
    """BR-12.2, BR-18.1: the troops a card brings when played (a ship carries, it adds none)."""
    c = D.CARDS[cid]
    return 0 if c["category"] == "ship" else c["troops"]


class StackValues:
    """A player's value of one of its stacks, memoised per decision: the player's own
    ``_stack_value(loc, nobles, royals)`` asked once for each stack a move could leave."""

    def stack_value(self, loc, nobles, royals):
        if not nobles:
            return 0.0
        key = (loc, tuple(nobles), tuple(royals))
        got = self._val.get(key)
        if got is None:
            got = self._val[key] = self._stack_value(loc, nobles, royals)
        return got


def best_move(board, legal, ties, eps):
    """BR-6: the move that raises the value of the seat's stacks (``board.stack_value``) most by
    more than ``eps``, else the end of movement."""
    reader = Moves(board.v, board.seat)
    best, best_gain = "end move", eps
    for a in legal:
        if not a.startswith("move "):
            continue
        before, after = reader.stacks(a)
        gain = (sum(board.stack_value(*s) for s in after) - sum(board.stack_value(*s) for s in before)
                + ties.jitter())
        if gain > best_gain:
            best, best_gain = a, gain
    return best
