"""The bridge's ``svg``: one position of a line as a picture to export. It must be exactly what
``py_games.draw.diagram`` draws of that position (the page's exports and the Python API agree),
keep the marks and arrows in every frame of a line, and refuse bad values naming the field."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from examples import COLOURS, SQUARE, TABLE

from py_games import bridge, get_game
from py_games.draw import diagram
from py_games.registry import GAMES
from tests.playouts import option_sets, playout


def ask(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(bridge.handle(json.dumps({"fn": "svg", **request})))
    return answer


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_ply_is_the_diagram_of_that_position(game_id: str) -> None:
    rng = random.Random(f"svg-{game_id}")
    game = next(option_sets(game_id, rng, 1))
    _, moves = playout(game, rng)
    texts = [str(m) for m in moves]
    for ply in sorted({0, len(texts) // 2, len(texts)}):
        expected = diagram(game, moves=texts[:ply])
        places = [p["name"] for p in expected.scene.get("places", expected.board["places"])]
        marks, arrows = f"{places[0]}:green:A", f"{places[0]}>{places[-1]}"
        marked = diagram(game, moves=texts[:ply], marks=marks, arrows=arrows)
        for theme in ("light", "dark"):
            answer = ask(
                game=game_id,
                options=dict(game.options),
                moves=texts,
                ply=ply,
                marks=marks,
                arrows=arrows,
                width=300,
                theme=theme,
            )
            assert answer["svg"] == marked.svg(300, theme=theme)
            assert answer["description"] == marked.description
            assert ET.fromstring(answer["svg"]).tag == "{http://www.w3.org/2000/svg}svg"


def test_the_last_position_by_default_with_regions_and_names_on_request() -> None:
    game = get_game(SQUARE, size=5)
    moves = ["c3", "d4", "c4"]
    plain = ask(game=SQUARE, options={"size": 5}, moves=moves)
    assert plain["svg"] == diagram(game, moves=moves).svg(480)
    both = ask(game=SQUARE, options={"size": 5}, moves=moves, regions=True, names=True)
    assert both["svg"] == diagram(game, moves=moves).svg(480, regions=True, names=True)
    assert both["svg"] != plain["svg"]


def test_a_start_position_is_read() -> None:
    game = get_game(COLOURS, size=3)
    start = game.position(diagram(game, moves=["a1:w"]).state)
    answer = ask(game=COLOURS, options={"size": 3}, start=start, moves=["b2:b"], ply=0)
    assert answer["svg"] == diagram(game, position=start).svg(480)


def test_marks_on_places_a_table_no_longer_has_are_left_out() -> None:
    # A table's places move: a mark on a place of one position may name nothing in another, and
    # a GIF of the line keeps the same marks for every frame.
    game = get_game(TABLE)
    rng = random.Random(f"{TABLE}-table")
    _, moves = playout(game, rng)
    texts = [str(m) for m in moves][:6]
    answer = ask(game=TABLE, moves=texts, ply=0, marks="40,40:green:Z")
    assert "error" not in answer
    assert "Z" not in answer["description"]
    assert answer["svg"] == diagram(game).svg(480)


@pytest.mark.parametrize(
    ("fields", "kind", "message"),
    [
        ({"ply": 3}, "BadRequest", "'ply' must be a whole number from 0 to 2"),
        ({"ply": -1}, "BadRequest", "'ply' must be a whole number from 0 to 2"),
        ({"ply": True}, "BadRequest", "'ply' must be a whole number from 0 to 2"),
        ({"ply": "1"}, "BadRequest", "'ply' must be a int"),
        ({"width": 15}, "BadRequest", "'width' must be a whole number from 16 to 4096"),
        ({"width": 4097}, "BadRequest", "'width' must be a whole number from 16 to 4096"),
        ({"width": 1.5}, "BadRequest", "'width' must be a int"),
        ({"theme": "auto"}, "BadRequest", "'theme' must be one of light, dark, not 'auto'"),
        ({"theme": 1}, "BadRequest", "'theme' must be a str"),
        ({"regions": "yes"}, "BadRequest", "'regions' must be a bool"),
        ({"names": 1}, "BadRequest", "'names' must be a bool"),
        ({"marks": "z9"}, "InvalidAnnotationError", "no place 'z9' on this board"),
        ({"arrows": 3}, "BadRequest", "'arrows' must be a str"),
        ({"moves": ["c3", "c3"]}, "InvalidRecordError", None),
        ({"game": "chess"}, "UnknownGameError", None),
    ],
)
def test_bad_values_are_refused_naming_the_field(
    fields: dict[str, Any], kind: str, message: str | None
) -> None:
    request = {"game": SQUARE, "options": {"size": 5}, "moves": ["c3", "d4"], **fields}
    error = ask(**request)["error"]
    assert error["type"] == kind
    if message is not None:
        assert error["message"] == message
