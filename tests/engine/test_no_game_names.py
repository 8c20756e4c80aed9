"""No shared file names a game: outside the per-game folders and the registries, no
code file of the engine, the page, the build or the tools names a game's id, package, names,
position prefix, variant ids, state fields, action words, ui_state fields or rule ids.

The forbidden words come from the engine's registry (engine/games/__init__.py), by playing each
game: test_contract._game_words gives ids, names, prefixes, variants and the fields of real
states, views, record entries and outcomes; ``vocabulary`` adds the first word of every legal
action met (quoted: ``"concede"``, ``"hero "``) and every ``ui_state`` field beyond the
protocol's common part (quoted, or read as ``ui.<field>``). The page's table components live in
web/games/<id>/ (web/games/index.js joins them to the engine's games), so the per-game folders
come from the registries too and a new game's folders are allowed without editing this file.

Checked: *.py, *.js, *.mjs, *.html, *.css, *.sh under engine/, web/, tools/ and build.py. Docs
(*.md) may name games as examples. Allowed besides the per-game folders (ALLOWED, with reasons).
Skipped where the repository's page sources are not present (the engine suite inside Pyodide).
"""

import functools
import re
import sys
from pathlib import Path

import pytest

from engine import api
from engine.ai.registry import PLAYERS
from engine.games import GAMES, PACKAGES
from tests.engine.test_contract import RULE_ID, _game_words, _played, _seats

ROOT = Path(__file__).resolve().parents[2]
WEB_REGISTRY = "web/games/index.js"
SUFFIXES = {".py", ".js", ".mjs", ".html", ".css", ".sh"}
SCANNED = ("engine", "web", "tools", "build.py")
SKIP_DIRS = {"node_modules", "__pycache__", ".cache"}

# Shared files that may name games, each with its reason (keep this short).
ALLOWED = {
    "engine/games/__init__.py": "the engine's registry of games",
    "engine/ai/registry.py": "the registry of computer players",
    WEB_REGISTRY: "the page's registry of table components",
    "tools/data/br_make_cards.py": "Bella Rosarum's card data generator (writes its data files)",
    "tools/data/br_make_map.py": "Bella Rosarum's map data generator (writes its data files)",
    "tools/lab/br_map_preview.py": "a preview of Bella Rosarum's map data",
    "tools/build/generators/br_sources.py": "Bella Rosarum's Sources screen data, made from seeds/ by build.py",
    "tools/data/level_fingerprint.py": "the fixed games that prove a refactor kept every level's moves (docs/ai-figures.md)",
    "tools/lab/br_odds.py": "Bella Rosarum's battle odds table (seeds/bella-rosarum/README.md)",
    "tools/lab/br_shape.py": "Bella Rosarum's self-play shape report (win shares, endings, rounds, royals held)",
    "tools/lab/br_royal_safety.py": "how often Bella Rosarum's Hint leaves a held royal takeable (engine/ai/bella_rosarum/README.md)",
    "tools/data/br_lesson_boards.py": "Bella Rosarum's lesson positions, made with the engine (web/games/bella-rosarum/lesson.boards.js)",
    "tools/lab/lq_diag.py": "Long Live the Queen's diagnosis of hard's games against its expert (engine/ai/long_live_the_queen/README.md)",
    "tools/lab/lq_fit_leaf.py": "Long Live the Queen's leaf calibration check and fit (engine/ai/long_live_the_queen/README.md)",
    "tools/lab/lq_setup_sim.py": "Long Live the Queen's set-ups compared in simulated games (engine/ai/long_live_the_queen/setup.py, BOOK)",
    "tools/ci/smoke_dist.py": "the dist checks play one game and open its lesson, as a test does",
    "tools/lab/measure_ai.py": "measures one game's computer in the page through its New game dialog",
    "tools/lab/measure_turns.py": "times Bella Rosarum's computer turns in the page at each speed",
    "tools/lab/br_game_shots.py": "screenshots of a whole Bella Rosarum game against three computers",
    "tools/lab/yardstick_arena.py": "the outside-style yardsticks as arena levels; Bella Rosarum's order of play among them",
    "tools/lab/yardsticks/br_common.py": "what Bella Rosarum's outside-style yardsticks read of a view (tools/lab/yardsticks/README.md)",
    "tools/lab/yardsticks/br_greedy.py": "an outside-style Bella Rosarum player, written from the rules digest",
    "tools/lab/yardsticks/br_cautious.py": "an outside-style Bella Rosarum player, written from the rules digest",
    "tools/lab/yardsticks/lq_prestige.py": "an outside-style Long Live the Queen player, written from the rules digest",
    "tools/lab/yardsticks/lq_guard.py": "an outside-style Long Live the Queen player, written from the rules digest",
    "tools/lab/measure_group.py": "the cost of Bella Rosarum by links among several seats, per seat and turn (web/REMOTE.md)",
    "tools/lab/measure_group_page.py": "the same cost in the page, three browsers playing Bella Rosarum by links (web/REMOTE.md)",
    "tools/lab/group_shots.py": "screenshots of a game of Bella Rosarum by links in a group, in three browsers",
    "tools/lab/measure_startup.py": "times start-up to the first legal moves of one game, as docs/measurements.md's figures",
}


