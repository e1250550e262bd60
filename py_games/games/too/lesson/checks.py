"""The checks of Too's lesson and the computer's answers (the tasks: :mod:`.tasks`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ....core.scoring import ordinal, ranked_difference
from ....core.stones import BLACK, EMPTY, WHITE, StonesState
from ....i18n import _
from ....lessons.lesson import (
    Check,
    Reply,
    Verdict,
    best_reply,
    groups,
    learner_of,
    marks,
)
from ..rules import Too

if TYPE_CHECKING:
    from ....core.game import Game, Move, State

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
        if rank >= len(found[other]):
            # TRANSLATORS: {leader} and {other} are players' names ("Black"), {rank} and
            # {matched} ordinals ("3rd", "2nd"), {group} a group and its size ("c4 c5 (2)").
            said = (
                _("{other} has no {rank}-largest group, {leader} has one {group}")
                if rank == 1
                else _(
                    "the 2nd-largest groups match; {other} has no {rank}-largest group, "
                    "{leader} has one {group}"
                )
                if rank == 2
                else _(
                    "the groups match from the 2nd to the {matched}-largest; {other} has no "
                    "{rank}-largest group, {leader} has one {group}"
                )
            )
            return leader, said.format(**words), [mine], []
        theirs = found[other][rank]
        said = (
            _("{leader}'s {rank}-largest group {group} beats {other}'s {their_group}")
            if rank == 1
            else _(
                "the 2nd-largest groups match; {leader}'s {rank}-largest group {group} beats "
                "{other}'s {their_group}"
            )
            if rank == 2
            else _(
                "the groups match from the 2nd to the {matched}-largest; {leader}'s "
                "{rank}-largest group {group} beats {other}'s {their_group}"
            )
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
    if leader is None:
        # TRANSLATORS: {said} is the comparison of the groups ("White's 2nd-largest group …").
        told = _("{said}: nobody wins") if over else _("{said}: nobody is ahead")
    else:
        told = _("{said}: {player} wins") if over else _("{said}: {player} is ahead")
    player = "" if leader is None else game.player_name(leader)
    named: list[tuple[Sequence[str], str]] = [(g, "green") for g in mine]
    named += [(g, "orange") for g in theirs]
    return leader == learner, told.format(said=said, player=player), named


# -- the checks -----------------------------------------------------------------------------------


def white_three(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


def second_larger(game: Game[Any, Any], start: State, now: State) -> Verdict:
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
    if len(second[me]) > len(second[other]):
        # TRANSLATORS: {said} is "after a2:b, Black's 2nd-largest group is …".
        return Verdict(True, _("Yes: {said}.").format(said=said), ringed)
    no = _("No: {said}, and {size} is not more.").format(said=said, size=len(second[me]))
    return Verdict(False, no, ringed)


def is_ahead(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


def ahead_after(reply: Reply) -> Check:
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


def won(game: Game[Any, Any], start: State, now: State) -> Verdict | None:
    """Decided once the board is full: right when the learner wins."""
    outcome = game.outcome(now)
    if outcome is None:
        return None
    me = learner_of(game, start)
    ahead, said, named = _ahead_words(game, now, me, over=True)
    assert ahead == (outcome.winners == (me,)), "the rules' comparison, as written here"
    return Verdict(ahead, _("The board is full: {said}.").format(said=said), marks(*named))


# -- the computer's answers ----------------------------------------------------------------------


def first_ahead(game: Game[Any, Any], state: State) -> Move:
    """The first stone that puts the player to move ahead, else the first that leaves nobody
    ahead, else the first legal stone."""

    def rank(after: State, player: int) -> int:
        leader = _standing(game, after)[0]
        return 2 if leader == player else 1 if leader is None else 0

    return best_reply(game, state, rank)
