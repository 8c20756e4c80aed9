"""Rosarium rules engine: pure-Python game rules for the page (through Pyodide), the AI and tests.

The public entry point is :mod:`engine.api`; each game lives in :mod:`engine.games`.
"""

__version__ = "0.1.0"

# Modules a developer runs (python -m engine.arena, engine.bench, engine.golden) and the page
# never imports: the pip package keeps them; the engine compiled for the page leaves them out
# (tools/build/make_stdlib.mjs), and so does the standard library cut made from what it imports.
DEVELOPER_MODULES = ("arena", "bench", "golden")

# What the engine compiled for the page leaves out: the developer's modules, and play by links in
# a group of three or more (web/REMOTE.md, "Playing in a group"), which the page does not offer
# yet. The pip package keeps them all.
PAGE_LEAVES_OUT = tuple(f"engine/{n}.py" for n in DEVELOPER_MODULES) + (
    "engine/remote/group.py", "engine/remote/group_deal.py", "engine/games/*/group.py")


def left_out_of_page(path):
    """Whether the engine compiled for the page leaves out the wheel's file ``path``."""
    from fnmatch import fnmatchcase
    return any(fnmatchcase(path, p) for p in PAGE_LEAVES_OUT)
