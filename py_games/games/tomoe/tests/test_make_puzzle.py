"""Making a puzzle of a Tomoe position (py_games.puzzles.making): the position before a step
a review marked a blunder, made a puzzle and proved again by the plain minimax of
tests/puzzle_making.py."""

from __future__ import annotations

from puzzle_making import Blunder, proved_again

from .. import PARTS

BLUNDER = Blunder(
    ".,B2.2,B1.1,B2.1,W2.0,.,.,W1.1,B1.0,.,B2.0,.,W1.2,W2.2,W2.0,W1.1,B2.2,.,B2.1,B1.0,"
    ".,W2.2,W2.2,W1.0,B1.0,B1.1,B2.2,B2.2,W1.0,W2.2,W1.0,. b 2",
    "32=W2.1 1=B2.1 21=W2.2 18=B1.2 10=B1.2 12=B1.1 6=W1.2 7=W1.1",
    7,
)
"""The last eight steps of a seeded random game; the review marks the one at this ply."""


def test_a_blunders_position_made_a_puzzle_is_proved_again_by_plain_minimax() -> None:
    proved_again(PARTS.id, BLUNDER)
