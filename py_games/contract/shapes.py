"""The vocabulary of a picture: a few kinds of item, drawn alike by the canvas and by SVG.

A :class:`Picture` is a list of items in board units (``y`` grows downwards). Nothing in it is
a colour (colours are roles, :mod:`.palette`) or a pixel, except where a size says so: a
:data:`Size` is board units, or ``[units, px]``, "this many units but never under this many
CSS pixels", so that lines and labels stay readable on a phone. Both painters are
interpreters of these items and nothing else: ``web/render/draw.js`` on a canvas,
:mod:`.svg` as SVG text. A look (a stone, a seat's mark, a Palago hexagon) is a list of items
in its own units, described once in :mod:`.looks` and placed by a :class:`Use`.

Paths are SVG path data (``M``, ``L``, ``A``, ``Z``), which a canvas reads too (``Path2D``).
"""

import math
from collections.abc import Iterable, Sequence
from typing import Literal, NotRequired, TypedDict

Size = float | list[float]
"""Board units (or the look's own units), or ``[units, px]``: at least ``px`` CSS pixels."""

Layer = Literal["ground", "pieces", "over"]
"""Where an item goes: under what a board draws for clicks (the places chosen), between the
pieces and the targets and previews, or over everything but the keyboard cursor."""

Toggle = Literal["regions", "names"]
"""Items a board shows only on request: the scoring regions, every place's name."""


class Common(TypedDict):
    layer: NotRequired[Layer]
    """``"ground"`` when absent."""
    alpha: NotRequired[float]
    """Opacity, times the colour's own."""
    piece: NotRequired[str]
    """The id of the piece this item draws: it glides and turns with it."""
    when: NotRequired[Toggle]
    min_scale: NotRequired[float]
    """Drawn only at this many CSS pixels per unit or more (a faint label too small to read)."""


class Shape(Common):
    """A path, filled and/or stroked."""

    d: str
    fill: NotRequired[str]
    stroke: NotRequired[str]
    width: NotRequired[Size]
    dash: NotRequired[list[Size]]
    evenodd: NotRequired[bool]
    round: NotRequired[bool]
    """Round caps and joins."""
    clip: NotRequired[str]
    """A path this one is drawn inside (stripes in a region)."""


class Text(Common):
    """A line of text centred on ``at``."""

    text: str
    at: list[float]
    font: Size
    fill: str
    bold: NotRequired[bool]
    halo: NotRequired[str]
    """A stroke of this colour round the letters, so they read on any piece."""


class Use(Common):
    """A look drawn at ``at``, one of its units being ``unit``, turned ``turn`` degrees
    clockwise; ``color`` is what the look's ``"@"`` colour stands for (a seat's)."""

    use: str
    at: list[float]
    unit: Size
    turn: NotRequired[float]
    color: NotRequired[str]


Item = Shape | Text | Use


class Box(TypedDict):
    """The part of the plane a picture shows, board units."""

    x: float
    y: float
    width: float
    height: float


class Picture(TypedDict):
    """A whole picture of a position: its frame and its items, bottom first."""

    box: Box
    background: NotRequired[str]
    """A colour for the whole frame (a table); a printed board paints only its places."""
    items: list[Item]


def num(value: float) -> str:
    """A coordinate, short: at most 3 decimals, no trailing zeros."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def polygon(points: Iterable[Sequence[float]]) -> str:
    """A closed polygon's path."""
    corners = [f"{num(x)} {num(y)}" for x, y in points]
    return "M" + "L".join(corners) + "Z"


def polygons(outlines: Iterable[Sequence[Sequence[float]]]) -> str:
    """Many closed polygons as one path: hundreds of places are one fill."""
    return "".join(polygon(outline) for outline in outlines)


def circle(x: float, y: float, r: float) -> str:
    """A circle, as two half arcs (clockwise)."""
    return (
        f"M{num(x + r)} {num(y)}A{num(r)} {num(r)} 0 1 1 {num(x - r)} {num(y)}"
        f"A{num(r)} {num(r)} 0 1 1 {num(x + r)} {num(y)}Z"
    )


def line(points: Iterable[Sequence[float]]) -> str:
    """An open polyline."""
    return "M" + "L".join(f"{num(x)} {num(y)}" for x, y in points)


def size_px(size: Size, scale: float) -> float:
    """CSS pixels of ``size`` at ``scale`` CSS pixels per unit."""
    if isinstance(size, list):
        units, least = size
        return max(least, units * scale)
    return size * scale


def angle_point(x: float, y: float, r: float, degrees: float) -> tuple[float, float]:
    """The point ``r`` from ``(x, y)`` at ``degrees`` (clockwise from east, ``y`` down)."""
    a = math.radians(degrees)
    return x + r * math.cos(a), y + r * math.sin(a)
