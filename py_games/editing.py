"""A sketch of a position: what a position editor holds, possible or not.

A sketch is plain data, ``{"pieces": {place: kind}, "fields": {name: value}}``: what stands
on each place (a kind's id, as the game's editor lists them in ``kinds``) and the
position's other fields (``fields``: who is to move, which part of the turn, …) as position
text writes them. Each game's editor (:class:`py_games.view.editor.Editor`, one of its parts)
says which kinds and fields it has and how a sketch is written as position text and read back
(``compose`` and ``decompose``); this module holds what they share:

- :func:`check` refuses what is not a sketch of the game, naming it: a place not on the
  board, a kind or field it does not have, a value it cannot take, more pieces than the
  board has places, anything that is not text. A field left out takes its default.
- :func:`edit` answers the bridge's ``edit``: the sketch's position text, and whether it is
  possible, which is exactly what ``game.from_position`` says (its message is the reason
  shown), with its picture (drawn even when impossible, from the sketch's pieces alone, with
  the same looks) as SVG or, when asked, as the items a canvas draws (the editor's board), what
  that picture says to a screen reader, and, when asked and possible, the board element's
  HTML (for copying: left out otherwise, being as long as the picture and as much work on a
  full board).

Choices:

- A field's value is text, as position text writes it (``"2r"``, ``"b"``, ``"-"``), with
  words for each value (:class:`~.answers.FieldInfo`), so composing is writing fields out.
- The picture of an impossible position shows its pieces only: no last turn, no regions,
  no marks the rules would work out, since the rules cannot read it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import registry
from .core.errors import GameError, InvalidPositionError, quoted
from .core.limits import POSITION
from .core.limits import check as check_limit
from .draw import Diagram
from .draw.annotations import check as check_annotations
from .draw.annotations import describe, of
from .draw.picture import bounds, picture
from .draw.svg import svg
from .i18n import _, number

if TYPE_CHECKING:
    from .contract import EditAnswer, FieldInfo, KindInfo, Sketch
    from .contract.scene import Scene
    from .core.game import Game
    from .view.editor import Editor

NAME = 32
"""The longest place name, kind id or field name read (Nonaga's ``-999999,-999999`` is 15)."""


class InvalidSketchError(GameError):
    """Something that is not a sketch of the game: an unknown place, kind, field or value."""


def check(editor: Editor[Any, Any], sketch: object) -> Sketch:
    """``sketch`` checked against the game's places, kinds and fields, with every field
    (missing ones at their default); raises :class:`InvalidSketchError` naming what is wrong."""
    if not isinstance(sketch, dict):
        raise InvalidSketchError(
            _("a sketch is an object with pieces and fields, not {given}").format(
                given=quoted(sketch)
            )
        )
    unknown = sorted(set(sketch) - {"pieces", "fields"})
    if unknown:
        raise InvalidSketchError(
            _("a sketch holds pieces and fields, not {given}").format(given=quoted(unknown[0]))
        )
    pieces = sketch.get("pieces", {})
    fields = sketch.get("fields", {})
    for what, value in (("pieces", pieces), ("fields", fields)):
        if not isinstance(value, dict):
            raise InvalidSketchError(
                # TRANSLATORS: {what} is "pieces" or "fields", a sketch's keys (never translated).
                _("a sketch's {what} are an object, not {given}").format(
                    what=what, given=quoted(value)
                )
            )
    most = len(editor.presenter.board()["places"])
    if len(pieces) > most:
        raise InvalidSketchError(
            _("the sketch has {n} pieces; the board has {most} places").format(
                n=number(len(pieces)), most=most
            )
        )
    kinds = {kind["id"] for kind in editor.kinds()}
    for place, kind in pieces.items():
        if not _name(place) or not editor.allows(place):
            raise InvalidSketchError(
                _("there is no place {place} on this board").format(place=quoted(place))
            )
        if not isinstance(kind, str) or kind not in kinds:
            raise InvalidSketchError(
                # TRANSLATORS: {kind} and {kinds} are pieces' ids (never translated).
                _("{place} holds {kind}; the pieces are: {kinds}").format(
                    place=place, kind=quoted(kind), kinds=", ".join(sorted(kinds))
                )
            )
    known = {field["name"]: field for field in editor.fields()}
    for name in fields:
        if name not in known:
            raise InvalidSketchError(
                _("there is no field {field}; the fields are: {fields}").format(
                    field=quoted(name), fields=", ".join(known)
                )
            )
    checked: dict[str, str] = {}
    for name, field in known.items():
        value = fields.get(name, field["default"])
        checked[name] = _value(editor, field, value)
    return {"pieces": dict(pieces), "fields": checked}


def _name(text: object) -> bool:
    return isinstance(text, str) and 0 < len(text) <= NAME


def _value(editor: Editor[Any, Any], field: FieldInfo, value: object) -> str:
    if isinstance(value, str) and value in field["choices"]:
        return value
    if field.get("place") and _name(value) and editor.allows(str(value)):
        return str(value)
    said = (
        # TRANSLATORS: {field} is a field's label; {choices} its values (never translated).
        _("{field} is {choices} or a place, not {given}")
        if field.get("place")
        else _("{field} is {choices}, not {given}")
    )
    raise InvalidSketchError(
        said.format(field=field["label"], choices=", ".join(field["choices"]), given=quoted(value))
    )


def sketch_scene(editor: Editor[Any, Any], sketch: Sketch) -> Scene:
    """A scene holding only the sketch's pieces: what a picture of it draws."""
    scene: Scene = {
        "position": "", "to_move": None, "status": [], "part": "", "hint": "", "summary": [],
        "pieces": editor.pieces(sketch), "regions": [], "marks": [], "last": [],
        "legal": [], "scores": [], "outcome": None,
    }  # fmt: skip
    places = editor.places(sketch)
    if places is not None:
        scene["places"] = places
    return scene


def edit(
    game: Game[Any, Any],
    sketch: object = None,
    *,
    position: str | None = None,
    marks: str = "",
    arrows: str = "",
    width: int = 480,
    board: bool = False,
    html: bool = False,
    items: bool = False,
) -> EditAnswer:
    """The bridge's ``edit`` (see the module's docstring): ``sketch`` checked, or ``position``
    read into one, or with neither the start position; the board element's ``html`` only
    when asked; the picture as SVG, or as its ``items`` (the bridge's ``picture``) for a page
    that draws it on a canvas."""
    editing = registry.editor(game)  # refuses a game without one, saying so
    presenter = editing.presenter
    if position is not None:
        sketch = editing.decompose(game.from_position(position))
    elif sketch is None:  # a new editor starts from the game's start
        sketch = editing.decompose(game.initial_state())
    checked = check(editing, sketch if sketch is not None else {})
    text = editing.compose(checked)
    check_limit(InvalidSketchError, _("the position"), len(text), POSITION)
    annotations = of(marks, arrows)
    try:
        state = game.from_position(text)
    except InvalidPositionError as error:
        problem: str | None = str(error)
        state = None
    else:
        problem = None
    info = presenter.board()
    scene = sketch_scene(editing, checked)
    # A table's places are its own at each position (round its pieces); a board's are the board's.
    own = scene.get("places")
    check_annotations(annotations, {p["name"]: p for p in (info["places"] if own is None else own)})
    element = None
    if state is not None:
        figure = Diagram(game, state, (), annotations)
        drawn, title = figure.plain, figure.description
        element = figure.html(width) if html else None
        own = figure.scene.get("places", own)
    else:
        told = describe(annotations)
        said = (
            # TRANSLATORS: {title} is a game's name; {problem} why the position cannot be;
            # {told} the marks and arrows drawn ("Marked: c3.").
            _("{title} board, impossible position: {problem} {told}")
            if told
            else _("{title} board, impossible position: {problem}")
        )
        title = said.format(title=info["title"], problem=problem, told=told)
        # (Without the regions' items, which an SVG shows only when asked: as Diagram.svg.)
        drawn = picture(info, scene, annotations, regions=False)
    kinds = editing.kinds()
    answer: EditAnswer = {
        "sketch": checked,
        "position": text,
        "problem": problem,
        "kinds": kinds,
        "fields": editing.fields(),
        "description": title,
    }
    if own is not None:
        # A board's are sent with it (``board``) and not again at every click: a full 19×19
        # board's 361 were a third of its answer, and a millisecond of Python's work.
        answer["places"] = own
    if items:
        # What the SVG draws: not the items shown only on request (every place's name), which
        # would be a third of a full board's answer.
        shown = [item for item in drawn["items"] if "when" not in item]
        answer["picture"] = {**drawn, "items": shown}
    else:
        answer["svg"] = svg(drawn, width=width, title=title)
    if html:
        answer["html"] = element
    if board:
        answer["board"] = info
        answer["kinds"] = [{**kind, "svg": kind_svg(editing, kind)} for kind in kinds]
    return answer


def kind_svg(editor: Editor[Any, Any], kind: KindInfo) -> str:
    """A kind of piece drawn alone, on its own place's box: for a palette, in the reader's
    scheme (``"auto"``), as the editor's board is (a black seat's mark drawn light on dark)."""
    info = editor.presenter.board()
    at = kind["piece"]["at"]
    place = next(p for p in info["places"] if p["name"] == at)
    sketch: Sketch = {"pieces": {at: kind["id"]}, "fields": {}}
    drawn = picture(info, sketch_scene(editor, sketch))
    items = [item for item in drawn["items"] if item.get("layer") == "pieces" and "piece" in item]
    box = bounds([place], [], [])
    return svg({"box": box, "items": items}, width=40, theme="auto", title=kind["label"])
