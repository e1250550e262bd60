"""How much input is read: every size limit, in one place, each far above any real game's.

Bad input must never crash a worker or freeze a page, and a megabyte pasted by mistake (or
by malice) must be refused at once rather than parsed, so every kind of text the package
reads has a limit, checked before anything else is done with it, and refused with a message
that names the limit (:func:`too_long`). The limits are generous: each is several times what
the largest real game needs, worked out from the games' real sizes.

==================  =============  ========================================================
limit               value          why that much
==================  =============  ========================================================
:data:`LINE`        10,000 steps   The longest games that must end are short: Contiguous
                                   fills at most 19×19 = 361 cells, a step each, Too 271,
                                   Tomoe 32 spaces (about 64 steps with turns of tiles),
                                   Tonga 81 cells two a step (40 steps). Nonaga alone can go
                                   on, its table drifting, until a third repetition; real
                                   games last dozens of turns, and 10,000 steps is 5,000
                                   turns. A line that long is refused one step further: the
                                   game cannot go on, and its record still loads.
:data:`RECORD`      524,288 chars  The longest line of the longest notation: 10,000 Nonaga
                                   steps at the table's edge (``-999999,-999999>…``, 31
                                   characters), each with a turn number, is 390,000
                                   characters (as many in variations of a step each,
                                   ``(5000... STEP)``, 430,000); the header adds a few
                                   thousand.
:data:`REQUEST`     2,097,152      A bridge request carries at most a record or a line of
                    chars          steps; twice the largest record leaves room for JSON to
                                   escape every character of it in two (``\\n``, ``\\"``).
:data:`DEPTH`       16 levels      Requests nest two deep (a list of steps in an object).
:data:`NESTING`     100 levels     Variations inside variations (a game tree, see
                                   :mod:`py_games.tree`): analysis rarely goes past a few;
                                   every step of every variation counts against
                                   :data:`LINE`.
:data:`TOKENS`      30,000 tokens  A tree's tokens (steps and parentheses) follow from
                                   :data:`LINE`: a variation holds at least one step of
                                   its own and adds two parentheses, so a tree of ``s``
                                   steps has at most ``3s - 2`` tokens (one-step
                                   variations), and any tree within :data:`LINE` fits.
:data:`POSITION`    4,096 chars    The longest position text of any game is about 430
                                   characters (Nonaga at the table's edge; Contiguous 19×19
                                   with 6 players is 385).
:data:`PLAYERS`     6 seats        The most players of any game (Contiguous: 2 to 6); names
                                   and seats are one per player of the game itself.
:data:`TEXT`        200 chars      A player's name, or a record's date.
:data:`CLICKS`      8 clicks       The longest click order of any step is 3 (Tonga's white
                                   cell twice, then black's).
:data:`TABLE`       999,999        Nonaga's unbounded table: a coordinate runs from -999,999
                                   to 999,999, what six digits write. From the start a
                                   ring moves at most one position further out per ring
                                   step, so no game within :data:`LINE` comes near.
:data:`SLICE_MS`    1 to 500 ms    How long one ``think`` request searches: a page waits
                                   for it, and must stay responsive.
:data:`BUDGET_MS`   1 to 60,000    How long a whole search may take: a minute is longer
                    ms             than anyone waits for a step.
:data:`ITERATIONS`  1 to 20,000    Playouts per position a review searches (the bridge's
                    playouts       ``review`` and ``python -m py_games review``): 50 times
                                   the default 400, where a chance's noise from seed to
                                   seed is some 7 times smaller (about 0.004); a position
                                   takes tens of seconds already.
==================  =============  ========================================================

The bridge's catalog answers the limits a page can use (``limits``: request, record, position,
line, text and clicks), so that it can refuse a file or a name that is too long before
sending it. ``tests/test_limits.py`` checks each against the games and the arithmetic above.
"""

from __future__ import annotations

from .errors import GameError

LINE = 10_000
"""Steps in one line: a record's, or the steps a bridge request replays."""
RECORD = 524_288
"""Characters in a record's text."""
REQUEST = 2_097_152
"""Characters in one bridge request."""
DEPTH = 16
"""Brackets a bridge request may open at once (checked before decoding: see the bridge)."""
NESTING = 100
"""Variations open at once in a game tree or a record (see :mod:`py_games.tree`)."""
TOKENS = 3 * LINE
"""Tokens (steps and parentheses) in a game tree: three a step, so that every tree within
:data:`LINE` steps fits (see the table above)."""
POSITION = 4_096
"""Characters in position text."""
PLAYERS = 6
"""Players of the largest game: the most names or seats any record can hold."""
TEXT = 200
"""Characters in a player's name or a record's date."""
CLICKS = 8
"""Clicks :meth:`~.game.Game.why_not` reads at once."""
TABLE = 999_999
"""The largest coordinate, either way, of a position on Nonaga's unbounded table."""
SLICE_MS = (1, 500)
"""How long one ``think`` request may search, in milliseconds: the page stays responsive."""
BUDGET_MS = (1, 60_000)
"""How long a whole search may take, in milliseconds."""
ITERATIONS = (1, 20_000)
"""Playouts per position a review may search: the bridge's and the command's bound."""


def too_long(what: str, size: int, limit: int, unit: str = "characters") -> str | None:
    """The message refusing ``what`` of ``size`` ``unit`` past ``limit``, or ``None`` when it
    is within the limit.

    >>> too_long("the request", 2_000_000, 1_048_576)
    'the request is 2,000,000 characters long; at most 1,048,576 are read'
    >>> too_long("the line", 3, 10, "steps") is None
    True
    """
    if size <= limit:
        return None
    return f"{what} is {size:,} {unit} long; at most {limit:,} are read"


def too_many(things: str, count: int, limit: int) -> str | None:
    """The message refusing ``count`` ``things`` past ``limit``, or ``None`` within it.

    >>> too_many("clicks", 200_000, 8)
    '200,000 clicks; at most 8 are read'
    """
    return None if count <= limit else f"{count:,} {things}; at most {limit:,} are read"


def check(
    error: type[GameError], what: str, size: int, limit: int, unit: str = "characters"
) -> None:
    """Raise ``error`` with :func:`too_long`'s message when ``size`` is past ``limit``."""
    message = too_long(what, size, limit, unit)
    if message is not None:
        raise error(message)
