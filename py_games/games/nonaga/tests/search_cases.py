"""What tests/test_ai.py asks of Nonaga's search: to find a step that decides the game within
``plies`` steps, in seeded random games with these options (a slide that joins three counters)."""

DECIDING: tuple[dict[str, int], int] = ({}, 1)
"""The options, and the plies within which a step decides."""
