"""Review of a game: every position evaluated (:func:`py_games.evaluation.evaluate`), every step
judged by how much of the mover's chance of winning it gave away.

A step's mover had a chance ``before`` (the position's evaluation, for the mover) and keeps a
chance ``after`` (the next position's evaluation, still for the mover: the next player to
move may be the mover again, in the middle of a Nonaga or Tomoe turn, or a third player in
Contiguous). The loss is ``before - after``. A step is judged only where the search would
have taken another step and that step scores better than the one played (so every judged
step shows a better one); it is then an inaccuracy, a mistake or a blunder from a loss of
0.10, 0.20 or 0.30 (:data:`THRESHOLDS`).

Why these thresholds: a chance from the default budget wavers by some 0.02 to 0.03 from seed
to seed (standard deviation, mid-game, every game), so a loss, the difference of two such
chances, by some 0.04: 0.10 is well clear of it; games of level 3 against itself (Contiguous,
Too, Tonga) showed no judgment at all, random play several. They are twice lichess's (whose winning
chances run from -1 to 1, so its 0.1/0.2/0.3 are 0.05/0.10/0.15 here), since a search of a
few hundred playouts is coarser than a chess engine's evaluation.

Position ``i`` is evaluated with the seed ``"{seed}/{i}"``, so a review is repeatable and can
be resumed position by position (:class:`Reviewer` takes the evaluations already done).

``python -m py_games review RECORD_FILE`` prints the review of a record (:mod:`.command`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from .. import learned
from ..core.errors import GameError
from ..evaluation import EVALUATION, Evaluation, Evaluator
from ..i18n import N_, ngettext
from ..records import Record, Replay, replay

if TYPE_CHECKING:
    from ..core.game import Game, Move, State

THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("blunder", 0.30),
    ("mistake", 0.20),
    ("inaccuracy", 0.10),
)
"""A judgment and the least loss of winning chance (0 to 1) that earns it, worst first."""
JUDGMENTS = tuple(reversed([name for name, _least in THRESHOLDS]))
"""The judgments, mildest first."""
PLURALS = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}
"""Each judgment's plural, as record keys and JSON name them (the words said are
:func:`counted` and :data:`WORDS`)."""
WORDS = {"inaccuracy": N_("inaccuracy"), "mistake": N_("mistake"), "blunder": N_("blunder")}
"""Each judgment in words (translated where said)."""


def counted(judgment: str, count: int) -> str:
    """``count`` judgments in words: ``1 mistake``, ``2 blunders``.

    >>> counted("inaccuracy", 2)
    '2 inaccuracies'
    """
    forms = {
        "inaccuracy": ngettext("{n} inaccuracy", "{n} inaccuracies", count),
        "mistake": ngettext("{n} mistake", "{n} mistakes", count),
        "blunder": ngettext("{n} blunder", "{n} blunders", count),
    }
    return forms[judgment].format(n=count)


def judge(loss: float) -> str | None:
    """The judgment of a step that lost ``loss`` of the mover's chance; ``None``: none.

    >>> judge(0.05), judge(0.1), judge(0.25), judge(1.0)
    (None, 'inaccuracy', 'mistake', 'blunder')
    """
    return next((name for name, least in THRESHOLDS if loss >= least - 1e-9), None)


@dataclass(frozen=True)
class Step:
    """One step of a reviewed line, judged."""

    ply: int
    """1 for the first step."""
    turn: int
    """The turn's number, as records number them (a Nonaga or Tomoe turn is two steps)."""
    mover: int
    move: Move
    before: float
    """The mover's chance of winning before the step."""
    after: float
    """The mover's chance of winning after it."""
    judgment: str | None
    """``inaccuracy``, ``mistake``, ``blunder`` or ``None``."""
    better: Move | None
    """The search's preferred step, where this step is judged."""
    better_value: float | None
    """The mover's chance after :attr:`better`."""

    @property
    def loss(self) -> float:
        return max(0.0, self.before - self.after)

    def to_json(self) -> dict[str, Any]:
        better = None if self.better is None else str(self.better)
        return {"ply": self.ply, "turn": self.turn, "mover": self.mover, "step": str(self.move),
                "before": self.before, "after": self.after, "loss": self.loss,
                "judgment": self.judgment, "better": better,
                "better_value": self.better_value}  # fmt: skip


@dataclass(frozen=True)
class Review:
    """A line reviewed: every position's evaluation and every step's judgment."""

    game: Game[Any, Any]
    evaluations: tuple[Evaluation, ...]
    """One per position, the start first."""
    steps: tuple[Step, ...]
    iterations: int
    seed: str

    @property
    def curve(self) -> tuple[tuple[float, ...], ...]:
        """Each player's chance of winning at every position (for a graph)."""
        return tuple(evaluation.shares for evaluation in self.evaluations)

    def summary(self) -> list[dict[str, int]]:
        """Per player, how many of their steps earned each judgment."""
        counts = [dict.fromkeys(JUDGMENTS, 0) for _player in range(self.game.players)]
        for step in self.steps:
            if step.judgment is not None:
                counts[step.mover][step.judgment] += 1
        return counts

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game.id,
            "options": dict(self.game.options),
            "iterations": self.iterations,
            "seed": self.seed,
            "thresholds": dict(THRESHOLDS),
            "steps": [step.to_json() for step in self.steps],
            "curve": [list(shares) for shares in self.curve],
            "summary": self.summary(),
        }


def position_seed(seed: int | str | None, ply: int) -> str:
    """The seed position ``ply`` (0: the start) is evaluated with."""
    return f"{seed}/{ply}"


