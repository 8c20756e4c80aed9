"""Rosarium's tests (a package, so that each game's folder may hold its own test_rules.py)."""
