"""What the generic tests ask of Too's search and proofs, read through the registry:
each name below is one test's cases for this game (a name left out: no case here)."""

from typing import Any

# A stone on the smallest board.
DECIDING: tuple[dict[str, Any], int] = ({"size": 2}, 2)
"""tests/test_ai.py: options, and the plies within which the search must find the step that
decides the game in a seeded random game."""

PROOFS: list[tuple[dict[str, Any], int, int]] = [({"size": 3}, 4, 4), ({"size": 2}, 6, 6)]
"""tests/test_puzzles.py: options, steps back from the end of a seeded game, and the depth to
which a proof there must agree with a plain full-tree search."""

MINED: tuple[dict[str, Any], int] = ({"size": 3}, 3)
"""tests/test_puzzles.py: options and the depth at which every mined puzzle must have exactly
one winning step."""
