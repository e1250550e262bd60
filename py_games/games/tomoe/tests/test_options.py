"""Tomoe's options as the New game dialog offers them: the words of each value, aligned with the
values (the catalog's alignment for every game: tests/test_options.py)."""

from __future__ import annotations

from examples import offered

from .. import PARTS


def test_the_catalog_offers_the_words_of_each_value() -> None:
    assert offered(PARTS.id)["first"].get("labels") == ["Black", "White"]
