"""The language machinery (py_games.i18n): choosing a language, English where a catalog is
silent, and the pseudo-language the browser tests read."""

from __future__ import annotations

import re
from pathlib import Path

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


def test_the_command_line_says_its_words_in_the_language_asked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from py_games import GAMES
    from py_games.__main__ import main

    game = sorted(GAMES)[0]
    with i18n.using("en"):  # the command sets the process's language: put it back after
        assert main(["--lang", "en-XA", "svg", game]) == 0
    foreign = capsys.readouterr().out
    assert main(["svg", game]) == 0
    english = capsys.readouterr().out
    title = re.search(r"<title>(.*?)</title>", english, re.S)
    assert title is not None and title.group(1) not in foreign
    assert "~~" in re.search(r"<title>(.*?)</title>", foreign, re.S).group(1)  # type: ignore[union-attr]
    assert i18n.language() == "en"


def test_the_command_line_refuses_a_language_not_offered_naming_the_languages(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from py_games.__main__ import main

    with pytest.raises(SystemExit) as stop:
        main(["--lang", "xx", "svg", "x"])
    assert stop.value.code == 2
    assert "the languages: en, es, de, fr, pt" in capsys.readouterr().err


def test_numbers_are_grouped_as_each_language_writes_them() -> None:
    written = {}
    for lang in i18n.LANGUAGES:
        with i18n.using(lang):
            written[lang] = (i18n.number(1000), i18n.number(12_500), i18n.number(-1_048_576))
    assert written["en"] == ("1,000", "12,500", "-1,048,576")
    assert written["de"] == ("1.000", "12.500", "-1.048.576")
    assert written["es"] == ("1000", "12.500", "-1.048.576")
    assert written["fr"] == ("1\u202f000", "12\u202f500", "-1\u202f048\u202f576")


def test_a_catalog_not_beside_the_package_is_read_from_the_hosts_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The site ships the package without its catalogs and hands Python the one chosen.
    shipped = i18n.LOCALES / "de" / "LC_MESSAGES" / "py_games.mo"
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)  # as in the site's wheel: none beside it
    asked: list[str] = []

    def source(lang: str) -> bytes | None:
        asked.append(lang)
        return shipped.read_bytes() if lang == "de" else None

    try:
        i18n.catalogs_from(source)
        with i18n.using("de"):
            german = i18n._("Undo")
        with i18n.using("fr"):
            french = i18n._("Undo")  # nothing from the source: English, never a key
        with i18n.using("de"):
            i18n._("Undo")
    finally:
        i18n.catalogs_from(None)
    assert german not in ("Undo", "") and french == "Undo"
    assert asked == ["de", "fr"]  # each language fetched once
