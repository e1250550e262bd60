"""bench_learned.py's match again in the browser: Pyodide in headless Chromium, the site's own
runtime, wheel and parts, each step capped at the page's 3 s (issue 41's browser sample).

Run: ``.venv/bin/python build.py && .venv/bin/python bench/bench_learned_browser.py
[--games 20] [--pages 2] [--game ID] [--cap 3] [--level N]``. Each of ``--pages`` pages (one
per core) plays every ``--pages``-th game in a worker: level 4 (or ``--level``: 2 is the
hint's search) with the game's table against the same level with random playouts, seats
swapped every game, each step searching its level's budget or ``--cap`` seconds, whichever
ends first, as the page's computer does; ``--amaf``: with all-moves statistics instead of the
table (``bench_learned.py --amaf``). Prints the same table as bench_learned.py, with the
iterations each side reached per step.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_learned import scored  # noqa: E402 (beside this file)
from in_pyodide import run_in_pyodide  # noqa: E402

from py_games import get_game  # noqa: E402
from py_games.learned import table_of  # noqa: E402
from py_games.registry import GAMES  # noqa: E402

MATCH = """
import json, time
from py_games import ai, get_game
from py_games.learned import table_of
from py_games.ratings.play import play_game

def side(learning, seed, cap, reached):
    count = 0
    def choose(game, state):
        nonlocal count
        count += 1
        table = table_of(game) if learning and not AMAF else None
        search = ai.Search(game, state, LEVEL, f"{seed}/{count}", table=table, learning=False,
                           amaf=AMAF and learning)
        search.run(cap)
        reached.append(search.iterations)
        return search.best()
    return choose

results = []
for number in NUMBERS:
    game = get_game(GAME)
    reached = ([], [])
    sides = (side(True, f"learned/{number}", CAP, reached[0]),
             side(False, f"playouts/{number}", CAP, reached[1]))
    played = play_game(game, sides, number)
    played["iterations"] = [sum(r) / max(len(r), 1) for r in reached]
    results.append(played)
    say(json.dumps(played))
json.dumps(results)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--pages", type=int, default=2)
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--cap", type=float, default=3.0, help="seconds a step may search")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--level", type=int, choices=range(1, 5), default=4)
    parser.add_argument("--amaf", action="store_true", help="all-moves statistics, no table")
    args = parser.parse_args()
    chosen = args.game or [g for g in GAMES if table_of(get_game(g)) is not None]
    new = "all-moves" if args.amaf else "learned"
    print(f"| game | {new} level {args.level} against level {args.level} with playouts, "
          f"in Pyodide | points | 95% interval | s/step {new} | s/step playouts "
          f"| iterations/step {new} "
          "| iterations/step playouts | games |")  # fmt: skip
    print("|---|---|---:|---|---:|---:|---:|---:|---:|")
    for game_id in chosen:
        codes = []
        for first in range(args.pages):
            numbers = list(range(first, args.games, args.pages))
            code = MATCH.replace("NUMBERS", repr(numbers)).replace("GAME", repr(game_id))
            code = code.replace("LEVEL", repr(args.level)).replace("AMAF", repr(args.amaf))
            codes.append(code.replace("CAP", repr(args.cap)))
        results: list[dict[str, Any]] = []
        for done in run_in_pyodide(args.dist, codes):
            results += done  # type: ignore[arg-type]
        report(game_id, results)


def report(game_id: str, results: list[dict[str, Any]]) -> None:
    reached = [statistics.mean(r["iterations"][s] for r in results) for s in (0, 1)]
    print(f"| {game_id} | {scored(results)} | {reached[0]:.0f} | {reached[1]:.0f} "
          f"| {len(results)} |", flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
