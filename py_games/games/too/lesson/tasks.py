"""Too's lesson as data: its tasks, each with its check (:mod:`.checks`)."""

from __future__ import annotations

from ....i18n import N_
from ....lessons.lesson import Lesson, Task, perfect_reply
from .checks import ahead_after, first_ahead, is_ahead, second_larger, white_three, won

LESSON = Lesson(
    game="too",
    title=N_("Too in a few steps"),
    intro=N_(
        "You are Black. Place a stone of either colour; when the board is full, the colour "
        "whose 2nd-largest group is larger wins."
    ),
    tasks=(
        Task(
            id="either",
            title=N_("A stone of either colour"),
            goal=N_(
                "On your turn you place one stone, black or white, on any empty cell: a1:w "
                "puts a white stone on a1. Place a white stone that makes a white group of "
                "three with b2 and c4."
            ),
            check=white_three,
            solution=("b3:w",),
            wrong=("b3:b",),
            options={"size": 3},
            position=".../.w../...w./b.../..b 0",
            marks="b2:green c4:green",
        ),
        Task(
            id="second",
            title=N_("The 2nd-largest group"),
            goal=N_(
                "The groups are compared from the 2nd-largest on: White's c4 c5 (2) beats "
                "Black's a1 (1), whatever the largest. Make Black's 2nd-largest group larger "
                "than White's."
            ),
            check=second_larger,
            solution=("a2:b",),
            wrong=("d3:b",),
            options={"size": 3},
            position="b.b/..../ww.ww/ww.b/bbb 0",
            marks="c4:orange c5:orange a1:green a3:green",
        ),
        Task(
            id="run-out",
            title=N_("No 2nd group"),
            goal=N_(
                "Black has one group (c1 c2 c3 d1 d2), White two (a1 a2 and e3): with no "
                "2nd-largest group, Black is behind. Place a stone that puts Black ahead."
            ),
            check=is_ahead,
            solution=("c5:b",),
            wrong=("b2:b",),
            options={"size": 3},
            position="ww./..../bbb../bb../..w 0",
            marks="c1:green c2:green c3:green d1:green d2:green a1:orange a2:orange e3:orange",
        ),
        Task(
            id="join-theirs",
            title=N_("Join White's groups"),
            goal=N_(
                "White's 2nd-largest group (3) beats Black's (1), and no black stone can make "
                "Black's 2nd-largest group three. Place a stone that puts Black ahead."
            ),
            check=is_ahead,
            solution=("b2:w",),
            wrong=("b3:b",),
            options={"size": 3},
            position="wwb/w.../b.ww./b.wb/bb. 0",
            marks="a1:orange a2:orange b1:orange c3:orange c4:orange d3:orange",
        ),
        Task(
            id="hold",
            title=N_("Ahead after White's answer"),
            goal=N_(
                "White is ahead: its four stones are four groups of one, Black has three groups "
                "(b3 b4, c2, e2) and no 4th. Place a stone that keeps Black ahead whatever "
                "White answers."
            ),
            check=ahead_after(first_ahead),
            solution=("e1:b",),
            wrong=("c3:b",),
            options={"size": 3},
            position=".w./..bb/wb.w./.w../.b. 0",
            reply=first_ahead,
            marks="b3:green b4:green c2:green e2:green",
        ),
        Task(
            id="finish",
            title=N_("The last cells"),
            goal=N_(
                "Five cells are left: b4, c1, c5, d3 and e1. Place a stone, then play on "
                "against the computer, and win when the board is full."
            ),
            check=won,
            solution=("d3:w", "c1:b", "e1:b"),
            wrong=("d3:b", "c1:b", "e1:b"),
            options={"size": 3},
            position="bbb/bbw./.bwb./bb.w/.ww 0",
            reply=perfect_reply,
            marks="b4 c1 c5 d3 e1",
        ),
    ),
)
