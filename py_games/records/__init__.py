"""Game records: text a person can read and edit, which is also the save, export and share format.

A record is a header of ``key: value`` lines, then the steps in notation, numbered by turn::

    game: contiguous
    size: 3
    players: 2
    placement: king  # sides or corners
    diagonal_islands: false
    names: Ann, Bob
    seats: human, casual
    date: 2026-11-22

    1. b2 2. a1 3. c3

Header keys are ``game`` (required), the game's options (any left out take their default),
``names`` (comma separated, one per player), ``seats`` (who plays each seat, one per player),
``date``, ``start`` (position text to start from instead of the initial position) and
``result`` (written for readers; it is recomputed when the record is replayed, never
trusted). Lines starting with ``#`` are comments. Turn numbers (``12.``, also glued to the
step as in ``12.c3``) are optional when reading. A record that stops early is simply a game in
progress.

Variations
    Steps tried instead of others are kept, PGN-like: a variation, in parentheses, follows
    the step it replaces, and holds the steps played instead from there, numbered by turn
    in its own line; variations nest, and several may follow one step::

        1. b2 2. a1 (2. c3 3. b3 (3. c2)) (2. b1) 3. b1

    is the main line ``b2 a1 b1``, with ``c3 b3`` (and ``c3 c2``) and ``b1`` tried instead
    of ``a1``. A variation that begins in the middle of a turn, and the turn taken up again
    after a variation, are numbered with three dots (``4... b1``); like every turn number,
    they are optional when reading. Reading checks the parentheses (with the line of the
    one that is wrong), replaying checks every step of every variation with the rules, the
    error naming the variation as the text writes it (``in the variation after 2. a1: step
    3 (x9): ...``). :attr:`Record.moves` is the main line, :attr:`Record.tree` the whole
    tree (:mod:`py_games.tree`), ``None`` when the record has no variation: a record
    without parentheses reads exactly as it always did.

Seats
    Each seat is ``human`` (a person) or the computer at a level, written by the level's name
    (:data:`py_games.ai.LEVEL_NAMES`: ``random``, ``beginner``, ``casual``, ``strong``,
    ``strongest``), so a reader need not know the numbers: ``seats: human, casual``. Reading
    is lenient: the words may be separated by commas or spaces (``seats: human 2``, as a
    board's ``players`` attribute), in any case, and a level may be its number (0 to 4).
    :func:`seat` reads one.

Option values
    An option's value is written as the API and links write it, so that it reads back, and
    where the value alone does not say what it means, its words follow as a comment:
    ``placement: king  # sides or corners``, ``first: 0  # Player 1``. Only an option's line
    may end with a comment: its value is a number, a word or yes/no and never holds a ``#``,
    while a name or a date may (``names: #1, Ann`` is two names).

Names, dates and the result
    A name or a date that plain text would misread — one with a comma (names), a line break
    (any character :meth:`str.splitlines` ends a line at), a space at either end, a leading
    ``"``, or nothing at all — is written as a JSON string, ``names: Ann, "Smith, Jo"``. The
    result line, which repeats the names, is written the same way. So every record written
    loads back to the same game, names, seats, date and moves.

Limits (:mod:`.core.limits`)
    A record is at most ``RECORD`` characters and ``LINE`` steps (over every variation), its
    variations nest at most ``NESTING`` deep, a name or the date at most ``TEXT``
    characters; reading stops at once past any of them, and writing refuses what reading
    would refuse.

>>> replayed = load("game: contiguous\\nsize: 3\\n\\n1. b2 2. a1")
>>> replayed.game.position(replayed.final)
'.../.1./2.. 1 a1'
>>> record = read("game: contiguous\\nsize: 3\\n\\n1. b2 2. a1 (2. c3 3. b3) 3. b1")
>>> record.moves, record.tree.tokens
(('b2', 'a1', 'b1'), ('b2', 'a1', '(', 'c3', 'b3', ')', 'b1'))
>>> print(write(record).split("\\n\\n")[1].strip())
1. b2 2. a1 (2. c3 3. b3) 3. b1
"""

from __future__ import annotations

from ..tree import Tree
from .reading import read
from .record import TAGS, Record, Replay, Step, of, replay, walk
from .text import HUMAN, seat
from .writing import describe_outcome, format_replay, write

__all__ = [
    "HUMAN",
    "TAGS",
    "Record",
    "Replay",
    "Step",
    "Tree",
    "describe_outcome",
    "format_replay",
    "load",
    "of",
    "read",
    "replay",
    "seat",
    "walk",
    "write",
]


def load(text: str) -> Replay:
    """Read and replay record text: :func:`replay` of :func:`read`."""
    return replay(read(text))
