"""Mistakes that come back: spaced repetition over the journal.

A puzzle missed, solved after a hint, or given up (its solution shown), and a lesson's task
failed, enter the queue: due again :data:`INTERVALS`\\ [0] = 1 day later. Each success when it
is due moves the next review further: 3 days, then 7, then 21; a success at the 21-day review
takes it out of the queue (learned: it comes back only if missed again). A miss at any time
puts it back at the start, due a day later. A success before the item is due (playing it
again at once, after seeing why it was wrong) changes nothing: it is not yet a review.

Times are milliseconds since 1970 and a day is 24 hours from the try: "due after a day" is
exactly :data:`DAY` after, whatever the time zone. A try in a timed run counts as any other:
a puzzle missed against the clock comes back too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from .events import LessonTry, Try

if TYPE_CHECKING:
    from .journal import Journal

DAY = 86_400_000
"""A day, in milliseconds."""
INTERVALS = (1, 3, 7, 21)
"""Days from a miss to the first review, then from each successful review to the next."""

Kind = Literal["puzzle", "lesson"]


@dataclass(frozen=True)
class Item:
    """A puzzle or a lesson's task in the queue."""

    kind: Kind
    id: str
    """The puzzle's id, or the task's (``"<game>/<task>"``)."""
    due: int
    """When it is due, in milliseconds since 1970."""
    review: int
    """Which review it is, from 1 (a day after the miss) to 4 (the 21-day one)."""
    since: int
    """When it was last missed."""


@dataclass(frozen=True)
class Queue:
    due: tuple[Item, ...]
    """Due now, the longest due first."""
    later: tuple[Item, ...]
    """Not due yet, the soonest first."""
    learned: int
    """Reviews passed at 21 days: items that left the queue."""


def due(journal: Journal, now: int) -> Queue:
    """What the journal's tries leave in the queue at ``now``."""
    waiting: dict[tuple[Kind, str], Item] = {}
    learned = 0
    for event in journal.events:
        if isinstance(event, Try):
            key: tuple[Kind, str] = ("puzzle", event.puzzle)
            failed = event.result != "solved"
        elif isinstance(event, LessonTry):
            key, failed = ("lesson", event.task), not event.passed
        else:
            continue
        item = waiting.get(key)
        if failed:
            waiting[key] = Item(*key, due=event.at + INTERVALS[0] * DAY, review=1, since=event.at)
        elif item is not None and event.at >= item.due:
            if item.review == len(INTERVALS):
                del waiting[key]
                learned += 1
            else:
                later = event.at + INTERVALS[item.review] * DAY
                waiting[key] = Item(*key, due=later, review=item.review + 1, since=item.since)
    items = sorted(waiting.values(), key=lambda item: (item.due, item.kind, item.id))
    return Queue(
        due=tuple(item for item in items if item.due <= now),
        later=tuple(item for item in items if item.due > now),
        learned=learned,
    )
