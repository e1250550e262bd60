"""Too: the fixtures of shared/spec/too.md, the hexhex grid, and properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from py_games import IllegalMoveError, InvalidMoveError, InvalidPositionError, get_game
from py_games.core.hexes import HexHexGrid

# Side 2: the centre b2 and its ring in order around it.
RING = ["a1", "a2", "b3", "c2", "c1", "b1"]


def side_two(colours: dict[str, str]) -> str:
    """Position text of a side-2 board from cell -> 'b' | 'w' (others empty)."""
    grid = HexHexGrid(2)
    rows = ["".join(colours.get(grid.names[i], ".") for i in row) for row in grid.rows]
    stones = sum(1 for c in colours.values() if c in "bw")
    return "/".join(rows) + f" {stones % 2}"


def alternating(centre: str, first: str) -> dict[str, str]:
    other = "w" if first == "b" else "b"
    return {"b2": centre} | {cell: (first, other)[k % 2] for k, cell in enumerate(RING)}


@pytest.mark.parametrize(
    ("colours", "black", "white", "winner"),
    [
        (alternating("b", "w"), (4,), (1, 1, 1), 1),
        (alternating("w", "b"), (1, 1, 1), (4,), 0),
        (dict.fromkeys(["b2", *RING], "w"), (), (7,), 1),
        ({"b2": "w"} | dict.fromkeys(RING, "b"), (6,), (1,), 0),
        ({"b2": "b"} | {cell: "bbbwww"[k] for k, cell in enumerate(RING)}, (4,), (3,), 0),
    ],
)
def test_the_spec_fixtures(
    colours: dict[str, str], black: tuple[int, ...], white: tuple[int, ...], winner: int
) -> None:
    game = get_game("too", size=2)
    state = game.from_position(side_two(colours))
    assert game.scores(state) == (black, white)
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.winners == (winner,)
    assert outcome.scores == (black, white)


def test_the_deciding_rank_is_said_and_marked() -> None:
    game = get_game("too", size=2)
    state = game.from_position(side_two(alternating("b", "w")))
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.decided == "Black has no 2nd-largest group; White has one (1)."
    black, white = game.score_details(state)
    assert black.text == "4" and white.text == "1 1 1"
    assert [r.counts for r in white.regions] == [False, True, False]
    swapped = game.from_position(side_two({"b2": "w"} | dict.fromkeys(RING, "b")))
    told = game.outcome(swapped)
    assert told is not None
    assert told.decided == (
        "Every group from the 2nd on matches; Black's largest group (6) beats White's (1)."
    )


def test_the_hexhex_grid_follows_the_notation() -> None:
    grid = HexHexGrid(5)
    assert grid.size == 61
    assert [len(row) for row in grid.rows] == [5, 6, 7, 8, 9, 8, 7, 6, 5]
    assert grid.axial[grid.index("e5")] == (0, 0)
    around = {grid.names[j] for j in grid.adjacent[grid.index("e5")]}
    assert around == {"e4", "e6", "d4", "d5", "f4", "f5"}
    # Rows above the middle shift right of the row below them: a1 touches b1 and b2.
    assert {grid.names[j] for j in grid.adjacent[grid.index("a1")]} == {"a2", "b1", "b2"}
    assert {grid.names[j] for j in grid.adjacent[grid.index("i1")]} == {"i2", "h1", "h2"}
    assert len(HexHexGrid(10).names) == 271


def test_moves_and_their_errors() -> None:
    game = get_game("too")
    state = game.apply(game.initial_state(), " E5:B ")
    assert game.position(state).startswith(".....")
    assert [str(m) for m in game.legal_moves(state)][:2] == ["a1:b", "a1:w"]
    with pytest.raises(IllegalMoveError, match="e5 is not empty"):
        game.apply(state, "e5:w")
    with pytest.raises(InvalidMoveError, match="write the cell, ':', then b or w"):
        game.parse_move(state, "e5")
    with pytest.raises(InvalidMoveError, match="j1 is not on the hexhex board of side 5"):
        game.parse_move(state, "j1:b")
    with pytest.raises(InvalidMoveError, match="a6 is not on"):
        game.parse_move(state, "a6:w")
    assert game.why_not(state, "e5") == "e5 is not empty"
    assert game.why_not(state, "e4") is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("../.b./.. 0", "it is player 1's turn, not player 0's"),
        ("../.b./.. 2", "the player to move is 0 or 1"),
        ("../.b../.. 1", "row b has 4 cells, expected 3"),
        ("../.b. 1", "the board has 2 rows"),
        ("../.x./.. 1", "b2 holds 'x'"),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(InvalidPositionError, match=message):
        get_game("too", size=2).from_position(text)


@given(data=st.data(), side=st.integers(2, 6))
def test_a_full_board_never_ties(data: st.DataObject, side: int) -> None:
    game = get_game("too", size=side)
    grid = HexHexGrid(side)
    colours = data.draw(st.lists(st.sampled_from("bw"), min_size=grid.size, max_size=grid.size))
    rows = ["".join(colours[i] for i in row) for row in grid.rows]
    state = game.from_position("/".join(rows) + f" {grid.size % 2}")
    outcome = game.outcome(state)
    assert outcome is not None
    assert len(outcome.winners) == 1
    assert outcome.scores[0] != outcome.scores[1]
    assert sum(outcome.scores[0]) + sum(outcome.scores[1]) == grid.size  # type: ignore[arg-type]
