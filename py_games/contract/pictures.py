"""What the bridge's pictures take and answer: a position editor's sketch (``edit``) and one
position drawn to export (``svg``)."""

from typing import NotRequired, TypedDict

from .play import AnyRequest, GameRequest, OptionValues
from .scene import BoardInfo, PieceInfo, PlaceInfo
from .shapes import Picture


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
    """What it is, in words ("black stone", "W2.1 tile")."""
    piece: PieceInfo
    """How it looks, standing on ``piece.at`` (a place it fits, where the palette draws it)."""
    svg: NotRequired[str]
    """Its picture alone, for a palette, in the reader's colour scheme (sent with
    ``"board": true``)."""


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
    """Besides ``choices`` (``-``, none), any place's name (a game's last cell filled)."""


class EditRequest(AnyRequest):
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
    html: NotRequired[bool]
    """Also answer ``html``, for copying: left out unless asked, as writing it is half the
    work of a click on a full 19×19 board and as long as the picture."""
    picture: NotRequired[bool]
    """Answer ``picture`` (what a canvas draws, ``web/render``) instead of ``svg``: what the
    editor draws at every click, its SVG asked only to download (writing it is a third of a
    click's work on a full 19×19 board, and a page lays an SVG of hundreds of shapes out
    slower than a canvas draws them)."""


class EditAnswer(TypedDict):
    sketch: Sketch
    """The sketch as checked (fields filled with their defaults)."""
    position: str
    """Its position text, possible or not."""
    problem: str | None
    """Why the position is impossible, in the rules' words; ``null`` when it is possible."""
    kinds: list[KindInfo]
    fields: list[FieldInfo]
    svg: NotRequired[str]
    """Its picture, drawn even when it is impossible, with the marks and arrows; unless
    ``picture`` is asked."""
    picture: NotRequired[Picture]
    """The same picture as items, when ``picture`` is asked: what the SVG draws (not the
    items shown only on request, the scoring regions and the places' names)."""
    description: str
    """What the picture says to a screen reader (the SVG's title): the board, the position in
    words or why it is impossible, the marks and arrows."""
    html: NotRequired[str | None]
    """When asked (``html``): the board element with its picture, when the position is
    possible; ``null`` when it is not."""
    places: NotRequired[list[PlaceInfo]]
    """The places a click can land on when they are not the board's own: a table's, around
    the pieces. Left out otherwise: they are ``board.places``."""
    board: NotRequired[BoardInfo]


class SvgRequest(GameRequest):
    """One position of a line as a picture to save (an export)."""

    ply: NotRequired[int]
    """Which position of the line: 0 is the start; by default the last (after every step)."""
    marks: NotRequired[str]
    """An author's marks, as for ``view``; on a table whose places move, those
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
