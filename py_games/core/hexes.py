"""Hexagonal geometry: axial coordinates, and the hexhex board named as ``notation.md`` says.

Axial coordinates ``(q, r)``: ``r`` grows downwards, ``q`` to the right along a row. Drawn as
pointy-top hexagons of circumradius 1, cell ``(q, r)`` has its centre at
``(√3·(q + r/2), 1.5·r)``; the six neighbours are one :data:`DIRECTIONS` step away. Nonaga's
unbounded board uses the coordinates directly, on a table as wide as notation reads
(:func:`on_table`: six digits either way); Too's hexhex board names its cells by row
letter and number within the row (``e5`` is the centre of side 5)::

    side 2:     a1 a2             axial  (0,-1) (1,-1)
              b1 b2 b3                (-1,0) (0,0) (1,0)
                c1 c2                    (-1,1) (0,1)
"""

from __future__ import annotations

import math
import re
from collections.abc import Container, Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..i18n import N_, _
from .errors import InvalidMoveError, InvalidPositionError, quoted
from .game import Move
from .grid import Grid, Point, rounded
from .groups import connected_groups
from .limits import TABLE

if TYPE_CHECKING:
    from .layout import LabelInfo, PlaceInfo

Axial = tuple[int, int]
Vertex = tuple[int, int, int]
"""A vertex of the hexagonal grid: ``(0, q, r)`` is the top corner of hexagon ``(q, r)``,
``(1, q, r)`` its bottom corner; every vertex is one of those of exactly one hexagon."""

