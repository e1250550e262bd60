"""Tomoe's lesson as data: its tasks, each with its check (:mod:`.checks`)."""

from __future__ import annotations

from ....i18n import N_
from ....lessons.lesson import Lesson, Task
from .checks import (
    TURN,
    answered,
    best_turn,
    first_tile,
    last_tile,
    outermost,
    scored,
    turning,
    whose_points,
)

LESSON = Lesson(
    game="tomoe",
    title=N_("Tomoe in a few turns"),
    intro=N_(
        "Place tiles of black and white arcs; where a colour's area closes inside the other "
        "colour's, the colour around it scores a point for each sector inside."
    ),
    tasks=(
        Task(
            id="first-tile",
            title=N_("The first tile"),
            goal=N_(
                "Black begins with one tile. Place it on space 10: it points down, so only a "
                "tile with black tips fits (B1 or B2), in any of its three rotations."
            ),
            check=first_tile,
            solution=("10=B1.0",),
            wrong=("13=W1.0",),
            marks="10:green",
        ),
        Task(
            id="score",
            title=N_("Close an area"),
            goal=N_(
                "Black places the second tile of the turn. Close a white area inside a black "
                "one, so that Black scores a point for each white sector in it: the black "
                "border below spaces 29 to 32 is one such area."
            ),
            check=scored,
            solution=("30=W2.0",),
            wrong=("30=W1.0",),
            position=(".,.,.,.,.,.,.,.,.,.,.,.,W2.1,.,.,.,.,B2.2,.,.,.,.,.,.,.,.,.,.,.,.,.,. b 2"),
            marks="29:green 30:green 31:green 32:green",
        ),
        Task(
            id="whose-points",
            title=N_("Whose points"),
            goal=N_(
                "A closed area scores for the colour around it: close a white area inside "
                "black and Black scores, close a black one inside white and White does. Fill "
                "space 10 so that Black scores and White does not."
            ),
            check=whose_points,
            solution=("10=B1.1",),
            wrong=("10=B1.0",),
            position=(".,.,.,.,.,.,.,.,.,.,.,.,W2.1,.,.,.,.,B2.2,.,.,.,.,.,.,.,.,.,.,.,.,.,. b 2"),
            marks="10:green 13 18",
        ),
        Task(
            id="turn",
            title=N_("Turn, then place"),
            goal=N_(
                "A turn may begin by turning a placed tile by 120° (10+ counter-clockwise, "
                "10- clockwise); then one tile is placed. Turn the tile on 10 so that Black "
                "scores and White does not, then place a tile that keeps it so."
            ),
            check=turning(TURN),
            solution=("10-", "30=W1.0"),
            wrong=("10+", "30=W1.0"),
            position=(
                ".,.,.,.,.,.,.,.,.,B1.2,.,.,W2.1,.,.,.,.,B2.2,.,.,.,.,.,.,.,.,.,.,.,.,.,. b 1"
            ),
            marks="10:green",
        ),
        Task(
            id="locked",
            title=N_("A closed ring holds"),
            goal=N_(
                "The white area on 10 and 13 is closed, so the black area around it is a "
                "closed ring: the tiles on 10, 13 and 18 have parts in it and cannot be turned. "
                "Turn a free tile so that Black scores more and White still scores nothing, "
                "then place one."
            ),
            check=turning(None),
            solution=("30-", "31=W1.0"),
            wrong=("30+", "31=W1.0"),
            position=(
                ".,.,.,.,.,.,.,.,.,B1.1,.,.,W2.1,.,.,.,.,B2.2,.,.,.,.,.,.,.,.,.,.,.,W2.1,.,. b 1"
            ),
            marks="10 13 18 30:green",
        ),
        Task(
            id="outermost",
            title=N_("The outermost encirclement"),
            goal=N_(
                "White's area on 18, 22 and 26 encircles a black area: 2 points for White. "
                "Everything inside an area counts for the colour of the outermost one: close "
                "that white area inside a black one, so that White loses its 2 and Black scores "
                "the white sectors."
            ),
            check=outermost,
            solution=("21=W2.2",),
            wrong=("30=W2.0",),
            position=(
                ".,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,B2.2,.,.,.,W2.1,.,.,.,B2.2,.,.,.,.,.,. b 2"
            ),
            marks="18 22 26",
        ),
        Task(
            id="last-tile",
            title=N_("The last tile"),
            goal=N_(
                "One space is left and White leads 23 to 11. The last turn is one placement, "
                "or a turn of a tile and then the placement; every tile but the one on 24 has a "
                "part in a closed ring. Win the game."
            ),
            check=last_tile,
            solution=("24-", "31=W2.1"),
            wrong=("31=W2.1",),
            position=(
                "B1.0,B2.2,B2.1,B1.1,W1.1,W1.1,W2.0,W1.2,B1.1,B2.0,B1.2,B2.1,W1.2,W2.2,W1.1,"
                "W1.2,B2.1,B2.2,B1.0,B1.2,W2.2,W2.0,W1.0,W1.2,B2.0,B1.0,B2.2,B1.0,W2.1,W2.1,.,"
                "W2.2 b 1"
            ),
            marks="24:green 31:green",
        ),
        Task(
            id="answer",
            title=N_("White answers"),
            goal=N_(
                "Three spaces are left: 4, 11 and 16, and White leads 19 to 13. Black places "
                "the second tile of the turn; then White places the last two, and the computer "
                "plays White's best. Place so that Black still wins once every space is filled."
            ),
            check=answered,
            solution=("11=B1.1",),
            wrong=("11=B1.0",),
            position=(
                "B2.2,B1.1,B1.0,.,W1.1,W2.0,W1.0,W1.0,B2.2,B2.2,.,B1.2,W1.2,W2.2,W1.1,.,"
                "B2.2,B2.1,B2.2,B1.2,W1.1,W2.2,W2.1,W2.0,B2.1,B1.0,B1.1,B2.1,W2.0,W2.1,W1.0,"
                "W1.2 b 2"
            ),
            reply=best_turn,
            marks="4:green 11:green 16:green",
        ),
    ),
)
