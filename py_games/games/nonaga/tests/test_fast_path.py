"""The search's fast path against the rules as they were written before it was made fast: Nonaga's
geometry (``geometry.py``) against the general code of ``core.hexes``: slides, groups and
neighbours, over seeded random games (tests/test_fast_path.py checks every game's ``steps``,
``successor`` and ``is_over`` with the checked API)."""

from __future__ import annotations

from typing import Any

import pytest
from fast_path import seeded_states

from py_games import get_game
from py_games.core.hexes import (
    DIRECTIONS,
    around,
    connected,
    neighbours,
    on_table,
    positions_text,
    reading_order,
    slide,
)
from py_games.games.nonaga.state import STEPS, NonagaState

# -- Nonaga: geometry.py against core.hexes -------------------------------------------------------


def old_key(state: NonagaState) -> str:
    locked = "-" if state.locked is None else f"{state.locked[0]},{state.locked[1]}"
    lists = [positions_text(c) for c in (state.rings, *state.counters)]
    return " ".join([*lists, str(state.to_move), STEPS[state.step], locked])


def old_destinations(state: NonagaState, ring: tuple[int, int]) -> list[tuple[int, int]]:
    others = set(state.rings) - {ring}
    return sorted(
        (
            p
            for p in around(others) - {ring}
            if sum(n in others for n in neighbours(p)) >= 2 and on_table(p)
        ),
        key=reading_order,
    )


def old_liftable(state: NonagaState, ring: tuple[int, int], gap: bool) -> bool:
    if ring not in state.rings or ring in state.counters[0] or ring in state.counters[1]:
        return False
    if ring == state.locked:
        return False
    near = [n in state.rings for n in neighbours(ring)]
    pairs = list(zip(near, near[1:] + near[:1], strict=True))
    if gap and not any(not a and not b for a, b in pairs):
        return False
    if not gap and sum(near) > 4:
        return False
    arcs = sum(1 for a, b in pairs if a and not b)
    return not (arcs > 1 and not connected(r for r in state.rings if r != ring))


def old_slides(state: NonagaState, start: tuple[int, int]) -> list[tuple[int, int]]:
    free = set(state.rings).difference(*state.counters)
    ends = (slide(start, d, free) for d in DIRECTIONS)
    return [end for end in ends if end is not None]


def old_winning_slide(state: NonagaState) -> tuple[tuple[int, int], tuple[int, int]] | None:
    mine = state.counters[state.to_move]
    for start in mine:
        for end in old_slides(state, start):
            if connected(end if c == start else c for c in mine):
                return start, end
    return None


@pytest.mark.parametrize("free_rule", ["gap", "fewer_than_5"])
def test_nonaga_geometry_answers_as_the_general_code(free_rule: str) -> None:
    game: Any = get_game("nonaga", free_rule=free_rule)
    gap = free_rule == "gap"
    for seed in range(3):
        for state in seeded_states(game, seed, 4):
            assert state.key == old_key(state)
            for ring in [*state.rings, *around(state.rings)]:
                assert game.can_lift(state, ring) == old_liftable(state, ring, gap)
                if ring in state.rings:
                    assert game.destinations(state, ring) == old_destinations(state, ring)
            for start in [*state.counters[0], *state.counters[1]]:
                assert game.slides(state, start) == old_slides(state, start)
            outcome = game.outcome(state)
            touching = [p for p in (0, 1) if connected(state.counters[p])]
            assert (outcome is not None and not outcome.draw) == bool(touching)
            if outcome is not None and touching:
                assert outcome.winners == tuple(touching)
            if outcome is None and state.step == 0:
                won = game.winning_slide(state)
                assert (None if won is None else (won.start, won.end)) == old_winning_slide(state)
