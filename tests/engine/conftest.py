"""The engine tests' shared set-up: where results computed once per run are kept (tests/once.py)."""

import os

import pytest

from tests import once


@pytest.fixture(scope="session", autouse=True)
def _results_shared_by_the_runs_processes(tmp_path_factory):
    # each xdist worker's base folder lies in the run's own folder, which they all share
    if os.environ.get("PYTEST_XDIST_WORKER"):
        once.ROOT = tmp_path_factory.getbasetemp().parent
    yield
