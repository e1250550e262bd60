"""Tomoe's values: the state, the steps, and the tiles' patterns, shared by the rules, the
board and the search.

Kept apart from the rules (:mod:`.rules`) so that the board (:mod:`.scene`) and the search
(:mod:`.search`), which the rules class names as its companions, need not import it. What a
tile's hexagons look like in each rotation (:func:`tile_tips`) is here too: the rules read it
to find the areas, the board to draw the tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from ...core.game import Move, State
from .designs import FRAME, FRAME_PATTERN, SPACES, SUPPLY, TILES
from .palago import PATTERNS, turn_unit

COLOURS: tuple[Literal["black"], Literal["white"]] = ("black", "white")
SPACE_COUNT = len(SPACES)
TYPES = tuple(TILES)
Tile = tuple[str, int]
"""A placed tile: its type and rotation (0, 1, 2)."""


def tile_name(tile: Tile) -> str:
    """A tile's one name, as records write it (``W2.1``: a W2 tile in rotation 1): in the
    picker, the move list, the position editor and what a screen reader hears alike."""
    return f"{tile[0]}.{tile[1]}"


@dataclass(frozen=True, repr=False)
class Placement(Move):
    """A tile put on an empty space: ``14=W2.1``."""

    space: int
    tile: str
    rotation: int

    def __str__(self) -> str:
        return f"{self.space}={tile_name((self.tile, self.rotation))}"

    @property
    def cells(self) -> tuple[str, ...]:
        return (str(self.space),)


@dataclass(frozen=True, repr=False)
class Rotation(Move):
    """A placed tile turned by 120° in its space: ``14+`` (counter-clockwise) or ``14-``."""

    kind = "rotate"
    space: int
    turn: int
    """+1 or -1."""

    def __str__(self) -> str:
        return f"{self.space}{'+' if self.turn > 0 else '-'}"

    @property
    def cells(self) -> tuple[str, ...]:
        return (str(self.space),)


TomoeMove = Placement | Rotation


@dataclass(frozen=True)
class TomoeState(State):
    tiles: tuple[Tile | None, ...]
    """Per space, in number order: the tile on it, or ``None``."""
    to_move: int
    step: int
    """1 or 2: which step of the turn comes next."""
    rotated: bool = False
    """Whether this turn began with a rotation (then its second step is its last)."""

    @property
    def empty(self) -> int:
        return self.tiles.count(None)


@dataclass(frozen=True)
class AreaGroup:
    """Areas shown as one region of the board: what a player controls and scores, what else
    lies in the areas they control, or a ring that locks tiles."""

    areas: tuple[int, ...]
    """Numbers of areas of :meth:`Tomoe.areas`."""
    owner: int | None
    label: str
    """The points it scores, or ``""``."""
    counts: bool


def supply(state: TomoeState) -> dict[str, int]:
    """Tiles of each type not yet on the board."""
    left = dict.fromkeys(TYPES, SUPPLY)
    for tile in state.tiles:
        if tile is not None:
            left[tile[0]] -= 1
    return left


FRAME_TIP = PATTERNS[FRAME_PATTERN]
"""Where the white tip of every frame hexagon is."""
DESIGN_TIPS = {kind: tuple(PATTERNS[p] for p in design) for kind, (_, design) in TILES.items()}
"""Tile type -> where the white tip of each of its hexagons is, unturned, in slot order
(``bench/designs.py`` here swaps other designs in, then clears :func:`tile_tips`)."""


@cache
def tile_tips(tile: Tile) -> tuple[int, ...]:
    """Where the white tip of each of a tile's hexagons is, in slot order."""
    kind, rotation = tile
    return turn_unit(DESIGN_TIPS[kind], rotation)


FRAME_TIPS = (FRAME_TIP,) * len(FRAME)


def unit_tips(state: TomoeState) -> list[tuple[int, ...] | None]:
    """Where the white tips of each unit of the surface are (``None``: an empty space): the
    spaces' in number order, then the frame's (what :class:`~py_games.games.tomoe.nesting.Nesting`
    reads)."""
    return [None if tile is None else tile_tips(tile) for tile in state.tiles] + [FRAME_TIPS]


def tips(state: TomoeState) -> list[int | None]:
    """Where the white tip of every hexagon of the surface is (``None`` on an empty space):
    the spaces' three hexagons each in number order, then the frame's."""
    found: list[int | None] = []
    for tile in state.tiles:
        found.extend((None, None, None) if tile is None else tile_tips(tile))
    return found + [FRAME_TIP] * len(FRAME)
