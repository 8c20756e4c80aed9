"""The browser tests' console guard fails a test whose engine imported a module outside the
page's cut of the standard library: the worker's warning is the one the guard looks for."""

from pathlib import Path

from tests.browser.conftest import STDLIB_MISS, ConsoleGuard

ROOT = Path(__file__).resolve().parents[2]


class Message:
    def __init__(self, type_, text):
        self.type, self.text = type_, text


def test_the_worker_says_what_the_guard_looks_for():
    worker = (ROOT / "web" / "worker.mjs").read_text(encoding="utf-8")
    assert STDLIB_MISS in worker


def test_a_standard_library_miss_fails_the_test_a_plain_warning_does_not():
    g = ConsoleGuard()
    g._console(Message("warning", "rosarium: service worker not registered"))
    assert g.errors == []
    g._console(Message("warning", f"rosarium: the module difflib {STDLIB_MISS}; loading all of it"))
    assert len(g.errors) == 1 and "difflib" in g.errors[0]