# What the shell reads of ui_state (web/PROTOCOL.md, "Table components"); "variant" is the protocol's.
COMMON_UI = {"game", "seats", "current_player", "legal", "outcome", "position", "viewer", "variant"}


@functools.lru_cache(maxsize=None)
def vocabulary():
    """(action words, ui_state fields) of every registered game, from played games: the first
    word of each legal action, and the ui_state fields beyond COMMON_UI, for the whole table and
    for each seat."""
    words, fields = set(), set()
    for game in GAMES:
        for _, states in _played(game)[:3]:
            for s in states[:: max(1, len(states) // 40)] + [states[-1]]:
                words |= {a.split()[0] for a in api.legal_actions(s)}
                fields |= set(api.ui_state(s))
                for seat in _seats(s):
                    fields |= set(api.ui_state(s, seat))
    return ({w for w in words if re.fullmatch(r"[a-z][a-z_-]*", w)}, fields - COMMON_UI)


def game_folders():
    """Where a game's own files live: its engine package, its AI package, its table component."""
    ai_packages = {Path(p.__file__).parent.name for p in PLAYERS.values()}
    return ([f"engine/games/{p}/" for p in PACKAGES] + [f"engine/ai/{p}/" for p in ai_packages]
            + [f"web/games/{g}/" for g in GAMES])


def shared_files():
    for top in SCANNED:
        path = ROOT / top
        for p in ([path] if path.is_file() else sorted(path.rglob("*"))):
            if p.suffix in SUFFIXES and p.is_file() and not SKIP_DIRS & set(p.relative_to(ROOT).parts):
                yield p.relative_to(ROOT).as_posix()


# Words a game uses that shared code also uses for something of its own, each with its reason
# (keep this short): they are not taken as a game's action word or ui_state field.
SHARED_WORDS = {
    "done": "the move list marks the moves played as done (its CSS class)",
    "move": "each step of an embedded board's scripted line is {move, caption, ...}",
    "score": "the embed parameter that shows a table's own count; the arena's score rate",
}


def forbidden():
    """(names and ids in any case, quoted prefixes, variants, fields and action words as written,
    ui_state fields used as keys): a field is a word of the code, so "players" is a game's field
    but the label "Players" is not. An action word is caught quoted alone (``"concede"``) or
    opening an action (``"hero "``, ``f"move {…}"``), not opening a sentence (``"skip the …"``)."""
    words = set(_game_words())
    actions, ui_fields = (sorted(map(re.escape, v - set(SHARED_WORDS))) for v in vocabulary())
    quote = "[\"'`]"
    words |= {f"{quote}{w}(?:{quote}| (?![a-z]))" for w in actions}
    quoted = {w for w in words if w.startswith("[\"'")}
    field = "(?:" + "|".join(ui_fields) + ")"
    keys = re.compile(rf"\bui\.{field}\b|\[{quote}{field}{quote}\]|\.get\({quote}{field}{quote}"
                      rf"|{quote}{field}{quote}\s*:")
    return (re.compile("|".join(sorted(words - quoted)), re.IGNORECASE),
            re.compile("|".join(sorted(quoted))), keys, RULE_ID)


def violations(files, patterns, read=lambda name: (ROOT / name).read_text(encoding="utf-8")):
    folders = tuple(game_folders())
    return [f"{name}:{n + 1}: {line.strip()[:160]}"
            for name in files if name not in ALLOWED and not name.startswith(folders)
            for n, line in enumerate(read(name).splitlines())
            if any(p.search(line) for p in patterns)]


# the page's sources are not copied into Pyodide; on CPython a checkout without them fails
needs_sources = pytest.mark.skipif(sys.platform == "emscripten",
                                   reason="the page's sources are not here (engine suite in Pyodide)")


@needs_sources
def test_the_page_has_a_table_component_for_every_engine_game():
    """web/games/index.js imports web/games/<id>/index.js for each of the engine's games (it
    takes their ids, prefixes and variants from the engine: build.py's games/info.js)."""
    registry = (ROOT / WEB_REGISTRY).read_text(encoding="utf-8")
    for game in GAMES:
        assert (ROOT / "web" / "games" / game / "index.js").is_file(), game
        assert f'from "./{game}/index.js";' in registry, game


@needs_sources
def test_no_shared_file_names_a_game():
    files = list(shared_files())
    assert "web/shell/app.js" in files and "engine/api.py" in files and "build.py" in files
    found = violations(files, forbidden())
    assert not found, "shared files must learn about games from the registries:\n" + "\n".join(found)


@needs_sources
def test_a_planted_game_name_is_found():
    """The check is not blind: a game's id, name, prefix, field or rule id planted in a shared
    file is reported, and the same line in a game's own folder is not."""
    game, mod = next(iter(GAMES.items()))
    plants = [f'const g = "{game}";', f"// {mod.INFO.names['en']} only",
              f'const p = "{mod.INFO.position_prefix} 1";', "// see rule XY-4.2"]
    quote = "[\"']"
    fields = sorted(w[len(quote):-len(quote)] for w in _game_words()
                    if w.startswith(quote) and w.endswith(quote) and re.fullmatch(r"\w+", w[len(quote):-len(quote)]))
    variants = {v.id for m in GAMES.values() for v in m.INFO.variants}
    fields = [f for f in fields if f not in variants]   # a state field, not a variant id
    plants.append(f'ui["{fields[0]}"]')
    folder = game_folders()[-1]
    patterns = forbidden()
    for line in plants:
        text = {"web/shell/app.js": line, f"{folder}x.js": line}
        assert violations(list(text), patterns, text.get) == [f"web/shell/app.js:1: {line}"], line


@needs_sources
def test_the_vocabulary_comes_from_playing_every_game():
    """Each game adds action words and ui_state fields of its own, learnt from the engine."""
    actions, fields = vocabulary()
    for game in GAMES:
        _, states = _played(game)[0]
        own_words = {a.split()[0] for s in states for a in api.legal_actions(s)}
        assert actions & own_words, game
        assert fields & set(api.ui_state(states[0])), game
    assert not fields & COMMON_UI


@needs_sources
@pytest.mark.parametrize("shared", ["web/core/computer.js", "web/embed/widget.js", "web/engine-client.mjs",
                                    "web/worker.mjs", "engine/api.py", "engine/ai/search.py"])
def test_a_planted_action_word_or_ui_field_is_found(shared):
    """An action word or a game's ui_state field planted in shared code (the page's shell, the
    embed widget, the engine client and worker, the engine's shared modules) is reported; the
    same lines in a game's own folder are not, and the protocol's common ui_state part is not."""
    actions, fields = (sorted(v - set(SHARED_WORDS)) for v in vocabulary())
    folder = game_folders()[-1]
    patterns = forbidden()
    plants = [*(f'legal.filter((a) => a !== "{w}")' for w in actions),
              *(f"if a.startswith('{w} '):" for w in actions),
              *(f"const x = `{w} ${{where}}`;" for w in actions),
              *(f"const x = ui.{f};" for f in fields),
              *(f'return u["{f}"]' for f in fields),
              *(f"n = state.get('{f}', 0)" for f in fields),
              *(f'out = {{"{f}": 1}}' for f in fields)]
    assert "concede" in actions and fields
    for line in plants:
        text = {shared: line, f"{folder}x.js": line}
        assert violations(list(text), patterns, text.get) == [f"{shared}:1: {line}"], line
    harmless = [f"const x = ui.{f};" for f in sorted(COMMON_UI)]
    harmless += ["// a concession is never played at random", 'help="skip the memory snapshot"']
    for line in harmless:
        assert violations([shared], patterns, {shared: line}.get) == [], line
