"""placeholder"""
def choose(state, seed=None, time_ms=None):
    raise NotImplementedError
