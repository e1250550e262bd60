"""Tomoe's impossible sketches, each with words of the rules' reason for refusing it:
tests/test_sketch.py checks them, and draws the first, with every game's."""

from __future__ import annotations

from typing import Any

IMPOSSIBLE: list[tuple[dict[str, Any], str]] = [
    ({"pieces": {"1": "W2.1"}},
     "space 1 points down and cannot hold W2"),
    ({"pieces": {}, "fields": {"step": "2"}},
     "step 2 cannot come with 0 tiles"),
]  # fmt: skip
