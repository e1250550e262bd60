"""Making a puzzle of any position (py_games.puzzles.making), for every game: each game's
folder holds its position before a step a review marked a blunder, made a puzzle and proved
again by the plain minimax of tests/puzzle_making.py (its ``tests/test_make_puzzle.py``), and
this file checks that no game with puzzles is left out; a position whose game is over is no
puzzle, and says so, in every game."""

from __future__ import annotations

import importlib
import importlib.util
import random

import pytest
from playouts import playout
from puzzle_making import BLUNDER, PROVED_AGAIN, Blunder

from py_games import GAMES, get_game
from py_games.parts import PUZZLES
from py_games.puzzles.making import BUDGET, Making, budget_of, make
from py_games.registry import PARTS, tuning

# A game with puzzles has its case; a new game needs none (only its rules and its board:
# tests/test_new_game.py), though making a puzzle works in it too.
PUZZLED = [game_id for game_id, parts in PARTS.items() if parts.has(PUZZLES)]


@pytest.mark.parametrize("game_id", PUZZLED)
def test_every_game_with_puzzles_has_a_blunders_position_made_a_puzzle_and_proved_again(
    game_id: str,
) -> None:
    where = f"{PARTS[game_id].package}.tests.test_make_puzzle"
    assert importlib.util.find_spec(where) is not None, f"{game_id}'s folder has no {where}"
    module = importlib.import_module(where)
    assert isinstance(getattr(module, BLUNDER, None), Blunder), f"{where} has no {BLUNDER}"
    assert callable(getattr(module, PROVED_AGAIN, None)), f"{where} has no {PROVED_AGAIN}"


@pytest.mark.parametrize("game_id", list(PARTS))
def test_a_position_whose_game_is_over_is_no_puzzle_and_says_so(game_id: str) -> None:
    game = get_game(game_id)
    states, _ = playout(game, random.Random(game_id))
    verdict = make(game, states[-1])
    assert verdict.puzzle is None
    assert verdict.reason() == "The game is over: there is no step to find."


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_making_searches_its_games_budget(game_id: str) -> None:
    game = get_game(game_id)
    expected = tuning(game).proof_nodes or BUDGET
    assert budget_of(game) == expected == Making(game, game.initial_state()).budget
    assert Making(game, game.initial_state(), budget=7).budget == 7
