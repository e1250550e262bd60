"""Gomoku on a 7×7 board: a game the project has never shipped, kept in the tests.

It is written as any new game is (docs/tutorials/add-a-game.md): this one module, plus one line in
``py_games/registry.py``. The tests copy it into a copy of the project to show that the
conformance suite takes it up and that the site builds, lists and plays it with no change to
``web/`` (tests/test_new_game.py, tests/e2e/test_new_game_site.py). Absolute imports, so it works
both from there and from here.

Rules
    A 7×7 board starts empty. Black (player 0) and White (player 1) take turns, Black first,
    each putting a stone of their own colour on an empty cell. The first to have five or more
    stones of their colour in an unbroken line, across, up or diagonally, wins at once. When
    the board is full with no such line, the game is drawn.

Choices
    - Each player's score, shown live, is their longest line.
    - Notation: the cell, ``d4``. Position text: the ranks from 7 down to 1 separated by
      ``/``, ``.`` empty, ``b`` black, ``w`` white; then the colour to move, ``b`` or ``w``
      (which the counts of stones decide).
"""

from __future__ import annotations

from dataclasses import dataclass

from py_games.core.errors import InvalidPositionError, quoted
from py_games.core.game import Outcome, Place, Region, ScoreDetail
from py_games.core.square import SquareGrid
from py_games.core.stones import BLACK, EMPTY, WHITE, StonesGame, StonesState
from py_games.i18n import N_, _
from py_games.parts import Parts
from py_games.view.stones import StonesPresenter

PARTS = Parts(
    id="gomoku",
    title="Gomoku",
    summary=N_("Put down a stone of your colour; five in a row wins."),
    package=__name__,
    rules_at=":Gomoku",
    presenter_at=":GomokuPresenter",
    groups_name="lines",
)
"""Gomoku is its rules and its board: no search tuning, lesson, puzzles or rules page."""

SIZE, ROW = 7, 5
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


@dataclass(frozen=True)
class GomokuState(StonesState):
    """A Gomoku position: who is to move follows from the number of stones."""


class GomokuPresenter(StonesPresenter["Gomoku", GomokuState, Place]):
    """The board: the stones; a step puts down a stone of the player to move."""

    groups_name = PARTS.groups_name

    def step_looks(self, state: GomokuState, move: Place) -> list[str]:
        return ["black" if self.game.to_move(state) == BLACK else "white"]


class Gomoku(StonesGame[GomokuState, Place]):
    """Gomoku: five in a row wins."""

    id = PARTS.id
    title = PARTS.title
    summary = PARTS.summary

    grid: SquareGrid

    def _setup(self) -> None:
        self.grid = SquareGrid(SIZE, SIZE)
        self._moves = tuple(Place(name) for name in self.grid.names)

    @classmethod
    def _state_type(cls) -> type[GomokuState]:
        return GomokuState

    def _to_move(self, state: GomokuState) -> int:
        return BLACK if state.cells.count(BLACK) == state.cells.count(WHITE) else WHITE

    def _legal_moves(self, state: GomokuState) -> list[Place]:
        return [self._moves[i] for i, c in enumerate(state.cells) if c == EMPTY]

    def _parse_move(self, text: str) -> Place:
        return self._moves[self.grid.index(text)]

    def _why_illegal(self, state: GomokuState, move: Place) -> str | None:
        if state.cells[self.grid.index(move.cell)] != EMPTY:
            return _("{cell} is not empty").format(cell=move.cell)
        return None

    def _why_not(self, state: GomokuState, clicks: tuple[str, ...]) -> str:
        reason = self._why_illegal(state, self._parse_move(clicks[0]))
        return reason or super()._why_not(state, clicks)

    def _apply(self, state: GomokuState, move: Place) -> GomokuState:
        return self._placed(state, {move.cell: self._to_move(state)})

    def _turn_hint(self, state: GomokuState) -> str:
        return _("Put a stone of your colour on an empty cell: five in a row wins.")

    def _longest(self, state: GomokuState, colour: int) -> tuple[int, ...]:
        """The cells of ``colour``'s longest line, in order (empty when it has no stone)."""
        best: tuple[int, ...] = ()
        for i, cell in enumerate(state.cells):
            if cell != colour:
                continue
            for dx, dy in DIRECTIONS:
                line, x, y = [i], i % SIZE, i // SIZE
                while 0 <= x + dx < SIZE and 0 <= y + dy < SIZE:
                    x, y = x + dx, y + dy
                    if state.cells[y * SIZE + x] != colour:
                        break
                    line.append(y * SIZE + x)
                best = max(best, tuple(line), key=len)
        return best

    def _score_details(self, state: GomokuState) -> tuple[ScoreDetail, ...]:
        details = []
        for colour in (BLACK, WHITE):
            line = self._longest(state, colour)
            cells = tuple(self.grid.names[i] for i in line)
            regions = (Region(cells, colour, str(len(line))),) if line else ()
            details.append(
                ScoreDetail(
                    len(line), str(len(line)), _("longest line: {n}").format(n=len(line)), regions
                )
            )
        return tuple(details)

    def _outcome(self, state: GomokuState) -> Outcome | None:
        lengths = tuple(len(self._longest(state, colour)) for colour in (BLACK, WHITE))
        for colour in (BLACK, WHITE):
            if lengths[colour] >= ROW:
                name = self.player_name(colour)
                said = _("{player} has {n} in a row.").format(player=name, n=ROW)
                return Outcome((colour,), lengths, _("five stones are in a row"), said)
        if EMPTY not in state.cells:
            said = _("Nobody has five in a row: a draw.")
            return Outcome((BLACK, WHITE), lengths, _("the board is full"), said)
        return None

    def _position(self, state: GomokuState) -> str:
        return f"{self._board_text(state)} {'bw'[self._to_move(state)]}"

    def _from_position(self, text: str) -> GomokuState:
        board, mover = self._fields(text, _("board"), _("colour to move"))
        state = GomokuState(self._read_board(board))
        blacks, whites = state.cells.count(BLACK), state.cells.count(WHITE)
        if blacks - whites not in (0, 1):
            raise InvalidPositionError(
                _(
                    "{blacks} black and {whites} white stones: Black starts and they alternate"
                ).format(blacks=blacks, whites=whites)
            )
        if mover != "bw"[self._to_move(state)]:
            raise InvalidPositionError(
                _("with these stones {colour} is to move, not {given}").format(
                    colour="bw"[self._to_move(state)], given=quoted(mover)
                )
            )
        return state
