"""Options as a person sees them: every value has words, and help speaks in those words."""

from __future__ import annotations

import re

import pytest

from py_games import GAMES, Option, bridge, records
from py_games.core.options import OptionValue

GAME_IDS = sorted(GAMES)


def values(option: Option) -> list[OptionValue]:
    if option.kind == "choice":
        return list(option.choices)
    if option.kind == "int" and option.names:
        assert option.minimum is not None and option.maximum is not None
        return list(range(option.minimum, option.maximum + 1))
    return []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_choice_and_named_number_has_words_and_help_never_speaks_in_values(
    game_id: str,
) -> None:
    for option in GAMES[game_id].OPTIONS:
        for value in values(option):
            label = option.label_of(value)
            assert label, f"{game_id} {option.name}={value!r} has no words"
            # A value that is not a word of its own label ("gap" is, "king" is not) is internal.
            if not re.search(rf"\b{re.escape(str(value))}\b", label, re.IGNORECASE):
                assert not re.search(rf"\b{re.escape(str(value))}\b", option.help), (
                    f"{game_id} {option.name}: the help speaks of {value!r}: {option.help!r}"
                )


def test_the_catalog_offers_the_words_of_each_value_aligned_with_the_values() -> None:
    """Each game's own words are checked in its folder (tests/test_options.py there)."""
    catalog = bridge.catalog({})
    offered = {(g["id"], o["name"]): o for g in catalog["games"] for o in g["options"]}
    kinds = set()
    for game_id, rules in GAMES.items():
        for option in rules.OPTIONS:
            info = offered[game_id, option.name]
            words = [option.label_of(value) for value in values(option)]
            if option.kind == "choice" and option.labels:
                assert info["choices"] == list(option.choices), (game_id, option.name)
                assert info["labels"] == words, (game_id, option.name)
                kinds.add("labels")
            else:
                assert "labels" not in info, (game_id, option.name)
            if option.names:
                assert info["names"] == words, (game_id, option.name)
                kinds.add("names")
            else:
                assert "names" not in info, (game_id, option.name)
    assert kinds == {"labels", "names"}, "some game offers words of each kind"


def test_an_option_declared_with_the_wrong_number_of_words_is_refused() -> None:
    with pytest.raises(ValueError, match="one label per choice"):
        Option("rule", "Rule", "a", choices=("a", "b"), labels=("only one",))
    with pytest.raises(ValueError, match="one name per value"):
        Option("first", "First", 0, minimum=0, maximum=2, names=("P1", "P2"))
    with pytest.raises(ValueError, match="read # as a comment"):
        Option("rule", "Rule", "a#b", choices=("a#b",))


def test_a_record_keeps_each_value_and_says_what_it_means() -> None:
    game_id, option = next(
        (game_id, option)
        for game_id, rules in GAMES.items()
        for option in rules.OPTIONS
        if option.kind == "choice" and option.labels
    )
    value = next(choice for choice in option.choices if choice != option.default)
    text = records.write(records.of(GAMES[game_id](**{option.name: value})))
    assert f"{option.name}: {value}  # {option.label_of(value)}" in text
    assert records.load(text).game.options[option.name] == value
