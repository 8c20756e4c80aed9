"""Rosarium rules engine: pure-Python game rules for the page (through Pyodide), the AI and tests.

The public entry point is :mod:`engine.api`; each game lives in :mod:`engine.games`.
"""

__version__ = "0.1.0"

# Modules a developer runs (python -m engine.arena, engine.bench, engine.golden) and the page
# never imports: the pip package keeps them; the engine compiled for the page leaves them out
# (tools/build/make_stdlib.mjs), and so does the standard library cut made from what it imports.
DEVELOPER_MODULES = ("arena", "bench", "golden")
