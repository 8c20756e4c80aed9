"""Measurements, experiments and outside yardsticks: run by hand, never part of the build or of dist/."""
