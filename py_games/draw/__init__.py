"""Pictures of positions, apart from the rules: SVG text from Python, the same as the board.

>>> import py_games
>>> from py_games.draw import diagram
>>> game = py_games.get_game("contiguous", size=3)
>>> picture = diagram(game, moves=["b2", "a1"], marks="c3:green:A", arrows="a1>c3")
>>> picture.svg(width=200)[:40]
'<svg xmlns="http://www.w3.org/2000/svg" '
>>> picture.description
'Contiguous board. Player 2 (Orange ring) played a1. Player 1 (Blue cross) to move. ...'

In a notebook a :class:`Diagram` shows as its picture (``_repr_svg_``); :meth:`Diagram.html`
is the board element with the picture inside, for a page that shows it without script and
lets ``board.js`` bring it to life. The pieces (:mod:`.shapes`, :mod:`.looks`,
:mod:`.palette`, :mod:`.picture`, :mod:`.svg`) are what the canvas draws from too.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..core.errors import GameError
from ..i18n import _
from ..registry import present
from .annotations import Annotations, Arrow, Mark, check, describe, of
from .markup import escape
from .palette import Scheme, seats
from .picture import picture
from .svg import Theme, svg

if TYPE_CHECKING:
    from ..contract.scene import BoardInfo, Sentence
    from ..contract.shapes import Picture, Toggle
    from ..core.game import Game
    from ..core.values import Move, State

__all__ = ["Diagram", "diagram", "words"]


def words(sentence: Sentence, board: BoardInfo, scheme: Scheme = "light") -> str:
    """A sentence with each player named as a board names them: "Player 1 (Blue cross)", or
    "Black" for a player of stones."""
    looks = seats(scheme)
    out = []
    for part in sentence:
        if isinstance(part, str):
            out.append(part)
            continue
        info = board["players"][part["player"]]
        if info["look"] in ("black", "white"):
            out.append(info["name"])
        else:
            seat = looks[part["player"] % len(looks)]
            # TRANSLATORS: a player named with their seat's look: "Player 1 (Blue cross)".
            out.append(_("{player} ({seat})").format(player=info["name"], seat=_(seat["label"])))
    return "".join(out)


class Diagram:
    """A position of a game with an author's marks and arrows: its picture, as SVG or as the
    board element's HTML."""

    def __init__(
        self,
        game: Game[Any, Any],
        state: State,
        last: Sequence[tuple[int, Move]] = (),
        annotations: Annotations | None = None,
        *,
        start: str | None = None,
        moves: Sequence[str] = (),
        opening: State | None = None,
    ) -> None:
        self.game = game
        self.state = state
        # Where a diagram element opens (before its moves): what its HTML's picture shows.
        self._opening = opening if opening is not None and moves else None
        self.annotations: Annotations = annotations or {}
        self._start = start
        self._moves = list(moves)
        presenter = present(game)
        self.board = presenter.board()
        self.scene = presenter.scene(state, last)
        check(
            self.annotations, {p["name"]: p for p in self.scene.get("places", self.board["places"])}
        )

    @cached_property
    def picture(self) -> Picture:
        """The whole picture, the scoring regions' items included."""
        return picture(self.board, self.scene, self.annotations)

    @cached_property
    def plain(self) -> Picture:
        """The picture without the regions' items, which an SVG not showing them leaves out
        (working them out is much of a late board's picture: an editor's click draws this)."""
        return picture(self.board, self.scene, self.annotations, regions=False)

    @property
    def description(self) -> str:
        """What a screen reader hears: the board, the position in words, the marks and arrows."""
        told = describe(self.annotations)
        summary = words(self.scene["summary"], self.board)
        # TRANSLATORS: {title} is a game's name; {summary} the position in words; {told} the
        # marks and arrows drawn ("Marked: c3. Arrow: c3 to e5.").
        said = _("{title} board. {summary} {told}") if told else _("{title} board. {summary}")
        return said.format(title=self.board["title"], summary=summary, told=told)

    def svg(
        self,
        width: float = 400,
        *,
        theme: Theme = "light",
        regions: bool = False,
        names: bool = False,
    ) -> str:
        """The picture as SVG, ``width`` CSS pixels wide, light, dark or following the reader
        (``"auto"``), with the scoring regions and the places' names if asked."""
        show: set[Toggle] = set()
        if regions:
            show.add("regions")
        if names:
            show.add("names")
        return svg(
            self.picture if regions else self.plain,
            width=width,
            theme=theme,
            show=frozenset(show),
            title=self.description,
        )

    def html(self, width: float = 400, *, theme: Theme = "auto") -> str:
        """``<py-games-board>`` with this position's attributes and its SVG inside: the page
        shows the picture with no script, in print and before Python is up, and ``board.js``
        (where the page loads it) draws the live board over it. With moves, the element is a
        diagram that opens on its first position (◀ ▶ step through them), and its picture
        shows that position."""
        attributes = {
            "game": self.board["game"],
            "options": json.dumps(self.board["options"], separators=(",", ":")),
        }
        if self._start is not None:
            attributes["position"] = self._start
        elif not self._moves:
            attributes["position"] = self.game.position(self.state)
        if self._moves:
            attributes["moves"] = " ".join(self._moves)
        marks = " ".join(_mark_text(m) for m in self.annotations.get("marks", []))
        arrows = " ".join(_arrow_text(a) for a in self.annotations.get("arrows", []))
        if marks:
            attributes["marks"] = marks
        if arrows:
            attributes["arrows"] = arrows
        if theme != "auto":
            attributes["theme"] = theme
        written = "".join(f' {name}="{escape(value)}"' for name, value in attributes.items())
        # A diagram with moves opens on its first position, to step through them: so does
        # its picture, so that the live board takes over showing the same thing.
        shown = (
            self
            if self._opening is None
            else Diagram(self.game, self._opening, (), self.annotations)
        )
        return f"<py-games-board{written}>{shown.svg(width, theme=theme)}</py-games-board>"

    def _repr_svg_(self) -> str:
        return self.svg(theme="auto")

    def __repr__(self) -> str:
        return f"<Diagram of {self.game!r}: {self.game.position(self.state)!r}>"


