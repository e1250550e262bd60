"""Every ``<py-games-board>`` of a page given the picture of what it first shows.

build.py runs this over the site's own pages, and an author can run it over theirs
(:func:`fill_boards`), so that every board reads right with no script, in print, and before
Python is up: the element holds its SVG, which the live board covers once it draws.

What a board first shows: an interactive board, its position after its moves; a diagram, its
first position (its moves are stepped through). ``coordinates`` writes every place's name,
``data-show-areas`` shows the scoring regions, ``theme`` picks the colours (``auto``
otherwise: the reader's scheme), ``marks`` and ``arrows`` are drawn.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from typing import TYPE_CHECKING, Final

from ..core.errors import GameError, InvalidOptionError
from ..registry import GAMES, get_game
from . import diagram

if TYPE_CHECKING:
    from .svg import Theme

BOARD: Final = re.compile(
    r"<py-games-board\b(?P<attrs>[^>]*)>(?P<inside>.*?)</py-games-board>", re.S
)
WIDTH: Final = 400.0
"""The width pictures are worked out for (their sizes in pixels); they scale with the page."""


class _Attributes(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found = {name: value or "" for name, value in attrs}


def attributes(start_tag: str) -> dict[str, str]:
    """The attributes of ``<py-games-board …>`` (entities decoded, valueless ones as "")."""
    parser = _Attributes()
    parser.feed(start_tag)
    return parser.found


def picture_of(found: dict[str, str], width: float = WIDTH) -> str:
    """The SVG of what a board with these attributes first shows (raises :class:`GameError`)."""
    game_id = found.get("game", "")
    if game_id not in GAMES:
        raise GameError(f"no game {game_id!r}; the games are {', '.join(sorted(GAMES))}")
    try:
        options = json.loads(found.get("options") or "{}")
    except ValueError as error:
        raise InvalidOptionError(f"options are not JSON: {error}") from None
    if not isinstance(options, dict):
        raise InvalidOptionError('options are a JSON object, as {"size": 5}')
    moves = found.get("moves", "").split()
    made = diagram(
        get_game(game_id, **options),
        position=found.get("position") or None,
        moves=moves if "interactive" in found else [],
        marks=found.get("marks", ""),
        arrows=found.get("arrows", ""),
    )
    asked = found.get("theme", "")
    theme: Theme = "light" if asked == "light" else "dark" if asked == "dark" else "auto"
    regions = "data-show-areas" in found
    return made.svg(width, theme=theme, regions=regions, names="coordinates" in found)


def fill_boards(text: str, width: float = WIDTH) -> str:
    """``text`` (a page) with every empty ``<py-games-board>`` holding its picture; a board
    that already holds something, or names no game (a script sets it up), is left as it is.
    Raises :class:`GameError` naming the board that cannot be drawn (its number on the page
    and its game)."""
    count = 0

    def fill(match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        found = attributes(f"<py-games-board{match.group('attrs')}>")
        if match.group("inside").strip() or "game" not in found:
            return match.group(0)  # drawn already, or set up by a script
        try:
            svg = picture_of(found, width)
        except GameError as error:
            raise type(error)(f"board {count} ({found.get('game', 'no game')}): {error}") from None
        return f"<py-games-board{match.group('attrs')}>{svg}</py-games-board>"

    return BOARD.sub(fill, text)
