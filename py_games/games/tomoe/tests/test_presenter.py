"""Tomoe's words: both steps of a turn, a tile's name, the last turn's steps, exactly. Players are
references a board fills in, so each sentence is checked as data and, with the rules' names, as
text (tests/presenter_words.py)."""

from __future__ import annotations

from presenter_words import P0, P1, step, words

from py_games import get_game, present
from py_games.registry import editor

from .. import PARTS


def test_tomoe_names_both_steps_of_a_turn() -> None:
    game = get_game(PARTS.id)
    start = game.initial_state()
    assert words(game, start, [])["status"] == [P0, " to move (first turn: one placement)."]
    first, _ = step(game, start, "1=B2.1")
    second, played = step(game, first, "5=W1.0")
    scene = words(game, second, [played])
    assert scene["status"] == [P1, " to move (step 2 of 2: place a tile)."]
    assert scene["text"] == (
        "White played 5=W1.0. White to move (step 2 of 2: place a tile). Place a tile on a red "
        "space. Scores: Black: 0, White: 0."
    )
    third, _ = step(game, second, "6=W2.2")
    turned, played = step(game, third, "1+")
    scene = words(game, turned, [played])
    assert scene["status"] == [P0, " to move (step 2 of 2: place a tile after turning one)."]


def test_tomoe_names_a_tile_one_way_wherever_a_player_reads_it() -> None:
    # The picker's choice, the tile on the board, the editor's palette and the move list
    # (the record's own notation, ``14=W2.1``) all call a W2 tile in rotation 1 "W2.1".
    game = get_game(PARTS.id)
    presenter = present(game)
    start = game.initial_state()
    legal = {entry["step"]: entry for entry in presenter.scene(start)["legal"]}
    assert legal["14=W2.1"]["label"] == "W2.1"
    assert [p["label"] for p in legal["14=W2.1"]["pieces"] or []] == ["W2.1 tile"]
    placed, _ = step(game, start, "14=W2.1")
    assert [p["label"] for p in presenter.scene(placed)["pieces"]] == ["W2.1 tile"]
    kinds = {kind["id"]: kind["label"] for kind in editor(game).kinds()}
    assert kinds["W2.1"] == "W2.1 tile"


def test_the_last_turn_lists_every_step_of_it() -> None:
    game = get_game(PARTS.id)
    first, _ = step(game, game.initial_state(), "1=B2.1")
    second, one = step(game, first, "5=W1.0")
    third, two = step(game, second, "6=W2.2")
    scene = words(game, third, [one, two])
    assert scene["summary"][:2] == [P1, " played 5=W1.0 then 6=W2.2. "]
