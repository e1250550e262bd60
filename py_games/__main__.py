"""``python -m py_games match GAME --a LEVEL --b LEVEL --games N``: computer against computer;
``python -m py_games svg GAME …``: a position's picture (:mod:`py_games.draw.command`);
``python -m py_games puzzles GAME …``: puzzles mined and proved (:mod:`py_games.puzzles.command`);
``python -m py_games review RECORD_FILE``: every step of a record judged
(:mod:`py_games.review.command`);
``python -m py_games ratings GAME``: the levels' round robin, rated (:mod:`py_games.ratings.play`);
``python -m py_games train GAME``: a learned evaluation, trained by self-play
(:mod:`py_games.training.command`);
``python -m py_games fairness GAME``: what self-play says of the rules (:mod:`py_games.fairness`).

Levels are ``random`` (or 0) and 1 to 4 (see :mod:`py_games.ai`). Side A takes the first
seat in the first game, and the sides swap seats every game (in games of more players, the
seats go A, B, A, …, shifted by one each game), so neither side keeps the first move. Options
of the game follow as ``--option name=value``, read as a record reads them. The match is
repeatable: ``--seed`` fixes it (any text, even bytes that are not UTF-8). A number that
cannot be what it counts (``--games 0``, ``--time-limit nan``) is refused with a reason.
``--workers N`` plays the games in N processes, ``--scheduler ADDRESS`` on a Dask cluster
(:mod:`py_games.parallel`, as the puzzle miner does): each game is seeded from the seed and
its number alone, so the results do not depend on either (unless a time limit cuts searches).

``--lang de`` (before the command) says the players' words (a position described, a review's
judgments, a game's errors) in German, or any other offered language (:mod:`py_games.i18n`);
English by default. Records, notation and position text are the same in every language.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import ai, fairness, i18n, parallel
from .arguments import GAME_COUNT, WORKER_COUNT
from .core.errors import GameError, quoted
from .draw import command as picture_command
from .puzzles import command as puzzle_command
from .ratings import play as ratings
from .registry import GAMES, get_game, read_options
from .review import command as review_command
from .training import command as train_command

if TYPE_CHECKING:
    from .core.game import Game


def _language(text: str) -> str:
    try:
        return i18n.resolve(text)
    except i18n.UnknownLanguageError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _level(text: str) -> int:
    by_name = {name: level for level, name in ai.LEVEL_NAMES.items()}
    if text.strip().lower() in by_name:
        return by_name[text.strip().lower()]
    try:
        level = int(text)
    except ValueError:
        level = -1
    if level not in ai.LEVELS:
        names = ", ".join(ai.LEVEL_NAMES.values())
        raise argparse.ArgumentTypeError(
            f"a level is 0 to 4 or its name ({names}), not {quoted(text)}"
        )
    return level


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    # Not "not seconds > 0", which nan would pass: an unending search must be asked for by
    # leaving the limit out, never by accident.
    if not (seconds > 0 and math.isfinite(seconds)):
        raise argparse.ArgumentTypeError(
            f"a time limit is a number of seconds above 0, not {quoted(text)}"
        )
    return seconds


def _option(text: str) -> tuple[str, str]:
    # The value stays text: the game's own option reads it, as a record's line is read.
    name, equals, value = text.partition("=")
    if not equals:
        raise argparse.ArgumentTypeError(f"write an option as name=value, not {quoted(text)}")
    return name, value


def match(
    game_id: str,
    levels: tuple[int, int],
    games: int,
    *,
    options: dict[str, object] | None = None,
    seed: str = "match",
    time_limit: float | None = None,
    workers: int = 1,
    scheduler: str | None = None,
) -> dict[str, Any]:
    """Play ``games`` games between two levels; wins per side, draws, seconds per move, and
    each game's winning side (``per_game``). Game ``n`` is one job seeded from ``(seed, n)``
    alone, run here, in ``workers`` processes or on the Dask ``scheduler``
    (:mod:`py_games.parallel`): the same results whatever runs them."""
    game = get_game(game_id, **read_options(game_id, options or {}))
    names = (f"level {levels[0]}", f"level {levels[1]}")
    jobs = [(game.id, dict(game.options), names, n, seed, time_limit) for n in range(games)]
    wins, draws = [0, 0], 0
    spent, moves = [0.0, 0.0], [0, 0]
    per_game: list[int | None] = []
    with parallel.executor(1 if scheduler else workers, scheduler) as pool:
        for played in parallel.run_in_order(ratings.game_job, jobs, pool):
            per_game.append(played["winner"])
            if played["winner"] is None:
                draws += 1
            else:
                wins[played["winner"]] += 1
            for side in (0, 1):
                spent[side] += played["spent"][side]
                moves[side] += played["moves"][side]
    per_move = [spent[s] / moves[s] if moves[s] else 0.0 for s in (0, 1)]
    return {"game": game, "wins": wins, "draws": draws, "seconds_per_move": per_move,
            "per_game": per_game}  # fmt: skip


def play_one(
    game: Game[Any, Any],
    levels: tuple[int, int],
    number: int,
    seed: str = "match",
    time_limit: float | None = None,
) -> dict[str, Any]:
    """Game ``number`` of a match between ``levels`` (sides A and B, seats swapped every
    game): the winning side (None for a draw or a win both sides share), and each side's
    seconds spent and steps taken (:func:`py_games.ratings.play.play_game`)."""
    sides = (ai.player(levels[0], f"{seed}/{number}/0", time_limit),
             ai.player(levels[1], f"{seed}/{number}/1", time_limit))  # fmt: skip
    return ratings.play_game(game, sides, number)


def parser() -> argparse.ArgumentParser:
    """The command line's parser, every subcommand on it (``docs/reference/cli.md`` is
    written from it)."""
    parser = argparse.ArgumentParser(prog="python -m py_games", description=__doc__.split("\n")[0])
    parser.add_argument(
        "--lang", type=_language, default="en",
        help=f"the language of the words: {', '.join(i18n.LANGUAGES)} (English by default)",
    )  # fmt: skip
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("match", help="two computer levels play each other")
    play.add_argument("game", choices=sorted(GAMES))
    play.add_argument("--a", type=_level, default=2, help="side A's level: 0 to 4 or its name")
    play.add_argument("--b", type=_level, default=0, help="side B's level: 0 to 4 or its name")
    play.add_argument("--games", type=GAME_COUNT, default=10, help="how many games: 1 or more")
    play.add_argument("--option", type=_option, action="append", default=[], metavar="NAME=VALUE")
    play.add_argument("--seed", default="match")
    play.add_argument("--time-limit", type=_seconds, default=None, help="seconds per move at most")
    play.add_argument(
        "--workers", type=WORKER_COUNT, default=1, help="processes to play the games in"
    )
    play.add_argument("--scheduler", metavar="ADDRESS",
                      help="a Dask scheduler (tcp://host:8786) whose workers play the games "
                           "instead of --workers (pip install 'py-games[cluster]')")  # fmt: skip
    picture_command.add(commands)
    puzzle_command.add(commands)
    review_command.add(commands)
    ratings.add(commands)
    train_command.add(commands)
    fairness.add(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    i18n.use(args.lang)
    if args.command == "svg":
        return picture_command.run(args)
    if args.command == "puzzles":
        return puzzle_command.run(args)
    if args.command == "review":
        return review_command.run(args)
    if args.command == "ratings":
        return ratings.run(args)
    if args.command == "train":
        return train_command.run(args)
    if args.command == "fairness":
        return fairness.run(args)
    try:
        result = match(args.game, (args.a, args.b), args.games, options=dict(args.option),
                       seed=args.seed, time_limit=args.time_limit, workers=args.workers,
                       scheduler=args.scheduler)  # fmt: skip
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
