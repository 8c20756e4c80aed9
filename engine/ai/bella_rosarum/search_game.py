"""Bella Rosarum behind the shared search's fast-state protocol (engine.ai.search): the
``hard`` and ``max`` levels.

The fast state is the rules' own JSON state (engine/games/bella_rosarum), one determinisation
of the deciding seat's view (sampler.py); ``apply`` plays the rules in place. A full game runs
to some 300 plies, so the search plans the turn being played (its horizon: the next seat's
event phase, or the end of the game) and scores the position it leaves:

- Actions: every legal action but ``concede`` (so the search weighs Parliament, BR-19, and
  declaring cards in an announced battle, BR-20.3, against their alternatives), except in the
  move phase, where a stack may have hundreds of destinations (BR-6): there the ``width``
  moves medium scores highest and ``end move`` (progressive widening by medium's ranking), and
  one move per decision: after it the search ends the move phase (the next move is searched
  from the next decision), so medium's costly ranking runs once per decision. The search
  levels leave the move phase to medium itself (``medium`` setting, __init__.py).
- Chance: the event card and the crown card an action draws (BR-5, BR-7.3, BR-8, BR-12.1) are
  the outcome key, drawn from the sample's own decks.
- Playout: the rule-based ``medium`` policy (players.py) to the horizon (it summons Parliament
  and declares cards when it judges them good).
- Rewards: the evaluation's share of the win per seat (evaluate.py) at the horizon, which
  weighs the stacks other seats could attack next; exact when the game ended. The win chance
  reported (``analyse``) is the same share at a calmer temperature (``chance_temp``), the
  royals at half their worth.
- Priors: 1 for medium's own choice, else a falling share by medium's ranking.
"""

from ...games.bella_rosarum import rules
from ...games.bella_rosarum.state import copy_state, nobles_at
from .evaluate import scores, shares
from .players import Rand, Situation, medium, score_move, score_stay

CHANCE_ROYALS = 0.5   # the royals' weight in the reported win chance (evaluate.shares)
CACHE = 4096   # ranked move lists kept per search (a bound on memory)
TURN = "search_turn"   # the sample's mark of the turn being decided (sampler.py)


def turn_of(s):
    """(round, seat whose turn it is): the defender answering an attack acts in the attacker's
    turn (BR-20.3)."""
    a = s["attack"]
    return s["round"], (a["by"] if a is not None else s["to_move"])


def mark(view):
    """The sample's mark of the decision: its turn and the nobles moved so far (BR-6.1)."""
    return turn_of(view) + (len(view["moved"]),)


def beyond(s):
    """Has the decided turn ended (or the game)? The search's horizon."""
    return s["phase"] == "over" or (s["phase"] == "event" and turn_of(s) != s[TURN][:2])


def ranked_moves(s, seat, legal):
    """[(score, action)] of the move actions of ``legal`` by medium's scores (BR-6), best first;
    a move must beat staying put, as in medium."""
    sit = Situation(s, seat)
    stay = {}
    scored = []
    for a in legal:
        if a.startswith("move "):
            loc = a.split(" ")[1]
            if loc not in stay:
                stay[loc] = score_stay(sit, loc, nobles_at(s, loc, seat))
            scored.append((score_move(sit, a) - stay[loc], a))
    scored.sort(key=lambda t: -t[0])
    return scored


class Game:
    """The search protocol on Bella Rosarum's JSON states, with one level's settings."""

    copy = staticmethod(copy_state)

    def __init__(self, cfg):
        self.width = cfg["search_width"]
        self.plies = cfg["playout_plies"]
        self.temp = cfg["temp"]
        self.chance_temp = cfg["chance_temp"]
        self.danger = cfg["danger"]
        self._moves = {}

    def ranked(self, s):
        """medium's ranking of the moves of the seat to move, memoised on the board."""
        key = rules._board_key(s, s["to_move"])
        out = self._moves.get(key)
        if out is None:
            if len(self._moves) >= CACHE:
                self._moves.clear()
            out = self._moves[key] = ranked_moves(s, s["to_move"], rules.move_actions(s, s["to_move"]))
        return out

    def legal(self, s):
        if beyond(s):
            return []
        if s["phase"] == "move":
            if len(s["moved"]) > s[TURN][2]:   # one move a decision: the next is decided anew
                return ["end move"]
            return [a for _, a in self.ranked(s)[:self.width]] + ["end move"]
        return [a for a in rules.legal_actions(s) if a != "concede"]   # BR-13.3 never helps

    @staticmethod
    def current(s):
        return s["to_move"]

    @staticmethod
    def apply(s, a):
        new, chance, _ = rules.apply_events(s, a)
        s.clear()
        s.update(new)
        return tuple(sorted(chance.items())) if chance else None

    @staticmethod
    def team(s, seat):
        return seat

    def rewards(self, s):
        """The search's rewards (sharp: small gains matter), and the win chance the Hint reports
        (calmer: a point of evaluation is not a won game)."""
        return shares(s, self.temp, self.danger), shares(s, self.chance_temp, self.danger, CHANCE_ROYALS)

    def policy(self, s, x):
        """The playout's action for the seat to move: medium's (its moves from the memoised
        ranking, the best if it beats staying put; medium summons Parliament, BR-19, and
        declares cards, BR-20.3, when it judges them good). Returns (action, x)."""
        phase = s["phase"]
        if phase == "move" and len(s["moved"]) > s[TURN][2]:
            return "end move", x
        if phase == "move":
            top = self.ranked(s)
            return (top[0][1] if top and top[0][0] > 0.5 else "end move"), x
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            return legal[0], x
        rand = Rand(x)
        a = medium(s, s["to_move"], [a for a in legal if a != "concede"], rand)
        return a, rand.x

    def playout(self, s, x):
        """The policy's play to the end of the decided turn (at most ``plies`` actions)."""
        for _ in range(self.plies):
            if beyond(s):
                break
            a, x = self.policy(s, x)
            self.apply(s, a)
        return x

    def priors(self, s, actions, seat, root):
        """1 for the policy's choice; the others by their place in medium's ranking of moves
        (or ½ outside the move phase)."""
        pick, _ = self.policy(s, 1)   # a fixed stream: medium's noise only breaks ties
        if s["phase"] == "move":
            return [1.0 if a == pick else 0.5 / (1 + k) for k, a in enumerate(actions)]
        return [1.0 if a == pick else 0.5 for a in actions]

    def evaluate(self, s, seat):
        sc = scores(s, self.danger)
        return sc[seat] - max(v for i, v in enumerate(sc) if i != seat)

    plain = evaluate

    @staticmethod
    def quick(s):
        return None
