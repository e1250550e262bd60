"""What the generic tests ask of Nonaga's search and proofs, read through the registry:
each name below is one test's cases for this game (a name left out: no case here)."""

from typing import Any

# A slide that joins three counters.
DECIDING: tuple[dict[str, Any], int] = ({}, 1)
"""tests/test_ai.py: options, and the plies within which the search must find the step that
decides the game in a seeded random game."""

MINED: tuple[dict[str, Any], int] = ({}, 1)
"""tests/test_puzzles.py: options and the depth at which every mined puzzle must have exactly
one winning step."""
