"""Making a puzzle of a Tonga position (py_games.puzzles.making): the position before a step
a review marked a blunder, made a puzzle and proved again by the plain minimax of
tests/puzzle_making.py; the hardest shipped puzzle's search, sliced as finely as can be and a
slice at a time through the bridge, with Cancel (``forget``)."""

from __future__ import annotations

from puzzle_making import Blunder, ask, proved_again

from py_games import get_game
from py_games.puzzles.making import Making, Verdict

from .. import PARTS

BLUNDER = Blunder(
    "bw..wbbb./bwbwwb.ww/bwbb.w..b/bwbww.bbw/.wwwbbbww/w..w..ww./bbbbwbwb./ww.wbbbb./..b..w.w. b",
    "d9-c9 i2-i3 g8-h7 a1-b1 g7-f6 c2-d1 b4-a5 e4-f4",
    6,
)
"""The last eight steps of a seeded random game; the review marks the one at this ply."""


def test_a_blunders_position_made_a_puzzle_is_proved_again_by_plain_minimax() -> None:
    proved_again(PARTS.id, BLUNDER)


HARD = {"options": {"first": "white"}, "start": "wbwwwwbwb/bbbbbbwwb/wwwbbww../bbwwwbb.w/"
        ".wbbwbbwb/wb.w.wwb./wb...b.wb/...wbwwbb/..wbbwbw. w"}  # fmt: skip
"""Tonga's hardest shipped puzzle (a win in 5 among 40 steps): some 5,000 nodes."""


def test_a_search_sliced_as_finely_as_can_be_gives_what_one_call_gives() -> None:
    game = get_game(PARTS.id, **HARD["options"])
    state = game.from_position(HARD["start"])
    whole = Making(game, state)
    whole.run()
    sliced = Making(game, state)
    progress, slices = [], 0
    while not sliced.done:
        sliced.run(time_limit=0)  # one pause of the search at a time
        progress.append(sliced.progress)
        slices += 1
    assert slices > 3 and progress == sorted(progress) and progress[-1] == 1.0
    assert sliced.verdict == whole.verdict and sliced.nodes == whole.nodes
    assert isinstance(sliced.verdict, Verdict) and sliced.verdict.puzzle is not None


def test_the_bridge_makes_a_puzzle_a_slice_at_a_time_and_forget_cancels_it() -> None:
    asked = {"game": PARTS.id, **HARD}
    answer = ask("make_puzzle", **asked, slice_ms=10)
    making, calls = answer["making"], 1
    assert not answer["done"] and answer["puzzle"] is None and answer["reason"] == ""
    while not answer["done"]:
        answer = ask("make_puzzle", **asked, slice_ms=10, making=making)
        assert answer["making"] == making  # the same making, gone on with
        calls += 1
    assert calls > 2 and answer["progress"] == 1.0
    made = answer["puzzle"]
    assert made["solution"] == "d3-e4" and made["depth"] == 5 and made["line"][0] == "d3-e4"
    assert made["goal"].startswith("White to play")
    # Cancelled: forgotten, so the same id asked again starts a new making.
    first = ask("make_puzzle", **asked, slice_ms=1)
    assert ask("forget", making=first["making"]) == {}
    again = ask("make_puzzle", **asked, slice_ms=1, making=first["making"])
    assert again["making"] != first["making"]
