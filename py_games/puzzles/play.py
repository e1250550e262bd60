"""Solving a puzzle (a shipped one, :mod:`.sets`, or a made one): a try judged step by step,
a hint, the solution.

A **try** is the steps played from the puzzle's position: the solver's, and the other
players' answers that earlier judgements gave (``replies``). :func:`judge` says where it
stands: ``turn`` (nothing played yet, or the solver's turn of two steps half done and still
winning), ``again`` (the solver's step still wins within the plies left; the others answered
with the defence that holds out longest), ``right`` (the game is over and the solver won) or
``wrong`` (the step no longer wins within the plies left: a refutation shows why). Any step
that still wins counts, not only the stored solution's. Whose step it is always comes from
``to_move``. A try that is the solution shown to the solver (``shown``) ends with the words
of a solution shown, never "Solved!": the solver did not solve it.

Judging searches with :class:`~.proof.Prover` under a node budget (:data:`JUDGE_BUDGET`),
small enough for Pyodide; a judgement that would need more falls back to the engine
(:func:`py_games.ai.choose_move`), as the comments where it happens say. A try that follows
the stored solution line needs no search at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .. import ai
from ..draw.annotations import shown
from ..i18n import _, capitalized, ngettext
from ..registry import present
from .proof import BudgetExceeded, Prover
from .sets import game_of

if TYPE_CHECKING:
    from ..contract import Status
    from ..contract.scene import StepInfo
    from ..core.game import Game, Move, State
    from .mining import Puzzle

JUDGE_BUDGET = 20_000
"""Nodes one judgement may search (all its questions together): a node budget, not a time,
so that a judgement is always the same. The shipped puzzles' wrong first steps need a few
hundred at most (Tonga's about 500, 0.25 s here; Pyodide is a few times slower); past it the
engine answers instead (:func:`engine_step`), and the end of the game decides."""
SEED = "puzzle"
"""The engine's seed where it plays a step (the solver's side of a refutation): a
judgement is always the same."""
ENGINE_ITERATIONS = 24
"""The engine's search where it plays a step: level 1's, cut to this many iterations (Tomoe's
playouts score areas: level 1's 60 took a second here, several in Pyodide)."""


def engine_step(game: Game[Any, Any], state: State) -> Move:
    """A reasonable step, always the same: the engine at level 1, its search cut short."""
    search = ai.Search(game, state, level=1, seed=SEED)
    search.run(iterations=ENGINE_ITERATIONS)
    return search.best()


@dataclass(frozen=True)
class Judgement:
    status: Status
    said: str
    marks: str = ""
    arrows: str = ""
    replies: tuple[str, ...] = ()
    """The other players' steps after the solver's, for the page to play (``again``)."""
    refutation: tuple[str, ...] = ()
    """After a ``wrong`` step: a line showing why it no longer wins, to the end of the game
    or of the plies left."""


@dataclass(frozen=True)
class Hint:
    said: str
    marks: str


def solver_turns(game: Game[Any, Any], start: State, line: Sequence[str]) -> int:
    """How many of the solver's turns the line takes (a turn half done counts)."""
    solver = game.to_move(start)
    turns, state, before = 0, start, None
    for step in line:
        mover = game.to_move(state)
        if mover == solver and before != solver:
            turns += 1
        before = mover
        state = game.apply(state, step)
    return turns


def goal(puzzle: Puzzle) -> str:
    """What to do, in words: whose turn, and what wins."""
    game = game_of(puzzle)
    start = game.from_position(puzzle.position)
    solver = game.to_move(start)
    assert solver is not None
    turns = solver_turns(game, start, puzzle.line) if puzzle.line else (puzzle.depth + 1) // 2
    # TRANSLATORS: {player} is a player's name; {goal} what wins ("win in 2 turns").
    return _("{player} to play: {goal}").format(
        player=game.player_name(solver), goal=present(game).puzzle_goal(turns)
    )


def _too_slow(step: str, who: str, left: int) -> str:
    """A step that wins, but not within the ``left`` plies: who holds out."""
    if not left:
        # TRANSLATORS: {step} is a step in notation.
        return _("{step} does not win in time: the game goes on, and it was the last step.").format(
            step=step
        )
    # TRANSLATORS: {step} is a step in notation; {who} a player's name or "the other side".
    return ngettext(
        "{step} does not win in time: {who} can hold out for more than the {n} step left.",
        "{step} does not win in time: {who} can hold out for more than the {n} steps left.",
        left,
    ).format(step=step, who=who, n=left)


# -- judging -----------------------------------------------------------------------------------


def judge(puzzle: Puzzle, moves: Sequence[str], *, shown: bool = False) -> Judgement:
    """Where the try ``moves`` stands (see the module; ``shown``: the solution was shown);
    an ``IllegalMoveError`` (the engine's) for a step the rules refuse."""
    return Try(puzzle, moves, shown=shown).judgement


def hint(puzzle: Puzzle, moves: Sequence[str] = ()) -> Hint:
    """Where the next winning step starts: its first click, marked and named. While the try
    is on course, from the position it reached (after the replies); otherwise the puzzle's
    first step."""
    return Try(puzzle, moves).hint()


class Try:
    """A try at a puzzle: its :attr:`judgement`, and a :meth:`hint` from where it stands.
    ``shown``: the solution was shown, so a win is not the solver's (its words say so)."""

    def __init__(self, puzzle: Puzzle, moves: Sequence[str], *, shown: bool = False) -> None:
        self.puzzle = puzzle
        self.shown = shown
        self.game = game = game_of(puzzle)
        self.start = game.from_position(puzzle.position)
        solver = game.to_move(self.start)
        assert solver is not None  # a puzzle is never a finished game
        self.solver = solver
        self.prover = Prover(game, solver, JUDGE_BUDGET)
        self.line = list(puzzle.line)
        self.state, self.left = self.start, puzzle.depth
        self.played: list[str] = []
        self.judgement = self._judge(moves)

    def _on_line(self) -> bool:
        return self.played == self.line[: len(self.played)]

    def _fewest(self, state: State, plies: int) -> int | None:
        try:
            return self.prover.fewest(state, plies)
        except BudgetExceeded:
            # Past the budget the search cannot say: the step gets the benefit of the doubt,
            # and the end of the game (played out by the engine's answers) decides.
            return plies

    def _answer(self, state: State, plies: int, defend: bool) -> Move:
        """The other side's step: the longest defence (``defend``) or a step after which the
        solver no longer wins within ``plies``; the engine's past the budget."""
        if self._on_line() and len(self.played) < len(self.line) and defend:
            move: Move = self.game.parse_move(state, self.line[len(self.played)])
            return move
        try:
            chosen = self.prover.choice(state, plies)
        except BudgetExceeded:
            chosen = None
        if chosen is None:
            # The proof ran out of budget (or, for the solver, nothing wins): the engine plays.
            return engine_step(self.game, state)
        return chosen[0]

    def _judge(self, moves: Sequence[str]) -> Judgement:
        game, solver = self.game, self.solver
        if not moves:
            return Judgement("turn", goal(self.puzzle))
        for text in moves:
            mover = game.to_move(self.state)
            step, after = game.play(self.state, text)  # the engine's IllegalMoveError
            self.played.append(str(step))
            self.left -= 1
            if mover == solver and not self._on_line() and self._fewest(after, self.left) is None:
                return self._wrong(after, str(step))
            self.state = after
        state = self.state
        if game.is_over(state):
            return self._ended(state, ())
        if game.to_move(state) == solver:
            return Judgement("turn", game.turn_hint(state))
        replies: list[str] = []
        while not game.is_over(state) and game.to_move(state) != solver:
            step = self._answer(state, self.left, defend=True)
            replies.append(str(step))
            self.played.append(str(step))
            state = game.successor(state, step)
            self.left -= 1
        self.state = state
        if game.is_over(state):
            return self._ended(state, tuple(replies))
        marks, arrows = self._shown(self.state_before(len(moves)), replies)
        who = self._name()
        return Judgement(
            "again",
            # TRANSLATORS: {who} is a player's name or "the other side"; {steps} steps in
            # notation; {hint} a sentence saying whose turn it is.
            capitalized(
                _("{who} answered {steps}: you still win. {hint}").format(
                    who=who, steps=", ".join(replies), hint=game.turn_hint(state)
                )
            ),
            marks,
            arrows,
            tuple(replies),
        )

    def state_before(self, ply: int) -> State:
        state: State = self.start
        for step in self.played[:ply]:
            state = self.game.apply(state, step)
        return state

    def _name(self) -> str:
        """Who answers the solver: the other player, or "the other side" (one side, so that
        a sentence's verb agrees with it in every language)."""
        others = [p for p in range(self.game.players) if p != self.solver]
        return self.game.player_name(others[0]) if len(others) == 1 else _("the other side")

    def _ended(self, state: State, replies: tuple[str, ...]) -> Judgement:
        outcome = self.game.outcome(state)
        assert outcome is not None
        words = self.game.result_line(outcome)
        if self.solver in outcome.winners and not outcome.draw:
            said = (
                # TRANSLATORS: {result} is the game's result, such as "Red wins: ...".
                _("That was the solution: {result}.").format(result=words)
                if self.shown
                else _("Solved! {result}.").format(result=words)
            )
            return Judgement("right", said, replies=replies)
        # Only when the search gave a step the benefit of the doubt (past its budget).
        return Judgement("wrong", _("{result}.").format(result=words), replies=replies)

    def _wrong(self, after: State, step: str) -> Judgement:
        game, solver = self.game, self.solver
        refutation: list[str] = []
        state, plies = after, self.left
        first: tuple[State, str] | None = None
        own = 0  # the solver's steps before the others' first answer (a turn of two)
        while not game.is_over(state) and plies > 0:
            if game.to_move(state) == solver:
                # Nothing wins any more: the engine's reasonable try, always the same.
                move = engine_step(game, state)
            else:
                move = self._answer(state, plies, defend=False)
                if first is None:
                    first, own = (state, str(move)), len(refutation)
            refutation.append(str(move))
            state = game.successor(state, move)
            plies -= 1
        before = self.state_before(len(self.played) - 1)
        marks, arrows = self._shown(first[0], [first[1]]) if first else self._shown(before, [step])
        outcome = game.outcome(state)
        who = self._name()
        own = own if first is not None else len(refutation)
        mine = [step, *refutation[:own]]
        done = (
            # TRANSLATORS: {steps} and {last} are steps in notation ("c3, d4 and e5").
            _("After {steps} and {last}").format(steps=", ".join(mine[:-1]), last=mine[-1])
            if own
            else _("After {step}").format(step=step)
        )
        if outcome is not None and not refutation:
            said = _("{step} ends the game: {result}.").format(
                step=step, result=game.result_line(outcome)
            )
        elif outcome is not None and first is not None:
            words = game.result_line(outcome)
            words = capitalized(words)
            said = (
                # TRANSLATORS: {after} is "After c3" (a step or steps in notation); {who} a
                # player's name or "the other side"; {step} a step; {result} the game's result.
                _("{after}, {who} answers {step}: {result}.")
                if own == len(refutation) - 1
                else _("{after}, {who} answers {step}; played on, the game ends: {result}.")
            ).format(after=done, who=who, step=first[1], result=words)
        elif outcome is not None:
            said = _("{after}, the game ends: {result}.").format(
                after=done, result=game.result_line(outcome)
            )
        else:
            said = _too_slow(step, who, self.left)
        return Judgement("wrong", said, marks, arrows, refutation=tuple(refutation))

    def _shown(self, state: State, steps: Sequence[str]) -> tuple[str, str]:
        """Marks on the places ``steps`` (played in turn from ``state``) touch, and an arrow
        for each that moves a piece."""
        presenter = present(self.game)
        infos: list[StepInfo] = []
        for text in steps:
            move = self.game.parse_move(state, text)
            infos.append(presenter.step(state, move))
            state = self.game.successor(state, move)
        return shown(infos)

    def hint(self) -> Hint:
        game = self.game
        state, step = self.start, self.puzzle.solution
        if self.judgement.status in ("turn", "again") and self.played:
            chosen = None
            if self._on_line() and len(self.played) < len(self.line):
                chosen = self.line[len(self.played)]
            else:
                try:
                    found = self.prover.choice(self.state, self.left)
                    chosen = str(found[0]) if found and found[1] is not None else None
                except BudgetExceeded:
                    chosen = None
            if chosen is not None:
                state, step = self.state, chosen
        info = present(game).step(state, game.parse_move(state, step))
        orders = info.get("orders")
        place = orders[0][0] if orders else info["cells"][0]
        return Hint(_("Look at {place}.").format(place=place), place)
