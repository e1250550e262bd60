"""What each function of the bridge takes and answers: the other half of the contract.

:mod:`py_games.bridge` answers JSON requests ``{"fn": name, …}`` with JSON answers; this
module says, for every function, which fields its request may carry and exactly what its
answer holds, as TypedDicts around the scene's (:mod:`.scene`). ``bridge.py`` returns these
types (mypy checks them), ``tools/contract_types.py`` writes them for the web code as
TypeScript (``web/contract.d.ts``), and :data:`FUNCTIONS` is the list both sides read.

Requests are described for their callers; the bridge itself trusts none of them and checks
every field it reads (a wrong one is a ``BadRequest``). Any answer may instead be an
:class:`ErrorAnswer`.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from ..draw.shapes import Picture
from .scene import BoardInfo, OptionInfo, PieceInfo, PlaceInfo, Scene

OptionValues = dict[str, int | str | bool]
"""A game's options by name. In a request a value may also be text, read as a link's
fragment is (``"5"`` for 5)."""

# -- requests ----------------------------------------------------------------------------------


class GameRequest(TypedDict):
    """A position: a game with its options, a start and the steps played from there."""

    game: str
    options: NotRequired[OptionValues]
    start: NotRequired[str | None]
    """Position text to start from; absent or ``null``: the game's initial position."""
    moves: NotRequired[list[str]]
    """The steps played from the start, in notation."""


class ViewRequest(GameRequest):
    board: NotRequired[bool]
    """Also answer :class:`BoardInfo` (what stays the same for the game: sent once)."""
    marks: NotRequired[str]
    """An author's marks to draw, as text (``c3 d4:orange e5:green:A``, see
    ``py_games/draw/annotations.py``); a place not on the board is an
    ``InvalidAnnotationError``."""
    arrows: NotRequired[str]
    """An author's arrows to draw, as text (``c3>e5 a1>a4:green``)."""
    names: NotRequired[bool]
    """Also draw every place's name in the picture (items ``when: "names"``): left out
    unless asked, being a third of a late 19×19 picture."""
    history: NotRequired[bool]
    """Also answer every step's canonical text and who played it (for a move list)."""
    tree: NotRequired[list[str]]
    """The game tree the line is in (token list, see :mod:`py_games.tree`). ``view`` checks
    every branch by the rules and answers it in canonical form; ``play`` answers it with the
    step added (a branch when it is not the next step there)."""


class PlayRequest(ViewRequest):
    step: str
    """The step to play after ``moves``, in notation."""


class WhyNotRequest(GameRequest):
    cells: NotRequired[list[str]]
    """The places clicked so far, in order."""
    cell: NotRequired[str]
    """One place clicked (the same as ``cells`` of one)."""


class RecordRequest(GameRequest):
    names: NotRequired[list[str]]
    """The players' names: one per player, or none (anything else is refused, as reading the
    record would refuse it); each at most ``limits.text`` characters."""
    date: NotRequired[str | None]
    """The day the game was played, as the page writes it; at most ``limits.text``
    characters."""
    tree: NotRequired[list[str]]
    """The game tree to write, variations and all (token list, see :mod:`py_games.tree`);
    ``moves`` is then left aside. Every branch is checked by the rules."""
    seats: NotRequired[list[str | int]]
    """Who plays each seat: one per player, or none. Each ``"human"``, ``"random"``, a level
    (0 to 4, as a number or as text) or a level's name, as the board's ``players`` attribute
    says it; the record writes ``human`` or the level's name."""


class LoadRequest(TypedDict):
    text: str
    """A record (see :mod:`py_games.records`)."""


class ThinkRequest(GameRequest):
    level: NotRequired[int]
    """0 (random) to 4; 2 when absent."""
    seed: NotRequired[str]
    slice_ms: NotRequired[int]
    """How long this call may search: 1 to 500 ms (50 when absent)."""
    budget_ms: NotRequired[int]
    """How long the whole search may take: 1 to 60,000 ms (3,000 when absent)."""
    search: NotRequired[str]
    """The search to go on with, as an earlier answer named it."""


