"""What the tests of making a puzzle (py_games.puzzles.making) share: a plain minimax written
here, with no table, that proves a made puzzle again; the check each game's folder runs on its
position before a step a review marked a blunder (``tests/test_make_puzzle.py`` there, its
:data:`BLUNDER`); and the bridge's answer checked against the contract.

``tests/test_puzzle_making.py`` checks that every registered game has its case."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from typeguard import CollectionCheckStrategy, check_type

from py_games import Game, State, bridge, contract, get_game
from py_games.puzzles.making import make
from py_games.review import review

BLUNDER = "BLUNDER"
"""The name of a game's case in its ``tests/test_make_puzzle.py``."""

PROVED_AGAIN = "test_a_blunders_position_made_a_puzzle_is_proved_again_by_plain_minimax"
"""The name of the test that checks it there."""


def wins(game: Game[Any, Any], state: State, player: int, plies: int) -> bool:
    """Plain minimax over legal_moves and apply, no table: does every line end within
    ``plies`` with ``player`` among the winners, and not everyone (a draw)?"""
    outcome = game.outcome(state)
    if outcome is not None:
        return player in outcome.winners and len(outcome.winners) < game.players
    if plies == 0:
        return False
    results = (wins(game, game.apply(state, m), player, plies - 1) for m in game.legal_moves(state))
    return any(results) if game.to_move(state) == player else all(results)


def winners(game: Game[Any, Any], state: State, plies: int) -> list[str]:
    """The steps of the player to move that win within ``plies``, by :func:`wins`."""
    player = game.to_move(state)
    assert player is not None
    return [str(m) for m in game.legal_moves(state)
            if wins(game, game.apply(state, m), player, plies - 1)]  # fmt: skip


@dataclass(frozen=True)
class Blunder:
    """A game's last steps of a seeded random game (``start``, then ``moves``), reviewed as
    the player reviews (200 playouts a position, seed ``"review"``), and the ``ply`` (from 1)
    of the step it marks a mistake or a blunder."""

    start: str
    moves: str
    ply: int


def proved_again(game_id: str, case: Blunder) -> None:
    """The position before ``case``'s marked step, made a puzzle, is proved again by the plain
    minimax: exactly one step wins within its depth, nothing within one ply less, and its line
    plays the solution out to the solver's win."""
    game = get_game(game_id)
    line = [game.from_position(case.start)]
    for step in case.moves.split():
        line.append(game.apply(line[-1], step))
    marked = review(game, line, iterations=200, seed="review").steps[case.ply - 1]
    assert marked.judgment in ("mistake", "blunder")
    before = line[case.ply - 1]
    puzzle = make(game, before).puzzle
    assert puzzle is not None
    assert puzzle.position == game.position(before)
    # Exactly one step wins within the depth, and nothing wins within one ply less.
    assert winners(game, before, puzzle.depth) == [puzzle.solution]
    if puzzle.depth > 1:
        assert winners(game, before, puzzle.depth - 1) == []
    assert puzzle.steps == len(game.legal_moves(before)) > 1
    # The line plays the solution out to the solver's win within the depth.
    state = before
    for step in puzzle.line:
        state = game.apply(state, step)
    outcome = game.outcome(state)
    assert outcome is not None and game.to_move(before) in outcome.winners
    assert puzzle.line[0] == puzzle.solution and len(puzzle.line) <= puzzle.depth


def ask(fn: str, **fields: object) -> Any:
    """The bridge's answer, checked against the contract's TypedDict when not an error."""
    answer = json.loads(bridge.handle(json.dumps({"fn": fn, **fields})))
    if "error" not in answer:
        every = CollectionCheckStrategy.ALL_ITEMS
        check_type(answer, contract.FUNCTIONS[fn][1], collection_check_strategy=every)
    return answer
