"""What the bridge's functions of a game in play take and answer: the catalog, a position
viewed or a step played, why clicks begin no step, a record written or read, the computer's
search, and an error (any function's answer may be one).

Every request naming a position is a :class:`GameRequest`, so the other parts of the
contract (:mod:`.review`, :mod:`.pictures`) build on these.
"""

from typing import NotRequired, TypedDict

from .scene import BoardInfo, OptionInfo, Scene
from .shapes import Picture

OptionValues = dict[str, int | str | bool]
"""A game's options by name. In a request a value may also be text, read as a link's
fragment is (``"5"`` for 5)."""


# -- requests ----------------------------------------------------------------------------------


class AnyRequest(TypedDict):
    """What every request may carry, whatever its function."""

    lang: NotRequired[str]
    """The language of the answer's words (a BCP 47 tag: ``de``, ``pt-BR`` reads as ``pt``;
    ``en-XA`` is the pseudo-language of the tests); English when absent. A language not
    offered is an ``UnknownLanguageError`` naming the languages. Records, notation and
    position text are the same in every language."""


class GameRequest(AnyRequest):
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
    regions: NotRequired[bool]
    """Also draw the scoring regions in the picture (items ``when: "regions"``, what **Show
    groups** shows): left out unless asked, being half a late 19×19 picture of six players
    and much of its Python."""
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


class LoadRequest(AnyRequest):
    text: str
    """A record (see :mod:`py_games.records`)."""


class ThinkRequest(GameRequest):
    level: NotRequired[int]
    """0 (random) to 4; 2 when absent."""
    hint: NotRequired[bool]
    """The search a hint makes (:func:`py_games.ai.hint_search`: the game's learned evaluation
    where it has one, else all-moves statistics where the game names its steps), in place of
    ``level``'s."""
    seed: NotRequired[str]
    slice_ms: NotRequired[int]
    """How long this call may search: 1 to 500 ms (50 when absent)."""
    budget_ms: NotRequired[int]
    """How long the whole search may take: 1 to 60,000 ms (3,000 when absent)."""
    search: NotRequired[str]
    """The search to go on with, as an earlier answer named it."""


class ForgetRequest(AnyRequest):
    search: NotRequired[str]
    review: NotRequired[str]
    """A review to drop (cancelled)."""
    making: NotRequired[str]
    """A puzzle being made to drop (cancelled)."""


class CatalogRequest(AnyRequest):
    pass


# -- answers -----------------------------------------------------------------------------------


class StrengthInfo(TypedDict):
    """How strong a computer level plays a game (:mod:`py_games.ratings`): Elo points above
    level 0 (random), the 95% interval, and the games of the round robin it played."""

    rating: float
    low: float
    high: float
    games: int


class PartsInfo(TypedDict):
    """The optional parts a game has (its rules and its board it always has)."""

    editor: bool
    """A position editor (``editor.html``)."""
    lesson: bool
    """A lesson (``learn.html``)."""
    puzzles: bool
    """A puzzle set (``puzzles.html``)."""


class GameEntry(TypedDict):
    """A playable game, for menus and new-game forms."""

    id: str
    title: str
    summary: str
    """One line about the game."""
    groups_name: str
    options: list[OptionInfo]
    strengths: list[StrengthInfo | None]
    """Per level 0 to 4, its measured strength (None: not measured)."""
    has: PartsInfo
    """Which of the optional parts it has, so that a page says plainly what it lacks."""


class PlannedEntry(TypedDict):
    """A game the suite will have but cannot play yet."""

    id: str
    title: str


class LevelInfo(TypedDict):
    """A level the computer plays at: 0 plays at random, 1 to 4 search more and more."""

    level: int
    name: str
    """The level's name as records and a board's ``players`` attribute write it (``casual``),
    the same in every language."""
    label: str
    """The level's name in words, in the request's language."""


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
    default first, as the text writes them. Always sent."""
    colour_labels: NotRequired[list[str]]
    """What each of ``colours`` is called, in the answer's language, in the same order.
    Always sent."""


class History(TypedDict):
    """Every step of the line, for a move list."""

    moves: list[str]
    """Each step's canonical text."""
    movers: list[int]
    """Who played each step."""
    first_turn_step: int
    """Where in its turn the line's first step stands: its index in the board's
    ``turn_steps`` (a line from a position at a turn's second step begins with a ring: 1);
    0 for a game whose steps are not named."""


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


class ErrorInfo(TypedDict):
    type: str
    """The error's class: ``IllegalMoveError``, ``BadRequest``, … (``InternalError``: a bug)."""
    message: str
    """What is wrong, in a player's words."""


class ErrorAnswer(TypedDict):
    error: ErrorInfo
