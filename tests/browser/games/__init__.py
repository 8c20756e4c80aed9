"""Each game's own browser tests, one folder per web/games/<game>/."""
