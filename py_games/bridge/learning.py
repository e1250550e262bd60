"""The bridge's learning pages: a task of a game's lesson and a learner's try at it
(:mod:`py_games.lessons`), and the shipped puzzles with a try at one
(:mod:`py_games.puzzles.play`).

The lessons and the puzzles are imported when first asked for: only the Learn and Puzzles
pages ask, and the worker of every other page is spared the import.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING

from .. import requests as read
from ..i18n import _
from ..registry import GAMES, get_game, lesson

if TYPE_CHECKING:
    from ..contract import AttemptInfo, LessonAnswer, PuzzleAnswer, PuzzlesAnswer
    from ..lessons import Attempt
    from ..puzzles.mining import Puzzle
    from ..puzzles.play import Judgement
    from ..requests import Request


def lesson_task(request: Request) -> LessonAnswer:
    """A task of a game's lesson and a learner's try at it (:mod:`py_games.lessons`)."""
    from ..lessons import attempt  # noqa: PLC0415 (only the Learn page asks)

    course = lesson(read.field(request, "game", str, ""))
    task = course.task(read.field(request, "task", str, None))
    game = task.game(GAMES[course.game])
    start = task.start(game)  # played once, for the answer and for the try
    tried = attempt(game, task, read.moves(request), start=start)
    # A lesson's texts are constants (marked with N_ where they are written): translated here,
    # into the request's language.
    return {
        "game": course.game,
        "title": _(course.title),
        "intro": _(course.intro),
        "tasks": [{"id": t.id, "title": _(t.title)} for t in course.tasks],
        "task": {
            "id": task.id,
            "number": course.tasks.index(task) + 1,
            "title": _(task.title),
            "goal": _(task.goal),
            "options": dict(game.options),
            "start": game.position(start),
            "marks": task.marks,
            "arrows": task.arrows,
        },
        "attempt": _attempt(tried),
    }


def _attempt(tried: Attempt | Judgement) -> AttemptInfo:
    """Where a try stands, a lesson's or a puzzle's (a puzzle's answer adds its refutation)."""
    return {
        "status": tried.status,
        "said": tried.said,
        "marks": tried.marks,
        "arrows": tried.arrows,
        "replies": list(tried.replies),
    }


def puzzles(request: Request) -> PuzzlesAnswer:
    """The shipped puzzles of a game; an ``UnknownGameError`` for a game with no set."""
    from ..puzzles import sets  # noqa: PLC0415 (only the Puzzles page asks)

    game_id = read.field(request, "game", str, "")
    return {
        "game": game_id,
        "puzzles": [
            {"id": f"{game_id}/{n}", "number": n, "difficulty": p.difficulty, "depth": p.depth}
            for n, p in enumerate(sets.puzzle_set(game_id), 1)
        ],
    }


def puzzle(request: Request) -> PuzzleAnswer:
    """A shipped puzzle or a made one (``made``, as its link carries it), and a try at it
    (:mod:`py_games.puzzles.play`)."""
    from ..puzzles import play as puzzles_play  # noqa: PLC0415 (only the Puzzles page asks)
    from ..puzzles import sets  # noqa: PLC0415

    made = read.field(request, "made", dict, None)
    if made is not None:
        checked = _made(made)  # first: a link changed by hand is refused with the reason
        shipped = sets.Shipped(_made_id(made), 0, 0, checked)
    else:
        shipped = sets.find(read.field(request, "puzzle", str, ""))
    found = shipped.puzzle
    # Asked with the solution, the try is the solution shown: a win is said as shown, not solved.
    shown = read.field(request, "solution", bool, False)
    trying = puzzles_play.Try(found, read.moves(request), shown=shown)
    game, tried = trying.game, trying.judgement  # the game built once per game and options
    answer: PuzzleAnswer = {
        "puzzle": {
            "id": shipped.id,
            "game": found.game,
            "number": shipped.number,
            "count": shipped.count,
            "options": dict(game.options),
            "start": found.position,
            "to_move": trying.solver,  # to move at the start
            "goal": puzzles_play.goal(found),
            "depth": found.depth,
            "difficulty": found.difficulty,
        },
        "attempt": {**_attempt(tried), "refutation": list(tried.refutation)},
    }
    if read.field(request, "hint", bool, False):
        given = trying.hint()
        answer["hint"] = {"said": given.said, "marks": given.marks}
    if shown:
        answer["solution"] = list(found.line or (found.solution,))
    return answer


def _made(made: dict[str, object]) -> Puzzle:
    """A made puzzle as its link carries it, checked again: once per link, as a try asks for
    its puzzle at every step."""
    game = read.game(made)
    fields = {name: made.get(name) for name in ("position", "solution", "depth")}
    key = json.dumps([game.id, dict(game.options), fields], sort_keys=True)
    return _checked(key)


def _made_id(made: dict[str, object]) -> str:
    """A made puzzle's id (``"made/…"``, :func:`py_games.practice.events.made_id`), from what
    its link carries and the game's options as the game reads them (every one, each of its
    type): the id its ``made`` event has when kept, so that its tries are its own."""
    from ..practice.events import made_id  # noqa: PLC0415 (only a made puzzle asks)

    game = read.game(made)
    position, solution, depth = made.get("position"), made.get("solution"), made.get("depth")
    assert isinstance(position, str) and isinstance(solution, str) and isinstance(depth, int)
    return made_id(game.id, dict(game.options), position, solution, depth)


@lru_cache(maxsize=8)
def _checked(key: str) -> Puzzle:
    from ..puzzles import making  # noqa: PLC0415 (only a page with a made puzzle asks)

    game_id, options, fields = json.loads(key)
    return making.check(get_game(game_id, **options), fields)
