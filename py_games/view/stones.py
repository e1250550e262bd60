"""The board of a game of black and white stones (:mod:`py_games.core.stones`): Black and
White, the grid's places and labels, a stone per cell (:class:`StonesPresenter`), and its
position editor's stones and board text (:class:`StonesEditor`), so a game module holds only
its own rules and words. An editor's kinds are the stones' symbols in position text (``b``,
``w``); each game says which fields follow the board (:meth:`Editor.fields`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..core.game import Move
from ..core.stones import (
    BLACK,
    COLOURS,
    EMPTY,
    SYMBOLS,
    WHITE,
    StonesGame,
    StonesState,
    colour_name,
    symbol,
)
from ..i18n import _
from .editor import Editor
from .presenter import Presenter

if TYPE_CHECKING:
    from ..contract import KindInfo, Sketch
    from ..contract.scene import LabelInfo, PieceInfo, PlaceInfo, PlayerInfo

S = TypeVar("S", bound=StonesState)
M = TypeVar("M", bound=Move)


def players() -> list[PlayerInfo]:
    """Black (player 0) and White (player 1), each drawn as stones of their colour."""
    return [{"name": colour_name(p), "look": COLOURS[p]} for p in (BLACK, WHITE)]


def pieces(cells: Sequence[int], names: Sequence[str]) -> list[PieceInfo]:
    """Every stone; a stone never moves, so its cell is its id."""
    return [
        {"id": names[i], "at": names[i], "look": COLOURS[colour], "owner": colour}
        for i, colour in enumerate(cells)
        if colour != EMPTY
    ]


G = TypeVar("G", bound=StonesGame[Any, Any])


class StonesPresenter(Presenter[G, S, M]):
    """The board of a :class:`StonesGame`: Black and White, the grid, a stone per cell."""

    def players(self) -> list[PlayerInfo]:
        return players()

    def places(self) -> list[PlaceInfo]:
        return self.game.grid.places()

    def labels(self) -> list[LabelInfo]:
        return self.game.grid.labels()

    def pieces(self, state: S) -> list[PieceInfo]:
        return pieces(state.cells, self.game.grid.names)


class StonesEditor(Editor[G, S]):
    """The position editor of a :class:`StonesGame`: a stone of either colour on any cell, the
    board written as position text's rows; each game says which fields follow the board."""

    def kinds(self) -> list[KindInfo]:
        first = self.game.grid.names[0]
        return [
            {
                "id": SYMBOLS[1 + colour],
                "label": _("black stone") if colour == BLACK else _("white stone"),
                "piece": {"id": "", "at": first, "look": COLOURS[colour], "owner": colour},
            }
            for colour in (BLACK, WHITE)
        ]

    def compose(self, sketch: Sketch) -> str:
        """The board, then each field in order."""
        pieces, names = sketch["pieces"], self.game.grid.names
        board = self.game.grid.format_rows([pieces.get(n, ".") for n in names])
        fields = [sketch["fields"][field["name"]] for field in self.fields()]
        return " ".join([board, *fields])

    def stones(self, state: S) -> dict[str, str]:
        """The stones of ``state`` as a sketch's pieces."""
        names = self.game.grid.names
        return {names[i]: symbol(c) for i, c in enumerate(state.cells) if c != EMPTY}