class ForgetRequest(TypedDict):
    search: NotRequired[str]
    review: NotRequired[str]
    """A review to drop (cancelled)."""


class ReviewRequest(GameRequest):
    review: NotRequired[str]
    """The review to go on with, as an earlier answer named it."""
    evaluations: NotRequired[list[EvaluationInfo]]
    """The evaluations an earlier answer gave (kept with a saved game): a review started
    again goes on from them."""
    iterations: NotRequired[int]
    """Playouts per position: 1 to 20,000 (the ``review`` command's default when absent)."""
    seed: NotRequired[str]
    """Position ``i`` is evaluated with the seed ``"{seed}/{i}"`` (``"review"`` when absent)."""
    slice_ms: NotRequired[int]
    """How long this call may work: 1 to 500 ms (50 when absent)."""


class CatalogRequest(TypedDict):
    pass


# -- answers -----------------------------------------------------------------------------------


class StrengthInfo(TypedDict):
    """How strong a computer level plays a game (``py_games.ratings``): Elo points above
    level 0 (random), the 95% interval, and the games of the round robin it played."""

    rating: float
    low: float
    high: float
    games: int


class GameEntry(TypedDict):
    """A playable game, for menus and new-game forms."""

    id: str
    title: str
    summary: str
    """One line about the game."""
    groups_name: str
    options: list[OptionInfo]
    strengths: NotRequired[list[StrengthInfo | None]]
    """Per level 0 to 4, its measured strength (None: not measured). Always sent."""


class PlannedEntry(TypedDict):
    """A game the suite will have but cannot play yet."""

    id: str
    title: str


class LevelInfo(TypedDict):
    """A level the computer plays at: 0 plays at random, 1 to 4 search more and more."""

    level: int
    name: str


class LimitsInfo(TypedDict):
    """How much the bridge reads (``py_games/core/limits.py`` says why each is enough), so a
    page can refuse what is too long before sending it."""

    request: int
    """Characters in one request."""
    record: int
    """Characters in a record's text (a file to import)."""
    position: int
    """Characters in position text."""
    line: int
    """Steps in a line: a game can go no further."""
    text: int
    """Characters in a player's name, or a record's date."""
    clicks: int
    """Clicks ``why_not`` reads at once."""


class CatalogAnswer(TypedDict):
    games: list[GameEntry]
    planned: list[PlannedEntry]
    levels: list[LevelInfo]
    limits: NotRequired[LimitsInfo]
    """Always sent; optional for a page written before it was."""
    colours: NotRequired[list[str]]
    """The colours of an author's marks and arrows (``py_games.draw.annotations``), a mark's
    default first. Always sent."""


class History(TypedDict):
    """Every step of the line, for a move list."""

    moves: list[str]
    """Each step's canonical text."""
    movers: list[int]
    """Who played each step."""


class PicturedScene(Scene):
    """A scene as the bridge answers it: with its picture, what every board draws."""

    picture: Picture
    """The position drawn (``py_games/draw/picture.py``), with the request's marks and
    arrows over it."""
    told: str
    """The marks and arrows in words, for a screen reader ("Marked: c3. Arrows: c3 to e5.";
    "" for none)."""


class ViewAnswer(TypedDict):
    """A position as drawn and played."""

    ply: int
    """How many steps were played from the start."""
    start: str | None
    """The position text the line starts from (``null``: the game's initial position)."""
    scene: PicturedScene
    board: NotRequired[BoardInfo]
    """When asked for (``"board": true``)."""
    history: NotRequired[History]
    """When asked for (``"history": true``)."""
    tree: NotRequired[list[str] | None]
    """When a ``tree`` was sent: the game tree checked (``view``) or with the step added
    (``play``), as tokens; ``null`` from ``view`` when it has no variation."""


class Played(TypedDict):
    """The step just played: its canonical text and who played it."""

    step: str
    player: int


class PlayAnswer(ViewAnswer):
    """The position after one more step."""

    played: Played


