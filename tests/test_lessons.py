"""Every game's lesson (py_games.lessons): each task solved by its intended steps and refused
for its wrong try, the words and marks said of a try naming what is on the board, and the
bridge serving them. Game-specific checks of what a verdict says live beside each game's
tests (tests/test_lessons_<game>.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from py_games import Game, IllegalMoveError
from py_games.bridge import handle
from py_games.draw.annotations import check, of
from py_games.lessons import Attempt, Task, TryError, attempt
from py_games.registry import GAMES, PARTS, lesson, lessons, present

LESSONS = {game_id: lesson(game_id) for game_id in lessons()}

TASKS = [(game_id, task) for game_id, course in LESSONS.items() for task in course.tasks]


def ids(value: object) -> str:
    return value.id if isinstance(value, Task) else str(value)


def run(game: Game[Any, Any], task: Task, steps: tuple[str, ...]) -> Attempt:
    """Play the learner's ``steps`` as the page does: each step, then the computer's replies
    the answer names; the last answer is the verdict."""
    moves: list[str] = []
    tried = attempt(game, task, moves)
    for step in steps:
        assert tried.status in ("turn", "again"), f"{task.id}: decided before {step!r}: {tried}"
        moves.append(step)
        tried = attempt(game, task, moves)
        moves.extend(tried.replies)
    return tried


def places(game: Game[Any, Any], task: Task, moves: list[str]) -> dict[str, Any]:
    state = task.start(game)
    for step in moves:
        state = game.apply(state, step)
    scene = present(game).scene(state)
    board = present(game).board()
    found = {p["name"]: p for p in board["places"]}
    found.update({p["name"]: p for p in scene.get("places", [])})
    return found


def test_every_lesson_has_six_to_ten_tasks() -> None:
    # A lesson is an optional part: the games that have one, and only those, serve it.
    assert list(LESSONS) == [game_id for game_id in GAMES if PARTS[game_id].lesson is not None]
    assert LESSONS
    for course in LESSONS.values():
        assert 6 <= len(course.tasks) <= 10, course.game
        assert len({t.id for t in course.tasks}) == len(course.tasks)
        assert course.title and course.intro


@pytest.mark.parametrize(("game_id", "task"), TASKS, ids=ids)
def test_a_task_is_solved_by_its_solution(game_id: str, task: Task) -> None:
    game = task.game(GAMES[game_id])
    start = task.start(game)
    assert not game.is_over(start) and task.goal
    check(of(task.marks, task.arrows), places(game, task, []))
    tried = run(game, task, task.solution)
    assert tried.status == "right", f"{task.id}: {tried}"
    assert tried.said


@pytest.mark.parametrize(("game_id", "task"), TASKS, ids=ids)
def test_a_wrong_try_is_refused_and_shown(game_id: str, task: Task) -> None:
    game = task.game(GAMES[game_id])
    tried = run(game, task, task.wrong)
    assert tried.status == "wrong", f"{task.id}: {tried}"
    assert tried.said and (tried.marks or tried.arrows), "a wrong try is shown on the board"
    moves = list(task.wrong)  # the marks are drawn on the position the try reached
    check(of(tried.marks, tried.arrows), places(game, task, [*moves, *tried.replies]))


def test_an_illegal_step_is_the_rules_reason() -> None:
    game_id, task = TASKS[0]
    game = task.game(GAMES[game_id])
    legal = {str(m) for m in game.legal_moves(task.start(game))}
    illegal = next(p for p in places(game, task, []) if p not in legal)
    with pytest.raises(IllegalMoveError):
        attempt(game, task, [illegal])


@pytest.mark.parametrize(("game_id", "task"), TASKS, ids=ids)
def test_a_try_goes_no_further_than_its_verdict(game_id: str, task: Task) -> None:
    """A step after the verdict, or an answer the computer would not give, is refused by
    name: the page cannot judge a line the lesson never played."""
    game = task.game(GAMES[game_id])
    moves: list[str] = []
    for step in task.solution:
        moves.append(step)
        moves.extend(attempt(game, task, moves).replies)
    state = task.start(game)
    for step in moves:
        state = game.apply(state, step)
    if game.is_over(state):
        return
    with pytest.raises(TryError, match=r"decided before it|computer answers"):
        attempt(game, task, [*moves, str(game.legal_moves(state)[0])])
    if task.reply is not None:
        first_turn = []
        for step in moves:
            first_turn.append(step)
            if attempt(game, task, first_turn).replies:
                break
        replies = attempt(game, task, first_turn).replies
        after = task.start(game)
        for step in first_turn:
            after = game.apply(after, step)
        others = [str(m) for m in game.legal_moves(after) if str(m) != replies[0]]
        for other in others[:1]:  # where the computer has a choice at all
            with pytest.raises(TryError, match="computer answers"):
                attempt(game, task, [*first_turn, other])


def test_the_bridge_serves_a_task_and_judges_a_try() -> None:
    for game_id, course in LESSONS.items():
        task = course.tasks[-1]
        answer = json.loads(handle(json.dumps({"fn": "lesson", "game": game_id, "task": task.id})))
        assert answer["task"]["id"] == task.id
        assert answer["task"]["number"] == len(course.tasks)
        assert answer["attempt"]["status"] == "turn"
        assert [t["id"] for t in answer["tasks"]] == [t.id for t in course.tasks]
        game = task.game(GAMES[game_id])
        assert game.position(game.from_position(answer["task"]["start"])) == answer["task"]["start"]
        by_number = json.loads(handle(json.dumps({"fn": "lesson", "game": game_id, "task": "1"})))
        assert by_number["task"]["id"] == course.tasks[0].id


@pytest.mark.parametrize(
    ("request_", "kind"),
    [
        ({"game": "chess"}, "UnknownGameError"),
        ({"game": lessons()[0], "task": "nope"}, "UnknownTaskError"),
        ({"game": lessons()[0], "moves": ["z99"]}, "InvalidMoveError"),
        ({"game": lessons()[0], "moves": "c3"}, "BadRequest"),
    ],
)
def test_a_bad_lesson_request_is_named(request_: dict[str, Any], kind: str) -> None:
    answer = json.loads(handle(json.dumps({"fn": "lesson", **request_})))
    assert answer["error"]["type"] == kind, answer
    assert lesson(lessons()[0]).tasks  # and nothing is broken for the next request
