"""Tonga's lesson: a pair of stones, groups, squares, the other colour, the end, and answers.

The eight tasks, in order, each a position on the 9×9 board (Tonga has no smaller one) with
the learner to move, and a check that reads the position reached with the rules engine
(groups and scores from :meth:`Game.score_details`, the end from :meth:`Game.outcome`):

1. ``pair``: a turn places a black and a white stone on two empty cells that touch, by a side
   *or a corner* (the rules refuse any other pair, so the task asks for a corner).
2. ``group``: a group is joined side to side only: grow d4 e4 into a black group of three
   (a stone touching e4 by a corner makes a new group of one).
3. ``join``: a score is the squares of the three largest groups, so one stone that joins two
   groups of two (2² + 2² = 8) into a group of five (25) is worth far more than one that
   grows a group.
4. ``three``: the designers' mid-game, where a second group of three (3² + 3² + 1² = 19) beats
   one group of four (4² + 1² + 1² = 18): three groups count. The designers' own move there,
   e2-d1, is a solution.
5. ``white``: every turn also places a stone of the other colour: grow your group and put the
   white stone where it joins no white group, so that White's score stays as it was.
6. ``last``: the designers' final position with the last pair taken back: the game ends when
   no two empty cells touch, and here the learner plays White: whatever the pair, the third
   empty cell can never be filled; the white stone that joins White's groups wins.
7. ``cut``: White threatens to join c5 d5 e5 and g5 h5 through one empty cell, f5; the
   learner fills it with the black stone, and the computer answers for White (joining them
   whenever it can). Judged after the answer: are they still two groups?
8. ``endgame``: the designers' final position with two pairs taken back: Black plays, the
   computer answers with its best pair, and the game is over. Only c8-c9 wins: c8 joins a
   black group of five, and would join White's group of eight.

Choices
    - The learner is whoever ``game.to_move`` says: Black in every task but ``last``, where
      White moves (the designers' final position has Black's pair last, so taking one pair
      back leaves White to move; the game's default ``first`` is kept everywhere).
    - The check finds the learner's stones by comparing the position reached with the start,
      and judges groups and scores as the rules count them (a player's score is the sum of
      the squares of their colour's three largest groups).
    - The words name every place a wrong try marks: the groups it speaks of, cell by cell.
    - ``cut``'s computer answers with the step that most raises White's score over Black's
      among those whose white stone touches a white group by a side (every step when none
      does; the first such step in the rules' order): a join when there is one.
      ``endgame``'s answers by searching to the end (a handful of steps): a win, else a draw,
      else a loss. Both are fast: a few hundred score counts at most (under 15 ms).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..core.game import Game, Move, Region, State
from ..core.stones import BLACK, EMPTY, WHITE
from ..games.tonga import COUNTED, Pair, Tonga, TongaState
from .lesson import Check, Lesson, Task, Verdict, marks, perfect_reply


def _position(*ranks: str, to_move: str) -> str:
    """Position text from the ranks, 9 down to 1 (``x`` black, ``w`` white, ``.`` empty), and
    the colour to move (``b`` or ``w``)."""
    return "/".join(ranks).replace("x", "b") + f" {to_move}"


def _tonga(game: Game[Any, Any], *states: State) -> tuple[Tonga, list[TongaState]]:
    assert isinstance(game, Tonga)
    assert all(isinstance(s, TongaState) for s in states)
    return game, [s for s in states if isinstance(s, TongaState)]


def _placed(game: Game[Any, Any], start: State, now: State, colour: int) -> list[str]:
    """The cells where stones of ``colour`` went since ``start``, in the grid's order."""
    tonga, (before, after) = _tonga(game, start, now)
    return [
        tonga.grid.names[i]
        for i, (a, b) in enumerate(zip(before.cells, after.cells, strict=True))
        if a == EMPTY and b == colour
    ]


def _groups(game: Game[Any, Any], state: State, colour: int) -> tuple[Region, ...]:
    """The groups of ``colour``, largest first, as the rules count them."""
    return game.score_details(state)[colour].regions


def _group_of(groups: Iterable[Region], cell: str) -> Region:
    return next(region for region in groups if cell in region.cells)


