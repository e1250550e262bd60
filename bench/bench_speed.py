"""What a faster search buys (issue 24): this checkout's search against an older one's.

Run: ``.venv/bin/python bench/bench_speed.py`` (a few minutes; ``--games``, ``--seconds``,
``--level``, ``--time-limit``, ``--game ID`` to narrow it). The older code is taken from git
(``--old``, default the commit before the speed-up) with ``git archive`` into a temporary
folder and imported beside this checkout's as the package ``py_games_old`` (every import
inside ``py_games`` is relative), so both run in the same process, in turn, on the same
machine load: read the ratios, not the absolute numbers.

Two tables:

1. **Playouts per second**, old and new, from each game's start: the search's own playout
   (``bench_ai.fast_playout``), ``--seconds`` of this process's CPU time per game and
   version (``time.process_time``: other work on a shared machine slows the clock's rate,
   not this), in five rounds that alternate the versions; a rate is its best round.
2. **Equal time**: the same level, new against old, with ``--time-limit`` seconds per step
   (the browser gives a step about 3 s; a limit this short makes the level's budget
   unreachable here too, so that the time decides how far each side searches). Seconds on
   the clock, as the page counts them. The sides swap
   seats every game; a draw counts half. *iterations/step* is the mean search per step.
"""

from __future__ import annotations

import argparse
import importlib
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import py_games
from py_games import ai
from py_games.registry import PARTS
from py_games.tuning import Tuning

ROOT = Path(__file__).resolve().parents[1]
BEFORE = "0b254f77d32ac47981efde451f990ff42f31fc33"
"""The commit before the speed-up (main on 2026-11-24)."""
GAMES = tuple(PARTS)
TUNED = [game_id for game_id, parts in PARTS.items() if parts.tuning is not Tuning]
"""The games whose search has playouts of its own (a tuning): those the speed-up is for."""
ROUNDS = 5


def load_old(ref: str, into: Path) -> ModuleType:
    """``py_games`` as it was at ``ref``, imported as ``py_games_old``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", ref, "py_games"], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    (into / "py_games").rename(into / "py_games_old")
    sys.path.insert(0, str(into))
    return importlib.import_module("py_games_old")


def playout(package: ModuleType, game: Any, state: Any, rng: random.Random) -> None:
    """``ai.Search._playout`` as ``bench_ai.fast_playout`` plays it, with ``package``'s code."""
    search_ai = package.ai
    tuned = search_ai.tuning(game)
    # A game's playout in one go (Tuning.playout), where this version has one.
    if hasattr(tuned, "playout") and tuned.playout(state, rng) is not None:
        return
    for _ in range(tuned.playout_steps or search_ai.PLAYOUT_LIMIT):
        if game.is_over(state):
            break
        state = game.successor(state, tuned.playout_move(state, rng))
    if game.is_over(state) or tuned.estimate(state) is None:
        search_ai.rewards(game, state)


def rates(old: ModuleType, game_ids: list[str], seconds: float) -> dict[str, list[float]]:
    """Game id -> [old, new] playouts per second, the best of :data:`ROUNDS` rounds each."""
    versions = (old, py_games)
    best = {g: [0.0, 0.0] for g in game_ids}
    games = {(g, v): package.get_game(g) for g in game_ids for v, package in enumerate(versions)}
    rngs = {key: random.Random(f"{key[0]}/{key[1]}") for key in games}
    for _ in range(ROUNDS):
        for game_id in game_ids:
            for v, package in enumerate(versions):
                game, rng = games[game_id, v], rngs[game_id, v]
                state = game.initial_state()
                count, start = 0, time.process_time()
                while (elapsed := time.process_time() - start) < seconds / ROUNDS or count < 2:
                    playout(package, game, state, rng)
                    count += 1
                best[game_id][v] = max(best[game_id][v], count / elapsed)
    return best


def match(
    old: ModuleType, game_id: str, *, level: int, limit: float, games: int, seed: str
) -> dict[str, Any]:
    """``games`` games of ``level`` new against ``level`` old at ``limit`` seconds a step."""
    versions = (py_games, old)  # side 0 new, side 1 old
    score = [0.0, 0.0]
    iterations, steps = [0, 0], [0, 0]
    for number in range(games):
        boards = [package.get_game(game_id) for package in versions]
        states = [game.initial_state() for game in boards]
        side_of = [(seat + number) % 2 for seat in (0, 1)]
        turn = 0
        while (seat := boards[0].to_move(states[0])) is not None:
            side = side_of[seat]
            search = versions[side].ai.Search(
                boards[side], states[side], level=level, seed=f"{seed}/{number}/{turn}"
            )
            search.run(time_limit=limit)
            move = str(search.best())
            iterations[side] += search.iterations
            steps[side] += 1
            states = [game.apply(s, move) for game, s in zip(boards, states, strict=True)]
            turn += 1
        outcome = boards[0].outcome(states[0])
        assert outcome is not None
        for seat in outcome.winners:
            score[side_of[seat]] += 1 / len(outcome.winners)
    return {
        "games": games,
        "score": score,
        "per_step": [iterations[s] / max(steps[s], 1) for s in (0, 1)],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--old", default=BEFORE, help="git ref of the older code")
    parser.add_argument("--game", choices=GAMES, action="append", help="(repeatable)")
    parser.add_argument("--seconds", type=float, default=2.0, help="per game and version")
    parser.add_argument("--level", type=int, default=3)
    parser.add_argument("--time-limit", type=float, default=0.25, help="seconds per step")
    parser.add_argument("--games", type=int, default=10, help="games per match (0: none)")
    parser.add_argument(
        "--match",
        action="append",
        choices=GAMES,
        help="a game to match (default: the games with a tuning of their own, "
        "those the speed-up is for; repeatable)",
    )
    parser.add_argument("--seed", default="speed")
    args = parser.parse_args()
    game_ids = args.game or list(GAMES)
    with tempfile.TemporaryDirectory(prefix="bench-speed-") as tmp:
        old = load_old(args.old, Path(tmp))
        found = rates(old, game_ids, args.seconds)
        print(f"Playouts per second from the start, old ({args.old[:10]}) and new, one run")
        print()
        print("| game       | old /s | new /s | new ÷ old |")
        print("|------------|-------:|-------:|----------:|")
        for game_id, (before, after) in found.items():
            print(f"| {game_id:<10} | {before:>6.0f} | {after:>6.0f} | {after / before:>9.2f} |")
        if not args.games:
            return
        print()
        print(f"Level {args.level}, new against old, {args.time_limit} s a step, seats swapped")
        print()
        print("| game       | games | new score | old score | iterations/step new | old |")
        print("|------------|------:|----------:|----------:|--------------------:|----:|")
        for game_id in args.match or TUNED:
            got = match(old, game_id, level=args.level, limit=args.time_limit, games=args.games,
                        seed=args.seed)  # fmt: skip
            (new_score, old_score), (new_it, old_it) = got["score"], got["per_step"]
            print(f"| {game_id:<10} | {got['games']:>5} | {new_score:>9g} | {old_score:>9g} "
                  f"| {new_it:>19.0f} | {old_it:>3.0f} |", flush=True)  # fmt: skip
        _ = ai  # this checkout's search, imported first so that it is the one named py_games


if __name__ == "__main__":
    main()
