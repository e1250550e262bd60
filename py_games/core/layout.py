"""Where a board's cells and coordinates stand on the plane: the geometry a board is drawn from.

Coordinates are board units with ``y`` growing downwards. A geometry (:mod:`.grid`,
:mod:`.hexes`) says where each cell is and what is written around it; the scene
(:mod:`py_games.contract.scene`) hands these to the board as they are.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict


class PlaceInfo(TypedDict):
    """A place a click can hit: a cell of the board."""

    name: str
    center: list[float]
    """``[x, y]``: where a piece on it is drawn."""
    outline: list[list[float]]
    """The polygon a click must fall in, corners in order."""


class LabelInfo(TypedDict):
    """Text written on or around the board: coordinates."""

    text: str
    at: list[float]
    place: NotRequired[str]
    """A faint label inside this place (its number in the row), drawn only while the place is
    empty and large enough to read it."""
