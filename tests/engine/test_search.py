"""The shared tree search (engine.ai.search) on a toy game of one decision, whose third action is
legal only in some determinisations: child opening, PUCT shares, and the selection rule of each
mode. The games' own tests (test_ai_*.py) cover the search through their adapters."""


from engine.ai import search
from engine.ai.random import next_u64

PAYOFF = {0: 0.2, 1: 0.5, 2: 0.9}   # what each action is worth to the seat that takes it


class Toy:
    """One decision by seat 0; action 2 is legal only when the determinisation says so."""

    @staticmethod
    def copy(s):
        return dict(s)

    @staticmethod
    def legal(s):
        if s["done"]:
            return []
        return [0, 1, 2] if s["wide"] else [0, 1]

    @staticmethod
    def current(s):
        return 0

    @staticmethod
    def apply(s, a):
        s["done"], s["took"] = True, a
        return None

    @staticmethod
    def team(s, seat):
        return seat

    @staticmethod
    def rewards(s):
        r = PAYOFF[s["took"]]
        return [r, 1.0 - r], [r, 1.0 - r]

    @staticmethod
    def playout(s, x):
        return x

    @staticmethod
    def priors(s, actions, seat, root):
        return [PAYOFF[a] for a in actions]


class Sampler:
    """Determinisations: action 2 is legal in every ``every``-th one (the first is narrow)."""

    def __init__(self, every):
        self.every, self.k = every, 0

    def sample(self, x):
        self.k += 1
        x, _ = next_u64(x)
        return {"done": False, "took": None, "wide": self.k % self.every == 0}, x


def test_progressive_bias_tries_every_child_once_best_prior_first():
    params = search.Params(iterations=2, pb=1.0, early=False)
    root, _ = search.search(Toy, Sampler(every=1), params, 7)
    # two iterations, three actions: the two best priors got the first visits
    assert {a for a, ch in root.children.items() if ch.n} == {2, 1}


def test_an_action_legal_in_some_determinisations_only_is_found():
    params = search.Params(iterations=200, pb=1.0, early=False)
    root, _ = search.search(Toy, Sampler(every=3), params, 11)
    assert 2 in root.children and root.children[2].n > 0
    # visited only in the wide determinisations (a third of them)
    assert root.children[2].n <= 200 // 3
