"""The paths of a board's places, written once per board instead of once per picture.

A late position's picture is mostly the same few strings over and over: every place's
polygon (the paper, the grid, each region's tint) and the inset sides that outline a region.
Written afresh they were most of a step's time in Python (a 19×19 board of six players has
hundreds of regions: 9 ms of 10 in CPython). A board's places are one list kept for the whole
game (:meth:`~py_games.core.grid.Grid.places`, Tomoe's spaces), so :func:`kept_paths` keeps
the strings of the last few lists it was given and the pictures join them. Every string is
exactly what :mod:`.shapes` writes of the same points, so a picture is unchanged to the byte.
A table's places (Nonaga) are a new list each position: they get a fresh, lazily filled
:class:`PlacePaths`, no dearer than writing the paths directly.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Final

from ..contract.shapes import line, polygon

if TYPE_CHECKING:
    from ..contract.scene import PlaceInfo

KEPT: Final = 8
"""Lists of places whose paths are kept (a page shows a few games at most)."""

Side = tuple[str, str]
"""A side by its two ends, each written to 2 decimals, in order: shared sides match."""


class PlacePaths:
    """The paths of one list of places, each written the first time it is asked for."""

    def __init__(self, places: Sequence[PlaceInfo]) -> None:
        self.places: dict[str, PlaceInfo] = {p["name"]: p for p in places}
        self._list = places
        self._polygons: dict[str, str] = {}
        self._sides: dict[tuple[str, float], list[tuple[Side, str]]] = {}
        self._grid: str | None = None

    def polygon(self, name: str) -> str:
        """The closed outline of the place ``name`` (a known one)."""
        path = self._polygons.get(name)
        if path is None:
            path = self._polygons[name] = polygon(self.places[name]["outline"])
        return path

    def polygons(self, names: Iterable[str]) -> str:
        """The outlines of the known places of ``names``, as one path."""
        return "".join(self.polygon(n) for n in names if n in self.places)

    @property
    def grid(self) -> str:
        """Every place's outline, in the list's order: the paper and the lines between."""
        if self._grid is None:
            self._grid = "".join(self.polygon(p["name"]) for p in self._list)
        return self._grid

    def sides(self, name: str, inset: float) -> list[tuple[Side, str]]:
        """Each side of the place ``name`` (a known one) with its line ``inset`` inside it."""
        key = (name, inset)
        found = self._sides.get(key)
        if found is None:
            found = self._sides[key] = _inset_sides(self.places[name], inset)
        return found

    def outline(self, cells: Iterable[str], inset: float) -> str:
        """The sides of ``cells`` not shared by two of them, ``inset`` inside (see
        :func:`.picture.outline_set`); unknown places are skipped."""
        sides: dict[Side, str | None] = {}
        for name in cells:
            if name in self.places:
                for side, path in self.sides(name, inset):
                    sides[side] = None if side in sides else path
        return "".join(path for path in sides.values() if path is not None)


def _inset_sides(place: PlaceInfo, inset: float) -> list[tuple[Side, str]]:
    corners = place["outline"]
    cx, cy = place["center"]

    def toward(x: float, y: float) -> tuple[float, float]:
        d = math.hypot(x - cx, y - cy)
        return x + (cx - x) * inset / d, y + (cy - y) * inset / d

    found = []
    for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
        ends = sorted((f"{a[0]:.2f},{a[1]:.2f}", f"{b[0]:.2f},{b[1]:.2f}"))
        found.append(((ends[0], ends[1]), line([toward(*a), toward(*b)])))
    return found


# By the id of the list, with the list itself kept so that its id cannot be reused by another
# while the entry lives.
_kept: dict[int, tuple[Sequence[PlaceInfo], PlacePaths]] = {}


def kept_paths(places: Sequence[PlaceInfo]) -> PlacePaths:
    """The paths of a board's ``places`` (a list kept for the whole game), kept for the next
    picture of the same list."""
    entry = _kept.get(id(places))
    if entry is not None and entry[0] is places:
        return entry[1]
    if len(_kept) >= KEPT:  # the oldest goes
        del _kept[next(iter(_kept))]
    found = _kept[id(places)] = (places, PlacePaths(places))
    return found[1]
