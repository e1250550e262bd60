"""Tomoe, by Gerd Breitenbach and Markus Hagenauer: encircle your opponent's areas with tiles.

Rules
    The rules as players read them are written once, in ``rules.md`` beside this module (the
    site's rules page, checked against this docstring by ``tests/test_rules_pages.py``).
    Here a turn is its steps: a placement, or a rotation (of a tile on the board when the turn
    began) then a placement; the state says which step comes next.

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
    (:class:`TomoePresenter`: every coordinate); :mod:`.search` its playouts and the patterns
    its learned evaluation sees (:class:`TomoeTuning`). Every public name is re-exported here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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


if TYPE_CHECKING:  # (loaded when Learn first asks, with the lesson)
    from ...lessons.lesson import Lesson


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
