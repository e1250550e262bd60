"""Error classes of the public API.

Every error raised for bad input is a :class:`GameError`, itself a :class:`ValueError`, and
says in a player's words what was wrong (python-chess style: the class says *which* kind of
wrong, the message says *what*).
"""

from __future__ import annotations

from ..i18n import _, ngettext


def quoted(value: object, limit: int = 40) -> str:
    """``value`` as a message quotes it: text and numbers as ``repr`` shows them, cut to about
    ``limit`` characters (a pasted megabyte must not come back in full), anything else by its
    type (a list nested a thousand deep cannot even be printed).

    >>> quoted("c3"), quoted("x" * 100, limit=5), quoted(7), quoted([1, 2])
    ("'c3'", "'xxxxx…' (100 characters)", '7', 'a list')
    """
    if isinstance(value, str) and len(value) > limit:
        n = len(value)
        # TRANSLATORS: {start} is the quoted start of a long text, its closing quote left off.
        return ngettext("{start}…' ({n} character)", "{start}…' ({n} characters)", n).format(
            start=f"{value[:limit]!r}"[:-1], n=n
        )
    if value is None or isinstance(value, str | int | float):
        try:
            shown = repr(value)
        except ValueError:  # an int past Python's 4,300-digit printing limit
            return _("a number far too long")
        return shown if len(shown) <= limit else shown[:limit] + "…"
    # TRANSLATORS: what a message says in place of a value it cannot show; {kind} is a
    # Python type's name, as "list" or "dict".
    return _("a {kind}").format(kind=type(value).__name__)


def cut(text: str, limit: int = 40) -> str:
    """``text`` itself when short, else its start and its length (for labels like "step 3 (c4)").

    >>> cut("c4"), cut("abcdefgh", limit=3)
    ('c4', 'abc… (8 characters)')
    """
    if len(text) <= limit:
        return text
    n = len(text)
    # TRANSLATORS: {start} is the start of a long text (a step's notation), cut short.
    return ngettext("{start}… ({n} character)", "{start}… ({n} characters)", n).format(
        start=text[:limit], n=n
    )


class GameError(ValueError):
    """Base class of every error the public API raises for bad input."""


class InvalidMoveError(GameError):
    """The text is not a move in this game's notation."""


class IllegalMoveError(GameError):
    """The move is written correctly but the rules do not allow it here."""


class InvalidPositionError(GameError):
    """Position text that is malformed or describes an impossible position."""


class InvalidRecordError(GameError):
    """A game record that cannot be read or replayed."""


class UnknownGameError(GameError):
    """No game is registered under that id."""


class InvalidOptionError(GameError):
    """An option the game does not have, or a value it does not accept."""


class NoEditorError(GameError):
    """A position editor was asked for a game that has none."""


class InvalidAnnotationError(GameError):
    """Marks or arrows for a picture that name no place of the board, or cannot be read."""
