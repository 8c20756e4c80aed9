"""The games' fixed table data for boards drawn without the rules engine, made when the site is built.

A static embedded board that carries its `ui_state` (data-ui, web/embed/widget.js) is drawn by
the game's table component alone: no Pyodide is fetched. A table that also needs the game's
fixed data (`engine.api.board_data(game)`: a map, its places and cards; web/PROTOCOL.md) gets it
from this file instead of the engine. It is written from the engine itself at build time, for
every registered game whose `board_data` is not None, so it never drifts from the engine's.
It is JSON, gzip-compressed (a fifth of the bytes; the widget inflates it with the browser's
DecompressionStream), as the plain static servers boards are served from compress nothing:

    dist/embed/board-data.json.gz    {"<game id>": {...}, ...}

    python tools/build/generators/board_data.py     # prints the games and the size of their data
"""
from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DATA_FILE = "embed/board-data.json.gz"  # inside dist/, next to the widget that reads it


def board_data() -> dict:
    """{game id: board_data} of every registered game that has fixed data."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from engine import api  # noqa: PLC0415

    out = {}
    for game in api.games():
        data = api.board_data(game["id"])
        if data is not None:
            out[game["id"]] = data
    return out


def write(dest: Path) -> Path:
    """Writes the file into the site tree ``dest`` (dist/ or its staging copy); the same data
    gives the same bytes (no time stamp in the gzip header)."""
    out = dest / DATA_FILE
    out.parent.mkdir(parents=True, exist_ok=True)
    body = json.dumps(board_data(), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    out.write_bytes(gzip.compress(body.encode("utf-8"), compresslevel=9, mtime=0))
    return out


if __name__ == "__main__":
    for game, data in board_data().items():
        print(game, len(json.dumps(data, separators=(",", ":"))), "characters")
