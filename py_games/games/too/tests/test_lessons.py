"""The lesson of Too (its ``lesson``): every check is right on every legal try, judged
against a computation written apart from it.

The oracles here read the position text with their own parser, find groups with their own flood
fill on axial hex coordinates, score and compare them their own way, and search the last cells
with their own minimax. Each task's verdict is then compared with the oracle over every legal
first step (every whole line of play for the tasks that end with the game); each task has right
and wrong tries among them; and the words of every wrong verdict name every place they mark
(``tests/lesson_play.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import cast

import pytest
from lesson_play import first_steps, flood, judged, play, position_after, shown_truly

from py_games.lessons import Task
from py_games.registry import GAMES, lesson

from .. import PARTS
from ..rules import Too

GAME = PARTS.id
TASKS = TOO = {task.id: task for task in lesson(GAME).tasks}

# -- Too, read apart from the rules engine ------------------------------------------------------


def hexes(text: str) -> tuple[dict[str, int], dict[str, tuple[int, int]]]:
    """Cell -> colour (0 black, 1 white, -1 empty) and cell -> axial (q, r)."""
    rows = text.split(maxsplit=1)[0].split("/")
    side = (len(rows) + 1) // 2
    cells, where = {}, {}
    for i, line in enumerate(rows):
        r = i - (side - 1)
        first = max(-(side - 1), -(side - 1) - r)
        for j, symbol in enumerate(line):
            name = f"{'abcdefghijklmnopqrs'[i]}{j + 1}"
            cells[name] = {".": -1, "b": 0, "w": 1}[symbol]
            where[name] = (first + j, r)
    return cells, where


def hex_near(where: dict[str, tuple[int, int]]) -> Callable[[str], Iterator[str]]:
    at = {qr: name for name, qr in where.items()}

    def near(cell: str) -> Iterator[str]:
        q, r = where[cell]
        for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)):
            if (q + dq, r + dr) in at:
                yield at[q + dq, r + dr]

    return near


def sizes(text: str) -> tuple[list[int], list[int]]:
    cells, where = hexes(text)
    near = hex_near(where)
    black, white = (sorted((len(g) for g in flood(cells, c, near)), reverse=True) for c in (0, 1))
    return black, white


def leader(text: str) -> int | None:
    """Who is ahead by Too's comparison, written as a walk down the ranks."""
    black, white = sizes(text)
    rank = 1
    while rank < len(black) or rank < len(white):
        if rank >= len(black):
            return 1
        if rank >= len(white):
            return 0
        if black[rank] != white[rank]:
            return 0 if black[rank] > white[rank] else 1
        rank += 1
    top = (black[0] if black else 0, white[0] if white else 0)
    return None if top[0] == top[1] else (0 if top[0] > top[1] else 1)


def too_place(text: str, step: str) -> str:
    cells, _ = hexes(text)
    cell, colour = step.split(":")
    rows = text.split(maxsplit=1)[0].split("/")
    out = []
    for i, line in enumerate(rows):
        letters = list(line)
        for j in range(len(line)):
            if f"{'abcdefghijklmnopqrs'[i]}{j + 1}" == cell:
                assert letters[j] == "."
                letters[j] = colour
        out.append("".join(letters))
    placed = sum(c != -1 for c in cells.values()) + 1
    return f"{'/'.join(out)} {placed % 2}"


def too_steps(text: str) -> list[str]:
    cells, _ = hexes(text)
    return [f"{c}:{k}" for c, v in cells.items() if v == -1 for k in "bw"]


@cache
def too_best(text: str, player: int) -> int:
    steps = too_steps(text)
    if not steps:
        return 1 if leader(text) == player else -1
    mover = int(text.split()[1])
    results = [too_best(too_place(text, s), player) for s in steps]
    return max(results) if mover == player else min(results)


# -- Too ----------------------------------------------------------------------------------------


def test_the_neighbours_read_here_are_the_rules() -> None:
    game = TOO["either"].game(GAMES[GAME])
    cells, where = hexes(game.position(game.initial_state()))
    near = hex_near(where)
    names = list(cells)
    adjacent = cast(Too, game).grid.adjacent
    for i, name in enumerate(names):
        assert sorted(near(name)) == sorted(names[j] for j in adjacent[i]), name


def test_a_white_group_of_three() -> None:
    def oracle(start: str, step: str) -> bool:
        cell, colour = step.split(":")
        cells, where = hexes(too_place(start, step))
        group = (
            next(g for g in flood(cells, 1, hex_near(where)) if cell in g) if colour == "w" else ()
        )
        return len(group) == 3

    assert judged(GAME, TOO["either"], oracle) == {True, False}


def test_a_larger_second_group() -> None:
    def oracle(start: str, step: str) -> bool:
        black, white = sizes(too_place(start, step))
        return (black[1] if len(black) > 1 else 0) > (white[1] if len(white) > 1 else 0)

    assert judged(GAME, TOO["second"], oracle) == {True, False}


@pytest.mark.parametrize("task_id", ["run-out", "join-theirs"])
def test_black_ahead(task_id: str) -> None:
    task = TOO[task_id]
    game = task.game(GAMES[GAME])
    assert leader(game.position(task.start(game))) == 1, "the task starts with White ahead"
    assert judged(GAME, task, lambda start, step: leader(too_place(start, step)) == 0) == {
        True,
        False,
    }


def test_no_black_stone_joins_white() -> None:
    """join-theirs: only white stones (joining White's groups) put Black ahead."""
    task = TOO["join-theirs"]
    game = task.game(GAMES[GAME])
    start = game.position(task.start(game))
    right = [s for s in too_steps(start) if leader(too_place(start, s)) == 0]
    assert right and all(s.endswith(":w") for s in right)
    assert all(len(sizes(too_place(start, s))[1]) == 1 for s in right)


def test_black_ahead_whatever_white_answers() -> None:
    def oracle(start: str, step: str) -> bool:
        after = too_place(start, step)
        return all(leader(too_place(after, a)) == 0 for a in too_steps(after))

    task = TOO["hold"]
    game = task.game(GAMES[GAME])
    assert leader(game.position(task.start(game))) == 1
    assert judged(GAME, task, oracle) == {True, False}


def test_the_last_cells_are_won_exactly_when_the_rules_say() -> None:
    task = TOO["finish"]
    game = task.game(GAMES[GAME])
    outcomes = set()

    def lines(steps: list[str]) -> None:
        tried, moves = play(game, task, steps)
        if tried.status == "again":
            for step in too_steps(position_after(game, task, moves)):
                lines([*steps, step])
            return
        text = position_after(game, task, moves)
        assert not too_steps(text)
        won = leader(text) == 0
        assert (tried.status == "right") == won, (moves, tried.said)
        shown_truly(game, task, tried, moves)
        outcomes.add(won)

    for first in first_steps(game, task):
        lines([first])
    assert outcomes == {True, False}
    start = game.position(task.start(game))
    winning = {s for s in too_steps(start) if too_best(too_place(start, s), 0) == 1}
    assert task.solution[0] in winning and task.wrong[0] not in winning


@pytest.mark.parametrize("task", TASKS.values(), ids=lambda task: task.id)
def test_the_solution_and_the_wrong_try_are_shown_truly(task: Task) -> None:
    game = task.game(GAMES[GAME])
    for steps, status in ((task.solution, "right"), (task.wrong, "wrong")):
        tried, moves = play(game, task, list(steps))
        assert tried.status == status, (task.id, tried)
        shown_truly(game, task, tried, moves)
