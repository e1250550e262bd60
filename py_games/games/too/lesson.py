"""Too's lesson: a stone of either colour, groups, and the 2nd-largest group that decides.

Six tasks on a board of side 3 (19 cells), the learner being Black (player 0):

1. ``either``: a turn places a stone of *either* colour (``c3:w``); stones of one colour
   joined through neighbours make a group.
2. ``second``: the groups are compared from the 2nd-largest on, not the largest: make Black's
   2nd-largest group larger than White's.
3. ``run-out``: a colour without a group at a compared rank loses there, and when every
   compared rank matches the largest groups decide: a lone black stone puts Black ahead.
4. ``join-theirs``: a first piece of strategy: a stone of the *other* colour can join the
   other player's groups, leaving them no 2nd-largest group.
5. ``hold``: a stone that keeps Black ahead whatever White answers; the computer answers with
   the first stone that puts White ahead, if any.
6. ``finish``: the end of a game, played out against the computer's best answers (an
   exhaustive search of the few cells left).

Every check reads the position with the rules engine: the groups come from ``score_details``
(largest first, the rules' own), who is ahead from the rules' comparison of ``scores`` written
out here for the words (the game says it only once the board is full), the winner from
``outcome``. Nothing compares the learner's step with a list of answers.

Choices
    - Mid-game, "ahead" is the rules' comparison applied to the groups placed so far, as the
      board's score shows it; equal lists (possible before the board is full) put nobody
      ahead.
    - The computer's answers are deterministic: in ``hold`` the first legal stone that puts
      White ahead, else the first that ties, else the first legal stone; in ``finish`` the first
      stone that does best for White against every line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from ...core.game import Game, Move, State
from ...core.scoring import ordinal, ranked_difference
from ...core.stones import BLACK, EMPTY, WHITE, StonesState
from ...i18n import N_, _
from ...lessons.lesson import (
    Check,
    Lesson,
    Reply,
    Task,
    Verdict,
    best_reply,
    groups,
    learner_of,
    marks,
    perfect_reply,
)
from .rules import Too

COLOUR = {BLACK: "black", WHITE: "white"}

# -- reading a position -------------------------------------------------------------------------


def _names(game: Game[Any, Any]) -> tuple[str, ...]:
    return cast(Too, game).grid.names


def _placed(game: Game[Any, Any], start: State, now: State) -> list[str]:
    """The stones placed between ``start`` and ``now`` as steps (``c3:w``), in the grid's order."""
    names = _names(game)
    before, after = cast(StonesState, start).cells, cast(StonesState, now).cells
    return [
        f"{names[i]}:{COLOUR[c][0]}"
        for i, c in enumerate(after)
        if c != EMPTY and before[i] == EMPTY
    ]


def _group_at(game: Game[Any, Any], state: State, cell: str) -> tuple[int, tuple[str, ...]]:
    """The colour of the stone on ``cell`` and its group."""
    for colour in (BLACK, WHITE):
        for group in groups(game, state, colour):
            if cell in group:
                return colour, group
    raise ValueError(f"no stone on {cell}")


def _cells(group: Sequence[str]) -> str:
    return " ".join(group)


def _sized(group: Sequence[str]) -> str:
    """A group in words: its stones and its size, ``c4 c5 (2)``."""
    return f"{_cells(group)} ({len(group)})"


