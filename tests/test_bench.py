"""Every benchmark script still starts: its imports hold as the code they measure moves.

The benchmarks are never run by the tests (they are slow and their timings noisy); each script
is loaded here as its command loads it, in a process of its own, without running its ``main``,
so that a name it imports from the package or from ``tools/`` that is gone fails here rather
than when someone next runs it (``bench/README.md`` lists their commands).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(
    [*ROOT.glob("bench/*.py"), *ROOT.glob("py_games/games/*/bench/*.py")],
    key=lambda p: p.as_posix(),
)
LOAD = """
import runpy, sys
script = sys.argv[1]
sys.path[:0] = [str(__import__("pathlib").Path(script).parent), "."]
runpy.run_path(script, run_name="loaded")
"""


def test_there_are_benchmarks() -> None:
    assert len(SCRIPTS) > 5, SCRIPTS


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_benchmark_script_loads(script: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", LOAD, script.relative_to(ROOT).as_posix()],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
