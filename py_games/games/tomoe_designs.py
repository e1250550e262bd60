"""Tomoe's board, frame and tiles, under the name they had before Tomoe became a package.

The designs live in :mod:`py_games.games.tomoe.designs`; this module only re-exports them, so
that code importing ``py_games.games.tomoe_designs`` (the browser tests) keeps working.
"""

from .tomoe.designs import (
    BOARD,
    COLUMNS,
    DOWN,
    FRAME,
    FRAME_PATTERN,
    ROWS,
    SPACES,
    SUPPLY,
    TILES,
    UP,
)

__all__ = [
    "BOARD",
    "COLUMNS",
    "DOWN",
    "FRAME",
    "FRAME_PATTERN",
    "ROWS",
    "SPACES",
    "SUPPLY",
    "TILES",
    "UP",
]
