"""Limits: every kind of input has one, refused at once with a message naming it, and every
parser's work grows linearly with its input (timed against an input 16 times smaller)."""

from __future__ import annotations

import contextlib
import functools
import json
from typing import Any

import pytest
from examples import COLOURS, PAIRS, SQUARE, TABLE
from playouts import option_sets, playout
from timing import ratio

from py_games import (
    GAMES,
    GameError,
    InvalidMoveError,
    InvalidPositionError,
    InvalidRecordError,
    bridge,
    get_game,
    records,
    tree,
)
from py_games.core import limits
from py_games.tree import Tree

# Linear work takes about 16 times as long on 16 times the input; quadratic, 256 times.
LINEAR = 40


def ask(request: Any) -> Any:
    return json.loads(bridge.handle(request if isinstance(request, str) else json.dumps(request)))


# -- the limits themselves -----------------------------------------------------------------


def test_the_limits_fit_every_game_with_room_to_spare() -> None:
    import random

    most_players = max(
        option.maximum or 0
        for cls in GAMES.values()
        for option in cls.OPTIONS
        if option.name == "players"
    )
    assert max(most_players, 2) == limits.PLAYERS
    rng = random.Random("limits")
    for game_id in GAMES:
        for game in option_sets(game_id, rng, 2):
            states, moves = playout(game, rng)
            assert len(moves) * 10 < limits.LINE or game_id == TABLE  # a table has no edge
            assert max(len(game.position(s)) for s in states) * 8 < limits.POSITION
            for state, move in zip(states, moves, strict=False):
                assert max(map(len, move.orders)) < limits.CLICKS
                del state
    # Every game's largest board (each whole-number option at its largest); the longest
    # positions and records of all, on a table's edge, are the table game's (in its folder).
    for rules in GAMES.values():
        game = rules(**{o.name: o.maximum for o in rules.OPTIONS if o.kind == "int"})
        assert len(game.position(game.initial_state())) * 8 < limits.POSITION
    assert 2 * limits.RECORD <= limits.REQUEST


def test_the_catalog_tells_a_page_the_limits() -> None:
    assert ask({"fn": "catalog"})["limits"] == {
        "request": limits.REQUEST,
        "record": limits.RECORD,
        "position": limits.POSITION,
        "line": limits.LINE,
        "text": limits.TEXT,
        "clicks": limits.CLICKS,
    }


# -- refused at once, with a message naming the limit ---------------------------------------


def test_a_request_too_long_is_refused_before_it_is_read() -> None:
    text = json.dumps({"fn": "view", "game": SQUARE, "moves": ["c3"] * 500_000})
    answer = ask(text)
    assert answer["error"] == {
        "type": "BadRequest",
        "message": f"the request is {len(text):,} characters long; at most 2,097,152 are read",
    }


def test_a_record_too_long_is_refused_before_it_is_read() -> None:
    text = f"game: {SQUARE}\n\n" + "c3 " * 200_000
    with pytest.raises(InvalidRecordError) as raised:
        records.read(text)
    assert str(raised.value) == (
        f"the record is {len(text):,} characters long; at most 524,288 are read"
    )


def test_a_position_too_long_is_refused_before_it_is_read() -> None:
    for game_id in GAMES:
        text = "x" * (limits.POSITION + 1)
        with pytest.raises(
            InvalidPositionError,
            match=r"^the position is 4,097 characters long; at most 4,096 are read$",
        ):
            GAMES[game_id]().from_position(text)


def test_a_line_too_long_is_refused_and_one_at_the_limit_cannot_go_on() -> None:
    over = ask({"fn": "view", "game": SQUARE, "moves": ["c3"] * (limits.LINE + 1)})
    assert over["error"] == {
        "type": "InvalidRecordError",
        "message": "the line is 10,001 steps long; at most 10,000 are read",
    }
    text = f"game: {SQUARE}\n\n" + "c3 " * (limits.LINE + 1)
    with pytest.raises(InvalidRecordError, match="the record has more than 10,000 steps"):
        records.read(text)
    with pytest.raises(InvalidRecordError, match="the line is 10,001 steps long"):
        records.replay(records.Record(SQUARE, moves=("c3",) * (limits.LINE + 1)))


