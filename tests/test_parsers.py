"""Arbitrary text fed to every parser: only a GameError may come out, and the bridge answers."""

from __future__ import annotations

import contextlib
import functools
import json
import random
from typing import Any

import pytest
from examples import COLOURS, SQUARE
from hypothesis import example, given
from hypothesis import strategies as st
from playouts import playout

from py_games import GAMES, GameError, bridge, get_game, records

GAME_IDS = sorted(GAMES)

# Text built from the characters positions, moves and records are made of, so that the fuzzer
# reaches deep into the parsers instead of failing at the first character.
ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789./-:>,=+ \n#WBwb"
near_text = st.text(alphabet=ALPHABET, max_size=120)
any_text = st.one_of(st.text(max_size=80), near_text)


def mutations(text: str) -> st.SearchStrategy[str]:
    """Small edits of valid text: the errors a person makes when editing by hand."""
    cut = st.integers(0, len(text))
    return st.one_of(
        st.builds(lambda i: text[:i], cut),
        st.builds(lambda i, c: text[:i] + c + text[i + 1 :], cut, st.sampled_from(ALPHABET)),
        st.builds(lambda i, c: text[:i] + c + text[i:], cut, st.sampled_from(ALPHABET)),
    )


@functools.cache  # one playout per game, not one per example: states never change
def sample_game(game_id: str) -> tuple[Any, Any, list[Any]]:
    game = GAMES[game_id]()
    states, moves = playout(game, random.Random(game_id))
    return game, states, moves


@pytest.mark.parametrize("game_id", GAME_IDS)
@given(data=st.data())
def test_position_parser_raises_only_game_errors(game_id: str, data: st.DataObject) -> None:
    game, states, _ = sample_game(game_id)
    valid = game.position(states[len(states) // 2])
    text = data.draw(st.one_of(any_text, mutations(valid)))
    try:
        state = game.from_position(text)
    except GameError:
        return
    assert game.from_position(game.position(state)) == state


@pytest.mark.parametrize("game_id", GAME_IDS)
@given(data=st.data())
def test_move_parser_raises_only_game_errors(game_id: str, data: st.DataObject) -> None:
    game, states, moves = sample_game(game_id)
    ply = data.draw(st.integers(0, len(states) - 1))
    text = data.draw(st.one_of(any_text, mutations(str(moves[min(ply, len(moves) - 1)]))))
    try:
        move = game.parse_move(states[ply], text)
    except GameError:
        return
    assert move in game.legal_moves(states[ply])


@pytest.mark.parametrize("game_id", GAME_IDS)
@given(data=st.data())
def test_record_reader_raises_only_game_errors(game_id: str, data: st.DataObject) -> None:
    game, _, moves = sample_game(game_id)
    valid = records.write(records.of(game, moves[:12], names=["Ann", "Bob"][: game.players]))
    text = data.draw(st.one_of(any_text, mutations(valid)))
    try:
        replayed = records.load(text)
    except GameError:
        return
    assert records.load(records.write(records.of(replayed.game, replayed.moves))).final == (
        replayed.final
    )


option_values = st.one_of(st.integers(), st.text(), st.booleans(), st.none())


@given(options=st.dictionaries(st.text(max_size=12), option_values))
@example(options={"size": 2})
def test_option_checking_raises_only_game_errors(options: dict[str, object]) -> None:
    for game_id in GAME_IDS:
        with contextlib.suppress(GameError):
            get_game(game_id, **options)


# Text with lone surrogates too (a cut emoji), which JSON can carry and UTF-8 cannot.
json_text = st.one_of(
    st.text(alphabet=ALPHABET, max_size=20),
    st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), max_size=3),
)
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), json_text),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


# What each function answers when it succeeds.
ANSWER_KEYS = {
    "catalog": {"games", "planned", "levels", "limits"},
    "view": {"ply", "start", "scene"},
    "play": {"ply", "start", "scene", "played"},
    "why_not": {"reason", "prompt"},
    "record": {"text"},
    "load": {"game", "options", "moves", "names", "seats", "date", "view"},
    "pack": {"steps"},
    "unpack": {"moves", "movers", "first_turn_step", "to_move"},
}
# The errors a request can earn: a bad request, or what the rules say. Never InternalError.
EXPECTED_ERRORS = {"BadRequest"} | {cls.__name__ for cls in GameError.__subclasses__()}
game_fields = st.sampled_from(
    [
        "game",
        "options",
        "moves",
        "start",
        "step",
        "cell",
        "cells",
        "text",
        "names",
        "seats",
        "date",
        "steps",
    ]
)


def check_answer(reply: str, fn: object) -> dict[str, Any]:
    """A reply is UTF-8 JSON: the function's answer, or an error every caller can show."""
    reply.encode("utf-8")  # no lone surrogate may reach JavaScript
    answer = json.loads(reply)
    assert isinstance(answer, dict)
    if "error" in answer:
        assert set(answer) == {"error"}
        assert answer["error"]["type"] in EXPECTED_ERRORS, answer["error"]
        assert isinstance(answer["error"]["message"], str)
        assert answer["error"]["message"]
    else:
        assert isinstance(fn, str)
        assert ANSWER_KEYS[fn] <= set(answer)
    return answer


@given(
    fn=st.one_of(st.sampled_from(sorted(ANSWER_KEYS)), json_values),
    fields=st.dictionaries(game_fields, json_values),
)
@example(fn="view", fields={"game": SQUARE, "moves": ["a1", "a1"]})
@example(fn="view", fields={"game": SQUARE, "options": {"size": "big"}})
@example(fn="view", fields={"game": SQUARE, "options": {"self": 1, "game_id": 2}})
@example(fn="record", fields={"game": SQUARE, "names": [1, None]})
@example(fn="record", fields={"game": SQUARE, "names": ["a,b", "c"], "date": "1\nb2"})
@example(fn="why_not", fields={"game": SQUARE, "cell": "zz"})
@example(fn="why_not", fields={"game": SQUARE, "cell": "\ud800"})
@example(fn="view", fields={"game": SQUARE, "moves": ["c3", "\udc00"]})
@example(fn="unpack", fields={"game": SQUARE, "steps": "AQNAl7CV"})
@example(fn="unpack", fields={"game": COLOURS, "steps": "\ud800"})
@example(fn="pack", fields={"game": SQUARE, "moves": ["a1-a2", 3]})
@example(fn=[], fields={})
@example(fn={}, fields={})
def test_bridge_answers_every_request_with_data(fn: object, fields: dict[str, Any]) -> None:
    check_answer(bridge.handle(json.dumps({"fn": fn, **fields})), fn)


@given(text=st.one_of(st.text(max_size=60), st.builds(lambda n: "[" * n, st.integers(1, 10**5))))
@example(text="1" * 5000)
@example(text='{"fn": ' + "9" * 5000 + "}")
def test_bridge_answers_text_that_is_not_a_request_with_a_bad_request(text: str) -> None:
    try:
        parsed = json.loads(text)
    except (ValueError, RecursionError):
        parsed = None
    answer = check_answer(bridge.handle(text), None)
    if not isinstance(parsed, dict) or not isinstance(parsed.get("fn"), str):
        assert answer["error"]["type"] == "BadRequest"
