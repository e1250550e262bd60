"""A game the project has never seen is added as docs/tutorials/add-a-game.md says — its folder
(tests/toy/gomoku/, Gomoku on 7×7) and its line in the registry, nothing else — and the
conformance, scene and bridge suites take it up and pass on it, unchanged. A game of pieces
that move and take, with none of the optional parts (tests/toy/breakthrough/), passes every
test of the suite that names it, the browser's left to tests/e2e/test_new_game_site.py, which
builds, lists and plays both."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from toy.project import BREAKTHROUGH, with_game

SUITES = ["tests/test_conformance.py", "tests/test_scene.py", "tests/test_bridge.py"]


# How many of the suite's tests name a game with no optional part (46 when it was written):
# every test over all games, and none of the optional parts' own.
WHOLE_SUITE = 40


def pytest_in(project: Path, *arguments: str) -> str:
    """Run pytest in the copy ``project`` (its py_games first, before the one installed from
    this checkout) with ``arguments``, verbosely; what it printed, once it has passed."""
    env = {**os.environ, "PYTHONPATH": str(project)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *arguments, "-v", "-p", "no:randomly"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report[-4000:]
    return report


def passed(report: str, game_id: str) -> list[str]:
    """The lines of a verbose report of the tests that passed on ``game_id``."""
    return [line for line in report.splitlines() if game_id in line and "PASSED" in line]


def test_the_suites_over_every_game_take_up_a_new_one(tmp_path: Path) -> None:
    project = with_game(tmp_path / "project")
    report = pytest_in(project, *SUITES, "-x")
    assert len(passed(report, "gomoku")) >= 5, f"the suites did not run on it:\n{report[-2000:]}"


def test_the_whole_suite_passes_on_a_game_with_only_its_rules_and_board(tmp_path: Path) -> None:
    project = with_game(tmp_path / "project", BREAKTHROUGH)
    report = pytest_in(project, "tests", "py_games", "--ignore=tests/e2e", "-k", "breakthrough")
    ran = passed(report, "breakthrough")
    assert len(ran) >= WHOLE_SUITE, f"{len(ran)} tests ran on it:\n{report[-3000:]}"
