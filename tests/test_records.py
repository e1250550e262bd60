"""Records: reading what people write, and refusing what cannot be replayed, with reasons."""

from __future__ import annotations

import re

import pytest
from examples import SQUARE

from py_games import GAMES, InvalidRecordError, get_game, records


def test_windows_text_with_a_byte_order_mark_reads() -> None:
    replayed = records.load(f"\ufeffgame: {SQUARE}\r\nsize: 3\r\n\r\n1. b2 2. a1\r\n")
    assert [str(m) for m in replayed.moves] == ["b2", "a1"]


def test_turn_numbers_comments_and_case_are_optional() -> None:
    text = f"# a friendly game\nGame: {SQUARE}\nSize: 4\nNames: Ann, Bob\n\nB2 a1\nb1"
    record = records.read(text)
    assert record.names == ("Ann", "Bob")
    assert [str(m) for m in records.replay(record).moves] == ["b2", "a1", "b1"]


def test_options_left_out_take_their_defaults() -> None:
    replayed = records.load(f"game: {SQUARE}\n")
    assert replayed.game == get_game(SQUARE)
    assert replayed.final == replayed.game.initial_state()


def test_the_result_line_is_written_for_readers_and_never_trusted() -> None:
    game = get_game(SQUARE, size=3)
    moves = ["b2", "a1", "a2", "a3", "b3", "c3", "c2", "c1", "b1"]
    text = records.write(records.of(game, moves, names=["Ann", "Bob"], date="2026-11-22"))
    assert "result: Ann wins: Ann: 5, Bob: 1 (the grid is full)" in text
    assert "date: 2026-11-22" in text
    lying = text.replace("Ann wins", "Bob wins")
    assert records.load(lying).outcome == records.load(text).outcome


def test_a_game_from_a_start_position_keeps_it() -> None:
    game = get_game(SQUARE, size=3)
    start = "..1/.2./... 1 b2"
    text = records.write(records.of(game, ["a2", "a1"], start=start))
    assert f"start: {start}" in text
    assert records.load(text).states[0] == game.from_position(start)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the record is empty"),
        ("1. b2 2. a1", "does not say which game"),
        ("game: chess", "there is no game 'chess'"),
        (f"game: {SQUARE}\nsize: 2", f"line 2: option 'size' of {SQUARE} must be from 3 to 19"),
        (f"game: {SQUARE}\nsize: big", "must be a whole number, not 'big'"),
        (f"game: {SQUARE}\ncolour: red", "line 2: unknown header 'colour'"),
        (f"game: {SQUARE}\nsize: 3\nsize: 4", "line 3: 'size' is given twice"),
        (f"game: {SQUARE}\nnames: Ann", "names 1 player but the game has 2"),
        (f"game: {SQUARE}\nstart: ../.. 1 -", "start position: the board has 2 ranks"),
        (f"game: {SQUARE}\n\n1. c3 2. c3", "step 2 (c3): c3 is not empty"),
        (f"game: {SQUARE}\n\n1. c3 2. q9", "step 2 (q9): q9 is not on the 6×6 board"),
    ],
)
def test_bad_records_say_what_and_where(text: str, message: str) -> None:
    with pytest.raises(InvalidRecordError, match=re.escape(message)):
        records.load(text)


def test_describe_outcome_names_the_winners_and_every_score() -> None:
    from py_games import Outcome

    game = get_game(SQUARE, players=3)
    assert (
        records.describe_outcome(
            game, Outcome((0, 2), (4, 1, 4), "the grid is full"), ["A", "B", "C"]
        )
        == "A and C share the win: A: 4, B: 1, C: 4 (the grid is full)"
    )
    assert (
        records.describe_outcome(game, Outcome((0, 1, 2), (2, 2, 2), "the grid is full"))
        == "draw: Player 1: 2, Player 2: 2, Player 3: 2 (the grid is full)"
    )
    # Scores that are vectors (group sizes, as Too compares them) are written as such.
    assert (
        records.describe_outcome(game, Outcome((1,), ((3, 1), (3, 2), (1,)), "the board is full"))
        == "Player 2 wins: Player 1: (3 1), Player 2: (3 2), Player 3: (1) (the board is full)"
    )


def test_reading_says_what_is_missing_and_which_headers_exist() -> None:
    cases = [
        ("\n# only a comment\n", "the record is empty"),
        ("size: 3\n\n1. b2", "the record does not say which game: add a line 'game: <id>'"),
        (
            f"game: {SQUARE}\ncolour: red\n",
            "line 2: unknown header 'colour'; the headers are: game, names, seats, date, start, "
            "result, size, players, placement, diagonal_islands",
        ),
        (3, "a record is text, not int"),
    ]
    for text, message in cases:
        with pytest.raises(InvalidRecordError) as raised:
            records.read(text)  # type: ignore[arg-type]
        assert str(raised.value) == message
    # Header names read in any case, with spaces for underscores; the result is kept as read.
    record = records.read(f"Game: {SQUARE}\nDiagonal Islands: true\nresult: anything\n\n1. b2")
    assert record.options == {"diagonal_islands": True}
    assert record.result == "anything"
    assert record.moves == ("b2",)


