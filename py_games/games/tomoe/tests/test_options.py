"""Tomoe's options as the New game dialog offers them: the words of each value, aligned with the
values (the catalog's alignment for every game: tests/test_options.py)."""

from __future__ import annotations

from typing import Any

from py_games import bridge

from .. import PARTS


def offered() -> dict[str, Any]:
    catalog = bridge.catalog({})
    return {o["name"]: o for g in catalog["games"] if g["id"] == PARTS.id for o in g["options"]}


def test_the_catalog_offers_the_words_of_each_value() -> None:
    assert offered()["first"].get("labels") == ["Black", "White"]
