"""The scene contract (py_games/contract/scene.py) holds for every registered game.

Random positions of every game, with random options, are checked against the TypedDicts with
typeguard, then for what types cannot say: places are polygons around their centres, every
name a scene uses is a place, and a step's looks match its cells.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from playouts import option_sets, playout
from typeguard import check_type

from py_games import GAMES, Game, bridge, get_game, present
from py_games.contract.scene import BoardInfo, Scene


def inside(point: list[float], polygon: list[list[float]]) -> bool:
    """Ray casting: whether ``point`` lies inside ``polygon``."""
    x, y = point
    hit = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def check_board(game: Game[Any, Any]) -> set[str]:
    board = present(game).board()
    check_type(board, BoardInfo)
    assert json.loads(json.dumps(board)) == board, "the board must be plain JSON"
    names = [p["name"] for p in board["places"]]
    assert len(set(names)) == len(names)
    for place in board["places"]:
        assert len(place["outline"]) >= 3
        assert inside(place["center"], place["outline"])
    assert len(board["players"]) == game.players
    return set(names)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_scenes_of_random_positions_follow_the_contract(game_id: str) -> None:
    rng = random.Random(f"scene-{game_id}")
    for game in option_sets(game_id, rng, 4):
        places = check_board(game)
        states, moves = playout(game, rng)
        for ply in [*sorted(rng.sample(range(len(states)), min(6, len(states)))), len(moves)]:
            last = [(game.to_move(states[ply - 1]), moves[ply - 1])] if ply else []
            scene = present(game).scene(states[ply], last)
            check_type(scene, Scene)
            assert json.loads(json.dumps(scene)) == scene
            used = {p["at"] for p in scene["pieces"]}
            used |= {c for r in scene["regions"] for c in r["cells"]}
            used |= {c for m in scene["marks"] for c in m["cells"]}
            used |= {c for s in scene["legal"] for c in s["cells"]}
            used |= {c for s in scene["legal"] for order in s.get("orders", []) for c in order}
            here = places
            if "places" in scene:  # a board that changes shape: this position's places
                here = {p["name"] for p in scene["places"]}
                assert len(here) == len(scene["places"])
                for place in scene["places"]:
                    assert inside(place["center"], place["outline"])
            assert used <= here
            by_text = {str(m): m for m in game.legal_moves(states[ply])}
            for step in scene["legal"]:
                assert len(step["looks"]) == len(step["cells"])
                assert step["label"]
                # Click orders are sent only where there is more than the cells to click.
                orders = [list(o) for o in by_text[step["step"]].orders]
                assert step.get("orders", [step["cells"]]) == orders
                assert "orders" not in step or len(orders) > 1
            assert len(scene["scores"]) == game.players
            assert (scene["outcome"] is None) == (scene["to_move"] is not None)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_bridge_sends_the_board_once_and_the_history_on_request(game_id: str) -> None:
    request = {"fn": "view", "game": game_id, "moves": []}
    plain = json.loads(bridge.handle(json.dumps(request)))
    assert "board" not in plain and "history" not in plain and "record" not in plain
    told = json.loads(bridge.handle(json.dumps({**request, "board": True, "history": True})))
    check_type(told["board"], BoardInfo)
    assert told["history"] == {"moves": [], "movers": [], "first_turn_step": 0}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_names_its_regions_exactly_when_its_scenes_have_some(game_id: str) -> None:
    # The player offers "Show <groups_name> on the board" only for a game that names them: a
    # game whose scenes never have regions names none, and one that names them shows some.
    rng = random.Random(f"regions-{game_id}")
    shown = False
    for game in option_sets(game_id, rng, 3):
        states, _ = playout(game, rng)
        shown = shown or any(present(game).scene(state)["regions"] for state in states[-8:])
    named = present(get_game(game_id)).groups_name
    assert bool(named) == shown, f"groups_name {named!r}, regions shown: {shown}"
