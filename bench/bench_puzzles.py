"""Every shipped puzzle proved again, and how long judging a try takes (py_games.puzzles).

Run: ``.venv/bin/python bench/bench_puzzles.py`` (``--workers 2`` to prove in two processes;
``--game ID`` for one game). For every puzzle of each game's ``puzzles.jsonl``:

1. **Proof**: :func:`~py_games.puzzles.prove` at the depth the set was mined at (the game's
   ``data/mining.json``, read by ``tools/ship_puzzles.py``'s ``settings``) finds exactly one
   winning step, the stored one, within the stored depth, and the stored counts of steps and
   plausible steps;
2. **Line**: the stored solution line is legal, as long as the depth, and ends in the
   solver's win;
3. **Judging**: the solution line played through :func:`~py_games.puzzles.play.judge`, each
   answer on the line, ends ``right``; one wrong first step (seeded) is ``wrong`` with a
   legal refutation. The slowest judgement is reported: the Puzzles page runs it in
   Pyodide, a few times slower than CPython.

It prints a table per game (puzzles, failures, proof seconds, slowest judgement) and exits 1
when any puzzle fails.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from ship_puzzles import settings

from py_games.puzzles import play, prove

SETS = settings()
"""Each game's mining settings, its depth among them."""


def check(job: tuple[str, int]) -> tuple[str, int, list[str], float, float]:
    """One puzzle: its failures, proof seconds and slowest judgement (seconds)."""
    game_id, number = job
    puzzle = play.puzzle_set(game_id)[number - 1]
    game = play.game_of(puzzle)
    start = game.from_position(puzzle.position)
    solver = game.to_move(start)
    failures = []
    began = time.perf_counter()
    proof = prove(game, start, SETS[game_id]["depth"])
    proved = time.perf_counter() - began
    if proof.wins != {puzzle.solution: puzzle.depth}:
        failures.append(f"proof: {proof.wins}, stored {puzzle.solution} in {puzzle.depth}")
    if (proof.steps, proof.plausible) != (puzzle.steps, puzzle.plausible):
        failures.append("counts of steps differ")
    state = start
    for step in puzzle.line:
        state = game.apply(state, step)
    outcome = game.outcome(state)
    if len(puzzle.line) != puzzle.depth or outcome is None or solver not in outcome.winners:
        failures.append(f"line {puzzle.line} does not win in {puzzle.depth}")
    slowest = 0.0
    moves: list[str] = []
    status = "turn"
    while len(moves) < len(puzzle.line) and status != "right":
        moves.append(puzzle.line[len(moves)])
        began = time.perf_counter()
        judged = play.judge(puzzle, moves)
        slowest = max(slowest, time.perf_counter() - began)
        status = judged.status
        if status not in ("turn", "again", "right"):
            failures.append(f"the solution is {status} after {moves}")
            break
        moves += judged.replies
    if status != "right":
        failures.append(f"the solution ends {status}")
    wrong = [str(m) for m in game.legal_moves(start) if str(m) != puzzle.solution]
    step = random.Random(number).choice(wrong)
    began = time.perf_counter()
    judged = play.judge(puzzle, [step])
    slowest = max(slowest, time.perf_counter() - began)
    if judged.status != "wrong":
        failures.append(f"the wrong step {step} is {judged.status}")
    after = game.apply(start, step)
    for reply in judged.refutation:
        after = game.apply(after, reply)
    return game_id, number, failures, proved, slowest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=list(SETS))
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    game_ids = [args.game] if args.game else list(SETS)
    failed = 0
    print("| Game | puzzles | depth | failures | proofs (s) | slowest proof (s) | "
          "slowest judgement (ms) | wall (s) |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|")
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    for game_id in game_ids:
        jobs = [(game_id, n) for n in range(1, len(play.puzzle_set(game_id)) + 1)]
        began = time.perf_counter()
        results = list(pool.map(check, jobs) if pool else map(check, jobs))
        wall = time.perf_counter() - began
        for _, number, failures, _, _ in results:
            for failure in failures:
                print(f"{game_id}/{number}: {failure}", file=sys.stderr)
        bad = sum(1 for r in results if r[2])
        failed += bad
        print(
            f"| {game_id} | {len(results)} | {SETS[game_id]['depth']} | {bad} | "
            f"{sum(r[3] for r in results):.1f} | {max(r[3] for r in results):.2f} | "
            f"{max(r[4] for r in results) * 1000:.0f} | {wall:.1f} |",
            flush=True,
        )
    if pool is not None:
        pool.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
