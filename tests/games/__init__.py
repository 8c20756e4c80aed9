"""Each game's own engine tests, one folder per engine/games/<game>/."""
