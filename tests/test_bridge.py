"""The bridge's functions answer exactly what the Python API says (the browser trusts them)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from contract_check import answered
from examples import COLOURS, SQUARE
from playouts import option_sets, playout
from typeguard import check_type

from py_games import GAMES, bridge, get_game, present, records
from py_games import contract as answers
from py_games.contract.scene import OptionInfo
from py_games.ratings import level_strengths
from py_games.registry import PARTS, PLANNED


def ask(**request: Any) -> Any:
    return json.loads(bridge.handle(json.dumps(request)))


def test_the_catalog_describes_every_game_and_its_options() -> None:
    catalog = ask(fn="catalog")
    # (Which optional parts each has: tests/test_parts.py.)
    assert [{k: v for k, v in g.items() if k != "has"} for g in catalog["games"]] == [
        {
            "id": cls.id,
            "title": cls.title,
            "summary": cls.summary,
            "groups_name": PARTS[cls.id].presenter.groups_name,
            "options": [option.describe() for option in cls.OPTIONS],
            "strengths": level_strengths(cls.id),
        }
        for cls in GAMES.values()
    ]
    assert catalog["planned"] == [{"id": k, "title": v} for k, v in PLANNED.items()]
    for game in catalog["games"]:
        for option in game["options"]:
            check_type(option, OptionInfo)
    by_lot = [
        (game["id"], option) for game in catalog["games"] for option in game["options"]
        if option.get("by_lot")
    ]  # fmt: skip
    assert by_lot, "some game draws its first player by lot"
    for game_id, option in by_lot:
        declared = next(o for o in GAMES[game_id].OPTIONS if o.name == option["name"])
        assert option["names"] == list(declared.names) and declared.by_lot


@pytest.mark.parametrize(
    ("names", "date", "start"),
    [((), None, None), (("Ann", "Smith, Jo"), "2026-11-22", None), ((), None, "..1/.2./... 1 b2")],
)
def test_record_writes_what_records_write(
    names: tuple[str, ...], date: str | None, start: str | None
) -> None:
    game = get_game(SQUARE, size=3)
    moves = ["a1"] if start else ["b2", "a1"]
    answer = ask(
        fn="record",
        game=SQUARE,
        options={"size": 3},
        moves=moves,
        names=list(names),
        date=date,
        start=start,
    )
    expected = records.write(records.of(game, moves, start=start, names=names, date=date))
    assert answer == {"text": expected}


def test_load_reads_a_record_back_into_a_game_to_play_on() -> None:
    game = get_game(SQUARE, size=4, players=3)
    text = records.write(
        records.of(game, ["a2", "a1"], start="..../..../.1../.... 2 b2", names=["A", "B", "C"])
    )
    answer = ask(fn="load", text=text)
    assert answer["game"] == SQUARE
    assert answer["options"] == dict(game.options)
    assert answer["start"] == "..../..../.1../.... 2 b2"
    assert answer["moves"] == ["a2", "a1"]
    assert answer["names"] == ["A", "B", "C"]
    replayed = records.load(text)
    assert answer["view"]["scene"]["position"] == game.position(replayed.final)
    assert answer["view"]["start"] == answer["start"]
    assert answer["view"]["history"]["moves"] == ["a2", "a1"]
    assert answer["view"]["history"]["movers"] == [1, 2]
    assert answer["view"]["board"] == present(game).board()
    # A record from the initial position has no start.
    plain = ask(fn="load", text=records.write(records.of(game, ["c3"])))
    assert plain["start"] is None
    assert plain["names"] == []
    assert plain["seats"] == [] and plain["date"] is None
    assert plain["view"]["start"] is None


def test_a_record_carries_the_seats_and_the_date_and_loading_restores_them() -> None:
    line = {"game": SQUARE, "options": {"size": 3}, "moves": ["b2", "a1"]}
    # The seats as a board holds them: "human" or a level, as text or as a number.
    text = ask(fn="record", **line, seats=["human", 2], date="2026-11-22")["text"]
    assert "seats: human, casual\ndate: 2026-11-22\n" in text
    loaded = ask(fn="load", text=text)
    assert loaded["seats"] == ["human", "casual"] and loaded["date"] == "2026-11-22"
    assert " ".join(loaded["seats"]) == "human casual"  # the board's players attribute
    assert ask(fn="record", **line, seats=["human", True])["error"] == {
        "type": "BadRequest",
        "message": "'seats' must be a list of texts or levels",
    }


def test_a_view_from_a_start_position_says_so_and_writes_it_in_its_record() -> None:
    start = "..1/.2./... 1 b2"
    view = ask(fn="view", game=SQUARE, options={"size": 3}, start=start, moves=["a2"])
    assert view["start"] == start
    text = ask(fn="record", game=SQUARE, options={"size": 3}, start=start, moves=["a2"])
    assert f"start: {start}" in text["text"]
    assert records.load(text["text"]).final == get_game(SQUARE, size=3).apply(
        get_game(SQUARE, size=3).from_position(start), "a2"
    )


def test_options_from_a_link_arrive_as_text_and_are_read_as_their_kind() -> None:
    view = ask(
        fn="view",
        game=SQUARE,
        options={"size": "4", "players": "3", "diagonal_islands": "true"},
        board=True,
    )
    assert view["board"]["options"] == dict(
        get_game(SQUARE, size=4, players=3, diagonal_islands=True).options
    )
    bad = ask(fn="view", game=SQUARE, options={"size": "big"})
    assert bad["error"] == {
        "type": "InvalidOptionError",
        "message": f"option 'size' of {SQUARE} must be a whole number, not 'big'",
    }


@pytest.mark.parametrize(
    ("request_fields", "kind", "message"),
    [
        ({"fn": "play", "game": SQUARE}, "BadRequest", "'play' needs a 'step'"),
        (
            {"fn": "view", "game": SQUARE, "moves": "c3"},
            "BadRequest",
            "'moves' must be a list",
        ),
        (
            {"fn": "view", "game": SQUARE, "moves": [3]},
            "BadRequest",
            "'moves' must be a list of texts",
        ),
        ({"fn": "view", "game": 3}, "BadRequest", "'game' must be a str"),
        (
            {"fn": "view", "game": SQUARE, "start": "x"},
            "InvalidPositionError",
            "start position: ",
        ),
        (
            {"fn": "view", "game": SQUARE, "moves": ["c3", "c3"]},
            "InvalidRecordError",
            "step 2 (c3): c3 is not empty",
        ),
        ({"fn": "nope"}, "BadRequest", "unknown function 'nope'; known: catalog, view"),
    ],
)
def test_bad_requests_say_which_field_is_wrong(
    request_fields: dict[str, Any], kind: str, message: str
) -> None:
    answer = ask(**request_fields)
    assert answer["error"]["type"] == kind
    assert message in answer["error"]["message"]


def test_a_bug_of_ours_comes_back_as_an_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(_request: Any) -> Any:
        raise RuntimeError("boom")

    monkeypatch.setitem(bridge._FUNCTIONS, "view", broken)
    assert ask(fn="view") == {"error": {"type": "InternalError", "message": "RuntimeError: boom"}}


@pytest.mark.parametrize(
    ("request_text", "message"),
    [
        ('{"fn": []}', "'fn' names a function, it is not a list"),
        ("[" * 100_000, "the request is nested too deeply"),
        ('{"a": ' * 17 + "1" + "}" * 17, "the request is nested too deeply"),
        ("[" * 16 + "]" * 16, "a request is a JSON object"),  # deep, but not too deep
        ('{"fn": ' + "9" * 5000 + "}", "the request holds a number too long to read"),
        ("[1]", "a request is a JSON object"),
        (json.dumps({"fn": "play", "game": SQUARE}), "'play' needs a 'step'"),
        # The games are the registry's, whatever they are.
        ('{"fn": "view"}', f"there is no game ''; the games are: {', '.join(sorted(GAMES))}"),
        (
            json.dumps({"fn": "why_not", "game": SQUARE}),
            "'' is not a cell name: write a file letter then a rank number, as c4",
        ),
        ('{"fn": "load"}', "the record is empty"),
    ],
)
def test_error_messages_say_exactly_what_is_wrong(request_text: str, message: str) -> None:
    assert json.loads(bridge.handle(request_text))["error"]["message"] == message


def test_brackets_inside_strings_are_not_nesting() -> None:
    answer = ask(fn="view", game=COLOURS, moves=["[{" * 20])
    assert answer["error"]["type"] == "InvalidRecordError"


def test_a_request_that_is_not_text_is_named_by_its_type() -> None:
    answer = json.loads(bridge.handle(b"{}"))  # type: ignore[arg-type]
    assert answer["error"]["message"] == "a request is JSON text, not bytes"


# -- every answer is the TypedDict contract/ says -------------------------------------------


def test_the_bridge_has_exactly_the_functions_of_the_contract() -> None:
    assert list(bridge._FUNCTIONS) == list(answers.FUNCTIONS)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_function_answers_its_typed_dict_in_random_positions(game_id: str) -> None:
    rng = random.Random(f"answers-{game_id}")
    answered("catalog", {})
    for game in option_sets(game_id, rng, 2):
        _, moves = playout(game, rng)
        texts = [str(m) for m in moves]
        base: dict[str, Any] = {"game": game_id, "options": dict(game.options)}
        places = [place["name"] for place in present(game).board()["places"]]
        for ply in sorted(rng.sample(range(len(moves) + 1), min(4, len(moves) + 1))):
            line = {**base, "moves": texts[:ply]}
            answered("view", line)
            answered("view", {**line, "board": True, "history": True})
            answered("record", {**line, "names": [f"P{p}" for p in range(game.players)]})
            answered("svg", {**base, "moves": texts, "ply": ply, "width": 64})
            steps = answered("pack", line)["steps"]
            unpacked = answered("unpack", {**base, "steps": steps})
            # Every option, read as the game reads it: a page compares them with a saved game's.
            assert (unpacked["moves"], unpacked["options"]) == (texts[:ply], dict(game.options))
            if ply == len(moves):
                continue
            answered("play", {**line, "step": texts[ply]})
            order = rng.choice(moves[ply].orders)
            for clicks in (list(order[:1]), list(order), [order[0], rng.choice(places)]):
                with_prompt = answered("why_not", {**line, "cells": clicks})
                assert with_prompt["prompt"] is None or with_prompt["reason"] is None
            thought = answered("think", {**line, "level": 1, "seed": "s", "slice_ms": 1})
            answered("forget", {"search": thought["search"]})
        text = answered("record", {**base, "moves": texts})["text"]
        assert answered("load", {"text": text})["view"]["scene"]["outcome"] is not None
