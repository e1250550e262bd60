"""Boards of black and white stones that either player may place (Tonga, Too).

A board is a tuple with one entry per cell: :data:`EMPTY`, :data:`BLACK` or :data:`WHITE`.
Black is player 0's colour and white player 1's, so a colour is also its owner's index.
"""

from __future__ import annotations

from collections.abc import Sequence

from .game import Region
from .groups import connected_groups
from .scene import PieceInfo, PlayerInfo

EMPTY, BLACK, WHITE = -1, 0, 1
COLOURS = ("black", "white")
SYMBOLS = ".bw"
"""Position text: ``.`` empty, ``b`` black, ``w`` white."""


def symbol(cell: int) -> str:
    return SYMBOLS[cell + 1]


def from_symbol(text: str) -> int:
    return SYMBOLS.index(text) - 1


def players() -> list[PlayerInfo]:
    """Black (player 0) and White (player 1), each drawn as stones of their colour."""
    return [{"name": colour.capitalize(), "look": colour} for colour in COLOURS]


def pieces(cells: Sequence[int], names: Sequence[str]) -> list[PieceInfo]:
    """Every stone; a stone never moves, so its cell is its id."""
    return [
        {"id": names[i], "at": names[i], "look": COLOURS[colour], "owner": colour}
        for i, colour in enumerate(cells)
        if colour != EMPTY
    ]


def groups(
    cells: Sequence[int], colour: int, neighbours: Sequence[Sequence[int]]
) -> list[tuple[int, ...]]:
    """The groups of ``colour``, largest first."""
    mine = [i for i, c in enumerate(cells) if c == colour]
    return connected_groups(mine, neighbours.__getitem__)


def regions(
    found: Sequence[tuple[int, ...]], colour: int, names: Sequence[str], counted: Sequence[bool]
) -> tuple[Region, ...]:
    """Regions of one colour's groups (largest first); ``counted[k]`` says whether the group at
    rank ``k`` counts. Counted groups of two or more carry their size: a single stone's is
    plain to see, and badges on every stone would hide the board."""
    return tuple(
        Region(
            tuple(names[i] for i in group),
            colour,
            str(len(group)) if counted[k] and len(group) > 1 else "",
            counted[k],
        )
        for k, group in enumerate(found)
    )
