"""Contiguous's options as the New game dialog offers them: the words of each value, aligned with
the values, and a record's note on a value (the rule for every game: tests/test_options.py,
tests/test_records.py)."""

from __future__ import annotations

from examples import offered

from py_games import get_game, records

from .. import PARTS


def test_the_catalog_offers_the_words_of_each_value() -> None:
    options = offered(PARTS.id)
    placement = options["placement"]
    assert placement.get("choices") == ["king", "orthogonal"]
    assert placement.get("labels") == ["sides or corners", "sides only"]
    assert "labels" not in options["size"]


def test_a_record_says_what_its_values_mean() -> None:
    text = records.write(records.of(get_game(PARTS.id, placement="orthogonal")))
    assert "placement: orthogonal  # sides only\n" in text
    assert "diagonal_islands: false\n" in text  # yes or no says it all
    assert "size: 6\n" in text
