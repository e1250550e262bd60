"""What every board of named cells shares: names, rows of position text, and the places drawn.

A grid numbers its cells ``0 .. size-1``; only names leave the rules. ``rows`` lists the cell
indices in the order position text writes them (top row first, left to right), so reading and
writing a board, and the error messages about it, are written once here for every geometry.
The subclasses (:class:`~.square.SquareGrid`, :class:`~.hexes.HexHexGrid`) say where each cell
is and which cells touch.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from ..i18n import N_, _
from .errors import InvalidMoveError, InvalidPositionError, quoted

if TYPE_CHECKING:
    from .layout import LabelInfo, PlaceInfo

Point = tuple[float, float]


class Grid:
    """A fixed board of named cells. Subclasses fill the attributes in their ``__init__``."""

    names: tuple[str, ...]
    """Cell names by index."""
    rows: tuple[tuple[int, ...], ...]
    """Cell indices row by row as position text lists them: top row first, left to right."""
    centres: tuple[Point, ...]
    """Where each cell is drawn, in board units (``y`` grows downwards)."""
    rows_wrong = N_(
        "the board has {given} rows but this game's {board} has {count} (rows are separated by '/')"
    )
    """The message for position text with too few or too many rows, in this board's word for
    a row ("rank" on a square board): ``{given}`` rows, ``{count}`` expected."""
    name_pattern: re.Pattern[str]
    """What a cell name of this geometry looks like, to tell "off the board" from "not a name"."""
    name_example: str
    """How to write a cell name, for error messages ("a file letter then a rank number, as c4")."""

    def _index_names(self) -> None:
        self.size = len(self.names)
        self._index = {name: i for i, name in enumerate(self.names)}

    def describe(self) -> str:
        """The board in words, for error messages."""
        raise NotImplementedError

    def row_name(self, row: int) -> str:
        """How an error names row ``row`` of ``rows`` ("rank 9", "row a")."""
        raise NotImplementedError

    def index(self, name: str) -> int:
        """The index of a cell name (any case); :class:`InvalidMoveError` if there is none."""
        key = name.strip().lower()
        found = self._index.get(key)
        if found is not None:
            return found
        if self.name_pattern.fullmatch(key):
            raise InvalidMoveError(
                _("{cell} is not on the {board}").format(cell=key, board=self.describe())
            )
        raise InvalidMoveError(
            _("{given} is not a cell name: {how}").format(
                given=quoted(name.strip()), how=_(self.name_example)
            )
        )

    # -- position text ---------------------------------------------------------------------

    def format_rows(self, symbols: Sequence[str]) -> str:
        """The board as position text: one symbol per cell, rows separated by ``/``."""
        return "/".join("".join(symbols[i] for i in row) for row in self.rows)

    def parse_rows(self, text: str, allowed: str) -> list[str]:
        """Read :meth:`format_rows` output back into one symbol per cell, by index.

        Raises :class:`InvalidPositionError` naming the row and the cell that is wrong.
        """
        texts = text.split("/")
        if len(texts) != len(self.rows):
            raise InvalidPositionError(
                _(self.rows_wrong).format(
                    given=len(texts), board=self.describe(), count=len(self.rows)
                )
            )
        symbols: list[str] = [""] * self.size
        for k, (row, row_text) in enumerate(zip(self.rows, texts, strict=True)):
            if len(row_text) != len(row):
                raise InvalidPositionError(
                    _("{row} has {given} cells, expected {count}").format(
                        row=self.row_name(k), given=len(row_text), count=len(row)
                    )
                )
            for i, symbol in zip(row, row_text, strict=True):
                if symbol not in allowed:
                    raise InvalidPositionError(
                        # TRANSLATORS: {symbol} and {allowed} are position text's symbols (. b w).
                        _("{cell} holds {symbol}; a cell is one of {allowed}").format(
                            cell=self.names[i], symbol=repr(symbol), allowed=" ".join(allowed)
                        )
                    )
                symbols[i] = symbol
        return symbols

    # -- drawing ---------------------------------------------------------------------------

    def outline(self, i: int) -> list[Point]:
        """The corners of cell ``i``, in board units, in drawing order."""
        raise NotImplementedError

    def labels(self) -> list[LabelInfo]:
        """Coordinates written around the board."""
        return []

    def places(self) -> list[PlaceInfo]:
        """Every cell as the scene describes it: name, centre and outline.

        Worked out once per grid (a size-10 hexhex board has 271 outlines of six corners) and
        shared by every call: read it, do not change it.
        """
        return self._places

    @cached_property
    def _places(self) -> list[PlaceInfo]:
        return [
            {
                "name": name,
                "center": rounded(self.centres[i]),
                "outline": [rounded(p) for p in self.outline(i)],
            }
            for i, name in enumerate(self.names)
        ]


def rounded(point: Point) -> list[float]:
    # Four decimals are far below a pixel and keep the JSON short.
    return [round(point[0], 4), round(point[1], 4)]
