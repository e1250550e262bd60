"""Every look a picture places, described once: stones, rings, counters, seats' marks,
Palago's hexagons, and the signs drawn on places.

A look is a list of :class:`~.shapes.Shape` in its own units, centred on ``(0, 0)``; a
:class:`~.shapes.Use` puts it somewhere at some size. A piece's unit is its width (1.5 times
a place's inner radius), a hexagon's its circumradius. ``"@"`` as a colour is the colour the
use brings (the seat's). The canvas and the SVG writer both read :data:`LOOKS`, and
``web/render/looks.gen.js`` is a copy of it, so the board's previews, pickers and targets
are drawn from the same shapes as its pieces.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Final

from ..contract.shapes import Shape, circle, line, num, polygon
from .palette import SHAPES

SIN60: Final = math.sqrt(3) / 2


def _mark_path(shape: str, h: float) -> str:
    """A seat's shape, ``h`` from its centre to its sides."""
    if shape == "cross":
        return line([(-h, -h), (h, h)]) + line([(h, -h), (-h, h)])
    if shape == "ring":
        return circle(0, 0, h * 0.9)
    if shape == "hash":
        a = h * 0.38
        return "".join(
            line(points)
            for points in (
                [(-a, -h), (-a, h)],
                [(a, -h), (a, h)],
                [(-h, -a), (h, -a)],
                [(-h, a), (h, a)],
            )
        )
    if shape == "triangle":
        return polygon([(0, -h), (h, h * 0.8), (-h, h * 0.8)])
    if shape == "square":
        s = h * 0.8
        return polygon([(-s, -s), (s, -s), (s, s), (-s, s)])
    return polygon([(0, -h), (h, 0), (0, h), (-h, 0)])  # diamond


def _disc(r: float, fill: str, edge: str, width: float, hole: float = 0) -> Shape:
    d = circle(0, 0, r) + (circle(0, 0, r * hole) if hole else "")
    shape: Shape = {"d": d, "fill": fill, "stroke": edge, "width": [width, 1]}
    if hole:
        shape["evenodd"] = True
    return shape


def corner(x: float, y: float, r: float, k: int) -> tuple[float, float]:
    """Corner ``k`` of a pointy-top hexagon, clockwise from the top."""
    a = math.pi / 3 * k - math.pi / 2
    return x + r * math.cos(a), y + r * math.sin(a)


def _side_middle(x: float, y: float, r: float, k: int) -> tuple[float, float]:
    """The middle of the side from corner ``k`` to corner ``k + 1``."""
    a = math.pi / 3 * k - math.pi / 3
    return x + r * SIN60 * math.cos(a), y + r * SIN60 * math.sin(a)


def palago_tip(x: float, y: float, r: float, k: int) -> str:
    """The cut-off corner ``k``: a sixth of a circle of radius r/2 round it, inside."""
    cx, cy = corner(x, y, r, k)
    # From corner k, corner k + 1 lies 120° clockwise of the way out (corner k's own
    # direction), and corner k - 1 240°: the arc runs between them, through the centre's side.
    start = corner(cx, cy, r / 2, k + 2)
    end = corner(cx, cy, r / 2, k + 4)
    rr = num(r / 2)
    return (
        f"M{num(cx)} {num(cy)}L{num(start[0])} {num(start[1])}"
        f"A{rr} {rr} 0 0 1 {num(end[0])} {num(end[1])}Z"
    )


def palago_half(x: float, y: float, r: float, k: int) -> str:
    """The half of the hexagon on corner ``k``'s side of the line between two sides."""
    return polygon(
        [
            _side_middle(x, y, r, k + 4),
            corner(x, y, r, k - 1),
            corner(x, y, r, k),
            corner(x, y, r, k + 1),
            _side_middle(x, y, r, k + 1),
        ]
    )


# Tomoe's areas are drawn part by part, hundreds a picture, the same parts position after
# position: each is written once (a board has 3 × 37 hexagons, 6 tips and 4 parts each).
@lru_cache(maxsize=4096)
def palago_part(x: float, y: float, r: float, tip: int, part: int) -> str:
    """Part ``part`` of a hexagon: 0 the white tip, 1 the black arch, 2 the white arch, 3 the
    black tip (arches have their tip cut out: fill them even-odd)."""
    near = tip if part < 2 else tip + 3
    return (palago_half(x, y, r, near) if part in (1, 2) else "") + palago_tip(x, y, r, near)


def _palago() -> list[Shape]:
    """A Palago hexagon with its white tip at the top: black half, white half, white tip,
    black tip (a hexagon turned by ``tip`` × 60° is any other)."""
    return [
        {"d": palago_half(0, 0, 1, 0), "fill": "black"},
        {"d": palago_half(0, 0, 1, 3) + palago_tip(0, 0, 1, 0), "fill": "white"},
        {"d": palago_tip(0, 0, 1, 3), "fill": "black"},
    ]


def _looks() -> dict[str, list[Shape]]:
    looks: dict[str, list[Shape]] = {
        "black": [_disc(0.55, "black", "black-edge", 1 / 18)],
        "white": [_disc(0.55, "white", "white-edge", 1 / 18)],
        "ring": [_disc(0.6, "ring-wood", "ring-edge", 1 / 22, hole=0.45)],
        "palago": _palago(),
        # Where the next click can go: a dot on a place, a ring round a piece.
        "dot": [{"d": circle(0, 0, 1), "fill": "@"}],
        "target-ring": [{"d": circle(0, 0, 0.68), "stroke": "@", "width": [0.1, 2.5]}],
        # A piece that may not move: a "no entry" sign.
        "lock": [
            {"d": circle(0, 0, 1), "fill": "@", "stroke": "on-colour", "width": [1 / 3, 1.5]},
            {"d": line([(-0.55, 0), (0.55, 0)]), "stroke": "on-colour", "width": [1 / 3, 1.5]},
        ],
        # A region's size: a disc its text goes on; ringed on Palago's black and white.
        "badge": [{"d": circle(0, 0, 1), "fill": "@"}],
        "badge-ringed": [
            {"d": circle(0, 0, 1), "fill": "@", "stroke": "on-colour", "width": [0, 2]}
        ],
    }
    for shape, _symbol in SHAPES:
        # A seat's mark, in its colour; a counter is a disc of its colour carrying the mark
        # in white, so that colour is never the only cue.
        looks[f"mark-{shape}"] = [
            {"d": _mark_path(shape, 0.415), "stroke": "@", "width": [0.83 / 7, 2], "round": True}
        ]
        looks[f"counter-{shape}"] = [
            _disc(0.36, "@", "counter-edge", 1 / 24),
            {
                "d": _mark_path(shape, 0.18),
                "stroke": "on-colour",
                "width": [0.09, 1.5],
                "round": True,
            },
        ]
    return looks


LOOKS: Final = _looks()
"""Every look, by name: ``black``, ``white`` (stones), ``ring``, ``palago``, ``dot``,
``target-ring``, ``lock``, ``badge``, ``badge-ringed``, ``mark-SHAPE``, ``counter-SHAPE``."""


def piece_look(look: str, player: int | None) -> str | None:
    """The look a piece of scene look ``look`` owned by ``player`` is drawn with (None: not
    drawn here; tiles are drawn hexagon by hexagon)."""
    if look in ("black", "white", "ring"):
        return look
    if look in ("mark", "counter"):
        return f"{look}-{SHAPES[(player or 0) % len(SHAPES)][0]}"
    return None
