"""How much input is read: every size limit, in one place, each far above any real game's.

Bad input must never crash a worker or freeze a page, and a megabyte pasted by mistake (or
by malice) must be refused at once rather than parsed, so every kind of input the package
reads has a limit, checked before anything else is done with it, and refused with a message
that names the limit (:func:`too_long`). The limits are generous: each is several times what
the largest real game needs, worked out below, next to each, from the games' real sizes. Within
them, every parser's work grows linearly with its input (``tests/test_limits.py`` times each
on an input 16 times larger, and checks each limit against the games and the arithmetic
given here).

>>> from py_games import GameError, get_game, records
>>> tonga = get_game("tonga")
>>> tonga.why_not(tonga.initial_state(), *["a1"] * 9)
Traceback (most recent call last):
...
py_games.core.errors.InvalidMoveError: 9 clicks; at most 8 are read
>>> try:
...     records.read("game: tonga\\n\\n" + "a1-b2 " * 100_000)
... except GameError as error:
...     print(error)
the record is 600,013 characters long; at most 524,288 are read

The bridge's catalog answers the limits a page can use (``limits``: ``request``, ``record``,
``position``, ``line``, ``text`` and ``clicks``), so that it can refuse a file or a name that
is too long before sending it.
"""

from __future__ import annotations

import typing

from ..i18n import _, number

if typing.TYPE_CHECKING:  # (so that this module's only upper-case names are its limits)
    from .errors import GameError

LINE = 10_000
"""Steps in one line: a record's, or the steps a bridge request replays. The longest games
that must end are short: Contiguous fills at most 19×19 = 361 cells, a step each, Too 271,
Tomoe 32 spaces (about 64 steps with turns of tiles), Tonga 81 cells two a step (40 steps).
Nonaga alone can go on, its table drifting, until a third repetition; real games last dozens
of turns, and 10,000 steps is 5,000 turns. A line that long cannot go on: the bridge refuses
the next step with a reason, and its record still loads."""
RECORD = 524_288
"""Characters in a record's text. The longest line of the longest notation: 10,000 Nonaga
steps at the table's edge (``-999999,-999999>…``, 31 characters), each with a turn number, is
390,000 characters (as many in variations of a step each, ``(5000... STEP)``, 430,000); the
header adds a few thousand."""
REQUEST = 2_097_152
"""Characters in one bridge request. A request carries at most a record or a line of steps;
twice the largest record leaves room for JSON to escape every character of it in two
(``\\n``, ``\\"``)."""
DEPTH = 16
"""Brackets a bridge request may open at once. Requests nest two deep (a list of steps in an
object); checked before decoding, in one pass over the text, since in Pyodide a deep enough
JSON text overflows the WebAssembly stack and kills the worker."""
NESTING = 100
"""Variations open at once in a game tree or a record (see :mod:`py_games.tree`): analysis
rarely goes past a few; every step of every variation counts against :data:`LINE`."""
TOKENS = 3 * LINE
"""Tokens (steps and parentheses) in a game tree: three a step. A variation holds at least one
step of its own and adds two parentheses, so a tree of ``s`` steps has at most ``3s - 2``
tokens (one-step variations), and any tree within :data:`LINE` steps fits."""
POSITION = 4_096
"""Characters in position text. The longest position text of any game is about 430
characters (Nonaga at the table's edge; Contiguous 19×19 with 6 players is 385)."""
PLAYERS = 6
"""Players of the largest game (Contiguous: 2 to 6): the most names or seats any record can
hold. Names and seats are one per player of the game itself."""
TEXT = 200
"""Characters in a player's name or a record's date."""
CLICKS = 8
"""Clicks :meth:`~.game.Game.why_not` reads at once. The longest click order of any step is 3
(Tonga's white cell twice, then black's)."""
TABLE = 999_999
"""The largest coordinate, either way, of a position on Nonaga's unbounded table: what six
digits write. From the start a ring moves at most one position further out per ring step, so
no game within :data:`LINE` comes near."""
SLICE_MS = (1, 500)
"""How long one ``think`` request may search, in milliseconds: a page waits for it, and must
stay responsive."""
BUDGET_MS = (1, 60_000)
"""How long a whole search may take, in milliseconds: a minute is longer than anyone waits
for a step."""
ITERATIONS = (1, 20_000)
"""Playouts per position a review may search (the bridge's ``review`` and ``python -m
py_games review``): 50 times the default 400, where a chance's noise from seed to seed is
some 7 times smaller (about 0.004); a position takes tens of seconds already."""


def too_long(what: str, size: int, limit: int, unit: str = "") -> str | None:
    """The message refusing ``what`` of ``size`` ``unit`` (characters when not given) past
    ``limit``, or ``None`` when it is within the limit. ``what`` and ``unit`` are words of the
    caller, given in the reader's language (``_("the record")``).

    >>> too_long("the request", 2_000_000, 1_048_576)
    'the request is 2,000,000 characters long; at most 1,048,576 are read'
    >>> too_long("the line", 3, 10, "steps") is None
    True
    """
    if size <= limit:
        return None
    # TRANSLATORS: {what} is what was read ("the record"), {unit} what it is measured in
    # ("characters", "steps"); both come translated. The numbers are written with their
    # thousands separators.
    return _("{what} is {size} {unit} long; at most {limit} are read").format(
        what=what, size=number(size), unit=unit or _("characters"), limit=number(limit)
    )


def too_many(things: str, count: int, limit: int) -> str | None:
    """The message refusing ``count`` ``things`` past ``limit``, or ``None`` within it
    (``things`` in the reader's language).

    >>> too_many("clicks", 200_000, 8)
    '200,000 clicks; at most 8 are read'
    """
    if count <= limit:
        return None
    # TRANSLATORS: {things} is what was given too many of ("clicks"), translated.
    return _("{count} {things}; at most {limit} are read").format(
        count=number(count), things=things, limit=number(limit)
    )


def check(error: type[GameError], what: str, size: int, limit: int, unit: str = "") -> None:
    """Raise ``error`` with :func:`too_long`'s message when ``size`` is past ``limit``."""
    message = too_long(what, size, limit, unit)
    if message is not None:
        raise error(message)
