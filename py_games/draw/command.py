"""``python -m py_games svg GAME …``: a position's picture on standard output.

SVG by default (``--html`` for the board element with the SVG inside, ``--png`` for a PNG).
A PNG needs CairoSVG (``pip install py-games[png]``), a well-kept SVG renderer that needs no
browser; without it the command says so and how else to make one.
"""

from __future__ import annotations

import argparse
import sys
from typing import IO, TYPE_CHECKING, Any

from ..core.errors import GameError
from ..registry import GAMES, get_game, option_pairs, read_options
from . import diagram

if TYPE_CHECKING:
    from .svg import Theme


def add(commands: Any) -> None:
    """The ``svg`` command's arguments, on the parser's subcommands."""
    svg = commands.add_parser("svg", help="a position's picture: SVG, HTML or PNG")
    svg.add_argument("game", choices=sorted(GAMES))
    svg.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    svg.add_argument("--position", help="position text to start from (the start when absent)")
    svg.add_argument("--moves", nargs="*", default=[], help="steps played from there")
    svg.add_argument("--marks", default="", help="PLACE[:COLOUR[:LABEL]] …, space-separated")
    svg.add_argument("--arrows", default="", help="FROM>TO[:COLOUR] …, space-separated")
    svg.add_argument("--width", type=float, default=400, help="CSS pixels (default 400)")
    svg.add_argument("--theme", choices=["light", "dark", "auto"], default="light")
    svg.add_argument("--regions", action="store_true", help="show the regions that score")
    svg.add_argument("--names", action="store_true", help="write every place's name")
    kind = svg.add_mutually_exclusive_group()
    kind.add_argument("--html", action="store_true", help="<py-games-board> with the SVG inside")
    kind.add_argument("--png", action="store_true", help="a PNG (needs CairoSVG)")


def run(args: argparse.Namespace, out: IO[bytes] | None = None) -> int:
    """Write the picture the arguments ask for; 2 with a message for bad input."""
    out = out if out is not None else sys.stdout.buffer
    if not 16 <= args.width <= 4096:
        print("error: a width is 16 to 4096 CSS pixels", file=sys.stderr)
        return 2
    try:
        game = get_game(args.game, **read_options(args.game, option_pairs(args.option)))
        made = diagram(
            game, position=args.position, moves=args.moves, marks=args.marks, arrows=args.arrows
        )
    except GameError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.html:
        out.write(made.html(args.width, theme=args.theme).encode() + b"\n")
        return 0
    # A PNG has no reader to follow: "auto" is drawn light.
    theme: Theme = "light" if args.png and args.theme == "auto" else args.theme
    text = made.svg(args.width, theme=theme, regions=args.regions, names=args.names)
    if not args.png:
        out.write(text.encode() + b"\n")
        return 0
    try:
        import cairosvg  # type: ignore[import-untyped]  # noqa: PLC0415 (optional)
    except (ImportError, OSError):  # not installed, or the Cairo library it loads is missing
        print(
            "error: a PNG needs CairoSVG: pip install 'py-games[png]' (or open the SVG in a "
            "browser, or convert it with rsvg-convert or Inkscape)",
            file=sys.stderr,
        )
        return 2
    out.write(cairosvg.svg2png(bytestring=text.encode()))
    return 0
