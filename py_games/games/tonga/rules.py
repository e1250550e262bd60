"""Tonga, by the Grupo de los Lunes (2003): two colours of stones, shared by both players.

Rules
    The rules as players read them are written once, in ``rules.md`` beside this module (the
    site's rules page, checked against this docstring by ``tests/test_rules_pages.py``).
    Here player 0 is Black and player 1 is White; each turn places one stone of each colour,
    and an empty cell with no empty neighbour is dead (the board crosses it out).

Options and choices
    ``first`` (``"white"`` by default, or ``"black"``): who moves first. No source names the
    first player; the designers' own example position only arises if White moved first.

Choices where the rules are silent
    - Live scores during the game use the same sum over the groups placed so far.
    - The outcome's scores are the two sums; the tie-break is told in ``decided`` and the
      group sizes are in :meth:`Game.score_details`.

Notation
    ``<black cell>-<white cell>``, e.g. ``e2-d1``: black on e2, white on d1. One step.

Clicks
    A pair is made by clicking the black stone's cell, then the white stone's; or by clicking
    the white stone's cell twice, then the black stone's (:attr:`Pair.orders`): the first
    cell clicked gets the black stone, and clicking it again swaps it to white. Each click is
    explained (:meth:`Game.why_not`), and after the first and the second the board says what
    the clicks so far mean (:meth:`TongaPresenter.prompt`). The prompt after the second
    offers to swap again; that is the board's to do, by going back to the first click: the
    same cell three times begins no step (the two stones go on two different cells).

Position text
    ``<ranks 9..1 separated by '/'> <to move>``: ``.`` empty, ``b`` black, ``w`` white, then
    ``b`` or ``w`` for the colour of the player to move. Each turn adds one stone of each
    colour, so the counts must be equal, and the number of turns played fixes who moves.

Position editor
    A sketch's pieces are stones, ``b`` and ``w``; its one field is ``to_move``, the colour
    to move (``b`` or ``w``), by default the first player's.

The board and the computer opponent
    :class:`TongaPresenter` marks the dead cells; the search's tuning
    (:class:`~.patterns.TongaTuning`) plays out random touching pairs, and names the patterns
    its learned evaluation weighs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core import stones
from ...core.errors import InvalidMoveError, InvalidPositionError, quoted
from ...core.game import Move, Outcome, ScoreDetail
from ...core.scoring import ordinal, ranked_difference
from ...core.square import SquareGrid
from ...core.stones import BLACK, EMPTY, WHITE, StonesGame, StonesState
from ...i18n import _, ngettext
from ...view.stones import StonesEditor, StonesPresenter
from . import PARTS

if TYPE_CHECKING:
    from ...contract import FieldInfo, Sketch
    from ...contract.scene import MarkInfo

COUNTED = 3  # the largest groups that score


@dataclass(frozen=True)
class TongaState(StonesState):
    """A Tonga position: who is to move follows from the stones and the ``first`` option."""


@dataclass(frozen=True, repr=False)
class Pair(Move):
    """A black stone and a white stone on two touching empty cells: ``e2-d1``."""

    black: str
    white: str

    def __str__(self) -> str:
        return f"{self.black}-{self.white}"

    @property
    def cells(self) -> tuple[str, ...]:
        return (self.black, self.white)

    @property
    def orders(self) -> tuple[tuple[str, ...], ...]:
        """Black's cell then white's; or white's cell twice (the first click puts black
        there, the second swaps it to white), then black's."""
        return ((self.black, self.white), (self.white, self.white, self.black))


class TongaPresenter(StonesPresenter["Tonga", TongaState, Pair]):
    """Tonga's board: the stones, the dead cells, and what a click so far means."""

    groups_name = PARTS.groups_name

    def step_alike(self, move: Pair) -> bool:
        return True  # a pair reads the same in every position (a view lists hundreds)

    def marks(self, state: TongaState) -> list[MarkInfo]:
        dead = self.game.dead_cells(state)
        if not dead:
            return []
        return [{"cells": dead, "look": "dead", "label": _("can never be filled")}]

    def step_label(self, state: TongaState, move: Pair) -> str:
        return _("black on {black}, white on {white}").format(black=move.black, white=move.white)

    def step_looks(self, state: TongaState, move: Pair) -> list[str]:
        return list(stones.COLOURS)

    def prompt(self, state: TongaState, clicks: tuple[str, ...]) -> str | None:
        """After one click, black is on that cell; after the same cell twice, white is."""
        cell = clicks[0]
        if len(clicks) == 1:
            return _(
                "black on {cell}: click a highlighted place for white, or {cell} again to swap."
            ).format(cell=cell)
        if len(clicks) == 2 and clicks[1] == cell:
            return _(
                "white on {cell}: click a highlighted place for black, or {cell} again to swap."
            ).format(cell=cell)
        return None


