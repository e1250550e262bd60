"""The registry: playable games, and the planned ones a link may already name."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from py_games import (
    GAMES,
    InvalidRecordError,
    UnknownGameError,
    bridge,
    get_game,
    records,
    registry,
)
from py_games.registry import PLANNED


@pytest.fixture
def planned(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game announced but not written yet (all five are playable now; the next may not be)."""
    monkeypatch.setattr(registry, "PLANNED", {"hex": "Hex"})


@pytest.mark.usefixtures("planned")
def test_a_planned_game_is_not_playable_yet_rather_than_unknown() -> None:
    with pytest.raises(UnknownGameError, match=r"^Hex is not playable yet; the playable"):
        get_game("hex")


@pytest.mark.usefixtures("planned")
def test_a_record_of_a_planned_game_says_it_is_not_playable_yet() -> None:
    with pytest.raises(InvalidRecordError, match=r"^Hex is not playable yet"):
        records.read("game: hex\n\n1. 1")


def test_an_unknown_game_is_named_as_such() -> None:
    with pytest.raises(UnknownGameError, match=r"^there is no game 'chess'"):
        get_game("chess")


def test_the_catalog_lists_planned_games_apart_from_playable_ones() -> None:
    catalog = json.loads(bridge.handle('{"fn": "catalog"}'))
    assert [g["id"] for g in catalog["games"]] == list(GAMES)
    assert {g["id"]: g["title"] for g in catalog["planned"]} == dict(PLANNED)
    assert not set(GAMES) & set(PLANNED)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_declared_words_are_the_rules_own(game_id: str) -> None:
    """What the catalog says of a game without importing it is what its rules and board say."""
    parts = registry.parts(game_id)
    assert (parts.rules.id, parts.rules.title, parts.rules.summary) == (
        parts.id,
        parts.title,
        parts.summary,
    )
    assert parts.options == parts.rules.OPTIONS
    assert parts.presenter.groups_name == parts.groups_name
    assert (parts.editor is not None, parts.lesson is not None) == (
        parts.editor_at is not None,
        parts.lesson_at is not None,
    )


ONE_GAME = """
import json, sys
game_id = sys.argv[1]


def others():
    # A game's package (its declaration) may be imported; none of its modules.
    return sorted(
        name
        for name in sys.modules
        if name.startswith("py_games.games.")
        and name.count(".") > 2
        and name.split(".")[2] != game_id
    )


import py_games.bridge
from py_games import bridge, registry

assert not others(), ("import", others())
assert "error" not in json.loads(bridge.handle(json.dumps({"fn": "catalog"})))
assert not others(), ("catalog", others())
view = {"fn": "view", "game": game_id, "moves": [], "board": True, "history": True}
assert "error" not in json.loads(bridge.handle(json.dumps(view)))
assert not others(), ("view", others())
game = registry.get_game(game_id)
step = str(game.legal_moves(game.initial_state())[0])
play = {"fn": "play", "game": game_id, "moves": [], "step": step}
assert "error" not in json.loads(bridge.handle(json.dumps(play)))
assert not others(), ("play", others())
think = {"fn": "think", "game": game_id, "moves": [step], "level": 1, "budget_ms": 20}
search = json.loads(bridge.handle(json.dumps(think)))["search"]
assert "error" not in json.loads(bridge.handle(json.dumps({"fn": "forget", "search": search})))
assert not others(), ("think", others())
# Its own modules are where others() would see another game's.
assert registry.GAMES[game_id].__module__.startswith(f"py_games.games.{game_id}")
# Nor is what reviews a game or makes a puzzle, until it is asked for.
later = {"py_games.bridge.review", "py_games.bridge.making", "py_games.evaluation"}
assert not later & set(sys.modules), sorted(later & set(sys.modules))
# The contract's types are for type checkers and tests: only its modules with functions.
used = {"py_games.contract", "py_games.contract.shapes", "py_games.contract.words"}
contract = {name for name in sys.modules if name.startswith("py_games.contract")}
assert contract == used, sorted(contract - used)
"""


@pytest.mark.parametrize("game_id", list(GAMES))
def test_showing_and_playing_a_game_imports_no_other(game_id: str) -> None:
    """The worker imports the bridge, asks for the catalog, then shows and plays one game, and
    the computer thinks there: none of the other games' modules is imported (each game is
    imported when first asked for, so a page starts sooner), nor the contract's types. In a
    fresh interpreter, so that nothing is imported already."""
    done = subprocess.run(
        [sys.executable, "-c", ONE_GAME, game_id],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert done.returncode == 0, done.stderr
