"""Contiguous, one package: its rules, its board, its position editor
(:mod:`.rules`, whose docstring states every choice made), its lesson (:mod:`.lesson`), its
puzzle set, ratings and rules page beside them, and its parts as the registry binds them
(:data:`PARTS`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...parts import Parts
from .patterns import ContiguousTuning
from .rules import (
    EMPTY,
    Contiguous,
    ContiguousEditor,
    ContiguousPresenter,
    ContiguousState,
)

__all__ = [
    "EMPTY",
    "PARTS",
    "Contiguous",
    "ContiguousEditor",
    "ContiguousPresenter",
    "ContiguousState",
    "ContiguousTuning",
]


if TYPE_CHECKING:  # (loaded when Learn first asks, with the lesson)
    from ...lessons.lesson import Lesson


def _lesson() -> Lesson:
    from .lesson import LESSON  # noqa: PLC0415 (loaded when Learn first asks)

    return LESSON


PARTS = Parts(
    rules=Contiguous,
    presenter=ContiguousPresenter,
    package=__name__,
    editor=ContiguousEditor,
    tuning=ContiguousTuning,
    lesson=_lesson,
)
"""Everything Contiguous is, as the registry binds it."""
