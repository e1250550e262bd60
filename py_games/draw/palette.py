"""The colours every picture is drawn in, by role, for the light and the dark board.

A picture (:mod:`.shapes`) names colours by role ("paper", "ink", "seat0"), never by value,
so one picture serves both schemes: the canvas and the SVG writer look each role up here. This
is the only place a board colour is written: ``tools/looks_js.py`` copies it into
``web/render/looks.gen.js`` for the pages, and a test fails when that copy is stale.

Seat colours: the six of a theme reach 3:1 contrast against that theme's paper and stay apart
under protanopia, deuteranopia and tritanopia (``tests/test_colours.py``). Seats 1–3 use the
symbols of Contiguous's original example (x, o, #); every seat has a shape besides its colour.
Stones, Palago's tiles and Tomoe's red spaces keep their colour in both themes, as printed.
"""

from __future__ import annotations

from typing import Final, Literal, TypedDict

from ..i18n import N_

Scheme = Literal["light", "dark"]
SCHEMES: Final[tuple[Scheme, ...]] = ("light", "dark")


class Paint(TypedDict):
    """A colour: ``#rrggbb`` and how opaque (1 unless said)."""

    color: str
    alpha: float


class SeatLook(TypedDict):
    """How a seat looks in one scheme: its colour's name and value, its shape and character,
    and what a reader calls it (``label``, "Blue cross": English, translated where it is said)."""

    label: str
    name: str
    color: str
    shape: str
    symbol: str


SHAPES: Final = (
    ("cross", "×"),
    ("ring", "○"),
    ("hash", "#"),
    ("triangle", "△"),
    ("square", "□"),
    ("diamond", "◇"),
)
"""Each seat's shape, and the character that stands for it in lists."""

SEAT_COLOURS: Final[dict[Scheme, tuple[tuple[str, str], ...]]] = {
    "light": (
        ("Blue", "#2155CD"),
        ("Orange", "#D55E00"),
        ("Green", "#007A5E"),
        ("Purple", "#9A4D8F"),
        ("Black", "#222222"),
        ("Brown", "#A0522D"),
    ),
    "dark": (
        ("Blue", "#3D8BFF"),
        ("Orange", "#E69F00"),
        ("Green", "#3CC29A"),
        ("Purple", "#D291E4"),
        ("White", "#F0F0F0"),
        ("Brown", "#A97D52"),
    ),
}
"""Seat colours on the light paper and on the dark one."""

SEAT_LABELS: Final[dict[Scheme, tuple[str, ...]]] = {
    "light": (
        N_("Blue cross"),
        N_("Orange ring"),
        N_("Green hash"),
        N_("Purple triangle"),
        N_("Black square"),
        N_("Brown diamond"),
    ),
    "dark": (
        N_("Blue cross"),
        N_("Orange ring"),
        N_("Green hash"),
        N_("Purple triangle"),
        N_("White square"),
        N_("Brown diamond"),
    ),
}
"""What a reader calls each seat: its colour and shape as one phrase, since languages order
and agree them differently (a test holds each to its colour and shape)."""

TINT: Final = 0.28
"""How opaque a seat's tint is: the places it holds, the dots where it can play."""

# Roles whose colour is the same in both schemes: printed things, and white on a coloured disc.
_FIXED: Final[dict[str, Paint]] = {
    "black": {"color": "#1b1b1b", "alpha": 1},  # a black stone, Palago's black
    "black-edge": {"color": "#8a8a8a", "alpha": 1},
    "white": {"color": "#f7f7f2", "alpha": 1},  # a white stone, Palago's white
    "white-edge": {"color": "#4d4d4d", "alpha": 1},
    # What a stone stands on where the page names a player (the turn, the scores, the move
    # list): a wood between black and white, 3:1 from both stones and both themes' pages, so
    # that on the dark page black is a black disc, not a hollow ring.
    "stone-plate": {"color": "#8f7c57", "alpha": 1},
    "counter-edge": {"color": "#1b1b1b", "alpha": 1},
    "on-colour": {"color": "#ffffff", "alpha": 1},  # text and signs on a coloured disc
    "red": {"color": "#b3261e", "alpha": 1},  # Tomoe's empty spaces
    "grid-over": {"color": "#8a8a8a", "alpha": 0.55},  # the places' sides over tiles
    "last": {"color": "#ffc400", "alpha": 0.35},  # the last turn's places
    "last-edge": {"color": "#f0b400", "alpha": 1},  # the last turn, outlined on tiles
    "nobody": {"color": "#e0338a", "alpha": 1},  # regions nobody owns: shows on black and white
    "selected": {"color": "#0072b2", "alpha": 0.25},  # the places clicked so far
}

_THEMED: Final[dict[Scheme, dict[str, Paint]]] = {
    "light": {
        "paper": {"color": "#f6f1e3", "alpha": 1},
        "ink": {"color": "#4a4335", "alpha": 1},
        "text": {"color": "#2b2720", "alpha": 1},
        "focus": {"color": "#111111", "alpha": 1},
        "warn": {"color": "#8a3300", "alpha": 1},
        "accent": {"color": "#0072b2", "alpha": 1},
        "ring-wood": {"color": "#d4bf94", "alpha": 1},  # Nonaga's rings
        "ring-edge": {"color": "#6b5a3a", "alpha": 1},
    },
    "dark": {
        "paper": {"color": "#2b2822", "alpha": 1},
        "ink": {"color": "#d9d0bb", "alpha": 1},
        "text": {"color": "#ece6d8", "alpha": 1},
        "focus": {"color": "#ffffff", "alpha": 1},
        "warn": {"color": "#ffb38a", "alpha": 1},
        "accent": {"color": "#56b4e9", "alpha": 1},
        "ring-wood": {"color": "#8f7c57", "alpha": 1},
        "ring-edge": {"color": "#e3d4b0", "alpha": 1},
    },
}


def seats(scheme: Scheme) -> list[SeatLook]:
    """The six seats' looks in ``scheme``; seat ``n`` is ``seats(scheme)[n % 6]``."""
    return [
        {"label": label, "name": name, "color": color, "shape": shape, "symbol": symbol}
        for label, (name, color), (shape, symbol) in zip(
            SEAT_LABELS[scheme], SEAT_COLOURS[scheme], SHAPES, strict=True
        )
    ]


def palette(scheme: Scheme) -> dict[str, Paint]:
    """Every role's colour in ``scheme``: the fixed ones, the themed ones, and for each seat
    ``seatN`` (its colour) and ``seatN-tint`` (see-through, for places and dots)."""
    roles = {**_FIXED, **_THEMED[scheme]}
    for n, seat in enumerate(seats(scheme)):
        roles[f"seat{n}"] = {"color": seat["color"], "alpha": 1}
        roles[f"seat{n}-tint"] = {"color": seat["color"], "alpha": TINT}
    return roles


def seat_role(player: int | None, tint: bool = False) -> str:
    """The role of ``player``'s colour (seat 0 for none), or of its tint."""
    return f"seat{(player or 0) % len(SHAPES)}" + ("-tint" if tint else "")
