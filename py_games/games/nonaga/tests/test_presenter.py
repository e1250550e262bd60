"""Nonaga's words: the part of the turn and a win, and what each step of a turn moves, exactly.
Players are references a board fills in, so each sentence is checked as data and, with the
rules' names, as text (tests/presenter_words.py)."""

from __future__ import annotations

from presenter_words import P0, step, words

from py_games import get_game, present

from .. import PARTS


def test_nonaga_names_the_part_of_the_turn_and_a_win() -> None:
    game = get_game(PARTS.id)
    after, played = step(game, game.initial_state(), "2,-2>-1,1")
    scene = words(game, after, [played])
    assert scene["status"] == [P0, " to move (step 2 of 2: move a ring)."]
    assert scene["text"] == (
        "Player 1 played 2,-2>-1,1. Player 1 to move (step 2 of 2: move a ring). Move a free "
        "ring with no counter to an empty place touching two other rings. "
        "Scores: Player 1: 1, Player 2: 1."
    )
    rings = game.position(game.initial_state()).split()[0]
    before = game.from_position(f"{rings} 0,0;1,0;2,-2 0,-2;-2,0;-2,2 0 counter -")
    won, played = step(game, before, "2,-2>1,-1")
    scene = words(game, won, [played])
    assert scene["status"] == [P0, " wins: three counters touch."]
    assert scene["part"] == "" and scene["hint"] == "Game over: three counters touch."
    assert scene["text"] == (
        "Player 1 played 2,-2>1,-1. Game over: Player 1 wins: Player 1: 3, Player 2: 1 "
        "(three counters touch). Scores: Player 1: 3, Player 2: 1."
    )
    assert scene["outcome"]["explanation"] == (
        "The game ended because three counters touch. Player 1's three counters touch: a triangle."
    )


def test_nonaga_says_what_each_step_of_a_turn_moves() -> None:
    # Both steps are written 2,-2>1,-2: the board names them for the move list.
    assert present(get_game(PARTS.id)).board()["turn_steps"] == ["counter", "ring"]
