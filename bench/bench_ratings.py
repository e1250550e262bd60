"""bench/README.md's table of the levels' strengths, from each game's shipped ``ratings.json``.

Run: ``.venv/bin/python bench/bench_ratings.py`` (``tools/ship_ratings.py`` plays the round
robin and writes the JSON; see :mod:`py_games.ratings.fit` for the fit and the intervals).
Prints one table of every game's ratings (Elo points above level 0, random, with 95%
intervals), then per game what the fit was made from: each pair's points.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from py_games import ratings
from py_games.registry import PARTS, get_game

RATED = ratings.PLAYERS[1:]
"""Every player but the anchor (level 0, at 0 by definition)."""


def strengths(games: dict[str, Any]) -> str:
    """One row a game: each player's rating and interval, the games per pair, the seconds."""
    lines = ["| game | " + " | ".join(RATED) + " | games per pair | seconds of play |",
             "|---|" + "---:|" * len(RATED) + "---:|---:|"]  # fmt: skip
    for game_id, entry in games.items():
        rows = {r["player"]: r for r in entry["ratings"]}
        cells = [f"{rows[p]['rating']:.0f} ({rows[p]['low']:.0f}–{rows[p]['high']:.0f})"
                 if p in rows else "–" for p in RATED]  # fmt: skip
        spread = entry["games_per_pair"]
        per_pair = f"{spread['fewest']}" + (
            f"–{spread['most']}" if spread["most"] != spread["fewest"] else ""
        )
        title = get_game(game_id).title
        lines.append(f"| {title} | " + " | ".join(cells) + f" | {per_pair} | {entry['seconds']} |")
    return "\n".join(lines)


def points(pairs: list[dict[str, Any]]) -> str:
    """A table of what each pair's games gave: the row player's points against the column's,
    out of the games they played."""
    names = [p for p in ratings.PLAYERS if any(p in (q["a"], q["b"]) for q in pairs)]
    got = {}
    for q in pairs:
        got[(q["a"], q["b"])] = f"{q['a_points']:g}/{q['games']}"
        got[(q["b"], q["a"])] = f"{q['games'] - q['a_points']:g}/{q['games']}"
    short = [n.replace("level ", "L") for n in names]
    lines = ["| points of ↓ against → | " + " | ".join(short) + " |",
             "|---|" + "---:|" * len(names)]  # fmt: skip
    for name, label in zip(names, short, strict=True):
        cells = [got.get((name, other), "–") for other in names]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> int:
    games = {g: ratings.shipped(g) for g in PARTS if ratings.shipped(g)}
    print(strengths(games))
    for game_id, entry in games.items():
        print(f"\n**{get_game(game_id).title}**\n\n{points(entry.get('pairs', []))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
