"""Training a game's table by self-play: ``python -m py_games train GAME``.

Temporal-difference learning, TD(λ), on the positions right after each step (afterstates):
the computer plays itself, each step the one whose afterstate it values most for the player
taking it (another, at random, one step in ten, so that it sees more than its own habits);
each afterstate's value is then pulled towards what followed it for that player: their value
of their next afterstate, mixed (λ) with the end of the game (each player's share of the win).

The games go in **generations**: every game of a generation is played with the same table (the
last generation's), in jobs of :data:`BATCH` games, each game seeded by the seed, the
generation and its number alone, so that jobs can run anywhere (:mod:`py_games.parallel`:
processes here, a Dask cluster beyond) and come back in any order. Their samples are then
learned from in game order, here: the same settings make the same table whatever the workers.
After each generation the table and the progress are saved in ``--out`` (a checkpoint: run the
same command again to go on from it), and a line says what it gained: the mean error of its
values against what followed, and, every ``--check`` generations, how its table alone (each
step the best afterstate, no search) fares against the search's level 1 and 2.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING, Any

from .. import ai, parallel
from ..core.errors import GameError, quoted
from ..learned import Table, logistic
from ..registry import get_game, tuning

if TYPE_CHECKING:
    from ..core.game import Game, Move, State

TABLE, PROGRESS = "table.bin", "progress.json"
"""The files a training keeps in its ``--out`` folder."""


@dataclass(frozen=True)
class Settings:
    """What a training is: the same settings always make the same table."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    games: int = 2000
    """Games of self-play in all."""
    generation: int = 100
    """Games played with one table before learning from them."""
    seed: str = "train"
    rate: float = 0.05
    """How far one sample moves each of its weights (divided by the number of its patterns)."""
    lambda_: float = 0.7
    """How much an afterstate learns from the end of the game rather than the next one."""
    explore: float = 0.1
    """The share of steps chosen at random in self-play."""
    opening: int = 2
    """Steps at random at the start of every game, so that games differ."""
    check: int = 5
    """Every this many generations, check the table against the search (0: never)."""
    check_games: int = 20

    def __post_init__(self) -> None:
        for name in ("games", "generation", "check_games"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise GameError(f"{name} is a whole number from 1, not {value!r}")
        for name in ("rate", "lambda_", "explore"):
            value = getattr(self, name)
            if not isinstance(value, float) or not 0 <= value <= 1:
                raise GameError(f"{name.rstrip('_')} is a number from 0 to 1, not {value!r}")


Sample = tuple[list[int], float]
"""What one afterstate teaches: the patterns its player saw, and the value to pull towards."""


BATCH = 25
"""Games a job plays (the table goes to a job once, for all of them): fixed, so that the
games and their order do not depend on how many workers play them."""


@dataclass(frozen=True)
class Job:
    """Games of self-play: the settings, the table to play with (its bytes), the generation
    and the games' numbers in it."""

    settings: Settings
    table: bytes
    generation: int
    numbers: range


def self_play(job: Job) -> list[list[Sample]]:
    """Play ``job``'s games with its table and return each one's samples (a top-level
    function: jobs are pickled to other processes)."""
    settings = job.settings
    game = get_game(settings.game, **settings.options)
    table = Table.from_bytes(job.table)
    return [play_one(settings, game, table, job.generation, number) for number in job.numbers]


def play_one(
    settings: Settings, game: Game[Any, Any], table: Table, generation: int, number: int
) -> list[Sample]:
    """Game ``number`` of ``generation``, played with ``table``: its samples."""
    tuned = tuning(game)
    rng = Random(ai.seed_bytes(f"{settings.seed}/{generation}/{number}"))
    state = game.initial_state()
    # Each player's afterstates: their patterns and their value, in order.
    seen: list[list[tuple[list[int], float]]] = [[] for _ in range(game.players)]
    steps = 0
    while not game.is_over(state):
        mover = game.to_move(state)
        assert mover is not None
        moves = game.steps(state)
        if steps < settings.opening or rng.random() < settings.explore:
            state = game.successor(state, rng.choice(moves))
            after_patterns = None
        else:
            state, after_patterns = _best(game, tuned, table, state, moves=moves, mover=mover)
        steps += 1
        if game.is_over(state):
            break
        patterns = after_patterns or tuned.patterns(state, mover) or []
        seen[mover].append((patterns, table.value(patterns)))
    rewards = ai.rewards(game, state)
    samples: list[Sample] = []
    for player, afterstates in enumerate(seen):
        # λ-returns, from the end backwards: G = (1-λ)·(next value) + λ·(next G).
        target = rewards[player]
        for patterns, value in reversed(afterstates):
            samples.append((patterns, target))
            target = (1 - settings.lambda_) * value + settings.lambda_ * target
    return samples


def _best(
    game: Game[Any, Any],
    tuned: Any,
    table: Table,
    state: State,
    *,
    moves: Sequence[Move],
    mover: int,
) -> tuple[State, list[int] | None]:
    """The afterstate ``mover`` values most (a win at once first), and its patterns."""
    best: tuple[float, State, list[int] | None] | None = None
    for move in moves:
        after = game.successor(state, move)
        if game.is_over(after):
            value, patterns = ai.rewards(game, after)[mover], None
        else:
            patterns = tuned.patterns(after, mover) or []
            value = table.value(patterns)
        if best is None or value > best[0]:
            best = (value, after, patterns)
    assert best is not None  # the game is not over: there is a step
    return best[1], best[2]


def learn(weights: dict[int, float], samples: Sequence[Sample], rate: float) -> float:
    """Pull ``weights`` towards every sample in turn (logistic regression's step); the mean
    absolute error before each step."""
    error = 0.0
    get = weights.get
    for patterns, target in samples:
        if not patterns:
            continue
        value = logistic(sum(get(p, 0.0) for p in patterns))
        delta = target - value
        error += abs(delta)
        step = rate * delta / len(patterns)
        for p in patterns:
            weights[p] = get(p, 0.0) + step
    return error / max(len(samples), 1)


def greedy(table: Table) -> ai.Player:
    """A player that takes, every step, the afterstate its table values most (no search)."""

    def choose(game: Game[Any, Any], state: State) -> Move:
        mover = game.to_move(state)
        assert mover is not None
        tuned = tuning(game)
        after, _patterns = _best(game, tuned, table, state, moves=game.steps(state), mover=mover)
        for move in game.steps(state):
            if game.successor(state, move) == after:
                return move  # type: ignore[no-any-return]
        raise AssertionError("the best afterstate came from no step")

    return choose


def check_game(job: tuple[Settings, bytes, int, int]) -> float:
    """One game of a check (a top-level function: it is pickled): ``(settings, table, level,
    number)``; the table's greedy player's points against ``level``, seats swapped every game
    (a draw or a shared win half a point)."""
    from ..ratings.play import play_game  # noqa: PLC0415 (only a training checks)

    settings, table, level, number = job
    game = get_game(settings.game, **settings.options)
    sides = (greedy(Table.from_bytes(table)), ai.player(level, f"{settings.seed}/check/{number}"))
    winner = play_game(game, sides, number)["winner"]
    return 1.0 if winner == 0 else 0.5 if winner is None else 0.0


def check(settings: Settings, table: Table, level: int, pool: Any = None) -> float:
    """The table's greedy player's points against ``level`` in :attr:`Settings.check_games`
    games (:func:`check_game`)."""
    data = table.to_bytes()
    jobs = [(settings, data, level, n) for n in range(settings.check_games)]
    return sum(parallel.run_in_order(check_game, jobs, pool))


@dataclass
class Progress:
    """Where a training stands (its checkpoint's ``progress.json``)."""

    settings: Settings
    generations: int = 0
    summaries: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {**asdict(self), "settings": asdict(self.settings)}


def train(
    settings: Settings,
    out: Path,
    workers: int = 1,
    scheduler: str | None = None,
    say: Any = None,
) -> Table:
    """Train (or go on training, from ``out``'s checkpoint) and return the table."""
    say = say or (lambda text: print(text, file=sys.stderr, flush=True))
    out.mkdir(parents=True, exist_ok=True)
    progress, table = resume(settings, out)
    total = -(-settings.games // settings.generation)
    if progress.generations:
        say(f"going on from generation {progress.generations} of {total} ({out})")
    with parallel.executor(workers, scheduler) as pool:
        while progress.generations < total:
            number = progress.generations
            started = time.monotonic()
            count = min(settings.generation, settings.games - number * settings.generation)
            data = table.to_bytes()
            jobs = [
                Job(settings, data, number, range(first, min(first + BATCH, count)))
                for first in range(0, count, BATCH)
            ]
            weights = table.weights()
            error, samples = 0.0, 0
            for games in parallel.run_in_order(self_play, jobs, pool):
                for found in games:
                    error += learn(weights, found, settings.rate) * len(found)
                    samples += len(found)
            progress.generations += 1
            table = Table(weights, about(settings, progress.generations))
            summary: dict[str, Any] = {
                "generation": progress.generations,
                "games": progress.generations * settings.generation,
                "samples": samples,
                "error": round(error / max(samples, 1), 4),
                "patterns": len(table),
                "seconds": round(time.monotonic() - started, 1),
            }
            if settings.check and progress.generations % settings.check == 0:
                for level in (1, 2):
                    summary[f"vs level {level}"] = check(settings, table, level, pool)
            summary["seconds"] = round(time.monotonic() - started, 1)
            progress.summaries.append(summary)
            save(out, table, progress)
            say(describe(summary, total, settings.check_games))
    return table


def about(settings: Settings, generations: int) -> dict[str, Any]:
    """What a table says of itself: its game and how it was made."""
    return {
        "game": settings.game,
        "options": settings.options,
        "seed": settings.seed,
        "games": min(settings.games, generations * settings.generation),
        "generations": generations,
        "made by": "python -m py_games train (py_games.training)",
    }


def describe(summary: dict[str, Any], total: int, check_games: int) -> str:
    """One generation's line of progress."""
    checks = "".join(
        f", {summary[key]:g}/{check_games} {key}"
        for key in ("vs level 1", "vs level 2")
        if key in summary
    )
    return (
        f"generation {summary['generation']}/{total}: {summary['games']} games, "
        f"error {summary['error']:.4f}, {summary['patterns']} patterns{checks} "
        f"({summary['seconds']} s)"
    )


def resume(settings: Settings, out: Path) -> tuple[Progress, Table]:
    """The checkpoint in ``out`` if it is of the same training, else a fresh start; a
    checkpoint of other settings is refused rather than mixed in."""
    path = out / PROGRESS
    if not path.exists():
        return Progress(settings), Table({}, about(settings, 0))
    try:
        found = json.loads(path.read_text())
        kept = Settings(**found["settings"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise GameError(f"{quoted(str(path))} is not a training's progress: {error}") from None
    same = {k: v for k, v in asdict(kept).items() if k != "games"}
    if same != {k: v for k, v in asdict(settings).items() if k != "games"}:
        raise GameError(
            f"{quoted(str(out))} holds a training with other settings: "
            "give another --out, or the same settings to go on"
        )
    table = Table.from_bytes((out / TABLE).read_bytes())
    return Progress(settings, int(found["generations"]), list(found["summaries"])), table


def save(out: Path, table: Table, progress: Progress) -> None:
    """Write the checkpoint: the table first, then the progress that names it, each through
    a temporary file, so that a run stopped at any moment leaves a checkpoint to go on from."""
    for name, data in (
        (TABLE, table.to_bytes()),
        (PROGRESS, json.dumps(progress.to_json(), indent=1).encode()),
    ):
        partial = out / f"{name}.partial"
        partial.write_bytes(data)
        partial.replace(out / name)
