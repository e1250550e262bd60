"""Square-grid geometry shared by the square-board games (Tonga, Contiguous).

Cells are numbered ``0 .. width*height-1`` from ``a1`` along rank 1, then rank 2, and so on;
names follow chess (``notation.md``): files ``a``, ``b``, … left to right, ranks ``1``, ``2``,
… bottom to top.

::

    rank 3   6  7  8        king neighbours of 4: 0 1 2 3 5 6 7 8
    rank 2   3  4  5        orthogonal neighbours of 4: 1 3 5 7
    rank 1   0  1  2
             a  b  c
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import N_, _
from .grid import Grid, Point

if TYPE_CHECKING:
    from .layout import LabelInfo

FILES = "abcdefghijklmnopqrstuvwxyz"


class SquareGrid(Grid):
    """A ``width`` × ``height`` board of square cells, with neighbour tables built once."""

    rows_wrong = N_(
        "the board has {given} ranks but this game's {board} has {count} "
        "(ranks are separated by '/')"
    )
    name_pattern = re.compile(r"([a-z])([0-9]{1,2})")
    name_example = N_("write a file letter then a rank number, as c4")

    def __init__(self, width: int, height: int) -> None:
        if not (1 <= width <= len(FILES) and 1 <= height <= 99):
            raise ValueError(f"unsupported board size {width}x{height}")
        self.width = width
        self.height = height
        self.names = tuple(f"{FILES[i % width]}{i // width + 1}" for i in range(width * height))
        self._index_names()
        self.rows = tuple(
            tuple(range(rank * width, (rank + 1) * width)) for rank in reversed(range(height))
        )
        # Rank 1 at the bottom, as in chess diagrams.
        self.centres = tuple((i % width + 0.5, height - i // width - 0.5) for i in range(self.size))
        self.orthogonal: tuple[tuple[int, ...], ...] = tuple(
            self._around(i, diagonal=False) for i in range(self.size)
        )
        """Cells sharing a side with each cell."""
        self.king: tuple[tuple[int, ...], ...] = tuple(
            self._around(i, diagonal=True) for i in range(self.size)
        )
        """Cells sharing a side or a corner with each cell."""

    def _around(self, i: int, *, diagonal: bool) -> tuple[int, ...]:
        file, rank = i % self.width, i // self.width
        steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        if diagonal:
            steps += [(-1, -1), (1, -1), (-1, 1), (1, 1)]
        return tuple(
            sorted(
                (rank + dr) * self.width + file + df
                for df, dr in steps
                if 0 <= file + df < self.width and 0 <= rank + dr < self.height
            )
        )

    def neighbours(self, *, diagonal: bool) -> tuple[tuple[int, ...], ...]:
        """The neighbour table: king moves when ``diagonal``, else orthogonal ones."""
        return self.king if diagonal else self.orthogonal

    def describe(self) -> str:
        """The board in words, for error messages: ``"6×6 board (a1 to f6)"``."""
        return _("{width}×{height} board ({first} to {last})").format(
            width=self.width, height=self.height, first=self.names[0], last=self.names[-1]
        )

    def row_name(self, row: int) -> str:
        """``"rank 9"``: ranks are numbered from the bottom, rows of ``rows`` from the top."""
        return _("rank {number}").format(number=self.height - row)

    def outline(self, i: int) -> list[Point]:
        x, y = self.centres[i]
        return [(x - 0.5, y - 0.5), (x + 0.5, y - 0.5), (x + 0.5, y + 0.5), (x - 0.5, y + 0.5)]

    def labels(self) -> list[LabelInfo]:
        files: list[LabelInfo] = [
            {"text": FILES[f], "at": [f + 0.5, self.height + 0.3]} for f in range(self.width)
        ]
        ranks: list[LabelInfo] = [
            {"text": str(r + 1), "at": [-0.3, self.height - r - 0.5]} for r in range(self.height)
        ]
        return files + ranks
