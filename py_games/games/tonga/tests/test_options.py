"""Tonga's options as the New game dialog offers them: the words of each value, aligned with the
values, and a record's note on a value (the rule for every game: tests/test_options.py,
tests/test_records.py)."""

from __future__ import annotations

from typing import Any

from py_games import bridge, get_game, records

from .. import PARTS


def offered() -> dict[str, Any]:
    catalog = bridge.catalog({})
    return {o["name"]: o for g in catalog["games"] if g["id"] == PARTS.id for o in g["options"]}


def test_the_catalog_offers_the_words_of_each_value() -> None:
    assert offered()["first"].get("labels") == ["White", "Black"]


def test_a_record_says_what_its_values_mean() -> None:
    text = records.write(records.of(get_game(PARTS.id, first="black")))
    assert "first: black\n" in text  # "Black" would only repeat the value
