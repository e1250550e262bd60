"""Mine the puzzle sets shipped with the package: each game's ``puzzles.jsonl``.

Run from the repository (each game's settings are its ``data/mining.json``, see
:func:`settings`; everything is seeded, so a run writes the same files byte for byte,
whatever the number of workers)::

    .venv/bin/python tools/ship_puzzles.py --workers 2             # every game
    .venv/bin/python tools/ship_puzzles.py tomoe nonaga --workers 2

For each game this mines (and a second pass where its settings say ``deep_seed``) ``mined``
puzzles, exactly as
``python -m py_games puzzles GAME --depth DEPTH --seed SEED --count MINED --games GAMES``
would, keeps at most ``keep`` of them, taking the difficulties in turn (each its first mined)
so that every difficulty found is represented, and writes them sorted by difficulty, then
as mined: puzzle ``"<game>/<n>"`` is line ``n``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from py_games.parts import PUZZLES  # noqa: E402
from py_games.puzzles import Puzzle, Tally, mine  # noqa: E402
from py_games.registry import PARTS  # noqa: E402

MINING = "data/mining.json"


def settings() -> dict[str, dict[str, int]]:
    """Per game that has them, in the registry's order, its settings: depth (plies at most),
    seed, mined (puzzles mined), games (seeded games at most), keep (puzzles shipped at most),
    every game with its default options; and, for a game whose deeper puzzles are rare, a
    second pass of ``deep_games`` more games seeded ``deep_seed`` that keeps only puzzles of
    ``deep_depth`` plies or more (``why_deep`` says why)."""
    found = {}
    for game_id, parts in PARTS.items():
        source = resources.files(parts.package) / MINING
        if source.is_file():
            data = json.loads(source.read_text(encoding="utf-8"))
            found[game_id] = {k: v for k, v in data.items() if isinstance(v, int)}
    return found


def select(puzzles: list[Puzzle], keep: int) -> list[Puzzle]:
    """At most ``keep`` puzzles, the difficulties taken in turn (each its first mined), so
    that every difficulty found is represented; sorted by difficulty, then as mined."""
    by_difficulty: dict[int, list[Puzzle]] = defaultdict(list)
    seen = set()
    for puzzle in puzzles:
        if puzzle.position not in seen:  # never the same position twice
            seen.add(puzzle.position)
            by_difficulty[puzzle.difficulty].append(puzzle)
    chosen: list[Puzzle] = []
    taken = dict.fromkeys(by_difficulty, 0)
    while len(chosen) < keep and any(taken[d] < len(by_difficulty[d]) for d in taken):
        for level in sorted(by_difficulty):
            if taken[level] < len(by_difficulty[level]) and len(chosen) < keep:
                chosen.append(by_difficulty[level][taken[level]])
                taken[level] += 1
    order = {id(p): n for n, p in enumerate(puzzles)}
    return sorted(chosen, key=lambda p: (p.difficulty, order[id(p)]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sets = settings()
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"of {', '.join(sets)}")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    unknown = [g for g in args.games if g not in sets]
    if unknown:
        parser.error(f"no set for {', '.join(unknown)}; the sets: {', '.join(sets)}")
    for game in args.games or list(sets):
        s = sets[game]
        started = time.perf_counter()

        def progress(tally: Tally, game: str = game) -> None:
            print(f"  {game}: {len(tally.puzzles)} puzzles, {tally.games} games, "
                  f"{tally.seconds:.0f} s", file=sys.stderr, flush=True)  # fmt: skip

        tally = mine(game, {}, s["mined"], s["seed"], s["depth"], workers=args.workers,
                     max_games=s["games"], progress=progress)  # fmt: skip
        if "deep_seed" in s:
            deep = mine(game, {}, 10**9, s["deep_seed"], s["depth"], workers=args.workers,
                        max_games=s["deep_games"], progress=progress)  # fmt: skip
            tally.puzzles.extend(p for p in deep.puzzles if p.depth >= s["deep_depth"])
            tally.games += deep.games
            tally.skipped += deep.skipped
        seconds = time.perf_counter() - started
        chosen = select(tally.puzzles, s["keep"])
        lines = [json.dumps(p.to_json(), ensure_ascii=False) for p in chosen]
        out = ROOT / PARTS[game].package.replace(".", "/") / PUZZLES
        out.write_text("\n".join(lines) + "\n", encoding="utf-8")
        spread: dict[int, int] = defaultdict(int)
        for puzzle in chosen:
            spread[puzzle.difficulty] += 1
        print(
            f"{game}: mined {len(tally.puzzles)} in {seconds:.0f} s "
            f"({len(tally.puzzles) / seconds * 60:.0f}/min; {tally.games} games, "
            f"{tally.skipped} skipped by the budget), shipped {len(chosen)}, "
            f"difficulties {dict(sorted(spread.items()))}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
