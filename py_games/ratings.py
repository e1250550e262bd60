"""How strong each computer level is: a round robin, and ratings fitted from its results.

Players
    ``"level 0"`` to ``"level 4"`` are the levels of :mod:`py_games.ai`; ``"review"`` is what
    engine review would play: the step an :class:`~py_games.ai.Evaluator` of
    :data:`~py_games.ai.EVALUATION` iterations prefers (the same search as level 2's budget,
    its own seeds), so the review's judgement can be read against the levels.

The round robin (:func:`round_robin`, ``python -m py_games ratings GAME``)
    Every pair of players plays ``games_per_pair`` games of the game with its default options,
    the seats swapped every game. Game ``n`` of a pair is one job, seeded from
    ``(seed, pair, n)`` alone, so the results are the same whatever the executor
    (:mod:`py_games.parallel`: processes here, a Dask cluster beyond). The jobs go out round by
    round (game 0 of every pair, then game 1, …), so a run cut short is still balanced; every
    result is appended to a JSON-lines file as it comes, and a run given the same file skips
    the games already there (it resumes).

The fit (:func:`fit`)
    A Bradley–Terry model: player ``i`` beats ``j`` with probability ``p_i / (p_i + p_j)``.
    A win counts 1, a draw (or a win both sides share) half to each. The strengths are the
    maximum-likelihood ones, found by Hunter's MM iteration, after ``prior`` (half a game by
    default) is added as a win to each side of every pair that played: a weak prior that keeps
    a player who won every game at a finite rating. Ratings are on the Elo scale
    (``400 * log10(p)``) with level 0 (random) at 0. Intervals are 95% ones (``±1.96`` standard
    errors) from the observed Fisher information of the log-likelihood at the fit (with the
    prior), inverted with level 0 held fixed: a rating's interval is that of its difference
    from random.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from itertools import combinations
from pathlib import Path
from typing import Any

from . import ai, parallel
from .core.answers import StrengthInfo
from .core.errors import GameError, quoted
from .core.game import Game, Move, State
from .registry import GAMES, get_game

PLAYERS: tuple[str, ...] = (*(f"level {level}" for level in ai.LEVELS), "review")
"""The round robin's players; the first is the anchor (rating 0)."""
ELO = 400 / math.log(10)
"""Elo points per unit of natural-log strength."""
Z95 = 1.959963984540054
PRIOR = 0.5


def contender(name: str, seed: str, time_limit: float | None = None) -> ai.Player:
    """The step chooser of player ``name`` (one of :data:`PLAYERS`), seeded by ``seed``."""
    if name == "review":
        count = 0

        def choose(game: Game[Any, Any], state: State) -> Move:
            nonlocal count
            count += 1
            evaluator = ai.Evaluator(game, state, seed=f"{seed}/{count}")
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


# -- the fit -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rating:
    player: str
    rating: float
    """Elo points above the anchor (the first player)."""
    low: float
    high: float
    """The 95% interval."""
    games: int

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "rating": round(self.rating, 1), "low": round(self.low, 1),
                "high": round(self.high, 1), "games": self.games}  # fmt: skip


def fit(
    results: Iterable[tuple[str, str, float]],
    players: Sequence[str] | None = None,
    *,
    prior: float = PRIOR,
    tolerance: float = 1e-10,
    max_rounds: int = 100_000,
) -> list[Rating]:
    """Bradley–Terry ratings of ``players`` (the first the anchor, at 0; by default the players
    in order of appearance) from ``results`` ``(a, b, score)``, ``score`` A's share of the game
    (1, 0.5, 0, or any share; fractional counts may stand for many games). See the module for
    the prior and the intervals. A player with no game gets nan. Pure: the same results give
    the same ratings."""
    order: list[str] = list(players or [])
    wins: dict[tuple[str, str], float] = {}
    played: dict[tuple[str, str], float] = {}
    counted: dict[str, float] = {}
    for a, b, score in results:
        for name in (a, b):
            if name not in order:
                if players is not None:
                    raise GameError(f"{quoted(name)} is not among the players")
                order.append(name)
            counted[name] = counted.get(name, 0) + 1
        wins[(a, b)] = wins.get((a, b), 0.0) + score
        wins[(b, a)] = wins.get((b, a), 0.0) + 1 - score
        played[(a, b)] = played.get((a, b), 0.0) + 1
        played[(b, a)] = played.get((b, a), 0.0) + 1
    for pair in list(played):
        wins[pair] += prior
        played[pair] += 2 * prior
    index = {name: i for i, name in enumerate(order)}
    active = [name for name in order if name in counted]
    total = {name: sum(wins.get((name, o), 0.0) for o in order) for name in active}
    strength = _mm(active, played, total, tolerance, max_rounds)
    anchor = order[0]
    base = math.log(strength[anchor]) if anchor in strength else 0.0
    theta = {k: math.log(v) - base for k, v in strength.items()}
    # Observed information (the Hessian of minus the log-likelihood in theta), anchor fixed.
    free = [k for k in active if k != anchor]
    info = [[0.0] * len(free) for _ in free]
    position = {k: n for n, k in enumerate(free)}
    for (i, j), n in played.items():
        if index[i] >= index[j]:
            continue
        p = 1 / (1 + math.exp(theta[j] - theta[i]))
        w = n * p * (1 - p)
        for x, y, sign in ((i, i, 1), (j, j, 1), (i, j, -1), (j, i, -1)):
            if x in position and y in position:
                info[position[x]][position[y]] += sign * w
    covariance = _inverse(info)
    ratings = []
    for name in order:
        if name not in counted:
            ratings.append(Rating(name, math.nan, math.nan, math.nan, 0))
            continue
        value = ELO * theta[name]
        spread = 0.0
        if name in position:
            variance = covariance[position[name]][position[name]]
            spread = Z95 * ELO * math.sqrt(variance) if variance > 0 else math.inf
        ratings.append(Rating(name, value, value - spread, value + spread, int(counted[name])))
    return ratings


