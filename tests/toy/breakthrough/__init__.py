"""Breakthrough on a 5×5 board: a game of pieces that move and take, kept in the tests.

It is written from docs/tutorials/add-a-game.md and :class:`py_games.parts.Parts` alone, with
only the parts every game must have (its rules and its board): no search tuning, position editor,
lesson, puzzles or rules page, so that every page and test meets a game lacking each of them.
The tests copy it into a copy of the project, with one import and one line in the registry
(tests/test_new_game.py, tests/e2e/test_new_game_site.py). Absolute imports, so it works both
from there and from here.

Rules
    Breakthrough is played on a 5×5 board. Black (player 0) starts with a piece on each cell
    of ranks 1 and 2, White (player 1) with a piece on each cell of ranks 4 and 5; Black moves
    up the board, White down, and Black moves first. In turn, a player moves one of their
    pieces one cell forward, straight ahead or diagonally, onto an empty cell; or takes an
    enemy piece that stands diagonally forward of one of theirs by moving onto its cell, which
    removes it. A piece never takes straight ahead. A player wins as soon as one of their
    pieces reaches the far rank (rank 5 for Black, rank 1 for White), or when they have taken
    every enemy piece.

Choices where the rules are silent
    - A player who cannot move loses (it can only happen when every piece is blocked).
    - Each player's score, shown live, is the number of pieces they have left.
    - Notation: a step is its two cells, ``c2-c3``, a taking step as any other (``b4-c3``).
    - Position text: the ranks from 5 down to 1 separated by ``/``, ``.`` empty, ``b`` black,
      ``w`` white; then the colour to move, ``b`` or ``w``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from py_games.core.errors import InvalidMoveError, InvalidPositionError, quoted
from py_games.core.game import Move, Outcome, ScoreDetail
from py_games.core.square import SquareGrid
from py_games.core.stones import BLACK, COLOURS, EMPTY, WHITE, StonesGame, StonesState
from py_games.i18n import N_, _, ngettext
from py_games.parts import Parts
from py_games.view.stones import StonesPresenter

if TYPE_CHECKING:  # (a type, for type checkers: a page's worker does not import the contract's)
    from py_games.contract.scene import PieceInfo

PARTS = Parts(
    id="breakthrough",
    title="Breakthrough",
    summary=N_("Move your pieces forward and take diagonally; reach the far rank to win."),
    package=__name__,
    rules_at=":Breakthrough",
    presenter_at=":BreakthroughPresenter",
)
"""Breakthrough is its rules and its board only: every optional part is absent."""

SIZE, ROWS = 5, 2
PIECES = SIZE * ROWS
"""How many pieces each player starts with."""
FORWARD = (1, -1)
"""Which way each player's pieces go up the ranks: Black up, White down."""


@dataclass(frozen=True)
class BreakthroughState(StonesState):
    """A Breakthrough position: the pieces and who is to move (captures unbalance the counts).

    ``ids`` names the piece on each cell (``""`` where empty), so that a piece keeps its name
    when it moves and the board glides it. It is the drawing's memory, not the position: it is
    not compared, and a position read from text names each piece after the cell it stands on
    (an empty ``ids``)."""

    mover: int
    ids: tuple[str, ...] = field(default=(), compare=False)


@dataclass(frozen=True, repr=False)
class Step(Move):
    """One piece moved one cell forward, taking what stands there: ``c2-c3``."""

    kind = "move"
    start: str
    end: str

    def __str__(self) -> str:
        return f"{self.start}-{self.end}"

    @property
    def cells(self) -> tuple[str, ...]:
        return (self.start, self.end)


class BreakthroughPresenter(StonesPresenter["Breakthrough", BreakthroughState, Step]):
    """The board: Black's and White's pieces, each under its own name so that it glides; a
    step is clicked as the piece's cell, then where it goes. It shows no regions."""

    def pieces(self, state: BreakthroughState) -> list[PieceInfo]:
        ids = self.game.ids(state)
        names = self.game.grid.names
        return [
            {"id": ids[i], "at": names[i], "look": COLOURS[colour], "owner": colour}
            for i, colour in enumerate(state.cells)
            if colour != EMPTY
        ]

    def step_label(self, state: BreakthroughState, move: Step) -> str:
        taken = state.cells[self.game.grid.index(move.end)] != EMPTY
        said = _("{start} takes {end}") if taken else _("{start} to {end}")
        return said.format(start=move.start, end=move.end)

    def step_looks(self, state: BreakthroughState, move: Step) -> list[str]:
        # The cell left is empty; the piece stands on the other.
        return ["", COLOURS[state.mover]]


