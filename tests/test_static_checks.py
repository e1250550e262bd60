"""The checks pyproject.toml configures run with the tests, so CI enforces them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    "command",
    [
        ["ruff", "check", "."],
        ["ruff", "format", "--check", "."],
        ["mypy"],  # strict on py_games and the build (sitebuild/, build.py): pyproject.toml
    ],
    ids=["ruff-check", "ruff-format", "mypy-strict"],
)
def test_static_check_passes(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_pages_workflow_tests_with_the_readme_command_then_publishes_dist() -> None:
    """The workflow can't run here; what it runs is checked against what CI runs."""
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    test_command = next(line for line in ci.splitlines() if "-m pytest" in line)
    assert test_command in readme, ".ci/run runs the README's test command"
    assert "run: bash .ci/run" in workflow
    # .ci/run installs from Debian's packages as root (firefox-esr is not packaged by Ubuntu).
    assert "container: debian:" in workflow
    assert (
        workflow.index("bash .ci/run") < workflow.index("build.py") < workflow.index("deploy-pages")
    )
    assert "path: dist" in workflow