class Reviewer:
    """A review that runs in slices, position by position (like :class:`py_games.ai.Search`);
    ``evaluations`` done before (stored by a page) are taken as they are."""

    def __init__(
        self,
        game: Game[Any, Any],
        line: Replay | Record | Sequence[State],
        *,
        iterations: int = EVALUATION,
        seed: int | str | None = "review",
        evaluations: Sequence[Evaluation] = (),
        table: learned.Table | Literal["shipped"] | None = "shipped",
    ) -> None:
        """``table``: the learned evaluation to score positions with: by default the game's
        shipped one, where it has one (it judges better than playouts at this budget:
        bench/README.md), else playouts with all-moves statistics where the game names its
        steps (the same); ``None``: plain playouts."""
        if isinstance(line, Record):
            line = replay(line)
        if isinstance(line, Replay):
            if line.game != game:
                raise GameError(f"the line is one of {line.game!r}, not of {game!r}")
            states, moves = list(line.states), list(line.moves)
        else:
            states, moves = list(line), _moves_between(game, line)
        if not states:
            raise GameError("a review needs at least one position")
        if len(evaluations) > len(states):
            raise GameError(f"{len(evaluations)} evaluations for {len(states)} positions")
        for ply, (evaluation, state) in enumerate(zip(evaluations, states, strict=False)):
            if evaluation.player != game.to_move(state):
                raise GameError(f"evaluation {ply} is not of position {ply}: another is to move")
        self.game, self.states, self.moves = game, states, moves
        self.iterations, self.seed = iterations, f"{seed}"
        self.evaluations = list(evaluations)
        self.table = learned.table_of(game) if table == "shipped" else table
        self.amaf = table == "shipped"
        self._current: Evaluator | None = None
        Evaluator(game, states[0], iterations=iterations)  # refuses a bad budget at once

    @property
    def done(self) -> bool:
        return len(self.evaluations) == len(self.states)

    @property
    def progress(self) -> float:
        """From 0 to 1: the positions evaluated, and the part of the current one."""
        current = 0.0 if self._current is None else self._current.progress
        return min(1.0, (len(self.evaluations) + current) / len(self.states))

    def run(self, time_limit: float | None = None, iterations: int | None = None) -> bool:
        """Evaluate on, at most ``iterations`` playouts or ``time_limit`` seconds (both only
        pause it: the result is the same); returns whether every position is evaluated."""
        # One evaluator at a time, so that a slice ends within a playout of its limit.
        if not self.done:
            if self._current is None:
                ply = len(self.evaluations)
                seed = position_seed(self.seed, ply)
                self._current = Evaluator(self.game, self.states[ply], iterations=self.iterations,
                                          seed=seed, table=self.table, amaf=self.amaf)  # fmt: skip
            if self._current.run(time_limit, iterations):
                self.evaluations.append(self._current.result())
                self._current = None
        return self.done

    def result(self) -> Review:
        """The review, once :attr:`done`."""
        if not self.done:
            raise GameError("the review is not finished: run it on")
        return self.so_far()

    def so_far(self) -> Review:
        """The review of the positions evaluated so far: each step whose two positions are
        evaluated, judged as :meth:`result` will judge it (a page shows a review growing);
        once :attr:`done`, the whole review."""
        evaluations = self.evaluations
        steps: list[Step] = []
        for ply, move in enumerate(self.moves[: max(0, len(evaluations) - 1)]):
            was, now = evaluations[ply], evaluations[ply + 1]
            mover = was.player
            assert mover is not None  # a step was taken: the game was not over
            turn = steps[-1].turn + (mover != steps[-1].mover) if steps else 1
            before, after = was.shares[mover], now.shares[mover]
            # Judged: a step the search would not take, where the step it prefers scores better.
            judged = move != was.best and (was.best_value or 0.0) > after
            judgment = judge(before - after) if judged else None
            better, value = (was.best, was.best_value) if judgment else (None, None)
            steps.append(Step(ply + 1, turn, mover, move, before, after, judgment, better, value))
        return Review(self.game, tuple(evaluations), tuple(steps), self.iterations, self.seed)


def review(
    game: Game[Any, Any],
    line: Replay | Record | Sequence[State],
    *,
    iterations: int = EVALUATION,
    seed: int | str | None = "review",
    progress: Callable[[int, int], object] | None = None,
) -> Review:
    """Every position of ``line`` (a record, replayed or not, or states each a step after
    the one before) evaluated with ``iterations`` iterations (see :class:`Reviewer`), every
    step judged; ``progress``,
    when given, is called after each position with the positions evaluated and their number.

    >>> from py_games import records
    >>> line = records.load("game: contiguous\\nsize: 3\\nstart: .11/222/1.1 2 c3\\n\\n1. a3")
    >>> step = review(line.game, line, iterations=200, seed=1).steps[0]
    >>> step.judgment, str(step.better), round(step.better_value, 2)
    ('blunder', 'b1', 1.0)
    >>> round(step.before, 2), step.after
    (0.99, 0.0)
    """
    reviewer = Reviewer(game, line, iterations=iterations, seed=seed)
    while not reviewer.run():  # a position a call
        if progress is not None:
            progress(len(reviewer.evaluations), len(reviewer.states))
    return reviewer.result()


def _moves_between(game: Game[Any, Any], states: Sequence[State]) -> list[Move]:
    moves = []
    for ply in range(1, len(states)):
        before, after = states[ply - 1], states[ply]
        found = [m for m in game.legal_moves(before) if game.apply(before, m) == after]
        if not found:
            raise GameError(f"position {ply} does not follow from the one before by a step")
        moves.append(found[0])
    return moves
