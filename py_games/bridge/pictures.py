"""The bridge's pictures: a position editor's sketch checked and drawn, and one position of a
line as an SVG document to export.

Both draw what :mod:`py_games.draw` draws (the same SVG as the ``svg`` command), reading the
marks and arrows as every view reads them (:func:`.positions.told_of`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import requests as read
from ..core import limits
from ..core.errors import quoted
from ..draw import Diagram
from ..registry import present
from ..requests import BadRequest, Request
from .positions import last_turn, told_of

if TYPE_CHECKING:
    from ..contract import EditAnswer, SvgAnswer
    from ..draw.annotations import Annotations


def edit(request: Request) -> EditAnswer:
    """A sketch (or ``position`` read into one) checked and drawn, for a position editor."""
    from ..editing import edit as edit_sketch  # noqa: PLC0415 (only an editor asks)

    position = read.field(request, "position", str, None)
    if position is not None:
        limits.check(BadRequest, "the position", len(position), limits.POSITION)
    return edit_sketch(
        read.game(request),
        request.get("sketch"),
        position=position,
        marks=read.field(request, "marks", str, ""),
        arrows=read.field(request, "arrows", str, ""),
        width=read.number(request, "width", 480, (40, 4000)),
        board=read.field(request, "board", bool, False),
        html=read.field(request, "html", bool, False),
        items=read.field(request, "picture", bool, False),
    )


_THEMES = ("light", "dark")
_SVG_WIDTH = (16, 4096)  # pixels: a favicon to a poster; past that a PNG would not fit a canvas


def svg(request: Request) -> SvgAnswer:
    """One position of a line drawn as :func:`py_games.draw.diagram` draws it (the same SVG,
    byte for byte), for a page that exports it: ``ply`` picks the position (0 is the start,
    the last by default), the last turn before it is marked as the board marks it."""
    game = read.game(request)
    start = read.field(request, "start", str, None)
    moves = read.moves(request)
    ply = read.number(request, "ply", len(moves), (0, len(moves)))
    width = read.number(request, "width", 480, _SVG_WIDTH)
    theme = read.field(request, "theme", str, "light")
    if theme not in _THEMES:
        raise BadRequest(f"'theme' must be one of {', '.join(_THEMES)}, not {quoted(theme)}")
    regions = read.field(request, "regions", bool, False)
    names = read.field(request, "names", bool, False)
    told = told_of(request)
    line = read.replay(game, start, moves)[: ply + 1]
    state, last = line[-1][2], last_turn(game, line)
    scene = present(game).scene(state, last)
    if "places" in scene:
        # A table's places come and go (Nonaga): as on the board (see view_answer), what names a
        # place not there at this ply is left out, so one set of marks serves every frame.
        there = scene["places"]
        told = _kept_on(told, {p["name"] for p in there})
    figure = Diagram(game, state, last, told)
    return {
        "svg": figure.svg(width, theme=theme, regions=regions, names=names),
        "description": figure.description,
    }


def _kept_on(told: Annotations, there: set[str]) -> Annotations:
    """``told`` without the marks and arrows naming a place not in ``there``."""
    kept: Annotations = {}
    if "marks" in told:
        kept["marks"] = [m for m in told["marks"] if m["at"] in there]
    if "arrows" in told:
        kept["arrows"] = [a for a in told["arrows"] if a["start"] in there and a["end"] in there]
    return kept
