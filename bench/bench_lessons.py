"""The lessons' computer answers (py_games/lessons): how long the slowest one takes.

Run: ``.venv/bin/python bench/bench_lessons.py``. For every task whose goal needs the
computer to answer, each legal first step of the learner (every whole turn's first step,
where a turn is two) is played and the answer timed; the table gives the slowest and the
median answer in CPython. The browser runs the same code in Pyodide, a few times slower
(bench_ai.py measures how much slower on this machine), so a task whose slowest answer here
is past a tenth of a second wants a cheaper answer.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from py_games import GAMES
from py_games.registry import lesson, lessons


def main() -> None:
    print("| Game | Task | answers timed | median ms | slowest ms |")
    print("|---|---|---|---|---|")
    for game_id in lessons():
        for task in lesson(game_id).tasks:
            if task.reply is None:
                continue
            game = task.game(GAMES[game_id])
            start = task.start(game)
            learner = game.to_move(start)
            times: list[float] = []
            for step in game.legal_moves(start):
                state: Any = game.apply(start, step)
                while not game.is_over(state) and game.to_move(state) == learner:
                    state = game.apply(state, game.legal_moves(state)[0])
                if game.is_over(state):
                    continue
                began = time.perf_counter()
                task.reply(game, state)
                times.append((time.perf_counter() - began) * 1000)
            if times:
                print(f"| {game.title} | {task.id} | {len(times)} | "
                      f"{statistics.median(times):.1f} | {max(times):.1f} |")  # fmt: skip


if __name__ == "__main__":
    main()
