"""What the bridge's practice takes and answers (:mod:`py_games.practice`): everything a page
shows of a player's practice, worked out from the journal it keeps, and an imported file
checked and added to it.

The page keeps the journal's text in the browser (JSON Lines: the header line, then one
:class:`EventInfo` a line; ``py_games/practice/journal.py`` says each kind's fields), adds a
line for each thing the player does, in one synchronous write, and sends the whole text with
each request: every answer is a function of that text and ``now``."""

from typing import Literal, NotRequired, TypedDict

from .play import AnyRequest, OptionValues

EventKind = Literal[
    "try", "lesson", "collect", "uncollect", "name_collection", "delete_collection", "made",
    "run_start", "run_end",
]  # fmt: skip


class EventInfo(TypedDict):
    """One line of the journal, as the page writes it (its fields by kind: a ``try`` has
    ``puzzle``, ``result``, ``seconds``, ``difficulty`` and, in a timed run, ``run``)."""

    id: str
    """Unique: the time and a random part (``Date.now().toString(36)`` and a few letters)."""
    at: int
    """Milliseconds since 1970 (``Date.now()``)."""
    kind: EventKind
    puzzle: NotRequired[str]
    result: NotRequired[Literal["solved", "missed", "hint", "shown"]]
    seconds: NotRequired[float]
    difficulty: NotRequired[int]
    run: NotRequired[str]
    task: NotRequired[str]
    passed: NotRequired[bool]
    collection: NotRequired[str]
    name: NotRequired[str]
    game: NotRequired[str]
    options: NotRequired[OptionValues]
    position: NotRequired[str]
    solution: NotRequired[str]
    depth: NotRequired[int]
    set: NotRequired[str]
    seed: NotRequired[str]


class PracticeRequest(AnyRequest):
    journal: str | list[str]
    """The journal's text as the browser keeps it (empty for a player with none yet), or its
    texts: one per tab, each appended to by its own tab alone, read as one journal. Local
    storage is not locked between tabs (Chrome gives each tab's process its own copy, synced
    later), so two tabs appending to one text can lose a line; two texts cannot."""
    now: int
    """Milliseconds since 1970: what is due, the rating's idle days and a run's clock."""
    offset: NotRequired[int]
    """Minutes the player's clock is ahead of UTC (``-new Date().getTimezoneOffset()``): the
    days of the rating's history. 0 by default."""
    game: NotRequired[str]
    """A game with shipped puzzles: also answer ``next``, the puzzle to serve."""
    seed: NotRequired[str]
    """``next``'s seed (the same seed, the same puzzle); the journal's length by default."""
    export: NotRequired[bool]
    """Also answer ``export``: the journal as one file."""


class QueueEntry(TypedDict):
    """A mistake that comes back: the page lists it, and opens the puzzle or the task."""

    kind: Literal["puzzle", "lesson"]
    id: str
    """The puzzle's id, or the lesson task's (``"<game>/<task>"``)."""
    due: int
    """When it is (was) due, in milliseconds since 1970."""
    review: int
    """Its review, from 1 (a day after the miss) to 4 (21 days after the third)."""
    since: int
    """When it was last missed."""


class RatingPoint(TypedDict):
    """A point of the rating's chart: the rating at the end of a day."""

    day: str
    """``YYYY-MM-DD`` in the player's time zone."""
    rating: float
    deviation: float


class SolverInfo(TypedDict):
    """The solver's Glicko-2 rating at ``now``, to show with its uncertainty."""

    rating: float
    deviation: float
    """One standard deviation; the page may draw ``low`` to ``high``."""
    volatility: float
    low: float
    high: float
    """The 95% interval: ``rating ± 1.96 deviation``."""
    tries: int
    """Rated tries (the first try at each puzzle outside a timed run)."""
    said: str
    """"1464 ± 297": the rating and its 95% margin, in the page's language."""
    history: list[RatingPoint]
    """One point per day with rated tries, oldest first: the chart."""


