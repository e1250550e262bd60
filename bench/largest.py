"""The options a benchmark plays each game with: its largest, read from the registry."""

from __future__ import annotations

from py_games import GAMES


def largest(game_id: str) -> dict[str, int]:
    """The game's quantities (options with a maximum whose values are not named, as a board's
    size or the number of players), each at its maximum: its biggest board, most players;
    every other option at its default."""
    return {
        o.name: o.maximum for o in GAMES[game_id].OPTIONS if o.maximum is not None and not o.names
    }
