"""Bella Rosarum's table, map, part 2, sources and lesson in the page."""
