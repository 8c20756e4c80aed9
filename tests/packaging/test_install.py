"""The engine as a Python package: pip installs it from the repository into a fresh virtual
environment, where a game runs through engine.api; build.py's wheel is the build backend's own.

Needs CPython with venv and pip (not Pyodide: tests/pyodide runs only tests/engine and tests/games). pip gets the
build backend from .cache/backend/ (build.py fetched and hash-checked it), so no network is used.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

# pip without the index: the pinned flit_core from build.py's cache serves the isolated build.
PIP_OFFLINE = ["--no-index", "--find-links", str(build.BACKEND_CACHE), "--disable-pip-version-check",
               "--no-cache-dir"]

# Plays the 2-player Rose King from a dealt start to its end through the public API only, and
# reports where the package came from (a venv's site-packages, not this checkout).
PLAY = r"""
import json, engine, engine.api as api
state = api.new_game("rose-king", 5)
moves = 0
while api.outcome(state) is None:
    legal = api.legal_actions(state)
    assert legal, "no legal action in an unfinished game"
    state = api.apply(state, legal[moves * 7 % len(legal)])
    moves += 1
lq = api.new_game("long-live-the-queen", 3)
print(json.dumps({"file": engine.__file__, "moves": moves, "outcome": api.outcome(state),
                  "lltq_first": api.legal_actions(lq)[:1]}))
"""


@pytest.fixture(scope="module")
def venv(tmp_path_factory) -> Path:
    assert build.backend_wheel(), "no build backend wheel in .cache/backend/ (python build.py, network)"
    env_dir = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", str(env_dir)], check=True)
    return env_dir


def _bin(venv: Path, name: str) -> str:
    return str(venv / ("Scripts" if os.name == "nt" else "bin") / name)


def _run(cmd: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess:
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env={**os.environ, **env})
    assert r.returncode == 0, f"{' '.join(cmd)} failed:\n{r.stdout[-2000:]}\n{r.stderr[-3000:]}"
    return r


def test_pip_install_then_play_through_engine_api(venv, tmp_path):
    _run([_bin(venv, "python"), "-m", "pip", "install", *PIP_OFFLINE, str(ROOT)], cwd=tmp_path)
    # run outside the checkout so `import engine` can only find the installed package
    out = json.loads(_run([_bin(venv, "python"), "-c", PLAY], cwd=tmp_path).stdout)
    assert Path(out["file"]).is_relative_to(venv), out["file"]
    assert out["moves"] > 20 and out["outcome"] is not None, out  # RK-8: the game ended
    assert out["lltq_first"], out
    meta = _run([_bin(venv, "python"), "-c",
                 "import importlib.metadata as m; d = m.distribution('rosarium-engine');"
                 "print(d.version); print(d.metadata['License-Expression']);"
                 "print(sorted({f.parts[0] for f in d.files if not f.parts[0].endswith('.dist-info')}))"],
                cwd=tmp_path).stdout.split("\n")
    assert meta[:3] == ["0.1.0", "MIT", "['engine']"], meta


def test_build_py_wheel_is_the_backends_wheel(venv, tmp_path):
    ours = build.build_wheel(tmp_path / "ours")
    _run([_bin(venv, "python"), "-m", "pip", "wheel", "--no-deps", *PIP_OFFLINE, "-w",
          str(tmp_path / "pip"), str(ROOT)], cwd=tmp_path, SOURCE_DATE_EPOCH=build.SOURCE_DATE_EPOCH)
    theirs = tmp_path / "pip" / ours.name
    assert theirs.exists(), list((tmp_path / "pip").iterdir())
    with zipfile.ZipFile(ours) as a, zipfile.ZipFile(theirs) as b:
        assert a.namelist() == b.namelist()
        assert [a.read(n) for n in a.namelist()] == [b.read(n) for n in b.namelist()]
    assert ours.read_bytes() == theirs.read_bytes()


def test_wheel_holds_exactly_engine_with_its_data_files(tmp_path, venv):
    """A game's data (JSON, Markdown) anywhere under engine/ goes into the wheel and is installed,
    checked on a copy of the sources with stand-in data files (no game is added to the repo)."""
    src = tmp_path / "src"
    shutil.copytree(ROOT / "engine", src / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "PACKAGE.md", "LICENSE"):
        shutil.copy(ROOT / name, src / name)
    data = src / "engine" / "games" / "stand_in_game" / "data"
    data.mkdir(parents=True)
    (data / "map.json").write_text('{"areas": ["north", "south"]}')
    (data.parent / "NOTES.md").write_text("# notes\n")
    (src / "engine" / "__pycache__").mkdir(exist_ok=True)
    (src / "engine" / "__pycache__" / "api.cpython-311.pyc").write_bytes(b"\0")
    (src / "tests").mkdir()
    (src / "tests" / "test_x.py").write_text("")

    wheel = build.build_wheel(tmp_path / "out", source=src)
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        record = zf.read(next(n for n in names if n.endswith(".dist-info/RECORD"))).decode()
    expected = sorted(p.relative_to(src).as_posix() for p in (src / "engine").rglob("*")
                      if p.is_file() and "__pycache__" not in p.parts)
    assert sorted(n for n in names if n.startswith("engine/")) == expected
    assert all(n.startswith("engine/") or ".dist-info/" in n for n in names), names
    assert "engine/games/stand_in_game/data/map.json" in record
    assert "engine/games/stand_in_game/NOTES.md" in names

    target = tmp_path / "site"
    _run([_bin(venv, "python"), "-m", "pip", "install", *PIP_OFFLINE, "--target", str(target),
          str(wheel)], cwd=tmp_path)
    installed = target / "engine" / "games" / "stand_in_game" / "data" / "map.json"
    assert json.loads(installed.read_text()) == {"areas": ["north", "south"]}
