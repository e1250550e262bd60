"""Tomoe's lesson (py_games/lessons/tomoe/): every check right over every try, and what the
goals and the verdicts say true of the board.

The checks read the score details the rules give; these tests work the scores out afresh from
the areas (``find_areas``: each area scores, for the colour of the open area it lies in at any
depth, one point per distinct sector when the colours differ) and read which tiles moved from
the position text, then compare the verdicts with that over every legal try: every single
placement where the task's turn is one step, every turn that begins by turning a tile (and
every first placement, with a second) where it is two.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from py_games import get_game
from py_games.games.tomoe.designs import DOWN, SPACES
from py_games.games.tomoe.palago import BLACK, WHITE, Areas
from py_games.games.tomoe.state import Rotation, TomoeState
from py_games.lessons import Task, Verdict, attempt
from py_games.registry import lesson

GAME = get_game("tomoe")
LESSON = lesson("tomoe")
TASK = {task.id: task for task in LESSON.tasks}


def areas_of(state: TomoeState) -> Areas:
    """The areas of ``state``, as the game keeps them on the state (``tests/test_rules.py``
    checks them against ``find_areas`` worked out afresh, which is three times dearer)."""
    return GAME.areas(state)


def scores(state: TomoeState) -> tuple[int, int]:
    """Black's and White's points, from the areas alone."""
    areas = areas_of(state)
    sectors: dict[int, set[int]] = {}
    for area, sector in zip(areas.area_of, areas.sector_of, strict=True):
        if area >= 0:
            sectors.setdefault(area, set()).add(sector)
    points = [0, 0]
    for area, colour in enumerate(areas.colour):
        top = area
        while (up := areas.encircler[top]) is not None:
            top = up
        if areas.colour[top] != colour:
            points[areas.colour[top]] += len(sectors[area])
    return points[BLACK], points[WHITE]


def entries(state: TomoeState) -> list[str]:
    """The 32 spaces as position text writes them."""
    return GAME.position(state).split()[0].split(",")


def spaces_of(state: TomoeState, area: int) -> set[int]:
    """The spaces whose tiles hold part of ``area`` (not the frame's)."""
    areas = areas_of(state)
    return {r // 12 + 1 for r, a in enumerate(areas.area_of) if a == area and r < 12 * 32}


def turns(task: Task) -> Iterator[tuple[str, ...]]:
    """Every try the tests judge: each first step, and where the turn goes on, every second
    step after a turn of a tile, or the first legal one after a placement."""
    start = task.start(GAME)
    learner = GAME.to_move(start)
    for first in GAME.legal_moves(start):
        after = GAME.apply(start, first)
        if GAME.is_over(after) or GAME.to_move(after) != learner:
            yield (str(first),)
            continue
        seconds = GAME.legal_moves(after)
        for second in seconds if isinstance(first, Rotation) else seconds[:1]:
            yield (str(first), str(second))


def judged(task: Task, steps: tuple[str, ...]) -> tuple[Verdict, TomoeState, TomoeState]:
    """The verdict on ``steps`` (through :func:`attempt`, as the page asks), the start and
    the position reached."""
    tried = attempt(GAME, task, list(steps))
    assert tried.status in ("right", "wrong"), (task.id, steps, tried)
    start = task.start(GAME)
    now = start
    for step in (*steps, *tried.replies):
        now = GAME.apply(now, step)
    return Verdict(tried.status == "right", tried.said, tried.marks, tried.arrows), start, now


def played(task: Task, steps: tuple[str, ...]) -> TomoeState:
    """The position after the learner's ``steps``, before any answer."""
    state = task.start(GAME)
    for step in steps:
        state = GAME.apply(state, step)
    return state


def gains(start: TomoeState, now: TomoeState) -> tuple[int, int]:
    """Black's and White's points gained (the learner is Black in every task)."""
    before, after = scores(start), scores(now)
    return after[0] - before[0], after[1] - before[1]


def filled(start: TomoeState, now: TomoeState) -> set[int]:
    return {
        n
        for n, (a, b) in enumerate(zip(entries(start), entries(now), strict=True), 1)
        if a == "." and b != "."
    }


def turned(start: TomoeState, now: TomoeState) -> set[int]:
    return {
        n
        for n, (a, b) in enumerate(zip(entries(start), entries(now), strict=True), 1)
        if a not in (".", b)
    }


def first_tile(start: TomoeState, now: TomoeState) -> bool:
    return entries(now)[9] != "."


def score(start: TomoeState, now: TomoeState) -> bool:
    return gains(start, now)[0] > 0


def whose_points(start: TomoeState, now: TomoeState) -> bool:
    black, white = gains(start, now)
    return filled(start, now) == {10} and black > 0 and white <= 0


def turn(start: TomoeState, now: TomoeState) -> bool:
    black, white = gains(start, now)
    return turned(start, now) == {10} and black > 0 and white <= 0


def locked(start: TomoeState, now: TomoeState) -> bool:
    black, white = gains(start, now)
    return bool(turned(start, now)) and black > 0 and white <= 0


def outermost(start: TomoeState, now: TomoeState) -> bool:
    black, white = gains(start, now)
    return black > 0 and white < 0


def last_tile(start: TomoeState, now: TomoeState) -> bool:
    black, white = scores(now)
    return "." not in entries(now) and black > white


def whole_turns(state: TomoeState) -> Iterator[TomoeState]:
    """Every position the player to move can reach with their whole turn."""
    player = GAME.to_move(state)
    for first in GAME.legal_moves(state):
        after = GAME.apply(state, first)
        if GAME.is_over(after) or GAME.to_move(after) != player:
            yield after
        else:
            yield from (GAME.apply(after, second) for second in GAME.legal_moves(after))


def answer(start: TomoeState, mine: TomoeState, now: TomoeState) -> bool:
    """Black wins however White plays the last turn, from where Black's step left it."""
    assert "." not in entries(now)
    return all(scores(end)[0] > scores(end)[1] for end in whole_turns(mine))


Goal = Callable[[TomoeState, TomoeState, TomoeState], bool]
"""``goal(start, mine, now)``: whether the goal is met, from the start, the position after the
learner's steps and the one after the computer's answer."""


def at_the_end(goal: Callable[[TomoeState, TomoeState], bool]) -> Goal:
    """A goal judged on where the learner's turn ended (no answer)."""
    return lambda start, mine, now: mine == now and goal(start, now)


GOALS: dict[str, Goal] = {
    "first-tile": at_the_end(first_tile),
    "score": at_the_end(score),
    "whose-points": at_the_end(whose_points),
    "turn": at_the_end(turn),
    "locked": at_the_end(locked),
    "outermost": at_the_end(outermost),
    "last-tile": at_the_end(last_tile),
    "answer": answer,
}


def test_every_task_has_its_own_goal_here() -> None:
    assert list(GOALS) == [task.id for task in LESSON.tasks]
    assert all(GAME.to_move(task.start(GAME)) == BLACK for task in LESSON.tasks)
    assert [task.id for task in LESSON.tasks if task.reply is not None] == ["answer"]


def named(verdict: Verdict) -> None:
    """Every place the verdict marks is named in its words."""
    for mark in verdict.marks.split():
        place = mark.split(":")[0]
        assert re.search(rf"(?<![0-9.]){place}(?![0-9])", verdict.said), (place, verdict)
    assert not verdict.arrows


def groups(state: TomoeState) -> set[tuple[str, int, frozenset[str], bool]]:
    """What each player scores, worked out from the areas: for each open area, the areas of
    the other colour nested in it at any depth, as (their colour, their distinct sectors, the
    spaces they touch, whether the printed border has a part)."""
    areas = areas_of(state)
    inside: dict[int, list[int]] = {}
    for area in range(len(areas.colour)):
        top = area
        while (up := areas.encircler[top]) is not None:
            top = up
        if areas.colour[top] != areas.colour[area]:
            inside.setdefault(top, []).append(area)
    found = set()
    for nested in inside.values():
        regions = [r for r, a in enumerate(areas.area_of) if a in nested]
        sectors = {areas.sector_of[r] for r in regions}
        spaces = frozenset(str(r // 12 + 1) for r in regions if r < 12 * 32)
        border = any(r >= 12 * 32 for r in regions)
        found.add((("black", "white")[areas.colour[nested[0]]], len(sectors), spaces, border))
    return found


CLOSED = re.compile(
    r"(\d+) (black|white) sectors? on ([0-9, and]+?)( and the printed border)? lies? closed "
    r"inside a (black|white) area: (Black|White) scores \1 for (?:them|it)"
)
LOST = re.compile(r"(Black|White) no longer scores the (\d+) on ([0-9, and]+?)\.")


def places(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"[0-9]+", text))


def points_true(verdict: Verdict, start: TomoeState, now: TomoeState) -> None:
    """Each "N white sectors on these spaces lie closed inside a black area" a verdict says is
    a group that scores N for the colour around it after the try and did not before; each
    "no longer scores" one that did before and does not now; and the learner's gain is what
    they add up to."""
    before, after = groups(start), groups(now)
    gained = {"Black": 0, "White": 0}
    every = re.findall(r"closed inside a (?:black|white) area:", verdict.said)
    assert len(every) == len(CLOSED.findall(verdict.said)), verdict
    for points, colour, spaces, border, around, player in CLOSED.findall(verdict.said):
        group = (colour, int(points), places(spaces), bool(border))
        assert around != colour and player.lower() == around, verdict
        assert group in after and group not in before, (group, after, verdict)
        gained[player] += int(points)
    for player, points, spaces in LOST.findall(verdict.said):
        colour = "white" if player == "Black" else "black"
        lost = {g for g in before - after if g[0] == colour and g[2] == places(spaces)}
        assert any(g[1] == int(points) for g in lost), verdict
        gained[player] -= int(points)
    if CLOSED.search(verdict.said) or LOST.search(verdict.said):
        assert (gained["Black"], gained["White"]) == gains(start, now), verdict
    elif "scores stay" in verdict.said:  # "That scores nothing new for either colour"
        assert before == after, verdict
        assert (
            gains(start, now) == (0, 0)
            and f"Black {scores(now)[0]}, White {scores(now)[1]}" in verdict.said
        )


@pytest.mark.parametrize("task", LESSON.tasks, ids=lambda t: t.id)
def test_a_check_is_right_exactly_when_the_goal_is_met(task: Task) -> None:
    goal = GOALS[task.id]
    right = wrong = 0
    for steps in turns(task):
        verdict, start, now = judged(task, steps)
        assert verdict.right == goal(start, played(task, steps), now), (task.id, steps, verdict)
        named(verdict)
        points_true(verdict, start, now)
        if verdict.right:
            right += 1
        else:
            wrong += 1
            assert verdict.marks, (task.id, steps, verdict)
    assert right and wrong, task.id


def closed(state: TomoeState) -> list[tuple[int, set[int], int, set[int]]]:
    """Every closed area: its colour, its spaces, and its encircler's colour and spaces."""
    areas = areas_of(state)
    found = []
    for area, around in enumerate(areas.encircler):
        if around is not None:
            found.append(
                (
                    areas.colour[area],
                    spaces_of(state, area),
                    areas.colour[around],
                    spaces_of(state, around),
                )
            )
    return found


def test_what_the_goals_say_of_their_positions_is_true() -> None:
    # first-tile: space 10 points down, and takes B1 or B2 only.
    assert SPACES[9][0] == DOWN
    start = TASK["first-tile"].start(GAME)
    assert {str(m).split(".")[0] for m in GAME.legal_moves(start) if m.space == 10} == {
        "10=B1",
        "10=B2",
    }
    # score: the black border below 29 to 32 closes a white area with each of them.
    start = TASK["score"].start(GAME)
    for space in (29, 30, 31, 32):
        assert any(
            scores(GAME.apply(start, m))[0] > 0 for m in GAME.legal_moves(start) if m.space == space
        ), space
    # locked: the white area on 10 and 13 is closed inside a black one holding 10, 13 and 18,
    # whose tiles cannot turn; 30 can.
    start = TASK["locked"].start(GAME)
    assert (WHITE, {10, 13}, BLACK, {10, 13, 18}) in closed(start)
    assert GAME.locked(start) == {10, 13, 18}
    assert scores(start) == (2, 0)
    assert {str(m) for m in GAME.legal_moves(start) if isinstance(m, Rotation)} == {"30+", "30-"}
    # outermost: White's area on 18, 22 and 26 encircles a black area, for 2 points.
    start = TASK["outermost"].start(GAME)
    assert closed(start) == [(BLACK, {18, 26}, WHITE, {18, 22, 26})]
    assert scores(start) == (0, 2)
    # last-tile: one space left, White leads 23 to 11, only the tile on 24 may turn.
    start = TASK["last-tile"].start(GAME)
    assert entries(start).count(".") == 1 and entries(start)[30] == "."
    assert scores(start) == (11, 23)
    assert {m.space for m in GAME.legal_moves(start) if isinstance(m, Rotation)} == {24}
    # answer: three spaces left, 4, 11 and 16; White leads 19 to 13; Black places one.
    start = TASK["answer"].start(GAME)
    assert [n for n, e in enumerate(entries(start), 1) if e == "."] == [4, 11, 16]
    assert scores(start) == (13, 19)
    assert GAME.position(start).endswith(" b 2")


def test_turning_a_locked_tile_is_refused_in_the_rules_words() -> None:
    from py_games import IllegalMoveError

    with pytest.raises(IllegalMoveError, match="closed ring"):
        attempt(GAME, TASK["locked"], ["10+"])


def test_every_task_is_a_position_of_the_lesson_page(  # the bridge serves them all
) -> None:
    import json

    from py_games.bridge import handle

    for number, task in enumerate(LESSON.tasks, 1):
        request = {
            "fn": "lesson",
            "game": "tomoe",
            "task": str(number),
            "moves": list(task.solution),
        }
        answer = json.loads(handle(json.dumps(request)))
        assert answer["task"]["id"] == task.id
        assert answer["attempt"]["status"] == "right", answer
