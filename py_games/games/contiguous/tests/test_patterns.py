"""Contiguous's patterns for the learned evaluation (patterns.py), against a plain reference
written from the module's docstring: squares by coordinates, islands by flood fill over names."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from py_games import get_game
from py_games.games.contiguous.patterns import (
    AROUND,
    KIND,
    LARGEST_ISLAND,
    LAST,
    MINE,
    SQUARE,
    THEIRS,
    ContiguousTuning,
)
from py_games.games.contiguous.rules import EMPTY


def reference(game, state, player: int) -> Counter[int]:  # type: ignore[no-untyped-def]
    size = game.options["size"]
    at = {(i % size, i // size): owner for i, owner in enumerate(state.cells)}

    def seen(file: int, rank: int) -> int:
        if (file, rank) not in at:
            return 3
        owner = at[(file, rank)]
        return 0 if owner == EMPTY else 1 if owner == player else 2

    def square(i: int) -> int:
        file, rank = i % size, i // size
        digits = [seen(file + df, rank + dr) for dr in (-1, 0, 1) for df in (-1, 0, 1)]
        return int("".join(map(str, digits)), 4)

    found = Counter(AROUND * KIND + square(i) for i in range(size * size))
    if state.last is not None:
        turns = (player - state.to_move) % game.players
        found[LAST * KIND + turns * SQUARE + square(state.last)] += 1
    corners = bool(game.options["diagonal_islands"])
    done: set[tuple[int, int]] = set()
    for start, owner in at.items():
        if owner == EMPTY or start in done:
            continue
        island, todo = {start}, [start]
        while todo:
            f, r = todo.pop()
            for df in (-1, 0, 1):
                for dr in (-1, 0, 1):
                    near = (f + df, r + dr)
                    if (
                        (df or dr)
                        and (corners or not (df and dr))
                        and at.get(near) == owner
                        and near not in island
                    ):
                        island.add(near)
                        todo.append(near)
        done |= island
        kind = MINE if owner == player else THEIRS
        found[kind * KIND + min(len(island), LARGEST_ISLAND)] += 1
    return found


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"size": 3},
        {"size": 9, "players": 4},
        {"size": 7, "diagonal_islands": True, "placement": "orthogonal"},
    ],
)
def test_the_patterns_are_what_the_docstring_says(options: dict[str, object]) -> None:
    game = get_game("contiguous", **options)
    tuned = ContiguousTuning(game)  # type: ignore[arg-type]
    rng = random.Random(str(options))
    for _game in range(3):
        state = game.initial_state()
        while not game.is_over(state):
            for player in range(game.players):
                assert Counter(tuned.patterns(state, player)) == reference(game, state, player)
            state = game.successor(state, rng.choice(game.legal_moves(state)))


@pytest.mark.parametrize(
    "options",
    [{}, {"size": 8, "players": 3}, {"size": 7, "diagonal_islands": True}],
)
def test_every_step_from_one_position_is_seen_as_the_reference_sees_it(
    options: dict[str, object],
) -> None:
    # As a search values them: every step from one position in a row, then another player's,
    # then the steps of the next position (the patterns of each worked out from the one
    # before the step, which is seen once for them all).
    game = get_game("contiguous", **options)
    tuned = ContiguousTuning(game)  # type: ignore[arg-type]
    rng = random.Random(str(options))
    state = game.initial_state()
    while not game.is_over(state):
        steps = game.legal_moves(state)
        for player in (state.to_move, (state.to_move + 1) % game.players):
            for step in steps:
                after = game.successor(state, step)
                assert Counter(tuned.patterns(after, player)) == reference(game, after, player)
        state = game.successor(state, rng.choice(steps))
