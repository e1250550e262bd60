"""Which file of py_games the site ships where: in the wheel every page downloads first (what
shows and plays a game), in a part fetched the first time Python needs one of its files
(py_games.absent; web/worker/parts.js), or nowhere (what only the build or the command line
reads).

:data:`PARTS` and :data:`LEFT_OUT` name files by their path in the package as pip installs it
(``py_games/editing.py``), with ``*`` for any name and ``**`` for any folders; a file in none of
them is the wheel's. :func:`place` is the one answer: a file matched twice is a build error.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from .common import BuildError

WHEEL = ""
""":func:`place`'s answer for the wheel's files."""

PARTS: dict[str, tuple[str, ...]] = {
    # Learn: the lessons' framework and each game's lesson.
    "lessons": ("py_games/lessons/**", "py_games/games/*/lesson/**"),
    # Puzzles: playing a shipped puzzle (and the mining it shares its proofs with), the sets.
    "puzzles": ("py_games/puzzles/**", "py_games/parallel.py", "py_games/games/*/puzzles.jsonl"),
    # Practice: the journal of tries and what is worked out from it (the bridge's side is small
    # and in the wheel; it reads the puzzle sets, in the puzzles part, for a timed run).
    "practice": ("py_games/practice/**",),
    # A game's review (the bridge's side of it is small and in the wheel: it keeps the reviews).
    "review": ("py_games/review/__init__.py",),
    # The position editor's sketches, checked and drawn.
    "editor": ("py_games/editing.py",),
    # The computer's ratings as measured (the round robin and the fit); the table the New game
    # dialog shows (ratings/__init__.py, each game's ratings.json) is read by the catalog, the
    # first thing every page asks: in the wheel.
    "ratings": ("py_games/ratings/fit.py", "py_games/ratings/play.py"),
    # The learned evaluations' tables, read when a search first scores with one (a hint, a
    # review, level 4): one archive per game (PER_GAME).
    "learned": ("py_games/games/*/learned.bin",),
}
"""Each part's files."""

PER_GAME = frozenset({"learned"})
"""Parts cut into one archive per game, named ``<part>-<game>`` (``learned-nonaga``): a page
asks for one game's file, and would otherwise download every game's with it."""

LEFT_OUT = (
    "py_games/**.md",  # the rules pages' Markdown: the build writes rules/*.html from it
    "py_games/i18n/py_games.pot",  # the catalogs' template, for translators
    "py_games/i18n/locale/**",  # the catalogs: served one language at a time (i18n/<lang>.mo)
    "py_games/games/*/picture.svg",  # drawn into the index by the build
    "py_games/games/*/fairness.jsonl",  # self-play's games: summed up on the rules pages
    # The command line (python -m py_games) and what only it runs (Markdown fences, pages).
    "py_games/__main__.py",
    "py_games/draw/command.py",
    "py_games/review/command.py",
    "py_games/draw/fence.py",
    "py_games/draw/page.py",
    "py_games/training/**",  # tables are trained by the command line, never in a page
    "py_games/fairness.py",  # self-play statistics: the command line's
)
"""What the site never reads from the package (see each line)."""


@cache
def _pattern(glob: str) -> re.Pattern[str]:
    parts = re.split(r"(\*\*|\*)", glob)
    text = "".join(
        ".*" if part == "**" else "[^/]*" if part == "*" else re.escape(part) for part in parts
    )
    return re.compile(f"^{text}$")


def matches(path: str, globs: Iterable[str]) -> bool:
    """Whether `path` matches one of `globs`."""
    return any(_pattern(glob).match(path) for glob in globs)


def place(path: str) -> str | None:
    """Where the site ships the package's file `path`: :data:`WHEEL`, a part's name, or
    ``None`` (left out); a :class:`BuildError` for a file two places claim."""
    found = [name for name, globs in PARTS.items() if matches(path, globs)]
    if matches(path, LEFT_OUT):
        found.append("(left out)")
    if len(found) > 1:
        raise BuildError(f"{path} is in {' and '.join(found)}: sitebuild/split.py must say one")
    if not found:
        return WHEEL
    if found[0] in PER_GAME:
        return f"{found[0]}-{_game_of(path)}"
    return None if found[0] == "(left out)" else found[0]


def part_of(place: str) -> str:
    """The part of :data:`PARTS` a place of :func:`place` belongs to (``learned`` for
    ``learned-nonaga``)."""
    base, dash, _game = place.partition("-")
    return base if dash and base in PER_GAME else place


def _game_of(path: str) -> str:
    """The game whose folder holds `path` (``py_games/games/<game>/…``: a part cut per game
    names only files in games' folders)."""
    return path.split("/")[2]
