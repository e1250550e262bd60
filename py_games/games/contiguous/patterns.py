"""What Contiguous's learned evaluation sees (:mod:`py_games.learned`): :class:`ContiguousTuning`.

As one player sees the board, every cell is empty, theirs, another player's, or off the
board. The patterns of a position for that player are:

- around every cell, its 3×3 square (the cell and the eight it touches at a side or a corner),
  one whole number per square: how islands form and where there is room;
- the 3×3 square around the cell filled last, with how many turns until this player moves
  (0: it is theirs): the next cell must touch it, so it says where play goes next;
- each of their islands, and each of the others', by size (capped): the score is the product
  of a player's island sizes, a sum of logarithms the weights can learn.

None depends on the board's size or the number of players, so one table serves them all.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.game import Place
from ...core.square import SquareGrid
from ...tuning import Tuning
from .rules import EMPTY, Contiguous, ContiguousState

OFF = 3
"""A place of a square beyond the board's edge."""
SQUARE = 4**9
"""How many 3×3 squares there are (each of 9 places one of 4 things)."""
KIND = 1 << 22
"""Patterns of one kind are KIND apart (the kinds below, times KIND, plus the pattern)."""
AROUND, LAST, MINE, THEIRS = 1, 2, 3, 4
LARGEST_ISLAND = 16
"""Islands larger than this count as this large."""


class ContiguousTuning(Tuning[Contiguous, ContiguousState, Place]):
    """Contiguous's search: random playouts, and the patterns above for a learned evaluation."""

    learned_iterations = 10_600
    """Level 4's 6,000 playouts' time on the default 6×6 board in 16 positions of random games
    (a position valued is worked out from the one before its step); 1.18 times it in
    bench_learned.py's games, which print both sides' time a step."""

    def __init__(self, game: Contiguous) -> None:
        super().__init__(game)
        grid = game.grid
        assert isinstance(grid, SquareGrid)
        width, height = grid.width, grid.height
        # Each cell's square, row by row from the corner below and left: cells, or -1 off.
        self._squares = tuple(
            tuple(
                (r + dr) * width + f + df if 0 <= f + df < width and 0 <= r + dr < height else -1
                for dr in (-1, 0, 1)
                for df in (-1, 0, 1)
            )
            for r in range(height)
            for f in range(width)
        )
        self._joined = grid.neighbours(diagonal=bool(game.options["diagonal_islands"]))
        self._players = game.players
        # Each cell's places in the squares: (square, the weight of its digit there).
        containing: list[list[tuple[int, int]]] = [[] for _ in range(width * height)]
        for square, cells in enumerate(self._squares):
            for place, cell in enumerate(cells):
                if cell >= 0:
                    containing[cell].append((square, 4 ** (8 - place)))
        self._containing = tuple(tuple(places) for places in containing)
        self._before: _Seen | None = None

    def patterns(self, state: ContiguousState, player: int) -> list[int]:
        cells, last = state.cells, state.last
        if last is None or cells[last] == EMPTY:
            seen = self._seen(cells, player)
        else:
            seen = self._after(cells, last, player)
        found = [AROUND * KIND + code for code in seen.codes]
        if last is not None:
            turns = (player - state.to_move) % self._players
            found.append(LAST * KIND + turns * SQUARE + seen.codes[last])
        for owner, size in seen.islands:
            if size:
                kind = MINE if owner == player else THEIRS
                found.append(kind * KIND + min(size, LARGEST_ISLAND))
        return found

    def _after(self, cells: tuple[int, ...], last: int, player: int) -> _Seen:
        """What ``player`` sees in ``cells``, worked out from the position before the cell
        ``last`` was filled: a search values every step from one position in a row, and each
        changes one cell, so the position before is seen once for them all."""
        before = (*cells[:last], EMPTY, *cells[last + 1 :])
        known = self._before
        if known is None or known.player != player or known.cells != before:
            known = self._before = self._seen(before, player)
        owner = cells[last]
        digit = 1 if owner == player else 2
        codes = known.codes.copy()
        for square, weight in self._containing[last]:
            codes[square] += digit * weight
        # The new cell joins the islands of its owner it touches into one.
        joined = {known.island[other] for other in self._joined[last] if cells[other] == owner}
        islands = known.islands.copy()
        size = 1
        for index in joined:
            size += islands[index][1]
            islands[index] = (owner, 0)  # (merged: not counted)
        islands.append((owner, size))
        return _Seen(player, cells, codes, [], islands)

    def _seen(self, cells: tuple[int, ...], player: int) -> _Seen:
        """What ``player`` sees in ``cells``, worked out whole."""
        # Each cell as `player` sees it: 0 empty, 1 theirs, 2 another's.
        seen = [0 if c == EMPTY else 1 if c == player else 2 for c in cells]
        seen.append(OFF)  # index -1: off the board
        # Each square's nine places as base-4 digits, unrolled: the search's hottest line.
        s = seen
        codes = [
            ((((((((s[a] * 4 + s[b]) * 4 + s[c]) * 4 + s[d]) * 4 + s[e]) * 4 + s[f]) * 4 + s[g])
              * 4 + s[h]) * 4 + s[i])
            for a, b, c, d, e, f, g, h, i in self._squares
        ]  # fmt: skip
        # Every island (its owner and size) and each cell's island (-1: empty).
        joined, island = self._joined, [-1] * len(cells)
        islands: list[tuple[int, int]] = []
        for start, owner in enumerate(cells):
            if owner == EMPTY or island[start] >= 0:
                continue
            index = len(islands)
            island[start], stack, size = index, [start], 0
            while stack:
                cell = stack.pop()
                size += 1
                for other in joined[cell]:
                    if island[other] < 0 and cells[other] == owner:
                        island[other] = index
                        stack.append(other)
            islands.append((owner, size))
        return _Seen(player, cells, codes, island, islands)


@dataclass(frozen=True, slots=True)
class _Seen:
    """What one player sees in one position: each square's code, each island (owner, size; a
    size of 0 for one merged into another) and, worked out whole, each cell's island."""

    player: int
    cells: tuple[int, ...]
    codes: list[int]
    island: list[int]
    islands: list[tuple[int, int]]
