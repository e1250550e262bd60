"""The site's py_games in pieces (sitebuild/split.py): every file of the package has one place
(the wheel every page downloads first, one part fetched when first needed, or left out), and
the wheel's files alone show and play every game. The built site's wheel and parts are checked
against the same table in tests/e2e/test_loading.py, and in Pyodide by the build itself
(tools/pyodide_parts.mjs)."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
from pathlib import Path

from sitebuild import split

ROOT = Path(__file__).resolve().parents[1]


def package_files() -> list[str]:
    """The package's files as pip's wheel holds them (pyproject.toml leaves a game's tests,
    benchmarks and data out), by their path as installed."""
    found = []
    for file in sorted((ROOT / "py_games").rglob("*")):
        name = file.relative_to(ROOT).as_posix()
        parts = name.split("/")
        if not file.is_file() or "__pycache__" in parts:
            continue
        if parts[1] == "games" and len(parts) > 4 and parts[3] in {"tests", "bench", "data"}:
            continue
        found.append(name)
    return found


def test_every_file_of_the_package_has_one_place_and_every_rule_places_some() -> None:
    places = {name: split.place(name) for name in package_files()}  # two places: BuildError
    for part, globs in split.PARTS.items():
        for glob in globs:
            assert any(split.matches(name, [glob]) for name in places), f"{part}: {glob}"
    for glob in split.LEFT_OUT:
        assert any(split.matches(name, [glob]) for name in places), glob
    # What the site needs of each part is in it.
    assert places["py_games/review/__init__.py"] == "review"
    assert places["py_games/review/command.py"] is None  # the command line's alone
    assert places["py_games/lessons/lesson.py"] == "lessons"
    assert places["py_games/editing.py"] == "editor"
    # A game's learned table alone in its part: a hint in one game fetches no other's.
    for part in split.PER_GAME:
        assert all(glob.startswith("py_games/games/*/") for glob in split.PARTS[part])
    learned = [(n, w) for n, w in places.items() if n.endswith("/learned.bin")]
    assert len(learned) > 1
    for name, where in learned:
        assert where == f"learned-{name.split('/')[2]}"
        assert split.part_of(where) == "learned"
    assert places["py_games/bridge/__init__.py"] == split.WHEEL
    assert not [
        name for name, where in places.items() if name.endswith(".md") and where is not None
    ]
    # A package whose __init__.py is in a part has no file in the wheel: its folder would
    # otherwise be there without it, and Python would import it as an empty namespace package
    # instead of asking for the part (py_games/absent.py asks only for what is not found).
    for name, where in places.items():
        if name.endswith("/__init__.py") and where not in (split.WHEEL, None):
            folder = name.removesuffix("__init__.py")
            wheel = [n for n, w in places.items() if n.startswith(folder) and w == split.WHEEL]
            assert not wheel, f"{name} is in the part {where}, {wheel} in the wheel"


PLAY = """
import json, sys
from py_games import GAMES, bridge, get_game

def ask(request):
    return json.loads(bridge.handle(json.dumps(request)))

answers = [ask({"fn": "catalog"})]
for game_id in GAMES:
    game = get_game(game_id)
    first = str(game.legal_moves(game.initial_state())[0])
    answers.append(ask({"fn": "view", "game": game_id, "moves": [], "board": True}))
    answers.append(ask({"fn": "play", "game": game_id, "moves": [], "step": first}))
    answers.append(ask({"fn": "think", "game": game_id, "moves": [first], "budget_ms": 20}))
    answers.append(ask({"fn": "record", "game": game_id, "moves": [first]}))
lesson = ask({"fn": "lesson", "game": next(iter(GAMES))})
print(json.dumps({"errors": [a for a in answers if "error" in a], "lesson": lesson}))
"""


def test_the_wheels_files_alone_show_and_play_every_game(tmp_path: Path) -> None:
    for name in package_files():
        if split.place(name) == split.WHEEL:
            (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(ROOT / name, tmp_path / name)
    done = subprocess.run(
        [sys.executable, "-c", PLAY],
        cwd=tmp_path, capture_output=True, text=True, check=True,
        env={"PYTHONPATH": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"},
    )  # fmt: skip
    found = json.loads(done.stdout)
    assert found["errors"] == []
    # A lesson is not there: its part is (no source given here, so it stays absent).
    assert found["lesson"]["error"]["type"] == "InternalError"


def _imported_at_load(path: Path, name: str) -> set[str]:
    """The py_games modules that `path` (the module `name`) imports when it is loaded: at its
    top level, not inside a function nor under ``if TYPE_CHECKING``."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        for inner in ast.walk(node) if not isinstance(node, ast.FunctionDef | ast.ClassDef) else ():
            if isinstance(inner, ast.Import):
                found |= {a.name for a in inner.names if a.name.startswith("py_games")}
            elif isinstance(inner, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - inner.level + 1]
                where = ".".join(base + ([inner.module] if inner.module else []))
                if inner.level == 0:
                    where = inner.module or ""
                if where.startswith("py_games"):
                    found.add(where)
                    found |= {f"{where}.{a.name}" for a in inner.names}
    return found


def test_what_the_site_ships_imports_only_what_it_ships() -> None:
    # A module in the wheel or a part that imports a module left out of the site at load
    # would fail in the page the first time it is loaded (a part's bench or a page's request).
    placed = {name: split.place(name) for name in package_files()}
    modules = {}
    for name in placed:
        if name.endswith(".py"):
            dotted = name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
            modules[dotted] = name
    missing = []
    for dotted, name in modules.items():
        if placed[name] is None:
            continue
        for target in _imported_at_load(ROOT / name, dotted):
            file = modules.get(target)
            if file is not None and placed[file] is None:
                missing.append(f"{name} imports {target}, which the site leaves out")
    assert not missing, "\n".join(missing)
