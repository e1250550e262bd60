"""The README's tables of the levels' strengths, from the shipped ``py_games/ratings/ratings.json``.

Run: ``.venv/bin/python bench/bench_ratings.py`` (``tools/ship_ratings.py`` plays the round
robin and writes the JSON; see :mod:`py_games.ratings` for the fit and the intervals).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from py_games import ratings
from py_games.ratings.fit import Rating, markdown


def main() -> int:
    data = ratings.shipped().get("games", {})
    for game_id, entry in data.items():
        rows = [Rating(r["player"], r["rating"], r["low"], r["high"], r["games"])
                for r in entry["ratings"]]  # fmt: skip
        missing = [p for p in ratings.PLAYERS if p not in {r.player for r in rows}]
        print(markdown(game_id, rows))
        spread = entry["games_per_pair"]
        print(f"\n{entry['games']} games ({spread['fewest']}–{spread['most']} per pair played), "
              f"seed {entry['seed']!r}, default options, {entry['seconds']} s of play"
              + (f"; not played: {', '.join(missing)}" if missing else "") + "\n")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
