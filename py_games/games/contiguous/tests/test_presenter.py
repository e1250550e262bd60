"""Contiguous's words: the start, after a step and a shared win, exactly. Players are references a
board fills in, so each sentence is checked as data and, with the rules' names, as text
(tests/presenter_words.py)."""

from __future__ import annotations

from presenter_words import P0, P1, P2, step, words

from py_games import get_game

from .. import PARTS


def test_contiguous_at_the_start_after_a_step_and_with_a_shared_win() -> None:
    game = get_game(PARTS.id, size=5, players=3)
    start = game.initial_state()
    scene = words(game, start, [])
    assert scene["status"] == [P0, " to move."]
    assert scene["summary"] == [
        P0, " to move. Fill any cell. Scores: ", P0, ": 0, ", P1, ": 0, ", P2, ": 0.",
    ]  # fmt: skip
    after, played = step(game, start, "c3")
    scene = words(game, after, [played])
    assert scene["status"] == [P1, " to move."]
    assert scene["text"] == (
        "Player 1 played c3. Player 2 to move. Fill an empty cell touching c3. "
        "Scores: Player 1: 1, Player 2: 0, Player 3: 0."
    )
    final = game.from_position("12331/32112/13213/21232/31231 2 e1")
    scene = words(game, final, [])
    assert scene["status"] == [P0, " and ", P1, " share the win: the grid is full."]
    assert scene["summary"][:6] == ["Game over: ", P0, " and ", P1, " share the win: ", P0]
    assert scene["text"] == (
        "Game over: Player 1 and Player 2 share the win: Player 1: 6, Player 2: 6, Player 3: 4 "
        "(the grid is full). Scores: Player 1: 6, Player 2: 6, Player 3: 4."
    )
    assert scene["outcome"]["explanation"] == (
        "The game ended because the grid is full. "
        "Player 1 and Player 2 tie at 6, the highest score, and share the win."
    )
    # The summary's result is the record's result line, word for word.
    assert f"Game over: {scene['outcome']['text']}." in scene["text"]
