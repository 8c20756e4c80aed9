"""The one option that scales the engine tests: ROSARIUM_TEST_GAMES, how many seeded random
games a property test plays (default 100; tools/ci/test.sh runs 200, the Pyodide runner 30).

Each suite takes its share with ``scaled`` (a long Bella Rosarum game counts for fifty short
ones), so one number sets the length of the whole run. Read here only.
"""

import os

GAMES = max(1, int(os.environ.get("ROSARIUM_TEST_GAMES", "100")))


def scaled(fraction, minimum=1, maximum=None):
    """``fraction`` of GAMES, at least ``minimum`` and at most ``maximum`` (for properties cheaper
    or dearer than a game)."""
    n = max(minimum, int(GAMES * fraction))
    return n if maximum is None else min(maximum, n)
