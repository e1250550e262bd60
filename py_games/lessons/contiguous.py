"""Contiguous's lesson: filling next to the last cell, islands, and why joining can cost."""

from __future__ import annotations

from typing import Any

from ..core.game import Game, State
from .lesson import Lesson, Task, Verdict


def _island_of_two(game: Game[Any, Any], start: State, now: State) -> Verdict:
    black = game.score_details(now)[0]
    sizes = sorted(len(region.cells) for region in black.regions)
    if sizes == [2]:
        cells = " ".join(f"{c}:green" for c in black.regions[0].cells)
        return Verdict(True, "Your two cells touch side to side: one island of two.", cells)
    cells = " ".join(c for region in black.regions for c in region.cells)
    return Verdict(
        False,
        "Your cells do not touch side to side: two islands of one, and 1 × 1 is 1.",
        cells,
    )


LESSON = Lesson(
    game="contiguous",
    title="Contiguous in a few steps",
    intro="Fill cells next to the last one filled, and make your islands' sizes multiply.",
    tasks=(
        Task(
            id="touch",
            title="Next to the last cell",
            goal="White filled c3. Fill a cell touching c3 that makes your b2 an island of two.",
            check=_island_of_two,
            solution=("c2",),
            wrong=("d4",),
            options={"size": 4},
            setup=("b2", "c3"),
            marks="c3 b2:green",
        ),
    ),
)
