"""Error classes of the public API.

Every error raised for bad input is a :class:`GameError`, itself a :class:`ValueError`, and
says in a player's words what was wrong (python-chess style: the class says *which* kind of
wrong, the message says *what*).
"""

from __future__ import annotations


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
