"""Tonga's search tuning: :class:`TongaTuning`, its playouts and what its learned evaluation
(:mod:`py_games.learned`) sees.

As one player sees the board, every cell is one of four things: **empty**, **theirs** (a stone
of their colour: black for player 0, white for player 1), **the other's** (a stone of the
other colour), or **no place**: off the board, or a dead cell (an empty cell that touches no
empty cell at a side or a corner: it will never be filled, so to every group it is as final
as the board's edge). The patterns of a position for that player are:

- **around**, for every cell, its 3×3 square (the cell and the eight it touches at a side or a
  corner), one whole number per square, the nine places read rank by rank from the one below,
  each from left to right, as the digits of a number in base 4 (empty 0, theirs 1, the
  other's 2, no place 3): where groups can still grow, join or be cut;
- **mine**, for each group of their colour (stones joined at a side), and **theirs**, for each
  of the other colour's: its rank among that colour's groups (0, 1 and 2 for the three that
  score, 3 for all the others), its size (capped at :data:`LARGEST_GROUP`) and its room, the
  empty cells (not dead) that touch it at a side (capped at :data:`LARGEST_ROOM`): the score
  is the sum of the squares of the three largest, and room is what they may still become.
  Groups are ranked by size, largest first, and groups of one size by room, most first;
- **lead**, once: their colour's live score minus the other colour's (each the sum of the
  squares of its three largest groups), capped at ±:data:`LARGEST_LEAD`, with whether they
  are to move and the empty cells not dead, in steps of :data:`OPEN_BUCKET`: how much a lead
  is worth depends on how much of the game is left, and on who places the next pair;
- **turn**, once: whether they are to move, with the number of empty cells that are not dead
  (the player to move places both colours, which matters more the fewer cells are left).

Who is to move follows from the stones: each turn places one black stone, and the ``first``
option says who placed the first. The board has one size, but nothing above depends on it.
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from ...core.scoring import rewards
from ...core.stones import BLACK, EMPTY, WHITE
from ...tuning import Tuning
from .rules import COUNTED, Pair, TongaState

if TYPE_CHECKING:
    from .rules import Tonga

OFF = 3
"""A place of a square that is no place: beyond the board's edge, or a dead cell."""
KIND = 1 << 22
"""Patterns of one kind are KIND apart (the kinds below, times KIND, plus the pattern)."""
AROUND, MINE, THEIRS, LEAD, TURN = 1, 2, 3, 4, 5
LARGEST_GROUP = 63
"""Groups larger than this count as this large."""
LARGEST_ROOM = 7
"""Groups with more room than this count as having this much."""
LARGEST_LEAD = 127
"""Leads larger than this (either way) count as this large."""
OPEN_BUCKET = 8
"""The lead pattern counts the empty cells that are not dead in steps of this many."""


