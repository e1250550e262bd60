"""Too's impossible sketches, each with words of the rules' reason for refusing it:
tests/test_sketch.py checks them, and draws the first, with every game's."""

from __future__ import annotations

from typing import Any

IMPOSSIBLE: list[tuple[dict[str, Any], str]] = [
    ({"pieces": {"a1": "b"}, "fields": {"to_move": "0"}},
     "it is player 1's turn"),
]  # fmt: skip