def _cells(region: Region) -> str:
    return " ".join(region.cells)


def _counted(
    game: Game[Any, Any], state: State, colour: int, mark: str = ""
) -> tuple[str, str, str]:
    """A colour's score formula, its counted groups in words (``three largest groups are
    d4 e4 (2), …``, or ``groups are …`` when there are fewer than three), and marks on them
    in the colour ``mark``."""
    detail = game.score_details(state)[colour]
    counted = [region for region in detail.regions if region.counts]
    which = "three largest groups are" if len(counted) == COUNTED else "groups are"
    words = f"{which} " + ", ".join(f"{_cells(r)} ({len(r.cells)})" for r in counted)
    return detail.formula, words, marks(([c for r in counted for c in r.cells], mark))


def _name(game: Game[Any, Any], colour: int) -> str:
    return game.player_name(colour)


# -- 1. a pair ---------------------------------------------------------------------------------


def _corner_pair(game: Game[Any, Any], start: State, now: State) -> Verdict:
    tonga, _ = _tonga(game)
    (black,), (white,) = _placed(game, start, now, BLACK), _placed(game, start, now, WHITE)
    grid = tonga.grid
    centre = grid.index("d5")
    corners = [grid.names[j] for j in grid.king[centre] if j not in grid.orthogonal[centre]]
    if black != "d5":
        return Verdict(
            False,
            f"Your black stone went on {black}, not on d5: the black stone goes on d5.",
            f"{black} d5:green",
        )
    if white in corners:
        return Verdict(
            True,
            f"Black on d5 and white on {white}: they touch by a corner, and a pair may touch "
            "by a side or a corner.",
            f"d5:green {white}:green",
        )
    return Verdict(
        False,
        f"{white} touches d5 by a side: legal, but the goal was a cell touching d5 only by a "
        f"corner: {', '.join(corners[:-1])} or {corners[-1]}.",
        marks((["d5", white], ""), (corners, "green")),
    )


# -- 2. a group of three -----------------------------------------------------------------------


def _group_of_three(game: Game[Any, Any], start: State, now: State) -> Verdict:
    (black,) = _placed(game, start, now, BLACK)
    groups = _groups(game, now, BLACK)
    target = _group_of(groups, "d4")
    if len(target.cells) >= 3:
        return Verdict(
            True,
            f"{black} touches the group by a side: {_cells(target)} is a black group of "
            f"{len(target.cells)}.",
            marks((target.cells, "green")),
        )
    mine = _group_of(groups, black)
    return Verdict(
        False,
        f"{black} does not touch d4 or e4 by a side, and a group is joined side to side only: "
        f"{_cells(target)} is still a group of {len(target.cells)}, and your black stone is in "
        f"the group {_cells(mine)} ({len(mine.cells)}).",
        marks((target.cells, "blue"), (mine.cells, "")),
    )


# -- 3 and 4. scores: squares of the three largest groups ------------------------------------


def _score_at_least(least: int) -> Check:
    """The learner's score is ``least`` or more."""

    def check(game: Game[Any, Any], start: State, now: State) -> Verdict:
        player = game.to_move(start)
        assert player is not None
        before = game.score_details(start)[player].value
        score = game.score_details(now)[player].value
        if isinstance(score, int) and score >= least:
            formula, words, ringed = _counted(game, now, player, "green")
            return Verdict(
                True,
                f"{_name(game, player)}'s score goes from {before} to {formula}: your {words}.",
                ringed,
            )
        formula, words, ringed = _counted(game, now, player)
        return Verdict(
            False,
            f"{_name(game, player)}'s score is {formula}, not {least} or more: your {words}.",
            ringed,
        )

    return check


# -- 5. the white stone ------------------------------------------------------------------------


