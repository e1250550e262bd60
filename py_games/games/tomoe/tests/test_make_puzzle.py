"""Making a puzzle of a Tomoe position (py_games.puzzles.making): the position before a step
a review marked a blunder, made a puzzle and proved again by the plain minimax of
tests/puzzle_making.py."""

from __future__ import annotations

import random

from puzzle_making import Blunder, proved_again

from py_games import get_game
from py_games.puzzles.making import BUDGET, Making
from py_games.registry import tuning

from .. import PARTS

BLUNDER = Blunder(
    ".,B2.2,B1.1,B2.1,W2.0,.,.,W1.1,B1.0,.,B2.0,.,W1.2,W2.2,W2.0,W1.1,B2.2,.,B2.1,B1.0,"
    ".,W2.2,W2.2,W1.0,B1.0,B1.1,B2.2,B2.2,W1.0,W2.2,W1.0,. b 2",
    "32=W2.1 1=B2.1 21=W2.2 18=B1.2 10=B1.2 12=B1.1 6=W1.2 7=W1.1",
    7,
)
"""The last eight steps of a seeded random game; the review marks the one at this ply."""


def test_a_blunders_position_made_a_puzzle_is_proved_again_by_plain_minimax() -> None:
    proved_again(PARTS.id, BLUNDER)


def test_a_making_stops_at_tomoes_own_budget_and_says_it() -> None:
    """Tomoe's steps cost most: its making may search fewer nodes than the others' (its
    tuning's ``proof_nodes``), and a position needing more says so with that number. The
    position: halfway through bench_make_puzzle.py's seeded game, which spends any budget."""
    game = get_game(PARTS.id)
    rng, state, line = random.Random(f"bench/{PARTS.id}"), game.initial_state(), []
    while not game.is_over(state):
        line.append(state)
        state = game.successor(state, rng.choice(game.legal_moves(state)))
    making = Making(game, line[len(line) // 2])
    making.run()
    own = tuning(game).proof_nodes
    assert own is not None and own < BUDGET
    assert making.verdict is not None and making.verdict.why == "budget"
    assert making.nodes == own + 1
    assert f"{own:,}" in making.verdict.reason()
