"""The search's fast path against the rules as they were written before it was made fast: Too's
playout in one go against the same playout step by step, over seeded random games
(tests/test_fast_path.py checks every game's ``steps``, ``successor`` and ``is_over`` with the
checked API)."""

from __future__ import annotations

import random

import pytest
from fast_path import seeded_states, step_by_step

from py_games import ai, get_game
from py_games.games.too.rules import TooState, group_sizes, winner

# -- Too: a playout in one go against the same playout step by step ------------------------------


@pytest.mark.parametrize("size", [2, 3, 5])
def test_too_plays_a_playout_in_one_go_as_step_by_step(size: int) -> None:
    game = get_game("too", size=size)
    tuned = ai.tuning(game)
    states = seeded_states(game, size, 2)
    for number, state in enumerate(states):
        if game.is_over(state):
            continue
        one_go, steps = random.Random(number), random.Random(number)
        # Before Too's own, the search played the default tuning's uniform steps.
        uniform = ai.Tuning(game)
        assert tuned.playout(state, one_go) == step_by_step(game, state, steps, moves=uniform)
        assert one_go.random() == steps.random()  # the same numbers drawn, no more, no fewer
        # And the keys of the steps taken, for all-moves statistics: the same steps.
        one_go_keys: list[int] = []
        step_keys: list[int] = []
        tuned.playout(state, random.Random(number), one_go_keys)
        step_by_step(game, state, random.Random(number), step_keys, uniform)
        assert sorted(one_go_keys) == sorted(step_keys)
        assert len(set(step_keys)) == len(step_keys)  # a key at most once a game


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
