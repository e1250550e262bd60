"""Tomoe's own benchmarks: scripts run by hand
(``python -m py_games.games.tomoe.bench.designs``), never collected as tests, left out of the
wheel."""
