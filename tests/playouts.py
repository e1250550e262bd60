"""Seeded random games, shared by the conformance and golden tests."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from py_games import GAMES, Game, Move, State, get_game

MAX_PLIES = 5_000  # far beyond any game here; a playout reaching it is a bug (no end)


def option_sets(game_id: str, rng: random.Random, count: int) -> Iterator[Game[Any, Any]]:
    """The defaults, then ``count - 1`` random choices of every option (small boards favoured)."""
    yield get_game(game_id)
    for _ in range(count - 1):
        options: dict[str, object] = {}
        for option in GAMES[game_id].OPTIONS:
            if option.kind == "bool":
                options[option.name] = rng.random() < 0.5
            elif option.kind == "int":
                assert option.minimum is not None and option.maximum is not None
                high = min(option.maximum, option.minimum + 6)  # keep playouts quick
                options[option.name] = rng.randint(option.minimum, high)
            else:
                options[option.name] = rng.choice(option.choices)
        yield get_game(game_id, **options)


def playout(game: Game[Any, Any], rng: random.Random) -> tuple[list[State], list[Move]]:
    """A random legal game to its end: the states and the moves between them."""
    states: list[State] = [game.initial_state()]
    moves: list[Move] = []
    while (legal := game.legal_moves(states[-1])) and len(moves) < MAX_PLIES:
        move = rng.choice(legal)
        moves.append(move)
        states.append(game.apply(states[-1], move))
    assert len(moves) < MAX_PLIES, f"{game!r} did not end within {MAX_PLIES} steps"
    return states, moves
