"""The Rose King's table, lesson and words in the page."""
