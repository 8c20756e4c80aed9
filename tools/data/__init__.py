"""Authoring of the engine's and the page's data files from seeds/ (each run by hand; the outputs are committed)."""
