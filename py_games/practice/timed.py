"""The timed run's rules: three minutes of puzzles getting harder, a miss costing time.

A run is the journal's ``run_start`` event (its id, the ``set`` of puzzles it plays and a
``seed``) and the tries that name it: its state at any time is a function of those events and
``now`` (:func:`state`), so a page reloaded in the middle resumes it where it was, clock
included (the clock runs while the page reloads).

- The run lasts :data:`LENGTH_MS` (3 minutes) from its start; each miss (``missed``, ``hint``
  or ``shown``) takes :data:`PENALTY_MS` (10 seconds) off it.
- Its puzzles are :func:`plan`'s: the set shuffled by the seed, sorted by rating (easiest
  first), then :data:`PLAN` of them taken evenly along it: from the easiest to the hardest,
  different puzzles for each seed.
- A try counts when it is for the run's current puzzle (the next of the plan) and made before
  the run ended; two tabs answering the same puzzle count it once.
- The run ends when its time is up, when the player ends it (``run_end``), or when the plan
  is done. Then it lists the puzzles missed, and those solved slowly (more than
  :data:`SLOW_SECONDS`), to replay in a row (``replay``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from .events import RunEnd, RunStart, Try

if TYPE_CHECKING:
    from .journal import Journal

LENGTH_MS = 180_000
"""A run's time: three minutes."""
PENALTY_MS = 10_000
"""Time a miss costs."""
SLOW_SECONDS = 20.0
"""A puzzle solved in more seconds than this is listed as slow at the end."""
PLAN = 60
"""Puzzles planned for a run: more than anyone solves in three minutes."""

Ending = Literal["time", "player", "plan"]


@dataclass(frozen=True)
class Counted:
    """A try that counted in the run."""

    puzzle: str
    solved: bool
    seconds: float


@dataclass(frozen=True)
class Run:
    id: str
    set: str
    started: int
    """Milliseconds since 1970."""
    deadline: int
    """When the time is up, the misses' penalties taken off."""
    ended: int | None
    """When the run ended (``None`` while it goes on)."""
    left_ms: int
    """Time left at ``now`` (0 once over)."""
    over: Ending | None
    """Why the run is over; ``None`` while it goes on."""
    tries: tuple[Counted, ...]
    current: str | None
    """The puzzle to solve now (``None`` once over)."""
    plan: tuple[str, ...]

    @property
    def score(self) -> int:
        return sum(1 for counted in self.tries if counted.solved)

    @property
    def misses(self) -> int:
        return sum(1 for counted in self.tries if not counted.solved)

    @property
    def missed(self) -> tuple[str, ...]:
        return tuple(counted.puzzle for counted in self.tries if not counted.solved)

    @property
    def slow(self) -> tuple[str, ...]:
        return tuple(
            counted.puzzle
            for counted in self.tries
            if counted.solved and counted.seconds > SLOW_SECONDS
        )

    @property
    def replay(self) -> tuple[str, ...]:
        """The missed and slow puzzles, in the order they were played."""
        keep = {*self.missed, *self.slow}
        return tuple(counted.puzzle for counted in self.tries if counted.puzzle in keep)


def plan(puzzles: Sequence[tuple[str, float]], seed: str, length: int = PLAN) -> tuple[str, ...]:
    """The run's puzzles from ``(id, rating)`` pairs: easiest first, the same for a seed."""
    shuffled = sorted(puzzles)
    random.Random(seed).shuffle(shuffled)
    ordered = sorted(shuffled, key=lambda pair: pair[1])  # stable: the shuffle orders ties
    if len(ordered) <= length:
        return tuple(name for name, _ in ordered)
    return tuple(ordered[i * len(ordered) // length][0] for i in range(length))


def latest(journal: Journal) -> RunStart | None:
    """The last run started."""
    runs = [event for event in journal.events if isinstance(event, RunStart)]
    return runs[-1] if runs else None


def state(journal: Journal, now: int, start: RunStart, puzzles: Sequence[tuple[str, float]]) -> Run:
    """The run ``start`` began, at ``now``, its puzzles planned from ``puzzles`` (its set's)."""
    order = plan(puzzles, start.seed)
    deadline = start.at + LENGTH_MS
    counted: list[Counted] = []
    over: Ending | None = None if order else "plan"
    ended = start.at if over else None
    for event in journal.events:
        if over is not None or event.at < start.at:
            continue
        if isinstance(event, RunEnd) and event.run == start.run and event.at < deadline:
            over, ended = "player", event.at
        elif isinstance(event, Try) and event.run == start.run and event.at <= deadline:
            if event.puzzle != order[len(counted)]:
                continue  # not the current puzzle: another tab's answer to one counted
            solved = event.result == "solved"
            counted.append(Counted(event.puzzle, solved, event.seconds))
            deadline -= 0 if solved else PENALTY_MS
            if len(counted) == len(order):
                over, ended = "plan", event.at
    if over is None and now >= deadline:
        over, ended = "time", deadline
    return Run(
        id=start.run,
        set=start.set,
        started=start.at,
        deadline=deadline,
        ended=ended,
        left_ms=0 if over else deadline - now,
        over=over,
        tries=tuple(counted),
        current=None if over else order[len(counted)],
        plan=order,
    )
