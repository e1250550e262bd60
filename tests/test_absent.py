"""Files of the package brought when first needed (py_games/absent.py), as the site ships it:
a copy of the package with a module and a data file taken out, and a source that puts them
back, counting what it is asked. Each runs in a Python of its own (the package's modules
must be imported afresh from the copy)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from py_games.parts import PUZZLES
from py_games.registry import PARTS

PACKAGE = Path(__file__).resolve().parents[1] / "py_games"
GAME = next(game_id for game_id, parts in PARTS.items() if parts.has(PUZZLES))
SET = f"{PARTS[GAME].package.replace('.', '/')}/{PUZZLES}"
TAKEN = ("py_games/review/__init__.py", SET)
LEFT_OUT = "py_games/review/command.py"  # as the site leaves it out: the folder is not there

RUN = """
import json, shutil, sys
from pathlib import Path

here, away = Path(sys.argv[1]), Path(sys.argv[2])
asked = []

class Source:
    def holds(self, path):
        return (away / path).is_file()

    def bring(self, path):
        asked.append(path)
        (here / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(away / path, here / path)
        return True

from py_games import absent, bridge
if sys.argv[3] == "served":
    absent.served_by(Source())
catalog = json.loads(bridge.handle('{"fn": "catalog"}'))
has = {game["id"]: game["has"]["puzzles"] for game in catalog["games"]}
game = sys.argv[4]
line = {"game": game, "moves": [], "iterations": 4}
answers = [
    json.loads(bridge.handle(json.dumps(request)))
    for request in (
        {"fn": "review", **line}, {"fn": "review", **line},
        {"fn": "puzzles", "game": game}, {"fn": "puzzle", "puzzle": f"{game}/1"},
    )
]
print(json.dumps({"asked": asked, "has": has, "answers": answers}))
"""


def run(tmp_path: Path, served: bool) -> dict[str, object]:
    here, away = tmp_path / "site-packages", tmp_path / "away"
    shutil.copytree(
        PACKAGE, here / "py_games", ignore=shutil.ignore_patterns("tests", "__pycache__")
    )
    for path in TAKEN:
        (away / path).parent.mkdir(parents=True, exist_ok=True)
        (here / path).rename(away / path)
    (here / LEFT_OUT).unlink()
    (here / LEFT_OUT).parent.rmdir()
    done = subprocess.run(
        [sys.executable, "-c", RUN, str(here), str(away), "served" if served else "alone", GAME],
        cwd=here, capture_output=True, text=True, check=True,
        env={"PYTHONPATH": str(here), "PYTHONDONTWRITEBYTECODE": "1"},
    )  # fmt: skip
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_an_absent_module_and_file_are_asked_for_once_then_work(tmp_path: Path) -> None:
    found = run(tmp_path, served=True)
    # The catalog knows which games have puzzles without bringing the set taken out.
    assert found["has"] == {game_id: parts.has(PUZZLES) for game_id, parts in PARTS.items()}
    assert found["asked"] == ["py_games/review/__init__.py", SET]
    answers = found["answers"]
    assert isinstance(answers, list)
    assert all("error" not in answer for answer in answers), answers
    assert answers[2]["puzzles"][0]["id"] == f"{GAME}/1"


def test_without_a_source_an_absent_module_is_an_error_not_a_crash(tmp_path: Path) -> None:
    found = run(tmp_path, served=False)
    answers = found["answers"]
    assert isinstance(answers, list)
    assert answers[0]["error"]["type"] == "InternalError"
    assert "cannot import name 'review'" in answers[0]["error"]["message"]
    assert found["has"][GAME] is False  # no puzzles here, none to be had
    assert answers[2]["error"]["type"] == "UnknownGameError"
