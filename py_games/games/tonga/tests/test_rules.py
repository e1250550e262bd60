"""Tonga: the designers' examples and the fixtures of shared/spec/tonga.md, plus properties."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from py_games import (
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    get_game,
    present,
)

# The designers' final position, ranks 9 to 1 (x = black, w = white).
FINAL = """
.xwx.wxxw
wwxwxwwxx
xxxwwxxww
wxww.wxwx
xwxxxxwwx
wwxww.wwx
xxwwxxxxw
xwwxxwxw.
wx.w.wxwx
"""

# The designers' mid-game position, Black to move.
MIDDLE = """
.........
..xw.....
.xxw.....
..w......
.....xw..
......w..
...wx.x..
xwwx.....
wx.......
"""


def position(board: str, to_move: str) -> str:
    return "/".join(board.split()).replace("x", "b") + f" {to_move}"


def test_the_empty_board_has_544_moves_and_white_starts() -> None:
    game = get_game("tonga")
    state = game.initial_state()
    assert len(game.legal_moves(state)) == 544
    assert game.to_move(state) == 1
    black_first = get_game("tonga", first="black")
    assert black_first.to_move(black_first.initial_state()) == 0
    assert game.position(state) == position("\n".join(["........."] * 9), "w")


def test_the_final_example_scores_114_to_110_and_black_wins() -> None:
    game = get_game("tonga")
    # 37 turns from White's: Black would be next, which is how we know White started.
    state = game.from_position(position(FINAL, "b"))
    with pytest.raises(InvalidPositionError, match="it is Black's turn"):
        game.from_position(position(FINAL, "w"))
    assert game.legal_moves(state) == []
    assert game.scores(state) == (114, 110)
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.reason == "no two empty cells touch"
    assert outcome.decided == "Black's 114 beats White's 110."
    black, white = game.score_details(state)
    assert [len(g) for g in black.groups] == [8, 5, 5, 4, 3, 3, 3] + [1] * 6
    assert [len(g) for g in white.groups] == [7, 6, 5, 3, 3, 2, 2, 2] + [1] * 7  # 37 stones
    assert set(black.groups[0]) == {"d2", "e2", "e3", "f3", "g1", "g2", "g3", "h3"}
    assert black.formula == "8² + 5² + 5² = 114"
    assert white.formula == "7² + 6² + 5² = 110"
    assert [r.counts for r in black.regions][:4] == [True, True, True, False]
    assert game.headline(outcome) == "Black wins"


def test_the_mid_game_example_e2_d1_makes_a_group_of_three_and_kills_c1() -> None:
    game = get_game("tonga")
    state = game.from_position(position(MIDDLE, "b"))
    assert game.to_move(state) == 0
    after = game.apply(state, "e2-d1")
    black = game.score_details(after)[0]
    assert {"d2", "e2", "e3"} in [set(g) for g in black.groups]
    dead = present(game).scene(after)["marks"]
    assert dead and "c1" in dead[0]["cells"] and dead[0]["look"] == "dead"
    assert (
        "c1" not in present(game).scene(state)["marks"][0]["cells"]
        if present(game).scene(state)["marks"]
        else True
    )
    assert game.why_not(after, "c1") == "c1 has no empty neighbour: it can never be filled"


def test_equal_scores_are_broken_from_the_fourth_largest_group() -> None:
    game = get_game("tonga")
    # Found by a seeded random game: 68 each, Black's 4th group is 3 and White's 2.
    state = game.from_position(
        "bwb.wbwbw/wbbwbwbwb/bwwbwbwww/b.wbbwbbb/wbwbwbww./wb.wbwwbb/bwbbwbwwb/wbwbbwbbb/"
        ".w.wwbw.w b"
    )
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.scores == (68, 68)
    assert outcome.winners == (0,)
    assert outcome.decided == (
        "The scores tie at 68; Black's 4th-largest group (3) beats White's (2)."
    )


def test_a_tie_that_no_rank_breaks_is_a_draw() -> None:
    game = get_game("tonga")
    # A checkerboard with a1 empty: 40 single stones of each colour.
    ranks = [
        "".join("." if (f, r) == (0, 0) else "bw"[(f + r) % 2] for f in range(9))
        for r in reversed(range(9))
    ]
    state = game.from_position("/".join(ranks) + " w")
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.draw and outcome.winners == (0, 1)
    assert outcome.decided == "The scores tie at 3 and no group from the 4th largest on breaks it."
    assert game.headline(outcome) == "Draw"


@pytest.mark.parametrize(
    ("clicks", "reason"),
    [
        (("a9",), None),
        (("c7",), "c7 is not empty"),
        (("a9", "b8"), None),
        (("a9", "a7"), "a9 and a7 do not touch: the stones go on neighbouring cells"),
        (("a9", "c7"), "c7 is not empty"),
        (("a9", "a9"), None),  # a9 clicked again: white there, black to come
        (("a9", "a9", "b8"), None),
        (("a9", "a9", "a9"), "the two stones go on two different cells"),
        (("a9", "a9", "c7"), "c7 is not empty"),
        (("a9", "a9", "a7"), "a7 and a9 do not touch: the stones go on neighbouring cells"),
        (("a9", "b8", "c7"), "No legal step uses 'a9' then 'b8' then 'c7' now."),
        (("a9", "z9"), "z9 is not on the 9×9 board (a1 to i9)"),
    ],
)
def test_why_not_explains_each_click(clicks: tuple[str, ...], reason: str | None) -> None:
    game = get_game("tonga")
    state = game.from_position(position(MIDDLE, "b"))
    if reason and reason.startswith("z9"):
        with pytest.raises(InvalidMoveError, match=re.escape(reason)):
            game.why_not(state, *clicks)
    else:
        assert game.why_not(state, *clicks) == reason


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        ("e2", InvalidMoveError, "write the black stone's cell, '-', then the white stone's"),
        ("e2-d1-c1", InvalidMoveError, "is not a Tonga move"),
        ("e2-j1", InvalidMoveError, "j1 is not on the 9×9 board"),
        ("c7-c6", IllegalMoveError, "c7 is not empty"),
        ("e2-e4", IllegalMoveError, "e2 and e4 do not touch"),
    ],
)
def test_bad_moves_say_what_is_wrong(text: str, error: type[Exception], message: str) -> None:
    game = get_game("tonga")
    state = game.from_position(position(MIDDLE, "b"))
    with pytest.raises(error, match=message):
        game.parse_move(state, text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (position(MIDDLE, "w"), "it is Black's turn, not White's"),
        (position(MIDDLE, "x"), "the colour to move must be b or w"),
        (position(MIDDLE.replace("xwwx", "xww?", 1), "b"), "d2 holds '\\?'"),
        (position(MIDDLE.replace("xwwx", "xwww", 1), "b"), "8 black and 10 white stones"),
        (position(MIDDLE, "b") + " 3", "2 fields"),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(InvalidPositionError, match=message):
        get_game("tonga").from_position(text)


def touching_empty_pair(game_cells: dict[tuple[int, int], str]) -> bool:
    """Whether two empty cells touch, worked out here from coordinates, not from the rules."""
    return any(
        game_cells[(f, r)] == "." and game_cells.get((f + df, r + dr)) == "."
        for (f, r) in game_cells
        for df in (-1, 0, 1)
        for dr in (-1, 0, 1)
        if (df, dr) != (0, 0)
    )


@given(seed=st.integers(0, 2**32 - 1))
def test_the_game_ends_exactly_when_no_two_empty_cells_touch(seed: int) -> None:
    game = get_game("tonga")
    rng = random.Random(seed)
    state = game.initial_state()
    while True:
        rows = game.position(state).split()[0].split("/")
        cells = {(f, 8 - r): ch for r, row in enumerate(rows) for f, ch in enumerate(row)}
        assert (game.outcome(state) is None) == touching_empty_pair(cells)
        legal = game.legal_moves(state)
        if not legal:
            break
        state = game.apply(state, rng.choice(legal))
    outcome = game.outcome(state)
    assert outcome is not None
    black, white = game.score_details(state)
    assert outcome.scores == (
        sum(len(g) ** 2 for g in black.groups[:3]),
        sum(len(g) ** 2 for g in white.groups[:3]),
    )
