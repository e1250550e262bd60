"""The presenters' words as a board shows them: a scene's sentences checked as data (no empty
word, no two texts in a row) and written with the rules' names; each game's worked examples
are in its folder (tests/test_presenter.py there)."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from py_games import Game, Move, State, plain, present

P0, P1, P2 = {"player": 0}, {"player": 1}, {"player": 2}


def words(game: Game[Any, Any], state: State, last: list[tuple[int, Move]]) -> dict[str, Any]:
    scene = present(game).scene(state, last)
    names = [game.player_name(p) for p in range(game.players)]
    for sentence in (scene["status"], scene["summary"]):
        assert sentence and all(sentence), "no empty word"
        strings = [isinstance(word, str) for word in sentence]
        assert not any(a and b for a, b in pairwise(strings)), sentence
    return {**scene, "text": plain(scene["summary"], names)}


def step(game: Game[Any, Any], state: State, text: str) -> tuple[State, tuple[int, Move]]:
    """``state`` after ``text``, and the step as the last turn lists it."""
    player = game.to_move(state)
    assert player is not None
    move, after = game.play(state, text)
    return after, (player, move)
