"""How the cost of a step grows with the board: rules calls and bridge views, per step.

Run: ``.venv/bin/python bench/bench_rules.py [game id]``. Every game of the registry with a
board size (an option ``size`` with a maximum) is played on four sizes from its default to its
largest, its other options at their defaults. Timings here are noisy, so the table compares
ratios within one run (each row against the game's smallest board), never absolute thresholds.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable

from py_games import GAMES, bridge, get_game, present

ROWS = 4
REPEATS = 3


def sizes(game_id: str) -> list[int]:
    """``ROWS`` board sizes from the game's default to its largest (none: it has no size)."""
    found = [o for o in GAMES[game_id].OPTIONS if o.name == "size"]
    if not found or not isinstance(found[0].default, int) or found[0].maximum is None:
        return []
    low, high = found[0].default, found[0].maximum
    return sorted({round(low + (high - low) * i / (ROWS - 1)) for i in range(ROWS)})


def best_of(fn: Callable[[], object]) -> float:
    """The fastest of a few runs, in seconds (the least disturbed by other work)."""
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def measure(game_id: str, size: int) -> dict[str, float]:
    game = get_game(game_id, size=size)
    rng = random.Random(size)
    state, moves = game.initial_state(), []
    while legal := game.legal_moves(state):
        moves.append(rng.choice(legal))
        state = game.apply(state, moves[-1])
    steps = len(moves)

    def rules() -> None:
        s = game.initial_state()
        for move in moves:
            game.legal_moves(s)
            game.scores(s)
            s = game.apply(s, move)

    texts = [str(m) for m in moves]
    base = {"fn": "play", "game": game_id, "options": {"size": size}}

    def views() -> None:
        # What the page does per click: play one step on the line it already has.
        for ply in range(steps):
            bridge.handle(json.dumps({**base, "moves": texts[:ply], "step": texts[ply]}))

    return {
        "places": len(present(game).board()["places"]),
        "rules µs/step": best_of(rules) / steps * 1e6,
        "view µs/step": best_of(views) / steps * 1e6,
    }


def main() -> None:
    chosen = sys.argv[1:] or list(GAMES)
    header = ("game", "size", "places", "rules µs/step", "ratio", "view µs/step", "ratio")
    print("{:<12} {:>4} {:>6} {:>14} {:>6} {:>13} {:>6}".format(*header))
    for game_id in chosen:
        rows = {size: measure(game_id, size) for size in sizes(game_id)}
        if not rows:
            continue
        first = next(iter(rows.values()))
        for size, row in rows.items():
            print(
                f"{game_id:<12} {size:>4} {row['places']:>6.0f} {row['rules µs/step']:>14.0f} "
                f"{row['rules µs/step'] / first['rules µs/step']:>6.1f} "
                f"{row['view µs/step']:>13.0f} {row['view µs/step'] / first['view µs/step']:>6.1f}"
            )


if __name__ == "__main__":
    main()
