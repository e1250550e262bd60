"""How the cost of a step grows with the board: rules calls and bridge views, per step.

Run: ``.venv/bin/python bench/bench_rules.py``. Timings here are noisy, so the table compares
ratios within one run (each row against the smallest board), never absolute thresholds.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable

from py_games import bridge, get_game

SIZES = (6, 9, 13, 19)
REPEATS = 3


def best_of(fn: Callable[[], object]) -> float:
    """The fastest of a few runs, in seconds (the least disturbed by other work)."""
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def measure(size: int) -> dict[str, float]:
    game = get_game("contiguous", size=size, players=3)
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
    base = {"fn": "play", "game": "contiguous", "options": {"size": size, "players": 3}}

    def views() -> None:
        # What the page does per click: play one step on the line it already has.
        for ply in range(steps):
            bridge.handle(json.dumps({**base, "moves": texts[:ply], "step": texts[ply]}))

    return {
        "cells": size * size,
        "rules µs/step": best_of(rules) / steps * 1e6,
        "view µs/step": best_of(views) / steps * 1e6,
    }


def main() -> None:
    rows = {size: measure(size) for size in SIZES}
    first = rows[SIZES[0]]
    header = ("board", "cells", "rules µs/step", "ratio", "view µs/step", "ratio")
    print("{:>6} {:>6} {:>14} {:>6} {:>13} {:>6}".format(*header))
    for size, row in rows.items():
        print(
            f"{f'{size}x{size}':>6} {row['cells']:>6.0f} {row['rules µs/step']:>14.0f} "
            f"{row['rules µs/step'] / first['rules µs/step']:>6.1f} {row['view µs/step']:>13.0f} "
            f"{row['view µs/step'] / first['view µs/step']:>6.1f}"
        )


if __name__ == "__main__":
    main()
