"""Tonga's patterns for the learned evaluation (patterns.py), against a plain reference written
from the module's docstring: cells by coordinates, dead cells and groups by their definitions,
whose turn it is from the rules' own ``to_move``."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from py_games import get_game
from py_games.core.stones import BLACK, EMPTY, WHITE
from py_games.games.tonga.patterns import (
    AROUND,
    KIND,
    LARGEST_GROUP,
    LARGEST_LEAD,
    LARGEST_ROOM,
    LEAD,
    MINE,
    OPEN_BUCKET,
    THEIRS,
    TURN,
    TongaTuning,
)
from tests.playouts import playout

KING = [(df, dr) for dr in (-1, 0, 1) for df in (-1, 0, 1) if df or dr]
SIDES = [(-1, 0), (1, 0), (0, -1), (0, 1)]


def reference(game: Any, state: Any, player: int, mover: int) -> Counter[int]:
    width = game.grid.width
    at = {(i % width, i // width): colour for i, colour in enumerate(state.cells)}

    def empty(place: tuple[int, int]) -> bool:
        return at.get(place) == EMPTY

    def dead(place: tuple[int, int]) -> bool:
        f, r = place
        return empty(place) and not any(empty((f + df, r + dr)) for df, dr in KING)

    def seen(place: tuple[int, int]) -> int:
        if place not in at or dead(place):
            return 3
        colour = at[place]
        return 0 if colour == EMPTY else 1 if colour == player else 2

    found: Counter[int] = Counter()
    for f, r in at:
        digits = [seen((f + df, r + dr)) for dr in (-1, 0, 1) for df in (-1, 0, 1)]
        found[AROUND * KIND + int("".join(map(str, digits)), 4)] += 1

    scores = {}
    for colour, kind in ((player, MINE), (1 - player, THEIRS)):
        groups = []  # (size, room) of each group of this colour
        done: set[tuple[int, int]] = set()
        for start, owner in at.items():
            if owner != colour or start in done:
                continue
            group, todo = {start}, [start]
            while todo:
                f, r = todo.pop()
                for df, dr in SIDES:
                    near = (f + df, r + dr)
                    if at.get(near) == colour and near not in group:
                        group.add(near)
                        todo.append(near)
            done |= group
            room = {
                (f + df, r + dr)
                for f, r in group
                for df, dr in SIDES
                if empty((f + df, r + dr)) and not dead((f + df, r + dr))
            }
            groups.append((len(group), len(room)))
        groups.sort(key=lambda g: (-g[0], -g[1]))
        scores[colour] = sum(size**2 for size, _ in groups[:3])
        for rank, (size, room) in enumerate(groups):
            pattern = min(rank, 3) * 512 + min(size, LARGEST_GROUP) * 8 + min(room, LARGEST_ROOM)
            found[kind * KIND + pattern] += 1

    others_turn = 0 if mover == player else 1
    live = sum(1 for place in at if empty(place) and not dead(place))
    lead = scores[player] - scores[1 - player]
    lead = max(-LARGEST_LEAD, min(LARGEST_LEAD, lead)) + LARGEST_LEAD + 1
    found[LEAD * KIND + (others_turn * 16 + live // OPEN_BUCKET) * 256 + lead] += 1
    found[TURN * KIND + others_turn * 128 + live] += 1
    return found


@pytest.mark.parametrize("options", [{}, {"first": "black"}])
def test_the_patterns_are_what_the_docstring_says(options: dict[str, object]) -> None:
    game = get_game("tonga", **options)
    tuned = TongaTuning(game)  # type: ignore[arg-type]
    rng = random.Random(str(options))
    positions = 0
    for _game in range(3):
        for state in playout(game, rng)[0][:-1]:  # every position of a whole game but its end
            mover = game.to_move(state)
            for player in (BLACK, WHITE):
                assert Counter(tuned.patterns(state, player)) == reference(
                    game, state, player, mover
                )
            positions += 1
    assert positions > 60  # whole games, to their crowded ends (dead cells, large groups)