def test_the_step_after_the_longest_line_is_refused_with_a_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(limits, "LINE", 2)
    answer = ask({"fn": "play", "game": SQUARE, "moves": ["c3", "d4"], "step": "e5"})
    assert answer["error"] == {
        "type": "IllegalMoveError",
        "message": "the line already has 2 steps, the most a line may hold: the game cannot go on",
    }


def test_names_are_one_per_player_and_each_short() -> None:
    game = get_game(SQUARE, size=3)
    with pytest.raises(
        InvalidRecordError, match=r"^name 2 is 201 characters long; at most 200 are read$"
    ):
        records.write(records.of(game, names=["Ann", "B" * 201]))
    with pytest.raises(
        InvalidRecordError, match=r"^the date is 201 characters long; at most 200 are read$"
    ):
        records.write(records.of(game, date="2" * 201))
    with pytest.raises(InvalidRecordError, match="line 2: names: name 1 is 201 characters long"):
        records.read(f"game: {SQUARE}\nnames: " + "A" * 201 + ", B\n")
    with pytest.raises(
        InvalidRecordError, match="line 2: names: more than 6 names; at most 6 are read"
    ):
        records.read(f"game: {SQUARE}\nnames: " + "A, " * 1000 + "\n")


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"names": ["Ann"]}, "the record names 1 player but the game has 2"),
        ({"names": ["A", "B", "C"]}, "the record names 3 players but the game has 2"),
        ({"seats": ["human"]}, "the record gives 1 seat but the game has 2 players"),
        ({"seats": ["human", "expert"]}, "'expert' is not a seat"),
        ({"names": ["Ann", "x" * 300]}, "name 2 is 300 characters long; at most 200 are read"),
        ({"date": "d" * 300}, "the date is 300 characters long; at most 200 are read"),
    ],
)
def test_the_bridges_record_refuses_what_a_record_could_not_read(
    fields: dict[str, Any], message: str
) -> None:
    answer = ask({"fn": "record", "game": SQUARE, "moves": ["c3"], **fields})
    assert answer["error"]["type"] == "InvalidRecordError"
    assert message in answer["error"]["message"]


def test_clicks_past_the_limit_are_refused_at_once() -> None:
    game = get_game(SQUARE)
    with pytest.raises(InvalidMoveError, match=r"^200,000 clicks; at most 8 are read$"):
        game.why_not(game.initial_state(), *["c3"] * 200_000)
    answer = ask({"fn": "why_not", "game": PAIRS, "cells": ["a1"] * 200_000})
    assert answer["error"] == {
        "type": "InvalidMoveError",
        "message": "200,000 clicks; at most 8 are read",
    }


@functools.cache
def one_step_variations(steps: int) -> str:
    """A record of ``steps`` steps in all, as many tokens as steps can make: Too's main line,
    and after each of its steps every other legal step as a variation of one step (three
    tokens each), until there are ``steps`` (10,000: 20 steps and 9,980 variations)."""
    game = get_game(COLOURS, size=10)
    state, tokens, count = game.initial_state(), [], 0
    while count < steps:
        legal = game.legal_moves(state)
        tokens.append(str(legal[0]))
        count += 1
        for other in legal[1 : 1 + steps - count]:
            tokens += ["(", str(other), ")"]
            count += 1
        state = game.apply(state, legal[0])
    return f"game: {COLOURS}\nsize: 10\n\n" + " ".join(tokens)


def test_a_tree_within_the_step_limit_is_within_the_token_limit() -> None:
    # The rule: a variation holds a step of its own and adds two parentheses, so a tree of
    # s steps has at most 3s - 2 tokens (a first step, then one-step variations).
    assert limits.TOKENS >= 3 * limits.LINE - 2
    widest = Tree(("b2", *("(", "a1", ")") * (limits.LINE - 1)))
    assert (widest.size, len(widest.tokens)) == (limits.LINE, 3 * limits.LINE - 2)
    record = records.load(one_step_variations(limits.LINE))
    assert record.tree is not None and record.tree.size == limits.LINE
    assert len(record.tree.tokens) > 2 * limits.LINE  # what the tree's limit once was
    answer = ask({"fn": "load", "text": one_step_variations(limits.LINE)})
    assert len(answer["tree"]) == len(record.tree.tokens)
    assert ask({"fn": "view", "game": COLOURS, "options": {"size": 10}, "tree": answer["tree"],
                "moves": answer["moves"]})["ply"] == len(answer["moves"])  # fmt: skip
    # One step more is refused by the steps; tokens past the limit before anything is read.
    with pytest.raises(InvalidRecordError, match="more than 10,000 steps"):
        records.load(one_step_variations(limits.LINE + 1))
    with pytest.raises(InvalidRecordError, match=r"^the tree is 30,001 tokens long; at most"):
        tree.from_json(["b2", *["(", "a1", ")"] * limits.LINE])


