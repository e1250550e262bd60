"""The bridge's links between devices: a game's line packed short for a link, and read back.

The page never knows what a link's ``steps`` mean: Python packs a line as each step's index
among the legal steps (:mod:`py_games.records.compact`), and reads a link's back, saying in
words what is wrong with one that was changed, cut short or holds a step the rules refuse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import requests as read
from ..records import compact
from ..registry import present
from ..requests import BadRequest, Request

if TYPE_CHECKING:
    from ..contract import PackAnswer, UnpackAnswer


def pack(request: Request) -> PackAnswer:
    game = read.game(request)
    start = read.field(request, "start", str, None)
    return {"steps": compact.pack(game, read.moves(request), start)}


def unpack(request: Request) -> UnpackAnswer:
    game = read.game(request)
    steps = read.field(request, "steps", str, None)
    if steps is None:
        raise BadRequest("'unpack' needs the link's 'steps'")
    start = read.field(request, "start", str, None)
    moves, states = compact.unpack_line(game, steps, start)
    movers = [game.to_move(state) for state in states[:-1]]
    return {
        "options": dict(game.options),
        "moves": moves,
        "movers": [p for p in movers if p is not None],  # each played a step: none is None
        "first_turn_step": present(game).turn_step(states[0]),
        "to_move": game.to_move(states[-1]),
    }
