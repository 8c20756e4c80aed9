"""Long Live the Queen's standing, read from a state: the common supply of prestige tokens, who
has won by prestige, who has lost by the Princess, and which pending steps wait for a seat's
decision. The state's validation (state.py) and the step machine (resolution.py) both read it.
"""

from .tiles import COLOURS, PER_COLOUR, SEATS, UP, WIN_EACH

# LQ-11.3: the pending steps that wait for their seat's action
DECISIONS = ("pick", "steal", "return", "give", "reveal", "swap")


def supply(state):
    """LQ-6.1: tokens of each colour still in the common supply."""
    return [PER_COLOUR - state["prestige"][0][c] - state["prestige"][1][c] for c in range(len(COLOURS))]


def winner_by_prestige(state):
    """LQ-8.2: the seat holding at least 3 of every colour, or None."""
    for s in range(SEATS):
        if all(n >= WIN_EACH for n in state["prestige"][s]):
            return s
    return None


def loser_by_princess(state):
    """LQ-8.1: the seat whose Princess lies face down, or None."""
    for s in range(SEATS):
        line, faces = state["lines"][s], state["faces"][s]
        if line is not None:
            i = line.index("Princess")
            if faces[i] != UP:
                return s
    return None
