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
