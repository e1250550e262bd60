"""The search's fast path against the rules as they were written before it was made fast: Tonga's
pairs and end test against the rules as written, and its playout in one go against the same
playout step by step, over seeded random games
(tests/test_fast_path.py checks every game's ``steps``, ``successor`` and ``is_over`` with the
checked API)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fast_path import seeded_states, step_by_step

from py_games import ai, get_game
from py_games.core.stones import EMPTY
from py_games.games.tonga.rules import Pair

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


# -- Tonga: a playout in one go against the same playout step by step ------------------------------


def test_tonga_plays_a_playout_in_one_go_as_step_by_step() -> None:
    game = get_game("tonga")
    tuned = ai.tuning(game)
    states = [s for s in seeded_states(game, 5, 3) if not game.is_over(s)]
    assert len(states) > 60  # whole games: their crowded ends too, with few pairs left
    for number, state in enumerate(states):
        one_go, steps = random.Random(number), random.Random(number)
        one_go_keys: list[int] = []
        step_keys: list[int] = []
        assert tuned.playout(state, one_go, one_go_keys) == step_by_step(
            game, state, steps, step_keys
        )
        assert one_go.random() == steps.random()  # the same numbers drawn, no more, no fewer
        assert one_go_keys == step_keys  # the same steps, in order
        assert tuned.playout(state, random.Random(number)) == step_by_step(
            game, state, random.Random(number)
        )
