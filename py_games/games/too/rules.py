"""Too, an "equal goals game without draws" (rec.games.abstract, April 2009).

Rules
    The rules as players read them are written once, in ``rules.md`` beside this module (the
    site's rules page, checked against this docstring by ``tests/test_rules_pages.py``).
    Here player 0 is Black and player 1 is White; a player may place a stone of either colour.

Options and choices
    ``size`` (2–10, default 5): cells on each edge of the board (61 cells at 5).

Choices where the rules are silent
    - During the game the board shows the same comparison on the groups placed so far: which
      ranks are compared and who is ahead.
    - ``scores()`` gives each player their colour's group sizes, largest first.

Notation
    ``<cell>:<colour>``, colour ``b`` or ``w``: ``e5:b`` puts a black stone on e5. Rows are
    lettered from the top, cells numbered from the left of each row (``notation.md``).

Position text
    ``<rows a.. top to bottom, separated by '/'> <to move>``: ``.`` empty, ``b`` black, ``w``
    white, then ``0`` or ``1``, the player to move. One stone per turn from player 0, so the
    number of stones fixes who moves.

Position editor
    A sketch's pieces are stones, ``b`` and ``w``; its one field is ``to_move``, the player
    to move (``0`` or ``1``).

The board
    :class:`TooPresenter`: the stones on the hexhex grid; a step is offered as a stone of the
    colour it places.

The search
    :class:`TooTuning` plays a whole random playout on a plain list (uniformly random steps,
    as the default tuning would, drawing the same numbers) and scores the full board once,
    with no state or step built per cell: about five times as many playouts a second.
    :class:`~.patterns.TooPatterns` (the game's tuning) adds its learned evaluation's patterns.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from ...core import stones
from ...core.errors import InvalidMoveError, InvalidPositionError, quoted
from ...core.game import Move, Outcome, ScoreDetail
from ...core.hexes import HexHexGrid
from ...core.scoring import ordinal, ranked_difference
from ...core.stones import BLACK, EMPTY, WHITE, StonesGame, StonesState
from ...i18n import _, ngettext
from ...tuning import Tuning
from ...view.stones import StonesEditor, StonesPresenter
from . import PARTS

if TYPE_CHECKING:
    from ...contract import FieldInfo, Sketch


@dataclass(frozen=True)
class TooState(StonesState):
    """A Too position: who is to move follows from the number of stones."""


@dataclass(frozen=True, repr=False)
class Stone(Move):
    """A stone of either colour on an empty cell: ``e5:b``."""

    cell: str
    colour: int

    def __str__(self) -> str:
        return f"{self.cell}:{stones.SYMBOLS[1 + self.colour]}"

    @property
    def cells(self) -> tuple[str, ...]:
        return (self.cell,)


@dataclass(frozen=True)
class _Verdict:
    """The comparison that decides (or would decide, mid-game) between the two colours."""

    winner: int
    rank: int
    """The rank (0-based) that decided."""
    sentence: str


def group_sizes(cells: list[int], adjacent: tuple[tuple[int, ...], ...]) -> list[list[int]]:
    """Black's and White's group sizes on a full board, largest first: what
    :meth:`Too.scores` lists, by one flood fill over every cell (no group's cells kept)."""
    seen = [False] * len(cells)
    sizes: list[list[int]] = [[], []]
    for start, colour in enumerate(cells):
        if seen[start]:
            continue
        seen[start] = True
        frontier, count = [start], 0
        while frontier:
            count += 1
            for j in adjacent[frontier.pop()]:
                if not seen[j] and cells[j] == colour:
                    seen[j] = True
                    frontier.append(j)
        sizes[colour].append(count)
    for found in sizes:
        found.sort(reverse=True)
    return sizes


def winner(black: list[int], white: list[int]) -> int:
    """The colour that wins on these group sizes (largest first): what :meth:`Too._verdict`
    decides, without its sentence."""
    found = ranked_difference(black, white, 1, missing="loses")
    if found is not None:
        return BLACK if found[1] > 0 else WHITE
    return BLACK if (black[0] if black else 0) >= (white[0] if white else 0) else WHITE


class TooTuning(Tuning["Too", TooState, Stone]):
    """A playout in one go: random stones on a plain list, the full board scored once; and
    level 4 blends in all-moves statistics, each step keyed by its cell and colour (the
    board at the end is all that decides, whoever placed what)."""

    amaf_levels = frozenset({4})
    amaf_iterations = 3_000
    """On the default board an iteration that keeps all-moves statistics takes about twice a
    plain one: level 4's time (``bench/bench_learned.py --amaf``)."""

    def __init__(self, game: Too) -> None:
        super().__init__(game)
        self._where = {name: i for i, name in enumerate(game.grid.names)}

    def step_keys(self) -> int:
        return 2 * self.game.grid.size

    def step_key(self, state: TooState, move: Stone) -> int:
        return 2 * self._where[move.cell] + move.colour

    def playout(
        self, state: TooState, rng: Random, keys: list[int] | None = None
    ) -> tuple[float, ...]:
        # Step by step, a playout built a state, listed every legal step and built a Stone at
        # each of up to 61 cells; most of its time went there. Here the same uniform choice
        # among the listed steps (each empty cell in board order, black then white) is one
        # number below twice the empty cells, drawn as ``rng.choice`` would draw it, so a
        # seed plays the same game as before (tests/test_fast_path.py plays both).
        cells = list(state.cells)
        empty = [i for i, colour in enumerate(cells) if colour == EMPTY]
        filled = empty[:] if keys is not None else ()  # (empty is used up below)
        draw = rng.randrange
        while empty:
            k = draw(2 * len(empty))
            cells[empty.pop(k >> 1)] = k & 1  # k & 1: BLACK (0) or WHITE (1)
        if keys is not None:
            keys.extend(2 * i + cells[i] for i in filled)
        black, white = group_sizes(cells, self.game.grid.adjacent)
        return (1.0, 0.0) if winner(black, white) == BLACK else (0.0, 1.0)


class TooPresenter(StonesPresenter["Too", TooState, Stone]):
    """Too's board: the stones; a step is a stone of its colour."""

    groups_name = PARTS.groups_name

    def step_alike(self, move: Stone) -> bool:
        return True  # a stone of a colour reads the same in every position

    def step_label(self, state: TooState, move: Stone) -> str:
        return _("black stone") if move.colour == BLACK else _("white stone")

    def step_looks(self, state: TooState, move: Stone) -> list[str]:
        return [stones.COLOURS[move.colour]]


class TooEditor(StonesEditor["Too", TooState]):
    """Too's position editor: the stones, and who is to move."""

    def fields(self) -> list[FieldInfo]:
        return [{"name": "to_move", "label": _("To move"), "choices": ["0", "1"],
                 "labels": [_("Black (player 0)"), _("White (player 1)")],
                 "default": "0"}]  # fmt: skip

    def decompose(self, state: TooState) -> Sketch:
        # The last field of position text: a finished game's too (``to_move`` is None there).
        mover = self.game.position(state).rsplit(" ", 1)[1]
        return {"pieces": self.stones(state), "fields": {"to_move": mover}}


class Too(StonesGame[TooState, Stone]):
    """Too: place a stone of either colour; the larger second group wins."""

    id = PARTS.id
    title = PARTS.title
    summary = PARTS.summary
    OPTIONS = PARTS.options

    grid: HexHexGrid

    def _setup(self) -> None:
        size = self.options["size"]
        assert isinstance(size, int)
        self.grid = HexHexGrid(size)
        self._where = {name: i for i, name in enumerate(self.grid.names)}
        self._moves = tuple(
            tuple(Stone(name, colour) for colour in (BLACK, WHITE)) for name in self.grid.names
        )

    # -- playing ---------------------------------------------------------------------------

    @classmethod
    def _state_type(cls) -> type[TooState]:
        return TooState

    def _to_move(self, state: TooState) -> int:
        return (self.grid.size - state.cells.count(EMPTY)) % 2

    def _legal_moves(self, state: TooState) -> list[Stone]:
        return [move for i, c in enumerate(state.cells) if c == EMPTY for move in self._moves[i]]

    def _parse_move(self, text: str) -> Stone:
        cell, colon, colour = text.partition(":")
        colour = colour.strip().lower()
        if not colon or colour not in ("b", "w"):
            raise InvalidMoveError(
                # TRANSLATORS: {game} is the game's name; {colon}, {black}, {white} and
                # {example} are notation, as written.
                _(
                    "{text} is not a {game} move: write the cell, '{colon}', then {black} or "
                    "{white}, as {example}"
                ).format(
                    text=quoted(text),
                    game=self.title,
                    colon=":",
                    black="b",
                    white="w",
                    example="e5:b",
                )
            )
        return self._moves[self.grid.index(cell)][stones.from_symbol(colour)]

    def _why_illegal(self, state: TooState, move: Stone) -> str | None:
        if state.cells[self.grid.index(move.cell)] != EMPTY:
            return _("{cell} is not empty").format(cell=move.cell)
        return None

    def _why_not(self, state: TooState, clicks: tuple[str, ...]) -> str:
        if state.cells[self.grid.index(clicks[0])] != EMPTY:
            return _("{cell} is not empty").format(cell=clicks[0])
        return super()._why_not(state, clicks)

    def _apply(self, state: TooState, move: Stone) -> TooState:
        return self._placed(state, {move.cell: move.colour})

    # -- the fast path for search: a step is a tuple copied with one cell changed -----------

    def successor(self, state: TooState, move: Stone) -> TooState:
        i = self._where[move.cell]
        cells = state.cells
        return TooState((*cells[:i], move.colour, *cells[i + 1 :]))

    def is_over(self, state: TooState) -> bool:
        return EMPTY not in state.cells

    def _turn_hint(self, state: TooState) -> str:
        return _("Place a black or a white stone on any empty cell.")

    # -- scoring ---------------------------------------------------------------------------

    def _groups(self, state: TooState) -> list[list[tuple[int, ...]]]:
        return [stones.groups(state.cells, c, self.grid.adjacent) for c in (BLACK, WHITE)]

    def _verdict(self, black: list[int], white: list[int]) -> _Verdict:
        names = [self.player_name(p) for p in (BLACK, WHITE)]
        sizes = (black, white)
        found = ranked_difference(black, white, 1, missing="loses")
        if found is not None:
            rank, sign = found
            winner = BLACK if sign > 0 else WHITE
            loser = 1 - winner
            if rank >= len(sizes[loser]):
                # TRANSLATORS: {winner} and {loser} are players' names ("Black"), {rank} an ordinal
                # ("2nd"), {size} and {other} the sizes of their groups of that rank.
                sentence = _("{loser} has no {rank}-largest group; {winner} has one ({size}).")
                other = 0
            else:
                sentence = _("{winner}'s {rank}-largest group ({size}) beats {loser}'s ({other}).")
                other = sizes[loser][rank]
            sentence = sentence.format(
                winner=names[winner],
                loser=names[loser],
                rank=ordinal(rank + 1),
                size=sizes[winner][rank],
                other=other,
            )
            return _Verdict(winner, rank, sentence)
        largest = (black[0] if black else 0, white[0] if white else 0)
        # A full board has an odd number of stones, so equal lists are impossible there.
        winner = BLACK if largest[0] >= largest[1] else WHITE
        sentence = _(
            "Every group from the 2nd on matches; {winner}'s largest group ({size}) beats "
            "{loser}'s ({other})."
        ).format(
            winner=names[winner],
            loser=names[1 - winner],
            size=largest[winner],
            other=largest[1 - winner],
        )
        return _Verdict(winner, 0, sentence)

    def _score_details(self, state: TooState) -> tuple[ScoreDetail, ...]:
        found = self._groups(state)
        black, white = ([len(g) for g in f] for f in found)
        verdict = self._verdict(black, white) if black or white else None
        details = []
        for colour, groups in enumerate(found):
            sizes = tuple(len(g) for g in groups)
            # The ranks compared so far: from the 2nd to the deciding one, or the largest.
            compared = [
                verdict is not None
                and (rank == 0 if verdict.rank == 0 else 1 <= rank <= verdict.rank)
                for rank in range(len(groups))
            ]
            # TRANSLATORS: the score's words: a colour's group sizes, largest first.
            text = " ".join(map(str, sizes)) if sizes else _("none")
            formula = (
                _("groups {sizes}").format(sizes=", ".join(map(str, sizes)))
                if sizes
                else _("no stone yet")
            )
            regions = stones.regions(groups, colour, self.grid.names, compared)
            details.append(ScoreDetail(sizes, text, formula, regions))
        return tuple(details)

    def _outcome(self, state: TooState) -> Outcome | None:
        if EMPTY in state.cells:
            return None
        black, white = ([len(g) for g in f] for f in self._groups(state))
        if black == white:  # pragma: no cover - impossible on an odd number of cells
            raise AssertionError("a full hexhex board cannot tie")
        verdict = self._verdict(black, white)
        return Outcome(
            (verdict.winner,),
            (tuple(black), tuple(white)),
            _("the board is full"),
            verdict.sentence,
        )

    # -- text ------------------------------------------------------------------------------

    def _position(self, state: TooState) -> str:
        return f"{self._board_text(state)} {self._to_move(state)}"

    def _from_position(self, text: str) -> TooState:
        board, mover = self._fields(text, _("board"), _("player to move"))
        cells = self._read_board(board)
        player = self._read_player(mover)
        state = TooState(cells)
        expected = self._to_move(state)
        if player != expected:
            placed = self.grid.size - cells.count(EMPTY)
            turn = ngettext(
                "with {n} stone placed, one per turn from player 0, it is player {turn}'s turn, "
                "not player {mover}'s",
                "with {n} stones placed, one per turn from player 0, it is player {turn}'s turn, "
                "not player {mover}'s",
                placed,
            )
            raise InvalidPositionError(turn.format(n=placed, turn=expected, mover=mover))
        return state
