"""What Too's learned evaluation sees (:mod:`py_games.learned`): :class:`TooPatterns`.

In Too a player owns a colour (player 0 Black, player 1 White) but places either, so as one
player sees the board every cell is empty, of their colour, of the other colour, or off the
board. The patterns of a position for that player are:

- around every cell, its rosette: the cell and the six that share a side with it (off the
  board beyond the edge), one pattern per rosette, the same for all twelve turns and mirror
  images of it (the rules have every symmetry of the hexagon; :func:`canonical`): where
  groups touch, where a stone would join two of them or keep them apart, where the edge is;
- the sizes of the largest groups of their colour and of the other, as one pair; the same
  pair for the second-largest groups, and for the third-largest (0 where a colour has no
  group of that rank; sizes capped at :data:`CAP`). Each pair comes with how many turns until
  this player moves (0: it is theirs, and they may place either colour, 1: the other's). The
  second rank decides most games, the third is the next one compared, the largest decides
  when the others all match and is what a merge feeds;
- how many groups each colour has (capped), as one pair: a colour with one group has no
  second and loses at that rank.

Each pattern is its kind times :data:`KIND` plus its number: a rosette's
:func:`rosette_code`; a pair of ranks' ``(the player's × (CAP + 1) + the other's) × 2 + turns``;
the count of groups ``the player's × (CAP + 1) + the other's``.

None depends on the board's size, so one table serves them all.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import product
from operator import itemgetter

from ...core.stones import EMPTY
from .rules import Too, TooState, TooTuning

OFF = 3
"""A place of a rosette beyond the board's edge (0: empty, 1: the player's colour, 2: the
other)."""
ROSETTE = 4**7
"""How many rosettes there are before symmetry (each of 7 places one of 4 things)."""
KIND = 1 << 22
"""Patterns of one kind are KIND apart (the kinds below, times KIND, plus the pattern)."""
AROUND, LARGEST, SECOND, THIRD, GROUPS = 1, 2, 3, 4, 5
CAP = 15
"""Groups larger than this count as this large, and colours with more groups as this many."""


def rosette_code(places: tuple[int, ...]) -> int:
    """A rosette's number before symmetry: its seven places (the centre, then the ring in
    order around it) as the digits of a number in base 4, the centre the most significant."""
    code = 0
    for place in places:
        code = code * 4 + place
    return code


@cache
def canonical() -> dict[tuple[int, ...], int]:
    """Each rosette (its seven places) mapped to its pattern: ``AROUND * KIND`` plus the
    smallest :func:`rosette_code` among its turns and mirror images."""
    found: dict[tuple[int, ...], int] = {}
    for places in product(range(4), repeat=7):
        if places in found:
            continue  # (one of a rosette already met, turned or mirrored)
        centre, ring = places[:1], places[1:]
        images = [centre + ring[k:] + ring[:k] for k in range(6)]
        images += [image[:1] + image[:0:-1] for image in images]
        pattern = AROUND * KIND + rosette_code(min(images))
        for image in images:
            found[image] = pattern
    return found


Rosettes = tuple[list[Callable[[list[int]], tuple[int, ...]]], dict[tuple[int, ...], int]]
"""What the rosettes are looked up with: a getter per place, and :func:`canonical`."""


class TooPatterns(TooTuning):
    """Too's search (:class:`~.rules.TooTuning`'s playouts in one go), and the patterns above
    for a learned evaluation."""

    learned_iterations = 6300
    """On the default board an iteration scored by the table takes about 0.95 times a random
    playout's: level 4's 6,000 playouts' time. (A node of more than ``ai.SORTED`` steps, as
    most of Too's are, is not ranked: each iteration values one position.)"""

    def __init__(self, game: Too) -> None:
        super().__init__(game)
        self._adjacent = game.grid.adjacent
        self._cells = game.grid.size
        # What each player sees of a cell, by its colour: BLACK 0, WHITE 1, EMPTY -1 (the
        # last entry).
        self._looks = ((1, 2, 0), (2, 1, 0))
        self._rosettes: Rosettes | None = None

    def _rosette_tables(self) -> Rosettes:
        """What :meth:`patterns` looks rosettes up with, made when first asked (a search
        without a table never asks: the tuning is made for every search)."""
        if self._rosettes is None:
            grid = self.game.grid
            where = {cell: i for i, cell in enumerate(grid.axial)}
            # Each place of every cell's rosette: the cell, then its ring in the order of
            # hexes.neighbours (consecutive around it); -1 off the board, which picks the
            # last entry of the seen list, OFF. One getter per place, so that zipping what
            # they pick makes each cell's rosette, with no Python loop over the cells.
            rosette = ((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
            places: list[Callable[[list[int]], tuple[int, ...]]] = [
                itemgetter(*(where.get((q + dq, r + dr), -1) for q, r in grid.axial))
                for dq, dr in rosette
            ]
            self._rosettes = places, canonical()
        return self._rosettes

    def patterns(self, state: TooState, player: int) -> list[int]:
        places, canonical_ = self._rosette_tables()
        cells = state.cells
        seen = list(map(self._looks[player].__getitem__, cells))
        seen.append(OFF)
        rosettes = zip(*[place(seen) for place in places], strict=True)
        found = list(map(canonical_.__getitem__, rosettes))
        mine, theirs = self._group_sizes(cells, player)
        turns = (self._cells - cells.count(EMPTY) - player) % 2
        for kind, rank in ((LARGEST, 0), (SECOND, 1), (THIRD, 2)):
            own = min(mine[rank], CAP) if rank < len(mine) else 0
            other = min(theirs[rank], CAP) if rank < len(theirs) else 0
            found.append(kind * KIND + (own * (CAP + 1) + other) * 2 + turns)
        found.append(GROUPS * KIND + min(len(mine), CAP) * (CAP + 1) + min(len(theirs), CAP))
        return found

    def _group_sizes(self, cells: tuple[int, ...], player: int) -> tuple[list[int], list[int]]:
        """The player's colour's group sizes and the other's, each largest first."""
        adjacent, done = self._adjacent, [False] * len(cells)
        sizes: tuple[list[int], list[int]] = ([], [])
        for start, colour in enumerate(cells):
            if colour == EMPTY or done[start]:
                continue
            done[start], stack, size = True, [start], 0
            while stack:
                size += 1
                for other in adjacent[stack.pop()]:
                    if not done[other] and cells[other] == colour:
                        done[other] = True
                        stack.append(other)
            sizes[colour != player].append(size)
        for found in sizes:
            found.sort(reverse=True)
        return sizes
