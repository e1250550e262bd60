"""Too's patterns for the learned evaluation (patterns.py), against a plain reference written
from the module's docstring: rosettes by axial coordinates, their turns and mirror images by
moving the coordinates, groups by flood fill over coordinates."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from py_games import ai, get_game
from py_games.games.too.patterns import (
    AROUND,
    CAP,
    GROUPS,
    KIND,
    LARGEST,
    SECOND,
    THIRD,
    TooPatterns,
    canonical,
)
from py_games.games.too.rules import TooState

# The six cells around (0, 0), in order around it.
AROUND_ORIGIN = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]


def turned(q: int, r: int) -> tuple[int, int]:
    """(q, r) turned a sixth of the way round (0, 0)."""
    return -r, q + r


def mirrored(q: int, r: int) -> tuple[int, int]:
    return r, q


def reference(game, state, player: int) -> Counter[int]:  # type: ignore[no-untyped-def]
    at = dict(zip(game.grid.axial, state.cells, strict=True))  # -1 empty, 0 black, 1 white

    def seen(cell: tuple[int, int]) -> int:
        if cell not in at:
            return 3
        colour = at[cell]
        return 0 if colour == -1 else 1 if colour == player else 2

    def rosette(q: int, r: int) -> int:
        images = []
        for mirror in (False, True):
            for turns in range(6):
                digits = [seen((q, r))]
                for step in AROUND_ORIGIN:
                    dq, dr = mirrored(*step) if mirror else step
                    for _ in range(turns):
                        dq, dr = turned(dq, dr)
                    digits.append(seen((q + dq, r + dr)))
                images.append(int("".join(map(str, digits)), 4))
        return AROUND * KIND + min(images)

    found = Counter(rosette(q, r) for q, r in at)
    groups: list[list[int]] = [[], []]  # the player's colour's sizes, the other's
    done: set[tuple[int, int]] = set()
    for start, colour in at.items():
        if colour == -1 or start in done:
            continue
        group, todo = {start}, [start]
        while todo:
            q, r = todo.pop()
            for dq, dr in AROUND_ORIGIN:
                near = (q + dq, r + dr)
                if at.get(near) == colour and near not in group:
                    group.add(near)
                    todo.append(near)
        done |= group
        groups[0 if colour == player else 1].append(len(group))
    mine, theirs = ([*sorted(sizes, reverse=True), 0, 0, 0] for sizes in groups)
    to_move = game.to_move(state)
    turns = 0 if to_move == player else 1
    for kind, rank in ((LARGEST, 0), (SECOND, 1), (THIRD, 2)):
        pair = min(mine[rank], CAP) * (CAP + 1) + min(theirs[rank], CAP)
        found[kind * KIND + pair * 2 + turns] += 1
    counts = min(len(groups[0]), CAP) * (CAP + 1) + min(len(groups[1]), CAP)
    found[GROUPS * KIND + counts] += 1
    return found


@pytest.mark.parametrize(
    ("options", "games"), [({}, 3), ({"size": 2}, 3), ({"size": 3}, 3), ({"size": 7}, 1)]
)
def test_the_patterns_are_what_the_docstring_says(options: dict[str, object], games: int) -> None:
    game = get_game("too", **options)
    tuned = TooPatterns(game)  # type: ignore[arg-type]
    rng = random.Random(str(options))
    for _game in range(games):
        state = game.initial_state()
        while not game.is_over(state):
            for player in range(game.players):
                assert Counter(tuned.patterns(state, player)) == reference(game, state, player)
            state = game.successor(state, rng.choice(game.legal_moves(state)))


def test_a_board_and_its_mirror_image_show_the_same_patterns() -> None:
    # The rules have every symmetry of the hexagon: so have the patterns, all of them.
    game = get_game("too", size=4)
    tuned = TooPatterns(game)  # type: ignore[arg-type]
    where = {cell: i for i, cell in enumerate(game.grid.axial)}
    rng = random.Random(7)
    for _ in range(20):
        cells = [rng.choice((-1, -1, 0, 1)) for _ in where]
        image = [0] * len(cells)
        for (q, r), i in where.items():
            image[where[mirrored(*turned(q, r))]] = cells[i]
        for player in (0, 1):
            assert Counter(tuned.patterns(TooState(tuple(cells)), player)) == Counter(
                tuned.patterns(TooState(tuple(image)), player)
            )


def test_a_search_without_a_table_makes_no_rosette_table() -> None:
    # The tuning is made for every search: the rosettes' table (16,384 entries) waits for the
    # first search that scores with a table, so that a first step at levels 1 to 3 pays nothing.
    canonical.cache_clear()
    game = get_game("too")
    assert ai.choose_move(game, game.initial_state(), level=1, seed="no table") is not None
    assert canonical.cache_info().currsize == 0
    TooPatterns(game).patterns(game.initial_state(), 0)  # type: ignore[arg-type]
    assert canonical.cache_info().currsize == 1