def _standing(
    game: Game[Any, Any], state: State
) -> tuple[int | None, str, list[tuple[str, ...]], list[tuple[str, ...]]]:
    """Who is ahead by the rules' comparison of the groups placed so far (``None``: nobody,
    the lists are equal), the sentence that says why, and the groups it names for each
    colour (to mark: the leader's first)."""
    names = [game.player_name(p) for p in (BLACK, WHITE)]
    found = [groups(game, state, c) for c in (BLACK, WHITE)]
    sizes = [[len(g) for g in f] for f in found]
    diff = ranked_difference(sizes[BLACK], sizes[WHITE], 1, missing="loses")
    if diff is not None:
        rank, sign = diff
        leader = BLACK if sign > 0 else WHITE
        other = 1 - leader
        mine = found[leader][rank]
        words = {
            "leader": names[leader],
            "other": names[other],
            "rank": ordinal(rank + 1),
            "matched": ordinal(rank),
            "group": _sized(mine),
        }
        # TRANSLATORS: {leader} and {other} are players' names ("Black"), {rank} and {matched}
        # ordinals ("3rd", "2nd"), {group} a group and its size ("c4 c5 (2)").
        if rank >= len(found[other]):
            said = (
                _(
                    "the groups match from the 2nd to the {matched}-largest; {other} has no "
                    "{rank}-largest group, {leader} has one {group}"
                )
                if rank > 1
                else _("{other} has no {rank}-largest group, {leader} has one {group}")
            )
            return leader, said.format(**words), [mine], []
        theirs = found[other][rank]
        said = (
            _(
                "the groups match from the 2nd to the {matched}-largest; {leader}'s "
                "{rank}-largest group {group} beats {other}'s {their_group}"
            )
            if rank > 1
            else _("{leader}'s {rank}-largest group {group} beats {other}'s {their_group}")
        )
        return leader, said.format(**words, their_group=_sized(theirs)), [mine], [theirs]
    largest = [f[0] if f else () for f in found]
    if len(largest[BLACK]) == len(largest[WHITE]):
        return None, _("every group matches, the largest too: nobody is ahead"), [], []
    leader = BLACK if len(largest[BLACK]) > len(largest[WHITE]) else WHITE
    other = 1 - leader
    mine, theirs = largest[leader], largest[other]
    said = _(
        "every group from the 2nd-largest on matches, so the largest decide: {leader}'s "
        "{group} beats {other}'s {their_group}"
    ).format(
        leader=names[leader],
        other=names[other],
        group=_sized(mine),
        their_group=_sized(theirs) if theirs else _("(none, 0)"),
    )
    return leader, said, [mine], [theirs] if theirs else []


def _ahead_words(
    game: Game[Any, Any], state: State, learner: int, *, over: bool = False
) -> tuple[bool, str, list[tuple[Sequence[str], str]]]:
    """Whether the learner is ahead in ``state``, the rules' reason ending in who is ahead (or
    who wins, once the game is ``over``), and the groups the reason names, to mark (the
    learner's green, the other colour's orange)."""
    leader, said, leaders, others = _standing(game, state)
    mine, theirs = (leaders, others) if leader == learner else (others, leaders)
    # TRANSLATORS: {said} is the comparison of the groups ("White's 2nd-largest group …").
    if leader is None:
        told = _("{said}: nobody wins") if over else _("{said}: nobody is ahead")
    else:
        told = _("{said}: {player} wins") if over else _("{said}: {player} is ahead")
    player = "" if leader is None else game.player_name(leader)
    named: list[tuple[Sequence[str], str]] = [(g, "green") for g in mine]
    named += [(g, "orange") for g in theirs]
    return leader == learner, told.format(said=said, player=player), named


# -- the checks -----------------------------------------------------------------------------------


def _white_three(game: Game[Any, Any], start: State, now: State) -> Verdict:
    """Right when the stone placed is white and its group has three stones."""
    (step,) = _placed(game, start, now)
    cell = step.split(":")[0]
    colour, group = _group_at(game, now, cell)
    if colour == WHITE and len(group) == 3:
        return Verdict(
            True,
            _(
                "Yes: {step} puts a white stone on {cell}: the white group {cells} has three "
                "stones."
            ).format(step=step, cell=cell, cells=_cells(group)),
            marks((group, "green")),
        )
    whites = groups(game, now, WHITE)
    if colour != WHITE:
        listed = ", ".join(_sized(g) for g in whites)
        return Verdict(
            False,
            _(
                "No: {step} puts a black stone on {cell}; the white groups are still {groups}."
            ).format(step=step, cell=cell, groups=listed),
            marks(([cell], "orange"), *((g, "green") for g in whites)),
        )
    return Verdict(
        False,
        _("No: the white stone on {cell} makes the white group {group}, not three stones.").format(
            cell=cell, group=_sized(group)
        ),
        marks(([cell], "orange"), (group, "purple")),
    )


