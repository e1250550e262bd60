"""What an addition to a level's search costs (issue 41): its time against the search
without it, over the positions of whole games, and the budget that would take the time
without it. The additions: all-moves statistics (by default), or, with ``--minimax W``, the
learned search's minimax weighed by W (``Tuning.learned_minimax``) against none.

Run: ``.venv/bin/python bench/bench_search_cost.py --game ID [--level 4] [--games 2]
[--every 5] [--iterations N] [--minimax W]``. Game ``g`` is played by the hint's level
(level 2, seeded ``cost/g``), so that its positions are a game's, not a random playout's; at
every ``--every``-th of its positions the level's search without the addition and with it
(``--iterations``, else the budget the game gives it) each run once, in turn, timed. A row
per position; then, summed over them all, the time ratio and the budget with the addition
that would take the time without it.

Why whole games: how much an iteration costs changes along a game. Late in it a search with
all-moves statistics keeps to fewer lines, its tree reaches the end sooner, and its playouts
are short, so it can cost less than a plain one there while costing more in the opening. A
budget set from the opening alone is too short for a whole game.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from py_games import ai, get_game
from py_games.core.game import Game, Move, State
from py_games.learned import table_of
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
    parser.add_argument("--minimax", type=float, default=None)
    args = parser.parse_args()
    game = get_game(args.game)
    searches = pair(game, args.level, args.minimax, parser)
    added = "all-moves" if args.minimax is None else f"minimax {args.minimax:g}"
    print(f"| game | ply | s without | s {added} | iterations {added} | ratio |")
    print("|---:|---:|---:|---:|---:|---:|")
    totals = [0.0, 0.0]
    budgets = [0, 0]
    for number in range(args.games):
        for ply, state in enumerate(positions(game, number)):
            if ply % args.every:
                continue
            without, added_to = searches(state)
            if args.iterations is not None:
                added_to.budget = args.iterations
            budgets = [without.budget, added_to.budget]
            spent = (timed(without), timed(added_to))
            totals[0] += spent[0]
            totals[1] += spent[1]
            print(f"| {number} | {ply} | {spent[0]:.2f} | {spent[1]:.2f} | {added_to.iterations:,} "
                  f"| {spent[1] / max(spent[0], 1e-9):.2f} |", flush=True)  # fmt: skip
    ratio = totals[1] / max(totals[0], 1e-9)
    print(f"\nSummed: {added} {totals[1]:.1f} s at {budgets[1]:,} iterations against "
          f"{totals[0]:.1f} s at {budgets[0]:,} without: {ratio:.2f} times; the time without "
          f"would take about {round(budgets[1] / ratio):,} iterations {added}.")  # fmt: skip


def pair(
    game: Game[State, Move], level: int, minimax: float | None, parser: argparse.ArgumentParser
) -> Callable[[State], tuple[ai.Search, ai.Search]]:
    """The two searches to time at a position: without the addition, and with it."""
    tuned = ai.tuning(game)
    if minimax is None:
        if not tuned.step_keys():
            parser.error(f"{game.id} names no steps: its search has no all-moves statistics")
        return lambda state: (
            ai.Search(game, state, level, "cost", learning=False, amaf=False),
            ai.Search(game, state, level, "cost", learning=False, amaf=True),
        )
    table = table_of(game)
    if table is None:
        parser.error(f"{game.id} has no learned evaluation: its search keeps no minimax")

    def learned(state: State, weight: float) -> ai.Search:
        search = ai.Search(game, state, level, "cost", table=table)
        search.minimax = weight
        return search

    return lambda state: (learned(state, 0.0), learned(state, minimax))


if __name__ == "__main__":
    main()
