"""Any position made a puzzle, or the reason it is not one: :class:`Making`, :func:`make`,
and a made puzzle's link checked again: :func:`check`.

A position is a puzzle as the shipped ones are (:mod:`.mining`): exactly one legal step wins
within the depth, and there is another legal step. Depths 1, 2, … :data:`MAX_PLIES` are
tried in turn, every step at each (a table keeps what each depth learnt): at the first depth
where some step wins, one step is a puzzle of that depth, two or more are not ("two steps
win: c3 and d4"); nothing winning within :data:`MAX_PLIES` is not one either. So a made
puzzle's step wins within its depth and no other step does, as a shipped puzzle's, whose set
was mined at a depth of 4 or 5.

The search runs a slice at a time (:data:`.proof.Sliced`: a generator that pauses every few
dozen nodes), so the worker answers within a slice and a page can show progress and cancel;
a slice goes on exactly where the last stopped, in every game (Nonaga's states remember
their past and keep no table: a search that restarted from a table would never end there),
and the answer is the same however it is sliced. It stops at its budget (:func:`budget_of`),
with the reason said.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from ..core.errors import GameError, quoted
from ..i18n import _, ngettext
from ..registry import tuning
from .mining import Puzzle, difficulty
from .proof import MAX_DEPTH, BudgetExceeded, Prover, Sliced, finish

if TYPE_CHECKING:
    from ..core.game import Game, State

MAX_PLIES = 5
"""The deepest puzzle made: the shipped sets were mined at 4 or 5 plies."""
BUDGET = 25_000
"""Nodes one making may search, unless the game's tuning says otherwise
(:attr:`~py_games.tuning.Tuning.proof_nodes`): a node budget, not a time, so the same position
always gets the same answer. What it costs in each game, in CPython and in Pyodide, is
measured by ``bench/bench_make_puzzle.py`` (its table in ``bench/README.md``)."""

Why = Literal["over", "alone", "several", "none", "budget"]
"""Why a position is not a puzzle: the game is over, only one legal step, several steps win,
nothing wins within :data:`MAX_PLIES`, or the proof needs more than :data:`BUDGET` nodes."""


class NotAPuzzleError(GameError):
    """A made puzzle's link whose solution does not win within its depth (changed or forged)."""


@dataclass(frozen=True)
class Verdict:
    """What :class:`Making` found: the puzzle, or why there is none (:attr:`reason`)."""

    puzzle: Puzzle | None
    why: Why | None = None
    steps: tuple[str, ...] = ()
    """The winning steps (``several``)."""
    plies: int = 0
    """Within how many plies they win (``several``), or nothing does (``none``)."""
    budget: int = BUDGET
    """The nodes the search could spend (``budget``)."""

    def reason(self) -> str:
        """Why it is not a puzzle, in the language in use ("" for a puzzle)."""
        if self.why == "over":
            return _("The game is over: there is no step to find.")
        if self.why == "alone":
            return _("Only one legal step: there is nothing to find.")
        if self.why == "several":
            # TRANSLATORS: {steps} are steps in notation, "c3 and d4" or "c3, d4 and e5".
            return ngettext(
                "{n} step wins within {plies} plies: {steps}. A puzzle has exactly one.",
                "{n} steps win within {plies} plies: {steps}. A puzzle has exactly one.",
                len(self.steps),
            ).format(n=len(self.steps), plies=self.plies, steps=_listed(self.steps))
        if self.why == "none":
            return ngettext(
                "Nothing wins within {n} ply.", "Nothing wins within {n} plies.", self.plies
            ).format(n=self.plies)
        if self.why == "budget":
            return _(
                "The proof needs more than {nodes} positions searched, more than a puzzle "
                "made here may take."
            ).format(nodes=f"{self.budget:,}")
        return ""


def _listed(steps: tuple[str, ...]) -> str:
    if len(steps) < 2:
        return "".join(steps)
    # TRANSLATORS: the end of a list of steps: {steps} "c3, d4", {last} "e5".
    return _("{steps} and {last}").format(steps=", ".join(steps[:-1]), last=steps[-1])


