"""Too's words: the last step and the winner, exactly. Players are references a board fills in, so
each sentence is checked as data and, with the rules' names, as text (tests/presenter_words.py)."""

from __future__ import annotations

from presenter_words import P0, P1, step, words

from py_games import get_game, present

from .. import PARTS


def test_too_names_the_last_step_and_the_winner() -> None:
    game = get_game(PARTS.id, size=2)
    after, played = step(game, game.from_position(".w/bbw/wb 0"), "a1:b")
    scene = words(game, after, [played])
    assert scene["status"] == [P1, " wins: the board is full."]
    assert scene["summary"] == [
        P0, " played a1:b. Game over: ", P1, " wins: ", P0, ": (4), ", P1,
        ": (2 1) (the board is full). Scores: ", P0, ": 4, ", P1, ": 2 1.",
    ]  # fmt: skip
    assert scene["outcome"]["explanation"] == (
        "The game ended because the board is full. "
        "Black has no 2nd-largest group; White has one (1)."
    )


def test_a_stone_clicked_has_no_prompt() -> None:
    game = get_game(PARTS.id)
    assert present(game).prompt(game.initial_state(), ("e5",)) is None