class TongaTuning(Tuning["Tonga", TongaState, Pair]):
    """Playouts of random touching pairs, found without listing them all, played in one go; a
    key for each pair (its two cells and colours), for level 4's all-moves statistics; and
    the patterns above for a learned evaluation."""

    learned_levels: frozenset[int] = frozenset()
    """A table trained on these patterns judged better than playouts in a short search; the
    longer the search, the less it helped, and at level 4's budget it lost. All-moves
    statistics beat it at every budget measured, so none ships (bench/README.md)."""

    amaf_levels = frozenset({4})

    learned_iterations = 11_500
    """About the time of level 4's 6,000 random playouts played step by step: an iteration
    scored by the table costs about half a playout's (its nodes have too many pairs to be
    ranked, ``ai.SORTED``, so each iteration values one position)."""

    amaf_iterations = 4_700
    """With all-moves statistics an iteration cost about 1.28 times a plain one while
    playouts were played step by step: level 4's time then (``bench/bench_learned.py
    --amaf``). Kept since they are played in one go (:meth:`playout`), which speeds up plain
    iterations more: level 4 chooses as it was rated, in less time."""

    def __init__(self, game: Tonga) -> None:
        super().__init__(game)
        grid = game.grid
        width, height = grid.width, grid.height
        # The board inside a frame of "no place", one row or column wide: each cell's eight
        # neighbours are then at fixed offsets, with no test for the edge.
        self._stride = stride = width + 2
        self._frame = [OFF] * (stride * (height + 2))
        self._inside = tuple(
            (rank + 1) * stride + file + 1 for rank in range(height) for file in range(width)
        )
        # Where the row of three below each cell is in ``patterns``'s ``threes``.
        self._below = tuple(p - stride - 1 for p in self._inside)
        self._width, self._height = width, height
        self._first = WHITE if game.options["first"] == "white" else BLACK
        # What each cell is to each player, indexed by the cell's colour (EMPTY is -1: last).
        assert (BLACK, WHITE, EMPTY) == (0, 1, -1)
        self._seen = ((1, 2, 0), (2, 1, 0))
        # Each pair's key: its black cell's index times 8, plus where its white cell is among
        # the black cell's neighbours (grid.king, at most 8).
        names = grid.names
        self._keys = {
            Pair(names[i], names[j]): 8 * i + k
            for i, around in enumerate(grid.king)
            for k, j in enumerate(around)
        }

    def step_keys(self) -> int:
        return 8 * len(self.game.grid.names)

    def step_key(self, state: TongaState, move: Pair) -> int:
        return self._keys[move]

    def playout_move(self, state: TongaState, rng: Random) -> Pair:
        # A random empty cell with an empty neighbour, and one of those, rather than listing
        # all several hundred pairs at every step: empty cells drawn at random until one has
        # an empty neighbour (each such cell equally likely; a shuffle of every empty cell
        # cost most of a playout), or, after as many draws as there are empty cells, one of
        # them all chosen uniformly.
        game = self.game
        names, king, cells = game.grid.names, game.grid.king, state.cells
        empty = [i for i, colour in enumerate(cells) if colour == EMPTY]
        for _draw in range(len(empty)):
            i = rng.choice(empty)
            neighbours = [j for j in king[i] if cells[j] == EMPTY]
            if neighbours:
                return Pair(names[i], names[rng.choice(neighbours)])
        open_ = [i for i in empty if game.empty_neighbours(state, i)]
        if not open_:
            return rng.choice(game.steps(state))  # not reached: the game is over without a pair
        i = rng.choice(open_)
        return Pair(names[i], names[rng.choice(game.empty_neighbours(state, i))])

    def playout(
        self, state: TongaState, rng: Random, keys: list[int] | None = None
    ) -> tuple[float, ...]:
        # Step by step, each step listed the empty cells anew and built a pair and a state;
        # here the cells are one list and the empty ones another, kept in the grid's order,
        # so that each draw is the one :meth:`playout_move` makes and a seed plays the same
        # game (tests/test_fast_path.py plays both).
        king, choice = self.game.grid.king, rng.choice
        cells = list(state.cells)
        empty = [i for i, colour in enumerate(cells) if colour == EMPTY]
        while any(cells[j] == EMPTY for i in empty for j in king[i]):  # two empty cells touch
            for _draw in range(len(empty)):
                i = choice(empty)
                touching = [(k, j) for k, j in enumerate(king[i]) if cells[j] == EMPTY]
                if touching:
                    break
            else:  # as playout_move: one of the cells with an empty neighbour, uniformly
                i = choice([e for e in empty if any(cells[j] == EMPTY for j in king[e])])
                touching = [(k, j) for k, j in enumerate(king[i]) if cells[j] == EMPTY]
            k, j = choice(touching)
            cells[i], cells[j] = BLACK, WHITE
            empty.remove(i)
            empty.remove(j)
            if keys is not None:
                keys.append(8 * i + k)
        return rewards(self.game, TongaState(tuple(cells)))

    def patterns(self, state: TongaState, player: int) -> list[int]:
        # Called for every leaf of a search and every afterstate of a training: slices and
        # comprehensions over a framed board, no per-cell function calls.
        cells, stride, width = state.cells, self._stride, self._width
        seen = self._seen[player]
        board = self._frame[:]
        row = [seen[c] for c in cells]
        for rank in range(self._height):
            start = (rank + 1) * stride + 1
            board[start : start + width] = row[rank * width : (rank + 1) * width]
        empty = [p for p in self._inside if not board[p]]
        # A dead cell's neighbours are all filled, so marking one never makes another dead.
        dead = 0
        for p in empty:
            if (
                board[p - stride - 1]
                and board[p - stride]
                and board[p - stride + 1]
                and board[p - 1]
                and board[p + 1]
                and board[p + stride - 1]
                and board[p + stride]
                and board[p + stride + 1]
            ):
                board[p] = OFF
                dead += 1
        open_ = len(empty) - dead
        # Each place's row of three (left, it, right), then each cell's square: the rows of
        # three centred below it, on it and above it (``threes[q]`` is centred on ``q + 1``).
        threes = [a * 16 + b * 4 + c for a, b, c in zip(board, board[1:], board[2:], strict=False)]
        up, up2, around = stride, 2 * stride, AROUND * KIND
        found = [
            threes[q] * 4096 + threes[q + up] * 64 + threes[q + up2] + around for q in self._below
        ]
        mine, theirs = self._groups(board)
        scores = []
        for kind, groups in ((MINE, mine), (THEIRS, theirs)):
            groups.sort(reverse=True)
            scores.append(sum(size * size for size, _room in groups[:COUNTED]))
            for rank, (size, room) in enumerate(groups):
                found.append(
                    kind * KIND
                    + min(rank, COUNTED) * 512
                    + min(size, LARGEST_GROUP) * 8
                    + min(room, LARGEST_ROOM)
                )
        theirs_to_move = (self._first + cells.count(BLACK) - player) % 2
        lead = max(-LARGEST_LEAD, min(LARGEST_LEAD, scores[0] - scores[1])) + LARGEST_LEAD + 1
        found.append(LEAD * KIND + (theirs_to_move * 16 + open_ // OPEN_BUCKET) * 256 + lead)
        found.append(TURN * KIND + theirs_to_move * 128 + open_)
        return found

    def _groups(self, board: list[int]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """Each group of the player's colour (1 on ``board``) and of the other's (2): its
        size and its room."""
        stride = self._stride
        done = [False] * len(board)
        found: tuple[list[tuple[int, int]], list[tuple[int, int]]] = ([], [])
        for start in self._inside:
            colour = board[start]
            if colour not in (1, 2) or done[start]:
                continue
            done[start], stack, size, room = True, [start], 0, set()
            while stack:
                p = stack.pop()
                size += 1
                for q in (p - stride, p - 1, p + 1, p + stride):
                    other = board[q]
                    if other == colour:
                        if not done[q]:
                            done[q] = True
                            stack.append(q)
                    elif not other:
                        room.add(q)
            found[colour - 1].append((size, len(room)))
        return found
