"""Tonga's lesson as data: its tasks, each with its check (:mod:`.checks`)."""

from __future__ import annotations

from ....i18n import N_
from ....lessons.lesson import Lesson, Task, perfect_reply
from .checks import (
    corner_pair,
    greedy,
    group_of_three,
    grow_without_helping,
    no_join,
    score_at_least,
    win,
)


def _position(*ranks: str, to_move: str) -> str:
    """Position text from the ranks, 9 down to 1 (``x`` black, ``w`` white, ``.`` empty), and
    the colour to move (``b`` or ``w``)."""
    return "/".join(ranks).replace("x", "b") + f" {to_move}"


# -- the positions -----------------------------------------------------------------------------

GROUP = _position(
    ".........",
    ".x.......",
    ".w....x..",
    "..w..w...",
    ".........",
    "...xx....",
    ".......w.",
    ".w.....x.",
    ".........",
    to_move="b",
)

JOIN = _position(
    ".........",
    "w........",
    "....w....",
    ".......w.",
    "..xx.xx..",
    ".........",
    "..w......",
    ".x....w..",
    ".........",
    to_move="b",
)

# The designers' mid-game (shared/spec/tonga.md), Black to move.
MIDDLE = _position(
    ".........",
    "..xw.....",
    ".xxw.....",
    "..w......",
    ".....xw..",
    "......w..",
    "...wx.x..",
    "xwwx.....",
    "wx.......",
    to_move="b",
)

WHITE_STONE = _position(
    ".........",
    ".x.....x.",
    ".........",
    "..www....",
    "......w..",
    "..xxx.w..",
    ".........",
    "x.ww....x",
    ".........",
    to_move="b",
)

CUT = _position(
    ".........",
    ".......x.",
    ".x.......",
    ".........",
    "..www.ww.",
    ".........",
    "...x..x..",
    ".........",
    "....x....",
    to_move="b",
)

# The designers' final position (shared/spec/tonga.md) with the pair on e8 and f9 taken back.
LAST = _position(
    ".xwx..xxw",
    "wwxw.wwxx",
    "xxxwwxxww",
    "wxww.wxwx",
    "xwxxxxwwx",
    "wwxww.wwx",
    "xxwwxxxxw",
    "xwwxxwxw.",
    "wx.w.wxwx",
    to_move="w",
)

# The designers' final position with the pairs on e2-d3 and c8-c9 taken back.
ENDGAME = _position(
    ".x.x.wxxw",
    "ww.wxwwxx",
    "xxxwwxxww",
    "wxww.wxwx",
    "xwxxxxwwx",
    "wwxww.wwx",
    "xxw.xxxxw",
    "xwwx.wxw.",
    "wx.w.wxwx",
    to_move="b",
)


LESSON = Lesson(
    game="tonga",
    title=N_("Tonga in eight steps"),
    intro=N_(
        "Each turn you place a black and a white stone side by side; your colour's three "
        "largest groups score the squares of their sizes."
    ),
    tasks=(
        Task(
            id="pair",
            title=N_("A black and a white stone"),
            goal=N_(
                "White began with g3-f3: black on g3, white on f3. Every turn places one black "
                "and one white stone on two empty cells that touch by a side or a corner. Put "
                "the black stone on d5 and the white one on a cell touching d5 by a corner."
            ),
            check=corner_pair,
            solution=("d5-e6",),
            wrong=("d5-d6",),
            setup=("g3-f3",),
            marks="g3 f3 d5:green",
        ),
        Task(
            id="group",
            title=N_("A group of three"),
            goal=N_(
                "Stones of one colour touching by a side make a group; a corner is not enough. "
                "Drop a pair that makes d4 e4 a black group of three."
            ),
            check=group_of_three,
            solution=("f4-g5",),
            wrong=("f5-f4",),
            position=GROUP,
            marks="d4:green e4:green",
        ),
        Task(
            id="join",
            title=N_("Squares"),
            goal=N_(
                "Your score is the sum of the squares of your three largest groups: Black has "
                "2² + 2² + 1² = 9. Make it 25 or more with one pair."
            ),
            check=score_at_least(25),
            solution=("e5-e4",),
            wrong=("b5-b6",),
            position=JOIN,
            marks="c5 d5 f5 g5 b2",
        ),
        Task(
            id="three",
            title=N_("Three groups count"),
            goal=N_(
                "The designers' own game: Black has 3² + 1² + 1² = 11. Make it 19 or more. "
                "Growing b7 c7 c8 to four makes only 4² + 1² + 1² = 18."
            ),
            check=score_at_least(19),
            solution=("e2-d1",),
            wrong=("b6-a6",),
            position=MIDDLE,
            marks="b7 c7 c8",
        ),
        Task(
            id="white",
            title=N_("The other colour"),
            goal=N_(
                "The white stone you place is White's. Make c4 d4 e4 a black group of four, "
                "and put the white stone where it touches no white stone by a side: White's "
                "score must stay 3² + 2² + 2² = 17."
            ),
            check=grow_without_helping,
            solution=("b4-a4",),
            wrong=("d5-e5",),
            position=WHITE_STONE,
            marks="c4:green d4:green e4:green c6:blue d6:blue e6:blue c2:blue d2:blue "
            "g4:blue g5:blue",
        ),
        Task(
            id="last",
            title=N_("The last pair"),
            goal=N_(
                "The end of the designers' game, and you play White. The game ends when no two "
                "empty cells touch; only e8, e9 and f9 still do, so any pair ends it. Play the "
                "pair that makes White win."
            ),
            check=win,
            solution=("e9-e8",),
            wrong=("e8-e9",),
            position=LAST,
            marks="e8 e9 f9",
        ),
        Task(
            id="cut",
            title=N_("Keep them apart"),
            goal=N_(
                "White's groups c5 d5 e5 and g5 h5 are one stone apart. Play so that White's "
                "answer cannot join them: the computer answers for White."
            ),
            check=no_join,
            solution=("f5-f4",),
            wrong=("e6-f6",),
            position=CUT,
            reply=greedy,
            marks="c5:blue d5:blue e5:blue g5:blue h5:blue f5",
        ),
        Task(
            id="endgame",
            title=N_("The last turns"),
            goal=N_(
                "The designers' game again, two turns from the end: you play Black, the "
                "computer answers as White. Two places are left, c8 c9 and the cells round "
                "e2. Win the game."
            ),
            check=win,
            solution=("c8-c9",),
            wrong=("e2-d3",),
            position=ENDGAME,
            reply=perfect_reply,
            marks="c8 c9 e2 d3 e1",
        ),
    ),
)
