"""How long a link to a game played by link gets: each game's longest of N seeded random games.

Run: ``.venv/bin/python bench/bench_links.py [--games N]``. For every game at its largest board,
N random games are played to their end (a game's random games can be far longer than real
ones, so its longest is a generous bound), and the longest is measured three ways: the steps packed
as the site packs them (:mod:`py_games.records.compact`, indices among the legal steps), the
step texts deflated (zlib, level 9) then base64url, and the step texts as a plain link writes
them. The whole fragment is what the player's "by link" step writes after ``play.html``: the
game, its options, the game's id and the packed steps (bench/README.md's table).
"""

from __future__ import annotations

import argparse
import base64
import random
import zlib
from typing import Any
from urllib.parse import quote

from largest import largest

from py_games import GAMES, Game, get_game
from py_games.core import limits
from py_games.records import compact

ID = "m3x1k0-a7c2q9"  # an id as the page makes one (saves.js newId): 13 characters


def random_game(game: Game[Any, Any], seed: int) -> list[str]:
    rng, state, moves = random.Random(seed), game.initial_state(), []
    while len(moves) < limits.LINE and (steps := game.steps(state)) and not game.is_over(state):
        move = rng.choice(steps)
        moves.append(str(move))
        state = game.successor(state, move)
    return moves


def deflated(moves: list[str]) -> str:
    deflated = zlib.compress(" ".join(moves).encode(), 9)
    return base64.urlsafe_b64encode(deflated).rstrip(b"=").decode()


def fragment(game: Game[Any, Any], packed: str) -> str:
    options = "".join(f"&{k}={str(v).lower()}" for k, v in game.options.items())
    return f"#game={game.id}{options}&friend={ID}&steps={packed}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="random games per game (50)")
    args = parser.parse_args()
    print("| Game (largest board) | Steps | Packed | Deflated text | Plain text | Whole fragment |")
    print("|---|---|---|---|---|---|")
    for game_id in GAMES:
        options = largest(game_id)
        game = get_game(game_id, **options)
        lines = [random_game(game, seed) for seed in range(args.games)]
        longest = max(lines, key=lambda moves: len(compact.pack(game, moves)))
        packed = compact.pack(game, longest)
        assert compact.unpack(game, packed) == longest
        plain = quote(" ".join(longest), safe="")
        size = ", ".join(f"{k} {v}" for k, v in options.items())
        print(
            f"| {game.title}{f' ({size})' if size else ''} | {len(longest)} | {len(packed)} "
            f"| {len(deflated(longest))} | {len(plain)} | {len(fragment(game, packed))} |"
        )


if __name__ == "__main__":
    main()
