"""Shared pytest setup: the --update-golden switch and Hypothesis profiles."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

# CI gets more examples than a quick local run; both are deterministic in what they check.
settings.register_profile("ci", max_examples=300, deadline=None)
settings.register_profile("dev", max_examples=80, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="rewrite tests/golden/*.txt from the current rules instead of comparing",
    )
