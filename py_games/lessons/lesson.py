"""What a lesson is, and how a learner's try at one of its tasks is judged: :func:`attempt`.

A :class:`Lesson` is a game's short course, a list of :class:`Task`. A task is a position, a
goal in words and a **check**: a function the rules engine runs on the position reached when
the learner's turn is over (and, where the goal needs the opponent to answer, after the
computer's answer). The check says whether the goal is met, in the rules' words, and shows why
with marks and arrows (as :mod:`py_games.draw.annotations` reads them); or ``None``: nothing
decided yet, the learner plays on.

A task also carries, for the tests, its **solution** (the learner's steps that meet the goal,
the computer's answers between them left out) and a **wrong** try (steps that do not), so that
``tests/test_lessons.py`` proves every task solvable, every check right, and every explanation
true for the places it names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core.errors import GameError, cut, quoted
from ..core.game import Game, Move, State
from ..i18n import _

if TYPE_CHECKING:
    from ..contract import Status


@dataclass(frozen=True)
class Verdict:
    """A check's answer: whether the goal is met, why in words, and where on the board.

    ``right`` is ``None`` for words said while nothing is decided yet (the computer has
    answered and the learner plays on: "Your threat stands; now win")."""

    right: bool | None
    said: str
    """In the rules' words: "Your three counters touch: you win." / "These two groups touch…"."""
    marks: str = ""
    """Places to ring (annotation text, ``c3 d4:green``): what the words speak of."""
    arrows: str = ""
    """Arrows to draw (annotation text, ``c3>e5``)."""


Check = Callable[[Game[Any, Any], State, State], Verdict | None]
"""``check(game, start, now)``: the task's judgement of ``now``, reached from ``start``;
``None`` (or a verdict whose ``right`` is ``None``, with words): not decided yet, the
learner plays on."""
Reply = Callable[[Game[Any, Any], State], Move | str]
"""``reply(game, state)``: the computer's step where the goal needs the opponent to answer
(deterministic, so that a try always meets the same answer)."""


@dataclass(frozen=True)
class Task:
    id: str
    """Short, unique in its lesson, in links and embeds (``first-pair``)."""
    title: str
    goal: str
    """What to do, in words, as the page shows it above the board."""
    check: Check
    solution: tuple[str, ...]
    """The learner's steps that meet the goal (the computer's answers not included)."""
    wrong: tuple[str, ...]
    """A try that does not: the tests check it is refused and the words said are true."""
    options: Mapping[str, object] = field(default_factory=dict)
    """The game's options for this task (a smaller board), every other at its default."""
    position: str | None = None
    """Position text to start from (``game.position``); ``None``: the initial position."""
    setup: tuple[str, ...] = ()
    """Steps played from ``position`` to reach the task's start (often easier to write)."""
    reply: Reply | None = None
    """How the computer answers when the goal needs it; ``None``: one turn decides."""
    marks: str = ""
    """Marks shown with the task's start, to point at what the goal speaks of."""
    arrows: str = ""

    def game(self, rules: type[Game[Any, Any]]) -> Game[Any, Any]:
        """The game this task is played in: ``rules`` with the task's options."""
        return rules(**dict(self.options))

    def start(self, game: Game[Any, Any]) -> State:
        """The position the learner starts from."""
        state: State = (
            game.initial_state() if self.position is None else game.from_position(self.position)
        )
        for step in self.setup:
            state = game.apply(state, step)
        return state


@dataclass(frozen=True)
class Lesson:
    game: str
    """The game's id."""
    title: str
    intro: str
    """A sentence or two before the first task."""
    tasks: tuple[Task, ...]

    def task(self, task_id: str | int | None) -> Task:
        """The task named ``task_id`` (or numbered from 1); the first when ``None``."""
        if task_id is None:
            return self.tasks[0]
        number = str(task_id)
        for index, task in enumerate(self.tasks, 1):
            if task.id == task_id or number == str(index):
                return task
        names = ", ".join(t.id for t in self.tasks)
        raise UnknownTaskError(
            # TRANSLATORS: {game} is a game's id (tonga); {tasks} the ids of its tasks.
            _("the {game} lesson has no task {task}; its tasks: {tasks}").format(
                game=self.game, task=quoted(task_id), tasks=names
            )
        )


class UnknownTaskError(GameError):
    """A task id (or number) that names no task of the lesson."""


class TryError(GameError):
    """A step a try cannot have: after the try was decided, or not the computer's answer."""


@dataclass(frozen=True)
class Attempt:
    """Where a learner's try stands: what the page says and does next."""

    status: Status
    """``turn``: the learner's turn is not over (Nonaga's and Tomoe's turns of two steps);
    ``again``: the goal is not decided, the computer has answered (``replies``) and the learner
    plays on; ``right`` / ``wrong``: the check's verdict."""
    said: str
    marks: str = ""
    arrows: str = ""
    replies: tuple[str, ...] = ()
    """The computer's steps, after the learner's, for the page to play on the board."""


def learner_of(game: Game[Any, Any], start: State) -> int:
    """Who plays the task: the player to move at its start."""
    player = game.to_move(start)
    assert player is not None, "a task starts with a player to move"
    return int(player)


def listed(names: Sequence[str]) -> str:
    """Names as a sentence lists them: ``c3``, ``c3 and d4``, ``c3, d4 and e5`` (none: ``""``).

    >>> listed(["c3", "d4", "e5"])
    'c3, d4 and e5'
    """
    names = list(names)
    if len(names) < 2:
        return "".join(names)
    # TRANSLATORS: a list's last two parts: {names} is "c3, d4", {last} is "e5".
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def groups(game: Game[Any, Any], state: State, player: int) -> list[tuple[str, ...]]:
    """``player``'s groups as the rules score them (the regions of ``score_details``), each
    as its places, largest first."""
    return [region.cells for region in game.score_details(state)[player].regions]


