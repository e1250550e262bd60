"""Tonga's lesson: every check is right over every legal first step of its task.

Each task's verdict is compared, for every legal first step (and the computer's answers),
with a computation of the goal written here from the position text alone: groups found by
walking side neighbours, scores as the squares of the three largest, the end as no two
empty cells touching. The words of every verdict name every place it marks.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from py_games import Game
from py_games.draw.annotations import of
from py_games.lessons import Attempt, Task, attempt
from py_games.registry import GAMES, lesson

LESSON = lesson("tonga")
TASKS = {task.id: task for task in LESSON.tasks}
FILES = "abcdefghi"

Board = dict[str, str]


def board(game: Game[Any, Any], task: Task, moves: list[str]) -> Board:
    """Cell name -> ``b``, ``w`` or ``.``, read from the position text after ``moves``."""
    state = task.start(game)
    for step in moves:
        state = game.apply(state, step)
    ranks = game.position(state).split()[0].split("/")
    return {
        f"{FILES[f]}{9 - r}": symbol
        for r, rank in enumerate(ranks)
        for f, symbol in enumerate(rank)
    }


def xy(cell: str) -> tuple[int, int]:
    return FILES.index(cell[0]), int(cell[1:])


def side(a: str, b: str) -> bool:
    (ax, ay), (bx, by) = xy(a), xy(b)
    return abs(ax - bx) + abs(ay - by) == 1


def touching(a: str, b: str) -> bool:
    (ax, ay), (bx, by) = xy(a), xy(b)
    return a != b and abs(ax - bx) <= 1 and abs(ay - by) <= 1


def groups(cells: Board, colour: str) -> list[set[str]]:
    """The groups of ``colour`` (``b`` or ``w``), largest first."""
    left = {c for c, s in cells.items() if s == colour}
    found = []
    while left:
        todo = [left.pop()]
        group = set(todo)
        while todo:
            here = todo.pop()
            for other in [c for c in left if side(here, c)]:
                left.discard(other)
                group.add(other)
                todo.append(other)
        found.append(group)
    return sorted(found, key=len, reverse=True)


def score(cells: Board, colour: str) -> int:
    return sum(len(g) ** 2 for g in groups(cells, colour)[:3])


def over(cells: Board) -> bool:
    empty = [c for c, s in cells.items() if s == "."]
    return not any(touching(a, b) for a in empty for b in empty)


def play(game: Game[Any, Any], task: Task, step: str) -> tuple[Attempt, list[str]]:
    """The learner's first step and the computer's answers: the verdict and every step."""
    tried = attempt(game, task, [step])
    return tried, [step, *tried.replies]


def first_steps(task: Task) -> tuple[Game[Any, Any], list[str]]:
    game = task.game(GAMES["tonga"])
    return game, [str(m) for m in game.legal_moves(task.start(game))]


def named(tried: Attempt) -> None:
    """The words of a verdict, wrong or right, name every place it marks (a wrong one marks
    at least one); the marks are well written."""
    annotations = of(tried.marks, tried.arrows)
    assert annotations.get("marks") or tried.status == "right", tried
    for mark in annotations.get("marks", []):
        assert mark["at"] in re.findall(r"\b[a-i][1-9]\b", tried.said), (mark, tried.said)


def pair_goal(start: Board, after: Board, step: str) -> bool:
    black, white = step.split("-")
    return black == "d5" and touching(black, white) and not side(black, white)


def group_goal(start: Board, after: Board, step: str) -> bool:
    return any("d4" in g and len(g) >= 3 for g in groups(after, "b"))


def at_least(least: int) -> Callable[[Board, Board, str], bool]:
    return lambda start, after, step: score(after, "b") >= least


def white_goal(start: Board, after: Board, step: str) -> bool:
    return len(groups(after, "b")[0]) >= 4 and score(after, "w") == score(start, "w")


def win_goal(player: str) -> Callable[[Board, Board, str], bool]:
    other = "b" if player == "w" else "w"

    def goal(start: Board, after: Board, step: str) -> bool:
        assert over(after)  # every pair ends the game here
        assert score(after, player) != score(after, other)
        return score(after, player) > score(after, other)

    return goal


ONE_TURN = {
    "pair": pair_goal,
    "group": group_goal,
    "join": at_least(25),
    "three": at_least(19),
    "white": white_goal,
    "last": win_goal("w"),
}


def true_words(task_id: str, said: str, start: Board, after: Board, step: str) -> None:
    """What a verdict says of the position, checked here: scores, sizes, touching."""
    black, white = step.split("-")
    if task_id in ("join", "three"):
        assert f"= {score(after, 'b')}" in said, said
        assert "goes from" not in said or f"from {score(start, 'b')} to" in said, said
        assert said.count("(") == min(3, len(groups(after, "b"))), said
    if task_id == "group":
        size = len(next(g for g in groups(after, "b") if black in g))
        assert f"({size})" in said or f"group of {size}" in said, said
        if "does not touch" in said:
            assert not any(side(black, c) for c in ("d4", "e4"))
    if task_id == "white":
        if "touches no white stone" in said:
            assert not any(side(white, c) for c, s in after.items() if s == "w")
        if "went from" in said:
            assert f"from {score(start, 'w')} to {score(after, 'w')}" in said
        else:
            assert f"stays {score(after, 'w')}" in said or "not 4" in said
    if task_id == "last":
        high, low = sorted((score(after, "b"), score(after, "w")), reverse=True)
        assert f"{high} beats" in said and f"'s {low}." in said, said


@pytest.mark.parametrize("task_id", ONE_TURN)
def test_a_one_turn_check_is_right_for_every_first_step(task_id: str) -> None:
    task = TASKS[task_id]
    game, steps = first_steps(task)
    start = board(game, task, [])
    verdicts = {True: 0, False: 0}
    for step in steps:
        tried, moves = play(game, task, step)
        assert not tried.replies and tried.status in ("right", "wrong"), (step, tried)
        after = board(game, task, moves)
        goal = ONE_TURN[task_id](start, after, step)
        assert (tried.status == "right") == goal, (step, tried)
        named(tried)
        true_words(task_id, tried.said, start, after, step)
        verdicts[goal] += 1
    assert verdicts[True] and verdicts[False], verdicts


def test_the_cut_is_right_exactly_when_black_fills_f5() -> None:
    # White's groups c5 d5 e5 and g5 h5 touch one empty cell, f5: unless Black fills it, the
    # answer joins them (or the learner's own white stone does).
    task = TASKS["cut"]
    game, steps = first_steps(task)
    verdicts = {True: 0, False: 0}
    for step in steps:
        tried, moves = play(game, task, step)
        assert len(tried.replies) == 1, (step, tried)
        after = board(game, task, moves)
        joined = any({"e5", "g5"} <= g for g in groups(after, "w"))
        goal = step.split("-")[0] == "f5"
        assert joined != goal, (step, tried)
        assert (tried.status == "right") == goal, (step, tried)
        named(tried)
        sizes = [len(g) for g in groups(after, "w") if g & {"e5", "g5"}]
        said = "one white group of {}" if joined else "({}) and"
        assert said.format(sizes[0]) in tried.said, (sizes, tried.said)
        verdicts[goal] += 1
    assert verdicts[True] and verdicts[False], verdicts


def test_the_endgame_is_right_exactly_when_black_wins_against_every_answer() -> None:
    task = TASKS["endgame"]
    game, steps = first_steps(task)

    def black_wins(moves: list[str]) -> bool:
        """Whatever White answers, Black wins (searched here, by the scores alone)."""
        after = board(game, task, moves)
        if over(after):
            return score(after, "b") > score(after, "w")
        state = task.start(game)
        for step in moves:
            state = game.apply(state, step)
        answers = [black_wins([*moves, str(m)]) for m in game.legal_moves(state)]
        return all(answers) if game.to_move(state) == 1 else any(answers)

    verdicts = {True: 0, False: 0}
    for step in steps:
        tried, moves = play(game, task, step)
        assert over(board(game, task, moves)), (step, tried)  # one answer ends the game
        goal = black_wins([step])
        assert (tried.status == "right") == goal, (step, tried)
        named(tried)
        after = board(game, task, moves)
        high, low = sorted((score(after, "b"), score(after, "w")), reverse=True)
        assert f"{high} beats" in tried.said and f"'s {low}." in tried.said, tried.said
        verdicts[goal] += 1
    assert verdicts[True] and verdicts[False], verdicts


def test_the_learner_is_whoever_is_to_move_and_the_goals_name_real_places() -> None:
    for task in LESSON.tasks:
        game = task.game(GAMES["tonga"])
        cells = board(game, task, [])
        mover = game.to_move(task.start(game))
        assert mover == (1 if task.id == "last" else 0), task.id
        marked = [m["at"] for m in of(task.marks, task.arrows).get("marks", [])]
        assert all(c in cells for c in marked), task.id


def test_the_goals_say_what_the_start_holds() -> None:
    game, _ = first_steps(TASKS["join"])
    assert score(board(game, TASKS["join"], []), "b") == 9  # "2² + 2² + 1² = 9"
    game, _ = first_steps(TASKS["three"])
    assert score(board(game, TASKS["three"], []), "b") == 11  # "3² + 1² + 1² = 11"
    task = TASKS["white"]
    game, _ = first_steps(task)
    assert score(board(game, task, []), "w") == 17  # "3² + 2² + 2² = 17"
    task = TASKS["last"]
    game, _ = first_steps(task)
    cells = board(game, task, [])
    live = {
        c
        for c, s in cells.items()
        if s == "." and any(touching(c, d) and cells[d] == "." for d in cells)
    }
    assert live == {"e8", "e9", "f9"}  # "only e8, e9 and f9 still do"
    task = TASKS["cut"]
    game, _ = first_steps(task)
    cells = board(game, task, [])
    between = [
        c
        for c, s in cells.items()
        if s == "." and any(side(c, d) for d in ("e5",)) and any(side(c, d) for d in ("g5",))
    ]
    assert between == ["f5"]
