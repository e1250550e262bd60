"""Lines packed for links between devices (py_games.records.compact, the bridge's pack and
unpack): every legal line of every game reads back as it was, and anything changed, cut short
or not of this game is refused in words, in time linear in its length."""

from __future__ import annotations

import base64
import json
import random
from typing import Any

import pytest
from examples import COLOURS, SQUARE, TABLE
from hypothesis import given, settings
from hypothesis import strategies as st
from playouts import option_sets
from timing import ratio

from py_games import GAMES, Game, bridge, get_game
from py_games.core import limits
from py_games.core.errors import InvalidRecordError
from py_games.records import compact

LINEAR = 40  # as tests/test_limits.py: 16 times the input takes well under 40 times as long


def random_line(game: Game[Any, Any], rng: random.Random, cap: int = 400) -> list[str]:
    """A random legal line, to the end of the game or ``cap`` steps."""
    state, moves = game.initial_state(), []
    while len(moves) < cap and (legal := game.legal_moves(state)):
        move = rng.choice(legal)
        moves.append(str(move))
        state = game.apply(state, move)
    return moves


def ask(request: dict[str, Any]) -> Any:
    return json.loads(bridge.handle(json.dumps(request)))


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), cut=st.floats(0, 1))
def test_every_legal_line_reads_back_as_it_was(game_id: str, seed: int, cut: float) -> None:
    rng = random.Random(seed)
    game = list(option_sets(game_id, rng, 3))[rng.randrange(3)]
    whole = random_line(game, rng)
    moves = whole[: round(cut * len(whole))]  # games in progress, and finished ones
    packed = compact.pack(game, moves)
    assert set(packed) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert compact.unpack(game, packed) == moves


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_line_from_a_position_reads_back_from_that_position_only(game_id: str) -> None:
    game, rng = get_game(game_id), random.Random(7)
    before = random_line(game, rng, cap=6)
    state = game.initial_state()
    for text in before:
        state = game.apply(state, text)
    start = game.position(state)
    after = game.from_position(start)
    moves = [str(rng.choice(game.legal_moves(after)))]
    packed = compact.pack(game, moves, start)
    assert compact.unpack(game, packed, start) == moves
    with pytest.raises(InvalidRecordError, match="check does not match"):
        compact.unpack(game, packed)


def test_the_bridge_packs_and_unpacks_and_says_what_is_wrong() -> None:
    # A game whose first player is a choice, with the other choice than its default.
    game_id, option = next(
        (game_id, option)
        for game_id, rules in GAMES.items()
        for option in rules.OPTIONS
        if option.name == "first" and option.kind == "choice"
    )
    other_first = next(choice for choice in option.choices if choice != option.default)
    request = {"game": game_id, "options": {"first": other_first}}
    moves = random_line(get_game(game_id, first=other_first), random.Random(3))
    packed = ask({"fn": "pack", **request, "moves": moves})["steps"]
    answer = ask({"fn": "unpack", **request, "steps": packed})
    assert answer["moves"] == moves and answer["to_move"] is None  # a whole game
    assert answer["movers"][:3] == [0, 1, 0] and len(answer["movers"]) == len(moves)
    # The same steps under other options are not this game's.
    other = ask({"fn": "unpack", "game": game_id, "steps": packed})["error"]
    assert other == {
        "type": "InvalidRecordError",
        "message": "the link was changed or cut short: its check does not match this game",
    }
    illegal = ask({"fn": "pack", **request, "moves": ["a1-a2", "zz"]})["error"]
    assert illegal["type"] == "InvalidRecordError"
    assert illegal["message"].startswith("step 2 (zz): ")
    assert ask({"fn": "unpack", **request})["error"]["type"] == "BadRequest"


def packed_of(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def signed(game: Game[Any, Any], body: bytes) -> str:
    """Bytes with a right check: what only a deliberate forger can make."""
    return packed_of(body + compact.checksum(game, None, body).to_bytes(3, "big"))


@pytest.mark.parametrize(
    ("packed", "message"),
    [
        ("", "the link holds no steps"),
        ("AQNAl7CVA", "a character too many or too few"),
        ("AQNAl7CV!", "hold '!' at character 9; they are written with A-Z, a-z, 0-9, - and _ only"),
        ("AQNAl7CW", "the link was changed or cut short: its check does not match this game"),
        ("AQNAl7", "the link was changed or cut short"),
        ("AQNAl7CVAA", "changed or cut short"),
        (packed_of(b"\x07\x00"), "version 7 of the format; this site reads version 1"),
    ],
)
def test_a_garbled_link_is_refused_saying_what_is_wrong(packed: str, message: str) -> None:
    game = get_game(SQUARE, size=3)
    assert compact.pack(game, ["b2", "a1", "b1"]) == "AQNAl7CV"
    with pytest.raises(InvalidRecordError, match=message.replace("(", r"\(").replace(")", r"\)")):
        compact.unpack(game, packed)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"\x01\x02\xff", "the link's step 1 is choice 16 of 9 legal steps"),
        (b"\x01\x09\x00", r"the link's steps stop at step \d of 9"),
        (b"\x01\x01\x00\x00", "the link holds more than its 1 step$"),
        (b"\x01\x01\x08", "the link holds more than its 1 step$"),  # bits left over
        (b"\x01\xff\xff\xff\xff", "the link's number of steps is damaged"),
        (b"\x01\xff\xff\x7f", "the link's line is 2,097,151 steps long; at most 10,000 are read"),
    ],
)
def test_a_forged_link_with_a_right_check_is_still_refused(body: bytes, message: str) -> None:
    game = get_game(SQUARE, size=3)
    with pytest.raises(InvalidRecordError, match=message):
        compact.unpack(game, signed(game, body))


def test_steps_after_the_end_are_refused() -> None:
    game = get_game(SQUARE, size=3)
    whole = random_line(game, random.Random(1))
    body = bytearray(base64.urlsafe_b64decode(compact.pack(game, whole) + "==")[:-3])
    body[1] += 1  # one more step than the game has
    with pytest.raises(InvalidRecordError, match=f"step {len(whole) + 1} comes after the end"):
        compact.unpack(game, signed(game, bytes(body) + b"\x00"))


def test_too_long_a_link_is_refused_before_it_is_read() -> None:
    with pytest.raises(InvalidRecordError, match="524,288 are read"):
        compact.unpack(get_game(COLOURS), "A" * (limits.RECORD + 1))


def test_reading_a_tampered_link_is_linear_in_its_length() -> None:
    game = get_game(COLOURS, size=10)

    def run(n: int) -> None:
        with pytest.raises(InvalidRecordError):
            compact.unpack(game, "AQ" + "x" * n)

    assert ratio(run, 20_000) < LINEAR


def test_reading_a_long_valid_link_is_linear_in_its_steps() -> None:
    game = get_game(TABLE)  # a table game: its lines can run long, it has no end of the board
    moves = random_line(game, random.Random(5), cap=3_200)
    long, short = compact.pack(game, moves), compact.pack(game, moves[:200])

    def run(n: int) -> None:
        compact.unpack(game, long if n > 1 else short)

    assert ratio(run, 1) < LINEAR
