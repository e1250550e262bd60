"""What the bridge's learning pages take and answer: a lesson's task with a learner's try at
it (:mod:`py_games.lessons`), and the shipped puzzles with a try at one
(:mod:`py_games.puzzles.play`)."""

from typing import Literal, NotRequired, TypedDict

from .play import AnyRequest, GameRequest, OptionValues

Status = Literal["turn", "again", "right", "wrong"]
"""Where a try at a lesson's task or at a puzzle stands: ``turn``, the learner's (solver's)
turn goes on; ``again``, the other side answered (``replies``) and the try plays on;
``right`` / ``wrong``, decided. Written once, for the lessons, the puzzles and the pages."""


class LessonRequest(AnyRequest):
    """A task of a game's lesson, and (``moves``) a learner's try at it."""

    game: str
    task: NotRequired[str]
    """The task's id or its number from 1; the lesson's first by default."""
    moves: NotRequired[list[str]]
    """Played from the task's start: the learner's steps and the computer's answers (the
    ``replies`` of earlier answers), in order."""


class TaskEntry(TypedDict):
    id: str
    title: str


class TaskInfo(TypedDict):
    """One task: what the page sets the board to, and the goal it shows."""

    id: str
    number: int
    """From 1."""
    title: str
    goal: str
    options: OptionValues
    """The game's options for the task (every one of them)."""
    start: str
    """The position text the task starts from (the board's ``position``)."""
    marks: str
    """Marks to draw on the start (annotation text), pointing at what the goal speaks of."""
    arrows: str


class AttemptInfo(TypedDict):
    """Where a try stands (see ``py_games/lessons/lesson.py``)."""

    status: Status
    """``turn``: the learner's turn goes on; ``again``: the computer answered (``replies``)
    and the learner plays on; ``right`` / ``wrong``: the goal is met, or not."""
    said: str
    """In the rules' words: the goal, what to do next, or why the try is right or wrong."""
    marks: str
    """Where on the board the words point (annotation text)."""
    arrows: str
    replies: list[str]
    """The computer's steps after the learner's, for the page to play."""


class LessonAnswer(TypedDict):
    game: str
    title: str
    intro: str
    tasks: list[TaskEntry]
    """Every task of the lesson, in order."""
    task: TaskInfo
    attempt: AttemptInfo
    """The try of ``moves`` (none played: ``turn``, with the goal)."""


class PuzzlesRequest(AnyRequest):
    """The shipped puzzles of a game."""

    game: str


class PuzzleEntry(TypedDict):
    id: str
    """``"<game>/<number>"``: what ``puzzle`` is asked for."""
    number: int
    """From 1, in the set's order (by difficulty, then as mined)."""
    difficulty: int
    """``depth + floor(log2(plausible steps))``: 1 is a win in one among two steps."""
    depth: int
    """Plies the winning step needs to reach the end of the game, itself included."""


class PuzzlesAnswer(TypedDict):
    game: str
    puzzles: list[PuzzleEntry]


class MadeLink(TypedDict):
    """A made puzzle as its link carries it (``puzzles.html#game=ID&…&position=…&solution=…
    &depth=3``): checked again when asked for, its solution must win within its depth."""

    game: str
    options: NotRequired[OptionValues]
    """As the link writes them: text is read as the option's type."""
    position: str
    solution: str
    depth: int


class PuzzleRequest(AnyRequest):
    """A shipped puzzle or a made one, and (``moves``) a try at it."""

    puzzle: NotRequired[str]
    """A shipped puzzle's id, ``"<game>/<number>"`` (``"ID/12"``)."""
    made: NotRequired[MadeLink]
    """A made puzzle, in place of ``puzzle``."""
    moves: NotRequired[list[str]]
    """Played from the puzzle's start: the solver's steps and the other players' answers
    (the ``replies`` of earlier answers), in order."""
    hint: NotRequired[bool]
    """Also answer ``hint``: where the next winning step starts."""
    solution: NotRequired[bool]
    """Also answer ``solution``: the winning line to the end."""


class PuzzleInfo(TypedDict):
    """A puzzle: what the page sets the board to, and the goal it shows."""

    id: str
    """A shipped puzzle's id; a made one's ``"made/…"``, as its ``made`` event names it when
    kept (its tries name it too)."""
    game: str
    number: int
    """From 1 in its set; 0 for a made puzzle."""
    count: int
    """How many puzzles the game's set holds; 0 for a made puzzle."""
    options: OptionValues
    """The game's options for the puzzle (every one of them)."""
    start: str
    """The position text the puzzle starts from (the board's ``position``)."""
    to_move: int
    """The solver: the player to move at the start."""
    goal: str
    """What to do, in words ("Black to play: find the only step that still wins")."""
    depth: int
    difficulty: int


class PuzzleAttemptInfo(AttemptInfo):
    """Where a try at a puzzle stands (see ``py_games/puzzles/play.py``): ``turn``, nothing
    played yet or the solver's turn of two steps half done; ``again``, the step still wins
    and the others answered (``replies``); ``right``, the game is over and the solver won;
    ``wrong``, the step no longer wins within the plies left (``refutation``)."""

    refutation: list[str]
    """After a ``wrong`` step: a line from the position it reached showing why (the others'
    answers after which the solver no longer wins in time), to the end of the game or of the
    plies left; empty otherwise."""


class HintInfo(TypedDict):
    said: str
    """"Look at c3.": where the next winning step starts."""
    marks: str
    """That place, as annotation text."""


class PuzzleAnswer(TypedDict):
    puzzle: PuzzleInfo
    attempt: PuzzleAttemptInfo
    """The try of ``moves`` (none played: ``turn``, with the goal)."""
    hint: NotRequired[HintInfo]
    """When asked for (``"hint": true``): from the position the try reached while it is on
    course (after the replies), else from the start."""
    solution: NotRequired[list[str]]
    """When asked for (``"solution": true``): from the start, the winning step, the longest
    defence, the solver's fastest win, … to the end of the game."""


class MakePuzzleRequest(GameRequest):
    """Make a puzzle of the position ``moves`` reaches from ``start``, a slice at a time."""

    slice_ms: NotRequired[int]
    """How long this call may search: 1 to 500 ms (50 when absent)."""
    making: NotRequired[str]
    """The making to go on with, as an earlier answer named it (one no longer kept, or of
    another position, starts again)."""


class MadeInfo(TypedDict):
    """A position proved a puzzle: what its link and its embed carry, and what to say of it."""

    game: str
    options: OptionValues
    """The game's options (every one of them)."""
    position: str
    """The position text of the puzzle's start."""
    solution: str
    """The one step that wins within ``depth``."""
    depth: int
    """Plies the solution needs to reach the end of the game, itself included."""
    difficulty: int
    line: list[str]
    """The solution played out: the longest defences, the solver's fastest win."""
    goal: str
    """What to do, in words ("Black to play: win in 2 turns")."""


class MakePuzzleAnswer(TypedDict):
    making: str
    """Names this making for the next call (or for ``forget``)."""
    done: bool
    progress: float
    """How far it got, 0 to 1 (never back)."""
    puzzle: MadeInfo | None
    """When done: the puzzle, or ``null`` when the position is not one (``reason``)."""
    reason: str
    """When done and no puzzle: why, in words ("Nothing wins within 5 plies."); else ``""``."""
