"""The README's tables of the levels' strengths, from the shipped ``py_games/ratings/ratings.json``.

Run: ``.venv/bin/python bench/bench_ratings.py`` (``tools/ship_ratings.py`` plays the round
robin and writes the JSON; see :mod:`py_games.ratings` for the fit and the intervals).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from py_games import ratings
from py_games.ratings.fit import Rating, markdown


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
    data = ratings.shipped().get("games", {})
    for game_id, entry in data.items():
        rows = [Rating(r["player"], r["rating"], r["low"], r["high"], r["games"])
                for r in entry["ratings"]]  # fmt: skip
        missing = [p for p in ratings.PLAYERS if p not in {r.player for r in rows}]
        print(markdown(game_id, rows))
        print("\n" + points(entry.get("pairs", [])))
        spread = entry["games_per_pair"]
        print(f"\n{entry['games']} games ({spread['fewest']}–{spread['most']} per pair played), "
              f"seed {entry['seed']!r}, default options, {entry['seconds']} s of play"
              + (f"; not played: {', '.join(missing)}" if missing else "") + "\n")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