class WhyNotAnswer(TypedDict):
    reason: str | None
    """Why no legal step starts with the clicks; ``null`` when one does."""
    prompt: str | None
    """When one does and there is something to say about what the clicks so far mean, what
    to do next ("black on e2: click a highlighted place for white, or e2 again to swap.")."""


class RecordAnswer(TypedDict):
    text: str


class LoadAnswer(TypedDict):
    """A record read and replayed: the game it holds, ready to play on."""

    game: str
    options: OptionValues
    start: str | None
    moves: list[str]
    names: list[str]
    """One per player, or none when the record names nobody."""
    seats: list[str]
    """Who plays each seat as the record says (``"human"`` or a level's name, as the board's
    ``players`` attribute reads them: join them with spaces), or none when it does not say.
    Always sent."""
    date: str | None
    """The record's date as written (``null`` when it has none). Always sent."""
    tree: list[str] | None
    """The game tree with the variations (token list, see :mod:`py_games.tree`); ``null``
    when the record has none (``moves`` is the main line either way)."""
    view: ViewAnswer
    """The position at its end, with the board and the history."""


class ThinkAnswer(TypedDict):
    search: str
    """Names this search for the next call."""
    done: bool
    progress: float
    """How far the search got, 0 to 1."""
    iterations: int
    step: str
    """The step it would play now."""


class ForgetAnswer(TypedDict):
    pass


class EvaluationInfo(TypedDict):
    """What a search makes of a position (``py_games.ai.Evaluation``)."""

    player: int | None
    """The player to move; ``null`` when the game is over."""
    shares: list[float]
    """Each player's expected share of the win, 0 to 1."""
    best: str | None
    """The step the search prefers."""
    best_value: float | None
    iterations: int
    exact: bool


class ReviewedStep(TypedDict):
    """A step judged (``py_games.review.Step``), with what a page shows of it."""

    ply: int
    """1 for the first step: the position after it is position ``ply``."""
    turn: int
    mover: int
    step: str
    before: float
    """The mover's chance of winning before the step, 0 to 1."""
    after: float
    loss: float
    judgment: str | None
    """``inaccuracy``, ``mistake``, ``blunder`` or ``null``."""
    better: str | None
    """The search's preferred step, where the step is judged."""
    better_value: float | None
    said: str | None
    """The judgment in words, where there is one."""
    marks: str
    """The better step's places to mark (annotation text): a stone placed, a tile turned."""
    arrows: str
    """The better step as arrows (annotation text): a piece moved."""


class ReviewAnswer(TypedDict):
    review: str
    """Names this review for the next call."""
    done: bool
    progress: float
    """How far it got, 0 to 1."""
    iterations: int
    seed: str
    positions: int
    """How many positions the line has (the start and one after each step)."""
    evaluations: list[EvaluationInfo]
    """Every position evaluated so far, the start first: what a page keeps to resume."""
    steps: list[ReviewedStep]
    """Every step whose two positions are evaluated, judged."""
    curve: list[list[float]]
    """Each player's chance of winning at every position evaluated."""
    summary: list[dict[str, int]]
    """Per player, how many of their steps so far earned each judgment."""
    judgments: list[str]
    """The judgments, mildest first."""


class Sketch(TypedDict):
    """What a position editor holds, possible or not (:mod:`.sketch`): what stands on each
    place (a kind's id) and the position's other fields (who is to move, …) as text."""

    pieces: dict[str, str]
    fields: dict[str, str]


class KindInfo(TypedDict):
    """A kind of piece an editor offers (a stone, a counter, a tile in a rotation)."""

    id: str
    """What a sketch holds on a place."""
    label: str
    """What it is, in words ("black stone", "W2 tile at 120°")."""
    piece: PieceInfo
    """How it looks, standing on ``piece.at`` (a place it fits, where the palette draws it)."""
    svg: NotRequired[str]
    """Its picture alone, for a palette (sent with ``"board": true``)."""


