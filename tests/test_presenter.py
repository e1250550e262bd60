"""The presenters' words, for every game: ``plain`` writes the names given, and a presenter is
built once per game and options. Each game's worked examples (the start, a turn's second part,
each kind of ending, its prompts) are in its folder: tests/test_presenter.py there."""

from __future__ import annotations

import pytest
from examples import COLOURS

from py_games import GAMES, get_game, plain, present
from py_games.contract.scene import Sentence


def test_plain_writes_the_names_given() -> None:
    sentence: Sentence = [{"player": 1}, " and ", {"player": 0}, " share the win."]
    assert plain(sentence, ["Ann", "Bob"]) == "Bob and Ann share the win."
    with pytest.raises(ValueError, match=r"^the sentence names player 1, but only 1 names"):
        plain(sentence, ["Ann"])


def test_a_presenter_is_built_once_per_game_and_options() -> None:
    game_id, option = next(
        (game_id, option)
        for game_id, rules in GAMES.items()
        for option in rules.OPTIONS
        if option.kind == "choice"
    )
    other = next(choice for choice in option.choices if choice != option.default)
    assert present(get_game(game_id)) is present(get_game(game_id))
    assert present(get_game(game_id)) is not present(get_game(game_id, **{option.name: other}))
    assert repr(present(get_game(COLOURS, size=3))) == f"present(get_game({COLOURS!r}, size=3))"
