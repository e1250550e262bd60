"""A copy of this project with one more game, added as docs/adding-a-game.md says: its module
in ``py_games/games/`` and its name in ``py_games/registry.py``, nothing else. The tests build
and test that copy to show that a new game needs nothing more (tests/test_new_game.py,
tests/e2e/test_new_game_site.py)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOMOKU = Path(__file__).with_name("gomoku.py")
COPIED = ["py_games", "web", "tools", "tests", "build.py", "sitebuild", "pyproject.toml",
          "README.md", "package.json", "package-lock.json"]  # fmt: skip


def with_game(dest: Path, module: Path = GOMOKU, name: str = "Gomoku") -> Path:
    """A copy of the project in ``dest`` with the game class ``name`` of ``module`` added;
    ``web/`` is copied unchanged (node_modules is linked, not copied)."""
    ignore = shutil.ignore_patterns("__pycache__", ".*", "*.egg-info")
    for item in COPIED:
        source = ROOT / item
        if source.is_dir():
            shutil.copytree(source, dest / item, ignore=ignore)
        else:
            shutil.copy2(source, dest / item)
    (dest / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    shutil.copy2(module, dest / "py_games" / "games" / module.name)
    registry = dest / "py_games" / "registry.py"
    text = registry.read_text(encoding="utf-8")
    imports = list(re.finditer(r"^from \.games\.\w+ import \w+\n", text, re.MULTILINE))
    assert imports, "the registry imports no game"
    line = f"from .games.{module.stem} import {name}\n"
    text = text[: imports[-1].end()] + line + text[imports[-1].end() :]
    listed = re.search(r"^LISTED\b.*= \(\n(?:    \w+,\n)+", text, re.MULTILINE)
    assert listed, "the registry no longer lists one game a line in LISTED"
    text = text[: listed.end()] + f"    {name},\n" + text[listed.end() :]
    registry.write_text(text, encoding="utf-8")
    return dest