class TongaEditor(StonesEditor["Tonga", TongaState]):
    """Tonga's position editor: the stones, and who is to move."""

    def fields(self) -> list[FieldInfo]:
        first = self.decompose(self.game.initial_state())["fields"]["to_move"]
        return [{"name": "to_move", "label": _("To move"), "choices": ["b", "w"],
                 "labels": [_("Black"), _("White")], "default": first}]  # fmt: skip

    def decompose(self, state: TongaState) -> Sketch:
        # The last field of position text: a finished game's too (``to_move`` is None there).
        mover = self.game.position(state).rsplit(" ", 1)[1]
        return {"pieces": self.stones(state), "fields": {"to_move": mover}}


class Tonga(StonesGame[TongaState, Pair]):
    """Tonga: place a black and a white stone side by side; score your three largest groups."""

    id = PARTS.id
    title = PARTS.title
    summary = PARTS.summary
    OPTIONS = PARTS.options

    grid: SquareGrid

    def _setup(self) -> None:
        self.grid = SquareGrid(9, 9)
        self._first = WHITE if self.options["first"] == "white" else BLACK
        # Every pair of touching cells built once, in the order of ``grid.king``: a search
        # lists a position's several hundred pairs at every node it adds, and building them
        # there was most of its time outside the playouts.
        names = self.grid.names
        self._pairs = tuple(
            tuple(Pair(names[i], names[j]) for j in around)
            for i, around in enumerate(self.grid.king)
        )

    # -- playing ---------------------------------------------------------------------------

    @classmethod
    def _state_type(cls) -> type[TongaState]:
        return TongaState

    def _to_move(self, state: TongaState) -> int:
        turns = state.cells.count(BLACK)
        return (self._first + turns) % 2

    def empty_neighbours(self, state: TongaState, i: int) -> list[int]:
        """The empty cells touching cell ``i`` by a side or a corner, as indices in the
        grid's order (``grid.names[i]`` names cell ``i``)."""
        return [j for j in self.grid.king[i] if state.cells[j] == EMPTY]

    def dead_cells(self, state: TongaState) -> list[str]:
        """The empty cells with no empty neighbour, which can never be filled, in the grid's
        order."""
        names, cells = self.grid.names, state.cells
        return [
            names[i]
            for i, c in enumerate(cells)
            if c == EMPTY and not self.empty_neighbours(state, i)
        ]

    def _legal_moves(self, state: TongaState) -> list[Pair]:
        cells, king, pairs = state.cells, self.grid.king, self._pairs
        return [
            pair
            for i, colour in enumerate(cells)
            if colour == EMPTY
            for j, pair in zip(king[i], pairs[i], strict=True)
            if cells[j] == EMPTY
        ]

    def _parse_move(self, text: str) -> Pair:
        parts = text.split("-")
        if len(parts) != 2:
            raise InvalidMoveError(
                # TRANSLATORS: {game} is the game's name; {dash} and {example} are notation.
                _(
                    "{text} is not a {game} move: write the black stone's cell, '{dash}', then the "
                    "white stone's, as {example}"
                ).format(text=quoted(text), game=self.title, dash="-", example="e2-d1")
            )
        black, white = (self.grid.names[self.grid.index(part)] for part in parts)
        return Pair(black, white)

    def _why_illegal(self, state: TongaState, move: Pair) -> str | None:
        black, white = self.grid.index(move.black), self.grid.index(move.white)
        for name, i in ((move.black, black), (move.white, white)):
            if state.cells[i] != EMPTY:
                return _("{cell} is not empty").format(cell=name)
        if black == white:
            return _("the two stones go on two different cells")
        if white not in self.grid.king[black]:
            return _(
                "{black} and {white} do not touch: the stones go on neighbouring cells"
            ).format(black=move.black, white=move.white)
        return None

    def _why_not(self, state: TongaState, clicks: tuple[str, ...]) -> str:
        # The first click is a stone's cell; a second on another cell makes the pair
        # first-second, and a third after the first clicked twice makes the pair third-first.
        for click in clicks[:3]:
            self.grid.index(click)  # a name off the board says so
        first = self.grid.index(clicks[0])
        if state.cells[first] != EMPTY:
            return _("{cell} is not empty").format(cell=clicks[0])
        if not self.empty_neighbours(state, first):
            return _("{cell} has no empty neighbour: it can never be filled").format(cell=clicks[0])
        pair = None
        if len(clicks) == 2 and clicks[1] != clicks[0]:
            pair = Pair(clicks[0], clicks[1])
        elif len(clicks) == 3 and clicks[1] == clicks[0]:
            pair = Pair(clicks[2], clicks[0])
        reason = None if pair is None else self._why_illegal(state, pair)
        return reason or super()._why_not(state, clicks)

    def _apply(self, state: TongaState, move: Pair) -> TongaState:
        return self._placed(state, {move.black: BLACK, move.white: WHITE})

    def _turn_hint(self, state: TongaState) -> str:
        return _("Place a black and a white stone on two empty cells that touch.")

    # -- scoring ---------------------------------------------------------------------------

    def _sizes(self, state: TongaState) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        black, white = (stones.groups(state.cells, c, self.grid.orthogonal) for c in (BLACK, WHITE))
        return black, white

    def _score_details(self, state: TongaState) -> tuple[ScoreDetail, ...]:
        details = []
        for colour, found in enumerate(self._sizes(state)):
            top = [len(g) for g in found[:COUNTED]]
            score = sum(size * size for size in top)
            if top:
                formula = " + ".join(f"{size}²" for size in top) + f" = {score}"
            else:
                formula = _("no group yet = 0")
            counted = [rank < COUNTED for rank in range(len(found))]
            regions = stones.regions(found, colour, self.grid.names, counted)
            details.append(ScoreDetail(score, str(score), formula, regions))
        return tuple(details)

    def is_over(self, state: TongaState) -> bool:
        # Asked after every step of a search: the test alone, not the outcome's sentences.
        return not self._open(state.cells)

    def _open(self, cells: tuple[int, ...]) -> bool:
        """Whether two empty cells touch, so that a pair can still be placed (inline, no
        list per cell as ``empty_neighbours`` makes: the search asks after every step)."""
        king = self.grid.king
        for i, colour in enumerate(cells):
            if colour == EMPTY:
                for j in king[i]:
                    if cells[j] == EMPTY:
                        return True
        return False

    def _outcome(self, state: TongaState) -> Outcome | None:
        if self._open(state.cells):
            return None
        black, white = ([len(g) for g in found] for found in self._sizes(state))
        scores = (sum(s * s for s in black[:COUNTED]), sum(s * s for s in white[:COUNTED]))
        reason = _("no two empty cells touch")
        if scores[0] != scores[1]:
            winner = 0 if scores[0] > scores[1] else 1
            loser = 1 - winner
            # TRANSLATORS: {winner} and {loser} are players' names ("Black"), the numbers scores.
            decided = _("{winner}'s {score} beats {loser}'s {other}.").format(
                winner=self.player_name(winner),
                score=scores[winner],
                loser=self.player_name(loser),
                other=scores[loser],
            )
            return Outcome((winner,), scores, reason, decided)
        found = ranked_difference(black, white, COUNTED, missing="stop")
        if found is None:
            tied = _("The scores tie at {score} and no group from the 4th largest on breaks it.")
            return Outcome((0, 1), scores, reason, tied.format(score=scores[0]))
        rank, sign = found
        winner = 0 if sign > 0 else 1
        sizes = (black[rank], white[rank])
        # TRANSLATORS: {rank} is an ordinal ("2nd"), {size} and {other} the sizes of the
        # players' groups of that rank.
        decided = _(
            "The scores tie at {score}; {winner}'s {rank}-largest group ({size}) beats "
            "{loser}'s ({other})."
        ).format(
            score=scores[0],
            winner=self.player_name(winner),
            rank=ordinal(rank + 1),
            size=sizes[winner],
            loser=self.player_name(1 - winner),
            other=sizes[1 - winner],
        )
        return Outcome((winner,), scores, reason, decided)

    # -- text ------------------------------------------------------------------------------

    def _position(self, state: TongaState) -> str:
        return f"{self._board_text(state)} {stones.SYMBOLS[1 + self._to_move(state)]}"

    def _from_position(self, text: str) -> TongaState:
        board, mover = self._fields(text, _("board"), _("colour to move"))
        cells = self._read_board(board)
        blacks, whites = cells.count(BLACK), cells.count(WHITE)
        if blacks != whites:
            raise InvalidPositionError(
                _(
                    "there are {blacks} black and {whites} white stones; every turn places one "
                    "of each, so the counts must be equal"
                ).format(blacks=blacks, whites=whites)
            )
        if mover not in ("b", "w"):
            raise InvalidPositionError(
                # TRANSLATORS: {black} and {white} are the letters position text writes.
                _("the colour to move must be {black} or {white}, not {text}").format(
                    black="b", white="w", text=quoted(mover)
                )
            )
        state = TongaState(cells)
        expected = self._to_move(state)
        if stones.SYMBOLS[1 + expected] != mover:
            # TRANSLATORS: {first}, {player} and {other} are players' names ("White").
            turns = ngettext(
                "after {n} turn with {first} starting it is {player}'s turn, not {other}'s",
                "after {n} turns with {first} starting it is {player}'s turn, not {other}'s",
                blacks,
            )
            raise InvalidPositionError(
                turns.format(
                    n=blacks,
                    first=self.player_name(self._first),
                    player=self.player_name(expected),
                    other=self.player_name(1 - expected),
                )
            )
        return state
