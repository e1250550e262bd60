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
    (:class:`~.scene.TomoePresenter`: every coordinate); :mod:`.search` its playouts and the
    patterns its learned evaluation sees (:class:`~.search.TomoeTuning`). This package only
    declares the game (:data:`PARTS`): each module is imported when first needed.
"""

from __future__ import annotations

from ...core.options import Option
from ...i18n import N_
from ...parts import Parts

PARTS = Parts(
    id="tomoe",
    title="Tomoe",
    summary=N_("Place and turn tiles of black and white arcs; encircle your opponent's areas."),
    package=__name__,
    rules_at=".rules:Tomoe",
    presenter_at=".scene:TomoePresenter",
    options=(
        Option(
            "first",
            N_("Who starts"),
            "black",
            choices=("black", "white"),
            help=N_("the rules do not say"),
            labels=(N_("Black"), N_("White")),
        ),
    ),
    groups_name=N_("areas"),
    tuning_at=".search:TomoeTuning",
    editor_at=".scene:TomoeEditor",
    lesson_at=".lesson:LESSON",
)
"""Everything Tomoe is, as the registry binds it: said here without importing its rules,
which take their id, title, summary and options from it (and its board its ``groups_name``),
each part imported when first asked for."""
