"""No shared file names a game: outside the per-game folders and the registries, no
code file of the engine, the page, the build or the tools names a game's id, package, names,
position prefix, variant ids, state fields or rule ids.

The forbidden words come from both registries: the engine's (engine/games/__init__.py, through
test_contract._game_words: ids, names, prefixes, variants, the fields of real states, views,
record entries and outcomes) and the page's (web/games/index.js: each registered component's
``id`` and ``prefix``, which must also be the engine's). The per-game folders are found from the
registries too, so a new game's folders are allowed without editing this file.

Checked: *.py, *.js, *.mjs, *.html, *.css, *.sh under engine/, web/, tools/ and build.py. Docs
(*.md) may name games as examples. Allowed besides the per-game folders (ALLOWED, with reasons).
Skipped where the repository's page sources are not present (the engine suite inside Pyodide).
"""

import re
import sys
from pathlib import Path

import pytest

from engine.ai.registry import PLAYERS
from engine.games import GAMES, PACKAGES
from tests.engine.test_contract import RULE_ID, _game_words

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
    "tools/br_make_cards.py": "Bella Rosarum's card data generator (writes its data files)",
    "tools/br_make_map.py": "Bella Rosarum's map data generator (writes its data files)",
    "tools/br_map_preview.py": "a preview of Bella Rosarum's map data",
    "tools/generators/br_sources.py": "Bella Rosarum's Sources screen data, made from seeds/ by build.py",
    "tools/br_fit/gen.py": "Bella Rosarum's fitted evaluation: training games (tools/br_fit/README.md)",
    "tools/br_fit/fit.py": "Bella Rosarum's fitted evaluation: the fit of its weights (tools/br_fit/README.md)",
    "tools/br_fit/pair.py": "Bella Rosarum's paired arena comparison (tools/br_fit/README.md)",
    "tools/br_odds.py": "Bella Rosarum's battle odds table (seeds/bella-rosarum/README.md)",
    "tools/br_lesson_boards.py": "Bella Rosarum's lesson positions, made with the engine (web/games/bella-rosarum/lesson.boards.js)",
    "tools/lq_diag.py": "Long Live the Queen's diagnosis of hard's games against its expert (engine/ai/long_live_the_queen/README.md)",
    "tools/lq_fit_leaf.py": "Long Live the Queen's leaf calibration check and fit (engine/ai/long_live_the_queen/README.md)",
    "tools/lq_setup_sim.py": "Long Live the Queen's set-ups compared in simulated games (engine/ai/long_live_the_queen/setup.py, BOOK)",
    "tools/smoke_dist.py": "the dist checks play one game and open its lesson, as a test does",
    "tools/measure_ai.py": "measures one game's computer in the page through its New game dialog",
    "tools/measure_startup.py": "times start-up to the first legal moves of one game, as README's figures",
}


def web_components():
    """{folder: (id, prefix)} of every component web/games/index.js registers (build.web_games)."""
    sys.path.insert(0, str(ROOT))
    try:
        import build  # noqa: PLC0415
    finally:
        sys.path.pop(0)
    return {g["folder"]: (g["id"], g["prefix"]) for g in build.web_games()}


def game_folders():
    """Where a game's own files live: its engine package, its AI package, its table component."""
    ai_packages = {Path(p.__file__).parent.name for p in PLAYERS.values()}
    return ([f"engine/games/{p}/" for p in PACKAGES] + [f"engine/ai/{p}/" for p in ai_packages]
            + [f"web/games/{d}/" for d in web_components()])


def shared_files():
    for top in SCANNED:
        path = ROOT / top
        for p in ([path] if path.is_file() else sorted(path.rglob("*"))):
            if p.suffix in SUFFIXES and p.is_file() and not SKIP_DIRS & set(p.relative_to(ROOT).parts):
                yield p.relative_to(ROOT).as_posix()


def forbidden():
    """(names and ids in any case, quoted prefixes, variants and fields as written): a field is
    a word of the code, so "players" is a game's field but the label "Players" is not."""
    words = set(_game_words())
    for game_id, prefix in web_components().values():
        words |= {re.escape(game_id), f"[\"']{re.escape(prefix)}[\"' ]"}
    quoted = {w for w in words if w.startswith("[\"']")}
    return (re.compile("|".join(sorted(words - quoted)), re.IGNORECASE),
            re.compile("|".join(sorted(quoted))), RULE_ID)


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
def test_the_page_registers_the_engine_games_with_their_prefixes():
    """web/games/index.js lists the engine's games, in the engine's order, with its prefixes."""
    web = list(web_components().values())
    engine = [(g, m.INFO.position_prefix) for g, m in GAMES.items()]
    assert web == engine


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
