"""``python -m py_games train GAME``: train a game's learned evaluation by self-play.

::

    python -m py_games train contiguous --games 60000 --workers 2 --out training/contiguous

prints a line per generation (its games, the mean error of its values, and every ``--check``
generations how the table alone fares against the search's levels 1 and 2) and keeps a
checkpoint in ``--out`` (``table.bin``, ``progress.json``): the same command again goes on from
it, and ``--games`` larger than before trains on. ``--workers N`` plays each generation's
games in N processes, ``--scheduler ADDRESS`` on a Dask cluster: the table is the same
whatever plays them (:mod:`py_games.training`). The table that ships with a game is its ``--out``'s
``table.bin`` copied to the game's package as ``learned.bin`` (``docs/how-to/train.md``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..arguments import GAME_COUNT, WORKER_COUNT, whole
from ..core.errors import GameError, quoted
from ..registry import GAMES, option_pairs, read_options
from . import Settings, train


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"a number from 0 to 1, not {quoted(text)}")
    return value


def add(commands: Any) -> None:
    """The ``train`` command's arguments, on the parser's subcommands."""
    defaults = Settings(game="")
    sub = commands.add_parser("train", help="train a game's learned evaluation by self-play")
    sub.add_argument("game", choices=sorted(GAMES))
    sub.add_argument(
        "--games", type=GAME_COUNT, default=defaults.games, help="games of self-play in all"
    )
    sub.add_argument("--generation", type=whole("a generation"), default=defaults.generation,
                     help="games played with one table before learning from them")  # fmt: skip
    sub.add_argument("--out", help="the checkpoint's folder (default: training/GAME)")
    sub.add_argument("--seed", default=defaults.seed)
    sub.add_argument("--rate", type=_share, default=defaults.rate, help="the learning rate")
    sub.add_argument(
        "--check",
        type=int,
        default=defaults.check,
        help="every N generations, the table against levels 1 and 2 (0: never)",
    )
    sub.add_argument("--check-games", type=GAME_COUNT, default=defaults.check_games)
    sub.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sub.add_argument(
        "--workers", type=WORKER_COUNT, default=1, help="processes to play the games in"
    )
    sub.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786)")


def run(args: argparse.Namespace) -> int:
    """Train (or go on training); 2 with a message for bad input."""
    try:
        options = read_options(args.game, option_pairs(args.option))
        settings = Settings(
            game=args.game,
            options=options,
            games=args.games,
            generation=args.generation,
            seed=args.seed,
            rate=args.rate,
            check=max(args.check, 0),
            check_games=args.check_games,
        )
        out = Path(args.out or Path("training") / args.game)
        table = train(settings, out, workers=args.workers, scheduler=args.scheduler)
    except GameError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"{args.game}: {len(table)} patterns after {table.about['games']} games, in {out}")
    return 0
