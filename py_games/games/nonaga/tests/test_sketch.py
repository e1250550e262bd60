"""Nonaga's sketches in the position editor: a counter stands on a ring, the table follows its
rings, and its places refuse hostile names."""

from __future__ import annotations

import json
from typing import Any

from py_games import bridge, get_game
from py_games.editing import edit
from py_games.registry import editor

from .. import PARTS


def test_a_nonaga_counter_stands_on_a_ring_and_moving_one_is_drawn() -> None:
    game = get_game(PARTS.id)
    sketch = editor(game).decompose(game.initial_state())
    sketch["pieces"]["0,0"] = "counter0"  # a fourth counter
    answer = edit(game, sketch)
    assert answer["problem"] == "player 0 has 4 counters; each player has 3"
    sketch["pieces"]["9,9"] = "ring"  # a ring far away: the places follow it
    answer = edit(game, sketch)
    assert "9,9" in {p["name"] for p in answer["places"]}
    assert "10,9" in {p["name"] for p in answer["places"]}


def test_hostile_nonaga_places_and_requests() -> None:
    def ask(**fields: Any) -> dict[str, Any]:
        return json.loads(bridge.handle(json.dumps({"fn": "edit", "game": PARTS.id, **fields})))

    assert (
        "no place '1000000,0'" in ask(sketch={"pieces": {"1000000,0": "ring"}})["error"]["message"]
    )
    assert "no place ' 0,0'" in ask(sketch={"pieces": {" 0,0": "ring"}})["error"]["message"]
    assert ask(position="x" * 5000)["error"]["type"] == "BadRequest"
    assert ask(position="nonsense")["error"]["type"] == "InvalidPositionError"
    assert "no place 'q9'" in ask(sketch={"pieces": {}}, marks="q9")["error"]["message"]
    assert ask(sketch={"pieces": {}}, width=10**9)["error"]["type"] == "BadRequest"
