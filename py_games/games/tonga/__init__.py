"""Tonga, one package: its rules, its board and its position editor (:mod:`.rules`, whose
docstring states every choice made), its search's tuning and the patterns its learned
evaluation weighs (:mod:`.patterns`), its lesson (:mod:`.lesson`), its puzzle set, ratings and
rules page beside them, and its parts as the registry binds them (:data:`PARTS`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...parts import Parts
from .patterns import TongaTuning
from .rules import (
    COUNTED,
    Pair,
    Tonga,
    TongaEditor,
    TongaPresenter,
    TongaState,
)

__all__ = [
    "COUNTED",
    "PARTS",
    "Pair",
    "Tonga",
    "TongaEditor",
    "TongaPresenter",
    "TongaState",
    "TongaTuning",
]


if TYPE_CHECKING:  # (loaded when Learn first asks, with the lesson)
    from ...lessons.lesson import Lesson


def _lesson() -> Lesson:
    from .lesson import LESSON  # noqa: PLC0415 (loaded when Learn first asks)

    return LESSON


PARTS = Parts(
    rules=Tonga,
    presenter=TongaPresenter,
    package=__name__,
    editor=TongaEditor,
    tuning=TongaTuning,
    lesson=_lesson,
)
"""Everything Tonga is, as the registry binds it."""
