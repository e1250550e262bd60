"""Contiguous: the author's worked example and the fixtures of shared/spec/contiguous.md."""

from __future__ import annotations

import pytest

from py_games import (
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidPositionError,
    get_game,
)

# The author's finished 5x5 game, x = player 1, o = player 2, # = player 3 (ranks 5 to 1).
AUTHOR = """
x o # # x
# o x x o
x # o x #
o x o # o
# x o # x
"""


def author_position() -> str:
    ranks = ["".join(row.split()) for row in AUTHOR.strip().splitlines()]
    board = "/".join(ranks).translate(str.maketrans("xo#", "123"))
    # 25 cells filled in turn by 3 players: x filled the last one (say e1); o would be next.
    return f"{board} 2 e1"


def test_author_example_with_orthogonal_islands() -> None:
    game = get_game("contiguous", size=5, players=3)
    state = game.from_position(author_position())
    assert game.scores(state) == (6, 6, 4)
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0, 1)  # x and o share the win
    assert outcome.scores == (6, 6, 4)
    assert outcome.reason == "the grid is full"
    assert (
        outcome.decided == "Player 1 and Player 2 tie at 6, the highest score, and share the win."
    )
    assert game.legal_moves(state) == []
    assert game.to_move(state) is None
    # x's islands 1·1·3·1·2·1, shown largest first
    assert game.score_details(state)[0].formula == "3 × 2 × 1⁴ = 6"
    assert set(game.score_details(state)[0].groups[0]) == {"c4", "d4", "d3"}
    sizes = [[len(g) for g in detail.groups] for detail in game.score_details(state)]
    assert sizes == [[3, 2, 1, 1, 1, 1], [3, 2, 1, 1, 1], [2, 2, 1, 1, 1, 1]]


def test_author_example_with_diagonal_islands() -> None:
    game = get_game("contiguous", size=5, players=3, diagonal_islands=True)
    state = game.from_position(author_position())
    assert game.scores(state) == (12, 5, 12)
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0, 2)  # x and # share the win


def test_a_single_winner_is_decided_by_the_highest_score() -> None:
    game = get_game("contiguous", size=3)
    # Player 1: a3 b3 c3 b2 b1, one island of 5; player 2: a2 a1 and c2 c1, two of 2.
    state = game.from_position("111/212/212 2 b1")
    outcome = game.outcome(state)
    assert outcome is not None
    assert (outcome.winners, outcome.scores) == ((0,), (5, 4))
    assert outcome.decided == "The highest score wins."


def test_centre_filled_last_allows_its_eight_neighbours() -> None:
    game = get_game("contiguous", size=3)
    state = game.apply(game.initial_state(), "b2")
    assert sorted(map(str, game.legal_moves(state))) == sorted(
        ["a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"]
    )


def test_orthogonal_placement_allows_four_neighbours() -> None:
    game = get_game("contiguous", size=3, placement="orthogonal")
    state = game.apply(game.initial_state(), "b2")
    assert sorted(map(str, game.legal_moves(state))) == ["a2", "b1", "b3", "c2"]
    with pytest.raises(IllegalMoveError, match="does not touch along a side b2"):
        game.apply(state, "a1")


def test_when_the_last_cell_is_boxed_in_any_empty_cell_is_legal() -> None:
    game = get_game("contiguous", size=5, players=3)
    # b2's eight neighbours are all filled; b2 was filled last by player 3.
    state = game.from_position("...../...../123../132../231.. 1 b2")
    legal = {str(m) for m in game.legal_moves(state)}
    empty = {f"{f}{r}" for f in "abcde" for r in "12345"} - {
        "a1",
        "b1",
        "c1",
        "a2",
        "b2",
        "c2",
        "a3",
        "b3",
        "c3",
    }
    assert legal == empty
    assert game.turn_hint(state) == "Fill any empty cell: nothing next to b2 is empty."


def test_the_first_cell_is_free() -> None:
    game = get_game("contiguous", size=4)
    assert len(game.legal_moves(game.initial_state())) == 16
    assert game.turn_hint(game.initial_state()) == "Fill any cell."


