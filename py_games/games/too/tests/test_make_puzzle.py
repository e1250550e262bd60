"""Making a puzzle of a Too position (py_games.puzzles.making): the position before a step
a review marked a blunder, made a puzzle and proved again by the plain minimax of
tests/puzzle_making.py."""

from __future__ import annotations

from puzzle_making import Blunder, proved_again

from .. import PARTS

BLUNDER = Blunder(
    "bbbbb/wb.bwb/wwbw.bw/wb.w.wbb/bbbw.wbbw/w.bbwwbb/bbbwbbb/wwwwbb/ww.b. 1",
    "c5:b d5:b i3:w b3:w i5:w e5:w f2:w d3:b",
    7,
)
"""The last eight steps of a seeded random game; the review marks the one at this ply."""


def test_a_blunders_position_made_a_puzzle_is_proved_again_by_plain_minimax() -> None:
    proved_again(PARTS.id, BLUNDER)
