"""Nonaga's lesson as data: its tasks, each with its check (:mod:`.checks`)."""

from __future__ import annotations

from ....i18n import N_
from ....lessons.lesson import Lesson, Task
from .checks import blocked, defend, makes_threat, no_gift, take_win, touching, two_turns

LESSON = Lesson(
    game="nonaga",
    title=N_("Nonaga in seven steps"),
    intro=N_(
        "Each turn, slide one of your counters as far as it goes, then move a ring of the "
        "board. The first to make their three counters touch wins."
    ),
    tasks=(
        Task(
            id="slide",
            title=N_("As far as it can go"),
            goal=N_(
                "A counter slides in a straight line as far as it can: it stops only where the "
                "next place has no ring or holds a counter. Slide one of your counters (2,-1, "
                "-2,0 or 0,2) so that it stops touching another of yours, then move any free "
                "ring to end your turn."
            ),
            check=touching(2),
            solution=("-2,0>1,0", "0,-2>-2,-1"),
            wrong=("0,2>1,1", "0,-2>-2,-1"),
            position=(
                "0,-2;2,-2;-1,-1;0,-1;1,-1;2,-1;-2,0;-1,0;0,0;1,0;2,0;-1,1;0,1;1,1;2,1;-2,2;"
                "-1,2;0,2;-2,3 2,-1;-2,0;0,2 -1,-1;2,0;-2,2 0 counter -2,3"
            ),
            marks="2,-1:blue -2,0:blue 0,2:blue",
        ),
        Task(
            id="three",
            title=N_("Three counters touch"),
            goal=N_(
                "Your counters on -1,1 and 0,1 touch. Slide your counter on 3,-2 so that all "
                "three touch: you win at once, without the ring step."
            ),
            check=touching(3),
            solution=("3,-2>1,0",),
            wrong=("3,-2>1,-2", "-1,-1>3,-1"),
            position=(
                "0,-2;1,-2;2,-2;3,-2;-1,-1;0,-1;1,-1;2,-1;-2,0;-1,0;0,0;1,0;2,0;3,0;-2,1;-1,1;"
                "0,1;1,1;0,2 3,-2;-1,1;0,1 0,-2;3,0;0,2 0 counter 2,-2"
            ),
            marks="3,-2:orange -1,1:green 0,1:green",
        ),
        Task(
            id="stop",
            title=N_("A ring makes a stop"),
            goal=N_(
                "You have slid; now move a ring so that next turn your counter on 0,2 can "
                "slide to touch both -1,0 and -1,1. A slide stops where the rings end."
            ),
            check=makes_threat,
            solution=("-2,2>-1,2",),
            wrong=("4,-3>-1,2",),
            position=(
                "4,-3;1,-2;2,-2;3,-2;1,-1;2,-1;-2,0;-1,0;0,0;1,0;2,0;-3,1;-2,1;-1,1;0,1;1,1;"
                "-3,2;-2,2;0,2 -1,0;-1,1;0,2 3,-2;-2,0;0,1 0 ring -3,2"
            ),
            marks="0,2:orange -1,0:green -1,1:green",
        ),
        Task(
            id="locked",
            title=N_("A locked ring"),
            goal=N_(
                "Your counter on -1,1 would stop on 2,-2, next to 2,-1, if the ring on 3,-3 "
                "were gone; but Player 2 has just moved that ring, so it is locked this turn. "
                "Move another ring so that -1,1 can slide to touch 2,-1 or 2,0."
            ),
            check=makes_threat,
            solution=("-1,2>1,1",),
            wrong=("1,-2>-1,-2",),
            position=(
                "3,-3;0,-2;1,-2;2,-2;-1,-1;0,-1;1,-1;2,-1;3,-1;-2,0;-1,0;0,0;1,0;2,0;-2,1;-1,1;"
                "0,1;-1,2;0,2 2,-1;2,0;-1,1 0,-2;-2,1;0,2 0 ring 3,-3"
            ),
            marks="-1,1:orange 2,-1:green 2,0:green 3,-3:purple",
            arrows="-1,1>3,-3:blue",
        ),
        Task(
            id="careful",
            title=N_("Give no stop away"),
            goal=N_(
                "You have slid; now move a ring, but leave Player 1 no slide that joins their "
                "three counters: look where their counter on -1,1 could stop next to 2,-1 and "
                "2,0. Then Player 1 plays."
            ),
            check=no_gift,
            solution=("1,-2>-1,-2",),
            wrong=("3,-3>-2,-1",),
            reply=take_win,
            position=(
                "3,-3;0,-2;1,-2;2,-2;-1,-1;0,-1;1,-1;2,-1;3,-1;-2,0;-1,0;0,0;1,0;2,0;-2,1;-1,1;"
                "0,1;-1,2;0,2 2,-1;2,0;-1,1 0,-2;-2,1;0,2 1 ring -2,0"
            ),
            marks="-1,1:orange 2,-1:blue 2,0:blue",
        ),
        Task(
            id="block",
            title=N_("Stop the slide"),
            goal=N_(
                "Player 1 has just put a ring on 1,0: their counter on -2,3 can now slide to "
                "1,0 and join their three. That ring is locked for your turn. Stop the slide "
                "with your turn; then Player 1 plays."
            ),
            check=blocked,
            solution=("-2,1>0,1", "1,3>0,3"),
            wrong=("2,1>1,2", "1,3>0,3"),
            reply=take_win,
            position=(
                "1,-2;-1,-1;0,-1;1,-1;-1,0;0,0;1,0;-2,1;-1,1;0,1;2,1;-2,2;-1,2;0,2;1,2;-2,3;"
                "-1,3;1,3;-2,4 1,-2;1,-1;-2,3 -1,-1;-2,1;2,1 1 counter 1,0"
            ),
            marks="1,0:orange",
            arrows="-2,3>1,0:orange",
        ),
        Task(
            id="lock-in",
            title=N_("A threat on a locked ring"),
            goal=N_(
                "The ring you move may not be moved by your opponent on their next turn. Make a "
                "threat on such a ring that Player 2 cannot stop (look at -1,2), then win on "
                "your next turn."
            ),
            check=two_turns,
            solution=("1,2>0,2", "2,2>-1,2", "0,2>-1,2"),
            wrong=("1,2>0,2", "2,2>2,-2"),
            reply=defend,
            position=(
                "0,-2;1,-2;0,-1;1,-1;2,-1;-2,0;-1,0;0,0;1,0;-2,1;-1,1;0,1;1,1;-2,2;0,2;1,2;"
                "2,2;0,3;1,3 -1,1;-2,2;1,2 0,-2;-2,1;1,1 0 counter 1,3"
            ),
            marks="-1,2:purple -1,1:green -2,2:green 1,2:orange",
        ),
    ),
)
