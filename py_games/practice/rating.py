"""The solver's rating, worked out from the journal's tries, and puzzles served near it.

Which tries are rated (each its own Glicko-2 period, :mod:`.glicko`): the **first** try at
each puzzle, outside a timed run. A puzzle played again (a review of a mistake, a collection
gone through twice) is one whose solution the solver has seen, and a timed run is played
against the clock: neither says how well the solver reads a new position. ``solved`` scores 1;
``missed``, ``hint`` and ``shown`` score 0 (the puzzle was not solved unaided). The puzzle's
rating is read from the ``difficulty`` its try holds (:func:`~.glicko.puzzle_rating`). Each
whole day between rated tries, and from the last one to ``now``, is a period with no game.

:func:`choose` serves a puzzle near the rating: one not tried yet, within :data:`WINDOW`
points, the window doubling until one is found; once every puzzle has been tried, any.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import TYPE_CHECKING

from .events import Try
from .glicko import PUZZLE_DEVIATION, START, Game, Rating, idle, puzzle_rating, update
from .schedule import DAY

if TYPE_CHECKING:
    from .journal import Journal

WINDOW = 150.0
"""Rating points either side of the solver's that :func:`choose` looks within first."""
MINUTE = 60_000


@dataclass(frozen=True)
class Point:
    """The rating at the end of a day with rated tries: one point of the chart."""

    day: str
    """The day, ``YYYY-MM-DD``, in the solver's time zone."""
    rating: float
    deviation: float


@dataclass(frozen=True)
class Solver:
    rating: Rating
    """At ``now``: the deviation grown by the idle days since the last rated try."""
    tries: int
    """Rated tries."""
    history: tuple[Point, ...]
    """A point a day, oldest first."""


def day_of(at: int, offset_minutes: int = 0) -> str:
    """The date of ``at`` (milliseconds since 1970, UTC) where the clock is ``offset_minutes``
    ahead of UTC."""
    days = (at + offset_minutes * MINUTE) // DAY
    last = (date(9999, 12, 31) - date(1970, 1, 1)).days
    return (date(1970, 1, 1) + timedelta(days=max(0, min(days, last)))).isoformat()


def rated(journal: Journal) -> Iterable[Try]:
    """The tries that count for the rating, in order (see the module)."""
    tried: set[str] = set()
    for event in journal.events:
        if isinstance(event, Try) and event.puzzle not in tried:
            tried.add(event.puzzle)
            if event.run is None:
                yield event


def solver(journal: Journal, now: int, offset_minutes: int = 0) -> Solver:
    """The solver's rating at ``now`` and its history, from the journal alone."""
    rating = START
    last: int | None = None
    points: dict[str, Point] = {}
    tries = 0
    for event in rated(journal):
        if last is not None and event.at - last >= DAY:
            rating = idle(rating, (event.at - last) // DAY)
        score = 1.0 if event.result == "solved" else 0.0
        opponent = Game(puzzle_rating(event.difficulty), PUZZLE_DEVIATION, score)
        rating = update(rating, [opponent])
        last, tries = event.at, tries + 1
        day = day_of(event.at, offset_minutes)
        points[day] = Point(day, rating.rating, rating.deviation)
    if last is not None and now - last >= DAY:
        rating = idle(rating, (now - last) // DAY)
    return Solver(rating, tries, tuple(points.values()))


def choose(
    puzzles: Sequence[tuple[str, float]], rating: float, seen: Iterable[str], seed: str
) -> str | None:
    """A puzzle (``(id, rating)`` pairs) near ``rating``, not among those ``seen`` while any is
    left; the same for the same seed. ``None`` when there is none at all."""
    tried = set(seen)
    fresh = [p for p in puzzles if p[0] not in tried] or list(puzzles)
    if not fresh:
        return None
    farthest = max(abs(value - rating) for _, value in fresh)
    window = WINDOW
    while window < farthest:
        if any(abs(value - rating) <= window for _, value in fresh):
            break
        window *= 2
    near = sorted(name for name, value in fresh if abs(value - rating) <= window)
    return random.Random(seed).choice(near or sorted(name for name, _ in fresh))