def test_the_start_line_is_written_only_for_another_start() -> None:
    game = get_game(SQUARE, size=3)
    initial = records.replay(records.of(game, ["b2"]))
    assert "start:" not in records.format_replay(initial)
    other = records.replay(records.of(game, ["a2"], start="..1/.2./... 1 b2"))
    assert "start: ..1/.2./... 1 b2\n" in records.format_replay(other)
    assert "start: " in records.format_replay(initial, with_start=True)


# -- seats: who plays each seat ---------------------------------------------------------------


def test_seats_are_written_by_their_names_and_read_in_any_spelling() -> None:
    game = get_game(SQUARE, size=3, players=3)
    text = records.write(records.of(game, ["b2"], seats=["human", 2, "RANDOM"]))
    assert "seats: human, casual, random\n" in text
    assert records.read(text).seats == ("human", "casual", "random")
    lenient = f"game: {SQUARE}\nplayers: 3\nSeats: Human 4 ,  0\n"
    assert records.read(lenient).seats == ("human", "strongest", "random")
    assert records.read(f"game: {SQUARE}\n").seats == ()
    assert [records.seat(word) for word in ("1", " Beginner ", 3)] == [
        "beginner",
        "beginner",
        "strong",
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            f"game: {SQUARE}\nseats: human, expert",
            "line 2: seats: 'expert' is not a seat: a seat is human, random, or a level from "
            "1 to 4 or its name (beginner, casual, strong, strongest)",
        ),
        (f"game: {SQUARE}\nseats: human, 5", "line 2: seats: '5' is not a seat"),
        (f"game: {SQUARE}\nseats: human", "the record gives 1 seat but the game has 2 players"),
        (f"game: {SQUARE}\nseats: human 1 2", "the record gives 3 seats but the game has 2"),
        (f"game: {SQUARE}\nseats: " + "human " * 7, "line 2: seats: more than 6 seats; at most 6"),
    ],
)
def test_a_wrong_seat_is_named(text: str, message: str) -> None:
    with pytest.raises(InvalidRecordError, match=re.escape(message)):
        records.load(text)


def test_a_wrong_seat_given_to_of_is_named() -> None:
    with pytest.raises(InvalidRecordError, match="'computer' is not a seat"):
        records.of(get_game(SQUARE), seats=["human", "computer"])
    with pytest.raises(InvalidRecordError, match="True is not a seat"):
        records.of(get_game(SQUARE), seats=["human", True])  # type: ignore[list-item]


def test_names_are_one_per_player_when_written_as_when_read() -> None:
    game = get_game(SQUARE, size=3)
    with pytest.raises(InvalidRecordError, match="the record names 1 player but the game has 2"):
        records.write(records.of(game, ["b2"], names=["Ann"]))
    with pytest.raises(InvalidRecordError, match="the record gives 1 seat but the game has 2"):
        records.write(records.of(game, ["b2"], seats=["human"]))


# -- option values with their meaning ----------------------------------------------------------


def test_an_option_value_is_followed_by_what_it_means_where_that_helps() -> None:
    """Every game's options, every value with words: the words follow as a comment unless they
    only repeat the value; each game's own words are checked in its folder."""
    noted = plain = 0
    for rules in GAMES.values():
        for option in rules.OPTIONS:
            choices = list(option.choices) if option.kind == "choice" else []
            named = list(range(option.minimum or 0, (option.maximum or 0) + 1))
            for value in choices or (named if option.names else [option.default]):
                game = rules(**{option.name: value})
                text = records.write(records.of(game))
                line = next(x for x in text.splitlines() if x.startswith(f"{option.name}: "))
                label, written = option.label_of(value), option.format(value)
                if label and label.lower() != written.lower():
                    assert line == f"{option.name}: {written}  # {label}"
                    noted += 1
                else:
                    assert line == f"{option.name}: {written}"
                    plain += 1
                assert records.load(text).game == game
    assert noted and plain


def test_an_option_line_may_end_with_a_comment_and_no_other_line_may() -> None:
    record = records.read(f"game: {SQUARE}\nsize: 4 # small\nnames: #1, Ann # 2\ndate: #5\n")
    assert record.options == {"size": 4}
    assert record.names == ("#1", "Ann # 2")
    assert record.date == "#5"
