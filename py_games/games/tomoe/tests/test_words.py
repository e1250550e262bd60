"""Tomoe's words go through the catalogs: under the pseudo-language each message comes out
accented, with the spaces, tiles and scores it names written in as they are."""

from __future__ import annotations

import random

import pytest

from py_games import IllegalMoveError, InvalidPositionError, get_game, i18n, present
from py_games.i18n import pseudo


def test_an_illegal_step_and_the_outcome_are_said_in_the_language_of_the_moment() -> None:
    game = get_game("tomoe")
    state = game.apply(game.initial_state(), "14=W1.0")
    rng = random.Random(3)
    full = state
    while not game.is_over(full):
        full = game.apply(full, rng.choice(game.legal_moves(full)))
    # A state of its own for each language: the outcome is worked out once per state.
    english = game.outcome(game.from_position(game.position(full)))
    assert english is not None and not english.draw
    with i18n.using("en-XA"):
        with pytest.raises(IllegalMoveError) as refused:
            game.apply(state, "14=W2.0")
        outcome = game.outcome(full)
        assert outcome is not None
        winner = game.player_name(outcome.winners[0])
    assert str(refused.value) == "[špåçé 14 åļŕéåðý ĥöļðš å ţîļé ~~~~~~~~~~~]"
    assert outcome.reason == "[évéŕý špåçé îš fîļļéð ~~~~~~~]" == pseudo("every space is filled")
    high, low = max(outcome.scores), min(outcome.scores)
    assert outcome.decided == pseudo("{player} encircles more sectors: {high} to {low}.").format(
        player=winner, high=high, low=low
    )
    assert f": {high} ţö {low}." in outcome.decided
    assert english.reason == "every space is filled"


def test_a_board_listing_one_space_says_one_space() -> None:
    with pytest.raises(InvalidPositionError, match="the board lists 1 space; Tomoe has 32"):
        get_game("tomoe").from_position(". b 1")


def test_a_tiles_drawing_is_labelled_in_the_language_of_the_moment() -> None:
    # The drawings are made once per presenter: once per language too, since a label is words.
    presenter = present(get_game("tomoe"))
    assert presenter.tile_piece(14, ("W1", 0))["label"] == "W1.0 tile"
    with i18n.using("en-XA"):
        label = presenter.tile_piece(14, ("W1", 0)).get("label")
    assert label == pseudo("{tile} tile").format(tile="W1.0") == "[W1.0 ţîļé ~~~]"
    assert presenter.tile_piece(14, ("W1", 0))["label"] == "W1.0 tile"
