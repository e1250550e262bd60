"""Nonaga's search: a playout cut short is scored on threats and distances."""

from __future__ import annotations

from py_games import ai, get_game

from .. import PARTS


def test_nonaga_scores_a_playout_cut_short_on_threats_and_distances() -> None:
    game = get_game(PARTS.id)
    tuned = ai.tuning(game)
    assert tuned.estimate(game.initial_state()) == (0.5, 0.5)  # the start is symmetric
    rings = ";".join(f"{q},{r}" for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2)
    # Player 1's counters brought closer together (two of them touching), all else the same.
    close = game.from_position(f"{rings} 2,-2;-2,0;0,2 -1,-1;1,-1;-2,2 0 ring -")
    far = game.from_position(f"{rings} 2,-2;-2,0;0,2 0,-2;2,0;-2,2 0 ring -")
    assert tuned.estimate(close)[1] > tuned.estimate(far)[1] == 0.5
    # Player 1 to slide, with a slide that joins three: nearly a win.
    threat = game.from_position(f"{rings} 2,-2;-2,0;0,2 -1,0;1,-1;0,-2 1 counter -")
    assert any(game.is_over(game.successor(threat, m)) for m in game.legal_moves(threat))
    assert tuned.estimate(threat)[1] >= 0.9
