"""The registry: playable games, and the planned ones a link may already name."""

from __future__ import annotations

import json

import pytest

from py_games import GAMES, InvalidRecordError, UnknownGameError, bridge, get_game, records
from py_games.registry import PLANNED


@pytest.mark.parametrize("game_id", sorted(PLANNED))
def test_a_planned_game_is_not_playable_yet_rather_than_unknown(game_id: str) -> None:
    with pytest.raises(UnknownGameError, match=rf"^{PLANNED[game_id]} is not playable yet"):
        get_game(game_id)


def test_a_record_of_a_planned_game_says_it_is_not_playable_yet() -> None:
    with pytest.raises(InvalidRecordError, match=r"^Tomoe is not playable yet"):
        records.read("game: tomoe\n\n1. 1")


def test_an_unknown_game_is_named_as_such() -> None:
    with pytest.raises(UnknownGameError, match=r"^there is no game 'chess'"):
        get_game("chess")


def test_the_catalog_lists_planned_games_apart_from_playable_ones() -> None:
    catalog = json.loads(bridge.handle('{"fn": "catalog"}'))
    assert [g["id"] for g in catalog["games"]] == list(GAMES)
    assert {g["id"]: g["title"] for g in catalog["planned"]} == dict(PLANNED)
    assert not set(GAMES) & set(PLANNED)
