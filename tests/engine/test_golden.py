"""Golden playthroughs (seeds/golden/) are regenerated and diffed: any change to rules, notation,
dealing or the generator shows as a readable diff. Regenerate deliberately with
``python -m engine.golden --write`` and review the diff.
"""

import difflib
import json
import os

import pytest

from engine import api, golden

STORED = golden.HERE


@pytest.mark.parametrize("name, text", sorted(golden.render_all().items()))
def test_golden_file_unchanged(name, text):
    path = os.path.join(STORED, name)
    with open(path, encoding="utf-8") as fh:
        stored = fh.read()
    if stored != text:
        diff = "".join(list(difflib.unified_diff(stored.splitlines(True), text.splitlines(True),
                                                 "stored/" + name, "regenerated/" + name))[:80])
        pytest.fail(f"golden file {name} differs from a fresh playthrough:\n{diff}")


@pytest.mark.parametrize("stem", [g[0] for g in golden.GAMES])
def test_golden_record_replays_to_its_result(stem):
    """RK-13: the stored record replays, chance outcomes checked, to the stored result."""
    with open(os.path.join(STORED, stem + ".record.json"), encoding="utf-8") as fh:
        record = json.load(fh)
    states = api.replay(record)
    assert len(states) == len(record["actions"]) + 1
    assert api.outcome(states[-1]) == record["result"]
    assert record["result"] is not None


def test_golden_set_covers_the_chance_and_special_moves():
    """The golden set exercises RK-6.2 reshuffles, RK-7 hero plays and RK-4.2 passes."""
    texts = "".join(t for n, t in golden.render_all().items() if n.endswith(".txt"))
    assert "reshuffled" in texts
    assert "action: hero " in texts
    assert "action: pass" in texts
