"""Engine tests with no game of their own: shared modules and contract suites over every game."""
