"""Bella Rosarum's Sources screen, made from seeds/ when the site is built (build.py).

The table's Sources dialog (web/games/bella-rosarum/sources.js) shows where the edition comes
from: the three data layers with how many values of the data files carry each (`src` tags,
seeds/bella-rosarum/README.md) and every decision Rosarium took — the **Decision** passages of
the rules digest (seeds/bella-rosarum.md, with their rule ids) and the numbered map decisions of
the data README. They are read here, never copied by hand, and written as the ES module
dist/games/bella-rosarum/sources.data.js, which the dialog imports when it opens.

    python tools/build/generators/br_sources.py            # prints the module's JSON
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DIGEST = ROOT / "seeds" / "bella-rosarum.md"
DATA = ROOT / "seeds" / "bella-rosarum"
DATA_FILES = ("places.json", "map.json", "cards.json", "events.json")
LAYERS = ("seed", "history", "design")
MODULE = "games/bella-rosarum/sources.data.js"  # inside dist/

BULLET_RE = re.compile(r"^- \*\*(BR-[\d.]+)\*\*\s*")
NUMBERED_RE = re.compile(r"^(\d+)\. ")
MARK_RE = re.compile(r"\*\*Decision\b")


def plain(text: str) -> str:
    """Markdown emphasis, code and links as plain words (the page shows text, never HTML)."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w*])\*([^*]+)\*(?![\w*])", r"\1", text)
    text = text.replace("`", "")
    return re.sub(r"\s+", " ", text).strip()


def _blocks(lines, start_re):
    """Items of a markdown list: a line matching ``start_re`` and its indented continuation."""
    items, cur = [], None
    for line in lines:
        m = start_re.match(line)
        if m:
            cur = [m, [line[m.end():]]]
            items.append(cur)
        elif cur is not None and line.startswith("  ") and line.strip():
            cur[1].append(line.strip())
        else:
            cur = None
    return [(m, " ".join(parts)) for m, parts in items]


def rule_decisions(text: str) -> list[dict]:
    """Every rule of the digest that states a decision: its id and the words from the mark on
    (the whole rule where the mark stands in parentheses)."""
    out = []
    for m, body in _blocks(text.splitlines(), BULLET_RE):
        mark = MARK_RE.search(body)
        if mark:
            # a decision said in parentheses needs the sentence around it: the whole rule
            inside = body[:mark.start()].endswith("(")
            out.append({"rule": m.group(1), "text": plain(body if inside else body[mark.start():])})
    return out


def map_decisions(text: str) -> list[dict]:
    """The numbered list under the README's "Decisions (map)" heading."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("### Decisions (map)"))
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("#")), len(lines))
    return [{"n": int(m.group(1)), "text": plain(body)} for m, body in _blocks(lines[start + 1:end], NUMBERED_RE)]


def count_layers(node, counts: dict) -> dict:
    """How many values of the data carry each layer (every ``src`` object, at any depth)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "src" and isinstance(value, dict):
                for layer in value.values():
                    if layer in counts:
                        counts[layer] += 1
            else:
                count_layers(value, counts)
    elif isinstance(node, list):
        for value in node:
            count_layers(value, counts)
    return counts


def sources() -> dict:
    counts = {layer: 0 for layer in LAYERS}
    for name in DATA_FILES:
        count_layers(json.loads((DATA / name).read_text(encoding="utf-8")), counts)
    return {
        "digest": "seeds/bella-rosarum.md",
        "data": "seeds/bella-rosarum/README.md",
        "layers": counts,
        "rules": rule_decisions(DIGEST.read_text(encoding="utf-8")),
        "map": map_decisions((DATA / "README.md").read_text(encoding="utf-8")),
    }


def write(dest: Path) -> Path:
    """Writes the module into the site tree ``dest`` (dist/ or its staging copy)."""
    out = dest / MODULE
    out.parent.mkdir(parents=True, exist_ok=True)
    body = json.dumps(sources(), ensure_ascii=False, indent=1)
    out.write_text("// Made by tools/build/generators/br_sources.py from seeds/ when the site is built: do not edit.\n"
                   f"export const SOURCES = {body};\n", encoding="utf-8")
    return out


if __name__ == "__main__":
    json.dump(sources(), sys.stdout, ensure_ascii=False, indent=1)
    print()
