"""Tomoe, by Gerd Breitenbach and Markus Hagenauer: encircle your opponent's areas with tiles.

Rules
    Black and White share 32 tiles of three hexagons, in four types of 8, each hexagon drawn
    with Palago's pattern of black and white (a straight line, two arcs). Two types have
    white tips and fit the 16 spaces pointing up; two have black tips and fit the 16 pointing
    down. The board's frame is printed with the same pattern. Where hexagons meet, parts of
    one colour join into *areas*; an area touching an empty space or the outside is *open*,
    and a closed area is *encircled* by the area around it.

    The first player places one tile. From then on, starting with the second player, a turn
    is two placements, or a rotation of a placed tile by 120° either way followed by one
    placement; nobody passes. A tile may not be rotated while any of its parts belongs to a
    *closed ring*: an area that encircles a closed area. The game ends when every space is
    filled; with one space left, the turn is one placement, or a rotation then the placement.

    Each open area of a player's colour controls everything nested inside it, at any depth.
    A player scores one point for every *sector* (a single-colour part of one tile, or of the
    printed board) of the opponent's colour inside an area they control. Most points wins.

Reconstruction
    No picture of the board or the tiles survives. The board, frame and tile designs are a
    reconstruction that keeps every sentence of the text (:mod:`.designs`, the one module
    to change for the real ones; its docstring gives the self-play numbers behind the tile
    designs).

Choices where the rules are silent
    - Equal points is a draw. Black (player 0) moves first unless the option ``first`` says
      white. Scores are shown live during play, counted as at the end.
    - Only a tile that was on the board when the turn began may be rotated (a turn has one
      rotation, always its first step, so this needs no bookkeeping).
    - Mid-game, an empty space enclosed inside a closed ring leaves the areas around it open,
      and a closed area beside one is encircled by the area on its outer side (the one through
      which it is reached from outside the board), not by the open area inside it
      (``core/palago.py``). With the board full both readings agree.

Notation
    Spaces are numbered 1 to 32 in reading order. ``14=W2.1`` places a W2 tile on space 14 in
    rotation 1 (rotations 0, 1, 2, each 120° counter-clockwise from the design); ``14+`` and
    ``14-`` turn the tile on space 14 by +120° (counter-clockwise) or -120°.

Position text
    Three fields: the 32 spaces in order, comma separated, each ``.`` or ``<type>.<rotation>``;
    the colour to move, ``b`` or ``w``; the step of the turn: ``1``, ``2`` (the second of two
    placements) or ``2r`` (the placement after a rotation). The start: 32 dots, ``b 1``.

Modules
    :mod:`.designs` the board, frame and tiles; :mod:`.state` the state, the steps and the
    tiles' patterns; :mod:`.rules` the ``Tomoe`` game; :mod:`.scene` its board
    (:class:`TomoePresenter`: every coordinate); :mod:`.search` its playouts
    (:class:`TomoeTuning`). Every public name is re-exported here.
"""

from ...lessons.lesson import Lesson
from ...parts import Parts
from .rules import Tomoe
from .scene import TomoeEditor, TomoePresenter
from .search import TomoeTuning
from .state import (
    COLOURS,
    SPACE_COUNT,
    TYPES,
    AreaGroup,
    Placement,
    Rotation,
    Tile,
    TomoeMove,
    TomoeState,
    supply,
    tile_tips,
    tips,
)

__all__ = [
    "COLOURS",
    "SPACE_COUNT",
    "TYPES",
    "AreaGroup",
    "Placement",
    "Rotation",
    "Tile",
    "Tomoe",
    "TomoeMove",
    "TomoePresenter",
    "TomoeState",
    "TomoeTuning",
    "supply",
    "tile_tips",
    "tips",
]


def _lesson() -> Lesson:
    from .lesson import LESSON  # noqa: PLC0415 (loaded when Learn first asks)

    return LESSON


PARTS = Parts(
    rules=Tomoe,
    presenter=TomoePresenter,
    package=__name__,
    editor=TomoeEditor,
    tuning=TomoeTuning,
    lesson=_lesson,
)
"""Everything Tomoe is, as the registry binds it."""
