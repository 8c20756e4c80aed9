"""Build-time generators: each module's write(dest) -> Path makes a game's page files from seeds/ (build.py runs them all)."""
