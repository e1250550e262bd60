"""A game's optional parts (py_games/parts.py): the catalog says which each game has, and a
page asking for one a game lacks gets words saying so, never a crash."""

from __future__ import annotations

import dataclasses
import json

import pytest

from py_games import bridge, registry
from py_games.parts import PUZZLES
from py_games.puzzles import sets as puzzle_sets
from py_games.registry import PARTS


def ask(**request: object) -> dict[str, object]:
    answer: dict[str, object] = json.loads(bridge.handle(json.dumps(request)))
    return answer


def test_the_catalog_says_which_parts_each_game_has() -> None:
    games = ask(fn="catalog")["games"]
    assert isinstance(games, list)
    assert [game["id"] for game in games] == list(PARTS)
    for game in games:
        parts = PARTS[game["id"]]
        assert game["has"] == {
            "editor": parts.editor is not None,
            "lesson": parts.lesson is not None,
            "puzzles": parts.file(PUZZLES) is not None,
        }


@pytest.mark.parametrize("game_id", list(PARTS))
def test_a_game_without_a_lesson_says_so(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    bare = dataclasses.replace(PARTS[game_id], lesson_at=None)
    monkeypatch.setattr(registry, "PARTS", {**PARTS, game_id: bare})
    answer = ask(fn="lesson", game=game_id)
    having = ", ".join(g for g, p in PARTS.items() if g != game_id and p.lesson is not None)
    assert answer["error"] == {
        "type": "UnknownGameError",
        "message": f"{bare.title} has no lesson yet; lessons: {having}",
    }


@pytest.mark.parametrize("game_id", list(PARTS))
def test_a_game_without_puzzles_says_so(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Its package holds no puzzles.jsonl (py_games.games holds none).
    bare = dataclasses.replace(PARTS[game_id], package="py_games.games")
    monkeypatch.setattr(puzzle_sets, "PARTS", {**PARTS, game_id: bare})
    puzzle_sets.puzzle_set.cache_clear()
    try:
        answer = ask(fn="puzzles", game=game_id)
    finally:
        puzzle_sets.puzzle_set.cache_clear()
    having = ", ".join(g for g, p in PARTS.items() if g != game_id and p.file(PUZZLES))
    assert answer["error"] == {
        "type": "UnknownGameError",
        "message": f"{bare.title} has no puzzles; the games with puzzles: {having}",
    }
