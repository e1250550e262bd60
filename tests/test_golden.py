"""Golden playthroughs: seeded random games written out step by step, compared with files.

Each file holds the game's record, the line packed as a link between devices carries it (each
step's index among the steps the rules list: a change to their order would misread every link
already sent), then for every step the position, the number of legal steps and the live
scores. A rules change that alters any of them fails here; run
``pytest tests/test_golden.py --update-golden`` and review the diff: that diff *is* the rules
review. A game's files are its own: ``tests/golden/<number>.txt`` in its package.
"""

from __future__ import annotations

import random
from importlib import resources
from pathlib import Path

import pytest
from playouts import option_sets, playout

from py_games import GAMES, records
from py_games.records import compact
from py_games.registry import PARTS

GAMES_PER_ID = 3


def golden(game_id: str, number: int) -> Path:
    """The golden file of ``game_id``'s playthrough ``number``, in the game's folder."""
    return Path(str(resources.files(PARTS[game_id].package))) / "tests" / "golden" / f"{number}.txt"


def playthrough(game_id: str, number: int) -> str:
    rng = random.Random(f"golden-{game_id}-{number}")
    game = list(option_sets(game_id, rng, number + 1))[number]
    states, moves = playout(game, rng)
    lines = [records.write(records.of(game, moves)).rstrip("\n"), ""]
    lines += [f"link {compact.pack(game, [str(m) for m in moves])}", ""]
    for ply, state in enumerate(states):
        step = f"{ply:3} {moves[ply - 1]!s:>8}" if ply else "  0    start"
        scores = " ".join(map(str, game.scores(state)))
        legal = len(game.legal_moves(state))
        lines.append(f"{step}  {game.position(state)}  legal {legal}  scores {scores}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("number", range(GAMES_PER_ID))
def test_playthrough_matches_golden_file(
    game_id: str, number: int, request: pytest.FixtureRequest
) -> None:
    path = golden(game_id, number)
    text = playthrough(game_id, number)
    if request.config.getoption("--update-golden"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file {path.name}: run pytest --update-golden"
    assert text == path.read_text(encoding="utf-8")