class Making:
    """Whether ``state`` is a puzzle (see the module), found a slice at a time: :meth:`run`
    until :attr:`done`, then :attr:`verdict`."""

    def __init__(
        self, game: Game[Any, Any], state: State, *, max_plies: int = MAX_PLIES,
        budget: int | None = None,
    ) -> None:  # fmt: skip
        """``budget``: the nodes it may search (:func:`budget_of` the game by default)."""
        if isinstance(max_plies, bool) or not isinstance(max_plies, int):
            raise GameError(f"a depth is a whole number of plies, not {max_plies!r}")
        if not 1 <= max_plies <= MAX_DEPTH:
            raise GameError(f"a depth is a whole number of plies from 1 to {MAX_DEPTH}")
        budget = budget_of(game) if budget is None else budget
        self.game, self.state, self.max_plies, self.budget = game, state, max_plies, budget
        self.verdict: Verdict | None = None
        self.depth, self.tried = 0, 0
        player = game.to_move(state)
        self.steps = game.legal_moves(state)
        self.prover = Prover(game, 0 if player is None else player, budget)
        self._search: Sliced[Verdict] | None = None
        if player is None or len(self.steps) < 2:
            self.verdict = Verdict(None, "over" if player is None else "alone")
        else:
            self._search = self._find()

    @property
    def done(self) -> bool:
        return self.verdict is not None

    @property
    def nodes(self) -> int:
        """Nodes searched so far."""
        return self.prover.nodes

    @property
    def progress(self) -> float:
        """From 0 to 1, never going back: the share of the budget spent, or of the depths and
        steps tried (each depth weighs as much as the last), whichever is further."""
        if self.verdict is not None:
            return 1.0
        tried = (self.depth - 1 + self.tried / len(self.steps)) / self.max_plies
        return min(0.99, max(self.prover.nodes / self.budget, tried))

    def run(self, time_limit: float | None = None) -> None:
        """Search on for ``time_limit`` seconds (to the end when ``None``)."""
        if self._search is None or self.verdict is not None:
            return
        end = None if time_limit is None else time.perf_counter() + time_limit
        try:
            while True:  # a pause at least, so that even a slice of no time gets on
                next(self._search)
                if end is not None and time.perf_counter() >= end:
                    break
        except StopIteration as found:
            self.verdict = found.value
        except BudgetExceeded:
            self.verdict = Verdict(None, "budget", budget=self.budget)
        if self.verdict is not None:
            self._search = None

    def _find(self) -> Sliced[Verdict]:
        game, state, prover = self.game, self.state, self.prover
        after = [(step, game.successor(state, step)) for step in self.steps]
        for depth in range(1, self.max_plies + 1):
            self.depth = depth
            wins = []
            for tried, (step, position) in enumerate(after):
                self.tried = tried
                if (yield from prover.wins(position, depth - 1)):
                    wins.append(step)
            if len(wins) > 1:
                return Verdict(None, "several", tuple(str(s) for s in wins), depth)
            if wins:
                return Verdict((yield from self._puzzle(str(wins[0]), depth)))
        return Verdict(None, "none", plies=self.max_plies)

    def _puzzle(self, solution: str, depth: int) -> Sliced[Puzzle]:
        game, state, prover = self.game, self.state, self.prover
        plausible = 0  # as a proof counts them: the steps that do not end the game lost
        for step in self.steps:
            after = game.successor(state, step)
            if not game.is_over(after) or (yield from prover.wins(after, 0)):
                plausible += 1
        rest = yield from prover.sliced_line(game.apply(state, solution), depth - 1)
        return Puzzle(
            game.id, dict(game.options), game.position(state), solution, depth,
            len(self.steps), plausible, difficulty(depth, plausible), "", 0,
            (solution, *(str(step) for step in rest)),
        )  # fmt: skip


def make(game: Game[Any, Any], state: State, **settings: int) -> Verdict:
    """:class:`Making` in one go: the puzzle ``state`` is, or why it is not one."""
    making = Making(game, state, **settings)
    making.run()
    assert making.verdict is not None
    return making.verdict


def budget_of(game: Game[Any, Any]) -> int:
    """The nodes a making may search in ``game``: its tuning's, or :data:`BUDGET`."""
    return tuning(game).proof_nodes or BUDGET


def check(game: Game[Any, Any], made: Mapping[str, object], budget: int | None = None) -> Puzzle:
    """A made puzzle as a link carries it (``position``, ``solution``, ``depth``), checked
    again: its solution must win within its depth (cheaper than the proof that made it: one
    step's lines, not every step's). The puzzle with its line; a :class:`NotAPuzzleError`
    saying what is wrong with a link changed by hand, or forged."""
    position, solution, depth = made.get("position"), made.get("solution"), made.get("depth")
    if not isinstance(position, str) or not isinstance(solution, str):
        raise NotAPuzzleError(_("a made puzzle's link needs its position and its solution"))
    if isinstance(depth, bool) or not isinstance(depth, int) or not 1 <= depth <= MAX_PLIES:
        raise NotAPuzzleError(
            _("a made puzzle's depth is a whole number of plies from 1 to {most}, not {given}")
            .format(most=MAX_PLIES, given=quoted(depth))
        )  # fmt: skip
    state = game.from_position(position)
    player = game.to_move(state)
    steps = game.legal_moves(state)
    if player is None or len(steps) < 2:
        raise NotAPuzzleError(Verdict(None, "over" if player is None else "alone").reason())
    step, after = game.play(state, solution)  # the rules' own words for a step they refuse
    budget = budget_of(game) if budget is None else budget
    prover = Prover(game, player, budget)
    try:
        fewest = prover.fewest(after, depth - 1)
        rest = prover.line(after, depth - 1) if fewest is not None else []
    except BudgetExceeded:
        raise NotAPuzzleError(Verdict(None, "budget", budget=budget).reason()) from None
    if fewest is None:
        raise NotAPuzzleError(
            # TRANSLATORS: {step} is a step in notation.
            ngettext(
                "This puzzle's solution, {step}, does not win within {n} ply: the link was "
                "changed.",
                "This puzzle's solution, {step}, does not win within {n} plies: the link was "
                "changed.",
                depth,
            ).format(step=step, n=depth)
        )
    plausible = sum(
        1 for s in steps
        if not game.is_over(won := game.successor(state, s)) or finish(prover.wins(won, 0))
    )  # fmt: skip
    return Puzzle(
        game.id, dict(game.options), game.position(state), str(step), fewest + 1,
        len(steps), plausible, difficulty(fewest + 1, plausible), "", 0,
        (str(step), *(str(s) for s in rest)),
    )  # fmt: skip
