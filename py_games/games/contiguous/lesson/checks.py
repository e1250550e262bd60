"""The checks of Contiguous's lesson and the computer's answers (the tasks: :mod:`.tasks`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ....i18n import _, ngettext
from ....lessons.lesson import (
    Check,
    Verdict,
    best_reply,
    groups,
    learner_of,
    listed,
    marks,
)
from ..rules import EMPTY, Contiguous, ContiguousState

if TYPE_CHECKING:
    from ....core.game import Game, Move, State

# -- reading a position -------------------------------------------------------------------------


def _rules(game: Game[Any, Any]) -> Contiguous:
    return cast(Contiguous, game)


def _cells(state: State) -> tuple[int, ...]:
    return cast(ContiguousState, state).cells


def _filled(game: Game[Any, Any], start: State, now: State, player: int) -> list[str]:
    """The cells ``player`` filled between ``start`` and ``now``, in the grid's order."""
    names = _rules(game).grid.names
    before, after = _cells(start), _cells(now)
    return [names[i] for i, owner in enumerate(after) if owner == player and before[i] == EMPTY]


def _island(game: Game[Any, Any], state: State, player: int, cell: str) -> tuple[str, ...]:
    """``player``'s island (as the rules score it) that holds ``cell``."""
    return next(i for i in groups(game, state, player) if cell in i)


def _score(game: Game[Any, Any], state: State, player: int) -> int:
    return cast(int, game.scores(state)[player])


def _formula(game: Game[Any, Any], state: State, player: int) -> str:
    return game.score_details(state)[player].formula


def _effect(
    game: Game[Any, Any], before: State, after: State, player: int, cell: str, *, learner: int
) -> tuple[str, list[str]]:
    """What filling ``cell`` did to ``player``'s islands, in words that follow the cell's name
    ("grows your island b2 from 1 to 2"), and the cells of the islands it grew or joined (which
    the words name)."""
    mine = player == learner
    island = set(_island(game, after, player, cell))
    parts = [i for i in groups(game, before, player) if set(i) <= island]
    cells = [c for part in parts for c in part]
    if not parts:
        if mine:
            # TRANSLATORS: these phrases follow a cell's name ("c2 grows your island b2 from 1 to
            # 2"); {player} is a player's name, {cells} the island's cells ("b2 b3").
            return _("is your new island of one"), cells
        return _("is {player}'s new island of one").format(player=game.player_name(player)), cells
    if len(parts) == 1:
        grown = (
            _("grows your island {cells} from {before} to {after}")
            if mine
            else _("grows {player}'s island {cells} from {before} to {after}")
        )
        words = grown.format(
            player=game.player_name(player),
            cells=" ".join(parts[0]),
            before=len(parts[0]),
            after=len(island),
        )
        return words, cells
    joined = (
        _("joins your islands {islands} (of {sizes}) into one of {size}")
        if mine
        else _("joins {player}'s islands {islands} (of {sizes}) into one of {size}")
    )
    words = joined.format(
        player=game.player_name(player),
        islands=listed([" ".join(p) for p in parts]),
        sizes=listed([str(len(p)) for p in parts]),
        size=len(island),
    )
    return words, cells


def _where(game: Game[Any, Any], start: State, cell: str) -> str:
    """How the placement rule let ``cell`` be filled from ``start``."""
    rules = _rules(game)
    last = cast(ContiguousState, start).last
    assert last is not None, "every task starts after a first cell"
    touching = rules.grid.neighbours(diagonal=rules.options["placement"] == "king")[last]
    name = rules.grid.names[last]
    if any(_cells(start)[i] == EMPTY for i in touching):
        # TRANSLATORS: the start of a verdict ("Yes: {where} and it grows your island …").
        return _("{cell} touches {last}, the cell filled last,").format(cell=cell, last=name)
    return _(
        "nothing next to {last} is empty, so {cell} may be filled like any empty cell,"
    ).format(cell=cell, last=name)


def _count(cells: int) -> str:
    if cells == 1:
        return _("one cell")
    return ngettext("{n} cell", "{n} cells", cells).format(n=cells)


def _product(game: Game[Any, Any], state: State, player: int) -> str:
    """The score's arithmetic where there is some ("3 × 2 = 6"), else the score ("5")."""
    formula = _formula(game, state, player)
    return formula if "×" in formula else str(_score(game, state, player))


# -- the checks -----------------------------------------------------------------------------------


def grow(anchor: str, size: int) -> Check:
    """Right when the learner's island at ``anchor`` has ``size`` cells."""

    def check(game: Game[Any, Any], start: State, now: State) -> Verdict:
        me = learner_of(game, start)
        (cell,) = _filled(game, start, now, me)
        island = _island(game, now, me, anchor)
        where = _where(game, start, cell)
        effect, _grown = _effect(game, start, now, me, cell, learner=me)
        if len(island) == size:
            yes = _("Yes: {where} and it {effect}.").format(where=where, effect=effect)
            return Verdict(True, yes, marks((island, "green")))
        before = _island(game, start, me, anchor)
        if set(island) == set(before):
            why = _("it does not touch {cells} along a side").format(cells=" ".join(before))
        else:
            why = _("it {effect}").format(effect=effect)
        return Verdict(
            False,
            _("No: {where} but {why}: your island at {anchor} has {count}, not {size}.").format(
                where=where, why=why, anchor=anchor, count=_count(len(island)), size=size
            ),
            marks(([cell], "orange"), (before, "green")),
        )

    return check


