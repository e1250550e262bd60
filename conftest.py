"""The checkout's pytest setup shared across folders: the browser tests' fixtures and hooks
(tests/e2e/plugin.py) serve the tests under tests/e2e and each game's own browser tests
(py_games/games/<id>/tests/test_e2e_*.py). pytest allows ``pytest_plugins`` only here, in
the root conftest."""

pytest_plugins = ["tests.e2e.plugin"]
