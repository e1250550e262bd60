"""How long Make a puzzle takes, in CPython and in Pyodide (issue 42: "within ~10 s on a
phone-class budget").

Run: ``.venv/bin/python build.py && .venv/bin/python bench/bench_make_puzzle.py
[--positions 4] [--game ID]``. For each game, the start and the positions a quarter, half and
three quarters into a seeded random game (``--positions`` in all) are each made a puzzle
(:class:`py_games.puzzles.making.Making`, its node budget, its answer: a puzzle or why not),
once in this process and once in Pyodide in headless Chromium (the built site's runtime,
wheel and parts, one page per game at a time). The table gives, per game, the answers, the
nodes searched (the most), and the seconds the slowest position took in each, with their ratio.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from in_pyodide import run_in_pyodide  # noqa: E402

from py_games.registry import GAMES  # noqa: E402

CODE = """
import json, random, time
from py_games import get_game
from py_games.puzzles.making import Making

def positions(game, count):
    rng, state, line = random.Random(f"bench/{game.id}"), game.initial_state(), []
    while not game.is_over(state):
        line.append(state)
        state = game.successor(state, rng.choice(game.legal_moves(state)))
    return [line[len(line) * k // count] for k in range(count)]

found = []
for game_id in GAMES_ASKED:
    game = get_game(game_id)
    for state in positions(game, COUNT):
        making = Making(game, state)
        started = time.perf_counter()
        making.run()
        seconds = time.perf_counter() - started
        verdict = making.verdict
        found.append({"game": game_id, "nodes": making.nodes, "seconds": seconds,
                      "answer": verdict.why or f"puzzle in {verdict.puzzle.depth}"})
json.dumps(found)
"""


def code(games: list[str], count: int) -> str:
    return CODE.replace("GAMES_ASKED", repr(games)).replace("COUNT", repr(count))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    chosen = args.game or list(GAMES)
    here: dict[str, Any] = {}
    exec(compile(code(chosen, args.positions), "bench", "exec"), here)  # the same code, here
    cpython = here["found"]
    (pyodide,) = run_in_pyodide(args.dist, [code(chosen, args.positions)])
    print("| game | answers | nodes (most) | slowest s, CPython | slowest s, Pyodide | ratio |")
    print("|---|---|---:|---:|---:|---:|")
    for game_id in chosen:
        mine = [r for r in cpython if r["game"] == game_id]
        theirs = [r for r in pyodide if r["game"] == game_id]  # type: ignore[union-attr]
        answers = ", ".join(r["answer"] for r in mine)
        slow = max(r["seconds"] for r in mine), max(r["seconds"] for r in theirs)
        print(f"| {game_id} | {answers} | {max(r['nodes'] for r in mine):,} | {slow[0]:.1f} "
              f"| {slow[1]:.1f} | {slow[1] / slow[0]:.2f} |", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