class CollectionInfo(TypedDict):
    id: str
    name: str | None
    """``null`` until a name comes (put in from another tab or file before it was named)."""
    puzzles: list[str]
    """Puzzle ids, in the order they were put in."""


class KeptPuzzleInfo(TypedDict):
    """A puzzle the player made and kept (what ``made`` events hold)."""

    id: str
    """``"made/…"``: what its tries and collections name."""
    game: str
    title: str
    """The game's title (its id, for a game this site does not have)."""
    options: OptionValues
    position: str
    solution: str
    depth: int
    difficulty: int
    """Its own, or read from its depth: what its tries write."""
    made: int
    """When it was first kept."""


class RunInfo(TypedDict):
    """The last timed run: going on (``over`` null) or over."""

    id: str
    set: str
    """The game whose shipped puzzles it plays."""
    started: int
    deadline: int
    """When its time is (was) up, misses' penalties taken off: the page's clock counts down
    to it."""
    left_ms: int
    """Time left at ``now``; 0 once over."""
    over: Literal["time", "player", "plan"] | None
    """Why it is over (time up, ended by the player, every planned puzzle played)."""
    score: int
    """Puzzles solved."""
    misses: int
    current: str | None
    """The puzzle to show now; ``null`` once over."""
    number: int
    """The current puzzle's number in the run, from 1 (the tries counted, plus one)."""
    missed: list[str]
    slow: list[str]
    """Solved, but in more than 20 seconds."""
    replay: list[str]
    """Missed and slow, in the order played: to replay in a row at the end."""


class DamageInfo(TypedDict):
    """A line of the kept journal that could not be read (it stays in the text: the page
    says so and offers the file's export)."""

    text: int
    """Which of the journal's texts (from 0)."""
    line: int
    problem: str


class NextInfo(TypedDict):
    puzzle: str | None
    """The puzzle to serve: near the solver's rating, not tried yet while any is left."""
    rating: float | None
    """Its rating."""


class JournalLimits(TypedDict):
    """What a journal may hold: the page refuses to add past them (and says to export)."""

    events: int
    characters: int


class PracticeAnswer(TypedDict):
    events: int
    """Events in the journal."""
    due: list[QueueEntry]
    """Mistakes due now, the longest due first: what Review mistakes serves."""
    later: list[QueueEntry]
    """In the queue but not due yet, the soonest first."""
    learned: int
    """Mistakes that left the queue, passed at their 21-day review."""
    said: str
    """"3 mistakes to review" (or that there is none), in the page's language."""
    solver: SolverInfo
    collections: list[CollectionInfo]
    """Oldest first."""
    made: list[KeptPuzzleInfo]
    """Oldest first."""
    run: RunInfo | None
    """The last timed run, or ``null``."""
    next: NotRequired[NextInfo]
    """When ``game`` was asked."""
    damaged: list[DamageInfo]
    """Lines of the journal that could not be read; every other line counts."""
    limits: JournalLimits
    export: NotRequired[str]
    """When asked for: the whole journal as one file's text (what ``practice_import`` reads
    back), every event once, in order; a damaged line is left out (``damaged`` names it)."""


class PracticeImportRequest(AnyRequest):
    journal: str | list[str]
    """The journal the browser keeps, as ``practice`` takes it: the lines to append go to the
    first text (the page sends an empty one first, the import's own)."""
    text: str
    """The file's text."""


class PracticeImportAnswer(TypedDict):
    """A file checked as a whole: its events the journal lacks, to add. A file refused is a
    ``JournalError`` naming the line and what is wrong, and nothing is added."""

    lines: list[str]
    """Lines to append to the journal's (first) text, in one write (to an empty one, the
    header first): never a line the journal holds, so another tab's lines stay as they are."""
    added: int
    """New events."""
    known: int
    """Events of the file the journal already holds."""
    said: str
    """"12 events added" (or that the file holds nothing new), in the page's language."""
