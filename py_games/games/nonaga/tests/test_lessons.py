"""Nonaga's lesson (py_games/lessons/nonaga/): every check right over every try.

For each task, every legal try (every whole turn, or every ring step where the task starts at
one) is judged through :func:`attempt`, as the page plays it, and the verdict is compared with
an independent computation written here from the bare state: a slide walked a position at a
time over the rings, and three counters touching when two of their three pairs are
neighbours (the rules use groups and ``connected`` instead). Every wrong verdict names the
places it marks, and they are places of the board it is drawn on.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import combinations

import pytest

from py_games.draw.annotations import check, of
from py_games.games.nonaga.rules import Nonaga
from py_games.games.nonaga.state import NonagaState
from py_games.lessons import Attempt, Task, attempt
from py_games.registry import GAMES, lesson, lessons, present

LESSONS = {game_id: lesson(game_id) for game_id in lessons()}

COURSE = LESSONS["nonaga"]
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
Cell = tuple[int, int]


def task(task_id: str) -> tuple[Nonaga, Task, NonagaState]:
    found = COURSE.task(task_id)
    game = found.game(GAMES["nonaga"])
    assert isinstance(game, Nonaga)
    start = found.start(game)
    assert isinstance(start, NonagaState)
    return game, found, start


# -- the independent computation ------------------------------------------------------------


def adjacent(a: Cell, b: Cell) -> bool:
    dq, dr = b[0] - a[0], b[1] - a[1]
    return (dq, dr) in DIRECTIONS


def touch(cells: tuple[Cell, ...]) -> int:
    """How many of ``cells`` (three) touch: 3 when two of the three pairs are neighbours, 2
    when one pair is, else 1."""
    pairs = sum(adjacent(a, b) for a, b in combinations(cells, 2))
    return 3 if pairs >= 2 else 2 if pairs == 1 else 1


def stops(state: NonagaState, start: Cell) -> list[Cell]:
    """Where the counter on ``start`` stops, walking each direction a position at a time."""
    counters = set(state.counters[0]) | set(state.counters[1])
    ends = []
    for dq, dr in DIRECTIONS:
        q, r = start
        while (q + dq, r + dr) in state.rings and (q + dq, r + dr) not in counters:
            q, r = q + dq, r + dr
        if (q, r) != start:
            ends.append((q, r))
    return ends


def wins(state: NonagaState, player: int) -> list[tuple[Cell, Cell]]:
    """The slides of ``player`` (whoever is to move) after which their three counters touch."""
    mine = state.counters[player]
    return [
        (c, end)
        for c in mine
        for end in stops(state, c)
        if touch(tuple(end if x == c else x for x in mine)) == 3
    ]


# -- playing a try --------------------------------------------------------------------------


@dataclass
class Tried:
    moves: list[str]
    """The learner's steps and the computer's answers."""
    answer: Attempt
    state: NonagaState
    """Where they lead."""


def play(game: Nonaga, lesson_task: Task, steps: list[str]) -> Tried:
    moves: list[str] = []
    answer = attempt(game, lesson_task, moves)
    for step in steps:
        moves.append(step)
        answer = attempt(game, lesson_task, moves)
        moves.extend(answer.replies)
    start = lesson_task.start(game)
    assert isinstance(start, NonagaState)
    return Tried(moves, answer, after(game, start, moves))


def turns(game: Nonaga, state: NonagaState) -> Iterator[list[str]]:
    """Every whole turn from a counter step: the slide, and each ring step after it (or the
    slide alone when it wins)."""
    for slide in game.legal_moves(state):
        after = game.apply(state, slide)
        if game.is_over(after):
            yield [str(slide)]
            continue
        for ring in game.legal_moves(after):
            yield [str(slide), str(ring)]


def after(game: Nonaga, state: NonagaState, steps: list[str]) -> NonagaState:
    for step in steps:
        state = game.apply(state, step)
    return state


PLACE = re.compile(r"-?[0-9]+,-?[0-9]+")


def shown(game: Nonaga, tried: Tried) -> None:
    """The verdict's marks are places of the board it is drawn on, and its words name each."""
    answer = tried.answer
    places = {p["name"]: p for p in present(game).board()["places"]}
    places.update({p["name"]: p for p in present(game).scene(tried.state).get("places", [])})
    check(of(answer.marks, answer.arrows), places)
    if answer.status == "wrong":
        assert answer.marks or answer.arrows
        named = set(PLACE.findall(answer.said))
        marked = set(PLACE.findall(f"{answer.marks} {answer.arrows}"))
        assert marked <= named, (answer.said, marked - named)


