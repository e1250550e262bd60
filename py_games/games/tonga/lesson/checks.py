"""The checks of Tonga's lesson and the computer's answers (the tasks: :mod:`.tasks`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ....core.stones import BLACK, EMPTY, WHITE
from ....i18n import _
from ....lessons.lesson import Check, Verdict, marks
from ..rules import COUNTED, Pair, Tonga, TongaState

if TYPE_CHECKING:
    from ....core.game import Game, Move, Region, State


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
    listed = ", ".join(f"{_cells(r)} ({len(r.cells)})" for r in counted)
    if len(counted) == COUNTED:
        # TRANSLATORS: follows "your" or "White's" in a verdict; {groups} lists groups and their
        # sizes ("d4 e4 (2), b7 (1)").
        words = _("three largest groups are {groups}").format(groups=listed)
    else:
        words = _("groups are {groups}").format(groups=listed)
    return detail.formula, words, marks(([c for r in counted for c in r.cells], mark))


def _name(game: Game[Any, Any], colour: int) -> str:
    return game.player_name(colour)


# -- 1. a pair ---------------------------------------------------------------------------------


def corner_pair(game: Game[Any, Any], start: State, now: State) -> Verdict:
    tonga, _states = _tonga(game)
    (black,), (white,) = _placed(game, start, now, BLACK), _placed(game, start, now, WHITE)
    grid = tonga.grid
    centre = grid.index("d5")
    corners = [grid.names[j] for j in grid.king[centre] if j not in grid.orthogonal[centre]]
    if black != "d5":
        return Verdict(
            False,
            _(
                "Your black stone went on {cell}, not on {centre}: the black stone goes on "
                "{centre}."
            ).format(cell=black, centre="d5"),
            f"{black} d5:green",
        )
    if white in corners:
        return Verdict(
            True,
            _(
                "Black on {centre} and white on {cell}: they touch by a corner, and a pair may "
                "touch by a side or a corner."
            ).format(centre="d5", cell=white),
            f"d5:green {white}:green",
        )
    return Verdict(
        False,
        # TRANSLATORS: {cells} and {last} are cells ("c4, c6, e4" and "e6").
        _(
            "{cell} touches {centre} by a side: legal, but the goal was a cell touching "
            "{centre} only by a corner: {cells} or {last}."
        ).format(cell=white, centre="d5", cells=", ".join(corners[:-1]), last=corners[-1]),
        marks((["d5", white], ""), (corners, "green")),
    )


# -- 2. a group of three -----------------------------------------------------------------------


def group_of_three(game: Game[Any, Any], start: State, now: State) -> Verdict:
    (black,) = _placed(game, start, now, BLACK)
    groups = _groups(game, now, BLACK)
    target = _group_of(groups, "d4")
    if len(target.cells) >= 3:
        return Verdict(
            True,
            _("{cell} touches the group by a side: {cells} is a black group of {size}.").format(
                cell=black, cells=_cells(target), size=len(target.cells)
            ),
            marks((target.cells, "green")),
        )
    mine = _group_of(groups, black)
    return Verdict(
        False,
        _(
            "{cell} does not touch {one} or {other} by a side, and a group is joined side to "
            "side only: {cells} is still a group of {size}, and your black stone is in the "
            "group {group} ({group_size})."
        ).format(
            cell=black,
            one="d4",
            other="e4",
            cells=_cells(target),
            size=len(target.cells),
            group=_cells(mine),
            group_size=len(mine.cells),
        ),
        marks((target.cells, "blue"), (mine.cells, "")),
    )


# -- 3 and 4. scores: squares of the three largest groups ------------------------------------


def score_at_least(least: int) -> Check:
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
                _("{player}'s score goes from {before} to {formula}: your {words}.").format(
                    player=_name(game, player), before=before, formula=formula, words=words
                ),
                ringed,
            )
        formula, words, ringed = _counted(game, now, player)
        return Verdict(
            False,
            _("{player}'s score is {formula}, not {least} or more: your {words}.").format(
                player=_name(game, player), formula=formula, least=least, words=words
            ),
            ringed,
        )

    return check


# -- 5. the white stone ------------------------------------------------------------------------


def grow_without_helping(game: Game[Any, Any], start: State, now: State) -> Verdict:
    (black,), (white,) = _placed(game, start, now, BLACK), _placed(game, start, now, WHITE)
    mine = _group_of(_groups(game, now, BLACK), black)
    largest = _groups(game, now, BLACK)[0]
    theirs = _group_of(_groups(game, now, WHITE), white)
    before, after = (game.score_details(s)[WHITE].value for s in (start, now))
    if len(largest.cells) < 4:
        return Verdict(
            False,
            _(
                "Your black stone on {cell} is in the group {group} ({size}): Black's largest "
                "group, {largest}, has {largest_size}, not 4."
            ).format(
                cell=black,
                group=_cells(mine),
                size=len(mine.cells),
                largest=_cells(largest),
                largest_size=len(largest.cells),
            ),
            marks((largest.cells, ""), ([black], "")),
        )
    if after != before:
        return Verdict(
            False,
            _(
                "Your black stone on {black} makes {group} a group of {size}, but your white "
                "stone on {white} touches White's stones by a side: {theirs} is a white group "
                "of {their_size}, and White's score went from {before} to {after}."
            ).format(
                black=black,
                group=_cells(mine),
                size=len(mine.cells),
                white=white,
                theirs=_cells(theirs),
                their_size=len(theirs.cells),
                before=before,
                after=after,
            ),
            marks((theirs.cells, ""), ([black], "green")),
        )
    alone = len(theirs.cells) == 1
    right = (
        _(
            "{group} is a black group of {size}, and your white stone on {white} touches no "
            "white stone by a side: White's score stays {after}."
        )
        if alone
        else _(
            "{group} is a black group of {size}, and your white stone on {white} grows no "
            "counted group: White's score stays {after}."
        )
    )
    return Verdict(
        True,
        right.format(group=_cells(mine), size=len(mine.cells), white=white, after=after),
        marks((mine.cells, "green"), ([white], "blue")),
    )


# -- 6 and 8. the end -----------------------------------------------------------------------


def win(game: Game[Any, Any], start: State, now: State) -> Verdict | None:
    outcome = game.outcome(now)
    if outcome is None:
        return None
    player = game.to_move(start)
    assert player is not None
    tonga, _states = _tonga(game)
    dead = tonga.dead_cells(now) if isinstance(now, TongaState) else []
    end = _("No two empty cells touch ({cells} can never be filled): the game is over.").format(
        cells=", ".join(dead)
    )
    if player in outcome.winners and not outcome.draw:
        formula, words, ringed = _counted(game, now, player, "green")
        # TRANSLATORS: {end} is "No two empty cells touch …", {decided} the sentence that says how
        # the game was decided ("Black's 114 beats White's 110.").
        won = _("{end} {decided} Your {words}.").format(
            end=end, decided=outcome.decided, words=words
        )
        return Verdict(True, won, ringed)
    other = 1 - player
    formula, words, ringed = _counted(game, now, other)
    mine = game.score_details(now)[player].formula
    result = (
        _("{decided} A draw is not a win.").format(decided=outcome.decided)
        if outcome.draw
        else outcome.decided
    )
    return Verdict(
        False,
        _("{end} {result} {player}'s {words} ({formula}); yours make {mine}.").format(
            end=end,
            result=result,
            player=_name(game, other),
            words=words,
            formula=formula,
            mine=mine,
        ),
        ringed,
    )


# -- 7. the cut ---------------------------------------------------------------------------------


def greedy(game: Game[Any, Any], state: State) -> Move:
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


def no_join(game: Game[Any, Any], start: State, now: State) -> Verdict:
    white = _groups(game, now, WHITE)
    apart = [cells.split() for cells in CUT_GROUPS]
    left, right = (_group_of(white, cells[0]) for cells in apart)
    if left is right:
        joining = [c for c in left.cells if c not in apart[0] + apart[1]]
        return Verdict(
            False,
            _(
                "White's stones on {cells} join {left} and {right}: {group} is one white group "
                "of {size}."
            ).format(
                cells=" ".join(joining),
                left=CUT_GROUPS[0],
                right=CUT_GROUPS[1],
                group=_cells(left),
                size=len(left.cells),
            ),
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
        _(
            "Black on {cells} keeps them apart: after White's answer, {left} ({left_size}) and "
            "{right} ({right_size}) are still two white groups."
        ).format(
            cells=" ".join(between),
            left=_cells(left),
            left_size=len(left.cells),
            right=_cells(right),
            right_size=len(right.cells),
        ),
        marks((between, "green"), (left.cells + right.cells, "blue")),
    )
