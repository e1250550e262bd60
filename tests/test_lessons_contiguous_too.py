"""The lessons of Contiguous and Too (py_games/lessons/contiguous.py, too.py): every check is
right on every legal try, judged against a computation written apart from it.

The oracles here read the position text with their own parsers, find islands and groups with
their own flood fill on their own neighbour tables (Contiguous: the grid's four sides; Too:
axial hex coordinates), score and compare them their own way, and search the last cells with
their own minimax. Each task's verdict is then compared with the oracle over every legal first
step (every whole line of play for the tasks that end with the game); each task has right and
wrong tries among them; and the words of every wrong verdict name every place they mark.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any, cast

import pytest

from py_games import Game
from py_games.draw.annotations import check, of
from py_games.games.too import Too
from py_games.lessons import Attempt, Task, attempt
from py_games.registry import GAMES, lesson, lessons, present

LESSONS = {game_id: lesson(game_id) for game_id in lessons()}

CONTIGUOUS = {task.id: task for task in LESSONS["contiguous"].tasks}
TOO = {task.id: task for task in LESSONS["too"].tasks}
"""Seconds a computer's answer may take in CPython (the browser is a few times slower)."""

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


# -- playing a task as the page does -----------------------------------------------------------


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


# -- Contiguous ---------------------------------------------------------------------------------


def test_the_placement_rule_is_the_rules_own() -> None:
    for task in CONTIGUOUS.values():
        game = task.game(GAMES["contiguous"])
        cells, _, last = grid_of(game.position(task.start(game)))
        assert sorted(first_steps(game, task)) == sorted(fillable(cells, last)), task.id


@pytest.mark.parametrize(("task_id", "anchor", "size"), [("touch", "b2", 2), ("free", "b1", 3)])
def test_an_island_grown_to_its_size(task_id: str, anchor: str, size: int) -> None:
    def oracle(start: str, step: str) -> bool:
        cells, _, _ = grid_of(start)
        return island_size(filled(cells, step, 0), 0, anchor) == size

    assert judged("contiguous", CONTIGUOUS[task_id], oracle) == {True, False}


def test_the_free_task_starts_with_every_empty_cell_fillable() -> None:
    game = CONTIGUOUS["free"].game(GAMES["contiguous"])
    cells, _, last = grid_of(game.position(CONTIGUOUS["free"].start(game)))
    assert not [c for c in around(last) if cells.get(c) == -1]
    assert len(first_steps(game, CONTIGUOUS["free"])) == list(cells.values()).count(-1)


def test_a_score_of_six() -> None:
    def oracle(start: str, step: str) -> bool:
        return product(filled(grid_of(start)[0], step, 0), 0) == 6

    assert judged("contiguous", CONTIGUOUS["product"], oracle) == {True, False}


def test_the_highest_score() -> None:
    def oracle(start: str, step: str) -> bool:
        cells, _, last = grid_of(start)
        best = max(product(filled(cells, c, 0), 0) for c in fillable(cells, last))
        return product(filled(cells, step, 0), 0) == best

    assert judged("contiguous", CONTIGUOUS["grow-small"], oracle) == {True, False}


def test_player_2_cannot_raise_their_score() -> None:
    def oracle(start: str, step: str) -> bool:
        cells, _, _ = grid_of(start)
        mine = filled(cells, step, 0)
        answers = [product(filled(mine, a, 1), 1) for a in fillable(mine, step)]
        return max(answers) <= product(cells, 1)

    assert judged("contiguous", CONTIGUOUS["squeeze"], oracle) == {True, False}


def test_the_last_cells_are_won_exactly_when_the_score_is_higher() -> None:
    task = CONTIGUOUS["finish"]
    game = task.game(GAMES["contiguous"])
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


# -- Too ----------------------------------------------------------------------------------------


def test_the_neighbours_read_here_are_the_rules() -> None:
    game = TOO["either"].game(GAMES["too"])
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

    assert judged("too", TOO["either"], oracle) == {True, False}


def test_a_larger_second_group() -> None:
    def oracle(start: str, step: str) -> bool:
        black, white = sizes(too_place(start, step))
        return (black[1] if len(black) > 1 else 0) > (white[1] if len(white) > 1 else 0)

    assert judged("too", TOO["second"], oracle) == {True, False}


@pytest.mark.parametrize("task_id", ["run-out", "join-theirs"])
def test_black_ahead(task_id: str) -> None:
    task = TOO[task_id]
    game = task.game(GAMES["too"])
    assert leader(game.position(task.start(game))) == 1, "the task starts with White ahead"
    assert judged("too", task, lambda start, step: leader(too_place(start, step)) == 0) == {
        True,
        False,
    }


def test_no_black_stone_joins_white() -> None:
    """join-theirs: only white stones (joining White's groups) put Black ahead."""
    task = TOO["join-theirs"]
    game = task.game(GAMES["too"])
    start = game.position(task.start(game))
    right = [s for s in too_steps(start) if leader(too_place(start, s)) == 0]
    assert right and all(s.endswith(":w") for s in right)
    assert all(len(sizes(too_place(start, s))[1]) == 1 for s in right)


def test_black_ahead_whatever_white_answers() -> None:
    def oracle(start: str, step: str) -> bool:
        after = too_place(start, step)
        return all(leader(too_place(after, a)) == 0 for a in too_steps(after))

    task = TOO["hold"]
    game = task.game(GAMES["too"])
    assert leader(game.position(task.start(game))) == 1
    assert judged("too", task, oracle) == {True, False}


def test_the_last_cells_are_won_exactly_when_the_rules_say() -> None:
    task = TOO["finish"]
    game = task.game(GAMES["too"])
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


# -- both ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "task"),
    [(g, t) for g in ("contiguous", "too") for t in LESSONS[g].tasks],
    ids=lambda v: v.id if isinstance(v, Task) else str(v),
)
def test_the_solution_and_the_wrong_try_are_shown_truly(game_id: str, task: Task) -> None:
    game = task.game(GAMES[game_id])
    for steps, status in ((task.solution, "right"), (task.wrong, "wrong")):
        tried, moves = play(game, task, list(steps))
        assert tried.status == status, (task.id, tried)
        shown_truly(game, task, tried, moves)
