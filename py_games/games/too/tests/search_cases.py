"""What tests/test_ai.py asks of Too's search: to find a step that decides the game within
``plies`` steps, in seeded random games with these options (a stone on the smallest board)."""

DECIDING: tuple[dict[str, int], int] = ({"size": 2}, 2)
"""The options, and the plies within which a step decides."""
