"""Rate the levels and ship each game's table: its ``data/ratings.jsonl`` -> its ``ratings.json``.

Run from the repository. Playing (resumable: a game already in the file is not played again;
everything is seeded, so the same settings give the same results whatever the workers)::

    .venv/bin/python tools/ship_ratings.py play --workers 2               # every game
    .venv/bin/python tools/ship_ratings.py play tomoe --games-per-pair 4  # more of one game

which is ``python -m py_games ratings GAME --games-per-pair N --seed ratings --out
py_games/games/GAME/data/ratings.jsonl`` for each game, with its default options. Then::

    .venv/bin/python tools/ship_ratings.py ship       # fit every file, write each game's JSON
    .venv/bin/python bench/bench_ratings.py           # bench/README.md's tables from it

A game's ``ratings.json`` holds the games played per pair (fewest and most),
the seed, the seconds the games took, and each player's rating, 95% interval and games
(:func:`py_games.ratings.fit.fit`).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from py_games import ratings  # noqa: E402
from py_games.__main__ import main as command  # noqa: E402
from py_games.parts import RATINGS  # noqa: E402
from py_games.ratings.fit import fit_results  # noqa: E402
from py_games.registry import PARTS  # noqa: E402

SEED = "ratings"
RESULTS = "data/ratings.jsonl"
ABOUT = ("tools/ship_ratings.py: Bradley-Terry, Elo points above level 0 (random), "
         "95% intervals from the observed information")  # fmt: skip


def folder(game_id: str) -> Path:
    """The game's package folder, where its results and its table are."""
    return ROOT / PARTS[game_id].package.replace(".", "/")


def results(game_id: str) -> list[dict[str, Any]]:
    path = folder(game_id) / RESULTS
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def table(game_id: str) -> dict[str, Any]:
    lines = [line for line in results(game_id) if line["seed"] == SEED]
    scores: dict[tuple[str, str], list[float]] = {}
    for line in lines:
        scores.setdefault((line["a"], line["b"]), []).append(float(line["score"]))
    pairs = [(a, b) for i, a in enumerate(ratings.PLAYERS) for b in ratings.PLAYERS[i + 1 :]]
    counts = [len(scores.get(pair, [])) for pair in pairs]
    rated = fit_results(lines)
    # What the fit was made from: each pair's games and A's points (a draw half).
    played = [{"a": a, "b": b, "games": len(scores[(a, b)]), "a_points": sum(scores[(a, b)])}
              for a, b in pairs if (a, b) in scores]  # fmt: skip
    return {
        "options": "default",
        "seed": SEED,
        "games_per_pair": {"fewest": min(counts), "most": max(counts)},
        "games": len(lines),
        "seconds": round(sum(line["seconds"] for line in lines)),
        "ratings": [r.to_json() for r in rated if r.games],
        "pairs": played,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("action", choices=("play", "ship"))
    parser.add_argument("games", nargs="*", default=list(PARTS))
    parser.add_argument("--games-per-pair", default="2")
    parser.add_argument("--workers", default="1")
    args = parser.parse_args()
    if args.action == "play":
        for game_id in args.games:
            (folder(game_id) / RESULTS).parent.mkdir(parents=True, exist_ok=True)
            argv = [
                "ratings",
                game_id,
                "--games-per-pair",
                args.games_per_pair,
                "--workers",
                args.workers,
                "--seed",
                SEED,
                "--out",
                str(folder(game_id) / RESULTS),
            ]
            if command(argv) != 0:
                return 2
        return 0
    for game_id in args.games:
        if results(game_id):
            shipped = folder(game_id) / RATINGS
            data = {"about": ABOUT, **table(game_id)}
            shipped.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
            print(f"wrote {shipped.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
