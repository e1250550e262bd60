"""An author's marks and arrows on a picture: read from text, checked, drawn and told.

Written as an attribute, an option of the ``svg`` command or a Markdown fence writes them:

- marks: ``c3 d4:orange e5:green:A``, each ``PLACE[:COLOUR[:LABEL]]``: a ring round the place,
  or, with a label (up to 3 characters), the label written on it;
- arrows: ``c3>e5 a1>a4:green``, each ``FROM>TO[:COLOUR]``.

Colours are the seats' colour-blind-safe ones by name (:data:`COLOURS`); marks are orange and
arrows blue unless said. A screen reader hears them (:func:`describe`): "Marked: c3, e5 (A).
Arrows: c3 to e5."
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Final, NotRequired, TypedDict

from ..contract.shapes import Item, line, polygon
from ..core.errors import InvalidAnnotationError, quoted
from ..i18n import N_, _, ngettext

if TYPE_CHECKING:
    from ..contract.scene import PlaceInfo, StepInfo

COLOURS: Final = {
    "orange": "seat1",
    "blue": "seat0",
    "green": "seat2",
    "purple": "seat3",
    "brown": "seat5",
}
"""The colours a mark or an arrow can have, and the role each is drawn in; a mark's default
first (the editor offers them in this order)."""

COLOUR_LABELS: Final = {
    "orange": N_("orange"),
    "blue": N_("blue"),
    "green": N_("green"),
    "purple": N_("purple"),
    "brown": N_("brown"),
}
"""What a reader calls each colour (translated where it is said; the text writes the key)."""

MOST: Final = 64
"""Marks, or arrows, at most: a diagram points at a few places, never the whole board."""
LABEL: Final = 3
"""Characters of a mark's label, at most ("A", "1", "x?")."""
PIECE_EDGE: Final = 0.825
"""How far a piece reaches from its place's centre, in inner radii (a stone: 0.55 of its unit,
1.5 inner radii): what a mark's label and an arrow's head keep clear of."""
LABEL_AT: Final = (0.72, -0.72)
"""Where a mark's label is written, from the place's centre, in inner radii: up and right, at
the piece's rim, so that the piece stays in view."""


class Mark(TypedDict):
    at: str
    color: NotRequired[str]
    label: NotRequired[str]


class Arrow(TypedDict):
    start: str
    end: str
    color: NotRequired[str]


class Annotations(TypedDict, total=False):
    marks: list[Mark]
    arrows: list[Arrow]


def _colour(text: str, token: str, arrow: bool) -> str:
    if text not in COLOURS:
        said = (
            # TRANSLATORS: {token} is a mark or an arrow as written (c3:orange); {colour} and
            # {colours} are colours as the text writes them, the same in every language.
            _("the arrow {token}: no colour {colour}; the colours are {colours}")
            if arrow
            else _("the mark {token}: no colour {colour}; the colours are {colours}")
        )
        raise InvalidAnnotationError(
            said.format(token=quoted(token), colour=quoted(text), colours=", ".join(COLOURS))
        )
    return text


def read_marks(text: str) -> list[Mark]:
    """Marks from their text (see the module's docstring); places are checked when drawn."""
    tokens = text.split()
    if len(tokens) > MOST:
        raise InvalidAnnotationError(
            _("{n} marks; at most {most} are drawn").format(n=len(tokens), most=MOST)
        )
    marks: list[Mark] = []
    for token in tokens:
        at, *rest = token.split(":", 2)
        mark: Mark = {"at": at}
        if rest and rest[0]:
            mark["color"] = _colour(rest[0], token, arrow=False)
        if len(rest) > 1:
            if not 0 < len(rest[1]) <= LABEL:
                raise InvalidAnnotationError(
                    _("the mark {token}: a label is 1 to {most} characters").format(
                        token=quoted(token), most=LABEL
                    )
                )
            if any("\ud800" <= c <= "\udfff" for c in rest[1]):  # a byte that was not UTF-8
                raise InvalidAnnotationError(
                    _("the mark {token}: a label is whole characters, not half of one").format(
                        token=quoted(token)
                    )
                )
            mark["label"] = rest[1]
        marks.append(mark)
    return marks


def read_arrows(text: str) -> list[Arrow]:
    """Arrows from their text (see the module's docstring)."""
    tokens = text.split()
    if len(tokens) > MOST:
        raise InvalidAnnotationError(
            _("{n} arrows; at most {most} are drawn").format(n=len(tokens), most=MOST)
        )
    arrows: list[Arrow] = []
    for token in tokens:
        body, _colon, colour = token.partition(":")
        start, sep, end = body.partition(">")
        if not sep or not start or not end:
            raise InvalidAnnotationError(
                # TRANSLATORS: FROM>TO is how an arrow is written; FROM and TO may be translated.
                _("the arrow {token} is not written FROM>TO (as c3>e5)").format(token=quoted(token))
            )
        arrow: Arrow = {"start": start, "end": end}
        if colour:
            arrow["color"] = _colour(colour, token, arrow=True)
        arrows.append(arrow)
    return arrows


def check(annotations: Annotations, places: Mapping[str, PlaceInfo]) -> None:
    """Raise :class:`InvalidAnnotationError` naming the first place that is not on the board."""
    named = [m["at"] for m in annotations.get("marks", [])] + [
        end for a in annotations.get("arrows", []) for end in (a["start"], a["end"])
    ]
    for name in named:
        if name not in places:
            raise InvalidAnnotationError(
                _("no place {place} on this board").format(place=quoted(name))
            )


