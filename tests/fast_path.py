"""Seeded states checked against the fast path, for the fast path's tests (tests/test_fast_path.py
and each game's own, in its folder)."""

from __future__ import annotations

import random
from typing import Any

from py_games import Game, ai


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


def step_by_step(
    game: Game[Any, Any],
    state: Any,
    rng: random.Random,
    keys: list[int] | None = None,
    moves: ai.Tuning[Any, Any, Any] | None = None,
) -> tuple[float, ...]:
    """A playout as the search plays it step by step: ``moves``'s playout steps (the game's
    tuning's if None), applied by the checked API, scored by the outcome; ``keys`` gets each
    step's key, as the game's tuning names it. What a game's playout in one go must equal."""
    tuned = ai.tuning(game)
    moves = moves or tuned
    while game.outcome(state) is None:
        move = moves.playout_move(state, rng)
        if keys is not None:
            keys.append(tuned.step_key(state, move))
        state = game.apply(state, move)
    return ai.rewards(game, state)
