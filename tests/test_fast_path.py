"""The search's fast path against the rules as they were written before it was made fast.

Issue 24 sped up what a search asks thousands of times a second (Nonaga's geometry in
``games/nonaga/geometry.py``, Tomoe's scores and locks from ``core/nesting.py``). Here, over
seeded random games, every answer of the fast code is compared with the general code it
replaced (``core.hexes``' slides, groups and neighbours; ``core.palago.find_areas``; Too's
playout in one go against the same playout step by step; Tonga's pairs and end test against
the rules as written), and the fast path (``steps``, ``successor``, ``is_over``, the tuning's
playout steps) with the checked API, state by state.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from py_games import GAMES, Game, ai, get_game
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
from py_games.core.stones import EMPTY
from py_games.games.nonaga import NonagaState
from py_games.games.nonaga.state import STEPS
from py_games.games.tomoe import TomoeState, tips
from py_games.games.tomoe.palago import find_areas
from py_games.games.tonga import Pair
from py_games.games.too import TooState, group_sizes, winner


def seeded_states(game: Game[Any, Any], seed: int, games: int) -> list[Any]:
    """Every state of ``games`` seeded games, each step from the tuning's playout steps (what
    a search plays) or uniformly from the legal steps, checked against the fast path."""
    tuned, rng = ai.tuning(game), random.Random(f"{game!r}/{seed}")
    found = []
    for _ in range(games):
        state = game.initial_state()
        for _ in range(120):
            found.append(state)
            assert game.is_over(state) == (game.outcome(state) is not None)
            if game.is_over(state):
                break
            legal = game.legal_moves(state)
            assert list(game.steps(state)) == legal
            if rng.random() < 0.5:
                move = tuned.playout_move(state, rng)
                assert move in legal
            else:
                move = rng.choice(legal)
            after = game.successor(state, move)
            assert after == game.apply(state, move)
            assert game.position(after) == game.position(game.apply(state, str(move)))
            state = after
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_fast_path_plays_as_the_checked_api_state_by_state(game_id: str) -> None:
    states = seeded_states(get_game(game_id), 1, 3)
    assert len(states) > 20


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


# -- Too: a playout in one go against the same playout step by step ------------------------------


def step_by_step(game: Any, state: Any, rng: random.Random) -> tuple[float, ...]:
    """A playout as the search played it before Too's own: the default tuning's uniformly
    random legal steps, applied by the checked API, scored by the outcome."""
    default = ai.Tuning(game)
    while game.outcome(state) is None:
        state = game.apply(state, default.playout_move(state, rng))
    return ai._rewards(game, state)


@pytest.mark.parametrize("size", [2, 3, 5])
def test_too_plays_a_playout_in_one_go_as_step_by_step(size: int) -> None:
    game = get_game("too", size=size)
    tuned = ai.tuning(game)
    states = seeded_states(game, size, 2)
    for number, state in enumerate(states):
        if game.is_over(state):
            continue
        one_go, steps = random.Random(number), random.Random(number)
        assert tuned.playout(state, one_go) == step_by_step(game, state, steps)
        assert one_go.random() == steps.random()  # the same numbers drawn, no more, no fewer


def test_too_scores_a_full_board_as_the_rules_do() -> None:
    game = get_game("too")
    rng = random.Random(3)
    for _ in range(40):
        cells = [rng.randrange(2) for _ in game.grid.names]
        state = TooState(tuple(cells))
        sizes = group_sizes(cells, game.grid.adjacent)
        assert [list(s) for s in game.scores(state)] == sizes
        outcome = game.outcome(state)
        assert outcome is not None and outcome.winners == (winner(*sizes),)


def test_a_seeded_too_search_chooses_as_it_did_step_by_step(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = get_game("too", size=4)
    state = seeded_states(game, 7, 1)[9]

    def searched() -> tuple[str, list[tuple[str, int, float]]]:
        search = ai.Search(game, state, level=2, seed="too")
        search.run()
        children = [(str(m), c.visits, c.value) for m, c in search.root.children]
        return str(search.best()), children

    fast = searched()
    monkeypatch.setattr(ai.tuning(game).__class__, "playout", lambda self, state, rng: None)
    assert searched() == fast


# -- Tonga: pairs built once and the inline end test against the written rules --------------------


def old_pairs(game: Any, state: Any) -> list[Pair]:
    names = game.grid.names
    return [
        Pair(names[i], names[j])
        for i, colour in enumerate(state.cells)
        if colour == EMPTY
        for j in game.empty_neighbours(state, i)
    ]


def old_open(game: Any, state: Any) -> bool:
    return any(c == EMPTY and game.empty_neighbours(state, i) for i, c in enumerate(state.cells))


def test_tonga_lists_pairs_and_ends_as_the_written_rules() -> None:
    game = get_game("tonga")
    for state in seeded_states(game, 2, 3):
        assert list(game.steps(state)) == old_pairs(game, state)
        assert game.is_over(state) == (not old_open(game, state))


def test_a_seeded_tonga_search_chooses_as_with_the_pairs_built_per_node(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = get_game("tonga")
    states = seeded_states(game, 4, 1)

    def searched() -> list[tuple[str, list[int]]]:
        found = []
        for state in (states[0], states[12]):
            search = ai.Search(game, state, level=2, seed="tonga")
            search.run()
            found.append((str(search.best()), [c.visits for _, c in search.root.children]))
        return found

    fast = searched()
    monkeypatch.setattr(game, "_legal_moves", lambda state: old_pairs(game, state))
    monkeypatch.setattr(game, "is_over", lambda state: not old_open(game, state))
    assert searched() == fast
