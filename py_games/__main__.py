"""``python -m py_games match GAME --a LEVEL --b LEVEL --games N``: computer against computer.

Levels are ``random`` (or 0) and 1 to 4 (see :mod:`py_games.ai`). Side A takes the first
seat in the first game, and the sides swap seats every game (in games of more players, the
seats go A, B, A, …, shifted by one each game), so neither side keeps the first move. Options
of the game follow as ``--option name=value``. The match is repeatable: ``--seed`` fixes it.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import Any

from . import ai
from .core.errors import GameError
from .core.game import Game
from .registry import GAMES, get_game


def _level(text: str) -> int:
    if text == "random":
        return 0
    try:
        level = int(text)
    except ValueError:
        level = -1
    if level not in ai.LEVELS:
        raise argparse.ArgumentTypeError(f"a level is random or 0 to 4, not {text!r}")
    return level


def _option(text: str) -> tuple[str, object]:
    name, equals, value = text.partition("=")
    if not equals:
        raise argparse.ArgumentTypeError(f"write an option as name=value, not {text!r}")
    parsed: object = value
    if value.lower() in ("true", "false"):
        parsed = value.lower() == "true"
    elif value.lstrip("-").isdigit():
        parsed = int(value)
    return name, parsed


def match(
    game_id: str,
    levels: tuple[int, int],
    games: int,
    *,
    options: dict[str, object] | None = None,
    seed: str = "match",
    time_limit: float | None = None,
) -> dict[str, Any]:
    """Play ``games`` games between two levels; wins per side, draws, seconds per move."""
    game = get_game(game_id, **(options or {}))
    wins, draws = [0, 0], 0
    spent, moves = [0.0, 0.0], [0, 0]
    for number in range(games):
        played = play_one(game, levels, number, seed, time_limit)
        if played["winner"] is None:
            draws += 1
        else:
            wins[played["winner"]] += 1
        for side in (0, 1):
            spent[side] += played["spent"][side]
            moves[side] += played["moves"][side]
    per_move = [spent[s] / moves[s] if moves[s] else 0.0 for s in (0, 1)]
    return {"game": game, "wins": wins, "draws": draws, "seconds_per_move": per_move}


def play_one(
    game: Game[Any, Any],
    levels: tuple[int, int],
    number: int,
    seed: str = "match",
    time_limit: float | None = None,
) -> dict[str, Any]:
    """Game ``number`` of a match between ``levels`` (sides A and B, seats swapped every
    game): the winning side (None for a draw or a win both sides share), and each side's
    seconds spent and steps taken."""
    players = [ai.player(level, f"{seed}/{number}/{side}", time_limit)
               for side, level in enumerate(levels)]  # fmt: skip
    side_of = [(seat + number) % 2 for seat in range(game.players)]
    spent, moves = [0.0, 0.0], [0, 0]
    state = game.initial_state()
    while (seat := game.to_move(state)) is not None:
        side = side_of[seat]
        start = time.perf_counter()
        move = players[side](game, state)
        spent[side] += time.perf_counter() - start
        moves[side] += 1
        state = game.successor(state, move)
    outcome = game.outcome(state)
    assert outcome is not None
    sides = {side_of[p] for p in outcome.winners}
    winner = None if outcome.draw or len(sides) == 2 else sides.pop()
    return {"winner": winner, "spent": spent, "moves": moves}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m py_games", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("match", help="two computer levels play each other")
    play.add_argument("game", choices=sorted(GAMES))
    play.add_argument("--a", type=_level, default=2, help="side A's level: random, 0 to 4")
    play.add_argument("--b", type=_level, default=0, help="side B's level: random, 0 to 4")
    play.add_argument("--games", type=int, default=10)
    play.add_argument("--option", type=_option, action="append", default=[], metavar="NAME=VALUE")
    play.add_argument("--seed", default="match")
    play.add_argument("--time-limit", type=float, default=None, help="seconds per move at most")
    args = parser.parse_args(argv)
    try:
        result = match(args.game, (args.a, args.b), args.games, options=dict(args.option),
                       seed=args.seed, time_limit=args.time_limit)  # fmt: skip
    except GameError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    name = {0: "random"}
    a, b = (name.get(level, f"level {level}") for level in (args.a, args.b))
    print(f"{result['game']!r}: A ({a}) against B ({b}), {args.games} games")
    print(f"A wins {result['wins'][0]}, B wins {result['wins'][1]}, draws {result['draws']}")
    per_move = result["seconds_per_move"]
    print(f"seconds per move: A {per_move[0]:.3f}, B {per_move[1]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
