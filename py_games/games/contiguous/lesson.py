"""Contiguous's lesson: filling next to the last cell, islands, and why joining can cost.

Six tasks on a 4×4 grid for two players, the learner being Player 1 (``you``):

1. ``touch``: the placement rule (touch the cell filled last, at a side or a corner) and what
   an island is (cells joined along a side).
2. ``free``: the rule's exception: when nothing next to the last cell is empty, any empty cell
   may be filled.
3. ``product``: the score is the product of the islands' sizes; joining two islands adds
   their sizes where keeping them apart multiplied them.
4. ``grow-small``: a first piece of strategy: a cell multiplies most when it grows the smaller
   island (2 and 4: 4 × 3 = 12 beats 5 × 2 = 10, and joining them makes only 7, the author's
   own example).
5. ``squeeze``: your cell decides where Player 2 may fill next; fill one whose empty
   neighbours grow none of Player 2's islands. The computer answers with the cell that raises
   its score most.
6. ``finish``: the end of a game, played out against the computer's best answers (an
   exhaustive search of the few cells left).

Every check reads the position with the rules engine: the islands and the formulas come from
``score_details``, the best score from every legal cell's successor, the winner from
``outcome``. Nothing compares the learner's cell with a list of answers.

Choices
    - The words call the learner "you" and the other player by the rules' name ("Player 2").
    - The computer's answers are deterministic: in ``squeeze`` the cell that gives it the
      highest score (the first in the legal order on a tie); in ``finish`` the first cell that
      does best for it against every line (win, else shared win, else anything).
"""

from __future__ import annotations

from typing import Any, cast

from ...core.game import Game, Move, State
from ...i18n import N_, _, ngettext
from ...lessons.lesson import (
    Check,
    Lesson,
    Task,
    Verdict,
    best_reply,
    groups,
    learner_of,
    listed,
    marks,
    perfect_reply,
)
from .rules import EMPTY, Contiguous, ContiguousState

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
    # TRANSLATORS: the words below follow a cell's name ("c2 grows your island b2 from 1 to
    # 2"); {player} is a player's name, {cells} the island's cells ("b2 b3").
    if not parts:
        if mine:
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
    # TRANSLATORS: the start of a verdict ("Yes: {where} and it grows your island …").
    if any(_cells(start)[i] == EMPTY for i in touching):
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


def _grow(anchor: str, size: int) -> Check:
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


def _score_of(target: int) -> Check:
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


def _best_score(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


def _kept_down(game: Game[Any, Any], start: State, now: State) -> Verdict:
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


def _won(game: Game[Any, Any], start: State, now: State) -> Verdict | None:
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
    # TRANSLATORS: {told} is the sentence "The grid is full. You filled …", without its stop.
    if outcome.winners == (me,):
        return Verdict(True, _("{told}. You win.").format(told=told), ringed)
    if me in outcome.winners:
        shared = _("{told}. You share the win: a tie, not a win.").format(told=told)
        return Verdict(False, shared, ringed)
    return Verdict(False, _("{told}. {player} wins.").format(told=told, player=name), ringed)


# -- the computer's answers ----------------------------------------------------------------------


def _greedy(game: Game[Any, Any], state: State) -> Move:
    """The cell that gives the player to move the highest score (the first on a tie)."""
    return best_reply(game, state, lambda after, player: _score(game, after, player))


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
            check=_grow("b2", 2),
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
            check=_grow("b1", 3),
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
            check=_score_of(6),
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
            check=_best_score,
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
            check=_kept_down,
            solution=("c1",),
            wrong=("b3",),
            options={"size": 4},
            position="..../..../2221/11.. 1 b2",
            reply=_greedy,
            marks="b2 a2:purple c2:purple",
        ),
        Task(
            id="finish",
            title=N_("The last cells"),
            goal=N_(
                "Four cells are left: b4, c4, a3 and b3. Fill a cell touching a4, then play on "
                "against the computer, and end with a higher score than Player 2."
            ),
            check=_won,
            solution=("a3", "c4"),
            wrong=("b3", "b4"),
            options={"size": 4},
            position="2..1/..22/1111/2212 1 a4",
            reply=perfect_reply,
            marks="a4 b4:green c4:green a3:green b3:green",
        ),
    ),
)
