"""Nonaga's puzzles: each asks to connect in so many turns."""

from __future__ import annotations

from py_games.puzzles import play as puzzles
from py_games.puzzles import sets

from .. import PARTS


def test_nonagas_goal_counts_turns() -> None:
    for puzzle in sets.puzzle_set(PARTS.id):
        game = sets.game_of(puzzle)
        turns = puzzles.solver_turns(game, game.from_position(puzzle.position), puzzle.line)
        name = game.player_name(game.to_move(game.from_position(puzzle.position)) or 0)
        plural = "s" if turns > 1 else ""
        assert puzzles.goal(puzzle) == f"{name} to play: connect in {turns} turn{plural}"
        assert turns == (1 if puzzle.depth == 1 else 2)
