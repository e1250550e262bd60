"""Record text: what records.write writes, records.load reads back to the same game."""

from __future__ import annotations

import functools
import itertools
import random
from typing import Any

import pytest
from examples import SQUARE
from hypothesis import example, given
from hypothesis import strategies as st
from playouts import playout

from py_games import GAMES, Game, InvalidRecordError, get_game, records
from py_games.core import limits
from py_games.records.text import wrap

GAME = get_game(SQUARE, size=3, players=2)
MOVES = ["b2", "a1", "b1"]

# Every character str.splitlines ends a line at: a record must never be split at one of them.
LINE_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
assert all(len(f"a{c}b".splitlines()) == 2 for c in LINE_BREAKS)
# Text of every kind: any character, line breaks and lone surrogates (a cut emoji) often, and
# what record text itself is made of (commas, quotes, colons, #).
free_text = st.text(
    st.one_of(
        st.characters(),
        st.sampled_from(LINE_BREAKS + ',"#: \\\t'),
        st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),
    ),
    max_size=limits.TEXT,
)
SEAT_WORDS = ["human", "Human", "random", "0", "1", "2", "3", "4", "beginner", "CASUAL", "strong"]


@functools.cache
def finished_lines() -> list[tuple[Game[Any, Any], list[str]]]:
    """A finished game of every registered game (the square-board game also with three players)."""
    games = [GAMES[game_id]() for game_id in sorted(GAMES)]
    games.append(get_game(SQUARE, size=4, players=3))
    rng = random.Random("record-text")
    return [(game, [str(m) for m in playout(game, rng)[1]]) for game in games]


@given(data=st.data())
@example(data=None)  # the reported record: a name with a line break in a finished game
def test_every_record_written_loads_back_to_the_same_game_names_seats_date_and_moves(
    data: st.DataObject | None,
) -> None:
    if data is None:
        game, moves = GAME, ["b2", "a1", "a2", "a3", "b3", "c3", "c2", "c1", "b1"]
        names, date, seats, start = ["Ann", "Bob\ndate"], None, [], None
    else:
        game, line = data.draw(st.sampled_from(finished_lines()))
        cut = data.draw(st.sampled_from([len(line), 0, *range(len(line) + 1)]))  # often whole
        moves, start = line[:cut], None
        if data.draw(st.booleans()):  # a record from a position some way into the game
            state = game.initial_state()
            for step in moves[: len(moves) // 2]:
                state = game.apply(state, step)
            start, moves = game.position(state), moves[len(moves) // 2 :]
        players = game.players
        names = data.draw(
            st.one_of(st.just([]), st.lists(free_text, min_size=players, max_size=players))
        )
        date = data.draw(st.one_of(st.none(), free_text))
        seats = data.draw(
            st.one_of(
                st.just([]),
                st.lists(st.sampled_from(SEAT_WORDS), min_size=players, max_size=players),
            )
        )
    text = records.write(records.of(game, moves, start=start, names=names, date=date, seats=seats))
    record = records.read(text)
    assert list(record.names) == names
    assert record.date == (date or None)
    assert list(record.seats) == [records.seat(word) for word in seats]
    assert list(record.moves) == moves
    assert record.start == start
    replayed = records.replay(record)
    assert replayed.game == game
    assert records.write(record) == text
    # Every header is one line: the lines before the blank one are the header's.
    header = text.split("\n\n", 1)[0]
    assert len(header.splitlines()) == len(header.split("\n"))


def test_plain_names_and_dates_are_written_plainly() -> None:
    text = records.write(records.of(GAME, MOVES, names=["Ann", "Bob"], date="2026-11-22"))
    assert "names: Ann, Bob\ndate: 2026-11-22\n" in text
    quoted = records.write(records.of(GAME, MOVES, names=["Smith, Jo", " Bob"], date="a\nb"))
    assert 'names: "Smith, Jo", " Bob"\ndate: "a\\nb"\n' in quoted


@pytest.mark.parametrize(
    ("text", "moves"),
    [
        (f"game:{SQUARE}\nsize:3\n\n1.b2 2.a1", ("b2", "a1")),
        (f"game: {SQUARE}\n\n1.c3 d4 2. e5", ("c3", "d4", "e5")),
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
            f'game: {SQUARE}\nnames: "Ann, Bob\n',
            "line 2: names: '\"Ann, Bob' is not a closed quoted text",
        ),
        (f'game: {SQUARE}\nnames: "Ann" Bob, Cy\n', "line 2: names: expected a comma after 'Ann'"),
        (f'game: {SQUARE}\ndate: "x" y\n', "line 2: date: unexpected 'y' after the quoted text"),
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
    assert records.read(f"game: {SQUARE}\nnames: {value}\n").names == names


def test_move_lines_fill_up_to_72_characters() -> None:
    # Two turns that make exactly 72 characters share a line; one more character does not.
    assert wrap(["a" * 35, "b" * 36], width=72) == ["a" * 35 + " " + "b" * 36]
    assert wrap(["a" * 35, "b" * 37], width=72) == ["a" * 35, "b" * 37]
    game = get_game(SQUARE, size=19)
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
        records.load(f"game: {SQUARE}\n\n1. b2\ndate: x\n")


def test_a_record_with_an_option_out_of_range_says_which() -> None:
    record = records.Record(game=SQUARE, options={"size": 99})
    with pytest.raises(InvalidRecordError) as raised:
        records.replay(record)
    assert str(raised.value) == f"option 'size' of {SQUARE} must be from 3 to 19, not 99"
