"""The checkout's pytest setup shared across folders: the browser tests' fixtures and hooks
(tests/e2e/plugin.py) serve the tests under tests/e2e and each game's own browser tests
(py_games/games/<id>/tests/test_e2e_*.py)."""

from __future__ import annotations

import pytest

E2E_PLUGIN = "tests.e2e.plugin"
# Its asserts are rewritten wherever it is first imported (tests/e2e/conftest.py, loaded
# before the hook below when tests/e2e is on the command line, re-exports its helpers).
pytest.register_assert_rewrite(E2E_PLUGIN)


def pytest_configure(config: pytest.Config) -> None:
    # Registered here rather than by ``pytest_plugins``: pytest-playwright adds its own
    # ``base_url`` fixture once the initial conftests are loaded, and of two fixtures of one
    # name the later plugin's wins; the plugin's ``base_url`` (the served site) must be it.
    config.pluginmanager.import_plugin(E2E_PLUGIN)


# The docs' example test stands alone, with its own settings, as a reader runs it:
# tests/e2e/test_docs_site.py runs it that way, against the built site.
collect_ignore = ["docs/examples"]