def _mm(
    active: list[str],
    played: dict[tuple[str, str], float],
    total: dict[str, float],
    tolerance: float,
    max_rounds: int,
) -> dict[str, float]:
    """Hunter's MM iteration for Bradley–Terry strengths (geometric mean 1)."""
    strength = dict.fromkeys(active, 1.0)
    for _ in range(max_rounds):
        new = {}
        for i in active:
            denominator = sum(played[(i, j)] / (strength[i] + strength[j])
                              for j in active if (i, j) in played)  # fmt: skip
            new[i] = total[i] / denominator if total[i] > 0 else 1e-300
        norm = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        new = {k: v / norm for k, v in new.items()}
        change = max(abs(math.log(new[k] / strength[k])) for k in active)
        strength = new
        if change < tolerance:
            break
    return strength


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan inverse; inf on the diagonal where the matrix is singular there."""
    n = len(matrix)
    work = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for column in range(n):
        pivot = max(range(column, n), key=lambda r: abs(work[r][column]))
        if abs(work[pivot][column]) < 1e-300:
            return [[math.inf if i == j else math.nan for j in range(n)] for i in range(n)]
        work[column], work[pivot] = work[pivot], work[column]
        head = work[column][column]
        work[column] = [v / head for v in work[column]]
        for r in range(n):
            if r != column and work[r][column] != 0:
                factor = work[r][column]
                work[r] = [v - factor * w for v, w in zip(work[r], work[column], strict=True)]
    return [row[n:] for row in work]


def fit_results(
    lines: Iterable[Mapping[str, Any]], players: Sequence[str] = PLAYERS
) -> list[Rating]:
    """:func:`fit` of round-robin results (as :func:`round_robin` gives them)."""
    return fit(((line["a"], line["b"], float(line["score"])) for line in lines), players)


# -- the shipped table -------------------------------------------------------------------------


def shipped() -> dict[str, Any]:
    """The shipped ratings (``py_games/ratings.json``, written by ``tools/ship_ratings.py``):
    per game, its schedule and its table; empty when none is shipped."""
    try:
        text = (resources.files(__package__) / "ratings.json").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return {}
    data: dict[str, Any] = json.loads(text)
    return data


def level_strengths(game_id: str) -> list[StrengthInfo | None]:
    """Per level 0 to 4 of ``game_id``, its shipped strength: ``rating`` (Elo points above
    random), ``low`` and ``high`` (the 95% interval) and ``games``; ``None`` where none was
    measured."""
    table = {row["player"]: row for row in shipped().get("games", {}).get(game_id, {}).get(
        "ratings", [])}  # fmt: skip
    out: list[StrengthInfo | None] = []
    for level in ai.LEVELS:
        row = table.get(f"level {level}")
        if row is None or not row.get("games") or row.get("rating") is None:
            out.append(None)
        else:
            out.append({"rating": float(row["rating"]), "low": float(row["low"]),
                        "high": float(row["high"]), "games": int(row["games"])})  # fmt: skip
    return out


def markdown(game_id: str, ratings: Sequence[Rating]) -> str:
    """A README table of ``ratings``."""
    lines = [f"**{game_id}**", "", "| player | rating | 95% interval | games |",
             "|---|---:|---|---:|"]  # fmt: skip
    for r in ratings:
        if not r.games:
            lines.append(f"| {r.player} | – | – | 0 |")
            continue
        interval = "anchor" if r.low == r.high else f"{r.low:.0f} to {r.high:.0f}"
        lines.append(f"| {r.player} | {r.rating:.0f} | {interval} | {r.games} |")
    return "\n".join(lines)


# -- the command -------------------------------------------------------------------------------


def _whole(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a number from 1 is wanted, not {quoted(text)}")
    return value


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
    sub.add_argument("--games-per-pair", type=_whole, default=4)
    sub.add_argument("--workers", type=_whole, default=1)
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
