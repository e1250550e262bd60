"""The language machinery (py_games.i18n): choosing a language, English where a catalog is
silent, and the pseudo-language the browser tests read."""

from __future__ import annotations

import pytest

from py_games import i18n


def test_a_language_is_chosen_by_its_tag_and_restored_after_a_block() -> None:
    assert i18n.language() == "en"
    with i18n.using("de-AT"):
        assert i18n.language() == "de"
        with i18n.using("pt_BR"):
            assert i18n.language() == "pt"
        assert i18n.language() == "de"
    assert i18n.language() == "en"


def test_an_unknown_language_is_refused_with_the_languages_there_are() -> None:
    with pytest.raises(i18n.UnknownLanguageError, match="the languages: en, es, de, fr, pt"):
        i18n.use("xx")
    assert i18n.language() == "en"


def test_a_message_no_catalog_has_reads_as_english_never_empty() -> None:
    with i18n.using("fr"):
        assert i18n._("a message no catalog has") == "a message no catalog has"
        many = i18n.ngettext("{n} thing no catalog has", "{n} things no catalog has", 3)
        assert many.format(n=3) == "3 things no catalog has"


def test_french_counts_none_and_one_alike_and_more_in_the_plural() -> None:
    with i18n.using("fr"):
        said = [i18n.ngettext("{n} cell", "{n} cells", n).format(n=n) for n in (0, 1, 2, 10**6)]
    assert said == ["0 case", "1 case", "2 cases", "1000000 cases"]


def test_the_pseudo_language_changes_every_letter_and_keeps_placeholders() -> None:
    with i18n.using(i18n.PSEUDO):
        said = i18n._("{player} wins: the board is full.")
    assert said.startswith("[{player} ")
    assert said.format(player="Ann").startswith("[Ann ")
    words = said.strip("[]~ ").replace("{player}", "")
    assert not any("a" <= c <= "z" for c in words if c not in "bfmpqvx"), said
    assert len(said) > len("{player} wins: the board is full.") * 1.3
