"""What tests/test_ai.py asks of Tomoe's search: to find a step that decides the game within
``plies`` steps, in seeded random games with these options (the last tile)."""

DECIDING: tuple[dict[str, int], int] = ({}, 1)
"""The options, and the plies within which a step decides."""
