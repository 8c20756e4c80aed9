"""Browser tests: the page in headless Chromium (the shell, embeds, lessons; games/ per game)."""