def cell(name: str) -> Cell:
    q, r = name.split(",")
    return int(q), int(r)


def told(start: NonagaState, slide: str, said: str) -> None:
    """What a wrong slide's words claim is true: why it stopped, and what it touches."""
    begin, end = (cell(p) for p in slide.split(">"))
    me = start.to_move
    step = (end[0] - begin[0], end[1] - begin[1])
    length = max(abs(step[0]), abs(step[1]))
    beyond = (end[0] + step[0] // length, end[1] + step[1] // length)
    name = f"{beyond[0]},{beyond[1]}"
    if beyond in start.counters[me]:
        assert f"{name} holds your counter" in said
    elif beyond in start.counters[1 - me]:
        assert f"{name} holds your opponent's counter" in said
    else:
        assert beyond not in start.rings and f"there is no ring on {name}" in said
    others = [c for c in start.counters[me] if c != begin]
    touched = [f"{c[0]},{c[1]}" for c in others if adjacent(c, end)]
    if touched:
        assert f"it touches your counter on {touched[0]}, but" in said
    else:
        assert "it touches neither" in said


def judged(verdicts: list[bool]) -> None:
    assert any(verdicts) and not all(verdicts), "at least one right and one wrong try"


# -- each task ------------------------------------------------------------------------------


def test_slide_is_right_exactly_when_two_counters_touch() -> None:
    game, lesson_task, start = task("slide")
    me = start.to_move
    assert touch(start.counters[me]) == 1 and not wins(start, me)
    verdicts = []
    for steps in turns(game, start):
        tried = play(game, lesson_task, steps)
        met = touch(after(game, start, steps[:1]).counters[me]) >= 2
        assert tried.answer.status == ("right" if met else "wrong"), (steps, tried.answer)
        shown(game, tried)
        if not met:
            told(start, steps[0], tried.answer.said)
        verdicts.append(met)
    judged(verdicts)


def test_slide_names_where_and_why_a_counter_stopped() -> None:
    game, lesson_task, _ = task("slide")
    said = play(game, lesson_task, list(lesson_task.wrong)).answer.said
    assert "from 0,2 to 1,1" in said and "2,0 holds your opponent's counter" in said


def test_three_is_right_exactly_when_three_counters_touch() -> None:
    game, lesson_task, start = task("three")
    me = start.to_move
    verdicts = []
    for steps in turns(game, start):
        tried = play(game, lesson_task, steps)
        met = touch(after(game, start, steps[:1]).counters[me]) == 3
        assert tried.answer.status == ("right" if met else "wrong"), (steps, tried.answer)
        assert met == (len(steps) == 1)  # a win ends the turn before the ring step
        shown(game, tried)
        if not met:
            told(start, steps[0], tried.answer.said)
        verdicts.append(met)
    judged(verdicts)


@pytest.mark.parametrize("task_id", ["stop", "locked"])
def test_a_stop_is_right_exactly_when_a_slide_would_then_join_three(task_id: str) -> None:
    game, lesson_task, start = task(task_id)
    me = start.to_move
    assert start.step == 1 and not wins(start, me)
    verdicts = []
    for ring in game.legal_moves(start):
        tried = play(game, lesson_task, [str(ring)])
        met = bool(wins(tried.state, me))
        assert tried.answer.status == ("right" if met else "wrong"), (ring, tried.answer)
        shown(game, tried)
        verdicts.append(met)
    judged(verdicts)


def test_the_locked_ring_may_not_move() -> None:
    game, _, start = task("locked")
    assert start.locked == (3, -3)
    assert not game.can_lift(start, (3, -3))
    unlocked = replace(start, locked=None)  # were it free, taking it away would be right
    assert any(wins(game.apply(unlocked, f"3,-3>{end}"), 0) for end in ("1,-3", "-2,-1"))


def test_careful_is_right_exactly_when_the_opponent_gets_no_winning_slide() -> None:
    game, lesson_task, start = task("careful")
    me = start.to_move
    assert start.step == 1 and not wins(start, 1 - me)
    verdicts = []
    for ring in game.legal_moves(start):
        ring_step = str(ring)
        met = not wins(after(game, start, [ring_step]), 1 - me)
        tried = play(game, lesson_task, [ring_step])
        assert tried.answer.status == ("right" if met else "wrong"), (ring, tried.answer)
        # and the computer took the win it was given
        assert game.is_over(tried.state) == (not met)
        shown(game, tried)
        verdicts.append(met)
    judged(verdicts)


def test_careful_says_what_the_ring_step_did() -> None:
    game, lesson_task, _ = task("careful")
    said = play(game, lesson_task, list(lesson_task.wrong)).answer.said
    assert "you took the ring away from 3,-3" in said
    said = play(game, lesson_task, ["1,-2>1,1"]).answer.said
    assert "slid from -1,1 to 1,1" in said and "stopped on the ring you put on 1,1" in said


def test_block_is_right_exactly_when_the_threat_is_gone_after_the_turn() -> None:
    game, lesson_task, start = task("block")
    me = start.to_move
    assert wins(start, 1 - me) and not wins(start, me)
    assert start.locked == (1, 0) and not game.can_lift(game.apply(start, "-2,1>0,1"), (1, 0))
    verdicts = []
    for steps in turns(game, start):
        state = after(game, start, steps)
        met = touch(state.counters[me]) == 3 or not wins(state, 1 - me)
        tried = play(game, lesson_task, steps)
        assert tried.answer.status == ("right" if met else "wrong"), (steps, tried.answer)
        shown(game, tried)
        verdicts.append(met)
    judged(verdicts)


def test_locked_goes_on_exactly_when_a_threat_survives_the_answer() -> None:
    game, lesson_task, start = task("lock-in")
    me = start.to_move
    assert not wins(start, me) and not wins(start, 1 - me)
    going_on = []
    for steps in turns(game, start):
        tried = play(game, lesson_task, steps)
        survives = not game.is_over(tried.state) and bool(wins(tried.state, me))
        assert tried.answer.status == ("again" if survives else "wrong"), (steps, tried.answer)
        shown(game, tried)
        if survives:
            going_on.append(steps)
    assert tuple(lesson_task.solution[:2]) in {tuple(s) for s in going_on}
    for steps in going_on:  # the computer could not have stopped it: no answer does
        threatened = after(game, start, steps)
        for answer in turns(game, threatened):
            assert wins(after(game, threatened, answer), me), (steps, answer)


def test_locked_is_won_on_the_locked_ring() -> None:
    game, lesson_task, start = task("lock-in")
    tried = play(game, lesson_task, list(lesson_task.solution))
    assert tried.answer.status == "right"
    assert touch(tried.state.counters[start.to_move]) == 3
    assert "the ring you put on -1,2" in tried.answer.said
    # a learner who does not take the win is told so on that turn
    threat = play(game, lesson_task, list(lesson_task.solution[:2]))
    assert threat.answer.status == "again"
    late = threat.state
    me = start.to_move
    quiet = next(s for s in turns(game, late) if touch(after(game, late, s).counters[me]) < 3)
    tried = play(game, lesson_task, [*lesson_task.solution[:2], *quiet])
    assert tried.answer.status == "wrong" and "did not win" in tried.answer.said
