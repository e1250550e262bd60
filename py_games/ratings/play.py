"""The levels' round robin: ``python -m py_games ratings GAME``.

Every pair of players (:data:`~py_games.ratings.PLAYERS`) plays ``games_per_pair`` games of
the game with its default options, the seats swapped every game. Game ``n`` of a pair is one
job, seeded from ``(seed, pair, n)`` alone, so the results are the same whatever the executor
(:mod:`py_games.parallel`: processes here, a Dask cluster beyond). The jobs go out round by
round (game 0 of every pair, then game 1, …), so a run cut short is still balanced; every
result is appended to a JSON-lines file as it comes, and a run given the same file skips the
games already there (it resumes). ``python -m py_games match`` plays its games with
:func:`game_job` too.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import ai, evaluation, parallel
from ..arguments import GAME_COUNT, WORKER_COUNT
from ..core.errors import GameError, quoted
from ..registry import GAMES, get_game
from . import PLAYERS
from .fit import fit_results, markdown

if TYPE_CHECKING:
    from ..core.game import Game, Move, State


def contender(name: str, seed: str, time_limit: float | None = None) -> ai.Player:
    """The step chooser of player ``name`` (one of :data:`PLAYERS`), seeded by ``seed``."""
    if name == "review":
        count = 0

        def choose(game: Game[Any, Any], state: State) -> Move:
            nonlocal count
            count += 1
            evaluator = evaluation.Evaluator(game, state, seed=f"{seed}/{count}")
            evaluator.run(time_limit)
            best = evaluator.result().best
            assert best is not None  # the game is not over
            return best

        return choose
    level = name.removeprefix("level ")
    if not level.isdigit() or int(level) not in ai.LEVELS:
        raise GameError(f"a player is one of {', '.join(PLAYERS)}, not {quoted(name)}")
    return ai.player(int(level), seed, time_limit)


def play_game(
    game: Game[Any, Any],
    sides: tuple[ai.Player, ai.Player],
    number: int,
) -> dict[str, Any]:
    """Game ``number`` between ``sides`` A and B, seats swapped every game (in games of more
    players the seats go A, B, A, …, shifted by one each game): the winning side (None for a
    draw or a win both sides share), and each side's seconds spent and steps taken."""
    side_of = [(seat + number) % 2 for seat in range(game.players)]
    spent, moves = [0.0, 0.0], [0, 0]
    state = game.initial_state()
    while (seat := game.to_move(state)) is not None:
        side = side_of[seat]
        start = time.perf_counter()
        move = sides[side](game, state)
        spent[side] += time.perf_counter() - start
        moves[side] += 1
        state = game.successor(state, move)
    outcome = game.outcome(state)
    assert outcome is not None
    winning = {side_of[p] for p in outcome.winners}
    winner = None if outcome.draw or len(winning) == 2 else winning.pop()
    return {"winner": winner, "spent": spent, "moves": moves}


def game_job(
    args: tuple[str, dict[str, Any], tuple[str, str], int, str, float | None],
) -> dict[str, Any]:
    """One game of a pair (top-level: it is pickled): ``(game_id, options, (a, b), number,
    seed, time_limit)``; players are seeded ``f"{seed}/{number}/{side}"``."""
    game_id, options, names, number, seed, time_limit = args
    game = get_game(game_id, **options)
    sides = (contender(names[0], f"{seed}/{number}/0", time_limit),
             contender(names[1], f"{seed}/{number}/1", time_limit))  # fmt: skip
    start = time.perf_counter()
    played = play_game(game, sides, number)
    played["seconds"] = time.perf_counter() - start
    return played


# -- the round robin ---------------------------------------------------------------------------


def pair_seed(seed: str, a: str, b: str) -> str:
    return f"{seed}/{a}/{b}"


