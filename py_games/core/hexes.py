"""Hexagonal geometry: axial coordinates, and the hexhex board named as ``notation.md`` says.

Axial coordinates ``(q, r)``: ``r`` grows downwards, ``q`` to the right along a row. Drawn as
pointy-top hexagons of circumradius 1, cell ``(q, r)`` has its centre at
``(√3·(q + r/2), 1.5·r)``; the six neighbours are one :data:`DIRECTIONS` step away. Nonaga's
unbounded board uses the coordinates directly; Too's hexhex board names its cells by row
letter and number within the row (``e5`` is the centre of side 5)::

    side 2:     a1 a2             axial  (0,-1) (1,-1)
              b1 b2 b3                (-1,0) (0,0) (1,0)
                c1 c2                    (-1,1) (0,1)
"""

from __future__ import annotations

import math
import re

from .grid import Grid, Point
from .scene import LabelInfo

Axial = tuple[int, int]

DIRECTIONS: tuple[Axial, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The six axial steps to a neighbour, clockwise from the right (east, north-east, …)."""

SQRT3 = math.sqrt(3)
ROWS = "abcdefghijklmnopqrs"


def neighbours(cell: Axial) -> list[Axial]:
    """The six cells around ``cell``.

    >>> neighbours((0, 0))
    [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    """
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def distance(a: Axial, b: Axial) -> int:
    """Steps between two cells.

    >>> distance((0, 0), (2, -1))
    2
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def centre(cell: Axial) -> Point:
    """Where a pointy-top hexagon of circumradius 1 at ``cell`` has its centre."""
    q, r = cell
    return (SQRT3 * (q + r / 2), 1.5 * r)


def corners(cell: Axial) -> list[Point]:
    """The six corners of the hexagon at ``cell``, clockwise from the top."""
    x, y = centre(cell)
    return [
        (x + math.cos(math.radians(a)), y + math.sin(math.radians(a)))
        for a in (-90, -30, 30, 90, 150, 210)
    ]


class HexHexGrid(Grid):
    """A hexagon of hexagons with ``side`` cells on each edge (``3·side·(side-1) + 1`` cells)."""

    name_pattern = re.compile(r"([a-z])([0-9]{1,2})")
    name_example = "write a row letter then a number within the row, as e5"

    def __init__(self, side: int) -> None:
        if not 1 <= side <= (len(ROWS) + 1) // 2:
            raise ValueError(f"unsupported hexhex side {side}")
        self.side = side
        n = side - 1
        axial: list[Axial] = []
        names: list[str] = []
        rows: list[tuple[int, ...]] = []
        for row in range(2 * side - 1):
            r = row - n
            start = len(axial)
            for number, q in enumerate(range(max(-n, -n - r), min(n, n - r) + 1), start=1):
                axial.append((q, r))
                names.append(f"{ROWS[row]}{number}")
            rows.append(tuple(range(start, len(axial))))
        self.axial: tuple[Axial, ...] = tuple(axial)
        """Axial coordinates of each cell (the centre is ``(0, 0)``)."""
        self.names = tuple(names)
        self._index_names()
        self.rows = tuple(rows)
        self.row_names = tuple(f"row {ROWS[row]}" for row in range(len(rows)))
        # Shifted so that the board's top-left corner is near (0, 0), like the square grid's.
        self.centres = tuple(_shift(centre(c), side) for c in axial)
        where = {c: i for i, c in enumerate(axial)}
        self.adjacent: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(where[n] for n in neighbours(c) if n in where)) for c in axial
        )
        """Cells sharing a side with each cell."""

    def describe(self) -> str:
        return f"hexhex board of side {self.side} ({self.names[0]} to {self.names[-1]})"

    def outline(self, i: int) -> list[Point]:
        return [_shift(p, self.side) for p in corners(self.axial[i])]

    def labels(self) -> list[LabelInfo]:
        # The row letter just left of each row's first cell, and each cell's number inside it:
        # numbers restart on every row, so no edge of the board could carry them.
        letters: list[LabelInfo] = [
            {
                "text": ROWS[k],
                "at": [round(self.centres[row[0]][0] - SQRT3 * 0.8, 4), self.centres[row[0]][1]],
            }
            for k, row in enumerate(self.rows)
        ]
        numbers: list[LabelInfo] = [
            {
                "text": self.names[i][1:],
                "at": [round(c, 4) for c in self.centres[i]],
                "place": self.names[i],
            }
            for i in range(self.size)
        ]
        return letters + numbers


def _shift(point: Point, side: int) -> Point:
    return (point[0] + SQRT3 * (side - 0.5) + 0.6, point[1] + 1.5 * (side - 1) + 1)
