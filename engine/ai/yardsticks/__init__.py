"""Outside-style yardsticks (issue #13): fixed opponents that know the game, for the arena.

``LEVELS = {name: callable(state, seed, time_ms) -> action}``; ``engine.ai.choose`` dispatches
these names here. Each decides from ``view(state, seat)`` of the deciding seat only, so two
states that differ only in what that seat cannot see give the same action.

- The Rose King (2p and 4p teams; rk_search): ``ab4h``, ``ab5h`` (alpha-beta, score difference
  + 30 per hero card, draws not searched), ``exp3h`` (expectimax over the unseen draws).
- Long Live the Queen (lq_expert): ``lqexpert``, a rule-based player of the obvious good decisions.

They are not levels for people; rk_eval holds a stronger Rose King evaluation prototype.
"""

from ...errors import UnknownGame
from . import lq_expert, rk_search

ROSE_KING, LLTQ = "rose-king", "long-live-the-queen"


def _for_game(game, fn, name):
    def choose(state, seed=None, time_ms=None):
        if not isinstance(state, dict) or state.get("game") != game:
            got = state.get("game") if isinstance(state, dict) else None
            raise UnknownGame(f"the yardstick {name!r} plays {game!r}, not {got!r}")
        return fn(state, seed, time_ms)
    choose.__name__ = name
    return choose


_GAMES = {
    "ab4h": (ROSE_KING, rk_search.level(4)),
    "ab5h": (ROSE_KING, rk_search.level(5)),
    "exp3h": (ROSE_KING, rk_search.level(3, chance=True)),
    "lqexpert": (LLTQ, lq_expert.choose),
}
LEVELS = {name: _for_game(game, fn, name) for name, (game, fn) in _GAMES.items()}
