"""The project's tools, by kind: build/ (what build.py runs), ci/ (the test run), data/ (data files from seeds/), lab/ (measurements, experiments, yardsticks)."""
