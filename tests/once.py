"""A costly test result worked out once per test run, whatever the number of test processes: the
first process to ask computes it and leaves it in the run's shared temporary folder (pytest keeps
the last few runs' folders and removes older ones); the others (pytest-xdist workers of the same
run) read it there. In a single process it is simply computed. The result must be a pure
function of the code and its name, as a seeded game is."""

import os
import pickle

ROOT = None  # the run's folder shared by its processes (tests/engine/conftest.py sets it)


def once_per_run(name, make):
    """``make()``, computed by one process of this test run and shared with the others."""
    if ROOT is None or not os.environ.get("PYTEST_XDIST_WORKER"):
        return make()
    import fcntl  # (only where xdist runs the tests: Linux here)

    path = ROOT / f"{name}.pickle"
    with open(ROOT / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the other processes wait while one computes
        if path.exists():
            return pickle.loads(path.read_bytes())
        value = make()
        tmp = ROOT / f"{name}.tmp"
        tmp.write_bytes(pickle.dumps(value))
        tmp.replace(path)
        return value
