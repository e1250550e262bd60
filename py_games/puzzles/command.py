"""``python -m py_games puzzles GAME …``: mine puzzles, one JSON line each.

The puzzles go to ``--out`` (standard output when absent); progress and a summary go to
standard error, so the lines can be piped. Bad arguments exit 2 with the reason.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import IO, Any

from .. import parallel
from ..arguments import whole
from ..core.errors import GameError, quoted
from ..registry import GAMES, option_pairs, read_options
from .mining import Tally, mine
from .proof import BUDGET, MAX_DEPTH


def add(commands: Any) -> None:
    """The ``puzzles`` command's arguments, on the parser's subcommands."""
    sub = commands.add_parser("puzzles", help="puzzles mined from seeded games, proved")
    sub.add_argument("game", choices=sorted(GAMES))
    sub.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sub.add_argument("--count", type=whole("a count", 1), default=10)
    sub.add_argument("--seed", default="0")
    sub.add_argument("--depth", type=whole("a depth", 1, MAX_DEPTH), default=3,
                     help="plies to the end at most (default 3)")  # fmt: skip
    sub.add_argument("--workers", type=whole("a number of workers", 1, 256), default=1)
    sub.add_argument("--games", type=whole("a number of games", 1), default=500,
                     help="seeded games to play at most (default 500)")  # fmt: skip
    sub.add_argument("--budget", type=whole("a node budget", 1), default=BUDGET,
                     help=f"nodes a proof may expand (default {BUDGET:,})")  # fmt: skip
    sub.add_argument("--out", help="file to write the JSON lines to (standard output if absent)")
    sub.add_argument("--scheduler", metavar="ADDRESS",
                     help="a Dask scheduler (tcp://host:8786) whose workers run the jobs "
                          "instead of --workers (pip install 'py-games[cluster]')")  # fmt: skip


def _summary(tally: Tally) -> str:
    return (
        f"{tally.games} games ({tally.unfinished} unfinished), {tally.positions} positions "
        f"looked at, {tally.proved} proved, {tally.kept} kept, {tally.skipped} skipped by the "
        f"budget, {tally.nodes:,} nodes, {tally.seconds:.1f} s"
    )


def run(args: argparse.Namespace, out: IO[str] | None = None) -> int:
    """Mine what the arguments ask for; 2 with a message for bad input."""
    try:
        options = read_options(args.game, option_pairs(args.option))
    except GameError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    try:
        target = open(args.out, "w", encoding="utf-8") if args.out else None  # noqa: SIM115
    except OSError as error:
        print(f"error: cannot write {quoted(args.out)}: {error.strerror}", file=sys.stderr)
        return 2

    def progress(tally: Tally) -> None:
        print(f"… {_summary(tally)}", file=sys.stderr)

    try:
        with parallel.executor(1 if args.scheduler else args.workers, args.scheduler) as pool:
            tally = mine(args.game, options, args.count, args.seed, args.depth,
                         workers=args.workers, executor=pool, budget=args.budget,
                         max_games=args.games, progress=progress)  # fmt: skip
    except GameError as error:
        print(f"error: {error}", file=sys.stderr)
        if target is not None:
            target.close()
        return 2
    sink = target if target is not None else (out if out is not None else sys.stdout)
    for puzzle in tally.puzzles:
        sink.write(json.dumps(puzzle.to_json(), ensure_ascii=False) + "\n")
    if target is not None:
        target.close()
    print(f"{len(tally.puzzles)} puzzles: {_summary(tally)}", file=sys.stderr)
    return 0