def _mark_text(mark: Mark) -> str:
    colour = mark.get("color", "")
    label = mark.get("label")
    return mark["at"] + (f":{colour}" if colour or label else "") + (f":{label}" if label else "")


def _arrow_text(arrow: Arrow) -> str:
    return f"{arrow['start']}>{arrow['end']}" + (f":{arrow['color']}" if "color" in arrow else "")


def diagram(
    game: Game[Any, Any],
    state: State | None = None,
    *,
    position: str | None = None,
    moves: Sequence[str] = (),
    marks: str | Sequence[Mark] = "",
    arrows: str | Sequence[Arrow] = "",
) -> Diagram:
    """A diagram of ``game``: at ``state``, or at ``position`` (position text; the start when
    neither), after ``moves`` (the last turn of which is marked), with ``marks`` and
    ``arrows`` (text, as :mod:`.annotations` reads it, or lists). Raises a
    :class:`~py_games.GameError` naming what is wrong."""
    if state is not None and position is not None:
        raise GameError("give a state or a position, not both")
    if state is None:
        state = game.from_position(position) if position is not None else game.initial_state()
    opening = state
    played: list[tuple[int, Move]] = []
    for text in moves:
        player = game.to_move(state)
        move, state = game.play(state, text)
        played.append((player if player is not None else 0, move))
    last: list[tuple[int, Move]] = []
    for player, move in reversed(played):
        if last and player != last[0][0]:
            break
        last.insert(0, (player, move))
    annotations = of(marks, arrows)
    shown = [str(m) for _player, m in played]
    return Diagram(game, state, last, annotations, start=position, moves=shown, opening=opening)