DIRECTIONS: tuple[Axial, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The six axial steps to a neighbour, clockwise from the right (east, north-east, …)."""

SQRT3 = math.sqrt(3)
ROWS = "abcdefghijklmnopqrs"
_AXIAL = re.compile(r"(-?[0-9]+),(-?[0-9]+)")
_SPACES = re.compile(r"\s+")
_TABLE_DIGITS = len(str(TABLE))


def axial_name(cell: Axial) -> str:
    """How notation writes a position of the unbounded board: ``q,r`` without spaces.

    >>> axial_name((2, -1))
    '2,-1'
    """
    return f"{cell[0]},{cell[1]}"


def parse_axial(text: str) -> Axial:
    """Read ``q,r`` (spaces around either number allowed); :class:`InvalidMoveError` if it is
    not two whole numbers, or names a position off the table (:func:`on_table`).

    >>> parse_axial(" -1, 2 "), parse_axial("007,-0")
    ((-1, 2), (7, 0))
    """
    found = _AXIAL.fullmatch(_SPACES.sub("", text))
    if found is None:
        raise InvalidMoveError(
            _("{given} is not a position: write q,r as two whole numbers, as 2,-1").format(
                given=quoted(text.strip())
            )
        )
    q, r = _coordinate(found[1]), _coordinate(found[2])
    if q is None or r is None or not on_table((q, r)):
        raise InvalidMoveError(_off_table(text.strip()))
    return q, r


def _coordinate(text: str) -> int | None:
    """A whole number as ``-?[0-9]+`` writes it, or ``None`` when it has more digits than the
    table's edge: those are counted before they are read, so that a number of a million
    digits is refused at once rather than converted."""
    digits = text.removeprefix("-").lstrip("0") or "0"
    if len(digits) > _TABLE_DIGITS:
        return None
    return -int(digits) if text.startswith("-") else int(digits)


def on_table(cell: Axial) -> bool:
    """Whether ``cell`` is on the table: both coordinates from ``-TABLE`` to ``TABLE``
    (:data:`~.limits.TABLE`), what notation reads. A position off it is never listed, so
    every position a game lists can be written and read back.

    >>> on_table((999_999, -999_999)), on_table((1_000_000, 0))
    (True, False)
    """
    return -TABLE <= cell[0] <= TABLE and -TABLE <= cell[1] <= TABLE


def _off_table(text: str) -> str:
    return _("{given} is off the table: a coordinate runs from {low} to {high}").format(
        given=quoted(text), low=-TABLE, high=TABLE
    )


@cache
def axial_place(cell: Axial) -> PlaceInfo:
    """A position of the unbounded board as the scene describes a place (named ``q,r``).

    Worked out once per position (a view lists about forty, mostly the same from one step to
    the next) and shared by every call: read it, do not change it."""
    return {
        "name": axial_name(cell),
        "center": rounded(centre(cell)),
        "outline": [rounded(p) for p in corners(cell)],
    }


def reading_order(cell: Axial) -> tuple[int, int]:
    """Sort key of positions as text lists them: top row first, then left to right."""
    return cell[1], cell[0]


def positions_text(cells: Iterable[Axial]) -> str:
    """Positions as position text lists them: in reading order, separated by ``;``.

    >>> positions_text([(0, 1), (1, 0), (0, 0)])
    '0,0;1,0;0,1'
    """
    return ";".join(axial_name(c) for c in sorted(cells, key=reading_order))


def read_positions(what: str, text: str) -> tuple[Axial, ...]:
    """Read :func:`positions_text` output (any order) back, in reading order; an
    :class:`InvalidPositionError` names ``what`` was being read (in the reader's language) and
    the entry that is wrong."""
    cells: set[Axial] = set()
    for item in text.split(";"):
        try:
            cell = parse_axial(item)
        except InvalidMoveError as error:
            raise InvalidPositionError(
                # TRANSLATORS: {what} is what was being read ("the rings"), {error} what is wrong.
                _("{what}: {error}").format(what=what, error=error)
            ) from None
        if cell in cells:
            raise InvalidPositionError(
                _("{what}: {position} is listed twice").format(what=what, position=axial_name(cell))
            )
        cells.add(cell)
    return tuple(sorted(cells, key=reading_order))


def connected(cells: Iterable[Axial]) -> bool:
    """Whether ``cells`` form one group through neighbours.

    >>> connected([(0, 0), (1, 0), (1, 1)]), connected([(0, 0), (2, 0)])
    (True, False)
    """
    return len(connected_groups(list(cells), neighbours)) <= 1


def around(cells: Iterable[Axial]) -> set[Axial]:
    """The positions next to ``cells`` that are not among them."""
    inside = set(cells)
    return {n for c in inside for n in neighbours(c)} - inside


def shape(cells: Iterable[Axial]) -> str:
    """What three connected cells make: "a triangle", "a line" or "a bent line".

    >>> shape([(0, 0), (1, 0), (0, 1)]), shape([(0, 0), (1, 0), (2, 0)])
    ('a triangle', 'a line')
    """
    a, b, c = sorted(cells)
    if all(y in neighbours(x) for x, y in ((a, b), (b, c), (a, c))):
        return _("a triangle")
    if (b[0] - a[0], b[1] - a[1]) == (c[0] - b[0], c[1] - b[1]):
        return _("a line")
    return _("a bent line")


def straight(start: Axial, end: Axial) -> Axial | None:
    """The direction (one of :data:`DIRECTIONS`) leading from ``start`` to ``end`` in a straight
    line, or ``None`` if none does.

    >>> straight((2, -2), (-1, 1)), straight((0, 0), (1, 1))
    ((-1, 1), None)
    """
    steps = distance(start, end)
    if not steps:
        return None
    direction = ((end[0] - start[0]) // steps, (end[1] - start[1]) // steps)
    if direction not in DIRECTIONS:
        return None
    moved = (start[0] + direction[0] * steps, start[1] + direction[1] * steps)
    return direction if moved == end else None


def slide(start: Axial, direction: Axial, open_: Container[Axial]) -> Axial | None:
    """Where a piece sliding from ``start`` stops: on the last of the ``open_`` positions it
    crosses in a row, or ``None`` if the first is not open."""
    end = None
    q, r = start
    while (q + direction[0], r + direction[1]) in open_:
        q, r = q + direction[0], r + direction[1]
        end = (q, r)
    return end


@dataclass(frozen=True, repr=False)
class Slide(Move):
    """A piece moved from one position of the unbounded board to another: ``2,-2>-1,1``."""

    kind = "move"
    start: Axial
    end: Axial

    def __str__(self) -> str:
        return f"{axial_name(self.start)}>{axial_name(self.end)}"

    @property
    def cells(self) -> tuple[str, ...]:
        return (axial_name(self.start), axial_name(self.end))

    @classmethod
    def parse(cls, text: str, game: str) -> Slide:
        """Read ``from>to``; ``game`` (its title) is named in the error."""
        start, arrow, end = text.partition(">")
        if not arrow:
            raise InvalidMoveError(
                # TRANSLATORS: {given} is what was typed; {game} a game's title; from>to
                # is how a step is written (from and to may be translated).
                _("{given} is not a {game} step: write from>to, as 2,-2>-1,1").format(
                    given=quoted(text), game=game
                )
            )
        return cls(parse_axial(start), parse_axial(end))


def moved(cells: tuple[Axial, ...], step: Slide) -> tuple[Axial, ...]:
    """``cells`` with ``step.start`` replaced by ``step.end`` in its place, so that the order of
    a state's pieces, which is their identity, survives the step."""
    return tuple(step.end if c == step.start else c for c in cells)


def places_around(cells: Iterable[Axial]) -> list[PlaceInfo]:
    """The places of ``cells`` and of every position next to them on the table, in reading
    order: where clicks can land on a board that moves."""
    inside = set(cells)
    near = [c for c in inside | around(inside) if on_table(c)]
    return [axial_place(c) for c in sorted(near, key=reading_order)]


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


def vertex(cell: Axial, corner: int) -> Vertex:
    """The grid vertex at ``corner`` of ``cell``, named the same from each of its hexagons:
    ``(0, q, r)`` is the N corner of ``(q, r)``, ``(1, q, r)`` its S corner."""
    q, r = cell
    return (
        (0, q, r),
        (1, q + 1, r - 1),
        (0, q, r + 1),
        (1, q, r),
        (0, q - 1, r + 1),
        (1, q, r - 1),
    )[corner]


def hexes_at(point: Vertex) -> tuple[tuple[Axial, int], ...]:
    """The three hexagons around a grid vertex, each with the corner it is of theirs."""
    kind, q, r = point
    if kind == 0:
        return (((q, r), 0), ((q, r - 1), 2), ((q + 1, r - 1), 4))
    return (((q, r), 3), ((q - 1, r + 1), 1), ((q, r + 1), 5))


def vertex_point(point: Vertex) -> Point:
    """Where a grid vertex is, in the units of :func:`centre`: a hexagon's top or bottom."""
    kind, q, r = point
    x, y = centre((q, r))
    return x, y + (-1 if kind == 0 else 1)


def outline_of(cells: Iterable[Axial]) -> list[Vertex]:
    """The vertices round a group of hexagons, in order: the sides no two of them share."""
    sides = {(vertex(c, k), vertex(c, (k + 1) % 6)) for c in cells for k in range(6)}
    outer = {a: b for a, b in sides if (b, a) not in sides}
    start = min(outer)
    ring = [start]
    while (following := outer[ring[-1]]) != start:
        ring.append(following)
    return ring


class HexHexGrid(Grid):
    """A hexagon of hexagons with ``side`` cells on each edge (``3·side·(side-1) + 1`` cells)."""

    name_pattern = re.compile(r"([a-z])([0-9]{1,2})")
    name_example = N_("write a row letter then a number within the row, as e5")

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
        # Shifted so that the board's top-left corner is near (0, 0), like the square grid's.
        self.centres = tuple(_shift(centre(c), side) for c in axial)
        where = {c: i for i, c in enumerate(axial)}
        self.adjacent: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(where[n] for n in neighbours(c) if n in where)) for c in axial
        )
        """Cells sharing a side with each cell."""

    def describe(self) -> str:
        return _("hexhex board of side {side} ({first} to {last})").format(
            side=self.side, first=self.names[0], last=self.names[-1]
        )

    def row_name(self, row: int) -> str:
        return _("row {letter}").format(letter=ROWS[row])

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
                "at": rounded(self.centres[i]),
                "place": self.names[i],
            }
            for i in range(self.size)
        ]
        return letters + numbers


def _shift(point: Point, side: int) -> Point:
    return (point[0] + SQRT3 * (side - 0.5) + 0.6, point[1] + 1.5 * (side - 1) + 1)
