"""What a lesson is (:mod:`.lesson`): a game's short course from the first rule to a first piece
of strategy, as tasks whose checks the rules engine runs.

Each game's lesson is one of its parts, in its own package (``py_games/games/<id>/lesson``),
in the rules' vocabulary: positions, goals in words, and checks. The registry finds it
(:func:`py_games.registry.lesson`); the bridge's ``lesson`` function serves it to the Learn
pages and to ``<py-games-board lesson=… task=…>``.
"""

from __future__ import annotations

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
    "Attempt",
    "Check",
    "Lesson",
    "Reply",
    "Task",
    "TryError",
    "UnknownTaskError",
    "Verdict",
    "attempt",
    "perfect_reply",
]