def _second_larger(game: Game[Any, Any], start: State, now: State) -> Verdict:
    """Right when the learner's 2nd-largest group is larger than the other colour's (a colour
    without one has none, so any is larger)."""
    me = learner_of(game, start)
    other = 1 - me
    (step,) = _placed(game, start, now)
    found = [groups(game, now, c) for c in (BLACK, WHITE)]
    names = [game.player_name(p) for p in (BLACK, WHITE)]
    second = [f[1] if len(f) > 1 else () for f in found]

    def told(colour: int) -> str:
        return _sized(second[colour]) if second[colour] else _("none")

    said = _(
        "after {step}, {player}'s 2nd-largest group is {group} and {other}'s is {their_group}"
    ).format(
        step=step,
        player=names[me],
        group=told(me),
        other=names[other],
        their_group=told(other),
    )
    ringed = marks((second[me], "green"), (second[other], "orange"), ([step], "blue"))
    # TRANSLATORS: {said} is "after a2:b, Black's 2nd-largest group is …".
    if len(second[me]) > len(second[other]):
        return Verdict(True, _("Yes: {said}.").format(said=said), ringed)
    no = _("No: {said}, and {size} is not more.").format(said=said, size=len(second[me]))
    return Verdict(False, no, ringed)


def _ahead(game: Game[Any, Any], start: State, now: State) -> Verdict:
    """Right when the learner is ahead by the rules' comparison."""
    me = learner_of(game, start)
    (step,) = _placed(game, start, now)
    ahead, said, named = _ahead_words(game, now, me)
    return Verdict(
        ahead,
        (_("Yes: after {step}, {said}.") if ahead else _("No: after {step}, {said}.")).format(
            step=step, said=said
        ),
        marks(*named, ([step], "blue")),
    )


def _ahead_after(reply: Reply) -> Check:
    """Right when the learner is ahead once the computer (``reply``) has answered."""

    def check(game: Game[Any, Any], start: State, now: State) -> Verdict:
        me = learner_of(game, start)
        placed = _placed(game, start, now)
        # Which stone was the learner's: the one the computer's answer follows.
        step, answer = next(
            (s, a)
            for s in placed
            for a in placed
            if a != s and str(reply(game, game.apply(start, s))) == a
        )
        ahead, said, named = _ahead_words(game, now, me)
        name = game.player_name(1 - me)
        # The computer answers with a stone that puts it ahead, or else level, when there is
        # one: Black still ahead means no stone of either colour could.
        told = (
            _("Yes: after {step} no stone puts {player} ahead; {player} answered {answer}: {said}.")
            if ahead
            else _("No: you placed {step}, {player} answered {answer}: {said}.")
        ).format(step=step, player=name, answer=answer, said=said)
        return Verdict(
            ahead,
            told,
            marks(([step], "blue"), ([answer], "purple"), *named),
        )

    return check


def _won(game: Game[Any, Any], start: State, now: State) -> Verdict | None:
    """Decided once the board is full: right when the learner wins."""
    outcome = game.outcome(now)
    if outcome is None:
        return None
    me = learner_of(game, start)
    ahead, said, named = _ahead_words(game, now, me, over=True)
    assert ahead == (outcome.winners == (me,)), "the rules' comparison, as written here"
    return Verdict(ahead, _("The board is full: {said}.").format(said=said), marks(*named))


# -- the computer's answers ----------------------------------------------------------------------


def _first_ahead(game: Game[Any, Any], state: State) -> Move:
    """The first stone that puts the player to move ahead, else the first that leaves nobody
    ahead, else the first legal stone."""

    def rank(after: State, player: int) -> int:
        leader = _standing(game, after)[0]
        return 2 if leader == player else 1 if leader is None else 0

    return best_reply(game, state, rank)


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
            check=_white_three,
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
            check=_second_larger,
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
            check=_ahead,
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
            check=_ahead,
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
            check=_ahead_after(_first_ahead),
            solution=("e1:b",),
            wrong=("c3:b",),
            options={"size": 3},
            position=".w./..bb/wb.w./.w../.b. 0",
            reply=_first_ahead,
            marks="b3:green b4:green c2:green e2:green",
        ),
        Task(
            id="finish",
            title=N_("The last cells"),
            goal=N_(
                "Five cells are left: b4, c1, c5, d3 and e1. Place a stone, then play on "
                "against the computer, and win when the board is full."
            ),
            check=_won,
            solution=("d3:w", "c1:b", "e1:b"),
            wrong=("d3:b", "c1:b", "e1:b"),
            options={"size": 3},
            position="bbb/bbw./.bwb./bb.w/.ww 0",
            reply=perfect_reply,
            marks="b4 c1 c5 d3 e1",
        ),
    ),
)
