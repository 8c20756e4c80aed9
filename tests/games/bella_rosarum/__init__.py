"""Bella Rosarum's engine tests: map, rules, part 2, golden games, lessons, AI."""
