"""Square-grid geometry shared by the square-board games (Tonga, Contiguous).

Cells are numbered ``0 .. width*height-1`` from ``a1`` along rank 1, then rank 2, and so on;
names follow chess (``notation.md``): files ``a``, ``b``, … left to right, ranks ``1``, ``2``,
… bottom to top. Only names leave the rules; indices stay inside.

::

    rank 3   6  7  8        king neighbours of 4: 0 1 2 3 5 6 7 8
    rank 2   3  4  5        orthogonal neighbours of 4: 1 3 5 7
    rank 1   0  1  2
             a  b  c
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .errors import InvalidMoveError, InvalidPositionError, quoted

_NAME = re.compile(r"([a-z])([0-9]{1,2})")
_FILES = "abcdefghijklmnopqrstuvwxyz"


class SquareGrid:
    """A ``width`` × ``height`` board of square cells, with neighbour tables built once."""

    def __init__(self, width: int, height: int) -> None:
        if not (1 <= width <= len(_FILES) and 1 <= height <= 99):
            raise ValueError(f"unsupported board size {width}x{height}")
        self.width = width
        self.height = height
        self.size = width * height
        self.names: tuple[str, ...] = tuple(
            f"{_FILES[i % width]}{i // width + 1}" for i in range(self.size)
        )
        self._index = {name: i for i, name in enumerate(self.names)}
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
        return f"{self.width}×{self.height} board ({self.names[0]} to {self.names[-1]})"

    def index(self, name: str) -> int:
        """The index of a cell name (any case); :class:`InvalidMoveError` if there is none."""
        key = name.strip().lower()
        found = self._index.get(key)
        if found is not None:
            return found
        if _NAME.fullmatch(key):
            raise InvalidMoveError(f"{key} is not on the {self.describe()}")
        raise InvalidMoveError(
            f"{quoted(name.strip())} is not a cell name: "
            "write a file letter then a rank number, as c4"
        )

    def format_ranks(self, symbols: Sequence[str]) -> str:
        """Position text of the board: ranks from the top, ``/`` between them."""
        return "/".join(
            "".join(symbols[rank * self.width : (rank + 1) * self.width])
            for rank in reversed(range(self.height))
        )

    def parse_ranks(self, text: str, allowed: str) -> list[str]:
        """Read :meth:`format_ranks` output back into one symbol per cell (``a1`` first).

        Raises :class:`InvalidPositionError` naming the rank and file that is wrong.
        """
        ranks = text.split("/")
        if len(ranks) != self.height:
            raise InvalidPositionError(
                f"the board has {len(ranks)} ranks but this game's is {self.width}×{self.height}"
                " (ranks are separated by '/')"
            )
        symbols: list[str] = [""] * self.size
        for row, rank_text in enumerate(ranks):
            rank = self.height - 1 - row
            if len(rank_text) != self.width:
                raise InvalidPositionError(
                    f"rank {rank + 1} has {len(rank_text)} cells, expected {self.width}"
                )
            for file, symbol in enumerate(rank_text):
                if symbol not in allowed:
                    cell = self.names[rank * self.width + file]
                    raise InvalidPositionError(
                        f"{cell} holds {symbol!r}; a cell is one of {' '.join(allowed)}"
                    )
                symbols[rank * self.width + file] = symbol
        return symbols

    def layout(self) -> dict[str, Any]:
        """The JSON the front end's square renderer draws from."""
        return {
            "kind": "square",
            "width": self.width,
            "height": self.height,
            "cells": list(self.names),  # a1, b1, …: the renderer never builds a name itself
            "files": list(_FILES[: self.width]),
            "ranks": [str(rank) for rank in range(1, self.height + 1)],
        }
