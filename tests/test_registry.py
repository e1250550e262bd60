"""The registry: playable games, and the planned ones a link may already name."""

from __future__ import annotations

import json

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
