"""Long Live the Queen's table, tiles and lesson in the page."""
