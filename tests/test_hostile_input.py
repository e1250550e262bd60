"""Hostile input to the public API and the bridge: precise GameErrors, never a Python error.

Each case here once raised TypeError, AttributeError or RecursionError, or came back from the
bridge as ``InternalError`` (which must only ever mean a bug of ours).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest
from examples import PAIRS, PUZZLED, SQUARE
from hypothesis import example, given
from hypothesis import strategies as st

from py_games import (
    InvalidMoveError,
    InvalidOptionError,
    InvalidPositionError,
    InvalidRecordError,
    Move,
    Place,
    bridge,
    get_game,
    records,
)
from py_games.__main__ import main
from py_games.core.errors import InvalidAnnotationError
from py_games.draw.annotations import read_marks
from py_games.records import compact


@pytest.mark.parametrize("name", ["game_id", "self", "cls", "options"])
def test_an_option_named_like_a_parameter_is_an_unknown_option(name: str) -> None:
    with pytest.raises(InvalidOptionError, match=f"no option '{name}'"):
        get_game(SQUARE, **{name: 1})
    answer = json.loads(
        bridge.handle(json.dumps({"fn": "view", "game": SQUARE, "options": {name: 1}}))
    )
    assert answer["error"]["type"] == "InvalidOptionError"
    with pytest.raises(InvalidRecordError, match=f"unknown header '{name}'"):
        records.read(f"game: {SQUARE}\n{name}: 1\n")


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

    game = get_game(SQUARE)
    with pytest.raises(InvalidMoveError, match=f"Broken is not a move of {get_game(SQUARE).title}"):
        game.apply(game.initial_state(), Broken())


@pytest.mark.parametrize("cell", [None, 3, ("c3",)])
def test_why_not_a_cell_that_is_not_text_is_an_invalid_move(cell: object) -> None:
    game = get_game(SQUARE)
    with pytest.raises(InvalidMoveError, match="a cell is named by text"):
        game.why_not(game.initial_state(), cell)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("request_text", "message"),
    [
        ('{"fn": []}', "'fn' names a function"),
        ('{"fn": {}}', "'fn' names a function"),
        ('{"fn": null}', "'fn' names a function"),
        ("[" * 100_000, "nested too deeply"),
        (f'{{"fn": "view", "game": "{SQUARE}", "moves": [' + "7" * 5000 + "]}", "number too long"),
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


def test_a_lone_surrogate_in_a_request_is_a_bad_request_naming_the_field() -> None:
    request = f'{{"fn": "why_not", "game": "{SQUARE}", "cell": "\\ud83d"}}'
    reply = bridge.handle(request)
    reply.encode("utf-8")  # raises UnicodeEncodeError on a lone surrogate
    assert json.loads(reply)["error"] == {
        "type": "BadRequest",
        "message": "'cell' holds '\\ud83d' at character 1, half of a character (a lone "
        "surrogate): text must be whole characters",
    }
    # Whole characters pass, escaped in pairs or not; ordinary non-ASCII text is not escaped
    # in the reply (the fast path stays).
    for emoji in ('"\\ud83d\\ude00"', '"\U0001f600"'):
        text = f'{{"fn": "record", "game": "{SQUARE}", "names": ["Ann", ' + emoji + "]}"
        assert "names: Ann, \U0001f600" in json.loads(bridge.handle(text))["text"]
    assert "×" in bridge.handle(f'{{"fn": "view", "game": "{SQUARE}", "moves": ["z9"]}}')


def test_a_link_is_read_from_its_start_position_before_its_check() -> None:
    game = get_game(SQUARE, size=5)
    start = game.position(game.apply(game.initial_state(), "c3"))
    steps = compact.pack(game, ["d4"], start)
    assert compact.unpack(game, steps, start) == ["d4"]
    # The check is worked out from the start: a start that is no position is said as such
    # (it was "the link was changed", or for a lone surrogate an InternalError).
    for wrong in ("nonsense", "\ud800", start + "\udc00"):
        with pytest.raises(InvalidPositionError, match=r"^start position: "):
            compact.unpack(game, steps, wrong)
    request = {"fn": "unpack", "game": SQUARE, "options": {"size": 5}, "steps": steps}
    answer = json.loads(bridge.handle(json.dumps({**request, "start": "\ud800"})))
    assert answer["error"]["type"] == "BadRequest"
    assert answer["error"]["message"].startswith("'start' holds '\\ud800' at character 1")


@pytest.mark.parametrize(
    "call",
    [
        get_game,
        lambda big: get_game(SQUARE, placement=big),
        lambda big: get_game(SQUARE).parse_move(get_game(SQUARE).initial_state(), big),
        lambda big: get_game(SQUARE).from_position(f"{big} 1 -"),
        lambda big: records.load(f"game: {SQUARE}\n\n1. {big}"),
        lambda big: records.load(f"game: {SQUARE}\n{big}: 1"),
    ],
)
def test_messages_quote_long_input_cut_short(call: object) -> None:
    big = "q" * 1_000_000
    with pytest.raises(ValueError) as raised:
        call(big)  # type: ignore[operator]
    assert len(str(raised.value)) < 300
    assert "1000000 characters" in str(raised.value) or "q" * 41 not in str(raised.value)


def test_the_bridge_cuts_long_input_in_its_messages() -> None:
    request = {"fn": "view", "game": SQUARE, "moves": ["c3", "x" * 1_000_000]}
    reply = bridge.handle(json.dumps(request))
    assert len(reply) < 400
    assert "step 2" in reply


# -- a lone surrogate anywhere in any request -------------------------------------------------

# One request of every function that the bridge answers without an error, each with text in
# every field it reads: a link packed from a start position (its check covers the start), a
# picture's marks with a label, names, a sketch, a tree. A lone surrogate put anywhere in
# any of them must come back as a BadRequest naming the field, never as what the function
# made of it (an InternalError where the text was encoded: a link's check, an SVG's ids).
_GAME = get_game(SQUARE, size=5)
_START = _GAME.position(_GAME.apply(_GAME.initial_state(), "c3"))
_RECORD = f"game: {SQUARE}\nsize: 5\nnames: Ann, Bob\ndate: 2026-11-26\n\n1. c3 2. d4 (2. b2)"
_JOURNAL = (
    '{"py-games":"practice","version":1}\n{"id":"a","at":1764000000000,"kind":"name_collection",'
    '"collection":"c","name":"Mine"}\n'
)
VALID: dict[str, dict[str, Any]] = {
    "catalog": {},
    "view": {"game": SQUARE, "options": {"size": "5"}, "start": _START, "moves": ["d4"],
             "marks": "c3:green:A d4", "arrows": "c3>d4:blue", "board": True},
    "play": {"game": SQUARE, "options": {"size": 5}, "moves": ["c3"], "step": "d4",
             "tree": ["c3", "(", "b2", ")"]},
    "why_not": {"game": PAIRS, "moves": [], "cells": ["a1", "b2"]},
    "record": {"game": SQUARE, "moves": ["c3"], "names": ["Ann", "Bob"],
               "seats": ["human", "casual"], "date": "2026-11-26"},
    "load": {"text": _RECORD},
    "think": {"game": SQUARE, "moves": ["c3"], "level": 1, "seed": "s", "budget_ms": 5,
              "slice_ms": 5},
    "forget": {"search": "s1", "review": "r1"},
    "review": {"game": SQUARE, "options": {"size": 3}, "moves": ["b2"], "seed": "s",
               "iterations": 5, "slice_ms": 5},
    "edit": {"game": SQUARE, "options": {"size": 5}, "position": _START,
             "marks": "c3:green:A", "arrows": "c3>d4"},
    "svg": {"game": SQUARE, "options": {"size": 5}, "moves": ["c3"], "theme": "dark",
            "marks": "c3:green:A", "arrows": "c3>d4"},
    "lesson": {"game": SQUARE, "task": "1", "moves": []},
    "puzzles": {"game": PUZZLED},
    "puzzle": {"puzzle": f"{PUZZLED}/1", "moves": []},
    "pack": {"game": SQUARE, "options": {"size": 5}, "start": _START, "moves": ["d4"]},
    "unpack": {"game": SQUARE, "options": {"size": 5}, "start": _START,
               "steps": compact.pack(_GAME, ["d4"], _START)},
    "practice": {"journal": [_JOURNAL, _JOURNAL], "now": 1_764_000_000_000, "game": PUZZLED,
                 "seed": "s"},
    "practice_import": {"journal": _JOURNAL, "text": _JOURNAL},
}  # fmt: skip


def _texts(value: object, where: str = "") -> list[tuple[str, list[Any]]]:
    """Every text in a request: its field (as a BadRequest names it) and the path to it."""
    found: list[tuple[str, list[Any]]] = []
    if isinstance(value, dict):
        for key, item in value.items():
            inner = f"{where}.{key}" if where else key
            found += [(f"a name in '{where}'" if where else "a field's name", [key, None])]
            found += [(field, [key, *path]) for field, path in _texts(item, inner)]
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += [(f, [index, *path]) for f, path in _texts(item, f"{where}[{index}]")]
    elif isinstance(value, str):
        found.append((f"'{where}'", []))
    return found


def _with_half(value: Any, path: list[Any], half: str, at: int) -> Any:
    """``value`` with ``half`` put into the text ``path`` leads to (``None`` last: a key)."""

    def cut_in(text: str) -> str:
        return text[: at % (len(text) + 1)] + half + text[at % (len(text) + 1) :]

    if not path:
        return cut_in(value)
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        if rest == [None]:
            return {(cut_in(k) if k == head else k): v for k, v in value.items()}
        return {k: (_with_half(v, rest, half, at) if k == head else v) for k, v in value.items()}
    return [_with_half(v, rest, half, at) if i == head else v for i, v in enumerate(value)]


@pytest.mark.parametrize("fn", sorted(VALID))
def test_every_valid_request_is_answered(fn: str) -> None:
    answer = json.loads(bridge.handle(json.dumps({"fn": fn, **VALID[fn]})))
    assert "error" not in answer, answer


lone_surrogates = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)


@pytest.mark.parametrize("fn", sorted(VALID))
@given(data=st.data(), half=lone_surrogates, at=st.integers(0, 200), ascii_only=st.booleans())
@example(data=None, half="\ud800", at=0, ascii_only=True)
def test_a_lone_surrogate_anywhere_is_a_bad_request_naming_its_field(
    fn: str, data: st.DataObject | None, half: str, at: int, ascii_only: bool
) -> None:
    request = {"fn": fn, **VALID[fn]}
    texts = _texts(request)
    # The explicit example: the start of a link, or else the request's last text.
    field, path = (
        data.draw(st.sampled_from(texts))
        if data is not None
        else next((t for t in texts if t[0] == "'start'"), texts[-1])
    )
    # JSON carries a lone surrogate escaped (as Python writes it) or as it is (as JavaScript
    # does): both are read.
    reply = bridge.handle(json.dumps(_with_half(request, path, half, at), ensure_ascii=ascii_only))
    reply.encode("utf-8")  # no lone surrogate may reach JavaScript
    error = json.loads(reply)["error"]
    assert error["type"] == "BadRequest", error
    assert error["message"].startswith(f"{field} holds {half!r} at character "), error


def test_a_marks_label_of_half_a_character_is_refused_as_it_is_read(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # A command line's byte that is not UTF-8 arrives as a lone surrogate; written into an
    # SVG, it failed where the picture's ids are hashed, with a traceback.
    with pytest.raises(InvalidAnnotationError, match="a label is whole characters"):
        read_marks("c3:orange:\udcff")
    assert main(["svg", SQUARE, "--marks", "c3:orange:A\udcff"]) == 2
    assert "the mark 'c3:orange:A\\udcff': a label is whole characters" in capsys.readouterr().err
