"""The scene: everything the front end draws and lets a player click, as plain JSON data.

This is the one contract between the rules and every board on every page. Python says what is
where and what it means, in words; the board draws it, turns clicks into place names, and
decides nothing. These TypedDicts are the reference: ``tools/contract_types.py`` writes the
same shapes for the web code as TypeScript (``web/contract.d.ts``, checked by ``tsc``), a
test fails when that file is stale, and ``tests/test_scene.py`` checks every registered
game's scenes against these definitions on random positions. What the bridge's functions take
and answer, around these, is in :mod:`py_games.contract`.

Two parts:

:class:`BoardInfo`
    What does not change during a game, sent once per game: title, options, players and their
    looks, the places of the empty board (every cell a click can hit, with its centre and
    outline polygon: a square grid, a hexhex board, Nonaga's rings and Tomoe's spaces of three
    hexagons are all just places), the coordinates written around it and what is printed on it.
:class:`Scene`
    One position: pieces (with ids that follow them when they move), regions that score, marks,
    the whole last turn, whose turn and which part of it, every legal step (its notation, its
    places, the orders they may be clicked in, what each place will hold, and for a tile the
    piece itself), the scores and the outcome, all with their words: the status (whose turn and
    which part of it, or who won and why), the hint, and the summary a screen reader hears.

The board decides nothing: which steps the clicks so far continue is matched against the
orders Python lists (``web/board/click.js``, tested in Node against Python's own ``why_not``
on random positions of every game). Looks are a small vocabulary (:data:`PieceLook`,
:data:`MarkLook`, …): drawing a new game means new looks at most, never a new renderer.

Coordinates are board units with ``y`` growing downwards; the board scales them to fit.
Places are named as in notation (``c3``, ``e5``), so a click's place is a step's cell.

Words that name a player are :data:`Sentence` values: text with the players left as
references, which each board fills in with the name it shows for that seat (with its colour
and shape: "Player 1 (Blue cross)"), so every word is Python's and every look the board's.
"""

from typing import Literal, NotRequired, TypedDict

from ..core.layout import LabelInfo, PlaceInfo
from ..core.options import OptionInfo, OptionKind
from ..core.values import StepKind

__all__ = [
    "LabelInfo",
    "OptionInfo",
    "OptionKind",
    "PlaceInfo",
    "StepKind",
]  # re-exported: part of the scene's contract

# The vocabulary of looks and kinds: each word is one the board knows how to draw or do. A
# game that needs a new one adds it here and teaches the board (web/render/) to draw it.
PlayerLook = Literal["mark", "black", "white", "counter"]
"""How a player's pieces look (see :class:`PlayerInfo`)."""
PieceLook = Literal["mark", "black", "white", "ring", "counter", "palago"]
"""How a piece looks (see :class:`PieceInfo`)."""
MarkLook = Literal["dead", "locked", "win"]
"""How marked places are shown (see :class:`MarkInfo`)."""
PrintedLook = Literal["palago"]
"""What is printed on a board besides its places (see :class:`PrintedInfo`)."""
EmptyLook = Literal["red"]
"""How an empty place is painted where it is not the paper."""
SurfaceKind = Literal["board", "table"]
"""A printed board, or bare table (see :class:`BoardInfo`)."""


class PlayerRef(TypedDict):
    """A player named in a :data:`Sentence`: the board writes the name it shows for them."""

    player: int


Sentence = list[str | PlayerRef]
"""Words with players in them, in order: ``[{"player": 0}, " to move."]`` reads "Player 1
(Blue cross) to move." on a board whose first seat is a blue cross."""


class PlayerInfo(TypedDict):
    name: str
    """How the rules call the player ("Black", "Player 1")."""
    look: PlayerLook
    """How their pieces look: ``"mark"`` (their own seat's mark), ``"black"``, ``"white"``,
    ``"counter"`` (a disc in their seat's colour with its mark)."""


class PrintedInfo(TypedDict):
    """Something printed on the board itself (a printed frame): drawn under everything, never
    clicked."""

    look: PrintedLook
    """``"palago"``: hexagons in Palago's pattern, as a piece's ``hexes`` describe them."""
    hexes: list[list[float]]


class BoardInfo(TypedDict):
    """What stays the same for a whole game."""

    game: str
    title: str
    options: dict[str, int | str | bool]
    players: list[PlayerInfo]
    groups_name: str
    """What the regions that score are called ("islands"), for "Show the …"; ``""``: a game
    whose scenes have no regions (no such box is offered)."""
    surface: SurfaceKind
    """``"board"``: places are cells of a printed board, drawn with lines between them;
    ``"table"``: places are bare table, drawn only when a piece stands there or a step can go
    there (places that move)."""
    places: list[PlaceInfo]
    labels: list[LabelInfo]
    printed: NotRequired[list[PrintedInfo]]
    """What the board has printed on it besides its places (a frame)."""
    empty: NotRequired[EmptyLook]
    """How an empty place is painted where it is not the paper: ``"red"`` (spaces printed red)."""
    look_names: NotRequired[dict[str, str]]
    """What a reader calls a piece of each look, in the answer's language (``"black"``:
    "black stone", ``"ring"``: "ring"), for words that name a piece (a screen reader's)."""
    turn_steps: NotRequired[list[str]]
    """What each step of a turn moves, in order, where the steps' texts read alike (a
    two-step turn: ``["counter", "ring"]``), in the answer's language: the move list says it
    beside each step."""