def round_robin(
    game_id: str,
    games_per_pair: int | Mapping[tuple[str, str], int],
    *,
    players: Sequence[str] = PLAYERS,
    seed: str = "ratings",
    pool: Any = None,
    done: Iterable[Mapping[str, Any]] = (),
    record: Any = None,
) -> list[dict[str, Any]]:
    """Every pair of ``players`` plays its games (``games_per_pair``: one number, or one per
    pair ``(a, b)`` in ``players`` order, 0 to skip it) in ``pool`` (see
    :func:`parallel.run_in_order`); the results (``game, a, b, number, score`` with ``score``
    A's: 1, 0.5 or 0, and ``seconds``), those in ``done`` first, then the new ones in job order;
    ``record`` is called with each new result as it comes."""
    game = get_game(game_id)
    pairs = list(combinations(players, 2))
    counts = {pair: games_per_pair if isinstance(games_per_pair, int) else
              games_per_pair.get(pair, 0) for pair in pairs}  # fmt: skip
    results = [dict(line) for line in done if line.get("game") == game.id]
    have = {(line["a"], line["b"], line["number"]) for line in results}
    jobs = [(a, b, n) for n in range(max(counts.values(), default=0))
            for (a, b) in pairs if n < counts[(a, b)] and (a, b, n) not in have]  # fmt: skip
    arguments = [(game.id, dict(game.options), (a, b), n, pair_seed(seed, a, b), None)
                 for a, b, n in jobs]  # fmt: skip
    for (a, b, n), played in zip(jobs, parallel.run_in_order(game_job, arguments, pool),
                                 strict=True):  # fmt: skip
        winner = played["winner"]
        line = {"game": game.id, "a": a, "b": b, "number": n, "seed": seed,
                "score": 0.5 if winner is None else 1.0 - winner,
                "seconds": round(played["seconds"], 2)}  # fmt: skip
        results.append(line)
        if record is not None:
            record(line)
    return results


# -- the command -----------------------------------------------------------------------------


def _players(text: str) -> tuple[str, ...]:
    names = tuple(name.strip() for name in text.split(","))
    if len(names) < 2 or len(set(names)) < len(names) or not set(names) <= set(PLAYERS):
        raise argparse.ArgumentTypeError(
            f"players are two or more of {', '.join(PLAYERS)}, not {quoted(text)}"
        )
    return names


def add(commands: Any) -> None:
    """The ``ratings`` command's arguments, on the parser's subcommands."""
    sub = commands.add_parser("ratings", help="a round robin of the levels, and their ratings")
    sub.add_argument("game", choices=sorted(GAMES))
    sub.add_argument("--games-per-pair", type=GAME_COUNT, default=4)
    sub.add_argument("--workers", type=WORKER_COUNT, default=1)
    sub.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786)")
    sub.add_argument("--seed", default="ratings")
    sub.add_argument("--out", help="JSON lines of results, resumed when it exists")
    sub.add_argument(
        "--players",
        type=_players,
        default=PLAYERS,
        help=f"comma-separated, the first the anchor (default: {','.join(PLAYERS)})",
    )


def run(args: argparse.Namespace) -> int:
    """Play (or resume) the round robin, print the table; 2 with a message for bad input."""
    done: list[dict[str, Any]] = []
    path = Path(args.out) if args.out else None
    try:
        if path is not None and path.exists():
            done = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
                    if line.strip()]  # fmt: skip
        sink = open(path, "a", encoding="utf-8") if path is not None else None  # noqa: SIM115
    except (OSError, ValueError) as error:
        print(f"error: cannot use {quoted(args.out)}: {error}", file=sys.stderr)
        return 2

    def record(line: dict[str, Any]) -> None:
        print(f"… {line['a']} against {line['b']} #{line['number']}: {line['score']} "
              f"({line['seconds']} s)", file=sys.stderr)  # fmt: skip
        if sink is not None:
            sink.write(json.dumps(line) + "\n")
            sink.flush()

    try:
        with parallel.executor(1 if args.scheduler else args.workers, args.scheduler) as pool:
            results = round_robin(args.game, args.games_per_pair, players=args.players,
                                  seed=args.seed, pool=pool, done=done, record=record)  # fmt: skip
    except GameError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    finally:
        if sink is not None:
            sink.close()
    print(markdown(args.game, fit_results(results, args.players)))
    return 0
