"""Contiguous's lesson as data: its tasks, each with its check (:mod:`.checks`)."""

from __future__ import annotations

from ....i18n import N_
from ....lessons.lesson import Lesson, Task, perfect_reply
from .checks import best_score, greedy, grow, kept_down, score_of, won

LESSON = Lesson(
    game="contiguous",
    title=N_("Contiguous in a few steps"),
    intro=N_(
        "You are Player 1. Fill cells next to the last one filled, and make your islands' "
        "sizes multiply: your score is their product."
    ),
    tasks=(
        Task(
            id="touch",
            title=N_("Next to the last cell"),
            goal=N_(
                "Player 2 filled c3 last, so you must fill an empty cell touching it, at a side "
                "or a corner. Fill one that also touches your b2 along a side: an island of two."
            ),
            check=grow("b2", 2),
            solution=("c2",),
            wrong=("d4",),
            options={"size": 4},
            setup=("b2", "c3"),
            marks="c3 b2:green",
        ),
        Task(
            id="free",
            title=N_("When the last cell is boxed in"),
            goal=N_(
                "Player 2 filled a1 last, and every cell touching it is full: you may fill any "
                "empty cell. Make your island b1 b2 an island of three."
            ),
            check=grow("b1", 3),
            solution=("c2",),
            wrong=("d4",),
            options={"size": 4},
            position="..../..../21../21.. 1 a1",
            marks="a1 b1:green b2:green",
        ),
        Task(
            id="product",
            title=N_("Islands multiply"),
            goal=N_(
                "Your score is the product of your islands' sizes: a3 a4 and c3 c4 make "
                "2 × 2 = 4. Fill a cell touching b2 that makes your score 6."
            ),
            check=score_of(6),
            solution=("a2",),
            wrong=("b3",),
            options={"size": 4},
            position="1.1./1.1./.2.2/2..2 1 b2",
            marks="b2 a3:green a4:green c3:green c4:green",
        ),
        Task(
            id="grow-small",
            title=N_("Grow the small island"),
            goal=N_(
                "Your islands a4 b4 c4 d4 and a2 b2 make 4 × 2 = 8. Fill the cell touching b3 "
                "that makes your score the highest it can be."
            ),
            check=best_score,
            solution=("c2",),
            wrong=("a3",),
            options={"size": 4},
            position="1111/.2.2/11.2/2.22 1 b3",
            marks="b3 a2:green b2:green",
        ),
        Task(
            id="squeeze",
            title=N_("Where Player 2 fills next"),
            goal=N_(
                "Player 2's next cell must touch the one you fill. Fill a cell touching b2 so "
                "that whatever Player 2 fills next, their score (3, the island a2 b2 c2) does "
                "not rise."
            ),
            check=kept_down,
            solution=("c1",),
            wrong=("b3",),
            options={"size": 4},
            position="..../..../2221/11.. 1 b2",
            reply=greedy,
            marks="b2 a2:purple c2:purple",
        ),
        Task(
            id="finish",
            title=N_("The last cells"),
            goal=N_(
                "Four cells are left: b4, c4, a3 and b3. Fill a cell touching a4, then play on "
                "against the computer, and end with a higher score than Player 2."
            ),
            check=won,
            solution=("a3", "c4"),
            wrong=("b3", "b4"),
            options={"size": 4},
            position="2..1/..22/1111/2212 1 a4",
            reply=perfect_reply,
            marks="a4 b4:green c4:green a3:green b3:green",
        ),
    ),
)