class PieceInfo(TypedDict):
    id: str
    """Stable for the piece's life, so a piece that moves can be animated."""
    at: str
    """The place it stands on."""
    look: PieceLook
    """``"mark"``, ``"black"``, ``"white"``, ``"ring"``, ``"counter"`` (later tiles). Pieces
    sharing a place are listed bottom first (a ring, then the counter on it)."""
    owner: int | None
    """The player it belongs to, if any: a ``mark`` is drawn in its owner's seat colours."""
    hexes: NotRequired[list[list[float]]]
    """For the look ``"palago"``: the hexagons it is made of, each ``[x, y, tip]``: a
    pointy-top hexagon of circumradius 1 centred on ``(x, y)`` in board units, in Palago's
    pattern with its white tip at corner ``tip`` (corners clockwise from the top: 0 N, 1 NE,
    2 SE, 3 S, 4 SW, 5 NW). A straight line joins the middles of the sides ``tip+1 – tip+2``
    and ``tip+4 – tip+5``; arcs of radius ½ round corners ``tip`` and ``tip+3`` cut off the
    white tip and the black tip; between them lie the black arch (the tip's side of the line)
    and the white arch."""
    label: NotRequired[str]
    """What the piece is, in words, where its look cannot say ("W2.1 tile")."""
    angle: NotRequired[float]
    """How far the piece is turned, in degrees counter-clockwise: when it changes, the piece
    turns about its place's centre (the shorter way) instead of jumping."""


class RegionInfo(TypedDict):
    """Places that make up a score: a group, an island."""

    cells: list[str]
    owner: int | None
    label: str
    """Short text drawn on it (its size)."""
    counts: bool
    """Whether it counts: the three largest groups that score, the ranks compared."""
    parts: NotRequired[list[list[float]]]
    """Where a region is parts of hexagons rather than whole places (areas of tiles): each
    ``[x, y, tip, part]``, a hexagon as in ``PieceInfo.hexes`` and which of its four parts
    (0 white tip, 1 black arch, 2 white arch, 3 black tip)."""


class MarkInfo(TypedDict):
    """Places the board shows in a special way, with what that means."""

    cells: list[str]
    look: MarkLook
    """``"dead"``: can never be played again; ``"locked"``: may not move this turn (the
    ring moved last, tiles in a closed ring); ``"win"``: the pieces that won,
    outlined in ``owner``'s colours."""
    label: str
    owner: NotRequired[int]


class StepInfo(TypedDict):
    """A legal step, as a player makes it."""

    step: str
    """Its notation: what ``play`` is given."""
    cells: list[str]
    """The places it touches, in the order they are clicked unless ``orders`` says more."""
    orders: NotRequired[list[list[str]]]
    """Every sequence of clicks that makes this step, where there is more than ``cells``
    (a pair of stones: black's cell then white's, or white's cell clicked twice then black's),
    the usual one first. A board matches the clicks so far against these and decides nothing
    else; where clicks so far follow several steps' orders, it previews the steps whose first
    order they follow (the first cell clicked shows black)."""
    kind: StepKind
    """``"place"``, ``"move"`` or ``"rotate"``."""
    label: str
    """A few words for a picker or a screen reader ("black stone")."""
    looks: list[str]
    """What appears on each clicked place (``"black"``, ``"white"``, ``"mark"``): previews."""
    pieces: NotRequired[list[PieceInfo]]
    """The pieces as the step leaves them on its places, where a look alone cannot say
    (a tile in its rotation): what a picker and a preview draw."""


class TurnStepInfo(TypedDict):
    """A step of the last turn, to mark on the board."""

    step: str
    cells: list[str]
    kind: StepKind
    player: int


class ScoreInfo(TypedDict):
    value: int | list[int]
    """The score as the rules compare it: a number, or a list (group sizes)."""
    text: str
    """The score to show ("114", "4 1 1")."""
    formula: str
    """What it is made of ("8² + 5² + 5² = 114")."""


class OutcomeInfo(TypedDict):
    winners: list[int]
    scores: list[int | list[int]]
    reason: str
    """Why the game ended ("no two empty cells touch")."""
    decided: str
    """What decided the winners, with any tie-break."""
    draw: bool
    headline: str
    """Who won, in a few words ("Black wins", "Draw")."""
    explanation: str
    """Why the game ended and what decided, in sentences ("The game ended because …")."""
    text: str
    """The result line of a record: headline, scores and reason."""


class Scene(TypedDict):
    """One position, as drawn and played."""

    position: str
    to_move: int | None
    status: Sentence
    """Whose turn it is and which part of it ("Player 1 to move (step 2 of 2: move a ring)."),
    or who won and why ("Black wins: the board is full.")."""
    part: str
    """Which part of the turn comes next, where a turn has several ("" otherwise)."""
    hint: str
    """What the player to move must do, in a sentence."""
    summary: Sentence
    """The position in words, for a screen reader: the last turn, the status, the hint and
    the scores."""
    pieces: list[PieceInfo]
    regions: list[RegionInfo]
    marks: list[MarkInfo]
    last: list[TurnStepInfo]
    """Every step of the last turn, in order; empty before the first."""
    legal: list[StepInfo]
    scores: list[ScoreInfo]
    outcome: OutcomeInfo | None
    places: NotRequired[list[PlaceInfo]]
    """The places of this position where the board changes shape (a moving table), replacing the
    board's; absent where the board's places never change."""
