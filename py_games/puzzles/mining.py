"""Puzzles mined from seeded games: :func:`mine`, :class:`Puzzle`.

A *puzzle* is a position where exactly one legal step wins within the depth asked for (see
:mod:`.proof` for what winning means) and at least one other legal step exists. Its
*difficulty* is ``plies + floor(log2(plausible))``: the plies the proof needs to reach the
end, plus a point for every doubling of the plausible steps (those that do not end the game
at once without the mover winning), so a win in 1 among 2 steps is 2, and a win in 5 among
100 steps is 11.

Where positions come from: job ``n`` plays one game from the start, seeded
``f"{seed}/{n}"``, with the steps a search's playouts take (:func:`py_games.ai.tuning`: any
legal step, Tonga's touching pairs, Nonaga's winning slides), and looks at the positions
within ``depth`` plies of its end, latest first. Jobs run in batches of a fixed size and
their puzzles are kept in job order, so the same seed gives the same puzzles, and the same
counts, whatever the number of workers.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from .. import ai, parallel
from ..core.errors import GameError
from ..registry import get_game
from .proof import BUDGET, BudgetExceeded, Prover, prove

if TYPE_CHECKING:
    from ..core.game import State

BATCH = 8
"""Jobs handed out at once: fixed, so the jobs run, and so the counts, never depend on workers."""
LINE = 2_000
"""Steps a seeded game may take; one that has not ended by then is given up (Nonaga wanders)."""


@dataclass(frozen=True)
class Puzzle:
    """A proved puzzle, as a JSON line holds it."""

    game: str
    options: dict[str, Any]
    position: str
    solution: str
    depth: int
    """Plies the winning step needs to reach the end of the game, itself included."""
    steps: int
    """Legal steps in the position."""
    plausible: int
    difficulty: int
    seed: str
    """The seed of the game it came from, ``f"{seed}/{job}"``."""
    ply: int
    """Steps played in that game before the position."""
    line: tuple[str, ...] = ()
    """The solution played out to the end: the winning step, then every other player's
    longest defence and the solver's fastest win (:meth:`.Prover.line`)."""

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["line"] = list(self.line)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Puzzle:
        """A puzzle as :meth:`to_json` wrote it (a line written before ``line`` was: none)."""
        known = {name: data[name] for name in cls.__dataclass_fields__ if name in data}
        known["line"] = tuple(known.get("line", ()))
        return cls(**known)


@dataclass
class Tally:
    """What a mining run looked at: the summary the command prints."""

    games: int = 0
    unfinished: int = 0
    """Games that had not ended within :data:`LINE` steps."""
    positions: int = 0
    proved: int = 0
    """Positions with at least one winning step."""
    kept: int = 0
    skipped: int = 0
    """Positions whose proof exceeded the node budget."""
    nodes: int = 0
    seconds: float = 0.0
    puzzles: list[Puzzle] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in ("games", "unfinished", "positions", "proved", "kept", "skipped", "nodes"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.puzzles.extend(other.puzzles)


def difficulty(depth: int, plausible: int) -> int:
    """``depth + floor(log2(plausible))`` (see the module)."""
    return depth + int(math.log2(max(plausible, 1)))


def mine(
    game_id: str,
    options: Mapping[str, object] | None = None,
    count: int = 10,
    seed: int | str = 0,
    max_depth: int = 3,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    budget: int = BUDGET,
    max_games: int = 500,
    progress: Callable[[Tally], None] | None = None,
) -> Tally:
    """Up to ``count`` puzzles of ``game_id``, from at most ``max_games`` seeded games.

    ``workers`` above 1 runs the jobs in a process pool; ``executor`` runs them in any
    :class:`concurrent.futures.Executor` instead (a Dask client's ``get_executor()``).
    ``progress`` is called with the running tally after every batch. What comes after
    ``max_depth`` is keyword-only.
    """
    game = get_game(game_id, **dict(options or {}))  # refuses bad options before any work
    for name, value, low in (("count", count, 1), ("workers", workers, 1),
                             ("max_games", max_games, 1), ("budget", budget, 1)):  # fmt: skip
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise GameError(f"{name} is a whole number from {low}, not {value!r}")
    if isinstance(max_depth, bool) or not isinstance(max_depth, int) or not 1 <= max_depth <= 40:
        raise GameError(f"a depth is a whole number of plies from 1 to 40, not {max_depth!r}")
    settings = (game.id, dict(game.options), str(seed), max_depth, budget)
    start = time.perf_counter()
    total = Tally()
    with parallel.executor(1 if executor is not None else workers) as own:
        pool = executor if executor is not None else own
        for first in range(0, max_games, BATCH):
            jobs = range(first, min(first + BATCH, max_games))
            for result in parallel.run_in_order(_job, [(*settings, n) for n in jobs], pool):
                total.add(result)  # in job order, whoever ran them
            total.seconds = time.perf_counter() - start
            if progress is not None:
                progress(total)
            if len(total.puzzles) >= count:
                break
    del total.puzzles[count:]
    return total


def _job(args: tuple[str, dict[str, Any], str, int, int, int]) -> Tally:
    """One seeded game and the puzzles near its end (a top-level function: it is pickled)."""
    game_id, options, seed, max_depth, budget, number = args
    game = get_game(game_id, **options)
    job_seed = f"{seed}/{number}"
    rng = random.Random(ai.seed_bytes(job_seed))
    playouts = ai.tuning(game)
    line: list[State] = [game.initial_state()]
    while not game.is_over(line[-1]) and len(line) <= LINE:
        line.append(game.successor(line[-1], playouts.playout_move(line[-1], rng)))
    tally = Tally(games=1)
    if not game.is_over(line[-1]):
        tally.unfinished = 1
        return tally
    for ply in range(len(line) - 2, max(len(line) - 2 - max_depth, -1), -1):
        state = line[ply]
        tally.positions += 1
        try:
            proof = prove(game, state, max_depth, budget)
        except BudgetExceeded:
            tally.skipped += 1
            continue
        tally.nodes += proof.nodes
        if proof.wins:
            tally.proved += 1
        if len(proof.wins) == 1 and proof.steps > 1:
            ((solution, depth),) = proof.wins.items()
            prover = Prover(game, proof.player, budget)
            try:
                rest = prover.line(game.apply(state, solution), depth - 1)
            except BudgetExceeded:
                tally.skipped += 1
                continue
            finally:
                tally.nodes += prover.nodes
            tally.kept += 1
            tally.puzzles.append(Puzzle(
                game.id, dict(game.options), game.position(state), solution, depth,
                proof.steps, proof.plausible, difficulty(depth, proof.plausible), job_seed, ply,
                (solution, *(str(step) for step in rest)),
            ))  # fmt: skip
    return tally
