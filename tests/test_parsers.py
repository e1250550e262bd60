"""Arbitrary text fed to every parser: only a GameError may come out, and the bridge answers."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import pytest
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


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(alphabet=ALPHABET, max_size=20)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@given(
    fn=st.sampled_from(["catalog", "view", "play", "why_not", "record", "load", "nope"]),
    fields=st.dictionaries(
        st.sampled_from(["game", "options", "moves", "start", "step", "cell", "text", "names"]),
        json_values,
    ),
)
@example(fn="view", fields={"game": "contiguous", "moves": ["a1", "a1"]})
@example(fn="view", fields={"game": "contiguous", "options": {"size": "big"}})
@example(fn="record", fields={"game": "contiguous", "names": [1, None]})
@example(fn="why_not", fields={"game": "contiguous", "cell": "zz"})
def test_bridge_answers_every_request_with_data(fn: str, fields: dict[str, Any]) -> None:
    answer = json.loads(bridge.handle(json.dumps({"fn": fn, **fields})))
    assert isinstance(answer, dict)
    if "error" in answer:
        assert answer["error"]["type"] != "InternalError", answer["error"]["message"]
        assert answer["error"]["message"]


@given(text=st.text(max_size=60))
def test_bridge_answers_text_that_is_not_json(text: str) -> None:
    answer = json.loads(bridge.handle(text))
    assert isinstance(answer, dict)
