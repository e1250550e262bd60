"""What tests/test_ai.py asks of Contiguous's search: to find a step that decides the game within
``plies`` steps, in seeded random games with these options (the last cell but one decides (the
last is forced))."""

DECIDING: tuple[dict[str, int], int] = ({"size": 4}, 2)
"""The options, and the plies within which a step decides."""