def first_marks(marks: Iterable[str]) -> list[str]:
    """Annotation marks (``c3:green``, ``c3``) with one mark per place: the first said.

    >>> first_marks(["c3:green", "d4", "c3:orange"])
    ['c3:green', 'd4']
    """
    seen: set[str] = set()
    kept = []
    for mark in marks:
        place = mark.split(":")[0]
        if place not in seen:
            seen.add(place)
            kept.append(mark)
    return kept


def marks(*parts: tuple[Iterable[str], str]) -> str:
    """Annotation text for places and their colours (``""``: a plain ring): each place once,
    in the colour of the first part naming it. A place may be given as a step that names it
    first (``c3:w``: ``c3``).

    >>> marks((["c3", "d4"], "green"), (["d4:w", "e5"], "orange"), (["a1"], ""))
    'c3:green d4:green e5:orange a1'
    """
    return " ".join(
        first_marks(
            f"{place}:{colour}" if colour else place
            for cells, colour in parts
            for place in (cell.split(":")[0] for cell in cells)
        )
    )


def best_reply(game: Game[Any, Any], state: State, value: Callable[[State, int], int]) -> Move:
    """The first legal step whose successor is worth most to the player to move, by
    ``value(successor, player)``: a deterministic :data:`Reply`."""
    player = game.to_move(state)
    assert player is not None
    moves = game.legal_moves(state)
    best: Move = max(moves, key=lambda m: value(game.successor(state, m), player))
    return best


def final_value(game: Game[Any, Any], state: State, player: int) -> int:
    """What perfect play from ``state`` ends in for ``player``: 1 a win, 0 a shared win, -1 a
    loss. An exhaustive search (pruned once a side finds its best): only for the last few
    cells of a game."""
    outcome = game.outcome(state)
    if outcome is not None:
        if player not in outcome.winners:
            return -1
        return 1 if len(outcome.winners) == 1 else 0
    maximise = game.to_move(state) == player
    best = -2 if maximise else 2
    for move in game.legal_moves(state):
        value = final_value(game, game.successor(state, move), player)
        best = max(best, value) if maximise else min(best, value)
        if best == (1 if maximise else -1):
            break  # nothing better for the side to move
    return best


def perfect_reply(game: Game[Any, Any], state: State) -> Move:
    """A :data:`Reply`: the first step that does best for the player to move against every
    line to the end of the game (:func:`final_value`)."""
    return best_reply(game, state, lambda after, player: final_value(game, after, player))


MOST_REPLIES = 16
"""Computer steps in one answer at most: a task whose reply never gives the turn back is a bug."""


def attempt(
    game: Game[Any, Any], task: Task, moves: Sequence[str], *, start: State | None = None
) -> Attempt:
    """Judge ``moves`` (the learner's steps and the computer's answers so far, played from
    the task's start): an ``IllegalMoveError`` for a step the rules refuse, a
    :class:`TryError` for a step the try cannot have (the computer answers otherwise, or the
    try was already decided). ``start`` is ``task.start(game)`` when the caller has it
    already (the bridge answers it too), so that the setup is played once."""
    if start is None:
        start = task.start(game)
    player = learner_of(game, start)
    if not moves:
        return Attempt("turn", _(task.goal), task.marks, task.arrows)
    state = before = start
    decided = _("step {n} ({step}): the try was decided before it")
    for index, step in enumerate(moves):
        mover = game.to_move(state)
        if index and mover == player and game.to_move(before) != player:
            # The computer's answer is played: this is where the page asked the check, and
            # it said to play on (or the try ends here).
            verdict = task.check(game, start, state)
            if verdict is not None and verdict.right is not None:
                raise TryError(decided.format(n=index + 1, step=cut(step)))
        if mover != player:
            if task.reply is None:
                raise TryError(decided.format(n=index + 1, step=cut(step)))
            answer = str(game.parse_move(state, str(task.reply(game, state))))
            if str(game.parse_move(state, step)) != answer:
                raise TryError(
                    _("step {n} ({step}): the computer answers {answer}").format(
                        n=index + 1, step=cut(step), answer=answer
                    )
                )
        before, state = state, game.apply(state, step)
    if game.to_move(state) == player:
        # The learner is still to move: a turn of two steps half done, or (a reply was
        # played) the learner's next turn not begun; in either case nothing to judge yet.
        return Attempt("turn", game.turn_hint(state))
    replies: list[str] = []
    if task.reply is not None:
        while not game.is_over(state) and game.to_move(state) != player:
            if len(replies) >= MOST_REPLIES:
                raise GameError(f"the task {task.id!r} answers without end")
            step = game.parse_move(state, str(task.reply(game, state)))
            state = game.apply(state, step)
            replies.append(str(step))
    verdict = task.check(game, start, state) or Verdict(None, "")
    if verdict.right is None:
        if game.is_over(state) or game.to_move(state) != player:
            raise GameError(f"the task {task.id!r} decides nothing once the learner's turn is over")
        return Attempt("again", verdict.said, verdict.marks, verdict.arrows, tuple(replies))
    return Attempt(
        "right" if verdict.right else "wrong",
        verdict.said,
        verdict.marks,
        verdict.arrows,
        tuple(replies),
    )
