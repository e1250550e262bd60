"""What all-moves statistics cost a level's search (issue 41): its time against the plain
search's, over the positions of whole games, and the budget that would take the plain time.

Run: ``.venv/bin/python bench/bench_amaf_cost.py --game ID [--level 4] [--games 2]
[--every 5] [--iterations N]``. Game ``g`` is played by the hint's level (level 2, seeded
``cost/g``), so that its positions are a game's, not a random playout's; at every
``--every``-th of its positions the level's plain search and its search with all-moves
statistics (``--iterations``, else the budget the game gives it) each run once, in turn,
timed. A row per position; then, summed over them all, the time ratio and the budget of
all-moves iterations that would take the plain search's time.

Why whole games: how much an iteration costs changes along a game. Late in it a search with
all-moves statistics keeps to fewer lines, its tree reaches the end sooner, and its playouts
are short, so it can cost less than a plain one there while costing more in the opening. A
budget set from the opening alone is too short for a whole game.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from py_games import ai, get_game
from py_games.core.game import Game, Move, State
from py_games.registry import GAMES


def positions(game: Game[State, Move], number: int) -> list[State]:
    """The positions of game ``number``, played by the hint's level on both sides."""
    state, seen = game.initial_state(), []
    while not game.is_over(state):
        seen.append(state)
        search = ai.Search(game, state, ai.HINT_LEVEL, f"cost/{number}/{len(seen)}")
        search.run()
        state = game.successor(state, search.best())
    return seen


def timed(search: ai.Search) -> float:
    started = time.perf_counter()
    search.run()
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--level", type=int, choices=range(1, 5), default=4)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=None)
    args = parser.parse_args()
    game = get_game(args.game)
    if not ai.tuning(game).step_keys():
        parser.error(f"{args.game} names no steps: its search has no all-moves statistics")
    print("| game | ply | s plain | s all-moves | iterations all-moves | ratio |")
    print("|---:|---:|---:|---:|---:|---:|")
    totals = [0.0, 0.0]
    budget = 0
    for number in range(args.games):
        for ply, state in enumerate(positions(game, number)):
            if ply % args.every:
                continue
            plain = ai.Search(game, state, args.level, "cost", learning=False, amaf=False)
            keyed = ai.Search(game, state, args.level, "cost", learning=False, amaf=True)
            if args.iterations is not None:
                keyed.budget = args.iterations
            budget = keyed.budget
            spent = (timed(plain), timed(keyed))
            totals[0] += spent[0]
            totals[1] += spent[1]
            print(f"| {number} | {ply} | {spent[0]:.2f} | {spent[1]:.2f} | {keyed.iterations:,} "
                  f"| {spent[1] / max(spent[0], 1e-9):.2f} |", flush=True)  # fmt: skip
    ratio = totals[1] / max(totals[0], 1e-9)
    print(f"\nSummed: all-moves {totals[1]:.1f} s at {budget:,} iterations against plain "
          f"{totals[0]:.1f} s at {ai.LEVELS[args.level]:,}: {ratio:.2f} times; the plain "
          f"time would take about {round(budget / ratio):,} all-moves iterations.")  # fmt: skip


if __name__ == "__main__":
    main()
