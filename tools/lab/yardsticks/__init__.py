"""Outside-style yardstick players: fixed opponents written apart from our computer levels, to
measure them against play that is not our own.

A yardstick here is what a programmer outside the project could write with only the public rules
engine: it reads the rules text (seeds/*.md), asks ``engine.api`` and the game's rules modules
(engine/games/<game>/) for a seat's view, its legal actions and the data tables, and decides by
its own rules of thumb. It never imports engine/ai/ (our levels) nor a tool that does, so no idea
of our levels leaks into it, and it sees only the deciding seat's view (hidden cards as "?").

These modules are tools, not part of the game: dist/ is built from engine/ and web/ only, so no
player ever meets them. A runner makes them levels of ``engine.arena`` for a run without editing
engine/ai/ (tools/lab/yardstick_arena.py); tools/lab/yardsticks/README.md says what each plays and how
its figures were measured.

Each player is a module with ``choose(state, seed, time_ms) -> action``: deterministic for a
seed (tie-breaks drawn from ``engine.rng`` seeded by it), a few milliseconds a decision.
"""
