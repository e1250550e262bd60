"""A copy of this project with one more game, added as docs/tutorials/add-a-game.md says: its
package in ``py_games/games/`` and its name in ``py_games/registry.py``, nothing else. The tests
build and test that copy to show that a new game needs nothing more (tests/test_new_game.py,
tests/e2e/test_new_game_site.py)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOMOKU = Path(__file__).with_name("gomoku")
BREAKTHROUGH = Path(__file__).with_name("breakthrough")
COPIED = ["py_games", "web", "tools", "tests", "docs", "bench", ".ci", ".github", "build.py",
          "sitebuild", "conftest.py", "pyproject.toml", "README.md", "mkdocs.yml", "package.json",
          "package-lock.json", "tsconfig.json", "tsconfig.worker.json"]  # fmt: skip
"""What the copy holds (those of them this project has): everything its tests read, so that
its whole suite runs there (the type check of web/, the CI workflow's commands)."""


def with_game(dest: Path, *packages: Path) -> Path:
    """A copy of the project in ``dest`` with the games ``packages`` (folders that each declare
    their ``PARTS``; Gomoku where none is given) added; ``web/`` is copied unchanged
    (node_modules is linked, not copied)."""
    ignore = shutil.ignore_patterns("__pycache__", ".*", "*.egg-info")
    for item in COPIED:
        source = ROOT / item
        if not source.exists():
            continue
        if source.is_dir():
            shutil.copytree(source, dest / item, ignore=ignore)
        else:
            shutil.copy2(source, dest / item)
    (dest / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    registry = dest / "py_games" / "registry.py"
    for package in packages or (GOMOKU,):
        shutil.copytree(package, dest / "py_games" / "games" / package.name, ignore=ignore)
        _register(registry, package.name)
    return dest


def _register(registry: Path, name: str) -> None:
    """The registry's one import and one line in ``LISTED`` for the game package ``name``."""
    text = registry.read_text(encoding="utf-8")
    imports = re.search(r"^from \.games import ([\w, ]+)$", text, re.MULTILINE)
    assert imports, "the registry imports no game"
    names = ", ".join(sorted([*imports.group(1).split(", "), name]))  # as ruff sorts them
    text = text[: imports.start(1)] + names + text[imports.end(1) :]
    listed = re.search(r"^LISTED\b.*= \(\n(?:    \w+\.PARTS,\n)+", text, re.MULTILINE)
    assert listed, "the registry no longer lists one game's parts a line in LISTED"
    text = text[: listed.end()] + f"    {name}.PARTS,\n" + text[listed.end() :]
    registry.write_text(text, encoding="utf-8")
