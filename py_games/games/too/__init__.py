"""Too, one package: its rules, its board, its position editor and its search's tuning
(:mod:`.rules`, whose docstring states every choice made), the patterns of its learned
evaluation (:mod:`.patterns`), its lesson (:mod:`.lesson`), its puzzle set, ratings and rules
page beside them, and its parts as the registry binds them (:data:`PARTS`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...parts import Parts
from .patterns import TooPatterns
from .rules import (
    Stone,
    Too,
    TooEditor,
    TooPresenter,
    TooState,
    TooTuning,
    group_sizes,
    winner,
)

__all__ = [
    "PARTS",
    "Stone",
    "Too",
    "TooEditor",
    "TooPatterns",
    "TooPresenter",
    "TooState",
    "TooTuning",
    "group_sizes",
    "winner",
]


if TYPE_CHECKING:  # (loaded when Learn first asks, with the lesson)
    from ...lessons.lesson import Lesson


def _lesson() -> Lesson:
    from .lesson import LESSON  # noqa: PLC0415 (loaded when Learn first asks)

    return LESSON


PARTS = Parts(
    rules=Too,
    presenter=TooPresenter,
    package=__name__,
    editor=TooEditor,
    tuning=TooPatterns,
    lesson=_lesson,
)
"""Everything Too is, as the registry binds it."""