class Breakthrough(StonesGame[BreakthroughState, Step]):
    """Breakthrough: step forward, take diagonally, reach the far rank."""

    id = PARTS.id
    title = PARTS.title
    summary = PARTS.summary

    grid: SquareGrid

    def _setup(self) -> None:
        self.grid = SquareGrid(SIZE, SIZE)
        # For each player and cell: the cell straight ahead (or -1), then the diagonals.
        self._ahead: tuple[tuple[int, ...], ...] = tuple(
            tuple(self._forward(i, player, 0) for i in range(self.grid.size))
            for player in (BLACK, WHITE)
        )
        self._diagonals: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(
                tuple(t for t in (self._forward(i, p, -1), self._forward(i, p, 1)) if t >= 0)
                for i in range(self.grid.size)
            )
            for p in (BLACK, WHITE)
        )

    def _forward(self, i: int, player: int, side: int) -> int:
        """The cell one rank forward of ``i`` for ``player`` and ``side`` files across, or -1."""
        file, rank = i % SIZE + side, i // SIZE + FORWARD[player]
        return rank * SIZE + file if 0 <= file < SIZE and 0 <= rank < SIZE else -1

    def ids(self, state: BreakthroughState) -> tuple[str, ...]:
        """The name of the piece on each cell (``""`` where empty)."""
        if state.ids:
            return state.ids
        return tuple("" if c == EMPTY else self.grid.names[i] for i, c in enumerate(state.cells))

    @classmethod
    def _state_type(cls) -> type[BreakthroughState]:
        return BreakthroughState

    def _initial_state(self) -> BreakthroughState:
        cells = [EMPTY] * self.grid.size
        for i in range(PIECES):
            cells[i], cells[-1 - i] = BLACK, WHITE
        return BreakthroughState(tuple(cells), BLACK)

    def _to_move(self, state: BreakthroughState) -> int:
        return state.mover

    def _legal_moves(self, state: BreakthroughState) -> list[Step]:
        names, cells, mover = self.grid.names, state.cells, state.mover
        steps: list[Step] = []
        for i, colour in enumerate(cells):
            if colour != mover:
                continue
            ahead = self._ahead[mover][i]
            targets = ([ahead] if ahead >= 0 else []) + list(self._diagonals[mover][i])
            # Onto an empty cell, or taking an enemy piece diagonally.
            steps.extend(
                Step(names[i], names[t])
                for t in targets
                if cells[t] == EMPTY or (cells[t] != mover and t != ahead)
            )
        return steps

    def _parse_move(self, text: str) -> Step:
        start, dash, end = text.lower().partition("-")
        if not dash:
            raise InvalidMoveError(
                _("{given} is not a step: write from-to, as c2-c3").format(given=quoted(text))
            )
        names = self.grid.names
        return Step(names[self.grid.index(start)], names[self.grid.index(end)])

    def _why_illegal(self, state: BreakthroughState, move: Step) -> str | None:
        start, end = self.grid.index(move.start), self.grid.index(move.end)
        reason = self._why_not_from(state, start)
        if reason is not None:
            return reason
        mover, target = state.mover, state.cells[end]
        if end != self._ahead[mover][start] and end not in self._diagonals[mover][start]:
            return _("{end} is not one cell forward of {start}").format(
                end=move.end, start=move.start
            )
        if target == mover:
            return _("{end} holds one of your own pieces").format(end=move.end)
        if target != EMPTY and end == self._ahead[mover][start]:
            return _("a piece takes only diagonally forward, and {end} is straight ahead").format(
                end=move.end
            )
        return None

    def _why_not_from(self, state: BreakthroughState, start: int) -> str | None:
        """Why no step starts at ``start``, where it holds no piece of the player to move."""
        name, colour = self.grid.names[start], state.cells[start]
        if colour == EMPTY:
            return _("there is no piece on {cell}").format(cell=name)
        if colour != state.mover:
            return _("the piece on {cell} is {player}'s").format(
                cell=name, player=self.player_name(colour)
            )
        return None

    def _why_not(self, state: BreakthroughState, clicks: tuple[str, ...]) -> str:
        start = self.grid.index(clicks[0])
        reason = self._why_not_from(state, start)
        if reason is None and len(clicks) == 1:
            reason = _("the piece on {cell} cannot move: every cell forward of it is blocked")
            reason = reason.format(cell=clicks[0])
        if reason is None and len(clicks) == 2:
            reason = self._why_illegal(state, self._parse_move("-".join(clicks)))
        return reason or super()._why_not(state, clicks)

    def _apply(self, state: BreakthroughState, move: Step) -> BreakthroughState:
        start, end = self.grid.index(move.start), self.grid.index(move.end)
        cells, ids = list(state.cells), list(self.ids(state))
        cells[end], cells[start] = cells[start], EMPTY
        ids[end], ids[start] = ids[start], ""
        return BreakthroughState(tuple(cells), 1 - state.mover, tuple(ids))

    def _turn_hint(self, state: BreakthroughState) -> str:
        return _(
            "Move a piece one cell forward, straight or diagonally, onto an empty cell, or take "
            "a piece diagonally forward: reach the far rank to win."
        )

    def _score_details(self, state: BreakthroughState) -> tuple[ScoreDetail, ...]:
        counts = [state.cells.count(colour) for colour in (BLACK, WHITE)]
        return tuple(
            ScoreDetail(n, str(n), ngettext("{n} piece left", "{n} pieces left", n).format(n=n), ())
            for n in counts
        )

    def _reached(self, state: BreakthroughState, colour: int) -> bool:
        """Whether a piece of ``colour`` stands on its far rank."""
        far = range(SIZE * (SIZE - 1), SIZE * SIZE) if colour == BLACK else range(SIZE)
        return any(state.cells[i] == colour for i in far)

    def _ended_by(self, state: BreakthroughState) -> tuple[int, str] | None:
        """Who has won by the board alone, and why: reaching the far rank, or taking all."""
        for colour in (BLACK, WHITE):
            other = self.player_name(1 - colour)
            if self._reached(state, colour):
                rank = SIZE if colour == BLACK else 1
                said = _("{player} reached rank {rank}")
                return colour, said.format(player=self.player_name(colour), rank=rank)
            if (1 - colour) not in state.cells:
                return colour, _("{player} has no pieces left").format(player=other)
        return None

    def _outcome(self, state: BreakthroughState) -> Outcome | None:
        scores = self._scores(state)
        ended = self._ended_by(state)
        if ended is None and not self._legal_moves(state):
            ended = (
                1 - state.mover,
                _("{player} cannot move").format(player=self.player_name(state.mover)),
            )
        if ended is None:
            return None
        winner, reason = ended
        headline = _("{player} broke through.").format(player=self.player_name(winner))
        return Outcome((winner,), scores, reason, headline)

    def _position(self, state: BreakthroughState) -> str:
        return f"{self._board_text(state)} {'bw'[state.mover]}"

    def _from_position(self, text: str) -> BreakthroughState:
        board, mover = self._fields(text, _("board"), _("colour to move"))
        if mover not in ("b", "w"):
            raise InvalidPositionError(
                _("the colour to move is b or w, not {given}").format(given=quoted(mover))
            )
        state = BreakthroughState(self._read_board(board), "bw".index(mover))
        for colour in (BLACK, WHITE):
            count = state.cells.count(colour)
            if count > PIECES:
                raise InvalidPositionError(
                    _("{player} has {count} pieces: each starts with {pieces}").format(
                        player=self.player_name(colour), count=count, pieces=PIECES
                    )
                )
        won = [c for c in (BLACK, WHITE) if self._reached(state, c) or 1 - c not in state.cells]
        if len(won) == 2:
            raise InvalidPositionError(_("both players have won: the game ends at the first win"))
        if won and state.mover == won[0]:
            name = self.player_name(won[0])
            raise InvalidPositionError(
                _(
                    "{player} has won, so the game ended on {player}'s step: {other} is to move"
                ).format(player=name, other=self.player_name(1 - won[0]))
            )
        return state
