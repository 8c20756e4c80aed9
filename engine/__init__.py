"""Rosarium rules engine: pure-Python game rules for the page (through Pyodide), the AI and tests.

The public entry point is :mod:`engine.api`; each game lives in :mod:`engine.games`.
"""

__version__ = "0.1.0"
