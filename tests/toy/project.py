"""A copy of this project with one more game, added as docs/adding-a-game.md says: its package
in ``py_games/games/`` and its name in ``py_games/registry.py``, nothing else. The tests build
and test that copy to show that a new game needs nothing more (tests/test_new_game.py,
tests/e2e/test_new_game_site.py)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOMOKU = Path(__file__).with_name("gomoku")
COPIED = ["py_games", "web", "tools", "tests", "build.py", "sitebuild", "pyproject.toml",
          "README.md", "package.json", "package-lock.json"]  # fmt: skip


def with_game(dest: Path, package: Path = GOMOKU) -> Path:
    """A copy of the project in ``dest`` with the game ``package`` (a folder that declares its
    ``PARTS``) added; ``web/`` is copied unchanged (node_modules is linked, not copied)."""
    ignore = shutil.ignore_patterns("__pycache__", ".*", "*.egg-info")
    for item in COPIED:
        source = ROOT / item
        if source.is_dir():
            shutil.copytree(source, dest / item, ignore=ignore)
        else:
            shutil.copy2(source, dest / item)
    (dest / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    shutil.copytree(package, dest / "py_games" / "games" / package.name, ignore=ignore)
    registry = dest / "py_games" / "registry.py"
    text = registry.read_text(encoding="utf-8")
    imports = re.search(r"^from \.games import ([\w, ]+)$", text, re.MULTILINE)
    assert imports, "the registry imports no game"
    text = text[: imports.end()] + f", {package.name}" + text[imports.end() :]
    listed = re.search(r"^LISTED\b.*= \(\n(?:    \w+\.PARTS,\n)+", text, re.MULTILINE)
    assert listed, "the registry no longer lists one game's parts a line in LISTED"
    text = text[: listed.end()] + f"    {package.name}.PARTS,\n" + text[listed.end() :]
    registry.write_text(text, encoding="utf-8")
    return dest
