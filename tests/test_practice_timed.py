"""The timed run's rules (py_games/practice/timed.py): three minutes, puzzles getting harder,
a miss costing time; its state a function of its events and the time, so a reload resumes
it; at the end, the puzzles missed or slow to replay."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from py_games.practice import events
from py_games.practice.events import RunEnd, RunStart, Try
from py_games.practice.journal import Journal
from py_games.practice.timed import LENGTH_MS, PENALTY_MS, PLAN, SLOW_SECONDS, latest, plan, state

T0 = 1_764_000_000_000
POOL = [(f"g/{n}", 900.0 + 150 * (n % 9)) for n in range(1, 130)]
START = RunStart("s", T0, "r1", "g", "seed")


def _try(n: int, at: int, puzzle: str, result: str, seconds: float = 5.0) -> Try:
    return Try(f"t{n}", at, puzzle, result, seconds, 4, run="r1")  # type: ignore[arg-type]


def test_the_plan_goes_from_easy_to_hard_and_depends_on_the_seed_alone() -> None:
    order = plan(POOL, "seed")
    ratings = dict(POOL)
    assert len(order) == PLAN == len(set(order))
    assert [ratings[p] for p in order] == sorted(ratings[p] for p in order)
    assert ratings[order[0]] == 900 and ratings[order[-1]] == 2100  # the easiest, the hardest
    assert plan(list(reversed(POOL)), "seed") == order
    assert plan(POOL, "other") != order
    assert sorted(plan(POOL[:10], "x")) == sorted(p for p, _ in POOL[:10])  # a small set: all


def _run(events: list[Try | RunEnd], now: int) -> tuple[object, ...]:
    found = Journal((START, *events))
    run = state(found, now, START, POOL)
    return run.current, run.left_ms, run.score, run.misses, run.over, run.missed, run.slow


def test_solving_moves_on_and_a_miss_costs_ten_seconds() -> None:
    order = plan(POOL, "seed")
    run = state(Journal((START,)), T0 + 1000, START, POOL)
    assert (run.current, run.left_ms, run.over) == (order[0], LENGTH_MS - 1000, None)
    events = [_try(1, T0 + 5000, order[0], "solved"), _try(2, T0 + 9000, order[1], "missed")]
    run = state(Journal((START, *events)), T0 + 10_000, START, POOL)
    assert run.current == order[2]
    assert run.left_ms == LENGTH_MS - PENALTY_MS - 10_000
    assert (run.score, run.misses, run.missed) == (1, 1, (order[1],))


@given(
    results=st.lists(st.sampled_from(events.RESULTS), max_size=25),
    seconds=st.lists(st.floats(0, 60), min_size=25, max_size=25),
    reload_at=st.integers(0, LENGTH_MS + 60_000),
)
def test_a_run_resumes_from_its_events_with_the_same_state(
    results: list[str], seconds: list[float], reload_at: int
) -> None:
    # The page played the run until reload_at and reloaded: the journal it kept and the time
    # alone give back the same run, tries after the time was up left out.
    order = plan(POOL, "seed")
    events = []
    at = T0
    for n, result in enumerate(results):
        at += 4000
        events.append(_try(n, at, order[n], result, seconds[n]))
    played = [e for e in events if e.at <= T0 + reload_at]
    before = state(Journal((START, *played)), T0 + reload_at, START, POOL)
    again = state(Journal((START, *played)), T0 + reload_at, START, list(reversed(POOL)))
    assert again == before
    penalties = PENALTY_MS * before.misses
    assert before.deadline == T0 + LENGTH_MS - penalties
    if before.over is None:
        assert before.left_ms == before.deadline - (T0 + reload_at) > 0
        assert before.current == order[len(before.tries)]
    else:
        assert (before.over, before.left_ms, before.current) == ("time", 0, None)
    assert all(p in order for p in before.replay)
    assert before.slow == tuple(
        t.puzzle for t in before.tries if t.solved and t.seconds > SLOW_SECONDS
    )


def test_a_run_ends_on_time_on_request_or_when_its_plan_is_done() -> None:
    order = plan(POOL, "seed")
    assert _run([], T0 + LENGTH_MS)[4] == "time"
    late = _try(1, T0 + LENGTH_MS + 1, order[0], "solved")
    assert _run([late], T0 + LENGTH_MS + 5)[2] == 0  # after the time: not counted
    assert _run([RunEnd("e", T0 + 100, "r1")], T0 + 200)[4] == "player"
    few = [("g/1", 1000.0), ("g/2", 1100.0)]
    events = [_try(1, T0 + 10, "g/1", "solved", 30.0), _try(2, T0 + 20, "g/2", "missed")]
    run = state(Journal((START, *events)), T0 + 30, START, few)
    assert (run.over, run.current, run.score) == ("plan", None, 1)
    assert run.replay == ("g/1", "g/2")  # slow, then missed: in the order played


def test_an_answer_to_a_puzzle_already_counted_is_left_out() -> None:
    order = plan(POOL, "seed")
    # Two tabs answered the first puzzle: the second answer is not the current puzzle's.
    events = [_try(1, T0 + 10, order[0], "solved"), _try(2, T0 + 11, order[0], "missed")]
    assert _run(events, T0 + 20)[2:4] == (1, 0)
    assert latest(Journal((START, RunStart("s2", T0 + 5, "r2", "g", "x")))).run == "r2"
    assert latest(Journal()) is None
