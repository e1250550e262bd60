"""Contiguous, by Leroy Quet (2008): a pencil-and-paper game for two or more players.

Rules
    The rules as players read them are written once, in ``rules.md`` beside this module (the
    site's rules page, checked against this docstring by ``tests/test_rules_pages.py``).
    Here players are numbered from 0 and take turns in that order; a player's islands are
    joined side to side unless ``diagonal_islands`` is on.

Options and choices
    ``size`` (3–19, default 6) and ``players`` (2–6, default 2).
    ``placement``: ``"king"`` (default) lets "touch" include diagonal contact, as the author's
    text does; ``"orthogonal"`` follows a reposted version of the rules that omits diagonals.
    ``diagonal_islands`` (default false): the author left it to the players whether diagonal
    contact joins an island; his worked example only scores as printed with side-to-side
    islands, so that is the default.

Choices where the rules are silent
    - Live scores during the game use the same product over the islands placed so far.
    - Player order never changes and nobody passes: every turn has an empty cell to fill.

Notation
    A step is the cell filled, e.g. ``c4``.

Position text
    ``<ranks n..1 separated by '/'> <to move> <last>``: one character per cell, ``.`` for
    empty or the player's number ``1``–``6`` (player 0 is ``1``); ``<to move>`` is a player
    number; ``<last>`` is the cell filled last, or ``-`` on an empty board. Players fill cells
    in turn from player 1, so the counts of symbols and the player to move must agree, and the
    last cell must hold the previous player's symbol.

The board
    :class:`ContiguousPresenter`: the grid's cells, each filled one drawn as its player's
    mark; the groups that score are called islands.

Position editor
    A sketch's pieces are each player's symbol as position text writes it (``"1"`` to
    ``"6"``); its fields are ``to_move`` (a player's number) and ``last`` (the cell filled
    last, or ``-``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.errors import InvalidPositionError, quoted
from ...core.game import Game, Outcome, Place, Region, Score, ScoreDetail, State
from ...core.groups import connected_groups, product_formula, product_of_sizes
from ...core.scoring import highest_score_outcome
from ...core.square import SquareGrid
from ...i18n import _, ngettext
from ...view.editor import Editor
from ...view.presenter import Presenter
from . import PARTS

if TYPE_CHECKING:
    from ...contract import FieldInfo, KindInfo, Sketch
    from ...contract.scene import LabelInfo, PieceInfo, PlaceInfo

EMPTY = -1


@dataclass(frozen=True)
class ContiguousState(State):
    """A Contiguous position."""

    cells: tuple[int, ...]
    """Owner of each cell (index of the player, or -1 when empty), ``a1`` first."""
    to_move: int
    """The player who fills the next cell."""
    last: int | None
    """Index of the cell filled last, ``None`` before the first move."""
    players: int
    """How many players take turns: a 3-player position is not one of a 2-player game, even
    before the third player has filled a cell."""


class ContiguousPresenter(Presenter["Contiguous", ContiguousState, Place]):
    """Contiguous's board: the grid, and each filled cell drawn as its player's mark."""

    def step_alike(self, move: Place) -> bool:
        return True  # a cell is offered as its name, the same in every position

    groups_name = PARTS.groups_name

    def places(self) -> list[PlaceInfo]:
        return self.game.grid.places()

    def labels(self) -> list[LabelInfo]:
        return self.game.grid.labels()

    def pieces(self, state: ContiguousState) -> list[PieceInfo]:
        names = self.game.grid.names
        return [
            {"id": names[i], "at": names[i], "look": "mark", "owner": owner}
            for i, owner in enumerate(state.cells)
            if owner != EMPTY
        ]


class ContiguousEditor(Editor["Contiguous", ContiguousState]):
    """Contiguous's position editor: each player's symbol on any cell, who is to move, and the cell
    filled last."""

    def kinds(self) -> list[KindInfo]:
        game, first = self.game, self.game.grid.names[0]
        return [
            {
                "id": str(p + 1),
                # TRANSLATORS: the label of a piece in the position editor: {player} is a
                # player's name ("Player 1"), the symbol the mark they fill cells with.
                "label": _("{player}'s symbol").format(player=game.player_name(p)),
                "piece": {"id": "", "at": first, "look": "mark", "owner": p},
            }
            for p in range(game.players)
        ]

    def fields(self) -> list[FieldInfo]:
        game = self.game
        players = [str(p + 1) for p in range(game.players)]
        names = [game.player_name(p) for p in range(game.players)]
        return [
            {"name": "to_move", "label": _("To move"), "choices": players, "labels": names,
             "default": "1"},
            {"name": "last", "label": _("Cell filled last"), "choices": ["-"],
             "labels": [_("none (empty board)")], "default": "-", "place": True},
        ]  # fmt: skip

    def compose(self, sketch: Sketch) -> str:
        pieces, fields = sketch["pieces"], sketch["fields"]
        board = self.game.grid.format_rows([pieces.get(n, ".") for n in self.game.grid.names])
        return f"{board} {fields['to_move']} {fields['last']}"

    def decompose(self, state: ContiguousState) -> Sketch:
        names = self.game.grid.names
        last = "-" if state.last is None else names[state.last]
        pieces = {names[i]: str(o + 1) for i, o in enumerate(state.cells) if o != EMPTY}
        return {"pieces": pieces, "fields": {"to_move": str(state.to_move + 1), "last": last}}


class Contiguous(Game[ContiguousState, Place]):
    """Contiguous: fill cells next to the last one; score the product of your islands."""

    id = PARTS.id
    title = PARTS.title
    summary = PARTS.summary
    OPTIONS = PARTS.options

    def _setup(self) -> None:
        size = self.options["size"]
        assert isinstance(size, int)
        self.grid = SquareGrid(size, size)
        self._touching = self.grid.neighbours(diagonal=self.options["placement"] == "king")
        self._joined = self.grid.neighbours(diagonal=bool(self.options["diagonal_islands"]))
        self._moves = tuple(Place(name) for name in self.grid.names)

    @property
    def players(self) -> int:
        count = self.options["players"]
        assert isinstance(count, int)
        return count

    # -- playing ---------------------------------------------------------------------------

    @classmethod
    def _state_type(cls) -> type[ContiguousState]:
        return ContiguousState

    def _state_fits(self, state: ContiguousState) -> bool:
        return len(state.cells) == self.grid.size and state.players == self.players

    def _initial_state(self) -> ContiguousState:
        return ContiguousState(
            (EMPTY,) * self.grid.size, to_move=0, last=None, players=self.players
        )

    def _to_move(self, state: ContiguousState) -> int:
        return state.to_move

    def _targets(self, state: ContiguousState) -> list[int]:
        """Cells that may be filled: empty neighbours of the last cell, else every empty cell."""
        if state.last is not None:
            near = [i for i in self._touching[state.last] if state.cells[i] == EMPTY]
            if near:
                return near
        return [i for i, owner in enumerate(state.cells) if owner == EMPTY]

    def _legal_moves(self, state: ContiguousState) -> list[Place]:
        return [self._moves[i] for i in self._targets(state)]

    def _parse_move(self, text: str) -> Place:
        return self._moves[self.grid.index(text)]

    def _why_illegal(self, state: ContiguousState, move: Place) -> str | None:
        i = self.grid.index(move.cell)
        if state.cells[i] != EMPTY:
            return _("{cell} is not empty").format(cell=move.cell)
        if (
            state.last is not None
            and i not in self._touching[state.last]
            and any(state.cells[j] == EMPTY for j in self._touching[state.last])
        ):
            last = self.grid.names[state.last]
            if self.options["placement"] == "king":
                why = _(
                    "{cell} does not touch {last}, the cell filled last, which still has an "
                    "empty neighbour"
                )
            else:
                why = _(
                    "{cell} does not touch along a side {last}, the cell filled last, which "
                    "still has an empty neighbour"
                )
            return why.format(cell=move.cell, last=last)
        return None

    def _why_not(self, state: ContiguousState, clicks: tuple[str, ...]) -> str:
        reason = self._why_illegal(state, self._parse_move(clicks[0]))
        return reason or super()._why_not(state, clicks)

    def _apply(self, state: ContiguousState, move: Place) -> ContiguousState:
        i = self.grid.index(move.cell)
        cells = list(state.cells)
        cells[i] = state.to_move
        return ContiguousState(tuple(cells), (state.to_move + 1) % self.players, i, self.players)

    def _turn_hint(self, state: ContiguousState) -> str:
        if state.last is None:
            return _("Fill any cell.")
        last = self.grid.names[state.last]
        if any(state.cells[j] == EMPTY for j in self._touching[state.last]):
            if self.options["placement"] == "king":
                return _("Fill an empty cell touching {last}.").format(last=last)
            return _("Fill an empty cell touching along a side {last}.").format(last=last)
        return _("Fill any empty cell: nothing next to {last} is empty.").format(last=last)

    # -- scoring ---------------------------------------------------------------------------

    def _islands(self, state: ContiguousState, player: int) -> tuple[tuple[int, ...], ...]:
        # Worked out once per state: a view asks for the scores and for their details (a full
        # 19×19 board of six players: twelve flood fills, of which six were the same again).
        return self._remember(state, "_islands_memo", self._all_islands)[player]

    def _all_islands(self, state: ContiguousState) -> tuple[tuple[tuple[int, ...], ...], ...]:
        cells, joined = state.cells, self._joined.__getitem__
        return tuple(
            tuple(connected_groups([i for i, owner in enumerate(cells) if owner == p], joined))
            for p in range(self.players)
        )

    def _products(self, state: ContiguousState) -> tuple[int, ...]:
        return tuple(product_of_sizes(self._islands(state, p)) for p in range(self.players))

    def _scores(self, state: ContiguousState) -> tuple[Score, ...]:
        return self._products(state)

    def _score_details(self, state: ContiguousState) -> tuple[ScoreDetail, ...]:
        details = []
        name = self.grid.names.__getitem__  # (a view of a 19×19 board names 361 cells)
        for player in range(self.players):
            islands = self._islands(state, player)
            formula = (
                product_formula([len(i) for i in islands]) if islands else _("no cell yet = 0")
            )
            regions = tuple(
                # Size badges on islands of two or more: single cells are plain to see.
                Region(tuple(map(name, island)), player, _badge(len(island)))
                for island in islands
            )
            score = product_of_sizes(islands)
            details.append(ScoreDetail(score, str(score), formula, regions))
        return tuple(details)

    def _outcome(self, state: ContiguousState) -> Outcome | None:
        if EMPTY in state.cells:
            return None
        return highest_score_outcome(self, self._products(state), _("the grid is full"))

    # -- text ------------------------------------------------------------------------------

    def _position(self, state: ContiguousState) -> str:
        board = self.grid.format_rows(["." if o == EMPTY else str(o + 1) for o in state.cells])
        last = "-" if state.last is None else self.grid.names[state.last]
        return f"{board} {state.to_move + 1} {last}"

    def _from_position(self, text: str) -> ContiguousState:
        board, mover, last_text = self._fields(
            text, _("board"), _("player to move"), _("last cell")
        )
        symbols = "." + "".join(str(p + 1) for p in range(self.players))
        try:
            cells = tuple(
                EMPTY if s == "." else int(s) - 1 for s in self.grid.parse_rows(board, symbols)
            )
        except InvalidPositionError as error:
            # TRANSLATORS: {error} is what is wrong with the board, {n} the number of players.
            players = ngettext("{error} ({n} player)", "{error} ({n} players)", self.players)
            raise InvalidPositionError(players.format(error=error, n=self.players)) from None
        if len(mover) != 1 or mover not in symbols[1:]:
            raise InvalidPositionError(
                _("the player to move must be a number from 1 to {n}, not {text}").format(
                    n=self.players, text=quoted(mover)
                )
            )
        to_move = int(mover) - 1
        # Players fill one cell each in turn from player 1: the counts follow from the total.
        filled = self.grid.size - cells.count(EMPTY)
        counts = Counter(cells)
        for player in range(self.players):
            expected = (filled - player + self.players - 1) // self.players
            if counts[player] != expected:
                has = ngettext(
                    "player {player} has {n} cell, but with {filled} filled in turn from player "
                    "1 they must have {expected}",
                    "player {player} has {n} cells, but with {filled} filled in turn from "
                    "player 1 they must have {expected}",
                    counts[player],
                )
                raise InvalidPositionError(
                    has.format(
                        player=player + 1, n=counts[player], filled=filled, expected=expected
                    )
                )
        if to_move != filled % self.players:
            turn = ngettext(
                "with {n} cell filled it is player {turn}'s turn, not player {mover}'s",
                "with {n} cells filled it is player {turn}'s turn, not player {mover}'s",
                filled,
            )
            raise InvalidPositionError(
                turn.format(n=filled, turn=filled % self.players + 1, mover=to_move + 1)
            )
        last = self._parse_last(last_text, cells, filled, to_move)
        return ContiguousState(cells, to_move, last, self.players)

    def _parse_last(
        self, text: str, cells: tuple[int, ...], filled: int, to_move: int
    ) -> int | None:
        if text == "-":
            if filled:
                raise InvalidPositionError(
                    # TRANSLATORS: {none} is what position text writes for no cell, as written.
                    _("the last cell filled is missing: write its name instead of '{none}'").format(
                        none="-"
                    )
                )
            return None
        try:
            last = self.grid.index(text)
        except ValueError as error:
            raise InvalidPositionError(_("last cell: {error}").format(error=error)) from None
        previous = (to_move - 1) % self.players
        if cells[last] != previous:
            raise InvalidPositionError(
                _("the last cell, {cell}, must hold the previous player's symbol {symbol}").format(
                    cell=self.grid.names[last], symbol=previous + 1
                )
            )
        return last


def _badge(size: int) -> str:
    return str(size) if size > 1 else ""
