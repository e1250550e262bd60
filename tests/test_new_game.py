"""A game the project has never seen is added as docs/adding-a-game.md says — its module
(tests/toy/gomoku.py, Gomoku on 7×7) and its name in the registry, nothing else — and the
conformance, scene and bridge suites take it up and pass on it, unchanged. (The site builds,
lists and plays it: tests/e2e/test_new_game_site.py.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from toy.project import with_game

SUITES = ["tests/test_conformance.py", "tests/test_scene.py", "tests/test_bridge.py"]


def test_the_suites_over_every_game_take_up_a_new_one(tmp_path: Path) -> None:
    project = with_game(tmp_path / "project")
    # The copy's py_games first, before the one installed from this checkout.
    env = {**os.environ, "PYTHONPATH": str(project)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *SUITES, "-v", "-p", "no:randomly", "-x"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report[-4000:]
    ran = [line for line in report.splitlines() if "gomoku" in line and "PASSED" in line]
    assert len(ran) >= 5, f"the suites did not run on the new game:\n{report[-2000:]}"