def score_of(target: int) -> Check:
    """Right when the learner's score is ``target``."""

    def check(game: Game[Any, Any], start: State, now: State) -> Verdict:
        me = learner_of(game, start)
        (cell,) = _filled(game, start, now, me)
        effect, grown = _effect(game, start, now, me, cell, learner=me)
        product = _product(game, now, me)
        if _score(game, now, me) == target:
            return Verdict(
                True,
                _("Yes: {cell} {effect}, and your score is {product}.").format(
                    cell=cell, effect=effect, product=product
                ),
                marks(([cell], "green"), (grown, "green")),
            )
        return Verdict(
            False,
            _("No: {cell} {effect}: your score is {product}, not {target}.").format(
                cell=cell, effect=effect, product=product, target=target
            ),
            marks(([cell], "orange"), (grown, "purple")),
        )

    return check


def best_score(game: Game[Any, Any], start: State, now: State) -> Verdict:
    """Right when no legal cell of ``start`` makes the learner's score higher."""
    me = learner_of(game, start)
    (cell,) = _filled(game, start, now, me)
    effect, grown = _effect(game, start, now, me, cell, learner=me)
    product = _product(game, now, me)
    after = {str(m): game.successor(start, m) for m in game.legal_moves(start)}
    best = max(after, key=lambda m: _score(game, after[m], me))  # the first of the best
    if _score(game, now, me) == _score(game, after[best], me):
        return Verdict(
            True,
            _(
                "Yes: {cell} {effect}: your score is {product}, the most any cell you may fill "
                "makes."
            ).format(cell=cell, effect=effect, product=product),
            marks(([cell], "green"), (grown, "green")),
        )
    best_effect, _grown = _effect(game, start, after[best], me, best, learner=me)
    return Verdict(
        False,
        _(
            "No: {cell} {effect}: your score is {product}. But {best} {best_effect}: "
            "{best_product}."
        ).format(
            cell=cell,
            effect=effect,
            product=product,
            best=best,
            best_effect=best_effect,
            best_product=_product(game, after[best], me),
        ),
        marks(([cell], "orange"), ([best], "green"), (grown, "purple")),
    )


def kept_down(game: Game[Any, Any], start: State, now: State) -> Verdict:
    """Right when the other player's answer did not raise their score (the computer answers
    with the cell that raises it most, so no answer could)."""
    me = learner_of(game, start)
    other = 1 - me
    (cell,) = _filled(game, start, now, me)
    (answer,) = _filled(game, start, now, other)
    middle = game.apply(start, cell)
    effect, grown = _effect(game, middle, now, other, answer, learner=me)
    name = game.player_name(other)
    was, score = _score(game, start, other), _score(game, now, other)
    if score <= was:
        yes = (
            _(
                "Yes: {player} had to fill a cell touching your {cell}, and none of them raises "
                "their score: they filled {answer}, which {effect}, and their score stays "
                "{score}."
            )
            if score == was
            else _(
                "Yes: {player} had to fill a cell touching your {cell}, and none of them raises "
                "their score: they filled {answer}, which {effect}, and their score drops to "
                "{score}."
            )
        )
        return Verdict(
            True,
            yes.format(player=name, cell=cell, answer=answer, effect=effect, score=score),
            marks(([cell], "green"), ([answer], "orange")),
            f"{cell}>{answer}",
        )
    return Verdict(
        False,
        _(
            "No: {player} filled {answer}, which touches your {cell} and {effect}: their score "
            "rises from {was} to {score}."
        ).format(player=name, answer=answer, cell=cell, effect=effect, was=was, score=score),
        marks(([answer], "orange"), ([cell], "blue"), (grown, "purple")),
        f"{cell}>{answer}",
    )


def won(game: Game[Any, Any], start: State, now: State) -> Verdict | None:
    """Decided once the grid is full: right when the learner alone has the highest score."""
    outcome = game.outcome(now)
    if outcome is None:
        return None
    me = learner_of(game, start)
    other = 1 - me
    mine, theirs = _filled(game, start, now, me), _filled(game, start, now, other)
    name = game.player_name(other)
    told = _(
        "The grid is full. You filled {mine}, {player} filled {theirs}: your score is "
        "{my_score}, {player}'s {their_score}"
    ).format(
        mine=listed(mine),
        player=name,
        theirs=listed(theirs),
        my_score=_product(game, now, me),
        their_score=_product(game, now, other),
    )
    ringed = marks((mine, "green"), (theirs, "orange"))
    if outcome.winners == (me,):
        # TRANSLATORS: {told} is the sentence "The grid is full. You filled …", without its stop.
        return Verdict(True, _("{told}. You win.").format(told=told), ringed)
    if me in outcome.winners:
        shared = _("{told}. You share the win: a tie, not a win.").format(told=told)
        return Verdict(False, shared, ringed)
    return Verdict(False, _("{told}. {player} wins.").format(told=told, player=name), ringed)


# -- the computer's answers ----------------------------------------------------------------------


def greedy(game: Game[Any, Any], state: State) -> Move:
    """The cell that gives the player to move the highest score (the first on a tie)."""
    return best_reply(game, state, lambda after, player: _score(game, after, player))
