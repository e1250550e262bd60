"""The learned evaluation's top level against today's (issue 41): for each game that ships a
table, level 4 as it plays now (scoring with the table) against level 4 with random playouts
(the top level before the tables), at about equal time per step.

Run: ``.venv/bin/python bench/bench_learned.py [--games 200] [--workers 2] [--game ID]
[--time-limit S] [--level N] [--first N] [--save FILE] [--amaf] [--against table|table-mean]``.
Each side searches its own level's budget (the learned search's iterations are set per game,
``Tuning.learned_iterations``, to take about the playouts' time; the table prints both sides'
mean seconds per step so that this shows), or, with ``--time-limit``, as far as that many
seconds per step take it. ``--level`` plays another level's budgets, both sides (the hints
search at level 2 with the table). ``--amaf``: side 0 blends all-moves statistics into its
playouts' search instead (:mod:`py_games.amaf`; as its level 4's budget the game's
``Tuning.amaf_level_4_iterations``, else ``amaf_iterations``: ``bench_search_cost.py``).
``--against table``: side 1 scores with the game's table at the level's budgets instead of
playing out (which of the two a hint should use); ``--against table-mean``: side 1 scores with
the table too, by the mean of its valuations alone, where side 0 weighs the minimax too
(``Tuning.learned_minimax``). Without ``--game``, every game the match can play: that ships a
table, or with ``--amaf`` that names its steps. Game ``n`` is seeded by ``n`` alone, the seats
swap every game, and a draw or a shared win counts half. The interval is Wilson's, 95%.

A match too long for one sitting is played in parts: ``--first N`` starts at game ``N``,
``--save FILE`` adds each game to FILE (a JSON line each, with its game, level and time limit)
as it ends, and ``--tally FILE`` prints the table of every game saved there, by game, level
and time limit, playing none.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_ai import wilson

from py_games import ai, get_game, parallel
from py_games.core.game import Game, Move, State
from py_games.learned import table_of
from py_games.ratings.play import play_game
from py_games.registry import GAMES


def side(
    learning: bool,
    seed: str,
    time_limit: float | None,
    level: int,
    amaf: bool = False,
    *,
    minimax: bool = True,
) -> ai.Player:
    """``level`` with (``learning``) or without its game's table; or, with ``amaf``, with
    all-moves statistics instead of the table. Without ``minimax``, a search with the table
    scores by the mean of its valuations alone."""
    count = 0

    def choose(game: Game[Any, Any], state: State) -> Move:
        nonlocal count
        count += 1
        table = table_of(game) if learning and not amaf else None
        search = ai.Search(
            game, state, level, f"{seed}/{count}", table=table, learning=False, amaf=amaf
        )
        if not minimax:
            search.minimax = 0.0
        if time_limit is not None:
            search.budget = 10**9  # the time decides
        search.run(time_limit)
        return search.best()

    return choose


def game_job(job: tuple[str, int, float | None, int, bool, str]) -> dict[str, Any]:
    """Game ``number`` (top-level: it is pickled): side 0 learned (or with all-moves
    statistics), side 1 ``against``: playouts, or the table (``table-mean``: by its mean)."""
    game_id, number, time_limit, level, amaf, against = job
    game = get_game(game_id)
    sides = (
        side(True, f"learned/{number}", time_limit, level, amaf),
        side(against != "playouts", f"playouts/{number}", time_limit, level,
             minimax=against != "table-mean"),
    )  # fmt: skip
    started = time.perf_counter()
    played = play_game(game, sides, number)
    played["seconds"] = time.perf_counter() - started
    played.update(game=game_id, number=number, level=level, time_limit=time_limit)
    if amaf:
        played["amaf"] = True
    elif ai.tuning(game).learned_minimax:  # the learned side weighs the minimax: say how much
        played["minimax"] = ai.tuning(game).learned_minimax
    if against != "playouts":
        played["against"] = against
    return played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--time-limit", type=float, default=None)
    parser.add_argument("--level", type=int, choices=range(1, 5), default=4)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--tally", type=Path)
    parser.add_argument("--amaf", action="store_true")
    parser.add_argument(
        "--against", choices=("playouts", "table", "table-mean"), default="playouts"
    )
    args = parser.parse_args()
    if args.tally:
        return tally(args.tally)
    chosen = args.game or [g for g in GAMES if playable(g, args.amaf)]
    header(args.level, "all-moves" if args.amaf else "learned", args.against)
    with parallel.executor(args.workers) as pool:
        for game_id in chosen:
            jobs = [(game_id, n, args.time_limit, args.level, args.amaf, args.against)
                    for n in range(args.first, args.first + args.games)]  # fmt: skip
            results = []
            for played in parallel.run_in_order(game_job, jobs, pool):
                results.append(played)
                if args.save:
                    with args.save.open("a", encoding="utf-8") as saved:
                        saved.write(json.dumps(played) + "\n")
            print(f"| {game_id} | {scored(results)} | {len(results)} |", flush=True)


def playable(game_id: str, amaf: bool) -> bool:
    """Whether a match without ``--game`` plays ``game_id``: with ``amaf``, whether the game
    names its steps (what all-moves statistics are kept of); else whether it ships a table."""
    game = get_game(game_id)
    return ai.tuning(game).step_keys() > 0 if amaf else table_of(game) is not None


def header(level: int | str, new: str = "learned", old: str = "playouts") -> None:
    print(f"| game | {new} level {level} against level {level} with {old} "
          f"| points | 95% interval | s/step {new} | s/step {old} | games |")  # fmt: skip
    print("|---|---|---:|---|---:|---:|---:|")


def tally(path: Path) -> None:
    """The table of the games saved in ``path``: a row per game, level and time limit (a game
    number played twice counts once, its last result)."""
    groups: dict[tuple[str, int, float | None, bool, str, float], dict[int, dict[str, Any]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            played = json.loads(line)
            key = (played["game"], played["level"], played["time_limit"],
                   played.get("amaf", False), played.get("against", "playouts"),
                   played.get("minimax", 0.0))  # fmt: skip
            groups.setdefault(key, {})[played["number"]] = played
    header("N", "learned (or all-moves)", "playouts (or the table)")
    for (game_id, level, limit, amaf, against, minimax), games in sorted(groups.items(), key=str):
        where = f"{game_id}, level {level}" + (f", {limit} s a step" if limit else "")
        where += ", all-moves" if amaf else ""
        where += f", minimax {minimax:g}" if minimax else ""
        where += f", against the {against}" if against != "playouts" else ""
        results = list(games.values())
        print(f"| {where} | {scored(results)} | {len(results)} |")


def scored(results: list[dict[str, Any]]) -> str:
    """Side 0's wins, losses and draws, its points with their interval, and each side's
    seconds per step, as a table's cells (bench_learned_browser.py's too)."""
    wins = sum(r["winner"] == 0 for r in results)
    losses = sum(r["winner"] == 1 for r in results)
    draws = len(results) - wins - losses
    points = wins + draws / 2
    low, high = wilson(points, len(results))
    per_step = [
        statistics.mean(r["spent"][s] / max(r["moves"][s], 1) for r in results) for s in (0, 1)
    ]
    return (f"{wins}–{losses}, {draws} draws | {points / len(results):.0%} | {low:.0%}–{high:.0%} "
            f"| {per_step[0]:.2f} | {per_step[1]:.2f}")  # fmt: skip


if __name__ == "__main__":
    main()
