"""Hostile input to the public API and the bridge: precise GameErrors, never a Python error.

Each case here once raised TypeError, AttributeError or RecursionError, or came back from the
bridge as ``InternalError`` (which must only ever mean a bug of ours).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from py_games import (
    InvalidMoveError,
    InvalidOptionError,
    InvalidRecordError,
    Move,
    Place,
    bridge,
    get_game,
    records,
)


@pytest.mark.parametrize("name", ["game_id", "self", "cls", "options"])
def test_an_option_named_like_a_parameter_is_an_unknown_option(name: str) -> None:
    with pytest.raises(InvalidOptionError, match=f"no option '{name}'"):
        get_game("contiguous", **{name: 1})
    answer = json.loads(
        bridge.handle(json.dumps({"fn": "view", "game": "contiguous", "options": {name: 1}}))
    )
    assert answer["error"]["type"] == "InvalidOptionError"
    with pytest.raises(InvalidRecordError, match=f"unknown header '{name}'"):
        records.read(f"game: contiguous\n{name}: 1\n")


@pytest.mark.parametrize("cell", [None, 5, 2.5, ["c3"]])
def test_a_move_naming_no_cell_is_an_invalid_move(cell: object) -> None:
    with pytest.raises(InvalidMoveError, match="a cell is named by text"):
        Place(cell)  # type: ignore[arg-type]


def test_a_move_that_cannot_be_written_is_an_invalid_move() -> None:
    @dataclass(frozen=True)
    class Broken(Move):
        def __str__(self) -> str:
            return None  # type: ignore[return-value]  # noqa: PLE0307 (the point of the test)

        @property
        def cells(self) -> tuple[str, ...]:
            return ()

    game = get_game("contiguous")
    with pytest.raises(InvalidMoveError, match="Broken is not a move of Contiguous"):
        game.apply(game.initial_state(), Broken())


@pytest.mark.parametrize("cell", [None, 3, ("c3",)])
def test_why_not_a_cell_that_is_not_text_is_an_invalid_move(cell: object) -> None:
    game = get_game("contiguous")
    with pytest.raises(InvalidMoveError, match="a cell is named by text"):
        game.why_not(game.initial_state(), cell)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("request_text", "message"),
    [
        ('{"fn": []}', "'fn' names a function"),
        ('{"fn": {}}', "'fn' names a function"),
        ('{"fn": null}', "'fn' names a function"),
        ("[" * 100_000, "nested too deeply"),
        ('{"fn": "view", "game": "contiguous", "moves": [' + "7" * 5000 + "]}", "number too long"),
        ("[1, 2]", "a request is a JSON object"),
        ("not json", "not JSON"),
    ],
)
def test_the_bridge_refuses_malformed_requests_as_bad_requests(
    request_text: str, message: str
) -> None:
    answer = json.loads(bridge.handle(request_text))
    assert answer["error"]["type"] == "BadRequest"
    assert message in answer["error"]["message"]


@pytest.mark.parametrize("request_object", [None, 12, b"{}", ["fn"]])
def test_the_bridge_refuses_requests_that_are_not_text(request_object: object) -> None:
    answer = json.loads(bridge.handle(request_object))  # type: ignore[arg-type]
    assert answer["error"]["type"] == "BadRequest"
    assert "a request is JSON text" in answer["error"]["message"]


def test_a_lone_surrogate_in_a_request_comes_back_as_valid_utf8() -> None:
    request = '{"fn": "why_not", "game": "contiguous", "cell": "\\ud83d"}'
    reply = bridge.handle(request)
    reply.encode("utf-8")  # raises UnicodeEncodeError on a lone surrogate
    assert json.loads(reply)["error"]["type"] == "InvalidMoveError"
    # Ordinary non-ASCII text is not escaped (the fast path stays).
    assert "×" in bridge.handle('{"fn": "view", "game": "contiguous", "moves": ["z9"]}')


@pytest.mark.parametrize(
    "call",
    [
        get_game,
        lambda big: get_game("contiguous", placement=big),
        lambda big: get_game("contiguous").parse_move(get_game("contiguous").initial_state(), big),
        lambda big: get_game("contiguous").from_position(f"{big} 1 -"),
        lambda big: records.load(f"game: contiguous\n\n1. {big}"),
        lambda big: records.load(f"game: contiguous\n{big}: 1"),
    ],
)
def test_messages_quote_long_input_cut_short(call: object) -> None:
    big = "q" * 1_000_000
    with pytest.raises(ValueError) as raised:
        call(big)  # type: ignore[operator]
    assert len(str(raised.value)) < 300
    assert "1000000 characters" in str(raised.value) or "q" * 41 not in str(raised.value)


def test_the_bridge_cuts_long_input_in_its_messages() -> None:
    request = {"fn": "view", "game": "contiguous", "moves": ["c3", "x" * 1_000_000]}
    reply = bridge.handle(json.dumps(request))
    assert len(reply) < 400
    assert "step 2" in reply
