"""Mistakes that come back (py_games/practice/schedule.py): due again 1 day after a miss,
then 3, 7 and 21 days after each success, out of the queue after the 21-day review; a miss
starts again; a success before the item is due is not a review."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from py_games.practice.events import LessonTry, Try
from py_games.practice.journal import Journal
from py_games.practice.schedule import DAY, INTERVALS, due

T0 = 1_764_000_000_000


def _try(at: int, result: str, puzzle: str = "a/7") -> Try:
    return Try(f"e{at}", at, puzzle, result, 12.0, 4)  # type: ignore[arg-type]


def _ids(events: list[Try | LessonTry], now: int) -> list[str]:
    return [item.id for item in due(Journal(tuple(events)), now).due]


@given(
    result=st.sampled_from(["missed", "hint", "shown"]),
    late=st.lists(st.integers(0, 2 * DAY), min_size=4, max_size=4),
)
def test_a_miss_is_due_after_1_day_then_3_7_and_21_and_then_leaves(
    result: str, late: list[int]
) -> None:
    events = [_try(T0, result)]
    when = T0 + DAY
    for review, (days, delay) in enumerate(zip(INTERVALS, late, strict=True), 1):
        assert when == events[-1].at + days * DAY
        # Due exactly then, and not a millisecond before: a day is 24 hours from the try.
        assert _ids(events, when - 1) == []
        queue = due(Journal(tuple(events)), when)
        assert [(i.id, i.review) for i in queue.due] == [("a/7", review)]
        assert queue.due[0].due == when and queue.due[0].since == T0
        solved_at = when + delay  # reviewed when due, or some time later
        events.append(_try(solved_at, "solved"))
        if review < len(INTERVALS):
            when = solved_at + INTERVALS[review] * DAY
    queue = due(Journal(tuple(events)), events[-1].at + 1000 * DAY)
    assert (queue.due, queue.later, queue.learned) == ((), (), 1)
    assert INTERVALS == (1, 3, 7, 21)


@given(reviews=st.integers(0, 3), gap=st.integers(0, 30 * DAY))
def test_a_miss_at_any_review_starts_again_from_a_day(reviews: int, gap: int) -> None:
    events = [_try(T0, "missed")]
    at = T0
    for n in range(reviews):
        at += INTERVALS[n] * DAY
        events.append(_try(at, "solved"))
    events.append(_try(at + gap + 1, "missed"))
    queue = due(Journal(tuple(events)), at + gap + 1)
    assert queue.due == ()
    [item] = queue.later
    assert (item.due, item.review, item.since) == (at + gap + 1 + DAY, 1, at + gap + 1)


def test_a_success_before_it_is_due_is_not_a_review() -> None:
    events = [_try(T0, "missed"), _try(T0 + 60_000, "solved")]
    [item] = due(Journal(tuple(events)), T0 + DAY).due
    assert item.review == 1


def test_a_first_time_solve_never_enters_and_lessons_come_back_too() -> None:
    events: list[Try | LessonTry] = [
        _try(T0, "solved", "a/1"),
        LessonTry("l1", T0 + 1, "g/capture", False),
        _try(T0 + 2, "missed", "a/2"),
        LessonTry("l2", T0 + 3, "g/swap", True),
    ]
    queue = due(Journal(tuple(events)), T0 + DAY + 2)
    assert [(i.kind, i.id) for i in queue.due] == [("lesson", "g/capture"), ("puzzle", "a/2")]
    assert queue.later == ()
    # Oldest due first; what comes later, soonest first.
    queue = due(Journal(tuple(events)), T0)
    assert [i.id for i in queue.later] == ["g/capture", "a/2"]
