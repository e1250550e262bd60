"""What self-play says about a game's rules: ``python -m py_games fairness GAME``.

The computer plays the game against itself, every seat at the same level, and the games say
what a player and a designer ask of the rules: **is it fair, and who should start?** For a
rule set (the game's options) it measures, each with its 95% interval:

- each seat's share of the wins (a win shared by k players counts 1/k to each), the first
  seat's above all: 50% in a fair two-player game;
- the share of draws;
- the game's length, in steps;
- its branching factor: the legal steps of a position, averaged over each game's positions;
- the share of decided games whose best score was tied, so that a tie-break decided them.

Game ``n`` is one job, seeded by the seed and ``n`` alone, so the results are the same on one
process, on several (``--workers``) or on a Dask cluster (``--scheduler``,
:mod:`py_games.parallel`); ``--out FILE`` appends each game as a JSON line as it comes, and a
run given the same file plays only the games it lacks.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from . import ai, parallel
from .core.errors import GameError, quoted
from .registry import GAMES, get_game, option_pairs, read_options

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


def game_job(job: tuple[str, dict[str, Any], int, int, str]) -> dict[str, Any]:
    """Game ``number`` (a top-level function: it is pickled): ``(game_id, options, level,
    number, seed)``, every seat at ``level``, each seeded by the seed, the number and the
    seat. Its winners, whether a tie-break decided, its steps and mean branching factor."""
    game_id, options, level, number, seed = job
    game = get_game(game_id, **options)
    seats = [ai.player(level, f"{seed}/{number}/{seat}") for seat in range(game.players)]
    state = game.initial_state()
    steps, branching = 0, 0
    while (seat := game.to_move(state)) is not None:
        branching += len(game.steps(state))
        state = game.successor(state, seats[seat](game, state))
        steps += 1
    outcome = game.outcome(state)
    assert outcome is not None
    best = max(outcome.scores[w] for w in outcome.winners)
    losers = [p for p in range(game.players) if p not in outcome.winners]
    tie_break = not outcome.draw and any(outcome.scores[p] == best for p in losers)
    return {
        "number": number,
        "winners": list(outcome.winners),
        "draw": outcome.draw,
        "tie_break": tie_break,
        "steps": steps,
        "branching": branching / max(steps, 1),
    }


def wilson(successes: float, n: int) -> tuple[float, float]:
    """Wilson's 95% interval of a share of ``n`` trials."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% interval (normal, from the sample's deviation)."""
    mean = statistics.fmean(values)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return (mean, mean - half, mean + half)


def summary(results: Sequence[Mapping[str, Any]], players: int) -> dict[str, Any]:
    """The measures above, from the games' results."""
    n = len(results)
    if n == 0:
        raise GameError("no game to summarise")
    wins = [0.0] * players
    for result in results:
        if not result["draw"]:
            for seat in result["winners"]:
                wins[seat] += 1 / len(result["winners"])
    draws = sum(1 for r in results if r["draw"])
    decided = [r for r in results if not r["draw"]]
    broken = sum(1 for r in decided if r["tie_break"])
    return {
        "games": n,
        "seat_wins": [{"share": w / n, "interval": list(wilson(w, n))} for w in wins],
        "draws": {"share": draws / n, "interval": list(wilson(draws, n))},
        "tie_breaks": {
            "share": broken / len(decided) if decided else 0.0,
            "interval": list(wilson(broken, len(decided))),
            "of": len(decided),
        },
        "steps": dict(
            zip(("mean", "low", "high"), mean_interval([r["steps"] for r in results]), strict=True)
        ),
        "branching": dict(
            zip(
                ("mean", "low", "high"),
                mean_interval([r["branching"] for r in results]),
                strict=True,
            )
        ),
    }


def play(
    game_id: str,
    options: Mapping[str, Any],
    *,
    games: int,
    level: int,
    seed: str,
    pool: Any = None,
    done: Iterable[Mapping[str, Any]] = (),
    record: Any = None,
) -> list[dict[str, Any]]:
    """Every game of the run that ``done`` lacks, played (in ``pool``), each passed to
    ``record`` as it comes; all the run's results, in game order."""
    have = {int(r["number"]): dict(r) for r in done if int(r["number"]) < games}
    jobs = [(game_id, dict(options), level, n, seed) for n in range(games) if n not in have]
    for result in parallel.run_in_order(game_job, jobs, pool):
        have[result["number"]] = result
        if record is not None:
            record(result)
    return [have[n] for n in sorted(have)]


def markdown(game_id: str, options: Mapping[str, Any], level: int, found: Mapping[str, Any]) -> str:
    """The summary as a Markdown table."""

    def share(entry: Mapping[str, Any]) -> str:
        low, high = entry["interval"]
        return f"{entry['share']:.1%} ({low:.1%}–{high:.1%})"

    def mean(entry: Mapping[str, Any]) -> str:
        return f"{entry['mean']:.1f} ({entry['low']:.1f}–{entry['high']:.1f})"

    said = ", ".join(f"{k}={v}" for k, v in options.items()) or "default options"
    rows = [f"{game_id} ({said}), level {level} in every seat, {found['games']} games:", "",
            "| measure | value (95% interval) |", "|---|---|"]  # fmt: skip
    rows += [f"| seat {s + 1} wins | {share(e)} |" for s, e in enumerate(found["seat_wins"])]
    rows += [
        f"| draws | {share(found['draws'])} |",
        f"| decided by a tie-break | {share(found['tie_breaks'])} of {found['tie_breaks']['of']} |",
        f"| length (steps) | {mean(found['steps'])} |",
        f"| branching factor | {mean(found['branching'])} |",
    ]
    return "\n".join(rows)


def _whole(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 1:
        raise argparse.ArgumentTypeError(f"a whole number from 1, not {quoted(text)}")
    return value


def add(commands: Any) -> None:
    """The ``fairness`` command's arguments, on the parser's subcommands."""
    sub = commands.add_parser("fairness", help="self-play statistics of a game's rules")
    sub.add_argument("game", choices=sorted(GAMES))
    sub.add_argument("--games", type=_whole, default=200)
    sub.add_argument("--level", type=int, choices=sorted(ai.LEVELS), default=2)
    sub.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sub.add_argument("--seed", default="fairness")
    sub.add_argument("--workers", type=_whole, default=1)
    sub.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786)")
    sub.add_argument("--out", help="JSON lines of results, resumed when it exists")
    sub.add_argument("--json", action="store_true", help="print the summary as JSON")


def run(args: argparse.Namespace) -> int:
    """Play (or resume) the games and print the summary; 2 with a message for bad input."""
    try:
        pairs = option_pairs(args.option)
        options = dict(get_game(args.game, **read_options(args.game, pairs)).options)
        path = Path(args.out) if args.out else None
        done = []
        if path is not None and path.exists():
            done = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        sink = open(path, "a", encoding="utf-8") if path is not None else None  # noqa: SIM115
    except (GameError, OSError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2

    def record(result: dict[str, Any]) -> None:
        if sink is not None:
            sink.write(json.dumps(result) + "\n")
            sink.flush()

    try:
        with parallel.executor(1 if args.scheduler else args.workers, args.scheduler) as pool:
            results = play(args.game, options, games=args.games, level=args.level,
                           seed=args.seed, pool=pool, done=done, record=record)  # fmt: skip
    finally:
        if sink is not None:
            sink.close()
    found = summary(results, get_game(args.game, **options).players)
    if args.json:
        print(json.dumps({"game": args.game, "options": options, "level": args.level, **found}))
    else:
        print(markdown(args.game, options, args.level, found))
    return 0
