"""What the generic tests ask of Tonga's search and proofs, read through the registry:
each name below is one test's cases for this game (a name left out: no case here)."""

from typing import Any

PROOFS: list[tuple[dict[str, Any], int, int]] = [({}, 2, 2)]
"""tests/test_puzzles.py: options, steps back from the end of a seeded game, and the depth to
which a proof there must agree with a plain full-tree search."""

MINED: tuple[dict[str, Any], int] = ({}, 2)
"""tests/test_puzzles.py: options and the depth at which every mined puzzle must have exactly
one winning step."""
