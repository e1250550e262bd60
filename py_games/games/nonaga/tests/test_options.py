"""Nonaga's options as the New game dialog offers them: the words of each value, aligned with the
values, and a record's note on a value (the rule for every game: tests/test_options.py,
tests/test_records.py)."""

from __future__ import annotations

from examples import offered

from py_games import get_game, records

from .. import PARTS


def test_the_catalog_offers_the_words_of_each_value() -> None:
    options = offered(PARTS.id)
    free = options["free_rule"]
    assert free.get("labels") == ["a gap of two empty places", "at most four neighbours"]
    assert options["first"].get("names") == ["Player 1", "Player 2"]
    assert "Player 1" not in options["first"].get("help", "")


def test_a_record_says_what_its_values_mean() -> None:
    text = records.write(records.of(get_game(PARTS.id, free_rule="fewer_than_5")))
    assert "first: 0  # Player 1\nfree_rule: fewer_than_5  # at most four neighbours\n" in text
    assert records.load(text).game == get_game(PARTS.id, free_rule="fewer_than_5")
