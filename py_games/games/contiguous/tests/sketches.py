"""Contiguous's impossible sketches, each with words of the rules' reason for refusing it:
tests/test_sketch.py checks them, and draws the first, with every game's."""

from __future__ import annotations

from typing import Any

IMPOSSIBLE: list[tuple[dict[str, Any], str]] = [
    ({"pieces": {"a1": "1"}, "fields": {"to_move": "1", "last": "a1"}},
     "it is player 2's turn"),
    ({"pieces": {"a1": "1"}, "fields": {"to_move": "2", "last": "-"}},
     "last cell filled is missing"),
    ({"pieces": {"a1": "2"}, "fields": {"to_move": "2", "last": "a1"}},
     "player 1 has 0 cells"),
]  # fmt: skip
