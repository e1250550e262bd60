"""A Python-Markdown extension: a ```` ```py-games ```` fence becomes a board with its picture.

    ```py-games
    game: contiguous
    options: size=3
    moves: b2 a1
    marks: c3:green:A
    arrows: a1>c3
    ```

Each line is ``key: value``: ``game`` (required), ``options`` (``name=value`` pairs separated
by spaces, read as a record reads them), ``position``, ``moves``, ``marks``, ``arrows``,
``width`` (CSS pixels, 400 unless said) and ``theme`` (``auto`` unless said); and, as a
page's board has them, ``targets`` (the places marked as where a piece may go, passed to the
live board), and ``interactive``, ``coordinates`` and ``show-areas`` (each ``yes`` or ``no``:
a board to play from its position after its moves, every place's name written, the scoring
areas shown). The fence
becomes :meth:`~py_games.draw.Diagram.html`: the ``<py-games-board>`` element with the SVG
inside, so the page shows the diagram with no script, and a page that loads ``board.js``
gets the live board. A fence that cannot be drawn becomes a visible message saying why (and
a warning in the ``py_games`` log), never a broken page.

A game's rules page (its ``rules.md``) is written this way: :func:`rules_page` renders it.
With MkDocs: ``markdown_extensions: [py_games.draw.fence]``. Needs Python-Markdown
(``pip install 'py-games[markdown]'``); the rules package itself needs nothing.
"""

from __future__ import annotations

import json
import logging
import re
from typing import TYPE_CHECKING, Any

from markdown import Extension, Markdown, markdown
from markdown.preprocessors import Preprocessor

from ..core.errors import GameError
from ..i18n import _
from ..registry import GAMES, get_game
from . import diagram
from .markup import escape
from .page import picture_of

if TYPE_CHECKING:
    from .svg import Theme

FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})[ \t]*py-games[ \t]*\n(?P<body>.*?)^(?P=fence)[ \t]*$", re.M | re.S
)
FLAGS = {
    "interactive": "interactive",
    "coordinates": "coordinates",
    "show-areas": "data-show-areas",
}
"""Each yes-or-no key of a fence, and the board's attribute it sets."""
KEYS = (
    "game",
    "options",
    "position",
    "moves",
    "marks",
    "arrows",
    "targets",
    "width",
    "theme",
    *FLAGS,
)
log = logging.getLogger("py_games")


def figure(body: str) -> str:
    """The HTML for one fence's text (raises :class:`GameError` saying what is wrong)."""
    fields: dict[str, str] = {}
    for number, raw in enumerate(body.splitlines(), 1):
        if not raw.strip():
            continue
        key, colon, value = raw.partition(":")
        key = key.strip()
        if not colon or key not in KEYS:
            raise GameError(
                # TRANSLATORS: a diagram's fence in Markdown; "key: value" and the keys are
                # written as they are in every language.
                _("line {n}: write key: value, with a key among {keys}").format(
                    n=number, keys=", ".join(KEYS)
                )
            )
        fields[key] = value.strip()
    game_id = fields.get("game", "")
    if game_id not in GAMES:
        raise GameError(_("game: one of {games}").format(games=", ".join(sorted(GAMES))))
    declared = {o.name: o for o in GAMES[game_id].OPTIONS}
    options: dict[str, Any] = {}
    for pair in fields.get("options", "").split():
        name, equals, value = pair.partition("=")
        if not equals or name not in declared:
            raise GameError(
                _("options: {pair} is not name=value with a name among {names}").format(
                    pair=repr(pair), names=", ".join(declared)
                )
            )
        options[name] = declared[name].parse(value, game_id)
    theme = fields.get("theme", "auto")
    if theme not in ("light", "dark", "auto"):
        # TRANSLATORS: light, dark and auto are the values a fence writes, in every language.
        raise GameError(_("theme: light, dark or auto"))
    try:
        width = float(fields.get("width", "400"))
    except ValueError:
        width = 0
    if not 16 <= width <= 4096:
        raise GameError(_("width: 16 to 4096 CSS pixels"))
    made = diagram(
        get_game(game_id, **options),
        position=fields.get("position"),
        moves=fields.get("moves", "").split(),
        marks=fields.get("marks", ""),
        arrows=fields.get("arrows", ""),
    )
    chosen: Theme = "light" if theme == "light" else "dark" if theme == "dark" else "auto"
    for key in FLAGS:
        if fields.get(key, "no") not in ("yes", "no"):
            # TRANSLATORS: {key} is a fence's key; yes and no its values, in every language.
            raise GameError(_("{key}: yes or no").format(key=key))
    flags = [FLAGS[key] for key in FLAGS if fields.get(key) == "yes"]
    if not flags and "targets" not in fields:
        return made.html(width, theme=chosen)
    # A board as a page writes it by hand: what it first shows is what fill_boards draws.
    found = {"game": game_id}
    if options:
        found["options"] = json.dumps(options, separators=(",", ":"))
    found |= {
        key: fields[key]
        for key in ("position", "moves", "marks", "arrows", "targets")
        if key in fields
    }
    if theme != "auto":
        found["theme"] = theme
    written = "".join(f' {name}="{escape(value)}"' for name, value in found.items())
    written += "".join(f" {flag}" for flag in flags)
    svg = picture_of({**found, **dict.fromkeys(flags, "")}, width)
    return f"<py-games-board{written}>{svg}</py-games-board>"


class _Fences(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        text = "\n".join(lines)

        def replace(match: re.Match[str]) -> str:
            try:
                html = figure(match.group("body"))
            except GameError as error:
                log.warning("py-games fence: %s", error)
                said = escape(_("py-games diagram: {error}").format(error=error), quote=False)
                html = f'<p class="py-games-error" role="alert">{said}</p>'
            return "\n\n" + self.md.htmlStash.store(html) + "\n\n"

        return FENCE.sub(replace, text).split("\n")


class PyGamesExtension(Extension):
    """Turns ```` ```py-games ```` fences into boards with their pictures."""

    def extendMarkdown(self, md: Markdown) -> None:
        # Before the fenced-code extension (priority 25) would take the fence as code.
        md.preprocessors.register(_Fences(md), "py_games", 30)
        # A block of its own, never wrapped in a paragraph.
        if "py-games-board" not in md.block_level_elements:
            md.block_level_elements.append("py-games-board")


def makeExtension(**kwargs: Any) -> PyGamesExtension:
    return PyGamesExtension(**kwargs)


ERROR = 'class="py-games-error"'
"""What marks a fence that could not be drawn in rendered HTML."""


def rules_page(text: str) -> tuple[str, str]:
    """A rules page written in Markdown: its title (its first line, ``# Title``; ``""`` where
    it has none) and its body as HTML, its diagrams drawn. ``{: .name }`` after a block gives
    it a class (Python-Markdown's ``attr_list``: the opening paragraph is ``.lead``)."""
    first, _, rest = text.partition("\n")
    title = first.removeprefix("# ").strip() if first.startswith("# ") else ""
    body = markdown(rest if title else text, extensions=[PyGamesExtension(), "attr_list"])
    return title, body
