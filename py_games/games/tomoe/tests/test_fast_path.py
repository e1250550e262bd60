"""The search's fast path against the rules as they were written before it was made fast: Tomoe's
scores and locks from the nesting against ``palago.find_areas``, over seeded random games
(tests/test_fast_path.py checks every game's ``steps``, ``successor`` and ``is_over`` with the
checked API)."""

from __future__ import annotations

from typing import Any

from fast_path import seeded_states

from py_games import get_game
from py_games.games.tomoe.palago import find_areas
from py_games.games.tomoe.state import TomoeState, tips

# -- Tomoe: core/nesting.py against core.palago.find_areas --------------------------------------


def old_scores(game: Any, state: TomoeState) -> tuple[int, int]:
    areas = find_areas(game.surface, tips(state))
    points = [0, 0]
    for top, inside in areas.nested.items():
        owner = areas.colour[top]
        points[owner] += sum(areas.sectors_in[a] for a in inside if areas.colour[a] != owner)
    return points[0], points[1]


def old_locked(game: Any, state: TomoeState) -> frozenset[int]:
    areas = find_areas(game.surface, tips(state))
    return frozenset(
        space
        for space, tile in enumerate(state.tiles, start=1)
        if tile is not None
        and any(areas.area_of[r] in areas.rings for r in range(12 * space - 12, 12 * space))
    )


def test_tomoe_scores_and_locks_from_the_nesting_are_those_of_the_areas() -> None:
    game: Any = get_game("tomoe")
    states = [s for seed in range(3) for s in seeded_states(game, seed, 5)]
    assert sum(not s.empty for s in states) == 15
    for state in states:
        assert game.scores(state) == old_scores(game, state)
        assert game.locked(state) == old_locked(game, state)
        areas, nested = game.areas(state), game._nested(state)
        low: dict[int, int] = {}  # area number -> its lowest region, which names it in the nesting
        for region, area in enumerate(areas.area_of):
            low.setdefault(area, region)
        low.pop(-1, None)
        assert nested.sectors == {low[a]: areas.sectors_in[a] for a in low}
        assert nested.encircler == {
            low[a]: None if around is None else low[around]
            for a, around in enumerate(areas.encircler)
        }