class FieldInfo(TypedDict):
    """Something a position holds besides its pieces: who is to move, which part of the turn."""

    name: str
    label: str
    choices: list[str]
    """The values it may take, as position text writes them."""
    labels: list[str]
    """What each of ``choices`` means, in the same order."""
    default: str
    place: NotRequired[bool]
    """Besides ``choices`` (``-``, none), any place's name (Contiguous's last cell filled)."""


class EditRequest(TypedDict):
    """A sketch to check and draw, or position text to start editing from."""

    game: str
    options: NotRequired[OptionValues]
    sketch: NotRequired[Sketch]
    position: NotRequired[str]
    """Read into a sketch instead of ``sketch`` (then it must be possible)."""
    marks: NotRequired[str]
    arrows: NotRequired[str]
    width: NotRequired[int]
    board: NotRequired[bool]
    """Also answer ``board``, and each kind's ``svg``."""


class EditAnswer(TypedDict):
    sketch: Sketch
    """The sketch as checked (fields filled with their defaults)."""
    position: str
    """Its position text, possible or not."""
    problem: str | None
    """Why the position is impossible, in the rules' words; ``null`` when it is possible."""
    kinds: list[KindInfo]
    fields: list[FieldInfo]
    svg: str
    """Its picture, drawn even when it is impossible, with the marks and arrows."""
    html: str | None
    """The board element with its picture, when the position is possible."""
    places: list[PlaceInfo]
    """The places a click can land on (on a table, around the pieces)."""
    board: NotRequired[BoardInfo]


class ErrorInfo(TypedDict):
    type: str
    """The error's class: ``IllegalMoveError``, ``BadRequest``, … (``InternalError``: a bug)."""
    message: str
    """What is wrong, in a player's words."""


class ErrorAnswer(TypedDict):
    error: ErrorInfo


class SvgRequest(GameRequest):
    """One position of a line as a picture to save (an export)."""

    ply: NotRequired[int]
    """Which position of the line: 0 is the start; by default the last (after every step)."""
    marks: NotRequired[str]
    """An author's marks, as for ``view``; on a table whose places move (Nonaga), those
    naming a place not there at this ply are left out."""
    arrows: NotRequired[str]
    width: NotRequired[int]
    """In pixels, from 16 to 4096 (480 by default)."""
    theme: NotRequired[str]
    """``light`` (the default) or ``dark``."""
    regions: NotRequired[bool]
    """Also draw the scoring regions (what **Show groups** shows)."""
    names: NotRequired[bool]
    """Also write every place's name."""


class SvgAnswer(TypedDict):
    svg: str
    """An SVG document: what ``py_games.draw.diagram(...).svg(...)`` writes of the position."""
    description: str
    """The picture in words (its SVG title): the board, the position, the marks and arrows."""


class LessonRequest(TypedDict):
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

    status: Literal["turn", "again", "right", "wrong"]
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


class PuzzlesRequest(TypedDict):
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


class PuzzleRequest(TypedDict):
    """A shipped puzzle, and (``moves``) a try at it."""

    puzzle: str
    """Its id, ``"<game>/<number>"`` (``"tonga/12"``)."""
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
    game: str
    number: int
    count: int
    """How many puzzles the game's set holds."""
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


FUNCTIONS: dict[str, tuple[type, type]] = {
    "catalog": (CatalogRequest, CatalogAnswer),
    "view": (ViewRequest, ViewAnswer),
    "play": (PlayRequest, PlayAnswer),
    "why_not": (WhyNotRequest, WhyNotAnswer),
    "record": (RecordRequest, RecordAnswer),
    "load": (LoadRequest, LoadAnswer),
    "think": (ThinkRequest, ThinkAnswer),
    "forget": (ForgetRequest, ForgetAnswer),
    "review": (ReviewRequest, ReviewAnswer),
    "edit": (EditRequest, EditAnswer),
    "svg": (SvgRequest, SvgAnswer),
    "lesson": (LessonRequest, LessonAnswer),
    "puzzles": (PuzzlesRequest, PuzzlesAnswer),
    "puzzle": (PuzzleRequest, PuzzleAnswer),
}
"""Each function of the bridge: the request it takes and the answer it gives."""
