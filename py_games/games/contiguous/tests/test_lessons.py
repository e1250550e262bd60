"""The lesson of Contiguous (its ``lesson``): every check is right on every legal try, judged
against a computation written apart from it.

The oracles here read the position text with their own parser, find islands with their own flood
fill on the grid's four sides, score and compare them their own way, and search the last cells
with their own minimax. Each task's verdict is then compared with the oracle over every legal
first step (every whole line of play for the tasks that end with the game); each task has right
and wrong tries among them; and the words of every wrong verdict name every place they mark
(``tests/lesson_play.py``).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import cache

import pytest
from lesson_play import first_steps, flood, judged, play, position_after, shown_truly

from py_games.lessons import Task
from py_games.registry import GAMES, lesson

from .. import PARTS

GAME = PARTS.id
TASKS = CONTIGUOUS = {task.id: task for task in lesson(GAME).tasks}

# -- Contiguous, read apart from the rules engine ----------------------------------------------


def grid_of(text: str) -> tuple[dict[str, int], str, str]:
    """Cell -> owner (0, 1; -1 empty), the player to move's symbol, the last cell."""
    board, mover, last = text.split()
    ranks = board.split("/")
    cells = {}
    for row, line in enumerate(ranks):
        for file, symbol in enumerate(line):
            cells[f"{'abcdefgh'[file]}{len(ranks) - row}"] = (
                -1 if symbol == "." else int(symbol) - 1
            )
    return cells, mover, last


def sides(cell: str) -> Iterator[str]:
    file, rank = ord(cell[0]), int(cell[1:])
    for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        yield f"{chr(file + df)}{rank + dr}"


def around(cell: str) -> Iterator[str]:
    file, rank = ord(cell[0]), int(cell[1:])
    for df in (-1, 0, 1):
        for dr in (-1, 0, 1):
            if df or dr:
                yield f"{chr(file + df)}{rank + dr}"


def product(cells: dict[str, int], player: int) -> int:
    islands = flood(cells, player, sides)
    return math.prod(len(i) for i in islands) if islands else 0


def island_size(cells: dict[str, int], player: int, cell: str) -> int:
    return next(len(i) for i in flood(cells, player, sides) if cell in i)


def fillable(cells: dict[str, int], last: str) -> list[str]:
    near = [c for c in around(last) if cells.get(c) == -1]
    return near or [c for c, owner in cells.items() if owner == -1]


def filled(cells: dict[str, int], cell: str, player: int) -> dict[str, int]:
    return {**cells, cell: player}


@cache
def contiguous_best(text: str, player: int) -> int:
    """1 / 0 / -1: what perfect play from ``text`` gives ``player`` (own rules, own search)."""
    cells, mover_symbol, last = grid_of(text)
    mover = int(mover_symbol) - 1
    if -1 not in cells.values():
        mine, theirs = product(cells, player), product(cells, 1 - player)
        return (mine > theirs) - (mine < theirs)
    results = [
        contiguous_best(write_grid(filled(cells, c, mover), 1 - mover, c), player)
        for c in fillable(cells, last)
    ]
    return max(results) if mover == player else min(results)


def write_grid(cells: dict[str, int], mover: int, last: str) -> str:
    size = math.isqrt(len(cells))
    rows = [
        "".join(
            "." if cells[f"{'abcdefgh'[f]}{r}"] == -1 else str(cells[f"{'abcdefgh'[f]}{r}"] + 1)
            for f in range(size)
        )
        for r in range(size, 0, -1)
    ]
    return f"{'/'.join(rows)} {mover + 1} {last}"


# -- Contiguous ---------------------------------------------------------------------------------


def test_the_placement_rule_is_the_rules_own() -> None:
    for task in CONTIGUOUS.values():
        game = task.game(GAMES[GAME])
        cells, _, last = grid_of(game.position(task.start(game)))
        assert sorted(first_steps(game, task)) == sorted(fillable(cells, last)), task.id


@pytest.mark.parametrize(("task_id", "anchor", "size"), [("touch", "b2", 2), ("free", "b1", 3)])
def test_an_island_grown_to_its_size(task_id: str, anchor: str, size: int) -> None:
    def oracle(start: str, step: str) -> bool:
        cells, _, _ = grid_of(start)
        return island_size(filled(cells, step, 0), 0, anchor) == size

    assert judged(GAME, CONTIGUOUS[task_id], oracle) == {True, False}


def test_the_free_task_starts_with_every_empty_cell_fillable() -> None:
    game = CONTIGUOUS["free"].game(GAMES[GAME])
    cells, _, last = grid_of(game.position(CONTIGUOUS["free"].start(game)))
    assert not [c for c in around(last) if cells.get(c) == -1]
    assert len(first_steps(game, CONTIGUOUS["free"])) == list(cells.values()).count(-1)


def test_a_score_of_six() -> None:
    def oracle(start: str, step: str) -> bool:
        return product(filled(grid_of(start)[0], step, 0), 0) == 6

    assert judged(GAME, CONTIGUOUS["product"], oracle) == {True, False}


def test_the_highest_score() -> None:
    def oracle(start: str, step: str) -> bool:
        cells, _, last = grid_of(start)
        best = max(product(filled(cells, c, 0), 0) for c in fillable(cells, last))
        return product(filled(cells, step, 0), 0) == best

    assert judged(GAME, CONTIGUOUS["grow-small"], oracle) == {True, False}


def test_player_2_cannot_raise_their_score() -> None:
    def oracle(start: str, step: str) -> bool:
        cells, _, _ = grid_of(start)
        mine = filled(cells, step, 0)
        answers = [product(filled(mine, a, 1), 1) for a in fillable(mine, step)]
        return max(answers) <= product(cells, 1)

    assert judged(GAME, CONTIGUOUS["squeeze"], oracle) == {True, False}


def test_the_last_cells_are_won_exactly_when_the_score_is_higher() -> None:
    task = CONTIGUOUS["finish"]
    game = task.game(GAMES[GAME])
    outcomes = set()

    def lines(steps: list[str]) -> None:
        tried, moves = play(game, task, steps)
        if tried.status == "again":
            cells, _, last = grid_of(position_after(game, task, moves))
            for step in fillable(cells, last):
                lines([*steps, step])
            return
        assert tried.status in ("right", "wrong"), tried
        cells, _, _ = grid_of(position_after(game, task, moves))
        assert -1 not in cells.values()
        won = product(cells, 0) > product(cells, 1)
        assert (tried.status == "right") == won, (moves, tried.said)
        assert str(product(cells, 0)) in tried.said and str(product(cells, 1)) in tried.said
        shown_truly(game, task, tried, moves)
        outcomes.add(won)

    for first in first_steps(game, task):
        lines([first])
    assert outcomes == {True, False}
    # The computer answers well: only a first step that wins against every answer can win.
    start = game.position(task.start(game))
    cells, _, last = grid_of(start)
    winning = {
        c
        for c in fillable(cells, last)
        if contiguous_best(write_grid(filled(cells, c, 0), 1, c), 0) == 1
    }
    assert task.solution[0] in winning and task.wrong[0] not in winning


@pytest.mark.parametrize("task", TASKS.values(), ids=lambda task: task.id)
def test_the_solution_and_the_wrong_try_are_shown_truly(task: Task) -> None:
    game = task.game(GAMES[GAME])
    for steps, status in ((task.solution, "right"), (task.wrong, "wrong")):
        tried, moves = play(game, task, list(steps))
        assert tried.status == status, (task.id, tried)
        shown_truly(game, task, tried, moves)
