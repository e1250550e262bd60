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

``python -m py_games review RECORD_FILE [--iterations N] [--seed S] [--json] [--quiet]``
prints the review of a record: one line per step and each player's count of each judgment.
``--iterations`` is bounded as the bridge bounds it (:data:`.core.limits.ITERATIONS`). A
review at many playouts takes minutes, so while it runs, progress goes to standard error
when that is a terminal (a line every 5 % of the positions), unless ``--quiet``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from . import learned
from .core import limits
from .core.errors import GameError, InvalidRecordError, quoted
from .evaluation import EVALUATION, Evaluation, Evaluator
from .i18n import N_, _, decimal, ngettext, number
from .records import Record, Replay, read, replay

if TYPE_CHECKING:
    from .core.game import Game, Move, State

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
        bench/README.md); ``None``: playouts."""
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
                                          seed=seed, table=self.table)  # fmt: skip
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


# -- the command ---------------------------------------------------------------------------


def _iterations(text: str) -> int:
    low, high = limits.ITERATIONS
    try:
        value = int(text)
    except ValueError:
        value = low - 1
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(
            _("a number of iterations is a whole number from {low} to {high}, not {given}").format(
                low=low, high=number(high), given=quoted(text)
            )
        )
    return value


def add(commands: Any) -> None:
    """The ``review`` command's arguments, on the parser's subcommands."""
    sub = commands.add_parser("review", help="judge every step of a record")
    sub.add_argument("record", help="a record file")
    sub.add_argument("--iterations", type=_iterations, default=EVALUATION,
                     help=f"playouts per position, {limits.ITERATIONS[0]} to "
                          f"{limits.ITERATIONS[1]:,} (default {EVALUATION})")  # fmt: skip
    sub.add_argument("--seed", default="review")
    sub.add_argument("--json", action="store_true", help="the review as JSON")
    sub.add_argument("--quiet", action="store_true",
                     help="no progress on standard error (there is none when it is not a "
                          "terminal)")  # fmt: skip


def _progress_lines() -> Callable[[int, int], None]:
    """What says a review's progress on standard error: a line each time another 5 % of the
    positions is evaluated, so a review of minutes shows it is going on (20 lines at most)."""
    said = 0  # twentieths of the positions

    def say(done: int, positions: int) -> None:
        nonlocal said
        if done * 20 // positions > said:
            said = done * 20 // positions
            # TRANSLATORS: {percent} is a whole number ("45" for 45 %).
            said_now = ngettext(
                "… {done} of {n} position evaluated ({percent}%)",
                "… {done} of {n} positions evaluated ({percent}%)",
                positions,
            ).format(done=done, n=positions, percent=done * 100 // positions)
            print(said_now, file=sys.stderr, flush=True)

    return say


def lines(reviewed: Review, names: Sequence[str] = ()) -> list[str]:
    """The review as the command prints it: a line per step, then one per player."""
    game = reviewed.game

    def name(player: int) -> str:
        return names[player] if player < len(names) else game.player_name(player)

    out, turn = [], 0
    for step in reviewed.steps:
        number = f"{step.turn}." if step.turn != turn else f"{step.turn}…"
        turn = step.turn
        values = {
            "number": number,
            "player": name(step.mover),
            "step": step.move,
            "before": decimal(step.before),
            "after": decimal(step.after),
        }
        if step.judgment is None:
            # TRANSLATORS: a line of a review: "12. Black e4: 0.52 → 0.48" ({number} the
            # turn's number, {step} a step in notation, {before} and {after} the mover's
            # chance of winning, 0 to 1).
            out.append(_("{number} {player} {step}: {before} → {after}").format(**values))
            continue
        # TRANSLATORS: a line of a review, as above, and the step judged: {judgment} is
        # "inaccuracy", "mistake" or "blunder"; {better} a step in notation; {value} its chance.
        said = _(
            "{number} {player} {step}: {before} → {after} {judgment}, better {better} ({value})"
        )
        out.append(
            said.format(
                **values,
                judgment=_(WORDS[step.judgment]),
                better=step.better,
                value=decimal(step.better_value or 0.0),
            )
        )
    for player, counts in enumerate(reviewed.summary()):
        words = ", ".join(counted(j, count) for j, count in counts.items())
        out.append(f"{name(player)}: {words}")
    return out


def run(args: argparse.Namespace) -> int:
    """Review the record the arguments name; 2 with a message for a bad record."""
    try:
        with open(args.record, encoding="utf-8") as file:
            text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or _("it is not UTF-8 text")
        print(
            _("error: cannot read {file}: {reason}").format(
                file=quoted(args.record), reason=reason
            ),
            file=sys.stderr,
        )
        return 2
    try:
        record = read(text)
        replayed = replay(record)
        say = None if args.quiet or not sys.stderr.isatty() else _progress_lines()
        reviewed = review(replayed.game, replayed, iterations=args.iterations, seed=args.seed,
                          progress=say)  # fmt: skip
    except InvalidRecordError as error:
        print(_("error: {file}: {reason}").format(file=args.record, reason=error), file=sys.stderr)
        return 2
    except GameError as error:
        print(_("error: {reason}").format(reason=error), file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(reviewed.to_json(), ensure_ascii=False))
    else:
        print("\n".join(lines(reviewed, record.names)))
    return 0
