"""What the commands (``python -m py_games …``) read from their arguments, refused with a
reason argparse prints: a whole number within limits."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from .core.errors import quoted


def whole(name: str, low: int = 1, high: int | None = None) -> Callable[[str], int]:
    """An argparse ``type`` reading a whole number from ``low`` (to ``high``): anything else
    is refused, saying what ``name`` is (``"a number of games"``) and what was given.

    >>> whole("a count", 1, 9)("12")
    Traceback (most recent call last):
    argparse.ArgumentTypeError: a count is a whole number from 1 to 9, not '12'
    """

    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = low - 1
        if value < low or (high is not None and value > high):
            limit = f"from {low} to {high}" if high is not None else f"from {low}"
            said = f"{name} is a whole number {limit}, not {quoted(text)}"
            raise argparse.ArgumentTypeError(said)
        return value

    return read


GAME_COUNT = whole("a number of games")
"""``--games``: 1 or more."""
WORKER_COUNT = whole("a number of workers")
"""``--workers``: 1 or more."""
