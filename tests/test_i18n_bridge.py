"""The bridge answers in the language a request names (``lang``): its words translated, its
values (steps, places, numbers, records) as they are; a language not offered is refused in
words naming the languages. (A game's own words through the bridge, and its records in every
language, are tested beside its rules: ``py_games/games/<id>/tests/test_bridge_words.py``.)

The pseudo-language ``en-XA`` (:mod:`py_games.i18n`) makes every translated word visible, so
each test compares with the English message made foreign by :func:`i18n.pseudo`.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from py_games import GAMES, ai, bridge, i18n

PSEUDO = "en-XA"


def ask(**request: Any) -> Any:
    return json.loads(bridge.handle(json.dumps(request)))


def test_a_puzzles_hint_is_said_in_the_language_asked_and_its_place_is_the_same() -> None:
    first = next(puzzles for game in GAMES if (puzzles := ask(fn="puzzles", game=game)["puzzles"]))
    english = ask(fn="puzzle", puzzle=first[0]["id"], hint=True)["hint"]
    foreign = ask(fn="puzzle", puzzle=first[0]["id"], hint=True, lang=PSEUDO)["hint"]
    place = english["marks"]
    assert english["said"] == f"Look at {place}."
    assert foreign == {"said": i18n.pseudo("Look at {place}.").format(place=place), "marks": place}


def test_the_computers_levels_are_labelled_in_the_language_asked_named_as_records_say() -> None:
    levels = ask(fn="catalog", lang=PSEUDO)["levels"]
    assert [level["name"] for level in levels] == list(ai.LEVEL_NAMES.values())
    assert [level["label"] for level in levels] == [
        i18n.pseudo(name) for name in ai.LEVEL_NAMES.values()
    ]
    assert [level["label"] for level in ask(fn="catalog")["levels"]] == list(
        ai.LEVEL_NAMES.values()
    )


@pytest.mark.parametrize("lang", ["xx", "klingon", "", "xx-XA"])
def test_a_language_not_offered_is_refused_naming_the_languages(lang: str) -> None:
    error = ask(fn="catalog", lang=lang)["error"]
    assert error["type"] == "UnknownLanguageError"
    assert error["message"].endswith("the languages: en, es, de, fr, pt")
    assert repr(lang) in error["message"]


def test_a_language_that_is_not_text_is_a_bad_request() -> None:
    error = ask(fn="catalog", lang=["de"])["error"]
    assert error == {
        "type": "BadRequest",
        "message": "'lang' names a language (such as \"de\"), it is not a list",
    }


def test_no_text_is_no_text_in_every_language() -> None:
    # gettext's translation of "" is a catalog's header: an empty constant must stay empty.
    with i18n.using(PSEUDO):
        assert i18n._("") == ""
