"""Boards of black and white stones that either player may place (Tonga, Too).

A board is a tuple with one entry per cell: :data:`EMPTY`, :data:`BLACK` or :data:`WHITE`.
Black is player 0's colour and white player 1's, so a colour is also its owner's index.
:class:`StonesGame` holds what the rules of such games share (the state, its board text);
what their boards share is :class:`py_games.view.stones.StonesPresenter`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, TypeVar

from ..i18n import pgettext
from .game import Game, Move, Region, State
from .groups import connected_groups

if TYPE_CHECKING:
    from .grid import Grid

EMPTY, BLACK, WHITE = -1, 0, 1
COLOURS: tuple[Literal["black"], Literal["white"]] = ("black", "white")
SYMBOLS = ".bw"
"""Position text: ``.`` empty, ``b`` black, ``w`` white."""


def colour_name(player: int) -> str:
    """The name of the player who plays stones of colour ``player`` ("Black", "White")."""
    if player == BLACK:
        return pgettext("player", "Black")
    return pgettext("player", "White")


def symbol(cell: int) -> str:
    return SYMBOLS[cell + 1]


def from_symbol(text: str) -> int:
    return SYMBOLS.index(text) - 1


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


@dataclass(frozen=True)
class StonesState(State):
    """A board of stones; each game subclasses it, so states of two games never mix."""

    cells: tuple[int, ...]
    """Colour of each cell (``BLACK``, ``WHITE`` or ``EMPTY``), in the grid's order."""


S = TypeVar("S", bound=StonesState)
M = TypeVar("M", bound=Move)


class StonesGame(Game[S, M]):
    """Black (player 0) against White (player 1) on ``self.grid`` (set by ``_setup``)."""

    grid: Grid

    def player_name(self, player: int) -> str:
        return colour_name(player)

    def _state_fits(self, state: S) -> bool:
        return len(state.cells) == self.grid.size

    def _initial_state(self) -> S:
        return self._state_type()((EMPTY,) * self.grid.size)

    def _placed(self, state: S, stones: Mapping[str, int]) -> S:
        """``state`` with a stone of the given colour on each named cell."""
        cells = list(state.cells)
        for name, colour in stones.items():
            cells[self.grid.index(name)] = colour
        return self._state_type()(tuple(cells))

    def _board_text(self, state: S) -> str:
        return self.grid.format_rows([symbol(c) for c in state.cells])

    def _read_board(self, text: str) -> tuple[int, ...]:
        return tuple(from_symbol(s) for s in self.grid.parse_rows(text, SYMBOLS))
