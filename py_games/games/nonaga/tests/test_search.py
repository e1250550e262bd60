"""Nonaga's search: a playout cut short is scored on threats and distances, and its shortcut
for a win at once is what playing every step finds."""

from __future__ import annotations

import random

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


def test_nonagas_win_at_once_is_what_playing_every_step_finds() -> None:
    # The proofs' last-ply shortcut (Tuning.wins_at_once) must agree with trying every step;
    # random play leaves winning slides untaken, so many positions have one.
    game = get_game(PARTS.id)
    tuning = ai.tuning(game)
    counters = rings = winning = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = game.initial_state()
        for _ in range(80):
            if game.is_over(state):
                break
            ring_step = game.turn_part(state).endswith("move a ring")
            if not ring_step or rings < 20:  # ring steps are many, and never win: a few
                mover = game.to_move(state)
                outcomes = [game.outcome(game.apply(state, m)) for m in game.legal_moves(state)]
                wins = any(o is not None and o.winners == (mover,) for o in outcomes)
                assert tuning.wins_at_once(state) == wins, game.position(state)
                rings += ring_step
                counters += not ring_step
                winning += wins
            state = game.apply(state, rng.choice(game.legal_moves(state)))
    assert winning >= 10 and counters >= 150 and rings == 20
