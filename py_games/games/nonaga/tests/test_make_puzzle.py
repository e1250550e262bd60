"""Making a puzzle of a Nonaga position (py_games.puzzles.making): the position before a step
a review marked a blunder, made a puzzle and proved again by the plain minimax of
tests/puzzle_making.py."""

from __future__ import annotations

from puzzle_making import Blunder, proved_again

from .. import PARTS

BLUNDER = Blunder(
    "0,-3;1,-3;2,-3;-1,-2;0,-2;1,-2;-1,-1;0,-1;1,-1;2,-1;-2,0;-1,0;0,0;1,0;2,0;-3,1;"
    "-2,1;-1,1;0,1 -1,-1;0,-1;1,0 0,-2;0,0;2,0 1 ring 1,-3",
    "0,-3>2,-2 1,0>2,-1 -2,1>1,1 0,0>1,0 2,-3>0,-3 0,-1>0,1 -1,-2>2,1 0,-2>0,0",
    6,
)
"""The last eight steps of a seeded random game; the review marks the one at this ply."""


def test_a_blunders_position_made_a_puzzle_is_proved_again_by_plain_minimax() -> None:
    proved_again(PARTS.id, BLUNDER)