def _grow_without_helping(game: Game[Any, Any], start: State, now: State) -> Verdict:
    (black,), (white,) = _placed(game, start, now, BLACK), _placed(game, start, now, WHITE)
    mine = _group_of(_groups(game, now, BLACK), black)
    largest = _groups(game, now, BLACK)[0]
    theirs = _group_of(_groups(game, now, WHITE), white)
    before, after = (game.score_details(s)[WHITE].value for s in (start, now))
    if len(largest.cells) < 4:
        return Verdict(
            False,
            f"Your black stone on {black} is in the group {_cells(mine)} ({len(mine.cells)}): "
            f"Black's largest group, {_cells(largest)}, has {len(largest.cells)}, not 4.",
            marks((largest.cells, ""), ([black], "")),
        )
    if after != before:
        return Verdict(
            False,
            f"Your black stone on {black} makes {_cells(mine)} a group of {len(mine.cells)}, "
            f"but your white stone on {white} touches White's stones by a side: "
            f"{_cells(theirs)} is a white group of {len(theirs.cells)}, and White's score "
            f"went from {before} to {after}.",
            marks((theirs.cells, ""), ([black], "green")),
        )
    alone = len(theirs.cells) == 1
    return Verdict(
        True,
        f"{_cells(mine)} is a black group of {len(mine.cells)}, and your white stone on "
        f"{white} {'touches no white stone by a side' if alone else 'grows no counted group'}: "
        f"White's score stays {after}.",
        marks((mine.cells, "green"), ([white], "blue")),
    )


# -- 6 and 8. the end -----------------------------------------------------------------------


def _win(game: Game[Any, Any], start: State, now: State) -> Verdict | None:
    outcome = game.outcome(now)
    if outcome is None:
        return None
    player = game.to_move(start)
    assert player is not None
    tonga, _ = _tonga(game)
    dead = tonga.dead_cells(now) if isinstance(now, TongaState) else []
    end = f"No two empty cells touch ({', '.join(dead)} can never be filled): the game is over."
    if player in outcome.winners and not outcome.draw:
        formula, words, ringed = _counted(game, now, player, "green")
        return Verdict(True, f"{end} {outcome.decided} Your {words}.", ringed)
    other = 1 - player
    formula, words, ringed = _counted(game, now, other)
    mine = game.score_details(now)[player].formula
    result = f"{outcome.decided} A draw is not a win." if outcome.draw else outcome.decided
    return Verdict(
        False,
        f"{end} {result} {_name(game, other)}'s {words} ({formula}); yours make {mine}.",
        ringed,
    )


# -- 7. the cut ---------------------------------------------------------------------------------


def _greedy(game: Game[Any, Any], state: State) -> Move:
    """The step that most raises the mover's score over the other player's, among the steps
    whose stone of the mover's colour touches a group of that colour by a side (the only ones
    that can grow it; every step when there is none): the first such in the rules' order."""
    tonga, (board,) = _tonga(game, state)
    player = tonga.to_move(board)
    assert player is not None
    grid = tonga.grid

    def touches(move: Move) -> bool:
        assert isinstance(move, Pair)
        cell = grid.index(move.white if player == WHITE else move.black)
        return any(board.cells[j] == player for j in grid.orthogonal[cell])

    def gain(move: Move) -> int:
        scores = game.scores(game.successor(state, move))
        mine, theirs = scores[player], scores[1 - player]
        assert isinstance(mine, int) and isinstance(theirs, int)
        return mine - theirs

    legal: list[Move] = game.legal_moves(state)
    return max([m for m in legal if touches(m)] or legal, key=gain)


CUT_GROUPS = ("c5 d5 e5", "g5 h5")