def annotate(places: Mapping[str, PlaceInfo], inner: float, annotations: Annotations) -> list[Item]:
    """The items of ``annotations``, over everything else; places not on the board (a table
    that moved on) are skipped."""
    items: list[Item] = []
    for mark in annotations.get("marks", []):
        place = places.get(mark["at"])
        if place is None:
            continue
        color = COLOURS[mark.get("color", "orange")]
        x, y = place["center"]
        if "label" in mark:
            # On the place's upper right, where a piece (0.825 of the inner radius across from
            # the centre) barely reaches: written on the middle, it hid the piece it marks.
            items.append(
                {
                    "text": mark["label"],
                    "at": [x + inner * LABEL_AT[0], y + inner * LABEL_AT[1]],
                    "font": [inner * 0.9, 11],
                    "fill": color,
                    "bold": True,
                    "halo": "paper",
                    "layer": "over",
                }
            )
        else:
            # The place outlined, thick, just inside its sides: not a ring, which is a piece.
            corners = [
                (cx + (px - cx) * 0.86, cy + (py - cy) * 0.86)
                for (cx, cy), (px, py) in ((place["center"], c) for c in place["outline"])
            ]
            items.append(
                {
                    "d": polygon(corners),
                    "stroke": color,
                    "width": [inner / 5, 3],
                    "round": True,
                    "layer": "over",
                }
            )
    for arrow in annotations.get("arrows", []):
        a, b = places.get(arrow["start"]), places.get(arrow["end"])
        if a is None or b is None or a is b:
            continue
        color = COLOURS[arrow.get("color", "blue")]
        (x1, y1), (x2, y2) = a["center"], b["center"]
        length = math.hypot(x2 - x1, y2 - y1)
        ux, uy = (x2 - x1) / length, (y2 - y1) / length
        # The head stops at the edge of a piece on the place pointed at (on its rim between
        # neighbours): ending on the middle, it hid that piece.
        gap = min(inner * PIECE_EDGE, length * 0.3)
        x2, y2 = x2 - ux * gap, y2 - uy * gap
        head, half = min(inner * 0.9, (length - gap) / 2), inner * 0.55
        bx, by = x2 - ux * head, y2 - uy * head  # where the head begins
        items.append(
            {
                "d": line([(x1, y1), (bx, by)]),
                "stroke": color,
                "width": inner / 3.5,
                "round": True,
                "alpha": 0.8,
                "layer": "over",
            }
        )
        items.append(
            {
                "d": polygon(
                    [(x2, y2), (bx - uy * half, by + ux * half), (bx + uy * half, by - ux * half)]
                ),
                "fill": color,
                "alpha": 0.8,
                "layer": "over",
            }
        )
    return items


def describe(annotations: Annotations) -> str:
    """The marks and arrows in words, for a screen reader ("" for none)."""
    marks = [
        m["at"] + (f" ({m['label']})" if "label" in m else "") for m in annotations.get("marks", [])
    ]
    arrows = [
        # TRANSLATORS: an arrow drawn on the board, from one place to another (c3 to e5).
        _("{start} to {end}").format(start=a["start"], end=a["end"])
        for a in annotations.get("arrows", [])
    ]
    words = []
    if marks:
        # TRANSLATORS: {marks} are places, each with its label in parentheses (c3, d4 (A)).
        words.append(_("Marked: {marks}.").format(marks=", ".join(marks)))
    if arrows:
        words.append(
            ngettext("Arrow: {arrows}.", "Arrows: {arrows}.", len(arrows)).format(
                arrows=", ".join(arrows)
            )
        )
    return " ".join(words)


def of(marks: str | Sequence[Mark] = "", arrows: str | Sequence[Arrow] = "") -> Annotations:
    """Annotations from text or from lists (as the public functions take them)."""
    result: Annotations = {}
    mark_list = read_marks(marks) if isinstance(marks, str) else list(marks)
    arrow_list = read_arrows(arrows) if isinstance(arrows, str) else list(arrows)
    if mark_list:
        result["marks"] = mark_list
    if arrow_list:
        result["arrows"] = arrow_list
    return result


def shown(steps: Iterable[StepInfo], *, path: bool = False) -> tuple[str, str]:
    """Steps shown on a board, as marks and arrows text: a step that moves a piece is an
    arrow, any other marks the places it touches.

    Two ways, each pinned by what a page shows: by default (a puzzle's answer, where the
    places matter) every place touched is marked and a move is also one arrow, from its
    first place to its last; with ``path`` (a review's better step, where the way matters)
    a move is an arrow along each leg of its path and marks nothing.

    >>> hop: StepInfo = {"step": "a1>c3", "cells": ["a1", "b2", "c3"], "kind": "move",
    ...                  "label": "", "looks": []}
    >>> stone: StepInfo = {"step": "d4", "cells": ["d4"], "kind": "place", "label": "",
    ...                    "looks": []}
    >>> shown([hop, stone])
    ('a1 b2 c3 d4', 'a1>c3')
    >>> shown([hop], path=True)
    ('', 'a1>b2 b2>c3')
    """
    marks: list[str] = []
    arrows: list[str] = []
    for info in steps:
        cells = info["cells"]
        if info["kind"] == "move" and len(cells) > 1:
            if path:
                arrows.extend(f"{a}>{b}" for a, b in itertools.pairwise(cells))
                continue
            arrows.append(f"{cells[0]}>{cells[-1]}")
        marks.extend(c for c in cells if c not in marks)
    return " ".join(marks), " ".join(arrows)
