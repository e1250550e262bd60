"""Record text: what records.write writes, records.load reads back to the same game."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from py_games import InvalidRecordError, get_game, records

GAME = get_game("contiguous", size=3, players=2)
MOVES = ["b2", "a1", "b1"]


@given(names=st.lists(st.text(max_size=12), min_size=2, max_size=2), date=st.text(max_size=16))
@example(names=["Ann", "Bob"], date="2024\nb2")  # a date once injected the move b2
@example(names=["Smith, Jo", "Bob\nc3"], date=" 2024 ")  # a comma once made a third player
@example(names=[" Ann ", '"Bob"'], date='"')
@example(names=["", "\u2028"], date="\x85")  # line breaks that str.splitlines knows
def test_every_record_written_loads_back_with_the_same_names_date_and_moves(
    names: list[str], date: str
) -> None:
    text = records.write(records.of(GAME, MOVES, names=names, date=date))
    record = records.read(text)
    assert list(record.names) == names
    assert record.date == (date or None)
    assert list(record.moves) == MOVES
    assert records.replay(record).game == GAME


def test_plain_names_and_dates_are_written_plainly() -> None:
    text = records.write(records.of(GAME, MOVES, names=["Ann", "Bob"], date="2026-11-22"))
    assert "names: Ann, Bob\ndate: 2026-11-22\n" in text
    quoted = records.write(records.of(GAME, MOVES, names=["Smith, Jo", " Bob"], date="a\nb"))
    assert 'names: "Smith, Jo", " Bob"\ndate: "a\\nb"\n' in quoted


@pytest.mark.parametrize(
    ("text", "moves"),
    [
        ("game:contiguous\nsize:3\n\n1.b2 2.a1", ("b2", "a1")),
        ("game: contiguous\n\n1.c3 d4 2. e5", ("c3", "d4", "e5")),
    ],
)
def test_a_colon_or_a_turn_number_glued_to_what_follows_is_read(
    text: str, moves: tuple[str, ...]
) -> None:
    assert records.read(text).moves == moves
    records.load(text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            'game: contiguous\nnames: "Ann, Bob\n',
            "line 2: names: '\"Ann, Bob' is not a closed quoted text",
        ),
        ('game: contiguous\nnames: "Ann" Bob, Cy\n', "line 2: names: expected a comma after 'Ann'"),
        ('game: contiguous\ndate: "x" y\n', "line 2: date: unexpected 'y' after the quoted text"),
    ],
)
def test_badly_quoted_header_values_say_what_and_where(text: str, message: str) -> None:
    with pytest.raises(InvalidRecordError, match=message):
        records.read(text)


@pytest.mark.parametrize(
    ("value", "names"),
    [
        ("A,B", ("A", "B")),
        (", Bob", ("", "Bob")),
        ("Ann, ", ("Ann", "")),
        ('"A, B" , C', ("A, B", "C")),
        ('\t"A"\t,\t"B" ', ("A", "B")),  # tabs around quoted names too
    ],
)
def test_names_are_split_at_commas_outside_quotes(value: str, names: tuple[str, ...]) -> None:
    assert records.read(f"game: contiguous\nnames: {value}\n").names == names


def test_move_lines_fill_up_to_72_characters() -> None:
    # Two turns that make exactly 72 characters share a line; one more character does not.
    assert records._wrap(["a" * 35, "b" * 36], width=72) == ["a" * 35 + " " + "b" * 36]
    assert records._wrap(["a" * 35, "b" * 37], width=72) == ["a" * 35, "b" * 37]
    game = get_game("contiguous", size=19)
    state, moves = game.initial_state(), []
    while legal := game.legal_moves(state):
        moves.append(legal[len(moves) % len(legal)])
        state = game.apply(state, moves[-1])
    body = records.write(records.of(game, moves)).split("\n\n", 1)[1].splitlines()
    assert len(body) > 3
    assert all(len(line) <= 72 for line in body)
    # A line ends only where its next turn would not have fitted.
    for line, after in itertools.pairwise(body):
        next_turn = " ".join(after.split()[:2])
        assert len(line) + 1 + len(next_turn) > 72


def test_a_header_line_after_the_moves_is_not_a_header() -> None:
    # Headers come first; "date: x" among the moves is a step that cannot be read.
    with pytest.raises(InvalidRecordError, match=r"step 2 \(date:\)"):
        records.load("game: contiguous\n\n1. b2\ndate: x\n")


def test_a_record_with_an_option_out_of_range_says_which() -> None:
    record = records.Record(game="contiguous", options={"size": 99})
    with pytest.raises(InvalidRecordError) as raised:
        records.replay(record)
    assert str(raised.value) == "option 'size' of contiguous must be from 3 to 19, not 99"
