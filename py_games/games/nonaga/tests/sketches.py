"""Nonaga's impossible sketches, each with words of the rules' reason for refusing it:
tests/test_sketch.py checks them, and draws the first, with every game's."""

from __future__ import annotations

from typing import Any

IMPOSSIBLE: list[tuple[dict[str, Any], str]] = [
    ({"pieces": {"0,0": "ring"}},
     "the table has 1 ring; Nonaga has 19"),
]  # fmt: skip
