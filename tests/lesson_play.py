"""Playing a lesson's task as the page does, for the lessons' tests (each game's own, in
``py_games/games/<id>/tests/``): the learner's steps with the computer's replies, and every
legal first step's verdict judged against an oracle written apart from the rules."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from py_games import Game
from py_games.draw.annotations import check, of
from py_games.lessons import Attempt, Task, attempt
from py_games.registry import GAMES, present


def flood(
    cells: dict[str, int], colour: int, near: Callable[[str], Iterator[str]]
) -> list[set[str]]:
    todo = {c for c, owner in cells.items() if owner == colour}
    found = []
    while todo:
        group, edge = set(), [todo.pop()]
        while edge:
            cell = edge.pop()
            group.add(cell)
            for other in near(cell):
                if other in todo:
                    todo.discard(other)
                    edge.append(other)
        found.append(group)
    return found


def play(game: Game[Any, Any], task: Task, steps: list[str]) -> tuple[Attempt, list[str]]:
    """The learner's ``steps`` with the computer's replies; the last answer and every move."""
    moves: list[str] = []
    tried = attempt(game, task, moves)
    for step in steps:
        moves.append(step)
        tried = attempt(game, task, moves)
        moves.extend(tried.replies)
    return tried, moves


def position_after(game: Game[Any, Any], task: Task, moves: list[str]) -> str:
    state = task.start(game)
    for step in moves:
        state = game.apply(state, step)
    return game.position(state)


def shown_truly(game: Game[Any, Any], task: Task, tried: Attempt, moves: list[str]) -> None:
    """The marks are places of the board, and a wrong verdict's words name each of them."""
    scene = present(game).scene(task.start(game))
    places = {p["name"]: p for p in present(game).board()["places"]}
    places.update({p["name"]: p for p in scene.get("places", [])})
    check(of(tried.marks, tried.arrows), places)
    if tried.status == "wrong":
        named = {m.split(":")[0] for m in tried.marks.split()}
        named |= {end.split(":")[0] for a in tried.arrows.split() for end in a.split(">")}
        for place in named:
            assert re.search(rf"\b{place}\b", tried.said), (task.id, place, tried.said)


def first_steps(game: Game[Any, Any], task: Task) -> list[str]:
    return [str(m) for m in game.legal_moves(task.start(game))]


def judged(game_id: str, task: Task, oracle: Callable[[str, str], bool]) -> set[bool]:
    """Every legal first step's verdict against ``oracle(start text, step)``: the results."""
    game = task.game(GAMES[game_id])
    start = game.position(task.start(game))
    seen = set()
    for step in first_steps(game, task):
        tried, moves = play(game, task, [step])
        assert tried.status in ("right", "wrong"), (task.id, step, tried)
        expected = oracle(start, step)
        assert (tried.status == "right") == expected, (task.id, step, tried.said)
        shown_truly(game, task, tried, moves)
        seen.add(expected)
    return seen
