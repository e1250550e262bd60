"""Nonaga's patterns for the learned evaluation (patterns.py), against a plain reference written
from the module's docstring: positions by coordinates, rosettes turned and mirrored as
coordinates, slides stepped one position at a time, over seeded random games."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from py_games import get_game
from py_games.games.nonaga.patterns import (
    AROUND,
    FARTHEST,
    KIND,
    LOCKED,
    MINE,
    MOST_THREATS,
    THEIRS,
    THREATS,
)
from py_games.registry import tuning

Cell = tuple[int, int]
NEIGHBOURS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def turn(offset: Cell) -> Cell:
    """``offset`` turned by a sixth of a circle."""
    q, r = offset
    return (-r, q + r)


def mirror(offset: Cell) -> Cell:
    q, r = offset
    return (r, q)


@cache
def symmetries() -> list[list[Cell]]:
    """The six neighbours' offsets under each of the twelve symmetries of the hexagon."""
    found = []
    for start in (NEIGHBOURS, [mirror(d) for d in NEIGHBOURS]):
        offsets = list(start)
        for _k in range(6):
            found.append(offsets)
            offsets = [turn(d) for d in offsets]
    return found


def distance(a: Cell, b: Cell) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def joined(cells: list[Cell]) -> bool:
    group, todo = {cells[0]}, [cells[0]]
    while todo:
        here = todo.pop()
        for other in cells:
            if other not in group and distance(here, other) == 1:
                group.add(other)
                todo.append(other)
    return len(group) == 3


def reference(state, player: int) -> Counter[int]:  # type: ignore[no-untyped-def]
    what: dict[Cell, int] = {}
    for cell in state.rings:
        what[cell] = 1
    for cell in state.counters[player]:
        what[cell] = 2
    for cell in state.counters[1 - player]:
        what[cell] = 3

    def rosette(centre: Cell) -> int:
        codes = []
        for offsets in symmetries():
            digits = [what[centre]]
            for dq, dr in offsets:
                digits.append(what.get((centre[0] + dq, centre[1] + dr), 0))
            codes.append(int("".join(map(str, digits)), 4))
        return min(codes)

    found = Counter(AROUND * KIND + rosette(ring) for ring in state.rings)
    if state.to_move == player:
        phase = 0 if state.step == 0 else 1
    else:
        phase = 2 if state.step == 0 else 3
    if state.locked is not None:
        found[LOCKED * KIND + phase * 4**7 + rosette(state.locked)] += 1

    def threats(counters: tuple[Cell, ...]) -> int:
        count = 0
        for k, start in enumerate(counters):
            others = [c for j, c in enumerate(counters) if j != k]
            for dq, dr in NEIGHBOURS:
                end = start
                while what.get((end[0] + dq, end[1] + dr)) == 1:
                    end = (end[0] + dq, end[1] + dr)
                if end != start and joined([end, *others]):
                    count += 1
        return min(count, MOST_THREATS)

    mine, theirs = state.counters[player], state.counters[1 - player]
    found[THREATS * KIND + phase * 16 + threats(mine) * 4 + threats(theirs)] += 1
    for kind, (a, b, c) in ((MINE, mine), (THEIRS, theirs)):
        near, middle, far = sorted(
            min(distance(x, y), FARTHEST) for x, y in ((a, b), (a, c), (b, c))
        )
        found[kind * KIND + near * 64 + middle * 8 + far] += 1
    return found


@pytest.mark.parametrize("options", [{}, {"free_rule": "fewer_than_5"}, {"first": 1}])
def test_the_patterns_are_what_the_docstring_says(options: dict[str, object]) -> None:
    game = get_game("nonaga", **options)
    tuned = tuning(game)
    rng = random.Random(str(options))
    seen = Counter[str]()
    for _game in range(4):
        state = game.initial_state()
        for _step in range(80):
            if game.is_over(state):
                break
            for player in (0, 1):
                found = tuned.patterns(state, player)
                assert found is not None
                assert all(0 <= p < 2**31 for p in found)
                assert Counter(found) == reference(state, player)
            seen["locked" if state.locked is not None else "free"] += 1
            seen["a winning slide" if game.winning_slide(state) else "none"] += 1
            seen[f"step {state.step}"] += 1
            state = game.successor(state, rng.choice(game.steps(state)))
    assert min(seen.values()) >= 4  # both steps, a locked ring or none, a win or none