# -- linear work on hostile text ------------------------------------------------------------


def test_a_record_of_many_variations_is_read_in_linear_time() -> None:
    def run(n: int) -> None:
        records.load(one_step_variations(n))

    assert ratio(run, 600) < LINEAR  # 600 steps, then 9,600


def test_the_nesting_check_is_linear_in_an_unclosed_string() -> None:
    def run(n: int) -> None:
        answer = ask("[" * 17 + '"' + '\\"' * n)
        assert answer["error"]["type"] == "BadRequest"

    assert ratio(run, 4_000) < LINEAR


def test_the_nesting_check_is_linear_in_many_strings_and_brackets() -> None:
    def run(n: int) -> None:
        answer = ask(f'{{"fn": "view", "game": "{COLOURS}", "moves": [' + '"[{]", ' * n + '"]"]}')
        assert answer["error"]["type"] == "InvalidRecordError"

    assert ratio(run, 200) < LINEAR


def test_brackets_in_strings_and_escapes_do_not_count_and_others_do() -> None:
    assert ask('{"fn": "catalog", "x": "' + "[" * 100 + '\\"' + "{" * 100 + '"}')["games"]
    deep = '{"fn": "catalog", "x": "\\\\"' + ", " + '"y": ' + "[" * 17 + "]" * 17 + "}"
    assert ask(deep)["error"]["message"] == "the request is nested too deeply"


def test_reading_a_names_line_is_linear() -> None:
    def run(n: int) -> None:
        with contextlib.suppress(InvalidRecordError):  # refused: more names than players
            records.read(f"game: {SQUARE}\nnames: " + '"a", ' * n + "\n")

    assert ratio(run, 6_000) < LINEAR  # 30,000 characters, then 480,000


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_reading_a_position_is_linear_whatever_it_holds(game_id: str) -> None:
    game = GAMES[game_id]()
    start = game.position(game.initial_state())

    def run(n: int) -> None:
        with pytest.raises(InvalidPositionError):
            game.from_position((start + ";") * n)

    assert ratio(run, 4) < LINEAR
    huge = ";".join(["0,0"] * 3_000_000)
    with pytest.raises(InvalidPositionError, match="characters long; at most 4,096 are read"):
        game.from_position(huge)


HOSTILE = ["1", "a1-", "1,1>", "=", " ", "-", "1=W1.", "0", ",", '"', "\\", "[", "#", ":", "9."]


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("piece", HOSTILE)
def test_steps_and_clicks_are_read_in_linear_time_whatever_they_hold(
    game_id: str, piece: str
) -> None:
    game = GAMES[game_id]()
    state = game.initial_state()

    def run(n: int) -> None:
        with contextlib.suppress(GameError):
            game.parse_move(state, piece * n + "x")
        with contextlib.suppress(GameError):
            game.why_not(state, piece * n, piece * n + "x")

    assert ratio(run, 1_000) < LINEAR


@pytest.mark.parametrize("piece", HOSTILE)
def test_records_and_requests_are_read_in_linear_time_whatever_they_hold(piece: str) -> None:
    def run(n: int) -> None:
        with contextlib.suppress(GameError):
            records.read(f"game: {PAIRS}\n" + piece * n + "\n1. " + piece * n)
        with contextlib.suppress(GameError):
            records.read(f"game: {PAIRS}\nnames: " + piece * n + "\ndate: " + piece * n)
        bridge.handle('{"fn": "view", "game": "' + piece * n + '", "moves": ["' + piece * n)

    assert ratio(run, 1_000) < LINEAR
