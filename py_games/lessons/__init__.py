"""Every game's lesson: a few short tasks from the first rule to a first piece of strategy.

Each game's lesson is data in its own module here (``contiguous.py``…), or package where
its tasks and its checks are long enough to read apart (``nonaga/``: ``tasks.py``,
``checks.py``), in the rules' vocabulary: positions, goals in words, and checks the rules
engine runs (see :mod:`.lesson`).
:data:`LESSONS` lists them by game id, in the registry's order; the bridge's ``lesson``
function serves them to the Learn pages and to ``<py-games-board lesson=… task=…>``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..core.errors import UnknownGameError, quoted
from ..registry import GAMES
from . import contiguous, nonaga, tomoe, tonga, too
from .lesson import (
    Attempt,
    Check,
    Lesson,
    Reply,
    Task,
    TryError,
    UnknownTaskError,
    Verdict,
    attempt,
    perfect_reply,
)

__all__ = [
    "LESSONS",
    "Attempt",
    "Check",
    "Lesson",
    "Reply",
    "Task",
    "TryError",
    "UnknownTaskError",
    "Verdict",
    "attempt",
    "lesson",
    "perfect_reply",
]

_ALL = {m.LESSON.game: m.LESSON for m in (contiguous, nonaga, tomoe, tonga, too)}
LESSONS: Mapping[str, Lesson] = MappingProxyType({g: _ALL[g] for g in GAMES if g in _ALL})
"""Game id -> its lesson, in the registry's order."""


def lesson(game_id: str) -> Lesson:
    """The lesson of ``game_id``; an ``UnknownGameError`` names the games that have one."""
    found = LESSONS.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        known = ", ".join(LESSONS)
        raise UnknownGameError(f"there is no lesson for {quoted(game_id)}; lessons: {known}")
    return found