def _no_join(game: Game[Any, Any], start: State, now: State) -> Verdict:
    white = _groups(game, now, WHITE)
    apart = [cells.split() for cells in CUT_GROUPS]
    left, right = (_group_of(white, cells[0]) for cells in apart)
    if left is right:
        joining = [c for c in left.cells if c not in apart[0] + apart[1]]
        return Verdict(
            False,
            f"White's stones on {' '.join(joining)} join {CUT_GROUPS[0]} and {CUT_GROUPS[1]}: "
            f"{_cells(left)} is one white group of {len(left.cells)}.",
            marks(([c for c in left.cells if c not in joining], ""), (joining, "purple")),
        )
    tonga, (state,) = _tonga(game, now)
    grid = tonga.grid
    between = [
        grid.names[i]
        for i in range(grid.size)
        if state.cells[i] == BLACK
        and {grid.names[j] for j in grid.orthogonal[i]} & set(left.cells)
        and {grid.names[j] for j in grid.orthogonal[i]} & set(right.cells)
    ]
    return Verdict(
        True,
        f"Black on {' '.join(between)} keeps them apart: after White's answer, "
        f"{_cells(left)} ({len(left.cells)}) and {_cells(right)} ({len(right.cells)}) are "
        "still two white groups.",
        marks((between, "green"), (left.cells + right.cells, "blue")),
    )


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
    title="Tonga in eight steps",
    intro=(
        "Each turn you place a black and a white stone side by side; your colour's three "
        "largest groups score the squares of their sizes."
    ),
    tasks=(
        Task(
            id="pair",
            title="A black and a white stone",
            goal=(
                "White began with g3-f3: black on g3, white on f3. Every turn places one black "
                "and one white stone on two empty cells that touch by a side or a corner. Put "
                "the black stone on d5 and the white one on a cell touching d5 by a corner."
            ),
            check=_corner_pair,
            solution=("d5-e6",),
            wrong=("d5-d6",),
            setup=("g3-f3",),
            marks="g3 f3 d5:green",
        ),
        Task(
            id="group",
            title="A group of three",
            goal=(
                "Stones of one colour touching by a side make a group; a corner is not enough. "
                "Drop a pair that makes d4 e4 a black group of three."
            ),
            check=_group_of_three,
            solution=("f4-g5",),
            wrong=("f5-f4",),
            position=GROUP,
            marks="d4:green e4:green",
        ),
        Task(
            id="join",
            title="Squares",
            goal=(
                "Your score is the sum of the squares of your three largest groups: Black has "
                "2² + 2² + 1² = 9. Make it 25 or more with one pair."
            ),
            check=_score_at_least(25),
            solution=("e5-e4",),
            wrong=("b5-b6",),
            position=JOIN,
            marks="c5 d5 f5 g5 b2",
        ),
        Task(
            id="three",
            title="Three groups count",
            goal=(
                "The designers' own game: Black has 3² + 1² + 1² = 11. Make it 19 or more. "
                "Growing b7 c7 c8 to four makes only 4² + 1² + 1² = 18."
            ),
            check=_score_at_least(19),
            solution=("e2-d1",),
            wrong=("b6-a6",),
            position=MIDDLE,
            marks="b7 c7 c8",
        ),
        Task(
            id="white",
            title="The other colour",
            goal=(
                "The white stone you place is White's. Make c4 d4 e4 a black group of four, "
                "and put the white stone where it touches no white stone by a side: White's "
                "score must stay 3² + 2² + 2² = 17."
            ),
            check=_grow_without_helping,
            solution=("b4-a4",),
            wrong=("d5-e5",),
            position=WHITE_STONE,
            marks="c4:green d4:green e4:green c6:blue d6:blue e6:blue c2:blue d2:blue "
            "g4:blue g5:blue",
        ),
        Task(
            id="last",
            title="The last pair",
            goal=(
                "The end of the designers' game, and you play White. The game ends when no two "
                "empty cells touch; only e8, e9 and f9 still do, so any pair ends it. Play the "
                "pair that makes White win."
            ),
            check=_win,
            solution=("e9-e8",),
            wrong=("e8-e9",),
            position=LAST,
            marks="e8 e9 f9",
        ),
        Task(
            id="cut",
            title="Keep them apart",
            goal=(
                "White's groups c5 d5 e5 and g5 h5 are one stone apart. Play so that White's "
                "answer cannot join them: the computer answers for White."
            ),
            check=_no_join,
            solution=("f5-f4",),
            wrong=("e6-f6",),
            position=CUT,
            reply=_greedy,
            marks="c5:blue d5:blue e5:blue g5:blue h5:blue f5",
        ),
        Task(
            id="endgame",
            title="The last turns",
            goal=(
                "The designers' game again, two turns from the end: you play Black, the "
                "computer answers as White. Two places are left, c8 c9 and the cells round "
                "e2. Win the game."
            ),
            check=_win,
            solution=("c8-c9",),
            wrong=("e2-d3",),
            position=ENDGAME,
            reply=perfect_reply,
            marks="c8 c9 e2 d3 e1",
        ),
    ),
)
