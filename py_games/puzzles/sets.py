"""The shipped puzzle sets: each game's ``puzzles.jsonl`` (in ``py_games/games/<game>/``, mined
by ``tools/ship_puzzles.py``), read when first asked for, and a puzzle found by its id,
``"<game>/<number>"``, numbered from 1 in the set's order (by difficulty, then as mined).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from ..core.errors import GameError, UnknownGameError, quoted
from ..i18n import _
from ..parts import PUZZLES
from ..registry import GAMES, PARTS, get_game, unknown_game
from .mining import Puzzle

if TYPE_CHECKING:
    from ..core.game import Game


class UnknownPuzzleError(GameError):
    """A puzzle id that names no shipped puzzle."""


@dataclass(frozen=True)
class Shipped:
    """A puzzle of a shipped set, with its place in the set."""

    id: str
    number: int
    count: int
    """How many puzzles its set holds."""
    puzzle: Puzzle


def set_games() -> list[str]:
    """The games with a shipped set, in the registry's order."""
    return [game_id for game_id, parts in PARTS.items() if parts.has(PUZZLES)]


@cache
def puzzle_set(game_id: str) -> tuple[Puzzle, ...]:
    """The shipped puzzles of ``game_id``, in order (read once); an
    :class:`UnknownGameError` for a game with no set."""
    if game_id not in GAMES:
        raise unknown_game(game_id)
    source = PARTS[game_id].file(PUZZLES)
    if source is None:
        having = ", ".join(set_games())
        raise UnknownGameError(
            _("{game} has no puzzles; the games with puzzles: {games}").format(
                game=GAMES[game_id].title, games=having
            )
        )
    text = source.read_text(encoding="utf-8")
    return tuple(Puzzle.from_json(json.loads(line)) for line in text.splitlines() if line)


def find(puzzle_id: object) -> Shipped:
    """The shipped puzzle ``"<game>/<number>"``; an :class:`UnknownPuzzleError` naming what is
    wrong and what exists."""
    if not isinstance(puzzle_id, str) or "/" not in puzzle_id:
        raise UnknownPuzzleError(
            # TRANSLATORS: {example} is a puzzle's id, such as tonga/1 ("game/number" too
            # stays as it is: it is how an id is written).
            _(
                "a puzzle is named game/number, like {example}, not {given}; "
                "the games with puzzles: {games}"
            ).format(
                example=f"{set_games()[0]}/1",
                given=quoted(puzzle_id),
                games=", ".join(set_games()),
            )
        )
    game_id, _slash, number_text = puzzle_id.partition("/")
    if game_id not in GAMES or game_id not in set_games():
        raise UnknownPuzzleError(
            _("there are no puzzles of {game}; the games with puzzles: {games}").format(
                game=quoted(game_id), games=", ".join(set_games())
            )
        )
    puzzles = puzzle_set(game_id)
    number = int(number_text) if number_text.isascii() and number_text.isdigit() else 0
    if not 1 <= number <= len(puzzles):
        raise UnknownPuzzleError(
            _("{game} has no puzzle {number}: its puzzles are numbered 1 to {last}").format(
                game=game_id, number=quoted(number_text), last=len(puzzles)
            )
        )
    return Shipped(f"{game_id}/{number}", number, len(puzzles), puzzles[number - 1])


@cache
def _game(game_id: str, options: str) -> Game[Any, Any]:
    return get_game(game_id, **json.loads(options))


def game_of(puzzle: Puzzle) -> Game[Any, Any]:
    """The puzzle's game with its options (built once per game and options)."""
    return _game(puzzle.game, json.dumps(puzzle.options, sort_keys=True))