def test_joining_islands_can_lower_the_score() -> None:
    """The author's note: a 2-island and a 4-island apart make 8; joined by one cell, 7."""
    game = get_game("contiguous", size=7)
    # Player 1 holds a1 b1 (2) and d1 e1 f1 g1 (4); c1 is empty; a2-g2 belong to player 2.
    apart = game.from_position("1....../......./......./......./......./2222222/11.1111 1 a2")
    assert game.scores(apart)[0] == 8
    joined = game.from_position("1....../......./......./......./2....../2222222/1111111 1 a3")
    assert game.scores(joined)[0] == 7


def test_illegal_moves_say_why() -> None:
    game = get_game("contiguous", size=5)
    state = game.apply(game.initial_state(), "c3")
    with pytest.raises(IllegalMoveError, match="c3 is not empty"):
        game.apply(state, "c3")
    with pytest.raises(IllegalMoveError, match="a1 does not touch c3, the cell filled last"):
        game.apply(state, "a1")
    # why_not gives the rules' own reason for a click, in any case, not a generic refusal.
    assert game.why_not(state, "a1") == (
        "a1 does not touch c3, the cell filled last, which still has an empty neighbour"
    )
    assert game.why_not(state, " C3") == "c3 is not empty"
    assert game.why_not(state, "b2") is None
    assert game.why_not(state, "B2") is None
    with pytest.raises(InvalidMoveError, match="not on the 5×5 board"):
        game.apply(state, "f1")
    with pytest.raises(InvalidMoveError, match="not a cell name"):
        game.apply(state, "33")


def test_moves_accept_case_and_spaces() -> None:
    game = get_game("contiguous")
    assert str(game.parse_move(game.initial_state(), "  C3 ")) == "c3"


def test_apply_returns_a_new_state() -> None:
    game = get_game("contiguous", players=3)
    start = game.initial_state()
    after = game.apply(start, "a1")
    assert start == game.initial_state()
    assert game.position(after) == "....../....../....../....../....../1..... 2 a1"
    assert game.to_move(after) == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (".../.../... 1", "3 fields"),
        ("..../.../... 1 -", "rank 3 has 4 cells"),
        (".../... 1 -", "2 ranks"),
        (".../.x./... 1 -", "b2 holds 'x'"),
        (".../.3./... 1 -", "b2 holds '3'"),  # only 2 players
        (".../.1./... 1 b2", "player 2's turn"),
        (".../.1./.1. 2 b2", "player 1 has 2 cells"),
        (".../.1./... 2 -", "last cell filled is missing"),
        (".../.1./... 2 a1", "must hold the previous player's symbol 1"),
        (".../.1./... 2 z9", "not on the 3×3 board"),
        (".../.1./... 3 b2", "number from 1 to 2"),
        (".../.1./... 12 b2", "number from 1 to 2, not '12'"),  # not a substring check
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, message: str) -> None:
    game = get_game("contiguous", size=3)
    with pytest.raises(InvalidPositionError, match=message):
        game.from_position(text)


def test_options_are_checked_and_normalised() -> None:
    game = get_game("contiguous", size=5)
    assert dict(game.options) == {
        "size": 5,
        "players": 2,
        "placement": "king",
        "diagonal_islands": False,
    }
    with pytest.raises(InvalidOptionError, match="from 3 to 19"):
        get_game("contiguous", size=20)
    with pytest.raises(InvalidOptionError, match="no option 'colour'"):
        get_game("contiguous", colour="red")
    with pytest.raises(InvalidOptionError, match="must be one of"):
        get_game("contiguous", placement="diagonal")
    with pytest.raises(InvalidOptionError, match="true or false"):
        get_game("contiguous", diagonal_islands=1)
    with pytest.raises(InvalidOptionError, match="whole number"):
        get_game("contiguous", size=True)


def test_a_state_of_another_size_is_refused() -> None:
    small, large = get_game("contiguous", size=3), get_game("contiguous", size=4)
    with pytest.raises(InvalidPositionError, match="not a position of"):
        large.legal_moves(small.initial_state())


def test_a_state_with_another_number_of_players_is_refused() -> None:
    two, three = get_game("contiguous", size=5), get_game("contiguous", size=5, players=3)
    for state in (three.initial_state(), three.apply(three.initial_state(), "c3")):
        with pytest.raises(InvalidPositionError, match="not a position of"):
            two.legal_moves(state)
        with pytest.raises(InvalidPositionError, match="not a position of"):
            two.apply(state, "b2")
