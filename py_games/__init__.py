"""Rules, records and search for five abstract strategy games.

>>> import py_games
>>> game = py_games.get_game("contiguous", size=3)
>>> state = game.apply(game.initial_state(), "b2")
>>> [str(move) for move in game.legal_moves(state)]
['a1', 'b1', 'c1', 'a2', 'c2', 'a3', 'b3', 'c3']
"""

from __future__ import annotations

from . import records
from .core.errors import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidPositionError,
    InvalidRecordError,
    UnknownGameError,
)
from .core.game import Game, Move, Outcome, Place, Region, ScoreDetail, State
from .core.options import Option
from .registry import GAMES, get_game, present
from .view.presenter import Presenter, plain

__version__ = "0.1.0"

__all__ = [
    "GAMES",
    "Game",
    "GameError",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidOptionError",
    "InvalidPositionError",
    "InvalidRecordError",
    "Move",
    "Option",
    "Outcome",
    "Place",
    "Presenter",
    "Region",
    "ScoreDetail",
    "State",
    "UnknownGameError",
    "get_game",
    "plain",
    "present",
    "records",
]
